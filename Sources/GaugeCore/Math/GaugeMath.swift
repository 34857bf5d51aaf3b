// GaugeMath: the one place the core gets its transcendental functions from.
//
// Every sin/cos/atan2/cbrt/pow in layout, colour and rendering goes through here, never through
// Glibc/Darwin/libc, so the display list is bit-identical natively and in wasm (docs/wasm-build.md › Determinism:
// platform libm made about 3 % of renders differ by 1 ulp between glibc and wasi-libc).

/// Deterministic math for geometry: the same bits natively and in wasm.
///
/// ```swift
/// let (sin, cos) = GaugeMath.sinCos(Double.pi / 6)   // the same bits natively and in wasm
/// print(sin, cos, GaugeMath.clamp(1.7, 0, 1))       // … 1.0
/// ```
///
/// Why: the same display list, bit for bit, on every target (docs/wasm-build.md › Determinism). glibc
/// (native) and wasi-libc/musl (wasm) disagree in the last bit for about 3% of sin/cos inputs, so these
/// functions use `PortableTrig`, `PortableAtan`, `PortableCbrt` and `PortablePow`, pure-Swift ports of
/// musl/msun built only from IEEE-exact operations.
/// Angles are in radians.
package enum GaugeMath {

    /// The sine of an angle in radians, bit-identical natively and in wasm.
    ///
    /// - Range: any finite `x`. For |x| < 1.5e6 the result is within 1 ulp of glibc's `sin`, and bit-identical
    ///   natively and in wasm. For larger |x| the angle is first reduced modulo a rounded 2π, so the absolute
    ///   error grows to about |x| · 4e-17 (still deterministic); gauges never pass such angles.
    /// - Returns: a value in -1…1; `sin(±0)` is ±0. Non-finite `x` (NaN, ±∞) returns 0, never NaN, so no NaN
    ///   can reach a display list.
    /// - Why: docs/wasm-build.md › Determinism (platform libm differs by 1 ulp between glibc and the wasm libc).
    public static func sin(_ x: Double) -> Double {
        PortableTrig.sin(x)
    }

    /// The cosine of an angle in radians, bit-identical natively and in wasm.
    ///
    /// - Range: any finite `x`. For |x| < 1.5e6 the result is within 1 ulp of glibc's `cos`, and bit-identical
    ///   natively and in wasm. For larger |x| the angle is first reduced modulo a rounded 2π, so the absolute
    ///   error grows to about |x| · 4e-17 (still deterministic); gauges never pass such angles.
    /// - Returns: a value in -1…1; `cos(0)` is exactly 1. Non-finite `x` (NaN, ±∞) returns 0, never NaN.
    /// - Why: docs/wasm-build.md › Determinism (platform libm differs by 1 ulp between glibc and the wasm libc).
    public static func cos(_ x: Double) -> Double {
        PortableTrig.cos(x)
    }

    /// The sine and cosine of an angle in radians, with one argument reduction.
    ///
    /// - Range and accuracy: as ``sin(_:)`` and ``cos(_:)`` (within 1 ulp of glibc for |x| < 1.5e6,
    ///   bit-identical natively and in wasm); the pair is bit-identical to calling the two separately.
    ///   Non-finite `x` returns `(0, 0)`.
    /// - Why: docs/wasm-build.md › Determinism; a point on an arc needs both, and this reduces the angle once.
    public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        PortableTrig.sinCos(x)
    }

    /// The real cube root, sign-matched (`cbrt(-8) == -2`), bit-identical natively and in wasm.
    ///
    /// - Range: any finite `x`; within 1 ulp of the true cube root (msun's bound is 0.667 ulp) and within 4 ulp
    ///   of glibc's `cbrt`, whose own error reaches 4 ulp (both measured by `PortableMathTests`). ±0 gives ±0.
    /// - Returns: 0 for non-finite `x`, never NaN or ±∞.
    /// - Why: OKLab takes the cube root of the LMS cone responses (CSS Color 4 §18); docs/wasm-build.md › Determinism.
    public static func cbrt(_ x: Double) -> Double {
        finiteOrZero(PortableCbrt.cbrt(x))
    }

    /// `x` raised to the power `y`, bit-identical natively and in wasm.
    ///
    /// - Range: any finite `x ≥ 0` and finite `y`, or negative `x` with an integer `y`; within 1 ulp of the true
    ///   value and of glibc's `pow` for |y| ≤ 2^31 (fdlibm's "nearly rounded"; measured by `PortableMathTests`).
    ///   For |y| > 2^31 with `x` within 2^−20 of 1 the relative error grows to ~1e-13 (fdlibm's method).
    ///   `pow(x, 0) == 1`, `pow(1, y) == 1`, `pow(x, 0.5) == x.squareRoot()`.
    /// - Returns: 0 where C's `pow` gives NaN (negative `x`, non-integer `y`) or ±∞ (overflow, `pow(0, -1)`), so
    ///   no NaN or ∞ can reach a display list.
    /// - Why: the sRGB transfer function is `x^2.4` / `x^(1/2.4)` (CSS Color 4 §10.2); docs/wasm-build.md › Determinism.
    public static func pow(_ x: Double, _ y: Double) -> Double {
        finiteOrZero(PortablePow.pow(x, y))
    }

    /// `pow(x, y)` for the sRGB transfer function: `y` 2.4 or 1/2.4 and `x` above 0.003 (or not finite: 0, as
    /// ``pow(_:_:)`` gives after its non-finite check). The same bits as ``pow(_:_:)`` there, with less code
    /// (`PortablePow.positive(_:_:)`).
    public static func transferPow(_ x: Double, _ y: Double) -> Double {
        x.isFinite ? finiteOrZero(PortablePow.positive(x, y)) : 0
    }

    /// The angle of the point `(x, y)` in radians, in −π…π, bit-identical natively and in wasm.
    ///
    /// - Range: any finite `y`, `x`; within 1 ulp of the true value and of glibc's `atan2` (measured by
    ///   `PortableMathTests`).
    ///   `atan2(±0, +0) == ±0`, `atan2(±0, −0) == ±π` (IEEE signs, as libm).
    /// - Returns: 0 if either argument is NaN.
    /// - Why: OKLCH's hue is `atan2(b, a)` (CSS Color 4 §9.3); glibc and wasi-libc disagree in the last bits
    ///   for about 22 % of inputs (docs/wasm-build.md › Determinism).
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        finiteOrZero(PortableAtan.atan2(y, x))
    }

    /// `x` if it is finite, else 0: the guard that keeps NaN and ±∞ out of every result above.
    @inline(__always)
    static func finiteOrZero(_ x: Double) -> Double { x.isFinite ? x : 0 }

    /// `x` limited to `lo…hi`; NaN gives `lo`.
    ///
    /// - Range: expects finite or infinite `lo <= hi` (not checked, never traps). ±∞ `x` clamps to the bound
    ///   on its side. If `lo > hi` the result is `lo` for `x < lo` and `hi` otherwise.
    /// - Returns: `lo` if `x` is NaN or below `lo`, `hi` if above `hi`, else `x`. Never NaN unless `lo` is NaN.
    /// - Why: docs/swiftui-fidelity.md › Value mapping: geometry uses the fraction clamped to 0…1 and no NaN reaches a display list.
    ///   Uses comparisons only, so it is exact and identical on every target.
    public static func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double {
        guard x >= lo else { return lo }  // false for NaN
        return x > hi ? hi : x
    }
}
