/// The gazetteer's names, folded (`PlaceName.fold`), sorted, for "the places whose name starts
/// with …": every name and other spelling of a place, and each of its words' starts ("Huta"
/// finds Nowa Huta, "town" Camden Town). All keys share one buffer of bytes, so the index is two
/// arrays of integers and the bytes (docs/places.md, "Memory").
struct NameIndex: Sendable {
    private let bytes: [UInt8]
    /// Each entry: where its key starts in `bytes`, and its length.
    private let starts: [UInt32]
    private let lengths: [UInt16]
    /// Each entry's place, in `Gazetteer.places`.
    private let places: [Int32]

    init(names: [(place: Int32, names: [String])]) {
        var bytes: [UInt8] = []
        var entries: [(start: UInt32, length: UInt16, place: Int32)] = []
        var letters = PlaceName.Letters()
        for (place, placeNames) in names {
            for name in placeNames {
                let folded = PlaceName.fold(name, letters: &letters).prefix(Int(UInt16.max))
                guard !folded.isEmpty else { continue }
                // A 0 byte before each name: a key after one starts the name, any other a word in it.
                bytes.append(0)
                let base = bytes.count
                bytes.append(contentsOf: folded)
                for offset in folded.indices where offset == 0 || folded[offset - 1] == 0x20 {
                    entries.append((UInt32(base + offset), UInt16(folded.count - offset), place))
                }
            }
        }
        bytes.withUnsafeBufferPointer { buffer in
            entries.sort { a, b in
                Self.compare(buffer, a.start, a.length, buffer, b.start, b.length) < 0
            }
        }
        self.bytes = bytes
        starts = entries.map(\.start)
        lengths = entries.map(\.length)
        places = entries.map(\.place)
    }

    var count: Int { places.count }
    var byteCount: Int { bytes.count + starts.count * 4 + lengths.count * 2 + places.count * 4 }

    /// How well a key matched: the whole of a name, the start of one, the start of a word in one.
    enum Fit: Int, Comparable {
        case whole, start, word
        static func < (a: Fit, b: Fit) -> Bool { a.rawValue < b.rawValue }
    }

    /// Calls `body` with the place of every key that starts with `prefix`, and how it fits (a
    /// place as many times as it has such keys).
    func forEachPlace(withPrefix prefix: [UInt8], _ body: (Int32, Fit) -> Void) {
        guard !prefix.isEmpty else { return }
        bytes.withUnsafeBufferPointer { keys in
            prefix.withUnsafeBufferPointer { wanted in
                // The first key not below the prefix.
                var low = 0, high = places.count
                while low < high {
                    let middle = (low + high) / 2
                    if Self.compare(keys, starts[middle], lengths[middle], wanted, 0, UInt16(wanted.count)) < 0 {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                var index = low
                while index < places.count, Int(lengths[index]) >= wanted.count,
                    memcmp(keys.baseAddress! + Int(starts[index]), wanted.baseAddress!, wanted.count) == 0
                {
                    let start = Int(starts[index])
                    let fit: Fit =
                        start > 0 && keys[start - 1] != 0
                        ? .word : Int(lengths[index]) == wanted.count ? .whole : .start
                    body(places[index], fit)
                    index += 1
                }
            }
        }
    }

    private static func compare(
        _ a: UnsafeBufferPointer<UInt8>, _ aStart: UInt32, _ aLength: UInt16,
        _ b: UnsafeBufferPointer<UInt8>, _ bStart: UInt32, _ bLength: UInt16
    ) -> Int32 {
        let common = Int(min(aLength, bLength))
        let order = memcmp(a.baseAddress! + Int(aStart), b.baseAddress! + Int(bStart), common)
        if order != 0 { return order }
        return aLength == bLength ? 0 : aLength < bLength ? -1 : 1
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
