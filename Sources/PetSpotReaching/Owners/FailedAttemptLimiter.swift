import Foundation
import PetSpotDomain
import SQLKit
import PetSpotStorage

/// Counts wrong management passwords and operator tokens and refuses further tries for a while once
/// there were too many, so a 50-bit password cannot be guessed online. Counted per report **and
/// client** and per client overall, never per report alone: a stranger who knows a report's public
/// id can lock out only himself, never its owner. Kept in the database (`failed_attempts`): the
/// counts survive a restart, and every process on one database shares them.
public struct FailedAttemptLimiter: Sendable {
    /// How many failures within which window lock a subject.
    public struct Policy: Sendable, Equatable {
        public var maximumFailures: Int
        public var window: TimeInterval

        public init(maximumFailures: Int, window: TimeInterval) {
            self.maximumFailures = maximumFailures
            self.window = window
        }
    }

    /// The limits, one per kind of subject counted.
    public struct Policies: Sendable, Equatable {
        /// One client's wrong passwords for one report.
        public var reportFromClient: Policy
        /// One client's wrong passwords over every report: one client trying many reports.
        public var client: Policy
        /// One client's wrong operator tokens.
        public var operatorToken: Policy

        /// 5 wrong passwords for one report within 15 minutes, 20 for any within an hour, 5 wrong
        /// operator tokens within 15 minutes.
        public static let standard = Policies(
            reportFromClient: Policy(maximumFailures: 5, window: 15 * 60),
            client: Policy(maximumFailures: 20, window: 60 * 60),
            operatorToken: Policy(maximumFailures: 5, window: 15 * 60)
        )

        package func policy(_ scope: Scope) -> Policy {
            switch scope {
            case .reportFromClient: reportFromClient
            case .client: client
            case .operatorToken: operatorToken
            }
        }

        package var longestWindow: TimeInterval { Scope.allCases.map { policy($0).window }.max() ?? 0 }
    }

    /// What a count is kept for, as stored in `failed_attempts.scope`.
    package enum Scope: String, CaseIterable {
        case reportFromClient = "report-client", client, operatorToken = "operator"
    }

    /// One count: a scope and what it counts (a client, or a report and a client).
    package struct Subject: Sendable {
        package let scope: Scope
        package let name: String

        package static func report(_ id: UUID, from client: ClientAddress) -> Subject {
            Subject(scope: .reportFromClient, name: "\(id.canonicalText) \(client.key)")
        }

        package static func passwords(from client: ClientAddress) -> Subject {
            Subject(scope: .client, name: client.key)
        }
        package static func operatorTokens(from client: ClientAddress) -> Subject {
            Subject(scope: .operatorToken, name: client.key)
        }
    }

    package let pool: any SQLConnectionPool
    package let policies: Policies

    package init(pool: any SQLConnectionPool, policies: Policies) {
        self.pool = pool
        self.policies = policies
    }

    /// Whole seconds until every one of `subjects` may be tried again, or `nil` when all may be tried now.
    package func retryAfter(_ subjects: [Subject], now: Date) async throws -> Int? {
        var latest: Date?
        for subject in subjects {
            let policy = policies.policy(subject.scope)
            let since = Timestamp.milliseconds(now - policy.window)
            let sql: SQLQueryString = """
                SELECT at FROM failed_attempts WHERE scope = \(bind: subject.scope.rawValue) AND subject = \(bind: subject.name) \
                AND at > \(bind: since) ORDER BY at DESC LIMIT \(bind: policy.maximumFailures)
                """
            let times = try await pool.withConnection { try await $0.raw(sql).all() }.map {
                try $0.decode(column: "at", as: Int64.self)
            }
            // Locked until the oldest of the last `maximumFailures` failures leaves the window.
            guard times.count >= policy.maximumFailures, let oldest = times.last else { continue }
            let until = Date(timeIntervalSince1970: Double(oldest) / 1000) + policy.window
            latest = max(latest ?? until, until)
        }
        return latest.map { max(1, Int($0.timeIntervalSince(now).rounded(.up))) }
    }

    /// Counts a failure against each of `subjects`, and forgets failures older than every window.
    package func recordFailure(_ subjects: [Subject], now: Date) async throws {
        let at = Timestamp.milliseconds(now)
        let insert = SQLQueryString.insert(
            into: "failed_attempts", columns: ["scope", "subject", "at"],
            rows: subjects.map { [$0.scope.rawValue, $0.name, at] })
        let forget: SQLQueryString =
            "DELETE FROM failed_attempts WHERE at <= \(bind: Timestamp.milliseconds(now - policies.longestWindow))"
        try await pool.transaction { database in
            try await database.raw(insert).run()
            try await database.raw(forget).run()
        }
    }

    /// Forgets `subject`'s failures (the owner got it right).
    package func reset(_ subject: Subject) async throws {
        let sql: SQLQueryString =
            "DELETE FROM failed_attempts WHERE scope = \(bind: subject.scope.rawValue) AND subject = \(bind: subject.name)"
        try await pool.withWriteConnection { try await $0.raw(sql).run() }
    }
}
