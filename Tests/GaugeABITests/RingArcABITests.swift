// gauge_set_ring_arc: custom arcs for the ring styles through the C ABI — refusals name the argument and keep
// the gauge; NaN sweep restores the style's own arc.
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct RingArc {
        func ring(_ style: GaugeStyle) -> Int32 {
            let h = gauge_create()
            #expect(gauge_set_style(h, style.rawValue) == 0)
            #expect(gauge_set_bounds(h, 0, 100) == 0)
            #expect(gauge_set_value(h, 40) == 0)
            #expect(setBoundsLabels(h, "0", "100") == 0)
            return h
        }

        func bytes(_ h: Int32) -> [UInt8] {
            #expect(gauge_render(h, 160, 100, 2, 0) == 0)
            return displayListBytes(h)
        }

        @Test(arguments: [GaugeStyle.accessoryCircular, .accessoryCircularCapacity])
        func refusalsNameTheArgumentAndKeepTheArc(_ style: GaugeStyle) {
            let h = ring(style); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_ring_arc(h, -90, 180, 1) == 0)
            let before = bytes(h)
            let cases: [(() -> Int32, Int32, String)] = [
                ({ gauge_set_ring_arc(h, .nan, 180, 1) }, -2, "gauge_set_ring_arc: startAngle: must be a finite number of degrees, got –"),
                ({ gauge_set_ring_arc(h, .infinity, 180, 1) }, -2, "gauge_set_ring_arc: startAngle: must be a finite number of degrees, got ∞"),
                ({ gauge_set_ring_arc(h, 0, 0, 1) }, -2, "gauge_set_ring_arc: sweep: must be above 0 and at most 360 degrees, got 0"),
                ({ gauge_set_ring_arc(h, 0, -90, 1) }, -2, "gauge_set_ring_arc: sweep: must be above 0 and at most 360 degrees, got -90"),
                ({ gauge_set_ring_arc(h, 0, 360.5, 1) }, -2, "gauge_set_ring_arc: sweep: must be above 0 and at most 360 degrees, got 360.5"),
                ({ gauge_set_ring_arc(h, 0, .infinity, 1) }, -2, "gauge_set_ring_arc: sweep: must be above 0 and at most 360 degrees, got ∞"),
                ({ gauge_set_ring_arc(h, 0, .nan, 2) }, -2, "gauge_set_ring_arc: sweep: must be above 0 and at most 360 degrees, got –"),
                ({ gauge_set_ring_arc(h, 0, 90, 4) }, -2, "gauge_set_ring_arc: clockwise: must be 0…3, got 4"),
                ({ gauge_set_ring_arc(h, 0, .nan, 7) }, -2, "gauge_set_ring_arc: clockwise: must be 0…3, got 7"),
                ({ gauge_set_ring_arc(0, 0, 90, 1) }, -1, "gauge_set_ring_arc: handle: no live gauge has handle 0"),
            ]
            for (call, status, message) in cases {
                #expect(call() == status, "\(message)")
                #expect(lastError() == message)
            }
            #expect(bytes(h) == before, "a refused call changed the gauge")
        }

        @Test(arguments: [GaugeStyle.accessoryCircular, .accessoryCircularCapacity])
        func nanSweepRestoresTheStylesArc(_ style: GaugeStyle) {
            let h = ring(style); defer { _ = gauge_destroy(h) }
            let swiftUI = bytes(h)
            #expect(gauge_set_ring_arc(h, -90, 180, 0) == 0)
            let custom = bytes(h)
            #expect(custom != swiftUI)
            // Direction matters: the same start and sweep counter-clockwise is another arc.
            #expect(gauge_set_ring_arc(h, -90, 180, 1) == 0)
            #expect(bytes(h) != custom)
            // NaN sweep (any start) is "none": back to SwiftUI's arc, byte for byte.
            #expect(gauge_set_ring_arc(h, .nan, .nan, 1) == 0)
            #expect(bytes(h) == swiftUI)
            #expect(gauge_set_ring_arc(h, 12, .nan, 0) == 0)
            #expect(bytes(h) == swiftUI)
        }

        @Test func fullCircleIsSweep360WhateverTheStart() {
            // Equal start and end angles mean the full circle: 360 from any start, also taken modulo 360.
            let h = ring(.accessoryCircularCapacity); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_ring_arc(h, 0, 360, 1) == 0)
            let a = bytes(h)
            #expect(gauge_set_ring_arc(h, 720, 360, 1) == 0)
            #expect(bytes(h) == a)
            // From 12 o'clock clockwise, a full circle is SwiftUI's capacity ring's arc; only its fitting differs
            // (the value text is measured with it, and fits inside the ring): same track and fill angles.
            let track = describe(h, 0).split(separator: "\n").filter { $0.hasPrefix("strokeArc") }
            #expect(track.count == 2 && track[0].contains("a=-1.571..4.712") && track[1].contains("a=-1.571..0.942"))
        }

        @Test func theDialsArcIsUnaffected() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.dial.rawValue) == 0)
            #expect(gauge_render(h, 200, 200, 1, 0) == 0)
            let dial = displayListBytes(h)
            #expect(gauge_set_ring_arc(h, 0, 90, 0) == 0)
            #expect(gauge_render(h, 200, 200, 1, 0) == 0)
            #expect(displayListBytes(h) == dial)
        }
    }
}
