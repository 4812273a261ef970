import PetSpotDomain

/// A date field opening the platform's date picker, which offers no day after `latestSelectable`.
public enum DateField {
    public struct Model: Hashable, Sendable {
        public let label: String
        public let displayedValue: String
        public let value: CalendarDate
        public let latestSelectable: CalendarDate
        public let errorMessage: String?
        public let accessibilityID: String
    }
}
