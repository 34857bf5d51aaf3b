// Custom arcs for the two ring styles (`Gauge.ringArc`): the ring is laid out once at the 58 pt frame's scale
// around (0, 0), the bounds of everything it paints are measured, and it is laid out again scaled and moved so
// that those bounds fill the box, centred. So a 180° half ring in a wide box is centred on its own bounding
// box (not the full circle's) and as large as the box allows; nothing is drawn outside the box.
//
// accessoryCircular on a custom arc (SwiftUI has none; these are design choices):
// - the arc is drawn exactly as given (no 14° trim for bounds labels), round-ended unless it is a full circle;
// - the marker and the value text are as on SwiftUI's ring (value centred, inside the inner circle);
// - `label` sits inside the inner circle, on a line half the inner radius below the centre, as wide as the
//   circle allows there (the value text keeps its ink above it);
// - the bounds labels sit just outside the ring at the arc's two ends, on the line from the centre through
//   each end (so they never touch the ring or the value), each at most the radius wide; where the two would
//   meet (a full circle, or an arc close to one) the maximum's label is not drawn, as on a full-circle dial.
// accessoryCircularCapacity keeps its texts (the value only) and follows the arc with track and fill.

extension Box {
    /// No area yet (the first `add` sets it).
    static let empty = Box(x0: .infinity, y0: .infinity, x1: -.infinity, y1: -.infinity)

    /// Grows the box to hold the square of half-side `pad` around (x, y).
    mutating func add(_ x: Double, _ y: Double, pad: Double = 0) {
        x0 = min(x0, x - pad); x1 = max(x1, x + pad)
        y0 = min(y0, y - pad); y1 = max(y1, y + pad)
    }

    /// Grows the box to hold a stroke of `lineWidth` along `ring`'s whole arc at `radius`: round-ended (a disc
    /// of half the width at each end) unless the arc is a full circle, plus the arc's outermost points at the
    /// axis directions it passes through.
    mutating func addArc(_ ring: RingGeometry, radius: Double, lineWidth: Double) {
        let hw = lineWidth / 2
        let (lo, hi) = ring.span(0, 1)
        for a in [lo, hi] {
            let (sin, cos) = GaugeMath.sinCos(a)
            add(ring.cx + radius * cos, ring.cy + radius * sin, pad: hw)
        }
        var k = -12
        while k <= 12 {
            let a = Double(k) * Double.pi / 2
            if a >= lo && a <= hi || ring.isFullCircle {
                let (sin, cos) = GaugeMath.sinCos(a)
                add(ring.cx + (radius + hw) * cos, ring.cy + (radius + hw) * sin)
            }
            k += 1
        }
    }

    /// Grows the box to hold a text line of `text` centred at (x, y), no wider than `maxWidth`.
    mutating func addText(_ text: FittedText, x: Double, y: Double, maxWidth: Double) {
        guard text.drawable != nil else { return }
        let hw = min(text.width, maxWidth) / 2, hh = text.lineHeight / 2
        add(x - hw, y - hh)
        add(x + hw, y + hh)
    }

    /// The frame that scales this box (measured at scale 1) to fill `width × height`, centred.
    func fitted(width: Double, height: Double) -> RingFrame {
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return RingFrame(cx: width / 2, cy: height / 2, scale: 0) }
        let s = min(width / w, height / h)
        return RingFrame(cx: width / 2 - s * (x0 + x1) / 2, cy: height / 2 - s * (y0 + y1) / 2, scale: s)
    }
}

/// A text line placed by a ring layout: centred at (x, y), drawn with `maxWidth`.
struct PlacedText {
    var text: FittedText
    var x: Double, y: Double
    var maxWidth: Double
}

extension RingMetrics {
    /// Space between the ring's outer edge and a bounds label on a custom arc, in pt (a design choice: the
    /// opening's 0.5 pt text gap would let the labels touch the stroke's anti-aliased edge).
    static let boundsLabelGap = 2.0
}

