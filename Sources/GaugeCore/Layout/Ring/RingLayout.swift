// accessoryCircular and accessoryCircularCapacity: rings in a square of the box's smaller side.

/// Ring geometry in points of SwiftUI's 58 pt intrinsic frame, scaled to the box.
/// Source: docs/swiftui-fidelity.md › accessoryCircular (measured, macOS 26.2).
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
    /// The value's ink keeps this far inside the ring's inner edge, in pt: the marker's knock-out reaches
    /// `knockOutRadius − stroke / 2` = 1.5 pt inside it, plus `textGap` (docs/swiftui-fidelity.md › One type scale).
    static let valueInset = 2.0
    /// Clear space between a ring on a custom arc (its texts included) and the box's edges, in px, so the bounds
    /// labels at the ends do not sit flush with the edges (as the dial keeps `DialMetrics.margin`).
    static let boxMargin = 2.0
    /// The margin a box of `width × height` keeps: `boxMargin`, at most a tenth of its shorter side.
    static func boxMargin(width: Double, height: Double) -> Double { min(boxMargin, 0.1 * min(width, height)) }
    /// Current value: 24 pt medium (`TypeScale.value`), lifted 1 pt above the centre.
    static let valueFontSize = TypeScale.value.points
    static let valueLift = 1.0
    /// Label and bounds labels: 11 pt (`TypeScale.caption`), line centred r/√2 below the centre (the height of
    /// the arc ends).
    static let labelFontSize = TypeScale.caption.points
    /// Capacity ring track opacity relative to the fill (macOS: 76/255 vs 216/255 ≈ 0.35, docs/swiftui-fidelity.md › accessoryCircularCapacity).
    static let capacityTrackOpacity = 0.35
    /// Capacity fill starts at 12 o'clock.
    static let capacityStart = -0.5 * Double.pi
    /// 1/√2, for the arc-end height of the open ring.
    static let halfSqrt2 = 0.70710678118654752440
    /// Space between the ring's outer edge and a bounds label on a custom arc, in pt (a design choice: the
    /// opening's 0.5 pt text gap would let the labels touch the stroke's anti-aliased edge).
    static let boundsLabelGap = 2.0
}

/// A square of side `side` centred in the box, and the scale from the 58 pt frame.
struct RingFrame {
    let cx: Double, cy: Double, scale: Double
    init(width: Double, height: Double) {
        cx = width / 2
        cy = height / 2
        scale = min(width, height) / RingMetrics.frame
    }
    init(cx: Double, cy: Double, scale: Double) {
        self.cx = cx
        self.cy = cy
        self.scale = scale
    }
    /// The stroke in units of the frame (`RingMetrics.stroke`, or `Gauge.thickness`: `Gauge.ringFrame`); the
    /// centre line moves in by half the difference, so the outer edge stays at the frame's.
    var strokeUnits = RingMetrics.stroke
    var radius: Double {
        @inline(never) get { (RingMetrics.radius + RingMetrics.stroke / 2 - strokeUnits / 2) * scale }  // (29 − s/2) × scale
    }
    var stroke: Double { strokeUnits * scale }
}

/// A ring's arc in the box: its frame (centre, scale) and the arc that holds fractions 0…1 — `start` in
/// display-list radians (clockwise from +x) for fraction 0, `sweep` radians (0 < sweep ≤ 2π), and the
/// direction values grow in.
struct RingGeometry {
    var frame: RingFrame
    var start: Double, sweep: Double, clockwise: Bool
    var cx: Double { frame.cx }
    var cy: Double { frame.cy }
    var radius: Double { frame.radius }
    var stroke: Double { frame.stroke }
    var isFullCircle: Bool { sweep >= 2 * Double.pi }

    /// The angle of fraction `f`.
    func angle(_ f: Double) -> Double { clockwise ? start + sweep * f : start - sweep * f }

    /// The clockwise span (start ≤ end) that covers fractions `f0…f1` (f0 ≤ f1).
    func span(_ f0: Double, _ f1: Double) -> (start: Double, end: Double) {
        clockwise ? (angle(f0), angle(f1)) : (angle(f1), angle(f0))
    }

    /// The point at fraction `f` on the centre line.
    func point(_ f: Double) -> (x: Double, y: Double) {
        let (sin, cos) = GaugeMath.sinCos(angle(f))
        return (cx + radius * cos, cy + radius * sin)
    }

