// linearCapacity (and automatic), accessoryLinear, accessoryLinearCapacity: bars across the box's width.

/// Bar geometry in points (1 pt = 1 CSS px at natural size).
/// Sources: reference/swiftui-gauge-spec.md §2.4 (iOS look: 4 pt capsule, grey 20 % track, label centred
/// above, value centred below, bounds labels 8 pt beside the bar), §2.5 (accessoryLinear: 8 pt capsule,
/// knob radius 4 in a knock-out of radius 8, labels 17 pt semibold 8 pt from the track), §2.6
/// (accessoryLinearCapacity: label 13 pt, 6 pt, 8 pt capsule, 7 pt, value 12 pt secondary; bounds 13 pt).
enum BarMetrics {
    static let capacityBarHeight = 4.0
    static let capacityLabelFontSize = 15.0
    static let capacityValueFontSize = 13.0
    static let capacityBoundsFontSize = 13.0
    static let capacityRowGap = 6.0
    static let boundsGap = 8.0
    /// Bounds labels may take at most this share of the width each, so the bar always keeps some length.
    static let boundsMaxShare = 0.3

    static let markerBarHeight = 8.0
    static let markerLabelFontSize = 17.0

    static let accessoryBarHeight = 8.0
    static let accessoryLabelFontSize = 13.0
    static let accessoryLabelGap = 6.0
    static let accessoryValueGap = 7.0
    static let accessoryValueFontSize = 12.0

    /// Segmented bars: cells 8 pt tall (room to read a cell's colour, as Grafana's LCD gauge), 2 pt apart,
    /// unlit cells at 20 % of their colour. A design choice, not a measurement.
    static let segmentedBarHeight = 8.0
    static let segmentGap = 2.0
    static let unlitOpacity = 0.2
}

extension BarMetrics {
    /// Room to keep above a row of `rowHeight` whose text (of `fontSize`) is centred in it, so the ink of
    /// accented capitals and emoji (`FontMetrics.inkAscent`) stays inside the box when that row is on top.
    static func inkAbove(fontSize: Double, rowHeight: Double) -> Double {
        max(0, FontMetrics.inkAscent * fontSize - rowHeight / 2)
    }
}

/// How a bar style fits a box: the natural height at scale 1, shrunk uniformly when the box is shorter,
/// and centred vertically when it is taller.
struct BarFrame {
    let width: Double
    /// Uniform scale of every vertical metric and font (≤ 1).
    let scale: Double
    /// Top of the content block.
    let top: Double

    init(width: Double, height: Double, naturalHeight: Double) {
        self.width = width
        scale = naturalHeight > height ? height / naturalHeight : 1
        top = (height - naturalHeight * scale) / 2
    }
}

