// The one conversion of a floating value to an integer (docs/wasm-build.md › Floating values to integers): what
// `init(saturating:)` gives, the same natively as in wasm32, and the guard that makes every other conversion in
// Sources a compile error — proved by compiling a probe of each conversion against the guard file.
import Foundation
import Testing
@testable import GaugeCore

@Suite struct IntegerConversionTests {
    @Test func saturatingIsTheSameOnEveryTarget() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: 2.9) == 2 && Int(saturating: -2.9) == -2, "truncated toward zero")
        #expect(Int(saturating: 3.4e9) == 2_147_483_647, "Int32's range natively too: the wasm's Int")
        #expect(Int(saturating: -3.4e9) == -2_147_483_648)
        #expect(Int(saturating: .infinity) == 2_147_483_647 && Int(saturating: -.infinity) == -2_147_483_648)
        #expect(Int(saturating: 2_147_483_647.9) == 2_147_483_647)
        #expect(Int32(saturating: 1e300) == .max && Int32(saturating: -0.0) == 0)
        #expect(UInt32(saturating: -1) == 0 && UInt32(saturating: 255.5) == 255 && UInt32(saturating: .nan) == 0)
        #expect(UInt32(saturating: 1e10) == 2_147_483_647)
        #expect(Int64(saturating: 1e300) == 9_223_372_036_854_774_784 && Int64(saturating: -.infinity) == -9_223_372_036_854_774_784)
        #expect(Int64(saturating: 9.0e18) == 9_000_000_000_000_000_000 && Int64(saturating: .nan) == 0)
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let types = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// Every floating → integer init of the standard library (10 types × Double, Float, and the generic one) is an
    /// error with the guard and -Werror DeprecatedDeclaration, as the builds compile Sources; `exactly:` and
    /// `saturating:` compile. Deleting a guard declaration fails this test.
    @Test func theGuardRefusesEveryOtherConversion() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("guard-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var probe = "func probe(_ d: Double, _ f: Float) {\n"
        var lines: [Int] = []
        for t in Self.types {
            for x in ["d", "f"] {
                probe += "    _ = \(t)(\(x))\n"
                lines.append(probe.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
            }
        }
        probe += "    _ = Int(exactly: d); _ = Int(saturating: d); _ = Int32(saturating: d); _ = UInt32(saturating: d)\n"
        probe += "    _ = Int64(saturating: d); _ = Int(3); _ = Int(UInt8(3))\n}\n"
        probe += "func generic<T: BinaryFloatingPoint>(_ x: T) -> Int { Int(x) }\n"
        lines.append(probe.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        let file = dir.appendingPathComponent("Probe.swift")
        try probe.write(to: file, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "Probe",
                       "-package-name", "SwiftGauge", "-Werror", "DeprecatedDeclaration",
                       Self.root.appendingPathComponent("Sources/GaugeCore/Math/IntegerConversion.swift").path, file.path]
        let pipe = Pipe()
        p.standardError = pipe
        p.standardOutput = pipe
        try p.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus != 0)
        let errors = out.split(separator: "\n").filter { $0.hasPrefix(file.path + ":") && $0.contains(": error: ") }
        let errorLines = Set(errors.compactMap { Int($0.dropFirst(file.path.count + 1).prefix { $0 != ":" }) })
        #expect(errorLines == Set(lines), "errors on lines \(errorLines.sorted()), want \(lines)\n\(out)")
        #expect(errors.allSatisfy { $0.contains("is deprecated: a floating value to an integer") }, "\(errors)")
    }

    /// The builds treat the guard's deprecation as an error: SwiftPM for GaugeCore and GaugeABI, build.sh for the wasm.
    @Test func theBuildsTreatTheGuardAsAnError() throws {
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(package.contains(#".treatWarning("DeprecatedDeclaration", as: .error)"#))
        #expect(package.contains("swiftSettings: embeddedSafe,") && package.contains(#"name: "GaugeABI", dependencies: ["GaugeCore"], swiftSettings: embeddedSafe"#))
        let build = try String(contentsOf: Self.root.appendingPathComponent("build.sh"), encoding: .utf8)
        #expect(build.contains("-Werror DeprecatedDeclaration"))
    }
}
