// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PetSpot",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "PetSpotDomain", targets: ["PetSpotDomain"]),
        .library(name: "PetSpotFlows", targets: ["PetSpotFlows"]),
    ],
    dependencies: [
        // Test-only: a controllable clock so time-outs are tested without sleeping.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "PetSpotDomain",
            resources: [.process("Resources")]
        ),
        .target(
            name: "PetSpotFlows",
            dependencies: ["PetSpotDomain"]
        ),
        .testTarget(
            name: "PetSpotDomainTests",
            dependencies: ["PetSpotDomain"]
        ),
        .testTarget(
            name: "PetSpotFlowsTests",
            dependencies: [
                "PetSpotFlows",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
