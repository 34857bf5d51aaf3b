/// A value in a range plus the labels that describe it: SwiftUI's `Gauge`, as plain data.
///
/// ```swift
/// var gauge = Gauge(value: 21, in: 0...40, label: "Temperature", currentValueLabel: "21°",
///                   minimumValueLabel: "0", maximumValueLabel: "40", style: .accessoryCircular)
/// gauge.value = 23
/// gauge.currentValueLabel = nil                 // the value formatted: "23"
/// let svg = gauge.svg(width: 120, height: 120)  // an SVG document
/// print(gauge.fraction ?? 0, gauge.accessibilityValueText)
/// ```
///
/// The raw `value` is kept as given (for text and accessibility); drawing uses `fraction`, which is clamped to
/// 0…1. One policy for degenerate input, shared by every path (Swift, C ABI, JS), from
/// docs/swiftui-fidelity.md › Value mapping:
/// - NaN value: "no value" — the track is drawn without fill or marker, the current-value text is "–"
///   unless one is given, and accessibility reports the value as unknown.
/// - ±∞ and out-of-range values clamp to the ends of the drawing; the text keeps the raw value.
/// - `lowerBound == upperBound` draws fraction 0.
/// - `lowerBound > upperBound` or a non-finite bound is refused by `setBounds` (previous bounds kept); `init(value:in:)`
///   clamps them (docs/swiftui-fidelity.md › Hostile input).
public struct Gauge: Sendable {
    /// The value shown; any Double. NaN means "no value".
    public var value: Double
    /// The lower end of the range (finite, ≤ `upperBound`). Change with `setBounds`.
    public private(set) var lowerBound: Double
    /// The upper end of the range (finite, ≥ `lowerBound`).
    public private(set) var upperBound: Double
    /// What the gauge measures ("Temperature"). Drawn only by some styles, always the accessible name.
    public var label: String
    /// The current value as text ("21°"). `nil` shows the value formatted by `NumberFormat.automatic`;
    /// an empty string shows nothing.
    public var currentValueLabel: String?
    /// Texts for the two ends ("0", "40"), set as a pair as in SwiftUI; `nil` when not given.
    /// (Spelled `Optional<…>`: `BoundsLabels?` is implicitly nil first, and the initialiser's assignment then released
    /// that nil in the wasm; docs/wasm-build.md › Size and allocation.)
    public var boundsLabels: Optional<BoundsLabels>
    /// How the gauge is drawn.
    public var style: GaugeStyle
    /// The colour or gradient of fill, ring and marker. Default: system blue (SwiftUI's default tint).
    public var tint: Tint { didSet { resolveTint() } }
    /// Light or dark appearance: resolves system colours, label colours and tracks (default light).
    public var colorScheme: ColorScheme { didSet { resolveTint() } }
    /// `tint` resolved against the bounds and colour scheme, kept up to date by their setters so that a render
    /// builds no stop arrays (no allocation per frame: docs/wasm-build.md › Size and allocation). Read through `resolvedTint`.
    /// No default: the initialiser sets it (a default was built and then overwritten in every new gauge).
    private(set) var tintResolved: ResolvedTint
    /// How the value (and the bounds, with `formatsBoundsLabels`) become text when no label is given.
    public var format: NumberFormat = .automatic
    /// Whether the bounds are labelled with their values formatted by `format` when `boundsLabels` is nil
    /// (a `0...25` gauge shows "0" and "25", and the labels follow the bounds:
    /// docs/regression-cases.md › exact-end-labels, own-range-labels and labels-follow-bounds).
    /// Default false, as in SwiftUI, where bounds labels appear only when given.
    public var formatsBoundsLabels = false
    /// Text the host's own number formatter made for the value (an `Intl.NumberFormat` in a browser), shown
    /// instead of `format`'s text when there is no `currentValueLabel`. Like `format`'s text it is a number:
    /// shrunk to fit, never truncated. The host keeps it in step with `value`; nil uses `format`.
    public var formattedValueText: String?
    /// The host formatter's texts for the bounds, used instead of `format` when `formatsBoundsLabels`.
    public var formattedBoundsTexts: BoundsLabels?
    /// How the dial's tick labels become text; nil (the default): `format` without its prefix, suffix and
    /// percent sign, since units belong to the value text (`tickFormat(_:)`).
    public var tickNumberFormat: NumberFormat? = nil
    /// The host formatter's tick label texts and the tick values it made them for; used while the dial's
    /// scale has exactly these values (else `tickFormat(_:)` formats them).
    package var hostTickTexts: (values: [Double], texts: [String])? = nil
    /// Left-to-right (default) or right-to-left; right-to-left mirrors the layout (see `LayoutDirection`).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The `dial` style's arc and ticks (see `Dial`).
    public var dial = Dial()
    /// The `dial` style's needle shape and hub radius (see `Needle`).
    public var needle = Needle()
    /// Coloured bands of the range (see `Zone` for the boundary rule); empty for none. The fill or marker
    /// takes the colour of the value's zone, and `accessibilityValueText` names it. The ring styles draw the
    /// bands too: `accessoryCircular` as its arc (the marker keeps its knock-out), `accessoryCircularCapacity`
    /// on its track at the track's opacity, under the fill (not on concentric rings, whose tracks are per value).
    public var zones: [Zone] = []
    /// Where fills start (for ranges that cross zero: the fill runs from the origin to the value,
    /// docs/regression-cases.md › origin-fill);
    /// nil starts at the minimum. Zero is a real origin (docs/regression-cases.md › zero-is-a-value); non-finite counts as
    /// none.
    public var origin: Double? = nil
    /// A target or threshold marked across the track (the dial's, and the linear styles' bar in either
    /// orientation); nil for none. Zero is a real target (docs/regression-cases.md › zero-is-a-value).
    public var target: Double? = nil
    /// Short marks across the track at the zone boundaries (and, on the rings, the target); none by default
    /// (see `ThresholdMarkers`).
    public var thresholdMarkers: ThresholdMarkers = []
    /// More values on the same gauge: more needles on a dial, concentric rings inside a capacity ring.
    public var additionalValues: [GaugeValue] = []
    /// The arc of the two ring styles (`accessoryCircular`, `accessoryCircularCapacity`); nil draws each
    /// style's SwiftUI arc (docs/swiftui-fidelity.md › accessoryCircular: the open ring's 270° with its gap at 6 o'clock, trimmed by 14° at
    /// each end when bounds labels show; the capacity ring's full circle from 12 o'clock). A set arc is drawn
    /// exactly as given (no trimming) and the ring grows to fill the box around its own bounds; see
    /// `GaugeArc` (a sweep of 360 is the full circle) and the layout notes in CircularLayout.swift.
    public var ringArc: GaugeArc? = nil
    /// The stroke of the rings and the bars (see `Thickness`); nil keeps each style's SwiftUI thickness.
    public var thickness: Thickness? = nil
    /// A factor on every text size (0.25…4, `GaugeLimits`; 1 draws SwiftUI's): docs/swiftui-fidelity.md › Font scale.
    public var fontScale = 1.0
    /// The `linearCapacity` bar as this many cells (a segmented "LCD" bar, 2…200); 0 for a continuous bar.
    public var segmentCount = 0
    /// Fewest and most cells of a segmented bar (`GaugeLimits`; `gauge_set_segments` refuses others but 0).
    public static let minimumSegmentCount = GaugeLimits.minimumSegments
    public static let maximumSegmentCount = GaugeLimits.segments
    /// Which way the linear styles' bar runs: across the width (default) or up the height (a thermometer).
    /// See `Axis`; the circular styles and the dial ignore it.
    public var orientation: Axis = .horizontal
    /// The track, label and value-text colours a page sets (nil each: SwiftUI's for the scheme); see `GaugeColors`.
    public var colors = GaugeColors()
    /// Whether the gauge is a slider the user sets and shows keyboard focus (none by default); see `InputState`.
    public var inputState: InputState = []
    /// The font texts are drawn and measured in (default: the built-in stack); see `GaugeFont`.
    public var font = GaugeFont.standard
    /// The gauge's own words in what assistive technology is told (and the SVG's `<title>`/`<desc>`): the value
    /// text for no value ("unknown") and what joins the bounds in the description (" to "). English by default;
    /// a host translates them (docs/abi.md › gauge_set_formatted_text). nil: the English word.
    public var unknownText: String? {
        get { words.count > 0 ? words[0] : nil }
        set { setWord(0, newValue) }
    }
    public var boundsJoiner: String? {
        get { words.count > 1 ? words[1] : nil }
        set { setWord(1, newValue) }
    }
    /// The delta's words in `accessibilityValueText` (", up 5 from 45": "up ", "down ", " from "; `Delta`).
    public var upWord: String? {
        get { words.count > 2 ? words[2] : nil }
        set { setWord(2, newValue) }
    }
    public var downWord: String? {
        get { words.count > 3 ? words[3] : nil }
        set { setWord(3, newValue) }
    }
    public var fromWord: String? {
        get { words.count > 4 ? words[4] : nil }
        set { setWord(4, newValue) }
    }
    /// What `accessibilityValueText` adds after a value beyond the range (", above range", ", below range":
    /// docs/swiftui-fidelity.md › Out of range); nil: the English words.
    public var aboveRangeWord: String? {
        get { words.count > 5 ? words[5] : nil }
        set { setWord(5, newValue) }
    }
    public var belowRangeWord: String? {
        get { words.count > 6 ? words[6] : nil }
        set { setWord(6, newValue) }
    }
    /// The words above, stored as one array (empty until one is set: a gauge slot holds one reference, not two
    /// Strings; 4,095 slots live in the wasm's handle table).
    private var words: [String?] = []
    /// Sets word `i` (0 `unknownText`, 1 `boundsJoiner`, 2 `upWord`, 3 `downWord`, 4 `fromWord`, 5 `aboveRangeWord`,
    /// 6 `belowRangeWord`; nil: the English
    /// word). The C ABI sets them all through this one call.
    package mutating func setWord(_ i: Int, _ w: String?) {
        if words.count <= i { if w == nil { return }; while words.count <= i { words.append(nil) } }
        words[i] = w
    }
    /// The delta's settings (`delta`, Delta.swift), one reference for the same reason: empty until set.
    var deltaStorage: [Delta] = []

