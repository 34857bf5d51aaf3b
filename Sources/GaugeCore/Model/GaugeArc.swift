/// An arc of a circle that a gauge's range is laid along: where the minimum sits, how far the arc reaches and
/// which way values grow. Shared by the `dial` style (`Dial`) and the two ring styles (`Gauge.ringArc`).
///
/// ```swift
/// var speed = Gauge(value: 96, in: 0...220, style: .accessoryCircular)
/// speed.ringArc = GaugeArc(startAngle: -90, sweep: 180)   // a half ring over the top
/// do { try GaugeArc(startAngle: 0, sweep: 400).validate() } catch { print(error) }   // "sweep: must be above 0 and at most 360 degrees"
/// ```
///
/// Angles are degrees clockwise from 12 o'clock (CSS `conic-gradient(from …)`'s convention); the display list
/// converts them to its radians from +x. An arc is its start and its sweep, never a pair of end angles: a
/// sweep of 360 is the full circle, whose maximum meets the minimum at the start angle (the seam). So "equal
/// start and end angles" has exactly one meaning — the full circle — and an empty arc cannot be asked for.
public struct GaugeArc: Equatable, Sendable, Hashable {
    /// Where the minimum sits, in degrees clockwise from 12 o'clock (any finite number; taken modulo 360).
    public var startAngle: Double
    /// How far the arc reaches from the minimum to the maximum, in degrees: 0 < sweep ≤ 360 (360 = full circle).
    public var sweep: Double
    /// Whether values grow clockwise (true) or counter-clockwise.
    public var clockwise: Bool

    /// The largest sweep in degrees: the full circle.
    public static let maximumSweep = GaugeLimits.sweep

    /// An arc as given; `validate()` says whether it can be drawn (nothing is clamped here; the renders clamp:
    /// docs/swiftui-fidelity.md › Hostile input).
    public init(startAngle: Double, sweep: Double, clockwise: Bool = true) {
        self.startAngle = startAngle
        self.sweep = sweep
        self.clockwise = clockwise
    }

    /// Why this arc cannot be drawn, or nil when it is valid: the argument's position (0 startAngle, 1 sweep),
    /// its name and the reason. A non-finite start, a sweep ≤ 0, > 360 or NaN are refused. `validate()` throws it;
    /// the C ABI reports it.
    package var problem: (index: Int, argument: String, reason: String)? {
        if !startAngle.isFinite { return (0, "startAngle", "must be a finite number of degrees") }
        if !(sweep > 0 && sweep <= GaugeArc.maximumSweep) { return (1, "sweep", "must be above 0 and at most 360 degrees") }
        return nil
    }

    /// Whether the arc is a whole circle (the maximum lies on the minimum).
    public var isFullCircle: Bool { sweep >= 360 }

    /// The start angle in radians clockwise from +x (display-list convention), in (−π, π].
    var startRadians: Double {
        var d = startAngle.truncatingRemainder(dividingBy: 360)
        if d < 0 { d += 360 }
        return DisplayList.normalizedAngle((d - 90) / 180 * Double.pi)
    }

    var sweepRadians: Double { min(max(sweep, 0), 360) / 180 * Double.pi }

    /// The angle (radians, clockwise from +x) of fraction `f` (0…1) of the range.
    func angle(_ f: Double) -> Double {
        startRadians + (clockwise ? 1 : -1) * sweepRadians * f
    }

    /// The clockwise arc (start, end) in radians covering fractions `f0…f1` (f0 ≤ f1).
    func arc(_ f0: Double, _ f1: Double) -> (start: Double, end: Double) {
        clockwise ? (angle(f0), angle(f1)) : (angle(f1), angle(f0))
    }
}
