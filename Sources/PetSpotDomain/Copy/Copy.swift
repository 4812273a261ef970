/// Every user-facing string of PetSpot (English), in one place.
///
/// Strings quoted by the seeds (Figma labels, localisation keys, FR-017) are used verbatim;
/// the rest follow their tone. Renderers never write copy of their own.
public enum Copy {}
