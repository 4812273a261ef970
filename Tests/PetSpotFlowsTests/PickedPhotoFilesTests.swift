import Foundation
import PetSpotDomain
@testable import PetSpotFlows
import Testing

@Suite("Picked photos are kept by name, so a draft finds its photo after the app's folder moves")
struct PickedPhotoFilesTests {
    @Test(
        "Given a photo saved, when the folder moves (an app update moves the container) and a draft is resumed, then its photo is read from the new place; a path from an older draft still reads"
    )
    func photoSurvivesAMove() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("picked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let before = PickedPhotoFiles(directory: root.appendingPathComponent("old/PickedPhotos"))
        let bytes = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        let location = try before.save(bytes, fileExtension: "png")
        #expect(!location.contains("/") && location.hasSuffix(".png"), "a name, not a path: \(location)")
        let photo = PhotoReference(fileName: "cat.png", type: .png, byteCount: bytes.count, location: location)
        let draft = try JSONEncoder().encode(photo)

        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("new"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("old/PickedPhotos"), to: root.appendingPathComponent("new/PickedPhotos"))
        let after = PickedPhotoFiles(directory: root.appendingPathComponent("new/PickedPhotos"))
        #expect(try after.read(JSONDecoder().decode(PhotoReference.self, from: draft)) == bytes)

        let olderDraft = PhotoReference(
            fileName: "cat.png", type: .png, byteCount: bytes.count, location: after.url(for: location).path)
        #expect(try after.read(olderDraft) == bytes)
    }
}