    /// Out of line: inlined in the `tint` and `colorScheme` setters it was a copy in each in the wasm.
    @inline(never)
    mutating func resolveTint() { tintResolved = tint.resolved(lower: lowerBound, upper: upperBound, scheme: colorScheme) }

    /// Replaces the bounds.
    ///
    /// - Throws: `GaugeError.badArgument` naming `lower` or `upper` when either is NaN or ±∞, or when
    ///   `lower > upper`. The previous bounds stay.
    public mutating func setBounds(lower: Double, upper: Double) throws(GaugeError) {
        guard lower.isFinite else {
            throw GaugeError(.badArgument, argument: "lower", reason: "must be a finite number")
        }
        guard upper.isFinite else {
            throw GaugeError(.badArgument, argument: "upper", reason: "must be a finite number")
        }
        guard lower <= upper else {
            throw GaugeError(.badArgument, argument: "lower",
                             reason: TextBuilder.join("must not exceed upper (", NumberFormat.automatic.string(upper), ")"))
        }
        lowerBound = lower
        upperBound = upper
        resolveTint()
    }

    /// While animating, the fraction actually drawn (set by `render(…showing:…)`); nil = draw `fraction`.
    var shownFractionOverride: Double?? = nil
    /// While animating, the fractions drawn for `additionalValues` (nil = their own fractions).
    var shownAdditionalOverride: [Double?]? = nil

