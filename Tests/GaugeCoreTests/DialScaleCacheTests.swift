// A dial's value-independent layout kept between renders (`DialScaleCache`,
// docs/performance.md › A render in the wasm, per style): inputs are changed between two renders into one list (the gauge's counted by the caller's
// `scaleRevision`, as the C ABI counts them: Tests/GaugeABITests and web/test/dial-scale.test.mjs check that
// counting), and the output must equal a fresh list's; the needle's search over only the boxes it can reach must
// end where the search over every box ended, to the bit.
import Testing
@testable import GaugeCore

@Suite struct DialScaleCacheTests {
    func base() -> Gauge {
        var g = Gauge(value: 37, in: 0...220, label: "Speed", style: .dial)
        g.dial = Dial(startAngle: -135, sweep: 270, majorTicks: 0, minorTicks: 4)
        return g
    }

    /// The bytes of `g` laid out into a fresh list with a fresh copy of `metrics`.
    func fresh(_ g: Gauge, _ w: Double, _ h: Double, _ metrics: TextMetrics) -> [UInt8] {
        var list = DisplayList(), m = metrics
        g.render(width: w, height: h, pixelRatio: 2, text: &m, into: &list)
        return list.bytes()
    }

    func prefixes(_ text: String, _ perCluster: Double) -> [TextPrefix] {
        var out: [TextPrefix] = [], end = 0
        for c in text { end += c.utf8.count; out.append(TextPrefix(end: end, width: perCluster * Double(out.count + 1))) }
        return out
    }

    /// One change of an input between two renders: the gauge, the box or the text table.
    struct Change {
        var name: String
        var apply: (inout Gauge, inout Double, inout Double, inout TextMetrics) -> Void
    }

    var changes: [Change] {
        [
            Change(name: "value") { g, _, _, _ in g.value = 181.5 },
            Change(name: "no value") { g, _, _, _ in g.value = .nan },
            Change(name: "width") { _, w, _, _ in w = 150 },
            Change(name: "height") { _, _, h, _ in h = 90 },
            Change(name: "bounds") { g, _, _, _ in try? g.setBounds(lower: -40, upper: 1_200_000) },
            Change(name: "lower bound") { g, _, _, _ in try? g.setBounds(lower: 20, upper: 220) },
            Change(name: "major ticks") { g, _, _, _ in g.dial.majorTicks = 7 },
            Change(name: "minor ticks") { g, _, _, _ in g.dial.minorTicks = 0 },
            Change(name: "arc") { g, _, _, _ in g.dial = Dial(startAngle: -90, sweep: 360, majorTicks: 0, minorTicks: 4) },
            Change(name: "sweep") { g, _, _, _ in g.dial.sweep = 180 },
            Change(name: "tick labels off") { g, _, _, _ in g.dial.showsTickLabels = false },
            Change(name: "needle shape") { g, _, _, _ in g.needle.shape = .arrow },
            Change(name: "hub") { g, _, _, _ in g.needle.hubRadius = 0.2 },
            Change(name: "format") { g, _, _, _ in g.format = NumberFormat(precision: .fractionLength(2)) },
            Change(name: "percent") { g, _, _, _ in g.format.percent = true },
            Change(name: "grouping") { g, _, _, _ in try? g.setBounds(lower: 0, upper: 20_000); g.format.grouping = false },
            Change(name: "tick format") { g, _, _, _ in g.tickNumberFormat = NumberFormat(precision: .fractionLength(1)) },
            Change(name: "host tick texts") { g, _, _, _ in
                let v = g.dialScale.values
                g.hostTickTexts = (v, v.map { "≈\(Int(saturating: $0))" })
            },
            Change(name: "label") { g, _, _, _ in g.label = "Speed over ground, in knots" },
            Change(name: "no label") { g, _, _, _ in g.label = "" },
            Change(name: "value label") { g, _, _, _ in g.currentValueLabel = "very fast indeed" },
            Change(name: "empty value label") { g, _, _, _ in g.currentValueLabel = "" },
            Change(name: "empty host value text") { g, _, _, _ in g.formattedValueText = "" },
            Change(name: "delta") { g, _, _, _ in g.delta.reference = 30 },
            Change(name: "font") { g, _, _, _ in g.font = GaugeFont(key: 3, family: "serif") },
            Change(name: "registered width") { _, _, _, m in
                for t in ["0", "20", "40", "100", "200", "220", "Speed"] {
                    m.register(text: Array(t.utf8), weight: 400, prefixes: prefixes(t, 1.5))
                }
            },
            Change(name: "host measures") { _, _, _, m in m.hostMeasures = true },
            Change(name: "colours") { g, _, _, _ in g.colorScheme = .dark; g.tint = .color(.red) },
            Change(name: "zones, target, needles") { g, _, _, _ in
                g.zones = [Zone(from: 0, color: .green), Zone(from: 100, color: .red)]
                g.target = 150
                g.additionalValues = [GaugeValue(90, label: "Peak")]
            },
            Change(name: "right to left") { g, _, _, _ in g.layoutDirection = .rightToLeft },
        ]
    }