    /// A custom arc (`GaugeArc`) in `frame`.
    init(_ arc: GaugeArc, frame: RingFrame) {
        self.frame = frame
        start = arc.startRadians
        sweep = arc.sweepRadians
        clockwise = arc.clockwise
    }

    init(frame: RingFrame, start: Double, sweep: Double, clockwise: Bool = true) {
        self.frame = frame
        self.start = start
        self.sweep = sweep
        self.clockwise = clockwise
    }
}

extension Gauge {
    /// `accessoryCircular` (docs/swiftui-fidelity.md › accessoryCircular): the whole open ring in the tint (a gradient runs along the arc from
    /// the minimum end), a marker dot at the value inside a knock-out, the current value in the centre, and
    /// in the opening either `label` or the bounds labels (which shorten the arc by 14° at each end).
    ///
    /// With zones the ring is drawn as the zone colour bands (the tint below the first zone), butt-ended
    /// against each other, with round ends in the colours of the ring's two ends; the marker takes the
    /// value's zone colour and keeps its knock-out, as over a gradient. With `ringArc` the layout is
    /// `layoutCustomOpenRing`'s.
    func layoutOpenRing(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        if let arc = ringArc {
            layoutCustomOpenRing(arc, width: width, height: height, text: &metrics, into: &list)
            return
        }
        let frame = ringFrame(width: width, height: height)
        let s = frame.scale, r = frame.radius
        let boundsTexts = boundsTexts
        let trim = !boundsTexts.isSome ? 0 : RingMetrics.boundsTrim
        let ring = RingGeometry(frame: frame, start: RingMetrics.openStart + trim, sweep: RingMetrics.openSweep - 2 * trim)
        list.recordTrack(ring)
        drawOpenRingTrack(ring, into: &list)
        drawRingMarks(ring, radius: ring.radius, stroke: ring.stroke, into: &list)
        drawOpenRingMarker(ring, into: &list)

        // The opening's texts are fitted first: the value above must keep clear of their ink.
        let lineY = ring.cy + r * RingMetrics.halfSqrt2
        let halfGap = r * RingMetrics.halfSqrt2
        // At `fontScale` (docs/swiftui-fidelity.md › Font scale), the line box kept inside the 58 pt frame's edge.
        let size = min(RingMetrics.labelFontSize * s * fontScale,
                       ((RingMetrics.radius + RingMetrics.stroke / 2) * s - halfGap) / (FontMetrics.lineHeight / 2))
        // Their roles say how they align: the minimum's left, the maximum's right, the label centred (`PlacedText`, not
        // a tuple of their own: each element type was its own copy of the array's growth code in the wasm).
        var opening: [PlacedText] = []
        if let bounds = boundsTexts {
            // Each label gets half the opening, from its arc end to 1 pt short of the centre line; the arc's
            // ends, trimmed by 14°, sit above and outside these boxes.
            let slot = halfGap - s
            let cut = hasBoundsLabels  // formatted bounds only shrink
            opening.push(PlacedText(text: metrics.fit(bounds.minimum, size: size, weight: TextRole.regular, maxWidth: slot, truncates: cut),
                                    x: ring.cx - halfGap, y: lineY, maxWidth: slot, role: RingText.minimum))
            opening.push(PlacedText(text: metrics.fit(bounds.maximum, size: size, weight: TextRole.regular, maxWidth: slot, truncates: cut),
                                    x: ring.cx + halfGap, y: lineY, maxWidth: slot, role: RingText.maximum))
        } else if !label.isEmpty {
            // The label is centred on the arc ends' line, between their round caps, less 1 pt each side.
            let slot = 2 * (halfGap - ring.stroke / 2 - s)
            opening.push(PlacedText(text: metrics.fit(label, size: size, weight: TextRole.regular, maxWidth: slot),
                                    x: ring.cx, y: lineY, maxWidth: slot, role: RingText.label))
        }
        var floor: Double? = nil
        for o in opening where o.text.drawable.isSome {
            let top = lineY - FontMetrics.inkAscent * o.text.size - RingMetrics.textGap * s
            floor = min(floor ?? top, top)
        }
        let textPaint = list.solid(labelColor)
        drawRingValue(frame, paint: list.solid(valueColor(secondary: false)), above: floor, text: &metrics, into: &list)
        for o in opening {
            list.mark(PartCode.ofRingText(o.role))
            let align: DisplayList.Align = o.role == RingText.minimum ? .left : o.role == RingText.maximum ? .right : .center
            list.text(o.text, x: o.x, y: lineY, align: align, paint: textPaint, maxWidth: o.maxWidth)
        }
    }

