// A bar's track for either axis, and the zone bands painted along it.

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

    /// A horizontal track from `x` over `width` centred on y = `mid`.
    static func horizontal(x: Double, width: Double, mid: Double, thickness: Double) -> BarTrack {
        BarTrack(axis: .horizontal, start: x, length: width, mid: mid, thickness: thickness)
    }

    /// A vertical track from y = `bottom` up `height` points, centred on x = `mid`.
    static func vertical(bottom: Double, height: Double, mid: Double, thickness: Double) -> BarTrack {
        BarTrack(axis: .vertical, start: -bottom, length: height, mid: mid, thickness: thickness)
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
        if first.f0 > 0 {
            stops.append(ColorStop(color: uncovered, location: 0))
            stops.append(ColorStop(color: uncovered, location: first.f0))
        }
        for b in bands {
            let c = b.color.opacity(opacity)
            stops.append(ColorStop(color: c, location: b.f0))
            stops.append(ColorStop(color: c, location: b.f1))
        }
        return track.gradient(stops, into: &list)
    }
}
