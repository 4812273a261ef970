import Foundation

/// What Foundation's JSON parser accepts beyond RFC 8259, found in bytes it has already parsed:
/// a comma before `}` or `]`, and a key given twice in one object (Foundation keeps one of the two
/// silently, so a client's `"status":"FOUND"` could be overridden by a later `"status"` it did not
/// mean). Comments, single quotes, `NaN` and the rest Foundation refuses itself.
enum StrictJSON {
    enum Problem: Equatable {
        case trailingComma
        case duplicateKey(String)
    }

    /// The first problem in `bytes` (well-formed JSON to Foundation), or `nil`.
    static func problem(in bytes: some Collection<UInt8>) -> Problem? {
        // One entry per open container: an object's keys so far, `nil` for an array.
        var containers: [Set<String>?] = []
        var expectingKey = false
        var afterComma = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let start = index
                index = bytes.index(after: index)
                var escaped = false
                while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") || escaped {
                    escaped = !escaped && bytes[index] == UInt8(ascii: "\\")
                    index = bytes.index(after: index)
                }
                if expectingKey, let keys = containers.last, let keys {
                    let key = Self.key(bytes[start...index])
                    if keys.contains(key) { return .duplicateKey(key) }
                    containers[containers.count - 1] = keys.union([key])
                    expectingKey = false
                }
                afterComma = false
            case UInt8(ascii: "{"):
                containers.append([])
                expectingKey = true
                afterComma = false
            case UInt8(ascii: "["):
                containers.append(nil)
                afterComma = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if afterComma { return .trailingComma }
                containers.removeLast()
                expectingKey = false
            case UInt8(ascii: ","):
                afterComma = true
                expectingKey = containers.last.map { $0 != nil } ?? false
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
                break
            default:
                afterComma = false  // a number, true, false or null
            }
            if index < bytes.endIndex { index = bytes.index(after: index) }
        }
        return nil
    }

    /// A key as its characters: `"a"` and `"\u0061"` are the same key.
    private static func key(_ quoted: some Collection<UInt8>) -> String {
        guard quoted.contains(UInt8(ascii: "\\")) else {
            return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
        }
        return (try? JSONDecoder().decode(String.self, from: Data(quoted))) ?? String(decoding: quoted, as: UTF8.self)
    }
}
