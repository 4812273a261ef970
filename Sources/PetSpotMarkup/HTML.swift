/// Markup that is already HTML (or XML: the Atom feed is written with it too, its escaping being
/// XML's as well). Written as a string literal whose interpolations escape every
/// `String` put into it (text and attribute values alike: `& < > " '`), so nothing a visitor
/// typed can become markup, and insert `HTML` as it is: a page is built from typed values by the
/// compiler's own string building.
///
/// Why by hand: the pages were Mustache templates (swift-mustache), which finds every value by
/// name at run time (reflection and dynamic casts per token): 2 ms of a report's page of 2.4 ms
/// (perf, release, 10k reports). Built from typed values the same page takes microseconds. The
/// listed HTML package (Plot) does not escape attribute values, which would let a pet's name
/// break out of an `alt`.
package struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    package private(set) var markup: String

    package init(stringLiteral literal: String) {
        markup = literal
    }

    package init(stringInterpolation: Interpolation) {
        markup = stringInterpolation.markup
    }

    /// Markup made elsewhere and already safe (JSON meant for a `<script type="application/json">`
    /// with no `<` in it).
    package init(trusted markup: String) {
        self.markup = markup
    }

    package static let empty: HTML = ""

    package var description: String { markup }

    /// `body` for each item, one after the other.
    package static func each<Items: Sequence>(_ items: Items, _ body: (Items.Element) -> HTML) -> HTML {
        var joined = HTML.empty
        for item in items { joined.markup += body(item).markup }
        return joined
    }

    /// `body` for each item, with `separator` between them.
    package static func each<Items: Sequence>(_ items: Items, separator: HTML, _ body: (Items.Element) -> HTML) -> HTML
    {
        var joined = HTML.empty
        for (index, item) in items.enumerated() {
            joined.markup += (index == 0 ? "" : separator.markup) + body(item).markup
        }
        return joined
    }

    /// `body` when `condition` holds, else nothing.
    package static func when(_ condition: Bool, _ body: @autoclosure () -> HTML) -> HTML {
        condition ? body() : .empty
    }

    /// `present` when `value` is there, else `absent`.
    package static func with<Value>(
        _ value: Value?, _ present: (Value) -> HTML, else absent: @autoclosure () -> HTML = .empty
    ) -> HTML {
        value.map(present) ?? absent()
    }

    package struct Interpolation: StringInterpolationProtocol {
        fileprivate var markup = ""

        package init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 24)
        }

        package mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        package mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }

        package mutating func appendInterpolation(_ html: HTML?) {
            if let html { markup += html.markup }
        }

        package mutating func appendInterpolation(_ text: String) {
            HTML.escape(text, into: &markup)
        }

        /// Nothing for a missing value.
        package mutating func appendInterpolation(_ text: String?) {
            if let text { HTML.escape(text, into: &markup) }
        }

        package mutating func appendInterpolation(_ number: Int) {
            markup += String(number)
        }

        package mutating func appendInterpolation(_ number: Double) {
            markup += String(number)
        }
    }

    /// `text` with `& < > " '` as character references, appended to `markup` (`MarkupText`).
    package static func escape(_ text: String, into markup: inout String) {
        MarkupText.escape(text, into: &markup)
    }
}

/// The Atom feed's markup: XML, written and escaped as `HTML` is.
package typealias XML = HTML
