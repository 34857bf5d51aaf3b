// gauge_set_color (docs/abi.md › gauge_set_color): the track, label and value-text colours through the C ABI —
// what each colours in every style family, the scheme they follow, -1, and the refusals that keep the gauge as it was.
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct Colour {
        /// The text form's paints and the paint each text and shape uses: `#rrggbbaa` per text, in drawing order.
        static func paints(_ h: Int32) -> (texts: [String: String], shapes: [String]) {
            var colour: [String: String] = [:], texts: [String: String] = [:], shapes: [String] = []
            for line in describe(h, 0).split(separator: "\n").map(String.init) {
                let words = line.split(separator: " ").map(String.init)
                if words.first == "solid" { colour[words[1]] = words[2]; continue }
                guard let p = words.first(where: { $0.hasPrefix("paint=") }) else { continue }
                let c = colour[String(p.dropFirst(6))] ?? "?"
                if words.first == "text", let q = line.split(separator: "\"").dropFirst().first { texts[String(q)] = c } else { shapes.append(words[0] + " " + c) }
            }
            return (texts, shapes)
        }

        static func gauge(_ style: GaugeStyle) -> Int32 {
            let h = gauge_create()
            _ = gauge_set_style(h, style.rawValue)
            _ = gauge_set_bounds(h, 0, 100)
            _ = gauge_set_value(h, 37)  // no tick label reads "37"
            _ = setText(h, role: 0, "Speed")
            _ = setBoundsLabels(h, "0", "100")
            return h
        }

        @Test func labelAndValueColoursReachEveryTextOfEveryStyle() {
            for style in GaugeStyle.allCases {
                for orientation: UInt32 in [0, 1] {
                    let h = Colour.gauge(style); defer { _ = gauge_destroy(h) }
                    _ = gauge_set_orientation(h, orientation)
                    #expect(setColor(h, 1, "#112233") == 0)
                    #expect(setColor(h, 2, "rgb(0 128 0)") == 0)
                    #expect(gauge_render(h, 240, 200, 1, 0) == 0)
                    let (texts, _) = Colour.paints(h)
                    #expect(!texts.isEmpty, "\(style) draws texts")
                    for (text, c) in texts {
                        // The value text ("40") in the value colour; every other text in the label colour, at 60 %
                        // where SwiftUI uses its secondary colour.
                        if text == "37" { #expect(c == "#008000ff", "\(style) \(orientation): value \(c)") } else {
                            #expect(c == "#112233ff" || c == "#11223399", "\(style) \(orientation): \(text) \(c)")
                        }
                    }
                }
            }
        }

        @Test func theValueTakesTheLabelColourWithoutItsOwn() {
            let h = Colour.gauge(.accessoryCircularCapacity); defer { _ = gauge_destroy(h) }
            #expect(setColor(h, 1, "#112233") == 0)
            _ = gauge_render(h, 58, 58, 1, 0)
            #expect(Colour.paints(h).texts["37"] == "#112233ff")
            // The capacity bar draws its value in the secondary colour: the label colour at 60 %.
            _ = gauge_set_style(h, GaugeStyle.linearCapacity.rawValue)
            _ = gauge_render(h, 240, 80, 1, 0)
            #expect(Colour.paints(h).texts["37"] == "#11223399")
            #expect(Colour.paints(h).texts["Speed"] == "#112233ff")
        }

        @Test func trackColourReplacesTheNeutralTrackAndTheCapacityRingsTintedOne() {
            for (style, size) in [(GaugeStyle.linearCapacity, 240.0), (.accessoryLinearCapacity, 240), (.dial, 200), (.accessoryCircularCapacity, 58)] {
                let h = Colour.gauge(style); defer { _ = gauge_destroy(h) }
                _ = gauge_render(h, size, size / 2 + 40, 1, 0)
                let before = Colour.paints(h).shapes
                #expect(setColor(h, 0, "#abcdef") == 0)
                _ = gauge_render(h, size, size / 2 + 40, 1, 0)
                let after = Colour.paints(h).shapes
                #expect(after.count == before.count)
                // Exactly the track (the first shape drawn) changes colour.
                #expect(after.first?.hasSuffix("#abcdefff") == true, "\(style): \(after)")
                #expect(Array(after.dropFirst()) == Array(before.dropFirst()), "\(style)")
            }
            // The styles whose track is the tint ignore it.
            for style in [GaugeStyle.accessoryLinear, .accessoryCircular] {
                let h = Colour.gauge(style); defer { _ = gauge_destroy(h) }
                _ = gauge_render(h, 200, 100, 1, 0)
                let before = describe(h, 0)
                #expect(setColor(h, 0, "#abcdef") == 0)
                _ = gauge_render(h, 200, 100, 1, 0)
                #expect(describe(h, 0) == before)
            }
        }

        @Test func systemNamesAndLightDarkFollowTheScheme() {
            let h = Colour.gauge(.accessoryCircularCapacity); defer { _ = gauge_destroy(h) }
            #expect(setColor(h, 2, "teal") == 0)
            #expect(setColor(h, 0, "light-dark(#eeeeee, #333333)") == 0)
            _ = gauge_render(h, 58, 58, 1, 0)
            #expect(Colour.paints(h).texts["37"] == "#30b0c7ff")
            #expect(Colour.paints(h).shapes.first == "strokeArc #eeeeeeff")
            _ = gauge_set_color_scheme(h, 1)
            _ = gauge_render(h, 58, 58, 1, 0)
            #expect(Colour.paints(h).texts["37"] == "#40c8e0ff")
            #expect(Colour.paints(h).shapes.first == "strokeArc #333333ff")
        }

        @Test func minusOneRestoresSwiftUIsColours() {
            let h = Colour.gauge(.dial); defer { _ = gauge_destroy(h) }
            _ = gauge_render(h, 200, 200, 1, 0)
            let original = describe(h, 0)
            for role: UInt32 in 0...2 { #expect(setColor(h, role, "#ff00ff") == 0) }
            _ = gauge_render(h, 200, 200, 1, 0)
            #expect(describe(h, 0) != original)
            for role: UInt32 in 0...2 { #expect(gauge_set_color(h, role, -1) == 0) }
            _ = gauge_render(h, 200, 200, 1, 0)
            #expect(describe(h, 0) == original)
        }

        @Test func refusalsNameTheColourAndKeepTheGauge() {
            let h = Colour.gauge(.linearCapacity); defer { _ = gauge_destroy(h) }
            #expect(setColor(h, 1, "navy") == 0)
            _ = gauge_render(h, 240, 80, 1, 0)
            let before = describe(h, 0)
            let cases: [(() -> Int32, Int32, String)] = [
                ({ setColor(h, 7, "red") }, -2, "gauge_set_color: role: must be 0 (track), 1 (label), 2 (value), 3 (hub), 4 (increasing), 5 (decreasing) or 6 (focus), got 7"),
                ({ setColor(h, 1, "bleu") }, -3, "gauge_set_color: labelColor: unknown colour 'bleu' at byte 0"),
                ({ setColor(h, 0, "red, blue") }, -3, "gauge_set_color: trackColor: unexpected text after the colour at byte 3"),
                ({ setColor(h, 2, "") }, -3, "gauge_set_color: valueColor: expected a colour at byte 0"),
                ({ setColor(h, 2, "currentColor") }, -3, ""),
                ({ gauge_set_color(h, 1, -2) }, -3, "gauge_set_color: byteCount: must be ≥ 0 (or -1 to clear), got -2"),
                ({ setColor(h, 1, String(repeating: " ", count: 4_097)) }, -3, "gauge_set_color: byteCount: text is 4097 bytes, the limit is 4096"),
                ({ gauge_set_color(0, 1, -1) }, -1, "gauge_set_color: handle: no live gauge has handle 0"),
            ]
            for (call, status, message) in cases {
                #expect(call() == status)
                if !message.isEmpty { #expect(lastError() == message) }
                _ = gauge_render(h, 240, 80, 1, 0)
                #expect(describe(h, 0) == before)
            }
        }
    }
}
