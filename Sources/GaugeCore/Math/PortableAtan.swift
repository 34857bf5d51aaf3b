// PortableAtan: deterministic atan and atan2 in pure Swift, a port of FreeBSD msun's s_atan.c and e_atan2.c.
// The original code carries this notice:
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
// Why it exists: OKLCH's hue is atan2(b, a) (CSS Color 4 §9), and glibc and wasi-libc differ in the last bits
// of atan2 for about a fifth of inputs (docs/wasm-build.md › Determinism). Only `+ - * /`, comparisons and
// bit patterns are used here, so the results are bit-identical natively and in wasm.

/// Deterministic `atan`/`atan2` (msun port); use through ``GaugeMath``.
enum PortableAtan {
    // atan(0.5), atan(1), atan(1.5), atan(∞) split into a high part and a tail (s_atan.c).
    @inline(__always)
    static func atanHi(_ id: Int32) -> Double {
        switch id {
        case 0: return 4.63647609000806093515e-01  // 0x3FDDAC67_0561BB4F
        case 1: return 7.85398163397448278999e-01  // 0x3FE921FB_54442D18
        case 2: return 9.82793723247329054082e-01  // 0x3FEF730B_D281F69B
        default: return 1.57079632679489655800e+00  // 0x3FF921FB_54442D18
        }
    }

    @inline(__always)
    static func atanLo(_ id: Int32) -> Double {
        switch id {
        case 0: return 2.26987774529616870924e-17  // 0x3C7A2B7F_222F65E2
        case 1: return 3.06161699786838301793e-17  // 0x3C81A626_33145C07
        case 2: return 1.39033110312309984516e-17  // 0x3C700788_7AF0CBBD
        default: return 6.12323399573676603587e-17  // 0x3C91A626_33145C07
        }
    }

    // atan(x) ≈ x − x³·(aT0 + x²·(aT1 + …)) on |x| < 7/16 (s_atan.c).
    static let aT0 = 3.33333333333329318027e-01  // 0x3FD55555_5555550D
    static let aT1 = -1.99999999998764832476e-01  // 0xBFC99999_9998EBC4
    static let aT2 = 1.42857142725034663711e-01  // 0x3FC24924_920083FF
    static let aT3 = -1.11111104054623557880e-01  // 0xBFBC71C6_FE231671
    static let aT4 = 9.09088713343650656196e-02  // 0x3FB745CD_C54C206E
    static let aT5 = -7.69187620504482999495e-02  // 0xBFB3B0F2_AF749A6D
    static let aT6 = 6.66107313738753120669e-02  // 0x3FB10D66_A0D03D51
    static let aT7 = -5.83357013379057348645e-02  // 0xBFADDE2D_52DEFD9A
    static let aT8 = 4.97687799461593236017e-02  // 0x3FA97B4B_24760DEB
    static let aT9 = -3.65315727442169155270e-02  // 0xBFA2B444_2C6A6C2F
    static let aT10 = 1.62858201153657823623e-02  // 0x3F90AD3A_E322DA11

    // e_atan2.c
    static let piOver4 = 7.8539816339744827900e-01  // 0x3FE921FB_54442D18
    static let piOver2 = 1.5707963267948965580e+00  // 0x3FF921FB_54442D18
    static let pi = 3.1415926535897931160e+00  // 0x400921FB_54442D18
    static let piLo = 1.2246467991473531772e-16  // 0x3CA1A626_33145C07

