import Foundation

/// A path's variable part: `key`, where the path is a route's pattern (`:id`, read by the router),
/// or a `value`, where it is a link (the report's id, escaped as one segment). One description of
/// each address serves both, so a link cannot point where no route answers (`SitePath`, `APIPath`).
public enum PathParameter: Hashable, Sendable, ExpressibleByStringLiteral {
    case key
    case value(String)

    public init(stringLiteral value: String) {
        self = .value(value)
    }

    /// `:name` for a pattern, else the value as one path segment (ids are UUIDs, which need no
    /// escaping; anything else is escaped, never a second segment; "." and ".." are no segment).
    func segment(_ name: String) -> String {
        switch self {
        case .key: ":\(name)"
        case .value(let value): PathParameter.escaped(value)
        }
    }

    static func escaped(_ value: String) -> String {
        if value == "." || value == ".." { return value.replacingOccurrences(of: ".", with: "%2E") }
        // Ids, codes and photo names: a segment as they are (a listing writes hundreds of them).
        if value.utf8.allSatisfy({
            $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
        }) {
            return value
        }
        return value.addingPercentEncoding(
            withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#;"))) ?? value
    }
}

/// What `SitePath` and `APIPath` share: an address is its segments; the router reads it as a
/// pattern (no leading slash), a link as a path.
public protocol TypedPath: Hashable, Sendable {
    /// The segments, each a literal, `:name` (a pattern) or a value (a link).
    var segments: [String] { get }
    /// Every route of this kind, as patterns: what the router registers, and what the tests walk.
    static var patterns: [Self] { get }
}

extension TypedPath {
    /// The link: `/reports/<id>/manage`.
    public var path: String { "/" + segments.joined(separator: "/") }

    /// The route's pattern, as Hummingbird reads it: `reports/:id/manage` (`/` for the home page).
    public var pattern: String { segments.isEmpty ? "/" : segments.joined(separator: "/") }

    /// Whether `path` (a link, without query) is an address of this route: each segment the same,
    /// or any one where the pattern has a `:name`, or all the rest where it has `**`.
    public func matches(_ path: String) -> Bool {
        let wanted = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for (index, segment) in segments.enumerated() {
            if segment == "**" { return wanted.count > index }
            guard index < wanted.count else { return false }
            if segment.hasPrefix(":") { continue }
            guard segment == wanted[index] else { return false }
        }
        return wanted.count == segments.count
    }
}
