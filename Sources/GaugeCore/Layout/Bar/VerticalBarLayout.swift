// The linear styles with `orientation == .vertical` (thermometers): the bar runs up the box's height.

extension Gauge {
    /// The vertical linear styles (`orientation == .vertical`): texts stacked in rows above and below a bar
    /// that fills the rest of the box's height, its minimum at the bottom. Rows are measured at SwiftUI's
    /// sizes (`BarMetrics`, as the horizontal styles); when they need more than half the height they shrink
    /// uniformly (`verticalTextMaxShare`). Every text is fitted to the box's width (shrunk, then truncated
    /// unless it is a formatted number), so nothing leaves the box. The bar's thickness scales with the box's
    /// width (`BarMetrics.verticalThickness`).
    /// - `linearCapacity` / `automatic`: `label` and the maximum label above the bar, the minimum label below it,
    ///   all centred; the current value beside the bar on its trailing side at the fill's level (within the bar's
    ///   span), or — where it does not fit there — under the label with a double gap before the maximum label,
    ///   never between the bounds (docs/swiftui-fidelity.md › Vertical bars). The bar is centred, as thick as
    ///   `BarMetrics.verticalThickness` makes it for the box's width, filled from the bottom (or the origin)
    ///   upward, a gradient tint running bottom → top; with `segmentCount` a column of cells from the bottom.
    /// - `accessoryLinear`: the maximum label above (or, without bounds labels, the current value), the
    ///   minimum label below, centred; the marker moves up the track.
    /// - `accessoryLinearCapacity`: a leading-aligned column (`label`, the current value, the maximum label,
    ///   the bar at the leading edge, the minimum label); flat tint as horizontally.
    /// Right-to-left mirrors about the vertical centre line: centred texts and bars stay where they are, the
    /// leading-aligned column moves to the right edge and aligns right; the value axis never flips.
    func layoutVerticalBar(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let primary = list.solid(labelColor)
        let t = fontScale  // every row's text size (docs/swiftui-fidelity.md › Font scale); gaps stay
        switch style.resolved {
        case .accessoryLinear:
            var above: [TextRow] = [], below: [TextRow] = []
            let size = BarMetrics.markerLabelFontSize * t, w = TextRole.semibold, gap = BarMetrics.boundsGap
            if !appendBoundsRows(&above, &below, size: size, weight: w, paint: primary, gap: gap) {
                above.push(TextRow(text: currentValueText, fontSize: size, weight: w, paint: list.solid(valueColor(secondary: false)),
                                     truncates: !currentValueIsFormatted, gap: gap, value: true))
                appendDeltaRow(&above, below: below, width: width, height: height, text: &metrics, paint: &list)
            }
            let span = placeColumn(above: above, below: below, width: width, height: height, leading: false,
                                   text: &metrics, into: &list)
            let h = min(stroke(BarMetrics.verticalThickness(BarMetrics.markerBarHeight, perWidth: BarMetrics.verticalMarkerPerWidth, width: width), side: width, limit: width), span.bottom - span.top)
            guard h > 0 else { return }
            drawMarkerTrack(.vertical(bottom: span.bottom, height: span.bottom - span.top, mid: width / 2, thickness: h, boxWidth: width),
                            into: &list)
        case .accessoryLinearCapacity:
            let valuePaint = list.solid(valueColor(secondary: true))
            let size = BarMetrics.accessoryLabelFontSize * t
            var above = [TextRow(text: label, fontSize: size, weight: TextRole.regular, paint: primary, truncates: true,
                                   gap: BarMetrics.accessoryLabelGap),
                         TextRow(text: currentValueText, fontSize: BarMetrics.accessoryValueFontSize * t, weight: TextRole.regular,
                                   paint: valuePaint, truncates: !currentValueIsFormatted,
                                   gap: !boundsTexts.isSome ? BarMetrics.accessoryValueGap : 2 * BarMetrics.accessoryValueGap, value: true)]
            var below: [TextRow] = []
            appendDeltaRow(&above, below: [], width: width, height: height, text: &metrics, paint: &list)
            appendBoundsRows(&above, &below, size: size, weight: TextRole.regular, paint: primary, gap: BarMetrics.accessoryLabelGap)
            let span = placeColumn(above: above, below: below, width: width, height: height, leading: true,
                                   text: &metrics, into: &list)
            let h = stroke(BarMetrics.accessoryBarHeight, side: width, limit: width)
            drawCapacityBar(.vertical(bottom: span.bottom, height: span.bottom - span.top, mid: h / 2, thickness: h, boxWidth: width),
                            track: trackColor, allowsGradient: false, into: &list)
        default:
            let secondary = list.solid(secondaryLabelColor)
            let gap = BarMetrics.capacityRowGap, size = BarMetrics.capacityBoundsFontSize * t
            let h = stroke(BarMetrics.verticalThickness(segmentCount >= 2 ? BarMetrics.segmentedBarHeight : BarMetrics.capacityBarHeight,
                                                        perWidth: BarMetrics.verticalCapacityPerWidth, width: width), side: width, limit: width)
            // The reading beside the bar at its level, on the trailing side, past the marks' reach (target, thresholds); where
            // it does not fit there at (nearly) full size, under the label. Either way never among the bounds.
            let valueText = currentValueText, valueSize = BarMetrics.capacityValueFontSize * t
            let valuePaint = list.solid(valueColor(secondary: false))
            let besideX = width / 2 + h / 2 + (targetFraction != nil || marksThresholds ? BarMetrics.targetOvershoot * h : 0) + TypeScale.besideGap
            var beside: FittedText? = nil
            if width - besideX > 0 {
                let f = metrics.fit(valueText, size: valueSize, weight: TextRole.medium, maxWidth: width - besideX,
                                    truncates: !currentValueIsFormatted, value: true)
                if let d = f.drawable, !d.isTruncated, d.size >= BarMetrics.besideMinimumScale * valueSize { beside = d }
            }
            // A delta goes under the reading beside the bar at the reading's size, or with it into the column when it
            // does not fit there (docs/swiftui-fidelity.md › Delta).
            let delta = deltaText
            var besideDelta: FittedText? = nil
            if let t = beside, let d = delta {
                besideDelta = fitDelta(d, size: t.size, maxWidth: width - besideX, minimumScale: 1, text: &metrics)
                if !besideDelta.isSome { beside = nil }
            }
            var above: [TextRow] = []
            above.reserveCapacity(3)
            above.push(TextRow(text: label, fontSize: BarMetrics.capacityLabelFontSize * t, weight: TextRole.semibold,
                               paint: primary, truncates: true, gap: gap))
            if !beside.isSome {
                // A double gap after the value sets the reading apart from the maximum label below it.
                above.push(TextRow(text: valueText, fontSize: valueSize, weight: TextRole.medium, paint: valuePaint,
                                   truncates: !currentValueIsFormatted, gap: !boundsTexts.isSome ? gap : 2 * gap, value: true))
                appendDeltaRow(&above, below: [], width: width, height: height, text: &metrics, paint: &list)
            }
            var below: [TextRow] = []
            appendBoundsRows(&above, &below, size: size, weight: TextRole.regular, paint: secondary, gap: gap)
            let span = placeColumn(above: above, below: below, width: width, height: height, leading: false,
                                   text: &metrics, into: &list)
            let length = span.bottom - span.top
            drawCapacityBar(.vertical(bottom: span.bottom, height: length, mid: width / 2, thickness: h, boxWidth: width),
                            track: trackColor, allowsGradient: true, segments: true, into: &list)
            if let t = beside, length >= t.lineHeight {
                // Centred on the fill's end (the minimum without a value), kept within the bar's span; the delta's
                // line under it when both fit in the span and the delta fits whole beside the bar.
                let y = span.bottom - (drawnFraction ?? 0) * length
                let half = t.lineHeight / 2
                let pair = length >= 2 * t.lineHeight ? besideDelta : nil
                let vy = min(max(y, span.top + half), span.bottom - half - (!pair.isSome ? 0 : t.lineHeight))
                list.mark(PartCode.valueText)
                list.text(t, x: besideX, y: vy, align: .left, paint: valuePaint, maxWidth: width - besideX)
                if let f = pair, let d = delta {
                    list.text(f, x: besideX, y: vy + t.lineHeight, align: .left, paint: list.solid(deltaColor(increasing: d.increasing)),
                              maxWidth: width - besideX)
                }
            }
        }
    }

