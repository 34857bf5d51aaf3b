/// How the `dial` style draws its needles and hub (docs/swiftui-fidelity.md › Needle shapes): the shape of every
/// needle, and the hub's radius as a fraction of the dial's radius R. The needle's colour rule does not change (the
/// value's zone colour, else the tint at the value; an additional value's own colour); the hub's colour is
/// `GaugeColors.hub` (default: the label colour). Other styles ignore it.
///
/// ```swift
/// var dial = Gauge(value: 120, in: 0...200, style: .dial)
/// dial.needle = Needle(shape: .tapered, hubRadius: 0.08)
/// ```
public struct Needle: Equatable, Sendable, Hashable {
    /// The needle's outline; `gauge_set_needle`'s `shape` argument by its raw value.
    ///
    /// ```swift
    /// print(Needle.Shape.allCases.map(\.rawValue))   // [0, 1, 2]: line, tapered, arrow
    /// ```
    public enum Shape: UInt32, CaseIterable, Sendable {
        /// One round-capped stroke of even width (the default, as drawn before shapes existed).
        case line = 0
        /// A wedge: widest at the tail behind the hub, narrowing in a straight line to a narrow tip.
        case tapered = 1
        /// A thin shaft with a notched arrowhead at the tip.
        case arrow = 2
    }

    public var shape: Shape
    /// The hub's radius in units of R (0…`maximumHubRadius`; 0 draws no hub).
    public var hubRadius: Double

    /// The hub's default radius in units of R (ECharts' anchor scaled to the dial, as in
    /// docs/swiftui-fidelity.md › Needle shapes).
    public static let defaultHubRadius = 0.065
    /// The largest hub, in units of R (`GaugeLimits.hubRadius`).
    public static let maximumHubRadius = GaugeLimits.hubRadius

    public init(shape: Shape = .line, hubRadius: Double = Needle.defaultHubRadius) {
        self.shape = shape
        self.hubRadius = hubRadius
    }

    /// Why this needle cannot be drawn, or nil when it is valid (`validate()` throws it; the ABI refuses it).
    package var problem: (argument: String, reason: String)? {
        hubRadius >= 0 && hubRadius <= Needle.maximumHubRadius ? nil : ("hubRadius", "must be 0…0.25 (a fraction of the dial's radius)")
    }
}
