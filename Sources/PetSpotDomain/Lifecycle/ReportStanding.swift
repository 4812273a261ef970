import Foundation

/// Where a published report stands at a moment: listed and looking (`open`), ended by its owner, or
/// past its lifetime. One rule for the lists (only `open` reports are listed by default), the
/// details screen's banner and the owner's manage screen.
public enum ReportStanding: Hashable, Sendable {
    case open(expiresAt: Date)
    case resolved(Resolution, at: Date)
    case expired(at: Date)

    public init(resolution: Resolution?, resolvedAt: Date?, expiresAt: Date, now: Date) {
        if let resolution {
            self = .resolved(resolution, at: resolvedAt ?? expiresAt)
        } else if expiresAt <= now {
            self = .expired(at: expiresAt)
        } else {
            self = .open(expiresAt: expiresAt)
        }
    }

    /// Whether the default lists show the report.
    public var isListed: Bool {
        if case .open = self { true } else { false }
    }
}

extension Resolution {
    /// A report's resolution time once its owner sets `new` at `now`: kept while the resolution
    /// stays as it was, `now` when it changes, none when it is reopened.
    public static func resolvedAt(
        setting new: Resolution?, over old: Resolution?, resolvedAt: Date?, now: Date
    ) -> Date? {
        guard let new else { return nil }
        return new == old ? resolvedAt ?? now : now
    }
}
