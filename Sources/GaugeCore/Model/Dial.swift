/// The geometry of the `dial` style (a speedometer): its arc (`GaugeArc`: where it starts, how far it sweeps
/// and which way), and how its scale is divided into major and minor ticks.
///
/// ```swift
/// var fuel = Gauge(value: 50, in: 0...100, label: "Fuel", style: .dial)
/// fuel.dial = Dial(startAngle: -90, sweep: 180, majorTicks: 4, minorTicks: 0)
/// do { try fuel.dial.validate() } catch { print(error) }   // nothing printed: it can be drawn
/// ```
///
/// Angles are degrees clockwise from 12 o'clock (CSS `conic-gradient(from …)`'s convention); the display list
/// converts them to its radians from +x. Defaults: start −135°, sweep 270°, clockwise (ECharts' gauge series
/// and SwiftUI's open ring both sweep 270° with the gap at 6 o'clock), an automatic round scale of at most
/// 11 major intervals (ECharts' `splitNumber` is 10) of 5 minor ones (ECharts' `axisTick.splitNumber`).
public struct Dial: Equatable, Sendable, Hashable {
    /// The arc the range is laid along (see `GaugeArc`; a sweep of 360 is the full circle).
    public var arc: GaugeArc
    /// Where the minimum sits, in degrees clockwise from 12 o'clock (any finite number): `arc.startAngle`.
    public var startAngle: Double {
        get { arc.startAngle }
        set { arc.startAngle = newValue }
    }
    /// How far the arc reaches from the minimum to the maximum, in degrees: 0 < sweep ≤ 360 (`arc.sweep`).
    /// 360 is a full circle whose maximum meets the minimum at the start angle (the seam). An arc is given by
    /// its start and sweep, never by equal start and end angles, so a full circle is always `sweep: 360`.
    public var sweep: Double {
        get { arc.sweep }
        set { arc.sweep = newValue }
    }
    /// Whether values grow clockwise (true) or counter-clockwise (`arc.clockwise`).
    public var clockwise: Bool {
        get { arc.clockwise }
        set { arc.clockwise = newValue }
    }
    /// Number of major intervals (1…100): major ticks sit at `lower + i × (upper − lower) / majorTicks`; 0
    /// (the default) is automatic: a round step (1, 2, 2.5 or 5 × 10ⁿ, at most 11 intervals), the ends ticked
    /// when they are multiples of it (`DialScale`).
    public var majorTicks: Int
    /// Number of minor intervals per major interval (0…20); 0 or 1 draw no minor ticks (docs/regression-cases.md › no-minor-ticks).
    public var minorTicks: Int
    /// Whether the major ticks are labelled with their values.
    public var showsTickLabels: Bool
    /// Major ticks at given values, in place of `majorTicks`' rule when not empty (a fuel gauge's E ½ F, a
    /// scale that marks 0, 50, 80 and 100): at most `GaugeLimits.majorTicks` + 1, each value finite; drawn in
    /// increasing order, once each, those outside the bounds left out (none inside: the automatic scale). The
    /// minor ticks keep the automatic scale's graduation (docs/swiftui-fidelity.md › Ticks at given values).
    public var ticks: [DialTick]
    /// Whether the bounds and every zone's start between them are major ticks too (with `ticks`, if any): the
    /// labels then read at the zones' boundaries (docs/swiftui-fidelity.md › Ticks at given values).
    public var ticksAtZones: Bool

    /// Most major intervals (`GaugeLimits.majorTicks`).
    public static let maximumMajorTicks = GaugeLimits.majorTicks
    /// Most minor intervals per major one (`GaugeLimits.minorTicks`).
    public static let maximumMinorTicks = GaugeLimits.minorTicks

    /// A dial; the defaults are ECharts' gauge series (see the type's comment). Values are kept as given and
    /// checked by `validate()` (the ABI refuses the same); the renders clamp them
    /// (docs/swiftui-fidelity.md › Hostile input).
    public init(startAngle: Double = -135, sweep: Double = 270, clockwise: Bool = true, majorTicks: Int = 0,
                minorTicks: Int = 5, showsTickLabels: Bool = true, ticks: [DialTick] = [], ticksAtZones: Bool = false) {
        self.arc = GaugeArc(startAngle: startAngle, sweep: sweep, clockwise: clockwise)
        self.majorTicks = majorTicks
        self.minorTicks = minorTicks
        self.showsTickLabels = showsTickLabels
        self.ticks = ticks
        self.ticksAtZones = ticksAtZones
    }

    /// Why this dial cannot be drawn, or nil when it is valid: the argument's position (0 startAngle, 1 sweep,
    /// 2 majorTicks, 3 minorTicks), its name and the reason. `validate()` throws it, and checks `ticks` too; the C
    /// ABI reports it (`gauge_set_dial_ticks` checks the ticks itself, by record).
    package var problem: (index: Int, argument: String, reason: String)? {
        if let p = arc.problem { return p }
        if majorTicks < 0 || majorTicks > Dial.maximumMajorTicks { return (2, "majorTicks", "must be 0 (automatic) or 1…100") }
        if minorTicks < 0 || minorTicks > Dial.maximumMinorTicks { return (3, "minorTicks", "must be 0…20") }
        return nil
    }

    /// Whether the arc is a whole circle (the maximum lies on the minimum).
    public var isFullCircle: Bool { arc.isFullCircle }

    /// The start angle in radians clockwise from +x (display-list convention), in (−π, π].
    var startRadians: Double { arc.startRadians }

    var sweepRadians: Double { arc.sweepRadians }

    /// The angle (radians, clockwise from +x) of fraction `f` (0…1) of the range.
    func angle(_ f: Double) -> Double { arc.angle(f) }

    /// The clockwise arc (start, end) in radians covering fractions `f0…f1` (f0 ≤ f1).
    func arc(_ f0: Double, _ f1: Double) -> (start: Double, end: Double) { arc.arc(f0, f1) }
}

/// A major tick of a dial at a given value (`Dial.ticks`), labelled with `label` when it is not empty, else with
/// the value as the scale's other labels are written (docs/swiftui-fidelity.md › Dial ticks and labels).
///
/// ```swift
/// var fuel = Gauge(value: 0.62, in: 0...1, label: "Fuel", style: .dial)
/// fuel.dial.ticks = [DialTick(0, label: "E"), DialTick(0.5, label: "½"), DialTick(1, label: "F")]
/// ```
public struct DialTick: Equatable, Sendable, Hashable {
    /// Where the tick sits, in the gauge's units (finite; one outside the bounds is not drawn).
    public var value: Double
    /// The tick's label (at most `GaugeLimits.textBytes` UTF-8 bytes); empty: the value, formatted.
    public var label: String

    public init(_ value: Double, label: String = "") {
        self.value = value
        self.label = label
    }
}