extension Gauge {
    /// `linearCapacity` / `automatic` (spec §2.4): `label` centred above, a capsule bar (grey track, tint fill
    /// from the leading edge; a gradient spans the whole track and the fill reveals it), the current value
    /// centred below, bounds labels at the bar's ends.
    func layoutCapacityBar(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let valueText = currentValueText
        let labelLine = label.isEmpty ? 0 : BarMetrics.capacityLabelFontSize * FontMetrics.lineHeight + BarMetrics.capacityRowGap
        let valueLine = valueText.isEmpty ? 0 : BarMetrics.capacityRowGap + BarMetrics.capacityValueFontSize * FontMetrics.lineHeight
        let boundsLine = boundsTexts == nil ? 0 : BarMetrics.capacityBoundsFontSize * FontMetrics.lineHeight
        let barHeight = segmentCount >= 2 ? BarMetrics.segmentedBarHeight : BarMetrics.capacityBarHeight
        let row = max(barHeight, boundsLine)
        let pad = !label.isEmpty
            ? BarMetrics.inkAbove(fontSize: BarMetrics.capacityLabelFontSize, rowHeight: BarMetrics.capacityLabelFontSize * FontMetrics.lineHeight)
            : boundsLine > 0 ? BarMetrics.inkAbove(fontSize: BarMetrics.capacityBoundsFontSize, rowHeight: row) : 0
        let frame = BarFrame(width: width, height: height, naturalHeight: pad + labelLine + row + valueLine)
        let k = frame.scale
        let primary = list.solid(Palette.primaryLabel(colorScheme))
        let secondary = list.solid(Palette.secondaryLabel(colorScheme))

        var y = frame.top + pad * k
        if !label.isEmpty {
            let fitted = metrics.fit(label, size: BarMetrics.capacityLabelFontSize * k, weight: TextRole.semibold, maxWidth: width)
            list.text(fitted, x: width / 2, y: y + fitted.lineHeight / 2, align: .center, paint: primary, maxWidth: width)
            y += labelLine * k
        }
        let rowMid = y + row * k / 2
        let bar = barBetweenBounds(width: width, fontSize: BarMetrics.capacityBoundsFontSize * k, rowMid: rowMid,
                                   paint: secondary, text: &metrics, into: &list)
        drawCapacityBar(.horizontal(x: bar.x, width: bar.width, mid: rowMid, thickness: barHeight * k, boxHeight: height),
                        track: Palette.track(colorScheme), allowsGradient: true, segments: true, into: &list)
        y += row * k
        if !valueText.isEmpty {
            let fitted = metrics.fit(valueText, size: BarMetrics.capacityValueFontSize * k, weight: TextRole.regular,
                                     maxWidth: width, truncates: !currentValueIsFormatted)
            list.text(fitted, x: width / 2, y: y + BarMetrics.capacityRowGap * k + fitted.lineHeight / 2,
                      align: .center, paint: secondary, maxWidth: width)
        }
    }

    /// `accessoryLinear` (spec §2.5): one row — leading text (the minimum label, or the current value when
    /// there are no bounds labels), a capsule track in the tint (a gradient runs along it), a marker dot at
    /// the value inside a knock-out, and the maximum label trailing. `label` is not drawn. With zones the
    /// track is the zone colour bands (`drawMarkerTrack`).
    func layoutMarkerBar(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let leading: String, trailing: String, truncates: Bool
        if let b = boundsTexts {
            leading = b.minimum; trailing = b.maximum; truncates = boundsLabels != nil
        } else {
            leading = currentValueText; trailing = ""; truncates = !currentValueIsFormatted
        }
        let textLine = (leading.isEmpty && trailing.isEmpty) ? 0 : BarMetrics.markerLabelFontSize * FontMetrics.lineHeight
        let row = max(BarMetrics.markerBarHeight, textLine)
        let pad = textLine > 0 ? BarMetrics.inkAbove(fontSize: BarMetrics.markerLabelFontSize, rowHeight: row) : 0
        let frame = BarFrame(width: width, height: height, naturalHeight: pad + row)
        let k = frame.scale
        let mid = frame.top + (pad + row / 2) * k
        let textPaint = list.solid(Palette.primaryLabel(colorScheme))
        let track = placeEndTexts(leading: leading, trailing: trailing, width: width,
                                  fontSize: BarMetrics.markerLabelFontSize * k, weight: TextRole.semibold,
                                  gap: BarMetrics.boundsGap * k, mid: mid, paint: textPaint, truncates: truncates,
                                  text: &metrics, into: &list)
        // In a track shorter than the bar is high, the capsule and knob shrink to fit its length.
        let h = min(BarMetrics.markerBarHeight * k, track.width)
        guard track.width > 0 else { return }
        drawMarkerTrack(.horizontal(x: track.x, width: track.width, mid: mid, thickness: h, boxHeight: height), into: &list)
    }

