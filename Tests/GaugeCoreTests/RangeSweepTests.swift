// Ranges at every magnitude (web/test/range-sweep.test.mjs runs the same through the wasm): an automatic
// dial over a narrow range far from zero turned bound / step into an Int — 3.4e9 for a range of 5 around 1.7e9,
// past a 32-bit Int (the wasm trapped; natively it fitted), 1e20 and up past a 64-bit one (natively too)
// (docs/wasm-build.md › Floating values to integers).
import Testing
@testable import GaugeCore

@Suite struct RangeSweepTests {
    /// lower…upper at 10^k: widths 10^j of the magnitude and the last few ulps, above zero and mirrored.
    static func ranges(_ k: Int) -> [(Double, Double)] {
        let m = Double("1e\(k)")!
        var out: [(Double, Double)] = []
        var w = m
        for j in 0...15 {
            if [0, 1, 3, 6, 9, 12, 15].contains(j), (m + w).isFinite, m + w > m { out.append((m, m + w)) }
            w /= 10
        }
        for ulps in [8, 2, 1] {
            var hi = m
            for _ in 0..<ulps { hi = hi.nextUp }
            if hi.isFinite { out.append((m, hi)) }
        }
        return out + out.map { (-$0.1, -$0.0) }
    }

    static func dial(_ value: Double, _ lower: Double, _ upper: Double, minor: Int) -> Gauge {
        var g = Gauge(value: value, in: lower...upper, style: .dial)
        g.dial = Dial(startAngle: -135, sweep: 270, majorTicks: 0, minorTicks: minor)
        return g
    }

    func texts(_ cmds: [DisplayList.Command]) -> [String] {
        cmds.compactMap { if case let .text(s, _, _, _, _, _, _, _) = $0 { return s } else { return nil } }
    }

    /// The cases of the issue: each trapped the wasm on every frame.
    static let issueCases: [(Double, Double)] = [(1.7e9, 1.7e9 + 5), (1_733_200_000, 1_733_286_400), (86_400, 86_400.001),
                                                 (100, 100.000001), (-1.7e9 - 5, -1.7e9)]

    @Test(arguments: issueCases)
    func theIssuesRangesHaveTicks(_ c: (Double, Double)) {
        let s = DialScale(lower: c.0, upper: c.1, majorTicks: 0)
        #expect(s.values.count >= 2 && s.values.count <= 13, "\(c)")
        #expect(s.values.allSatisfy { $0 >= c.0 && $0 <= c.1 }, "\(s.values)")
        #expect(zip(s.values, s.values.dropFirst()).allSatisfy { $0 < $1 }, "\(s.values)")
        #expect(s.step > 0 && s.step <= c.1 - c.0)
        for minor in [4, 10] {
            let f = s.minorFractions(minor: minor, lower: c.0, upper: c.1)
            #expect(!f.isEmpty && f.allSatisfy { $0 > 0 && $0 < 1 }, "\(c) minor \(minor)")
        }
        // 5 around 1.7e9: whole seconds, two quotients past Int32 (ceilMultiple 3.4e9 halves).
        if c.0 == 1.7e9 {
            let halves: [Double] = (0...10).map { 1.7e9 + Double($0) / 2 }
            #expect(s.values == halves)
        }
        var m = TextMetrics()
        let labels = Self.dial(c.0 + (c.1 - c.0) / 2, c.0, c.1, minor: 4).dialTickLabels(width: 240, height: 240, text: &m)
        #expect(labels.first?.tick == 0 && labels.last?.tick == s.values.count - 1, "\(c): \(labels.map(\.text.text))")
    }

