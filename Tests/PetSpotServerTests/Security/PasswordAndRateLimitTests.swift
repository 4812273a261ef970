import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdBcrypt
import Testing
@testable import PetSpotServer
import PetSpotReaching
import PetSpotStorage

@Suite("Management passwords and the failed-password limit")
struct PasswordAndRateLimitTests {
    @Test(
        "Given many generated passwords, then each is 10 symbols of Crockford base 32 (50 bits) shown as XXXXX-XXXXX, and they differ"
    )
    func generatedPasswords() {
        let passwords = (0..<500).map { _ in ManagementPassword.generate() }
        for password in passwords {
            #expect(password.description.wholeMatch(of: /[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}/) != nil)
            #expect(ManagementPassword(typed: password.description) == password)
        }
        #expect(Set(passwords.map(\.canonical)).count == 500)
        // 32 symbols × 10 positions: every symbol shows up somewhere in 500 passwords.
        #expect(Set(passwords.flatMap(\.canonical)).count == 32)
    }

    @Test("Given a typed password, then case, spaces, hyphens and the look-alikes O, I and L are forgiven")
    func forgivingReader() {
        let password = ManagementPassword(typed: "K7QM1-XPD0R")
        #expect(password != nil)
        #expect(ManagementPassword(typed: "k7qml xpdor") == password)
        #expect(ManagementPassword(typed: "K7QMIXPDOR") == password)
        #expect(ManagementPassword(typed: "K7QM1-XPD0") == nil, "too short")
        #expect(ManagementPassword(typed: "K7QM1-XPD0RU") == nil, "U is not a symbol")
        #expect(ManagementPassword(typed: "") == nil)
    }

    @Test(
        "Given a password hash, then it is salted PBKDF2-SHA256 with its rounds: the same password hashes differently and verifies"
    )
    func hashing() async throws {
        let hasher = PasswordHasher(rounds: 10)
        let password = ManagementPassword.generate()
        let first = try await hasher.hash(password)
        let second = try await hasher.hash(password)
        #expect(first.hasPrefix("$pbkdf2-sha256$10$"))
        #expect(first.split(separator: "$").count == 4)
        #expect(first != second)
        #expect(!first.contains(password.canonical))
        #expect(try await hasher.verify(password, against: first))
        #expect(try await !hasher.verify(ManagementPassword.generate(), against: first))
        // Verification reads the rounds from the hash, not from the hasher.
        #expect(try await PasswordHasher(rounds: 2_000).verify(password, against: first))
        #expect(try await !hasher.verify(password, against: "$pbkdf2-sha256$10$not-base64$"))
    }

    @Test("Given a bcrypt hash stored by an earlier version, then its password still verifies")
    func legacyBcrypt() async throws {
        let password = try #require(ManagementPassword(typed: "K7QM2-XPD4R"))
        let legacy = Bcrypt.hash(password.canonical, cost: 4)
        #expect(try await PasswordHasher(rounds: 10).verify(password, against: legacy))
        #expect(try await !PasswordHasher(rounds: 10).verify(ManagementPassword.generate(), against: legacy))
    }

    @Test("Given two strings, then the constant-time comparison agrees with ==")
    func constantTime() {
        #expect(ConstantTime.equals("operator-token", "operator-token"))
        #expect(!ConstantTime.equals("operator-token", "operator-tokem"))
        #expect(!ConstantTime.equals("operator-token", "operator-token-longer"))
        #expect(!ConstantTime.equals("", "x"))
        #expect(ConstantTime.equals("", ""))
    }

    @Test(
        "Given 5 wrong passwords for one announcement, when a 6th try comes, then 429 RATE_LIMITED with Retry-After, even with the right password; after the window it works"
    )
    func rateLimit() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let other = try await app.client.create(validMissingReport())
            let uri = "/api/v1/announcements/\(created.id)"
            for attempt in 1...5 {
                let response = try await app.client.execute(
                    uri: uri, method: .delete, headers: basicAuthorization(created.id, "AAAAA-AAAA\(attempt)"))
                #expect(response.status == .forbidden, "attempt \(attempt)")
            }
            let locked = try await app.client.execute(
                uri: uri, method: .delete, headers: basicAuthorization(created.id, created.password))
            #expect(locked.status == .tooManyRequests)
            #expect(try locked.errorBody()["code"] as? String == "RATE_LIMITED")
            #expect(locked.headers[.retryAfter] == "900")
            // Other announcements are not affected.
            let otherUpload = try await app.client.uploadPhoto(
                samplePNG, to: other, fileName: "a.png", contentType: "image/png")
            #expect(otherUpload.status == .created)

            app.clock.advance(by: 600)
            let stillLocked = try await app.client.execute(
                uri: uri, method: .delete, headers: basicAuthorization(created.id, created.password))
            #expect(stillLocked.headers[.retryAfter] == "300")
            app.clock.advance(by: 301)
            let afterWindow = try await app.client.execute(
                uri: uri, method: .delete, headers: basicAuthorization(created.id, created.password))
            #expect(afterWindow.status == .noContent)
        }
    }

    @Test("Given a correct password after some failures, then the count starts again")
    func successResets() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let uri = "/api/v1/announcements/\(created.id)/photos"
            for _ in 1...4 {
                _ = try await app.client.uploadPhoto(
                    samplePNG, to: Created(id: created.id, password: "AAAAA-AAAAA", json: [:]))
            }
            #expect(
                try await app.client.uploadPhoto(samplePNG, to: created, fileName: "a.png", contentType: "image/png")
                    .status == .created)
            for _ in 1...4 {
                _ = try await app.client.uploadPhoto(
                    samplePNG, to: Created(id: created.id, password: "AAAAA-AAAAA", json: [:]))
            }
            #expect(
                try await app.client.uploadPhoto(samplePNG, to: created, fileName: "a.png", contentType: "image/png")
                    .status == .created, "\(uri)")
        }
    }
}
