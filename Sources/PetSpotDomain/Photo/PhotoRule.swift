import Foundation

/// What a report's photo must be: one of the supported types, not empty, at most 10 MB.
public enum PhotoRule {
    /// 10 MB as the wizards' copy says it (decimal), which also fits the server's 10 MiB limit.
    public static let maxBytes = 10_000_000

    /// Checks a picked file, judged by its MIME type when the platform gives one, else its name.
    /// Returns the reference to keep, or the message explaining why the file was refused.
    public static func accept(
        fileName: String, mimeType: String?, byteCount: Int, location: String
    ) -> Result<PhotoReference, FieldProblem> {
        // A platform's MIME type decides; a missing or generic one falls back to the file's extension.
        let declared = mimeType.flatMap { ["", "application/octet-stream"].contains($0.lowercased()) ? nil : $0 }
        guard let type = declared.map(PhotoType.init(mimeType:)) ?? PhotoType(fileName: fileName) else {
            return .failure(FieldProblem(.invalidFormat, Copy.Photo.unsupportedType(fileName)))
        }
        guard byteCount > 0 else { return .failure(FieldProblem(.invalidFormat, Copy.Photo.empty)) }
        guard byteCount <= maxBytes else {
            return .failure(FieldProblem(.invalidFormat, Copy.Photo.tooLarge(fileName)))
        }
        return .success(PhotoReference(fileName: fileName, type: type, byteCount: byteCount, location: location))
    }

    /// Decimal KB below a megabyte, MB with one decimal above.
    public static func displayedSize(_ bytes: Int) -> String {
        let kilobytes = Int((Double(bytes) / 1000).rounded())
        if kilobytes < 1000 {
            return "\(max(1, kilobytes)) KB"
        }
        let tenths = Double(bytes) / 100_000
        return String(format: "%.1f MB", tenths.rounded() / 10)
    }
}
