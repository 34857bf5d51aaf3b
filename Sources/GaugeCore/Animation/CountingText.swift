/// The value text of an animation frame: the value on its way to the new one, in the gauge's number format
/// (docs/design.md › Counting value text; docs/swiftui-fidelity.md › Animation for SwiftUI's `numericText`).
///
/// ```swift
/// let gauge = Gauge(value: 80, in: 0...100)
/// if let frame = gauge.countingText(shown: 52.4, start: 20) {
///     print(frame.text, frame.widest)   // the text mid-count, and the widest text the count can show
/// }
/// ```
package struct CountingText: Sendable {
    /// The text drawn in this frame (empty in a render's reservation, `Gauge.valueReservation`).
    public let text: String
    /// The widest text the transition can show (a render's reservation: the range's, `Gauge.widestValueText`). Its
    /// width — each digit at the widest digit's — is the width the layout gives `text`, so the value text neither
    /// shrinks nor moves between frames.
    public let widest: String
    /// How the reserved width applies to the value text (`TextMetrics.valueWidth`).
    let kind: Kind

    /// A counting frame's text at `widest`'s width (never measured itself: it is at most as wide).
    public init(text: String, widest: String) {
        self.init(text: text, widest: widest, kind: .frame)
    }

    init(text: String, widest: String, kind: Kind) {
        self.text = text
        self.widest = widest
        self.kind = kind
    }

    /// What the reserved width does to the text (docs/swiftui-fidelity.md › Numbers hold still).
    enum Kind: Sendable {
        /// A counting frame: measured as `widest`.
        case frame
        /// The number format's text: measured as `widest`, or as itself where that is wider (a significant-digits
        /// text near zero).
        case formatted
        /// A text the page set: measured as itself; `widest` only keeps the room around it
        /// (`TextMetrics.reservedValueWidth`).
        case custom
    }

    /// `widest`'s width in em at `weight` (`TextMetrics.glyphWidth`).
    func width(in metrics: inout TextMetrics, weight: Int) -> Double { metrics.glyphWidth(of: widest, weight: weight) }
}

extension Gauge {
    /// The value text of a frame showing `shown` on the way from `start` to `value`, or nil when the value text
    /// does not count (it shows the value's own text): a `currentValueLabel` or a host-made text
    /// (`formattedValueText`) is shown as given, and a non-finite end or one in scientific notation jumps.
    ///
    /// - `shown` is clamped to between `start` and `value`: a spring's overshoot moves the fill, never the
    ///   reading (a number past the new value would misreport it).
    /// - Fraction digits: a fixed format's own; otherwise the most of the start's and the end's texts (so a
    ///   count never shows more digits than the texts it runs between), kept through the count (no trimming:
    ///   the digits do not come and go). Significant digits stay within their count too.
    package func countingText(shown: Double, start: Double) -> CountingText? {
        guard !currentValueLabel.isSome, !formattedValueText.isSome, value.isFinite, start.isFinite, shown.isFinite else {
            return nil
        }
        let format = valueFormat
        var bare = format
        bare.prefix = ""
        bare.suffix = ""
        bare.grouping = false
        bare.showsPercentSign = false
        guard let fa = Gauge.fractionDigits(bare.string(start.magnitude)),
              let fb = Gauge.fractionDigits(bare.string(value.magnitude)) else { return nil }
        var k = max(fa, fb)
        if case .fractionLength(let d) = format.precision { k = d }
        var fixed = format
        fixed.precision = .fractionLength(min(k, NumberFormat.maximumFractionLength))
        let v = GaugeMath.clamp(shown, min(start, value), max(start, value))
        var text = fixed.string(v)
        if case .significantDigits = format.precision, let f = Gauge.fractionDigits(bare.string(v.magnitude)), f <= k {
            text = format.string(v)
        }
        let m = max(start.magnitude, value.magnitude)
        return CountingText(text: text, widest: fixed.string(start < 0 || value < 0 ? -m : m))
    }

