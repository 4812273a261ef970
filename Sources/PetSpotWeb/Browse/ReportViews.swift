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
    let photoURL: String?
    let photoAlt: String
    let testID: String

    init(_ row: ReportRowModel) {
        href = ReportPaths.report(row.id)
        title = row.title
        badge = row.badge
        badgeClass = row.badgeColor.badgeClass
        subtitle = row.subtitle
        distance = row.distanceText
        photoURL = row.photoPath
        photoAlt = "\(Copy.Web.photoAlt): \(row.title)"
        testID = row.accessibilityID
    }
}

/// The map's pins as the page's script reads them (JSON in the page).
struct MapPinsJSON {
    private struct Pin: Encodable {
        let id: String
        let lat: Double
        let lng: Double
        let title: String
        let color: String
        let href: String
    }

    /// Safe inside `<script type="application/json">`: with no `<` at all, nothing typed in a report can close or comment out the element.
    static func encode(_ pins: [MapPinModel]) -> String {
        let items = pins.map {
            Pin(id: $0.id, lat: $0.coordinates.latitude, lng: $0.coordinates.longitude, title: $0.title, color: $0.color.value,
                href: ReportPaths.report($0.id))
        }
        let data = (try? JSONEncoder().encode(items)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
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
