// The C ABI called exactly as the JS host calls it. All ABI tests live in this one serialized suite because
// the ABI's handle table and buffers are module-global (as they are in wasm).
import Testing
@testable import GaugeABI
import GaugeCore

@Suite(.serialized) struct ABITests {
    @Test func versionAndLifecycle() {
        #expect(gauge_abi_version() == DisplayList.version)
        let h = gauge_create()
        #expect(h > 0)
        #expect(gauge_render(h, 58, 58, 1, 0) == 0)
        #expect(gauge_display_list_len(h) > 32)
        #expect(gauge_destroy(h) == 0)
        // A destroyed handle is refused everywhere, and a new gauge reusing the slot gets a new handle.
        #expect(gauge_set_value(h, 1) == -1)
        #expect(lastError() == "gauge_set_value: handle: no live gauge has handle \(h)")
        #expect(gauge_destroy(h) == -1)
        let h2 = gauge_create()
        #expect(h2 != h)
        #expect(gauge_set_value(h, 1) == -1)
        #expect(gauge_destroy(h2) == 0)
    }

    @Test(arguments: [Int32(0), -5, 4096, 0x7FFF_FFFF, Int32.min])
    func unknownHandles(_ h: Int32) {
        #expect(gauge_set_value(h, 0.5) == -1)
        #expect(gauge_render(h, 10, 10, 1, 0) == -1)
        #expect(gauge_display_list_ptr(h) == nil)
        #expect(gauge_display_list_len(h) == -1)
        #expect(gauge_describe(h, 0) == -1)
    }

    @Test func badBoundsKeepPreviousBounds() {
        let h = gauge_create(); defer { _ = gauge_destroy(h) }
        #expect(gauge_set_bounds(h, 0, 40) == 0)
        #expect(gauge_set_value(h, 20) == 0)
        #expect(gauge_set_style(h, GaugeStyle.accessoryCircularCapacity.rawValue) == 0)
        #expect(gauge_render(h, 58, 58, 1, 0) == 0)
        let before = displayListBytes(h)
        #expect(gauge_set_bounds(h, 100, 0) == -2)
        #expect(lastError() == "gauge_set_bounds: lower: must not exceed upper (0)")
        #expect(gauge_set_bounds(h, .nan, 1) == -2)
        #expect(lastError().hasPrefix("gauge_set_bounds: lower:"))
        #expect(gauge_set_bounds(h, 0, .infinity) == -2)
        #expect(lastError().hasPrefix("gauge_set_bounds: upper:"))
        #expect(gauge_render(h, 58, 58, 1, 0) == 0)
        #expect(displayListBytes(h) == before)
    }

    @Test func badStyleAndRenderArguments() {
        let h = gauge_create(); defer { _ = gauge_destroy(h) }
        #expect(gauge_render(h, 100, 100, 1, 0) == 0)
        let before = displayListBytes(h)
        #expect(gauge_set_style(h, 7) == -2)
        #expect(lastError() == "gauge_set_style: style: must be 0…6, got 7")
        for (w, hh, r, t) in [(Double.nan, 10.0, 1.0, 0.0), (-1, 10, 1, 0), (1e9, 10, 1, 0), (10, .infinity, 1, 0),
                              (10, 10, 0, 0), (10, 10, .nan, 0), (10, 10, 17, 0), (10, 10, 1, .nan)] {
            #expect(gauge_render(h, w, hh, r, t) == -2)
        }
        // A failed render leaves the previous display list in place.
        #expect(displayListBytes(h) == before)
        // 0 × 0 is allowed and draws nothing.
        #expect(gauge_render(h, 0, 0, 1, 0) == 0)
        #expect(describe(h, 0) == "header v1 size=0x0 ratio=1 flags=0\n")
    }

