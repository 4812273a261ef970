import PetSpotDomain

/// The breeds the two reports name. A finder often names the breed wrongly or not at all, so only
/// two clear and unrelated breeds speak against the pair, and mildly; one breed, or breeds of one
/// group (the taxonomy's "Retrievers"), speak for it; a cross counts half.
enum BreedEvidence {
    static func evidence(
        missing: BreedCatalogue.Named, found: BreedCatalogue.Named, catalogue: BreedCatalogue
    ) -> Evidence {
        guard case .breed(let lost, let lostMixed) = missing, case .breed(let seen, let seenMixed) = found else {
            return .none
        }
        let share = lostMixed || seenMixed ? 0.5 : 1
        if lost == seen {
            return Evidence(weight: 1.6 * share, .similarBreed, Copy.Matching.sameBreed(lost))
        }
        if let group = catalogue.sharedGroup(lost, seen) {
            return Evidence(weight: 0.7 * share, .similarBreed, Copy.Matching.breedsAlike(lost, seen, group: group))
        }
        return Evidence(weight: -1.0 * share)
    }
}
