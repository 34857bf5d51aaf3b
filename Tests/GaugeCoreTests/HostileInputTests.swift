// Hostile input through the public Swift API (docs/swiftui-fidelity.md › Hostile input): NaN and ±∞ in every
// Double, reversed and empty ranges, Int.min / Int.max / huge counts, megabyte texts, 10,000 zones and values —
// each rendered through every style, as SVG and as a display list. No trap, no hang (each render well under
// `HostileInputTests.slowest` even in a debug build on a loaded machine), output of bounded size, and the defined
// result: `validate()` throws naming the argument, and the render is the clamped gauge's (`Gauge.drawable`).
import Testing
@testable import GaugeCore

/// A change to a gauge, named for the test's report.
struct Hostility: Sendable, CustomStringConvertible {
    var name: String
    var change: @Sendable (inout Gauge) -> Void
    var description: String { name }
    init(_ name: String, _ change: @escaping @Sendable (inout Gauge) -> Void) {
        self.name = name
        self.change = change
    }
}

@Suite struct HostileInputTests {
    /// The longest one render may take (a hang, not a slow machine, is what this catches).
    static let slowest = Duration.seconds(2)
    /// The largest SVG or display list any gauge may give: 64 zones, 101 labelled ticks, 256 gradient stops and
    /// texts of 4 KB each stay far below it.
    static let largestOutput = 4 << 20
    static let huge = [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                       .leastNonzeroMagnitude, -0.0, 1e300, -1e300]
    static let counts = [Int.min, -1, 0, 1, 1_000_000, Int.max]
    /// A megabyte of text: ASCII, and one grapheme cluster of a megabyte (a letter and its combining marks).
    static let megabyte = String(repeating: "x", count: 1 << 20)
    static let megaCluster = "e" + String(repeating: "\u{301}", count: 1 << 19)

    /// A gauge with every part set, so each change meets the code that reads it.
    static func base(_ style: GaugeStyle = .dial) -> Gauge {
        var g = Gauge(value: 42, in: 0...100, label: "Speed", currentValueLabel: nil,
                      boundsLabels: BoundsLabels(minimum: "0", maximum: "100"), style: style,
                      tint: .gradient(Gradient(colors: [.green, .yellow, .red])))
        g.formatsBoundsLabels = true
        g.zones = [Zone(from: 0, color: .green, name: "low"), Zone(from: 60, color: .red, name: "high")]
        g.additionalValues = [GaugeValue(30, label: "avg")]
        g.origin = 10
        g.target = 80
        g.thresholdMarkers = .all
        g.setDelta(reference: 40, mode: .absolute)
        return g
    }

    /// Every style and orientation the public renders draw.
    static func everyStyle(_ g: Gauge) -> [Gauge] {
        var out: [Gauge] = []
        for style in GaugeStyle.allCases {
            var s = g
            s.style = style
            out.append(s)
            if !style.isRound {
                s.orientation = .vertical
                out.append(s)
            }
        }
        return out
    }

