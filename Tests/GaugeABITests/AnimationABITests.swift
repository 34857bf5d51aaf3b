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
            #expect(gauge_set_animation(h, 4, 0, 0, 0, 0, 1) == -2)
            #expect(lastError() == "gauge_set_animation: kind: must be 0 (none), 1 (curve), 2 (spring) or 3 (namedCurve), plus bits 8…12, got 4")
            #expect(gauge_set_animation(h, 3, 4, 0, 0, 0, 1) == -2)
            #expect(lastError() == "gauge_set_animation: curve: must be 0 (linear), 1 (easeIn), 2 (easeOut) or 3 (easeInOut)")
            #expect(gauge_set_animation(h, 3, 1.5, 0, 0, 0, 1) == -2)
            #expect(gauge_set_animation(h, 2 | 32 << 8, 0.5, 1, 0, 0, 0) == -2)
            #expect(lastError() == "gauge_set_animation: kind: must be 0 (none), 1 (curve), 2 (spring) or 3 (namedCurve), plus bits 8…12, got 8194")
            #expect(gauge_set_animation(h, 1 | 1 << 8, 0, 0, 0.5, 1, 1) == -2, "a curve's control points cannot be left out")
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

        /// The frames of a value change from 0 to 1 under `kind`/parameters, at 0, 100, 200 and 400 ms.
        func frames(_ kind: UInt32, _ p1: Double, _ p2: Double, _ p3: Double, _ p4: Double, _ duration: Double) -> [[UInt8]] {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.accessoryCircularCapacity.rawValue) == 0)
            #expect(gauge_set_animation(h, kind, p1, p2, p3, p4, duration) == 0)
            #expect(gauge_render(h, 58, 58, 1, 0) == 0)
            #expect(gauge_set_value(h, 1) == 0)
            return [0.0, 100, 200, 400].map { t in
                #expect(gauge_render(h, 58, 58, 1, t) == 0)
                return displayListBytes(h)
            }
        }

        @Test func namedCurvesAndLeftOutParametersAreTheCoresPresets() {
            let absent = { (bits: UInt32) in bits << animationAbsentShift }
            // SwiftUI's default: the spring with both parameters left out.
            #expect(frames(2 | absent(3), 0, 0, 0, 0, 0) == frames(2, 0.55, 1, 0, 0, 0))
            #expect(frames(2 | absent(1), 0, 0.5, 0, 0, 0) == frames(2, 0.55, 0.5, 0, 0, 0))
            #expect(frames(2 | absent(2), 0.3, 0, 0, 0, 0) == frames(2, 0.3, 1, 0, 0, 0))
            // Named curves by index, at their default duration or a given one.
            for named in TimingCurve.Named.allCases {
                let c = named.curve, i = Double(named.rawValue)
                #expect(frames(3 | absent(16), i, 0, 0, 0, 0) == frames(1, c.c1x, c.c1y, c.c2x, c.c2y, 0.35), "\(named)")
                #expect(frames(3, i, 0, 0, 0, 1) == frames(1, c.c1x, c.c1y, c.c2x, c.c2y, 1), "\(named)")
            }
            #expect(frames(1 | absent(16), 0.1, 0.2, 0.3, 0.4, 0) == frames(1, 0.1, 0.2, 0.3, 0.4, 0.35))
            #expect(frames(3 | absent(16), 3, 0, 0, 0, 0) != frames(3 | absent(16), 0, 0, 0, 0, 0), "easeInOut is not linear")
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
