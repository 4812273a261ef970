/// Every user-facing string of PetSpot (English), in one place.
///
/// Strings quoted by the seeds (Figma labels, localisation keys, FR-017) are used verbatim;
/// the rest follow their tone. Renderers never write copy of their own.
public enum Copy {}

extension Copy {
    /// A distance as people say it: "300 m", "1.2 km" ("1,2 km" in Polish). Rounded first, then worded: 995 m rounds to
    /// 1,000 m, which reads "1.0 km", never "1000 m".
    public static func length(kilometres: Double) -> String {
        let metres = Int((kilometres * 1000 / 10).rounded()) * 10
        // Tenths in integers, as `%.1f` prints them (through `String(format:)`, 5% of composing a
        // round of 200 alert mails).
        let tenths = Int((kilometres * 10).rounded())
        return metres < 1000 ? "\(metres) m" : Language.current.decimal(tenths: tenths) + " km"
    }

    /// The same in `unit`: miles to the tenth ("0.3 mi", "1.2 mi") where people count in them.
    public static func length(kilometres: Double, in unit: DistanceUnit) -> String {
        guard unit == .miles else { return length(kilometres: kilometres) }
        return Language.current.decimal(tenths: Int((kilometres / DistanceUnit.kilometresPerMile * 10).rounded()))
            + " mi"
    }
}
