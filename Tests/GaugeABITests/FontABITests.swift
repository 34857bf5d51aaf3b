// gauge_set_font (docs/abi.md › gauge_set_font): a gauge's texts measured per font key, the SVG naming its family,
// the default stack byte-identical, and the refusals.
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite(.serialized) struct Font {
        @Test func textsAreMeasuredPerFontAndFittedWithThatFontsWidths() {
            defer { _ = gauge_text_measurement(0) }
            #expect(gauge_text_measurement(1) == 0)
            let a = gauge_create(), b = gauge_create()
            defer { _ = gauge_destroy(a); _ = gauge_destroy(b) }
            for h in [a, b] {
                #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
                #expect(setText(h, role: 0, "Load") == 0)
                #expect(setText(h, role: 1, "") == 0)
            }
            let family = Array("\"DejaVu Serif\", serif".utf8)
            #expect(gauge_set_font(b, 7, writeScratch(family)) == 0)
            #expect(gauge_render(a, 200, 60, 1, 0) == 1)
            #expect(textMisses().map(\.weight) == [600])
            #expect(gauge_render(b, 200, 60, 1, 0) == 1)
            // The same text, in the second gauge's font: its own record, the key in bits 16….
            #expect(textMisses().map(\.weight) == [600 | 7 << 16])
            // Measurements for key 7 reach only gauge b: "Load" 20 em wide in that font shrinks to fit 200 px.
            #expect(gauge_measure_text(600, writeMeasurement("Load", [(1, 0.6), (2, 1.2), (3, 1.8), (4, 2.4)]), 4) == 0)
            #expect(gauge_measure_text(600 | 7 << 16, writeMeasurement("Load", [(1, 2.5), (2, 5), (3, 15), (4, 20)]), 4) == 0)
            #expect(gauge_render(a, 200, 60, 1, 0) == 0)
            #expect(gauge_render(b, 200, 60, 1, 0) == 0)
            #expect(describe(a, 0).contains("text \"Load\" at=(100,") && describe(a, 0).contains("size=15 "))
            let sized = describe(b, 0).split(separator: "\n").first { $0.hasPrefix("text \"Load\"") }.map(String.init) ?? ""
            #expect(sized.contains("size=10 "), "\(sized)")  // 200 px / 20 em
            // A font change is a change: the gauge is laid out again, and back on the default stack it uses key 0.
            #expect(gauge_set_font(b, 0, -1) == 0)
            #expect(gauge_render(b, 200, 60, 1, 0) == 0)
            #expect(describe(b, 0) == describe(a, 0))
        }

        @Test func theSVGNamesTheFamilyEscaped() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(setText(h, role: 0, "Load") == 0)
            _ = gauge_render(h, 200, 60, 1, 0)
            #expect(describe(h, 4).contains("font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif\""))
            #expect(gauge_set_font(h, 1, writeScratch(Array("\"DejaVu Serif\", Georgia, serif".utf8))) == 0)
            _ = gauge_render(h, 200, 60, 1, 0)
            #expect(describe(h, 4).contains("font-family=\"&quot;DejaVu Serif&quot;, Georgia, serif\""))
            var g = Gauge(value: 0.5, label: "Load")
            g.font = GaugeFont(key: 1, family: "Georgia, serif")
            #expect(g.svg(width: 200, height: 60).contains("font-family=\"Georgia, serif\""))
        }

        @Test func refusalsKeepTheFont() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_font(h, 3, writeScratch(Array("serif".utf8))) == 0)
            let cases: [(() -> Int32, Int32, String)] = [
                ({ gauge_set_font(h, 0, writeScratch(Array("serif".utf8))) }, -2, "gauge_set_font: key: must be 1…32767 for a font family, got 0"),
                ({ gauge_set_font(h, 32_768, writeScratch(Array("serif".utf8))) }, -2, "gauge_set_font: key: must be 1…32767 for a font family, got 32768"),
                ({ gauge_set_font(h, 5, -1) }, -2, "gauge_set_font: key: must be 0 with the default font, got 5"),
                ({ gauge_set_font(h, 5, 0) }, -3, "gauge_set_font: byteCount: must be ≥ 1 (or -1 for the default font), got 0"),
                ({ gauge_set_font(h, 5, 5_000) }, -3, ""),
                ({ gauge_measure_text(400 | 0x8000 << 16, 1, 1) }, -2, "gauge_measure_text: weight: must be 1…1000 (plus a font key 0…32767 in bits 16…30), or 0 for cluster ends alone, got 2147484048"),
            ]
            for (call, status, message) in cases {
                #expect(call() == status)
                if !message.isEmpty { #expect(lastError() == message) }
            }
            _ = gauge_render(h, 200, 60, 1, 0)
            #expect(describe(h, 4).contains("font-family=\"serif\""))
        }
    }
}
