import Foundation
import PetSpotDomain
import Testing

/// Glitches found in review, each pinned by a test.
@Suite("Display and decoding regressions")
struct DisplayRegressionTests {
    @Test("Given a coordinate that rounds to zero from below, when formatted, then it reads 0.00000, not -0.00000")
    func noNegativeZero() {
        #expect(Coordinates.formatted(-0.000001) == "0.00000")
    }

    @Test("Given out-of-range coordinates in JSON, when decoded, then decoding fails like the validating initialiser")
    func decodingChecksRange() {
        let json = Data(#"{"latitude":500,"longitude":0}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Coordinates.self, from: json) }
        let valid = Data(#"{"latitude":52.1,"longitude":21}"#.utf8)
        #expect((try? JSONDecoder().decode(Coordinates.self, from: valid))?.latitude == 52.1)
    }

    @Test(
        "Given a file named .jpg whose declared type is PDF, when picked, then it is refused: the declared type decides"
    )
    func declaredTypeWins() {
        guard
            case .failure = PhotoRule.accept(
                fileName: "photo.jpg", mimeType: "application/pdf", byteCount: 100, location: "x")
        else {
            Issue.record("a PDF must not pass as a JPEG")
            return
        }
        guard
            case .success(let photo) = PhotoRule.accept(
                fileName: "IMG_1.HEIC", mimeType: "application/octet-stream", byteCount: 100, location: "x")
        else {
            Issue.record("a generic type falls back to the extension")
            return
        }
        #expect(photo.type == .heic)
    }

    @Test("Given 999,999 bytes, when displayed, then it reads 1.0 MB, not 1000 KB")
    func noThousandKilobytes() {
        #expect(PhotoRule.displayedSize(999_999) == "1.0 MB")
        #expect(PhotoRule.displayedSize(850_000) == "850 KB")
    }
}