    /// The changes the key sees itself (the value, the box, the text table); the C ABI counts every other one in
    /// `scaleRevision`.
    let keyed: Set<String> = ["value", "no value", "width", "height", "registered width", "host measures"]

    @Test(arguments: [(64.0, 64.0), (200.0, 200.0), (260.0, 140.0)])
    func everyInputChangedBetweenTwoRendersGivesAFreshLayout(_ size: (Double, Double)) {
        for change in changes {
            var g = base(), w = size.0, h = size.1, metrics = TextMetrics()
            var list = DisplayList()
            list.scaleRevision = 7
            g.render(width: w, height: h, pixelRatio: 2, text: &metrics, into: &list)
            let first = list.dialScale
            #expect(first != nil, "the first render keeps its scale")
            g.value = 12  // a value change alone keeps it
            g.render(width: w, height: h, pixelRatio: 2, text: &metrics, into: &list)
            #expect(list.bytes() == fresh(g, w, h, metrics), "\(change.name): value only")
            #expect(list.dialScale === first)
            change.apply(&g, &w, &h, &metrics)
            if !keyed.contains(change.name) { list.scaleRevision = 8 }  // as the C ABI counts a setter
            g.render(width: w, height: h, pixelRatio: 2, text: &metrics, into: &list)
            #expect(list.bytes() == fresh(g, w, h, metrics), "\(change.name) at \(size)")
            // And again (now from the kept scale), at another value.
            g.value = 99
            g.render(width: w, height: h, pixelRatio: 2, text: &metrics, into: &list)
            #expect(list.bytes() == fresh(g, w, h, metrics), "\(change.name) kept, at \(size)")
        }
    }

    @Test func aValueChangeReusesTheScaleAndOtherStylesIgnoreIt() {
        var g = base(), metrics = TextMetrics(), list = DisplayList()
        list.scaleRevision = 1
        g.render(width: 64, height: 64, pixelRatio: 2, text: &metrics, into: &list)
        let kept = list.dialScale
        for v in stride(from: 0.0, through: 220, by: 7.3) {
            g.value = v
            g.render(width: 64, height: 64, pixelRatio: 2, text: &metrics, into: &list)
            #expect(list.bytes() == fresh(g, 64, 64, metrics))
        }
        #expect(kept != nil && list.dialScale === kept, "laid out once")
        // The same revision with a new box, or a new text table, lays it out again.
        g.render(width: 65, height: 64, pixelRatio: 2, text: &metrics, into: &list)
        #expect(list.dialScale !== kept && list.bytes() == fresh(g, 65, 64, metrics))
        // A list without a revision (the default) never keeps one.
        var plain = DisplayList()
        g.render(width: 64, height: 64, pixelRatio: 2, text: &metrics, into: &plain)
        #expect(plain.dialScale == nil)
        // A ring rendered into the dial's list draws itself, not the dial's kept scale.
        g.style = .accessoryCircular
        g.render(width: 64, height: 64, pixelRatio: 2, text: &metrics, into: &list)
        #expect(list.bytes() == fresh(g, 64, 64, metrics))
    }

    @Test func aLayoutWithBuiltInWidthsWhileTheHostMeasuresIsNotKept() {
        var g = base(), metrics = TextMetrics(hostMeasures: true), list = DisplayList()
        list.scaleRevision = 0
        g.render(width: 120, height: 120, pixelRatio: 2, text: &metrics, into: &list)
        #expect(list.dialScale == nil && !metrics.missing.isEmpty)
        // Every missing text measured: the next layout is kept.
        for (weight, text) in metrics.missing {
            metrics.register(text: Array(text.utf8), weight: weight, prefixes: prefixes(text, 0.6))
        }
        g.value = 150
        g.render(width: 120, height: 120, pixelRatio: 2, text: &metrics, into: &list)
        #expect(list.bytes() == fresh(g, 120, 120, metrics))
    }

    /// `stopShort` as it was: the 40-step search against every box.
    func reference(_ needle: DialNeedle, _ boxes: [Box], spacing: Double, hub: Double) -> DialNeedle {
        var n = needle
        func shorten(_ n: inout DialNeedle) {
            let full = ((n.x1 - n.cx) * (n.x1 - n.cx) + (n.y1 - n.cy) * (n.y1 - n.cy)).squareRoot()
            var lo = min(hub, full), hi = full
            for _ in 0..<40 {
                let mid = (lo + hi) / 2
                var probe = n
                probe.x1 = n.cx + n.cos * mid
                probe.y1 = n.cy + n.sin * mid
                if probe.hitsAny(boxes, boxes.count, spacing: spacing) { hi = mid } else { lo = mid }
            }
            n.x1 = n.cx + n.cos * lo
            n.y1 = n.cy + n.sin * lo
        }
        guard n.hitsAny(boxes, boxes.count, spacing: spacing) else { return n }
        let tipX = n.x1, tipY = n.y1
        shorten(&n)
        guard n.hitsAny(boxes, boxes.count, spacing: spacing) else { return n }
        n.x0 = n.cx; n.y0 = n.cy; n.x1 = tipX; n.y1 = tipY
        shorten(&n)
        if n.hitsAny(boxes, boxes.count, spacing: spacing) { n.hidden = true }
        return n
    }

