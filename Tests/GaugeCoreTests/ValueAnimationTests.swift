// The counting value text's rules in the core (docs/design.md › Counting value text): what a frame shows, and the
// width it is laid out with.
import Testing
@testable import GaugeCore

@Suite struct ValueAnimationTests {
    func gauge(_ value: Double, _ format: NumberFormat = .automatic, in range: ClosedRange<Double> = 0...100) -> Gauge {
        var g = Gauge(value: value, in: range)
        g.format = format
        return g
    }

    @Test func fractionDigitsComeFromTheFormatOrTheEnds() {
        // Automatic: the most of the start's and end's texts ("0.25" has two), kept through the count (no trimming).
        // (0…10: the range's automatic digits allow two, docs/swiftui-fidelity.md › Numbers hold still.)
        #expect(gauge(10, in: 0...10).countingText(shown: 5, start: 0.25)?.text == "5.00")
        #expect(gauge(10).countingText(shown: 5.123, start: 3)?.text == "5")
        #expect(gauge(0.5).countingText(shown: 0.3333, start: 0)?.text == "0.3")
        // Fixed: its own digits; percent and affixes kept.
        #expect(gauge(31.8, NumberFormat(fractionDigits: 1, suffix: "°")).countingText(shown: 20.04, start: 12.3)?.text == "20.0°")
        #expect(gauge(0.8, NumberFormat(precision: .fractionLength(0), percent: true)).countingText(shown: 0.456, start: 0.2)?.text == "46%")
        #expect(gauge(5000, NumberFormat(precision: .fractionLength(0), grouping: true, prefix: "$")).countingText(shown: 1234.4, start: 0)?.text == "$1,234")
        // Significant digits: within their count and within the ends' fraction digits.
        let sig = NumberFormat(precision: .significantDigits(3))
        #expect(gauge(100, sig).countingText(shown: 56.78, start: 1.23)?.text == "56.8")
        #expect(gauge(200, sig).countingText(shown: 150.6, start: 100)?.text == "151")
    }

    @Test func theReadingStaysBetweenTheEnds() {
        #expect(gauge(60).countingText(shown: 72.6, start: 10)?.text == "60", "a spring's overshoot")
        #expect(gauge(60).countingText(shown: 4, start: 10)?.text == "10", "and its undershoot")
        #expect(gauge(-20).countingText(shown: -25, start: 30)?.text == "-20")
    }

    @Test func whatDoesNotCount() {
        var g = gauge(50)
        g.currentValueLabel = "Half"
        #expect(g.countingText(shown: 30, start: 10) == nil)
        g = gauge(50)
        g.formattedValueText = "50 °C"
        #expect(g.countingText(shown: 30, start: 10) == nil, "a host-made text")
        #expect(gauge(.nan).countingText(shown: 30, start: 10) == nil)
        #expect(gauge(.infinity).countingText(shown: 30, start: 10) == nil)
        #expect(gauge(50).countingText(shown: .nan, start: 10) == nil)
        #expect(gauge(1e20).countingText(shown: 1e10, start: 0) == nil, "an end in scientific notation")
        // (A range too small for 20 fraction digits keeps 15 significant ones: 1e-8 in scientific notation.)
        #expect(gauge(1e-8, in: 0...1e-20).countingText(shown: 1e-9, start: 0) == nil)
    }

    @Test func theWidestTextBoundsEveryFrame() {
        // 0.5 → -120: the widest is "-120.0" (sign, the larger magnitude's digits, one fraction digit).
        let g = gauge(-120, in: -100...0)  // (one automatic fraction digit over a span of 100)
        let c = g.countingText(shown: -99.96, start: 0.5)!
        #expect(c.widest == "-120.0")
        var metrics = TextMetrics()
        let bound = c.width(in: &metrics, weight: 500)
        for v in stride(from: -120.0, through: 0.5, by: 0.7) {
            let t = g.countingText(shown: v, start: 0.5)!.text
            #expect(metrics.measuredWidth(of: t, weight: 500) <= bound + 1e-12, "\(t)")
        }
        // While laid out, the frame's value text is given the bound; any other text its own width.
        metrics.counting = c
        #expect(metrics.valueWidth(of: c.text, weight: 500) == bound)
        #expect(metrics.width(of: "Speed", weight: 500) == FontMetrics.width(of: "Speed", weight: 500))
    }

    @Test func theLayoutKeepsOneSizeThroughTheCount() {
        // A ring whose value text is shrunk to fit: the same size in every frame of 0 → 1,888.
        let g = gauge(1888, in: 0...2000)
        var sizes: Set<String> = []
        for v in stride(from: 0.0, through: 1888, by: 37) {
            var metrics = TextMetrics(), list = DisplayList()
            var r = g
            r.style = .accessoryCircularCapacity
            r.render(width: 40, height: 40, pixelRatio: 1, showing: v / 2000, additional: nil, shownValue: v, valueStart: 0,
                     text: &metrics, into: &list)
            let line = DisplayList.text(of: list.bytes()).split(separator: "\n").first { $0.hasPrefix("text ") }!
            sizes.insert(String(line.split(separator: " ").first { $0.hasPrefix("size=") }!))
        }
        #expect(sizes.count == 1, "\(sizes)")
    }

    @Test func aValueAnimatorSettlesWithTheFill() {
        // The same spring over 0…1000 in value units (settleScale = span) and over 0…1 in fractions.
        var fill = FractionAnimator(target: 0.1), value = FractionAnimator(target: 100)
        fill.retarget(0.9, animation: .spring(response: 0.5, dampingFraction: 0.6))
        value.retarget(900, animation: .spring(response: 0.5, dampingFraction: 0.6))
        var t = 0.0
        while t < 5000 {
            let a = fill.sample(at: t).animating, b = value.sample(at: t, settleScale: 1000).animating
            #expect(a == b, "at \(t) ms")
            if !a { break }
            t += 16
        }
        #expect(t < 5000 && value.shown == 900)
    }
}