    /// Very wide end labels at 240 px (13 digits, and the scales whose plain ends meet each other): both end labels
    /// at every value in and beyond the range, the same tick labels throughout, and the value text clear of each by
    /// labelSpacing — its line's top comes down under an end label it cannot narrow for.
    @Test(arguments: issueCases + [(1e-10, 2e-10), (1, 1.000000000001), (1e20, 1.0001e20), (1e10, 1e10 + 0.01)])
    func wideEndLabelsStayWithTheValueTextClear(_ c: (Double, Double)) {
        let n = DialScale(lower: c.0, upper: c.1, majorTicks: 0).values.count - 1
        var first: [String]? = nil
        for k in -2...10 {
            let g = Self.dial(c.0 + (c.1 - c.0) * Double(k) / 8, c.0, c.1, minor: 4)
            var m = TextMetrics()
            let ends = g.dialTickLabels(width: 240, height: 240, text: &m)
            #expect(ends.first?.tick == 0 && ends.last?.tick == n, "\(c) at \(k): \(ends.map(\.text.text))")
            var labels: [(String, Box)] = []
            var value: Box? = nil
            for cmd in g.commands(240, 240) {
                guard case let .text(s, x, y, size, weight, _, _, _) = cmd else { continue }
                let w = FontMetrics.width(of: s, weight: Int(weight)) * Double(size) / 2, h = Double(size) * FontMetrics.lineHeight / 2
                let box = Box(x0: Double(x) - w, y0: Double(y) - h, x1: Double(x) + w, y1: Double(y) + h)
                if weight == 500 { value = box } else if value == nil { labels.append((s, box)) }
            }
            let texts = labels.map(\.0)
            #expect(first == nil || texts == first!, "\(c) at \(k): \(texts) (was \(first ?? []))")
            if first == nil { first = texts }
            guard let value else { Issue.record("\(c) at \(k): no value text"); continue }
            let r = g.dialFrame(width: 240, height: 240).r
            for (s, box) in labels where box.intersects(value, spacing: DialMetrics.labelSpacing * r * 0.99) {
                Issue.record("\(c) at \(k): \"\(s)\" against the value text")
            }
        }
    }

    /// Finite bounds whose span overflows a double (−1e308…1e308, up to ±max): the value maps by the halves of the
    /// differences (every value drew at the minimum: fraction 0), and the dial's scale is the halves' doubled.
    @Test func spansPastTheLargestDouble() {
        for (lo, hi) in [(-1e308, 1e308), (-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude), (-9e307, 9e307)] {
            #expect(Gauge.fraction(of: 0, lower: lo, upper: hi) == 0.5, "\(lo)…\(hi)")
            #expect(Gauge.fraction(of: hi / 2, lower: lo, upper: hi) == 0.75)
            #expect(Gauge(value: 1, in: lo...hi).fraction == 0.5)
            let s = DialScale(lower: lo, upper: hi, majorTicks: 0)
            #expect(s.values.count >= 3 && s.values.first! >= lo && s.values.first! < 0 && s.values.last! <= hi, "\(s.values)")
            #expect(zip(s.values, s.values.dropFirst()).allSatisfy { $0 < $1 } && s.values.allSatisfy(\.isFinite))
            let fixed = DialScale(lower: lo, upper: hi, majorTicks: 4)
            #expect(fixed.values.count == 5 && fixed.values.first == lo && fixed.values[2] == 0 && fixed.values.last == hi, "\(fixed.values)")
            let minor = s.minorFractions(minor: 4, lower: lo, upper: hi)
            #expect(!minor.isEmpty && minor.allSatisfy { $0 > 0 && $0 < 1 })
            var m = TextMetrics()
            let labels = Self.dial(0, lo, hi, minor: 4).dialTickLabels(width: 240, height: 240, text: &m)
            #expect(labels.count >= 2, "\(labels.map(\.text.text))")
        }
    }

    /// The multiples are counted as whole Doubles: 1.7e9 / 0.5 is 3.4e9 halves, past Int32 (the wasm's Int); and
    /// a scale where the step is 10¹⁵ at 10²⁰ has its ticks and minor ticks.
    @Test func multiplesPastInt32() {
        #expect(DialScale.ceilMultiple(1.7e9, 0.5) == 3.4e9 && DialScale.floorMultiple(1.7e9 + 5, 0.5) == 3.40000001e9)
        let s = DialScale(lower: 1e20, upper: 1.0001e20, majorTicks: 0)
        #expect(s.values.first == 1e20 && s.values.last == 1.0001e20 && s.values.count == 11)
        #expect(s.minorFractions(minor: 5, lower: 1e20, upper: 1.0001e20).count == 40)
    }

