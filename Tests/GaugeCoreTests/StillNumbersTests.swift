// Numbers hold still (docs/swiftui-fidelity.md › Numbers hold still): a gauge's value text keeps one size, and
// every other text and the track keep their places, while the value moves through its range and past it; the
// automatic format shows the digits the range needs.
import Testing
@testable import GaugeCore

@Suite struct StillNumbersTests {
    /// One gauge configuration of the sweep: a style (and axis or arc), a range and a format.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var style: GaugeStyle
        var vertical = false
        var arc: GaugeArc? = nil
        var lower = 0.0, upper = 40.0
        var format = NumberFormat()
        var boundsFormatted = false
        var label = ""
        var boxes: [(Double, Double)]
        var description: String { name }

        func gauge(_ v: Double) -> Gauge {
            var g = Gauge(value: v, in: lower...upper, style: style)
            g.format = format
            g.formatsBoundsLabels = boundsFormatted
            g.label = label
            if vertical { g.orientation = .vertical }
            g.ringArc = arc
            return g
        }
    }

    static let ringBoxes: [(Double, Double)] = [(58, 58), (140, 140), (300, 160)]
    static let barBoxes: [(Double, Double)] = [(300, 40), (220, 90), (140, 30)]
    static let verticalBoxes: [(Double, Double)] = [(96, 200), (60, 160), (140, 300)]
    static let dialBoxes: [(Double, Double)] = [(240, 240), (120, 120), (300, 180)]

    static var cases: [Case] {
        var out: [Case] = []
        let formats: [(String, Double, Double, NumberFormat, Bool)] = [
            ("auto 0…40", 0, 40, NumberFormat(), false),
            ("auto percent 0…1", 0, 1, NumberFormat(percent: true), false),
            ("fixed 1 −10…40 °", -10, 40, NumberFormat(precision: .fractionLength(1), suffix: "°"), true),
            ("sig 3 0…40", 0, 40, NumberFormat(precision: .significantDigits(3)), false),
            ("auto $ grouped 0…12,000", 0, 12_000, NumberFormat(grouping: true, prefix: "$"), true),
        ]
        let styles: [(String, GaugeStyle, Bool, GaugeArc?, [(Double, Double)])] = [
            ("accessoryCircular", .accessoryCircular, false, nil, ringBoxes),
            ("accessoryCircular half", .accessoryCircular, false, GaugeArc(startAngle: -90, sweep: 180), ringBoxes),
            ("accessoryCircularCapacity", .accessoryCircularCapacity, false, nil, ringBoxes),
            ("accessoryCircularCapacity arc", .accessoryCircularCapacity, false, GaugeArc(startAngle: -120, sweep: 240), ringBoxes),
            ("linearCapacity", .linearCapacity, false, nil, barBoxes),
            ("accessoryLinear", .accessoryLinear, false, nil, barBoxes),
            ("accessoryLinearCapacity", .accessoryLinearCapacity, false, nil, barBoxes),
            ("linearCapacity vertical", .linearCapacity, true, nil, verticalBoxes),
            ("accessoryLinear vertical", .accessoryLinear, true, nil, verticalBoxes),
            ("accessoryLinearCapacity vertical", .accessoryLinearCapacity, true, nil, verticalBoxes),
            ("dial", .dial, false, nil, dialBoxes),
        ]
        for s in styles {
            for f in formats {
                // Bounds labels from the format where the format says so; the ring's label otherwise.
                let bounded = f.4 && s.1 != .accessoryLinear
                out.append(Case(name: s.0 + ", " + f.0, style: s.1, vertical: s.2, arc: s.3, lower: f.1, upper: f.2,
                                format: f.3, boundsFormatted: bounded, label: "Temp", boxes: s.4))
            }
        }
        return out
    }

    /// ~50 values: through the range, past both ends, and no value.
    static func values(_ lower: Double, _ upper: Double) -> [Double] {
        let span = upper - lower
        var out: [Double] = []
        for k in 0...46 { out.append(lower - 0.15 * span + 1.3 * span * Double(k) / 46) }
        // Awkward decimals of the kind a sensor sends.
        out += [lower + span * 0.7682015108294151, lower + span * 0.0001234, upper - span * 0.00049, .nan]
        return out
    }

    /// A text's place and size (not its string).
    struct TextPlace: Equatable, CustomStringConvertible {
        var x: Float, y: Float, size: Float, align: DisplayList.Align, maxWidth: Float
        var description: String { "(\(x),\(y)) size \(size) maxWidth \(maxWidth)" }
    }

    /// The places of the texts of a render, and its track: the first arc or round rectangle (the track or the first
    /// zone band) and every linear gradient's ends (they span the track).
    static func still(_ cmds: [DisplayList.Command], ignoreBesideY: Bool) -> (texts: [TextPlace], track: [String]) {
        var texts: [TextPlace] = [], track: [String] = []
        var trackSeen = false
        for c in cmds {
            switch c {
            case let .text(_, x, y, size, _, align, _, maxWidth):
                // The thermometer's reading beside the bar (its one left-aligned text) follows the fill's level.
                texts.append(TextPlace(x: x, y: ignoreBesideY && align == .left ? 0 : y, size: size, align: align, maxWidth: maxWidth))
            case .strokeArc, .fillRoundRect:
                if !trackSeen { track.append("\(c)"); trackSeen = true }
            case .linear:
                track.append("\(c)")
            default: break
            }
        }
        return (texts, track)
    }

    @Test(arguments: cases)
    func valueTextAndLayoutHoldStill(_ c: Case) {
        for (w, h) in c.boxes {
            var first: (texts: [TextPlace], track: [String])? = nil
            var firstValue = 0.0
            for v in Self.values(c.lower, c.upper) {
                // Significant digits grow toward zero: below a thousandth of the bound a text may be wider than the
                // reservation (docs/swiftui-fidelity.md › Numbers hold still).
                if case .significantDigits = c.format.precision, v.magnitude < c.upper / 1000 { continue }
                let g = c.gauge(v)
                // Past the range the reading is its own (the fill stops at the end): a text wider than the range's widest
                // ("-12.2%" beside "99.9%") is measured as it is, so it does not overflow (docs/swiftui-fidelity.md › Numbers hold still).
                if !(c.lower...c.upper).contains(v), Gauge.widthRank(g.currentValueText) > Gauge.widthRank(g.widestValueText!) { continue }
                var got = Self.still(g.commands(w, h), ignoreBesideY: c.vertical && c.style == .linearCapacity)
                // A dial leaves out a tick label its needle would cover: its value text and label (the last two) hold still.
                if c.style == .dial { got.texts = Array(got.texts.suffix(2)) }
                guard let f = first else { first = got; firstValue = v; continue }
                #expect(got.texts == f.texts, "\(c) \(w)×\(h): value \(v) (\(g.currentValueText)) vs \(firstValue)")
                #expect(got.track == f.track, "\(c) \(w)×\(h): track at value \(v) vs \(firstValue)")
                if got.texts != f.texts || got.track != f.track { break }
            }
        }
    }

    /// The issue's measurements: "5°" was 52.9 px, "21°" 44, "32.6°" 32.5, "39.95°" 27.4 on a 140 px ring (0…40);
    /// the marker bar's track started anywhere from x 19.8 to 43.5.
    @Test func issueRingAndMarkerBar() {
        func valueSize(_ v: Double) -> Float {
            var g = Gauge(value: v, in: 0...40, style: .accessoryCircular)
            g.format = NumberFormat(suffix: "°")
            for case let .text(s, _, _, size, _, _, _, _) in g.commands(140, 140) where s == g.currentValueText { return size }
            return 0
        }
        let sizes = [5, 21, 32.6, 39.95].map(valueSize)
        #expect(Set(sizes).count == 1, "\(sizes)")
        func trackStart(_ v: Double) -> Float {
            let g = Gauge(value: v, in: 0...40, style: .accessoryLinear)
            for case let .fillRoundRect(x, _, _, _, _, _) in g.commands(300, 40) { return x }
            return -1
        }
        let starts = [5, 21, 32.6, 39.95, -3, 41].map(trackStart)
        #expect(Set(starts).count == 1, "\(starts)")
    }

    /// A text the page sets is measured as it is, but the marker bar's track keeps the room of the range's widest
    /// number: "5°" and "21°" leave it where it is.
    @Test func customLabelKeepsTheTrack() {
        func trackStart(_ label: String) -> Float {
            var g = Gauge(value: 21, in: 0...40, style: .accessoryLinear)
            g.currentValueLabel = label
            for case let .fillRoundRect(x, _, _, _, _, _) in g.commands(300, 40) { return x }
            return -1
        }
        #expect(trackStart("5°") == trackStart("21°"))
        #expect(trackStart("5") == trackStart("40"))
        // Wider than the reservation: it takes its own width.
        #expect(trackStart("21.5 °C today") > trackStart("21°"))
    }

    /// The automatic format over a range: the finest power-of-ten step with at most 1,000 steps across it.
    @Test(arguments: [
        (0.0, 100.0, false, 76.8201510829415, "76.8"),
        (0, 1, true, 0.768201510829415, "76.8%"),
        (0, 40, false, 21.3333333333333, "21.3"),
        (0, 40, false, 21, "21"),
        (0, 1, false, 0.768201510829415, "0.768"),
        (0, 10, false, 7.6849, "7.68"),
        (0, 12, false, 7.6849, "7.7"),
        (0, 1000, false, 768.2015, "768"),
        (0, 1_000_000, false, 768_201.51, "768202"),
        (-10, 40, false, -3.04, "-3"),
        (-10, 40, false, -0.04, "0"),
        (0, 0.001, false, 0.000768201, "0.000768"),
        (5, 5, false, 5.123456789, "5.123456789"),
        (0, 100, false, 1e20, "1e+20"),
        (0, 1e-25, false, 7.5e-26, "7.5e-26"),
    ] as [(Double, Double, Bool, Double, String)])
    func automaticDigitsFromTheRange(_ t: (Double, Double, Bool, Double, String)) {
        var g = Gauge(value: t.3, in: t.0...t.1)
        g.format = NumberFormat(percent: t.2)
        #expect(g.currentValueText == t.4)
    }

    /// Explicit digits are the format's own, whatever the range.
    @Test func explicitDigitsStay() {
        var g = Gauge(value: 0.768201510829415, in: 0...1)
        g.format = NumberFormat(precision: .fractionLength(5))
        #expect(g.currentValueText == "0.76820")
        g.format = NumberFormat(precision: .significantDigits(6), percent: true)
        #expect(g.currentValueText == "76.8202%")
        // The format alone (no range) keeps 15 significant digits.
        #expect(NumberFormat().string(0.768201510829415) == "0.768201510829415")
    }

    /// The widest text of a range, digits first.
    @Test func widestTexts() {
        var g = Gauge(value: 3, in: 0...40)
        #expect(g.widestValueText == "39.9")
        g.format = NumberFormat(percent: true)
        g.setBoundsForTest(0, 1)
        #expect(g.widestValueText == "99.9%")
        g.format = NumberFormat(precision: .significantDigits(3))
        g.setBoundsForTest(0, 40)
        #expect(g.widestValueText == "0.0400")
        g.format = NumberFormat(precision: .fractionLength(0), suffix: "°")
        g.setBoundsForTest(-100, 40)
        #expect(g.widestValueText == "-100°")
    }
}

extension Gauge {
    mutating func setBoundsForTest(_ lower: Double, _ upper: Double) {
        self = { var g = Gauge(value: value, in: lower...upper, style: style); g.format = format; return g }()
    }
}
