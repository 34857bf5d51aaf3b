// Threshold marks on the rings and the dial, beyond SwiftUI and opt-in
// (docs/swiftui-fidelity.md › Threshold markers). The bars' marks are the target mark's (`Gauge.barMark`, Bar/BarDrawing.swift); the dial's zone marks
// are its target mark's (`dialMark`). Every mark is a butt-capped `line` in the primary label colour.

extension Gauge {
    /// The marks across a ring's track of centre-line `radius` and width `stroke` (`ring`'s own, or a
    /// concentric capacity ring's outermost): one at each zone boundary (`thresholdFractions`), then one at the
    /// target with `.target` (`ringTargetFraction`). Drawn over the track and fill, before the marker's knock-out.
    @inline(never)
    func drawRingMarks(_ ring: RingGeometry, radius: Double, stroke: Double, into list: inout DisplayList) {
        guard stroke > 0, radius > stroke / 2 else { return }
        var last = lowerBound
        while let f = nextThresholdFraction(after: &last) { ringMark(ring, radius: radius, stroke: stroke, at: f, into: &list) }
        if let ft = ringTargetFraction { ringMark(ring, radius: radius, stroke: stroke, at: ft, into: &list) }
    }

    /// A mark across the ring's track at fraction `f`: radial, from the track's inner edge to its outer edge
    /// (no further: the ring's outer edge touches the box, and the value text keeps only
    /// `RingMetrics.valueInset` inside the inner edge), a quarter of the track's width plus 1 pt at the ring's
    /// scale wide (the bars' rule), at most the track's width. Its outer corners stay within the outer edge, and
    /// on an open arc its half width stays inside the arc's ends, as the dial's target mark does.
    @inline(never)
    func ringMark(_ ring: RingGeometry, radius: Double, stroke: Double, at f: Double, into list: inout DisplayList) {
        list.mark(PartCode.mark)
        let lw = min(stroke / 4 + ring.frame.scale, stroke)
        let r0 = radius - stroke / 2, ro = radius + stroke / 2
        let r1 = (ro * ro - lw * lw / 4).squareRoot()
        guard r0 > 0, r1 > r0 else { return }
        var t = f
        if !ring.isFullCircle {
            let m = min(0.5, lw / 2 / (r0 * ring.sweep))  // ≥ the half width's angle at r0 (atan x ≤ x)
            t = min(max(t, m), 1 - m)
        }
        let (sn, cs) = GaugeMath.sinCos(ring.angle(t))
        list.line(x0: ring.cx + cs * r0, y0: ring.cy + sn * r0, x1: ring.cx + cs * r1, y1: ring.cy + sn * r1,
                  lineWidth: lw, cap: .butt, paint: list.solid(labelColor))
    }

    /// The dial's zone boundary marks (`thresholdFractions`), each a `dialMark`, under the target's.
    @inline(never)
    func drawDialMarks(_ f: DialFrame, paint: UInt32, into list: inout DisplayList) {
        var last = lowerBound
        while let ft = nextThresholdFraction(after: &last) { dialMark(f, fraction: ft, paint: paint, into: &list) }
    }

    /// The dial's mark at fraction `ft` (its target mark's geometry): from `targetInset` inside the track to the
    /// outer edge, `targetWidth` × R wide, butt-capped. It stays inside the track's sector, which the fit keeps
    /// in the box: its outer corners within radius r, and on an open dial its half width inside the arc's ends
    /// (at the minimum a corner poked 0.5 px out of a 2000×300 box — found by the adversarial check).
    @inline(never)
    func dialMark(_ f: DialFrame, fraction: Double, paint: UInt32, into list: inout DisplayList) {
        list.mark(PartCode.mark)
        let d = dial, r = f.r
        var ft = fraction
        let w = DialMetrics.targetWidth * r
        let r0 = r * (1 - DialMetrics.trackWidth - DialMetrics.targetInset)
        let rEnd = (r * r - w * w / 4).squareRoot()
        if !d.isFullCircle, r0 > 0, d.sweepRadians > 0 {
            let m = min(0.5, w / 2 / (r0 * d.sweepRadians))  // ≥ the half width's angle at r0 (atan x ≤ x)
            ft = min(max(ft, m), 1 - m)
        }
        let (sn, cs) = GaugeMath.sinCos(d.angle(ft))
        list.line(x0: f.cx + cs * r0, y0: f.cy + sn * r0, x1: f.cx + cs * rEnd, y1: f.cy + sn * rEnd,
                  lineWidth: w, cap: .butt, paint: paint)
    }
}
