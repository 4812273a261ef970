import Testing
@testable import PetSpotQR

@Suite("QR codes as the standard writes them (ISO/IEC 18004)")
struct QRCodeTests {
    @Test(
        "Given the standard's worked example (Annex I: 01234567 as 1-M), then its 16 data codewords give its 10 error correction codewords"
    )
    func workedExample() {
        let data: [UInt8] = [
            0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11,
        ]
        #expect(
            ReedSolomon(degree: 10).remainder(data) == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
        #expect(QRVersionTable.dataCodewords(1, .medium) == 16 && QRVersionTable.totalCodewords(1) == 26)
    }

    @Test(
        "Given the level and mask, then the format bits are the standard's (Annex C); given a version from 7, its version bits (Annex D)"
    )
    func informationBits() {
        #expect(QRMatrix.formatBits(level: .medium, mask: 0) == 0b101010000010010)
        #expect(QRMatrix.formatBits(level: .low, mask: 4) == 0b110011000101111)
        #expect(QRMatrix.formatBits(level: .high, mask: 1) == 0b001001110111110)
        #expect(
            QRMatrix.versionBits(7) == 0x07C94 && QRMatrix.versionBits(8) == 0x085BC
                && QRMatrix.versionBits(40) == 0x28C69)
    }

    @Test(
        "Given every version, then its size, its alignment centres and its codewords are the standard's (Table 1, Annex E)"
    )
    func versions() {
        #expect(QRVersionTable.alignmentCentres(1) == [] && QRVersionTable.alignmentCentres(2) == [6, 18])
        #expect(
            QRVersionTable.alignmentCentres(7) == [6, 22, 38]
                && QRVersionTable.alignmentCentres(32) == [6, 34, 60, 86, 112, 138])
        #expect(QRVersionTable.alignmentCentres(40) == [6, 30, 58, 86, 114, 142, 170])
        #expect(QRVersionTable.totalCodewords(40) == 3706 && QRVersionTable.size(40) == 177)
        #expect(
            QRCodeData.capacity(version: 1, level: .medium) == 14
                && QRCodeData.capacity(version: 40, level: .medium) == 2331)
        #expect(
            QRCodeData.capacity(version: 40, level: .high) == 1273
                && QRCodeData.capacity(version: 40, level: .low) == 2953)
    }

    @Test(
        "Given a short address, then it is the smallest version that holds it at level M or higher, and more than version 40 holds is refused, saying how much fits"
    )
    func choosesTheSmallest() throws {
        let code = try QRCode.encode("https://petspot.example/r/Ab3dE9xZ")
        #expect(
            code.version == 3 && code.size == 29 && code.errorCorrection.rawValue >= QRErrorCorrection.medium.rawValue)
        #expect(throws: QRCodeError.tooLong(bytes: 2332, maximum: 2331)) {
            try QRCode.encode(Array(repeating: 0x41, count: 2332))
        }
    }

    @Test(
        "Given a code, then its SVG draws its dark modules in a quiet zone of four, on white, with a title for screen readers"
    )
    func svg() throws {
        let code = try QRCode.encode("PetSpot")
        let svg = code.svg(title: "QR code of <petspot>")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 29 29\""))
        #expect(
            svg.contains("<title>QR code of &lt;petspot&gt;</title>") && svg.contains("M4 4h7v1h-7z"),
            "the top-left finder's first row")
    }
}