    @Test func theNeedleStopsWhereTheSearchOverEveryBoxStopped() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var stopped = 0
        for k in 0..<3_000 {
            let r = 20 + next() * 200, a = next() * 2 * Double.pi
            let cs = GaugeMath.sinCos(a).cos, sn = GaugeMath.sinCos(a).sin
            let cx = 150.0, cy = 150.0, len = (0.3 + next() * 0.6) * r, tail = 0.12 * r
            let shape: Needle.Shape = k % 3 == 0 ? .line : k % 3 == 1 ? .tapered : .arrow
            let needle = DialNeedle(cx: cx, cy: cy, cos: cs, sin: sn, x0: cx - cs * tail, y0: cy - sn * tail,
                                    x1: cx + cs * len, y1: cy + sn * len, width: 0.03 * r, color: .black, shape: shape, r: r)
            var boxes: [Box] = []
            for _ in 0..<(1 + k % 14) {
                let x = cx + (next() - 0.5) * 2.2 * r, y = cy + (next() - 0.5) * 2.2 * r
                boxes.append(Box(x0: x, y0: y, x1: x + 2 + next() * 0.5 * r, y1: y + 2 + next() * 0.2 * r))
            }
            let expected = reference(needle, boxes, spacing: 0.02 * r, hub: 0.08 * r)
            var n = needle, b = boxes
            n.stopShort(of: &b, spacing: 0.02 * r, hub: 0.08 * r)
            #expect(n.x0.bitPattern == expected.x0.bitPattern && n.y0.bitPattern == expected.y0.bitPattern
                    && n.x1.bitPattern == expected.x1.bitPattern && n.y1.bitPattern == expected.y1.bitPattern
                    && n.hidden == expected.hidden, "needle \(k)")
            if n.x1 != needle.x1 || n.hidden { stopped += 1 }
        }
        #expect(stopped > 300, "the cases stop needles short (\(stopped))")
    }

    /// The Swift API's render into one list (natively it counts the gauge's changes itself: `countScaleChanges`).
    func freshPublic(_ g: Gauge, _ w: Double, _ h: Double, showing: Double?? = nil) -> [UInt8] {
        var list = DisplayList()
        if let showing { g.render(width: w, height: h, pixelRatio: 2, showing: showing, into: &list) }
        else { g.render(width: w, height: h, pixelRatio: 2, into: &list) }
        return list.bytes()
    }

    @Test(arguments: [(64.0, 64.0), (260.0, 140.0)])
    func theSwiftAPIKeepsTheScaleWhileOnlyTheValueChanges(_ size: (Double, Double)) {
        for change in changes where change.name != "registered width" && change.name != "host measures" {
            var g = base(), w = size.0, h = size.1, metrics = TextMetrics()
            var list = DisplayList()
            g.render(width: w, height: h, pixelRatio: 2, into: &list)
            let first = list.dialScale
            g.value = 12
            g.render(width: w, height: h, pixelRatio: 2, into: &list)
            #expect(first != nil && list.dialScale === first, "\(change.name): a value change keeps the scale")
            #expect(list.bytes() == freshPublic(g, w, h))
            change.apply(&g, &w, &h, &metrics)
            g.render(width: w, height: h, pixelRatio: 2, into: &list)
            #expect(list.bytes() == freshPublic(g, w, h), "\(change.name) at \(size)")
            if change.name != "value" && change.name != "no value" { #expect(list.dialScale !== first, "\(change.name)") }
            g.value = 99
            g.render(width: w, height: h, pixelRatio: 2, showing: 0.3, into: &list)
            #expect(list.bytes() == freshPublic(g, w, h, showing: 0.3), "\(change.name) kept, an animation frame")
            g.formattedValueText = "ninety-nine"
            g.render(width: w, height: h, pixelRatio: 2, into: &list)
            #expect(list.bytes() == freshPublic(g, w, h), "\(change.name), the value's host text")
        }
        // Two gauges in turn, and another style between, each drawn as itself.
        var a = base(), b = base(), list = DisplayList()
        b.label = "Other"
        for v in [10.0, 120, 219] {
            a.value = v
            b.value = v / 2
            for g in [a, b] {
                g.render(width: 120, height: 120, pixelRatio: 2, into: &list)
                #expect(list.bytes() == freshPublic(g, 120, 120))
            }
            var ring = a
            ring.style = .accessoryCircular
            ring.render(width: 120, height: 120, pixelRatio: 2, into: &list)
            #expect(list.bytes() == freshPublic(ring, 120, 120))
        }
    }
}
