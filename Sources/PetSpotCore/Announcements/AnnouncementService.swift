import Foundation
import Logging
import PetSpotDomain
import PetSpotOutbox
import PetSpotPhotos
import PetSpotReaching
import PetSpotStorage
import PetSpotAlerts

/// What the API does with reports, independent of HTTP: create, read, list, attach a photo, delete.
public struct AnnouncementService: Sendable {
    package let store: any AnnouncementStore
    package let photos: any PhotoStoring
    package let renditions: PhotoRenditionKeeper
    package let owners: OwnerAuthorizer
    package let idempotentPasswords: IdempotentPasswords
    package let lifetime: ReportLifetime
    package let clock: ServerClock
    package let logger: Logger
    /// The first mail to a report's address (confirmation included), on create and on a new email.
    package let addressMail: OwnerAddressMail
    /// Rung when a report's listing reached area alerts, so their first mails are queued at once (`AlertNotices`).
    package var alertsDoorbell = MailDoorbell()
    /// Reports and photos per client (`ReachingLimits.reportsPerClient`, `.photosPerClient`).
    package let creations: ClientQuota
    package let uploads: ClientQuota

    /// Validates the body with the same function the wizards use, then stores the report with a
    /// management password, returned once and kept only as a hash. With an `Idempotency-Key`, a
    /// repeat of the same request answers the first announcement (and its password) instead.
    /// `language` is its owner's mail's (the page's, or an app's `Accept-Language`); the messages
    /// of a refusal stay in the language of the moment (the API's English). A client creates at
    /// most `creations`' reports; a refused request or a replay takes none of them.
    package func create(
        _ body: [String: JSONValue], idempotencyKey: String? = nil, language: Language = .current,
        from client: ClientAddress
    ) async throws -> CreateOutcome {
        let now = Timestamp.truncated(clock.now())
        let content: CreateAnnouncementRequest
        switch CreateAnnouncementRequest.validate(body, now: now) {
        case .success(let valid): content = valid
        case .failure(let failure): throw ServiceError.invalid(failure)
        }
        return try await creations.within(for: client, now: now) {
            let outcome = try await store(content, idempotencyKey: idempotencyKey, language: language, now: now)
            return (outcome, !outcome.isReplay)
        }
    }

    private func store(
        _ content: CreateAnnouncementRequest, idempotencyKey: String?, language: Language, now: Date
    ) async throws -> CreateOutcome {
        guard let idempotencyKey else {
            let password = ManagementPassword.generate()
            let record = try await newRecord(content, password: password, idempotency: nil, language: language, at: now)
            try await store.insert(record)
            await addressMail.announce(record, now: now)
            return CreateOutcome(record: record, password: password, isReplay: false)
        }
        let mark = IdempotencyMark(
            keyHash: IdempotentPasswords.lookupHash(of: idempotencyKey),
            requestFingerprint: try IdempotentPasswords.fingerprint(of: content)
        )
        let password = idempotentPasswords.password(for: idempotencyKey)
        let record = try await newRecord(content, password: password, idempotency: mark, language: language, at: now)
        do {
            // Insert first: a new key (the usual case) costs no lookup; the unique index on the key's
            // hash refuses a repeat, which then answers the report stored first.
            try await store.insert(record)
        } catch {
            guard let first = try await store.find(idempotencyKeyHash: mark.keyHash) else { throw error }
            return try replay(first, mark: mark, password: password)
        }
        await addressMail.announce(record, now: now)
        return CreateOutcome(record: record, password: password, isReplay: false)
    }

    private func newRecord(
        _ content: CreateAnnouncementRequest, password: ManagementPassword, idempotency: IdempotencyMark?,
        language: Language,
        at now: Date
    ) async throws -> AnnouncementRecord {
        AnnouncementRecord(
            id: UUID(), content: content, photoFile: nil, passwordHash: try await owners.hasher.hash(password),
            idempotency: idempotency, createdAt: now, updatedAt: now, expiresAt: lifetime.expiry(after: now),
            language: language
        )
    }

    private func replay(
        _ first: AnnouncementRecord, mark: IdempotencyMark, password: ManagementPassword
    ) throws -> CreateOutcome {
        guard first.idempotency?.requestFingerprint == mark.requestFingerprint else {
            throw ServiceError.conflict(
                "This Idempotency-Key was already used for a different report; send a new key with a new report",
                field: "Idempotency-Key")
        }
        return CreateOutcome(record: first, password: password, isReplay: true)
    }

