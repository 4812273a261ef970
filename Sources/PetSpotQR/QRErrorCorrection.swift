/// How much of a symbol may be lost and still read (ISO/IEC 18004 §5.3.8): about 7%, 15%, 25% or
/// 30% of its codewords. A flyer on a lamp post gets rain, tape and a torn corner: PetSpot uses
/// `.medium` or higher.
public enum QRErrorCorrection: Int, Sendable, CaseIterable {
    case low, medium, quartile, high

    /// The two bits the format information carries for the level (§7.9.1, Table 12).
    var formatBits: Int {
        switch self {
        case .low: 1
        case .medium: 0
        case .quartile: 3
        case .high: 2
        }
    }
}
