// gauge_set_thickness and the out-of-range words through the C ABI: refusals name the argument and keep the
// thickness; unit 0 draws as before; what 10 and 11 translate "above range" / "below range"
// (docs/swiftui-fidelity.md › Thickness, › Out of range).
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct ThicknessABI {
        @Test func setRefusedAndCleared() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, 0.5) == 0)
            #expect(gauge_render(h, 200, 60, 1, 0) == 0)
            let plain = describe(h, 0)
            #expect(plain.contains("size=200x4 "))
            #expect(gauge_set_thickness(h, 10, 1) == 0)
            #expect(gauge_render(h, 200, 60, 1, 0) == 0)
            let thick = describe(h, 0)
            #expect(thick.contains("size=200x10 "))
            for (t, u, message) in [
                (Double.nan, UInt32(1), "gauge_set_thickness: thickness: must be above 0 and at most 1000 px, got –"),
                (-1, 1, "gauge_set_thickness: thickness: must be above 0 and at most 1000 px, got -1"),
                (.infinity, 1, "gauge_set_thickness: thickness: must be above 0 and at most 1000 px, got ∞"),
                (0, 2, "gauge_set_thickness: thickness: must be above 0 and at most 1 (of the box), got 0"),
                (1.5, 2, "gauge_set_thickness: thickness: must be above 0 and at most 1 (of the box), got 1.5"),
                (5, 3, "gauge_set_thickness: unit: must be 0…2, got 3"),
            ] {
                #expect(gauge_set_thickness(h, t, u) == Status.badArgument)
                #expect(lastError() == message)
                #expect(gauge_render(h, 200, 60, 1, 0) == 0)
                #expect(describe(h, 0) == thick, "\(t) \(u) kept the thickness")
            }
            #expect(gauge_set_thickness(h, .nan, 0) == 0)
            #expect(gauge_render(h, 200, 60, 1, 0) == 0)
            #expect(describe(h, 0) == plain, "unit 0: the style's own, byte for byte")
            #expect(gauge_set_thickness(h + 4096, 1, 1) == Status.badHandle)
        }

        @Test func rangeWordsTranslate() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_bounds(h, 0, 100) == 0)
            #expect(gauge_set_value(h, 130) == 0)
            #expect(describe(h, 2) == "130, above range")
            #expect(gauge_set_formatted_text(h, 10, writeScratch(Array("über dem Bereich".utf8))) == 0)
            #expect(describe(h, 2) == "130, über dem Bereich")
            #expect(gauge_set_value(h, -.infinity) == 0)
            #expect(describe(h, 2) == "-∞, below range")
            #expect(gauge_set_formatted_text(h, 11, writeScratch(Array("darunter".utf8))) == 0)
            #expect(describe(h, 2) == "-∞, darunter")
            #expect(gauge_set_formatted_text(h, 11, -1) == 0)
            #expect(describe(h, 2) == "-∞, below range")
            #expect(gauge_set_value(h, 100) == 0)
            #expect(describe(h, 2) == "100")
        }
    }
}
