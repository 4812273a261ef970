import PetSpotDomain

/// The "Who sees your phone and email?" radios as posted: the wire's `PUBLIC` or `PRIVATE`.
enum ContactVisibilityField {
    static let name = "contactVisibility"

    static func chosen(in form: PostedForm) -> ContactVisibility? {
        form.text(name).flatMap(ContactVisibility.init(rawValue:))
    }
}
