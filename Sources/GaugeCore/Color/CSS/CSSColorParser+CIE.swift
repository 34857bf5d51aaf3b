// The colour functions whose spaces are not sRGB's or OKLab's: `lab()`, `lch()` (CSS Color 4 §9.2–§9.3) and
// `color()` with a predefined space (CSS Color 4 §10), converted by Color+CIE.swift and gamut-mapped into sRGB as
// `oklab()`/`oklch()` are. docs/abi.md › Tint text lists what each accepts.

extension CSSScanner {
    /// The colour of `lab()` (`kind` 0), `lch()` (1) or `color()` in srgb (2), srgb-linear (3), display-p3 (4),
    /// xyz-d65 (5) or xyz-d50 (6) from its channels as ``colorFunction(_:)`` reads them: lab(L a b) with L in
    /// 0…100 (100 % = 100), a and b (100 % = 125); lch(L C h) with C ≥ 0 (100 % = 150) and h in degrees;
    /// color()'s components not clamped (100 % = 1). Gamut-mapped into sRGB.
    static func cieColor(_ kind: Int, _ x: Double, _ y: Double, _ z: Double, alpha: Double) -> Color {
        switch kind {
        case 0: return Color.mapped(XYZ.fromLab(l: x, a: y, b: z).linearRGBFromD50, alpha: alpha)
        case 1:
            let (s, co) = GaugeMath.sinCos(z * (Double.pi / 180))
            return Color.mapped(XYZ.fromLab(l: x, a: y * co, b: y * s).linearRGBFromD50, alpha: alpha)
        case 2: return Color.mapped(red: x, green: y, blue: z, alpha: alpha)
        case 3: return Color.mapped(LinearRGB(r: x, g: y, b: z), alpha: alpha)
        case 4:
            return Color.mapped(LinearRGB.fromDisplayP3(LinearRGB.decode(x), LinearRGB.decode(y), LinearRGB.decode(z)),
                                alpha: alpha)
        case 5: return Color.mapped(XYZ(x: x, y: y, z: z).linearRGBFromD65, alpha: alpha)
        default: return Color.mapped(XYZ(x: x, y: y, z: z).linearRGBFromD50, alpha: alpha)
        }
    }
}
