// The value under a point (docs/abi.md › Hit testing): each layout records where it laid the range — the
// ring's or dial's arc (`RingGeometry`), the bar's track (`BarTrack`) — in the display list it draws, and the
// point is mapped back through that same geometry. No layout is repeated and no geometry is written twice.

/// Where a layout laid fractions 0…1 of the range, in the box's left-to-right coordinates (CSS px): four numbers, so
/// the display list stays a plain value (`DisplayList.valueTrack`; an enum of the layouts' own structs made its copy
/// and initialiser outlined functions in the wasm).
struct ValueTrack {
    /// An arc: its centre. A bar: the axis coordinates (`BarTrack`'s `u`) of fractions 0 and 1. `x` NaN: none laid out.
    var x = Double.nan, y = 0.0
    /// An arc: the angle of fraction 0 (radians clockwise from +x, in −π…π) and the sweep, negative when values grow
    /// counter-clockwise. A bar: `start` 1 when it is vertical (u = −y), else 0 (u = x); `sweep` NaN.
    var start = 0.0, sweep = 0.0
}

extension DisplayList {
    /// Records `ring`'s arc as where the range lies (rings, and the dial's arc about its centre).
    @inline(never)
    mutating func recordTrack(_ ring: RingGeometry) {
        valueTrack = ValueTrack(x: ring.cx, y: ring.cy, start: ring.start, sweep: ring.clockwise ? ring.sweep : -ring.sweep)
        recordFocus(ring, outer: ring.radius + ring.stroke / 2)  // (the dial records its own radius after this)
    }

    /// Records `bar` as where the range lies, fraction 0 at `inset` from its start and 1 at `inset` from its end (the
    /// marker bar's knob travels inside half its thickness).
    @inline(never)
    mutating func recordTrack(_ bar: BarTrack, inset: Double) {
        valueTrack = ValueTrack(x: bar.start + inset, y: bar.start + bar.length - inset, start: bar.axis == .vertical ? 1 : 0,
                                sweep: .nan)
    }

    /// The fraction (0…1) of the range under the point (`x`, `y`) in CSS px of this list's box, as laid out by
    /// the last render; nil when nothing holds a range (an empty box, no render yet) or the point is not finite.
    ///
    /// Arcs follow the angle about the centre, whatever the distance (the centre itself reads as the angle 0,
    /// clockwise from +x); a point in the gap between an open arc's ends goes to the nearer end, so a drag past an
    /// end stays there. Bars project the point onto the track: anything before its start is 0, past its end 1.
    /// Right-to-left lists are mirrored back first, and an interactive gauge's room (`inset`) taken off.
    package func fraction(atX x: Double, y: Double) -> Double? {
        let t = valueTrack
        guard x.isFinite, y.isFinite, !t.x.isNaN else { return nil }
        // Into the layout's coordinates: less an interactive gauge's room (`inset`), mirrored back.
        let px = layoutDirection == .rightToLeft ? Double(Float(bitPattern: words[2])) - x - inset : x - inset, y = y - inset
        guard !t.sweep.isNaN else {
            let u = t.start == 0 ? px : -y
            return t.y > t.x ? GaugeMath.clamp((u - t.x) / (t.y - t.x), 0, 1) : 0
        }
        // The angle past fraction 0's the way values grow, in 0…2π (both angles are in −π…π).
        let turn = 2 * Double.pi, sweep = abs(t.sweep)
        var d = GaugeMath.atan2(y - t.y, px - t.x) - t.start
        if t.sweep < 0 { d = -d }
        if d < 0 { d += turn }
        if d >= turn { d -= turn }
        // In the gap: the nearer end (its distance past the maximum against its distance before the minimum).
        if d > sweep { d = d - sweep < turn - d ? sweep : 0 }
        return sweep > 0 ? d / sweep : 0
    }
}

extension Gauge {
    /// The value at `fraction` (0…1, clamped; NaN reads 0) of `lower…upper`: `lower` at 0, `upper` at 1, linear
    /// between, always within the bounds (a range as wide as ±1.7e308 does not overflow). Static, so the C ABI reads
    /// a slot's bounds in place (no copy of its gauge).
    package static func value(atFraction fraction: Double, lower: Double, upper: Double) -> Double {
        let f = GaugeMath.clamp(fraction, 0, 1)
        return GaugeMath.clamp(lower * (1 - f) + upper * f, lower, upper)
    }

    /// The value under `point` when the gauge is drawn in a box of `size` (CSS px, origin top-left, y down) — what
    /// a pointer pressed there sets on a gauge used as a slider (docs/abi.md › Hit testing).
    ///
    /// The point is mapped through the geometry the layout draws (text measured with the built-in metrics, as
    /// `displayList(width:height:)`): rings and the dial by the angle about their centre, a point in the gap
    /// between an open arc's ends going to the nearer end (never across the gap); bars by the point's position
    /// along the track (up a vertical bar; mirrored right to left), the marker bar's by its knob's centre. The
    /// result is clamped to `lowerBound…upperBound` (points outside the box still map, to the nearest reading).
    /// NaN — "no value" — when the point or the size is not finite, or the box is empty; `lowerBound` when the
    /// bounds are equal. The gauge's own value does not matter.
    public func value(at point: (x: Double, y: Double), in size: (width: Double, height: Double)) -> Double {
        let list = displayList(width: size.width, height: size.height)
        guard size.width.isFinite, size.height.isFinite, let f = list.fraction(atX: point.x, y: point.y) else { return .nan }
        return Gauge.value(atFraction: f, lower: lowerBound, upper: upperBound)
    }
}