    /// What layout draws: the animated fraction when one is being shown, else `fraction`; nil for no value.
    var drawnFraction: Double? {
        guard hasValue else { return nil }
        if let shown = shownFractionOverride { return shown.map { GaugeMath.clamp($0, 0, 1) } }
        return fraction
    }

    /// The drawn position of `value` in 0…1, or `nil` for no value (NaN). See `Gauge.fraction(of:lower:upper:)`.
    public var fraction: Double? { Gauge.fraction(of: value, lower: lowerBound, upper: upperBound) }

    /// Whether the gauge has a value to show (the value is not NaN).
    package var hasValue: Bool { !value.isNaN }

    /// The one mapping from value to drawn fraction (docs/swiftui-fidelity.md › Value mapping).
    ///
    /// - Returns: `nil` when `value` is NaN; 0 when `lower == upper` (or the bounds are not an ordered,
    ///   finite pair); otherwise `(value − lower) / (upper − lower)` clamped to 0…1, so ±∞ map to the ends.
    package static func fraction(of value: Double, lower: Double, upper: Double) -> Double? {
        if value.isNaN { return nil }
        guard lower.isFinite, upper.isFinite, upper > lower else { return 0 }
        if value <= lower { return 0 }
        if value >= upper { return 1 }
        // The span of two finite bounds can overflow (−1e308…1e308): then both differences are taken of the
        // halves, which is exact there (such bounds are far from subnormal). The quotient can still round past 1.
        let f = (upper - lower).isFinite ? (value - lower) / (upper - lower)
            : (value / 2 - lower / 2) / (upper / 2 - lower / 2)
        return f.isFinite ? min(max(f, 0), 1) : 0
    }

