// The dial, zones, origin and several values — docs/regression-cases.md: tick values (exact-tick-values,
// stable-tick-precision, exact-end-labels, no-minor-ticks), label boxes (thinned-tick-labels, labels-inside-box,
// tick-label-distance), zone cells (lcd-cells-per-zone), origin fills (origin-fill, full-ring-half-range,
// zero-is-a-value), independent values (own-range-labels, needles-straight-to-value, independent-gauges), the
// zone in the accessible value text (meter-value-text).
import Testing
@testable import GaugeCore

@Suite struct DialTests {
    func dial(_ value: Double, _ lower: Double, _ upper: Double, majorTicks: Int = 10, minorTicks: Int = 5,
              sweep: Double = 270, start: Double = -135) -> Gauge {
        var g = Gauge(value: value, in: lower...upper, style: .dial)
        g.dial = Dial(startAngle: start, sweep: sweep, majorTicks: majorTicks, minorTicks: minorTicks)
        return g
    }

    func texts(_ cmds: [DisplayList.Command]) -> [String] {
        cmds.compactMap { if case let .text(s, _, _, _, _, _, _, _) = $0 { return s } else { return nil } }
    }

    @Test func p22TickValuesAreComputedNotAccumulated() {
        let s = DialScale(lower: 0, upper: 1, majorTicks: 10)
        #expect(s.values[3] == 0.3)
        #expect(s.values == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        #expect(dial(0.5, 0, 1).dialTickLabels == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"])
    }

    @Test func p24AwkwardStepHasOneStablePrecision() {
        let lower = -0.2011718750000001, upper = 0.1341145833333334
        var g = dial(0, lower, upper, majorTicks: 5)
        g.value = 0
        let labels = g.dialTickLabels
        #expect(labels == ["-0.2012", "-0.1341", "-0.0671", "0.0000", "0.0671", "0.1341"])
        let s = DialScale(lower: lower, upper: upper, majorTicks: 5)
        #expect(s.values.first == lower && s.values.last == upper)
        #expect(s.values[3] == 0)  // no 1e-17 residue, no "-0"
    }

    @Test func p29OneSegmentEndsAreExactlyTheBounds() {
        let g = dial(10, 0, 25, majorTicks: 1)
        #expect(g.dialTickLabels == ["0", "25"])
        #expect(texts(g.commands(200, 200)).filter { $0 == "0" || $0 == "25" }.count == 2)
    }

    @Test func p37NoMinorTicks() {
        let with = dial(3, 0, 10, majorTicks: 10, minorTicks: 5).commands(200, 200)
        let without = dial(3, 0, 10, majorTicks: 10, minorTicks: 0).commands(200, 200)
        func lines(_ c: [DisplayList.Command]) -> Int { c.filter { if case .line = $0 { return true }; return false }.count }
        // 11 majors + a needle; with minor ticks 10 × 4 more.
        #expect(lines(without) == 12)
        #expect(lines(with) == 52)
        #expect(allFinite(without))
    }

    func boxes(_ g: Gauge, _ w: Double, _ h: Double) -> [DialTickLabel] {
        var m = TextMetrics()
        return g.dialTickLabels(width: w, height: h, text: &m)
    }

    func overlaps(_ l: [DialTickLabel]) -> Bool {
        for a in l.indices { for b in l.indices where b > a {
            if l[a].x0 < l[b].x1 && l[b].x0 < l[a].x1 && l[a].y0 < l[b].y1 && l[b].y0 < l[a].y1 { return true }
        } }
        return false
    }

    @Test func p33ManyLabelsAreThinnedSoNoneOverlap() {
        let g = dial(50, 0, 100, majorTicks: 50, minorTicks: 0)
        let l = boxes(g, 200, 200)
        #expect(l.count >= 5 && l.count < 51)
        #expect(!overlaps(l))
        // Thinned to every k-th tick, starting at the minimum; the maximum's label kept at the end.
        let k = l.count > 1 ? l[1].tick - l[0].tick : 1
        #expect(l.dropLast().allSatisfy { $0.tick % k == 0 } && l[0].tick == 0)
        #expect(l.last?.tick == 50)
    }

