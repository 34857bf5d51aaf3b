// linearCapacity (and automatic), accessoryLinear, accessoryLinearCapacity: bars across the box's width.

/// A horizontal bar style's vertical metrics at scale 1 (CSS px): what its layout stacks and what its natural
/// height is (`Gauge.naturalSize`). Rows without text take no room.
struct BarRows {
    /// Room above the first row for the ink of tall glyphs (`BarMetrics.inkAbove`).
    var pad = 0.0
    /// The label's line and the gap under it (0 without a label).
    var labelLine = 0.0
    /// The bar's row: the bar, or the bounds labels beside it when they are taller; for
    /// `accessoryLinearCapacity`, the column (label, bar, value) or the bounds labels beside it.
    var row = 0.0
    /// The gap above the value and its line (0 without a value text).
    var valueLine = 0.0
    /// `accessoryLinearCapacity`'s column (label, bar, value) within `row`.
    var column = 0.0

    /// The height at which the style is drawn at full size; shorter boxes shrink it uniformly (`BarFrame`).
    var natural: Double { pad + labelLine + row + valueLine }
}

extension Gauge {
    /// The texts at the two ends of `accessoryLinear`'s row: the bounds labels, or the current value leading
    /// when there are none; `truncates` false for formatted numbers.
    var markerEndTexts: (leading: String, trailing: String, truncates: Bool) {
        if let b = boundsTexts { return (b.minimum, b.maximum, boundsLabels != nil) }
        return (currentValueText, "", !currentValueIsFormatted)
    }

    /// The rows of this gauge's horizontal bar style (`linearCapacity`/`automatic`, `accessoryLinear`,
    /// `accessoryLinearCapacity`) at scale 1.
    var barRows: BarRows {
        let lh = FontMetrics.lineHeight
        var r = BarRows()
        switch style.resolved {
        case .accessoryLinear:
            let ends = markerEndTexts
            let textLine = (ends.leading.isEmpty && ends.trailing.isEmpty) ? 0 : BarMetrics.markerLabelFontSize * lh
            r.row = max(BarMetrics.markerBarHeight, textLine)
            r.pad = textLine > 0 ? BarMetrics.inkAbove(fontSize: BarMetrics.markerLabelFontSize, rowHeight: r.row) : 0
        case .accessoryLinearCapacity:
            let labelLine = label.isEmpty ? 0 : BarMetrics.accessoryLabelFontSize * lh + BarMetrics.accessoryLabelGap
            let valueLine = currentValueText.isEmpty ? 0 : BarMetrics.accessoryValueGap + BarMetrics.accessoryValueFontSize * lh
            r.column = labelLine + BarMetrics.accessoryBarHeight + valueLine
            let boundsLine = boundsTexts == nil ? 0 : BarMetrics.accessoryLabelFontSize * lh
            r.row = max(r.column, boundsLine)
            r.pad = max(label.isEmpty ? 0 : BarMetrics.inkAbove(fontSize: BarMetrics.accessoryLabelFontSize,
                                                               rowHeight: BarMetrics.accessoryLabelFontSize * lh),
                        boundsLine > 0 ? BarMetrics.inkAbove(fontSize: BarMetrics.accessoryLabelFontSize, rowHeight: r.row) : 0)
        default:
            r.labelLine = label.isEmpty ? 0 : BarMetrics.capacityLabelFontSize * lh + BarMetrics.capacityRowGap
            r.valueLine = currentValueText.isEmpty ? 0 : BarMetrics.capacityRowGap + BarMetrics.capacityValueFontSize * lh
            let boundsLine = boundsTexts == nil ? 0 : BarMetrics.capacityBoundsFontSize * lh
            r.row = max(capacityBarHeight, boundsLine)
            r.pad = !label.isEmpty
                ? BarMetrics.inkAbove(fontSize: BarMetrics.capacityLabelFontSize, rowHeight: BarMetrics.capacityLabelFontSize * lh)
                : boundsLine > 0 ? BarMetrics.inkAbove(fontSize: BarMetrics.capacityBoundsFontSize, rowHeight: r.row) : 0
        }
        return r
    }

    /// The capacity bar's thickness: a segmented bar's cells are taller.
    var capacityBarHeight: Double { segmentCount >= 2 ? BarMetrics.segmentedBarHeight : BarMetrics.capacityBarHeight }

