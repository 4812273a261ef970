import Foundation

/// What an owner may change of a published report, as `PATCH /api/v1/announcements/{id}` takes it:
/// the create fields (a JSON merge patch, `CreateAnnouncementRequest.edited(by:now:)`) and the
/// resolution (`null` reopens). The server applies it to the stored report, and a client can check an
/// edit with the same function before sending it.
public struct ReportEdit: Hashable, Sendable {
    public var content: CreateAnnouncementRequest
    public var resolution: Resolution?

    /// The patch's member that resolves or reopens the report.
    public static let resolutionMember = "resolution"

    public init(content: CreateAnnouncementRequest, resolution: Resolution?) {
        self.content = content
        self.resolution = resolution
    }

    /// This report with `patch` applied, every problem with it at once (those of the fields and
    /// of `resolution`); nothing changes when any is found.
    public func applying(_ patch: [String: JSONValue], now: Date) -> Result<ReportEdit, ValidationFailure> {
        var fields = patch
        var problems: [ValidationError] = []
        var resolution = self.resolution
        switch fields.removeValue(forKey: Self.resolutionMember) {
        case nil: break
        case .null?: resolution = nil
        case .string(let text)? where Resolution(rawValue: text) != nil: resolution = Resolution(rawValue: text)
        case _?:
            let values = Resolution.allCases.map(\.rawValue) + ["null"]
            problems.append(
                ValidationError(
                    field: Self.resolutionMember, code: .invalidFormat,
                    message: Copy.Validation.mustBeOneOf(Self.resolutionMember, values)))
        }
        // How it ended goes with REUNITED: reopening or closing forgets it, unless the patch itself
        // sets it (which the rules then refuse, naming the field).
        if resolution != .reunited {
            for field in CreateAnnouncementRequest.Field.reunion where fields[field.rawValue] == nil {
                fields[field.rawValue] = .null
            }
        }
        switch content.edited(by: fields, now: now, resolution: resolution) {
        case .success(let content) where problems.isEmpty:
            return .success(ReportEdit(content: content, resolution: resolution))
        case .success: return .failure(ValidationFailure(errors: problems))
        case .failure(let failure): return .failure(ValidationFailure(errors: failure.errors + problems))
        }
    }
}
