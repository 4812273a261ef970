/// PostgreSQL's side of the migrations: its column types and expressions, and the statements it
/// alone runs (the GiST index of migration 1, nearest-first and its documents in 8, 9 and 13, the
/// matching facts in 18, the alerts' boxes in 21 and their mails' writes in 22), after each migration's shared ones.
extension SchemaDialect {
    package static let postgres = SchemaDialect(
        sequenceColumn: "seq BIGSERIAL PRIMARY KEY",
        double: "DOUBLE PRECISION", bigInteger: "BIGINT", bytes: "BYTEA",
        // gen_random_uuid() draws from a cryptographically strong source (PostgreSQL 13+).
        randomSecret: "replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')",
        nowMilliseconds: "CAST(extract(epoch FROM now()) * 1000 AS BIGINT)",
        reportReference: "TEXT NOT NULL REFERENCES announcements (id) ON DELETE CASCADE",
        matchRowColumn: "match_row INTEGER GENERATED ALWAYS AS (CAST(floor((latitude + 90) * 10) AS INTEGER)) STORED",
        only: [
            1: PostgresSchema.location,
            8: PostgresSchema.nearestFirst,
            9: PostgresSchema.indexedListingDocuments,
            13: PostgresSchema.nearestWithResolution,
            18: PostgresSchema.matchingFacts,
            21: [PostgresSchema.alertBoxes],
            22: PostgresSchema.alertMailWrites,
        ]
    )
}

/// The statements only PostgreSQL runs, by migration.
package enum PostgresSchema {
    /// Migration 1: a GiST index over the listed reports' points.
    package static var location: [String] {
        [
            // GiST over the point serves `point(longitude, latitude) <@ box(...)` for listed reports.
            """
            CREATE INDEX announcements_location ON announcements USING gist (point(longitude, latitude))
            WHERE photo_file IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
            """
        ]
    }

    /// PostgreSQL reads the nearby page nearest first: a GiST index over each listed report's point on
    /// the unit sphere (the `cube` extension, part of PostgreSQL), ordered by straight-line distance,
    /// which orders as the great-circle distance does. It replaces the index over `point(longitude,
    /// latitude)`, which could only answer a box, every report in it. The function is not `STRICT`:
    /// PostgreSQL inlines a SQL function into the query (and matches it to the index) only when its
    /// body is as strict as it says, and `ARRAY[…]` is not; a call per row cost a nearby query 3–7 ms.
    package static var nearestFirst: [String] {
        [
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
    package static var indexedListingDocuments: [String] {
        [
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

    /// Migration 13: the nearby index's entries carry the resolution and expiry.
    package static var nearestWithResolution: [String] {
        [
            "DROP INDEX announcements_nearest",
            """
            CREATE INDEX announcements_nearest ON announcements USING gist (petspot_unit_vector(latitude, longitude))
            INCLUDE (id, status, species, latitude, longitude, updated_at, resolution, expires_at, listing_json, listing_format, listing_rendered_for)
            WHERE photo_file IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
            """,
        ]
    }

    /// PostgreSQL's place index holds what the engine reads of each report (`MatchFactColumn`), so
    /// the nearest candidates are read from the index alone instead of 150 rows by key from the
    /// table (a third of the database's work per query, by pgbench at 1M reports). SQLite's indexes cannot hold other
    /// columns; its query reads the rows it chose by key, as before. The widest entry (a
    /// description of 500 four-byte characters and a breed of 100) stays under a B-tree entry's
    /// 2,704 bytes, and PostgreSQL compresses long ones.
    package static var matchingFacts: [String] {
        [
            "DROP INDEX announcements_matching_rows",
            """
            CREATE INDEX announcements_matching_rows ON announcements
            (species, status, match_row, longitude, latitude, last_seen_date, expires_at, seq)
            INCLUDE (id, sex, breed, age, description, microchip_number)
            WHERE photo_file IS NOT NULL AND resolution IS NULL
            """,
        ]
    }

    /// Migration 21: a GiST index over the confirmed alerts' boxes (the built-in `box`: no
    /// extension), so a report being listed reads only the alerts whose box holds its point.
    package static let alertBoxes = """
        CREATE INDEX alerts_by_box ON alerts USING gist (box(point(west, south), point(east, north))) WHERE confirmed_at IS NOT NULL
        """

    /// Migration 22: a round that queues 200 alert mails spent 5 of its 6 ms inserting them in
    /// compressing each ~3.3 KB message with PostgreSQL's default pglz (lz4: ~1 ms, the same size
    /// within 1%), and 3.5 ms updating the 200 alerts' next mail time, each a new row version in
    /// every index (the GiST of the boxes too) because the seeded pages were full; with room left
    /// in each page, the update stays on the page and touches no index (a HOT update). lz4 is in
    /// every PostgreSQL built with it (Debian's, the official images'); one built without keeps pglz.
    package static let alertMailWrites = [
        """
        DO $$ BEGIN
            ALTER TABLE outbox ALTER COLUMN message SET COMPRESSION lz4;
        EXCEPTION WHEN feature_not_supported THEN NULL;
        END $$
        """,
        "ALTER TABLE alerts SET (fillfactor = 80)",
    ]
}
