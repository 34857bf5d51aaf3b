// swift-tools-version:6.2
// SwiftGauge: the gauge core (GaugeCore) and its C-ABI surface (GaugeABI). Nothing here is wasm-specific:
// build.sh compiles the same sources into web/swift-gauge.wasm with Embedded Swift.
import PackageDescription

let embeddedSafe: [SwiftSetting] = [.treatWarning("EmbeddedRestrictions", as: .error)]

let package = Package(
    name: "SwiftGauge",
    products: [
        .library(name: "GaugeCore", targets: ["GaugeCore"]),
        .library(name: "GaugeABI", targets: ["GaugeABI"]),
    ],
    targets: [
        .target(name: "GaugeCore", swiftSettings: embeddedSafe),
        .target(name: "GaugeABI", dependencies: ["GaugeCore"], swiftSettings: embeddedSafe),
        .testTarget(name: "GaugeCoreTests", dependencies: ["GaugeCore"]),
        .testTarget(name: "GaugeABITests", dependencies: ["GaugeABI", "GaugeCore"],
                    resources: []),
    ]
)
