// Runs the shared fixtures in Tests/Fixtures through the C ABI natively (node runs them against the wasm).
import Foundation
import Testing
@testable import GaugeABI
import GaugeCore

struct Fixture: CustomTestStringConvertible {
    let name: String
    let url: URL
    var inputs: [(key: String, value: String)] = []
    var expected = ""
    var testDescription: String { name }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func all() -> [Fixture] {
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "fixture" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { Fixture(url: $0) }
    }

    init(url: URL) {
        self.url = url
        name = url.deletingPathExtension().lastPathComponent
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let parts = text.components(separatedBy: "\n---\n")
        for line in parts[0].split(separator: "\n") where !line.hasPrefix("#") {
            guard let eq = line.firstIndex(of: "=") else { continue }
            inputs.append((String(line[..<eq]), String(line[line.index(after: eq)...])))
        }
        expected = parts.count > 1 ? parts[1] : ""
    }

    var header: String { String((try? String(contentsOf: url, encoding: .utf8))?.components(separatedBy: "\n---\n")[0] ?? "") }

    func input(_ key: String) -> String? { inputs.first { $0.key == key }?.value }

    static func number(_ s: String) -> Double {
        switch s { case "nan": return .nan; case "inf": return .infinity; case "-inf": return -.infinity
        default: return Double(s)! }
    }

    /// Applies the inputs through the ABI and returns "text form + hash line".
    func run() throws -> String { try runWithSVG().text }

