import Foundation

extension CreateAnnouncementRequest {
    /// The fields an edit may not change: a report of a missing pet stays one (a found pet is a report of its own).
    public static let fixedFields: Set<Field> = [.status]

    /// This report with `patch` applied (a JSON merge patch of the create fields; `null` clears an
    /// optional one), checked under every create rule, with every problem: the edit the server makes
    /// and a client can check before sending.
    public func edited(
        by patch: [String: JSONValue], now: Date, resolution: Resolution? = nil
    ) -> Result<CreateAnnouncementRequest, ValidationFailure> {
        let fixed = Self.fixedFields.filter { patch[$0.rawValue] != nil }.map {
            ValidationError(field: $0.rawValue, code: .invalidField, message: Copy.Validation.cannotChange($0.rawValue))
        }
        let current: [String: JSONValue]
        switch wireBody() {
        case .success(let body): current = body
        case .failure(let failure): return .failure(failure)
        }
        // A fixed field is reported once, as fixed, and the rest of the patch checked as it would apply.
        let applicable = patch.filter { name, _ in !Self.fixedFields.contains { $0.rawValue == name } }
        guard case .object(let body) = JSONValue.object(current).mergePatched(with: .object(applicable)) else {
            preconditionFailure("an object patched by an object is an object")
        }
        switch Self.validate(body, now: now, resolution: resolution) {
        case .success(let edited) where fixed.isEmpty: return .success(edited)
        case .success: return .failure(ValidationFailure(errors: fixed))
        case .failure(let failure): return .failure(ValidationFailure(errors: fixed + failure.errors))
        }
    }
}
