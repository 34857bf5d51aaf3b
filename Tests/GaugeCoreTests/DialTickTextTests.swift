// Tick label texts: the digits the step needs, compact large values, both ends labelled
// (docs/swiftui-fidelity.md › Dial ticks and labels).
import Testing
@testable import GaugeCore

@Suite struct DialTickTextTests {
    func dial(_ value: Double, _ lower: Double, _ upper: Double, _ format: NumberFormat) -> Gauge {
        var g = Gauge(value: value, in: lower...upper, style: .dial)
        g.dial = Dial(startAngle: -135, sweep: 270, majorTicks: 0, minorTicks: 5)
        g.format = format
        return g
    }

    struct Drawn { var text: String; var x0, y0, x1, y1: Double }

    /// The drawn texts' boxes from the display list (centred texts, the built-in metrics' widths).
    func drawn(_ g: Gauge, _ size: Double) -> [Drawn] {
        var m = TextMetrics()
        return g.commands(size, size).compactMap { c -> Drawn? in
            guard case let .text(s, x, y, sz, weight, _, _, maxWidth) = c else { return nil }
            let w = min(Double(maxWidth), m.fit(s, size: Double(sz), weight: Int(weight), maxWidth: .infinity, truncates: false).width)
            let h = Double(sz) * FontMetrics.lineHeight
            return Drawn(text: s, x0: Double(x) - w / 2, y0: Double(y) - h / 2, x1: Double(x) + w / 2, y1: Double(y) + h / 2)
        }
    }

    static let currency = NumberFormat(precision: .fractionLength(2), grouping: true, prefix: "$")
    static let decibels = NumberFormat(precision: .fractionLength(1), suffix: " dB")

    @Test func ticksShowTheDigitsOfTheStep() {
        #expect(dial(1250, 0, 5000, Self.currency).dialTickLabels == ["0", "500", "1,000", "1,500", "2,000", "2,500", "3,000", "3,500", "4,000", "4,500", "5,000"])
        #expect(dial(3, -10, 10, Self.decibels).dialTickLabels == ["-10", "-8", "-6", "-4", "-2", "0", "2", "4", "6", "8", "10"])
        #expect(dial(3, 0, 25, Self.decibels).dialTickLabels.contains("2.5"))
        #expect(dial(0.5, 0, 2.5, NumberFormat(precision: .fractionLength(4))).dialTickLabels[1] == "0.25")
        // An explicit tick format is honoured exactly.
        var g = dial(1250, 0, 5000, Self.currency)
        g.tickNumberFormat = NumberFormat(precision: .fractionLength(2), grouping: true)
        #expect(g.dialTickLabels[1] == "500.00")
    }

    @Test func largeValuesAreCompactWhenTheyCrowd() {
        #expect(DialScale.compact(1_000_000, step: 100_000) == "1M")
        #expect(DialScale.compact(200_000, step: 100_000) == "200k")
        #expect(DialScale.compact(1_500_000, step: 250_000) == "1.5M")
        #expect(DialScale.compact(1_250_000, step: 250_000) == "1.25M")
        #expect(DialScale.compact(-20_000, step: 10_000) == "-20k")
        #expect(DialScale.compact(0, step: 100_000) == "0")
        let texts = drawn(dial(350_000, 0, 1_000_000, .automatic), 160).map(\.text)
        #expect(texts.contains("1M") && texts.contains("0"))
    }

    /// Both end labels drawn and no two texts overlapping, at 160 and 240 px, value anywhere on the scale.
    @Test(arguments: [160.0, 240.0])
    func endsLabelledNoOverlap(size: Double) {
        let cases: [(Double, Double, NumberFormat, String, String)] = [
            (0, 1_000_000, .automatic, "0", "1M"),
            (0, 2_500_000, .automatic, "0", "2.5M"),  // compact thins more than the full numbers, but keeps its end
            (0, 5000, Self.currency, "0", "5,000"),
            (-10, 10, Self.decibels, "-10", "10"),
        ]
        for (lower, upper, format, first, last) in cases {
            for k in 1...7 {
                let value = lower + (upper - lower) * (Double(k) + 0.5) / 9
                let d = drawn(dial(value, lower, upper, format), size)
                let texts = d.map(\.text)
                #expect(texts.contains(first) && texts.contains(last), "\(lower)…\(upper) at \(size) px, value \(value): \(texts)")
                for a in d.indices {
                    for b in d.indices where b > a {
                        let p = d[a], q = d[b]
                        let meet = p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1
                        #expect(!meet, "\(p.text) meets \(q.text) (\(lower)…\(upper), \(size) px, value \(value))")
                    }
                }
            }
        }
    }
}
