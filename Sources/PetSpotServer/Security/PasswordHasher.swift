import HummingbirdBcrypt
import NIOPosix

/// Hashes and checks management passwords with bcrypt (salted, deliberately slow), off the event loops.
public struct PasswordHasher: Sendable {
    let cost: UInt8
    let threadPool: NIOThreadPool

    public init(cost: UInt8, threadPool: NIOThreadPool = .singleton) {
        self.cost = cost
        self.threadPool = threadPool
    }

    func hash(_ password: ManagementPassword) async throws -> String {
        let cost = self.cost
        return try await threadPool.runIfActive { Bcrypt.hash(password.canonical, cost: cost) }
    }

    /// Bcrypt's own comparison of the derived hashes takes the same time whatever matches.
    func verify(_ password: ManagementPassword, against hash: String) async throws -> Bool {
        try await threadPool.runIfActive { Bcrypt.verify(password.canonical, hash: hash) }
    }
}
