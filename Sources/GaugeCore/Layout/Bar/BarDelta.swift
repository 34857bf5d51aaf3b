// The delta in the bar styles: after the current-value text on its line (horizontal), or beside the reading /
// in the row under the value (vertical). docs/swiftui-fidelity.md › Delta.

extension Gauge {
    /// Draws a bar's value text `value` (fitted to `maxWidth`) in the line at `top`, and the delta after it, at the
    /// value's size and `TypeScale.rowGap` from it, when the delta fits whole in what the value leaves of
    /// `maxWidth`; else the value alone, as without a delta (the delta is the first text left out). `align`
    /// `.center`: the two are centred together on `x`; `.left`: the value starts at `x`. Right-to-left mirrors
    /// the pair with the list (the value on the right, the delta left of it).
    @inline(never)
    func drawValueRow(_ value: FittedText, x: Double, top: Double, align: DisplayList.Align, paint: UInt32,
                      maxWidth: Double, scale k: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let gap = TypeScale.rowGap * k
        list.mark(PartCode.valueText)
        if let d = deltaText, let v = value.drawable, !v.isTruncated,
           case let vw = max(v.width, metrics.reservedValueWidth(weight: v.weight) * v.size),  // (docs/swiftui-fidelity.md › Numbers hold still)
           let df = fitDelta(d, size: v.size, maxWidth: maxWidth - vw - gap, minimumScale: 1, text: &metrics) {
            let x0 = align == .center ? x - (vw + gap + df.width) / 2 : x
            drawRow(v, x: x0, top: top, lineHeight: v.lineHeight, align: .left, paint: paint, maxWidth: vw, into: &list)
            drawRow(df, x: x0 + vw + gap, top: top, lineHeight: v.lineHeight, align: .left,
                    paint: list.solid(deltaColor(increasing: d.increasing)), maxWidth: df.width, into: &list)
            return
        }
        drawRow(value, x: x, top: top, lineHeight: value.lineHeight, align: align, paint: paint, maxWidth: maxWidth, into: &list)
    }

    /// The delta's row of a vertical bar, to go right under the value's row (the last of `above`) at the value's
    /// size, taking the value's gap (`appendDeltaRow`). Unchanged without a delta, without a value text, when
    /// the delta is wider than `width` at that size, or when the column would then need more than `verticalTextMaxShare` of `height` at full size while it did
    /// not before (so the delta is left out before any text shrinks).
    @inline(never)
    func appendDeltaRow(_ above: inout [TextRow], below: [TextRow], width: Double, height: Double,
                        text metrics: inout TextMetrics, paint list: inout DisplayList) {
        let valueIndex = above.count - 1
        guard let d = deltaText, !above[valueIndex].text.isEmpty,
              metrics.width(of: d.text, weight: TextRole.regular) * above[valueIndex].fontSize <= width else { return }
        // The column's height at full size (rows without text take none), and what the delta's row adds.
        var natural = 0.0, first = true
        @inline(never)  // (called more than once: one copy in the wasm, not one per call)
        func add(_ rows: [TextRow]) {
            for r in rows where !r.text.isEmpty {
                if first { natural += BarMetrics.inkAbove(fontSize: r.fontSize, rowHeight: r.fontSize * FontMetrics.lineHeight); first = false }
                natural += r.fontSize * FontMetrics.lineHeight + r.gap
            }
        }
        add(above)
        add(below)
        let value = above[valueIndex]
        let room = height * BarMetrics.verticalTextMaxShare
        if natural + value.fontSize * FontMetrics.lineHeight > room && natural <= room { return }
        above[valueIndex].gap = 0
        above.push(TextRow(text: d.text, fontSize: value.fontSize, weight: TextRole.regular,
                           paint: list.solid(deltaColor(increasing: d.increasing)), truncates: false, gap: value.gap,
                           part: PartCode.valueText))
    }
}

extension Gauge {
    /// `accessoryLinear`'s delta as its trailing text (without bounds texts the value leads and nothing trails):
    /// nil when there is none, or when it would not fit whole at the end texts' size in its 30 % slot, or would
    /// leave the track under a quarter of the width (then the value keeps its place alone).
    @inline(never)
    func markerBarDelta(leading: String, width: Double, fontSize: Double, gap: Double, truncates: Bool,
                        text metrics: inout TextMetrics) -> DeltaText? {
        guard let d = deltaText else { return nil }
        let slot = width * BarMetrics.boundsMaxShare
        let w = metrics.width(of: d.text, weight: TextRole.semibold) * fontSize
        guard w <= slot else { return nil }
        let lead = metrics.fit(leading, size: fontSize, weight: TextRole.semibold, maxWidth: slot, truncates: truncates, value: true).drawable
        let left = leadingSpan(lead, slot: slot, gap: gap, isValue: true, text: &metrics)
        return width - left - (w + gap) >= width / 4 ? d : nil
    }
}
