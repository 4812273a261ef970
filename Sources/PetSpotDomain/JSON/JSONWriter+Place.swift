extension JSONWriter {
    /// A report's `place`, as `PlaceDescription`'s `Codable` writes it (a test holds the two the same).
    package mutating func place(_ place: PlaceDescription?) {
        guard let place else { return string(nil) }
        object { json in
            for key in PlaceDescription.Key.allCases {
                json.key(key.rawValue)
                switch key {
                case .city: json.string(place.city)
                case .cityLocalName: json.string(place.cityLocalName)
                case .countryCode: json.string(place.countryCode)
                case .direction: json.string(place.direction?.wireName)
                case .distanceKm: json.number(place.distanceKm)
                case .division: json.string(place.division)
                case .localName: json.string(place.localName)
                case .name: json.string(place.name)
                case .words: json.string(place.wireWords)
                }
            }
        }
    }
}
