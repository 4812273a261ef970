import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import PetSpotProcessTesting
@testable import PetSpotServer
import SQLKit
import Testing
import PetSpotPhotos
import PetSpotStorageTesting

/// The path past one machine (docs/scaling.md): stateless `petspot serve` processes sharing one
/// PostgreSQL, photos in the database. Each process here has its own empty photo directory, so
/// what one sees of the other's photos comes through the database. And two processes on one SQLite
/// file, each with the listed reports in memory, kept in step through the database.
@Suite("Two servers, one database")
struct TwoServersTests {
    @Test(
        "Given two petspot processes on one PostgreSQL with photos in the database, then each sees the other's reports and photos, and a report deleted on one is gone on the other",
        .enabled(if: TestDatabase.postgresURL != nil, "needs PETSPOT_TEST_POSTGRES_URL"))
    func shareReportsAndPhotos() async throws {
        try await TestDatabase.withFreshPostgresDatabase { url in
            try await withTemporaryDirectory { directory in
                let shared = ["--database", url, "--photo-storage", "database"]
                let first = try await ServerProcess.start(in: directory.appendingPathComponent("a"), arguments: shared)
                let second = try await ServerProcess.start(in: directory.appendingPathComponent("b"), arguments: shared)
                defer {
                    Task {
                        await first.stop()
                        await second.stop()
                    }
                }
                let client = HTTPClient.shared

                let photo = PlaceholderImage.png(
                    width: 40, height: 30, background: (200, 120, 40), foreground: (20, 20, 20))
                let onFirst = try await Self.publish(on: first, photo: photo, name: "Burek")
                let onSecond = try await Self.publish(on: second, photo: photo, name: "Luna")

                for server in [first, second] {
                    #expect(try await Self.nearbyNames(on: server) == ["Burek", "Luna"])
                }
                // Each server serves the photo the other stored.
                for (server, report) in [(second, onFirst), (first, onSecond)] {
                    let read = try await client.send(.GET, "\(server.baseURL)/api/v1/announcements/\(report.id)")
                    let photoURL = try #require(try Self.json(read.body)["photoUrl"] as? String)
                    let image = try await client.send(.GET, "\(server.baseURL)\(photoURL)")
                    #expect(image.status == 200)
                    #expect(Array(image.body.readableBytesView) == photo)
                }
                let photosOnDisk = (try? FileManager.default.subpathsOfDirectory(atPath: directory.path))?.filter {
                    $0.hasSuffix(".png")
                }
                #expect(photosOnDisk == [])

                // The owner deletes on the second server what the first stored; the first no longer has it.
                var headers = HTTPHeaders()
                headers.add(
                    name: "authorization",
                    value: "Basic " + Data("\(onFirst.id):\(onFirst.password)".utf8).base64EncodedString())
                #expect(
                    try await client.send(
                        .DELETE, "\(second.baseURL)/api/v1/announcements/\(onFirst.id)", headers: headers
                    ).status == 204)
                #expect(
                    try await client.send(.GET, "\(first.baseURL)/api/v1/announcements/\(onFirst.id)").status == 404)
                await first.stop()
                await second.stop()
            }
        }
    }

    @Test(
        "Given two petspot processes on one SQLite file, then each one's nearby list shows the other's new report at once, and not once the other deleted it"
    )
    func shareOneSQLiteFile() async throws {
        try await withTemporaryDirectory { directory in
            let shared = [
                "--database", directory.appendingPathComponent("shared.sqlite").path, "--photo-storage", "database",
            ]
            let first = try await ServerProcess.start(in: directory.appendingPathComponent("a"), arguments: shared)
            let second = try await ServerProcess.start(in: directory.appendingPathComponent("b"), arguments: shared)
            defer {
                Task {
                    await first.stop()
                    await second.stop()
                }
            }
            let photo = PlaceholderImage.png(
                width: 40, height: 30, background: (200, 120, 40), foreground: (20, 20, 20))
            // Both lists are in memory before anything is published.
            #expect(try await Self.nearbyNames(on: first) == [])
            #expect(try await Self.nearbyNames(on: second) == [])

            let onFirst = try await Self.publish(on: first, photo: photo, name: "Burek")
            #expect(try await Self.nearbyNames(on: second) == ["Burek"])
            _ = try await Self.publish(on: second, photo: photo, name: "Luna")
            #expect(try await Self.nearbyNames(on: first) == ["Burek", "Luna"])

            var headers = HTTPHeaders()
            headers.add(
                name: "authorization",
                value: "Basic " + Data("\(onFirst.id):\(onFirst.password)".utf8).base64EncodedString())
            #expect(
                try await HTTPClient.shared.send(
                    .DELETE, "\(second.baseURL)/api/v1/announcements/\(onFirst.id)", headers: headers
                ).status == 204)
            #expect(try await Self.nearbyNames(on: first) == ["Luna"])
            await first.stop()
            await second.stop()
        }
    }

    /// The pet names of the nearby list around the reports `publish` makes.
    private static func nearbyNames(on server: ServerProcess) async throws -> Set<String> {
        let list = try await HTTPClient.shared.send(
            .GET, "\(server.baseURL)/api/v1/announcements?lat=50.0617&lng=19.9373&range=5")
        #expect(list.status == 200)
        return Set(
            try json(list.body)["data"].flatMap { $0 as? [[String: Any]] }?.compactMap { $0["petName"] as? String }
                ?? [])
    }

    struct Published {
        let id: String
        let password: String
    }

    static func publish(on server: ServerProcess, photo: [UInt8], name: String) async throws -> Published {
        let client = HTTPClient.shared
        let created = try await client.send(
            .POST, "\(server.baseURL)/api/v1/announcements", headers: ["content-type": "application/json"],
            body: try jsonBuffer(validMissingReport(["petName": name])))
        #expect(created.status == 201)
        let body = try json(created.body)
        let published = Published(
            id: try #require(body["id"] as? String), password: try #require(body["managementPassword"] as? String))
        let multipart = Multipart(parts: [
            .init(name: "photo", fileName: "pet.png", contentType: "image/png", bytes: photo)
        ])
        var headers = HTTPHeaders()
        headers.add(name: "content-type", value: multipart.contentType)
        headers.add(
            name: "authorization",
            value: "Basic " + Data("\(published.id):\(published.password)".utf8).base64EncodedString())
        let upload = try await client.send(
            .POST, "\(server.baseURL)/api/v1/announcements/\(published.id)/photos", headers: headers,
            body: multipart.body)
        #expect(upload.status == 201)
        return published
    }

    static func json(_ buffer: ByteBuffer) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(buffer: buffer)) as? [String: Any] ?? [:]
    }
}
