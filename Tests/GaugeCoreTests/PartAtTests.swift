// Gauge.part(at:in:): the part under a point, for every style, arc, direction and orientation, read at where the
// display list draws each part (the value text's anchor, a zone's middle on the band, the needle's tip, the
// marker's centre, a mark's middle), plus the ring's hole, the box's outside and bad input.
import Testing
@testable import GaugeCore

@Suite struct PartAtTests {
    typealias Point = (x: Double, y: Double)

    func commands(_ g: Gauge, _ w: Double, _ h: Double) -> [DisplayList.Command] {
        var list = g.displayList(width: w, height: h)
        return (try? DisplayList.decode(list.bytes()).commands) ?? []
    }

    /// A point just inside the drawn text `s` (at its anchor: the centre, or 1 px in from a left or right edge).
    func textPoint(_ g: Gauge, _ w: Double, _ h: Double, _ s: String) -> Point? {
        for case let .text(t, x, y, _, _, align, _, _) in commands(g, w, h) where t == s {
            return (Double(x) + (align == .left ? 1 : align == .right ? -1 : 0), Double(y))
        }
        return nil
    }

    /// The point on the arc `k` (0 the first stroked) at fraction `f` of the range, through the recorded track.
    func arcPoint(_ g: Gauge, _ w: Double, _ h: Double, fraction f: Double, arc k: Int = 0) -> Point? {
        let list = g.displayList(width: w, height: h)
        let t = list.valueTrack
        var n = 0
        for case let .strokeArc(_, _, r, _, _, _, _, _) in commands(g, w, h) {
            defer { n += 1 }
            guard n == k else { continue }
            let (s, c) = GaugeMath.sinCos(t.start + t.sweep * f)
            let x = t.x + Double(r) * c  // (the track is recorded left to right: mirrored as the commands are)
            return (g.layoutDirection == .rightToLeft ? w - x : x, t.y + Double(r) * s)
        }
        return nil
    }

    /// The point on the bar's track (its first round rect) at fraction `f` of its length, mid-thickness.
    func barPoint(_ g: Gauge, _ w: Double, _ h: Double, fraction f: Double) -> Point? {
        for case let .fillRoundRect(x, y, rw, rh, _, _) in commands(g, w, h) {
            if g.orientation == .vertical { return (Double(x + rw / 2), Double(y + rh) - f * Double(rh)) }
            let u = g.layoutDirection == .rightToLeft ? 1 - f : f
            return (Double(x) + u * Double(rw), Double(y + rh / 2))
        }
        return nil
    }

    func expectPart(_ g: Gauge, _ p: Point?, _ w: Double, _ h: Double, _ part: GaugePart?, _ what: String) {
        guard let p else { Issue.record("\(what): not drawn"); return }
        let got = g.part(at: p, in: (w, h))
        #expect(got == part, "\(what): part at (\(p.x), \(p.y)) is \(String(describing: got)), expected \(String(describing: part))")
    }

    static let zones = [Zone(from: 40, color: .red, name: "warm"), Zone(from: 0, color: .green, name: "cool")]
    static let arcs: [GaugeArc?] = [nil, GaugeArc(startAngle: -90, sweep: 180), GaugeArc(startAngle: 0, sweep: 90, clockwise: false)]
    static let styles: [GaugeStyle] = [.linearCapacity, .accessoryLinear, .accessoryLinearCapacity, .accessoryCircular,
                                       .accessoryCircularCapacity, .dial]

