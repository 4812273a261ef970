/// A QR code (ISO/IEC 18004, Model 2) of some bytes: byte mode, the smallest version (1–40) that
/// holds them at the level asked for, and the mask with the lowest penalty. A pure value, shared
/// by the server (the flyer's code, `/reports/{id}/qr.svg`) and the app; no package on the list
/// encodes QR, hence this one (`docs/reach.md`).
public struct QRCode: Sendable, Equatable {
    public let version: Int
    public let errorCorrection: QRErrorCorrection
    /// The mask pattern chosen (0–7, §7.8.2).
    public let mask: Int
    /// The side in modules, without the quiet zone.
    public let size: Int
    private let modules: [Bool]

    /// Whether the module at column `x`, row `y` is dark.
    public subscript(x: Int, y: Int) -> Bool { modules[y * size + x] }

    /// The code of `text`'s UTF-8 bytes.
    public static func encode(_ text: String, correction: QRErrorCorrection = .medium) throws(QRCodeError) -> QRCode {
        try encode(Array(text.utf8), correction: correction)
    }

    /// The code of `bytes`, in the smallest version that holds them at `correction`; the level is
    /// raised while the version still holds them (more is lost and still read, at no cost in size).
    public static func encode(_ bytes: [UInt8], correction: QRErrorCorrection = .medium) throws(QRCodeError) -> QRCode {
        guard
            let version = QRVersionTable.versions.first(where: {
                QRCodeData.fits(bytes.count, version: $0, level: correction)
            })
        else {
            throw .tooLong(bytes: bytes.count, maximum: QRCodeData.capacity(version: 40, level: correction))
        }
        let level =
            QRErrorCorrection.allCases.last {
                $0.rawValue >= correction.rawValue && QRCodeData.fits(bytes.count, version: version, level: $0)
            }
            ?? correction
        let codewords = QRCodeData.codewords(bytes, version: version, level: level)
        var matrix = QRMatrix(version: version)
        matrix.placeCodewords(codewords)
        let masked = (0..<8).map { mask in
            var candidate = matrix
            candidate.apply(mask: mask)
            candidate.drawFormat(level: level, mask: mask)
            return candidate
        }
        let best = masked.indices.min { QRPenalty.score(masked[$0]) < QRPenalty.score(masked[$1]) } ?? 0
        return QRCode(
            version: version, errorCorrection: level, mask: best, size: matrix.size, modules: masked[best].dark)
    }
}

public enum QRCodeError: Error, Equatable, Sendable {
    /// More bytes than version 40 holds at the level asked for.
    case tooLong(bytes: Int, maximum: Int)
}
