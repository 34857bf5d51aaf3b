// The colour spaces of `lab()`, `lch()` and `color()` (CSS Color 4 §9–§10) on their way to the core's sRGB:
// CIE Lab/LCH (D50) → XYZ D50, XYZ D50/D65 and linear Display P3 → linear sRGB, then into the sRGB gamut by the
// same CSS gamut mapping as OKLab (Color+OKLab.swift).
//
// Sources: CSS Color 4 §18 "Sample code for color conversions" (conversions.js): `Lab_to_XYZ` with its κ, ε and D50
// white, the rational `XYZ_to_lin_sRGB` and `lin_P3_to_XYZ` matrices and the Bradford `D50_to_D65` matrix. The
// matrices below are the products XYZ_to_lin_sRGB · lin_P3_to_XYZ and XYZ_to_lin_sRGB · D50_to_D65 computed in
// exact rational arithmetic (the Bradford decimals taken as exact), then rounded to double once, as the OKLab
// matrices are. No transcendental call beyond GaugeMath (LCH's hue), so native and wasm agree bit for bit.

/// CIE XYZ tristimulus values (Y = 1 is the white's luminance), relative to the D65 or D50 white.
struct XYZ {
    var x: Double
    var y: Double
    var z: Double

    /// D65 XYZ → linear sRGB (conversions.js `XYZ_to_lin_sRGB`).
    @inline(never)
    var linearRGBFromD65: LinearRGB {
        LinearRGB(r: 3.2409699419045213 * x - 1.5373831775700935 * y - 0.4986107602930033 * z,
                  g: -0.9692436362808798 * x + 1.8759675015077206 * y + 0.04155505740717561 * z,
                  b: 0.05563007969699361 * x - 0.20397695888897657 * y + 1.0569715142428786 * z)
    }

    /// D50 XYZ → linear sRGB: Bradford adaptation to D65, then `XYZ_to_lin_sRGB`, as one matrix.
    @inline(never)
    var linearRGBFromD50: LinearRGB {
        LinearRGB(r: 3.1341358529001173 * x - 1.6173859980180427 * y - 0.49066221791109743 * z,
                  g: -0.9787954765557777 * x + 1.9162543773959886 * y + 0.03344287339036691 * z,
                  b: 0.07195539255794736 * x - 0.22897675981518203 * y + 1.4053860351131182 * z)
    }

    /// CIE Lab (D50; L 0…100) → XYZ D50 (conversions.js `Lab_to_XYZ`).
    @inline(never)
    static func fromLab(l: Double, a: Double, b: Double) -> XYZ {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (l + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        func inverse(_ f: Double) -> Double {
            let cube = f * f * f
            return cube > epsilon ? cube : (116 * f - 16) / kappa
        }
        let y = l > kappa * epsilon ? f1 * f1 * f1 : l / kappa
        // The D50 white: x = 0.3457 / 0.3585, z = (1 − 0.3457 − 0.3585) / 0.3585.
        return XYZ(x: inverse(f0) * 0.9642956764295676, y: y, z: inverse(f2) * 0.8251046025104602)
    }
}

extension LinearRGB {
    /// Linear Display P3 → linear sRGB (`XYZ_to_lin_sRGB · lin_P3_to_XYZ`; both spaces share D65).
    @inline(never)
    static func fromDisplayP3(_ r: Double, _ g: Double, _ b: Double) -> LinearRGB {
        LinearRGB(r: 1.2249401762805598 * r - 0.22494017628055996 * g,
                  g: -0.04205695470968816 * r + 1.042056954709688 * g,
                  b: -0.019637554590334432 * r - 0.07863604555063189 * g + 1.0982736001409663 * b)
    }
}

extension Color {
    /// The sRGB colour for linear-light sRGB components that may lie outside the gamut: encoded as they are when
    /// inside it, else gamut-mapped by ``init(oklab:alpha:)`` (CSS Color 4 §13.2.2).
    @inline(never)
    static func mapped(_ lin: LinearRGB, alpha: Double) -> Color {
        if lin.inGamut { return clip(lin, alpha: alpha) }
        return Color(oklab: lin.oklab, alpha: alpha)
    }
}
