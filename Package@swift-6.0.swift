// swift-tools-version:6.0
// SwiftGauge for Swift 6.0 and 6.1: the manifest SwiftPM reads with those toolchains (a version-specific manifest;
// Package.swift, tools 6.2, is read by 6.2 and later). It declares what a package depending on SwiftGauge builds —
// the GaugeCore library — with the same platforms and language mode (Swift 6), without Package.swift's 6.2-only
// settings (`.treatWarning`: the build's guards that turn the Embedded-Swift restrictions and float → int
// conversions outside `init(saturating:)` into errors; they check this repository's code, not a consumer's).
// GaugeCore's sources use nothing newer than Swift 6.0 (typed throws, noncopyable generics, the Synchronization
// module's Atomic and Mutex). The repository's own targets (the C ABI, the benchmark, the vocabulary generator)
// and its tests need Swift 6.2 (README › The two commands).
import PackageDescription

let package = Package(
    name: "SwiftGauge",
    // As Package.swift: Apple platforms of 2024 on, for Synchronization's Atomic and Mutex (the SVG writer's id
    // count and the flattening memo). Linux has no minimum.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "GaugeCore", targets: ["GaugeCore"]),
    ],
    targets: [
        // libm: sqrt/round/floor… are C calls on Linux; test binaries get libm via Foundation, executables do not.
        .target(name: "GaugeCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    ]
)