    @Test(arguments: 0..<styles.count)
    func textsAreTheirParts(_ k: Int) {
        let style = Self.styles[k]
        for rtl in [false, true] {
            for vertical in [false, true] where !vertical || !style.isRound {
                var g = Gauge(value: 33, in: -20...80, label: "Temp", style: style)
                g.currentValueLabel = "33"
                if rtl { g.layoutDirection = .rightToLeft }
                if vertical { g.orientation = .vertical }
                let (w, h) = style.isRound ? (160.0, 160.0) : vertical ? (120.0, 300.0) : (300.0, 90.0)
                let what = "\(style) rtl \(rtl) vertical \(vertical)"
                expectPart(g, textPoint(g, w, h, "33"), w, h, .valueText, "\(what): value text")
                if style == .accessoryCircularCapacity { continue }  // (its value is its only text)
                if style != .accessoryLinear && style != .accessoryCircular {  // (its label is not drawn / not with bounds)
                    expectPart(g, textPoint(g, w, h, "Temp"), w, h, .label, "\(what): label")
                }
                g.boundsLabels = BoundsLabels(minimum: "cold", maximum: "hot")
                if style != .dial {  // (the dial labels its scale instead)
                    expectPart(g, textPoint(g, w, h, "cold"), w, h, .minimumValueLabel, "\(what): minimum label")
                    expectPart(g, textPoint(g, w, h, "hot"), w, h, .maximumValueLabel, "\(what): maximum label")
                }
                expectPart(g, (-5, -5), w, h, nil, "\(what): outside the box")
            }
        }
    }

    @Test(arguments: 0..<arcs.count)
    func ringsAndDialZonesTrackAndFill(_ k: Int) {
        for style in [GaugeStyle.accessoryCircular, .accessoryCircularCapacity, .dial] {
            for rtl in [false, true] {
                var g = Gauge(value: .nan, in: -20...80, style: style)  // (no marker, no fill)
                if style == .dial { if let a = Self.arcs[k] { g.dial.arc = a } } else { g.ringArc = Self.arcs[k] }
                if rtl { g.layoutDirection = .rightToLeft }
                let what = "\(style) arc \(k) rtl \(rtl)"
                // Without zones the band is the track (the open ring's whole arc; the others' unfilled part).
                expectPart(g, arcPoint(g, 160, 120, fraction: 0.7), 160, 120, .track, "\(what): track")
                g.zones = Self.zones  // "warm" (index 0) from 40 = 0.6, "cool" (index 1) from 0 = 0.2
                expectPart(g, arcPoint(g, 160, 120, fraction: 0.8), 160, 120, .zone(0), "\(what): warm zone")
                expectPart(g, arcPoint(g, 160, 120, fraction: 0.4), 160, 120, .zone(1), "\(what): cool zone")
                expectPart(g, arcPoint(g, 160, 120, fraction: 0.1), 160, 120, .track, "\(what): below the first zone")
                if style == .accessoryCircularCapacity {
                    g.zones = []
                    g.value = 61  // 0.81: the fill's arc is the second stroked
                    expectPart(g, arcPoint(g, 160, 120, fraction: 0.4, arc: 1), 160, 120, .fill, "\(what): fill")
                    expectPart(g, arcPoint(g, 160, 120, fraction: 0.9), 160, 120, .track, "\(what): track past the fill")
                }
            }
        }
    }

    @Test func barsZonesTrackFillMarkerAndMark() {
        for style in [GaugeStyle.linearCapacity, .accessoryLinearCapacity, .accessoryLinear] {
            for rtl in [false, true] {
                for vertical in [false, true] {
                    var g = Gauge(value: -20, in: -20...80, style: style)
                    if rtl { g.layoutDirection = .rightToLeft }
                    if vertical { g.orientation = .vertical }
                    let (w, h) = vertical ? (120.0, 300.0) : (300.0, 90.0)
                    let what = "\(style) rtl \(rtl) vertical \(vertical)"
                    if style != .accessoryLinear {
                        expectPart(g, barPoint(g, w, h, fraction: 0.7), w, h, .track, "\(what): track")
                        g.value = 61
                        expectPart(g, barPoint(g, w, h, fraction: 0.4), w, h, .fill, "\(what): fill")
                        g.value = -20
                    } else {
                        g.value = 30  // the knob's centre: the marker
                        for case let .knockOut(cx, cy, _) in commands(g, w, h) {
                            expectPart(g, (Double(cx), Double(cy)), w, h, .marker, "\(what): marker")
                        }
                        g.value = -20
                    }
                    g.zones = Self.zones
                    expectPart(g, barPoint(g, w, h, fraction: 0.8), w, h, .zone(0), "\(what): warm zone")
                    expectPart(g, barPoint(g, w, h, fraction: 0.4), w, h, .zone(1), "\(what): cool zone")
                    g.target = 70
                    var mark: Point? = nil
                    for case let .line(x0, y0, x1, y1, _, _, _) in commands(g, w, h) { mark = (Double(x0 + x1) / 2, Double(y0 + y1) / 2) }
                    expectPart(g, mark, w, h, .mark, "\(what): target mark")
                }
            }
        }
    }