    package func read(_ id: String) async throws -> AnnouncementRecord {
        try await store.record(id)
    }

    /// The report `id` and its latest `limit` sightings, read together (a report's page).
    package func readWithLatestSightings(
        _ id: String, limit: Int
    ) async throws -> (record: AnnouncementRecord, sightings: [Sighting]) {
        guard let uuid = UUID(canonicalText: id),
            let found = try await store.findWithLatestSightings(id: uuid, limit: limit)
        else {
            throw ServiceError.notFound
        }
        return found
    }

    /// A page of the listing `query` asks for: nearest first around a place, else newest first.
    package func list(_ query: ListingQuery) async throws -> any JSONWritable & Sendable {
        switch try await page(query) {
        case .newest(let records, let next):
            ListingPageResponse(data: records.map { AnnouncementResponse($0) }, nextCursor: next)
        case .nearby(let listings, let next): NearbyPageResponse(data: listings, nextCursor: next)
        }
    }

    /// The same page as values: the nearby list's reports are their stored documents, as the API writes them.
    package func page(_ query: ListingQuery) async throws -> ListingPage {
        guard let nearby = query.nearby, let centre = nearby.centre else {
            return try await newest(query)
        }
        var after: NearestPosition?
        if case .nearest(let distance, let id, _, _)? = query.cursor {
            after = NearestPosition(distanceKilometres: distance, id: id)
        }
        // One more than the page: whether it exists decides the next cursor.
        let measured = try await store.nearest(
            NearestQuery(
                centre: centre, kilometres: Double(nearby.rangeKilometres), filter: query.filter, after: after,
                limit: query.limit + 1,
                now: clock.now()
            ))
        let page = measured.prefix(query.limit)
        let next =
            measured.count > query.limit
            ? page.last.map {
                ListingCursor.nearest(
                    distanceKilometres: $0.distanceKilometres, id: $0.report.id, nearby: nearby, filter: query.filter
                ).token
            } : nil
        return .nearby(Array(page), nextCursor: next)
    }

    private func newest(_ query: ListingQuery) async throws -> ListingPage {
        var after: NewestPosition?
        if case .newest(let position, _)? = query.cursor { after = position }
        let records = try await store.newest(
            matching: query.filter, after: after, limit: query.limit + 1, at: clock.now())
        let page = records.prefix(query.limit)
        // The time the page is ordered by (`AnnouncementQueries.newestOrder`).
        let resolved = query.filter.resolution != nil
        let next =
            records.count > query.limit
            ? page.last.map {
                ListingCursor.newest(
                    NewestPosition(
                        milliseconds: Timestamp.milliseconds(resolved ? $0.resolvedAt ?? $0.createdAt : $0.createdAt),
                        id: $0.wireID),
                    filter: query.filter
                ).token
            } : nil
        return .newest(Array(page), nextCursor: next)
    }

    /// Stores the owner's photo (location metadata removed), replaces any previous one and returns its URL path.
    /// `record` is one `owners` has already authorized. A client uploads at most `uploads`' photos.
    package func attachPhoto(
        _ upload: PhotoUpload, to record: AnnouncementRecord, from client: ClientAddress
    ) async throws -> String {
        try await uploads.within(for: client, now: clock.now()) { (try await attachPhoto(upload, to: record), true) }
    }

    private func attachPhoto(_ upload: PhotoUpload, to record: AnnouncementRecord) async throws -> String {
        guard let bytes = PhotoMetadataScrubber.scrubbed(upload.bytes, as: upload.type) else {
            let name = upload.type.fileExtension.uppercased()
            throw ServiceError.unusable(
                field: "photo", code: .wrongFormat,
                message:
                    "The \(name) file is damaged or incomplete, so its location data cannot be checked; export the photo again"
            )
        }
        let stored = try await photos.save(bytes, as: upload.type)
        // Drawn before the report shows the photo, so its first list has the thumbnail ready.
        await renditions.keepAll(of: stored, from: bytes)
        let file = stored.photo
        let replacement: PhotoReplacement?
        do {
            replacement = try await store.replacePhoto(
                of: record.id, with: file, at: Timestamp.truncated(clock.now()), whenListed: AlertFanOut.queue)
        } catch {
            await removePhoto(file)
            throw error
        }
        guard let replacement else {
            await removePhoto(file)
            throw ServiceError.notFound
        }
        if let previous = replacement.previousFile { await removePhoto(previous) }
        if replacement.queuedOnListing { alertsDoorbell.ring() }
        return SitePath.photo(.value(file)).path
    }

