// Tests for Math/PortableTrig.swift and Math/GaugeMath.swift: the portable sin/cos against glibc's libm.
//
// The portable functions must stay within 1 ulp of glibc (docs/wasm-build.md › Determinism); bit-identity between
// native and wasm is checked by the wasm parity test, not here.
import Glibc
import Testing

@testable import GaugeCore

// MARK: - Helpers

/// Maps a Double to an Int64 that is monotonic in its value (+0 and -0 both map to 0), so that the
/// difference of two mapped values is the number of representable doubles between them.
private func orderedBits(_ x: Double) -> Int64 {
    let b = Int64(bitPattern: x.bitPattern)
    return b < 0 ? Int64.min &- b : b
}

/// The distance in ulps between two finite doubles, via their bit patterns (0 for +0 vs -0).
private func ulpDistance(_ a: Double, _ b: Double) -> UInt64 {
    let d = orderedBits(a).subtractingReportingOverflow(orderedBits(b))
    return d.overflow ? UInt64.max : d.partialValue.magnitude
}

/// SplitMix64: a tiny deterministic generator, so the sample is the same on every run.
private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in [0, 1) with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}

/// The special points of the brief: zeros, multiples of π/4 (including ±π/2, ±π), tiny values and the
/// large end of the exact range.
private let specialPoints: [Double] = {
    var xs: [Double] = [
        0, -0.0, 1e-300, -1e-300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        .leastNormalMagnitude, 1e-20, 1e-10, 0x1p-26, 0x1p-27, 1e-8, 1e-5,
        .pi / 2, -.pi / 2, .pi, -.pi, 1e5, -1e5, 1.4e6, -1.4e6, 1_499_999.9, -1_499_999.9,
        0.5, 1, 2, 3, 10, 100, 1000, 12345.678,
    ]
    for k in -80...80 {  // multiples of π/4 over [-20π, 20π], and their neighbours
        let x = Double(k) * (.pi / 4)
        xs += [x, x.nextUp, x.nextDown]
    }
    return xs
}()

/// 200,000 inputs over [-20π, 20π]: 100,000 evenly spaced and 100,000 pseudo-random, plus the special points.
private let gaugeRangeSample: [Double] = {
    let lo = -20 * Double.pi
    let span = 40 * Double.pi
    var xs: [Double] = []
    xs.reserveCapacity(200_000 + specialPoints.count)
    for i in 0..<100_000 {
        xs.append(lo + span * Double(i) / 99_999)
    }
    var rng = SplitMix64(state: 0x5EED_6A06_E000_0001)
    for _ in 0..<100_000 {
        xs.append(lo + span * rng.unit())
    }
    return xs + specialPoints
}()

/// Inputs over the rest of the exact range (|x| < 1.5e6): log-spaced magnitudes from 1e-12 and the hardest
/// cases for the reduction, the doubles nearest to large multiples of π/2 (2nd and 3rd Cody-Waite rounds).
private let mediumRangeSample: [Double] = {
    var xs: [Double] = []
    var rng = SplitMix64(state: 0x0DD_BA11)
    for _ in 0..<20_000 {
        // log-uniform in [1e-12, 1.5e6): 10^(-12 + 18.176 u)
        let e = -12 + 18.176 * rng.unit()
        var m = Glibc.pow(10, e)
        if m >= PortableTrig.mediumLimit { m = PortableTrig.mediumLimit.nextDown }
        xs.append(rng.next() & 1 == 0 ? m : -m)
    }
    for _ in 0..<20_000 {
        let k = Double(Int64(rng.next() % 950_000))
        let x = k * (Double.pi / 2)
        xs += [x, x.nextUp, x.nextDown]
    }
    return xs
}()

private struct UlpStats {
    var maxSin: UInt64 = 0
    var maxCos: UInt64 = 0
    var sinOff: Int = 0  // results differing from glibc by exactly 1 ulp
    var cosOff: Int = 0
    var failures: [String] = []

