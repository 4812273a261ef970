// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PetSpot",
    // macOS 15: swift-configuration (the server's settings) needs it; the iOS app's modules need iOS 17.
    platforms: [.macOS(.v15), .iOS(.v17)],
    products: [
        .library(name: "PetSpotDomain", targets: ["PetSpotDomain"]),
        .library(name: "PetSpotFlows", targets: ["PetSpotFlows"]),
        .library(name: "PetSpotMatching", targets: ["PetSpotMatching"]),
        .library(name: "PetSpotQR", targets: ["PetSpotQR"]),
        .library(name: "PetSpotMarkup", targets: ["PetSpotMarkup"]),
        .library(name: "PetSpotMultipart", targets: ["PetSpotMultipart"]),
        .library(name: "PetSpotAPI", targets: ["PetSpotAPI"]),
        .library(name: "PetSpotFlowsAPI", targets: ["PetSpotFlowsAPI"]),
        .library(name: "PetSpotPlaces", targets: ["PetSpotPlaces"]),
        .library(name: "PetSpotStorage", targets: ["PetSpotStorage"]),
        .library(name: "PetSpotOutbox", targets: ["PetSpotOutbox"]),
        .library(name: "PetSpotPhotos", targets: ["PetSpotPhotos"]),
        .library(name: "PetSpotAlerts", targets: ["PetSpotAlerts"]),
        .library(name: "PetSpotMatchStore", targets: ["PetSpotMatchStore"]),
        .library(name: "PetSpotReaching", targets: ["PetSpotReaching"]),
        .library(name: "PetSpotCore", targets: ["PetSpotCore"]),
        .library(name: "PetSpotServer", targets: ["PetSpotServer"]),
        .library(name: "PetSpotWeb", targets: ["PetSpotWeb"]),
        .library(name: "PetSpotSite", targets: ["PetSpotSite"]),
        .library(name: "PetSpotSeeding", targets: ["PetSpotSeeding"]),
        .executable(name: "petspot", targets: ["petspot"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
        // Pinned exactly: SQLite's hot reads call the C interface of the SQLite that sqlite-nio
        // vendors, through its `VaporCSQLite` target, which is no product (docs/benchmarks.md,
        // "SQLite's C interface"). A new version must be checked by hand before it is allowed in.
        .package(url: "https://github.com/vapor/sqlite-nio", exact: "1.13.2"),
        .package(url: "https://github.com/vapor/async-kit", from: "1.22.0"),
        .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
        // PostgreSQL's prepared statements and random-access rows, imported directly by the store.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(
            url: "https://github.com/apple/swift-configuration", from: "1.4.0",
            traits: [.defaults, "CommandLineArguments"]),
        // Gzip for the pages, their stylesheet and script (zlib, through NIO's ByteBuffers).
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        // Test-only: reads the OpenAPI document to check every served route is described.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // The operator's geocoder's client (`PetSpotGeocoder`), and the tests' that run `petspot` as a
        // separate process.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        .target(
            name: "PetSpotDomain",
            // The catalogue is copied as it is (processed, Xcode would compile it into .strings):
            // these modules read its JSON, the app's Xcode project compiles the same file.
            resources: [.process("Resources"), .copy("Catalogue/Localizable.xcstrings")]
        ),
        // The one reader of multipart/form-data bodies (the API's photo upload, the pages' forms), over MultipartKit.
        .target(
            name: "PetSpotMultipart",
            dependencies: [
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // Markup written once: `HTML` (and `XML`, the same writer), whose interpolations escape every
        // string, for the pages, the mails, the mail links' pages and the feeds. Swift only.
        .target(name: "PetSpotMarkup"),
        // QR codes (ISO/IEC 18004): pure Swift, no Foundation, shared by the server and the app.
        .target(name: "PetSpotQR", dependencies: ["PetSpotMarkup"]),
        // Possible matches: pure rules over Domain values (no HTTP, no SQL), used by the server.
        .target(
            name: "PetSpotMatching",
            dependencies: ["PetSpotDomain"]
        ),
        .target(
            name: "PetSpotFlows",
            dependencies: ["PetSpotDomain", "PetSpotQR"]
        ),
        .target(
            name: "PetSpotAPI",
            dependencies: ["PetSpotDomain"]
        ),
        .target(
            name: "PetSpotFlowsAPI",
            dependencies: ["PetSpotFlows", "PetSpotAPI", "PetSpotMatching", "PetSpotDomain"]
        ),
        // The photos' renditions: libjpeg-turbo and libpng (in Debian's base image and the usual
        // developer setups) under a small C layer, since both report errors with longjmp.
        .systemLibrary(
            name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CLibFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .target(
            name: "CPetSpotImaging",
            dependencies: ["CLibJPEG", "CLibPNG", "CLibFreeType"]
        ),
        .target(
            name: "PetSpotImaging",
            dependencies: ["CPetSpotImaging", "PetSpotDomain"]
        ),
        // Places in words: GeoNames' places of 1,000+ people and the countries' outlines, shipped as
        // data (derived by its `Data/derive-gazetteer.py`), with the indexes that find a place by name
        // and name a point (docs/places.md). Foundation only.
        .target(
            name: "PetSpotPlaces",
            dependencies: ["PetSpotDomain"],
            exclude: ["Data/derive-gazetteer.py"],
            resources: [.copy("Data/gazetteer.tsv"), .copy("Data/countries.tsv")],
            // Optimised in debug builds too: the index is built when a process first names a place,
            // 5 s unoptimised, which every test that starts `petspot` would wait (docs/places.md).
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        // Test support: a fresh database of either engine for one test, a clock moved by hand.
        .target(
            name: "PetSpotStorageTesting",
            dependencies: [
                "PetSpotStorage", "PetSpotDomain",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SQLKit", package: "sql-kit"),
            ],
            path: "Tests/Support/PetSpotStorageTesting"
        ),
        // Test support: runs the real `petspot` executable as a child process.
        .target(
            name: "PetSpotProcessTesting",
            path: "Tests/Support/PetSpotProcessTesting"
        ),
        // The core below HTTP, in modules along its seams; arrows point down this list only, and no
        // HTTP package is a dependency of any of them (docs/architecture.md, "The core's modules").
        // Storage: both engines behind the stores' protocols, the migrations, a report's model and
        // its JSON, and what every layer above throws (`ServiceError`).
        .target(
            name: "PetSpotStorage",
            dependencies: [
                "PetSpotDomain", "PetSpotMatching", "PetSpotPlaces",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteKit", package: "sqlite-kit"),
                // Not imported itself: it brings `VaporCSQLite`, the C interface the hot reads call
                // (a target of sqlite-nio, no product of its own).
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
                .product(name: "PostgresKit", package: "postgres-kit"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "AsyncKit", package: "async-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        // Mail and the outbox: what is queued, which reports may be mailed, the delivery, and the
        // periodic work that runs it.
        .target(
            name: "PetSpotOutbox",
            dependencies: [
                "PetSpotStorage", "PetSpotDomain", "PetSpotMail", "PetSpotMarkup",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // Photos: their files (or rows), renditions and the sweep of orphans.
        .target(
            name: "PetSpotPhotos",
            dependencies: [
                "PetSpotStorage", "PetSpotDomain", "PetSpotImaging",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        // Area alerts: their store, the fan-out of a listing, the rounds that mail them.
        .target(
            name: "PetSpotAlerts",
            dependencies: [
                "PetSpotStorage", "PetSpotOutbox", "PetSpotDomain", "PetSpotPlaces",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Matching's store side: the candidates asked of storage, ranked by `PetSpotMatching`, and
        // which reports' matches were mailed.
        .target(
            name: "PetSpotMatchStore",
            dependencies: [
                "PetSpotStorage", "PetSpotOutbox", "PetSpotDomain", "PetSpotMatching",
                .product(name: "SQLKit", package: "sql-kit"),
            ]
        ),
        // Reaching an owner: sightings and messages under their limits, the owner's credentials and
        // sign-in links, the owner's mail and its confirmation.
        .target(
            name: "PetSpotReaching",
            dependencies: [
                "PetSpotStorage", "PetSpotOutbox", "PetSpotMatchStore", "PetSpotDomain", "PetSpotMatching",
                "PetSpotPlaces",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        // The services that compose the modules above (`PetSpotServices`: what the routes and the
        // pages call), the settings as values, the metrics' registry.
        .target(
            name: "PetSpotCore",
            dependencies: [
                "PetSpotStorage", "PetSpotOutbox", "PetSpotPhotos", "PetSpotAlerts", "PetSpotMatchStore",
                "PetSpotReaching", "PetSpotPlaces",
                "PetSpotDomain", "PetSpotMatching", "PetSpotMail",
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The operator's street-level geocoder (`--geocoder-url`: Photon or Nominatim), over HTTP.
        .target(
            name: "PetSpotGeocoder",
            dependencies: [
                "PetSpotPlaces", "PetSpotDomain",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ]
        ),
        // The HTTP API over the core: routes, middleware, the envelope of errors, the settings and
        // the one composition function (`buildApplication`).
        .target(
            name: "PetSpotServer",
            dependencies: [
                "PetSpotMultipart", "PetSpotPlaces", "PetSpotGeocoder",
                "PetSpotCore", "PetSpotStorage", "PetSpotOutbox", "PetSpotPhotos", "PetSpotAlerts", "PetSpotMatchStore",
                "PetSpotReaching",
                "PetSpotDomain", "PetSpotImaging", "PetSpotMail", "PetSpotMatching", "PetSpotMarkup",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Configuration", package: "swift-configuration"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Resources/openapi.yaml")]
        ),
        // Mail to owners: an SMTP client (no listed package speaks SMTP) and MIME messages.
        .target(
            name: "PetSpotMail",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        // The web pages: a second renderer of the wizards' form state, over the Flows effects.
        .target(
            name: "PetSpotWeb",
            dependencies: [
                "PetSpotMultipart",
                "PetSpotFlows", "PetSpotDomain", "PetSpotMarkup",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            resources: [.copy("Assets")]
        ),
        // The whole site in one server: the API, and the web pages over the same services in process.
        .target(
            name: "PetSpotSite",
            dependencies: [
                "PetSpotServer", "PetSpotCore", "PetSpotStorage", "PetSpotOutbox", "PetSpotWeb", "PetSpotFlows",
                "PetSpotDomain",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `petspot seed`: the demo reports and the benchmarks' generated ones, outside the server library.
        .target(
            name: "PetSpotSeeding",
            dependencies: ["PetSpotStorage", "PetSpotPhotos", "PetSpotAlerts", "PetSpotReaching", "PetSpotDomain"]
        ),
        .executableTarget(
            name: "petspot",
            dependencies: [
                "PetSpotServer", "PetSpotCore", "PetSpotStorage", "PetSpotSite", "PetSpotSeeding", "PetSpotDomain",
                "PetSpotPlaces",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "PetSpotMultipartTests",
            dependencies: ["PetSpotMultipart", .product(name: "NIOCore", package: "swift-nio")]
        ),
        .testTarget(
            name: "PetSpotPlacesTests",
            dependencies: ["PetSpotPlaces", "PetSpotDomain"]
        ),
        .testTarget(
            name: "PetSpotMarkupTests",
            dependencies: ["PetSpotMarkup"]
        ),
        .testTarget(
            name: "PetSpotStorageTests",
            dependencies: [
                "PetSpotStorage", "PetSpotStorageTesting", "PetSpotDomain", "PetSpotMatching", "PetSpotSeeding",
                // Test-only: the sightings a report's page reads are written as the sightings' store writes them.
                "PetSpotReaching",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
            ]
        ),
        .testTarget(
            name: "PetSpotOutboxTests",
            dependencies: [
                "PetSpotOutbox", "PetSpotStorage", "PetSpotStorageTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "SQLKit", package: "sql-kit"),
            ]
        ),
        .testTarget(
            name: "PetSpotReachingTests",
            dependencies: [
                "PetSpotReaching", "PetSpotOutbox", "PetSpotStorage", "PetSpotStorageTesting", "PetSpotDomain",
                .product(name: "SQLKit", package: "sql-kit"),
            ]
        ),
        .testTarget(
            name: "PetSpotMatchStoreTests",
            dependencies: [
                "PetSpotMatchStore", "PetSpotMatching", "PetSpotStorage", "PetSpotStorageTesting", "PetSpotDomain",
            ]
        ),
        .testTarget(
            name: "PetSpotCoreTests",
            dependencies: [
                "PetSpotCore", "PetSpotPhotos", "PetSpotStorage", "PetSpotStorageTesting",
                "PetSpotDomain",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SQLKit", package: "sql-kit"),
            ]
        ),
        .testTarget(
            name: "PetSpotPhotosTests",
            dependencies: ["PetSpotPhotos"]
        ),
        .testTarget(
            name: "PetSpotAlertsTests",
            dependencies: [
                "PetSpotAlerts", "PetSpotStorage", "PetSpotStorageTesting", "PetSpotDomain", "PetSpotSeeding",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SQLKit", package: "sql-kit"),
            ]
        ),
        .testTarget(
            name: "PetSpotMailTests",
            dependencies: [
                "PetSpotMail", "PetSpotProcessTesting",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            exclude: ["Fixtures/README.md"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PetSpotMatchingTests",
            dependencies: ["PetSpotMatching", "PetSpotDomain"]
        ),
        .testTarget(
            name: "PetSpotDomainTests",
            dependencies: ["PetSpotDomain"]
        ),
        .testTarget(
            name: "PetSpotQRTests",
            dependencies: ["PetSpotQR", "PetSpotProcessTesting"]
        ),
        .testTarget(
            name: "PetSpotImagingTests",
            dependencies: ["PetSpotImaging", "PetSpotDomain"],
            exclude: ["Fixtures/make-fixtures.py"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PetSpotFlowsTests",
            dependencies: ["PetSpotFlows", "PetSpotDomain"]
        ),
        .testTarget(
            name: "PetSpotAPITests",
            dependencies: [
                "PetSpotAPI", "PetSpotDomain", "PetSpotProcessTesting", "petspot",
                // Test-only: the placeholder PNG generator for upload tests.
                "PetSpotPhotos",
            ]
        ),
        .testTarget(
            name: "PetSpotEndToEndTests",
            dependencies: [
                "PetSpotServer", "PetSpotCore", "PetSpotPhotos", "PetSpotFlows", "PetSpotAPI", "PetSpotFlowsAPI",
                "PetSpotDomain",
                "PetSpotProcessTesting",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "PetSpotWebTests",
            dependencies: [
                "PetSpotSite", "PetSpotWeb", "PetSpotServer", "PetSpotCore", "PetSpotStorage", "PetSpotOutbox",
                "PetSpotPhotos",
                "PetSpotFlows", "PetSpotDomain", "PetSpotImaging", "PetSpotMarkup",
                "PetSpotStorageTesting",
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "PetSpotServerTests",
            dependencies: [
                "PetSpotServer", "PetSpotCore", "PetSpotStorage", "PetSpotOutbox", "PetSpotPhotos", "PetSpotAlerts",
                "PetSpotMatchStore",
                "PetSpotReaching", "PetSpotDomain", "PetSpotImaging", "PetSpotMail", "PetSpotMatching",
                "PetSpotSeeding", "PetSpotStorageTesting",
                // Built for the tests that start the real `petspot` executable.
                "petspot", "PetSpotProcessTesting",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
