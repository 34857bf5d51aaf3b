// accessoryCircular and accessoryCircularCapacity: rings in a square of the box's smaller side.

/// Ring geometry in points of SwiftUI's 58 pt intrinsic frame, scaled to the box.
/// Source: reference/swiftui-gauge-spec.md §2.1 (measured, macOS 26.2) and §6.3.
enum RingMetrics {
    /// Intrinsic frame side; everything scales by `min(width, height) / frame`.
    static let frame = 58.0
    /// Centre-line radius: the ring's outer edge (radius + stroke/2 = 29) touches the frame.
    static let radius = 26.0
    static let stroke = 6.0
    /// Open ring: 270° starting at 135° (bottom-left), gap centred on 6 o'clock.
    static let openStart = 0.75 * Double.pi
    static let openSweep = 1.5 * Double.pi
    /// With bounds labels each end is shortened by 14° (start 149°, sweep 242°).
    static let boundsTrim = 14.0 / 180.0 * Double.pi
    /// Marker dot radius and its knock-out ("clear padding") radius.
    static let markerRadius = 2.5
    static let knockOutRadius = 4.5
    /// Space between the ink of the value and of the opening's texts, in pt.
    static let textGap = 0.5
    /// Current value: 24 pt medium, lifted 1 pt above the centre.
    static let valueFontSize = 24.0
    static let valueLift = 1.0
    /// Label and bounds labels: 11 pt, line centred r/√2 below the centre (the height of the arc ends).
    static let labelFontSize = 11.0
    /// Capacity ring track opacity relative to the fill (macOS: 76/255 vs 216/255 ≈ 0.35, spec §2.2).
    static let capacityTrackOpacity = 0.35
    /// Capacity fill starts at 12 o'clock.
    static let capacityStart = -0.5 * Double.pi
    /// 1/√2, for the arc-end height of the open ring.
    static let halfSqrt2 = 0.70710678118654752440
}

/// A square of side `side` centred in the box, and the scale from the 58 pt frame.
struct RingFrame {
    let cx: Double, cy: Double, scale: Double
    init(width: Double, height: Double) {
        cx = width / 2
        cy = height / 2
        scale = min(width, height) / RingMetrics.frame
    }
    var radius: Double { RingMetrics.radius * scale }
    var stroke: Double { RingMetrics.stroke * scale }
}

extension Gauge {
    /// `accessoryCircular` (spec §2.1): the whole open ring in the tint (a gradient runs along the arc from
    /// the minimum end), a marker dot at the value inside a knock-out, the current value in the centre, and
    /// in the opening either `label` or the bounds labels (which shorten the arc by 14° at each end).
    func layoutOpenRing(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        let ring = RingFrame(width: width, height: height)
        let s = ring.scale, r = ring.radius
        let boundsTexts = boundsTexts
        let trim = boundsTexts == nil ? 0 : RingMetrics.boundsTrim
        let start = RingMetrics.openStart + trim
        let sweep = RingMetrics.openSweep - 2 * trim
        let tint = resolvedTint

        let ringPaint: UInt32
        switch tint {
        case .color(let c):
            ringPaint = list.solid(c)
        case .gradient(let g):
            // The conic gradient starts in the middle of the gap, so each round cap (which pokes into the gap)
            // takes its end's colour instead of wrapping to the other end's.
            let gap = 2 * Double.pi - sweep
            let conicStart = start - gap / 2
            let host = list.hostStops(for: g)
            var stops = [ColorStop(color: host[0].color, location: 0)]
            for stop in host {
                stops.append(ColorStop(color: stop.color, location: (gap / 2 + stop.location * sweep) / (2 * Double.pi)))
            }
            stops.append(ColorStop(color: host[host.count - 1].color, location: 1))
            ringPaint = list.conicGradient(cx: ring.cx, cy: ring.cy, startAngle: conicStart, stops: stops,
                                           source: DisplayList.ConicSource(gradient: g, startAngle: start, sweep: sweep))
        }
        list.strokeArc(cx: ring.cx, cy: ring.cy, r: r, start: start, end: start + sweep,
                       lineWidth: ring.stroke, cap: .round, paint: ringPaint)

        if let f = drawnFraction {
            let angle = start + sweep * f
            let (sin, cos) = GaugeMath.sinCos(angle)
            let mx = ring.cx + r * cos, my = ring.cy + r * sin
            list.knockOut(cx: mx, cy: my, r: RingMetrics.knockOutRadius * s)
            let markerPaint = list.solid(tint.color(at: f))
            list.fillCircle(cx: mx, cy: my, r: RingMetrics.markerRadius * s, paint: markerPaint)
        }

        // The opening's texts are fitted first: the value above must keep clear of their ink.
        let lineY = ring.cy + r * RingMetrics.halfSqrt2
        let halfGap = r * RingMetrics.halfSqrt2
        let size = RingMetrics.labelFontSize * s
        var opening: [(FittedText, x: Double, align: DisplayList.Align, slot: Double)] = []
        if let bounds = boundsTexts {
            // Each label gets half the opening, from its arc end to 1 pt short of the centre line; the arc's
            // ends, trimmed by 14°, sit above and outside these boxes.
            let slot = halfGap - s
            let cut = boundsLabels != nil  // formatted bounds only shrink
            opening.append((metrics.fit(bounds.minimum, size: size, weight: TextRole.regular, maxWidth: slot, truncates: cut),
                            ring.cx - halfGap, .left, slot))
            opening.append((metrics.fit(bounds.maximum, size: size, weight: TextRole.regular, maxWidth: slot, truncates: cut),
                            ring.cx + halfGap, .right, slot))
        } else if !label.isEmpty {
            // The label is centred on the arc ends' line, between their round caps, less 1 pt each side.
            let slot = 2 * (halfGap - ring.stroke / 2 - s)
            opening.append((metrics.fit(label, size: size, weight: TextRole.regular, maxWidth: slot), ring.cx, .center, slot))
        }
        var floor: Double? = nil
        for o in opening where o.0.drawable != nil {
            let top = lineY - FontMetrics.inkAscent * o.0.size - RingMetrics.textGap * s
            floor = min(floor ?? top, top)
        }
        let textPaint = list.solid(Palette.primaryLabel(colorScheme))
        drawRingValue(ring, paint: textPaint, above: floor, text: &metrics, into: &list)
        for o in opening {
            list.text(o.0, x: o.x, y: lineY, align: o.align, paint: textPaint, maxWidth: o.slot)
        }
    }

