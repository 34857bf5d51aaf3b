// Tests/Fixtures/text-widths.tsv: the built-in widths of Latin strings, which the browser suite compares
// with Chromium's measureText in DejaVu Sans (the 5 % bound). Regenerate with UPDATE_FIXTURES=1.
import Foundation
import Testing
@testable import GaugeCore

@Suite struct TextWidthFixtureTests {
    /// Latin text of the kinds gauges carry: labels, values with units, bounds, accented words, pangrams.
    static let strings = [
        "Temperature", "A very long indicator title", "182 GB of 256 GB used", "iPhone Storage", "Battery", "AQI",
        "Good", "Poor", "Speed", "Upload", "Progress", "Pressure", "Level", "21°", "80%", "0.3", "-6,250",
        "1,234,567.89", "€ 12.50", "100 km/h", "Wi-Fi signal", "CPU load", "Memory (RAM)", "Fuel level",
        "Crème brûlée", "Größe", "Señal débil", "Ærø Ødegård", "Łódź", "Çalışma", "Ångström", "Mañana",
        "The quick brown fox jumps over the lazy dog", "SPHINX OF BLACK QUARTZ, JUDGE MY VOW",
        "waltz, bad nymph, for quick jigs vex", "0123456789", "Minimum allowed", "Maximum allowed",
    ]
    static let weights = [400, 600]

    static var url: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/text-widths.tsv")
    }

    static func table() -> String {
        var out = "# weight<TAB>width in em (built-in DejaVu Sans metrics)<TAB>text; checked against measureText by web/test/browser/test_text.py\n"
        for w in weights {
            for s in strings {
                let em = FontMetrics.width(of: s, weight: w)
                out += String(w) + "\t" + String(format: "%.6f", em) + "\t" + s + "\n"
            }
        }
        return out
    }

    @Test func fixtureMatchesTheBuiltInMetrics() throws {
        let text = Self.table()
        if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1" {
            try text.write(to: Self.url, atomically: true, encoding: .utf8)
            return
        }
        let stored = try String(contentsOf: Self.url, encoding: .utf8)
        #expect(stored == text, "run UPDATE_FIXTURES=1 swift test --filter TextWidthFixture to regenerate")
    }
}
