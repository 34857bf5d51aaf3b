// Custom arcs (`Gauge.ringArc`) and zone bands on the two ring styles: arc ends, fitting to the box, text
// placement, gradients along the arc, zones, and the model's refusals.
import Testing
@testable import GaugeCore

/// `a` and `b` (radians) are the same direction to within `tolerance`.
func sameAngle(_ a: Double, _ b: Double, _ tolerance: Double = 1e-4) -> Bool {
    let d = (a - b).truncatingRemainder(dividingBy: 2 * Double.pi)
    return min(abs(d), 2 * Double.pi - abs(d)) <= tolerance
}

extension DisplayList.Command {
    var arc: (cx: Double, cy: Double, r: Double, a0: Double, a1: Double, w: Double, cap: DisplayList.Cap, paint: UInt32)? {
        if case let .strokeArc(cx, cy, r, a0, a1, w, cap, paint) = self {
            return (Double(cx), Double(cy), Double(r), Double(a0), Double(a1), Double(w), cap, paint)
        }
        return nil
    }
}

@Suite struct RingArcTests {
    /// (startAngle°, sweep°, clockwise) → the display angles (radians from +x, clockwise) of fractions 0 and 1.
    static let arcs: [(GaugeArc, Double, Double)] = [
        (GaugeArc(startAngle: -90, sweep: 180), Double.pi, 2 * Double.pi),                      // half ring over the top
        (GaugeArc(startAngle: 0, sweep: 90, clockwise: false), -Double.pi / 2, -Double.pi),     // 12 → 9 o'clock
        (GaugeArc(startAngle: 135, sweep: 270), Double.pi / 4, Double.pi / 4 + 1.5 * Double.pi), // gap at 12 o'clock
        (GaugeArc(startAngle: 180, sweep: 360), Double.pi / 2, Double.pi / 2),                  // full circle from 6
        (GaugeArc(startAngle: 750, sweep: 60, clockwise: false), -Double.pi / 3, -2 * Double.pi / 3),  // 750 ≡ 30
        (GaugeArc(startAngle: -135, sweep: 270), 0.75 * Double.pi, 2.25 * Double.pi),           // SwiftUI's, untrimmed
    ]

    func gauge(_ style: GaugeStyle, _ arc: GaugeArc?, value: Double = 0.5) -> Gauge {
        var g = Gauge(value: value, style: style)
        g.currentValueLabel = ""
        g.ringArc = arc
        return g
    }

    @Test(arguments: 0..<arcs.count)
    func openRingArcEndsAndMarkerFollowTheArc(_ k: Int) {
        let (arc, a0, a1) = Self.arcs[k]
        for f in [0.0, 0.3, 1.0] {
            let cmds = gauge(.accessoryCircular, arc, value: f).commands(120, 90)
            let ring = cmds.compactMap(\.arc)
            #expect(ring.count == 1)
            guard ring.count == 1 else { continue }
            let r = ring[0]
            // The stroke spans exactly the arc: clockwise from the lower end to the upper one.
            #expect(isClose(Float(r.a1 - r.a0), arc.sweep * degree, 1e-4))
            #expect(sameAngle(r.a0, arc.clockwise ? a0 : a1) || arc.isFullCircle)
            // The marker sits at start ± sweep·f, the way the values grow.
            guard case let .fillCircle(mx, my, _, _)? = cmds.first(where: { if case .fillCircle = $0 { return true }; return false }) else {
                Issue.record("no marker"); return
            }
            let expected = a0 + (arc.clockwise ? 1 : -1) * arc.sweep * degree * f
            #expect(sameAngle(GaugeMath.atan2(Double(my) - r.cy, Double(mx) - r.cx), expected), "\(arc) f=\(f)")
            #expect(isClose(Float(((Double(mx) - r.cx) * (Double(mx) - r.cx) + (Double(my) - r.cy) * (Double(my) - r.cy)).squareRoot()), r.r, 1e-3))
        }
        _ = a1
    }

