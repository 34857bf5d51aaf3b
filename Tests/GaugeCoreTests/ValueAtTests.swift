// Gauge.value(at:in:): the value under a point, for every style and arc, read back from where the display list
// draws the value (the marker, the fill's end, the value arc's end), plus the gap, the clamping and bad input.
import Testing
@testable import GaugeCore

@Suite struct ValueAtTests {
    typealias Point = (x: Double, y: Double)

    func commands(_ g: Gauge, _ w: Double, _ h: Double) -> [DisplayList.Command] {
        var list = g.displayList(width: w, height: h)
        return (try? DisplayList.decode(list.bytes()).commands) ?? []
    }

    /// The centre of the first knock-out: the open ring's and the marker bar's marker.
    func marker(_ g: Gauge, _ w: Double, _ h: Double) -> Point? {
        for case let .knockOut(cx, cy, _) in commands(g, w, h) { return (Double(cx), Double(cy)) }
        return nil
    }

    /// The point on the centre line where the second arc stroked (the fill, after the track) ends at the value:
    /// its end angle when values grow clockwise, its start angle otherwise.
    func arcEnd(_ g: Gauge, _ w: Double, _ h: Double, clockwise: Bool) -> Point? {
        var k = 0
        for case let .strokeArc(cx, cy, r, a0, a1, _, _, _) in commands(g, w, h) {
            k += 1
            guard k == 2 else { continue }
            let a = Double(clockwise ? a1 : a0)
            let (s, c) = GaugeMath.sinCos(a)
            return (Double(cx) + Double(r) * c, Double(cy) + Double(r) * s)
        }
        return nil
    }

    /// Where the capacity fill (the second round rect, after the track) reaches the value: its right end
    /// (left end right to left), or its top for a vertical bar.
    func fillEnd(_ g: Gauge, _ w: Double, _ h: Double) -> Point? {
        var k = 0
        for case let .fillRoundRect(x, y, fw, fh, _, _) in commands(g, w, h) {
            k += 1
            guard k == 2 else { continue }
            if g.orientation == .vertical { return (Double(x + fw / 2), Double(y)) }
            let end = g.layoutDirection == .rightToLeft ? Double(x) : Double(x + fw)
            return (end, Double(y + fh / 2))
        }
        return nil
    }

    func gauge(_ style: GaugeStyle, _ v: Double, _ configure: (inout Gauge) -> Void = { _ in }) -> Gauge {
        var g = Gauge(value: v, in: -20...80, style: style)
        configure(&g)
        return g
    }

    func expectValue(_ g: Gauge, _ p: Point?, _ w: Double, _ h: Double, _ v: Double, _ what: String) {
        guard let p else { Issue.record("\(what): nothing drawn at the value"); return }
        let got = g.value(at: p, in: (w, h))
        #expect(abs(got - v) < 0.01, "\(what): value at (\(p.x), \(p.y)) is \(got), drawn \(v)")
    }

    static let values = [-20.0, -7, 0, 33.3, 61, 80]
    static let arcs: [GaugeArc?] = [nil, GaugeArc(startAngle: -90, sweep: 180), GaugeArc(startAngle: 0, sweep: 90, clockwise: false),
                                    GaugeArc(startAngle: 135, sweep: 270), GaugeArc(startAngle: 750, sweep: 60, clockwise: false),
                                    GaugeArc(startAngle: 180, sweep: 360)]

    @Test(arguments: 0..<arcs.count)
    func openRingMarkerReadsItsValue(_ k: Int) {
        for v in Self.values {
            for bounds in [false, true] {
                for rtl in [false, true] {
                    let g = gauge(.accessoryCircular, v) {
                        $0.ringArc = Self.arcs[k]
                        $0.formatsBoundsLabels = bounds
                        if rtl { $0.layoutDirection = .rightToLeft }
                    }
                    // A full circle's two ends are one point: its ends are left out.
                    if Self.arcs[k]?.isFullCircle == true, v == -20 || v == 80 { continue }
                    expectValue(g, marker(g, 90, 70), 90, 70, v, "open ring arc \(k) bounds \(bounds) rtl \(rtl)")
                }
            }
        }
    }

    @Test(arguments: 0..<arcs.count)
    func capacityRingFillEndReadsItsValue(_ k: Int) {
        for v in Self.values where v != -20 && v != 80 {
            for extra in [false, true] {
                let g = gauge(.accessoryCircularCapacity, v) {
                    $0.ringArc = Self.arcs[k]
                    if extra { $0.additionalValues = [GaugeValue(10)] }
                }
                expectValue(g, arcEnd(g, 80, 100, clockwise: Self.arcs[k]?.clockwise ?? true), 80, 100, v,
                            "capacity ring arc \(k) concentric \(extra)")
            }
        }
    }

