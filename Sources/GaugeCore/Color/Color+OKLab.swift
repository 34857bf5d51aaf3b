// Colour-space conversions: sRGB ↔ linear sRGB ↔ OKLab ↔ OKLCH, ΔE_OK, and CSS gamut mapping back into sRGB.
//
// Sources: CSS Color 4 §18 "Sample code for color conversions" (https://www.w3.org/TR/css-color-4/#color-conversion-code,
// csswg-drafts css-color-4/conversions.js): the sRGB transfer function, the rational lin_sRGB ↔ XYZ (D65)
// matrices and the OKLab matrices "recalculated for consistent reference white" and 64-bit precision. The two
// matrices between linear sRGB and LMS below are the products lin_sRGB_to_XYZ · XYZtoLMS and
// XYZ_to_lin_sRGB · LMStoXYZ computed in exact rational arithmetic from those published values, then rounded to
// double once (one matrix instead of two keeps a rounding step out). Every transcendental call goes through
// GaugeMath, so results are bit-identical natively and in wasm.

/// A colour in OKLab: lightness L (0 black … 1 white), opponent axes a (green−/red+) and b (blue−/yellow+),
/// unbounded (sRGB colours reach about ±0.32).
///
/// ```swift
/// let green = Color(r8: 52, g8: 199, b8: 89).oklab
/// let red = Color(r8: 255, g8: 59, b8: 48).oklab
/// print(green.distance(to: red))   // ΔE_OK; 0.02 is just noticeable
/// ```
package struct OKLab: Equatable, Sendable {
    public var l: Double
    public var a: Double
    public var b: Double
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// ΔE_OK: the Euclidean distance in OKLab (CSS Color 4 §13.1.1, `deltaEOK`). 0.02 is the "just noticeable
    /// difference" CSS gamut mapping uses (CSS Color 4 §13.2.2, JND).
    /// Out of line: six sites had a copy (docs/wasm-build.md › Size and allocation).
    @inline(never)
    public func distance(to o: OKLab) -> Double {
        let dl = l - o.l, da = a - o.a, db = b - o.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The same colour in OKLCH; the hue is `nil` (powerless, CSS Color 4 §4.4.1) when the chroma is at most
    /// 0.000004, the ε of css-color-4/conversions.js `OKLab_to_OKLCH`.
    @inline(never)
    public var lch: OKLCH {
        let c = (a * a + b * b).squareRoot()
        if c <= OKLCH.powerlessChroma { return OKLCH(l: l, c: c, h: nil) }
        var h = GaugeMath.atan2(b, a) * (180 / Double.pi)
        if h < 0 { h += 360 }
        return OKLCH(l: l, c: c, h: h)
    }
}

/// A colour in OKLCH: OKLab's lightness, chroma C = √(a² + b²) and hue h in degrees (0…360), or no hue for an
/// achromatic colour.
///
/// ```swift
/// let lch = Color(r8: 0, g8: 122, b8: 255).oklab.lch   // lightness, chroma, hue in degrees
/// let lighter = OKLCH(l: min(lch.l + 0.1, 1), c: lch.c, h: lch.h)
/// let color = Color(oklab: lighter.lab)                 // gamut-mapped back into sRGB
/// ```
package struct OKLCH: Equatable, Sendable {
    /// Chroma at or below which the hue is powerless (css-color-4/conversions.js, `epsilon = 0.000004`).
    public static let powerlessChroma = 0.000004
    public var l: Double
    public var c: Double
    public var h: Double?
    public init(l: Double, c: Double, h: Double?) {
        self.l = l
        self.c = c
        self.h = h
    }

    /// Back to OKLab (a missing hue counts as 0°, as CSS draws `none`).
    @inline(never)
    public var lab: OKLab {
        let (s, co) = GaugeMath.sinCos((h ?? 0) * (Double.pi / 180))
        return OKLab(l: l, a: c * co, b: c * s)
    }
}

/// Linear-light sRGB, components unbounded (values outside 0…1 are outside the sRGB gamut).
///
/// ```swift
/// let linear = Color(red: 0.5, green: 0.5, blue: 0.5).linearRGB   // about 0.214 each
/// print(linear.inGamut, linear.oklab.l)
/// ```
package struct LinearRGB: Equatable, Sendable {
    public var r: Double
    public var g: Double
    public var b: Double
    public init(r: Double, g: Double, b: Double) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// Inside the sRGB gamut: every component in 0…1 (no tolerance; gamut mapping absorbs rounding noise,
    /// since a colour that close clips by far less than the JND).
    public var inGamut: Bool { r >= 0 && r <= 1 && g >= 0 && g <= 1 && b >= 0 && b <= 1 }

    /// Linear sRGB → OKLab (CSS Color 4 §18 via LMS and a sign-matched cube root).
    @inline(never)
    public var oklab: OKLab {
        let l = 0.412221469470763 * r + 0.5363325372617348 * g + 0.0514459932675022 * b
        let m = 0.21190349581782522 * r + 0.6806995506452344 * g + 0.10739695353694055 * b
        let s = 0.08830245919005643 * r + 0.2817188391361215 * g + 0.6299787016738221 * b
        let l3 = GaugeMath.cbrt(l), m3 = GaugeMath.cbrt(m), s3 = GaugeMath.cbrt(s)
        return OKLab(l: 0.2104542683093140 * l3 + 0.7936177747023054 * m3 - 0.0040720430116193 * s3,
                     a: 1.9779985324311684 * l3 - 2.4285922420485799 * m3 + 0.4505937096174110 * s3,
                     b: 0.0259040424655478 * l3 + 0.7827717124575296 * m3 - 0.8086757549230774 * s3)
    }

    /// Each component companded with the sRGB transfer function; not clamped.
    public var gammaEncoded: (r: Double, g: Double, b: Double) {
        (LinearRGB.encode(r), LinearRGB.encode(g), LinearRGB.encode(b))
    }

    /// sRGB → linear light, extended to negative values by odd symmetry (CSS Color 4 §18 `lin_sRGB`).
    public static func decode(_ v: Double) -> Double {
        let x = v.magnitude
        let y = x <= 0.04045 ? x / 12.92 : GaugeMath.transferPow((x + 0.055) / 1.055, 2.4)
        return v < 0 ? -y : y
    }

    /// Linear light → sRGB, extended by odd symmetry (CSS Color 4 §18 `gam_sRGB`).
    public static func encode(_ v: Double) -> Double {
        let x = v.magnitude
        let y = x > 0.0031308 ? 1.055 * GaugeMath.transferPow(x, 1 / 2.4) - 0.055 : 12.92 * x
        return v < 0 ? -y : y
    }
}

extension OKLab {
    /// OKLab → linear sRGB (CSS Color 4 §18 via LMS), unbounded.
    @inline(never)
    public var linearRGB: LinearRGB {
        let l3 = l + 0.3963377773761749 * a + 0.2158037573099136 * b
        let m3 = l - 0.1055613458156586 * a - 0.0638541728258133 * b
        let s3 = l - 0.0894841775298119 * a - 1.2914855480194092 * b
        let lc = l3 * l3 * l3, mc = m3 * m3 * m3, sc = s3 * s3 * s3
        return LinearRGB(r: 4.076741636075958 * lc - 3.307711539258062 * mc + 0.2309699031821045 * sc,
                         g: -1.268437973285032 * lc + 2.6097573492876887 * mc - 0.34131937600265727 * sc,
                         b: -0.004196076138675557 * lc - 0.7034186179359363 * mc + 1.7076146940746117 * sc)
    }
}

extension Color {
    /// The colour's components in linear light.
    package var linearRGB: LinearRGB {
        LinearRGB(r: LinearRGB.decode(red), g: LinearRGB.decode(green), b: LinearRGB.decode(blue))
    }

    /// The colour in OKLab (alpha not included). Out of line, as the other sampling steps: inlined, the optimiser
    /// copied it into every caller (docs/wasm-build.md › Size and allocation).
    package var oklab: OKLab {
        @inline(never) get { linearRGB.oklab }
    }

    /// ΔE_OK between the two colours' RGB parts (alpha ignored).
    package func deltaEOK(_ other: Color) -> Double { oklab.distance(to: other.oklab) }

    /// How different two possibly translucent colours look: the larger ΔE_OK of the two composited over black
    /// and over white (source-over in sRGB, as browsers composite). For two opaque colours this is their ΔE_OK.
    package func visibleDifference(_ other: Color) -> Double {
        if alpha == 1 && other.alpha == 1 { return deltaEOK(other) }
        return max(over(.black).deltaEOK(other.over(.black)), over(.white).deltaEOK(other.over(.white)))
    }

    /// This colour composited over an opaque `backdrop` (source-over, non-linear sRGB).
    @inline(never)
    package func over(_ backdrop: Color) -> Color {
        Color(red: red * alpha + backdrop.red * (1 - alpha), green: green * alpha + backdrop.green * (1 - alpha),
              blue: blue * alpha + backdrop.blue * (1 - alpha))
    }

    /// The sRGB colour for possibly out-of-gamut (extended) sRGB components: as they are when inside the gamut,
    /// else gamut-mapped by ``init(oklab:alpha:)``. Used for `hsl()`/`hwb()` results, which CSS lets leave the
    /// gamut (CSS Color 4 §13.2: "for HSL and HWB, inGamut … is inside the gamut of sRGB").
    @inline(never)
    package static func mapped(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        if red >= 0 && red <= 1 && green >= 0 && green <= 1 && blue >= 0 && blue <= 1 {
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        let lin = LinearRGB(r: LinearRGB.decode(red), g: LinearRGB.decode(green), b: LinearRGB.decode(blue))
        return Color(oklab: lin.oklab, alpha: alpha)
    }

    /// The sRGB colour closest to an OKLab colour, by CSS Color 4 §13.2.2 "CSS gamut mapping to an RGB
    /// destination": in gamut → converted as is; lightness ≥ 1 → white, ≤ 0 → black; otherwise a binary search
    /// on OKLCH chroma (hue and lightness kept) for the most colourful colour whose per-channel clip is within
    /// the JND (ΔE_OK 0.02) of it, to ε = 0.0001 in chroma.
    package init(oklab: OKLab, alpha: Double = 1) {
        self = Color.gamutMap(oklab, alpha: alpha)
    }

    static let jnd = 0.02
    static let gamutEpsilon = 0.0001

    /// The sRGB colour of linear-light components clamped to 0…1 (clamping commutes with the monotonic transfer
    /// function, so this is CSS's "clip" of the gamma-encoded components). Out of line: the optimiser copied it
    /// into each of gamut mapping's four exits (docs/wasm-build.md › Size and allocation).
    @inline(never)
    static func clip(_ lin: LinearRGB, alpha: Double) -> Color {
        let e = lin.clamped.gammaEncoded
        return Color(red: e.r, green: e.g, blue: e.b, alpha: alpha)
    }

    static func gamutMap(_ origin: OKLab, alpha: Double) -> Color {
        if origin.l >= 1 { return Color(red: 1, green: 1, blue: 1, alpha: alpha) }
        if origin.l <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: alpha) }
        let lin = origin.linearRGB
        if lin.inGamut { return clip(lin, alpha: alpha) }
        // The search compares in linear light and OKLab only; the clip is gamma-encoded once, at the end.
        var current = origin.lch
        var clipped = lin.clamped
        if clipped.oklab.distance(to: origin) < jnd { return clip(clipped, alpha: alpha) }
        // A chroma whose square overflowed (√(a²+b²) = ∞) is searched from the largest finite one: from ∞ every
        // midpoint was ∞ and the search never ended.
        var lo = 0.0, hi = current.c < .infinity ? current.c : .greatestFiniteMagnitude
        var loInGamut = true
        while hi - lo > gamutEpsilon {
            let chroma = (lo + hi) / 2
            current.c = chroma
            let lab = current.lab
            let candidate = lab.linearRGB
            if loInGamut && candidate.inGamut {
                lo = chroma
                continue
            }
            clipped = candidate.clamped
            let e = clipped.oklab.distance(to: lab)
            if e < jnd {
                if jnd - e < gamutEpsilon { return clip(clipped, alpha: alpha) }
                loInGamut = false
                lo = chroma
            } else {
                hi = chroma
            }
        }
        return clip(clipped, alpha: alpha)
    }
}

extension LinearRGB {
    /// Every component limited to 0…1.
    var clamped: LinearRGB {
        LinearRGB(r: GaugeMath.clamp(r, 0, 1), g: GaugeMath.clamp(g, 0, 1), b: GaugeMath.clamp(b, 0, 1))
    }
}
