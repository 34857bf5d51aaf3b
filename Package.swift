// swift-tools-version:6.2
// SwiftGauge: the gauge core (GaugeCore) and its C-ABI surface (GaugeABI). Nothing here is wasm-specific:
// build.sh compiles the same sources into web/swift-gauge.wasm with Embedded Swift.
import PackageDescription

// DeprecatedDeclaration as an error: the guard against converting a floating value to an integer other than
// through init(saturating:) (Sources/GaugeCore/Math/IntegerConversion.swift; build.sh passes the same to the wasm).
let embeddedSafe: [SwiftSetting] = [.treatWarning("EmbeddedRestrictions", as: .error),
                                    .treatWarning("DeprecatedDeclaration", as: .error)]

let package = Package(
    name: "SwiftGauge",
    // Apple platforms of 2024 on: the SVG writer's default id count is a Synchronization.Atomic (thread-safe, no
    // Foundation), which needs them. Linux and the Embedded wasm build have no minimum.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    // What a consumer depends on: the core. GaugeABI is the C surface the wasm exports (and the tests call),
    // not an API for Swift packages.
    products: [
        .library(name: "GaugeCore", targets: ["GaugeCore"]),
    ],
    targets: [
        // libm: sqrt/round/floor… are C calls on Linux; test binaries get libm via Foundation, executables do not.
        .target(name: "GaugeCore", swiftSettings: embeddedSafe,
                linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "GaugeABI", dependencies: ["GaugeCore"], swiftSettings: embeddedSafe),
        // `swift run -c release GaugeBench`: render calls per second natively (./build.sh bench).
        .executableTarget(name: "GaugeBench", dependencies: ["GaugeABI"], path: "Benchmarks/GaugeBench"),
        // The constants the JS host shares with the core, written as web/src/vocabulary.js (tools/vocabulary.sh).
        // Native only: build.sh compiles just Sources/GaugeCore and Sources/GaugeABI into the wasm.
        .target(name: "GaugeVocabulary", dependencies: ["GaugeCore", "GaugeABI"]),
        .executableTarget(name: "gauge-vocabulary", dependencies: ["GaugeVocabulary"]),
        .testTarget(name: "GaugeCoreTests", dependencies: ["GaugeCore"]),
        .testTarget(name: "GaugeABITests", dependencies: ["GaugeABI", "GaugeCore"],
                    resources: []),
        .testTarget(name: "GaugeVocabularyTests", dependencies: ["GaugeVocabulary", "GaugeABI", "GaugeCore"]),
    ]
)