    /// The arctangent of `x` in radians, in −π/2…π/2. NaN is returned as it is.
    static func atan(_ x: Double) -> Double {
        let hx = highWord(x)
        let ix = hx & 0x7fff_ffff
        var x = x
        let id: Int32
        if ix >= 0x4410_0000 {  // |x| ≥ 2^66: ±π/2 (or NaN)
            if x.isNaN { return x + x }
            return hx > 0 ? atanHi(3) + atanLo(3) : -atanHi(3) - atanLo(3)
        }
        if ix < 0x3fdc_0000 {  // |x| < 0.4375
            if ix < 0x3e20_0000 { return x }  // |x| < 2^-29: atan(x) rounds to x
            id = -1
        } else {
            x = x.magnitude
            if ix < 0x3ff3_0000 {  // |x| < 1.1875
                if ix < 0x3fe6_0000 {  // 7/16 ≤ |x| < 11/16
                    id = 0
                    x = (2.0 * x - 1.0) / (2.0 + x)
                } else {  // 11/16 ≤ |x| < 19/16
                    id = 1
                    x = (x - 1.0) / (x + 1.0)
                }
            } else if ix < 0x4003_8000 {  // |x| < 2.4375
                id = 2
                x = (x - 1.5) / (1.0 + 1.5 * x)
            } else {  // 2.4375 ≤ |x| < 2^66
                id = 3
                x = -1.0 / x
            }
        }
        let z = x * x
        let w = z * z
        // The odd and even halves of the polynomial, evaluated in parallel as msun does.
        let s1 = z * (aT0 + w * (aT2 + w * (aT4 + w * (aT6 + w * (aT8 + w * aT10)))))
        let s2 = w * (aT1 + w * (aT3 + w * (aT5 + w * (aT7 + w * aT9))))
        if id < 0 { return x - x * (s1 + s2) }
        let r = atanHi(id) - ((x * (s1 + s2) - atanLo(id)) - x)
        return hx < 0 ? -r : r
    }

    /// The angle of the point (x, y) in radians, in −π…π (atan2(y, x)). NaN in either gives NaN.
    static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return x + y }
        let hx = highWord(x), lx = lowWord(x)
        let ix = hx & 0x7fff_ffff
        let hy = highWord(y), ly = lowWord(y)
        let iy = hy & 0x7fff_ffff
        if hx == 0x3ff0_0000 && lx == 0 { return atan(y) }  // x = 1
        var m = ((hy >> 31) & 1) | ((hx >> 30) & 2)  // 2·sign(x) + sign(y)

        if iy | Int32(bitPattern: ly) == 0 {  // y = ±0
            switch m {
            case 0, 1: return y  // atan(±0, +anything) = ±0
            case 2: return pi  // atan(+0, −anything) = π
            default: return -pi  // atan(−0, −anything) = −π
            }
        }
        if ix | Int32(bitPattern: lx) == 0 { return hy < 0 ? -piOver2 : piOver2 }  // x = ±0
        if ix == 0x7ff0_0000 {  // x = ±∞
            if iy == 0x7ff0_0000 {
                switch m {
                case 0: return piOver4
                case 1: return -piOver4
                case 2: return 3.0 * piOver4
                default: return -3.0 * piOver4
                }
            }
            switch m {
            case 0: return 0
            case 1: return -0.0
            case 2: return pi
            default: return -pi
            }
        }
        if iy == 0x7ff0_0000 { return hy < 0 ? -piOver2 : piOver2 }  // y = ±∞

        let k = (iy &- ix) >> 20
        let z: Double
        if k > 60 {  // |y/x| > 2^60
            z = piOver2 + 0.5 * piLo
            m &= 1
        } else if hx < 0 && k < -60 {  // 0 > |y|/x > −2^−60
            z = 0.0
        } else {
            z = atan((y / x).magnitude)
        }
        switch m {
        case 0: return z  // atan(+, +)
        case 1: return -z  // atan(−, +)
        case 2: return pi - (z - piLo)  // atan(+, −)
        default: return (z - piLo) - pi  // atan(−, −)
        }
    }

    /// The high 32 bits of x's IEEE-754 pattern, as msun's signed `hx`.
    @inline(__always)
    static func highWord(_ x: Double) -> Int32 {
        Int32(truncatingIfNeeded: x.bitPattern >> 32)
    }

    /// The low 32 bits of x's IEEE-754 pattern.
    @inline(__always)
    static func lowWord(_ x: Double) -> UInt32 {
        UInt32(truncatingIfNeeded: x.bitPattern)
    }
}
