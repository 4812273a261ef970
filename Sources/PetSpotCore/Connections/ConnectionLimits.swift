import NIOCore

/// How long a connection may take, and how many there may be: what keeps a slow or greedy client
/// from holding the server's sockets (`--header-timeout`, `--body-timeout`, `--idle-timeout`,
/// `--max-connections`, `--max-connections-per-client`).
public struct ConnectionLimits: Sendable, Equatable {
    /// From the connection's start (or the last answer) until a request's head is complete: a
    /// client that trickles its headers a byte at a time is dropped when it runs out.
    public var headerTimeout: TimeAmount
    /// The longest silence while a request's body arrives: a slow phone still uploads its photo,
    /// a client that stops half-way is dropped.
    public var bodyTimeout: TimeAmount
    /// How long a kept-alive connection may wait for its next request.
    public var idleTimeout: TimeAmount
    /// Connections open at once in this process; the server stops accepting at the limit. Kept
    /// below the process's descriptor limit (raised at start), so files and the database always get one.
    public var maximumConnections: Int
    /// Connections open at once from one client (a trusted proxy is not limited): a further one is
    /// closed as soon as it is accepted.
    public var maximumPerClient: Int

    public init(
        headerTimeout: TimeAmount = .seconds(30), bodyTimeout: TimeAmount = .seconds(30),
        idleTimeout: TimeAmount = .seconds(30),
        maximumConnections: Int = 10_000, maximumPerClient: Int = 256
    ) {
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.idleTimeout = idleTimeout
        self.maximumConnections = maximumConnections
        self.maximumPerClient = maximumPerClient
    }
}