    /// `linearCapacity` / `automatic` (docs/swiftui-fidelity.md › linearCapacity): `label` centred above, a
    /// capsule bar (grey track, tint fill from the leading edge; a gradient spans the whole track and the fill
    /// reveals it), the current value centred below, bounds labels at the bar's ends.
    func layoutCapacityBar(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let rows = barRows
        let frame = BarFrame(width: width, height: height, naturalHeight: rows.natural)
        let k = frame.scale
        let primary = list.solid(Palette.primaryLabel(colorScheme))
        let secondary = list.solid(Palette.secondaryLabel(colorScheme))

        var y = frame.top + rows.pad * k
        if !label.isEmpty {
            let row = TextRow(text: label, fontSize: BarMetrics.capacityLabelFontSize, weight: TextRole.semibold,
                              paint: primary, truncates: true, gap: BarMetrics.capacityRowGap)
            let fitted = metrics.fit(row.text, size: row.fontSize * k, weight: row.weight, maxWidth: width)
            drawRow(fitted, of: row, x: width / 2, top: y, lineHeight: fitted.lineHeight, align: .center, maxWidth: width, into: &list)
            y += rows.labelLine * k
        }
        let rowMid = y + rows.row * k / 2
        let bar = barBetweenBounds(width: width, fontSize: BarMetrics.capacityBoundsFontSize * k, rowMid: rowMid,
                                   paint: secondary, text: &metrics, into: &list)
        drawCapacityBar(.horizontal(x: bar.x, width: bar.width, mid: rowMid, thickness: capacityBarHeight * k, boxHeight: height),
                        track: Palette.track(colorScheme), allowsGradient: true, segments: true, into: &list)
        y += rows.row * k
        let valueText = currentValueText
        if !valueText.isEmpty {
            let row = TextRow(text: valueText, fontSize: BarMetrics.capacityValueFontSize, weight: TextRole.regular,
                              paint: secondary, truncates: !currentValueIsFormatted, gap: 0)
            let fitted = metrics.fit(row.text, size: row.fontSize * k, weight: row.weight, maxWidth: width, truncates: row.truncates)
            drawRow(fitted, of: row, x: width / 2, top: y + BarMetrics.capacityRowGap * k, lineHeight: fitted.lineHeight,
                    align: .center, maxWidth: width, into: &list)
        }
    }

    /// `accessoryLinear` (docs/swiftui-fidelity.md › accessoryLinear): one row — leading text (the minimum label,
    /// or the current value when there are no bounds labels), a capsule track in the tint (a gradient runs along
    /// it), a marker dot at the value inside a knock-out, and the maximum label trailing. `label` is not drawn.
    /// With zones the track is the zone colour bands (`drawMarkerTrack`).
    func layoutMarkerBar(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let ends = markerEndTexts
        let rows = barRows
        let frame = BarFrame(width: width, height: height, naturalHeight: rows.natural)
        let k = frame.scale
        let mid = frame.top + (rows.pad + rows.row / 2) * k
        let textPaint = list.solid(Palette.primaryLabel(colorScheme))
        let track = placeEndTexts(leading: ends.leading, trailing: ends.trailing, width: width,
                                  fontSize: BarMetrics.markerLabelFontSize * k, weight: TextRole.semibold,
                                  gap: BarMetrics.boundsGap * k, mid: mid, paint: textPaint, truncates: ends.truncates,
                                  text: &metrics, into: &list)
        // In a track shorter than the bar is high, the capsule and knob shrink to fit its length.
        let h = min(BarMetrics.markerBarHeight * k, track.width)
        guard track.width > 0 else { return }
        drawMarkerTrack(.horizontal(x: track.x, width: track.width, mid: mid, thickness: h, boxHeight: height), into: &list)
    }

