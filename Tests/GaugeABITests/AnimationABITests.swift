// gauge_set_animation through the C ABI: validation, the animating flag, and time only through render.
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct Animation {
        func flags(_ h: Int32) -> UInt32 {
            let b = displayListBytes(h)
            return UInt32(b[28]) | UInt32(b[29]) << 8 | UInt32(b[30]) << 16 | UInt32(b[31]) << 24
        }

        @Test func badArgumentsAreRefusedAndTheSettingKept() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_animation(h, 2, 0.55, 1, 0, 0, 0) == 0)
            #expect(gauge_set_animation(h, 3, 0, 0, 0, 0, 1) == -2)
            #expect(lastError() == "gauge_set_animation: kind: must be 0 (none), 1 (curve) or 2 (spring), got 3")
            #expect(gauge_set_animation(h, 1, 1.5, 0, 0.5, 1, 1) == -2)
            #expect(gauge_set_animation(h, 1, 0.4, .nan, 0.5, 1, 1) == -2)
            #expect(gauge_set_animation(h, 1, 0.4, 0, 0.5, 1, 0) == -2)
            #expect(lastError().hasPrefix("gauge_set_animation: duration:"))
            #expect(gauge_set_animation(h, 1, 0.4, 0, 0.5, 1, .infinity) == -2)
            #expect(gauge_set_animation(h, 2, 0, 1, 0, 0, 0) == -2)
            #expect(gauge_set_animation(h, 2, 0.5, -1, 0, 0, 0) == -2)
            #expect(gauge_set_animation(h, 2, 0.5, .nan, 0, 0, 0) == -2)
            #expect(gauge_set_animation(-7, 0, 0, 0, 0, 0, 0) == -1)
            // The spring set first is still in force.
            #expect(gauge_render(h, 58, 58, 1, 0) == 0)
            #expect(gauge_set_value(h, 1) == 0)
            #expect(gauge_render(h, 58, 58, 1, 100) == 0)
            #expect(gauge_render(h, 58, 58, 1, 200) == 0)
            #expect(flags(h) & 1 == 1)
        }

        @Test func animatesThenSettlesAndTimeComesOnlyFromRender() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.accessoryCircularCapacity.rawValue) == 0)
            #expect(gauge_set_animation(h, 1, 0.42, 0, 0.58, 1, 1) == 0)
            #expect(gauge_render(h, 58, 58, 1, 5000) == 0)
            #expect(flags(h) == 0)
            #expect(gauge_set_value(h, 0.5) == 0)
            #expect(gauge_render(h, 58, 58, 1, 6000) == 0)  // the animation starts here
            #expect(flags(h) == 1)
            let start = describe(h, 0)
            #expect(gauge_render(h, 58, 58, 1, 6000) == 0)
            #expect(describe(h, 0) == start, "same time, same frame")
            #expect(gauge_render(h, 58, 58, 1, 6500) == 0)
            #expect(flags(h) == 1 && describe(h, 0) != start)
            // Bounds and size changes mid-flight neither restart nor end it.
            #expect(gauge_set_bounds(h, 0, 2) == 0)
            #expect(gauge_render(h, 120, 58, 2, 6600) == 0)
            #expect(flags(h) == 1)
            #expect(gauge_render(h, 58, 58, 1, 7000) == 0)
            #expect(flags(h) == 0)
            #expect(describe(h, 0).contains("a=-1.571..0"))  // settled at 0.5 / 2 = a quarter turn
        }

        @Test func noneShowsChangesAtOnce() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_animation(h, 2, 0.55, 1, 0, 0, 0) == 0)
            #expect(gauge_set_animation(h, 0, 0, 0, 0, 0, 0) == 0)
            #expect(gauge_set_value(h, 0.7) == 0)
            #expect(gauge_render(h, 58, 58, 1, 0) == 0)
            #expect(flags(h) == 0)
        }
    }
}