    /// Removes a photo no report holds any more; a failure is logged, and the orphan sweep
    /// (`OrphanPhotoSweep`) removes it later.
    private func removePhoto(_ name: String) async {
        do {
            try await photos.remove(name)
        } catch {
            logger.warning(
                "A photo could not be removed; the orphan sweep will retry",
                metadata: ["photo": "\(name)", "error": "\(error)"])
        }
    }

    /// Applies an owner's JSON merge patch of the fields and the resolution (`ReportEdit`): every
    /// create rule, every problem at once (and a field an edit may not change among them); the report
    /// is left as it was when any is found. An edit renews the report's lifetime.
    package func edit(
        _ id: String, patch: [String: JSONValue], credentials: Credentials, from client: ClientAddress
    ) async throws -> AnnouncementRecord {
        let owned = try await owners.authorizeOwner(of: id, with: credentials, from: client)
        let now = Timestamp.truncated(clock.now())
        let lifetime = self.lifetime
        let saved = try await change(owned.id) { record in
            let edit: ReportEdit
            switch record.editable.applying(patch, now: now) {
            case .success(let applied): edit = applied
            case .failure(let failure): throw ServiceError.invalid(failure)
            }
            var edited = record
            edited.content = edit.content
            edited.resolvedAt = Resolution.resolvedAt(
                setting: edit.resolution, over: record.resolution, resolvedAt: record.resolvedAt, now: now)
            edited.resolution = edit.resolution
            edited.updatedAt = now
            edited.expiresAt = lifetime.expiry(after: now)
            return edited
        }
        if let email = saved.content.email, MailAddresses.key(email) != owned.content.email.map(MailAddresses.key) {
            await addressMail.announce(saved, now: now)
        }
        return saved
    }

    /// Renews an owner's report: it stays listed for a whole lifetime from now (an expired one is
    /// listed again). Its content is unchanged, and so is `updatedAt`.
    package func renew(
        _ id: String, credentials: Credentials, from client: ClientAddress
    ) async throws -> AnnouncementRecord {
        let owned = try await owners.authorizeOwner(of: id, with: credentials, from: client)
        let expiry = lifetime.expiry(after: Timestamp.truncated(clock.now()))
        return try await change(owned.id) { record in
            var renewed = record
            renewed.expiresAt = expiry
            return renewed
        }
    }

    private func change(
        _ id: UUID, _ change: @escaping @Sendable (AnnouncementRecord) throws -> AnnouncementRecord
    ) async throws -> AnnouncementRecord {
        guard let changed = try await store.edit(id: id, change) else { throw ServiceError.notFound }
        return changed
    }

    /// How many reports ended with their pet home.
    package func reunitedCount() async throws -> Int {
        try await store.count(resolution: .reunited)
    }

    /// "How pets got home": the reunited reports of `species`, resolved since `since`, counted.
    package func reunionStatistics(species: Species?, since: Date?) async throws -> ReunionStatistics {
        ReunionStatistics(try await store.reunions(species: species, since: since))
    }

    /// Deletes a report for its owner or an operator, with its photo.
    package func delete(_ id: String, credentials: Credentials, from client: ClientAddress) async throws {
        let uuid: UUID
        switch credentials {
        case .operatorToken(let token):
            try await owners.authorizeOperator(token, from: client)
            guard let parsed = UUID(uuidString: id) else { throw ServiceError.notFound }
            uuid = parsed
        case .owner:
            uuid = try await owners.authorizeOwner(of: id, with: credentials, from: client).id
        }
        guard let deleted = try await store.delete(id: uuid) else { throw ServiceError.notFound }
        if let file = deleted.photoFile { await removePhoto(file) }
    }
}

/// A page of a listing, as the store gave it.
package enum ListingPage: Sendable {
    /// Newest first: the reports' rows.
    case newest([AnnouncementRecord], nextCursor: String?)
    /// Nearest first around a place: the reports' stored documents and distances.
    case nearby([MeasuredListing], nextCursor: String?)
}

/// What a create did: the report, its password (shown once, or again to a repeat with its key),
/// and whether it was a repeat of an earlier create.
package struct CreateOutcome: Sendable {
    package let record: AnnouncementRecord
    package let password: ManagementPassword
    package let isReplay: Bool
}
