import PetSpotDomain

/// Markup that is already HTML. Written as a string literal whose interpolations escape every
/// `String` put into it (text and attribute values alike: `& < > " '`), so nothing a visitor
/// typed can become markup, and insert `HTML` as it is: a page is built from typed values by the
/// compiler's own string building.
///
/// Why by hand: the pages were Mustache templates (swift-mustache), which finds every value by
/// name at run time (reflection and dynamic casts per token): 2 ms of a report's page of 2.4 ms
/// (perf, release, 10k reports). Built from typed values the same page takes microseconds. The
/// listed HTML package (Plot) does not escape attribute values, which would let a pet's name
/// break out of an `alt`.
struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    private(set) var markup: String

    init(stringLiteral literal: String) {
        markup = literal
    }

    init(stringInterpolation: Interpolation) {
        markup = stringInterpolation.markup
    }

    /// Markup made elsewhere and already safe (JSON meant for a `<script type="application/json">`
    /// with no `<` in it).
    init(trusted markup: String) {
        self.markup = markup
    }

    static let empty: HTML = ""

    var description: String { markup }

    /// `body` for each item, one after the other.
    static func each<Items: Sequence>(_ items: Items, _ body: (Items.Element) -> HTML) -> HTML {
        var joined = HTML.empty
        for item in items { joined.markup += body(item).markup }
        return joined
    }

    /// `body` for each item, with `separator` between them.
    static func each<Items: Sequence>(_ items: Items, separator: HTML, _ body: (Items.Element) -> HTML) -> HTML {
        var joined = HTML.empty
        for (index, item) in items.enumerated() { joined.markup += (index == 0 ? "" : separator.markup) + body(item).markup }
        return joined
    }

    /// `body` when `condition` holds, else nothing.
    static func when(_ condition: Bool, _ body: @autoclosure () -> HTML) -> HTML {
        condition ? body() : .empty
    }

    /// `present` when `value` is there, else `absent`.
    static func with<Value>(_ value: Value?, _ present: (Value) -> HTML, else absent: @autoclosure () -> HTML = .empty) -> HTML {
        value.map(present) ?? absent()
    }

    struct Interpolation: StringInterpolationProtocol {
        fileprivate var markup = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 24)
        }

        mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }

        mutating func appendInterpolation(_ html: HTML?) {
            if let html { markup += html.markup }
        }

        mutating func appendInterpolation(_ text: String) {
            HTML.escape(text, into: &markup)
        }

        /// Nothing for a missing value.
        mutating func appendInterpolation(_ text: String?) {
            if let text { HTML.escape(text, into: &markup) }
        }

        mutating func appendInterpolation(_ number: Int) {
            markup += String(number)
        }

        mutating func appendInterpolation(_ number: Double) {
            markup += String(number)
        }
    }

    /// `text` with `& < > " '` as character references, appended to `markup` (`MarkupText`: the mails' rule too).
    static func escape(_ text: String, into markup: inout String) {
        MarkupText.escape(text, into: &markup)
    }
}
