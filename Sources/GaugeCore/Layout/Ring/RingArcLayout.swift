// Custom arcs for the two ring styles (`Gauge.ringArc`): the ring is laid out once at the 58 pt frame's scale
// around (0, 0), the bounds of everything it paints are measured, and it is laid out again scaled and moved so
// that those bounds fill the box less `RingMetrics.boxMargin` px all round, centred. So a 180° half ring in a wide box is centred on its own bounding
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

/// A text line placed by a ring layout: centred at (x, y), drawn with `maxWidth`; `role` is one of the
/// `RingText` bits.
struct PlacedText {
    var text: FittedText
    var x: Double, y: Double
    var maxWidth: Double
    var role: UInt8
}

/// The texts of a ring on a custom arc, as bits of a set. The delta goes with the value (it is placed with it,
/// under it inside the ring, so it never changes the ring's bounds).
enum RingText {
    static let value: UInt8 = 1, label: UInt8 = 2, minimum: UInt8 = 4, maximum: UInt8 = 8, all: UInt8 = 15, delta: UInt8 = 16
}

extension Gauge {
    /// Fits a ring on a custom arc into the box: its arc (stroke and round ends) and its texts
    /// (`ringTexts`). Measured at the frame's scale around (0, 0), the bounds give a frame; texts too small to
    /// draw in that frame (under `FittedText.minimumSize`) are left out and the bounds measured again, so that
    /// what is drawn reaches the box's edges. Returns the ring and the texts to draw.
    func fitRing(_ arc: GaugeArc, width: Double, height: Double,
                 text metrics: inout TextMetrics) -> (RingGeometry, [PlacedText]) {
        var unit = GaugeRingUnit.geometry(arc)
        let margin = RingMetrics.boxMargin(width: width, height: height)
        var e = Box.empty, first = RingFrame(cx: 0, cy: 0, scale: 0)
        // With `thickness` the stroke in frame units depends on the scale the fit finds, and the scale on the
        // stroke: four rounds of the fit settle it (the drawn stroke is then within a fraction of a percent of the
        // asked one; docs/swiftui-fidelity.md › Thickness). Without it, one.
        for round in 0..<(!thickness.isSome ? 1 : 4) {
            if round > 0 { unit.frame.strokeUnits = ringStrokeUnits(scale: first.scale, side: min(width, height)) }
            e = Box.empty
            e.addArc(unit, radius: unit.radius, lineWidth: unit.stroke)
            var all = e
            _ = addTexts(unit, roles: RingText.all, to: &all, text: &metrics)
            first = all.fitted(width: width, height: height, margin: margin)
        }
        first.strokeUnits = unit.frame.strokeUnits
        var ignored = Box.empty
        let kept = addTexts(RingGeometry(arc, frame: first), roles: RingText.all, to: &ignored, text: &metrics)
        // Leaving texts out only grows the scale, so every kept text stays drawable in the second frame.
        var frame = first
        if kept & RingText.all != RingText.all {
            _ = addTexts(unit, roles: kept, to: &e, text: &metrics)
            frame = e.fitted(width: width, height: height, margin: margin)
            frame.strokeUnits = first.strokeUnits
        }
        let ring = RingGeometry(arc, frame: frame)
        var texts = ringTexts(ring, roles: kept, text: &metrics)
        // A slot (maxWidth) stays in the box as well as the ink: before the host has measured a text it may draw
        // it up to maxWidth (fuzzer finding 04: a value slot wider than the room left of an off-centre ring).
        for k in texts.indices {
            texts[k].maxWidth = min(texts[k].maxWidth, max(0, 2 * min(texts[k].x, width - texts[k].x)))
        }
        return (ring, texts)
    }

    /// Adds the drawable texts of `roles` in `ring` to `box`; returns the roles of those drawn.
    @inline(never)
    func addTexts(_ ring: RingGeometry, roles: UInt8, to box: inout Box, text metrics: inout TextMetrics) -> UInt8 {
        var drawn: UInt8 = 0
        for t in ringTexts(ring, roles: roles, text: &metrics) {
            // (one drawability test: `addText`'s)
            if box.addText(t.text, x: t.x, y: t.y, maxWidth: t.maxWidth) { drawn |= t.role }
        }
        return drawn
    }