    /// Renders `g` in every style as a display list and as SVG (and asks its natural size), checking time and size;
    /// returns the display-list bytes of each, in `everyStyle`'s order.
    @discardableResult
    static func renderEveryStyle(_ g: Gauge, width: Double = 240, height: Double = 160, pixelRatio: Double = 2,
                                 _ what: String, sourceLocation: SourceLocation = #_sourceLocation) -> [[UInt8]] {
        let clock = ContinuousClock()
        var lists: [[UInt8]] = []
        for s in everyStyle(g) {
            let tag = "\(what) \(s.style.name) \(s.orientation.name)"
            var bytes: [UInt8] = []
            var svg = ""
            let t0 = clock.measure {
                var list = s.displayList(width: width, height: height, pixelRatio: pixelRatio)
                bytes = list.bytes()
            }
            let t1 = clock.measure { svg = s.svg(width: width, height: height, pixelRatio: pixelRatio) }
            let t2 = clock.measure { _ = s.naturalSize(width: width, height: nil) }
            #expect(t0 < slowest && t1 < slowest && t2 < slowest, "\(tag): \(t0), \(t1), \(t2)", sourceLocation: sourceLocation)
            #expect(bytes.count < largestOutput && svg.utf8.count < largestOutput,
                    "\(tag): list \(bytes.count) B, SVG \(svg.utf8.count) B", sourceLocation: sourceLocation)
            #expect(!svg.contains("NaN") && !svg.contains("nan") && !svg.contains("inf"), "\(tag)", sourceLocation: sourceLocation)
            lists.append(bytes)
        }
        return lists
    }

    /// Renders `g` and `expected` in every style and expects the same display lists and SVG documents.
    static func expectSameDrawing(_ g: Gauge, _ expected: Gauge, _ what: String, width: Double = 240, height: Double = 160,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let a = renderEveryStyle(g, width: width, height: height, what, sourceLocation: sourceLocation)
        let b = renderEveryStyle(expected, width: width, height: height, what + " (clamped)", sourceLocation: sourceLocation)
        let styles = everyStyle(g)
        for k in a.indices {
            #expect(a[k] == b[k], "\(what): \(styles[k].style.name) \(styles[k].orientation.name) differs from the clamped gauge's",
                    sourceLocation: sourceLocation)
        }
        // The SVG's texts (title, description) come from the clamped gauge too (one id prefix: the same ids).
        #expect((try? g.svg(width: width, height: height, idPrefix: "t")) == (try? expected.svg(width: width, height: height, idPrefix: "t")),
                "\(what): SVG", sourceLocation: sourceLocation)
    }

    /// `change` applied to `base`.
    static func changed(_ style: GaugeStyle = .dial, _ change: (inout Gauge) -> Void) -> Gauge {
        var g = base(style)
        change(&g)
        return g
    }

    /// Expects `validate()` to throw naming `argument`.
    static func expectRefused(_ g: Gauge, _ argument: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try g.validate()
            Issue.record("validate() accepted a gauge it should refuse for \(argument)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.argument == argument, "\(error)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - The crashes found

    /// A ring arc with a NaN start or a NaN or infinite sweep on a labelled `accessoryCircular` trapped converting
    /// the sweep to an Int (RingArcLayout.swift) or looped 2³¹ times; now the style's own arc, or the full circle.
    @Test func nonFiniteRingArcs() {
        for style in [GaugeStyle.accessoryCircular, .accessoryCircularCapacity] {
            let plain = Self.changed(style) { $0.ringArc = nil }
            for bad in [GaugeArc(startAngle: .nan, sweep: 270), GaugeArc(startAngle: .infinity, sweep: 180),
                        GaugeArc(startAngle: 0, sweep: .nan), GaugeArc(startAngle: 0, sweep: -90),
                        GaugeArc(startAngle: 0, sweep: 0), GaugeArc(startAngle: 0, sweep: -.infinity)] {
                let g = Self.changed(style) { $0.ringArc = bad }
                Self.expectSameDrawing(g, plain, "ringArc \(bad)")
                Self.expectRefused(g, bad.startAngle.isFinite ? "ringArc.sweep" : "ringArc.startAngle")
            }
            for sweep in [Double.infinity, 1e300, 361] {
                let g = Self.changed(style) { $0.ringArc = GaugeArc(startAngle: -90, sweep: sweep) }
                Self.expectSameDrawing(g, Self.changed(style) { $0.ringArc = GaugeArc(startAngle: -90, sweep: 360) }, "ring sweep \(sweep)")
                Self.expectRefused(g, "ringArc.sweep")
            }
        }
    }

    /// `Gauge(value:in: -.infinity ... .infinity)` hit the initialiser's precondition.
    @Test func infiniteBounds() {
        let g = Gauge(value: 5, in: -.infinity ... .infinity, style: .dial)
        #expect(g.lowerBound == -.greatestFiniteMagnitude && g.upperBound == .greatestFiniteMagnitude)
        #expect(g.fraction == 0.5)
        Self.renderEveryStyle(g, "−∞…∞")
        #expect(Gauge(value: 5, in: 3 ... .infinity).lowerBound == 3)
        #expect(Gauge(value: 5, in: -.infinity ... -.infinity).upperBound == -.greatestFiniteMagnitude)
        // NaN and reversed bounds cannot get past `...` (nor, in a debug build, `ClosedRange(uncheckedBounds:)`):
        // the rule for them, the default 0...1, is the clamp's.
        for (lo, hi) in [(Double.nan, 1.0), (0, .nan), (.nan, .nan), (2, 1)] {
            #expect(Gauge.clampedBounds(lo, hi) == (0, 1), "\(lo)…\(hi)")
        }
    }

    /// Bounds from outside Swift: the throwing initialiser names the argument instead of trapping.
    @Test func throwingInitialiser() throws {
        let g = try Gauge(value: 3, lowerBound: 1, upperBound: 5, label: "x", style: .dial)
        #expect(g.lowerBound == 1 && g.upperBound == 5 && g.label == "x" && g.style == .dial)
        for (lo, hi, argument) in [(Double.nan, 1.0, "lower"), (0, .nan, "upper"), (-.infinity, 1, "lower"),
                                   (0, .infinity, "upper"), (2, 1, "lower")] {
            #expect(throws: GaugeError.self) { _ = try Gauge(value: 0, lowerBound: lo, upperBound: hi) }
            do { _ = try Gauge(value: 0, lowerBound: lo, upperBound: hi) } catch { #expect(error.argument == argument) }
        }
    }

    /// `dial.minorTicks = Int.max` overflowed in `forEachMinorFraction`; counts are clamped into the table.
    @Test func tickCounts() {
        for n in Self.counts {
            let minor = Self.changed { $0.dial.minorTicks = n }
            Self.expectSameDrawing(minor, Self.changed { $0.dial.minorTicks = min(max(n, 0), GaugeLimits.minorTicks) }, "minorTicks \(n)")
            let major = Self.changed { $0.dial.majorTicks = n }
            Self.expectSameDrawing(major, Self.changed { $0.dial.majorTicks = min(max(n, 0), GaugeLimits.majorTicks) }, "majorTicks \(n)")
            #expect(major.dialScale.values.count <= GaugeLimits.majorTicks + 1)
            if n < 0 || n > GaugeLimits.minorTicks { Self.expectRefused(minor, "dial.minorTicks") }
            if n < 0 || n > GaugeLimits.majorTicks { Self.expectRefused(major, "dial.majorTicks") }
        }
    }

    /// `Dial(majorTicks: 100_000)` rendered for 17 s, 1,000,000 hung: now drawn as 100, in bounded time.
    @Test func majorTicksDenialOfService() {
        for n in [100_000, 1_000_000] {
            let g = Self.changed { $0.dial = Dial(majorTicks: n) }
            Self.expectSameDrawing(g, Self.changed { $0.dial = Dial(majorTicks: 100) }, "majorTicks \(n)")
            #expect(throws: GaugeError.self) { try Dial(majorTicks: n).validate() }
        }
    }

    /// `fractionLength(-1)` indexed out of range in NumberFormat; every digit count is clamped into its range.
    @Test func digitCounts() {
        for n in Self.counts {
            var f = NumberFormat()
            f.precision = .fractionLength(n)
            #expect(f.string(2.5) == NumberFormat(precision: .fractionLength(n)).string(2.5), "fractionLength \(n)")
            f.precision = .significantDigits(n)
            #expect(f.string(2.5) == NumberFormat(precision: .significantDigits(n)).string(2.5), "significantDigits \(n)")
            for p in [NumberFormat.Precision.fractionLength(n), .significantDigits(n)] {
                let g = Self.changed { $0.format.precision = p; $0.tickNumberFormat = $0.format }
                Self.renderEveryStyle(g, "\(p)")
                _ = g.accessibilityValueText
                _ = g.dialTickLabels
            }
        }
        var bad = NumberFormat()
        bad.precision = .fractionLength(-1)
        #expect(throws: GaugeError.self) { try bad.validate() }
        Self.expectRefused(Self.changed { $0.format = bad }, "format.digits")
        Self.expectRefused(Self.changed { $0.tickNumberFormat = bad }, "tickNumberFormat.digits")
    }

    // MARK: - Denial of service

    /// `segmentCount = 1_000_000` wrote 76 MB in 31 s: now the most cells, 200.
    @Test func segmentCounts() {
        for n in Self.counts {
            let g = Self.changed(.linearCapacity) { $0.segmentCount = n }
            let clamped = n < GaugeLimits.minimumSegments ? 0 : min(n, GaugeLimits.segments)
            Self.expectSameDrawing(g, Self.changed(.linearCapacity) { $0.segmentCount = clamped }, "segmentCount \(n)")
            if n != 0 && clamped != n { Self.expectRefused(g, "segmentCount") }
        }
    }

    /// A 10 MB label made a 20 MB SVG: texts are cut to `GaugeLimits.textBytes` at a grapheme boundary.
    @Test func megabyteTexts() {
        let tenMB = String(repeating: "é", count: 5 << 20)  // 2 bytes each
        let cut = String(repeating: "é", count: GaugeLimits.textBytes / 2)
        let g = Self.changed { $0.label = tenMB }
        Self.expectSameDrawing(g, Self.changed { $0.label = cut }, "10 MB label")
        #expect(g.svg(width: 240, height: 160).utf8.count < 64 << 10)
        Self.expectRefused(g, "label")
        #expect(Gauge.clampedText(Self.megaCluster) == "")
        #expect(Gauge.clampedText("a" + Self.megaCluster) == "a")
        // At a grapheme boundary: "é" as e + U+0301 (3 bytes) is kept whole or not at all.
        let x = { (n: Int) in String(repeating: "x", count: n) }
        #expect(Gauge.clampedText(x(GaugeLimits.textBytes - 1) + "e\u{301}tail") == x(GaugeLimits.textBytes - 1))
        #expect(Gauge.clampedText(x(GaugeLimits.textBytes - 3) + "e\u{301}" + x(100)) == x(GaugeLimits.textBytes - 3) + "e\u{301}")
        #expect(Gauge.clampedText(x(GaugeLimits.textBytes) + "e\u{301}") == x(GaugeLimits.textBytes))
        #expect(Gauge.clampedText(x(GaugeLimits.textBytes - 2) + "👨‍👩‍👧") == x(GaugeLimits.textBytes - 2))
        #expect(Gauge.clampedText(x(GaugeLimits.textBytes)) == x(GaugeLimits.textBytes))
        let texts: [(String, @Sendable (inout Gauge, String) -> Void)] = [
            ("label", { $0.label = $1 }), ("currentValueLabel", { $0.currentValueLabel = $1 }),
            ("boundsLabels.minimum", { $0.boundsLabels = BoundsLabels(minimum: $1, maximum: "1") }),
            ("boundsLabels.maximum", { $0.boundsLabels = BoundsLabels(minimum: "0", maximum: $1) }),
            ("formattedValueText", { $0.formattedValueText = $1 }),
            ("formattedBoundsTexts.minimum", { $0.boundsLabels = nil; $0.formattedBoundsTexts = BoundsLabels(minimum: $1, maximum: "1") }),
            ("unknownText", { $0.value = .nan; $0.unknownText = $1 }), ("boundsJoiner", { $0.boundsJoiner = $1 }),
            ("upWord", { $0.upWord = $1 }), ("fromWord", { $0.fromWord = $1 }),
            ("font.family", { $0.font = GaugeFont(key: 1, family: $1) }),
            ("format.prefix", { $0.format.prefix = $1 }), ("format.suffix", { $0.format.suffix = $1 }),
            ("tickNumberFormat.suffix", { $0.tickNumberFormat = NumberFormat(suffix: $1) }),
            ("zones[0].name", { $0.zones[0].name = $1 }), ("additionalValues[0].label", { $0.additionalValues[0].label = $1 }),
            ("delta.increasingSymbol", { $0.delta.increasingSymbol = $1 }),
            ("delta.formattedMagnitude", { $0.delta.formattedMagnitude = $1 }),
            ("hostTickTexts[0]", { g, t in let v = g.dialScale.values; g.hostTickTexts = (v, v.map { _ in t }) }),
        ]
        for (argument, set) in texts {
            for text in [Self.megabyte, Self.megaCluster] {
                var h = Self.base()
                set(&h, text)
                Self.renderEveryStyle(h, argument)
                #expect(h.svg(width: 240, height: 160).utf8.count < 1 << 20, "\(argument)")
                Self.expectRefused(h, argument)
            }
        }
    }

    /// 10,000 zones, additional values and gradient stops: those past the limits are left out.
    @Test func tenThousandParts() {
        let zones = (0..<10_000).map { Zone(from: Double(10_000 - $0) / 100, color: .red, name: "z\($0)") }
        let g = Self.changed { $0.zones = zones }
        Self.expectSameDrawing(g, Self.changed { $0.zones = Array(zones.prefix(GaugeLimits.zones)) }, "10,000 zones")
        Self.expectRefused(g, "zones")
        let values = (0..<10_000).map { GaugeValue(Double($0 % 100), label: "v\($0)") }
        let v = Self.changed { $0.additionalValues = values }
        Self.expectSameDrawing(v, Self.changed { $0.additionalValues = Array(values.prefix(GaugeLimits.additionalValues)) }, "10,000 values")
        Self.expectRefused(v, "additionalValues")
        let stops = (0..<10_000).map { Gradient.Stop(color: $0 % 2 == 0 ? .red : .blue, location: Double($0) / 10_000) }
        let t = Self.changed { $0.tint = .gradient(Gradient(stops: stops)) }
        Self.expectSameDrawing(t, Self.changed { $0.tint = .gradient(Gradient(stops: Array(stops.prefix(GaugeLimits.colorStops)))) }, "10,000 stops")
        Self.expectRefused(t, "tint")
        // Mismatched host tick texts were an index out of range.
        let ticks = Self.changed { g in g.hostTickTexts = (g.dialScale.values, ["only one"]) }
        Self.expectSameDrawing(ticks, Self.changed { $0.hostTickTexts = nil }, "tick texts")
        Self.expectRefused(ticks, "hostTickTexts")
    }

    // MARK: - Silent garbage

    /// A NaN dial angle, a negative sweep and a hub radius of 50 drew wrong pictures: now the default arc, the
    /// full circle, the largest hub — and `validate()` names each.
    @Test func dialGeometry() {
        let defaultArc = Self.changed { $0.dial.arc = Dial().arc }
        for arc in [GaugeArc(startAngle: .nan, sweep: 270), GaugeArc(startAngle: -.infinity, sweep: 90),
                    GaugeArc(startAngle: 0, sweep: -90), GaugeArc(startAngle: 0, sweep: .nan)] {
            let g = Self.changed { $0.dial.arc = arc }
            Self.expectSameDrawing(g, defaultArc, "dial arc \(arc)")
            Self.expectRefused(g, arc.startAngle.isFinite ? "dial.sweep" : "dial.startAngle")
        }
        let wide = Self.changed { $0.dial.sweep = .infinity }
        Self.expectSameDrawing(wide, Self.changed { $0.dial.sweep = 360 }, "dial sweep ∞")
        for (r, clamped) in [(50.0, GaugeLimits.hubRadius), (.infinity, GaugeLimits.hubRadius), (-1, 0), (.nan, Needle.defaultHubRadius)] {
            let g = Self.changed { $0.needle.hubRadius = r }
            Self.expectSameDrawing(g, Self.changed { $0.needle.hubRadius = clamped }, "hubRadius \(r)")
            Self.expectRefused(g, "needle.hubRadius")
        }
    }

    /// NaN, ±∞ and extremes in every other Double of the model and of the render's arguments: drawn, bounded.
    @Test(arguments: [
        Hostility("value") { $0.value = .nan }, Hostility("value ∞") { $0.value = .infinity },
        Hostility("origin") { $0.origin = .nan }, Hostility("origin ∞") { $0.origin = -.infinity },
        Hostility("target") { $0.target = .infinity }, Hostility("target NaN") { $0.target = .nan },
        Hostility("zone from") { $0.zones = [Zone(from: .nan, color: .red), Zone(from: .infinity, color: .blue), Zone(from: -.infinity, color: .green)] },
        Hostility("additional") { $0.additionalValues = HostileInputTests.huge.map { GaugeValue($0) } },
        Hostility("delta reference") { $0.setDelta(reference: .infinity, mode: .relative) },
        Hostility("delta NaN") { $0.setDelta(reference: .nan, mode: .absolute) },
        Hostility("stop locations") { $0.tint = .gradient(Gradient(stops: HostileInputTests.huge.map { Gradient.Stop(color: .red, location: $0) })) },
        Hostility("stop values") { $0.tint = .gradient(Gradient(stops: HostileInputTests.huge.map { Gradient.Stop(color: .blue, value: $0) })) },
        Hostility("colour components") { g in
            let c = Color(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan)
            g.tint = .color(.color(c))
            g.colors = GaugeColors(track: .color(c), label: .color(c), value: .color(c), hub: .color(c))
            g.zones[0].color = .color(c)
        },
        Hostility("host ticks") { g in g.hostTickTexts = (HostileInputTests.huge, HostileInputTests.huge.map { "\($0)" }) },
        Hostility("font key") { $0.font = GaugeFont(key: .max, family: "x") },
        Hostility("threshold bits") { $0.thresholdMarkers = ThresholdMarkers(rawValue: .max) },
        Hostility("tiny sweep") { $0.ringArc = GaugeArc(startAngle: 1e300, sweep: .leastNonzeroMagnitude); $0.dial.arc = GaugeArc(startAngle: -1e300, sweep: 1e-300) },
        Hostility("huge bounds") { try! $0.setBounds(lower: -.greatestFiniteMagnitude, upper: .greatestFiniteMagnitude) },
        Hostility("empty range") { try! $0.setBounds(lower: 5, upper: 5) },
        Hostility("tiny range") { try! $0.setBounds(lower: 1e-300, upper: 1.0000000000001e-300) },
        Hostility("everything") { g in
            g.value = .infinity; g.dial = Dial(startAngle: .nan, sweep: .infinity, majorTicks: .max, minorTicks: .min)
            g.needle.hubRadius = .infinity; g.segmentCount = .max; g.ringArc = GaugeArc(startAngle: .nan, sweep: .nan)
            g.format.precision = .significantDigits(.max)
        },
    ])
    func hostileDoubles(_ h: Hostility) {
        var g = Self.base()
        h.change(&g)
        Self.renderEveryStyle(g, h.name)
        _ = g.accessibilityValueText
        _ = g.accessibilityDescription
        _ = g.dialTickLabels
        _ = g.thresholdFractions
        // The render's own arguments.
        for (w, hh, ratio) in [(Double.nan, 100.0, 1.0), (.infinity, 100, 1), (-5, 100, 1), (1e300, 1e300, 1),
                               (200, 200, .nan), (200, 200, 0), (200, 200, .leastNonzeroMagnitude), (200, 200, 1e300),
                               (0.001, 0.001, 16), (200, .greatestFiniteMagnitude, 1)] {
            Self.renderEveryStyle(g, width: w, height: hh, pixelRatio: ratio, "\(h.name) \(w)×\(hh)@\(ratio)")
        }
    }

    /// A box past `GaugeLimits.side` and a pixel ratio outside its range are drawn as the clamped ones.
    @Test func boxAndPixelRatio() {
        let g = Self.base()
        func bytes(_ s: Gauge, _ w: Double, _ h: Double, _ r: Double) -> [UInt8] {
            var list = s.displayList(width: w, height: h, pixelRatio: r)
            return list.bytes()
        }
        for s in Self.everyStyle(g) {
            #expect(bytes(s, 1e9, 300, 1) == bytes(s, GaugeLimits.side, 300, 1))
            #expect(bytes(s, 300, 300, 1e9) == bytes(s, 300, 300, GaugeLimits.maximumPixelRatio))
            #expect(bytes(s, 300, 300, 1e-9) == bytes(s, 300, 300, GaugeLimits.minimumPixelRatio))
        }
    }

    /// The counting value text's render draws the clamped gauge too.
    @Test func countingRender() {
        let g = Self.changed { $0.format.precision = .fractionLength(.max); $0.dial.majorTicks = .max; $0.label = Self.megabyte }
        for s in Self.everyStyle(g) {
            var metrics = TextMetrics()
            var list = DisplayList()
            let t = ContinuousClock().measure {
                s.render(width: 240, height: 160, pixelRatio: 1, showing: 0.3, additional: [0.1], shownValue: 12.5,
                         valueStart: -1e300, text: &metrics, into: &list)
            }
            #expect(t < Self.slowest && list.bytes().count < Self.largestOutput)
        }
    }

    /// Animations with hostile durations, springs and times settle or refuse, never hang.
    @Test func animations() {
        let hostile: [Animation] = [.linear(duration: .nan), .linear(duration: .infinity), .easeIn(duration: -1),
                                    .spring(response: .nan, dampingFraction: 0), .spring(response: 1e300, dampingFraction: 1e-300),
                                    .spring(response: 1e-300, dampingFraction: .infinity), .timingCurve(.nan, .nan, .infinity, -.infinity)]
        for a in hostile {
            var animator = FractionAnimator(target: 0)
            animator.retarget(1, animation: a)
            for t in [0.0, 1, 1e3, 1e9, .nan, .infinity, -.infinity] {
                let s = animator.sample(at: t)
                #expect(s.fraction.map { $0.isFinite } ?? true)
            }
        }
    }

    // MARK: - Errors

    /// `"\(error)"` printed the struct's fields; now its message.
    @Test func errorsPrintTheirMessage() {
        do {
            try Dial(majorTicks: 1_000).validate()
            Issue.record("accepted")
        } catch {
            #expect("\(error)" == "majorTicks: must be 0 (automatic) or 1…100")
            #expect(error.kind == .badArgument)
        }
        #expect(String(describing: GaugeError(.badText, argument: "tint", reason: "more than 256 colour stops")) == "tint: more than 256 colour stops")
        do {
            try Self.changed { $0.dial.majorTicks = -1 }.validate()
            Issue.record("accepted")
        } catch {
            #expect(error.description == "dial.majorTicks: must be 0 (automatic) or 1…100")
        }
    }

    /// The model's `validate()`: valid parts pass, each invalid one names its argument with the ABI's reason.
    @Test func validation() throws {
        try Self.base().validate()
        try Gauge(value: .nan).validate()  // no value is a value
        for style in GaugeStyle.allCases { try Self.base(style).validate() }
        try Dial().validate()
        try Dial(majorTicks: GaugeLimits.majorTicks, minorTicks: GaugeLimits.minorTicks).validate()
        try Needle(hubRadius: GaugeLimits.hubRadius).validate()
        try GaugeArc(startAngle: 1e300, sweep: GaugeLimits.sweep).validate()
        try NumberFormat(precision: .significantDigits(GaugeLimits.significantDigits)).validate()
        let cases: [(Gauge, String, String)] = [
            (Self.changed { $0.dial.startAngle = .nan }, "dial.startAngle", "must be a finite number of degrees"),
            (Self.changed { $0.dial.sweep = 0 }, "dial.sweep", "must be above 0 and at most 360 degrees"),
            (Self.changed { $0.dial.minorTicks = 21 }, "dial.minorTicks", "must be 0…20"),
            (Self.changed { $0.needle.hubRadius = 50 }, "needle.hubRadius", "must be 0…0.25 (a fraction of the dial's radius)"),
            (Self.changed { $0.format.precision = .fractionLength(21) }, "format.digits", "a fraction length must be 0…20, got 21"),
            (Self.changed { $0.format.precision = .significantDigits(0) }, "format.digits", "significant digits must be 1…21, got 0"),
            (Self.changed { $0.segmentCount = 1 }, "segmentCount", "must be 0 or 2…200, got 1"),
            (Self.changed { $0.zones.append(Zone(from: .nan, color: .red)) }, "zones[2].from", "must be a finite number"),
            (Self.changed { $0.origin = .infinity }, "origin", "must be finite, or nil for none"),
            (Self.changed { $0.target = .nan }, "target", "must be finite, or nil for none"),
            (Self.changed { $0.setDelta(reference: -.infinity, mode: .absolute) }, "delta.reference", "must be finite, or nil for none"),
            (Self.changed { $0.thresholdMarkers = ThresholdMarkers(rawValue: 4) }, "thresholdMarkers", "must be 0…3 (bit 0 zone boundaries, bit 1 target), got 4"),
            (Self.changed { $0.font = GaugeFont(key: 0x8000) }, "font.key", "must be 0…32767, got 32768"),
            (Self.changed { $0.label = String(repeating: "x", count: 4097) }, "label", "text is 4097 bytes, the limit is 4096"),
        ]
        for (g, argument, reason) in cases {
            do {
                try g.validate()
                Issue.record("accepted: \(argument)")
            } catch {
                #expect(error.argument == argument && error.reason == reason, "\(error)")
            }
        }
        // A label of exactly the limit is valid and drawn whole.
        try Self.changed { $0.label = String(repeating: "x", count: GaugeLimits.textBytes) }.validate()
    }

    /// The old names are the table's.
    @Test func limitsAreOneTable() {
        #expect(Dial.maximumMajorTicks == GaugeLimits.majorTicks && Dial.maximumMinorTicks == GaugeLimits.minorTicks)
        #expect(Zone.maximumCount == GaugeLimits.zones && GaugeValue.maximumCount == GaugeLimits.additionalValues)
        #expect(Gauge.maximumSegmentCount == GaugeLimits.segments && Gauge.minimumSegmentCount == GaugeLimits.minimumSegments)
        #expect(Tint.maximumStops == GaugeLimits.colorStops && TextMetrics.maximumTextBytes == GaugeLimits.textBytes)
        #expect(NumberFormat.maximumFractionLength == GaugeLimits.fractionLength)
        #expect(NumberFormat.maximumSignificantDigits == GaugeLimits.significantDigits)
        #expect(GaugeArc.maximumSweep == GaugeLimits.sweep && Needle.maximumHubRadius == GaugeLimits.hubRadius)
        #expect(GaugeFont.maximumKey == GaugeLimits.fontKey && FractionAnimator.maximumSpringSeconds == GaugeLimits.springSeconds)
    }
}