    @Test func dialNeedleScaleAndMarker() {
        for rtl in [false, true] {
            var g = Gauge(value: 33, in: -20...80, style: .dial)
            if rtl { g.layoutDirection = .rightToLeft }
            var lines: [(Double, Double, Double, Double)] = []
            for case let .line(x0, y0, x1, y1, _, _, _) in commands(g, 200, 200) { lines.append((Double(x0), Double(y0), Double(x1), Double(y1))) }
            guard let needle = lines.last, let tick = lines.first else { Issue.record("no lines"); continue }
            expectPart(g, (needle.2, needle.3), 200, 200, .needle, "rtl \(rtl): needle tip")
            expectPart(g, ((tick.0 + tick.2) / 2, (tick.1 + tick.3) / 2), 200, 200, .scale, "rtl \(rtl): a tick")
            expectPart(g, textPoint(g, 200, 200, "0"), 200, 200, .scale, "rtl \(rtl): a tick label")
            g.additionalValues = [GaugeValue(70)]
            lines = []
            for case let .line(x0, y0, x1, y1, _, _, _) in commands(g, 200, 200) { lines.append((Double(x0), Double(y0), Double(x1), Double(y1))) }
            let extra = lines[lines.count - 2]  // the additional value's needle, under the main one
            expectPart(g, (extra.2, extra.3), 200, 200, .additionalValue(0), "rtl \(rtl): additional needle tip")
        }
        // The open ring's marker.
        let ring = Gauge(value: 33, in: -20...80, style: .accessoryCircular)
        for case let .knockOut(cx, cy, _) in commands(ring, 100, 100) {
            expectPart(ring, (Double(cx), Double(cy)), 100, 100, .marker, "open ring marker")
        }
    }

    @Test func concentricRingsHoleAndBadInput() {
        var g = Gauge(value: 0.8, style: .accessoryCircularCapacity)
        g.additionalValues = [GaugeValue(0.3)]
        // The second ring (third arc stroked: track, fill, then the next track) at 0.9: past its fill, its track.
        expectPart(g, arcPoint(g, 120, 120, fraction: 0.9, arc: 2), 120, 120, .additionalValue(0), "inner ring")
        expectPart(g, arcPoint(g, 120, 120, fraction: 0.5, arc: 0), 120, 120, .fill, "outer ring's fill")
        // The ring's hole beside its text: nothing, or the value text.
        let ring = Gauge(value: 0.5, style: .accessoryCircularCapacity)
        for p in [(60.0, 40.0), (40.0, 60.0)] {
            let got = ring.part(at: p, in: (120, 120))
            #expect(got == nil || got == .valueText, "hole at \(p): \(String(describing: got))")
        }
        #expect(ring.part(at: (.nan, 3), in: (120, 120)) == nil)
        #expect(ring.part(at: (3, 3), in: (.infinity, 120)) == nil)
        #expect(ring.part(at: (0, 0), in: (0, 0)) == nil)
        #expect(GaugePart(code: 3 | 2 << 8) == .zone(2) && GaugePart(code: 0) == nil && GaugePart(code: 99) == nil)
    }
}