    /// The open ring's arc: the tint (solid, or a conic gradient along the arc), or with zones the zone bands.
    func drawOpenRingTrack(_ ring: RingGeometry, into list: inout DisplayList) {
        list.mark(PartCode.track)
        let tint = resolvedTint
        let bands = zoneBands()
        if !bands.isEmpty {
            drawZoneTrack(ring, bands: bands, tint: tint, opacity: 1, into: &list)
            return
        }
        let ringPaint: UInt32
        switch tint {
        case .color(let c): ringPaint = list.solid(c)
        case .gradient(let g): ringPaint = ringConic(ring, g, opacity: 1, into: &list)
        }
        let a = ring.span(0, 1)
        list.strokeArc(cx: ring.cx, cy: ring.cy, r: ring.radius, start: a.start, end: a.end,
                       lineWidth: ring.stroke, cap: .round, paint: ringPaint)
    }

    /// The marker dot at the drawn value inside its knock-out, in the value's zone colour (else the tint there).
    func drawOpenRingMarker(_ ring: RingGeometry, into list: inout DisplayList) {
        guard let f = drawnFraction else { return }
        let (mx, my) = ring.point(f)
        list.mark(PartCode.marker)
        // (The marker grows with a thicker stroke: 4.5 and 2.5 pt are 3/4 and 5/12 of SwiftUI's 6 pt.)
        list.knockOut(cx: mx, cy: my, r: ring.frame.strokeUnits * 3 / 4 * ring.frame.scale)
        let markerPaint = list.solid(zoneColor(of: value) ?? resolvedTint.color(at: f))
        list.fillCircle(cx: mx, cy: my, r: ring.frame.strokeUnits * 5 / 12 * ring.frame.scale, paint: markerPaint)
        drawRangeCue(ring, radius: ring.radius, stroke: ring.stroke, into: &list)
    }

    /// A conic paint laying gradient `g` along the ring's arc (fraction 0 at `angle(0)`, 1 at `angle(1)`), its
    /// colours at `opacity`. A full circle starts the conic at fraction 0; an open arc starts it in the middle of
    /// the gap and holds each end's colour across its half of the gap, so a round cap poking into the gap takes
    /// its own end's colour instead of wrapping to the other end's.
    func ringConic(_ ring: RingGeometry, _ g: Gradient.Resolved, opacity: Double, into list: inout DisplayList) -> UInt32 {
        let host = list.hostStops(for: g)
        let n = host.count
        // Stop k in clockwise order: the gradient's own order, or reversed for counter-clockwise.
        @inline(never)  // (called more than once: one copy in the wasm, not one per call)
        func stop(_ k: Int) -> (color: Color, p: Double) {
            let s = host[ring.clockwise ? k : n - 1 - k]
            return (opacity == 1 ? s.color : s.color.opacity(opacity), ring.clockwise ? s.location : 1 - s.location)
        }
        // The SVG writer's true gradient runs clockwise from the span's start: reversed for counter-clockwise.
        var along = g
        if !ring.clockwise {
            var stops: [ColorStop] = []
            var k = g.stops.count - 1
            while k >= 0 { stops.push(ColorStop(color: g.stops[k].color, location: 1 - g.stops[k].location)); k -= 1 }
            along = Gradient.Resolved(fixing: stops, interpolation: g.interpolation)
        }
        let lo = ring.span(0, 1).start
        let source = DisplayList.ConicSource(gradient: along, startAngle: lo, sweep: ring.sweep, opacity: opacity)
        var stops: [ColorStop] = []
        if ring.isFullCircle {
            for k in 0..<n { let s = stop(k); stops.push(ColorStop(color: s.color, location: s.p)) }
            return list.conicGradient(cx: ring.cx, cy: ring.cy, startAngle: ring.start, stops: stops, source: source)
        }
        let gap = 2 * Double.pi - ring.sweep
        stops.push(ColorStop(color: stop(0).color, location: 0))
        for k in 0..<n {
            let s = stop(k)
            stops.push(ColorStop(color: s.color, location: (gap / 2 + s.p * ring.sweep) / (2 * Double.pi)))
        }
        stops.push(ColorStop(color: stop(n - 1).color, location: 1))
        return list.conicGradient(cx: ring.cx, cy: ring.cy, startAngle: lo - gap / 2, stops: stops, source: source)
    }

