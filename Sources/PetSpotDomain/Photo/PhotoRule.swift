import Foundation

/// What a report's photo must be: one of the supported types, not empty, at most 10 MB.
public enum PhotoRule {
    /// 10 MB as the wizards' copy says it (decimal), which also fits the server's 10 MiB limit.
    public static let maxBytes = 10_000_000

    /// Checks a picked file, judged by its MIME type when the platform gives one, else its name.
    /// Returns the reference to keep, or the message explaining why the file was refused.
    public static func accept(fileName: String, mimeType: String?, byteCount: Int, location: String) -> Result<PhotoReference, FieldProblem> {
        guard let type = mimeType.flatMap(PhotoType.init(mimeType:)) ?? PhotoType(fileName: fileName) else {
            return .failure(FieldProblem(.invalidFormat, Copy.Photo.unsupportedType(fileName)))
        }
        guard byteCount > 0 else { return .failure(FieldProblem(.invalidFormat, Copy.Photo.empty)) }
        guard byteCount <= maxBytes else {
            return .failure(FieldProblem(.invalidFormat, Copy.Photo.tooLarge(fileName, size: displayedSize(byteCount))))
        }
        return .success(PhotoReference(fileName: fileName, type: type, byteCount: byteCount, location: location))
    }

    /// Decimal KB below a megabyte, MB with one decimal above.
    public static func displayedSize(_ bytes: Int) -> String {
        if bytes < 1_000_000 {
            return "\(max(1, Int((Double(bytes) / 1000).rounded()))) KB"
        }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
