// gauge_set_orientation: vertical linear gauges through the C ABI; refusals keep the gauge as it was.
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct Vertical {
        /// A vertical thermometer with labels, zones and an origin, rendered; its handle and bytes.
        func thermometer() -> (Int32, [UInt8]) {
            let h = gauge_create()
            #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
            #expect(gauge_set_bounds(h, -10, 40) == 0)
            #expect(gauge_set_value(h, 21) == 0)
            #expect(setText(h, role: 0, "Temperature") == 0)
            #expect(gauge_set_zones(h, writeRecords([(0, "blue", "cold"), (25, "red", "hot")])) == 0)
            #expect(gauge_set_origin(h, 0) == 0)
            #expect(gauge_set_orientation(h, 1) == 0)
            #expect(gauge_render(h, 90, 240, 2, 0) == 0)
            return (h, displayListBytes(h))
        }

        @Test func refusalsNameTheArgumentAndKeepTheGauge() {
            let (h, before) = thermometer(); defer { _ = gauge_destroy(h) }
            let cases: [(UInt32, String)] = [
                (2, "gauge_set_orientation: orientation: must be 0 (horizontal) or 1 (vertical), got 2"),
                (0xFFFF_FFFF, "gauge_set_orientation: orientation: must be 0 (horizontal) or 1 (vertical), got 4294967295"),
            ]
            for (value, message) in cases {
                #expect(gauge_set_orientation(h, value) == Status.badArgument)
                #expect(lastError() == message)
            }
            #expect(gauge_set_orientation(-3, 1) == Status.badHandle)
            #expect(lastError() == "gauge_set_orientation: handle: no live gauge has handle -3")
            #expect(gauge_render(h, 90, 240, 2, 0) == 0)
            #expect(displayListBytes(h) == before, "a refused call changed the gauge")
        }

        @Test func verticalChangesTheLinearStylesOnlyAndHorizontalRestoresTheBytes() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_value(h, 0.4) == 0)
            for style in GaugeStyle.allCases {
                #expect(gauge_set_style(h, style.rawValue) == 0)
                #expect(gauge_set_orientation(h, 0) == 0)
                #expect(gauge_render(h, 120, 160, 1, 0) == 0)
                let horizontal = displayListBytes(h)
                #expect(gauge_set_orientation(h, 1) == 0)
                #expect(gauge_render(h, 120, 160, 1, 0) == 0)
                let vertical = displayListBytes(h)
                let linear = !style.isCircular && style != .dial
                #expect((vertical != horizontal) == linear, "\(style.name)")
                #expect(gauge_set_orientation(h, 0) == 0)
                #expect(gauge_render(h, 120, 160, 1, 0) == 0)
                #expect(displayListBytes(h) == horizontal, "\(style.name): back to horizontal")
            }
        }
    }
}
