// PortablePow: a deterministic x^y in pure Swift, a port of FreeBSD msun's e_pow.c (fdlibm 5.3).
// The original code carries this notice:
//
//   ====================================================
//   Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
//
//   Permission to use, copy, modify, and distribute this
//   software is freely granted, provided that this notice
//   is preserved.
//   ====================================================
//
// Method (from e_pow.c): write x = 2^n · (1 + f); compute log2(x) in two pieces w1 + w2 (w1 with 29 trailing
// zero bits), form y · log2(x) = n + y' in simulated extra precision with |y'| ≤ 0.5, and return
// 2^n · exp(y' · ln 2). "Nearly rounded"; pow(integer, integer) is exact when representable.
//
// Why it exists: the sRGB transfer function is x^2.4 and x^(1/2.4) (CSS Color 4 §18), on the path of every
// perceptual gradient; glibc and wasi-libc differ in the last bit of pow for some inputs. Only `+ - * /`,
// `squareRoot` and bit patterns are used here (no tables), so results are bit-identical natively and in wasm.

/// Deterministic `pow`; use through ``GaugeMath/pow(_:_:)``.
enum PortablePow {
    static let dpH1 = 5.84962487220764160156e-01  // 0x3FE2B803_40000000, log2(1.5) high
    static let dpL1 = 1.35003920212974897128e-08  // 0x3E4CFDEB_43CFD006, log2(1.5) tail
    static let two53 = 9007199254740992.0  // 0x43400000_00000000
    static let huge = 1.0e300
    static let tiny = 1.0e-300
    // (3/2)·(log(x) − 2s − 2/3·s³) polynomial
    static let l1 = 5.99999999999994648725e-01  // 0x3FE33333_33333303
    static let l2 = 4.28571428578550184252e-01  // 0x3FDB6DB6_DB6FABFF
    static let l3 = 3.33333329818377432918e-01  // 0x3FD55555_518F264D
    static let l4 = 2.72728123808534006489e-01  // 0x3FD17460_A91D4101
    static let l5 = 2.30660745775561754067e-01  // 0x3FCD864A_93C9DB65
    static let l6 = 2.06975017800338417784e-01  // 0x3FCA7E28_4A454EEF
    // exp polynomial
    static let q1 = 1.66666666666666019037e-01  // 0x3FC55555_5555553E
    static let q2 = -2.77777777770155933842e-03  // 0xBF66C16C_16BEBD93
    static let q3 = 6.61375632143793436117e-05  // 0x3F11566A_AF25DE2C
    static let q4 = -1.65339022054652515390e-06  // 0xBEBBBD41_C5D26BF1
    static let q5 = 4.13813679705723846039e-08  // 0x3E663769_72BEA4D0
    static let lg2 = 6.93147180559945286227e-01  // 0x3FE62E42_FEFA39EF
    static let lg2H = 6.93147182464599609375e-01  // 0x3FE62E43_00000000
    static let lg2L = -1.90465429995776804525e-09  // 0xBE205C61_0CA86C39
    static let ovt = 8.0085662595372944372e-17  // −(1024 − log2(ovfl + .5ulp))
    static let cp = 9.61796693925975554329e-01  // 0x3FEEC709_DC3A03FD = 2/(3 ln 2)
    static let cpH = 9.61796700954437255859e-01  // 0x3FEEC709_E0000000 = (float)cp
    static let cpL = -7.02846165095275826516e-09  // 0xBE3E2FE0_145B01F5 = tail of cpH
    static let ivln2 = 1.44269504088896338700e+00  // 0x3FF71547_652B82FE = 1/ln 2
    static let ivln2H = 1.44269502162933349609e+00  // 0x3FF71547_60000000 = 24-bit 1/ln 2
    static let ivln2L = 1.92596299112661746887e-08  // 0x3E54AE0B_F85DDF44 = tail of 1/ln 2

