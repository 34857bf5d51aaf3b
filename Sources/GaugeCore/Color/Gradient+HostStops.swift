// Handing a gradient to a host that only interpolates in sRGB: Canvas 2D gradients (and SVG's) mix their stops
// component-wise in gamma-encoded sRGB without premultiplying alpha (HTML Standard, canvas "Colors and styles",
// CanvasGradient). A gradient in another space, or with changing alpha (which CSS premultiplies), gets enough
// extra sRGB stops that the host's colours stay within ΔE_OK 0.02 (CSS Color 4's JND) of `color(at:)`
// everywhere; a flat-coloured segment approximation serves outputs without conic gradients (SVG arcs).
//
// "Within ΔE_OK 0.02" means: the host's colour is at most 0.02 further from the true colour than the true colour
// rounded to 8 bits per channel is — the precision the display list and every pixel have. That rounding costs
// ~0.002 in mid-tones but up to 0.034 near black, where OKLab's lightness is so steep that neighbouring 8-bit
// values are 0.03–0.07 apart, so no 8-bit drawing could promise a flat 0.02 there. Translucent colours are
// compared composited over black and over white (``Color/visibleDifference(_:)``).
//
// Method: the true colours are sampled on a grid (``gridDensity`` points per unit of the gradient, at least 16
// per stop-to-stop piece), then the polyline through them is simplified as Douglas and Peucker do: keep the
// grid point where the host's mix deviates most, recursively, until every grid point is within
// ``hostTolerance``. Half of the 0.02 budget is left for the curve between grid points.

/// A true colour sampled for comparisons: its OKLab (over black and white if translucent) and the error its own
/// 8-bit rounding makes (see the file's comment). Made and compared out of line, as ``Gradient/Resolved/flatten(_:_:into:)``
/// is called: inlined, each copied the OKLab conversions into its callers (docs/wasm-build.md › Size and allocation).
struct ColorProbe {
    let translucent: Bool
    let lab: OKLab
    let overBlack: OKLab
    let overWhite: OKLab
    /// ΔE_OK between the colour and its 8-bit rounding.
    var rounding = 0.0

    @inline(never)
    init(_ truth: Color) {
        translucent = truth.alpha != 1 || truth.quantized.alpha != 1
        lab = truth.oklab
        if translucent {
            overBlack = truth.over(.black).oklab
            overWhite = truth.over(.white).oklab
        } else {
            overBlack = lab
            overWhite = lab
        }
        rounding = distance(truth.quantized)
    }

    /// ``Color/visibleDifference(_:)`` between `c` and the probe's colour.
    func distance(_ c: Color) -> Double {
        if !translucent && c.alpha == 1 { return c.oklab.distance(to: lab) }
        return max(c.over(.black).oklab.distance(to: overBlack), c.over(.white).oklab.distance(to: overWhite))
    }

    /// A probe per colour. Out of line: `refine` and `flatten` each had a copy of the inlined `map`
    /// (docs/wasm-build.md › Size and allocation).
    @inline(never)
    static func probes(_ colors: [Color]) -> [ColorProbe] { colors.map { ColorProbe($0) } }

    /// How much further than its 8-bit rounding `c` is from the probe's colour.
    @inline(never)
    func excess(_ c: Color) -> Double { distance(c) - rounding }
}

extension Gradient.Resolved {
    /// The budget on the sampling grid: half the promised ΔE_OK 0.02 (see the file's comment).
    public static let hostTolerance = 0.01
    /// Grid points per unit of the gradient's length for host stops (at least 16 per stop-to-stop piece).
    public static let gridDensity = 256.0
    /// Grid points per unit for flat segments, which cannot bend with the curve between grid points.
    public static let flatGridDensity = 1024.0

    /// Stops for a host gradient whose offsets lie in 0…1 and which mixes stops in sRGB without premultiplying:
    /// the colour at 0, every stop strictly inside (in order, so equal locations stay hard edges), the colour
    /// at 1, plus — in any space but sRGB, or where alpha changes — the stops in between that keep the host's
    /// colour within ΔE_OK 0.02 of ``color(at:)`` (see the file's comment; `GradientTests` checks 4,000 points).
    /// Natively the answer is kept in a process-wide memo (Gradient+Cache.swift): the same gradient gives the
    /// same stops, computed once.
    public func hostStops() -> [ColorStop] {
        #if hasFeature(Embedded)
        return hostStopsUncached()
        #else
        return FlatteningCache.hostStops(self) { hostStopsUncached() }
        #endif
    }