    @Test(arguments: [(-6250.0, 6250.0, 270.0), (0, 360, 360), (-1e6, 1e6, 300), (0, 100, 180)])
    func p34LabelsStayInsideTheBoxWithoutOverlapAtTheSeam(_ c: (Double, Double, Double)) {
        for (w, h) in [(200.0, 200.0), (120, 300), (300, 120), (58, 58)] {
            let g = dial(0, c.0, c.1, majorTicks: 8, sweep: c.2, start: c.2 == 360 ? 0 : -c.2 / 2)
            let l = boxes(g, w, h)
            #expect(!overlaps(l), "\(c) \(w)x\(h)")
            #expect(l.allSatisfy { $0.x0 >= 0 && $0.y0 >= 0 && $0.x1 <= w && $0.y1 <= h })
            if c.2 == 360 { #expect(!l.contains { $0.tick == 8 }, "the maximum is not labelled on a full circle") }
            let e = paintedExtent(g.commands(w, h))
            #expect(e.minX >= -0.01 && e.minY >= -0.01 && e.maxX <= w + 0.01 && e.maxY <= h + 0.01, "\(c) \(w)x\(h)")
        }
    }

    @Test func p35LabelsSitTheSetDistanceBeyondTheirTicksAtEveryAngle() {
        let g = dial(7.2, 4.3, 8.5, majorTicks: 8, sweep: 300, start: -150)
        let w = 240.0, h = 240.0
        let f = g.dialFrame(width: w, height: h)
        let inner = f.r * (1 - DialMetrics.trackWidth - DialMetrics.tickGap - DialMetrics.majorLength)
        for l in boxes(g, w, h) {
            let a = g.dial.angle(Double(l.tick) / 8)
            let ux = GaugeMath.cos(a), uy = GaugeMath.sin(a)
            // The box's farthest extent toward the rim, along the tick's direction.
            let cx = (l.x0 + l.x1) / 2 - f.cx, cy = (l.y0 + l.y1) / 2 - f.cy
            let reach = cx * ux + cy * uy + (l.x1 - l.x0) / 2 * abs(ux) + (l.y1 - l.y0) / 2 * abs(uy)
            #expect(abs(inner - reach - DialMetrics.labelGap * f.r) < 1e-9, "tick \(l.tick)")
        }
    }

    @Test func directionAndSweep() {
        var g = dial(0, 0, 1, sweep: 180, start: -90)
        #expect(abs(g.dial.angle(0) - Double.pi) < 1e-12)       // 9 o'clock
        #expect(abs(g.dial.angle(1) - 2 * Double.pi) < 1e-12)   // 3 o'clock, through 12
        g.dial.clockwise = false
        #expect(abs(g.dial.angle(0.5) - Double.pi / 2) < 1e-12) // through 6 o'clock
        #expect(Dial(sweep: 0).problem?.argument == "sweep")
        #expect(Dial(sweep: 360.5).problem?.argument == "sweep")
        #expect(Dial(startAngle: .nan).problem?.argument == "startAngle")
        #expect(Dial(majorTicks: -1).problem?.argument == "majorTicks")
        #expect(Dial(majorTicks: 0).problem == nil)  // automatic
        #expect(Dial(sweep: 360).problem == nil)
    }

    @Test func p14SegmentCellsPerZoneAreProportional() {
        var g = Gauge(value: 35, in: -20...35, style: .linearCapacity)
        g.zones = [Zone(from: -20, color: .blue), Zone(from: 5, color: .green), Zone(from: 25, color: .yellow),
                   Zone(from: 30, color: .red)]
        for n in [11, 55, 110] {
            g.segmentCount = n
            var list = g.displayList(width: 400, height: 60)
            let d = try! DisplayList.decode(list.bytes())
            var paints: [UInt32: UInt32] = [:]
            var count: [UInt32: Int] = [:]
            for c in d.commands {
                if case let .solid(id, rgba) = c { paints[id] = rgba }
                if case let .fillRoundRect(_, _, _, _, _, p) = c, let rgba = paints[p] { count[rgba, default: 0] += 1 }
            }
            let rgba = { (c: ColorValue) in c.resolved(in: .light).rgba8 }
            #expect(count[rgba(.blue)] == n * 25 / 55)
            #expect(count[rgba(.green)] == n * 20 / 55)
            #expect(count[rgba(.yellow)] == n * 5 / 55)
            #expect(count[rgba(.red)] == n * 5 / 55)
        }
    }

    @Test func zoneBoundaryRuleAndAccessibleText() {
        var g = Gauge(value: 50, in: 0...100, label: "Fuel level", style: .dial)
        g.format = NumberFormat(suffix: " %")
        g.zones = [Zone(from: 0, color: .red, name: "even less good"), Zone(from: 33, color: .yellow, name: "suboptimal"),
                   Zone(from: 66, color: .green, name: "optimal")]
        #expect(g.accessibilityValueText == "50 %, suboptimal")  // docs/regression-cases.md › meter-value-text
        g.value = 66
        #expect(g.zoneIndex(of: 66) == 2)                         // a value at a start is in that zone
        #expect(g.zoneIndex(of: 65.999) == 1)
        #expect(g.accessibilityValueText == "66 %, optimal")
        g.value = .nan
        #expect(g.accessibilityValueText == "unknown")
        // The needle takes the zone colour.
        g.value = 20
        let cmds = g.commands(200, 200)
        let red = ColorValue.red.resolved(in: .light).rgba8
        #expect(cmds.contains { if case let .solid(_, c) = $0 { return c == red } else { return false } })
    }

    @Test func p19OriginFillRunsFromTheOriginToTheValue() {
        var g = Gauge(value: -20, in: -50...50, style: .linearCapacity)
        g.origin = 0
        let rects = g.commands(200, 40).compactMap { c -> (Float, Float)? in
            if case let .fillRoundRect(x, _, w, _, _, _) = c { return (x, w) } else { return nil }
        }
        #expect(rects.count == 2)
        let track = rects[0], fill = rects[1]
        #expect(isClose(fill.0, Double(track.0) + 0.3 * Double(track.1), 1e-3))
        #expect(isClose(fill.0 + fill.1, Double(track.0) + 0.5 * Double(track.1), 1e-3))
        g.origin = nil
        let fromMin = g.commands(200, 40).compactMap { c -> Float? in if case let .fillRoundRect(x, _, _, _, _, _) = c { return x } else { return nil } }
        #expect(fromMin[1] == track.0)
    }

    @Test func p52ZeroIsARealOriginAndTarget() {
        var g = dial(5, -10, 10)
        g.target = 0
        g.origin = 0
        let cmds = g.commands(200, 200)
        let f = g.dialFrame(width: 200, height: 200)
        let up = g.dial.angle(0.5)
        // The progress arc starts at 50 % and a target mark points there.
        #expect(cmds.contains { if case let .strokeArc(_, _, _, a0, _, _, _, _) = $0 { return isClose(a0, up, 1e-5) } else { return false } })
        #expect(cmds.contains { if case let .line(x0, y0, _, _, w, _, _) = $0 {
            return isClose(w, DialMetrics.targetWidth * f.r, 1e-4)
                && abs(GaugeMath.atan2(Double(y0) - f.cy, Double(x0) - f.cx) - DisplayList.normalizedAngle(up)) < 1e-4
        } else { return false } })
    }

    @Test func p20FullRingHalfway() {
        let g = Gauge(value: 0, in: -180...180, style: .accessoryCircularCapacity)
        let arcs = g.commands(58, 58).compactMap { c -> (Float, Float)? in
            if case let .strokeArc(_, _, _, a0, a1, _, _, _) = c { return (a0, a1) } else { return nil }
        }
        #expect(arcs.count == 2)
        #expect(isClose(arcs[0].1 - arcs[0].0, 2 * Double.pi, 1e-5))   // the track intact
        #expect(isClose(arcs[1].1 - arcs[1].0, Double.pi, 1e-5))       // the value at half the ring
    }

    @Test func p43TwoValuesEachGoStraightToTheirOwnAngle() {
        var g = dial(62, 60, 80)
        g.additionalValues = [GaugeValue(71.2)]
        let f = g.dialFrame(width: 200, height: 200)
        let needles = g.commands(200, 200).compactMap { c -> Double? in
            if case let .line(x0, y0, x1, y1, w, .round, _) = c, isClose(w, DialMetrics.needleWidth * f.r, 1e-4) {
                return GaugeMath.atan2(Double(y1 - y0), Double(x1 - x0))
            }
            return nil
        }
        #expect(needles.count == 2)
        let want = [DisplayList.normalizedAngle(g.dial.angle((71.2 - 60) / 20)), DisplayList.normalizedAngle(g.dial.angle(0.1))]
        for (got, w) in zip(needles, want) { #expect(abs(got - w) < 1e-4) }
        #expect(g.accessibilityValueText == "62; 71.2")
    }

    @Test func p30p54EachGaugeDependsOnlyOnItsOwnRangeAndValues() {
        let a = dial(10, 0, 200), b = dial(20, 0, 40), c = dial(-156270036, 0, 30)
        let alone = [a, b, c].map { texts($0.commands(200, 200)) }
        #expect(alone[0].contains("200") && alone[0].contains("20") && !alone[0].contains("4"))
        #expect(alone[1].contains("40") && alone[1].contains("4") && !alone[1].contains("200"))
        #expect(alone[2].contains("30") && alone[2].contains("3") && !alone[2].contains("40"))
        #expect(alone[2].contains("-156270036"))
        // Rendering others in between changes nothing.
        _ = c.commands(200, 200)
        #expect(texts(a.commands(200, 200)) == alone[0])
    }

    @Test func concentricRingsOnePerValue() {
        var g = Gauge(value: 0.5, in: 0...1, style: .accessoryCircularCapacity)
        g.additionalValues = [GaugeValue(0.25, label: "Exercise"), GaugeValue(.nan, label: "Stand")]
        let arcs = g.commands(100, 100).compactMap { c -> (Float, Float, Float)? in
            if case let .strokeArc(_, _, r, a0, a1, _, _, _) = c { return (r, a0, a1) } else { return nil }
        }
        // Three tracks, two fills (the third has no value).
        #expect(arcs.count == 5)
        #expect(Set(arcs.map { $0.0 }).count == 3)
        #expect(isClose(arcs[1].2 - arcs[1].1, Double.pi, 1e-5) && isClose(arcs[3].2 - arcs[3].1, Double.pi / 2, 1e-5))
        #expect(g.accessibilityValueText == "0.5; Exercise 0.25; Stand unknown")
    }
}