    /// A ring's track as zone bands (`zoneBands()`, which run without gaps from the first zone's start to the
    /// maximum): the tint below the first zone, then each zone in its colour, all at `opacity` and butt-ended
    /// against each other. An open arc's two ends are rounded by discs in their own colours (a round cap would
    /// spill its band's colour over the neighbour's); a full circle is closed.
    func drawZoneTrack(_ ring: RingGeometry, bands: [FlatSegment], tint: ResolvedTint,
                       opacity: Double, into list: inout DisplayList) {
        list.mark(PartCode.zone)  // (the tint below the first zone is found to be the track: `Gauge.partCode`)
        @inline(never)  // (called more than once: one copy in the wasm, not one per call)
        func band(_ f0: Double, _ f1: Double, _ paint: UInt32) {
            let a = ring.span(f0, f1)
            list.strokeArc(cx: ring.cx, cy: ring.cy, r: ring.radius, start: a.start, end: a.end,
                           lineWidth: ring.stroke, cap: .butt, paint: paint)
        }
        let first = bands[0].start
        if first > 0 {
            switch tint {
            case .color(let c): band(0, first, list.solid(c.opacity(opacity)))
            case .gradient(let g): band(0, first, ringConic(ring, g, opacity: opacity, into: &list))
            }
        }
        for b in bands { band(b.start, b.end, list.solid(b.color.opacity(opacity))) }
        guard !ring.isFullCircle else { return }
        for k in 0..<2 {  // (not a loop over [0.0, 1.0]: an array made per call)
            let f = Double(k)
            let c = f == 0 && first > 0 ? tint.color(at: 0) : (f == 0 ? bands[0].color : bands[bands.count - 1].color)
            let (x, y) = ring.point(f)
            list.fillCircle(cx: x, cy: y, r: ring.stroke / 2, paint: list.solid(c.opacity(opacity)))
        }
    }

