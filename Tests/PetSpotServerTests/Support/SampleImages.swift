@testable import PetSpotServer
import PetSpotPhotos

/// A small valid PNG.
let samplePNG = PlaceholderImage.png(width: 16, height: 12, background: (200, 120, 40), foreground: (255, 255, 255))

/// A real 8×8 JPEG carrying EXIF GPS and an XMP location.
let sampleJPEGWithGPS = JPEGLocationScrubberTests.JPEGFixture().bytes

/// The same JPEG as the server should store it.
let sampleJPEGScrubbed = JPEGLocationScrubberTests.JPEGFixture(expectingScrubbed: true).bytes
