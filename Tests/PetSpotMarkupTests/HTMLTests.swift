import PetSpotMarkup
import Testing

@Suite("HTML written from typed values: every String escaped, markup inserted as it is")
struct HTMLTests {
    @Test(
        "Given text with each of & < > \" ', then in text and in an attribute each becomes its character reference, and the rest is kept byte for byte"
    )
    func escapesText() {
        let typed = #"Rex & "Łatka" <b>'s</b> 🐶"#
        let html: HTML = "<p title=\"\(typed)\">\(typed)</p>"
        let escaped = "Rex &amp; &quot;Łatka&quot; &lt;b&gt;&#39;s&lt;/b&gt; 🐶"
        #expect(html.description == "<p title=\"\(escaped)\">\(escaped)</p>")
    }

    @Test("Given a value that would close its attribute and add a handler, then it stays inside the attribute")
    func attributeStaysShut() {
        let name = #"x" onmouseover="alert(1)"#
        let html: HTML = "<img alt=\"\(name)\">"
        #expect(html.description == #"<img alt="x&quot; onmouseover=&quot;alert(1)">"#)
    }

    @Test(
        "Given markup, an optional, a number and a list, then markup goes in as it is, a missing value as nothing, each item in order"
    )
    func insertsMarkup() {
        let missing: String? = nil
        let inner: HTML = "<b>\("<i>")</b>"
        let html: HTML = "\(inner)\(missing)\(3)\(HTML.each(["a", "b"]) { "<li>\($0)</li>" })\(HTML.when(false, "no"))"
        #expect(html.description == "<b>&lt;i&gt;</b>3<li>a</li><li>b</li>")
    }

    @Test("Given text with nothing to escape, or only characters to escape, then it comes out whole")
    func edges() {
        #expect(HTML("\("plain")").description == "plain")
        #expect(HTML("\("")").description == "")
        #expect(HTML("\("<>")").description == "&lt;&gt;")
        #expect(HTML("\("a<")").description == "a&lt;")
    }

    @Test(
        "Issue 49: Given text with characters XML 1.0 cannot hold (controls, U+FFFE, U+FFFF), then they are left out, tabs and line breaks kept: a feed or a mail stays readable"
    )
    func leavesOutWhatXMLCannotHold() {
        let typed = "a\u{0}b\u{8}c\u{1B}d\te\nf\r\ng\u{FFFE}h\u{FFFF}i\u{FFFD}j & ż"
        #expect(MarkupText.escaped(typed) == "abcd\te\nf\r\nghi\u{FFFD}j &amp; ż")
        let feed: XML = "<title>\(typed)</title>"
        #expect(feed.description == "<title>abcd\te\nf\r\nghi\u{FFFD}j &amp; ż</title>")
    }
}
