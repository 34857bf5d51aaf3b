// gauge_set_input_state through the C ABI: bit 0 interactive, bit 1 focus-visible; anything else refused with the
// argument named and the state kept (docs/abi.md › Validation); focus colour as gauge_set_color role 6.
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct InputStateABI {
        func ring() -> Int32 {
            let h = gauge_create()
            #expect(gauge_set_style(h, GaugeStyle.accessoryCircular.rawValue) == 0)
            #expect(gauge_set_value(h, 0.4) == 0)
            return h
        }

        @Test func bitsSetRoomAndRing() {
            let h = ring(); defer { _ = gauge_destroy(h) }
            #expect(gauge_render(h, 66, 66, 1, 0) == 0)
            let plain = describe(h, 0)
            #expect(gauge_set_input_state(h, 1) == 0)
            #expect(gauge_render(h, 66, 66, 1, 0) == 0)
            let room = describe(h, 0)
            #expect(room != plain && !room.contains("w=3 "))
            #expect(gauge_set_input_state(h, 3) == 0)
            #expect(gauge_render(h, 66, 66, 1, 0) == 0)
            #expect(describe(h, 0).contains("strokeArc c=(33,33) r=31.5 a=-1.571..4.712 w=3 cap=butt"))
            #expect(setColor(h, 6, "#6d28d9") == 0)
            #expect(gauge_render(h, 66, 66, 1, 0) == 0)
            #expect(describe(h, 0).contains("#6d28d9ff"))
            #expect(gauge_set_input_state(h, 0) == 0)
            #expect(gauge_render(h, 66, 66, 1, 0) == 0)
            #expect(describe(h, 0) == plain)
        }

        @Test func refusalsNameTheArgumentAndKeepTheState() {
            let h = ring(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_input_state(h, 3) == 0)
            #expect(gauge_render(h, 80, 80, 2, 0) == 0)
            let before = displayListBytes(h)
            for flags: UInt32 in [4, 5, 7, 0x8000_0001, .max] {
                #expect(gauge_set_input_state(h, flags) == Status.badArgument)
                #expect(lastError() == "gauge_set_input_state: flags: must be 0…3 (bit 0 interactive, bit 1 focus-visible), got \(flags)")
                #expect(gauge_render(h, 80, 80, 2, 0) == 0)
                #expect(displayListBytes(h) == before)
            }
            #expect(setColor(h, 7, "red") == Status.badArgument)
            #expect(lastError() == "gauge_set_color: role: must be 0 (track), 1 (label), 2 (value), 3 (hub), 4 (increasing), 5 (decreasing) or 6 (focus), got 7")
            #expect(gauge_set_input_state(0, 1) == Status.badHandle)
            #expect(lastError() == "gauge_set_input_state: handle: no live gauge has handle 0")
        }

        @Test func valueAtTakesTheRoomOff() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
            #expect(gauge_set_bounds(h, 0, 100) == 0)
            #expect(gauge_set_input_state(h, 1) == 0)
            #expect(gauge_render(h, 212, 40, 1, 0) == 0)
            // The track runs 6…206 (the room: 4 for the ring, 2 for the thumb).
            #expect(abs(gauge_value_at(h, 6, 20) - 0) < 1e-9)
            #expect(abs(gauge_value_at(h, 106, 20) - 50) < 1e-9)
            #expect(abs(gauge_value_at(h, 206, 20) - 100) < 1e-9)
        }
    }
}
