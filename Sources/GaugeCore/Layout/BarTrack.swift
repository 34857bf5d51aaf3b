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

extension BarMetrics {
    /// The target mark reaches half the bar's thickness beyond each side of it (so it reads over a full fill)
    /// and is a quarter of the thickness plus 1 pt wide (2 pt on the 4 pt capacity bar, 3 pt on the 8 pt
    /// bars). A design choice, like the dial's target mark.
    static let targetOvershoot = 0.5
}

extension Gauge {
    /// The target (`target`), if any, as a mark across `track` at its fraction in the primary label colour:
    /// butt-capped, centred on the target but kept inside the track's length, reaching `targetOvershoot` of
    /// the thickness past each side (limited to the box). Drawn on top of the fill or cells, under the
    /// marker's knock-out.
    func drawTarget(on track: BarTrack, into list: inout DisplayList) {
        guard let ft = targetFraction, track.length > 0, track.thickness > 0 else { return }
        let t = track.thickness
        let lw = min(t / 4 + 1, track.length)
        let u = min(max(track.start + ft * track.length, track.start + lw / 2), track.start + track.length - lw / 2)
        let reach = t / 2 + BarMetrics.targetOvershoot * t
        let a = max(track.mid - reach, 0), b = min(track.mid + reach, track.across)
        guard b > a else { return }
        let paint = list.solid(Palette.primaryLabel(colorScheme))
        if track.axis == .horizontal {
            list.line(x0: u, y0: a, x1: u, y1: b, lineWidth: lw, cap: .butt, paint: paint)
        } else {
            list.line(x0: a, y0: -u, x1: b, y1: -u, lineWidth: lw, cap: .butt, paint: paint)
        }
    }
}