    /// `accessoryCircularCapacity` (docs/swiftui-fidelity.md › accessoryCircularCapacity): a closed track in the tint at reduced opacity, the fill
    /// clockwise from 12 o'clock through `360° × fraction` with round caps (a closed ring at 1, nothing at 0),
    /// the current value in the centre. A gradient is laid around the whole ring and revealed by the fill.
    ///
    /// With zones the track is the zone bands at the track's opacity (the tint's below the first zone) and the
    /// fill takes the colour of the value's zone. With `ringArc` the track and fill follow that arc (an open
    /// arc's track has round ends) and the ring is fitted to the box around its own bounds.
    func layoutClosedRing(width: Double, height: Double, text metrics: inout TextMetrics, into list: inout DisplayList) {
        if !additionalValues.isEmpty {
            layoutConcentricRings(width: width, height: height, into: &list)
            return
        }
        let ring: RingGeometry
        var fittedTexts: [PlacedText]? = nil  // a custom arc's value text, as fitted with the ring
        if let arc = ringArc {
            (ring, fittedTexts) = fitRing(arc, width: width, height: height, text: &metrics)
        } else {
            ring = RingGeometry(frame: ringFrame(width: width, height: height), start: RingMetrics.capacityStart,
                                sweep: 2 * Double.pi)
        }
        list.recordTrack(ring)
        let resolved = resolvedTint
        var tint = resolved
        if let zone = zoneColor(of: value) { tint = .color(zone) }
        let bands = zoneBands()
        // The track is the tint at reduced opacity unless a track colour is set (read once: each comparison of the
        // optional colour was a copy of it in the wasm).
        let setTrack = setColor(.track)
        let trackPaint: UInt32?, fillPaint: UInt32
        switch tint {
        case .color(let c):
            trackPaint = !bands.isEmpty ? nil : list.solid(setTrack ?? c.opacity(RingMetrics.capacityTrackOpacity))
            fillPaint = list.solid(c)
        case .gradient(let g):
            trackPaint = !bands.isEmpty ? nil : setTrack.map { list.solid($0) }
                ?? ringConic(ring, g, opacity: RingMetrics.capacityTrackOpacity, into: &list)
            fillPaint = ringConic(ring, g, opacity: 1, into: &list)
        }
        list.mark(PartCode.track)
        if let trackPaint {
            let a = ring.span(0, 1)
            list.strokeArc(cx: ring.cx, cy: ring.cy, r: ring.radius, start: a.start, end: a.end,
                           lineWidth: ring.stroke, cap: ring.isFullCircle ? .butt : .round, paint: trackPaint)
        } else {
            drawZoneTrack(ring, bands: bands, tint: resolved, opacity: RingMetrics.capacityTrackOpacity, into: &list)
        }
        let fo = originFraction
        list.mark(PartCode.fill)
        if let value = drawnFraction, value != fo {
            // The fill runs from the origin (the arc's start without one) to the value, whichever way that is.
            // A full ring is closed (no caps meeting at the top); anything less is an open arc with round caps.
            let f = max(value, fo), f0 = min(value, fo)
            let a = ring.span(f0, f)
            if case .gradient(let g) = tint, f - f0 < 1 {
                // A round cap at the conic gradient's seam would reach back past it and pick up the other end's
                // colour; so the arc is butt-capped and each cap is a disc in its end's own colour.
                list.strokeArc(cx: ring.cx, cy: ring.cy, r: ring.radius, start: a.start, end: a.end,
                               lineWidth: ring.stroke, cap: .butt, paint: fillPaint)
                for k in 0..<2 {  // (not a loop over [f0, f]: an array made per call)
                    let t = k == 0 ? f0 : f
                    let (x, y) = ring.point(t)
                    list.fillCircle(cx: x, cy: y, r: ring.stroke / 2, paint: list.solid(g.color(at: t)))
                }
            } else {
                list.strokeArc(cx: ring.cx, cy: ring.cy, r: ring.radius, start: a.start, end: a.end,
                               lineWidth: ring.stroke, cap: ring.isFullCircle && f - f0 >= 1 ? .butt : .round, paint: fillPaint)
            }
        }
        drawRingMarks(ring, radius: ring.radius, stroke: ring.stroke, into: &list)
        drawRangeCue(ring, radius: ring.radius, stroke: ring.stroke, into: &list)
        let textPaint = list.solid(valueColor(secondary: false))  // the value is its only text
        if let fittedTexts {
            for t in fittedTexts where t.text.drawable.isSome {
                list.mark(PartCode.ofRingText(t.role))
                if t.role == RingText.delta { drawRingDelta(t, into: &list); continue }
                list.text(t.text, x: t.x, y: t.y, align: .center, paint: textPaint, maxWidth: t.maxWidth)
            }
        } else {
            drawRingValue(ring.frame, paint: textPaint, above: nil, text: &metrics, into: &list)
        }
    }

    /// The current value centred in a ring: 24 pt medium lifted 1 pt, as large as fits the ring's inner circle
    /// and, when the opening holds text, keeps its ink above `floor` (y).
    ///
    /// A line of `size` px whose ink reaches `FontMetrics.inkAscent × size` above its middle (1 pt above the
    /// centre) fits while its top corners stay inside the inner circle: (w/2)² + (lift + a·size)² ≤ inner².
    /// The width grows and the allowed chord shrinks with the size, so the largest size is the root of that
    /// quadratic; the floor caps it at (floor − middle) / `inkDescent`. Below half the full size the text is
    /// truncated to the chord at half size (a formatted number instead keeps shrinking).
    @inline(never)  // (called from the closed and the open ring: one copy in the wasm)
    func drawRingValue(_ ring: RingFrame, paint: UInt32, above floor: Double?, text metrics: inout TextMetrics,
                       into list: inout DisplayList) {
        let (value, delta) = fitRingValueAndDelta(ring, above: floor, text: &metrics)
        list.mark(PartCode.valueText)
        if let v = value { list.text(v.text, x: v.x, y: v.y, align: .center, paint: paint, maxWidth: v.maxWidth) }
        if let d = delta { drawRingDelta(d, into: &list) }
    }

    /// The delta a ring placed (`fitRingValueAndDelta`) in its colour.
    @inline(never)
    func drawRingDelta(_ d: PlacedText, into list: inout DisplayList) {
        guard let t = deltaText else { return }
        list.text(d.text, x: d.x, y: d.y, align: .center, paint: list.solid(deltaColor(increasing: t.increasing)), maxWidth: d.maxWidth)
    }

