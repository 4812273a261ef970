import Foundation
import PetSpotDomain

/// Distance between where it went missing and where it was found, judged by the species' reach
/// after the days between. Within one reach the log-likelihood of a pet found so far, against a
/// report anywhere around, falls in a straight line with the distance in reaches (an exponential
/// decay); beyond it, with the distance's logarithm (a heavy tail, as pets are: some are carried,
/// or run for days), so that a far pair with strong other evidence is ranked, not hidden.
enum DistanceEvidence {
    /// Within this many reaches, the pair is `NEAR`.
    static let nearScales = 2.0

    /// `foundAt`: where it was found in words, when known, for the reason to say it.
    static func evidence(kilometres: Double?, reach: Reach, foundAt place: PlaceDescription? = nil) -> Evidence {
        guard let kilometres else { return .none }
        let scales = kilometres / reach.kilometres
        let weight = max(-6, scales <= 1 ? 2.2 - 1.6 * scales : 0.6 - 1.6 * log(scales))
        guard scales <= nearScales else { return Evidence(weight: weight) }
        return Evidence(weight: weight, .near, Copy.Matching.near(kilometres: kilometres, foundAt: place))
    }

    /// Close enough in place to be always shown: a few hundred metres, or within one reach.
    static func isClose(kilometres: Double?, reach: Reach) -> Bool {
        guard let kilometres else { return false }
        return kilometres <= max(1, reach.kilometres)
    }
}
