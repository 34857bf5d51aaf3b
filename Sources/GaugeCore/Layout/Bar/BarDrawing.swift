// What both bar axes share: a bar's track (`BarTrack`, horizontal or vertical) and everything drawn along it —
// the capacity fill, segmented cells, the marker track and knob, zone bands and the target mark.

/// Where a bar lies: the two ends of its value axis and its thickness, for a horizontal or a vertical bar.
///
/// Positions along the bar are in an axis coordinate `u` that grows toward the maximum: `u = x` for a
/// horizontal bar (the minimum on the left before right-to-left mirroring) and `u = −y` for a vertical one
/// (the minimum at the bottom). Negation is exact, so one piece of arithmetic serves both axes and a
/// horizontal bar computes exactly the numbers it did before vertical bars existed.
struct BarTrack {
    let axis: Axis
    /// `u` of the minimum end: the left x (horizontal) or minus the bottom y (vertical).
    let start: Double
    /// Length along the axis in points (≥ 0).
    let length: Double
    /// The bar's centre line across the axis: its middle y (horizontal) or middle x (vertical).
    let mid: Double
    /// Thickness across the axis in points.
    let thickness: Double
    /// The box's extent across the axis (its height for a horizontal bar, its width for a vertical one):
    /// marks that reach past the bar's thickness (the target) stay within 0…`across`.
    let across: Double

    /// A horizontal track from `x` over `width` centred on y = `mid`, in a box `boxHeight` high.
    static func horizontal(x: Double, width: Double, mid: Double, thickness: Double, boxHeight: Double) -> BarTrack {
        BarTrack(axis: .horizontal, start: x, length: width, mid: mid, thickness: thickness, across: boxHeight)
    }

    /// A vertical track from y = `bottom` up `height` points, centred on x = `mid`, in a box `boxWidth` wide.
    static func vertical(bottom: Double, height: Double, mid: Double, thickness: Double, boxWidth: Double) -> BarTrack {
        BarTrack(axis: .vertical, start: -bottom, length: height, mid: mid, thickness: thickness, across: boxWidth)
    }

    /// The rectangle covering axis coordinates `u0 … u0 + len` across the whole thickness.
    func rect(_ u0: Double, _ len: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        let t = thickness
        return axis == .horizontal ? (u0, mid - t / 2, len, t) : (mid - t / 2, -(u0 + len), t, len)
    }

    /// The point on the centre line at axis coordinate `u`.
    func point(_ u: Double) -> (x: Double, y: Double) {
        axis == .horizontal ? (u, mid) : (mid, -u)
    }

    /// Fills the whole track as a capsule (corner radius half the thickness) with `paint`.
    func fill(paint: UInt32, into list: inout DisplayList) {
        let r = rect(start, length)
        list.fillRoundRect(x: r.x, y: r.y, width: r.width, height: r.height, radius: thickness / 2, paint: paint)
    }

    /// A linear gradient from the minimum end to the maximum end (left → right, or bottom → top).
    func gradient(_ stops: [ColorStop], into list: inout DisplayList) -> UInt32 {
        let a = point(start), b = point(start + length)
        return list.linearGradient(x0: a.x, y0: a.y, x1: b.x, y1: b.y, stops: stops)
    }
}

extension Gauge {
    /// A horizontal bar's thickness at scale 1 in a box `height` px high (nil: at natural size): the style's own
    /// (`BarMetrics`: 4 pt capacity bar, 8 pt cells, marker track and accessory bar) or `thickness`, at most the
    /// box's height (docs/swiftui-fidelity.md › Thickness).
    @inline(never)
    func barHeight(height: Double?) -> Double {
        let natural: Double
        switch style.resolved {
        case .accessoryLinear: natural = BarMetrics.markerBarHeight
        case .accessoryLinearCapacity: natural = BarMetrics.accessoryBarHeight
        default: natural = segmentCount >= 2 ? BarMetrics.segmentedBarHeight : BarMetrics.capacityBarHeight
        }
        return stroke(natural, side: height, limit: !thickness.isSome ? .infinity : height ?? .infinity)
    }