    /// `accessoryCircularCapacity` (spec §2.2): a closed track in the tint at reduced opacity, the fill
    /// clockwise from 12 o'clock through `360° × fraction` with round caps (a closed ring at 1, nothing at 0),
    /// the current value in the centre. A gradient is laid around the whole ring and revealed by the fill.
    func layoutClosedRing(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        if !additionalValues.isEmpty {
            layoutConcentricRings(width: width, height: height, into: &list)
            return
        }
        let ring = RingFrame(width: width, height: height)
        let start = RingMetrics.capacityStart
        let fullTurn = 2 * Double.pi
        var tint = resolvedTint
        if let zone = zoneColor(of: value) { tint = .color(zone) }
        let trackPaint: UInt32, fillPaint: UInt32
        switch tint {
        case .color(let c):
            trackPaint = list.solid(c.opacity(RingMetrics.capacityTrackOpacity))
            fillPaint = list.solid(c)
        case .gradient(let g):
            let stops = list.hostStops(for: g)
            let faded = stops.map { ColorStop(color: $0.color.opacity(RingMetrics.capacityTrackOpacity), location: $0.location) }
            trackPaint = list.conicGradient(cx: ring.cx, cy: ring.cy, startAngle: start, stops: faded,
                                            source: DisplayList.ConicSource(gradient: g, startAngle: start, sweep: fullTurn,
                                                                opacity: RingMetrics.capacityTrackOpacity))
            fillPaint = list.conicGradient(cx: ring.cx, cy: ring.cy, startAngle: start, stops: stops,
                                           source: DisplayList.ConicSource(gradient: g, startAngle: start, sweep: fullTurn))
        }
        list.strokeArc(cx: ring.cx, cy: ring.cy, r: ring.radius, start: start, end: start + fullTurn,
                       lineWidth: ring.stroke, cap: .butt, paint: trackPaint)
        let fo = originFraction
        if let value = drawnFraction, value != fo {
            // The fill runs from the origin (12 o'clock without one) to the value, whichever way that is.
            // A full ring is closed (no caps meeting at the top); anything less is an open arc with round caps.
            let f = max(value, fo), f0 = min(value, fo)
            let begin = start + fullTurn * f0
            let end = start + fullTurn * f
            if case .gradient(let g) = tint, f - f0 < 1 {
                // A round cap at 12 o'clock would reach back past the conic gradient's seam and pick up the
                // last colour; so the arc is butt-capped and each cap is a disc in its end's own colour.
                list.strokeArc(cx: ring.cx, cy: ring.cy, r: ring.radius, start: begin, end: end,
                               lineWidth: ring.stroke, cap: .butt, paint: fillPaint)
                for (angle, t) in [(begin, f0), (end, f)] {
                    let (sin, cos) = GaugeMath.sinCos(angle)
                    list.fillCircle(cx: ring.cx + ring.radius * cos, cy: ring.cy + ring.radius * sin,
                                    r: ring.stroke / 2, paint: list.solid(g.color(at: t)))
                }
            } else {
                list.strokeArc(cx: ring.cx, cy: ring.cy, r: ring.radius, start: begin, end: end,
                               lineWidth: ring.stroke, cap: f - f0 >= 1 ? .butt : .round, paint: fillPaint)
            }
        }
        drawRingValue(ring, paint: list.solid(Palette.primaryLabel(colorScheme)), above: nil, text: &metrics, into: &list)
    }