    /// x raised to y with IEEE special cases as C99 `pow` (pow(x, ±0) = 1, pow(1, y) = 1, negative x with a
    /// non-integer y is NaN, overflow gives ±∞). ``GaugeMath`` maps non-finite results to 0.
    static func pow(_ x: Double, _ y: Double) -> Double {
        let hx = highWord(x), lx = lowWord(x)
        let hy = highWord(y), ly = lowWord(y)
        var ix = hx & 0x7fff_ffff
        let iy = hy & 0x7fff_ffff

        if iy | Int32(bitPattern: ly) == 0 { return 1 }  // x^0 = 1
        if hx == 0x3ff0_0000 && lx == 0 { return 1 }  // 1^y = 1, even for NaN y
        if x.isNaN || y.isNaN { return (x + 0.0) + (y + 0.0) }

        // yisint: 0 y is not an integer, 1 odd integer, 2 even integer (only needed when x < 0).
        var yisint: Int32 = 0
        if hx < 0 {
            if iy >= 0x4340_0000 {
                yisint = 2  // |y| ≥ 2^53: even
            } else if iy >= 0x3ff0_0000 {
                let k = (iy >> 20) - 0x3ff  // exponent
                if k > 20 {
                    let j = ly >> UInt32(52 - k)
                    if j << UInt32(52 - k) == ly { yisint = 2 - Int32(j & 1) }
                } else if ly == 0 {
                    let j = iy >> (20 - k)
                    if j << (20 - k) == iy { yisint = 2 - (j & 1) }
                }
            }
        }

        // Special values of y.
        if ly == 0 {
            if iy == 0x7ff0_0000 {  // y = ±∞
                if (ix &- 0x3ff0_0000) | Int32(bitPattern: lx) == 0 {
                    return 1  // (−1)^±∞ = 1 (C99)
                } else if ix >= 0x3ff0_0000 {  // (|x| > 1)^±∞ = ∞, 0
                    return hy >= 0 ? y : 0
                } else {  // (|x| < 1)^±∞ = 0, ∞
                    return hy < 0 ? -y : 0
                }
            }
            if iy == 0x3ff0_0000 { return hy < 0 ? 1 / x : x }  // y = ±1
            if hy == 0x4000_0000 { return x * x }  // y = 2
            if hy == 0x3fe0_0000 && hx >= 0 { return x.squareRoot() }  // y = 0.5, x ≥ +0
        }

        var ax = x.magnitude
        // Special values of x: ±0, ±∞, ±1.
        if lx == 0 && (ix == 0x7ff0_0000 || ix == 0 || ix == 0x3ff0_0000) {
            var z = ax
            if hy < 0 { z = 1 / z }
            if hx < 0 {
                if (ix &- 0x3ff0_0000) | yisint == 0 {
                    z = (z - z) / (z - z)  // (−1)^non-integer is NaN
                } else if yisint == 1 {
                    z = -z  // (x < 0)^odd = −(|x|^odd)
                }
            }
            return z
        }

        var n = Int32(bitPattern: UInt32(bitPattern: hx) >> 31) - 1  // −1 for x ≥ 0, 0 for x < 0
        if n | yisint == 0 { return (x - x) / (x - x) }  // (x < 0)^non-integer is NaN
        var s = 1.0  // sign of the result
        if n | (yisint - 1) == 0 { s = -1 }  // (x < 0)^odd

        var t1: Double, t2: Double
        if iy > 0x41e0_0000 {  // |y| > 2^31
            if iy > 0x43f0_0000 {  // |y| > 2^64: must over- or underflow
                if ix <= 0x3fef_ffff { return hy < 0 ? huge * huge : tiny * tiny }
                if ix >= 0x3ff0_0000 { return hy > 0 ? huge * huge : tiny * tiny }
            }
            // Over- or underflow if x is not close to 1.
            if ix < 0x3fef_ffff { return hy < 0 ? s * huge * huge : s * tiny * tiny }
            if ix > 0x3ff0_0000 { return hy > 0 ? s * huge * huge : s * tiny * tiny }
            // |1 − x| ≤ 2^−20: log(x) by x − x²/2 + x³/3 − x⁴/4.
            let t = ax - 1  // 20 trailing zero bits
            let w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25))
            let u = ivln2H * t  // ivln2H has 21 significant bits
            let v = t * ivln2L - w * ivln2
            t1 = clearLowWord(u + v)
            t2 = v - (t1 - u)
        } else {
            n = 0
            if ix < 0x0010_0000 {  // subnormal x
                ax *= two53
                n -= 53
                ix = highWord(ax)
            }
            n += (ix >> 20) - 0x3ff
            let j = ix & 0x000f_ffff
            // Interval: k = 0 for |x| < √(3/2), 1 for |x| < √3, else halve x.
            var k: Int32
            ix = j | 0x3ff0_0000  // normalise
            if j <= 0x3988e {
                k = 0
            } else if j < 0xbb67a {
                k = 1
            } else {
                k = 0
                n += 1
                ix -= 0x0010_0000
            }
            ax = withHighWord(ax, ix)
            let bp = k == 0 ? 1.0 : 1.5
            let dpH = k == 0 ? 0.0 : dpH1
            let dpL = k == 0 ? 0.0 : dpL1

            // ss = sH + sL = (x − 1)/(x + 1) or (x − 1.5)/(x + 1.5)
            var u = ax - bp
            var v = 1 / (ax + bp)
            let ss = u * v
            let sH = clearLowWord(ss)
            // tH = ax + bp, high part
            var tH = Double(bitPattern: UInt64(UInt32(bitPattern: ((ix >> 1) | 0x2000_0000) &+ 0x0008_0000 &+ (k << 18))) << 32)
            var tL = ax - (tH - bp)
            let sL = v * ((u - sH * tH) - sH * tL)
            // log(ax)
            var s2 = ss * ss
            var r = s2 * s2 * (l1 + s2 * (l2 + s2 * (l3 + s2 * (l4 + s2 * (l5 + s2 * l6)))))
            r += sL * (sH + ss)
            s2 = sH * sH
            tH = clearLowWord(3.0 + s2 + r)
            tL = r - ((tH - 3.0) - s2)
            // u + v = ss · (1 + …)
            u = sH * tH
            v = sL * tH + tL * ss
            // 2/(3 ln 2) · (ss + …)
            let pH = clearLowWord(u + v)
            let pL = v - (pH - u)
            let zH = cpH * pH  // cpH + cpL = 2/(3 ln 2)
            let zL = cpL * pH + pL * cp + dpL
            // log2(ax) = (ss + …) · 2/(3 ln 2) = n + dpH + zH + zL
            let t = Double(n)
            t1 = clearLowWord(((zH + zL) + dpH) + t)
            t2 = zL - (((t1 - t) - dpH) - zH)
        }

        // Split y into y1 + y2 and compute (y1 + y2) · (t1 + t2).
        let y1 = clearLowWord(y)
        let pL = (y - y1) * t1 + y * t2
        var pH = y1 * t1
        var z = pL + pH
        var j = highWord(z)
        let i = Int32(bitPattern: lowWord(z))
        if j >= 0x4090_0000 {  // z ≥ 1024
            if (j &- 0x4090_0000) | i != 0 { return s * huge * huge }  // overflow
            if pL + ovt > z - pH { return s * huge * huge }  // overflow
        } else if j & 0x7fff_ffff >= 0x4090_cc00 {  // z ≤ −1075
            if (j &- Int32(bitPattern: 0xc090_cc00)) | i != 0 { return s * tiny * tiny }  // underflow
            if pL <= z - pH { return s * tiny * tiny }  // underflow
        }

        // 2^(pH + pL)
        let iz = j & 0x7fff_ffff
        var k = (iz >> 20) - 0x3ff
        n = 0
        if iz > 0x3fe0_0000 {  // |z| > 0.5: n = [z + 0.5]
            n = j &+ (0x0010_0000 >> (k + 1))
            k = ((n & 0x7fff_ffff) >> 20) - 0x3ff  // new k for n
            let t = Double(bitPattern: UInt64(UInt32(bitPattern: n & ~(0x000f_ffff >> k))) << 32)
            n = ((n & 0x000f_ffff) | 0x0010_0000) >> (20 - k)
            if j < 0 { n = -n }
            pH -= t
        }
        let t = clearLowWord(pL + pH)
        let u = t * lg2H
        let v = (pL - (t - pH)) * lg2 + t * lg2L
        z = u + v
        let w = v - (z - u)
        let tt = z * z
        let tq = z - tt * (q1 + tt * (q2 + tt * (q3 + tt * (q4 + tt * q5))))
        let r = (z * tq) / (tq - 2) - (w + z * w)
        z = 1 - (r - z)
        j = highWord(z) &+ (n << 20)
        if (j >> 20) <= 0 {
            z = scalbn(z, n)  // subnormal result
        } else {
            z = withHighWord(z, j)
        }
        return s * z
    }

    /// x · 2^n without overflow in the intermediate steps (musl's scalbn).
    static func scalbn(_ x: Double, _ n: Int32) -> Double {
        var y = x
        var n = n
        if n > 1023 {
            y *= 0x1p1023
            n -= 1023
            if n > 1023 {
                y *= 0x1p1023
                n -= 1023
                if n > 1023 { n = 1023 }
            }
        } else if n < -1022 {
            // Keep the final n below −53 to avoid double rounding in the subnormal range.
            y *= 0x1p-1022 * 0x1p53
            n += 1022 - 53
            if n < -1022 {
                y *= 0x1p-1022 * 0x1p53
                n += 1022 - 53
                if n < -1022 { n = -1022 }
            }
        }
        return y * Double(bitPattern: UInt64(0x3ff + n) << 52)
    }

    @inline(__always)
    static func highWord(_ x: Double) -> Int32 { Int32(truncatingIfNeeded: x.bitPattern >> 32) }

    @inline(__always)
    static func lowWord(_ x: Double) -> UInt32 { UInt32(truncatingIfNeeded: x.bitPattern) }

    /// x with its low 32 bits cleared (msun's SET_LOW_WORD(x, 0)).
    @inline(__always)
    static func clearLowWord(_ x: Double) -> Double { Double(bitPattern: x.bitPattern & 0xffff_ffff_0000_0000) }

    /// x with its high 32 bits replaced by `high` (msun's SET_HIGH_WORD).
    @inline(__always)
    static func withHighWord(_ x: Double, _ high: Int32) -> Double {
        Double(bitPattern: UInt64(UInt32(bitPattern: high)) << 32 | (x.bitPattern & 0xffff_ffff))
    }
}

