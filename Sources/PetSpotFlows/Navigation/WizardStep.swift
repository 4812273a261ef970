import PetSpotDomain

/// A wizard's steps in order; the last one (summary or confirmation) has no progress badge.
public protocol WizardStep: RawRepresentable, CaseIterable, Hashable, Sendable, Codable
where RawValue == Int, AllCases == [Self] {
    /// How many steps show progress (`n/4`, `n/3`).
    static var countedSteps: Int { get }
}

extension WizardStep {
    /// `3/4` on counted steps, `nil` on the closing screen.
    public var progressText: String? {
        rawValue <= Self.countedSteps ? Copy.Common.progress(step: rawValue, of: Self.countedSteps) : nil
    }

    /// What a screen reader says for that badge: "Step 3 of 4".
    public var progressAccessibilityLabel: String? {
        rawValue <= Self.countedSteps ? Copy.Common.progressLabel(step: rawValue, of: Self.countedSteps) : nil
    }

    public var previous: Self? { Self(rawValue: rawValue - 1) }
    public var next: Self? { Self(rawValue: rawValue + 1) }
    public var isFirst: Bool { previous == nil }

    /// The steps walked through to get here, oldest first (a navigation stack below this step).
    public var path: [Self] { Self.allCases.filter { $0.rawValue < rawValue } }
}
