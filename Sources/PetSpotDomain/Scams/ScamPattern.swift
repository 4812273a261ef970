/// The patterns a warning names; the raw value is the wire code.
public enum ScamPattern: String, CaseIterable, Hashable, Sendable, Codable {
    /// "I'll text you a code to check it's you": the code signs the owner into their own account.
    case verificationCode = "VERIFICATION_CODE"
    /// The reward, a gift card, a wire, crypto or BLIK before the pet is seen.
    case paymentFirst = "PAYMENT_FIRST"
    /// Money for a courier, a flight, a crate or a kennel.
    case transportFee = "TRANSPORT_FEE"
    /// A vet's bill before the owner has seen the pet.
    case vetBill = "VET_BILL"
    /// Someone posing as PetSpot, the police, animal control or a shelter.
    case impersonation = "IMPERSONATION"
    /// A link, or a push to another messenger, away from what PetSpot keeps.
    case offPlatform = "OFF_PLATFORM"
    /// "Pay, or you'll never see your dog again."
    case threat = "THREAT"
}
