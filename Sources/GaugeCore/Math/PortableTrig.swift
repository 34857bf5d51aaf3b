// PortableTrig: deterministic sin/cos in pure Swift, a port of musl / FreeBSD msun.
//
// Ported from musl's src/math/__sin.c (k_sin.c), __cos.c (k_cos.c), the medium path of __rem_pio2.c,
// and the dispatch in sin.c / cos.c / sincos.c. The original code carries this notice:
//
//   ====================================================
//   Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
//   Developed at SunPro, a Sun Microsystems, Inc. business.
//   Permission to use, copy, modify, and distribute this
//   software is freely granted, provided that this notice
//   is preserved.
//   ====================================================
//
// Why it exists: glibc (native) and wasi-libc/musl (wasm) give different last bits for about 3% of sin/cos
// inputs, which made 321 of 10,001 gauge renders differ between the two builds. This file uses only
// `+ - * /`, comparisons, `rounded(.toNearestOrEven)`, bit patterns and fixed-width integers, all
// IEEE-exact or integer-exact on every target, so its results are bit-identical natively and in wasm.
// Swift never contracts `a * b + c` into a fused multiply-add, so the results do not depend on FMA support.
// See docs/wasm-build.md › Determinism.
//
// Embedded-Swift rules for this file: no Foundation/Glibc/libm, no plain `Int` in arithmetic (it is 32-bit
// on wasm32), no existentials, no untyped throws.

/// Deterministic `sin`/`cos` (musl/msun port); use through ``GaugeMath``.
///
/// Ranges: exact-algorithm accuracy (within 1 ulp of glibc) for |x| < 1.5e6 radians. Larger finite inputs
/// are first reduced with `truncatingRemainder(dividingBy: 2 * Double.pi)`, which is exact in itself but
/// divides by the rounded 2π (2π − 2.45e-16), so the absolute error grows to about |x| · 4e-17 (about 4e-10
/// at |x| = 1e7).
/// Gauges never pass such angles. Non-finite input (NaN, ±∞) returns 0, not NaN, so that no NaN can reach a
/// display list; callers never pass non-finite angles anyway.
enum PortableTrig {

    // MARK: - Constants (values and bit patterns from msun)

    // k_sin.c: |sin(x)/x - s(x)| <= 2**-58.3 on [-pi/4, pi/4].
    static let s1 = -1.66666666666666324348e-01  // 0xBFC55555_55555549
    static let s2 = 8.33333333332248946124e-03  // 0x3F811111_1110F8A6
    static let s3 = -1.98412698298579493134e-04  // 0xBF2A01A0_19C161D5
    static let s4 = 2.75573137070700676789e-06  // 0x3EC71DE3_57B1FE7D
    static let s5 = -2.50507602534068634195e-08  // 0xBE5AE5E6_8A2B9CEB
    static let s6 = 1.58969099521155010221e-10  // 0x3DE5D93A_5ACFD57C

    // k_cos.c: |cos(x) - c(x)| < 2**-58.3 on [-pi/4, pi/4].
    static let c1 = 4.16666666666666019037e-02  // 0x3FA55555_5555554C
    static let c2 = -1.38888888888741095749e-03  // 0xBF56C16C_16C15177
    static let c3 = 2.48015872894767294178e-05  // 0x3EFA01A0_19CB1590
    static let c4 = -2.75573143513906633035e-07  // 0xBE927E4F_809C52AD
    static let c5 = 2.08757232129817482790e-09  // 0x3E21EE9E_BDB4B1C4
    static let c6 = -1.13596475577881948265e-11  // 0xBDA8FAE9_BE8838D4

