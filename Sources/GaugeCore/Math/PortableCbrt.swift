// PortableCbrt: a deterministic cube root in pure Swift, a port of FreeBSD msun's s_cbrt.c (as musl carries it,
// "optimized by Bruce D. Evans"). The original code carries this notice:
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
// Why it exists: OKLab's forward transform takes the cube root of each cone response (CSS Color 4 §18), and the
// platform libm differs between glibc (native) and wasi-libc (wasm). This file uses only `+ - * /`, integer
// division and bit patterns, all exact on every target, so its results are bit-identical natively and in wasm.

/// Deterministic cube root; use through ``GaugeMath/cbrt(_:)``.
enum PortableCbrt {
    /// B1 = (1023 − 1023/3 − 0.03306235651) · 2^20: the exponent bias trick for a first 5-bit estimate.
    static let b1: UInt32 = 715_094_163
    /// B2 = (1023 − 1023/3 − 54/3 − 0.03306235651) · 2^20: the same for subnormal inputs scaled by 2^54.
    static let b2: UInt32 = 696_219_795

    // |1/cbrt(x) − p(x)| < 2^−23.5 (msun s_cbrt.c).
    static let p0 = 1.87595182427177009643  // 0x3ffe03e6_0f61e692
    static let p1 = -1.88497979543377169875  // 0xbffe28e0_92f02420
    static let p2 = 1.621429720105354466140  // 0x3ff9f160_4a49d6c2
    static let p3 = -0.758397934778766047437  // 0xbfe844cb_bee751d9
    static let p4 = 0.145996192886612446982  // 0x3fc2b000_d4e4edd7

    /// The real cube root of `x`, sign-matched (cbrt(−8) = −2); error < 0.667 ulp (msun's bound).
    /// ±0 and NaN/±∞ are returned as they are (as libm does); ``GaugeMath`` maps non-finite results to 0.
    static func cbrt(_ x: Double) -> Double {
        var bits = x.bitPattern
        var hx = UInt32(truncatingIfNeeded: bits >> 32) & 0x7fff_ffff
        if hx >= 0x7ff0_0000 { return x + x }  // NaN, ±∞

        // Rough cube root to 5 bits by dividing the exponent (and the leading mantissa bits) by 3.
        if hx < 0x0010_0000 {  // zero or subnormal
            bits = (x * 0x1p54).bitPattern
            hx = UInt32(truncatingIfNeeded: bits >> 32) & 0x7fff_ffff
            if hx == 0 { return x }  // ±0
            hx = hx / 3 + b2
        } else {
            hx = hx / 3 + b1
        }
        bits &= 1 << 63
        bits |= UInt64(hx) << 32
        var t = Double(bitPattern: bits)

        // To 23 bits: cbrt(x) = t · cbrt(x / t³) ≈ t · P(t³ / x).
        var r = (t * t) * (t / x)
        t = t * ((p0 + r * (p1 + r * p2)) + ((r * r) * r) * (p3 + r * p4))

        // Round t away from zero to 23 bits, so that t·t below is exact.
        t = Double(bitPattern: (t.bitPattern &+ 0x8000_0000) & 0xffff_ffff_c000_0000)

        // One Newton step to 53 bits.
        let s = t * t  // exact
        r = x / s
        let w = t + t  // exact
        r = (r - t) / (w + r)  // r − t is exact
        return t + t * r
    }
}
