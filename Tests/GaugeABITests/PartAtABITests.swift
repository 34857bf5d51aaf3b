// gauge_part_at: the part under a point through the C ABI, as the JS host calls it for a tooltip or a press.
import Testing
@testable import GaugeABI
import GaugeCore

extension ABITests {
    @Suite struct PartAt {
        @Test func readsTheLastRenderAndRefusesBadInputByName() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_bounds(h, 0, 200) == 0)
            #expect(gauge_set_style(h, GaugeStyle.dial.rawValue) == 0)
            #expect(gauge_part_at(h, 10, 10) == Status.badArgument, "nothing rendered yet")
            #expect(lastError() == "gauge_part_at: handle: not rendered yet")
            #expect(gauge_render(h, 240, 240, 2, 0) == 0)
            // The same codes as the Swift API, whose layout is the same.
            let g = Gauge(value: 0, in: 0...200, style: .dial)
            for x in stride(from: 0.0, through: 240, by: 12) {
                for y in stride(from: 0.0, through: 240, by: 12) {
                    let code = gauge_part_at(h, x, y)
                    #expect(code >= 0 && GaugePart(code: UInt32(code)) == g.part(at: (x, y), in: (240, 240)), "at (\(x), \(y))")
                }
            }
            #expect(gauge_part_at(h, -5, -5) == 0, "off every part")
            #expect(gauge_part_at(h, .nan, 5) == Status.badArgument)
            #expect(lastError() == "gauge_part_at: x: not a finite number")
            #expect(gauge_part_at(h, 5, -.infinity) == Status.badArgument)
            #expect(lastError() == "gauge_part_at: y: not a finite number")
            #expect(gauge_part_at(-3, 1, 1) == Status.badHandle)
            #expect(lastError() == "gauge_part_at: handle: no live gauge has handle -3")
            // A zone packs its index (as given) above the kind.
            #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
            #expect(gauge_set_value(h, 0) == 0)
            var zoned = Gauge(value: 0, in: 0...200, style: .linearCapacity)
            zoned.zones = [Zone(from: 100, color: .red, name: "hot"), Zone(from: 50, color: .green, name: "ok")]
            #expect(gauge_set_zones(h, writeRecords([(100, "red", "hot"), (50, "green", "ok")])) == 0)
            #expect(gauge_render(h, 200, 60, 1, 0) == 0)
            var list = zoned.displayList(width: 200, height: 60)
            var y = 0.0
            for case let .fillRoundRect(_, ry, _, rh, _, _) in (try? DisplayList.decode(list.bytes()).commands) ?? [] { y = Double(ry + rh / 2); break }
            #expect(gauge_part_at(h, 150, y) == Int32(PartCode.zone), "hot: zone 0 at x 150 of 200")
            #expect(gauge_part_at(h, 75, y) == Int32(PartCode.zone | 1 << 8), "ok: zone 1")
            #expect(gauge_part_at(h, 20, y) == Int32(PartCode.track), "below the first zone")
            for x in stride(from: 0.0, through: 200, by: 5) {
                #expect(GaugePart(code: UInt32(max(gauge_part_at(h, x, y), 0))) == zoned.part(at: (x, y), in: (200, 60)))
            }
        }
    }
}