    // __rem_pio2.c: pi/2 split into three 33-bit parts, each with its tail.
    static let pio4 = 7.85398163397448278999e-01  // 0x3FE921FB_54442D18 (0x1.921fb54442d18p-1)
    static let invpio2 = 6.36619772367581382433e-01  // 0x3FE45F30_6DC9C883, 53 bits of 2/pi
    static let pio2_1 = 1.57079632673412561417e+00  // 0x3FF921FB_54400000, first 33 bits of pi/2
    static let pio2_1t = 6.07710050650619224932e-11  // 0x3DD0B461_1A626331, pi/2 - pio2_1
    static let pio2_2 = 6.07710050630396597660e-11  // 0x3DD0B461_1A600000, second 33 bits of pi/2
    static let pio2_2t = 2.02226624879595063154e-21  // 0x3BA3198A_2E037073, pi/2 - (pio2_1 + pio2_2)
    static let pio2_3 = 2.02226624871116645580e-21  // 0x3BA3198A_2E000000, third 33 bits of pi/2
    static let pio2_3t = 8.47842766036889956997e-32  // 0x397B839A_252049C1, pi/2 - (pio2_1+pio2_2+pio2_3)

    /// Inputs with |x| at or above this are reduced modulo 2π first (the medium reduction below is valid
    /// for |x| < 2^20 · π/2 ≈ 1.647e6).
    static let mediumLimit = 1.5e6

    // MARK: - Public entry points (internal to the module; GaugeMath is the public face)

    /// sin(x) in radians. Within 1 ulp of glibc for |x| < 1.5e6; 0 for non-finite x. Keeps the sign of ±0.
    static func sin(_ x: Double) -> Double {
        let ix = highWordMagnitude(x)
        if ix <= 0x3fe9_21fb {  // |x| ~<= pi/4
            if ix < 0x3e50_0000 { return x }  // |x| < 2**-26: sin(x) rounds to x
            return kernelSin(x, 0, false)
        }
        if ix >= 0x7ff0_0000 { return 0 }  // NaN or ±inf: 0 by policy (musl returns NaN)
        let r = reduce(x)
        return sinFromReduced(r)
    }

    /// cos(x) in radians. Within 1 ulp of glibc for |x| < 1.5e6; 0 for non-finite x.
    static func cos(_ x: Double) -> Double {
        let ix = highWordMagnitude(x)
        if ix <= 0x3fe9_21fb {  // |x| ~<= pi/4
            if ix < 0x3e46_a09e { return 1 }  // |x| < 2**-27 * sqrt(2): cos(x) rounds to 1
            return kernelCos(x, 0)
        }
        if ix >= 0x7ff0_0000 { return 0 }  // NaN or ±inf: 0 by policy (musl returns NaN)
        let r = reduce(x)
        return cosFromReduced(r)
    }