/// Dials that read cleanly: round automatic ticks, units only in the value text, no needle over text
/// (docs/swiftui-fidelity.md › Dial ticks and labels, › No needle over text).
@Suite struct DialReadingTests {
    func dial(_ value: Double, _ lower: Double, _ upper: Double, majorTicks: Int = 0, sweep: Double = 270,
              start: Double = -135) -> Gauge {
        var g = Gauge(value: value, in: lower...upper, style: .dial)
        g.dial = Dial(startAngle: start, sweep: sweep, majorTicks: majorTicks, minorTicks: 5)
        return g
    }

    @Test(arguments: [
        (0.0, 220.0, [0.0, 20, 40, 60, 80, 100, 120, 140, 160, 180, 200, 220]),
        (0, 100, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]),
        (0, 1, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
        (60, 80, [60, 62, 64, 66, 68, 70, 72, 74, 76, 78, 80]),
        (-50, 50, [-50, -40, -30, -20, -10, 0, 10, 20, 30, 40, 50]),
        (0, 300, [0, 50, 100, 150, 200, 250, 300]),
        (0, 240, [0, 20, 40, 60, 80, 100, 120, 140, 160, 180, 200, 220, 240]),
        (0, 360, [0, 50, 100, 150, 200, 250, 300, 350]),
        (20, 100, [20, 30, 40, 50, 60, 70, 80, 90, 100]),
        (0, 25, [0, 2.5, 5, 7.5, 10, 12.5, 15, 17.5, 20, 22.5, 25]),
        (3, 97, [10, 20, 30, 40, 50, 60, 70, 80, 90]),
        (-6250, 6250, [-6000, -4000, -2000, 0, 2000, 4000, 6000]),
    ])
    func automaticTicksAreRound(_ c: (Double, Double, [Double])) {
        let s = DialScale(lower: c.0, upper: c.1, majorTicks: 0)
        #expect(s.values == c.2, "\(c.0)…\(c.1)")
        for (v, f) in zip(s.values, s.fractions) { #expect(abs(f - (v - c.0) / (c.1 - c.0)) < 1e-12) }
        // Every step is 1, 2, 2.5 or 5 × 10ⁿ.
        var m = s.step
        while m >= 10 { m /= 10 }
        while m < 1 { m *= 10 }
        #expect([1.0, 2, 2.5, 5].contains { abs($0 - m) < 1e-9 }, "step \(s.step)")
    }

    @Test func givenMajorTicksAreHonoured() {
        #expect(DialScale(lower: 0, upper: 220, majorTicks: 4).values == [0, 55, 110, 165, 220])
        #expect(dial(0, 0, 220, majorTicks: 4).dialTickLabels == ["0", "55", "110", "165", "220"])
    }

    @Test func unroundEndsHaveNoMajorTickButMinorTicksRunToThem() {
        let g = dial(50, 3, 97)
        let s = g.dialScale
        let minors = s.minorFractions(minor: 5, lower: 3, upper: 97)
        // Minor steps of 2 from 4 to 96, the majors (10…90) left out.
        #expect(minors.count == 47 - 9)
        #expect(minors.allSatisfy { $0 > 0 && $0 < 1 })
    }

    @Test func tickLabelsLeaveUnitsToTheValueText() {
        var g = dial(150, 0, 220)
        g.format = NumberFormat(precision: .fractionLength(0), prefix: "~", suffix: " km/h")
        #expect(g.dialTickLabels.first == "0" && g.dialTickLabels.last == "220")
        #expect(g.currentValueText == "~150 km/h")
        g = dial(0.5, 0, 1)
        g.format = NumberFormat(percent: true, suffix: " full")
        #expect(g.dialTickLabels == ["0", "10", "20", "30", "40", "50", "60", "70", "80", "90", "100"])
        #expect(g.currentValueText == "50% full")
        // A tick format of its own overrides.
        g.tickNumberFormat = NumberFormat(precision: .fractionLength(1), percent: true)
        #expect(g.dialTickLabels[1] == "10.0%")
        // Host texts apply while the scale has the values they were made for.
        g.tickNumberFormat = nil
        g.hostTickTexts = (values: g.dialScale.values, texts: g.dialScale.values.map { "t\($0)" })
        #expect(g.dialTickLabels[1] == "t0.1")
        try? g.setBounds(lower: 0, upper: 2)
        #expect(g.dialTickLabels[1] == "20")  // percent: 0.2 shows 20
    }

    /// The end labels of 0…220 with a unit suffix both show (they used to be dropped, wider with the suffix).
    @Test func speedometerEndsAreLabelled() {
        var g = dial(150, 0, 220)
        g.format = NumberFormat(precision: .fractionLength(0), suffix: " km/h")
        var m = TextMetrics()
        let l = g.dialTickLabels(width: 240, height: 240, text: &m)
        #expect(l.first?.text.text == "0" && l.last?.text.text == "220")
    }

    @Test func segmentDistanceMeasuresTheGap() {
        let b = Box(x0: 0, y0: 0, x1: 10, y1: 10)
        #expect(segmentDistance(-5, 5, 15, 5, b) == 0)       // straight through
        #expect(segmentDistance(12, -5, 12, 15, b) == 2)     // beside it
        #expect(abs(segmentDistance(13, 14, 20, 20, b) - 5) < 1e-12)  // off a corner (3, 4, 5)
    }
}
