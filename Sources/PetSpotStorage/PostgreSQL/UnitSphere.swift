import Foundation
import PetSpotDomain

/// Points on the unit sphere, as PostgreSQL's nearby index keeps them (`petspot_unit_vector`): the
/// chord between two of them grows with the great-circle distance, so ordering by one is ordering
/// by the other, and a circle on the Earth is a ball around its centre.
package enum UnitSphere {
    /// Kept between an exact distance and one derived from the index, whose last bits may differ.
    package static let margin = 1e-9

    /// The chord between two points `kilometres` apart on the contract's sphere.
    package static func chord(kilometres: Double) -> Double {
        2 * sin(min(kilometres, .pi * GreatCircle.earthRadiusKilometres) / (2 * GreatCircle.earthRadiusKilometres))
    }

    /// The great-circle distance, in kilometres, of two points a `chord` apart.
    package static func kilometres(chord: Double) -> Double {
        2 * GreatCircle.earthRadiusKilometres * asin(min(1, chord / 2))
    }
}
