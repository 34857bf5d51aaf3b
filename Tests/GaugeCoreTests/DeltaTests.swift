// The delta against a reference (docs/swiftui-fidelity.md › Delta): its text, its words, its colour, and where
// each style puts it — with no two texts overlapping.
import Testing
@testable import GaugeCore

@Suite struct DeltaTests {
    func gauge(_ value: Double, reference: Double?, mode: Delta.Mode = .absolute, style: GaugeStyle = .dial,
               bounds: ClosedRange<Double> = 0...100) -> Gauge {
        var g = Gauge(value: value, in: bounds, style: style)
        g.delta = Delta(reference: reference, mode: mode)
        return g
    }

    @Test func absoluteText() {
        #expect(gauge(50, reference: 45).deltaText?.text == "▲+5")
        #expect(gauge(42, reference: 45).deltaText?.text == "▼-3")
        #expect(gauge(42, reference: 45).deltaText?.increasing == false)
        var g = gauge(50.26, reference: 45)
        g.format = NumberFormat(precision: .fractionLength(1), prefix: "$")
        #expect(g.deltaText?.text == "▲+$5.3", "the gauge's number format, prefix after the sign")
        #expect(g.deltaText?.reference == "$45.0")
    }

    @Test func relativeText() {
        #expect(gauge(52.6, reference: 50, mode: .relative).deltaText?.text == "▲+5.2%")
        #expect(gauge(40, reference: -50, mode: .relative).deltaText?.text == "▲+180.0%", "divided by |reference|")
        #expect(gauge(40, reference: 0, mode: .relative).deltaText == nil, "no ratio from a zero reference")
    }

    /// A change between values that format the same is float noise, not a delta.
    @Test func noDeltaBetweenValuesThatFormatTheSame() {
        let g = gauge(0.1 + 0.2, reference: 0.3)
        #expect(g.currentValueText == "0.3")
        #expect(g.deltaText == nil, "\(g.deltaText?.text ?? "")")   // was "▲+5.55111512312578e-17"
        #expect(!g.accessibilityValueText.contains("up"), "\(g.accessibilityValueText)")
        #expect(gauge(0.3, reference: 0.1 + 0.2, mode: .relative).deltaText == nil)
        var f = gauge(45.04, reference: 44.96)
        f.format = NumberFormat(precision: .fractionLength(1))
        #expect(f.deltaText == nil, "45.0 against 45.0 (the change alone would print 0.1)")
        f.format = NumberFormat(precision: .fractionLength(2))
        #expect(f.deltaText?.text == "▲+0.08")
        // The host's texts when it formats both.
        var host = gauge(50.2, reference: 50.4)
        host.formattedValueText = "50"
        host.delta.formattedReference = "50"
        host.delta.formattedMagnitude = "0.2"
        #expect(host.deltaText == nil)
        host.delta.formattedReference = "50.4"
        #expect(host.deltaText?.text == "▼-0.2")
        // Tiny real changes show where the format shows them; the range's automatic digits do not
        // (docs/swiftui-fidelity.md › Numbers hold still): the reading and its reference both read "0".
        #expect(gauge(1e-9, reference: 0).deltaText == nil)
        var tiny = gauge(1e-9, reference: 0)
        tiny.format = NumberFormat(precision: .significantDigits(1))
        #expect(tiny.deltaText?.text == "▲+1e-9")
    }

    @Test func noDelta() {
        #expect(gauge(50, reference: nil).deltaText == nil)
        #expect(gauge(.nan, reference: 45).deltaText == nil)
        #expect(gauge(.infinity, reference: 45).deltaText == nil)
        #expect(gauge(45, reference: 45).deltaText == nil)
        #expect(gauge(1e308, reference: -1e308).deltaText == nil, "an overflowing change is no change to show")
        var g = gauge(45.01, reference: 45)
        g.format = NumberFormat(precision: .fractionLength(1))
        #expect(g.deltaText == nil, "a change that formats as 0 is not shown")
        #expect(gauge(50.0001, reference: 50, mode: .relative).deltaText == nil, "0.0% is not shown")
        var host = gauge(50, reference: 45)
        host.delta.formattedMagnitude = ""
        #expect(host.deltaText == nil, "the host's empty text: its formatter wrote zero")
    }

