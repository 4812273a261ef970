import Foundation

/// Names a saved draft: one per wizard.
public struct DraftKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let missingPetReport = DraftKey(rawValue: "missing-pet-report")
    public static let foundPetReport = DraftKey(rawValue: "found-pet-report")
}

/// Keeps unfinished reports so an app relaunch restores them.
public protocol DraftStoring: Sendable {
    func load(_ key: DraftKey) throws -> Data?
    func save(_ data: Data, for key: DraftKey) throws
    func remove(_ key: DraftKey) throws
}