    /// (sin(x), cos(x)) with one argument reduction; bit-identical to calling ``sin(_:)`` and ``cos(_:)``.
    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        let ix = highWordMagnitude(x)
        if ix <= 0x3fe9_21fb {
            let s = ix < 0x3e50_0000 ? x : kernelSin(x, 0, false)
            let c = ix < 0x3e46_a09e ? 1 : kernelCos(x, 0)
            return (s, c)
        }
        if ix >= 0x7ff0_0000 { return (0, 0) }
        let r = reduce(x)
        return (sinFromReduced(r), cosFromReduced(r))
    }

    // MARK: - Quadrant dispatch (sin.c, cos.c)

    /// A reduced argument: x = n·(π/2) + (y0 + y1), |y0 + y1| <= ~π/4.
    struct Reduced {
        var n: Int32
        var y0: Double
        var y1: Double
    }

    @inline(__always)
    static func sinFromReduced(_ r: Reduced) -> Double {
        switch r.n & 3 {
        case 0: return kernelSin(r.y0, r.y1, true)
        case 1: return kernelCos(r.y0, r.y1)
        case 2: return -kernelSin(r.y0, r.y1, true)
        default: return -kernelCos(r.y0, r.y1)
        }
    }

    @inline(__always)
    static func cosFromReduced(_ r: Reduced) -> Double {
        switch r.n & 3 {
        case 0: return kernelCos(r.y0, r.y1)
        case 1: return -kernelSin(r.y0, r.y1, true)
        case 2: return -kernelCos(r.y0, r.y1)
        default: return kernelSin(r.y0, r.y1, true)
        }
    }

    // MARK: - Kernels (k_sin.c, k_cos.c)

    /// __sin(x, y, iy): sin(x + y) on [-π/4, π/4], y the tail of x; `hasTail` is msun's `iy != 0`.
    @inline(__always)
    static func kernelSin(_ x: Double, _ y: Double, _ hasTail: Bool) -> Double {
        let z = x * x
        let w = z * z
        let r = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6)
        let v = z * x
        if !hasTail {
            return x + v * (s1 + z * r)
        } else {
            return x - ((z * (0.5 * y - v * r) - y) - v * s1)
        }
    }

    /// __cos(x, y): cos(x + y) on [-π/4, π/4], y the tail of x.
    @inline(__always)
    static func kernelCos(_ x: Double, _ y: Double) -> Double {
        let z = x * x
        var w = z * z
        let r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6))
        let hz = 0.5 * z
        w = 1.0 - hz
        return w + (((1.0 - w) - hz) + (z * r - x * y))
    }

    // MARK: - Argument reduction (__rem_pio2.c, medium path)

    /// Reduces a finite x to n·(π/2) + (y0 + y1). Uses the Cody-Waite medium path of __rem_pio2 for every
    /// |x| < 1.5e6 (musl's small-|x| shortcuts give the same accuracy); larger |x| is first reduced with
    /// `truncatingRemainder(dividingBy: 2π)` (an exact fmod, but by a rounded 2π: absolute error ~|x| · 4e-17).
    static func reduce(_ x: Double) -> Reduced {
        var x = x
        if x >= mediumLimit || x <= -mediumLimit {
            x = x.truncatingRemainder(dividingBy: 2 * Double.pi)
        }
        let ix = highWordMagnitude(x)

        // fn = rint(x / (pi/2)); msun uses x*invpio2 + toint - toint, which is the same in round-to-nearest.
        var fn = (x * invpio2).rounded(.toNearestOrEven)
        var n = Int32(saturating: fn)  // |fn| <= ~1e6
        var r = x - fn * pio2_1
        var w = fn * pio2_1t  // 1st round, good to 85 bits
        // Only matters with directed rounding; kept for fidelity with msun.
        if r - w < -pio4 {
            n -= 1
            fn -= 1
            r = x - fn * pio2_1
            w = fn * pio2_1t
        } else if r - w > pio4 {
            n += 1
            fn += 1
            r = x - fn * pio2_1
            w = fn * pio2_1t
        }
        var y0 = r - w
        let ex = Int32(truncatingIfNeeded: ix >> 20)
        var ey = biasedExponent(y0)
        if ex - ey > 16 {  // 2nd round, good to 118 bits
            var t = r
            w = fn * pio2_2
            r = t - w
            w = fn * pio2_2t - ((t - r) - w)
            y0 = r - w
            ey = biasedExponent(y0)
            if ex - ey > 49 {  // 3rd round, good to 151 bits, covers all cases
                t = r
                w = fn * pio2_3
                r = t - w
                w = fn * pio2_3t - ((t - r) - w)
                y0 = r - w
            }
        }
        let y1 = (r - y0) - w
        return Reduced(n: n, y0: y0, y1: y1)
    }

    // MARK: - Bit helpers

    /// The high 32 bits of x's IEEE-754 pattern without the sign bit (msun's `ix`).
    @inline(__always)
    static func highWordMagnitude(_ x: Double) -> UInt32 {
        UInt32(truncatingIfNeeded: x.bitPattern >> 32) & 0x7fff_ffff
    }

    /// The 11-bit biased exponent field of x.
    @inline(__always)
    static func biasedExponent(_ x: Double) -> Int32 {
        Int32(truncatingIfNeeded: (x.bitPattern >> 52) & 0x7ff)
    }
}