    @Test func symbolsAndHostTexts() {
        var g = gauge(50, reference: 45)
        g.delta.increasingSymbol = ""
        #expect(g.deltaText?.text == "+5")
        g.delta.formattedMagnitude = "5,0"
        g.delta.formattedReference = "45,0"
        #expect(g.deltaText?.text == "+5,0")
        #expect(g.accessibilityValueText == "50, up 5,0 from 45,0")
    }

    @Test func accessibilityWords() {
        var g = gauge(42, reference: 45)
        g.zones = [Zone(from: 0, color: .red, name: "low")]
        #expect(g.accessibilityValueText == "42, low, down 3 from 45")
        g.downWord = "baisse de "
        g.fromWord = " depuis "
        #expect(g.accessibilityValueText == "42, low, baisse de 3 depuis 45")
        #expect(gauge(.nan, reference: 45).accessibilityValueText == "unknown")
    }

    @Test func colours() {
        let up = gauge(50, reference: 45), down = gauge(40, reference: 45)
        #expect(up.deltaColor(increasing: true) == SystemColor.green.color(in: .light))
        #expect(down.deltaColor(increasing: false) == SystemColor.red.color(in: .light))
        var dark = up
        dark.colorScheme = .dark
        #expect(dark.deltaColor(increasing: true) == SystemColor.green.color(in: .dark))
        var set = up
        set.colors.increasing = .color(Color(r8: 0, g8: 0, b8: 255))
        #expect(set.deltaColor(increasing: true) == Color(r8: 0, g8: 0, b8: 255))
    }

    /// The texts a render draws, as (text, box) with the built-in metrics.
    static func texts(_ g: Gauge, _ w: Double, _ h: Double) -> [(String, Extent, UInt32)] {
        var out: [(String, Extent, UInt32)] = []
        for c in g.commands(w, h) {
            if case let .text(s, _, _, _, _, _, paint, _) = c {
                out.append((s, paintedExtent([c]), paint))
            }
        }
        return out
    }

    static func overlaps(_ a: Extent, _ b: Extent) -> Bool {
        a.minX < b.maxX - 0.01 && b.minX < a.maxX - 0.01 && a.minY < b.maxY - 0.01 && b.minY < a.maxY - 0.01
    }

