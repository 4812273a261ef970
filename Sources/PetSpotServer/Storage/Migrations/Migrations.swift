/// The schema's history. Never edit an applied migration: add the next one.
enum Migrations {
    static let all: [Migration] = [createAnnouncements, idempotentCreates, webSessionSecret, photosTable, listingsByPlace, listingDocuments, listingChanges, nearestFirst, indexedListingDocuments,
                                   failedAttempts, photoRenditions, contactVisibility, resolutionAndLifetime, sightingsAndMessages, mailOutbox,
                                   matching, matchingRows, matchingFacts, confirmedAddressesAndSignInLinks]

    static let createAnnouncements = Migration(version: 1, name: "create announcements") { engine in
        switch engine {
        case .sqlite:
            return [
                // AUTOINCREMENT: a deleted report's seq is never reused, so the R*Tree can never point at a newcomer.
                """
                CREATE TABLE announcements (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    \(sharedColumns(double: "REAL", integer: "INTEGER", bigInteger: "INTEGER"))
                )
                """,
                listedNewestIndex,
                microchipIndex,
                // The nearby query reads only the rows inside its box from this index.
                "CREATE VIRTUAL TABLE announcement_locations USING rtree(seq, min_latitude, max_latitude, min_longitude, max_longitude)",
                """
                CREATE TRIGGER announcement_locations_insert AFTER INSERT ON announcements
                WHEN new.latitude IS NOT NULL AND new.longitude IS NOT NULL BEGIN
                    INSERT INTO announcement_locations VALUES (new.seq, new.latitude, new.latitude, new.longitude, new.longitude);
                END
                """,
                """
                CREATE TRIGGER announcement_locations_update AFTER UPDATE OF latitude, longitude ON announcements BEGIN
                    DELETE FROM announcement_locations WHERE seq = old.seq;
                    INSERT INTO announcement_locations SELECT new.seq, new.latitude, new.latitude, new.longitude, new.longitude
                    WHERE new.latitude IS NOT NULL AND new.longitude IS NOT NULL;
                END
                """,
                """
                CREATE TRIGGER announcement_locations_delete AFTER DELETE ON announcements BEGIN
                    DELETE FROM announcement_locations WHERE seq = old.seq;
                END
                """,
            ]
        case .postgres:
            return [
                """
                CREATE TABLE announcements (
                    seq BIGSERIAL PRIMARY KEY,
                    \(sharedColumns(double: "DOUBLE PRECISION", integer: "INTEGER", bigInteger: "BIGINT"))
                )
                """,
                listedNewestIndex,
                microchipIndex,
                // GiST over the point serves `point(longitude, latitude) <@ box(...)` for listed reports.
                """
                CREATE INDEX announcements_location ON announcements USING gist (point(longitude, latitude))
                WHERE photo_file IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
                """,
            ]
        }
    }

    /// `Idempotency-Key` on create: the key's hash (unique) and the request's fingerprint on the report,
    /// and the server's secret for deriving a repeated create's password.
    static let idempotentCreates = Migration(version: 2, name: "idempotent creates") { engine in
        [
            "ALTER TABLE announcements ADD COLUMN idempotency_key_hash TEXT",
            "ALTER TABLE announcements ADD COLUMN request_fingerprint TEXT",
            "CREATE UNIQUE INDEX announcements_idempotency ON announcements (idempotency_key_hash) WHERE idempotency_key_hash IS NOT NULL",
            "CREATE TABLE server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
            "INSERT INTO server_secrets (name, value) VALUES ('\(ServerSecret.idempotentPasswords)', \(randomSecret(engine)))",
        ]
    }

    /// The secret the web pages sign their session cookies with.
    static let webSessionSecret = Migration(version: 3, name: "web session secret") { engine in
        ["INSERT INTO server_secrets (name, value) VALUES ('\(ServerSecret.webSessions)', \(randomSecret(engine)))"]
    }

    /// Photos kept in the database (`--photo-storage database`), named as the files would be.
    static let photosTable = Migration(version: 4, name: "photos in the database") { engine in
        let bytes = engine == .sqlite ? "BLOB" : "BYTEA"
        return ["CREATE TABLE photos (name TEXT PRIMARY KEY, bytes \(bytes) NOT NULL, created_at BIGINT NOT NULL)"]
    }

