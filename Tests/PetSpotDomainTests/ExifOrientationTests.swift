import PetSpotDomain
import Testing

struct ExifOrientationTests {
    /// A TIFF with one IFD0 entry: tag, type, count, value (as a SHORT in the value field).
    private func tiff(
        bigEndian: Bool, tag: UInt16 = 0x0112, type: UInt16 = 3, count: UInt32 = 1, value: UInt16
    ) -> [UInt8] {
        func short(_ value: UInt16) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
        }
        func long(_ value: UInt32) -> [UInt8] {
            bigEndian
                ? short(UInt16(value >> 16)) + short(UInt16(value & 0xFFFF))
                : short(UInt16(value & 0xFFFF)) + short(UInt16(value >> 16))
        }
        return (bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]) + short(42) + long(8)
            + short(1) + short(tag) + short(type) + long(count) + short(value) + [0, 0] + long(0)
    }

    @Test func theOrientationIsReadInEitherByteOrder() {
        #expect(ExifOrientation(tiff: tiff(bigEndian: true, value: 6)) == .right)
        #expect(ExifOrientation(tiff: tiff(bigEndian: false, value: 8)) == .left)
        #expect(ExifOrientation.right.swapsSides && !ExifOrientation.down.swapsSides)
    }

    @Test func anythingElseIsUpright() {
        #expect(ExifOrientation(tiff: tiff(bigEndian: true, value: 9)) == .up, "out of range")
        #expect(ExifOrientation(tiff: tiff(bigEndian: true, type: 4, value: 6)) == .up, "not a SHORT")
        #expect(ExifOrientation(tiff: tiff(bigEndian: true, tag: 0x0110, value: 6)) == .up, "another tag")
        #expect(ExifOrientation(tiff: Array(tiff(bigEndian: false, value: 6).prefix(12))) == .up, "cut short")
        #expect(ExifOrientation(tiff: []) == .up)
    }
}
