// The colour functions whose spaces are not sRGB's or OKLab's: `lab()`, `lch()` (CSS Color 4 §9.2–§9.3) and
// `color()` with a predefined space (CSS Color 4 §10), converted by Color+CIE.swift and gamut-mapped into sRGB as
// `oklab()`/`oklch()` are. docs/abi.md › Tint text lists what each accepts.

extension CSSScanner {
    /// `lab(L a b [/ alpha])` and, `polar`, `lch(L C h [/ alpha])`: L a number or percentage (100 % = 100), clamped
    /// to 0…100; a and b numbers or percentages (100 % = 125); C a number or percentage (100 % = 150), clamped to
    /// ≥ 0; hue as in `hsl()`.
    mutating func lab(polar: Bool) throws(CSSError) -> Color {
        let args = try functionArguments(polar ? .lch : .lab, legacyAllowed: false)
        var missing: MissingComponents = []
        let l = GaugeMath.clamp(try scalar(args[0], args.position(0), numberScale: 1, percentFull: 100, .lightness,
                                           missing: &missing), 0, 100)
        var a: Double, b: Double
        if polar {
            let ch = max(0, try scalar(args[1], args.position(1), numberScale: 1, percentFull: 150, .colorfulness,
                                       missing: &missing))
            let (s, co) = GaugeMath.sinCos(try hueValue(args[2], args.position(2), missing: &missing) * (Double.pi / 180))
            a = ch * co
            b = ch * s
        } else {
            a = try scalar(args[1], args.position(1), numberScale: 1, percentFull: 125, .opponentA, missing: &missing)
            b = try scalar(args[2], args.position(2), numberScale: 1, percentFull: 125, .opponentB, missing: &missing)
        }
        let alpha = args.count == 4 ? try alphaValue(args[3], args.position(3), missing: &missing) : 1
        var c = Color.mapped(XYZ.fromLab(l: l, a: a, b: b).linearRGBFromD50, alpha: alpha)
        c.missing = missing
        return c
    }

    /// `color(space c1 c2 c3 [/ alpha])` for srgb, srgb-linear, display-p3, xyz (= xyz-d65) and xyz-d50: each
    /// component a number or percentage (100 % = 1), not clamped; the result gamut-mapped into sRGB.
    mutating func colorFunction() throws(CSSError) -> Color {
        skipSpaces()
        let start = i
        guard let space = identifier() else { throw error(.expectedColorSpace) }
        // srgb 0, srgb-linear 1, display-p3 2, xyz and xyz-d65 3, xyz-d50 4
        var kind = CSSScanner.index(of: space, in: "srgb srgb-linear display-p3 xyz xyz-d50 xyz-d65")
        if kind < 0 { throw error(.unsupportedColorSpace, at: start, end: i) }
        if kind == 5 { kind = 3 }
        let args = try functionArguments(.color, legacyAllowed: false)
        var missing: MissingComponents = []
        let x = try scalar(args[0], args.position(0), numberScale: 1, percentFull: 1, .red, missing: &missing)
        let y = try scalar(args[1], args.position(1), numberScale: 1, percentFull: 1, .green, missing: &missing)
        let z = try scalar(args[2], args.position(2), numberScale: 1, percentFull: 1, .blue, missing: &missing)
        let alpha = args.count == 4 ? try alphaValue(args[3], args.position(3), missing: &missing) : 1
        var c: Color
        switch kind {
        case 0: c = Color.mapped(red: x, green: y, blue: z, alpha: alpha)
        case 1: c = Color.mapped(LinearRGB(r: x, g: y, b: z), alpha: alpha)
        case 2:
            c = Color.mapped(LinearRGB.fromDisplayP3(LinearRGB.decode(x), LinearRGB.decode(y), LinearRGB.decode(z)),
                             alpha: alpha)
        case 3: c = Color.mapped(XYZ(x: x, y: y, z: z).linearRGBFromD65, alpha: alpha)
        default: c = Color.mapped(XYZ(x: x, y: y, z: z).linearRGBFromD50, alpha: alpha)
        }
        c.missing = missing
        return c
    }
}
