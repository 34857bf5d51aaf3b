/// A timing curve: progress 0…1 over normalised time 0…1 (SwiftUI's `UnitCurve`).
///
/// ```swift
/// let easeInOut = TimingCurve(0.42, 0, 0.58, 1)   // CSS's ease-in-out
/// print(easeInOut.value(at: 0.25))                 // the progress a quarter of the way through
/// ```
///
/// Curves are cubic Béziers from (0, 0) to (1, 1) with two control points, as in CSS `cubic-bezier()`.
/// Constants: docs/swiftui-fidelity.md › Animation (`UnitCurve.easeInOut` = 0.42, 0, 0.58, 1); `easeIn`
/// (0.42, 0, 1, 1) and `easeOut` (0, 0, 0.58, 1) are the matching CSS keywords' curves.
public struct TimingCurve: Equatable, Sendable {
    /// Control points; x values are clamped to 0…1 (CSS requires it), y values are free (overshoot; a NaN or
    /// infinite one becomes 0 for the first point, 1 for the second). Progress is finite for all of them.
    public let c1x: Double, c1y: Double, c2x: Double, c2y: Double

    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = GaugeMath.clamp(c1x, 0, 1)
        self.c1y = c1y.isFinite ? c1y : 0
        self.c2x = GaugeMath.clamp(c2x, 0, 1)
        self.c2y = c2y.isFinite ? c2y : 1
    }

    public static let linear = TimingCurve(0, 0, 1, 1)
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// The named curves in the order of `gauge_set_animation`'s kind 3 (docs/abi.md): the one list of presets;
    /// the host knows their names only (web/src/vocabulary.js `ANIMATION.curves`, from `name`).
    ///
    /// ```swift
    /// for named in TimingCurve.Named.allCases {
    ///     print(named, named.curve.c1x, named.curve.c1y, named.curve.c2x, named.curve.c2y)
    /// }
    /// ```
    public enum Named: UInt32, CaseIterable, Sendable {
        case linear, easeIn, easeOut, easeInOut

        /// The curve (the same control points as the static members, written out so that no lazy global is
        /// needed to look one up).
        public var curve: TimingCurve {
            switch self {
            case .linear: return TimingCurve(0, 0, 1, 1)
            case .easeIn: return TimingCurve(0.42, 0, 1, 1)
            case .easeOut: return TimingCurve(0, 0, 0.58, 1)
            case .easeInOut: return TimingCurve(0.42, 0, 0.58, 1)
            }
        }
    }

    /// Progress at normalised time `x` (clamped to 0…1); exact at 0 and 1.
    public func value(at x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        if c1x == c1y && c2x == c2y { return x }  // the diagonal: exactly linear
        return sampleY(solveT(forX: x))
    }

    /// Polynomial coefficients (the WebKit UnitBezier form).
    private var ax: Double { 1 - 3 * c2x + 3 * c1x }
    private var bx: Double { 3 * c2x - 6 * c1x }
    private var cx: Double { 3 * c1x }
    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double {
        let cy = 3 * c1y, by = 3 * c2y - 6 * c1y, ay = 1 - 3 * c2y + 3 * c1y
        let y = ((ay * t + by) * t + cy) * t
        if y.isFinite { return y }
        // y values near the largest double overflow the polynomial's coefficients; the Bernstein form's weights
        // are at most 4/9 each, so it stays finite for every finite control point.
        let u = 1 - t
        return 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t
    }
    private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The Bézier parameter whose x is `x`: Newton's method, then bisection if it stalls (error < 1e-12).
    private func solveT(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let err = sampleX(t) - x
            if err.magnitude < 1e-12 { return t }
            let d = slopeX(t)
            if d.magnitude < 1e-9 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<60 {
            let v = sampleX(t)
            if (v - x).magnitude < 1e-12 { return t }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }
}
