import CPetSpotImaging
import PetSpotDomain

/// JPEG and PNG through libjpeg-turbo and libpng (C, in `CPetSpotImaging`): the two decoders
/// the most fuzzed of their kind (both in OSS-Fuzz), which matters for files strangers upload;
/// both come with Debian's base image, so `swift run petspot serve` needs nothing installed.
public enum ImageCodec {
    /// The types it reads. HEIC, WebP and GIF photos are served as they are.
    public static let decodable: Set<PhotoType> = [.jpeg, .png]

    /// A decoded photo's pixels, whose longer side is at least `longSide` when the photo's is,
    /// and the orientation its EXIF states.
    public static func decode(
        _ bytes: [UInt8], as type: PhotoType, longSideAtLeast longSide: Int
    ) throws(ImageCodecError) -> (image: RGBImage, orientation: ExifOrientation) {
        var decoded = ps_image()
        let succeeded = bytes.withUnsafeBufferPointer { buffer in
            switch type {
            case .jpeg:
                ps_decode_jpeg(buffer.baseAddress, buffer.count, Int32(clamping: longSide), maximumPixels, &decoded)
            case .png: ps_decode_png(buffer.baseAddress, buffer.count, maximumPixels, &decoded)
            case .heic, .gif, .webp: Int32(-1)
            }
        }
        defer {
            ps_free(decoded.pixels)
            ps_free(decoded.exif)
        }
        guard succeeded != -1 else { throw .unsupported(type) }
        guard succeeded == 1, let pixels = decoded.pixels else { throw .unreadable(message(of: &decoded.message)) }
        let width = Int(decoded.width), height = Int(decoded.height)
        let image = RGBImage(
            width: width, height: height, pixels: Array(UnsafeBufferPointer(start: pixels, count: width * height * 3)))
        let orientation =
            decoded.exif.map {
                ExifOrientation(tiff: Array(UnsafeBufferPointer(start: $0, count: decoded.exif_length)))
            } ?? .up
        return (image, orientation)
    }

    /// The pixels as a baseline JPEG.
    public static func jpeg(_ image: RGBImage, quality: Int) throws(ImageCodecError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        var failure = ps_image().message
        let succeeded = image.pixels.withUnsafeBufferPointer { pixels in
            withUnsafeMutablePointer(to: &failure) { failure in
                failure.withMemoryRebound(to: CChar.self, capacity: 160) { failure in
                    ps_encode_jpeg(
                        pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(quality), &output, &length,
                        failure)
                }
            }
        }
        defer { ps_free(output) }
        guard succeeded == 1, let output else { throw .unreadable(message(of: &failure)) }
        return Array(UnsafeBufferPointer(start: output, count: Int(length)))
    }

    /// 40 megapixels: above any phone's photo, and at most 120 MB of pixels while one is decoded.
    static let maximumPixels = 40_000_000

    private static func message<Tuple>(of tuple: inout Tuple) -> String {
        withUnsafeBytes(of: &tuple) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

public enum ImageCodecError: Error, Equatable, CustomStringConvertible {
    case unsupported(PhotoType)
    /// The library's words.
    case unreadable(String)

    public var description: String {
        switch self {
        case .unsupported(let type): "\(type.rawValue) photos are not decoded"
        case .unreadable(let message): "the image could not be read: \(message)"
        }
    }
}
