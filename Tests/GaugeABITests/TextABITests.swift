// The text functions of the C ABI (docs/abi.md › Text): number formats, layout direction, and the host
// text-measurement protocol (render → gauge_text_misses → gauge_measure_text → render), with their validation.
import Testing
@testable import GaugeABI
import GaugeCore

/// Writes the scratch layout of gauge_measure_text: text, zero padding to 4, then (end, width) records.
func writeMeasurement(_ text: String, _ records: [(UInt32, Float)]) -> Int32 {
    var bytes = Array(text.utf8)
    while bytes.count % 4 != 0 { bytes.append(0) }
    for (end, width) in records {
        for v in [end, width.bitPattern] {
            bytes.append(contentsOf: [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8),
                                      UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 24)])
        }
    }
    writeScratch(bytes)
    return Int32(text.utf8.count)
}

/// Decodes gauge_text_misses' records.
func textMisses() -> [(weight: UInt32, text: String)] {
    let n = gauge_text_misses()
    guard n > 0, let p = gauge_text_ptr() else { return [] }
    let b = Array(UnsafeRawBufferPointer(start: p, count: Int(n)))
    var out: [(UInt32, String)] = []
    var i = 0
    func u32(_ at: Int) -> UInt32 { UInt32(b[at]) | UInt32(b[at + 1]) << 8 | UInt32(b[at + 2]) << 16 | UInt32(b[at + 3]) << 24 }
    while i + 8 <= b.count {
        let weight = u32(i), count = Int(u32(i + 4))
        out.append((weight, String(decoding: b[(i + 8)..<(i + 8 + count)], as: UTF8.self)))
        i += 8 + (count + 3) / 4 * 4
    }
    return out
}

