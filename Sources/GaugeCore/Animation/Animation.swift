/// How a value change animates: SwiftUI's `Animation`, for the drawn fraction of a gauge.
///
/// ```swift
/// let gentle = Animation.easeInOut(duration: 0.5)
/// let bouncy = Animation.spring(response: 0.4, dampingFraction: 0.6)
/// print(gentle.isValid, bouncy.isValid)   // true true
/// ```
///
/// Constants: docs/swiftui-fidelity.md › Animation — `easeInOut` defaults to 0.35 s with the curve
/// (0.42, 0, 0.58, 1); `Animation.default` on iOS 17+ is `spring(response: 0.55, dampingFraction: 1.0)`.
public struct Animation: Equatable, Sendable {
    /// What moves the value.
    ///
    /// ```swift
    /// if case .spring(let response, let damping) = Animation.default.kind {
    ///     print(response, damping)   // SwiftUI's default spring
    /// }
    /// ```
    public enum Kind: Equatable, Sendable {
        /// A timing curve over `duration` seconds (> 0).
        case curve(TimingCurve, duration: Double)
        /// A spring with `response` (seconds, the undamped period) and `dampingFraction` (ζ > 0; 1 = critical).
        case spring(response: Double, dampingFraction: Double)
    }

    public let kind: Kind
    public init(_ kind: Kind) { self.kind = kind }

    static func curve(_ c: TimingCurve, duration: Double) -> Animation { Animation(.curve(c, duration: duration)) }

    /// The timing curves' default duration in seconds (docs/swiftui-fidelity.md › Animation: `easeInOut` is 0.35 s).
    public static let defaultCurveDuration = 0.35

    public static func linear(duration: Double = defaultCurveDuration) -> Animation { .curve(.linear, duration: duration) }
    public static func easeIn(duration: Double = defaultCurveDuration) -> Animation { .curve(.easeIn, duration: duration) }
    public static func easeOut(duration: Double = defaultCurveDuration) -> Animation { .curve(.easeOut, duration: duration) }
    public static func easeInOut(duration: Double = defaultCurveDuration) -> Animation { .curve(.easeInOut, duration: duration) }
    public static func timingCurve(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double,
                                   duration: Double = defaultCurveDuration) -> Animation {
        .curve(TimingCurve(c1x, c1y, c2x, c2y), duration: duration)
    }
    /// SwiftUI's spring's iOS 17 defaults: response 0.55 s, damping fraction 1 (critically damped).
    public static let defaultResponse = 0.55, defaultDampingFraction = 1.0

    /// SwiftUI's spring with its iOS 17 defaults.
    public static func spring(response: Double = defaultResponse, dampingFraction: Double = defaultDampingFraction) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction))
    }
    /// `Animation.default` on iOS 17 / macOS 14: `spring(response: 0.55, dampingFraction: 1.0)`.
    public static let `default` = spring()

    /// Whether the parameters are usable: finite, durations and responses in (0, 60] s, damping in (0, 10].
    public var isValid: Bool {
        switch kind {
        case .curve(_, let d): return d.isFinite && d > 0 && d <= 60
        case .spring(let r, let z): return r.isFinite && r > 0 && r <= 60 && z.isFinite && z > 0 && z <= 10
        }
    }
}

/// The closed-form motion of a damped spring (mass 1) pulling a displacement to 0.
///
/// ```swift
/// let spring = SpringSolution(response: 0.55, dampingFraction: 1, displacement: -1, velocity: 0)
/// let state = spring.state(at: 0.1)   // displacement and velocity 0.1 s in
/// print(state.displacement, state.velocity)
/// ```
///
/// SwiftUI's parameters map to stiffness `(2π / response)²` and damping `4π ζ / response`, i.e. natural
/// angular frequency ω₀ = 2π / response and damping ratio ζ. Under-, critically and over-damped cases are
/// solved exactly (no numerical integration), so the same time gives the same bits natively and in wasm.
package struct SpringSolution: Equatable, Sendable {
    public let omega: Double
    public let zeta: Double
    /// Displacement from the target and velocity (units per second) at time 0.
    public let x0: Double, v0: Double

    public init(response: Double, dampingFraction: Double, displacement: Double, velocity: Double) {
        omega = 2 * Double.pi / response
        zeta = dampingFraction
        x0 = displacement
        v0 = velocity
    }

    /// Displacement and velocity at `t` seconds (t ≥ 0). A response of 0 (or one so short that ω₀ is infinite,
    /// or a negative or NaN one) is an instant step: at rest on the target for every t > 0. An infinite response
    /// is no spring at all: the displacement moves on at the initial velocity.
    public func state(at t: Double) -> (displacement: Double, velocity: Double) {
        if !(omega.isFinite && omega >= 0) { return t > 0 ? (0, 0) : (x0, v0) }
        if omega == 0 { return (x0 + v0 * t, v0) }
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let decay = GaugeMath.exp(-zeta * omega * t)
            let (s, c) = GaugeMath.sinCos(wd * t)
            let b = (v0 + zeta * omega * x0) / wd
            let x = decay * (x0 * c + b * s)
            let v = decay * ((b * wd - zeta * omega * x0) * c - (x0 * wd + zeta * omega * b) * s)
            return (x, v)
        } else if zeta == 1 {
            let decay = GaugeMath.exp(-omega * t)
            let b = v0 + omega * x0
            return (decay * (x0 + b * t), decay * (b - omega * (x0 + b * t)))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = GaugeMath.exp(r1 * t), e2 = GaugeMath.exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }
}
