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
    func layoutOpenRing(width: Double, height: Double, into list: inout DisplayList) {
        let ring = RingFrame(width: width, height: height)
        let s = ring.scale, r = ring.radius
        let trim = boundsLabels == nil ? 0 : RingMetrics.boundsTrim
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

        let textPaint = list.solid(Palette.primaryLabel(colorScheme))
        drawRingValue(ring, paint: textPaint, into: &list)

        let lineY = ring.cy + r * RingMetrics.halfSqrt2
        let halfGap = r * RingMetrics.halfSqrt2
        if let bounds = boundsLabels {
            let slot = halfGap - s  // each label gets half the opening, less a 1 pt gutter
            let minText = FittedText(bounds.minimum, size: RingMetrics.labelFontSize * s, weight: TextRole.regular, maxWidth: slot)
            let maxText = FittedText(bounds.maximum, size: RingMetrics.labelFontSize * s, weight: TextRole.regular, maxWidth: slot)
            list.text(minText, x: ring.cx - halfGap, y: lineY, align: .left, paint: textPaint, maxWidth: slot)
            list.text(maxText, x: ring.cx + halfGap, y: lineY, align: .right, paint: textPaint, maxWidth: slot)
        } else if !label.isEmpty {
            let slot = 2 * halfGap
            let text = FittedText(label, size: RingMetrics.labelFontSize * s, weight: TextRole.regular, maxWidth: slot)
            list.text(text, x: ring.cx, y: lineY, align: .center, paint: textPaint, maxWidth: slot)
        }
    }

    /// `accessoryCircularCapacity` (spec §2.2): a closed track in the tint at reduced opacity, the fill
    /// clockwise from 12 o'clock through `360° × fraction` with round caps (a closed ring at 1, nothing at 0),
    /// the current value in the centre. A gradient is laid around the whole ring and revealed by the fill.
    func layoutClosedRing(width: Double, height: Double, into list: inout DisplayList) {
        let ring = RingFrame(width: width, height: height)
        let start = RingMetrics.capacityStart
        let fullTurn = 2 * Double.pi
        let tint = resolvedTint
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
        if let f = drawnFraction, f > 0 {
            // A full ring is closed (no caps meeting at the top); anything less is an open arc with round caps.
            let end = start + fullTurn * f
            if case .gradient(let g) = tint, f < 1 {
                // A round cap at 12 o'clock would reach back past the conic gradient's seam and pick up the
                // last colour; so the arc is butt-capped and each cap is a disc in its end's own colour.
                list.strokeArc(cx: ring.cx, cy: ring.cy, r: ring.radius, start: start, end: end,
                               lineWidth: ring.stroke, cap: .butt, paint: fillPaint)
                for (angle, t) in [(start, 0.0), (end, f)] {
                    let (sin, cos) = GaugeMath.sinCos(angle)
                    list.fillCircle(cx: ring.cx + ring.radius * cos, cy: ring.cy + ring.radius * sin,
                                    r: ring.stroke / 2, paint: list.solid(g.color(at: t)))
                }
            } else {
                list.strokeArc(cx: ring.cx, cy: ring.cy, r: ring.radius, start: start, end: end,
                               lineWidth: ring.stroke, cap: f >= 1 ? .butt : .round, paint: fillPaint)
            }
        }
        drawRingValue(ring, paint: list.solid(Palette.primaryLabel(colorScheme)), into: &list)
    }

    /// The current value centred in a ring: 24 pt medium lifted 1 pt, fitted to the ring's inner chord.
    func drawRingValue(_ ring: RingFrame, paint: UInt32, into list: inout DisplayList) {
        let text = currentValueText
        guard !text.isEmpty else { return }
        let inner = ring.radius - ring.stroke / 2
        // The widest chord that keeps a line of the full size inside the inner circle.
        let halfLine = RingMetrics.valueFontSize * ring.scale * FontMetrics.lineHeight / 2
        let slot = 2 * (inner * inner - halfLine * halfLine).squareRoot()
        let fitted = FittedText(text, size: RingMetrics.valueFontSize * ring.scale, weight: TextRole.medium, maxWidth: slot)
        list.text(fitted, x: ring.cx, y: ring.cy - RingMetrics.valueLift * ring.scale, align: .center,
                  paint: paint, maxWidth: slot)
    }
}