    /// The marker style's track and marker along `track`: the track in the tint (a gradient runs along it
    /// from the minimum end) — or, with zones, as the zone colour bands (the part below the first zone in
    /// the tint's flat colour) — and a dot at the value inside a knock-out of twice its radius. The dot takes
    /// the value's zone colour, else the tint's colour at the value's fraction. A target is marked across the
    /// track under the knock-out (`drawTarget`).
    func drawMarkerTrack(_ track: BarTrack, into list: inout DisplayList) {
        let h = track.thickness
        let tint = resolvedTint
        let trackPaint: UInt32
        if let zoned = zoneTrackPaint(along: track, uncovered: tint.flatColor, opacity: 1, into: &list) {
            trackPaint = zoned
        } else {
            switch tint {
            case .color(let c): trackPaint = list.solid(c)
            case .gradient(let g): trackPaint = track.gradient(list.hostStops(for: g), into: &list)
            }
        }
        track.fill(paint: trackPaint, into: &list)
        drawTarget(on: track, into: &list)
        if let f = drawnFraction {
            // The knob travels h/2 … L − h/2 so the dot never leaves the track.
            let p = track.point(track.start + h / 2 + f * max(track.length - h, 0))
            list.knockOut(cx: p.x, cy: p.y, r: h)
            list.fillCircle(cx: p.x, cy: p.y, r: h / 2, paint: list.solid(zoneColor(of: value) ?? tint.color(at: f)))
        }
    }

