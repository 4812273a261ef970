import PetSpotDomain

extension PetSpotAPIError {
    /// The field problems of a rejected request as domain errors (codes the domain knows only); empty otherwise.
    public var validationErrors: [ValidationError] {
        guard case .rejected(_, let envelope) = self else { return [] }
        return envelope.validationErrors
    }
}

extension APIErrorEnvelope {
    /// `details` as domain errors, or the top-level field/code/message when there are no details;
    /// problems with codes the domain does not know (e.g. `INVALID_PARAMETER`) are left out. The
    /// API words them in English (the reference's); each is worded again in the app's language
    /// (`Language.current`) from the catalogue that wrote it, where it did.
    public var validationErrors: [ValidationError] {
        let problems = details ?? field.map { [Detail(field: $0, code: code, message: message)] } ?? []
        return problems.compactMap { detail in
            ValidationError.Code(rawValue: detail.code).map {
                ValidationError(
                    field: detail.field, code: $0,
                    message: StringCatalogue.bundled.worded(detail.message, in: Language.current))
            }
        }
    }
}