    /// The zone bands as a hard-stopped gradient along `track`, or nil without bands (no zones, or none
    /// inside the range, or `lowerBound == upperBound`).
    ///
    /// Each band (`zoneBands()`) gets two stops of its colour, `opacity` applied, at its two ends, so
    /// neighbouring bands meet at a hard edge; the part of the range below the first zone's start (in no
    /// zone) gets `uncovered`. One capsule drawn with this paint shows every band with the track's round
    /// ends, and a knock-out cuts it as it cuts a gradient track.
    func zoneTrackPaint(along track: BarTrack, uncovered: Color, opacity: Double,
                        into list: inout DisplayList) -> UInt32? {
        let bands = zoneBands()
        guard let first = bands.first else { return nil }
        var stops: [ColorStop] = []
        if first.start > 0 {
            stops.push(ColorStop(color: uncovered, location: 0))
            stops.push(ColorStop(color: uncovered, location: first.start))
        }
        for b in bands {
            let c = b.color.opacity(opacity)
            stops.push(ColorStop(color: c, location: b.start))
            stops.push(ColorStop(color: c, location: b.end))
        }
        return track.gradient(stops, into: &list)
    }

    /// The marks across `track`: the zone boundaries' (`thresholdFractions`, opt-in), then the target's
    /// (`target`), if any, each a `barMark` (docs/swiftui-fidelity.md › Threshold markers). Drawn on top of the
    /// fill or cells, under the marker's knock-out.
    @inline(never)
    func drawMarks(on track: BarTrack, into list: inout DisplayList) {
        guard track.length > 0, track.thickness > 0 else { return }
        var last = lowerBound
        while let f = nextThresholdFraction(after: &last) { barMark(on: track, at: f, into: &list) }
        if let ft = targetFraction { barMark(on: track, at: ft, into: &list) }
    }

    /// The out-of-range cue on a bar (docs/swiftui-fidelity.md › Out of range): a `barMark` at the end the value
    /// passed — the maximum's above the range, the minimum's below it; drawn last, over the marker's knob.
    @inline(never)
    func barRangeCue(on track: BarTrack, into list: inout DisplayList) {
        let o = outOfRange
        if o != 0, track.length > 0, track.thickness > 0 { barMark(on: track, at: o > 0 ? 1 : 0, into: &list) }
    }

    /// A mark across `track` at fraction `ft` in the primary label colour: butt-capped, centred on `ft` but
    /// kept inside the track's length, a quarter of the thickness plus 1 pt wide, reaching `targetOvershoot`
    /// of the thickness past each side (limited to the box).
    @inline(never)
    func barMark(on track: BarTrack, at ft: Double, into list: inout DisplayList) {
        let t = track.thickness
        list.mark(PartCode.mark)
        let lw = min(t / 4 + 1, track.length)
        let u = min(max(track.start + ft * track.length, track.start + lw / 2), track.start + track.length - lw / 2)
        let reach = t / 2 + BarMetrics.targetOvershoot * t
        let a = max(track.mid - reach, 0), b = min(track.mid + reach, track.across)
        guard b > a else { return }
        let paint = list.solid(labelColor)
        if track.axis == .horizontal {
            list.line(x0: u, y0: a, x1: u, y1: b, lineWidth: lw, cap: .butt, paint: paint)
        } else {
            list.line(x0: a, y0: -u, x1: b, y1: -u, lineWidth: lw, cap: .butt, paint: paint)
        }
    }

    /// The marker style's track and marker along `track`: the track in the tint (a gradient runs along it
    /// from the minimum end) — or, with zones, as the zone colour bands (the part below the first zone in
    /// the tint's flat colour) — and a dot at the value inside a knock-out of twice its radius. The dot takes
    /// the value's zone colour, else the tint's colour at the value's fraction. A target is marked across the
    /// track under the knock-out (`drawMarks`).
    func drawMarkerTrack(_ track: BarTrack, into list: inout DisplayList) {
        let h = track.thickness
        list.recordTrack(track, inset: h / 2)  // the knob's centre's travel (below)
        list.recordFocus(track, reach: 0)
        let tint = resolvedTint
        let trackPaint: UInt32
        list.mark(PartCode.track)
        if let zoned = zoneTrackPaint(along: track, uncovered: tint.flatColor, opacity: 1, into: &list) {
            trackPaint = zoned
            list.mark(PartCode.zone)
        } else {
            switch tint {
            case .color(let c): trackPaint = list.solid(c)
            case .gradient(let g): trackPaint = track.gradient(list.hostStops(for: g), into: &list)
            }
        }
        track.fill(paint: trackPaint, into: &list)
        drawMarks(on: track, into: &list)
        if let f = drawnFraction {
            // The knob travels h/2 … L − h/2 so the dot never leaves the track.
            let p = track.point(track.start + h / 2 + f * max(track.length - h, 0))
            list.mark(PartCode.marker)
            list.knockOut(cx: p.x, cy: p.y, r: h)
            list.fillCircle(cx: p.x, cy: p.y, r: h / 2, paint: list.solid(zoneColor(of: value) ?? tint.color(at: f)))
        }
        barRangeCue(on: track, into: &list)
    }

