/// The schema's history. Never edit an applied migration: add the next one.
package enum Migrations {
    package static let all: [Migration] = [
        createAnnouncements, idempotentCreates, webSessionSecret, photosTable, listingsByPlace, listingDocuments,
        listingChanges, nearestFirst, indexedListingDocuments,
        failedAttempts, photoRenditions, contactVisibility, resolutionAndLifetime, sightingsAndMessages, mailOutbox,
        matching, matchingRows, matchingFacts, confirmedAddressesAndSignInLinks, collarAndCaregiver,
        areaAlerts, alertMailWrites, shortAddresses, languages, confirmationPerReport, findersAndOwners,
    ]

    package static let createAnnouncements = Migration(version: 1, name: "create announcements") { schema in
        [
            """
            CREATE TABLE announcements (
                \(schema.sequenceColumn),
                \(sharedColumns(double: schema.double, integer: "INTEGER", bigInteger: schema.bigInteger))
            )
            """,
            listedNewestIndex,
            microchipIndex,
        ]
    }

    /// `Idempotency-Key` on create: the key's hash (unique) and the request's fingerprint on the report,
    /// and the server's secret for deriving a repeated create's password.
    package static let idempotentCreates = Migration(version: 2, name: "idempotent creates") { schema in
        [
            "ALTER TABLE announcements ADD COLUMN idempotency_key_hash TEXT",
            "ALTER TABLE announcements ADD COLUMN request_fingerprint TEXT",
            "CREATE UNIQUE INDEX announcements_idempotency ON announcements (idempotency_key_hash) WHERE idempotency_key_hash IS NOT NULL",
            "CREATE TABLE server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
            "INSERT INTO server_secrets (name, value) VALUES ('\(ServerSecret.idempotentPasswords)', \(schema.randomSecret))",
        ]
    }

    /// The secret the web pages sign their session cookies with.
    package static let webSessionSecret = Migration(version: 3, name: "web session secret") { schema in
        ["INSERT INTO server_secrets (name, value) VALUES ('\(ServerSecret.webSessions)', \(schema.randomSecret))"]
    }

    /// Photos kept in the database (`--photo-storage database`), named as the files would be.
    package static let photosTable = Migration(version: 4, name: "photos in the database") { schema in
        ["CREATE TABLE photos (name TEXT PRIMARY KEY, bytes \(schema.bytes) NOT NULL, created_at BIGINT NOT NULL)"]
    }

    /// SQLite only (`SQLiteSchema.listingsByPlace`): the listed reports copied in order of place.
    package static let listingsByPlace = Migration(version: 5, name: "listings by place")

    /// SQLite only (`SQLiteSchema.listingDocuments`): each listed report's JSON stored beside it.
    package static let listingDocuments = Migration(version: 6, name: "listing documents")

    /// SQLite only (`SQLiteSchema.listingChanges`): a numbered log of the changes to listed reports.
    package static let listingChanges = Migration(version: 7, name: "listing changes")

    /// PostgreSQL only (`PostgresSchema.nearestFirst`): the nearby page read nearest first.
    package static let nearestFirst = Migration(version: 8, name: "nearest first")

    /// PostgreSQL only (`PostgresSchema.indexedListingDocuments`): the listing documents in the nearby index.
    package static let indexedListingDocuments = Migration(version: 9, name: "indexed listing documents")

    /// Wrong passwords and operator tokens, per report and client and per client (`FailedAttemptLimiter`),
    /// in the database so that the counts survive a restart and processes on one database share them.
    package static let failedAttempts = Migration(version: 10, name: "failed attempts") { _ in
        [
            "CREATE TABLE failed_attempts (scope TEXT NOT NULL, subject TEXT NOT NULL, at BIGINT NOT NULL)",
            "CREATE INDEX failed_attempts_subject ON failed_attempts (scope, subject, at)",
            "CREATE INDEX failed_attempts_at ON failed_attempts (at)",
        ]
    }

    /// A rendition's row names its photo, so removing the photo removes it, and the orphan sweep
    /// judges it by its photo.
    package static let photoRenditions = Migration(version: 11, name: "photo renditions") { _ in
        [
            "ALTER TABLE photos ADD COLUMN source TEXT",
            "CREATE INDEX photos_source ON photos (source) WHERE source IS NOT NULL",
        ]
    }

    /// Who sees a report's phone and email (`ContactVisibility`); reports before it were public.
    /// The listing documents follow by themselves (their format changes with their members).
    package static let contactVisibility = Migration(version: 12, name: "contact visibility") { _ in
        ["ALTER TABLE announcements ADD COLUMN contact_visibility TEXT NOT NULL DEFAULT 'PUBLIC'"]
    }

    /// How a report ended (`resolution`, `resolved_at`) and when it leaves the lists (`expires_at`, in
    /// milliseconds). Reports before it expire 90 days (the default lifetime) after their last change.
    ///
    /// Resolved and expired reports stay in what the nearby list searches (SQLite's memory,
    /// PostgreSQL's index, whose entries now carry both columns): a list of resolved reports searches
    /// them too, and expiry is a matter of time, which no index predicate can hold. The newest-first
    /// index keeps open reports only, and resolved ones get their own, latest resolved first.
    package static let resolutionAndLifetime = Migration(version: 13, name: "resolution and lifetime") { _ in
        let lifetime = Int64(90) * 86_400_000
        return [
            "ALTER TABLE announcements ADD COLUMN resolution TEXT",
            "ALTER TABLE announcements ADD COLUMN resolved_at BIGINT",
            "ALTER TABLE announcements ADD COLUMN expires_at BIGINT NOT NULL DEFAULT 0",
            "UPDATE announcements SET expires_at = updated_at + \(lifetime)",
            "DROP INDEX announcements_listed_newest",
            "CREATE INDEX announcements_listed_newest ON announcements (created_at DESC, id DESC) WHERE photo_file IS NOT NULL AND resolution IS NULL",
            """
            CREATE INDEX announcements_resolved_newest ON announcements (resolved_at DESC, id DESC) \
            WHERE photo_file IS NOT NULL AND resolution IS NOT NULL
            """,
        ]
    }

    /// What people tell a report's owner: sightings (public, the witness's contact for the owner) and
    /// messages (the owner's only). Each row keeps the client that sent it (`ClientAddress.key`, as
    /// `failed_attempts` does), which the per-client limits count; the report's rows go with it.
    package static let sightingsAndMessages = Migration(version: 14, name: "sightings and messages") { schema in
        [
            """
            CREATE TABLE sightings (
                id TEXT PRIMARY KEY,
                announcement_id \(schema.reportReference),
                seen_at BIGINT NOT NULL,
                latitude \(schema.double) NOT NULL,
                longitude \(schema.double) NOT NULL,
                note TEXT,
                email TEXT,
                phone TEXT,
                client TEXT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX sightings_by_report ON sightings (announcement_id, seen_at DESC, id)",
            "CREATE INDEX sightings_by_client ON sightings (client, created_at)",
            """
            CREATE TABLE messages (
                id TEXT PRIMARY KEY,
                announcement_id \(schema.reportReference),
                message TEXT NOT NULL,
                reply_email TEXT,
                reply_phone TEXT,
                client TEXT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX messages_by_report ON messages (announcement_id, created_at DESC, id)",
            "CREATE INDEX messages_by_client ON messages (client, created_at)",
        ]
    }

    /// The mail to owners (`outbox`): each row is one whole message, queued in the transaction of what
    /// caused it and sent by `MailDeliveryService` (claimed by one sender at a time, retried with
    /// back-off, never again once sent); `dedupe_key` keeps a reminder from being queued twice. The
    /// reports whose owner stopped their mail (`mail_unsubscribed`), and the key of the stop links.
    package static let mailOutbox = Migration(version: 15, name: "mail outbox") { schema in
        [
            """
            CREATE TABLE outbox (
                id TEXT PRIMARY KEY,
                announcement_id TEXT NOT NULL,
                kind TEXT NOT NULL,
                dedupe_key TEXT UNIQUE,
                sender TEXT NOT NULL,
                recipient TEXT NOT NULL,
                message TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                next_attempt_at BIGINT NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0,
                claimed_by TEXT,
                claimed_until BIGINT,
                sent_at BIGINT,
                failed_at BIGINT,
                last_error TEXT
            )
            """,
            "CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL",
            "CREATE INDEX outbox_by_report ON outbox (announcement_id, created_at)",
            "CREATE TABLE mail_unsubscribed (announcement_id TEXT PRIMARY KEY, at BIGINT NOT NULL)",
            "CREATE INDEX announcements_expiring ON announcements (expires_at) WHERE resolution IS NULL AND email IS NOT NULL",
            "INSERT INTO server_secrets (name, value) VALUES ('\(ServerSecret.mailUnsubscribe)', \(schema.randomSecret))",
        ]
    }

    /// Possible matches: their candidates by species, status and place (`MatchCandidateQueries`),
    /// open and listed only, with the days and expiry in the index so the rows are read only for the
    /// candidates themselves; and which new matches each report's owner was told of by mail.
    package static let matching = Migration(version: 16, name: "possible matches") { schema in
        [
            """
            CREATE INDEX announcements_matching ON announcements (species, status, latitude, longitude, last_seen_date, expires_at)
            WHERE photo_file IS NOT NULL AND resolution IS NULL
            """,
            // `MatchNotices` reads the reports changed since it last looked, in this order.
            "CREATE INDEX announcements_changed ON announcements (updated_at, id) WHERE photo_file IS NOT NULL AND resolution IS NULL",
            """
            CREATE TABLE match_notices (
                announcement_id TEXT NOT NULL,
                match_id TEXT NOT NULL,
                score \(schema.double) NOT NULL,
                summary TEXT NOT NULL,
                noticed_at BIGINT NOT NULL,
                mailed_at BIGINT,
                PRIMARY KEY (announcement_id, match_id)
            )
            """,
            "CREATE INDEX match_notices_pending ON match_notices (announcement_id) WHERE mailed_at IS NULL",
            // Where the last look ended; reports changed before the schema had matches are not looked at.
            "CREATE TABLE match_scan (only_row INTEGER PRIMARY KEY CHECK (only_row = 1), updated_at BIGINT NOT NULL, id TEXT NOT NULL)",
            "INSERT INTO match_scan (only_row, updated_at, id) VALUES (1, \(schema.nowMilliseconds), '')",
        ]
    }

    /// Possible matches read by rows of latitude: migration 16's index ranged over latitude alone,
    /// so a circle's query read its species across every longitude of the band (3 ms for a found
    /// dog at 1M reports). Each report's row of latitude (`match_row`, `MatchRows`) is derived by the
    /// database, and the index seeks each row of the circle's box, then its longitudes: the query
    /// reads the box's entries (0.3 ms), and `seq` in the index makes it an index-only read.
    package static let matchingRows = Migration(version: 17, name: "possible matches by latitude rows") { schema in
        [
            "ALTER TABLE announcements ADD COLUMN \(schema.matchRowColumn)",
            "DROP INDEX announcements_matching",
            """
            CREATE INDEX announcements_matching_rows ON announcements
            (species, status, match_row, longitude, latitude, last_seen_date, expires_at, seq)
            WHERE photo_file IS NOT NULL AND resolution IS NULL
            """,
        ]
    }

    /// PostgreSQL only (`PostgresSchema.matchingFacts`): what the engine reads of each report in the place index.
    package static let matchingFacts = Migration(version: 18, name: "possible matches' facts in the index")

    /// Only confirmed addresses get mail (`mail_addresses`: when each address said yes, and when it was
    /// last sent a report's first mail, which it gets at most once a day), an owner who lost the
    /// code signs in by a link mailed to a confirmed address (`sign_in_links`: the hash of each
    /// link's token, valid 30 minutes and once), and sightings are mailed in batches
    /// (`sighting_mail`: when each report's owner was last mailed of its sightings).
    package static let confirmedAddressesAndSignInLinks = Migration(
        version: 19, name: "confirmed addresses and sign-in links"
    ) { _ in
        [
            "CREATE TABLE mail_addresses (address TEXT PRIMARY KEY, confirmed_at BIGINT, announced_at BIGINT)",
            """
            CREATE TABLE sign_in_links (
                token_hash TEXT PRIMARY KEY,
                announcement_id TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                expires_at BIGINT NOT NULL,
                used_at BIGINT
            )
            """,
            "CREATE INDEX sign_in_links_by_report ON sign_in_links (announcement_id, created_at)",
            "CREATE TABLE sighting_mail (announcement_id TEXT PRIMARY KEY, mailed_at BIGINT NOT NULL)",
            // NULL: the sighting waits for its owner's next batch; those before this migration were mailed one by one.
            "ALTER TABLE sightings ADD COLUMN mailed_at BIGINT",
            "UPDATE sightings SET mailed_at = created_at",
            "CREATE INDEX sightings_waiting_for_mail ON sightings (announcement_id) WHERE mailed_at IS NULL",
        ]
    }

    /// What a collar or tag says in words (the Found wizard's "Collar data" when it is not a chip
    /// number), and a finder's caregiver phone and the address where the pet is now, which the
    /// wizard asked for and, until now, never sent. The listing documents follow by themselves.
    package static let collarAndCaregiver = Migration(version: 20, name: "collar and caregiver") { _ in
        [
            "ALTER TABLE announcements ADD COLUMN collar TEXT",
            "ALTER TABLE announcements ADD COLUMN caregiver_phone TEXT",
            "ALTER TABLE announcements ADD COLUMN current_address TEXT",
        ]
    }

    /// Area alerts (`AlertStore`): each alert's circle, filters and address, unconfirmed until its
    /// link's POST. A report being listed finds the confirmed alerts whose circle can hold it by
    /// each circle's box (`south`…`east`, `AlertBox`; `west` and `east` run past ±180 for a circle
    /// across the antimeridian) in a spatial index of its engine: SQLite's R*Tree (`alert_boxes`,
    /// kept by triggers) or PostgreSQL's GiST over the box (`SQLiteSchema.alertBoxes`,
    /// `PostgresSchema.alertBoxes`). `alert_deliveries` holds each report an alert is to mail, from
    /// the listing's own transaction until the mail that lists it is queued (`mailed_at`: the
    /// round's time); `alert_confirmations` when each address was last sent a confirmation mail;
    /// `alert_requests` what the per-client limit counts. An alert's mail is in `outbox` with the
    /// alert's id where a report's mail has the report's.
    package static let areaAlerts = Migration(version: 21, name: "area alerts") { schema in
        [
            """
            CREATE TABLE alerts (
                \(schema.sequenceColumn),
                id TEXT NOT NULL UNIQUE,
                address TEXT NOT NULL,
                email TEXT NOT NULL,
                latitude \(schema.double) NOT NULL,
                longitude \(schema.double) NOT NULL,
                radius_km INTEGER NOT NULL,
                south \(schema.double) NOT NULL,
                north \(schema.double) NOT NULL,
                west \(schema.double) NOT NULL,
                east \(schema.double) NOT NULL,
                status TEXT,
                species TEXT,
                frequency TEXT NOT NULL,
                area_name TEXT,
                created_at BIGINT NOT NULL,
                confirmed_at BIGINT,
                mail_after BIGINT
            )
            """,
            "CREATE INDEX alerts_by_address ON alerts (address)",
            "CREATE INDEX alerts_unconfirmed ON alerts (created_at) WHERE confirmed_at IS NULL",
            """
            CREATE TABLE alert_deliveries (
                alert_id TEXT NOT NULL,
                announcement_id \(schema.reportReference),
                listed_at BIGINT NOT NULL,
                mailed_at BIGINT,
                PRIMARY KEY (alert_id, announcement_id)
            )
            """,
            "CREATE INDEX alert_deliveries_waiting ON alert_deliveries (alert_id) WHERE mailed_at IS NULL",
            "CREATE INDEX alert_deliveries_by_report ON alert_deliveries (announcement_id) WHERE mailed_at IS NOT NULL",
            "CREATE TABLE alert_confirmations (address TEXT PRIMARY KEY, mailed_at BIGINT NOT NULL)",
            "CREATE TABLE alert_requests (client TEXT NOT NULL, created_at BIGINT NOT NULL)",
            "CREATE INDEX alert_requests_by_client ON alert_requests (client, created_at)",
        ]
    }

    /// PostgreSQL only (`PostgresSchema.alertMailWrites`): what a round of 200 alert mails writes,
    /// compressed and updated for less.
    package static let alertMailWrites = Migration(version: 22, name: "alert mail's writes")

    /// A report's short address (`/r/{code}`, on its flyer's QR code): a random code, stored, given
    /// when it is first asked for (a flyer, its code), unique by its key; how often the code was
    /// opened and when last (no address, no place), for the owner. Its rows go with the report.
    package static let shortAddresses = Migration(version: 23, name: "short addresses") { schema in
        [
            """
            CREATE TABLE short_codes (
                code TEXT PRIMARY KEY,
                announcement_id \(schema.reportReference) UNIQUE,
                created_at BIGINT NOT NULL,
                visits INTEGER NOT NULL DEFAULT 0,
                last_visit_at BIGINT
            )
            """
        ]
    }

    /// The language of each report's owner mail and of each alert's mail (issue 39): English for
    /// those made before, as they were written.
    package static let languages = Migration(version: 24, name: "languages") { _ in
        [
            "ALTER TABLE announcements ADD COLUMN language TEXT NOT NULL DEFAULT 'en'",
            "ALTER TABLE alerts ADD COLUMN language TEXT NOT NULL DEFAULT 'en'",
        ]
    }

    /// Each report is confirmed by its own button (`mail_confirmations`), not by its address's
    /// yes to another report; a message waits for that yes (`messages.mailed_at` NULL) as a
    /// sighting does, and the confirmation mails what waited (issue 48). The reports of an address
    /// that had confirmed are confirmed, and their messages were mailed as they came; a message to
    /// an address that had not is waiting. Sign-in links are counted per address (`address`), and
    /// reports and photos per client; a listing queues its alerts' fan-out instead of doing it; a
    /// short address's openings count once per client a day, and unknown codes tried are counted.
    package static let confirmationPerReport = Migration(version: 25, name: "confirmation per report") { schema in
        [
            """
            CREATE TABLE mail_confirmations (
                announcement_id \(schema.reportReference) UNIQUE,
                address TEXT NOT NULL,
                confirmed_at BIGINT NOT NULL
            )
            """,
            """
            INSERT INTO mail_confirmations (announcement_id, address, confirmed_at) \
            SELECT a.id, m.address, m.confirmed_at FROM announcements a JOIN mail_addresses m ON m.address = lower(a.email) \
            WHERE m.confirmed_at IS NOT NULL
            """,
            "ALTER TABLE messages ADD COLUMN mailed_at BIGINT",
            "UPDATE messages SET mailed_at = created_at WHERE announcement_id IN (SELECT announcement_id FROM mail_confirmations)",
            "CREATE INDEX messages_waiting_for_mail ON messages (announcement_id) WHERE mailed_at IS NULL",
            "ALTER TABLE sign_in_links ADD COLUMN address TEXT",
            "CREATE INDEX sign_in_links_by_address ON sign_in_links (address, created_at)",
            // What each client created and uploaded, for the per-client limits (`ClientQuota`).
            "CREATE TABLE report_creations (id TEXT PRIMARY KEY, client TEXT NOT NULL, created_at BIGINT NOT NULL)",
            "CREATE INDEX report_creations_by_client ON report_creations (client, created_at)",
            "CREATE TABLE photo_uploads (id TEXT PRIMARY KEY, client TEXT NOT NULL, created_at BIGINT NOT NULL)",
            "CREATE INDEX photo_uploads_by_client ON photo_uploads (client, created_at)",
            // The area alerts' fan-out of each report listed, done after its listing (`AlertFanOut`).
            "CREATE TABLE alert_fanouts (announcement_id \(schema.reportReference) UNIQUE, listed_at BIGINT NOT NULL)",
            // A short address's openings, once per client a day, and the unknown codes each client tried.
            "CREATE TABLE short_code_openings (code TEXT NOT NULL, client TEXT NOT NULL, day TEXT NOT NULL, PRIMARY KEY (code, client, day))",
            "CREATE TABLE short_code_misses (id TEXT PRIMARY KEY, client TEXT NOT NULL, created_at BIGINT NOT NULL)",
            "CREATE INDEX short_code_misses_by_client ON short_code_misses (client, created_at)",
        ]
    }

    private static func sharedColumns(double: String, integer: String, bigInteger: String) -> String {
        """
        id TEXT NOT NULL UNIQUE,
            status TEXT NOT NULL,
            species TEXT NOT NULL,
            sex TEXT NOT NULL,
            last_seen_date TEXT NOT NULL,
            latitude \(double),
            longitude \(double),
            pet_name TEXT,
            breed TEXT,
            age \(integer),
            description TEXT,
            microchip_number TEXT,
            email TEXT,
            phone TEXT,
            reward TEXT,
            photo_file TEXT,
            password_hash TEXT NOT NULL,
            created_at \(bigInteger) NOT NULL,
            updated_at \(bigInteger) NOT NULL
        """
    }

    private static let listedNewestIndex =
        "CREATE INDEX announcements_listed_newest ON announcements (created_at DESC, id DESC) WHERE photo_file IS NOT NULL"
    private static let microchipIndex =
        "CREATE INDEX announcements_microchip ON announcements (microchip_number) WHERE microchip_number IS NOT NULL"

    /// A mark kept back (the owner's only), how a report ended (with REUNITED: how the pet came home
    /// and where it was found, counted by `GET /api/v1/stats/reunions`), and what the owner said a
    /// message was (`verdict`: SCAM or GENUINE). The listing documents do not hold any of them.
    package static let findersAndOwners = Migration(version: 26, name: "finders and owners") { schema in
        [
            "ALTER TABLE announcements ADD COLUMN private_mark TEXT",
            "ALTER TABLE announcements ADD COLUMN reunited_how TEXT",
            "ALTER TABLE announcements ADD COLUMN reunited_latitude \(schema.double)",
            "ALTER TABLE announcements ADD COLUMN reunited_longitude \(schema.double)",
            "ALTER TABLE messages ADD COLUMN verdict TEXT",
            "CREATE INDEX announcements_reunions ON announcements (resolved_at) WHERE resolution = 'REUNITED'",
        ]
    }
}