    /// Tiny ranges had every inner tick rounded to 0 (15 fraction digits: 1e-299…2e-299 ticked 1e-299, 0, 0, …,
    /// 2e-299), and ticks a few ulps apart came out past the range's end.
    @Test func tickValuesStayInsideTheRange() {
        let tiny = DialScale(lower: 1e-299, upper: 2e-299, majorTicks: 0)
        #expect(tiny.values.count == 11 && tiny.values.allSatisfy { $0 >= 1e-299 && $0 <= 2e-299 }, "\(tiny.values)")
        let ulps = DialScale(lower: 1e235, upper: 1e235.nextUp.nextUp, majorTicks: 0)
        #expect(ulps.values.allSatisfy { $0 >= 1e235 && $0 <= 1e235.nextUp.nextUp }, "\(ulps.values)")
        #expect(zip(ulps.values, ulps.values.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// Tiny steps print in scientific notation, not as zeros ("0.000000000000000" for 1e-300…2e-300); texts too
    /// wide for plain digits fall back to compact ones or to scientific notation, whichever labels both ends.
    @Test func tickTextsAtTheExtremes() {
        #expect(Self.dial(1.5e-300, 1e-300, 2e-300, minor: 0).dialTickLabels.first == "1e-300")
        #expect(Self.dial(1.5e-300, 1e-300, 2e-300, minor: 0).dialTickLabels.last == "2e-300")
        var m = TextMetrics()
        let wide = Self.dial(1.00005e20, 1e20, 1.0001e20, minor: 0).dialTickLabels(width: 240, height: 240, text: &m)
        #expect(wide.first?.tick == 0 && wide.last?.tick == 10, "\(wide.map(\.text.text))")
        // Ordinary scales keep their plain texts.
        #expect(Self.dial(50, 0, 100, minor: 0).dialTickLabels.first == "0")
        #expect(Self.dial(0.5, 0, 1e-12, minor: 0).dialTickLabels.last == "0.0000000000010")
    }

    /// Every 10^k, k = −300…300, every width: the scale's values are finite, increasing and inside the range,
    /// minor ticks inside; the dial draws finite commands and, with its value inside, both end labels.
    @Test func dialsAtEveryMagnitude() {
        var failures: [String] = []
        for k in -300...300 {
            for (lo, hi) in Self.ranges(k) {
                let s = DialScale(lower: lo, upper: hi, majorTicks: 0)
                if !(s.values.allSatisfy { $0.isFinite && $0 >= lo && $0 <= hi }) || s.values.isEmpty {
                    failures.append("scale \(lo)…\(hi): \(s.values)")
                }
                for minor in [4, 10] where !(s.minorFractions(minor: minor, lower: lo, upper: hi).allSatisfy { $0 > 0 && $0 < 1 }) {
                    failures.append("minor \(lo)…\(hi)")
                }
                guard k % 10 == 0 || (hi.nextDown == lo && k % 3 == 0) else { continue }  // full renders: every tenth k, 1-ulp ranges every third
                for v in [lo + (hi - lo) / 2, hi + (hi - lo) * 3, lo - (hi - lo), .nan] {
                    let g = Self.dial(v, lo, hi, minor: k & 1 == 0 ? 4 : 0)
                    let c = g.commands(240, 240)
                    if !allFinite(c) { failures.append("not finite \(lo)…\(hi) value \(v)") }
                    if v > lo && v < hi {
                        var m = TextMetrics()
                        let l = g.dialTickLabels(width: 240, height: 240, text: &m)
                        let n = s.values.count - 1
                        // A range a few ulps wide needs 17 digits on each end label, which 240 px cannot hold
                        // side by side: at least one label there; both ends from 10⁻¹² of the magnitude up.
                        if hi - lo < lo.magnitude * 1e-13 {
                            if l.isEmpty { failures.append("no label \(lo)…\(hi)") }
                        } else if n > 0, !(l.first?.tick == 0 && l.last?.tick == n) {
                            failures.append("ends \(lo)…\(hi): \(l.map(\.text.text)) of \(n + 1)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(6))")
    }

    /// Bars and rings over the same ranges: finite lists.
    @Test(arguments: [GaugeStyle.linearCapacity, .accessoryLinear, .accessoryCircular, .accessoryCircularCapacity])
    func barsAndRingsAtEveryMagnitude(_ style: GaugeStyle) {
        var failures: [String] = []
        for k in stride(from: -300, through: 300, by: 17) {
            for (lo, hi) in Self.ranges(k) {
                for v in [lo + (hi - lo) / 2, lo, hi, hi + (hi - lo) * 3, -hi] {
                    var g = Gauge(value: v, in: lo...hi, style: style)
                    g.segmentCount = k & 1 == 0 && style == .linearCapacity ? 200 : 0
                    if !allFinite(g.commands(240, 120)) { failures.append("\(lo)…\(hi) value \(v)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(12))")
    }
}

