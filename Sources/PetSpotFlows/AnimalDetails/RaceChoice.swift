/// The race dropdown's choices beyond the species' list.
public enum RaceChoice {
    /// "Other / not listed": no breed name can be this (they are words), so it never shadows one.
    public static let other = "__other__"
}
