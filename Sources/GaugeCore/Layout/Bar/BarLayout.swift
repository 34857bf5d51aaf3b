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

    /// The rows of horizontal bar `style` with (or without) a label, a value text and bounds texts; `endTexts`:
    /// whether `accessoryLinear`'s end texts (the bounds texts, or the value without them) have any text;
    /// `barHeight`: the bar's thickness (`Gauge.barHeight`); `t`: `Gauge.fontScale`.
    init(style: GaugeStyle, label: Bool, value: Bool, bounds: Bool, endTexts: Bool, barHeight: Double, fontScale t: Double) {
        let lh = FontMetrics.lineHeight
        // Every text size at the font scale (docs/swiftui-fidelity.md › Font scale); gaps stay.
        let marker = BarMetrics.markerLabelFontSize * t, accessoryLabel = BarMetrics.accessoryLabelFontSize * t
        let capacityLabel = BarMetrics.capacityLabelFontSize * t, capacityBounds = BarMetrics.capacityBoundsFontSize * t
        switch style {
        case .accessoryLinear:
            let textLine = endTexts ? marker * lh : 0
            row = max(barHeight, textLine)
            pad = textLine > 0 ? BarMetrics.inkAbove(fontSize: marker, rowHeight: row) : 0
        case .accessoryLinearCapacity:
            let labelLine = label ? accessoryLabel * lh + BarMetrics.accessoryLabelGap : 0
            let valueLine = value ? BarMetrics.accessoryValueGap + BarMetrics.accessoryValueFontSize * t * lh : 0
            column = labelLine + barHeight + valueLine
            let boundsLine = bounds ? accessoryLabel * lh : 0
            row = max(column, boundsLine)
            pad = max(label ? BarMetrics.inkAbove(fontSize: accessoryLabel,
                                                  rowHeight: accessoryLabel * lh) : 0,
                      boundsLine > 0 ? BarMetrics.inkAbove(fontSize: accessoryLabel, rowHeight: row) : 0)
        default:
            labelLine = label ? capacityLabel * lh + BarMetrics.capacityRowGap : 0
            valueLine = value ? BarMetrics.capacityRowGap + BarMetrics.capacityValueFontSize * t * lh : 0
            let boundsLine = bounds ? capacityBounds * lh : 0
            row = max(barHeight, boundsLine)
            pad = label
                ? BarMetrics.inkAbove(fontSize: capacityLabel, rowHeight: capacityLabel * lh)
                : boundsLine > 0 ? BarMetrics.inkAbove(fontSize: capacityBounds, rowHeight: row) : 0
        }
    }
}

extension Gauge {
    /// The rows of this gauge's horizontal bar style (`linearCapacity`/`automatic`, `accessoryLinear`,
    /// `accessoryLinearCapacity`) at scale 1, for its current-value text `value` and its bounds texts `bounds`
    /// (`currentValueText`, `boundsTexts`: the layouts have them at hand; `accessoryLinear` reads `value` only
    /// without bounds texts).
    func barRows(value: String, bounds: BoundsLabels?, height: Double? = nil) -> BarRows {
        let ends = bounds.map { !$0.minimum.isEmpty || !$0.maximum.isEmpty } ?? !value.isEmpty
        return BarRows(style: style.resolved, label: !label.isEmpty, value: !value.isEmpty, bounds: bounds.isSome,
                       endTexts: ends, barHeight: barHeight(height: height), fontScale: fontScale)
    }

    /// `linearCapacity` / `automatic` (docs/swiftui-fidelity.md › linearCapacity): `label` centred above, a
    /// capsule bar (grey track, tint fill from the leading edge; a gradient spans the whole track and the fill
    /// reveals it), the current value centred below, bounds labels at the bar's ends.
    func layoutCapacityBar(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let valueText = currentValueText
        let rows = barRows(value: valueText, bounds: boundsTexts, height: height)
        let frame = BarFrame(width: width, height: height, naturalHeight: rows.natural)
        let k = frame.scale, tk = fontScale * k  // (texts: docs/swiftui-fidelity.md › Font scale)
        let primary = list.solid(labelColor)
        let secondary = list.solid(secondaryLabelColor)

        var y = frame.top + rows.pad * k
        if !label.isEmpty {
            let fitted = metrics.fit(label, size: BarMetrics.capacityLabelFontSize * tk, weight: TextRole.semibold, maxWidth: width)
            list.mark(PartCode.label)
            drawRow(fitted, x: width / 2, top: y, lineHeight: fitted.lineHeight, align: .center, paint: primary, maxWidth: width,
                    into: &list)
            y += rows.labelLine * k
        }
        let rowMid = y + rows.row * k / 2
        let bar = barBetweenBounds(width: width, fontSize: BarMetrics.capacityBoundsFontSize * tk, rowMid: rowMid,
                                   paint: secondary, text: &metrics, into: &list)
        drawCapacityBar(.horizontal(x: bar.x, width: bar.width, mid: rowMid, thickness: barHeight(height: height) * k, boxHeight: height),
                        track: trackColor, allowsGradient: true, segments: true, into: &list)
        y += rows.row * k
        if !valueText.isEmpty {
            let fitted = metrics.fit(valueText, size: BarMetrics.capacityValueFontSize * tk, weight: TextRole.regular,
                                     maxWidth: width, truncates: !currentValueIsFormatted, value: true)
            drawValueRow(fitted, x: width / 2, top: y + BarMetrics.capacityRowGap * k, align: .center,
                         paint: list.solid(valueColor(secondary: true)), maxWidth: width, scale: k, text: &metrics, into: &list)
        }
    }

