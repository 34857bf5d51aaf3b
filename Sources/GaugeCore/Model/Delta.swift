// A delta against a reference value: "▲+5" beside the reading (docs/swiftui-fidelity.md › Delta). The model, the
// one text rule and the one colour rule; where each style puts the text is in its layout (Dial/, Ring/, Bar/).

/// The change of the value against a reference, shown as a short signed text in an increasing or decreasing
/// colour (Plotly's indicator `delta`: `reference`, `relative`, `increasing`/`decreasing` `color` and `symbol`).
/// Off until a reference is set.
///
/// ```swift
/// var gauge = Gauge(value: 62, in: 0...100)
/// gauge.delta = Delta(reference: 57, mode: .absolute)
/// print(gauge.delta.reference ?? 0, gauge.deltaText?.text ?? "")   // 57.0 ▲+5
/// ```
public struct Delta: Sendable, Equatable, Hashable {
    /// How the change is written.
    ///
    /// ```swift
    /// var gauge = Gauge(value: 62, in: 0...100)
    /// gauge.delta = Delta(reference: 57, mode: .relative)   // the change as a percentage of 57
    /// print(gauge.delta.mode.name)                     // "relative"
    /// ```
    public enum Mode: UInt32, CaseIterable, Sendable {
        /// value − reference, in the gauge's number format ("+5", "-3").
        case absolute = 0
        /// (value − reference) / |reference| as a percent with one fraction digit ("+5.2%"); none for a zero
        /// reference (the change has no ratio).
        case relative = 1

        /// The name the ABI's messages and the JS host use.
        public var name: String { self == .absolute ? "absolute" : "relative" }
    }

    /// The value the change is measured from; nil (the default) for no delta. Finite (the setter refuses ±∞).
    public var reference: Double? = nil
    public var mode = Mode.absolute
    /// Drawn before the sign when the value is above (below) the reference; empty for none.
    public var increasingSymbol = Delta.defaultIncreasingSymbol
    public var decreasingSymbol = Delta.defaultDecreasingSymbol
    /// The host formatter's text for the change's magnitude (|value − reference|, or the relative change), kept in
    /// step with the value like `Gauge.formattedValueText`; "" when the formatter writes it as it writes 0 (no
    /// delta). nil: the core formats it.
    public var formattedMagnitude: String? = nil
    /// The host formatter's text for the reference (said in `accessibilityValueText`); nil: the core's format.
    public var formattedReference: String? = nil

    public init(reference: Double? = nil, mode: Mode = .absolute) {
        self.reference = reference
        self.mode = mode
    }

    /// Plotly's symbols: U+25B2 and U+25BC.
    public static let defaultIncreasingSymbol = "▲", defaultDecreasingSymbol = "▼"
    /// The relative change's format: one fraction digit and a percent sign (5.2 %: a change reads to a tenth).
    public static let relativeFormat = NumberFormat(precision: .fractionLength(1), percent: true)
}

/// A delta as the gauge shows it: the drawn text, its direction, and the parts `accessibilityValueText` says.
///
/// ```swift
/// var gauge = Gauge(value: 40, in: 0...100)
/// gauge.delta = Delta(reference: 45, mode: .absolute)
/// if let delta = gauge.deltaText {
///     print(delta.text, delta.increasing)   // ▼-5 false
/// }
/// ```
public struct DeltaText: Sendable {
    /// Symbol, sign and magnitude: "▲+5", "▼-3" ("+5" with no symbol). The sign is the core's ("-", as
    /// `NumberFormat` writes negatives), so the text reads alone when copied or when the symbols are empty.
    public var text: String
    public var increasing: Bool
    /// The magnitude without sign ("5", "5.2%") and the reference ("45"), formatted.
    public var magnitude: String
    public var reference: String
}

extension Gauge {
    /// The delta's settings (a default `Delta`, no reference, when none were set).
    public var delta: Delta {
        get { deltaStorage.first ?? Delta() }
        set { deltaStorage = [newValue] }
        // In place: a setter changes one field without copying the others.
        _modify {
            makeDelta()
            yield &deltaStorage[0]
        }
    }

    /// A default `Delta` stored when none is: out of line, as the `delta` accessor is inlined in every setter.
    @inline(never)
    private mutating func makeDelta() { if deltaStorage.isEmpty { deltaStorage = [Delta()] } }

