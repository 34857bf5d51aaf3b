// Major ticks at given values and at the zones' boundaries (docs/swiftui-fidelity.md › Ticks at given values).
import Foundation
import Testing
@testable import GaugeCore

@Suite struct DialGivenTicksTests {
    func dial(_ value: Double = 40, _ lower: Double = 0, _ upper: Double = 100, ticks: [DialTick] = [],
              atZones: Bool = false, minor: Int = 5) -> Gauge {
        var g = Gauge(value: value, in: lower...upper, style: .dial)
        g.dial = Dial(minorTicks: minor, ticks: ticks, ticksAtZones: atZones)
        return g
    }

    func texts(_ g: Gauge, _ size: Double = 240) -> [String] {
        g.commands(size, size).compactMap { c -> String? in
            guard case let .text(s, _, _, _, _, _, _, _) = c else { return nil }
            return s
        }
    }

    /// The line commands: the dial's ticks and its needle (a line-shaped needle is one round-capped line).
    func lines(_ g: Gauge, _ size: Double = 240) -> Int {
        g.commands(size, size).filter { if case .line = $0 { return true } else { return false } }.count
    }

    @Test func majorTicksSitAtTheGivenValuesInOrderOnceEach() {
        let s = dial(ticks: [DialTick(80), DialTick(0), DialTick(50), DialTick(100), DialTick(50, label: "half"), DialTick(140), DialTick(-5)]).dialScale
        #expect(s.values == [0, 50, 80, 100])
        #expect(s.fractions == [0, 0.5, 0.8, 1])
        #expect(s.step == 20)   // the smallest interval
        #expect(s.grid == 10)   // the automatic graduation of 0…100
        #expect(dial(ticks: [DialTick(80), DialTick(0), DialTick(50), DialTick(100)]).dialTickLabels == ["0", "50", "80", "100"])
    }

    @Test func labelsReplaceTheNumbersAndKeepOnePrecision() {
        let fuel = dial(0.3, 0, 1, ticks: [DialTick(0, label: "E"), DialTick(0.5, label: "½"), DialTick(1, label: "F")])
        #expect(fuel.dialTickLabels == ["E", "½", "F"])
        let drawn = texts(fuel)
        #expect(drawn.contains("E") && drawn.contains("½") && drawn.contains("F"))
        #expect(!drawn.contains("0.5"))
        // Unlabelled given values share the fewest digits that write each exactly.
        #expect(dial(1, 0, 2, ticks: [DialTick(0), DialTick(0.25), DialTick(1.5), DialTick(2)]).dialTickLabels == ["0.00", "0.25", "1.50", "2.00"])
        #expect(dial(ticks: [DialTick(0), DialTick(33), DialTick(100)]).dialTickLabels == ["0", "33", "100"])
    }

    @Test func minorTicksKeepTheAutomaticGraduationOffTheGivenTicks() {
        // 0…100: the automatic step is 10, five minor intervals each: 51 graduation lines, 4 of them given majors.
        let given = dial(ticks: [DialTick(0), DialTick(50), DialTick(80), DialTick(100)])
        var minors: [Double] = []
        let s = given.dialScale
        s.forEachMinorFraction(minor: 5, lower: 0, upper: 100) { minors.append($0) }
        #expect(minors.count == 51 - 2 - 2)  // less 0 and 1 (the ends) and 0.5 and 0.8
        #expect(!minors.contains { abs($0 - 0.5) < 1e-9 || abs($0 - 0.8) < 1e-9 })
        #expect(minors.contains { abs($0 - 0.3) < 1e-9 })  // an automatic major is a minor here
        #expect(lines(given) == 4 + 47 + 1)
        #expect(lines(dial(ticks: [DialTick(0), DialTick(50), DialTick(80), DialTick(100)], minor: 0)) == 4 + 1)
        // A single given tick keeps its graduation (the ends are never minor ticks).
        #expect(lines(dial(ticks: [DialTick(30)])) == 1 + 48 + 1)
    }

    @Test func ticksAtZonesAreTheBoundsAndEveryZoneStart() {
        var g = dial(atZones: true)
        g.zones = [Zone(from: 0, color: .green), Zone(from: 60, color: .yellow), Zone(from: 85, color: .red), Zone(from: 120, color: .red)]
        #expect(g.dialScale.values == [0, 60, 85, 100])
        #expect(texts(g).contains("85"))
        g.dial.ticks = [DialTick(30, label: "idle")]
        #expect(g.dialTickLabels == ["0", "idle", "60", "85", "100"])
        g.zones = []
        g.dial.ticks = []
        #expect(g.dialScale.values == [0, 100])
    }

    @Test func nothingInsideFallsBackToTheAutomaticScale() {
        #expect(dial(ticks: [DialTick(200), DialTick(.nan), DialTick(-.infinity)]).dialScale == DialScale(lower: 0, upper: 100, majorTicks: 0))
        #expect(dial(5, 5, 5, ticks: [DialTick(5)]).dialScale.values == [5])
        // Far past Int32 and the largest double's span: no trap, the ticks where they belong.
        let wide = dial(0, -1e308, 1e308, ticks: [DialTick(-1e308), DialTick(0), DialTick(1e308)]).dialScale
        #expect(wide.fractions == [0, 0.5, 1])
        #expect(lines(dial(0, -1e308, 1e308, ticks: [DialTick(-1e308), DialTick(0), DialTick(1e308)])) > 3)
        #expect(allFinite(dial(3e9, 0, 4.3e9, ticks: [DialTick(1.7e9), DialTick(4e9)]).commands(200, 200)))
    }

    func refusal(_ d: Dial) -> String? {
        do { try d.validate(); return nil } catch { return error.message }
    }

    @Test func validateNamesTheTicks() {
        var d = Dial(ticks: [DialTick(1), DialTick(.nan)])
        #expect(refusal(d) == "ticks[1].value: must be a finite number")
        d.ticks = Array(repeating: DialTick(1), count: 102)
        #expect(refusal(d) == "ticks: must be at most 101 ticks, got 102")
        d.ticks = [DialTick(1, label: String(repeating: "x", count: 5000))]
        #expect(refusal(d)?.hasPrefix("ticks[0].label: text is 5000 bytes") == true)
        d.ticks = Array(repeating: DialTick(1), count: 101)
        #expect(refusal(d) == nil)
        // Drawn anyway by the public render: non-finite ticks left out, the rest kept.
        #expect(allFinite(dial(ticks: [DialTick(.nan), DialTick(50)]).commands(200, 200)))
        var g = dial(ticks: Array(repeating: DialTick(.infinity, label: String(repeating: "y", count: 5000)), count: 300))
        #expect(allFinite(g.commands(200, 200)))
        g.dial.ticks.append(DialTick(20, label: String(repeating: "z", count: 5000)))
        #expect(g.drawable.dial.ticks.count == 101)
    }

    @Test func codableRoundTrip() throws {
        let d = Dial(minorTicks: 2, ticks: [DialTick(0, label: "E"), DialTick(1)], ticksAtZones: true)
        let data = try JSONEncoder().encode(d)
        #expect(try JSONDecoder().decode(Dial.self, from: data) == d)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"ticksAtZones\":true") && json.contains("\"label\":\"E\""))
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Dial.self, from: Data("{\"ticks\":[{\"value\":1e400}]}".utf8)) }
        // The old form has no ticks.
        #expect(!String(decoding: try JSONEncoder().encode(Dial()), as: UTF8.self).contains("ticks\""))
    }
}