    /// Appends the maximum label's row to `above` and the minimum label's to `below` (`boundsTexts`; given labels
    /// truncate, formatted bounds do not); returns false, appending nothing, without bounds texts. One function for
    /// the three vertical styles' columns (the same block three times was three copies in the wasm).
    @inline(never) @discardableResult
    func appendBoundsRows(_ above: inout [TextRow], _ below: inout [TextRow], size: Double, weight: Int, paint: UInt32,
                          gap: Double) -> Bool {
        guard let b = boundsTexts else { return false }
        let cut = hasBoundsLabels
        above.push(TextRow(text: b.maximum, fontSize: size, weight: weight, paint: paint, truncates: cut, gap: gap,
                           part: PartCode.maximumValueLabel))
        below.push(TextRow(text: b.minimum, fontSize: size, weight: weight, paint: paint, truncates: cut, gap: gap,
                           part: PartCode.minimumValueLabel))
        return true
    }

    /// Draws `above` (top down) and `below` (the last one at the bottom edge) with a bar's span left between
    /// them. Each text is first fitted to `width` at its row's size (shrunk, then truncated unless it is a
    /// formatted number); a row whose text cannot be drawn takes no room, and a row is as tall as its fitted
    /// text's line height, so the column has no holes. The first row is pushed down by the ink of tall glyphs
    /// (`BarMetrics.inkAbove`) so it stays inside the box. When rows and gaps need more than
    /// `verticalTextMaxShare` of `height`, every text and gap shrinks by one factor (rows that would fall
    /// under `FittedText.minimumSize` are left out). Texts are centred (or, `leading`, left-aligned at x = 0).
    /// - Returns: the y of the bar's top and bottom ends (top < bottom, at least half the height apart).
    func placeColumn(above: [TextRow], below: [TextRow], width: Double, height: Double, leading: Bool,
                     text metrics: inout TextMetrics, into list: inout DisplayList) -> (top: Double, bottom: Double) {
        // A fitted row is a `PlacedText`: its fitted text, and in `role` its index in its list of rows (a tuple of
        // the row and its text was an array growth and an outlined copy of its own in the wasm).
        @inline(never)  // (called more than once: one copy in the wasm, not one per call)
        func fitted(_ rows: [TextRow]) -> [PlacedText] {
            var out: [PlacedText] = []
            for i in rows.indices {
                let r = rows[i]
                let f = metrics.fit(r.text, size: r.fontSize, weight: r.weight, maxWidth: width, truncates: r.truncates, value: r.value)
                if let t = f.drawable { out.push(PlacedText(text: t, x: 0, y: 0, maxWidth: 0, role: UInt8(truncatingIfNeeded: i))) }
            }
            return out
        }
        var fittedAbove = fitted(above), fittedBelow = fitted(below)
        func scale() -> Double {
            var natural = fittedAbove.first.map { BarMetrics.inkAbove(fontSize: $0.text.size, rowHeight: $0.text.lineHeight) } ?? 0
            // Each list in turn, not `fittedAbove + fittedBelow`: no joined array (its append was a copy of its own in
            // the wasm).
            for f in fittedAbove { natural += f.text.lineHeight + above[Int(f.role)].gap }
            for f in fittedBelow { natural += f.text.lineHeight + below[Int(f.role)].gap }
            let room = height * BarMetrics.verticalTextMaxShare
            return natural > room ? room / natural : 1
        }
        var k = scale()
        if k < 1 {
            @inline(never)  // (called more than once: one copy in the wasm, not one per call)
            func drawable(_ rows: [PlacedText]) -> [PlacedText] { rows.filter { $0.text.size * k >= FittedText.minimumSize } }
            let a = drawable(fittedAbove), b = drawable(fittedBelow)
            if a.count < fittedAbove.count || b.count < fittedBelow.count {
                fittedAbove = a; fittedBelow = b
                k = scale()
            }
        }
        let x = leading ? 0 : width / 2
        let align: DisplayList.Align = leading ? .left : .center
        @inline(never)  // (called more than once: one copy in the wasm, not one per call)
        func draw(_ f: PlacedText, _ row: TextRow, top: Double) {
            // Shrunk further, a text fitted to the width still fits: only its size changes (never truncated more).
            let t = k == 1 ? f.text : metrics.fit(row.text, size: f.text.size * k, weight: row.weight, maxWidth: width,
                                                  minimumScale: 1, truncates: row.truncates, value: row.value)
            list.mark(row.value ? PartCode.valueText : row.part)
            drawRow(t, x: x, top: top, lineHeight: f.text.lineHeight * k, align: align, paint: row.paint, maxWidth: width, into: &list)
        }
        var top = (fittedAbove.first.map { BarMetrics.inkAbove(fontSize: $0.text.size, rowHeight: $0.text.lineHeight) } ?? 0) * k
        for f in fittedAbove {
            let row = above[Int(f.role)]
            draw(f, row, top: top)
            top += (f.text.lineHeight + row.gap) * k
        }
        var bottom = height
        for f in fittedBelow.reversed() {
            let row = below[Int(f.role)]
            bottom -= f.text.lineHeight * k
            draw(f, row, top: bottom)
            bottom -= row.gap * k
        }
        return (top, max(bottom, top))
    }
}