extension PortablePow {
    /// `pow(x, y)` for the sRGB transfer function only (``GaugeMath/transferPow(_:_:)``): finite `x` above 0.003 and
    /// `y` 2.4 or 1/2.4. Bit-identical to ``pow(_:_:)`` there: the same instructions in the same order, minus the
    /// special cases those inputs never reach (negative, zero, subnormal, infinite or NaN `x`; integer, ±∞ or huge
    /// `y`; a subnormal result: x ≥ 0.003 to the power 1/2.4 or 2.4 is above 1e-7). 1.4 KB less wasm than the whole
    /// `pow` (docs/wasm-build.md › Size and allocation); `PortableMathTests` checks the identity.
    static func positive(_ x: Double, _ y: Double) -> Double {
        if x == 1 { return 1 }
        var ix = highWord(x)
        var ax = x
        // log2(x) = t1 + t2, as in pow's branch for |y| ≤ 2^31
        var n = (ix >> 20) - 0x3ff
        let j0 = ix & 0x000f_ffff
        var k: Int32
        ix = j0 | 0x3ff0_0000
        if j0 <= 0x3988e {
            k = 0
        } else if j0 < 0xbb67a {
            k = 1
        } else {
            k = 0
            n += 1
            ix -= 0x0010_0000
        }
        ax = withHighWord(ax, ix)
        let bp = k == 0 ? 1.0 : 1.5
        let dpH = k == 0 ? 0.0 : dpH1
        let dpL = k == 0 ? 0.0 : dpL1
        var u = ax - bp
        var v = 1 / (ax + bp)
        let ss = u * v
        let sH = clearLowWord(ss)
        var tH = Double(bitPattern: UInt64(UInt32(bitPattern: ((ix >> 1) | 0x2000_0000) &+ 0x0008_0000 &+ (k << 18))) << 32)
        var tL = ax - (tH - bp)
        let sL = v * ((u - sH * tH) - sH * tL)
        var s2 = ss * ss
        var r = s2 * s2 * (l1 + s2 * (l2 + s2 * (l3 + s2 * (l4 + s2 * (l5 + s2 * l6)))))
        r += sL * (sH + ss)
        s2 = sH * sH
        tH = clearLowWord(3.0 + s2 + r)
        tL = r - ((tH - 3.0) - s2)
        u = sH * tH
        v = sL * tH + tL * ss
        let pH0 = clearLowWord(u + v)
        let pL0 = v - (pH0 - u)
        let zH = cpH * pH0
        let zL = cpL * pH0 + pL0 * cp + dpL
        let tn = Double(n)
        let t1 = clearLowWord(((zH + zL) + dpH) + tn)
        let t2 = zL - (((t1 - tn) - dpH) - zH)

        // (y1 + y2) · (t1 + t2), then 2^(pH + pL)
        let y1 = clearLowWord(y)
        let pL = (y - y1) * t1 + y * t2
        var pH = y1 * t1
        var z = pL + pH
        var j = highWord(z)
        let i = Int32(bitPattern: lowWord(z))
        if j >= 0x4090_0000 {  // z ≥ 1024
            if (j &- 0x4090_0000) | i != 0 { return huge * huge }  // overflow
            if pL + ovt > z - pH { return huge * huge }  // overflow
        }
        let iz = j & 0x7fff_ffff
        var kk = (iz >> 20) - 0x3ff
        n = 0
        if iz > 0x3fe0_0000 {  // |z| > 0.5: n = [z + 0.5]
            n = j &+ (0x0010_0000 >> (kk + 1))
            kk = ((n & 0x7fff_ffff) >> 20) - 0x3ff
            let t = Double(bitPattern: UInt64(UInt32(bitPattern: n & ~(0x000f_ffff >> kk))) << 32)
            n = ((n & 0x000f_ffff) | 0x0010_0000) >> (20 - kk)
            if j < 0 { n = -n }
            pH -= t
        }
        let t = clearLowWord(pL + pH)
        let uu = t * lg2H
        let vv = (pL - (t - pH)) * lg2 + t * lg2L
        z = uu + vv
        let w = vv - (z - uu)
        let tt = z * z
        let tq = z - tt * (q1 + tt * (q2 + tt * (q3 + tt * (q4 + tt * q5))))
        let rr = (z * tq) / (tq - 2) - (w + z * w)
        z = 1 - (rr - z)
        j = highWord(z) &+ (n << 20)
        return withHighWord(z, j)
    }
}
