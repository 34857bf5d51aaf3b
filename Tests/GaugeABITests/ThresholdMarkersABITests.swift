// gauge_set_threshold_markers through the C ABI: bits 0 (zone boundaries) and 1 (the rings' target); anything
// else refused with the argument named and the marks kept (docs/abi.md › Validation).
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct ThresholdMarkers {
        func zoned(_ style: GaugeStyle) -> Int32 {
            let h = gauge_create()
            #expect(gauge_set_style(h, style.rawValue) == 0)
            #expect(gauge_set_bounds(h, 0, 100) == 0)
            #expect(gauge_set_value(h, 40) == 0)
            #expect(gauge_set_target(h, 75) == 0)
            let zones: [(Double, String)] = [(0, "green"), (50, "orange"), (90, "red")]
            var bytes: [UInt8] = []
            for (from, colour) in zones {
                withUnsafeBytes(of: from.bitPattern.littleEndian) { bytes += $0 }
                withUnsafeBytes(of: Int32(colour.utf8.count).littleEndian) { bytes += $0 }
                withUnsafeBytes(of: Int32(0).littleEndian) { bytes += $0 }
            }
            for (_, colour) in zones { bytes += Array(colour.utf8) }
            _ = writeScratch(bytes)
            #expect(gauge_set_zones(h, Int32(zones.count)) == 0)
            return h
        }

        func lineCount(_ h: Int32) -> Int {
            #expect(gauge_render(h, 120, 120, 1, 0) == 0)
            return describe(h, 0).split(separator: "\n").filter { $0.hasPrefix("line ") }.count
        }

        @Test func bitsSelectTheMarks() {
            let h = zoned(.accessoryCircularCapacity); defer { _ = gauge_destroy(h) }
            #expect(lineCount(h) == 0)
            #expect(gauge_set_threshold_markers(h, 1) == 0)
            #expect(lineCount(h) == 2)  // 50 and 90; 0 is the minimum
            #expect(gauge_set_threshold_markers(h, 3) == 0)
            #expect(lineCount(h) == 3)  // and the target
            #expect(gauge_set_threshold_markers(h, 2) == 0)
            #expect(lineCount(h) == 1)
            #expect(gauge_set_threshold_markers(h, 0) == 0)
            #expect(lineCount(h) == 0)
        }

        @Test func refusalsNameTheArgumentAndKeepTheMarks() {
            let h = zoned(.linearCapacity); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_threshold_markers(h, 1) == 0)
            #expect(gauge_render(h, 200, 60, 2, 0) == 0)
            let before = displayListBytes(h)
            for flags: UInt32 in [4, 5, 0x8000_0001, .max] {
                #expect(gauge_set_threshold_markers(h, flags) == Status.badArgument)
                #expect(lastError() == "gauge_set_threshold_markers: flags: must be 0…3 (bit 0 zone boundaries, bit 1 target), got \(flags)")
                #expect(gauge_render(h, 200, 60, 2, 0) == 0)
                #expect(displayListBytes(h) == before)
            }
            #expect(gauge_set_threshold_markers(0, 1) == Status.badHandle)
            #expect(lastError() == "gauge_set_threshold_markers: handle: no live gauge has handle 0")
            _ = gauge_destroy(h)
            #expect(gauge_set_threshold_markers(h, 1) == Status.badHandle)
        }
    }
}