    @Test(arguments: 0..<arcs.count)
    func capacityFillRunsFromTheArcsStartTheWayValuesGrow(_ k: Int) {
        let (arc, a0, _) = Self.arcs[k]
        let cmds = gauge(.accessoryCircularCapacity, arc, value: 0.25).commands(120, 90)
        let ring = cmds.compactMap(\.arc)
        #expect(ring.count == 2)  // track, fill
        guard ring.count == 2 else { return }
        #expect(isClose(Float(ring[0].a1 - ring[0].a0), arc.sweep * degree, 1e-4))
        #expect(ring[0].cap == (arc.isFullCircle ? .butt : .round))
        let fill = ring[1]
        #expect(isClose(Float(fill.a1 - fill.a0), arc.sweep * degree / 4, 1e-4))
        // Clockwise the fill starts at the arc's start; counter-clockwise it ends there.
        #expect(sameAngle(arc.clockwise ? fill.a0 : fill.a1, a0))
        #expect(fill.cap == .round)
    }

    @Test func unsetArcIsEachStylesSwiftUIArc() {
        // 270° from 135° and the closed ring from 12 o'clock (docs/swiftui-fidelity.md › accessoryCircular, › accessoryCircularCapacity): what the fixtures pin down.
        let open = gauge(.accessoryCircular, nil).commands(58, 58).compactMap(\.arc)
        #expect(isClose(Float(open[0].a0), 135 * degree) && isClose(Float(open[0].a1), 405 * degree))
        let closed = gauge(.accessoryCircularCapacity, nil).commands(58, 58).compactMap(\.arc)
        #expect(isClose(Float(closed[0].a0), -90 * degree) && isClose(Float(closed[0].a1 - closed[0].a0), 360 * degree))
        // A set arc equal to SwiftUI's is drawn untrimmed even with bounds labels (it is drawn as given).
        var g = Gauge(value: 0.5, minimumValueLabel: "0", maximumValueLabel: "1", style: .accessoryCircular)
        g.ringArc = GaugeArc(startAngle: -135, sweep: 270)
        let custom = g.commands(58, 58).compactMap(\.arc)
        #expect(isClose(Float(custom[0].a1 - custom[0].a0), 270 * degree))
    }

    static let fitArcs: [GaugeArc] = [
        GaugeArc(startAngle: -90, sweep: 180), GaugeArc(startAngle: -45, sweep: 90), GaugeArc(startAngle: 0, sweep: 360),
        GaugeArc(startAngle: 90, sweep: 180, clockwise: false), GaugeArc(startAngle: 200, sweep: 30),
        GaugeArc(startAngle: -120, sweep: 240),
    ]

    /// `cmds` with the formatted value text as wide as the layout reserves it: the range's widest text, which a ring
    /// is fitted around so that it does not move with the value (docs/swiftui-fidelity.md › Numbers hold still;
    /// DejaVu's digits are all as wide as the widest).
    static func reserving(_ g: Gauge, _ cmds: [DisplayList.Command]) -> [DisplayList.Command] {
        guard g.currentValueLabel == nil, let widest = g.widestValueText else { return cmds }
        return cmds.map { c in
            guard case let .text(s, x, y, size, weight, align, paint, maxWidth) = c, s == g.currentValueText else { return c }
            return .text(widest, x: x, y: y, size: size, weight: weight, align: align, paint: paint, maxWidth: maxWidth)
        }
    }

    /// Every custom arc, in both ring styles, fully labelled or bare, with and without several values: inside
    /// the box, reaching two opposite sides of it (it fills the box) and centred between the other two.
    @Test(arguments: [GaugeStyle.accessoryCircular, .accessoryCircularCapacity])
    func customArcsFillTheBoxCentredAndStayInside(_ style: GaugeStyle) {
        for arc in Self.fitArcs {
            for side in BoxFillingTests.sides {
                for aspect in BoxFillingTests.aspects {
                    let (w, h) = aspect >= 1 ? (side, side / aspect) : (side * aspect, side)
                    var labelled = BoxFillingTests.fullyLabelled(style)
                    labelled.ringArc = arc
                    var bare = Gauge(value: 0.63, style: style)
                    bare.ringArc = arc
                    var rings = bare
                    rings.additionalValues = [GaugeValue(0.4), GaugeValue(0.8)]
                    var zoned = labelled
                    zoned.zones = [Zone(from: 0.2, color: .green), Zone(from: 0.7, color: .red)]
                    for gauge in [labelled, bare, rings, zoned] {
                        let cmds = gauge.commands(w, h, ratio: 2)
                        #expect(allFinite(cmds))
                        let e = paintedExtent(Self.reserving(gauge, cmds))
                        let at = "\(style.name) \(arc) \(w)x\(h)"
                        #expect(e.minX >= -0.01 && e.minY >= -0.01 && e.maxX <= w + 0.01 && e.maxY <= h + 0.01, "\(at) leaves the box: \(e)")
                        // Less RingMetrics.boxMargin on each side (docs/swiftui-fidelity.md › One type scale).
                        let m = 2 * RingMetrics.boxMargin(width: w, height: h)
                        let fillsWidth = abs(e.maxX - e.minX - (w - m)) <= 1 && abs((e.minY + e.maxY) / 2 - h / 2) <= 1
                        let fillsHeight = abs(e.maxY - e.minY - (h - m)) <= 1 && abs((e.minX + e.maxX) / 2 - w / 2) <= 1
                        #expect(fillsWidth || fillsHeight, "\(at) does not fill the box, centred: \(e)")
                    }
                }
            }
        }
    }

