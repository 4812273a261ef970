import Foundation
import Logging
import PetSpotPlaces
import PetSpotReaching
import PetSpotStorage

extension PetSpotServices {
    /// The services over `storage` as the server composes them: the photos where the settings keep
    /// them, the mail's writers and outbox, every service. `idempotencySecret` and `mailSecret` are
    /// the database's (`ServerSecret`; the server reads them, a test gives its own). The one
    /// composition `buildApplication` and the tests that build the services without HTTP share.
    package static func composed(
        _ configuration: ServerConfiguration, storage: Storage, clock: ServerClock, logger: Logger,
        idempotencySecret: String, mailSecret: String, geocoder: (any StreetGeocoding)? = nil
    ) throws -> (services: PetSpotServices, notifications: OwnerNotifications) {
        let photos = try configuration.photoStorage.open(directory: configuration.photosDirectory, pool: storage.pool)
        let notifications = OwnerNotifications(
            settings: configuration.mail, publicURL: configuration.linksURL, pool: storage.pool, secret: mailSecret)
        let services = PetSpotServices(
            configuration, storage: storage, idempotentPasswords: IdempotentPasswords(secret: idempotencySecret),
            clock: clock,
            notifications: notifications, photos: photos, geocoder: geocoder, logger: logger)
        return (services, notifications)
    }
}