    mutating func check(_ xs: [Double]) {
        for x in xs {
            let s = GaugeMath.sin(x), gs = Glibc.sin(x)
            let c = GaugeMath.cos(x), gc = Glibc.cos(x)
            let ds = ulpDistance(s, gs), dc = ulpDistance(c, gc)
            maxSin = max(maxSin, ds)
            maxCos = max(maxCos, dc)
            if ds != 0 { sinOff += 1 }
            if dc != 0 { cosOff += 1 }
            if (ds > 1 || dc > 1) && failures.count < 10 {
                failures.append("x=\(x): sin \(s) vs glibc \(gs) (\(ds) ulp), cos \(c) vs glibc \(gc) (\(dc) ulp)")
            }
        }
    }
}

// MARK: - Tests

@Suite("PortableTrig / GaugeMath")
struct PortableTrigTests {

    @Test("(a) sin and cos within 1 ulp of glibc over [-20π, 20π] and the special points")
    func withinOneUlpOfGlibcGaugeRange() {
        var stats = UlpStats()
        stats.check(gaugeRangeSample)
        print("PortableTrig vs glibc, \(gaugeRangeSample.count) inputs in [-20π, 20π] + special points: "
            + "max sin \(stats.maxSin) ulp (\(stats.sinOff) off by 1), "
            + "max cos \(stats.maxCos) ulp (\(stats.cosOff) off by 1)")
        #expect(stats.failures.isEmpty, Comment(rawValue: stats.failures.joined(separator: "\n")))
        #expect(stats.maxSin <= 1)
        #expect(stats.maxCos <= 1)
    }

    @Test("(a') sin and cos within 1 ulp of glibc over the rest of the exact range, |x| < 1.5e6")
    func withinOneUlpOfGlibcMediumRange() {
        var stats = UlpStats()
        stats.check(mediumRangeSample)
        print("PortableTrig vs glibc, \(mediumRangeSample.count) inputs with |x| < 1.5e6: "
            + "max sin \(stats.maxSin) ulp (\(stats.sinOff) off by 1), "
            + "max cos \(stats.maxCos) ulp (\(stats.cosOff) off by 1)")
        #expect(stats.failures.isEmpty, Comment(rawValue: stats.failures.joined(separator: "\n")))
        #expect(stats.maxSin <= 1)
        #expect(stats.maxCos <= 1)
    }

    @Test("(b) exact values at zero")
    func exactAtZero() {
        #expect(GaugeMath.sin(0) == 0)
        #expect(GaugeMath.sin(0).sign == .plus)
        #expect(GaugeMath.sin(-0.0) == 0)
        #expect(GaugeMath.sin(-0.0).sign == .minus)  // like libm: sin(-0) = -0
        #expect(GaugeMath.cos(0) == 1)
        #expect(GaugeMath.cos(-0.0) == 1)
        let sc = GaugeMath.sinCos(0)
        #expect(sc.sin == 0 && sc.cos == 1)
    }

    @Test("(c) sin² + cos² is within 1e-15 of 1")
    func pythagoreanIdentity() {
        var worst = 0.0
        for x in gaugeRangeSample + mediumRangeSample {
            let (s, c) = GaugeMath.sinCos(x)
            let e = (s * s + c * c - 1).magnitude
            worst = max(worst, e)
            if e > 1e-15 {
                Issue.record("x=\(x): sin²+cos²-1 = \(s * s + c * c - 1)")
                return
            }
            #expect(s >= -1 && s <= 1 && c >= -1 && c <= 1, "x=\(x)")
        }
        print("PortableTrig: max |sin²+cos²-1| = \(worst)")
    }

    @Test("(d) non-finite input returns 0", arguments: [Double.nan, -Double.nan, Double.signalingNaN,
                                                         Double.infinity, -Double.infinity])
    func nonFiniteReturnsZero(_ x: Double) {
        #expect(GaugeMath.sin(x) == 0)
        #expect(GaugeMath.cos(x) == 0)
        let sc = GaugeMath.sinCos(x)
        #expect(sc.sin == 0 && sc.cos == 0)
    }