    /// Where `drawRingValue` puts the value text (nil when it is empty): the fitted text, its centre and its
    /// `maxWidth`.
    func fitRingValue(_ ring: RingFrame, above floor: Double?, text metrics: inout TextMetrics)
        -> (text: FittedText, x: Double, y: Double, maxWidth: Double)? {
        let value = currentValueText
        guard !value.isEmpty else { return nil }
        let full = RingMetrics.valueFontSize * ring.scale * fontScale  // (docs/swiftui-fidelity.md › Font scale)
        let lift = RingMetrics.valueLift * ring.scale
        let inner = max(0, ring.radius - ring.stroke / 2 - RingMetrics.valueInset * ring.scale)
        let up = FontMetrics.inkAscent
        @inline(never)  // (called more than once: one copy in the wasm, not one per call)
        func chord(_ size: Double) -> Double {
            let dy = lift + size * up
            return dy >= inner ? 0 : 2 * (inner * inner - dy * dy).squareRoot()
        }
        let em = metrics.valueWidth(of: value, weight: TextRole.medium)
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
        return (fitted, ring.cx, ring.cy - lift, chord(fitted.size))
    }

    /// `accessoryCircularCapacity` with `additionalValues`: concentric rings like activity rings — the value
    /// outermost, each additional value one ring further in, each a track of its colour at the capacity track
    /// opacity and a fill from 12 o'clock (or the origin) with round caps. Rings narrow (down to a 1 pt gap
    /// each) so all fit between the outer edge and a third of the radius; no centre text (the values are in
    /// `accessibilityValueText`). With `ringArc` every ring follows that arc (round-ended tracks on an open
    /// arc) and the rings together are fitted to the box around their own bounds.
    func layoutConcentricRings(width: Double, height: Double, into list: inout DisplayList) {
        let count = 1 + additionalValues.count
        // Radii and width in units of the frame's scale (everything below is linear in it).
        let outer = RingMetrics.radius + RingMetrics.stroke / 2
        let gapUnit = 1.5
        let spanUnit = outer * (2.0 / 3.0)
        let wUnit = min(RingMetrics.stroke, (spanUnit - gapUnit * Double(count - 1)) / Double(count))
        let frame: RingFrame
        let ring: RingGeometry
        if let arc = ringArc {
            var e = Box.empty
            let unit = RingGeometry(arc, frame: RingFrame(cx: 0, cy: 0, scale: 1))
            for j in 0..<count {
                e.addArc(unit, radius: outer - wUnit / 2 - Double(j) * (wUnit + gapUnit), lineWidth: wUnit)
            }
            frame = e.fitted(width: width, height: height, margin: RingMetrics.boxMargin(width: width, height: height))
            ring = RingGeometry(arc, frame: frame)
        } else {
            frame = RingFrame(width: width, height: height)
            ring = RingGeometry(frame: frame, start: RingMetrics.capacityStart, sweep: 2 * Double.pi)
        }
        list.recordTrack(ring)
        let s = frame.scale
        let outerPx = outer * s
        let gap = gapUnit * s
        let span = outerPx * (2.0 / 3.0)
        let w = min(RingMetrics.stroke * s, (span - gap * Double(count - 1)) / Double(count))
        guard w > 0 else { return }
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
            let r = outerPx - w / 2 - Double(j) * (w + gap)
            let track = ring.span(0, 1)
            list.mark(j == 0 ? PartCode.track : PartCode.additionalValue | UInt32(j - 1) << 8)
            list.strokeArc(cx: frame.cx, cy: frame.cy, r: r, start: track.start, end: track.end, lineWidth: w,
                           cap: ring.isFullCircle ? .butt : .round,
                           paint: list.solid(colour.opacity(RingMetrics.capacityTrackOpacity)))
            if let f = shown, f != fo {
                let a = min(f, fo), b = max(f, fo)
                let fill = ring.span(a, b)
                if j == 0 { list.mark(PartCode.fill) }
                list.strokeArc(cx: frame.cx, cy: frame.cy, r: r, start: fill.start, end: fill.end, lineWidth: w,
                               cap: ring.isFullCircle && b - a >= 1 ? .butt : .round, paint: list.solid(colour))
            }
        }
        // The zones are the value's: their marks cross the outermost ring only.
        drawRingMarks(ring, radius: outerPx - w / 2, stroke: w, into: &list)
        drawRangeCue(ring, radius: outerPx - w / 2, stroke: w, into: &list)
    }
}
