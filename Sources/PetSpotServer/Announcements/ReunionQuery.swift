import PetSpotDomain

/// `GET /api/v1/stats/reunions?species=CAT&since=2026-01-01`: both optional; a value that is not one
/// of the taxonomy's species or not a real date is 400 `INVALID_PARAMETER`, naming it.
struct ReunionQuery {
    let species: Species?
    let since: CalendarDate?

    init(species speciesText: Substring?, since sinceText: Substring?) throws {
        species = try speciesText.map { text in
            guard let species = Species(rawValue: String(text)) else {
                let known = Species.allCases.map(\.rawValue).joined(separator: ", ")
                throw APIError.invalidParameter("species", "species must be one of \(known); it was \"\(text)\"")
            }
            return species
        }
        since = try sinceText.map { text in
            guard let date = CalendarDate(iso: String(text)) else {
                throw APIError.invalidParameter(
                    "since", "since must be a date as YYYY-MM-DD, such as since=2026-01-01; it was \"\(text)\"")
            }
            return date
        }
    }
}