    /// ``hostStops()`` computed afresh.
    func hostStopsUncached() -> [ColorStop] {
        let c0 = sample(0, fromLeft: false)
        var out = [ColorStop(color: c0, location: 0)]
        var prev = 0.0, prevColor = c0
        for s in stops where s.location > 0 && s.location < 1 {
            if s.location > prev { refine(prev, prevColor, s.location, s.color, into: &out) }
            out.append(s)
            prev = s.location
            prevColor = s.color
        }
        let c1 = sample(1, fromLeft: true)
        if prev < 1 { refine(prev, prevColor, 1, c1, into: &out) }
        out.append(ColorStop(color: c1, location: 1))
        return out
    }

    /// The interpolation on (p, q), which lies inside one stop-to-stop segment (or before the first / after the
    /// last stop, where the colour is constant: nil).
    func segment(on p: Double, _ q: Double) -> (InterpolationSegment, start: Double, span: Double)? {
        let mid = p + (q - p) * 0.5
        guard mid >= stops[0].location, mid < stops[stops.count - 1].location else { return nil }
        var k = 0
        while k + 2 < stops.count && stops[k + 1].location <= mid { k += 1 }
        let a = stops[k], b = stops[k + 1]
        let span = b.location - a.location
        guard span > 0 else { return nil }
        return (InterpolationSegment(a.color, b.color, interpolation), a.location, span)
    }

    /// The true colours at `n + 1` evenly spaced points of [p, q], the ends being `cp` and `cq`.
    func grid(_ p: Double, _ cp: Color, _ q: Double, _ cq: Color, _ n: Int) -> (t: [Double], colors: [Color]) {
        var t: [Double] = [], colors: [Color] = []
        t.reserveCapacity(n + 1)
        colors.reserveCapacity(n + 1)
        let seg = segment(on: p, q)
        for i in 0...n {
            let x = i == n ? q : p + (q - p) * Double(i) / Double(n)
            t.append(x)
            if i == 0 {
                colors.append(cp)
            } else if i == n {
                colors.append(cq)
            } else if let s = seg {
                colors.append(s.0.color(at: (x - s.start) / s.span))
            } else {
                colors.append(cp)
            }
        }
        return (t, colors)
    }

    static func gridCount(_ p: Double, _ q: Double, density: Double = gridDensity) -> Int {
        max(16, Int(saturating: (density * (q - p)).rounded(.up)))
    }

    /// Appends the stops strictly inside (p, q) that the host needs between colours `cp` at p and `cq` at q.
    /// Out of line: ``hostStops()`` calls it twice (docs/wasm-build.md › Size and allocation).
    @inline(never)
    func refine(_ p: Double, _ cp: Color, _ q: Double, _ cq: Color, into out: inout [ColorStop]) {
        if interpolation == .sRGB && cp.alpha == cq.alpha { return }  // the host's own mix is exact
        let (t, colors) = grid(p, cp, q, cq, Gradient.Resolved.gridCount(p, q))
        let probes = ColorProbe.probes(colors)
        simplify(0, t.count - 1, t, colors, probes, into: &out)
    }

    /// Douglas–Peucker on grid indices i < j (both already stops).
    func simplify(_ i: Int, _ j: Int, _ t: [Double], _ colors: [Color], _ probes: [ColorProbe],
                  into out: inout [ColorStop]) {
        guard j - i >= 2 else { return }
        let hi = colors[i].quantized, hj = colors[j].quantized
        var worst = 0.0, at = i + 1
        for k in (i + 1)..<j {
            let e = probes[k].excess(hi.mix(hj, (t[k] - t[i]) / (t[j] - t[i])))
            if e > worst { worst = e; at = k }
        }
        guard worst > Gradient.Resolved.hostTolerance else { return }
        simplify(i, at, t, colors, probes, into: &out)
        out.append(ColorStop(color: colors[at], location: t[at]))
        simplify(at, j, t, colors, probes, into: &out)
    }
}

