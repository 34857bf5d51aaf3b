// A dial's kept scale through the C ABI (docs/performance.md › A render in the wasm, per style): the slot counts
// every setter but the value's (`GaugeSlot.valueChanges`), so a dial laid out after any other setter equals a fresh
// gauge's, and one whose value alone changed keeps its scale.
import Testing
@testable import GaugeABI
@testable import GaugeCore

extension ABITests {
    @Suite struct DialScale {
        func dial() -> Int32 {
            let h = gauge_create()
            #expect(gauge_set_style(h, 6) == 0 && gauge_set_bounds(h, 0, 220) == 0 && setText(h, role: 0, "Speed") == 0)
            #expect(gauge_set_dial(h, -135, 270, 1, 0, 4, 1) == 0)
            return h
        }

        func bytes(_ h: Int32, _ value: Double, _ size: Double = 120) -> [UInt8] {
            #expect(gauge_set_value(h, value) == 0)
            #expect(gauge_render(h, size, size, 2, 0) >= 0)
            let n = Int(gauge_display_list_len(h))
            return Array(UnsafeRawBufferPointer(start: gauge_display_list_ptr(h), count: n))
        }

        /// Each setter, applied to a gauge.
        let setters: [(String, (Int32) -> Int32)] = [
            ("bounds", { gauge_set_bounds($0, -40, 1_200_000) }),
            ("dial", { gauge_set_dial($0, -90, 360, 1, 7, 2, 1) }),
            ("tick labels", { gauge_set_dial($0, -135, 270, 1, 0, 4, 0) }),
            ("needle", { gauge_set_needle($0, 2, 0.2) }),
            ("label", { setText($0, role: 0, "Speed over ground") }),
            ("value label", { setText($0, role: 1, "") }),
            ("number format", { gauge_set_number_format($0, 1, 2, 0, 0, 0) }),
            ("tick format", { gauge_set_tick_format($0, 1, 1, 0, 0, 0) }),
            ("scheme", { gauge_set_color_scheme($0, 1) }),
            ("target", { gauge_set_target($0, 150) }),
            ("direction", { gauge_set_layout_direction($0, 1) }),
        ]

        @Test func everySetterLaysTheScaleOutAgain() {
            for (name, set) in setters {
                let h = dial()
                _ = bytes(h, 10)
                _ = bytes(h, 20)  // from the kept scale
                #expect(set(h) == 0, "\(name)")
                let f = dial()
                #expect(set(f) == 0)
                #expect(bytes(h, 55) == bytes(f, 55), "\(name)")
                #expect(bytes(h, 130) == bytes(f, 130), "\(name), kept")
                #expect(bytes(h, 130, 64) == bytes(f, 130, 64), "\(name), a new box")
                _ = gauge_destroy(h)
                _ = gauge_destroy(f)
            }
        }

        @Test func aValueKeepsTheScaleAndTheSlotFreesIt() {
            let h = dial()
            _ = bytes(h, 10)
            let slot = liveSlot(h, "test")
            var kept = Handles.slots[slot].list.dialScale
            for v in stride(from: 0.0, through: 220, by: 11.5) {
                let f = dial()
                #expect(bytes(h, v) == bytes(f, v))
                _ = gauge_destroy(f)
            }
            #expect(kept != nil && Handles.slots[slot].list.dialScale === kept, "laid out once")
            weak var gone = kept
            kept = nil
            _ = gauge_destroy(h)
            #expect(gone == nil, "freed with the gauge")
        }
    }
}
