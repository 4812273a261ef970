extension CalendarDate {
    /// A date as a person types it where the wizards show `DD/MM/YYYY` (a text box, as on the web
    /// page): day, month and year in that order, one or two digits for the day and month, four for
    /// the year, separated by `/`, `.`, `-` or spaces (`7.3.2026`, `07 03 2026`); or `YYYY-MM-DD`.
    /// `nil` for anything else, or a day that does not exist.
    public init?(typed text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let iso = CalendarDate(iso: trimmed) {
            self = iso
            return
        }
        let parts = trimmed.split(whereSeparator: { "/.- ".contains($0) })
        guard parts.count == 3, parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            (1...2).contains(parts[0].count), (1...2).contains(parts[1].count), parts[2].count == 4,
            let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }
}
