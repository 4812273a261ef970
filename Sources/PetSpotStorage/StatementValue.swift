/// A value bound to a statement's parameter, for the statements each engine prepares from the same
/// SQL (`MatchCandidateQueries`).
package enum StatementValue: Sendable, Equatable {
    case text(String)
    case integer(Int64)
    case real(Double)

    /// What a parameter holds, for the engines that declare it when preparing.
    package enum Kind: Sendable, Equatable {
        case text, integer, real
    }
}