extension Gauge {
    /// `accessoryCircular` on a custom arc: see the file comment.
    func layoutCustomOpenRing(_ arc: GaugeArc, width: Double, height: Double, text metrics: inout TextMetrics,
                              into list: inout DisplayList) {
        let unit = customOpenRingTexts(GaugeRingUnit.geometry(arc), text: &metrics)
        var e = Box.empty
        e.addArc(GaugeRingUnit.geometry(arc), radius: RingMetrics.radius, lineWidth: RingMetrics.stroke)
        for t in unit { e.addText(t.text, x: t.x, y: t.y, maxWidth: t.maxWidth) }
        let frame = e.fitted(width: width, height: height)
        guard frame.scale > 0 else { return }
        let ring = RingGeometry(arc, frame: frame)
        drawOpenRingTrack(ring, into: &list)
        drawOpenRingMarker(ring, into: &list)
        let paint = list.solid(Palette.primaryLabel(colorScheme))
        for t in customOpenRingTexts(ring, text: &metrics) where t.text.drawable != nil {
            list.text(t.text, x: t.x, y: t.y, align: .center, paint: paint, maxWidth: t.maxWidth)
        }
    }

    /// The texts of `accessoryCircular` on a custom arc in `ring` (see the file comment): the value, the label
    /// and the bounds labels, fitted and placed.
    func customOpenRingTexts(_ ring: RingGeometry, text metrics: inout TextMetrics) -> [PlacedText] {
        let s = ring.frame.scale, r = ring.radius
        let size = RingMetrics.labelFontSize * s
        let inner = r - ring.stroke / 2
        var out: [PlacedText] = []
        var floor: Double? = nil
        if !label.isEmpty {
            let lineY = ring.cy + inner / 2
            let bottom = inner / 2 + size * FontMetrics.lineHeight / 2
            let slot = bottom < inner ? 2 * ((inner * inner - bottom * bottom).squareRoot() - s) : 0
            if slot > 0 {
                let fitted = metrics.fit(label, size: size, weight: TextRole.regular, maxWidth: slot)
                if fitted.drawable != nil {
                    out.append(PlacedText(text: fitted, x: ring.cx, y: lineY, maxWidth: slot))
                    floor = lineY - FontMetrics.inkAscent * fitted.size - RingMetrics.textGap * s
                }
            }
        }
        if let v = fitRingValue(ring.frame, above: floor, text: &metrics) {
            out.append(PlacedText(text: v.text, x: v.x, y: v.y, maxWidth: v.maxWidth))
        }
        if let bounds = boundsTexts {
            // As wide as the radius (wider than the opening's half, since nothing else competes for this room).
            let slot = r
            let cut = boundsLabels != nil  // formatted bounds only shrink
            var boxes: [(PlacedText, Box)] = []
            for (f, text) in [(0.0, bounds.minimum), (1.0, bounds.maximum)] {
                let fitted = metrics.fit(text, size: size, weight: TextRole.regular, maxWidth: slot, truncates: cut)
                guard fitted.drawable != nil else { continue }
                let (sin, cos) = GaugeMath.sinCos(ring.angle(f))
                let hw = fitted.width / 2, hh = fitted.lineHeight / 2
                // The box lies beyond the tangent line at this distance, so wholly outside the ring.
                let d = r + ring.stroke / 2 + RingMetrics.boundsLabelGap * s + hw * cos.magnitude + hh * sin.magnitude
                let x = ring.cx + d * cos, y = ring.cy + d * sin
                let box = Box(x0: x - hw, y0: y - hh, x1: x + hw, y1: y + hh)
                if f == 1, let first = boxes.first, first.1.intersects(box, spacing: RingMetrics.boundsLabelGap * s) { continue }
                boxes.append((PlacedText(text: fitted, x: x, y: y, maxWidth: slot), box))
            }
            out += boxes.map { $0.0 }
        }
        return out
    }

    /// The capacity ring on a custom arc, fitted to the box: the track's bounds and the value text's.
    func fittedCapacityRing(_ arc: GaugeArc, width: Double, height: Double, text metrics: inout TextMetrics) -> RingGeometry {
        let unit = GaugeRingUnit.geometry(arc)
        var e = Box.empty
        e.addArc(unit, radius: RingMetrics.radius, lineWidth: RingMetrics.stroke)
        if let v = fitRingValue(unit.frame, above: nil, text: &metrics) { e.addText(v.text, x: v.x, y: v.y, maxWidth: v.maxWidth) }
        return RingGeometry(arc, frame: e.fitted(width: width, height: height))
    }
}

/// The ring at the frame's own scale around (0, 0), where layouts measure before fitting.
enum GaugeRingUnit {
    static func geometry(_ arc: GaugeArc) -> RingGeometry { RingGeometry(arc, frame: RingFrame(cx: 0, cy: 0, scale: 1)) }
}