    @Test("sinCos is bit-identical to sin and cos called separately")
    func sinCosMatchesSeparateCalls() {
        var mismatches = 0
        for x in gaugeRangeSample + mediumRangeSample + [2e6, -3.3e7, 1e15, 1e300] {
            let sc = GaugeMath.sinCos(x)
            if sc.sin.bitPattern != GaugeMath.sin(x).bitPattern
                || sc.cos.bitPattern != GaugeMath.cos(x).bitPattern
            {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    @Test("|x| ≥ 1.5e6 is reduced modulo 2π first: finite, in -1…1, absolute error ≤ |x|·1e-16")
    func hugeInputsDegradeGracefully() {
        var rng = SplitMix64(state: 42)
        var xs: [Double] = [1.5e6, -1.5e6, 1.6e6, 2e6, 1e7, -1e9, 1e12, 1e15, 1e300, -.greatestFiniteMagnitude]
        for _ in 0..<2_000 {
            let m = Glibc.pow(10, 6.18 + 3 * rng.unit())  // 1.5e6 … 1.5e9
            xs.append(rng.next() & 1 == 0 ? m : -m)
        }
        for x in xs {
            let (s, c) = GaugeMath.sinCos(x)
            #expect(s.isFinite && c.isFinite && s.magnitude <= 1 && c.magnitude <= 1, "x=\(x)")
            if x.magnitude <= 1e10 {
                // 2 * Double.pi is 2π - 2.45e-16, so fmod drifts by ~|x|·3.9e-17.
                let tol = x.magnitude * 1e-16 + 1e-15
                #expect((s - Glibc.sin(x)).magnitude <= tol, "x=\(x)")
                #expect((c - Glibc.cos(x)).magnitude <= tol, "x=\(x)")
            }
        }
    }

    @Test("constants match the msun bit patterns")
    func constantsMatchMsun() {
        let expected: [(Double, UInt64)] = [
            (PortableTrig.s1, 0xBFC5_5555_5555_5549), (PortableTrig.s2, 0x3F81_1111_1110_F8A6),
            (PortableTrig.s3, 0xBF2A_01A0_19C1_61D5), (PortableTrig.s4, 0x3EC7_1DE3_57B1_FE7D),
            (PortableTrig.s5, 0xBE5A_E5E6_8A2B_9CEB), (PortableTrig.s6, 0x3DE5_D93A_5ACF_D57C),
            (PortableTrig.c1, 0x3FA5_5555_5555_554C), (PortableTrig.c2, 0xBF56_C16C_16C1_5177),
            (PortableTrig.c3, 0x3EFA_01A0_19CB_1590), (PortableTrig.c4, 0xBE92_7E4F_809C_52AD),
            (PortableTrig.c5, 0x3E21_EE9E_BDB4_B1C4), (PortableTrig.c6, 0xBDA8_FAE9_BE88_38D4),
            (PortableTrig.pio4, 0x3FE9_21FB_5444_2D18), (PortableTrig.invpio2, 0x3FE4_5F30_6DC9_C883),
            (PortableTrig.pio2_1, 0x3FF9_21FB_5440_0000), (PortableTrig.pio2_1t, 0x3DD0_B461_1A62_6331),
            (PortableTrig.pio2_2, 0x3DD0_B461_1A60_0000), (PortableTrig.pio2_2t, 0x3BA3_198A_2E03_7073),
            (PortableTrig.pio2_3, 0x3BA3_198A_2E00_0000), (PortableTrig.pio2_3t, 0x397B_839A_2520_49C1),
        ]
        for (i, (value, bits)) in expected.enumerated() {
            #expect(value.bitPattern == bits, "constant #\(i)")
        }
    }

    @Test("clamp limits to lo…hi and maps NaN to lo")
    func clamp() {
        #expect(GaugeMath.clamp(0.5, 0, 1) == 0.5)
        #expect(GaugeMath.clamp(-3, 0, 1) == 0)
        #expect(GaugeMath.clamp(3, 0, 1) == 1)
        #expect(GaugeMath.clamp(0, 0, 1) == 0)
        #expect(GaugeMath.clamp(1, 0, 1) == 1)
        #expect(GaugeMath.clamp(.nan, 0, 1) == 0)
        #expect(GaugeMath.clamp(.nan, -2, 5) == -2)
        #expect(GaugeMath.clamp(.infinity, 0, 1) == 1)
        #expect(GaugeMath.clamp(-.infinity, 0, 1) == 0)
    }
}
