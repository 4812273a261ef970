import Testing
import PetSpotDomain

@Suite("Photo rule")
struct PhotoRuleTests {
    @Test(
        "Given a supported MIME type, when a photo is accepted, then its type comes from the MIME type",
        arguments: [
            ("image/jpeg", PhotoType.jpeg), ("image/jpg", .jpeg), ("image/pjpeg", .jpeg), ("image/png", .png),
            ("image/heic", .heic), ("image/heif", .heic), ("image/gif", .gif), ("image/webp", .webp),
            ("IMAGE/PNG", .png),
        ]
    )
    func acceptedByMIMEType(mimeType: String, type: PhotoType) throws {
        let reference = try PhotoRule.accept(
            fileName: "upload", mimeType: mimeType, byteCount: 850_000, location: "/tmp/upload"
        ).get()
        #expect(
            reference == PhotoReference(fileName: "upload", type: type, byteCount: 850_000, location: "/tmp/upload"))
    }

    @Test(
        "Given no MIME type but a supported extension, when a photo is accepted, then its type comes from the file name",
        arguments: [
            ("photo.jpg", PhotoType.jpeg), ("photo.JPEG", .jpeg), ("IMG_0001.jpe", .jpeg), ("photo.png", .png),
            ("IMG_0002.HEIC", .heic), ("photo.heif", .heic), ("anim.gif", .gif), ("photo.webp", .webp),
            ("my.dog.png", .png),
        ]
    )
    func acceptedByExtension(fileName: String, type: PhotoType) throws {
        let reference = try PhotoRule.accept(fileName: fileName, mimeType: nil, byteCount: 1, location: "key-1").get()
        #expect(reference.type == type)
        #expect(reference.fileName == fileName)
        #expect(reference.byteCount == 1)
        #expect(reference.location == "key-1")
    }

    @Test(
        "Given a PDF or a file without a supported type, when picked, then it is refused with a message naming the file",
        arguments: [("scan.pdf", "application/pdf"), ("scan.pdf", nil), ("README", nil), ("photo.bmp", "image/bmp")]
            as [(String, String?)]
    )
    func unsupportedTypeRefused(fileName: String, mimeType: String?) {
        let result = PhotoRule.accept(fileName: fileName, mimeType: mimeType, byteCount: 1000, location: "x")
        #expect(result == .failure(FieldProblem(.invalidFormat, Copy.Photo.unsupportedType(fileName))))
        #expect(
            Copy.Photo.unsupportedType(fileName)
                == "\(fileName) isn't a supported image. Choose a JPEG, PNG, HEIC, GIF or WEBP photo.")
    }

    @Test("Given a photo of exactly 10 MB, when picked, then it is accepted")
    func exactlyTenMegabytesAccepted() throws {
        #expect(PhotoRule.maxBytes == 10_000_000)
        let reference = try PhotoRule.accept(
            fileName: "big.jpg", mimeType: "image/jpeg", byteCount: 10_000_000, location: "x"
        ).get()
        #expect(reference.byteCount == 10_000_000)
    }

    @Test(
        "Given a photo one byte over 10 MB, when picked, then it is refused with a message naming the file and the limit"
    )
    func overTenMegabytesRefused() {
        let result = PhotoRule.accept(fileName: "big.jpg", mimeType: "image/jpeg", byteCount: 10_000_001, location: "x")
        guard case .failure(let problem) = result else {
            Issue.record("Expected a refusal, got \(result)")
            return
        }
        #expect(problem.code == .invalidFormat)
        #expect(problem.message == Copy.Photo.tooLarge("big.jpg"))
        #expect(
            problem.message.hasPrefix("big.jpg is larger than 10 MB."),
            "the file's own name and the limit, nothing else to decode")
    }

    @Test("Given an empty file, when picked, then it is refused as empty", arguments: [0, -1])
    func emptyRefused(byteCount: Int) {
        let result = PhotoRule.accept(fileName: "empty.png", mimeType: "image/png", byteCount: byteCount, location: "x")
        #expect(result == .failure(FieldProblem(.invalidFormat, Copy.Photo.empty)))
    }

    @Test(
        "Given a byte count, when displayed, then it reads in decimal KB below a megabyte and MB with one decimal above",
        arguments: [
            (850_000, "850 KB"), (2_400_000, "2.4 MB"), (1_000_000, "1.0 MB"), (12_345, "12 KB"),
            (999, "1 KB"), (1, "1 KB"), (10_000_000, "10.0 MB"),
        ]
    )
    func displayedSize(bytes: Int, expected: String) {
        #expect(PhotoRule.displayedSize(bytes) == expected)
        #expect(
            PhotoReference(fileName: "a.jpg", type: .jpeg, byteCount: bytes, location: "x").displayedSize == expected)
    }

    @Test(
        "Given a photo type, then its MIME type and file extension are the usual ones",
        arguments: [
            (PhotoType.jpeg, "image/jpeg", "jpg"), (.png, "image/png", "png"), (.heic, "image/heic", "heic"),
            (.gif, "image/gif", "gif"), (.webp, "image/webp", "webp"),
        ]
    )
    func photoTypeNames(type: PhotoType, mimeType: String, fileExtension: String) {
        #expect(type.mimeType == mimeType)
        #expect(type.fileExtension == fileExtension)
        #expect(PhotoType(mimeType: mimeType) == type)
        #expect(PhotoType(fileName: "x.\(fileExtension)") == type)
    }
}
