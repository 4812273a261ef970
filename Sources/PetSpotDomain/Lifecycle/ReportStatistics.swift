/// What `GET /api/v1/statistics` counts, for the home page: how many reports ended with the pet home.
public struct ReportStatistics: Hashable, Sendable, Codable {
    public var reunited: Int

    public init(reunited: Int) {
        self.reunited = reunited
    }
}