    @Test(arguments: 0..<arcs.count)
    func dialValueArcReadsItsValue(_ k: Int) {
        for v in Self.values where v != -20 {
            let arc = Self.arcs[k] ?? GaugeArc(startAngle: -135, sweep: 270)
            if arc.isFullCircle, v == 80 { continue }
            let g = gauge(.dial, v) { $0.dial = Dial(startAngle: arc.startAngle, sweep: arc.sweep, clockwise: arc.clockwise) }
            expectValue(g, arcEnd(g, 240, 200, clockwise: arc.clockwise), 240, 200, v, "dial arc \(k)")
        }
    }

    @Test func barsReadTheirValueAlongTheTrackInBothAxesAndDirections() {
        for style in [GaugeStyle.linearCapacity, .accessoryLinearCapacity, .accessoryLinear] {
            for vertical in [false, true] {
                for rtl in [false, true] {
                    for v in Self.values where v > -7 {  // fills longer than the bar is thick
                        let g = gauge(style, v) {
                            $0.formatsBoundsLabels = true
                            if vertical { $0.orientation = .vertical }
                            if rtl { $0.layoutDirection = .rightToLeft }
                        }
                        let (w, h) = vertical ? (96.0, 260.0) : (260.0, 60.0)
                        let p = style == .accessoryLinear ? marker(g, w, h) : fillEnd(g, w, h)
                        expectValue(g, p, w, h, v, "\(style) vertical \(vertical) rtl \(rtl)")
                    }
                }
            }
        }
    }

    @Test func pointsPastTheEndsAndOutsideTheBoxClampToTheBounds() {
        let bar = gauge(.linearCapacity, 10)
        #expect(bar.value(at: (-50, 500), in: (200, 60)) == -20)
        #expect(bar.value(at: (1e300, -1e300), in: (200, 60)) == 80)
        var rtl = bar
        rtl.layoutDirection = .rightToLeft
        #expect(rtl.value(at: (-50, 30), in: (200, 60)) == 80)
        var up = bar
        up.orientation = .vertical
        #expect(up.value(at: (48, -1), in: (96, 200)) == 80)
        #expect(up.value(at: (48, 201), in: (96, 200)) == -20)
        // A segmented bar maps as its track does.
        var cells = bar
        cells.segmentCount = 10
        let mid = cells.value(at: (100, 30), in: (200, 60))
        #expect(mid > 25 && mid < 35)
        // Far along a ring's radius reads what the track reads there.
        let ring = gauge(.accessoryCircularCapacity, 10)
        let near = ring.value(at: (29 + 26, 29), in: (58, 58)), far = ring.value(at: (1e9, 29), in: (58, 58))
        #expect(abs(near - 5) < 1e-9 && abs(far - near) < 1e-6)  // 3 o'clock: a quarter of the range
    }

    @Test func theGapOfAnOpenArcGoesToTheNearerEndNeverAcross() {
        let g = gauge(.accessoryCircular, 10)  // 270° open at 6 o'clock
        #expect(g.value(at: (28, 57), in: (58, 58)) == -20)  // just left of 6 o'clock: the minimum's side
        #expect(g.value(at: (30, 57), in: (58, 58)) == 80)   // just right: the maximum's
        let d = gauge(.dial, 10)
        #expect(d.value(at: (99, 199), in: (200, 200)) == -20)
        #expect(d.value(at: (101, 199), in: (200, 200)) == 80)
        // Counter-clockwise: the ends swap sides.
        var ccw = d
        ccw.dial = Dial(startAngle: 135, sweep: 270, clockwise: false)
        #expect(ccw.value(at: (99, 199), in: (200, 200)) == 80)
        #expect(ccw.value(at: (101, 199), in: (200, 200)) == -20)
    }

    @Test func badInputGivesNoValueWithoutTrapping() {
        let g = gauge(.accessoryCircular, 10)
        for p: Point in [(.nan, 3), (3, .nan), (.infinity, 3), (3, -.infinity)] {
            #expect(g.value(at: p, in: (58, 58)).isNaN)
        }
        for s in [(0.0, 58.0), (58, 0), (.nan, 58), (58, .infinity), (-5, 58)] {
            #expect(g.value(at: (10, 10), in: s).isNaN)
        }
        // The centre of a ring is a defined angle; a gauge with no value maps as any other.
        #expect(g.value(at: (29, 29), in: (58, 58)).isFinite)
        #expect(gauge(.dial, .nan).value(at: (0, 100), in: (200, 200)).isFinite)
        // Equal bounds read the bound; the widest bounds do not overflow.
        #expect(Gauge(value: 3, in: 3...3, style: .linearCapacity).value(at: (150, 30), in: (200, 60)) == 3)
        let wide = Gauge(value: 0, in: -1e308...1e308, style: .linearCapacity).value(at: (120, 30), in: (200, 60))
        #expect(wide.isFinite && wide > 0)
        #expect(Gauge.value(atFraction: .nan, lower: 1, upper: 2) == 1)
    }
}
