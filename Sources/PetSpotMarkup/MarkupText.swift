/// Text made safe inside markup (HTML, and XML such as the Atom feed), as character data or an
/// attribute value: `& < > " '` as character references, and the characters XML 1.0 cannot hold
/// (controls other than tab and line breaks, U+FFFE, U+FFFF) left out: nothing a visitor typed
/// can become markup or make a feed unreadable. One rule for the pages, the mails and the feeds;
/// `HTML`'s interpolations call it.
///
/// Why by hand: five chained `replacingOccurrences` (Foundation's string search, five copies)
/// were 8% of composing an alert round's 200 mails (perf, release); this reads the UTF-8 bytes
/// once — what it changes is ASCII, or U+FFFE/U+FFFF's three bytes, so the runs between are whole
/// characters, copied at once.
public enum MarkupText {
    @inlinable
    public static func escaped(_ text: String) -> String {
        var markup = ""
        markup.reserveCapacity(text.utf8.count)
        escape(text, into: &markup)
        return markup
    }

    /// `text`, escaped, appended to `markup`.
    @inlinable
    public static func escape(_ text: String, into markup: inout String) {
        var text = text
        text.withUTF8 { bytes in
            var (start, index) = (0, 0)
            while index < bytes.count {
                let byte = bytes[index]
                var (reference, width) = ("", 1)
                switch byte {
                case UInt8(ascii: "&"): reference = "&amp;"
                case UInt8(ascii: "<"): reference = "&lt;"
                case UInt8(ascii: ">"): reference = "&gt;"
                case UInt8(ascii: "\""): reference = "&quot;"
                case UInt8(ascii: "'"): reference = "&#39;"
                case 0x09, 0x0A, 0x0D:
                    index += 1
                    continue
                case 0x00..<0x20: break  // left out
                case 0xEF
                where index + 2 < bytes.count && bytes[index + 1] == 0xBF
                    && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                    width = 3  // U+FFFE, U+FFFF: left out
                default:
                    index += 1
                    continue
                }
                if start < index {
                    markup += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                }
                markup += reference
                index += width
                start = index
            }
            if start == 0 {
                markup += String(decoding: bytes, as: UTF8.self)
            } else if start < bytes.count {
                markup += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
            }
        }
    }
}