    /// SQLite: a copy of every listed report with a location, stored in order of place (`PlaceGrid`'s
    /// cells), so the reports of one neighbourhood share a few pages; read from `announcements`, the
    /// twenty reports of a nearby page sit on twenty scattered pages of a large file. Triggers keep the
    /// copy in the same transaction as each change; a later migration that adds a listed column must
    /// recreate them. PostgreSQL needs no copy: its GiST index finds the rows.
    ///
    /// The R*Tree now holds listed reports only, as PostgreSQL's partial GiST index does: a report is
    /// created without its photo, so a create no longer writes to the R*Tree at all.
    static let listingsByPlace = Migration(version: 5, name: "listings by place") { engine in
        guard engine == .sqlite else { return [] }
        let columns = """
            id, status, species, sex, last_seen_date, latitude, longitude, pet_name, breed, age, description, \
            microchip_number, email, phone, reward, photo_file, created_at, updated_at
            """
        return [
            """
            CREATE TABLE announcement_listings (
                cell INTEGER NOT NULL,
                seq INTEGER NOT NULL,
                id TEXT NOT NULL,
                status TEXT NOT NULL,
                species TEXT NOT NULL,
                sex TEXT NOT NULL,
                last_seen_date TEXT NOT NULL,
                latitude REAL NOT NULL,
                longitude REAL NOT NULL,
                pet_name TEXT,
                breed TEXT,
                age INTEGER,
                description TEXT,
                microchip_number TEXT,
                email TEXT,
                phone TEXT,
                reward TEXT,
                photo_file TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                updated_at INTEGER NOT NULL,
                PRIMARY KEY (cell, seq)
            ) WITHOUT ROWID
            """,
        ] + listingsCopied(columns: columns) + [
            "DROP TRIGGER announcement_locations_insert",
            "DROP TRIGGER announcement_locations_update",
            "DELETE FROM announcement_locations WHERE seq IN (SELECT seq FROM announcements WHERE NOT (\(isListed("announcements"))))",
            """
            CREATE TRIGGER announcement_locations_insert AFTER INSERT ON announcements WHEN \(isListed("new")) BEGIN
                INSERT INTO announcement_locations VALUES (new.seq, new.latitude, new.latitude, new.longitude, new.longitude);
            END
            """,
            """
            CREATE TRIGGER announcement_locations_update AFTER UPDATE ON announcements BEGIN
                DELETE FROM announcement_locations WHERE seq = old.seq;
                INSERT INTO announcement_locations SELECT new.seq, new.latitude, new.latitude, new.longitude, new.longitude WHERE \(isListed("new"));
            END
            """,
        ]
    }

    /// SQLite: each listed report's JSON as the nearby list writes it (`ListingDocument`), stored
    /// beside it, so a page is its documents copied, not twenty rows decoded and encoded. The code
    /// renders the documents (`ListingDocuments.renderStale` fills them in for existing
    /// reports once this is applied); SQL cannot, so none is trusted unless its format and time match
    /// its row's. PostgreSQL kept none then: its nearby query read rows from the heap, which a document
    /// would only have made larger (measured: nearby and read by id about a fifth slower at 1M); since
    /// migration 9 it keeps them in its nearby index instead.
    ///
    /// The place-ordered copy now holds what the list filters and orders by and the document,
    /// instead of every listed column. The R*Tree's trigger now fires only when a place or photo
    /// changes, so rendering documents does not rewrite it.
    static let listingDocuments = Migration(version: 6, name: "listing documents") { engine in
        guard engine == .sqlite else { return [] }
        let columns = "id, status, species, latitude, longitude, updated_at, listing_json, listing_format, listing_rendered_for"
        return [
            "ALTER TABLE announcements ADD COLUMN listing_json TEXT",
            "ALTER TABLE announcements ADD COLUMN listing_format INTEGER",
            "ALTER TABLE announcements ADD COLUMN listing_rendered_for INTEGER",
            // Which format the stored documents were last all rendered in (`ListingDocument.format`).
            "CREATE TABLE stored_formats (name TEXT PRIMARY KEY, version INTEGER NOT NULL)",
            "DROP TRIGGER announcement_listings_insert",
            "DROP TRIGGER announcement_listings_update",
            "DROP TRIGGER announcement_listings_delete",
            "DROP TABLE announcement_listings",
            """
            CREATE TABLE announcement_listings (
                cell INTEGER NOT NULL,
                seq INTEGER NOT NULL,
                id TEXT NOT NULL,
                status TEXT NOT NULL,
                species TEXT NOT NULL,
                latitude REAL NOT NULL,
                longitude REAL NOT NULL,
                updated_at INTEGER NOT NULL,
                listing_json TEXT,
                listing_format INTEGER,
                listing_rendered_for INTEGER,
                PRIMARY KEY (cell, seq)
            ) WITHOUT ROWID
            """,
        ] + listingsCopied(columns: columns) + [
            "DROP TRIGGER announcement_locations_update",
            """
            CREATE TRIGGER announcement_locations_update AFTER UPDATE OF photo_file, latitude, longitude ON announcements BEGIN
                DELETE FROM announcement_locations WHERE seq = old.seq;
                INSERT INTO announcement_locations SELECT new.seq, new.latitude, new.latitude, new.longitude, new.longitude WHERE \(isListed("new"));
            END
            """,
        ]
    }

