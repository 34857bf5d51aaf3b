// The value under a point (docs/abi.md › Hit testing): each layout records where it laid the range — the
// ring's or dial's arc (`RingGeometry`), the bar's track (`BarTrack`) — in the display list it draws, and the
// point is mapped back through that same geometry. No layout is repeated and no geometry is written twice.

/// Where a layout laid fractions 0…1 of the range, in the box's left-to-right coordinates (CSS px).
enum ValueTrack {
    /// Along an arc: fraction f at the angle `ring.angle(f)` about the ring's centre.
    case arc(RingGeometry)
    /// Along a bar: fraction 0 at axis coordinate `track.start + inset`, 1 at `track.start + track.length − inset`
    /// (`BarTrack`'s `u`: x, or −y for a vertical bar). The marker bar's knob travels inside half its thickness.
    case bar(BarTrack, inset: Double)
}

extension DisplayList {
    /// The fraction (0…1) of the range under the point (`x`, `y`) in CSS px of this list's box, as laid out by
    /// the last render; nil when nothing holds a range (an empty box, no render yet) or the point is not finite.
    ///
    /// Arcs follow the angle about the centre, whatever the distance (the centre itself reads as the angle 0,
    /// clockwise from +x); a point in the gap between an open arc's ends goes to the nearer end, so a drag past an
    /// end stays there. Bars project the point onto the track: anything before its start is 0, past its end 1.
    /// Right-to-left lists are mirrored back first.
    package func fraction(atX x: Double, y: Double) -> Double? {
        guard x.isFinite, y.isFinite, let track = valueTrack else { return nil }
        let px = layoutDirection == .rightToLeft ? Double(Float(bitPattern: words[2])) - x : x
        switch track {
        case .arc(let ring):
            let turn = 2 * Double.pi
            let a = GaugeMath.atan2(y - ring.cy, px - ring.cx)
            var d = (ring.clockwise ? a - ring.start : ring.start - a).truncatingRemainder(dividingBy: turn)
            if d < 0 { d += turn }
            // In the gap: the nearer end (its distance past the maximum against its distance before the minimum).
            if d > ring.sweep { d = d - ring.sweep < turn - d ? ring.sweep : 0 }
            return ring.sweep > 0 ? GaugeMath.clamp(d / ring.sweep, 0, 1) : 0
        case .bar(let bar, let inset):
            let u = bar.axis == .horizontal ? px : -y
            let length = bar.length - 2 * inset
            return length > 0 ? GaugeMath.clamp((u - bar.start - inset) / length, 0, 1) : 0
        }
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
