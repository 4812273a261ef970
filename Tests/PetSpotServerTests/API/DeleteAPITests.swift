import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import PetSpotDomain
import Testing
@testable import PetSpotServer

@Suite("DELETE /api/v1/announcements/{id}")
struct DeleteAPITests {
    @Test("Given the owner's password, when deleting, then 204, the report is gone and its photo file removed")
    func ownerDeletes() async throws {
        try await withTestApp { app in
            let created = try await app.client.createListed(validMissingReport())
            #expect(try app.storedPhotoFiles().count == 1 + PhotoRendition.sizes.count, "the photo and its renditions")
            let response = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .delete,
                headers: basicAuthorization(created.id, created.password))
            #expect(response.status == .noContent)
            #expect(try await app.client.getJSON("/api/v1/announcements/\(created.id)").status == .notFound)
            #expect(try app.storedPhotoFiles().isEmpty)
        }
    }

    @Test("Given the operator token, when deleting, then 204")
    func operatorDeletes() async throws {
        try await withTestApp { app in
            let created = try await app.client.createListed(validMissingReport())
            let response = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .delete,
                headers: [.authorization: "Bearer operator-secret-token-of-32-characters"])
            #expect(response.status == .noContent)
            #expect(try app.storedPhotoFiles().isEmpty)
        }
    }

    @Test("Given a wrong operator token, when deleting, then 403 and the report stays")
    func wrongOperatorToken() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let response = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .delete,
                headers: [.authorization: "Bearer operator-secret-tokem"])
            #expect(response.status == .forbidden)
            #expect(try await app.client.getJSON("/api/v1/announcements/\(created.id)").status == .ok)
        }
    }

    @Test("Given no operator token configured, when an operator deletes, then 403: operators cannot delete")
    func noTokenConfigured() async throws {
        try await withTestApp({ $0.adminToken = nil }) { app in
            let created = try await app.client.create(validMissingReport())
            for header in ["Bearer operator-secret-token-of-32-characters", "Bearer ", "Bearer null"] {
                let response = try await app.client.execute(
                    uri: "/api/v1/announcements/\(created.id)", method: .delete, headers: [.authorization: header])
                #expect(response.status.code >= 401 && response.status.code <= 403, "\(header)")
            }
            #expect(try await app.client.getJSON("/api/v1/announcements/\(created.id)").status == .ok)
        }
    }

    @Test(
        "Given no Authorization or an unreadable one, when deleting, then 401 UNAUTHENTICATED",
        arguments: [
            nil, "Basic !!!notbase64", "Basic " + Data("no-colon".utf8).base64EncodedString(), "Digest abc", "Bearer",
        ])
    func unauthenticated(_ header: String?) async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            var headers: HTTPFields = [:]
            if let header { headers[.authorization] = header }
            let response = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .delete, headers: headers)
            #expect(response.status == .unauthorized)
            #expect(try response.errorBody()["code"] as? String == "UNAUTHENTICATED")
        }
    }

    @Test("Given a wrong password, when deleting, then 403 and the report stays")
    func wrongPassword() async throws {
        try await withTestApp { app in
            let created = try await app.client.create(validMissingReport())
            let response = try await app.client.execute(
                uri: "/api/v1/announcements/\(created.id)", method: .delete,
                headers: basicAuthorization(created.id, "ZZZZZ-ZZZZZ"))
            #expect(response.status == .forbidden)
            #expect(try await app.client.getJSON("/api/v1/announcements/\(created.id)").status == .ok)
        }
    }

    @Test("Given an unknown id, when deleting with credentials or the operator token, then 404")
    func unknownID() async throws {
        try await withTestApp { app in
            let id = UUID().uuidString.lowercased()
            let asOwner = try await app.client.execute(
                uri: "/api/v1/announcements/\(id)", method: .delete, headers: basicAuthorization(id, "AAAAA-AAAAA"))
            #expect(asOwner.status == .notFound)
            let asOperator = try await app.client.execute(
                uri: "/api/v1/announcements/\(id)", method: .delete,
                headers: [.authorization: "Bearer operator-secret-token-of-32-characters"])
            #expect(asOperator.status == .notFound)
        }
    }
}