    /// SQLite: a numbered log of the changes to the listed reports (`ListingMirror`). Each server
    /// keeps the listed reports in memory for the nearby list and, before answering, applies what this
    /// log holds past the last change it applied; so it shows every change committed before the
    /// request, whichever process made it. A change is the `seq` of a report that was listed before
    /// or after it. Only the latest `listingChangesKept` are kept: a server that falls further behind
    /// loads the listings anew.
    ///
    /// The memory answers every nearby search, so the place-ordered copy (migrations 5 and 6) and the
    /// R*Tree go, and with them their writes: the listing documents stay in `announcements`.
    static let listingChanges = Migration(version: 7, name: "listing changes") { engine in
        guard engine == .sqlite else { return [] }
        let listedBefore = isListed("old"), listedAfter = isListed("new")
        return [
            "DROP TRIGGER announcement_locations_insert",
            "DROP TRIGGER announcement_locations_update",
            "DROP TRIGGER announcement_locations_delete",
            "DROP TABLE announcement_locations",
            "DROP TRIGGER announcement_listings_insert",
            "DROP TRIGGER announcement_listings_update",
            "DROP TRIGGER announcement_listings_delete",
            "DROP TABLE announcement_listings",
            // AUTOINCREMENT: versions only ever grow, even if the newest change were removed.
            "CREATE TABLE listing_changes (version INTEGER PRIMARY KEY AUTOINCREMENT, seq INTEGER NOT NULL)",
            """
            CREATE TRIGGER listing_changes_insert AFTER INSERT ON announcements WHEN \(listedAfter) BEGIN
                INSERT INTO listing_changes (seq) VALUES (new.seq);
            END
            """,
            """
            CREATE TRIGGER listing_changes_update AFTER UPDATE ON announcements WHEN (\(listedBefore)) OR (\(listedAfter)) BEGIN
                INSERT INTO listing_changes (seq) VALUES (new.seq);
            END
            """,
            """
            CREATE TRIGGER listing_changes_delete AFTER DELETE ON announcements WHEN \(listedBefore) BEGIN
                INSERT INTO listing_changes (seq) VALUES (old.seq);
            END
            """,
            """
            CREATE TRIGGER listing_changes_pruned AFTER INSERT ON listing_changes BEGIN
                DELETE FROM listing_changes WHERE version <= new.version - \(listingChangesKept);
            END
            """,
        ]
    }

    /// PostgreSQL reads the nearby page nearest first: a GiST index over each listed report's point on
    /// the unit sphere (the `cube` extension, part of PostgreSQL), ordered by straight-line distance,
    /// which orders as the great-circle distance does. It replaces the index over `point(longitude,
    /// latitude)`, which could only answer a box, every report in it. The function is not `STRICT`:
    /// PostgreSQL inlines a SQL function into the query (and matches it to the index) only when its
    /// body is as strict as it says, and `ARRAY[…]` is not; a call per row cost a nearby query 3–7 ms.
    static let nearestFirst = Migration(version: 8, name: "nearest first") { engine in
        guard engine == .postgres else { return [] }
        return [
            "CREATE EXTENSION IF NOT EXISTS cube",
            """
            CREATE FUNCTION petspot_unit_vector(latitude DOUBLE PRECISION, longitude DOUBLE PRECISION) RETURNS cube
            LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
                SELECT cube(ARRAY[cos(radians(latitude)) * cos(radians(longitude)),
                                  cos(radians(latitude)) * sin(radians(longitude)),
                                  sin(radians(latitude))])
            $$
            """,
            """
            CREATE INDEX announcements_nearest ON announcements USING gist (petspot_unit_vector(latitude, longitude))
            WHERE photo_file IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
            """,
            "DROP INDEX announcements_location",
        ]
    }