    /// The current value centred in a ring: 24 pt medium lifted 1 pt, as large as fits the ring's inner circle
    /// and, when the opening holds text, keeps its ink above `floor` (y).
    ///
    /// A line of `size` px whose ink reaches `FontMetrics.inkAscent × size` above its middle (1 pt above the
    /// centre) fits while its top corners stay inside the inner circle: (w/2)² + (lift + a·size)² ≤ inner².
    /// The width grows and the allowed chord shrinks with the size, so the largest size is the root of that
    /// quadratic; the floor caps it at (floor − middle) / `inkDescent`. Below half the full size the text is
    /// truncated to the chord at half size (a formatted number instead keeps shrinking).
    func drawRingValue(_ ring: RingFrame, paint: UInt32, above floor: Double?, text metrics: inout TextMetrics,
                       into list: inout DisplayList) {
        let value = currentValueText
        guard !value.isEmpty else { return }
        let full = RingMetrics.valueFontSize * ring.scale
        let lift = RingMetrics.valueLift * ring.scale
        let inner = ring.radius - ring.stroke / 2
        let up = FontMetrics.inkAscent
        func chord(_ size: Double) -> Double {
            let dy = lift + size * up
            return dy >= inner ? 0 : 2 * (inner * inner - dy * dy).squareRoot()
        }
        let em = metrics.width(of: value, weight: TextRole.medium)
        // (em²/4 + a²) · s² + 2·lift·a · s + lift² − inner² ≤ 0; the constant term is negative: a root exists.
        let a = em * em / 4 + up * up, b = 2 * lift * up, c = lift * lift - inner * inner
        var largest = (-b + (b * b - 4 * a * c).squareRoot()) / (2 * a)
        if let floor = floor { largest = min(largest, max(0, (floor - (ring.cy - lift)) / FontMetrics.inkDescent)) }
        let fitted: FittedText
        if largest >= full {
            fitted = FittedText(text: value, size: full, weight: TextRole.medium, width: em * full)
        } else if largest >= full * FittedText.minimumScale || currentValueIsFormatted {
            fitted = FittedText(text: value, size: largest, weight: TextRole.medium, width: em * largest)
        } else {
            let size = full * FittedText.minimumScale
            fitted = metrics.truncate(value, size: size, weight: TextRole.medium, maxWidth: chord(size))
        }
        list.text(fitted, x: ring.cx, y: ring.cy - lift, align: .center, paint: paint, maxWidth: chord(fitted.size))
    }

    /// `accessoryCircularCapacity` with `additionalValues`: concentric rings like activity rings — the value
    /// outermost, each additional value one ring further in, each a track of its colour at the capacity track
    /// opacity and a fill from 12 o'clock (or the origin) with round caps. Rings narrow (down to a 1 pt gap
    /// each) so all fit between the outer edge and a third of the radius; no centre text (the values are in
    /// `accessibilityValueText`).
    func layoutConcentricRings(width: Double, height: Double, into list: inout DisplayList) {
        let frame = RingFrame(width: width, height: height)
        let s = frame.scale
        let count = 1 + additionalValues.count
        let outer = (RingMetrics.radius + RingMetrics.stroke / 2) * s
        let gap = 1.5 * s
        let span = outer * (2.0 / 3.0)
        let w = min(RingMetrics.stroke * s, (span - gap * Double(count - 1)) / Double(count))
        guard w > 0 else { return }
        let start = RingMetrics.capacityStart
        let fo = originFraction
        for j in 0..<count {
            let colour: Color
            let shown: Double?
            if j == 0 {
                colour = zoneColor(of: value) ?? resolvedTint.flatColor
                shown = drawnFraction
            } else {
                colour = additionalColor(j - 1)
                shown = drawnAdditionalFraction(j - 1)
            }
            let r = outer - w / 2 - Double(j) * (w + gap)
            list.strokeArc(cx: frame.cx, cy: frame.cy, r: r, start: start, end: start + 2 * Double.pi, lineWidth: w,
                           cap: .butt, paint: list.solid(colour.opacity(RingMetrics.capacityTrackOpacity)))
            if let f = shown, f != fo {
                let a = min(f, fo), b = max(f, fo)
                list.strokeArc(cx: frame.cx, cy: frame.cy, r: r, start: start + 2 * Double.pi * a,
                               end: start + 2 * Double.pi * b, lineWidth: w, cap: b - a >= 1 ? .butt : .round,
                               paint: list.solid(colour))
            }
        }
    }
}
