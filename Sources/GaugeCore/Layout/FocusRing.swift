// An interactive gauge's focus ring and the room it keeps for it (docs/design.md › Input gauges): each layout records
// what the ring goes around — the ring's or dial's circle, the bar's track as a capsule — with the range it records
// for hit testing (ValueAt.swift), and the ring is drawn from that after the layout, in the focus colour.

/// What the focus ring surrounds, in the layout's left-to-right coordinates (px): a capsule whose centre line runs
/// `l` either side of (`cx`, `cy`) along x (or y when `vertical`), `r` its radius — a circle when `l` is 0. `sweep`
/// non-NaN: an arc's circle that does not fit the box, so the ring is the arc's outer edge from `start` instead.
struct FocusShape {
    var cx = 0.0, cy = 0.0, l = 0.0, r = 0.0
    var vertical = false
    var start = 0.0, sweep = Double.nan
}

extension DisplayList {
    /// Records the circle of radius `outer` about `ring`'s centre (its outer edge) as what the focus ring surrounds;
    /// where that circle leaves the layout's box (an arc fitted to its own bounds), the arc from its start instead.
    @inline(never)
    mutating func recordFocus(_ ring: RingGeometry, outer: Double) {
        let w = Double(Float(bitPattern: words[2])) - 2 * inset, h = Double(Float(bitPattern: words[3])) - 2 * inset
        // (f32 rounding of a circle that fits exactly: 0.01 px)
        let fits = min(min(ring.cx, ring.cy), min(w - ring.cx, h - ring.cy)) >= outer - 0.01
        focusShape = FocusShape(cx: ring.cx, cy: ring.cy, l: 0, r: outer, vertical: false, start: ring.span(0, 1).start,
                                sweep: fits ? .nan : ring.sweep)
    }

    /// Records `bar`'s track as the capsule the focus ring surrounds, `reach` wider than the track on every side: along
    /// the bar, or across it for a track shorter than it is thick (a vertical bar in a flat box), as its rounded
    /// rectangle's corners are then half its length.
    @inline(never)
    mutating func recordFocus(_ bar: BarTrack, reach: Double) {
        let t = bar.thickness / 2, l = bar.length / 2, c = bar.point(bar.start + l), along = l >= t
        focusShape = FocusShape(cx: c.x, cy: c.y, l: along ? l - t : t - l, r: min(t, l) + reach, vertical: (bar.axis == .vertical) == along)
    }
}

extension Gauge {
    /// The room kept on every side of an interactive gauge's box (px): the focus ring's (`InputState.focusRoom`),
    /// and on the capacity bars the thumb's reach past the track (`InputState.thumbReach`); 0 otherwise.
    var focusRoom: Double {
        guard inputState.contains(.interactive) else { return 0 }
        return InputState.focusRoom + (hasThumb ? InputState.thumbReach : 0)
    }

    /// Whether an interactive gauge of this style draws a thumb at the value: the capacity bars (continuous or
    /// segmented, either orientation); `accessoryLinear` has its knob, the rings and the dial their arcs.
    var hasThumb: Bool {
        let s = style.resolved
        return !s.isRound && s != .accessoryLinear
    }

    /// The focus ring (`InputState.focusVisible` on an interactive gauge): a `focusRingWidth` stroke
    /// `focusRingGap` outside the recorded shape, in `focusColor` — a circle, the arc's outer edge (round-capped), or
    /// a capsule: its two ends' half circles and its two sides. Inside the box: the layout kept `focusRoom` on every
    /// side. Nothing before a layout recorded a shape in this list (its `valueTrack`, recorded with it).
    @inline(never)
    func drawFocusRing(into list: inout DisplayList) {
        let s = list.focusShape, lw = InputState.focusRingWidth
        guard inputState == .all, !list.valueTrack.x.isNaN else { return }
        let r = s.r + InputState.focusRingGap + lw / 2, paint = list.solid(focusColor)
        list.mark(PartCode.none) // a press on the ring is on no part (Gauge.part(at:in:)): it only focuses
        if !s.sweep.isNaN {
            list.strokeArc(cx: s.cx, cy: s.cy, r: r, start: s.start, end: s.start + s.sweep, lineWidth: lw, cap: .round, paint: paint)
            return
        }
        // Along the axis, the centre line's half (dx, dy) and the sides' offset across it (nx, ny).
        let dx = s.vertical ? 0 : s.l, dy = s.vertical ? -s.l : 0, nx = s.vertical ? r : 0, ny = s.vertical ? 0 : r
        let a = s.vertical ? -Double.pi : -Double.pi / 2, half = s.l > 0 ? Double.pi : 2 * Double.pi
        list.strokeArc(cx: s.cx + dx, cy: s.cy + dy, r: r, start: a, end: a + half, lineWidth: lw, cap: .butt, paint: paint)
        guard s.l > 0 else { return }
        list.strokeArc(cx: s.cx - dx, cy: s.cy - dy, r: r, start: a + half, end: a + 2 * half, lineWidth: lw, cap: .butt, paint: paint)
        list.line(x0: s.cx - dx + nx, y0: s.cy - dy + ny, x1: s.cx + dx + nx, y1: s.cy + dy + ny, lineWidth: lw, cap: .butt, paint: paint)
        list.line(x0: s.cx - dx - nx, y0: s.cy - dy - ny, x1: s.cx + dx - nx, y1: s.cy + dy - ny, lineWidth: lw, cap: .butt, paint: paint)
    }
}
