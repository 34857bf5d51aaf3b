// The dial's needle shapes (docs/swiftui-fidelity.md › Needle shapes): their outlines' proportions, the model's
// checks, right-to-left mirroring, and the outline-based test against text boxes.
import Testing
@testable import GaugeCore

@Suite struct NeedleShapeTests {
    func dial(_ shape: Needle.Shape, value: Double = 0.4, hub: Double = Needle.defaultHubRadius) -> Gauge {
        var g = Gauge(value: value, label: "Pressure", style: .dial)
        g.needle = Needle(shape: shape, hubRadius: hub)
        return g
    }

    func quads(_ c: [DisplayList.Command]) -> [[(Double, Double)]] {
        c.compactMap {
            if case let .fillQuad(a, b, c2, d, e, f, g, h, _) = $0 {
                return [(Double(a), Double(b)), (Double(c2), Double(d)), (Double(e), Double(f)), (Double(g), Double(h))]
            }
            return nil
        }
    }

    func dist(_ p: (Double, Double), _ q: (Double, Double)) -> Double { ((p.0 - q.0) * (p.0 - q.0) + (p.1 - q.1) * (p.1 - q.1)).squareRoot() }

    @Test func taperedIsAWedgeWidestAtTheTail() {
        let g = dial(.tapered)
        let r = g.dialFrame(width: 300, height: 300).r
        let q = quads(g.commands(300, 300))
        #expect(q.count == 1)
        let c = q[0]
        // Corners: tail left, tip left, tip right, tail right.
        #expect(abs(dist(c[0], c[3]) - DialMetrics.taperedTailWidth * r) < 1e-3)
        #expect(abs(dist(c[1], c[2]) - DialMetrics.taperedTipWidth * r) < 1e-3)
        let tail = ((c[0].0 + c[3].0) / 2, (c[0].1 + c[3].1) / 2), tip = ((c[1].0 + c[2].0) / 2, (c[1].1 + c[2].1) / 2)
        // The needle ends where the tick labels begin (docs/swiftui-fidelity.md › A scale that reads the same at every value).
        var m = TextMetrics()
        let reach = g.dialNeedleReach(g.dialFrame(width: 300, height: 300), g.dialTickLabels(width: 300, height: 300, text: &m))
        #expect(reach < 1 && reach >= DialMetrics.needleMinLength / DialMetrics.needleLength)
        #expect(abs(dist(tail, tip) - (DialMetrics.needleLength * reach + DialMetrics.needleTail) * r) < 1e-3)
    }

    @Test func arrowIsAShaftIntoANotchedHead() {
        let g = dial(.arrow)
        let r = g.dialFrame(width: 300, height: 300).r
        let cmds = g.commands(300, 300)
        let q = quads(cmds)
        #expect(q.count == 1)
        let c = q[0]  // tip, barb, notch, barb
        #expect(abs(dist(c[1], c[3]) - DialMetrics.arrowHeadWidth * r) < 1e-3)
        let base = ((c[1].0 + c[3].0) / 2, (c[1].1 + c[3].1) / 2)
        #expect(abs(dist(base, c[0]) - DialMetrics.arrowHeadLength * r) < 1e-3)
        #expect(abs(dist(base, c[2]) - DialMetrics.arrowNotch * r) < 1e-3)
        let shafts = cmds.compactMap { if case let .line(_, _, x1, y1, w, .round, _) = $0 { return (Double(x1), Double(y1), Double(w)) }; return nil }
        #expect(shafts.count == 1)
        #expect(abs(shafts[0].2 - DialMetrics.arrowShaftWidth * r) < 1e-3)
        #expect(dist((shafts[0].0, shafts[0].1), c[2]) < 1e-3, "the shaft ends at the notch")
    }

    @Test func theLineIsUnchanged() {
        var plain = Gauge(value: 0.4, label: "Pressure", style: .dial)
        var a = plain.displayList(width: 240, height: 200)
        plain.needle = Needle(shape: .line, hubRadius: Needle.defaultHubRadius)
        var b = plain.displayList(width: 240, height: 200)
        #expect(a.bytes() == b.bytes())
    }

    @Test func theModelRefusesBadHubs() {
        #expect(Needle(shape: .arrow, hubRadius: 0).problem == nil)
        #expect(Needle(shape: .arrow, hubRadius: 0.25).problem == nil)
        for bad in [Double.nan, -0.001, 0.2501, .infinity, -.infinity] {
            #expect(Needle(shape: .line, hubRadius: bad).problem?.argument == "hubRadius")
        }
    }

    /// The outline test: a box beside the tapered wedge's wide tail is hit, though the axis' line-width test
    /// (0.03 R) would miss it; one just past the wedge's half width plus the spacing is not.
    @Test func hitsUseTheRealOutline() {
        let g = dial(.tapered, value: 0.5)
        let f = g.dialFrame(width: 300, height: 300)
        let n = g.dialNeedle(f, fraction: 0.5, length: DialMetrics.needleLength, color: .black)
        // Straight up (value 0.5 of the default arc): the normal is horizontal. At the tail's end the half width is
        // 0.03 R.
        let half = DialMetrics.taperedTailWidth / 2 * f.r, y = n.y0 - 1
        let near = Box(x0: n.x0 + half * 0.8, y0: y - 1, x1: n.x0 + half * 0.8 + 5, y1: y)
        #expect(n.hits(near, spacing: 0))
        var line = n
        line.shape = .line
        #expect(!line.hits(near, spacing: 0), "the line is narrower there")
        let far = Box(x0: n.x0 + half + 2.1, y0: y - 1, x1: n.x0 + half + 8, y1: y)
        #expect(!n.hits(far, spacing: 2))
        #expect(n.hits(far, spacing: 2.2))
    }

    @Test(arguments: Needle.Shape.allCases)
    func rightToLeftMirrorsEveryCorner(_ shape: Needle.Shape) {
        var g = dial(shape, value: 0.3)
        g.additionalValues = [GaugeValue(0.8, label: "Peak")]
        let ltr = g.commands(260, 200)
        g.layoutDirection = .rightToLeft
        let rtl = g.commands(260, 200)
        let a = quads(ltr), b = quads(rtl)
        #expect(a.count == b.count && a.count == (shape == .line ? 0 : 2))
        for (p, q) in zip(a, b) {
            for k in 0..<4 { #expect(abs(p[k].0 - (260 - q[k].0)) < 1e-3 && abs(p[k].1 - q[k].1) < 1e-3) }
        }
    }

    @Test func aNeedleStoppedShortKeepsItsShape() {
        var n = DialNeedle(cx: 0, cy: 0, cos: 1, sin: 0, x0: -12, y0: 0, x1: 82, y1: 0, width: 3, color: .black, shape: .arrow, r: 100)
        var boxes = [Box(x0: 40, y0: -20, x1: 60, y1: 20)]
        n.stopShort(of: &boxes, spacing: 2, hub: 6.5)
        #expect(n.x1 < 40 - 2 && n.x1 > 6.5)
        let p = n.parts()
        #expect(p.quad != nil && !n.hits(Box(x0: 40, y0: -20, x1: 60, y1: 20), spacing: 2))
        let head = n.x1 - p.quad!.x1, length = n.x1 - n.x0
        #expect(head <= length / 2 + 1e-9, "the head is at most half the needle")
    }
}
