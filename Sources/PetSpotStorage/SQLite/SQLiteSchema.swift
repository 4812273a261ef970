/// SQLite's side of the migrations: its column types and expressions, and the statements it
/// alone runs (the R*Tree of migration 1, the place-ordered copy and listing log of 5-7, the
/// trigger that stands in for a foreign key in 14), after each migration's shared ones.
extension SchemaDialect {
    package static let sqlite = SchemaDialect(
        // AUTOINCREMENT: a deleted report's seq is never reused, so the R*Tree can never point at a newcomer.
        sequenceColumn: "seq INTEGER PRIMARY KEY AUTOINCREMENT",
        double: "REAL", bigInteger: "INTEGER", bytes: "BLOB",
        randomSecret: "lower(hex(randomblob(32)))",
        nowMilliseconds: "CAST(strftime('%s', 'now') AS INTEGER) * 1000",
        // A foreign key would need a setting on every connection: a trigger (migration 14) deletes a report's rows.
        reportReference: "TEXT NOT NULL",
        // Tenths of a degree; the operand is never negative, so the truncating CAST is a floor.
        matchRowColumn: "match_row INTEGER GENERATED ALWAYS AS (CAST((latitude + 90) * 10 AS INTEGER)) VIRTUAL",
        only: [
            1: SQLiteSchema.locations,
            5: SQLiteSchema.listingsByPlace,
            6: SQLiteSchema.listingDocuments,
            7: SQLiteSchema.listingChanges,
            14: [SQLiteSchema.reachingDeleted],
            21: SQLiteSchema.alertBoxes + [SQLiteSchema.alertDeliveriesDeleted],
            23: [SQLiteSchema.shortCodesDeleted],
            25: [SQLiteSchema.confirmationsDeleted],
        ]
    )
}

/// The statements only SQLite runs, by migration.
package enum SQLiteSchema {
    /// Migration 1: an R*Tree of the reports' places, kept by triggers.
    package static var locations: [String] {
        [
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
    }

    /// SQLite: a copy of every listed report with a location, stored in order of place (`PlaceGrid`'s
    /// cells), so the reports of one neighbourhood share a few pages; read from `announcements`, the
    /// twenty reports of a nearby page sit on twenty scattered pages of a large file. Triggers keep the
    /// copy in the same transaction as each change; a later migration that adds a listed column must
    /// recreate them. PostgreSQL needs no copy: its GiST index finds the rows.
    ///
    /// The R*Tree now holds listed reports only, as PostgreSQL's partial GiST index does: a report is
    /// created without its photo, so a create no longer writes to the R*Tree at all.
    package static var listingsByPlace: [String] {
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
            """
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
    package static var listingDocuments: [String] {
        let columns =
            "id, status, species, latitude, longitude, updated_at, listing_json, listing_format, listing_rendered_for"
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
    package static var listingChanges: [String] {
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

    /// Migration 14: a report's sightings and messages go with it.
    /// Migration 21: an R*Tree of the confirmed alerts' boxes, kept by triggers, so a report being
    /// listed reads only the alerts whose box holds its point (about 250 for 200 reached, where the
    /// rows of latitude of the widest circle's box held 6,400: 21 ms of a listing at 1M alerts).
    package static var alertBoxes: [String] {
        [
            "CREATE VIRTUAL TABLE alert_boxes USING rtree(seq, south, north, west, east)",
            """
            CREATE TRIGGER alert_boxes_insert AFTER INSERT ON alerts WHEN new.confirmed_at IS NOT NULL BEGIN
                INSERT INTO alert_boxes VALUES (new.seq, new.south, new.north, new.west, new.east);
            END
            """,
            """
            CREATE TRIGGER alert_boxes_update AFTER UPDATE OF confirmed_at, south, north, west, east ON alerts BEGIN
                DELETE FROM alert_boxes WHERE seq = old.seq;
                INSERT INTO alert_boxes SELECT new.seq, new.south, new.north, new.west, new.east WHERE new.confirmed_at IS NOT NULL;
            END
            """,
            """
            CREATE TRIGGER alert_boxes_delete AFTER DELETE ON alerts BEGIN
                DELETE FROM alert_boxes WHERE seq = old.seq;
            END
            """,
        ]
    }

    /// Migration 21: a removed report leaves no alert to mail it.
    package static let alertDeliveriesDeleted = """
        CREATE TRIGGER announcement_alert_deliveries_delete AFTER DELETE ON announcements BEGIN
            DELETE FROM alert_deliveries WHERE announcement_id = old.id;
        END
        """

    package static let shortCodesDeleted = """
        CREATE TRIGGER announcement_short_codes_delete AFTER DELETE ON announcements BEGIN
            DELETE FROM short_codes WHERE announcement_id = old.id;
        END
        """

    /// Migration 25: a removed report's confirmation and waiting fan-out go with it.
    package static let confirmationsDeleted = """
        CREATE TRIGGER announcement_confirmations_delete AFTER DELETE ON announcements BEGIN
            DELETE FROM mail_confirmations WHERE announcement_id = old.id;
            DELETE FROM alert_fanouts WHERE announcement_id = old.id;
        END
        """

    package static let reachingDeleted = """
        CREATE TRIGGER announcement_reaching_delete AFTER DELETE ON announcements BEGIN
            DELETE FROM sightings WHERE announcement_id = old.id;
            DELETE FROM messages WHERE announcement_id = old.id;
        END
        """

    /// How many of the latest listing changes the log keeps (migration 7; never change it).
    package static let listingChangesKept = 100_000

    /// Fills `announcement_listings` with the listed reports' `columns` and creates the triggers that
    /// keep it so, for migrations 5 and 6 (each spells out its own columns).
    package static func listingsCopied(columns: String) -> [String] {
        func values(_ row: String) -> String {
            "\(placeCell(row)), \(row).seq, "
                + columns.split(separator: ", ").map { "\(row).\($0)" }.joined(separator: ", ")
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
    package static func isListed(_ row: String) -> String {
        "\(row).photo_file IS NOT NULL AND \(row).latitude IS NOT NULL AND \(row).longitude IS NOT NULL"
    }

    /// A cell of 0.02° × 0.02° in SQL, for a row's `latitude` and `longitude` (both not null), numbered
    /// row by row from the south-west (migrations 5 and 6; the copy they keep is gone since 7).
    package static func placeCell(_ row: String) -> String {
        "CAST((\(row).latitude + 90) * 50 AS INTEGER) * 18001 + CAST((\(row).longitude + 180) * 50 AS INTEGER)"
    }
}
