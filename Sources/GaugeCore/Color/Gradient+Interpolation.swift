// Interpolating two colours in a colour space, as CSS Color 4 §12 "Interpolation" specifies:
// 1. convert both colours to the interpolation space; a hue whose chroma is at most ε is powerless → missing
//    (CSS Color 4 §4.4.1, ε from css-color-4/conversions.js);
// 2. a missing component (`none`, carried by analogous category, CSS Color 4 §12.2) takes the other colour's
//    value (CSS Color 4 §12.3);
// 3. hues are fixed up for the hue interpolation method (CSS Color 4 §12.4);
// 4. components are premultiplied by alpha (hue excepted), interpolated linearly, un-premultiplied
//    (CSS Color 4 §12.3);
// 5. the result is converted to sRGB, gamut-mapped by CSS's algorithm when outside (CSS Color 4 §13.2.2).
// Premultiplication is skipped when both alphas are equal: it cancels exactly then, and skipping it keeps the
// result bit-identical to a plain component-wise mix.

extension ColorInterpolation {
    /// The colour a fraction `t` (clamped to 0…1) of the way from `a` to `b` in this space.
    package func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        InterpolationSegment(a, b, self).color(at: t)
    }

    /// The interpolated coordinates in this space (steps 1–4 above), before conversion back to sRGB.
    func mixedCoordinates(_ a: Color, _ b: Color, _ t: Double) -> Coordinates {
        InterpolationSegment(a, b, self).coordinates(at: t)
    }

    /// Whether the space has a hue (its third coordinate, in degrees).
    var isPolar: Bool {
        if case .oklch = self { return true }
        return false
    }

    /// A colour's coordinates in this space, with the `none` components that carry over (bit k = coordinate k,
    /// bit 3 = alpha) and, in OKLCH, a powerless hue as missing.
    func coordinates(_ c: Color) -> Coordinates {
        var missing: UInt8 = c.missing.contains(.alpha) ? 8 : 0
        func flag(_ k: UInt8, _ category: MissingComponents) {
            if c.missing.contains(category) { missing |= 1 << k }
        }
        switch self {
        case .sRGB:
            flag(0, .red); flag(1, .green); flag(2, .blue)
            return Coordinates(c0: c.red, c1: c.green, c2: c.blue, alpha: c.alpha, missing: missing)
        case .linearSRGB:
            flag(0, .red); flag(1, .green); flag(2, .blue)
            let lin = c.linearRGB
            return Coordinates(c0: lin.r, c1: lin.g, c2: lin.b, alpha: c.alpha, missing: missing)
        case .oklab:
            flag(0, .lightness); flag(1, .opponentA); flag(2, .opponentB)
            let lab = c.oklab
            return Coordinates(c0: lab.l, c1: lab.a, c2: lab.b, alpha: c.alpha, missing: missing)
        case .oklch:
            flag(0, .lightness); flag(1, .colorfulness); flag(2, .hue)
            let lch = c.oklab.lch
            if lch.h == nil { missing |= 4 }
            return Coordinates(c0: lch.l, c1: lch.c, c2: lch.h ?? 0, alpha: c.alpha, missing: missing)
        }
    }

    /// The sRGB colour at coordinates in this space (gamut-mapped from the perceptual spaces).
    func color(from r: Coordinates) -> Color {
        switch self {
        case .sRGB:
            return Color(red: r.c0, green: r.c1, blue: r.c2, alpha: r.alpha)
        case .linearSRGB:
            return Color(red: LinearRGB.encode(r.c0), green: LinearRGB.encode(r.c1), blue: LinearRGB.encode(r.c2),
                         alpha: r.alpha)
        case .oklab:
            return Color(oklab: OKLab(l: r.c0, a: r.c1, b: r.c2), alpha: r.alpha)
        case .oklch:
            return Color(oklab: OKLCH(l: r.c0, c: max(r.c1, 0), h: r.c2).lab, alpha: r.alpha)
        }
    }

    /// CSS Color 4 §12.4: adjusts two hues (degrees, any value) so that interpolating linearly between them goes
    /// the chosen way round.
    static func fixHues(_ h1: inout Double, _ h2: inout Double, _ method: HueInterpolation) {
        h1 = normalizedDegrees(h1)
        h2 = normalizedDegrees(h2)
        let d = h2 - h1
        switch method {
        case .shorter:
            if d > 180 { h1 += 360 } else if d < -180 { h2 += 360 }
        case .longer:
            if d > 0 && d < 180 { h1 += 360 } else if d > -180 && d <= 0 { h2 += 360 }
        case .increasing:
            if d < 0 { h2 += 360 }
        case .decreasing:
            if d > 0 { h1 += 360 }
        }
    }

    /// An angle in degrees reduced to 0…<360 (deterministic: IEEE operations only).
    static func normalizedDegrees(_ h: Double) -> Double {
        guard h.isFinite else { return 0 }
        var r = h - 360 * (h / 360).rounded(.down)
        if r >= 360 { r -= 360 }
        if r < 0 { r += 360 }
        return r
    }
}

