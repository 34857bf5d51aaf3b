// The value text's number format and the width reserved for it: the two rules of
// docs/swiftui-fidelity.md › Numbers hold still.

extension NumberFormat {
    /// Most steps across a range the automatic format resolves: its fraction digits are the most that keep the
    /// span at or under 1,000 steps of the last digit (about three significant digits of the span; 0…100 → "76.8",
    /// 0…40 → "21.3", 0…1 percent → "76.8%"). docs/swiftui-fidelity.md › Numbers hold still.
    static let rangeSteps = 1000.0

    /// The fraction digits the automatic format shows for values in `lower…upper` (`rangeSteps`), 0…20; nil when
    /// the bounds are not a finite, increasing pair, or the span needs more than 20 digits (then up to 15
    /// significant digits, as without a range).
    static func rangeFractionDigits(lower: Double, upper: Double, percent: Bool) -> Int? {
        let span = (upper - lower) * (percent ? 100 : 1)
        guard span.isFinite, span > 0 else { return nil }
        var d = 0, p = 10.0  // p = 10^(d+1), exact up to 10^21
        while d < GaugeLimits.fractionLength && span * p <= rangeSteps { d += 1; p *= 10 }
        return span * p / 10 < rangeSteps / 10 ? nil : d  // at 20 digits the span still had fewer than 100 steps
    }
}

extension Gauge {
    /// The format the value, its bounds and its delta are written in: `format`, whose automatic digits are
    /// limited by the range (`NumberFormat.rangeFractionDigits`); fixed and significant digits are the format's
    /// own. docs/swiftui-fidelity.md › Numbers hold still.
    package var valueFormat: NumberFormat {
        var f = format
        if case .automatic = f.precision {
            f.rangeFractionDigits = NumberFormat.rangeFractionDigits(lower: lowerBound, upper: upperBound, percent: f.percent)
        }
        return f
    }

    /// `x` in `valueFormat`: the one call the gauge's texts make (out of line: each caller had its own copy and
    /// release of the format).
    @inline(never)
    package func valueString(_ x: Double) -> String { valueFormat.string(x) }

    /// The widest text `valueFormat` writes for a value in the range (out-of-range values are sized as the bound
    /// they pass), every digit counted at the widest digit's width (`TextMetrics.glyphWidth`): the most digits win,
    /// then the most characters. Per side of zero, the bound's magnitude; with automatic digits also one step of
    /// the last digit below it ("39.9" for 0…40: "40" trims its zero); significant digits also each power of ten
    /// down to a thousandth of the bound, as their digits after the point grow toward zero (smaller magnitudes may
    /// be wider and are then measured as they are). Nil when a bound is not finite or they are not ordered. The
    /// candidates are written and ranked one by one: no list is made, and none of them allocates unless it is
    /// longer than a small string (10 UTF-8 bytes in the wasm).
    package var widestValueText: String? {
        let lower = lowerBound, upper = upperBound
        guard lower.isFinite, upper.isFinite, lower <= upper else { return nil }
        let f = valueFormat
        var significant = false, step = 0.0  // step: the last digit's, for automatic digits from the range
        switch f.precision {
        case .automatic:
            var p = 1.0
            for _ in 0..<(f.rangeFractionDigits ?? 0) { p *= 10 }
            if f.rangeFractionDigits != nil { step = 1 / p / (f.percent ? 100 : 1) }
        case .significantDigits: significant = true
        case .fractionLength: break
        }
        var best = "", rank = -1
        @inline(never)
        func consider(_ x: Double) {
            let t = f.string(x), r = Gauge.widthRank(t)
            if r > rank { best = t; rank = r }
        }
        // Per side of zero (sign −1 or 1), magnitudes a…b.
        @inline(never)
        func side(_ a: Double, _ b: Double, _ sign: Double) {
            consider(sign * b)
            // Automatic digits: also one step below the bound, whose fraction digits are not trimmed away ("39.9" for 0…40).
            if step > 0 && step < 1 && b - step >= a { consider(sign * (b - step)) }
            guard significant else { return }
            if a > 0 { consider(sign * a) }
            var c = b / 10, k = 0
            while k < 3 && c > a { consider(sign * c); c /= 10; k += 1 }
        }
        if upper > 0 { side(max(lower, 0), upper, 1) }
        if lower < 0 { side(max(-upper, 0), -lower, -1) }
        if rank < 0 { consider(0) }
        return best
    }

    /// How wide a number's text is by `widestValueText`'s rule, as one integer: its ASCII digits, then its bytes.
    static func widthRank(_ t: String) -> Int {
        var digits = 0, bytes = 0
        t.withBytes { for b in $0 { bytes += 1; if b >= 0x30 && b <= 0x39 { digits += 1 } } }
        return digits << 20 + bytes
    }

    /// The reservation `render` lays the value text out with (`TextMetrics.counting`): the value text measured at
    /// least as wide as `widestValueText` when the format wrote it, or as given (a `currentValueLabel`, a host's
    /// text) with that width reserved around it. Nil without a widest text.
    package var valueReservation: CountingText? {
        guard let widest = widestValueText else { return nil }
        let custom = currentValueLabel.isSome || (hasValue && formattedValueText.isSome)
        return CountingText(text: "", widest: widest, kind: custom ? .custom : .formatted)
    }
}