    /// Fuzzer finding 05: a sliver of an arc at 12 o'clock with a long minimum label and a short maximum one.
    /// In the frame fitted to every text the minimum was too small to draw and was left out, but the maximum
    /// was still dropped as "meeting" it when the box was measured, then drawn anyway: "red" above the box.
    @Test func aMinimumLabelLeftOutDoesNotHideTheMaximumFromTheFit() {
        var g = Gauge(value: 63, in: 0...100, style: .accessoryCircular)
        g.boundsLabels = BoundsLabels(minimum: "<img src=x onerror=alert(1)>", maximum: "red")
        var outside: [String] = []
        for sweep in [0.5, 1, 5, 20] {
            g.ringArc = GaugeArc(startAngle: 0, sweep: sweep)
            for (w, h) in [(56.0, 7.0), (56.0, 14.0), (120.0, 12.0), (300.0, 20.0), (30.0, 30.0)] {
                for ratio in [0.25, 1.0, 2.0] {
                    let e = paintedExtent(g.commands(w, h, ratio: ratio))
                    if !(e.minX >= -0.01 && e.minY >= -0.01 && e.maxX <= w + 0.01 && e.maxY <= h + 0.01) {
                        outside.append("\(sweep)° \(w)x\(h)@\(ratio): \(e)")
                    }
                }
            }
        }
        #expect(outside.isEmpty, "texts outside the box: \(outside)")
    }

