import Foundation
import PetSpotDomain
import PetSpotFlows

/// A report in a list, linked to its details.
struct ReportRowView {
    let href: String
    let title: String
    let badge: String
    let badgeClass: String
    let subtitle: String
    let distance: String?
    let place: String?
    let photoURL: String?
    let photoAlt: String
    let testID: String

    init(_ row: ReportRowModel) {
        href = SitePath.report(.value(row.id)).path
        title = row.title
        badge = row.badge
        badgeClass = row.badgeColor.badgeClass
        subtitle = row.subtitle
        distance = row.distanceText
        place = row.placeText
        photoURL = row.photoPath
        photoAlt = "\(Copy.Web.photoAlt): \(row.title)"
        testID = row.accessibilityID
    }
}

/// The map's pins as the page's script reads them (JSON in the page).
struct MapPinsJSON {
    /// Safe inside `<script type="application/json">`: with no `<` at all, nothing typed in a report
    /// can close or comment out the element. Written by `JSONWriter`, not `JSONEncoder`: the encoder
    /// was 6% of a report's page (release, `perf`), for one to three pins.
    static func encode(_ pins: [MapPinModel]) -> String {
        var json = JSONWriter(capacity: 160 * pins.count + 2)
        json.array { json in
            for pin in pins {
                json.object { json in
                    json.key("id")
                    json.string(pin.id)
                    json.key("lat")
                    json.number(pin.coordinates.latitude)
                    json.key("lng")
                    json.number(pin.coordinates.longitude)
                    json.key("title")
                    json.string(pin.title)
                    json.key("color")
                    json.string(pin.color.value)
                    json.key("href")
                    json.string(SitePath.report(.value(pin.id)).path)
                }
            }
        }
        let text = String(decoding: json.bytes, as: UTF8.self)
        // `<` is only ever inside a string, where `\u003c` is the same character.
        return json.bytes.contains(UInt8(ascii: "<")) ? text.replacingOccurrences(of: "<", with: "\\u003c") : text
    }
}

/// Where the map opens: its centre and zoom, for when pins are few or none.
struct MapView {
    let pinsJSON: String
    let centreLatitude: Double
    let centreLongitude: Double
    let testID = TestIdentifiers.Browse.map
    /// What the page says when the map cannot load: that the reports are listed below only when they are.
    let unavailable: String

    init(pinsJSON: String, centreLatitude: Double, centreLongitude: Double, listedBelow: Bool) {
        self.pinsJSON = pinsJSON
        self.centreLatitude = centreLatitude
        self.centreLongitude = centreLongitude
        unavailable = listedBelow ? Copy.Web.mapUnavailable : Copy.Web.mapUnavailableAlone
    }
}

extension ColorToken {
    /// The stylesheet's class of a badge of this colour: missing red, found blue, a report no
    /// longer looking grey.
    var badgeClass: String {
        switch self {
        case .missingPin: "badge-missing"
        case .foundPin: "badge-found"
        default: "badge-resolved"
        }
    }
}