    /// The wider of `text` and `widestValueText` by the rule `widestValueText` picks with (most digits, then
    /// most characters).
    func wider(_ text: String) -> String {
        guard let range = widestValueText else { return text }
        return Gauge.widthRank(range) > Gauge.widthRank(text) ? range : text
    }

    /// The number of digits after the point in a number's text without affixes; nil in scientific notation.
    static func fractionDigits(_ s: String) -> Int? {
        var count: Int? = 0, after = false
        s.withBytes { bytes in
            for b in bytes {
                if b == 0x65 { count = nil; return }
                if after { count! += 1 } else if b == 0x2E { after = true }
            }
        }
        return count
    }

    /// The frame of an animation (as `render(…showing:additional:text:into:)`) whose value text counts:
    /// `shownValue` is the value the text shows on its way from `valueStart` to `value` (`countingText`); nil
    /// shows the value's own text.
    /// `settled`: the frame after the count, `shownValue` nil — the value's own text, sized for the transition's
    /// widest text as the counting frames were (`valueStart` the count's start), so the text does not change size
    /// when it settles (−99.5 → 99.5 counted at 24.2 px and settled at 27: docs/design.md › Counting value text).
    package func render(width: Double, height: Double, pixelRatio: Double, showing shownFraction: Double?,
                       additional: [Double?]?, shownValue: Double?, valueStart: Double, settled: Bool = false,
                       text metrics: inout TextMetrics, into list: inout DisplayList) {
        #if hasFeature(Embedded)
        var frame = self
        #else
        var frame = drawable  // clamped as `render(width:height:pixelRatio:text:into:)` draws it
        #endif
        let saved = frame.beginFrame(showing: shownFraction, additional: additional, shownValue: shownValue,
                                     valueStart: valueStart, settled: settled, text: &metrics)
        frame.render(width: width, height: height, pixelRatio: pixelRatio, text: &metrics, into: &list)
        frame.endFrame(saved, text: &metrics)
    }

    /// Puts the gauge into an animation frame for `render(width:height:pixelRatio:text:into:)`, which then draws
    /// what `render(…showing:additional:shownValue:valueStart:text:into:)` draws (same arguments); `endFrame`
    /// with the returned state puts it back exactly. For a caller that keeps the gauge and renders it in place:
    /// the frame is not drawn from a copy of the gauge, whose outlined copy code is the largest function of its
    /// kind in the wasm (docs/wasm-build.md › Size and allocation).
    package mutating func beginFrame(showing shownFraction: Double?, additional: [Double?]?, shownValue: Double?,
                                    valueStart: Double, settled: Bool = false, text metrics: inout TextMetrics) -> FrameState {
        var saved = FrameState(fraction: shownFractionOverride, additional: shownAdditionalOverride,
                               formatted: formattedValueText, counting: false)
        // A frame's text is sized for the wider of the count's widest text and the range's (`widestValueText`),
        // as the settled value is: one size before, through and after the count.
        if let v = shownValue, let counting = countingText(shown: v, start: valueStart) {
            formattedValueText = counting.text
            metrics.counting = CountingText(text: counting.text, widest: wider(counting.widest))
            saved.counting = true
        } else if shownValue == nil, settled, valueStart != value, let counting = countingText(shown: value, start: valueStart) {
            // Settled after a count: the value's own text at the width the count reserved (one size throughout).
            metrics.counting = CountingText(text: currentValueText, widest: wider(counting.widest))
            saved.counting = true
        }
        shownFractionOverride = .some(shownFraction)
        shownAdditionalOverride = additional
        return saved
    }

    /// Ends the frame `beginFrame` began: the gauge and `metrics.counting` as they were before it.
    package mutating func endFrame(_ saved: FrameState, text metrics: inout TextMetrics) {
        shownFractionOverride = saved.fraction
        shownAdditionalOverride = saved.additional
        formattedValueText = saved.formatted
        if saved.counting { metrics.counting = nil }
    }
}

/// What `Gauge.beginFrame` changed, for `Gauge.endFrame` to put back.
package struct FrameState {
    var fraction: Double??
    var additional: [Double?]?
    var formatted: String?
    var counting: Bool
}
