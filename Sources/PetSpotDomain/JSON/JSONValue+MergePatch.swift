extension JSONValue {
    /// This value with `patch` applied as a JSON merge patch (RFC 7396): an object patch sets each
    /// of its members (merging objects member by member) and removes those it sets to `null`; any
    /// other patch replaces the value whole.
    public func mergePatched(with patch: JSONValue) -> JSONValue {
        guard case .object(let changes) = patch else { return patch }
        var members: [String: JSONValue]
        if case .object(let existing) = self { members = existing } else { members = [:] }
        for (name, change) in changes {
            if change == .null {
                members[name] = nil
            } else {
                members[name] = (members[name] ?? .null).mergePatched(with: change)
            }
        }
        return .object(members)
    }
}
