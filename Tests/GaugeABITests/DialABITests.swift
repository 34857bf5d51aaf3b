// The setters beyond SwiftUI (dial, zones, values, origin, target, segments) refuse bad input with a status
// and a named message, and leave the gauge drawing exactly as before.
import Testing
@testable import GaugeABI
import GaugeCore

/// Scratch records as `gauge_set_zones` / `gauge_set_values` read them: 16-byte headers, then the texts.
func writeRecords(_ records: [(Double, String?, String)], colorBytesOverride: Int32? = nil) -> Int32 {
    var head: [UInt8] = [], tail: [UInt8] = []
    func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
    for (number, color, text) in records {
        head += le(number.bitPattern)
        let c = color.map { Array($0.utf8) }
        head += le(colorBytesOverride ?? Int32(c?.count ?? -1))
        head += le(Int32(text.utf8.count))
        tail += (c ?? []) + Array(text.utf8)
    }
    writeScratch(head + tail)
    return Int32(records.count)
}

extension ABITests {
    @Suite struct Dial {
        /// A dial gauge with zones, a value, an origin and a target, rendered; its bytes.
        func dialGauge() -> (Int32, [UInt8]) {
            let h = gauge_create()
            #expect(gauge_set_style(h, 6) == 0)
            #expect(gauge_set_bounds(h, 0, 100) == 0)
            #expect(gauge_set_value(h, 40) == 0)
            #expect(gauge_set_dial(h, -135, 270, 1, 10, 5, 1) == 0)
            #expect(gauge_set_zones(h, writeRecords([(0, "green", "ok"), (70, "red", "hot")])) == 0)
            #expect(gauge_set_values(h, writeRecords([(60, "orange", "Rear")])) == 0)
            #expect(gauge_set_origin(h, 0) == 0)
            #expect(gauge_set_target(h, 80) == 0)
            #expect(gauge_render(h, 200, 200, 1, 0) == 0)
            return (h, displayListBytes(h))
        }

        @Test func refusalsNameTheArgumentAndKeepTheGauge() {
            let (h, before) = dialGauge(); defer { _ = gauge_destroy(h) }
            let cases: [(() -> Int32, Int32, String)] = [
                ({ gauge_set_dial(h, .nan, 270, 1, 10, 5, 1) }, -2, "gauge_set_dial: startAngle: must be a finite number of degrees, got –"),
                ({ gauge_set_dial(h, 0, 0, 1, 10, 5, 1) }, -2, "gauge_set_dial: sweep: must be above 0 and at most 360 degrees, got 0"),
                ({ gauge_set_dial(h, 0, 361, 1, 10, 5, 1) }, -2, "gauge_set_dial: sweep: must be above 0 and at most 360 degrees, got 361"),
                ({ gauge_set_dial(h, 0, 270, 2, 10, 5, 1) }, -2, "gauge_set_dial: clockwise: must be 0 or 1, got 2"),
                ({ gauge_set_dial(h, 0, 270, 1, 0, 5, 1) }, -2, "gauge_set_dial: majorTicks: must be 1…100, got 0"),
                ({ gauge_set_dial(h, 0, 270, 1, 0xFFFF_FFFF, 5, 1) }, -2, "gauge_set_dial: majorTicks: must be 1…100, got 4294967295"),
                ({ gauge_set_dial(h, 0, 270, 1, 10, 21, 1) }, -2, "gauge_set_dial: minorTicks: must be 0…20, got 21"),
                ({ gauge_set_dial(h, 0, 270, 1, 10, 5, 7) }, -2, "gauge_set_dial: tickLabels: must be 0 or 1, got 7"),
                ({ gauge_set_zones(h, 65) }, -2, "gauge_set_zones: count: must be 0…64, got 65"),
                ({ gauge_set_zones(h, -1) }, -2, "gauge_set_zones: count: must be 0…64, got -1"),
                ({ gauge_set_zones(h, writeRecords([(.nan, "red", "x")])) }, -2, "gauge_set_zones: record 0 from: must be a finite number"),
                ({ gauge_set_zones(h, writeRecords([(0, "bleu", "x")])) }, -3, "gauge_set_zones: record 0 color: unknown colour 'bleu' at byte 0"),
                ({ gauge_set_zones(h, writeRecords([(0, nil, "x")])) }, -3, ""),
                ({ gauge_set_zones(h, writeRecords([(0, "red", "x")], colorBytesOverride: 999)) }, -3, ""),
                ({ writeScratch([1, 2, 3]); return gauge_set_zones(h, 2) }, -3, "gauge_set_zones: count: 2 records need 32 bytes of scratch, got 3"),
                ({ gauge_set_values(h, 9) }, -2, "gauge_set_values: count: must be 0…8, got 9"),
                ({ gauge_set_values(h, writeRecords([(1, "#12345", "x")])) }, -3, ""),
                ({ gauge_set_origin(h, .infinity) }, -2, "gauge_set_origin: origin: must be finite, or NaN for none"),
                ({ gauge_set_target(h, -.infinity) }, -2, "gauge_set_target: target: must be finite, or NaN for none"),
                ({ gauge_set_segments(h, 1) }, -2, "gauge_set_segments: count: must be 0 or 2…200, got 1"),
                ({ gauge_set_segments(h, 201) }, -2, "gauge_set_segments: count: must be 0 or 2…200, got 201"),
                ({ gauge_set_dial(-3, 0, 270, 1, 10, 5, 1) }, -1, "gauge_set_dial: handle: no live gauge has handle -3"),
            ]
            for (call, status, message) in cases {
                #expect(call() == status, "\(message)")
                if !message.isEmpty { #expect(lastError() == message) }
            }
            #expect(gauge_render(h, 200, 200, 1, 0) == 0)
            #expect(displayListBytes(h) == before, "a refused call changed the gauge")
        }

        @Test func zeroIsARealOriginAndNaNRemovesIt() {  // docs/regression-cases.md › origin-fill and zero-is-a-value
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
            #expect(gauge_set_bounds(h, -50, 50) == 0)
            #expect(gauge_set_value(h, -20) == 0)
            let hash = { () -> UInt32 in #expect(gauge_render(h, 200, 40, 1, 0) == 0); return fnv1a32(displayListBytes(h)) }
            let fromMinimum = hash()
            #expect(gauge_set_origin(h, 0) == 0)
            let fromZero = hash()
            #expect(fromZero != fromMinimum, "an origin at 0 is a real origin, not 'none'")
            #expect(gauge_set_origin(h, .nan) == 0)
            #expect(hash() == fromMinimum, "NaN removes the origin")
        }
    }
}
