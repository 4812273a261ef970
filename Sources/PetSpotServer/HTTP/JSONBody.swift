import Foundation
import Hummingbird
import NIOCore
import PetSpotDomain

/// Reads a JSON object body under the contract's rules: `application/json`, at most 100 KiB,
/// strict RFC 8259 JSON, an object. Every other case is a 400 `INVALID_FORMAT` (or 413), never a 500.
enum JSONBody {
    static let maximumBytes = 100 * 1024
    static let mergePatchType = MediaType(type: .application, subType: "merge-patch+json")

    /// `mergePatch`: an edit, which may also say `application/merge-patch+json` (RFC 7396).
    static func object(of request: Request, mergePatch: Bool = false) async throws -> [String: JSONValue] {
        guard let type = request.headers[.contentType].flatMap(MediaType.init(from:)),
            type.isType(.applicationJson) || (mergePatch && type.isType(Self.mergePatchType))
        else {
            throw APIError.invalidFormat(
                mergePatch
                    ? "Send the changes as a JSON merge patch with the header Content-Type: application/merge-patch+json (or application/json)"
                    : "Send the body as JSON with the header Content-Type: application/json")
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maximumBytes)
        } catch is NIOTooManyBytesError {
            throw APIError.payloadTooLarge("The JSON body is larger than 100 KiB")
        }
        guard buffer.readableBytes > 0 else {
            throw APIError.invalidFormat("The request body is empty; send a JSON object")
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(buffer: buffer))
        } catch {
            throw APIError.invalidFormat("The request body is not valid JSON; check quotes, commas and brackets")
        }
        switch StrictJSON.problem(in: buffer.readableBytesView) {
        case .trailingComma?:
            throw APIError.invalidFormat(
                "The request body is not strict JSON: remove the comma before a closing } or ]")
        case .duplicateKey(let key)?:
            throw APIError.invalidFormat(
                "The key \"\(key)\" appears twice in one object; give each key once", field: key)
        case nil:
            break
        }
        guard case .object(let object) = value else {
            throw APIError.invalidFormat("The request body must be a JSON object, not \(value.typeName)")
        }
        return object
    }
}