    /// `accessoryLinear` (docs/swiftui-fidelity.md › accessoryLinear): one row — leading text (the minimum label,
    /// or the current value when there are no bounds labels), a capsule track in the tint (a gradient runs along
    /// it), a marker dot at the value inside a knock-out, and the maximum label trailing. `label` is not drawn.
    /// With zones the track is the zone colour bands (`drawMarkerTrack`).
    func layoutMarkerBar(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let bounds = boundsTexts
        let leading: String, trailing: String, truncates: Bool
        if let b = bounds {
            leading = b.minimum; trailing = b.maximum; truncates = hasBoundsLabels
        } else {
            leading = currentValueText; trailing = ""; truncates = !currentValueIsFormatted
        }
        let rows = barRows(value: leading, bounds: bounds, height: height)
        let frame = BarFrame(width: width, height: height, naturalHeight: rows.natural)
        let k = frame.scale, tk = fontScale * k  // (texts: docs/swiftui-fidelity.md › Font scale)
        let mid = frame.top + (rows.pad + rows.row / 2) * k
        let textPaint = list.solid(!bounds.isSome ? valueColor(secondary: false) : labelColor)  // without bounds: the value
        // Without bounds texts the delta is the trailing text, when it fits whole (docs/swiftui-fidelity.md › Delta).
        var trailingText = trailing, trailingPaint: UInt32? = nil
        if !bounds.isSome, let d = markerBarDelta(leading: leading, width: width, fontSize: BarMetrics.markerLabelFontSize * tk,
                                                 gap: BarMetrics.boundsGap * k, truncates: truncates, text: &metrics) {
            trailingText = d.text
            trailingPaint = list.solid(deltaColor(increasing: d.increasing))
        }
        let track = placeEndTexts(leading: leading, trailing: trailingText, width: width,
                                  fontSize: BarMetrics.markerLabelFontSize * tk, weight: TextRole.semibold,
                                  gap: BarMetrics.boundsGap * k, mid: mid, paint: textPaint, trailingPaint: trailingPaint,
                                  truncates: truncates, leadingIsValue: !bounds.isSome, text: &metrics, into: &list)
        // In a track shorter than the bar is high, the capsule and knob shrink to fit its length.
        let h = min(barHeight(height: height) * k, track.width)
        guard track.width > 0 else { return }
        drawMarkerTrack(.horizontal(x: track.x, width: track.width, mid: mid, thickness: h, boxHeight: height), into: &list)
    }

    /// `accessoryLinearCapacity` (docs/swiftui-fidelity.md › accessoryLinearCapacity): a leading-aligned column —
    /// `label`, a thin capsule filled in the tint's flat colour (gradients are not supported: first stop), the
    /// current value in the secondary colour — with the bounds labels beside the column, vertically centred on it.
    func layoutAccessoryCapacityBar(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let valueText = currentValueText
        let rows = barRows(value: valueText, bounds: boundsTexts, height: height)
        let frame = BarFrame(width: width, height: height, naturalHeight: rows.natural)
        let k = frame.scale, tk = fontScale * k  // (texts: docs/swiftui-fidelity.md › Font scale)
        let columnTop = frame.top + (rows.pad + (rows.row - rows.column) / 2) * k
        let primary = list.solid(labelColor)
        let valuePaint = list.solid(valueColor(secondary: true))

        let bar = barBetweenBounds(width: width, fontSize: BarMetrics.accessoryLabelFontSize * tk,
                                   rowMid: columnTop + rows.column * k / 2, paint: primary, text: &metrics, into: &list)
        var y = columnTop
        if !label.isEmpty {
            let fitted = metrics.fit(label, size: BarMetrics.accessoryLabelFontSize * tk, weight: TextRole.regular, maxWidth: bar.width)
            list.mark(PartCode.label)
            drawRow(fitted, x: bar.x, top: y, lineHeight: fitted.lineHeight, align: .left, paint: primary, maxWidth: bar.width,
                    into: &list)
            y += (BarMetrics.accessoryLabelFontSize * fontScale * FontMetrics.lineHeight + BarMetrics.accessoryLabelGap) * k
        }
        let h = barHeight(height: height) * k
        drawCapacityBar(.horizontal(x: bar.x, width: bar.width, mid: y + h / 2, thickness: h, boxHeight: height),
                        track: trackColor, allowsGradient: false, into: &list)
        y += h
        if !valueText.isEmpty {
            let fitted = metrics.fit(valueText, size: BarMetrics.accessoryValueFontSize * tk, weight: TextRole.regular,
                                     maxWidth: bar.width, truncates: !currentValueIsFormatted, value: true)
            drawValueRow(fitted, x: bar.x, top: y + BarMetrics.accessoryValueGap * k, align: .left, paint: valuePaint,
                         maxWidth: bar.width, scale: k, text: &metrics, into: &list)
        }
    }

