import PetSpotDomain

/// The answer to a conditional taxonomy request.
public enum TaxonomyResult: Hashable, Sendable {
    /// The taxonomy has not changed since the ETag sent: keep the copy you have.
    case notModified
    /// The current taxonomy and its ETag (send it as `ifNoneMatch` next time).
    case updated(SpeciesTaxonomy, etag: String?)
}
