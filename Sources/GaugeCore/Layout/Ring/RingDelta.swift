// The delta in the ring styles: under the value, inside the inner circle, when it fits
// (docs/swiftui-fidelity.md › Delta).

extension RingMetrics {
    /// With a delta the value may shrink to this share of the size it has alone (24 pt → 16.8 pt; less where the
    /// range's widest text already makes it smaller alone, docs/swiftui-fidelity.md › Numbers hold still) to make
    /// room under it; where it would have to shrink further, the delta is left out and the value keeps its own fit.
    /// A design choice: the reading stays the largest text (the delta is 11 pt, `TypeScale.caption`).
    static let valueScaleWithDelta = 0.7
}

extension Gauge {
    /// The value text and the delta of a ring whose value is centred in `ring` (the texts of `fitRingValue`, whose
    /// `floor` they share). Without a delta, or when it does not fit, the value alone as `fitRingValue` places it.
    ///
    /// The rule: the delta (`TypeScale.caption`, 11 pt × the ring's scale) sits as low as the inner circle lets
    /// its whole width through at its ink's bottom (and above `floor`, the opening's texts); the value's ink ends
    /// `textGap` above the delta's and is as large as the inner circle allows above that, at most its full size.
    /// When the value would be under `valueScaleWithDelta` of its size alone (`fitRingValue`'s: the range's widest
    /// text, not the delta, is what made a short reading small), or the delta is wider than the circle, the delta
    /// is dropped. With no value text the delta takes the value's place alone.
    func fitRingValueAndDelta(_ ring: RingFrame, above floor: Double?, text metrics: inout TextMetrics)
        -> (value: (text: FittedText, x: Double, y: Double, maxWidth: Double)?, delta: PlacedText?) {
        let alone = fitRingValue(ring, above: floor, text: &metrics)
        if let d = deltaText, let delta = ringDelta(d, ring, above: floor, text: &metrics) {
            guard let a = alone else { return (nil, delta) }
            let base = delta.y - ring.cy - FontMetrics.inkAscent * delta.text.size - RingMetrics.textGap * ring.scale
            // (A value cut to fit alone has no room for a delta either.)
            if !a.text.isTruncated, let v = ringValue(a.text.text, ring, base: base, least: a.text.size * RingMetrics.valueScaleWithDelta,
                                                      text: &metrics) { return (v, delta) }
        }
        return (alone, nil)
    }

    /// The delta placed as low in the inner circle as its width allows (and above `floor`), or nil when it does not
    /// fit (see `fitRingValueAndDelta`).
    @inline(never)
    func ringDelta(_ d: DeltaText, _ ring: RingFrame, above floor: Double?, text metrics: inout TextMetrics) -> PlacedText? {
        let s = ring.scale
        let inner = max(0, ring.radius - ring.stroke / 2 - RingMetrics.valueInset * s)
        let size = TypeScale.caption.points * s * fontScale  // (docs/swiftui-fidelity.md › Font scale)
        let w = metrics.width(of: d.text, weight: TextRole.regular) * size
        guard size >= FittedText.minimumSize, w < 2 * inner else { return nil }
        // The delta's ink bottom (from the centre, downward positive), its middle and its ink top.
        var bottom = (inner * inner - w * w / 4).squareRoot()
        if let floor { bottom = min(bottom, floor - ring.cy) }
        let mid = bottom - FontMetrics.inkDescent * size
        let top = mid - FontMetrics.inkAscent * size
        guard w <= chord(top, inner) else { return nil }
        return PlacedText(text: FittedText(text: d.text, size: size, weight: TextRole.regular, width: w),
                          x: ring.cx, y: ring.cy + mid, maxWidth: chord(bottom, inner), role: RingText.delta)
    }

    /// The chord of a circle of radius `r` at `dy` from its centre.
    func chord(_ dy: Double, _ r: Double) -> Double { dy.magnitude >= r ? 0 : 2 * (r * r - dy * dy).squareRoot() }

    /// The value text with its ink's bottom at `base` (from the centre, downward positive), as large as the inner
    /// circle allows and at most its full size; nil under `least`.
    @inline(never)
    func ringValue(_ value: String, _ ring: RingFrame, base: Double, least: Double, text metrics: inout TextMetrics)
        -> (text: FittedText, x: Double, y: Double, maxWidth: Double)? {
        let s = ring.scale
        let inner = max(0, ring.radius - ring.stroke / 2 - RingMetrics.valueInset * s)
        // Its size v: its top corners (at base − (a + b)·v, half its width em·v/2 out) inside the inner circle:
        // (em²/4 + k²)·v² − 2·k·base·v + base² − inner² ≤ 0.
        let em = metrics.valueWidth(of: value, weight: TextRole.medium)
        let k = FontMetrics.inkAscent + FontMetrics.inkDescent
        let a = em * em / 4 + k * k, b = -2 * k * base, c = base * base - inner * inner
        let disc = b * b - 4 * a * c
        guard disc >= 0, c < 0 else { return nil }
        let full = RingMetrics.valueFontSize * s * fontScale
        var v = min(full, (-b + disc.squareRoot()) / (2 * a))
        // Its bottom corners inside the circle too (the base lies below the centre).
        if em > 0 { v = min(v, chord(base, inner) / em) }
        guard v >= least else { return nil }
        let fitted = FittedText(text: value, size: v, weight: TextRole.medium, width: em * v)
        return (fitted, ring.cx, ring.cy + base - FontMetrics.inkDescent * v, min(chord(base - k * v, inner), chord(base, inner)))
    }
}
