import Mustache

/// A page's context with each struct's stored properties read once, into a dictionary.
///
/// swift-mustache reads a name from a value by reflecting the whole value (`Mirror`) for every
/// name a template looks up, and a name an inner section lacks climbs the context stack, reflecting
/// every value on it again: that was 84% of a report's page (perf, release build, 10k reports:
/// 8.7 ms a page at one connection). The values are the same ones `Mirror` gives, looked up the
/// same way (a nil optional is a missing name, so the lookup climbs as before).
final class ReflectedContext: MustacheParent, Sendable {
    // `Any` values from value-type contexts, built once and only read after.
    nonisolated(unsafe) private let children: [String: Any]

    private init(children: [String: Any]) {
        self.children = children
    }

    func child(named name: String) -> Any? {
        children[name]
    }

    /// `value` with every struct and class inside it read into a `ReflectedContext`; an array's
    /// elements likewise; a value that says how it reads (`CustomStringConvertible`), a scalar or
    /// an enumeration as it is.
    static func wrap(_ value: Any) -> Any {
        if value is String || value is any Numeric || value is Bool { return value }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?:
            return mirror.children.map { wrap($0.value) }
        case .optional?:
            return mirror.children.first.map { wrap($0.value) } ?? value
        case .struct?, .class?:
            // A value that says how it reads is rendered as it says.
            if value is CustomStringConvertible { return value }
            var children: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let present = unwrapped(child.value) else { continue }
                children[label] = wrap(present)
            }
            return ReflectedContext(children: children)
        default:
            return value
        }
    }

    /// The value inside an optional, `nil` for none; any other value as it is.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