    @Test func textInputIsValidated() {
        let h = gauge_create(); defer { _ = gauge_destroy(h) }
        #expect(setText(h, role: 0, "Fuel") == 0)
        #expect(describe(h, 1) == "Fuel")
        // Invalid UTF-8: a lone continuation byte, an overlong "/", a surrogate, a truncated sequence.
        for bad: [UInt8] in [[0x41, 0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82]] {
            #expect(gauge_set_label(h, 0, writeScratch(bad)) == -3)
            #expect(lastError().contains("invalid UTF-8"))
        }
        #expect(describe(h, 1) == "Fuel")
        // Lengths beyond the scratch buffer or the cap; negative lengths other than -1.
        writeScratch([0x41])
        #expect(gauge_set_label(h, 0, 2) == -3)
        #expect(gauge_set_label(h, 0, -2) == -3)
        #expect(gauge_set_label(h, 2, 1) == -2)
        #expect(gauge_scratch(70_000) == nil)
        #expect(gauge_scratch(-1) == nil)
        #expect(gauge_set_label(h, 0, writeScratch(Array(repeating: 0x41, count: 4097))) == -3)
        #expect(lastError() == "gauge_set_label: byteCount: text is 4097 bytes, the limit is 4096")
        #expect(describe(h, 1) == "Fuel")
        // -1 clears: the current value falls back to the automatic text.
        #expect(setText(h, role: 1, "half") == 0)
        #expect(describe(h, 2) == "half")
        #expect(gauge_set_label(h, 1, -1) == 0)
        #expect(describe(h, 2) == "0")
    }

    @Test func boundsLabelsComeAsAPair() {
        let h = gauge_create(); defer { _ = gauge_destroy(h) }
        #expect(setBoundsLabels(h, "Low", "High") == 0)
        #expect(describe(h, 3) == "Low to High")
        writeScratch(Array("ab".utf8))
        #expect(gauge_set_bounds_labels(h, 1, 5) == -3)  // the maximum runs past the scratch bytes
        #expect(describe(h, 3) == "Low to High")
        #expect(gauge_set_bounds_labels(h, -1, -1) == 0)
        #expect(describe(h, 3) == "")
    }

    @Test func tintErrorsKeepTheTint() {
        let h = gauge_create(); defer { _ = gauge_destroy(h) }
        #expect(gauge_set_style(h, GaugeStyle.accessoryCircularCapacity.rawValue) == 0)
        #expect(setTint(h, "red") == 0)
        #expect(gauge_render(h, 58, 58, 1, 0) == 0)
        let before = displayListBytes(h)
        #expect(setTint(h, "bleu") == -3)
        #expect(lastError() == "gauge_set_tint: tint: unknown colour 'bleu' at byte 0")
        #expect(setTint(h, "red, #12345") == -3)
        #expect(setTint(h, "") == -3)
        // Nothing is half-applied: a gradient whose last stop is bad leaves the previous tint.
        #expect(setTint(h, "in oklch longer hue, red, blue, rgb(1 2)") == -3)
        #expect(lastError() == "gauge_set_tint: tint: rgb() needs 3 components, found 2 at byte 39")
        #expect(setTint(h, "in hsl, red, blue") == -3)
        #expect(lastError().hasPrefix("gauge_set_tint: tint: interpolation in 'hsl' is not supported"))
        #expect(gauge_render(h, 58, 58, 1, 0) == 0)
        #expect(displayListBytes(h) == before)
        // Tint text may be up to 16,384 bytes (256 long stops), not more.
        let long = Array(repeating: "oklch(0.62795 0.25768 29.2339 / 0.5) 50%", count: 256).joined(separator: ", ")
        #expect(long.utf8.count > 4_096 && long.utf8.count <= 16_384)
        #expect(setTint(h, long) == 0)
        #expect(setTint(h, long + String(repeating: " ", count: 16_385 - long.utf8.count)) == -3)
        #expect(lastError() == "gauge_set_tint: byteCount: text is 16385 bytes, the limit is 16384")
    }