    /// Places the bounds labels (if any) at the two ends, centred on `rowMid`, and returns the span between
    /// them (the whole width without bounds labels).
    /// Out of line: the optimiser had copied it into two bar layouts (docs/wasm-build.md › Size and allocation).
    @inline(never)
    func barBetweenBounds(width: Double, fontSize: Double, rowMid: Double, paint: UInt32,
                          text metrics: inout TextMetrics, into list: inout DisplayList) -> (x: Double, width: Double) {
        guard let b = boundsTexts else { return (0, width) }
        return placeEndTexts(leading: b.minimum, trailing: b.maximum, width: width, fontSize: fontSize,
                             weight: TextRole.regular, gap: BarMetrics.boundsGap * fontSize / BarMetrics.capacityBoundsFontSize,
                             mid: rowMid, paint: paint, truncates: hasBoundsLabels, text: &metrics, into: &list)
    }

    /// Draws `leading` left-aligned at x = 0 and `trailing` right-aligned at x = width (each fitted into at
    /// most 30 % of the width) and returns the span left between them, `gap` away from each text.
    /// When that span would be under a quarter of the width (a very narrow box), the end texts are left out
    /// and the bar takes the whole width: the bar carries the value, the end texts only annotate it.
    /// `truncates` false: formatted numbers, which shrink instead of being cut. `leadingIsValue`: `leading` is the
    /// value text, laid out by its reservation and the track starting after the width reserved for it
    /// (`leadingSpan`), so the track does not move with the value (docs/swiftui-fidelity.md › Numbers hold still).
    /// Out of line: the optimiser had copied it into two callers (docs/wasm-build.md › Size and allocation).
    @inline(never)
    func placeEndTexts(leading: String, trailing: String, width: Double, fontSize: Double, weight: Int,
                       gap: Double, mid: Double, paint: UInt32, trailingPaint: UInt32? = nil, truncates: Bool,
                       leadingIsValue: Bool = false,
                       text metrics: inout TextMetrics, into list: inout DisplayList) -> (x: Double, width: Double) {
        let slot = width * BarMetrics.boundsMaxShare
        let lead = metrics.fit(leading, size: fontSize, weight: weight, maxWidth: slot, truncates: truncates, value: leadingIsValue).drawable
        // A delta (its own paint) is a number: shrunk, never cut.
        let trail = metrics.fit(trailing, size: fontSize, weight: weight, maxWidth: slot,
                                truncates: trailingPaint == nil && truncates).drawable
        let left = leadingSpan(lead, slot: slot, gap: gap, isValue: leadingIsValue, text: &metrics)
        let right = width - (trail.map { min($0.width, slot) + gap } ?? 0)
        guard right - left >= width / 4 else { return (0, width) }
        list.mark(leadingIsValue ? PartCode.valueText : PartCode.minimumValueLabel)
        if let t = lead { list.text(t, x: 0, y: mid, align: .left, paint: paint, maxWidth: slot) }
        list.mark(trailingPaint == nil ? PartCode.maximumValueLabel : PartCode.valueText)
        if let t = trail { list.text(t, x: width, y: mid, align: .right, paint: trailingPaint ?? paint, maxWidth: slot) }
        return (left, right - left)
    }

    /// Where the track after leading text `lead` starts: past the text (at most `slot`) and `gap`; for the value
    /// text, past the width reserved for it (`TextMetrics.reservedValueWidth`) when that is wider — a text the page
    /// set moves the track only where it is wider than the range's widest number. 0 without a text. Out of line:
    /// the marker bar and its delta's check each had a copy.
    @inline(never)
    func leadingSpan(_ lead: FittedText?, slot: Double, gap: Double, isValue: Bool, text metrics: inout TextMetrics) -> Double {
        guard let t = lead else { return 0 }
        let reserved = isValue ? metrics.reservedValueWidth(weight: t.weight) * t.size : 0
        return min(max(t.width, reserved), slot) + gap
    }
}
