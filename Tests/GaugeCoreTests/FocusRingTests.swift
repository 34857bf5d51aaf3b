// An interactive gauge's focus ring and thumb (InputState; docs/swiftui-fidelity.md › Focus ring): the ring surrounds
// what the gauge draws at `focusRingGap`, stays inside the box, keeps its room while not focused (focus moves
// nothing), maps points back through the room, and a display gauge draws exactly what it drew before.
import Foundation
import Testing
@testable import GaugeCore

@Suite struct FocusRingTests {
    func commands(_ g: Gauge, _ w: Double, _ h: Double, direction: LayoutDirection = .leftToRight) -> [DisplayList.Command] {
        var g = g
        g.layoutDirection = direction
        var list = g.displayList(width: w, height: h)
        return (try? DisplayList.decode(list.bytes()).commands) ?? []
    }

    /// The focus ring's commands: everything after the last paint in the focus colour's definition.
    func ring(_ cs: [DisplayList.Command], paint: UInt32) -> [DisplayList.Command] {
        cs.filter {
            switch $0 {
            case .strokeArc(_, _, _, _, _, let lw, _, let p): return p == paint && lw == Float(InputState.focusRingWidth)
            case .line(_, _, _, _, let lw, _, let p): return p == paint && lw == Float(InputState.focusRingWidth)
            default: return false
            }
        }
    }

    func focusPaint(_ cs: [DisplayList.Command], _ rgba: UInt32) -> UInt32? {
        for case let .solid(id, c) in cs where c == rgba { return id }
        return nil
    }

    static let styles: [(GaugeStyle, Axis, Double, Double)] = [
        (.accessoryCircular, .horizontal, 80, 80), (.accessoryCircularCapacity, .horizontal, 58, 58),
        (.dial, .horizontal, 200, 160), (.linearCapacity, .horizontal, 220, 70), (.accessoryLinear, .horizontal, 200, 30),
        (.accessoryLinearCapacity, .horizontal, 200, 60), (.linearCapacity, .vertical, 96, 200), (.accessoryLinear, .vertical, 60, 180),
        (.linearCapacity, .vertical, 320, 20),  // a track shorter than it is thick: the capsule runs across it
    ]

