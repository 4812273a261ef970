extension CreateAnnouncementRequest {
    /// The JSON merge patch (RFC 7396) that turns this report into `edited`: each field that differs,
    /// with `null` for one `edited` clears. What a client sends, so an unchanged field is never
    /// sent (and never checked again by a rule that changed since).
    public func mergePatch(to edited: CreateAnnouncementRequest) -> [String: JSONValue] {
        var patch: [String: JSONValue] = [:]
        for field in Field.allCases where self[field] != edited[field] {
            patch[field.rawValue] =
                switch edited[field] {
                case .text(let text): text.map(JSONValue.string) ?? .null
                case .integer(let integer): integer.map { .number(Double($0)) } ?? .null
                case .number(let number): number.map(JSONValue.number) ?? .null
                }
        }
        return patch
    }
}
