/// How a pet came home, as its owner says when marking the report REUNITED (one tap, optional):
/// what `GET /api/v1/stats/reunions` counts. The raw value is the wire form.
public enum ReunitedHow: String, CaseIterable, Hashable, Sendable, Codable {
    case cameHome = "CAME_HOME"
    case petspotFinder = "PETSPOT_FINDER"
    case sighting = "SIGHTING"
    case flyer = "FLYER"
    case shelterOrVet = "SHELTER_OR_VET"
    case chip = "CHIP"
    case socialMedia = "SOCIAL_MEDIA"
    case other = "OTHER"
}