    /// The texts of a ring style on a custom arc: `accessoryCircular`'s (`customOpenRingTexts`), or the capacity
    /// ring's value alone.
    func ringTexts(_ ring: RingGeometry, roles: UInt8, text metrics: inout TextMetrics) -> [PlacedText] {
        if style.resolved == .accessoryCircular { return customOpenRingTexts(ring, roles: roles, text: &metrics) }
        guard roles & RingText.value != 0 else { return [] }
        var out: [PlacedText] = []
        addRingValue(ring, above: nil, to: &out, text: &metrics)
        return out
    }

    /// The value text (and the delta under it, `fitRingValueAndDelta`) centred in `ring`, appended to `out`.
    @inline(never)  // (called more than once: one copy in the wasm, not one per call)
    func addRingValue(_ ring: RingGeometry, above floor: Double?, to out: inout [PlacedText], text metrics: inout TextMetrics) {
        let (value, delta) = fitRingValueAndDelta(ring.frame, above: floor, text: &metrics)
        if let v = value { out.push(PlacedText(text: v.text, x: v.x, y: v.y, maxWidth: v.maxWidth, role: RingText.value)) }
        if let d = delta { out.push(d) }
    }

    /// `accessoryCircular` on a custom arc: see the file comment.
    func layoutCustomOpenRing(_ arc: GaugeArc, width: Double, height: Double, text metrics: inout TextMetrics,
                              into list: inout DisplayList) {
        let (ring, placed) = fitRing(arc, width: width, height: height, text: &metrics)
        guard ring.frame.scale > 0 else { return }
        list.recordTrack(ring)
        drawOpenRingTrack(ring, into: &list)
        drawRingMarks(ring, radius: ring.radius, stroke: ring.stroke, into: &list)
        drawOpenRingMarker(ring, into: &list)
        let paint = list.solid(labelColor), valuePaint = list.solid(valueColor(secondary: false))
        for t in placed where t.text.drawable.isSome {
            list.mark(PartCode.ofRingText(t.role))
            if t.role == RingText.delta { drawRingDelta(t, into: &list); continue }
            list.text(t.text, x: t.x, y: t.y, align: .center, paint: t.role == RingText.value ? valuePaint : paint, maxWidth: t.maxWidth)
        }
    }

    /// The texts of `accessoryCircular` on a custom arc in `ring` (see the file comment), limited to `roles`:
    /// the label, the value and the bounds labels, fitted and placed.
    func customOpenRingTexts(_ ring: RingGeometry, roles: UInt8, text metrics: inout TextMetrics) -> [PlacedText] {
        let s = ring.frame.scale, r = ring.radius
        let size = RingMetrics.labelFontSize * s * fontScale  // (docs/swiftui-fidelity.md › Font scale)
        var out: [PlacedText] = []
        var floor: Double? = nil
        if roles & RingText.label != 0, !label.isEmpty {
            // On SwiftUI's opening line (r/√2 below the centre), as wide as the ring leaves free there (1 pt
            // clear of the stroke), at most the opening's width between SwiftUI's arc ends.
            let lineY = ring.cy + r * RingMetrics.halfSqrt2
            let hh = size * FontMetrics.lineHeight / 2
            let slot = 2 * min(r * RingMetrics.halfSqrt2, freeHalfWidth(ring, y0: lineY - hh, y1: lineY + hh, clearance: s))
            if slot > 0 {
                let fitted = metrics.fit(label, size: size, weight: TextRole.regular, maxWidth: slot)
                if fitted.drawable.isSome {
                    out.push(PlacedText(text: fitted, x: ring.cx, y: lineY, maxWidth: slot, role: RingText.label))
                    floor = lineY - FontMetrics.inkAscent * fitted.size - RingMetrics.textGap * s
                }
            }
        }
        if roles & RingText.value != 0 { addRingValue(ring, above: floor, to: &out, text: &metrics) }
        guard let bounds = boundsTexts else { return out }
        // As wide as the radius (wider than the opening's half: nothing else competes for this room).
        let cut = hasBoundsLabels  // formatted bounds only shrink
        let gap = RingMetrics.boundsLabelGap * s
        @inline(never)  // (called more than once: one copy in the wasm, not one per call)
        func place(_ f: Double, _ text: String) -> PlacedText? {
            let fitted = metrics.fit(text, size: size, weight: TextRole.regular, maxWidth: r, truncates: cut)
            guard fitted.drawable.isSome else { return nil }
            let (sin, cos) = GaugeMath.sinCos(ring.angle(f))
            // The box lies beyond the tangent line at this distance, so wholly outside the ring.
            let d = r + ring.stroke / 2 + gap + fitted.width / 2 * cos.magnitude + fitted.lineHeight / 2 * sin.magnitude
            return PlacedText(text: fitted, x: ring.cx + d * cos, y: ring.cy + d * sin, maxWidth: r, role: 0)
        }
        func box(_ t: PlacedText) -> Box {
            Box(x0: t.x - t.text.width / 2, y0: t.y - t.text.lineHeight / 2, x1: t.x + t.text.width / 2, y1: t.y + t.text.lineHeight / 2)
        }
        let minimum = place(0, bounds.minimum)
        if var m = minimum, roles & RingText.minimum != 0 { m.role = RingText.minimum; out.push(m) }
        if var m = place(1, bounds.maximum), roles & RingText.maximum != 0 {
            // Where the two would meet (a full circle, or nearly) the maximum's label is not drawn — only when
            // the minimum's is: a minimum left out (too small for the frame, `fitRing`) must not take the
            // maximum with it in one frame and not in the other (fuzzer finding 05).
            if let minimum, roles & RingText.minimum != 0, box(minimum).intersects(box(m), spacing: gap) { return out }
            m.role = RingText.maximum
            out.push(m)
        }
        return out
    }