    /// A capacity capsule along `track`: the track, then the fill from the origin (the minimum end without
    /// one) to the value (at least one bar thickness long once the value is off the origin, so the capsule
    /// stays round; nothing when they coincide). With zones the fill is the value's zone colour, and the
    /// track shows the zone bands faded to the track's own opacity (its alpha, 20 % light / 36 % dark) under
    /// the fill — the part below the first zone keeps the plain track colour. With `segmentCount` (and
    /// `segments` allowed) the bar is a row (or column) of cells instead (`drawSegmentedBar`). A target is
    /// marked across the bar on top of the fill or cells (`drawMarks`), and so are the zone boundaries when
    /// `thresholdMarkers` asks. An interactive bar draws its thumb at the value, in the fill's paint (docs/swiftui-fidelity.md › Focus ring).
    func drawCapacityBar(_ bar: BarTrack, track: Color, allowsGradient: Bool, segments: Bool = false,
                         into list: inout DisplayList) {
        let width = bar.length, h = bar.thickness, x = bar.start
        guard width > 0, h > 0 else { return }
        list.recordTrack(bar, inset: 0)
        // An interactive bar's thumb stands out of the track: the focus ring goes around it (FocusRing.swift).
        let thumb = focusRoom > 0, cells = segments && segmentCount >= 2
        list.recordFocus(bar, reach: thumb ? InputState.thumbReach : 0)
        if cells {
            drawSegmentedBar(bar, into: &list)
        } else {
            let zoned = zoneTrackPaint(along: bar, uncovered: track, opacity: track.alpha, into: &list)
            list.mark(zoned == nil ? PartCode.track : PartCode.zone)
            bar.fill(paint: zoned ?? list.solid(track), into: &list)
        }
        defer { drawMarks(on: bar, into: &list); barRangeCue(on: bar, into: &list) }
        guard let f = drawnFraction else { return }
        let fo = originFraction
        guard thumb || (f != fo && !cells) else { return }
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
        if f != fo && !cells {
            // The fill grows away from the origin; at least one bar thickness, kept inside the track.
            let length = min(max((f - fo).magnitude * width, h), width)
            var x0 = x + min(f, fo) * width
            if f < fo { x0 = min(x0, x + fo * width - length) }
            x0 = min(max(x0, x), x + width - length)
            let r = bar.rect(x0, length)
            list.mark(PartCode.fill)
            list.fillRoundRect(x: r.x, y: r.y, width: r.width, height: r.height, radius: h / 2, paint: paint)
        }
        // The thumb of an interactive bar: a disc `thumbReach` wider than the track on each side at the value (than its
        // length, on a track shorter than it is thick), its centre kept where the track's round ends are, in the fill's
        // paint (docs/swiftui-fidelity.md › Focus ring).
        if thumb {
            let e = min(h, width) / 2, p = bar.point(min(max(x + f * width, x + e), x + width - e))
            list.mark(PartCode.marker)
            list.fillCircle(cx: p.x, cy: p.y, r: e + InputState.thumbReach, paint: paint)
        }
    }

    /// A segmented ("LCD") bar: `segmentCount` cells with gaps along `track` (left to right, or bottom to
    /// top). Cell i covers fractions i/n…(i+1)/n and takes the colour at its centre — the zone there, else
    /// the tint — so each zone gets cells in proportion to its width (docs/regression-cases.md › lcd-cells-per-zone). A cell is lit when its centre lies
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
            list.mark(lit ? PartCode.fill : zones.isEmpty ? PartCode.track : PartCode.zone)
            list.fillRoundRect(x: r.x, y: r.y, width: r.width, height: r.height, radius: 0,
                               paint: list.solid(lit ? colour : colour.opacity(BarMetrics.unlitOpacity)))
        }
    }
}
