import NIOCore
import PetSpotMultipart
import Testing

@Suite("multipart/form-data read once: whole, or damaged with what arrived kept")
struct MultipartBodyTests {
    static let boundary = "----petspot-\u{61}bc"

    static func body(cutAfter cut: Int? = nil) -> ByteBuffer {
        var text = "--\(boundary)\r\nContent-Disposition: form-data; name=\"intent\"\r\n\r\ncontinue\r\n"
        text +=
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"Rex.png\"\r\nContent-Type: image/png\r\n\r\n"
        text += "PNGBYTES\r\n--\(boundary)--\r\n"
        let bytes = Array(text.utf8)
        return ByteBuffer(bytes: cut.map { Array(bytes.prefix($0)) } ?? bytes)
    }

    @Test("Given a whole body, then each part comes with its name, file name, type and bytes")
    func wholeBody() {
        let form = MultipartBody(Self.body(), boundary: Self.boundary)
        #expect(form.isWhole)
        #expect(form.parts.map(\.name) == ["intent", "photo"])
        #expect(form.part(named: "intent").map { String(decoding: $0.bytes, as: UTF8.self) } == "continue")
        #expect(
            form.part(named: "photo")?.fileName == "Rex.png" && form.part(named: "photo")?.contentType == "image/png")
        #expect(form.part(named: "photo")?.bytes == Array("PNGBYTES".utf8))
    }

    @Test(
        "Given a body cut short (mid-file, or before its closing boundary), or not multipart at all, then it is not whole, and the parts that arrived whole are kept"
    )
    func damagedBodies() {
        let midFile = MultipartBody(Self.body(cutAfter: 170), boundary: Self.boundary)
        #expect(!midFile.isWhole)
        #expect(midFile.parts.map(\.name) == ["intent"], "the field before the damage")
        let noClose = MultipartBody(Self.body(cutAfter: Self.body().readableBytes - 10), boundary: Self.boundary)
        #expect(!noClose.isWhole)
        let garbage = MultipartBody(ByteBuffer(string: "just some text"), boundary: Self.boundary)
        #expect(!garbage.isWhole && garbage.parts.isEmpty)
    }

    @Test("Given content types, then only multipart/form-data with a boundary names one")
    func boundaries() {
        #expect(MultipartBody.boundary(ofContentType: "multipart/form-data; boundary=abc") == "abc")
        #expect(MultipartBody.boundary(ofContentType: "Multipart/Form-Data; charset=utf-8; boundary=\"a b\"") == "a b")
        #expect(MultipartBody.boundary(ofContentType: "multipart/form-data") == nil)
        #expect(MultipartBody.boundary(ofContentType: "multipart/form-data; boundary=") == nil)
        #expect(MultipartBody.boundary(ofContentType: "image/png") == nil)
    }
}