    /// The largest half-width of a box centred on the ring's centre line x = cx, spanning `y0…y1`, that keeps
    /// `clearance` away from the ring's stroke (round ends included). The stroke is taken as discs of half its
    /// width at every degree of the arc: between two the union misses slivers far thinner than any clearance
    /// used here (0.01 pt deep at 1° on the 26 pt radius). Infinite when the ring never comes near the band.
    func freeHalfWidth(_ ring: RingGeometry, y0: Double, y1: Double, clearance: Double) -> Double {
        let reach = ring.stroke / 2 + clearance
        let (lo, hi) = ring.span(0, 1)
        let n = max(2, Int(saturating: ((hi - lo) / (Double.pi / 180)).rounded(.up)))
        var best = Double.infinity
        for k in 0...n {
            let a = lo + (hi - lo) * Double(k) / Double(n)
            let (sin, cos) = GaugeMath.sinCos(a)
            let px = ring.radius * cos, py = ring.cy + ring.radius * sin
            let dy = py < y0 ? y0 - py : (py > y1 ? py - y1 : 0)
            guard dy < reach else { continue }
            best = min(best, max(0, px.magnitude - (reach * reach - dy * dy).squareRoot()))
        }
        return best
    }

}

extension Gauge {
    /// The frame of a ring on its style's own arc in a `width × height` box, with `thickness`'s stroke.
    @inline(never)
    func ringFrame(width: Double, height: Double) -> RingFrame {
        var f = RingFrame(width: width, height: height)
        if thickness.isSome { f.strokeUnits = ringStrokeUnits(scale: f.scale, side: min(width, height)) }
        return f
    }

    /// `thickness` in units of a ring frame of `scale` in a box whose shorter side is `side`: at most
    /// `maximumRingStroke`, SwiftUI's 6 pt without it (docs/swiftui-fidelity.md › Thickness).
    func ringStrokeUnits(scale: Double, side: Double) -> Double {
        guard thickness.isSome, scale > 0 else { return RingMetrics.stroke }
        return stroke(RingMetrics.stroke, side: side, limit: RingMetrics.maximumStroke * scale) / scale
    }

    /// The out-of-range cue on a ring (docs/swiftui-fidelity.md › Out of range): a mark across the stroke
    /// (`ringMark`'s geometry, in the label colour) at the end the value passed — the maximum's above the range,
    /// the minimum's below it. Drawn last, over the marker: the open ring's marker sits on that very end.
    @inline(never)
    func drawRangeCue(_ ring: RingGeometry, radius: Double, stroke: Double, into list: inout DisplayList) {
        let o = outOfRange
        if o != 0 { ringMark(ring, radius: radius, stroke: stroke, at: o > 0 ? 1 : 0, into: &list) }
    }
}

extension RingMetrics {
    /// The thickest ring stroke in frame units: half the centre-line radius. With the outer edge kept at 29 pt,
    /// s ≤ (29 − s/2) / 2 gives s ≤ 11.6 (a design choice: the value text needs the inner circle).
    static let maximumStroke = 11.6
}

/// The ring at the frame's own scale around (0, 0), where layouts measure before fitting.
enum GaugeRingUnit {
    static func geometry(_ arc: GaugeArc) -> RingGeometry { RingGeometry(arc, frame: RingFrame(cx: 0, cy: 0, scale: 1)) }
}