/// Two colours prepared for interpolating between them many times (steps 1–4 done once): converted, missing
/// components filled in, hues fixed up, premultiplied when their alphas differ.
struct InterpolationSegment {
    let space: ColorInterpolation
    var p: Coordinates
    var q: Coordinates
    let premultiply: Bool

    init(_ a: Color, _ b: Color, _ space: ColorInterpolation) {
        self.space = space
        p = space.coordinates(a)
        q = space.coordinates(b)
        // Missing components take the other colour's value; missing in both, they are 0. One out-of-line step
        // per component: the optimiser had unrolled a loop over the subscript (docs/wasm-build.md › Size and allocation).
        let pm = p.missing, qm = q.missing
        Self.fill(&p.c0, &q.c0, pm & 1, qm & 1)
        Self.fill(&p.c1, &q.c1, pm & 2, qm & 2)
        Self.fill(&p.c2, &q.c2, pm & 4, qm & 4)
        Self.fill(&p.alpha, &q.alpha, pm & 8, qm & 8)
        if case .oklch(let method) = space { ColorInterpolation.fixHues(&p.c2, &q.c2, method) }
        premultiply = p.alpha != q.alpha
        if premultiply {
            let polar = space.isPolar
            p.premultiply(polar: polar)
            q.premultiply(polar: polar)
        }
    }

    /// One component of both colours: a missing one (`pm`/`qm` non-zero) takes the other's value; missing in
    /// both, it is 0.
    @inline(never)
    static func fill(_ p: inout Double, _ q: inout Double, _ pm: UInt8, _ qm: UInt8) {
        if pm != 0 && qm == 0 { p = q } else if qm != 0 && pm == 0 { q = p } else if pm != 0 && qm != 0 { p = 0; q = 0 }
    }

    var hueIndex: Int { space.isPolar ? 2 : -1 }

    /// The coordinates a fraction `t` (clamped to 0…1) of the way, un-premultiplied.
    func coordinates(at t: Double) -> Coordinates {
        let u = GaugeMath.clamp(t, 0, 1)
        var r = Coordinates(c0: p.c0 + (q.c0 - p.c0) * u, c1: p.c1 + (q.c1 - p.c1) * u,
                            c2: p.c2 + (q.c2 - p.c2) * u, alpha: p.alpha + (q.alpha - p.alpha) * u, missing: 0)
        if premultiply && r.alpha != 0 {
            for k in 0..<3 where k != hueIndex { r[k] /= r.alpha }
        }
        return r
    }

    /// The sRGB colour a fraction `t` of the way (gamut-mapped from the perceptual spaces). Out of line
    /// (docs/wasm-build.md › Size and allocation).
    @inline(never)
    func color(at t: Double) -> Color { space.color(from: coordinates(at: t)) }
}

/// Three coordinates and alpha in some interpolation space, with missing flags (bit k = coordinate k, 8 = alpha).
struct Coordinates {
    var c0: Double, c1: Double, c2: Double, alpha: Double
    var missing: UInt8

    /// The coordinates other than a hue (`polar`: the third is one) multiplied by alpha.
    @inline(never)
    mutating func premultiply(polar: Bool) {
        c0 *= alpha
        c1 *= alpha
        if !polar { c2 *= alpha }
    }

    subscript(k: Int) -> Double {
        get {
            switch k {
            case 0: return c0
            case 1: return c1
            case 2: return c2
            default: return alpha
            }
        }
        set {
            switch k {
            case 0: c0 = newValue
            case 1: c1 = newValue
            case 2: c2 = newValue
            default: alpha = newValue
            }
        }
    }
}
