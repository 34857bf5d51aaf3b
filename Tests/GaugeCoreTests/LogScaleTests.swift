// The logarithmic scale (docs/swiftui-fidelity.md › Logarithmic scale): the mapping, the dial's ticks and labels,
// every mark in the same scale, and the refusals.
import Foundation
import Testing
@testable import GaugeCore

@Suite struct LogScaleTests {
    func gauge(_ value: Double, _ lower: Double, _ upper: Double, _ style: GaugeStyle = .dial) -> Gauge {
        var g = Gauge(value: value, in: lower...upper, style: style)
        g.scale = .log
        return g
    }

    func near(_ a: Double?, _ b: Double, _ tol: Double = 1e-12) -> Bool { a.map { abs($0 - b) <= tol } ?? false }

    @Test func valuesMapByTheirLogarithm() {
        let g = gauge(10, 1, 1000)
        #expect(near(g.fraction, 1.0 / 3))
        #expect(near(gauge(100, 1, 1000).fraction, 2.0 / 3))
        #expect(near(gauge(0.1, 0.01, 1).fraction, 0.5))
        #expect(near(gauge(3.16227766016838, 1, 10).fraction, 0.5, 1e-9))
        // The ends, past them, NaN (no value) and the zero below a log range.
        #expect(gauge(1, 1, 1000).fraction == 0 && gauge(1000, 1, 1000).fraction == 1)
        #expect(gauge(0, 1, 1000).fraction == 0 && gauge(-5, 1, 1000).fraction == 0 && gauge(5000, 1, 1000).fraction == 1)
        #expect(gauge(.nan, 1, 1000).fraction == nil)
        #expect(gauge(-.infinity, 1, 1000).fraction == 0 && gauge(.infinity, 1, 1000).fraction == 1)
        // Increasing over the whole range, subnormal to the largest double.
        var last = -1.0
        for e in stride(from: -300.0, through: 300, by: 7) {
            let f = gauge(pow(10, e), 1e-307, 1e307).fraction!
            #expect(f > last && f >= 0 && f <= 1)
            last = f
        }
        #expect(gauge(1e-310, 1e-320, 1e308).fraction! > 0)
    }

    @Test func aDialIsLabelledAtPowersOfTenWith2And5OverFewDecades() {
        #expect(gauge(5, 1, 1000).dialScale.values == [1, 10, 100, 1000])
        #expect(gauge(5, 1, 1000).dialTickLabels == ["1", "10", "100", "1000"])
        #expect(gauge(5, 1, 100).dialScale.values == [1, 2, 5, 10, 20, 50, 100])
        #expect(gauge(5, 0.01, 100).dialTickLabels == ["0.01", "0.1", "1", "10", "100"])  // each its own digits
        #expect(gauge(5, 0.002, 0.5).dialTickLabels == ["0.002", "0.005", "0.01", "0.02", "0.05", "0.1", "0.2", "0.5"])
        // Drawn compactly from 10,000 (› Dial ticks and labels).
        let drawn = gauge(5, 1, 1e6).commands(240, 240).compactMap { c -> String? in
            if case let .text(s, _, _, _, _, _, _, _) = c { return s } else { return nil }
        }
        #expect(["1", "10", "100", "1k", "10k", "100k", "1M"].allSatisfy { drawn.contains($0) }, "\(drawn)")
        // The ends need not be ticks.
        #expect(gauge(5, 0.5, 2000).dialScale.values == [1, 10, 100, 1000])
        // More than ten decades: every n-th power, at most ten intervals.
        let wide = gauge(5, 1, 1e30).dialScale.values
        #expect(wide.count == 11 && wide.first == 1 && abs(wide.last! / 1e30 - 1) < 1e-12)
        let tiny = gauge(5, 1e-300, 1e300).dialScale
        #expect(tiny.values.count <= 11 && tiny.values.count >= 3)
        // Inside a decade or two with fewer than three round values: the linear scale's values, placed on the log scale.
        let narrow = gauge(10, 9, 11).dialScale
        #expect(narrow.values.count >= 3 && narrow.values.first == 9 && narrow.values.last == 11)
        #expect(near(narrow.fractions[1], GaugeMath.log(narrow.values[1] / 9) / GaugeMath.log(11.0 / 9)))
        // Fractions are the gauge's own positions, increasing.
        for s in [gauge(5, 1, 1000).dialScale, gauge(5, 0.002, 0.5).dialScale, narrow, tiny] {
            #expect(zip(s.fractions, s.fractions.dropFirst()).allSatisfy { $0 < $1 })
            #expect(s.fractions.allSatisfy { $0 >= 0 && $0 <= 1 })
        }
        #expect(gauge(5, 1, 1000).dialScale.fractions.map { ($0 * 3).rounded() } == [0, 1, 2, 3])
    }

