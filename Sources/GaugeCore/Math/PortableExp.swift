// Deterministic exp: a port of FreeBSD msun e_exp.c (the classic Remez polynomial version), using only
// + − × ÷ and bit patterns, so springs evaluate to the same bits natively and in wasm.
//
// ====================================================
// Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
//
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================

enum PortableExp {
    static let ln2Hi = 6.93147180369123816490e-01
    static let ln2Lo = 1.90821492927058770002e-10
    static let invLn2 = 1.44269504088896338700e+00
    static let p1 = 1.66666666666666019037e-01
    static let p2 = -2.77777777770155933842e-03
    static let p3 = 6.61375632143793436117e-05
    static let p4 = -1.65339022054652515390e-06
    static let p5 = 4.13813679705723846039e-08
    static let overflow = 7.09782712893383973096e+02
    static let underflow = -7.45133219101941108420e+02

    /// e^x. NaN → 0 (the core never lets NaN through), +∞ and x > 709.78 → `Double.greatestFiniteMagnitude`,
    /// −∞ and x < −745.13 → 0.
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return 0 }
        if x > overflow { return .greatestFiniteMagnitude }
        if x < underflow { return 0 }
        let ax = x.magnitude
        var hi = 0.0, lo = 0.0, r = x
        var k: Int32 = 0
        if ax > 0.5 * 0.6931471805599453 {
            if ax < 1.5 * 0.6931471805599453 {
                k = x < 0 ? -1 : 1
                hi = x - Double(k) * ln2Hi
                lo = Double(k) * ln2Lo
            } else {
                // (int)(invln2*x + ±0.5): truncation toward zero of the biased product.
                k = Int32(saturating: invLn2 * x + (x < 0 ? -0.5 : 0.5))   // truncates toward zero
                let t = Double(k)
                hi = x - t * ln2Hi
                lo = t * ln2Lo
            }
            r = hi - lo
        } else if ax < 3.725290298461914e-09 {  // 2^-28
            return 1 + x
        }
        let t = r * r
        let c = r - t * (p1 + t * (p2 + t * (p3 + t * (p4 + t * p5))))
        if k == 0 { return 1 - ((r * c) / (c - 2) - r) }
        let y = 1 - ((lo - (r * c) / (2 - c)) - hi)
        // y · 2^k, built from the exponent bits (k within −1075…1024 here).
        if k >= -1021 {
            return y * Double(bitPattern: UInt64(Int64(k) + 1023) << 52)
        }
        return y * Double(bitPattern: UInt64(Int64(k) + 1000 + 1023) << 52) * 9.332636185032189e-302  // 2^-1000
    }
}

extension GaugeMath {
    /// e^x, deterministic (bit-identical natively and in wasm), within 1 ulp of glibc for |x| ≤ 700.
    ///
    /// NaN gives 0, overflow gives `Double.greatestFiniteMagnitude`, underflow gives 0: never NaN or ∞.
    /// Used by the spring animation (docs/wasm-build.md › Determinism).
    public static func exp(_ x: Double) -> Double { PortableExp.exp(x) }
}
