// The validation policy of docs/abi.md › Validation, rule by rule, and the memory statistics (› Memory).
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct Validation {
        @Test func everyRefusalNamesItsFunctionAndArgument() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            let cases: [(() -> Int32, String)] = [
                ({ gauge_set_bounds(h, 1, 0) }, "gauge_set_bounds: lower: must not exceed upper (0)"),
                ({ gauge_set_bounds(h, 0, .nan) }, "gauge_set_bounds: upper: must be a finite number"),
                ({ gauge_set_style(h, 0xFFFF_FFFF) }, "gauge_set_style: style: must be 0…6, got 4294967295"),
                ({ gauge_set_label(h, 2, 0) }, "gauge_set_label: role: must be 0 (label) or 1 (currentValueLabel), got 2"),
                ({ gauge_describe(h, 5) }, "gauge_describe: what: must be 0…4, got 5"),
                ({ gauge_stats(4) }, "gauge_stats: what: must be 0…3, got 4"),
                ({ gauge_render(h, 1, 1, 0.0625.nextDown, 0) }, "gauge_render: pixelRatio: must be a finite number 0.0625…16"),
                ({ gauge_render(h, 100_000.0.nextUp, 1, 1, 0) }, "gauge_render: width: must be a finite number 0…100000"),
                ({ gauge_render(h, 1, -0.001, 1, 0) }, "gauge_render: height: must be a finite number 0…100000"),
                ({ gauge_render(h, 1, 1, 1, .infinity) }, "gauge_render: timeMs: must be a finite number"),
                ({ gauge_set_value(h &+ 4096, 1) }, "gauge_set_value: handle: no live gauge has handle \(h &+ 4096)"),
            ]
            for (call, message) in cases {
                #expect(call() < 0)
                #expect(lastError() == message)
            }
        }

        /// The error formatter writes numbers and `%` substitutions without Swift Strings (docs/wasm-build.md › Size and allocation): every digit
        /// count, the sign, the Int64 extremes, and a record prefix.
        @Test func errorTextFormatsNumbersAndRecords() {
            let numbers: [Int64] = [0, 7, -1, 10, 99, 100, 4_294_967_295, -2_147_483_648, .max, .min]
            for n in numbers {
                #expect(fail(Status.badArgument, "gauge_test", "n", "got %", n) == Status.badArgument)
                #expect(lastError() == "gauge_test: n: got \(n)")
            }
            _ = fail(Status.badText, "gauge_test", record: 12, "textBytes", Reason("bytes %…% past % (%)", 1, -2, 30))
            #expect(lastError() == "gauge_test: record 12 textBytes: bytes 1…-2 past 30 (%)")
            _ = fail(GaugeError(.badText, argument: "tint", reason: "unknown colour 'x'"), "gauge_test")
            #expect(lastError() == "gauge_test: tint: unknown colour 'x'")
        }

        /// gauge_last_error_part: the status, where the argument's name and the reason start, the quoted number's
        /// range — the same message as data — and a bad `what` that keeps the error it describes.
        @Test func errorsCrossAsData() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            func parts() -> (status: Int32, argument: String, reason: String, value: String?) {
                let bytes = Array(lastError().utf8)
                let p = (0...4).map { gauge_last_error_part(UInt32($0)) }
                let text = { (a: Int32, b: Int32) in String(decoding: bytes[Int(a)..<Int(b)], as: UTF8.self) }
                return (p[0], text(p[1], p[2] - 2), text(p[2], Int32(bytes.count)), p[3] < 0 ? nil : text(p[3], p[4]))
            }
            #expect(gauge_set_bounds(h, 1, 0) == -2)
            #expect(parts() == (-2, "lower", "must not exceed upper (0)", nil))
            #expect(gauge_set_ring_arc(h, .nan, 90, 3) == -2)
            #expect(parts() == (-2, "startAngle", "must be a finite number of degrees, got –", "–"))
            #expect(gauge_set_dial(h, 0, 400.5, 1, 10, 5, 1) == -2)
            #expect(parts() == (-2, "sweep", "must be above 0 and at most 360 degrees, got 400.5", "400.5"))
            #expect(setTint(h, "bleu") == -3)
            #expect(parts() == (-3, "tint", "unknown colour 'bleu' at byte 0", nil))
            #expect(gauge_set_zones(h, writeRecords([(0, "bleu", "x")])) == -3)
            #expect(parts().argument == "record 0 color")
            #expect(gauge_set_value(0, 1) == -1)
            #expect(parts() == (-1, "handle", "no live gauge has handle 0", nil))
            // A bad `what` answers -2 and records nothing: the error it would describe stays.
            #expect(gauge_last_error_part(5) == -2)
            #expect(parts() == (-1, "handle", "no live gauge has handle 0", nil))
        }

        @Test func pixelRatioRangeIsInclusive() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_render(h, 58, 58, 0.0625, 0) == 0)
            #expect(gauge_render(h, 58, 58, 16, 0) == 0)
            for r in [0, -0.0, Double.leastNonzeroMagnitude, 0.06, 16.000_001, .nan, .infinity] {
                #expect(gauge_render(h, 58, 58, r, 0) == -2, "pixelRatio \(r)")
            }
        }

        @Test func aRefusedScratchRequestEmptiesTheBuffer() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            writeScratch(Array("Speed".utf8))
            #expect(gauge_scratch(65_537) == nil)
            // A host that ignored the 0 and passed its byte count anyway reads nothing stale.
            #expect(gauge_set_label(h, 0, 5) == -3)
            #expect(lastError().hasPrefix("gauge_set_label: byteCount: bytes 0…5 lie outside the scratch buffer (0 bytes"))
            #expect(describe(h, 1) == "")
        }

        @Test func tintMinusOneRestoresTheDefault() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, 0.5) == 0)
            #expect(gauge_render(h, 100, 40, 1, 0) == 0)
            let blue = displayListBytes(h)
            #expect(setTint(h, "red") == 0)
            #expect(gauge_render(h, 100, 40, 1, 0) == 0)
            #expect(displayListBytes(h) != blue)
            #expect(gauge_set_tint(h, -1) == 0)
            #expect(gauge_render(h, 100, 40, 1, 0) == 0)
            #expect(displayListBytes(h) == blue)
            #expect(gauge_set_tint(h, -2) == -3)
        }

        @Test func describeBeforeTheFirstRenderIsEmpty() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_describe(h, 0) == 0)
            #expect(gauge_render(h, 58, 58, 1, 0) == 0)
            #expect(describe(h, 0).hasPrefix("header v1 size=58x58"))
        }

        @Test func subnormalAndHugeFiniteInputsAreAccepted() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_bounds(h, -.leastNonzeroMagnitude, .leastNonzeroMagnitude) == 0)
            #expect(gauge_set_value(h, 0) == 0)
            #expect(describe(h, 2) == "0")
            #expect(gauge_set_bounds(h, -.greatestFiniteMagnitude, .greatestFiniteMagnitude) == 0)
            #expect(gauge_set_value(h, .greatestFiniteMagnitude) == 0)
            for style in GaugeStyle.allCases {
                #expect(gauge_set_style(h, style.rawValue) == 0)
                #expect(gauge_render(h, .leastNonzeroMagnitude, 100_000, 16, -.greatestFiniteMagnitude) == 0)
                #expect(gauge_render(h, 100_000, 100_000, 0.0625, 0) == 0)
                let list = try! DisplayList.decode(displayListBytes(h))
                #expect(list.width == 100_000 && list.pixelRatio == 0.0625)
            }
        }

        /// Finite values beyond f32's range are stored as its largest finite value, never as ∞.
        @Test func hugeFiniteCoordinatesStayFiniteAsF32() throws {
            var list = DisplayList()
            list.reset(width: 1e39, height: -1e300, pixelRatio: .greatestFiniteMagnitude)
            let paint = list.solid(Color(r8: 255, g8: 0, b8: 0))
            list.fillCircle(cx: 1e39, cy: -1e39, r: 1e300, paint: paint)
            let decoded = try DisplayList.decode(list.bytes())
            #expect(decoded.width == .greatestFiniteMagnitude && decoded.height == -.greatestFiniteMagnitude)
            #expect(decoded.commands.last == .fillCircle(cx: .greatestFiniteMagnitude, cy: -.greatestFiniteMagnitude,
                                                         r: .greatestFiniteMagnitude, paint: paint))
        }

        // MARK: Text policy

        @Test func controlCharactersAreDrawnInertAndKeptForAccessibility() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
            let label = "a\u{0}b\u{7}c\nd\te\u{7F}f\u{85}g\r\u{C}h"
            #expect(setText(h, role: 0, label) == 0)
            #expect(describe(h, 1) == label)
            #expect(gauge_render(h, 600, 80, 1, 0) == 0)
            let texts = try! DisplayList.decode(displayListBytes(h)).commands.compactMap { c -> String? in
                if case let .text(s, _, _, _, _, _, _, _) = c { return s }; return nil }
            #expect(texts.contains("a\u{FFFD}b\u{FFFD}c d e\u{FFFD}f\u{FFFD}g  h"))
        }

        @Test(arguments: [
            ("<img src=x onerror=alert(1)>", "<img src=x onerror=alert(1)>"),
            ("\u{2067}שלום\u{2069} 21°\u{200F}", "\u{2067}שלום\u{2069} 21°\u{200F}"),
            ("\u{202E}evil.exe\u{202C}", "\u{FFFD}evil.exe\u{FFFD}"),
            ("\u{202A}\u{202B}x\u{202D}", "\u{FFFD}\u{FFFD}x\u{FFFD}"),
        ])
        func markupIsTextAndBidiOverridesAreNotObeyed(_ text: String, _ drawn: String) {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(setText(h, role: 1, text) == 0)
            #expect(describe(h, 2) == text)
            #expect(gauge_render(h, 600, 80, 1, 0) == 0)
            #expect(describe(h, 0).contains("text \"" + drawn + "\""))
        }

        @Test(arguments: [
            ("plain", "plain"), ("", ""), ("\u{0}", "\u{FFFD}"), ("\u{1F}\u{7F}", "\u{FFFD}\u{FFFD}"),
            ("\u{80}x\u{9F}", "\u{FFFD}x\u{FFFD}"), ("\u{A0}é\u{C2}", "\u{A0}é\u{C2}"), ("\t\n\u{C}\r", "    "),
            ("\u{B}", "\u{FFFD}"), ("👩‍👩‍👧\u{1}", "👩‍👩‍👧\u{FFFD}"), ("\u{2029}\u{2029}\u{202F}", "\u{2029}\u{2029}\u{202F}"),
            ("\u{202E}a\u{202A}", "\u{FFFD}a\u{FFFD}"), ("\u{2069}\u{200E}\u{61C}", "\u{2069}\u{200E}\u{61C}"),
        ])
        func drawnTextReplacesOnlyControls(_ input: String, _ drawn: String) {
            #expect(DrawnText.sanitized(input) == drawn)
            #expect(DrawnText.needsSanitizing(input) == (input != drawn))
            #expect(!DrawnText.needsSanitizing(DrawnText.sanitized(input)))
        }

        // MARK: Handles

        @Test func aSlotIsRetiredAtItsLastGenerationNeverWrapped() {
            let h = gauge_create()
            let index = Int(UInt32(bitPattern: h) & 0xFFF)
            #expect(gauge_destroy(h) == 0)
            // Jump the freed slot to its second-to-last generation, as if 524,285 gauges had lived there.
            Handles.generations[index] = Handles.generationMask - 1
            let last = gauge_create()
            #expect(Int(UInt32(bitPattern: last) & 0xFFF) == index)
            #expect(UInt32(bitPattern: last) >> 12 == Handles.generationMask)
            #expect(last > 0)
            #expect(gauge_destroy(last) == 0)
            let next = gauge_create(); defer { _ = gauge_destroy(next) }
            #expect(Int(UInt32(bitPattern: next) & 0xFFF) != index, "the retired slot was reused")
            #expect(!Handles.freeList.contains(index))
            for old in [h, last] { #expect(gauge_set_value(old, 1) == -1) }
        }

        // MARK: Memory

        @Test func statsCountGaugesAndDisplayListBuffers() {
            let gauges = gauge_stats(0), lists = gauge_stats(2)
            let h = gauge_create()
            #expect(gauge_stats(0) == gauges + 1)
            let fresh = gauge_stats(2)
            #expect(fresh >= lists && fresh < lists + 256)  // the empty list's header
            #expect(setText(h, role: 0, String(repeating: "x", count: 4096)) == 0)
            #expect(gauge_render(h, 320, 80, 2, 0) == 0)
            let grown = gauge_stats(2)
            #expect(grown > fresh + 3 * 64)  // encoder words and strings, encoded bytes, host copy (the label is truncated to fit)
            // Rendered again (also smaller): the buffers are reused, not reallocated.
            for (w, hh) in [(320.0, 80.0), (100, 40), (320, 80), (0, 0)] {
                #expect(gauge_render(h, w, hh, 2, 0) == 0)
                #expect(gauge_stats(2) == grown)
            }
            #expect(gauge_destroy(h) == 0)
            #expect(gauge_stats(0) == gauges)
            #expect(gauge_stats(2) == lists)
        }

        @Test func heapBytesAreCountedOnlyInWasm() {
            #expect(gauge_stats(1) == -2)
            #expect(lastError() == "gauge_stats: what: 1 (heap bytes) is counted only in the wasm build")
        }
    }
}
