import Foundation
import Testing
import PetSpotDomain

/// The photos `Fixtures/make-fixtures.py` made with Pillow, and their colours.
enum Fixtures {
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
        return Array(try Data(contentsOf: url))
    }

    static let red: (UInt8, UInt8, UInt8) = (220, 30, 30)
    static let green: (UInt8, UInt8, UInt8) = (30, 200, 30)
    static let blue: (UInt8, UInt8, UInt8) = (30, 30, 220)
    static let yellow: (UInt8, UInt8, UInt8) = (240, 220, 20)
    static let white: (UInt8, UInt8, UInt8) = (255, 255, 255)
}