extension ABITests {
    @Suite struct Text {
        @Test func numberFormatIsValidatedAndKept() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_bounds(h, -6250, 6250) == 0)
            #expect(gauge_set_value(h, 1234.5678) == 0)
            let a = Array("≈".utf8), b = Array(" bar".utf8)
            writeScratch(a + b)
            #expect(gauge_set_number_format(h, 1, 1, 1 | 4, Int32(a.count), Int32(b.count)) == 0)
            #expect(describe(h, 2) == "≈1,234.6 bar")
            #expect(describe(h, 3) == "-≈6,250.0 bar to ≈6,250.0 bar", "bounds labels from the format")
            #expect(readText(gauge_format_value(h, .nan)) == "–")
            for (p, d, o, arg) in [(UInt32(3), Int32(0), UInt32(0), "precision"), (1, 21, 0, "digits"), (1, -1, 0, "digits"),
                                   (2, 0, 0, "digits"), (2, 22, 0, "digits"), (0, 0, 8, "options")] {
                writeScratch([])
                #expect(gauge_set_number_format(h, p, d, o, 0, 0) == -2)
                #expect(lastError().hasPrefix("gauge_set_number_format: " + arg + ":"), "\(lastError())")
            }
            writeScratch([0xC0, 0xAF])
            #expect(gauge_set_number_format(h, 0, 0, 0, 2, 0) == -3)
            #expect(lastError().hasPrefix("gauge_set_number_format: prefixBytes: invalid UTF-8"))
            writeScratch([0x41])
            #expect(gauge_set_number_format(h, 0, 0, 0, 1, 5) == -3)
            #expect(lastError().hasPrefix("gauge_set_number_format: suffixBytes:"))
            #expect(describe(h, 2) == "≈1,234.6 bar", "a refused format keeps the previous one")
            writeScratch([])
            #expect(gauge_set_number_format(h, 2, 3, 2, 0, 0) == 0)
            #expect(readText(gauge_format_value(h, 0.4567)) == "45.7%")
            #expect(describe(h, 3) == "", "bit 2 off: no bounds labels")
            #expect(gauge_format_value(-7, 1) == -1)
        }

        @Test func hostFormattedTextsStandInForTheFormat() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.accessoryCircularCapacity.rawValue) == 0)
            #expect(gauge_set_bounds(h, 0, 40) == 0)
            #expect(gauge_set_value(h, 21.25) == 0)
            let long = "21,25 Grad Celsius"
            #expect(gauge_set_formatted_text(h, 0, writeScratch(Array(long.utf8))) == 0)
            #expect(describe(h, 2) == long)
            #expect(gauge_render(h, 40, 40, 1, 0) == 0)
            #expect(describe(h, 0).contains("text \"" + long + "\""), "a formatted number shrinks, it is not cut")
            #expect(setText(h, role: 1, long) == 0)
            #expect(gauge_render(h, 40, 40, 1, 0) == 0)
            #expect(describe(h, 0).contains("…"), "the same text as a label is text, and may be cut")
            #expect(gauge_set_label(h, 1, -1) == 0)
            #expect(gauge_set_formatted_text(h, 0, -1) == 0)
            // Back to the number format, whose automatic digits follow the range: one over 0…40, half to even
            // (docs/swiftui-fidelity.md › Numbers hold still).
            #expect(describe(h, 2) == "21.2")
            // Bounds: used with option bit 2, as a pair.
            writeScratch([])
            #expect(gauge_set_number_format(h, 0, 0, 4, 0, 0) == 0)
            #expect(gauge_set_formatted_text(h, 1, writeScratch(Array("−10 °C".utf8))) == 0)
            #expect(gauge_set_formatted_text(h, 2, writeScratch(Array("40 °C".utf8))) == 0)
            #expect(describe(h, 3) == "−10 °C to 40 °C")
            #expect(gauge_set_formatted_text(h, 2, -1) == 0)
            #expect(describe(h, 3) == "0 to 40", "either cleared: back to the number format")
            #expect(gauge_set_formatted_text(h, 12, 0) == -2)
            #expect(lastError().hasPrefix("gauge_set_formatted_text: what:"))
            writeScratch([0xFF])
            #expect(gauge_set_formatted_text(h, 0, 1) == -3)
            #expect(describe(h, 2) == "21.2")
        }

        @Test func theGaugesOwnWordsAreTranslatable() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, .nan) == 0)
            #expect(gauge_set_number_format(h, 0, 0, 4, writeScratch([]), 0) == 0)
            #expect(describe(h, 2) == "unknown")
            #expect(describe(h, 3) == "0 to 1")
            #expect(gauge_set_formatted_text(h, 3, writeScratch(Array("unbekannt".utf8))) == 0)
            #expect(gauge_set_formatted_text(h, 4, writeScratch(Array(" bis ".utf8))) == 0)
            #expect(describe(h, 2) == "unbekannt")
            #expect(describe(h, 3) == "0 bis 1")
            writeScratch(Array("Druck".utf8))
            #expect(gauge_render(h, 200, 40, 1, 0) == 0)
            let svg = describe(h, 4)
            #expect(svg.contains("<title>unbekannt</title>") || svg.contains(": unbekannt</title>"), "the SVG speaks the same words")
            #expect(svg.contains("<desc>0 bis 1</desc>"))
            writeScratch([0xFF])
            #expect(gauge_set_formatted_text(h, 3, 1) == -3, "bad UTF-8 refused")
            #expect(describe(h, 2) == "unbekannt", "and the word kept")
            #expect(gauge_set_formatted_text(h, 3, -1) == 0)
            #expect(gauge_set_formatted_text(h, 4, -1) == 0)
            #expect(describe(h, 2) == "unknown")
            #expect(describe(h, 3) == "0 to 1")
        }

        @Test func layoutDirectionSetsTheFlagAndMirrors() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
            #expect(gauge_set_value(h, 0.25) == 0)
            #expect(gauge_set_layout_direction(h, 1) == 0)
            #expect(gauge_render(h, 200, 40, 1, 0) == 0)
            #expect(describe(h, 0).hasPrefix("header v1 size=200x40 ratio=1 flags=2\n"))
            #expect(describe(h, 0).contains("fillRoundRect at=(150,"), "the fill runs in from the right")
            #expect(gauge_set_layout_direction(h, 2) == -2)
            #expect(lastError() == "gauge_set_layout_direction: direction: must be 0 (leftToRight) or 1 (rightToLeft), got 2")
            #expect(gauge_render(h, 200, 40, 1, 0) == 0)
            #expect(describe(h, 0).contains("flags=2"), "kept")
        }

        @Test func hostMeasurementProtocol() {
            defer { _ = gauge_text_measurement(0) }
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.accessoryCircular.rawValue) == 0)
            #expect(setText(h, role: 0, "Speed") == 0)
            #expect(gauge_render(h, 58, 58, 1, 0) == 0, "off by default: built-in metrics, nothing to measure")
            #expect(gauge_text_measurement(1) == 0)
            let waiting = gauge_render(h, 58, 58, 1, 0)
            // The value's own text and the pieces of the range's widest text ("0.999": each digit and the point,
            // docs/swiftui-fidelity.md › Numbers hold still).
            #expect(waiting == 12)
            let misses = textMisses()
            #expect(misses.map(\.text).sorted() == [".", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "Speed"])
            #expect(misses.first { $0.text == "0" }?.weight == 500 && misses.first { $0.text == "Speed" }?.weight == 400)
            #expect(textMisses().isEmpty, "handing them out empties the list")
            // The host says "Speed" is very wide: 5 clusters of 2 em, so it shrinks to half size and is cut.
            let n = writeMeasurement("Speed", (1...5).map { (UInt32($0), Float(2 * $0)) })
            #expect(gauge_measure_text(400, n, 5) == 0)
            for piece in misses where piece.text != "Speed" {
                #expect(gauge_measure_text(500, writeMeasurement(piece.text, [(1, 0.6)]), 1) == 0)
            }
            let again = gauge_render(h, 58, 58, 1, 0)
            #expect(again == 1, "the ellipsis is needed now")
            #expect(textMisses().map(\.text) == ["…"])
            #expect(gauge_measure_text(400, writeMeasurement("…", [(3, 1)]), 1) == 0)
            #expect(gauge_render(h, 58, 58, 1, 0) == 0)
            let text = describe(h, 0)
            // At 5.5 px in the 28.77 px slot: "Sp" (4 em) + "…" (1 em) = 27.5 px fits, "Spe…" would not.
            #expect(text.contains("text \"Sp…\" ") && text.contains("size=5.5 "), "\(text)")
            // Switching off forgets the measurements.
            #expect(gauge_text_measurement(0) == 0)
            #expect(gauge_render(h, 58, 58, 1, 0) == 0)
            #expect(describe(h, 0).contains("text \"Speed\""))
            #expect(gauge_text_measurement(2) == -2)
        }

        @Test func measurementsAreValidatedWithoutTrapping() {
            defer { _ = gauge_text_measurement(0) }
            #expect(gauge_text_measurement(1) == 0)
            let ok: [(UInt32, Float)] = [(1, 0.5), (2, 1)]
            let cases: [(UInt32, Int32, Int32, [(UInt32, Float)], String, Int32)] = [
                (0x1_0000, 2, 2, ok, "weight", -2), (1001, 2, 2, ok, "weight", -2),  // weight 0 with a font key
                (400, 0, 1, ok, "textBytes", -3), (400, 9_000, 1, ok, "textBytes", -3),
                (400, 2, 0, ok, "prefixCount", -2), (400, 2, 3, ok, "prefixCount", -2),
                (400, 2, 2, [(2, 0.5), (1, 1)], "prefixCount", -2),           // decreasing
                (400, 2, 2, [(1, 0.5), (1, 1)], "prefixCount", -2),           // not increasing
                (400, 2, 1, [(1, 0.5)], "prefixCount", -2),                   // last end short of the text
                (400, 2, 2, [(1, .nan), (2, 1)], "prefixCount", -2),
                (400, 2, 2, [(1, -1), (2, 1)], "prefixCount", -2),
                (400, 2, 2, [(0xFFFF_FFFF, 1), (2, 1)], "prefixCount", -2),   // would overflow a 32-bit Int
            ]
            for (weight, bytes, count, records, arg, status) in cases {
                _ = writeMeasurement("ab", records)
                #expect(gauge_measure_text(weight, bytes, count) == status, "\(arg)")
                #expect(lastError().hasPrefix("gauge_measure_text: " + arg + ":"), "\(lastError())")
            }
            // An end inside a UTF-8 sequence ("é" is 2 bytes); invalid UTF-8; a table past the scratch bytes.
            #expect(gauge_measure_text(400, writeMeasurement("é", [(1, 0.5), (2, 1)]), 2) == -2)
            writeScratch([0xFF, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0x80, 0x3F])
            #expect(gauge_measure_text(400, 1, 1) == -3)
            writeScratch([0x61, 0, 0, 0])
            #expect(gauge_measure_text(400, 1, 1) == -3)
            #expect(lastError().contains("past the scratch buffer"))
            #expect(gauge_measure_text(400, writeMeasurement("é", [(2, 1)]), 1) == 0)
        }

        /// Weight 0 registers a text's grapheme-cluster ends alone (`end:u32` records), validated like a
        /// measurement's; natively Swift breaks clusters itself, so the built-in widths do not change.
        @Test func clusterEndsAloneAreValidatedAndChangeNoNativeWidth() {
            defer { _ = gauge_text_measurement(0) }
            func writeEnds(_ text: String, _ ends: [UInt32]) -> Int32 {
                var bytes = Array(text.utf8)
                while bytes.count % 4 != 0 { bytes.append(0) }
                for e in ends { bytes.append(contentsOf: [UInt8(e & 0xFF), UInt8(e >> 8 & 0xFF), UInt8(e >> 16 & 0xFF), UInt8(e >> 24)]) }
                writeScratch(bytes)
                return Int32(text.utf8.count)
            }
            let family = "👨‍👩‍👧x"  // 19 bytes, two clusters
            let before = textMetrics.builtInWidth(of: family, weight: 400)
            #expect(gauge_measure_text(0, writeEnds(family, [19]), 1) == 0)  // one cluster: natively ignored
            #expect(textMetrics.builtInWidth(of: family, weight: 400) == before)
            #expect(gauge_measure_text(0, writeEnds(family, [17, 19]), 2) == -2)       // inside a scalar
            #expect(lastError().hasPrefix("gauge_measure_text: prefixCount:"), "\(lastError())")
            #expect(gauge_measure_text(0, writeEnds(family, [4, 4, 19]), 3) == -2)     // not increasing
            #expect(gauge_measure_text(0, writeEnds(family, [4]), 1) == -2)            // short of the text
            #expect(gauge_measure_text(0, writeEnds(family, [4, 19]), 20) == -2)       // more ends than bytes
            #expect(gauge_measure_text(0, writeEnds(family, [4, 11, 19]), 3) == 0)     // 4-byte records
            writeScratch([0x61, 0, 0, 0])
            #expect(gauge_measure_text(0, 1, 1) == -3)                                 // past the scratch bytes
        }
    }
}