    /// Every style with a delta, in a few boxes: where the style has room the delta is drawn, always inside the box
    /// and over no other text.
    @Test(arguments: [
        (GaugeStyle.dial, Axis.horizontal, 240.0, 240.0, true), (.dial, .horizontal, 58, 58, true),
        (.accessoryCircularCapacity, .horizontal, 58, 58, true), (.accessoryCircularCapacity, .horizontal, 120, 120, true),
        (.accessoryCircular, .horizontal, 120, 120, false), (.linearCapacity, .horizontal, 240, 60, true),
        (.accessoryLinearCapacity, .horizontal, 240, 60, true), (.accessoryLinear, .horizontal, 240, 30, true),
        (.linearCapacity, .vertical, 96, 240, true), (.accessoryLinearCapacity, .vertical, 96, 240, true),
        (.accessoryLinear, .vertical, 96, 240, true), (.linearCapacity, .horizontal, 30, 60, false),
    ])
    func placedWithoutOverlap(_ style: GaugeStyle, _ axis: Axis, _ w: Double, _ h: Double, _ shows: Bool) {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var g = gauge(62, reference: 57, style: style, bounds: 0...80)
            g.format = NumberFormat(precision: .fractionLength(0))  // "62" as wide as the widest, "80" (docs/swiftui-fidelity.md › Numbers hold still)
            g.orientation = axis
            g.label = "Speed"
            g.layoutDirection = direction
            let texts = Self.texts(g, w, h)
            let delta = texts.filter { $0.0 == "▲+5" }
            #expect(delta.count == (shows ? 1 : 0), "\(style) \(axis) \(w)x\(h): \(texts.map(\.0))")
            for t in texts {
                #expect(t.1.minX >= -0.01 && t.1.maxX <= w + 0.01 && t.1.minY >= -0.01 && t.1.maxY <= h + 0.01,
                        "\(style) \(w)x\(h): \"\(t.0)\" leaves the box")
            }
            for i in texts.indices { for j in texts.indices where j > i {
                #expect(!Self.overlaps(texts[i].1, texts[j].1), "\(style) \(axis) \(w)x\(h) \(direction): \"\(texts[i].0)\" overlaps \"\(texts[j].0)\"")
            } }
        }
    }

    @Test func dialPutsTheDeltaUnderTheValue() {
        var g = gauge(62, reference: 57)
        g.label = "Speed"
        let texts = Self.texts(g, 240, 240)
        let value = texts.first { $0.0 == "62" }!, delta = texts.first { $0.0 == "▲+5" }!, title = texts.first { $0.0 == "Speed" }!
        #expect(delta.1.minY >= value.1.maxY - 0.01, "under the value")
        #expect(title.1.minY >= delta.1.maxY - 0.01, "the label under it")
        #expect(abs((delta.1.minX + delta.1.maxX) - (value.1.minX + value.1.maxX)) < 0.01, "centred with the value")
        // At the label's size (TypeScale.footnote: 13 pt at a 240 px dial's radius).
        let sizes = g.commands(240, 240).compactMap { c -> (String, Float)? in
            if case let .text(s, _, _, size, _, _, _, _) = c { return (s, size) }; return nil
        }
        #expect(sizes.first { $0.0 == "▲+5" }!.1 == sizes.first { $0.0 == "Speed" }!.1)
    }

    @Test func ringDropsTheDeltaWhenTheOpeningLeavesNoRoom() {
        // accessoryCircular at 58 px with bounds labels in its opening: no room under the value.
        // (Whole numbers over 0…80: the range's widest text, "80", is as wide as "62":
        // docs/swiftui-fidelity.md › Numbers hold still.)
        func gauge(_ value: Double, reference: Double, style: GaugeStyle) -> Gauge {
            var g = self.gauge(value, reference: reference, style: style, bounds: 0...80)
            g.format = NumberFormat(precision: .fractionLength(0))
            return g
        }
        var g = gauge(62, reference: 57, style: .accessoryCircular)
        g.formatsBoundsLabels = true
        #expect(!Self.texts(g, 58, 58).contains { $0.0 == "▲+5" })
        #expect(Self.texts(g, 58, 58).contains { $0.0 == "62" }, "the value keeps its place")
        // The capacity ring has the room: the value shrinks to no less than 70 % of 24 pt.
        let ring = gauge(62, reference: 57, style: .accessoryCircularCapacity)
        let sizes = ring.commands(58, 58).compactMap { c -> (String, Float)? in
            if case let .text(s, _, _, size, _, _, _, _) = c { return (s, size) }; return nil
        }
        #expect(sizes.contains { $0.0 == "▲+5" && $0.1 == 11 })
        #expect(sizes.contains { $0.0 == "62" && Double($0.1) >= 24 * RingMetrics.valueScaleWithDelta })
        // accessoryCircular with nothing in its opening has it too.
        #expect(Self.texts(gauge(62, reference: 57, style: .accessoryCircular), 58, 58).contains { $0.0 == "▲+5" })
        // A value too wide to keep 70 % of its size: the delta is dropped, the value keeps its own fit.
        var wide = ring
        wide.currentValueLabel = "1,234.5"
        #expect(!Self.texts(wide, 58, 58).contains { $0.0 == "▲+5" })
    }

    @Test func barPutsTheDeltaAfterTheValue() {
        var g = gauge(62, reference: 57, style: .linearCapacity)
        g.label = "Speed"
        let texts = Self.texts(g, 240, 60)
        let value = texts.first { $0.0 == "62" }!, delta = texts.first { $0.0 == "▲+5" }!
        #expect(delta.1.minX > value.1.maxX, "after the value")
        #expect(abs((value.1.minY + value.1.maxY) - (delta.1.minY + delta.1.maxY)) < 0.01, "on its line")
        #expect(abs((value.1.minX + delta.1.maxX) / 2 - 120) < 0.01, "the pair centred")
        g.layoutDirection = .rightToLeft
        let rtl = Self.texts(g, 240, 60)
        #expect(rtl.first { $0.0 == "▲+5" }!.1.maxX < rtl.first { $0.0 == "62" }!.1.minX, "mirrored: before the value")
    }

    @Test func existingGaugesDrawAsBefore() {
        // No reference: the delta code draws nothing and changes no byte.
        for style in GaugeStyle.allCases {
            var a = Gauge(value: 0.4, style: style)
            a.label = "Speed"
            var b = a
            b.delta.increasingSymbol = "↑"  // settings without a reference show nothing
            var la = a.displayList(width: 200, height: 120), lb = b.displayList(width: 200, height: 120)
            #expect(la.bytes() == lb.bytes())
        }
    }
}