    /// "text form + hash line", and the SVG of the same display list (`gauge_describe(h, 4)`).
    /// `inspect`, when given, gets the set-up gauge and the fixture's size and ratio before the first render.
    func runWithSVG(inspect: ((Int32, Double, Double, Double) -> Void)? = nil) throws -> (text: String, svg: String) {
        let h = gauge_create()
        defer { _ = gauge_destroy(h) }
        let style = GaugeStyle.allCases.first { $0.name == input("style") }!
        #expect(gauge_set_style(h, style.rawValue) == 0)
        if let b = input("bounds") {
            let p = b.split(separator: ",").map { Fixture.number(String($0)) }
            #expect(gauge_set_bounds(h, p[0], p[1]) == 0)
        }
        #expect(gauge_set_value(h, Fixture.number(input("value") ?? "0")) == 0)
        if let t = input("label") { #expect(setText(h, role: 0, t) == 0) }
        if let t = input("currentValueLabel") { #expect(setText(h, role: 1, t) == 0) }
        if let t = input("boundsLabels") {
            let p = t.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            #expect(setBoundsLabels(h, p[0], p[1]) == 0)
        }
        if let t = input("tint") { #expect(setTint(h, t) == 0) }
        if let c = input("colorScheme") { #expect(gauge_set_color_scheme(h, c == "dark" ? 1 : 0) == 0) }
        if let a = input("animation") {
            let p = a.split(separator: " ").dropFirst().map { Fixture.number(String($0)) }
            let status = a.hasPrefix("spring") ? gauge_set_animation(h, 2, p[0], p[1], 0, 0, 0)
                : gauge_set_animation(h, 1, p[0], p[1], p[2], p[3], p[4])
            #expect(status == 0)
        }
        if let t = input("valueAnimation") { #expect(gauge_set_value_animation(h, UInt32(t)!) == 0) }
        if let t = input("format") { #expect(setFormat(h, t) == 0) }
        if let t = input("direction") { #expect(gauge_set_layout_direction(h, t == "rtl" ? 1 : 0) == 0) }
        if let t = input("dial") {
            let p = t.split(separator: ",").map { Fixture.number(String($0)) }
            #expect(gauge_set_dial(h, p[0], p[1], UInt32(p[2]), UInt32(p[3]), UInt32(p[4]), UInt32(p[5])) == 0)
        }
        if input("dialTicks") != nil || input("ticksAtZones") != nil {  // records, and 1 for ticks at zones: gauge_set_dial_ticks
            #expect(setRecords(h, input("dialTicks") ?? "", zones: false, ticksAtZones: UInt32(input("ticksAtZones") ?? "0")!) == 0)
        }
        if let t = input("needle") {  // `shape,hubRadius`: gauge_set_needle
            let p = t.split(separator: ",").map { Fixture.number(String($0)) }
            #expect(gauge_set_needle(h, UInt32(p[0]), p[1]) == 0)
        }
        if let t = input("zones") { #expect(setRecords(h, t, zones: true) == 0) }
        if let t = input("values") { #expect(setRecords(h, t, zones: false) == 0) }
        if let t = input("origin") { #expect(gauge_set_origin(h, Fixture.number(t)) == 0) }
        if let t = input("target") { #expect(gauge_set_target(h, Fixture.number(t)) == 0) }
        if let t = input("segments") { #expect(gauge_set_segments(h, UInt32(t)!) == 0) }
        if let t = input("thresholdMarkers") { #expect(gauge_set_threshold_markers(h, UInt32(t)!) == 0) }
        if let t = input("orientation") { #expect(gauge_set_orientation(h, t == "vertical" ? 1 : 0) == 0) }
        if let t = input("thickness") {  // `thickness[,unit]`: gauge_set_thickness (unit 1 CSS px by default)
            let p = t.split(separator: ",").map { Fixture.number(String($0)) }
            #expect(gauge_set_thickness(h, p[0], p.count > 1 ? UInt32(p[1]) : 1) == 0)
        }
        if let t = input("fontScale") { #expect(gauge_set_font_scale(h, Fixture.number(t)) == 0) }  // gauge_set_font_scale
        if let t = input("ring") {
            let p = t.split(separator: ",").map { Fixture.number(String($0)) }
            #expect(gauge_set_ring_arc(h, p[0], p[1], UInt32(p[2])) == 0)
        }
        if let t = input("reference") {  // `value,absolute|relative`: gauge_set_reference
            let p = t.split(separator: ",")
            #expect(gauge_set_reference(h, Fixture.number(String(p[0])), p.count > 1 && p[1] == "relative" ? 1 : 0) == 0)
        }
        if let t = input("deltaSymbols") {  // `increasing|decreasing`: gauge_set_delta_symbols
            let p = t.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            #expect(setDeltaSymbols(h, p[0], p[1]) == 0)
        }
        for (role, key) in ["trackColor", "labelColor", "valueColor"].enumerated() {
            if let t = input(key) { #expect(setColor(h, UInt32(role), t) == 0) }
        }
        for (role, key) in [(3, "hubColor"), (4, "increasingColor"), (5, "decreasingColor"), (6, "focusColor")] {
            if let t = input(key) { #expect(setColor(h, UInt32(role), t) == 0) }
        }
        if let t = input("inputState") { #expect(gauge_set_input_state(h, UInt32(t)!) == 0) }  // gauge_set_input_state
        let size = input("size")!.split(separator: "x").map { Double(String($0))! }
        let ratio = Double(input("ratio") ?? "1")!
        inspect?(h, size[0], size[1], ratio)
        #expect(gauge_render(h, size[0], size[1], ratio, 0) == 0)
        if let v = input("retarget") {
            #expect(gauge_set_value(h, Fixture.number(v)) == 0)
            #expect(gauge_render(h, size[0], size[1], ratio, 1000) == 0)
            #expect(gauge_render(h, size[0], size[1], ratio, 1000 + Fixture.number(input("time") ?? "0")) == 0)
        }
        if let t = input("interrupt") {  // `value ms`: a retarget mid-flight, rendered `ms` later
            let p = t.split(separator: " ").map { Fixture.number(String($0)) }
            let at = 1000 + Fixture.number(input("time") ?? "0")
            #expect(gauge_set_value(h, p[0]) == 0)
            #expect(gauge_render(h, size[0], size[1], ratio, at) == 0)
            #expect(gauge_render(h, size[0], size[1], ratio, at + p[1]) == 0)
        }
        let hash = fnv1a32(displayListBytes(h))
        return (describe(h, 0) + "hash 0x" + String(hash, radix: 16).leftPadded(8) + "\n", describe(h, 4))
    }
}

/// `number;colour;text|…` records through gauge_set_zones / gauge_set_values (colour `-` = none), or with
/// `ticksAtZones` gauge_set_dial_ticks.
func setRecords(_ h: Int32, _ spec: String, zones: Bool, ticksAtZones: UInt32? = nil) -> Int32 {
    let items = spec.split(separator: "|").map { $0.split(separator: ";", omittingEmptySubsequences: false).map(String.init) }
    var head: [UInt8] = [], tail: [UInt8] = []
    for it in items {
        let c = it[1] == "-" ? nil : Array(it[1].utf8), t = Array(it[2].utf8)
        withUnsafeBytes(of: Fixture.number(it[0]).bitPattern.littleEndian) { head += $0 }
        withUnsafeBytes(of: Int32(c?.count ?? -1).littleEndian) { head += $0 }
        withUnsafeBytes(of: Int32(t.count).littleEndian) { head += $0 }
        tail += (c ?? []) + t
    }
    writeScratch(head + tail)
    if let a = ticksAtZones { return gauge_set_dial_ticks(h, Int32(items.count), a) }
    return zones ? gauge_set_zones(h, Int32(items.count)) : gauge_set_values(h, Int32(items.count))
}

extension String {
    func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}

extension ABITests {
    @Suite struct Fixtures {
        @Test(arguments: Fixture.all())
        func fixtureMatches(_ fixture: Fixture) throws {
            let actual = try fixture.run()
            if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1" {
                try (fixture.header + "\n---\n" + actual).write(to: fixture.url, atomically: true, encoding: .utf8)
                return
            }
            #expect(actual == fixture.expected, "fixture \(fixture.name): run UPDATE_FIXTURES=1 swift test --filter Fixtures to regenerate")
        }

        /// Tests/Fixtures/svg.tsv: each fixture's SVG (`gauge_describe(h, 4)`) as FNV-1a 32 and byte count, and
        /// the whole SVG for the fixtures in Tests/Fixtures/svg/; node checks the wasm gives the same.
        @Test func svgTable() throws {
            let update = ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1"
            let url = Fixture.directory.appendingPathComponent("svg.tsv")
            var expected: [String: String] = [:]
            for line in (try String(contentsOf: url, encoding: .utf8)).split(separator: "\n") where !line.hasPrefix("//") {
                let cols = line.split(separator: "\t", maxSplits: 1)
                if cols.count == 2 { expected[String(cols[0])] = String(cols[1]) }
            }
            var out = ["// SVG of each fixture's display list (gauge_describe(h, 4)): name, FNV-1a 32 of the UTF-8, bytes.",
                       "// Written by UPDATE_FIXTURES=1 swift test --filter Fixtures; checked natively and in wasm (node)."]
            let goldens = Fixture.directory.appendingPathComponent("svg")
            for fixture in Fixture.all() {
                let svg = try fixture.runWithSVG().svg
                let bytes = Array(svg.utf8)
                let row = "0x" + String(fnv1a32(bytes), radix: 16).leftPadded(8) + "\t" + String(bytes.count)
                out.append(fixture.name + "\t" + row)
                let golden = goldens.appendingPathComponent(fixture.name + ".svg")
                if update {
                    if FileManager.default.fileExists(atPath: golden.path) { try svg.write(to: golden, atomically: true, encoding: .utf8) }
                    continue
                }
                #expect(expected[fixture.name] == row, "svg.tsv: \(fixture.name): run UPDATE_FIXTURES=1 swift test --filter Fixtures")
                if let text = try? String(contentsOf: golden, encoding: .utf8) {
                    #expect(text == svg, "Tests/Fixtures/svg/\(fixture.name).svg differs")
                }
            }
            if update { try (out.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8) }
            #expect(expected.count == Fixture.all().count || update)
        }

        @Test func thereAreFixtures() {
            #expect(Fixture.all().count >= 15)
        }

        /// Tests/Fixtures/tints.tsv: each tint text's fill colour or error, the same natively and in wasm.
        @Test func tintTable() throws {
            let url = Fixture.directory.appendingPathComponent("tints.tsv")
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            var out: [String] = []
            var count = 0
            for line in lines {
                guard !line.hasPrefix("//"), let tab = line.firstIndex(of: "\t") else { out.append(line); continue }
                let input = String(line[..<tab]), expected = String(line[line.index(after: tab)...])
                let actual = tintTableEntry(input)
                out.append(input + "\t" + actual)
                count += 1
                if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] != "1" {
                    #expect(actual == expected, "tints.tsv: \(input)")
                }
            }
            #expect(count >= 90)
            if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1" {
                try out.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
            }
        }
    }
}

/// The fill colour (`#rrggbbaa`) an accessoryLinearCapacity gauge at value 1 draws with `tint`, or
/// `error: <gauge_last_error>` (the format of Tests/Fixtures/tints.tsv).
func tintTableEntry(_ tint: String) -> String {
    let h = gauge_create()
    defer { _ = gauge_destroy(h) }
    _ = gauge_set_style(h, GaugeStyle.accessoryLinearCapacity.rawValue)
    _ = gauge_set_value(h, 1)
    _ = setText(h, role: 1, "")
    if setTint(h, tint) != 0 { return "error: " + lastError() }
    _ = gauge_render(h, 200, 40, 1, 0)
    let lines = describe(h, 0).split(separator: "\n")
    guard let fill = lines.last(where: { $0.hasPrefix("fillRoundRect") }), let p = fill.range(of: "paint=#") else {
        return "no fill"
    }
    let id = fill[p.upperBound...]
    guard let solid = lines.first(where: { $0.hasPrefix("solid #" + id + " ") }) else { return "no paint" }
    return String(solid.split(separator: " ")[2])
}