    @Test func minorTicksAreTheLogGraduation() {
        var minors: [Double] = []
        gauge(5, 1, 100).dialScale.forEachMinorFraction(minor: 5, lower: 1, upper: 100) { minors.append($0) }
        // 3, 4, 6, 7, 8, 9, 30, 40, 60, 70, 80, 90 (2, 5, 10, 20, 50 are majors).
        #expect(minors.count == 12)
        #expect(near(minors[0], GaugeMath.log(3) / GaugeMath.log(100)))
        var none: [Double] = []
        gauge(5, 1, 100).dialScale.forEachMinorFraction(minor: 0, lower: 1, upper: 100) { none.append($0) }
        #expect(none.isEmpty)
        // Over more than six decades, only the powers that are not labelled.
        var sparse: [Double] = []
        gauge(5, 1, 1e30).dialScale.forEachMinorFraction(minor: 5, lower: 1, upper: 1e30) { sparse.append($0) }
        #expect(sparse.count == 31 - 11 - 0 || sparse.count == 29 - 9)
    }

    @Test func givenTicksAndZonesSitOnTheLogScale() {
        var g = gauge(50, 1, 1000)
        g.dial = Dial(ticks: [DialTick(1), DialTick(3), DialTick(30), DialTick(300)])
        #expect(g.dialScale.values == [1, 3, 30, 300])
        #expect(near(g.dialScale.fractions[2], GaugeMath.log(30) / GaugeMath.log(1000)))
        #expect(g.dialTickLabels == ["1", "3", "30", "300"])
        g.zones = [Zone(from: 1, color: .green), Zone(from: 100, color: .red)]
        g.target = 10
        g.origin = 10
        #expect(near(g.targetFraction, 1.0 / 3) && near(g.originFraction, 1.0 / 3))
        #expect(g.zoneBands().count == 2 && near(g.zoneBands()[1].f0, 2.0 / 3))
    }

    @Test func valueStopsOfAGradientSitOnTheLogScale() {
        var g = gauge(50, 1, 100, .linearCapacity)
        g.tint = .gradient(Gradient(stops: [.init(color: .green, value: 1), .init(color: .red, value: 10), .init(color: .blue, value: 100)]))
        guard case .gradient(let r) = g.resolvedTint else { Issue.record("no gradient"); return }
        #expect(near(r.stops[1].location, 0.5))
        g.scale = .linear
        guard case .gradient(let l) = g.resolvedTint else { Issue.record("no gradient"); return }
        #expect(near(l.stops[1].location, 9.0 / 99))
    }

    @Test func nonPositiveBoundsAreRefusedByName() throws {
        var g = gauge(5, 1, 100)
        #expect(throws: GaugeError.self) { try g.setBounds(lower: 0, upper: 100) }
        do { try g.setBounds(lower: -1, upper: 100) } catch { #expect(error.argument == "lower" && error.message.contains("above 0")) }
        #expect(g.lowerBound == 1 && g.upperBound == 100)  // kept
        try g.setBounds(lower: 0.5, upper: 50)
        var bad = Gauge(value: 5, in: 0...100, style: .dial)
        bad.scale = .log
        #expect(throws: GaugeError.self) { try bad.validate() }
        do { try bad.validate() } catch { #expect(error.argument == "lower") }
        // Drawn linear (Hostile input): the same list as the linear gauge's.
        var linear = bad
        linear.scale = .linear
        #expect(bad.commands(200, 200) == linear.commands(200, 200))
        #expect(bad.dialScale.values == linear.dialScale.values)
    }

    @Test func theScaleRoundTripsThroughJSONAndNames() throws {
        let g = gauge(5, 1, 1000)
        let data = try JSONEncoder().encode(g)
        #expect(String(decoding: data, as: UTF8.self).contains("\"scale\":\"log\""))
        #expect(try JSONDecoder().decode(Gauge.self, from: data) == g)
        #expect(!String(decoding: try JSONEncoder().encode(Gauge(value: 1)), as: UTF8.self).contains("scale"))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Gauge.self, from: Data(#"{"value": 5, "scale": "log"}"#.utf8))  // bounds 0…1
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Gauge.self, from: Data(#"{"value": 5, "lowerBound": 1, "upperBound": 9, "scale": "ln"}"#.utf8))
        }
        #expect(GaugeScale("log") == .log && "\(GaugeScale.linear)" == "linear" && GaugeScale("Log") == nil)
        #expect(Gauge(value: 5, in: 1...10).scale(.log).scale == .log)
        #expect(g != gauge(5, 1, 1000).scale(.linear))
    }

    @Test func everyStyleDrawsOnTheLogScale() {
        for style in GaugeStyle.allCases {
            let g = gauge(10, 1, 1000, style)
            let linear = Gauge(value: 10, in: 1...1000, style: style)
            #expect(g.commands(160, 160) != linear.commands(160, 160), "\(style)")
            #expect(g.commands(160, 160).allSatisfy { "\($0)".range(of: "nan", options: .caseInsensitive) == nil })
        }
    }
}
