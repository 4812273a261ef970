/// A report in the few words every list, card, feed and mail names it by.
extension Announcement {
    /// The pet's name, else its breed or species: "Burek", "Beagle", "Cat".
    public var displayTitle: String {
        content.petName ?? content.breed.map(Copy.Taxonomy.breed) ?? speciesName
    }

    /// The species as people say it: "Dog", "Cat" ("Pies", "Kot").
    public var speciesName: String {
        Copy.Taxonomy.species(content.species)
    }

    /// Where the report stands, in one word: Missing or Found while it is looking, Reunited or
    /// Closed once it is not.
    public var standingWord: String {
        switch resolution {
        case .reunited?: Copy.Browse.reunitedBadge
        case .closed?: Copy.Browse.closedBadge
        case nil: Copy.PetWords.badge.words(content.status, species: content.species, sex: content.sex)
        }
    }

    /// When and where, in words: "Last seen on 20/11/2026 near Bieńczyce, Kraków" (the flyer, the
    /// share card's description, the feeds).
    public var seenInWords: String {
        let day = Copy.Flyer.seen(content.status, day: content.lastSeenDate.displayed)
        return placeInWords.map { "\(day) \($0)" } ?? day
    }

    /// Where, in words: "near Bieńczyce, Kraków", "2 km north-east of Wieliczka"; where no named
    /// place is near, "near 50.06170, 19.93730"; `nil` without a point.
    public var placeInWords: String? {
        location.map { PlaceDescription.words(place, at: $0) }
    }

    /// "Lost dog: Burek", "Found cat": what a shared link is titled; once the pet is home, that it
    /// is ("Back home: Burek"), as the card under it says.
    public var shareTitle: String { Self.shareTitle(of: content, resolution: resolution) }

    /// The same of a report's content (the summary's, before the report is read back).
    public static func shareTitle(of content: CreateAnnouncementRequest, resolution: Resolution?) -> String {
        let kind = Copy.Flyer.title(content.status, species: content.species, sex: content.sex)
        guard resolution != .reunited else { return Copy.Browse.backHome(content.petName ?? kind) }
        return content.petName.map { "\(kind): \($0)" } ?? kind
    }
}
