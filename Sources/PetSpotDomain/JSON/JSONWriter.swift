import Foundation

/// Writes JSON text straight into bytes, for the answers on the hot path (a listing page, a
/// report): Foundation's `JSONEncoder` spent a third of a nearby listing's time in its generic
/// machinery. The output is the same as `JSONResponse.encoder`'s (sorted keys, slashes unescaped);
/// a test compares the two.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    private var needsComma = [false]
    /// Writes an object's members' values only, each after the first preceded by `memberSeparator`.
    private let membersOnly: Bool

    /// Between the values of a members-only writer: a control character, which JSON text never holds unescaped.
    package static let memberSeparator: UInt8 = 0x1F

    package init(capacity: Int = 16 * 1024) {
        bytes.reserveCapacity(capacity)
        membersOnly = false
    }

    /// A writer for the values of one object's members, without the braces and keys: what
    /// `object(keys:values:)` turns back into the object.
    package init(membersOnlyCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
        membersOnly = true
    }

    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        container(UInt8(ascii: "{"), UInt8(ascii: "}"), body)
    }

    package mutating func array(_ body: (inout JSONWriter) -> Void) {
        container(UInt8(ascii: "["), UInt8(ascii: "]"), body)
    }

    private mutating func container(_ open: UInt8, _ close: UInt8, _ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(open)
        needsComma.append(false)
        body(&self)
        needsComma.removeLast()
        bytes.append(close)
    }

    /// A key of the current object; the next value written is its value.
    package mutating func key(_ name: String) {
        // Members-only writes the top object's values alone; an object within one keeps its keys.
        if membersOnly && needsComma.count == 1 {
            if needsComma[0] { bytes.append(Self.memberSeparator) }
            needsComma[0] = false
            return
        }
        separate()
        appendKey(name)
        needsComma[needsComma.count - 1] = false
    }

    package mutating func string(_ value: String?) {
        separate()
        guard var value else { return appendNull() }
        bytes.append(UInt8(ascii: "\""))
        value.withUTF8 { utf8 in
            // Runs of bytes that need no escape (nearly all text) are copied at once.
            var runStart = 0
            for (index, byte) in utf8.enumerated()
            where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscaped(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        let backslash = UInt8(ascii: "\\")
        switch byte {
        case UInt8(ascii: "\""), backslash: bytes.append(contentsOf: [backslash, byte])
        case 0x0A: bytes.append(contentsOf: [backslash, UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [backslash, UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [backslash, UInt8(ascii: "t")])
        case 0x08: bytes.append(contentsOf: [backslash, UInt8(ascii: "b")])
        case 0x0C: bytes.append(contentsOf: [backslash, UInt8(ascii: "f")])
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
        }
    }

    /// A time in the API's format (`Timestamp`), as a string; `null` for none.
    package mutating func timestamp(_ date: Date?) {
        separate()
        guard let date else { return appendNull() }
        bytes.append(UInt8(ascii: "\""))
        Timestamp.write(date, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A report's field value (`CreateAnnouncementRequest.Value`).
    package mutating func value(_ value: CreateAnnouncementRequest.Value) {
        switch value {
        case .text(let text): string(text)
        case .integer(let integer): self.integer(integer)
        case .number(let number): self.number(number)
        }
    }

    package mutating func integer(_ value: Int?) {
        separate()
        guard let value else { return appendNull() }
        bytes.append(contentsOf: String(value).utf8)
    }

    /// As `JSONEncoder` writes a `Double`: whole values without a fraction (`50`), others in Swift's shortest form.
    package mutating func number(_ value: Double?) {
        separate()
        guard let value else { return appendNull() }
        appendNumber(value)
    }

    /// Writes, as the next value, the object whose members' values a members-only writer wrote
    /// (`values`), with its `keys` put back. Returns where each member ends in `bytes`, or `nil` when
    /// `values` does not hold exactly one value a key (what was written is then meaningless).
    package mutating func object(keys: [String], values: [UInt8]) -> [Int]? {
        separate()
        bytes.append(UInt8(ascii: "{"))
        var memberEnds: [Int] = []
        memberEnds.reserveCapacity(keys.count)
        var start = 0
        for (position, name) in keys.enumerated() {
            guard start <= values.count else { return nil }
            let end = values[start...].firstIndex(of: Self.memberSeparator) ?? values.count
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            appendKey(name)
            bytes.append(contentsOf: values[start..<end])
            memberEnds.append(bytes.count)
            start = end + 1
        }
        guard start == values.count + 1 else { return nil }
        bytes.append(UInt8(ascii: "}"))
        return memberEnds
    }

    /// Writes `object` (a JSON object's text) as the next value, with one more member, `key` and
    /// `number`, spliced in at `offset`, which must be the end of one of its members.
    package mutating func object(_ object: [UInt8], splicing key: String, number: Double, at offset: Int) {
        separate()
        object.withUnsafeBufferPointer { text in
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[..<offset]))
            bytes.append(UInt8(ascii: ","))
            appendKey(key)
            appendNumber(number)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[offset...]))
        }
    }

    private mutating func appendKey(_ name: String) {
        bytes.append(UInt8(ascii: "\""))
        var name = name
        name.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    private mutating func appendNumber(_ value: Double) {
        if value == value.rounded(), abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int64(value)).utf8)
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    private mutating func appendNull() {
        bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
    }

    /// A comma before every element but the first of its container.
    private mutating func separate() {
        let depth = needsComma.count - 1
        if needsComma[depth] { bytes.append(UInt8(ascii: ",")) }
        needsComma[depth] = true
    }
}

/// A value that writes its own JSON (the hot answers), byte for byte what `JSONResponse.encoder` would write.
package protocol JSONWritable {
    func write(to json: inout JSONWriter)
}