    /// `accessoryLinearCapacity` (docs/swiftui-fidelity.md › accessoryLinearCapacity): a leading-aligned column —
    /// `label`, a thin capsule filled in the tint's flat colour (gradients are not supported: first stop), the
    /// current value in the secondary colour — with the bounds labels beside the column, vertically centred on it.
    func layoutAccessoryCapacityBar(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let rows = barRows
        let frame = BarFrame(width: width, height: height, naturalHeight: rows.natural)
        let k = frame.scale
        let columnTop = frame.top + (rows.pad + (rows.row - rows.column) / 2) * k
        let primary = list.solid(Palette.primaryLabel(colorScheme))
        let secondary = list.solid(Palette.secondaryLabel(colorScheme))

        let bar = barBetweenBounds(width: width, fontSize: BarMetrics.accessoryLabelFontSize * k,
                                   rowMid: columnTop + rows.column * k / 2, paint: primary, text: &metrics, into: &list)
        var y = columnTop
        if !label.isEmpty {
            let row = TextRow(text: label, fontSize: BarMetrics.accessoryLabelFontSize, weight: TextRole.regular,
                              paint: primary, truncates: true, gap: BarMetrics.accessoryLabelGap)
            let fitted = metrics.fit(row.text, size: row.fontSize * k, weight: row.weight, maxWidth: bar.width)
            drawRow(fitted, of: row, x: bar.x, top: y, lineHeight: fitted.lineHeight, align: .left, maxWidth: bar.width, into: &list)
            y += (BarMetrics.accessoryLabelFontSize * FontMetrics.lineHeight + BarMetrics.accessoryLabelGap) * k
        }
        let h = BarMetrics.accessoryBarHeight * k
        drawCapacityBar(.horizontal(x: bar.x, width: bar.width, mid: y + h / 2, thickness: h, boxHeight: height),
                        track: Palette.track(colorScheme), allowsGradient: false, into: &list)
        y += h
        let valueText = currentValueText
        if !valueText.isEmpty {
            let row = TextRow(text: valueText, fontSize: BarMetrics.accessoryValueFontSize, weight: TextRole.regular,
                              paint: secondary, truncates: !currentValueIsFormatted, gap: 0)
            let fitted = metrics.fit(row.text, size: row.fontSize * k, weight: row.weight, maxWidth: bar.width, truncates: row.truncates)
            drawRow(fitted, of: row, x: bar.x, top: y + BarMetrics.accessoryValueGap * k, lineHeight: fitted.lineHeight,
                    align: .left, maxWidth: bar.width, into: &list)
        }
    }

    /// Places the bounds labels (if any) at the two ends, centred on `rowMid`, and returns the span between
    /// them (the whole width without bounds labels).
    func barBetweenBounds(width: Double, fontSize: Double, rowMid: Double, paint: UInt32,
                          text metrics: inout TextMetrics, into list: inout DisplayList) -> (x: Double, width: Double) {
        guard let b = boundsTexts else { return (0, width) }
        return placeEndTexts(leading: b.minimum, trailing: b.maximum, width: width, fontSize: fontSize,
                             weight: TextRole.regular, gap: BarMetrics.boundsGap * fontSize / BarMetrics.capacityBoundsFontSize,
                             mid: rowMid, paint: paint, truncates: boundsLabels != nil, text: &metrics, into: &list)
    }

    /// Draws `leading` left-aligned at x = 0 and `trailing` right-aligned at x = width (each fitted into at
    /// most 30 % of the width) and returns the span left between them, `gap` away from each text.
    /// When that span would be under a quarter of the width (a very narrow box), the end texts are left out
    /// and the bar takes the whole width: the bar carries the value, the end texts only annotate it.
    /// `truncates` false: formatted numbers, which shrink instead of being cut.
    func placeEndTexts(leading: String, trailing: String, width: Double, fontSize: Double, weight: Int,
                       gap: Double, mid: Double, paint: UInt32, truncates: Bool, text metrics: inout TextMetrics,
                       into list: inout DisplayList) -> (x: Double, width: Double) {
        let slot = width * BarMetrics.boundsMaxShare
        let lead = metrics.fit(leading, size: fontSize, weight: weight, maxWidth: slot, truncates: truncates).drawable
        let trail = metrics.fit(trailing, size: fontSize, weight: weight, maxWidth: slot, truncates: truncates).drawable
        let left = lead.map { min($0.width, slot) + gap } ?? 0
        let right = width - (trail.map { min($0.width, slot) + gap } ?? 0)
        guard right - left >= width / 4 else { return (0, width) }
        if let t = lead { list.text(t, x: 0, y: mid, align: .left, paint: paint, maxWidth: slot) }
        if let t = trail { list.text(t, x: width, y: mid, align: .right, paint: paint, maxWidth: slot) }
        return (left, right - left)
    }
}
