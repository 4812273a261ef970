import Foundation

/// UUIDs in their canonical lower-case text (`5e0e0000-0000-4000-8000-00000000002a`), the form ids are
/// stored and answered in. Foundation formats and parses through `snprintf` and `sscanf`, which cost
/// a tenth of a nearby listing (two ids a report); these are a table lookup a character.
extension UUID {
    package var canonicalText: String {
        let digits: StaticString = "0123456789abcdef"
        return withUnsafeBytes(of: uuid) { raw in
            String(unsafeUninitializedCapacity: 36) { text in
                digits.withUTF8Buffer { digits in
                    var index = 0
                    for (position, byte) in raw.enumerated() {
                        if position == 4 || position == 6 || position == 8 || position == 10 {
                            text[index] = UInt8(ascii: "-")
                            index += 1
                        }
                        text[index] = digits[Int(byte >> 4)]
                        text[index + 1] = digits[Int(byte & 0x0F)]
                        index += 2
                    }
                }
                return 36
            }
        }
    }

    /// Reads the 8-4-4-4-12 hexadecimal form, in either case; `nil` for anything else.
    package init?(canonicalText text: String) {
        var text = text
        let parsed: uuid_t? = text.withUTF8 { utf8 -> uuid_t? in
            guard utf8.count == 36 else { return nil }
            var bytes = [UInt8](repeating: 0, count: 16)
            var index = 0
            for position in 0..<16 {
                if position == 4 || position == 6 || position == 8 || position == 10 {
                    guard utf8[index] == UInt8(ascii: "-") else { return nil }
                    index += 1
                }
                guard let high = Self.nibble(utf8[index]), let low = Self.nibble(utf8[index + 1]) else { return nil }
                bytes[position] = high << 4 | low
                index += 2
            }
            return (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            )
        }
        guard let parsed else { return nil }
        self.init(uuid: parsed)
    }

    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
