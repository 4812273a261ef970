import PetSpotDomain
import PetSpotImaging
import Testing

struct RGBImageTests {
    /// A 3×2 image whose pixels are numbered 0…5 in every channel, row by row.
    private let numbered = RGBImage(width: 3, height: 2, pixels: (0..<6).flatMap { [UInt8($0), UInt8($0), UInt8($0)] })

    private func values(_ image: RGBImage) -> [[UInt8]] {
        (0..<image.height).map { y in (0..<image.width).map { x in image.pixel(x: x, y: y).red } }
    }

    @Test func everyOrientationPutsThePixelsUpright() {
        // Each case: the image as stored, turned upright as the orientation says.
        let expected: [ExifOrientation: [[UInt8]]] = [
            .up: [[0, 1, 2], [3, 4, 5]],
            .upMirrored: [[2, 1, 0], [5, 4, 3]],
            .down: [[5, 4, 3], [2, 1, 0]],
            .downMirrored: [[3, 4, 5], [0, 1, 2]],
            .leftMirrored: [[0, 3], [1, 4], [2, 5]],
            .right: [[3, 0], [4, 1], [5, 2]],
            .rightMirrored: [[5, 2], [4, 1], [3, 0]],
            .left: [[2, 5], [1, 4], [0, 3]],
        ]
        for orientation in ExifOrientation.allCases {
            #expect(values(numbered.upright(from: orientation)) == expected[orientation], "\(orientation)")
        }
    }

    @Test func shrinkingAveragesTheCoveredPixels() {
        let image = RGBImage(
            width: 4, height: 2,
            pixels: [10, 20, 30, 50].flatMap { [$0, $0, $0] } + [30, 40, 50, 70].flatMap { [$0, $0, $0] })
        let half = image.fitted(withinLongSide: 2)
        #expect((half.width, half.height) == (2, 1))
        #expect(values(half) == [[25, 50]])
        #expect(image.fitted(withinLongSide: 4) == image, "never enlarged, never copied when it fits")
    }

    @Test func shrinkingKeepsTheAspectRatio() {
        let wide = RGBImage(width: 1000, height: 10, pixels: [UInt8](repeating: 7, count: 1000 * 10 * 3)).fitted(
            withinLongSide: 100)
        #expect((wide.width, wide.height) == (100, 1))
        #expect(wide.pixels.allSatisfy { $0 == 7 })
    }
}
