import Foundation
import Logging
import PetSpotDomain
import PetSpotMatching
import PetSpotAlerts
import PetSpotMatchStore
import PetSpotPhotos
import PetSpotPlaces
import PetSpotReaching
import PetSpotStorage

/// Every service of a running PetSpot, built once from its storage and configuration. The API's
/// routes call them, and so do the web pages in the same process (through `PetSpotSite`'s
/// adapters): both keep one set of rules because both call the same services.
public struct PetSpotServices: Sendable {
    package let announcements: AnnouncementService
    package let reaching: ReachingService
    package let matching: MatchService
    package let signInLinks: SignInLinks
    package let ownerMail: OwnerMailSettings
    /// Each report's yes to its owner's mail, and what waited for it.
    package let confirmations: ReportMailConfirmations
    package let photos: any PhotoStoring
    package let renditions: PhotoRenditionKeeper
    package let alerts: AlertService
    package let flyers: FlyerService
    /// Places found by name.
    package let places: PlaceSearchService
    /// The species and breeds this server accepts (the API serves them at `/api/v1/taxonomy`).
    public let taxonomy: SpeciesTaxonomy

    package var owners: OwnerAuthorizer { announcements.owners }

    package init(
        _ configuration: ServerConfiguration, storage: Storage, idempotentPasswords: IdempotentPasswords,
        clock: ServerClock,
        notifications: OwnerNotifications, photos: any PhotoStoring, geocoder: (any StreetGeocoding)? = nil,
        logger: Logger
    ) {
        let store = storage.announcements
        let owners = OwnerAuthorizer(
            store: store, hasher: PasswordHasher(rounds: configuration.passwordHashRounds),
            limiter: FailedAttemptLimiter(pool: storage.pool, policies: configuration.failedAttemptLimits),
            adminToken: configuration.adminToken, clock: clock
        )
        let renditions = PhotoRenditionKeeper(photos: photos, logger: logger)
        let announcements = AnnouncementService(
            store: store, photos: photos, renditions: renditions, owners: owners,
            idempotentPasswords: idempotentPasswords, lifetime: configuration.reportLifetime,
            clock: clock, logger: logger, addressMail: notifications.addressMail(logger: logger),
            alertsDoorbell: notifications.alertsDoorbell,
            creations: ClientQuota(
                pool: storage.pool, table: "report_creations",
                limits: configuration.reachingLimits.reportsPerClient
            ) {
                "Too many new reports from here for now; try again in \($0) seconds"
            },
            uploads: ClientQuota(
                pool: storage.pool, table: "photo_uploads",
                limits: configuration.reachingLimits.photosPerClient
            ) {
                "Too many photos uploaded from here for now; try again in \($0) seconds"
            })
        self.announcements = announcements
        self.alerts = AlertService(
            store: AlertStore(pool: storage.pool), writer: notifications.alertWriter, tokens: notifications.tokens,
            requestsPerClient: configuration.reachingLimits.alertRequestsPerClient, clock: clock,
            doorbell: notifications.doorbell)
        self.flyers = FlyerService(store: ShortCodeStore(pool: storage.pool), clock: clock)
        self.reaching = ReachingService(
            store: ReachingStore(pool: storage.pool), reports: store, owners: owners,
            limits: configuration.reachingLimits, clock: clock, mail: notifications.writer,
            doorbell: notifications.doorbell)
        self.matching = MatchService(store: store, engine: MatchEngine(taxonomy: configuration.taxonomy), clock: clock)
        self.signInLinks = SignInLinks(
            pool: storage.pool, store: store, hasher: owners.hasher, mail: notifications.writer,
            doorbell: notifications.doorbell, clock: clock, addressMail: announcements.addressMail)
        self.confirmations = ReportMailConfirmations(
            pool: storage.pool, announcements: store, writer: notifications.writer,
            doorbell: notifications.doorbell)
        self.ownerMail = OwnerMailSettings(
            outbox: notifications.outbox, confirmations: confirmations, owners: owners, clock: clock)
        self.photos = photos
        self.renditions = renditions
        self.places = PlaceSearchService(
            geocoder: geocoder, perClient: configuration.placeSearchesPerClient, clock: clock, logger: logger)
        self.taxonomy = configuration.taxonomy
    }
}