    /// Fuzzer finding 06: an arc of 1e-9° ending at 3 o'clock, mirrored right-to-left, starts at π, where the
    /// sweep is lost in f32: the list carried an empty arc (a = 3.142..3.142). Emptiness is now judged on the
    /// angles written, after mirroring.
    @Test func aSliverArcMirroredIsLeftOutNotWrittenEmpty() {
        for style in [GaugeStyle.accessoryCircular, .accessoryCircularCapacity] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                for start in [0.0, 90, 180, 270] {
                    var g = Gauge(value: 0, style: style)
                    g.ringArc = GaugeArc(startAngle: start, sweep: 1e-9)
                    g.layoutDirection = direction
                    for c in g.commands(300, 200) {
                        if let a = c.arc { #expect(Float(a.a1) > Float(a.a0), "\(style.name) \(direction) \(start)°: \(a)") }
                    }
                }
            }
        }
    }

    @Test func halfRingGrowsToFillAWideBoxCentredOnItsOwnBounds() {
        // Ring only: a unit box 58 wide, from 29 above the centre to the end caps' 3 below it (32 tall).
        let cmds = gauge(.accessoryCircularCapacity, GaugeArc(startAngle: -90, sweep: 180), value: .nan).commands(200, 100)
        let track = cmds.compactMap(\.arc)[0]
        // Less RingMetrics.boxMargin (2 px) on each side.
        let s = min(196 / 58.0, 96 / 32.0)
        #expect(isClose(Float(track.r), 26 * s, 1e-3) && isClose(Float(track.w), 6 * s, 1e-3))
        #expect(isClose(Float(track.cx), 100, 1e-3))
        // Centred vertically on [−29, 3]·s, not on the full circle: the centre lies 13 s below the box's middle.
        #expect(isClose(Float(track.cy), 50 + 13 * s, 1e-3))
        // The default ring would be the 100 px square's: radius 26 · 100 / 58.
        #expect(track.r > 26 * 100 / 58 * 1.7)
    }

    func texts(_ cmds: [DisplayList.Command]) -> [String: (x: Double, y: Double, size: Double, width: Double)] {
        var out: [String: (x: Double, y: Double, size: Double, width: Double)] = [:]
        for c in cmds {
            if case let .text(s, x, y, size, weight, _, _, maxWidth) = c {
                out[s] = (Double(x), Double(y), Double(size), min(FontMetrics.width(of: s, weight: Int(weight)) * Double(size), Double(maxWidth)))
            }
        }
        return out
    }

    @Test func boundsLabelsSitOutsideTheRingAtTheArcsEnds() {
        for arc in Self.fitArcs + [GaugeArc(startAngle: 30, sweep: 200, clockwise: false)] {
            var g = Gauge(value: 0.5, label: "Speed", currentValueLabel: "50", minimumValueLabel: "Lo", maximumValueLabel: "Hi",
                          style: .accessoryCircular)
            g.ringArc = arc
            let cmds = g.commands(300, 200)
            let ring = cmds.compactMap(\.arc)[0]
            let t = texts(cmds)
            let geometry = RingGeometry(arc, frame: RingFrame(cx: ring.cx, cy: ring.cy, scale: ring.r / 26))
            for (name, f) in [("Lo", 0.0), ("Hi", 1.0)] {
                guard let l = t[name] else {
                    // Only a full circle drops the maximum's label (it would sit on the minimum's).
                    #expect(arc.isFullCircle && name == "Hi", "\(arc): \(name) missing")
                    continue
                }
                // On the ray from the centre through its end…
                #expect(sameAngle(GaugeMath.atan2(l.y - ring.cy, l.x - ring.cx), geometry.angle(f), 1e-3), "\(arc) \(name)")
                // …and wholly outside the ring: the box's nearest point is beyond the stroke's outer edge.
                let hh = l.size * FontMetrics.lineHeight / 2
                let dx = max(abs(l.x - ring.cx) - l.width / 2, 0), dy = max(abs(l.y - ring.cy) - hh, 0)
                let nearest = max(dx, dy)  // a box's distance along an axis bounds its distance from the centre
                let (sin, cos) = GaugeMath.sinCos(geometry.angle(f))
                let along = (l.x - ring.cx) * cos + (l.y - ring.cy) * sin - (l.width / 2 * abs(cos) + hh * abs(sin))
                #expect(along >= ring.r + ring.w / 2, "\(arc) \(name) touches the ring")
                _ = nearest
            }
            // The label sits on SwiftUI's opening line (r/√2 below the centre), centred, its box at least 1 pt
            // clear of the stroke; the value text's ink stays above it. Only an arc through 6 o'clock, which
            // leaves no room on that line, goes without it (it stays the accessible name).
            let (lo, hi) = geometry.span(0, 1)
            // "No room": the stroke comes closer to the line's middle than 1 pt plus half a "…" at half size.
            let s0 = ring.r / 26, band = 11 * s0 * FontMetrics.lineHeight / 2 + ring.w / 2 + s0
            let ellipsis = FontMetrics.width(of: "…", weight: 400) * 5.5 * s0 / 2 + ring.w / 2 + s0
            let throughSix = (0...720).contains { k in
                let a = lo + (hi - lo) * Double(k) / 720
                return abs(ring.cy + ring.r * GaugeMath.sin(a) - (ring.cy + ring.r / 2.squareRoot())) <= band
                    && abs(ring.r * GaugeMath.cos(a)) <= ellipsis
            }
            // (Truncated where the ring leaves little room on that line.)
            guard let label = t["Speed"] ?? t.first(where: { $0.key.hasPrefix("S") || $0.key == "…" })?.value else {
                #expect(throughSix, "\(arc): label missing")
                continue
            }
            let s = ring.r / 26, hh = label.size * FontMetrics.lineHeight / 2
            #expect(isClose(Float(label.y), ring.cy + ring.r / 2.squareRoot(), 1e-3) && isClose(Float(label.x), ring.cx, 1e-3))
            for k in 0...720 {
                let a = lo + (hi - lo) * Double(k) / 720
                let px = ring.cx + ring.r * GaugeMath.cos(a), py = ring.cy + ring.r * GaugeMath.sin(a)
                let dx = max(abs(px - label.x) - label.width / 2, 0), dy = max(abs(py - label.y) - hh, 0)
                #expect((dx * dx + dy * dy).squareRoot() >= ring.w / 2 + s - 0.02, "\(arc): the label touches the ring at \(a)")
            }
            if let value = t["50"] {
                #expect(value.y - 0.52 * value.size <= label.y - 0.68 * label.size)
            } else {
                Issue.record("\(arc): value missing")
            }
        }
    }

    @Test func halfRingBoundsLabelsBesideTheEnds() {
        var g = Gauge(value: 96, in: 0...220, currentValueLabel: "96", minimumValueLabel: "0", maximumValueLabel: "220",
                      style: .accessoryCircular)
        g.ringArc = GaugeArc(startAngle: -90, sweep: 180)
        let cmds = g.commands(200, 100)
        let ring = cmds.compactMap(\.arc)[0]
        let t = texts(cmds)
        let s = ring.r / 26
        // At the centre's height, 2 pt beyond the stroke, left and right; at 11 pt (neither needs to shrink).
        let zero = t["0"]!, max = t["220"]!
        #expect(isClose(Float(zero.y), ring.cy, 1e-3) && isClose(Float(max.y), ring.cy, 1e-3))
        #expect(isClose(Float(zero.x + zero.width / 2), ring.cx - ring.r - ring.w / 2 - 2 * s, 1e-3))
        #expect(isClose(Float(max.x - max.width / 2), ring.cx + ring.r + ring.w / 2 + 2 * s, 1e-3))
        #expect(isClose(Float(zero.size), 11 * s, 1e-3) && isClose(Float(max.size), 11 * s, 1e-3))
    }

    @Test func gradientFollowsTheCustomArc() {
        let g = Gradient(colors: [.green, .red])
        for (arc, clockwise) in [(GaugeArc(startAngle: -90, sweep: 180), true), (GaugeArc(startAngle: 90, sweep: 180, clockwise: false), false)] {
            for style in [GaugeStyle.accessoryCircular, .accessoryCircularCapacity] {
                var gauge = Gauge(value: 0.5, style: style, tint: .gradient(g))
                gauge.ringArc = arc
                let cmds = gauge.commands(200, 120)
                guard case let .conic(id, _, _, start)? = cmds.first(where: { if case .conic = $0 { return true }; return false }) else {
                    Issue.record("no conic"); continue
                }
                // The conic starts in the middle of the gap (6 o'clock for the top half ring either way)…
                #expect(sameAngle(Double(start), Double.pi / 2))
                let stops = cmds.compactMap { c -> (Float, UInt32)? in
                    if case let .stop(i, o, rgba) = c, i == id { return (o, rgba) }; return nil }
                // …holds the end colours across the gap, and puts the minimum's colour at the arc's start:
                // a quarter turn in (9 o'clock) clockwise, three quarters in (3 o'clock) counter-clockwise.
                let green = SystemColor.green.light.rgba8 & 0xFFFF_FF00, red = SystemColor.red.light.rgba8 & 0xFFFF_FF00
                let first = stops.first!.1 & 0xFFFF_FF00, last = stops.last!.1 & 0xFFFF_FF00
                #expect(first == (clockwise ? green : red) && last == (clockwise ? red : green), "\(style.name) \(arc)")
                #expect(stops.contains { isClose($0.0, 0.25, 1e-6) } && stops.contains { isClose($0.0, 0.75, 1e-6) })
                #expect(stops.allSatisfy { $0.0 >= 0 && $0.0 <= 1 })
            }
        }
    }

    @Test func openRingZonesAreBandsWithTheMarkerKnockedOut() {
        var g = Gauge(value: 72, in: 0...100, style: .accessoryCircular)
        g.zones = [Zone(from: 20, color: .red), Zone(from: 50, color: .yellow), Zone(from: 70, color: .green)]
        let cmds = g.commands(58, 58)
        let arcs = cmds.compactMap(\.arc)
        // The tint below the first zone, then one band per zone, butt-ended, covering the 270° arc exactly.
        #expect(arcs.count == 4 && arcs.allSatisfy { $0.cap == .butt })
        guard arcs.count == 4 else { return }
        #expect(isClose(Float(arcs[0].a0), 135 * degree) && isClose(Float(arcs[3].a1), 405 * degree))
        for k in 0..<3 { #expect(isClose(Float(arcs[k].a1), arcs[k + 1].a0, 1e-5)) }
        let bandAngles = [0.2, 0.5, 0.7].map { (135 + 270 * $0) * degree }
        for k in 0..<3 { #expect(isClose(Float(arcs[k + 1].a0), bandAngles[k], 1e-4)) }
        var paints: [UInt32: UInt32] = [:]
        for c in cmds { if case let .solid(id, rgba) = c { paints[id] = rgba } }
        #expect(arcs.map { paints[$0.paint]! } == [SystemColor.blue.light.rgba8, SystemColor.red.light.rgba8,
                                                   SystemColor.yellow.light.rgba8, SystemColor.green.light.rgba8])
        // Round ends in their own colours: discs at both ends of the arc, then the marker in its zone's colour
        // inside a knock-out.
        let discs = cmds.compactMap { c -> (Float, Float, UInt32)? in if case let .fillCircle(_, _, r, p) = c { return (r, r, p) }; return nil }
        #expect(discs.count == 3)
        #expect(discs.map { paints[$0.2]! } == [SystemColor.blue.light.rgba8, SystemColor.green.light.rgba8, SystemColor.green.light.rgba8])
        #expect(cmds.contains { if case .knockOut = $0 { return true }; return false })
    }

    @Test func capacityZonesAreFadedBandsUnderTheZoneColouredFill() {
        var g = Gauge(value: 45, in: 0...100, style: .accessoryCircularCapacity)
        g.zones = [Zone(from: 10, color: .green), Zone(from: 40, color: .orange), Zone(from: 80, color: .red)]
        let cmds = g.commands(58, 58)
        var paints: [UInt32: UInt32] = [:]
        for c in cmds { if case let .solid(id, rgba) = c { paints[id] = rgba } }
        let arcs = cmds.compactMap(\.arc)
        #expect(arcs.count == 5)  // tint below 10, three bands, the fill
        guard arcs.count == 5 else { return }
        let faded = { (c: Color) in c.opacity(RingMetrics.capacityTrackOpacity).rgba8 }
        #expect(arcs.prefix(4).map { paints[$0.paint]! } == [faded(SystemColor.blue.light), faded(SystemColor.green.light),
                                                             faded(SystemColor.orange.light), faded(SystemColor.red.light)])
        #expect(arcs.prefix(4).allSatisfy { $0.cap == .butt })
        // The closed ring has no ends to round; the fill takes the value's zone colour over the bands.
        #expect(!cmds.contains { if case .fillCircle = $0 { return true }; return false })
        #expect(paints[arcs[4].paint]! == SystemColor.orange.light.rgba8 && arcs[4].cap == .round)
        #expect(isClose(Float(arcs[4].a1 - arcs[4].a0), 0.45 * 2 * Double.pi, 1e-4))
        // Without zones: one track in the tint at the track opacity (SwiftUI's).
        let plain = Gauge(value: 45, in: 0...100, style: .accessoryCircularCapacity).commands(58, 58).compactMap(\.arc)
        #expect(plain.count == 2)
    }

    @Test func arcProblemsNameTheArgument() {
        let bad: [(GaugeArc, String)] = [
            (GaugeArc(startAngle: .nan, sweep: 90), "startAngle"), (GaugeArc(startAngle: .infinity, sweep: 90), "startAngle"),
            (GaugeArc(startAngle: 0, sweep: 0), "sweep"), (GaugeArc(startAngle: 0, sweep: -10), "sweep"),
            (GaugeArc(startAngle: 0, sweep: 360.000_001), "sweep"), (GaugeArc(startAngle: 0, sweep: .nan), "sweep"),
            (GaugeArc(startAngle: 0, sweep: .infinity), "sweep"),
        ]
        for (arc, name) in bad { #expect(arc.problem?.argument == name, "\(arc)") }
        for arc in [GaugeArc(startAngle: -1e300, sweep: 360), GaugeArc(startAngle: 0, sweep: .leastNonzeroMagnitude),
                    GaugeArc(startAngle: 45, sweep: 1e-9, clockwise: false)] {
            #expect(arc.problem == nil)
            // Valid extremes lay out finitely, inside the box.
            for style in [GaugeStyle.accessoryCircular, .accessoryCircularCapacity] {
                var g = BoxFillingTests.fullyLabelled(style)
                g.ringArc = arc
                let cmds = g.commands(100, 60)
                let e = paintedExtent(cmds)
                #expect(allFinite(cmds) && e.minX >= -0.01 && e.maxX <= 100.01 && e.minY >= -0.01 && e.maxY <= 60.01, "\(arc) \(e)")
            }
        }
        // The dial shares the arc: same rules, same names.
        #expect(Dial(sweep: 0).problem?.argument == "sweep" && Dial(startAngle: .nan).problem?.argument == "startAngle")
    }
}
