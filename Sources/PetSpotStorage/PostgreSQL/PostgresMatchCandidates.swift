import PetSpotMatching
import PostgresNIO

/// `MatchCandidateQueries`' reads as prepared statements, one type per kind (PostgresNIO names a
/// statement after its type): each connection parses and plans each once.
package protocol PostgresMatchCandidates: PostgresPreparedStatement where Row == MatchFacts {
    static var kind: MatchCandidateQueries.Kind { get }
    var read: MatchCandidateQueries.Read { get }
}

extension PostgresMatchCandidates {
    package static var bindingDataTypes: [PostgresDataType] {
        kind.parameters.map { kind in
            switch kind {
            case .text: .text
            case .integer: .int8
            case .real: .float8
            }
        }
    }

    package func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: read.values.count)
        for value in read.values {
            switch value {
            case .text(let text): bindings.append(text)
            case .integer(let integer): bindings.append(integer)
            case .real(let real): bindings.append(real)
            }
        }
        return bindings
    }

    package func decodeRow(_ row: PostgresRow) throws -> MatchFacts {
        try MatchFacts(row: row.makeRandomAccess())
    }

    fileprivate func candidates(on connection: PostgresConnection, logger: Logger) async throws -> [MatchFacts] {
        try await connection.execute(self, logger: logger).reduce(into: []) { candidates, facts in
            if read.keeps(facts) { candidates.append(facts) }
        }
    }
}

extension PostgresConnection {
    /// The rows of `read` (by its kind's statement) that belong to its window.
    package func matchCandidates(_ read: MatchCandidateQueries.Read, logger: Logger) async throws -> [MatchFacts] {
        switch read.kind {
        case .microchip: try await MatchCandidatesByMicrochip(read: read).candidates(on: self, logger: logger)
        case .place: try await MatchCandidatesByPlace(read: read).candidates(on: self, logger: logger)
        }
    }
}

package struct MatchCandidatesByMicrochip: PostgresMatchCandidates {
    package static let kind = MatchCandidateQueries.Kind.microchip
    package static let sql = MatchCandidateQueries.sql(kind, placeholder: { "$\($0)" }, coveringIndex: true)
    package let read: MatchCandidateQueries.Read
}

package struct MatchCandidatesByPlace: PostgresMatchCandidates {
    package static let kind = MatchCandidateQueries.Kind.place
    package static let sql = MatchCandidateQueries.sql(kind, placeholder: { "$\($0)" }, coveringIndex: true)
    package let read: MatchCandidateQueries.Read
}
