// Handing a gradient to a host that only interpolates in sRGB: Canvas 2D gradients (and SVG's) mix their stops
// component-wise in gamma-encoded sRGB without premultiplying alpha (HTML § 4.12.5.1.11). A gradient in another
// space, or with changing alpha (which CSS premultiplies), is approximated by enough extra sRGB stops that the
// host's colours stay within ΔE_OK 0.02 (CSS Color 4's JND) of `color(at:)` everywhere; a flat-coloured
// segment approximation serves outputs without conic gradients (SVG arcs).

extension Gradient.Resolved {
    /// The error budget the subdivisions aim for: half the promised ΔE_OK 0.02, so that the part of a curve
    /// between two checked points, and the 8-bit rounding of each stop (≤ 0.002), stay inside the promise.
    public static let hostTolerance = 0.01
    /// At most 2^6 = 64 pieces per stop-to-stop segment (bounds the work and the list size).
    static let maxDepth = 6

    /// Stops for a host gradient whose offsets lie in 0…1 and which mixes stops in sRGB without premultiplying:
    /// the colour at 0, every stop strictly inside (in order, so equal locations stay hard edges), the colour
    /// at 1, plus — in any space but sRGB, or where alpha changes — stops in between, until the host's colour
    /// is within ΔE_OK ``hostTolerance`` of ``color(at:)`` at the quarter points of every piece (measured on
    /// the 8-bit stop colours the display list stores, translucent colours compared over black and over white;
    /// `GradientTests` checks every point against 0.02).
    public func hostStops() -> [ColorStop] {
        let c0 = sample(0, fromLeft: false)
        var out = [ColorStop(color: c0, location: 0)]
        var prev = 0.0, prevColor = c0
        for s in stops where s.location > 0 && s.location < 1 {
            if s.location > prev { refine(prev, prevColor, s.location, s.color, 0, into: &out) }
            out.append(s)
            prev = s.location
            prevColor = s.color
        }
        let c1 = sample(1, fromLeft: true)
        if prev < 1 { refine(prev, prevColor, 1, c1, 0, into: &out) }
        out.append(ColorStop(color: c1, location: 1))
        return out
    }

    /// Appends the stops strictly inside (p, q) that the host needs between colours `cp` at p and `cq` at q.
    func refine(_ p: Double, _ cp: Color, _ q: Double, _ cq: Color, _ depth: Int, into out: inout [ColorStop]) {
        if interpolation == .sRGB && cp.alpha == cq.alpha { return }  // the host's own mix is exact
        let mid = p + (q - p) * 0.5
        let cm = sample(mid, fromLeft: false)
        if depth < Gradient.Resolved.maxDepth {
            let hp = cp.quantized, hq = cq.quantized
            var worst = cm.visibleDifference(hp.mix(hq, 0.5))
            if worst <= Gradient.Resolved.hostTolerance {
                for f in [0.25, 0.75] {
                    worst = max(worst, sample(p + (q - p) * f, fromLeft: false).visibleDifference(hp.mix(hq, f)))
                }
            }
            if worst <= Gradient.Resolved.hostTolerance { return }
        } else {
            return
        }
        refine(p, cp, mid, cm, depth + 1, into: &out)
        out.append(ColorStop(color: cm, location: mid))
        refine(mid, cm, q, cq, depth + 1, into: &out)
    }
}

/// A piece of a gradient drawn in one flat colour: fractions `start…end` of the gradient and the colour.
public struct FlatSegment: Equatable, Sendable {
    public var start: Double
    public var end: Double
    public var color: Color
    public init(start: Double, end: Double, color: Color) {
        self.start = start
        self.end = end
        self.color = color
    }
}

extension Gradient.Resolved {
    /// The budget for one flat piece: every point of it within ΔE_OK 0.015 of the piece's colour at the five
    /// points checked, leaving 0.005 of the promised 0.02 for the curve between them and 8-bit rounding.
    public static let flatTolerance = 0.015

    /// The part `from…to` of the gradient (fractions, `from < to`) as pieces of flat colour, each within
    /// ΔE_OK 0.02 of ``color(at:)`` at every point it covers: for SVG, which has no conic gradient. Pieces break
    /// at every stop inside the range (so hard edges stay hard) and are halved until the piece's colour — the
    /// colour at its middle — is within ``flatTolerance`` of the colours at its ends and quarter points (at most
    /// 2^8 pieces per stop-to-stop segment). `GradientTests` checks every point against 0.02.
    ///
    /// The SVG writer draws an open ring's arc from `start + sweep·from` to `start + sweep·to` as one `<path>`
    /// arc per piece (angles `start + sweep·piece.start … start + sweep·piece.end`), butt-capped, in the piece's
    /// colour, with the ring's round caps as discs in the end colours (the layout already does this for the
    /// capacity ring); overlapping neighbours by a hair (≈ 0.5 device px) hides anti-aliasing seams.
    public func flatSegments(from: Double = 0, to: Double = 1) -> [FlatSegment] {
        guard from < to, from.isFinite, to.isFinite else { return [] }
        var out: [FlatSegment] = []
        var p = from
        for s in stops where s.location > from && s.location < to && s.location > p {
            flatten(p, s.location, 0, into: &out)
            p = s.location
        }
        flatten(p, to, 0, into: &out)
        return out
    }

    func flatten(_ p: Double, _ q: Double, _ depth: Int, into out: inout [FlatSegment]) {
        let mid = p + (q - p) * 0.5
        let cm = sample(mid, fromLeft: false)
        if depth < 8 {
            let probes = [sample(p, fromLeft: false), sample(q, fromLeft: true),
                          sample(p + (q - p) * 0.25, fromLeft: false), sample(p + (q - p) * 0.75, fromLeft: false)]
            var fits = true
            for c in probes where cm.visibleDifference(c) > Gradient.Resolved.flatTolerance {
                fits = false
                break
            }
            if !fits {
                flatten(p, mid, depth + 1, into: &out)
                flatten(mid, q, depth + 1, into: &out)
                return
            }
        }
        out.append(FlatSegment(start: p, end: q, color: cm))
    }
}