/// A piece of a gradient drawn in one flat colour: fractions `start…end` of the gradient and the colour.
///
/// ```swift
/// let gradient = Gradient(colors: [.blue, .red], interpolation: .oklab).resolved()
/// for piece in gradient.flatSegments(from: 0, to: 0.5) {
///     print(piece.start, piece.end, piece.color.rgba8)   // within ΔE_OK 0.02 of the gradient everywhere
/// }
/// ```
package struct FlatSegment: Equatable, Sendable {
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
    /// The budget for one flat piece on its sampling grid (0.005 of the promised 0.02 left for the curve between
    /// grid points).
    public static let flatTolerance = 0.015

    /// The part `from…to` of the gradient (fractions; clamped to 0…1, the gradient's own span — beyond it the
    /// colour is its end colour; empty unless `from < to` after clamping, or if either is NaN or infinite) as pieces of flat colour, each within
    /// ΔE_OK 0.02 of ``color(at:)`` at every point it covers (rounded to 8 bits, as in ``hostStops()``): for
    /// SVG, which has no conic gradient. Pieces break at every stop inside the range (so hard edges stay hard)
    /// and are halved on the sampling grid until every grid point of a piece is within ``flatTolerance`` of
    /// its colour, the colour at its middle (``flatGridDensity`` points per unit; measured as in ``hostStops()``).
    /// `GradientTests` checks 65 points per piece.
    ///
    /// The SVG writer should call this on the gauge's own gradient (`gauge.resolvedTint`), not on the display
    /// list's conic stops (those are already an approximation; flattening them again would add the two errors),
    /// and draw the arc from `start + sweep·from` to `start + sweep·to` as one `<path>` arc per piece (angles
    /// `start + sweep·piece.start … start + sweep·piece.end`, the ring's own start and sweep from the layout),
    /// butt-capped, in the piece's colour, with the ring's round caps as discs in the end colours (the layout
    /// already does this for the capacity ring); overlapping neighbours by a hair (≈ 0.5 device px) hides
    /// anti-aliasing seams.
    ///
    /// Natively the answer is kept in a process-wide memo (Gradient+Cache.swift): the same gradient and range give
    /// the same pieces, computed once.
    public func flatSegments(from: Double = 0, to: Double = 1) -> [FlatSegment] {
        // Clamped before the memo and the grid: a range of 1e308 would ask for a grid of that many points.
        let (from, to) = from.isFinite && to.isFinite ? (max(from, 0), min(to, 1)) : (from, to)
        #if hasFeature(Embedded)
        return flatSegmentsUncached(from: from, to: to)
        #else
        return FlatteningCache.segments(self, from, to) { flatSegmentsUncached(from: from, to: to) }
        #endif
    }

    /// ``flatSegments(from:to:)`` computed afresh.
    func flatSegmentsUncached(from: Double, to: Double) -> [FlatSegment] {
        guard from < to, from.isFinite, to.isFinite else { return [] }
        var out: [FlatSegment] = []
        var p = from
        for s in stops where s.location > from && s.location < to && s.location > p {
            flatten(p, s.location, into: &out)
            p = s.location
        }
        flatten(p, to, into: &out)
        return out
    }

    @inline(never)
    func flatten(_ p: Double, _ q: Double, into out: inout [FlatSegment]) {
        let n = Gradient.Resolved.gridCount(p, q, density: Gradient.Resolved.flatGridDensity)
        let (t, colors) = grid(p, sample(p, fromLeft: false), q, sample(q, fromLeft: true), n)
        let probes = ColorProbe.probes(colors)
        bisect(0, t.count - 1, t, colors, probes, into: &out)
    }

    /// One flat piece for grid indices i…j, or two halves if its middle colour is too far from any grid point.
    /// A piece one grid step long takes the colour at its middle.
    func bisect(_ i: Int, _ j: Int, _ t: [Double], _ colors: [Color], _ probes: [ColorProbe],
                into out: inout [FlatSegment]) {
        if j - i < 2 {
            let mid = t[i] + (t[j] - t[i]) * 0.5
            out.append(FlatSegment(start: t[i], end: t[j], color: segment(on: t[i], t[j]).map {
                $0.0.color(at: (mid - $0.start) / $0.span)
            } ?? colors[i]))
            return
        }
        let m = (i + j) / 2
        let flat = colors[m].quantized
        for k in i...j where probes[k].excess(flat) > Gradient.Resolved.flatTolerance {
            bisect(i, m, t, colors, probes, into: &out)
            bisect(m, j, t, colors, probes, into: &out)
            return
        }
        out.append(FlatSegment(start: t[i], end: t[j], color: colors[m]))
    }
}
