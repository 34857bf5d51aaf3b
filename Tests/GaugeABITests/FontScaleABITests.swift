// gauge_set_font_scale through the C ABI: texts drawn at the scale, the natural size following a bar's rows,
// refusals naming `fontScale` and keeping the previous scale (docs/swiftui-fidelity.md › Font scale).
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct FontScaleABI {
        @Test func setRefusedAndKept() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, 0.5) == 0)
            #expect(setText(h, role: 0, "Disk") == 0)
            #expect(gauge_render(h, 200, 200, 1, 0) == 0)
            let plain = describe(h, 0)
            #expect(plain.contains("\"Disk\"") && plain.contains("size=15 "), "the label at 15 px: \(plain)")
            let naturalHeight = gauge_natural_size(h, 200, .nan, 1)
            #expect(gauge_set_font_scale(h, 2) == 0)
            #expect(gauge_render(h, 200, 200, 1, 0) == 0)
            let large = describe(h, 0)
            #expect(large.contains("size=30 ") && large.contains("size=26 "), "label and value at twice: \(large)")
            #expect(gauge_natural_size(h, 200, .nan, 1) > naturalHeight + 15, "the bar's rows grow with their texts")
            for (s, message) in [
                (Double.nan, "gauge_set_font_scale: fontScale: must be 0.25…4, got –"),
                (0, "gauge_set_font_scale: fontScale: must be 0.25…4, got 0"),
                (-1, "gauge_set_font_scale: fontScale: must be 0.25…4, got -1"),
                (.infinity, "gauge_set_font_scale: fontScale: must be 0.25…4, got ∞"),
                (-.infinity, "gauge_set_font_scale: fontScale: must be 0.25…4, got -∞"),
                (0.2, "gauge_set_font_scale: fontScale: must be 0.25…4, got 0.2"),
                (4.5, "gauge_set_font_scale: fontScale: must be 0.25…4, got 4.5"),
            ] {
                #expect(gauge_set_font_scale(h, s) == Status.badArgument)
                #expect(lastError() == message)
                #expect(gauge_render(h, 200, 200, 1, 0) == 0)
                #expect(describe(h, 0) == large, "\(s) kept the scale")
            }
            // The ends of the range are accepted (the message spells out GaugeLimits' range).
            #expect(GaugeLimits.minimumFontScale == 0.25 && GaugeLimits.fontScale == 4)
            #expect(gauge_set_font_scale(h, 0.25) == 0)
            #expect(gauge_set_font_scale(h, 4) == 0)
            #expect(gauge_set_font_scale(h, 1) == 0)
            #expect(gauge_render(h, 200, 200, 1, 0) == 0)
            #expect(describe(h, 0) == plain, "1: SwiftUI's sizes, byte for byte")
            #expect(gauge_set_font_scale(h + 4096, 1) == Status.badHandle)
        }
    }
}
