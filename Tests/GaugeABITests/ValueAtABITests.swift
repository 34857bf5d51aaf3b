// gauge_value_at: the value under a point through the C ABI, as the JS host calls it for a pointer press.
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct ValueAt {
        @Test func readsTheLastRendersGeometryAndRefusesNothingButHandles() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_bounds(h, 0, 200) == 0)
            #expect(gauge_set_style(h, GaugeStyle.dial.rawValue) == 0)
            #expect(gauge_value_at(h, 10, 10).isNaN, "nothing rendered yet")
            #expect(gauge_render(h, 240, 240, 2, 0) == 0)
            // The same numbers as the Swift API, whose layout is the same.
            let g = Gauge(value: 0, in: 0...200, style: .dial)
            for (x, y) in [(10.0, 120.0), (120, 5), (230, 120), (119, 239), (121, 239), (-1e6, 3), (120, 120)] {
                #expect(gauge_value_at(h, x, y) == g.value(at: (x, y), in: (240, 240)))
            }
            #expect(gauge_value_at(h, 120, 5) == 100)  // 12 o'clock: the middle of the default 270° arc
            #expect(gauge_value_at(h, .nan, 5).isNaN)
            #expect(gauge_value_at(h, 5, -.infinity).isNaN)
            // Right to left mirrors a bar; a vertical bar reads up.
            #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
            #expect(gauge_set_layout_direction(h, 1) == 0)
            #expect(gauge_render(h, 200, 40, 1, 0) == 0)
            #expect(gauge_value_at(h, 0, 20) == 200 && gauge_value_at(h, 200, 20) == 0)
            #expect(gauge_set_orientation(h, 1) == 0)
            #expect(gauge_render(h, 96, 200, 1, 0) == 0)
            #expect(gauge_value_at(h, 48, 0) == 200 && gauge_value_at(h, 48, 200) == 0)
            // An empty box holds no range.
            #expect(gauge_render(h, 0, 0, 1, 0) == 0)
            #expect(gauge_value_at(h, 0, 0).isNaN)
            #expect(gauge_value_at(-3, 1, 1).isNaN)
            #expect(lastError() == "gauge_value_at: handle: no live gauge has handle -3")
        }
    }
}