    @Test(arguments: styles) func theRingStaysInTheBoxAndOutsideTheGauge(_ c: (GaugeStyle, Axis, Double, Double)) {
        let (style, axis, w, h) = c
        var g = Gauge(value: 0.63, label: "Level", style: style)
        g.orientation = axis
        g.colors.focus = .color(Color(rgba8: 0x6D28D9FF))
        g.inputState = .all
        for dir in [LayoutDirection.leftToRight, .rightToLeft] {
            let cs = commands(g, w, h, direction: dir)
            guard let paint = focusPaint(cs, 0x6D28D9FF) else { Issue.record("\(style) \(axis): no focus paint"); continue }
            let r = ring(cs, paint: paint)
            #expect(!r.isEmpty, "\(style) \(axis): no ring")
            let half = InputState.focusRingWidth / 2
            for cmd in r {
                switch cmd {
                case let .strokeArc(cx, cy, rr, a0, a1, _, cap, _):
                    // The ring's outer edge (and a round cap's reach) inside the box, at every angle it draws.
                    var a = Double(a0)
                    while a <= Double(a1) + 1e-9 {
                        let (s, co) = GaugeMath.sinCos(a)
                        let x = Double(cx) + (Double(rr) + half) * co, y = Double(cy) + (Double(rr) + half) * s
                        #expect(x >= -0.01 && x <= w + 0.01 && y >= -0.01 && y <= h + 0.01, "\(style) \(axis) \(dir): arc at (\(x), \(y)) leaves \(w)×\(h)")
                        a += 0.01
                    }
                    _ = cap
                case let .line(x0, y0, x1, y1, _, _, _):
                    for (x, y) in [(x0, y0), (x1, y1)] {
                        #expect(Double(x) - half >= -0.01 && Double(x) + half <= w + 0.01 && Double(y) - half >= -0.01 && Double(y) + half <= h + 0.01,
                                "\(style) \(axis) \(dir): line end (\(x), \(y)) leaves \(w)×\(h)")
                    }
                default: break
                }
            }
        }
    }

    @Test func theRingSurroundsARingAtItsGap() {
        var g = Gauge(value: 0.4, style: .accessoryCircular)
        g.inputState = .all
        let cs = commands(g, 66, 66)
        // The track: the first arc; the ring: a full circle about the same centre, gap + width/2 beyond its outer edge.
        guard case let .strokeArc(tcx, tcy, tr, _, _, tw, _, _)? = cs.first(where: { if case .strokeArc = $0 { return true }; return false }),
              case let .strokeArc(cx, cy, r, a0, a1, lw, _, _)? = cs.last(where: { if case .strokeArc = $0 { return true }; return false }) else {
            Issue.record("no arcs"); return
        }
        #expect(cx == tcx && cy == tcy)
        #expect(abs(Double(r) - (Double(tr) + Double(tw) / 2 + InputState.focusRingGap + InputState.focusRingWidth / 2)) < 1e-4)
        #expect(abs(Double(a1 - a0) - 2 * Double.pi) < 1e-5 && lw == 3)
        // Its outer edge touches the box: the ring is laid out 4 px in from every side.
        #expect(abs(Double(cx) - Double(r) - 1.5) < 1e-4)
    }

    @Test func aBarsRingIsACapsuleAroundTheThumb() {
        var g = Gauge(value: 0.5, style: .linearCapacity)
        g.inputState = .all
        let cs = commands(g, 200, 40)
        let lines = cs.compactMap { c -> (Float, Float, Float, Float)? in if case let .line(x0, y0, x1, y1, 3, _, _) = c { return (x0, y0, x1, y1) }; return nil }
        #expect(lines.count == 2)
        let thumbs = cs.compactMap { c -> (Float, Float, Float)? in if case let .fillCircle(x, y, r, _) = c { return (x, y, r) }; return nil }
        guard let t = thumbs.first, lines.count == 2 else { Issue.record("no thumb or sides"); return }
        // The thumb: the track's half thickness (2) plus thumbReach; the sides gap + width/2 beyond it, level with it.
        #expect(t.2 == Float(2 + InputState.thumbReach))
        #expect(lines.allSatisfy { $0.1 == $0.3 })
        #expect(abs(Double(min(lines[0].1, lines[1].1)) - (Double(t.1) - Double(t.2) - 1 - 1.5)) < 1e-4)
        #expect(abs(Double(max(lines[0].1, lines[1].1)) - (Double(t.1) + Double(t.2) + 1 + 1.5)) < 1e-4)
        #expect(t.0 == 100)  // at the value's fraction of the track (which runs 6…194)
    }

    @Test(arguments: styles) func focusMovesNothingButTheRing(_ c: (GaugeStyle, Axis, Double, Double)) {
        var g = Gauge(value: 0.3, label: "Level", style: c.0)
        g.orientation = c.1
        g.inputState = .interactive
        let still = commands(g, c.2, c.3)
        g.inputState = .all
        let focused = commands(g, c.2, c.3)
        #expect(Array(focused.prefix(still.count)) == still, "\(c.0) \(c.1): focus changed what was drawn")
        #expect(focused.count > still.count)
        // Focus-visible alone (not interactive) draws what a display gauge draws.
        g.inputState = .focusVisible
        var plain = g
        plain.inputState = []
        #expect(commands(g, c.2, c.3) == commands(plain, c.2, c.3))
    }

    @Test func pointsMapThroughTheRoom() {
        for style in [GaugeStyle.accessoryCircular, .linearCapacity, .dial] {
            var g = Gauge(value: 0, in: 0...100, style: style)
            g.inputState = .interactive
            var shown = g
            for v in [10.0, 55, 90] {
                shown.value = v
                // The thumb or the marker sits at the value; mapped back it reads the value.
                let cs = commands(shown, 200, style == .linearCapacity ? 60 : 200)
                var p: (Double, Double)? = nil
                for case let .fillCircle(x, y, _, _) in cs where style == .linearCapacity { p = (Double(x), Double(y)) }
                for case let .knockOut(x, y, _) in cs where style == .accessoryCircular { p = (Double(x), Double(y)) }
                if style == .dial {
                    for case let .line(_, _, x1, y1, _, .round, _) in cs { p = (Double(x1), Double(y1)) }
                }
                guard let p else { Issue.record("\(style): nothing at the value"); continue }
                let got = g.value(at: p, in: (200, style == .linearCapacity ? 60 : 200))
                #expect(abs(got - v) < 0.05, "\(style): \(v) drawn, \(got) read")
            }
        }
    }

    @Test func anInteractiveBarGrowsByItsRoom() {
        var g = Gauge(value: 0.5, label: "Storage", currentValueLabel: "50 %", style: .linearCapacity)
        let plain = g.naturalSize(width: 200, height: nil).height
        g.inputState = .interactive
        #expect(g.naturalSize(width: 200, height: nil).height == plain + 2 * (InputState.focusRoom + InputState.thumbReach))
        g.style = .accessoryLinear
        g.inputState = []
        let marker = g.naturalSize(width: 200, height: nil).height
        g.inputState = .interactive
        #expect(g.naturalSize(width: 200, height: nil).height == marker + 2 * InputState.focusRoom)
    }

    @Test func theStateEncodesByNameAndOldDocumentsDecode() throws {
        var g = Gauge(value: 0.5, style: .dial)
        g.inputState = .all
        g.colors.focus = .purple
        let json = String(decoding: try JSONEncoder().encode(g), as: UTF8.self)
        #expect(json.contains(#""inputState":"interactive+focusVisible""#) && json.contains(#""focus":"#))
        let back = try JSONDecoder().decode(Gauge.self, from: Data(json.utf8))
        #expect(back == g && back.hashValue == g.hashValue)
        let old = try JSONDecoder().decode(Gauge.self, from: Data(#"{"value":0.5,"style":"dial"}"#.utf8))
        #expect(old.inputState == [] && old != g)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Gauge.self, from: Data(#"{"value":1,"inputState":"focused"}"#.utf8)) }
        var bad = g
        bad.inputState = InputState(rawValue: 4)
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(bad) }
    }
}
