import Hummingbird

/// The served routes as path templates, so an unserved method on a known path can answer 405 with `Allow`.
struct RouteTable: Sendable {
    private let routes: [(segments: [Substring], method: HTTPRequest.Method)]

    init(_ routes: [(path: String, method: HTTPRequest.Method)]) {
        self.routes = routes.map { (Self.segments($0.path), $0.method) }
    }

    /// The methods served at `path`, in a stable order; empty when no route matches the path.
    func methods(forPath path: String) -> [HTTPRequest.Method] {
        let wanted = Self.segments(path)
        let methods = routes.filter { Self.matches(template: $0.segments, path: wanted) }.map(\.method)
        return Array(Set(methods)).sorted { $0.rawValue < $1.rawValue }
    }

    private static func segments(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// `{name}` and `:name` match any one segment.
    private static func matches(template: [Substring], path: [Substring]) -> Bool {
        guard template.count == path.count else { return false }
        return zip(template, path).allSatisfy { pattern, segment in
            pattern.hasPrefix("{") || pattern.hasPrefix(":") || pattern == segment
        }
    }
}