    @Test func colorSchemeResolvesSystemLabelAndTrackColours() {
        let h = gauge_create(); defer { _ = gauge_destroy(h) }
        #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
        #expect(setText(h, role: 0, "Storage") == 0)
        #expect(gauge_set_value(h, 0.5) == 0)
        #expect(setTint(h, "orange") == 0)
        #expect(gauge_render(h, 200, 60, 1, 0) == 0)
        let light = describe(h, 0)
        #expect(light.contains("#ff9500ff") && light.contains("#000000ff") && light.contains("#78787d33"))
        #expect(gauge_set_color_scheme(h, 1) == 0)
        #expect(gauge_render(h, 200, 60, 1, 0) == 0)
        let dark = describe(h, 0)
        // System orange, the primary label and the track re-resolve for dark; the layout is the same.
        #expect(dark.contains("#ff9f0aff") && dark.contains("#ffffffff") && dark.contains("#7878805c"))
        #expect(!dark.contains("#ff9500ff") && !dark.contains("#000000ff"))
        #expect(dark.split(separator: "\n").count == light.split(separator: "\n").count)
        // A fixed colour stays fixed.
        #expect(setTint(h, "#ff9500") == 0)
        #expect(gauge_render(h, 200, 60, 1, 0) == 0)
        #expect(describe(h, 0).contains("#ff9500ff"))
        // Bad values are refused and keep the scheme.
        #expect(gauge_set_color_scheme(h, 2) == -2)
        #expect(lastError() == "gauge_set_color_scheme: scheme: must be 0 (light) or 1 (dark), got 2")
        #expect(gauge_set_color_scheme(0, 1) == -1)
        #expect(gauge_render(h, 200, 60, 1, 0) == 0)
        #expect(describe(h, 0).contains("#ffffffff"))
        #expect(gauge_set_color_scheme(h, 0) == 0)
        #expect(gauge_render(h, 200, 60, 1, 0) == 0)
        #expect(describe(h, 0).contains("#000000ff"))
    }

    @Test func valueStopsFollowTheBounds() {
        let h = gauge_create(); defer { _ = gauge_destroy(h) }
        #expect(gauge_set_style(h, GaugeStyle.accessoryLinear.rawValue) == 0)
        #expect(gauge_set_bounds(h, -50, 50) == 0)
        #expect(setTint(h, "#00ff00 value(-20), #ffff00 value(20), #ff0000 value(50)") == 0)
        #expect(gauge_render(h, 300, 40, 1, 0) == 0)
        // docs/regression-cases.md › value-stops: −20, 20, 50 on −50…50 are 0.3, 0.7 and 1.0.
        #expect(describe(h, 0).contains("stop #1 0.3 #00ff00ff\nstop #1 0.7 #ffff00ff\nstop #1 1 #ff0000ff"))
        #expect(gauge_set_bounds(h, -20, 80) == 0)
        #expect(gauge_render(h, 300, 40, 1, 0) == 0)
        #expect(describe(h, 0).contains("stop #1 0 #00ff00ff\nstop #1 0.4 #ffff00ff\nstop #1 0.7 #ff0000ff"))
    }

    @Test func valuePolicyThroughTheABI() {
        let h = gauge_create(); defer { _ = gauge_destroy(h) }
        #expect(gauge_set_bounds(h, 0, 100) == 0)
        for v in [Double.nan, .infinity, -.infinity, 130, -20, 1e308, -Double.leastNonzeroMagnitude] {
            #expect(gauge_set_value(h, v) == 0)
            for style in GaugeStyle.allCases {
                #expect(gauge_set_style(h, style.rawValue) == 0)
                #expect(gauge_render(h, 120, 90, 2, 0) == 0)
                let text = describe(h, 0)
                #expect(!text.contains("NaN") && !text.contains("inf") && !text.contains("huge"), "\(style) \(v)")
            }
        }
        #expect(gauge_set_value(h, .nan) == 0)
        #expect(describe(h, 2) == "unknown")
        #expect(gauge_set_value(h, 130) == 0)
        #expect(describe(h, 2) == "130, above range", "the raw value, and that it lies beyond the range")
    }

    @Test func handleTableFillsAndRecovers() {
        var handles: [Int32] = []
        while true {
            let h = gauge_create()
            if h < 0 { #expect(h == -4); break }
            handles.append(h)
            if handles.count > 5000 { break }
        }
        #expect(handles.count <= 4095)
        #expect(lastError() == "gauge_create: handle: at most 4095 live gauges")
        #expect(handles.count == Handles.maxSlots)  // the constant web/src/vocabulary.js reads (LIMITS.gauges)
        for h in handles { #expect(gauge_destroy(h) == 0) }
        let h = gauge_create()
        #expect(h > 0)
        #expect(gauge_destroy(h) == 0)
    }
}
