// Colour conversions and interpolation against published reference values, each with its source and tolerance.
import Testing
@testable import GaugeCore

/// CSS Color 4 §18 `XYZ_to_lin_sRGB` (exact rationals), to feed XYZ reference points through our pipeline.
private func linearRGB(x: Double, y: Double, z: Double) -> LinearRGB {
    LinearRGB(r: 12831.0 / 3959 * x - 329.0 / 214 * y - 1974.0 / 3959 * z,
              g: -851781.0 / 878810 * x + 1648619.0 / 878810 * y + 36519.0 / 878810 * z,
              b: 705.0 / 12673 * x - 2585.0 / 12673 * y + 705.0 / 667 * z)
}

private func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

@Suite struct ColourConversionTests {
    @Test(arguments: [
        // Björn Ottosson, "A perceptual color space for image processing" (2020), table "XYZ → Oklab", 3 decimals.
        // Tolerance 0.002: the table's rounding plus CSS's M1 recalculated for a consistent D65 white.
        ((0.950, 1.000, 1.089), (1.000, 0.000, 0.000)),
        ((1.000, 0.000, 0.000), (0.450, 1.236, -0.019)),
        ((0.000, 1.000, 0.000), (0.922, -0.671, 0.263)),
        ((0.000, 0.000, 1.000), (0.153, -1.415, -0.449)),
    ] as [((Double, Double, Double), (Double, Double, Double))])
    func ottossonReferenceTable(_ xyz: (Double, Double, Double), _ lab: (Double, Double, Double)) {
        let got = linearRGB(x: xyz.0, y: xyz.1, z: xyz.2).oklab
        #expect(near(got.l, lab.0, 0.002) && near(got.a, lab.1, 0.002) && near(got.b, lab.2, 0.002),
                "XYZ \(xyz) → \(got), published \(lab)")
    }

    @Test(arguments: [
        // sRGB primaries in OKLab / OKLCH: css-color-5 example 6 (blue = oklch(45.201% 0.31321 264.052)) and
        // color.js's test values (6 significant digits). Tolerance 2e-5 (the published rounding).
        (0xFF00_00FF as UInt32, 0.627955, 0.224863, 0.125846, 0.257683, 29.2339),
        (0x00FF_00FF, 0.866440, -0.233888, 0.179498, 0.294827, 142.4953),
        (0x0000_FFFF, 0.452014, -0.032457, -0.311528, 0.313214, 264.052),
    ])
    func primaries(_ rgba: UInt32, _ l: Double, _ a: Double, _ b: Double, _ c: Double, _ h: Double) {
        let lab = Color(rgba8: rgba).oklab
        #expect(near(lab.l, l, 2e-5) && near(lab.a, a, 2e-5) && near(lab.b, b, 2e-5), "\(lab)")
        let lch = lab.lch
        #expect(near(lch.c, c, 2e-5) && near(lch.h ?? -1, h, 2e-3), "\(lch)")
    }

    @Test func whiteAndGreysAreAchromatic() {
        // White is L = 1 (the CSS matrices give it to ~1e-8) and every grey has a powerless hue (C ≤ 4e-6).
        let white = Color.white.oklab
        #expect(near(white.l, 1, 1e-7) && near(white.a, 0, 1e-7) && near(white.b, 0, 1e-7))
        for v in stride(from: 0, through: 255, by: 1) {
            let grey = Color(r8: UInt8(v), g8: UInt8(v), b8: UInt8(v))
            #expect(grey.oklab.lch.h == nil, "grey \(v) has a hue")
        }
        #expect(near(Color.black.deltaEOK(.white), 1, 1e-7))
    }

    @Test func srgbTransferFunction() {
        // CSS Color 4 §18 lin_sRGB / gam_sRGB: the linear segment, the power segment, odd symmetry, round trips.
        #expect(LinearRGB.decode(0.04045) == 0.04045 / 12.92)
        #expect(near(LinearRGB.decode(0.5), 0.21404114048223255, 1e-16))  // ((0.5 + 0.055) / 1.055)^2.4
        #expect(LinearRGB.decode(1) == 1 && near(LinearRGB.encode(1), 1, 1e-15))
        #expect(LinearRGB.decode(-0.5) == -LinearRGB.decode(0.5))
        for k in 0...255 {
            let v = Double(k) / 255
            #expect(near(LinearRGB.encode(LinearRGB.decode(v)), v, 1e-14))
        }
    }

    @Test func roundTripsThroughOKLabKeepEveryByte() {
        // sRGB → OKLab → sRGB returns the same 8-bit colour: every grey and a spread of 4,096 colours.
        var colours: [Color] = (0...255).map { Color(r8: UInt8($0), g8: UInt8($0), b8: UInt8($0)) }
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 17) { colours.append(Color(r8: UInt8(r), g8: UInt8(g), b8: UInt8(b))) }
            }
        }
        for c in colours {
            #expect(Color(oklab: c.oklab).rgba8 == c.rgba8, "\(c.rgba8)")
            #expect(Color(oklab: c.oklab.lch.lab).rgba8 == c.rgba8)
        }
    }

    @Test func oklchMixOfWhiteAndBlue() {
        // css-color-5 example 6: color-mix(in oklch, white, blue) = oklch(72.601% 0.15661 264.052) — white's hue is
        // powerless, so blue's hue is used throughout and only L and C interpolate. Tolerance 1e-5 (publication
        // rounding). (That colour is just outside sRGB; drawing it gamut-maps it.)
        let mid = ColorInterpolation.oklch(.shorter).mixedCoordinates(.white, Color(rgba8: 0x0000_FFFF), 0.5)
        #expect(near(mid.c0, 0.72601, 1e-5) && near(mid.c1, 0.15661, 1e-5) && near(mid.c2, 264.052, 1e-3), "\(mid)")
        #expect(!OKLCH(l: mid.c0, c: mid.c1, h: mid.c2).lab.linearRGB.inGamut)
    }

    @Test func premultipliedAlpha() {
        // CSS Color 4 §12.3 worked example: rgb(24% 12% 98% / 0.4) and rgb(62% 26% 64% / 0.6) at 50 % in sRGB are
        // premultiplied to [9.6% 4.8% 39.2%] and [37.2% 15.6% 38.4%], mixed to [23.4% 10.2% 38.8%], and
        // un-premultiplied to rgb(46.8% 20.4% 77.6% / 0.5). Tolerance 1e-12.
        let a = Color(red: 0.24, green: 0.12, blue: 0.98, alpha: 0.4), b = Color(red: 0.62, green: 0.26, blue: 0.64, alpha: 0.6)
        let m = ColorInterpolation.sRGB.mix(a, b, 0.5)
        #expect(near(m.red, 0.468, 1e-12) && near(m.green, 0.204, 1e-12) && near(m.blue, 0.776, 1e-12) && near(m.alpha, 0.5, 1e-12))
        // So red → transparent stays red while fading (no dark fringe), in every space.
        for space in [ColorInterpolation.sRGB, .linearSRGB, .oklab, .oklch(.shorter)] {
            let half = space.mix(Color(rgba8: 0xFF00_00FF), .clear, 0.5)
            #expect(half.rgba8 == 0xFF00_0080, "\(space): \(half.rgba8)")
        }
    }

    @Test func aChromaWhoseSquareOverflowsIsGamutMappedLikeAnyOther() throws {
        // √(a²+b²) = ∞ from 1.4e154 on: the chroma search looped forever (a hang, in wasm the page's too).
        for text in ["oklch(0.7 1e200 90)", "oklab(0.5 1e200 0)", "oklab(0.5 1e154 1e154)", "oklch(0.7 1e300 none)"] {
            let c = try Color.parse(text)
            #expect(c.red.isFinite && c.green.isFinite && c.blue.isFinite, "\(text)")
        }
        // The same hue and lightness as a merely large chroma: the most colourful sRGB colour there.
        let huge = try Color.parse("oklch(0.7 1e200 90)"), large = try Color.parse("oklch(0.7 5 90)")
        #expect(abs(huge.red - large.red) < 1e-3 && abs(huge.green - large.green) < 1e-3 && abs(huge.blue - large.blue) < 1e-3,
                "\(huge) vs \(large)")
    }

    @Test func missingComponentsTakeTheOtherColoursValue() throws {
        // CSS Color 4 §12.3: oklch(0.7 0.1 none) with oklch(0.7 0.1 120): the hue is 120 all along.
        let a = try Color.parse("oklch(0.7 0.1 none)"), b = try Color.parse("oklch(0.7 0.1 120)")
        for t in [0.0, 0.25, 0.5, 0.75, 1.0] {
            let h = ColorInterpolation.oklch(.shorter).mix(a, b, t).oklab.lch.h ?? -1
            #expect(near(h, 120, 0.5), "t \(t): hue \(h)")
        }
        // rgb(none 0 0) with #ff0000 in sRGB: red comes from the other colour, so the whole way is red.
        let r = ColorInterpolation.sRGB.mix(try Color.parse("rgb(none 0 0)"), Color(rgba8: 0xFF00_00FF), 0.5)
        #expect(r.rgba8 == 0xFF00_00FF)
        // …but a `none` does not carry into a space without the analogous component (red → OKLab).
        let o = ColorInterpolation.oklab.mix(try Color.parse("rgb(none 0 0)"), Color(rgba8: 0xFF00_00FF), 0.5)
        #expect(o.rgba8 != 0xFF00_00FF)
    }

    @Test(arguments: [
        // CSS Color 4 §12.4, hues 30° and 330° (and the reverse), midpoint hue of each method (mod 360).
        (30.0, 330.0, HueInterpolation.shorter, 0.0), (30, 330, .longer, 180), (30, 330, .increasing, 180),
        (30, 330, .decreasing, 0), (330, 30, .shorter, 0), (330, 30, .longer, 180), (330, 30, .increasing, 0),
        (330, 30, .decreasing, 180), (90, 90, .longer, 270), (90, 90, .shorter, 90),
    ])
    func hueInterpolationMethods(_ h1: Double, _ h2: Double, _ method: HueInterpolation, _ midpoint: Double) {
        var a = h1, b = h2
        ColorInterpolation.fixHues(&a, &b, method)
        let mid = ColorInterpolation.normalizedDegrees((a + b) / 2)
        #expect(near(mid, midpoint, 1e-9) || near(mid, midpoint + 360, 1e-9), "\(method) \(h1)→\(h2): \(mid)")
    }

    @Test func interpolationSpacesDiffer() {
        // Midpoints of black → white: sRGB 50 % grey (128), linear-light sRGB gam_sRGB(0.5) = 188, OKLab L 0.5.
        #expect(ColorInterpolation.sRGB.mix(.black, .white, 0.5).rgba8 == 0x8080_80FF)
        #expect(ColorInterpolation.linearSRGB.mix(.black, .white, 0.5).rgba8 == 0xBCBC_BCFF)
        #expect(near(ColorInterpolation.oklab.mix(.black, .white, 0.5).oklab.l, 0.5, 1e-9))
        // Red → blue: OKLCH the shorter way passes magenta-ish hues, the longer way green-ish ones.
        let red = Color(rgba8: 0xFF00_00FF), blue = Color(rgba8: 0x0000_FFFF)
        let shorter = ColorInterpolation.oklch(.shorter).mix(red, blue, 0.5).oklab.lch.h ?? -1
        let longer = ColorInterpolation.oklch(.longer).mix(red, blue, 0.5).oklab.lch.h ?? -1
        // Red 29.23°, blue 264.05°: shorter midpoint (29.23 + 360 + 264.05) / 2 − 360 = 326.6°, longer 146.6°.
        // Both midpoints are outside sRGB; gamut mapping keeps the hue to within a few degrees.
        #expect(near(shorter, 326.64, 2) && near(longer, 146.64, 5), "shorter \(shorter), longer \(longer)")
    }
}
