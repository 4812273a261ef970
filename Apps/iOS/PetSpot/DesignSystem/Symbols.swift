/// The SF Symbols standing in for seed 001's icon assets.
enum Symbols {
    static let back = "chevron.left"
    static let close = "xmark"
    static let calendar = "calendar"
    static let caretDown = "chevron.down"
    static let radioChecked = "largecircle.fill.circle"
    static let radioUnchecked = "circle"
    static let addPhoto = "photo.badge.plus"
    static let homeTab = "house"
    static let lostPetsTab = "magnifyingglass"
    static let foundPetsTab = "pawprint"
}
