import Foundation
import Testing
@testable import PetSpotDomain

@Suite("Photo type sniffing")
struct PhotoTypeSniffingTests {
    /// The opening bytes of a real file of each type, and how many of them the signature needs.
    struct Sample: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let signatureLength: Int
        let type: PhotoType
        var testDescription: String { name }
    }

    static let samples: [Sample] = [
        Sample(
            name: "JPEG/JFIF", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + ascii("JFIF\0"), signatureLength: 3,
            type: .jpeg),
        Sample(
            name: "JPEG/EXIF", bytes: [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x40] + ascii("Exif\0\0"), signatureLength: 3,
            type: .jpeg),
        Sample(
            name: "PNG",
            bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + ascii("IHDR"),
            signatureLength: 8, type: .png
        ),
        Sample(name: "GIF87a", bytes: ascii("GIF87a") + [1, 0, 1, 0], signatureLength: 6, type: .gif),
        Sample(name: "GIF89a", bytes: ascii("GIF89a") + [1, 0, 1, 0], signatureLength: 6, type: .gif),
        Sample(
            name: "WebP", bytes: ascii("RIFF") + [0x24, 0, 0, 0] + ascii("WEBPVP8 "), signatureLength: 12, type: .webp),
        Sample(
            name: "HEIC (major brand heic)", bytes: ftyp(major: "heic", compatible: ["mif1", "heic"]),
            signatureLength: 12, type: .heic),
        Sample(
            name: "HEIF (major brand mif1)", bytes: ftyp(major: "mif1", compatible: ["mif1", "heic"]),
            signatureLength: 12, type: .heic),
        Sample(
            name: "HEIF sequence (msf1)", bytes: ftyp(major: "msf1", compatible: ["msf1", "hevc"]), signatureLength: 12,
            type: .heic),
        Sample(
            name: "HEIC (only a compatible brand)",
            bytes: ftyp(major: "iso8", compatible: ["iso8", "heix"]),
            signatureLength: 24, type: .heic
        ),
    ]

    @Test("Given the opening bytes of a supported image, when sniffed, then its type is recognised", arguments: samples)
    func recognisesEachType(sample: Sample) {
        #expect(PhotoType(sniffing: sample.bytes) == sample.type)
        #expect(PhotoType(sniffing: Data(sample.bytes)) == sample.type)
        #expect(PhotoType(sniffing: sample.bytes[...]) == sample.type)
    }

    @Test("Given an image's bytes followed by more data, when sniffed, then only the start decides", arguments: samples)
    func ignoresTheRest(sample: Sample) {
        let file = sample.bytes + Array(repeating: 0xAB, count: 10_000)
        #expect(PhotoType(sniffing: file) == sample.type)
    }

    @Test(
        "Given a prefix shorter than the signature, when sniffed, then no type is claimed and nothing crashes",
        arguments: samples)
    func truncatedPrefixes(sample: Sample) {
        for length in 0..<sample.signatureLength {
            #expect(PhotoType(sniffing: sample.bytes.prefix(length)) == nil, "prefix of \(length) bytes")
        }
    }

    @Test(
        "Given a text file renamed photo.jpg, when sniffed, then it is not taken for an image even though its name says JPEG"
    )
    func textRenamedToJPEG() {
        let fileName = "photo.jpg"
        let contents = Array("Not a photo, just some text.\n".utf8)
        #expect(PhotoType(fileName: fileName) == .jpeg)
        #expect(PhotoType(sniffing: contents) == nil)
    }

    /// Bytes that resemble a supported signature, or are something else entirely.
    static let lookAlikes: [(String, [UInt8])] = [
        ("empty", [UInt8]()),
        ("JPEG without the third byte", [0xFF, 0xD8, 0x00, 0xE0]),
        ("GIF of an unknown version", ascii("GIF90a") + [1, 0]),
        ("WAVE in RIFF", ascii("RIFF") + [0x24, 0, 0, 0] + ascii("WAVEfmt ")),
        ("MP4 video", ftyp(major: "isom", compatible: ["isom", "iso2", "avc1", "mp41"])),
        ("AVIF, which lists mif1 but is AV1", ftyp(major: "avif", compatible: ["avif", "mif1", "miaf"])),
        ("ftyp box too small for a brand", [0, 0, 0, 8] + ascii("ftypheic")),
        ("HEIF brand beyond the declared box", [0, 0, 0, 16] + ascii("ftypiso8") + [0, 0, 0, 0] + ascii("heic")),
        ("PDF", ascii("%PDF-1.7\n")),
        ("lone byte", [0xFF]),
    ]

    @Test("Given look-alikes of supported types, when sniffed, then none is accepted", arguments: lookAlikes)
    func rejectsLookAlikes(name: String, bytes: [UInt8]) {
        #expect(PhotoType(sniffing: bytes) == nil, "\(name)")
    }

    private static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// An ISO-BMFF `ftyp` box: big-endian size, `ftyp`, major brand, minor version 0, compatible brands.
    private static func ftyp(major: String, compatible: [String]) -> [UInt8] {
        let size = UInt32(16 + 4 * compatible.count)
        let sizeBytes = [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)]
        return sizeBytes + ascii("ftyp") + ascii(major) + [0, 0, 0, 0] + compatible.flatMap(ascii)
    }
}
