// The colour functions whose spaces are not sRGB's or OKLab's: `lab()`, `lch()` (CSS Color 4 §9.2–§9.3) and
// `color()` with a predefined space (CSS Color 4 §10), converted by Color+CIE.swift and gamut-mapped into sRGB as
// `oklab()`/`oklch()` are. docs/abi.md › Tint text lists what each accepts.

extension CSSScanner {
    /// The linear-light sRGB of `lab()` (`kind` −1), `lch()` (0) or `color()` in srgb-linear (1), display-p3 (2),
    /// xyz-d65 (3) or xyz-d50 (4) from its channels as ``colorFunction(_:)`` reads them: lab(L a b) with L in
    /// 0…100 (100 % = 100), a and b (100 % = 125); lch(L C h) with C ≥ 0 (100 % = 150) and h in degrees;
    /// color()'s components not clamped (100 % = 1). Not yet gamut-mapped.
    static func linearRGB(_ kind: Int, _ x: Double, _ y: Double, _ z: Double) -> LinearRGB {
        var xyz = XYZ(x: x, y: y, z: z)
        if kind <= 0 {
            var (a, b) = (y, z)
            if kind == 0 {  // lch(): C and h to a and b
                let (s, co) = GaugeMath.sinCos(z * (Double.pi / 180))
                (a, b) = (y * co, y * s)
            }
            xyz = XYZ.fromLab(l: x, a: a, b: b)
        }
        switch kind {
        case 1: return LinearRGB(r: x, g: y, b: z)
        case 2: return LinearRGB.fromDisplayP3(LinearRGB.decode(x), LinearRGB.decode(y), LinearRGB.decode(z))
        case 3: return xyz.linearRGBFromD65
        default: return xyz.linearRGBFromD50
        }
    }
}
