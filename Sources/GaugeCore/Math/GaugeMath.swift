// GaugeMath: the one place the core gets its transcendental functions from.
//
// Every sin/cos in layout and rendering goes through here, never through Glibc/Darwin/libc, so the display
// list is bit-identical natively and in wasm (design.md "Determinism"; reference/embedded-wasm-build.md §7:
// platform libm made 321 of 10,001 renders differ by 1 ulp between glibc and wasi-libc).

/// Deterministic math for geometry: the same bits natively and in wasm.
///
/// Why: design.md "Determinism" requires the same display list, bit for bit, on every target. glibc
/// (native) and wasi-libc/musl (wasm) disagree in the last bit for about 3% of sin/cos inputs, so these
/// functions use ``PortableTrig``, a pure-Swift port of musl/msun built only from IEEE-exact operations.
/// Angles are in radians.
public enum GaugeMath {

    /// The sine of an angle in radians, bit-identical natively and in wasm.
    ///
    /// - Range: any finite `x`. For |x| < 1.5e6 the result is within 1 ulp of glibc's `sin`, and bit-identical
    ///   natively and in wasm. For larger |x| the angle is first reduced modulo a rounded 2π, so the absolute
    ///   error grows to about |x| · 4e-17 (still deterministic); gauges never pass such angles.
    /// - Returns: a value in -1…1; `sin(±0)` is ±0. Non-finite `x` (NaN, ±∞) returns 0, never NaN, so no NaN
    ///   can reach a display list.
    /// - Why: design.md "Determinism" (platform libm differs by 1 ulp between glibc and the wasm libc).
    public static func sin(_ x: Double) -> Double {
        PortableTrig.sin(x)
    }

    /// The cosine of an angle in radians, bit-identical natively and in wasm.
    ///
    /// - Range: any finite `x`. For |x| < 1.5e6 the result is within 1 ulp of glibc's `cos`, and bit-identical
    ///   natively and in wasm. For larger |x| the angle is first reduced modulo a rounded 2π, so the absolute
    ///   error grows to about |x| · 4e-17 (still deterministic); gauges never pass such angles.
    /// - Returns: a value in -1…1; `cos(0)` is exactly 1. Non-finite `x` (NaN, ±∞) returns 0, never NaN.
    /// - Why: design.md "Determinism" (platform libm differs by 1 ulp between glibc and the wasm libc).
    public static func cos(_ x: Double) -> Double {
        PortableTrig.cos(x)
    }

    /// The sine and cosine of an angle in radians, with one argument reduction.
    ///
    /// - Range and accuracy: as ``sin(_:)`` and ``cos(_:)`` (within 1 ulp of glibc for |x| < 1.5e6,
    ///   bit-identical natively and in wasm); the pair is bit-identical to calling the two separately.
    ///   Non-finite `x` returns `(0, 0)`.
    /// - Why: design.md "Determinism"; a point on an arc needs both, and this reduces the angle once.
    public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        PortableTrig.sinCos(x)
    }

    /// `x` limited to `lo…hi`; NaN gives `lo`.
    ///
    /// - Range: expects finite or infinite `lo <= hi` (not checked, never traps). ±∞ `x` clamps to the bound
    ///   on its side. If `lo > hi` the result is `lo` for `x < lo` and `hi` otherwise.
    /// - Returns: `lo` if `x` is NaN or below `lo`, `hi` if above `hi`, else `x`. Never NaN unless `lo` is NaN.
    /// - Why: design.md "Values": geometry uses the fraction clamped to 0…1 and no NaN reaches a display list.
    ///   Uses comparisons only, so it is exact and identical on every target.
    public static func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double {
        guard x >= lo else { return lo }  // false for NaN
        return x > hi ? hi : x
    }
}