    /// Sets the reference (nil: none) and mode; the C ABI's one call for it (one write through the handle table).
    @inline(never)
    package mutating func setDelta(reference: Double?, mode: Delta.Mode) {
        delta.reference = reference
        delta.mode = mode
    }

    /// Sets the symbols drawn before the sign.
    @inline(never)
    package mutating func setDeltaSymbols(increasing: String, decreasing: String) {
        delta.increasingSymbol = increasing
        delta.decreasingSymbol = decreasing
    }

    /// Sets the host formatter's text for the magnitude (`which` 0) or the reference (1); nil: the core's format.
    @inline(never)
    package mutating func setDeltaText(_ which: Int, _ text: String?) {
        if which == 0 { delta.formattedMagnitude = text } else { delta.formattedReference = text }
    }

    /// The delta to show, or nil: none without a reference, for no value, an infinite value, a change that is
    /// not finite, a relative change from a zero reference, a value and reference that format the same (the
    /// gauge's format; the host's two texts when it formats both: 0.1 + 0.2 against 0.3 is float noise, not
    /// "▲+5.55111512312578e-17"), or a change that formats as zero (the magnitude's text equals the format's text
    /// for 0, or the host sent "" for it). Never NaN or ∞ in the text.
    @inline(never)
    public var deltaText: DeltaText? {
        guard let d = deltaStorage.first, let reference = d.reference, value.isFinite else { return nil }
        let change = value - reference, relative = d.mode == .relative
        // The relative change from a zero reference is infinite: none.
        let x = relative ? change.magnitude / reference.magnitude : change.magnitude
        guard change != 0, x.isFinite else { return nil }
        // The reading and its reference look alike: what the change measures is below the shown digits.
        let shown = formattedValueText ?? valueString(value)
        let shownReference = formattedValueText.isSome ? d.formattedReference ?? valueString(reference) : valueString(reference)
        if [UInt8](utf8: shown).isUTF8(of: shownReference) { return nil }
        let f = relative ? Delta.relativeFormat : valueFormat
        let magnitude = d.formattedMagnitude ?? f.string(x)
        // Compared by bytes: String's == compares canonical equivalence, which brings Unicode's normalisation
        // tables into the wasm (about 32 KB gzipped).
        // (As an array: `isUTF8(of:)`, the one comparison of text and bytes TextMetrics already uses.)
        if magnitude.isEmpty || (!d.formattedMagnitude.isSome && [UInt8](utf8: f.string(0)).isUTF8(of: magnitude)) { return nil }
        let up = change > 0
        var t = TextBuilder(up ? d.increasingSymbol : d.decreasingSymbol)
        t.add(up ? "+" : "-")
        t.add(magnitude)
        return DeltaText(text: t.string, increasing: up, magnitude: magnitude,
                         reference: d.formattedReference ?? valueString(reference))
    }

    /// The delta's colour: system green when the value rose, system red when it fell, each for the colour
    /// scheme (`SystemColor`, SwiftUI's palette), unless the page set `colors.increasing` / `colors.decreasing`.
    @inline(never)
    func deltaColor(increasing: Bool) -> Color {
        setColor(increasing ? .increasing : .decreasing) ?? (increasing ? SystemColor.green : SystemColor.red).color(in: colorScheme)
    }

    /// The delta fitted at `size` px into `maxWidth`: a number, so it shrinks but is never cut, and it is dropped
    /// (nil) below `FittedText.minimumScale` of `size` — the delta is the first text a style leaves out.
    /// `minimumScale` 1: only at `size` (the bars, where it sits beside a text of that size).
    @inline(never)
    func fitDelta(_ delta: DeltaText, size: Double, maxWidth: Double, minimumScale: Double = FittedText.minimumScale,
                  text metrics: inout TextMetrics) -> FittedText? {
        guard maxWidth > 0 else { return nil }
        let fitted = metrics.fit(delta.text, size: size, weight: TextRole.regular, maxWidth: maxWidth, truncates: false)
        guard let t = fitted.drawable, t.size >= size * minimumScale else { return nil }
        return t
    }

    /// The accessible form of the delta: ", up 5 from 45" (`upWord`, `downWord`, `fromWord`, English by default),
    /// appended to `out`.
    func addDeltaWords(_ d: DeltaText, to out: inout TextBuilder) {
        out.add(", ")
        out.add(d.increasing ? upWord ?? "up " : downWord ?? "down ")
        out.add(d.magnitude)
        out.add(fromWord ?? " from ")
        out.add(d.reference)
    }
}
