// PortableLog: a deterministic natural logarithm in pure Swift, a port of FreeBSD msun's e_log.c (fdlibm 5.3).
// The original code carries this notice:
//
//   ====================================================
//   Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
//   Developed at SunSoft, a Sun Microsystems, Inc. business.
//   Permission to use, copy, modify, and distribute this
//   software is freely granted, provided that this notice
//   is preserved.
//   ====================================================
//
// Method (from e_log.c): write x = 2^k · (1 + f) with √2/2 < 1 + f < √2; with s = f / (2 + f),
// log(1 + f) = f − s·(f − R(z)), R a minimax polynomial in z = s² (error < 2^−58.45); then
// log(x) = k·ln2_hi + (f − (hfsq − (s·(hfsq + R) + k·ln2_lo))). Error < 1 ulp.
//
// Why it exists: a logarithmic scale maps values through log (docs/swiftui-fidelity.md › Logarithmic scale), on the
// path of every drawn position; only `+ - * /` and bit patterns are used here (no tables, no fused operations), so
// the result is the same bits natively and in wasm (docs/wasm-build.md › Determinism).

/// Deterministic `log`; use through ``GaugeMath/log(_:)``.
enum PortableLog {
    static let ln2Hi = 6.93147180369123816490e-01  // 0x3FE62E42_FEE00000
    static let ln2Lo = 1.90821492927058770002e-10  // 0x3DEA39EF_35793C76
    static let two54 = 1.80143985094819840000e+16  // 0x43500000_00000000
    static let lg1 = 6.666666666666735130e-01  // 0x3FE55555_55555593
    static let lg2 = 3.999999999940941908e-01  // 0x3FD99999_9997FA04
    static let lg3 = 2.857142874366239149e-01  // 0x3FD24924_94229359
    static let lg4 = 2.222219843214978396e-01  // 0x3FCC71C5_1D8E78AF
    static let lg5 = 1.818357216161805012e-01  // 0x3FC74664_96CB03DE
    static let lg6 = 1.531383769920937332e-01  // 0x3FC39A09_D078C69F
    static let lg7 = 1.479819860511658591e-01  // 0x3FC2F112_DF3E5244

    /// ln x for finite x > 0 (callers check: anything else returns 0).
    static func log(_ x: Double) -> Double {
        guard x.isFinite, x > 0 else { return 0 }
        var x = x
        var hx = Int32(truncatingIfNeeded: x.bitPattern >> 32)
        var k: Int32 = 0
        if hx < 0x0010_0000 {  // subnormal: scale up
            k -= 54
            x *= two54
            hx = Int32(truncatingIfNeeded: x.bitPattern >> 32)
        }
        k += (hx >> 20) &- 1023
        hx &= 0x000F_FFFF
        let i = (hx &+ 0x95F64) & 0x10_0000
        // x or x/2 normalised into √2/2…√2.
        x = Double(bitPattern: UInt64(UInt32(bitPattern: hx | (i ^ 0x3FF0_0000))) << 32 | (x.bitPattern & 0xFFFF_FFFF))
        k += i >> 20
        let f = x - 1.0
        let dk = Double(k)
        if (0x000F_FFFF & (2 &+ hx)) < 3 {  // −2⁻²⁰ ≤ f < 2⁻²⁰
            if f == 0 { return k == 0 ? 0 : dk * ln2Hi + dk * ln2Lo }
            let r = f * f * (0.5 - 0.33333333333333333 * f)
            return k == 0 ? f - r : dk * ln2Hi - ((r - dk * ln2Lo) - f)
        }
        let s = f / (2.0 + f)
        let z = s * s
        let w = z * z
        let t1 = w * (lg2 + w * (lg4 + w * lg6))
        let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
        let r = t2 + t1
        if ((hx &- 0x6147A) | (0x6B851 &- hx)) > 0 {
            let hfsq = 0.5 * f * f
            return k == 0 ? f - (hfsq - s * (hfsq + r)) : dk * ln2Hi - ((hfsq - (s * (hfsq + r) + dk * ln2Lo)) - f)
        }
        return k == 0 ? f - s * (f - r) : dk * ln2Hi - ((s * (f - r) - dk * ln2Lo) - f)
    }
}