    /// PostgreSQL keeps each listed report's JSON too (as SQLite does since migration 6), in its nearby
    /// index with what the list reads beside it, so a page is read by an index-only scan and copied:
    /// no row is fetched and none decoded. `petspot migrate` (and `serve`) render the documents of
    /// existing reports once this is applied; a document over `ListingDocuments.maximumBytes` is left
    /// out (an index entry must fit in a page) and read from its row.
    static let indexedListingDocuments = Migration(version: 9, name: "indexed listing documents") { engine in
        guard engine == .postgres else { return [] }
        return [
            "ALTER TABLE announcements ADD COLUMN listing_json TEXT",
            "ALTER TABLE announcements ADD COLUMN listing_format BIGINT",
            "ALTER TABLE announcements ADD COLUMN listing_rendered_for BIGINT",
            "CREATE TABLE stored_formats (name TEXT PRIMARY KEY, version BIGINT NOT NULL)",
            "DROP INDEX announcements_nearest",
            """
            CREATE INDEX announcements_nearest ON announcements USING gist (petspot_unit_vector(latitude, longitude))
            INCLUDE (id, status, species, latitude, longitude, updated_at, listing_json, listing_format, listing_rendered_for)
            WHERE photo_file IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
            """,
        ]
    }

    /// Wrong passwords and operator tokens, per report and client and per client (`FailedAttemptLimiter`),
    /// in the database so that the counts survive a restart and processes on one database share them.
    static let failedAttempts = Migration(version: 10, name: "failed attempts") { _ in
        [
            "CREATE TABLE failed_attempts (scope TEXT NOT NULL, subject TEXT NOT NULL, at BIGINT NOT NULL)",
            "CREATE INDEX failed_attempts_subject ON failed_attempts (scope, subject, at)",
            "CREATE INDEX failed_attempts_at ON failed_attempts (at)",
        ]
    }

    /// A rendition's row names its photo, so removing the photo removes it, and the orphan sweep
    /// judges it by its photo.
    static let photoRenditions = Migration(version: 11, name: "photo renditions") { _ in
        [
            "ALTER TABLE photos ADD COLUMN source TEXT",
            "CREATE INDEX photos_source ON photos (source) WHERE source IS NOT NULL",
        ]
    }

    /// Who sees a report's phone and email (`ContactVisibility`); reports before it were public.
    /// The listing documents follow by themselves (their format changes with their members).
    static let contactVisibility = Migration(version: 12, name: "contact visibility") { _ in
        ["ALTER TABLE announcements ADD COLUMN contact_visibility TEXT NOT NULL DEFAULT 'PUBLIC'"]
    }