    /// The text of the current value: `currentValueLabel` if given, else "–" for no value, else the raw value
    /// formatted by `format` (so 130 in 0…100 reads "130").
    public var currentValueText: String {
        if let text = currentValueLabel { return text }
        if !hasValue { return "–" }
        return formattedValueText ?? valueString(value)
    }

    /// Whether `currentValueText` comes from the number format (or is the "–" of no value): such text is
    /// shrunk to fit but never truncated, since a cut number misreads.
    package var currentValueIsFormatted: Bool { !currentValueLabel.isSome }

    /// The texts at the two ends: `boundsLabels` if given, else with `formatsBoundsLabels` the bounds
    /// formatted (`formattedBoundsTexts`, or by `format`), else nil (no bounds labels). Out of line: the layouts
    /// read it at a dozen places.
    @inline(never)
    package var boundsTexts: BoundsLabels? {
        if let b = boundsLabels { return b }
        guard formatsBoundsLabels else { return nil }
        return formattedBoundsTexts ?? BoundsLabels(minimum: valueString(lowerBound), maximum: valueString(upperBound))
    }

    /// The text a screen reader speaks for the value (`aria-valuetext`): `unknownText` for no value, else the
    /// current-value text (or the formatted value when the label is empty). Never truncated.
    /// A value beyond the range says so next ("130, above range": `aboveRangeWord`, `belowRangeWord`); with zones
    /// the value's zone name follows ("50 %, suboptimal", docs/regression-cases.md › meter-value-text), then
    /// the delta in words (", up 5 from 45": `Gauge.deltaText`); additional values follow as "label value" each.
    public var accessibilityValueText: String {
        var out = TextBuilder()
        if !hasValue { addUnknown(&out) } else {
            let text = currentValueText
            out.add(text.isEmpty ? formattedValueText ?? valueString(value) : text)
            let o = outOfRange
            if o != 0 {
                out.add(", ")
                if let w = o > 0 ? aboveRangeWord : belowRangeWord { out.add(w) } else { out.add(o > 0 ? "above range" : "below range") }
            }
            if let z = zoneIndex(of: value), !sortedZones[z].name.isEmpty { out.add(", "); out.add(sortedZones[z].name) }
            if let d = deltaText { addDeltaWords(d, to: &out) }
        }
        for v in additionalValues {
            out.add("; ")
            if !v.label.isEmpty { out.add(v.label); out.add(" ") }
            if v.value.isNaN { addUnknown(&out) } else { out.add(valueString(v.value)) }
        }
        return out.string
    }

    private func addUnknown(_ out: inout TextBuilder) {
        if let w = unknownText { out.add(w) } else { out.add("unknown") }
    }

    /// The bounds texts as one description ("0 to 40": joined by `boundsJoiner`), or "" when there are none.
    public var accessibilityDescription: String {
        guard let b = boundsTexts else { return "" }
        guard let joiner = boundsJoiner else { return TextBuilder.join(b.minimum, " to ", b.maximum) }
        var t = TextBuilder(b.minimum)
        t.add(joiner)
        t.add(b.maximum)
        return t.string
    }
}

/// The texts at the two ends of a gauge (SwiftUI's `minimumValueLabel` / `maximumValueLabel`).
///
/// ```swift
/// var gauge = Gauge(value: 21, in: 0...40, style: .accessoryCircular)
/// gauge.boundsLabels = BoundsLabels(minimum: "0 °C", maximum: "40 °C")
/// print(gauge.accessibilityDescription)   // "0 °C to 40 °C"
/// ```
public struct BoundsLabels: Equatable, Sendable, Hashable {
    public var minimum: String
    public var maximum: String
    public init(minimum: String, maximum: String) {
        self.minimum = minimum
        self.maximum = maximum
    }
}