    /// `accessoryLinearCapacity` (spec §2.6): a leading-aligned column — `label`, a thin capsule filled in the
    /// tint's flat colour (gradients are not supported: first stop), the current value in the secondary
    /// colour — with the bounds labels beside the column, vertically centred on it.
    func layoutAccessoryCapacityBar(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let valueText = currentValueText
        let labelLine = label.isEmpty ? 0 : BarMetrics.accessoryLabelFontSize * FontMetrics.lineHeight + BarMetrics.accessoryLabelGap
        let valueLine = valueText.isEmpty ? 0 : BarMetrics.accessoryValueGap + BarMetrics.accessoryValueFontSize * FontMetrics.lineHeight
        let column = labelLine + BarMetrics.accessoryBarHeight + valueLine
        let boundsLine = boundsTexts == nil ? 0 : BarMetrics.accessoryLabelFontSize * FontMetrics.lineHeight
        let block = max(column, boundsLine)
        let pad = max(label.isEmpty ? 0 : BarMetrics.inkAbove(fontSize: BarMetrics.accessoryLabelFontSize,
                                                             rowHeight: BarMetrics.accessoryLabelFontSize * FontMetrics.lineHeight),
                      boundsLine > 0 ? BarMetrics.inkAbove(fontSize: BarMetrics.accessoryLabelFontSize, rowHeight: block) : 0)
        let frame = BarFrame(width: width, height: height, naturalHeight: pad + block)
        let k = frame.scale
        let columnTop = frame.top + (pad + (block - column) / 2) * k
        let primary = list.solid(Palette.primaryLabel(colorScheme))
        let secondary = list.solid(Palette.secondaryLabel(colorScheme))

        let bar = barBetweenBounds(width: width, fontSize: BarMetrics.accessoryLabelFontSize * k,
                                   rowMid: columnTop + column * k / 2, paint: primary, text: &metrics, into: &list)
        var y = columnTop
        if !label.isEmpty {
            let fitted = metrics.fit(label, size: BarMetrics.accessoryLabelFontSize * k, weight: TextRole.regular, maxWidth: bar.width)
            list.text(fitted, x: bar.x, y: y + fitted.lineHeight / 2, align: .left, paint: primary, maxWidth: bar.width)
            y += labelLine * k
        }
        let h = BarMetrics.accessoryBarHeight * k
        drawCapacityBar(.horizontal(x: bar.x, width: bar.width, mid: y + h / 2, thickness: h, boxHeight: height),
                        track: Palette.track(colorScheme), allowsGradient: false, into: &list)
        y += h
        if !valueText.isEmpty {
            let fitted = metrics.fit(valueText, size: BarMetrics.accessoryValueFontSize * k, weight: TextRole.regular,
                                     maxWidth: bar.width, truncates: !currentValueIsFormatted)
            list.text(fitted, x: bar.x, y: y + BarMetrics.accessoryValueGap * k + fitted.lineHeight / 2,
                      align: .left, paint: secondary, maxWidth: bar.width)
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

    /// A capacity capsule along `track`: the track, then the fill from the origin (the minimum end without
    /// one) to the value (at least one bar thickness long once the value is off the origin, so the capsule
    /// stays round; nothing when they coincide). With zones the fill is the value's zone colour, and the
    /// track shows the zone bands faded to the track's own opacity (its alpha, 20 % light / 36 % dark) under
    /// the fill — the part below the first zone keeps the plain track colour. With `segmentCount` (and
    /// `segments` allowed) the bar is a row (or column) of cells instead (`drawSegmentedBar`). A target is
    /// marked across the bar on top of the fill or cells (`drawTarget`).
    func drawCapacityBar(_ bar: BarTrack, track: Color, allowsGradient: Bool, segments: Bool = false,
                         into list: inout DisplayList) {
        let width = bar.length, h = bar.thickness, x = bar.start
        guard width > 0, h > 0 else { return }
        if segments && segmentCount >= 2 {
            drawSegmentedBar(bar, into: &list)
            drawTarget(on: bar, into: &list)
            return
        }
        let trackPaint = zoneTrackPaint(along: bar, uncovered: track, opacity: track.alpha, into: &list) ?? list.solid(track)
        bar.fill(paint: trackPaint, into: &list)
        defer { drawTarget(on: bar, into: &list) }
        guard let f = drawnFraction else { return }
        let fo = originFraction
        guard f != fo else { return }
        let tint = resolvedTint
        let paint: UInt32
        if let zone = zoneColor(of: value) {
            paint = list.solid(zone)
        } else {
            switch tint {
            case .gradient(let g) where allowsGradient:
                paint = bar.gradient(list.hostStops(for: g), into: &list)
            default:
                paint = list.solid(tint.flatColor)
            }
        }
        // The fill grows away from the origin; at least one bar thickness, kept inside the track.
        let length = min(max((f - fo).magnitude * width, h), width)
        var x0 = x + min(f, fo) * width
        if f < fo { x0 = min(x0, x + fo * width - length) }
        x0 = min(max(x0, x), x + width - length)
        let r = bar.rect(x0, length)
        list.fillRoundRect(x: r.x, y: r.y, width: r.width, height: r.height, radius: h / 2, paint: paint)
    }

    /// A segmented ("LCD") bar: `segmentCount` cells with gaps along `track` (left to right, or bottom to
    /// top). Cell i covers fractions i/n…(i+1)/n and takes the colour at its centre — the zone there, else
    /// the tint — so each zone gets cells in proportion to its width (P14). A cell is lit when its centre lies
    /// between the origin (or the minimum) and the value; unlit cells show their colour at `unlitOpacity`.
    func drawSegmentedBar(_ track: BarTrack, into list: inout DisplayList) {
        let n = segmentCount
        let width = track.length, x = track.start
        let gap = min(BarMetrics.segmentGap, width / Double(n) * 0.25)
        let cell = (width - gap * Double(n - 1)) / Double(n)
        guard cell > 0 else { return }
        let tint = resolvedTint
        let f = drawnFraction
        let fo = originFraction
        for i in 0..<n {
            let c = (Double(i) + 0.5) / Double(n)
            let colour = zoneColor(of: lowerBound + c * (upperBound - lowerBound)) ?? tint.color(at: c)
            let lit = f.map { c >= min($0, fo) && c <= max($0, fo) && $0 != fo } ?? false
            let r = track.rect(x + Double(i) * (cell + gap), cell)
            list.fillRoundRect(x: r.x, y: r.y, width: r.width, height: r.height, radius: 0,
                               paint: list.solid(lit ? colour : colour.opacity(BarMetrics.unlitOpacity)))
        }
    }
}