    /// How a report ended (`resolution`, `resolved_at`) and when it leaves the lists (`expires_at`, in
    /// milliseconds). Reports before it expire 90 days (the default lifetime) after their last change.
    ///
    /// Resolved and expired reports stay in what the nearby list searches (SQLite's memory,
    /// PostgreSQL's index, whose entries now carry both columns): a list of resolved reports searches
    /// them too, and expiry is a matter of time, which no index predicate can hold. The newest-first
    /// index keeps open reports only, and resolved ones get their own, latest resolved first.
    static let resolutionAndLifetime = Migration(version: 13, name: "resolution and lifetime") { engine in
        let lifetime = Int64(90) * 86_400_000
        var statements = [
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
        if engine == .postgres {
            statements += [
                "DROP INDEX announcements_nearest",
                """
                CREATE INDEX announcements_nearest ON announcements USING gist (petspot_unit_vector(latitude, longitude))
                INCLUDE (id, status, species, latitude, longitude, updated_at, resolution, expires_at, listing_json, listing_format, listing_rendered_for)
                WHERE photo_file IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
                """,
            ]
        }
        return statements
    }

    /// What people tell a report's owner: sightings (public, the witness's contact for the owner) and
    /// messages (the owner's only). Each row keeps the client that sent it (`ClientAddress.key`, as
    /// `failed_attempts` does), which the per-client limits count; the report's rows go with it.
    static let sightingsAndMessages = Migration(version: 14, name: "sightings and messages") { engine in
        let double = engine == .sqlite ? "REAL" : "DOUBLE PRECISION"
        // PostgreSQL enforces the reference; SQLite's would need a setting on every connection, so a trigger does it.
        let report = engine == .postgres ? "TEXT NOT NULL REFERENCES announcements (id) ON DELETE CASCADE" : "TEXT NOT NULL"
        var statements = [
            """
            CREATE TABLE sightings (
                id TEXT PRIMARY KEY,
                announcement_id \(report),
                seen_at BIGINT NOT NULL,
                latitude \(double) NOT NULL,
                longitude \(double) NOT NULL,
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
                announcement_id \(report),
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
        if engine == .sqlite {
            statements.append("""
                CREATE TRIGGER announcement_reaching_delete AFTER DELETE ON announcements BEGIN
                    DELETE FROM sightings WHERE announcement_id = old.id;
                    DELETE FROM messages WHERE announcement_id = old.id;
                END
                """)
        }
        return statements
    }

    /// The mail to owners (`outbox`): each row is one whole message, queued in the transaction of what
    /// caused it and sent by `MailDeliveryService` (claimed by one sender at a time, retried with
    /// back-off, never again once sent); `dedupe_key` keeps a reminder from being queued twice. The
    /// reports whose owner stopped their mail (`mail_unsubscribed`), and the key of the stop links.
    static let mailOutbox = Migration(version: 15, name: "mail outbox") { engine in
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
            "INSERT INTO server_secrets (name, value) VALUES ('\(ServerSecret.mailUnsubscribe)', \(randomSecret(engine)))",
        ]
    }

    /// Possible matches: their candidates by species, status and place (`MatchCandidateQueries`),
    /// open and listed only, with the days and expiry in the index so the rows are read only for the
    /// candidates themselves; and which new matches each report's owner was told of by mail.
    static let matching = Migration(version: 16, name: "possible matches") { engine in
        let now = engine == .sqlite ? "CAST(strftime('%s', 'now') AS INTEGER) * 1000" : "CAST(extract(epoch FROM now()) * 1000 AS BIGINT)"
        return [
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
                score \(engine == .sqlite ? "REAL" : "DOUBLE PRECISION") NOT NULL,
                summary TEXT NOT NULL,
                noticed_at BIGINT NOT NULL,
                mailed_at BIGINT,
                PRIMARY KEY (announcement_id, match_id)
            )
            """,
            "CREATE INDEX match_notices_pending ON match_notices (announcement_id) WHERE mailed_at IS NULL",
            // Where the last look ended; reports changed before the schema had matches are not looked at.
            "CREATE TABLE match_scan (only_row INTEGER PRIMARY KEY CHECK (only_row = 1), updated_at BIGINT NOT NULL, id TEXT NOT NULL)",
            "INSERT INTO match_scan (only_row, updated_at, id) VALUES (1, \(now), '')",
        ]
    }

    /// Possible matches read by rows of latitude: migration 16's index ranged over latitude alone,
    /// so a circle's query read its species across every longitude of the band (3 ms for a found
    /// dog at 1M reports). Each report's row of latitude (`match_row`, `MatchRows`) is derived by the
    /// database, and the index seeks each row of the circle's box, then its longitudes: the query
    /// reads the box's entries (0.3 ms), and `seq` in the index makes it an index-only read.
    static let matchingRows = Migration(version: 17, name: "possible matches by latitude rows") { engine in
        // Tenths of a degree, by the same arithmetic on both engines as `MatchRows.row`: the
        // operand is never negative, so SQLite's truncating CAST is PostgreSQL's floor.
        let row = "(latitude + 90) * 10"
        let column = switch engine {
        case .sqlite: "match_row INTEGER GENERATED ALWAYS AS (CAST(\(row) AS INTEGER)) VIRTUAL"
        case .postgres: "match_row INTEGER GENERATED ALWAYS AS (CAST(floor(\(row)) AS INTEGER)) STORED"
        }
        return [
            "ALTER TABLE announcements ADD COLUMN \(column)",
            "DROP INDEX announcements_matching",
            """
            CREATE INDEX announcements_matching_rows ON announcements
            (species, status, match_row, longitude, latitude, last_seen_date, expires_at, seq)
            WHERE photo_file IS NOT NULL AND resolution IS NULL
            """,
        ]
    }

    /// PostgreSQL's place index holds what the engine reads of each report (`MatchFactColumn`), so
    /// the nearest candidates are read from the index alone instead of 150 rows by key from the
    /// table (a third of the database's work per query, by pgbench at 1M reports). SQLite's indexes cannot hold other
    /// columns; its query reads the rows it chose by key, as before. The widest entry (a
    /// description of 500 four-byte characters and a breed of 100) stays under a B-tree entry's
    /// 2,704 bytes, and PostgreSQL compresses long ones.
    static let matchingFacts = Migration(version: 18, name: "possible matches' facts in the index") { engine in
        switch engine {
        case .sqlite: return []
        case .postgres:
            return [
                "DROP INDEX announcements_matching_rows",
                """
                CREATE INDEX announcements_matching_rows ON announcements
                (species, status, match_row, longitude, latitude, last_seen_date, expires_at, seq)
                INCLUDE (id, sex, breed, age, description, microchip_number)
                WHERE photo_file IS NOT NULL AND resolution IS NULL
                """,
            ]
        }
    }

    /// Only confirmed addresses get mail (`mail_addresses`: when each address said yes, and when it was
    /// last sent a report's first mail, which it gets at most once a day), an owner who lost the
    /// code signs in by a link mailed to a confirmed address (`sign_in_links`: the hash of each
    /// link's token, valid 30 minutes and once), and sightings are mailed in batches
    /// (`sighting_mail`: when each report's owner was last mailed of its sightings).
    static let confirmedAddressesAndSignInLinks = Migration(version: 19, name: "confirmed addresses and sign-in links") { _ in
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

    /// How many of the latest listing changes the log keeps (migration 7; never change it).
    static let listingChangesKept = 100_000

    /// Fills `announcement_listings` with the listed reports' `columns` and creates the triggers that
    /// keep it so, for migrations 5 and 6 (each spells out its own columns).
    private static func listingsCopied(columns: String) -> [String] {
        func values(_ row: String) -> String {
            "\(placeCell(row)), \(row).seq, " + columns.split(separator: ", ").map { "\(row).\($0)" }.joined(separator: ", ")
        }
        let removeOld = "DELETE FROM announcement_listings WHERE cell = \(placeCell("old")) AND seq = old.seq;"
        return [
            "INSERT INTO announcement_listings (cell, seq, \(columns)) SELECT \(values("announcements")) FROM announcements WHERE \(isListed("announcements"))",
            """
            CREATE TRIGGER announcement_listings_insert AFTER INSERT ON announcements WHEN \(isListed("new")) BEGIN
                INSERT INTO announcement_listings (cell, seq, \(columns)) VALUES (\(values("new")));
            END
            """,
            """
            CREATE TRIGGER announcement_listings_update AFTER UPDATE ON announcements BEGIN
                \(removeOld)
                INSERT INTO announcement_listings (cell, seq, \(columns)) SELECT \(values("new")) WHERE \(isListed("new"));
            END
            """,
            """
            CREATE TRIGGER announcement_listings_delete AFTER DELETE ON announcements BEGIN
                \(removeOld)
            END
            """,
        ]
    }

    /// Whether a row of `announcements` is listed: it has a photo and a place.
    private static func isListed(_ row: String) -> String {
        "\(row).photo_file IS NOT NULL AND \(row).latitude IS NOT NULL AND \(row).longitude IS NOT NULL"
    }

    /// A cell of 0.02° × 0.02° in SQL, for a row's `latitude` and `longitude` (both not null), numbered
    /// row by row from the south-west (migrations 5 and 6; the copy they keep is gone since 7).
    private static func placeCell(_ row: String) -> String {
        "CAST((\(row).latitude + 90) * 50 AS INTEGER) * 18001 + CAST((\(row).longitude + 180) * 50 AS INTEGER)"
    }

    /// 256 random bits as hex, drawn by the database.
    private static func randomSecret(_ engine: DatabaseEngine) -> String {
        switch engine {
        case .sqlite: "lower(hex(randomblob(32)))"
        // gen_random_uuid() draws from a cryptographically strong source (PostgreSQL 13+).
        case .postgres: "replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')"
        }
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
}