extension Gauge {
    /// Whether bounds labels are given (`boundsLabels`): the case matched, where `!= nil` went through
    /// `BoundsLabels`' derived `==` in each layout that asks (docs/wasm-build.md › Size and allocation).
    var hasBoundsLabels: Bool {
        if case .some = boundsLabels { return true }
        return false
    }
}

/// The initialisers are in an extension so the struct keeps its implicit memberwise initialiser (see `init(value:in:…)`).
extension Gauge {
    /// A gauge for `value` in `bounds` (default `0...1`). Never traps: bounds that are not finite are clamped
    /// (docs/swiftui-fidelity.md › Hostile input) — ±∞ to ±`Double.greatestFiniteMagnitude`; a NaN bound or a
    /// reversed pair (only `ClosedRange(uncheckedBounds:)` makes either) to the default `0...1`. `0 ... .nan`
    /// itself traps in the standard library's `...` before this initialiser runs: bounds from outside Swift go
    /// through `init(value:lowerBound:upperBound:…)` or `setBounds`, which throw instead.
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1, label: String = "",
                currentValueLabel: String? = nil, boundsLabels: BoundsLabels? = nil,
                style: GaugeStyle = .automatic, tint: Tint = .color(.blue), colorScheme: ColorScheme = .light) {
        #if hasFeature(Embedded)
        let (lower, upper) = (bounds.lowerBound, bounds.upperBound)  // the C ABI's gauges are made in 0...1
        #else
        let (lower, upper) = Gauge.clampedBounds(bounds.lowerBound, bounds.upperBound)
        #endif
        // Through the implicit memberwise initialiser, which builds the gauge as one value: assigned field by field
        // here, the new gauge was kept in memory and copied into its slot (an outlined copy of every field in the
        // wasm; docs/wasm-build.md › Size and allocation). `tintResolved` is computed, not through `resolveTint()`.
        self.init(value: value, lowerBound: lower, upperBound: upper, label: label,
                  currentValueLabel: currentValueLabel, boundsLabels: boundsLabels, style: style, tint: tint,
                  colorScheme: colorScheme, tintResolved: tint.resolved(lower: lower, upper: upper, scheme: colorScheme))
    }

    #if !hasFeature(Embedded)
    /// The bounds `init(value:in:…)` keeps for `lower…upper` (see there).
    static func clampedBounds(_ lower: Double, _ upper: Double) -> (Double, Double) {
        guard !lower.isNaN, !upper.isNaN, lower <= upper else { return (0, 1) }
        let m = Double.greatestFiniteMagnitude
        return (min(max(lower, -m), m), min(max(upper, -m), m))
    }

    /// A gauge for `value` in `lowerBound…upperBound` given apart, for bounds that come from outside Swift (a
    /// request, a file): no `ClosedRange` is made, so nothing traps.
    ///
    /// - Throws: `GaugeError.badArgument` naming `lower` or `upper` when either is NaN or ±∞, or `lower` when
    ///   `lowerBound > upperBound` (as `setBounds`).
    public init(value: Double, lowerBound: Double, upperBound: Double, label: String = "",
                currentValueLabel: String? = nil, boundsLabels: BoundsLabels? = nil,
                style: GaugeStyle = .automatic, tint: Tint = .color(.blue), colorScheme: ColorScheme = .light) throws(GaugeError) {
        self.init(value: value, label: label, currentValueLabel: currentValueLabel, boundsLabels: boundsLabels,
                  style: style, tint: tint, colorScheme: colorScheme)
        try setBounds(lower: lowerBound, upper: upperBound)
    }
    #endif

    /// A gauge with SwiftUI's separate `minimumValueLabel` / `maximumValueLabel` arguments.
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1, label: String = "",
                currentValueLabel: String? = nil, minimumValueLabel: String, maximumValueLabel: String,
                style: GaugeStyle = .automatic, tint: Tint = .color(.blue), colorScheme: ColorScheme = .light) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  boundsLabels: BoundsLabels(minimum: minimumValueLabel, maximum: maximumValueLabel),
                  style: style, tint: tint, colorScheme: colorScheme)
    }
}
