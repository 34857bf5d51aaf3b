/// The six SwiftUI gauge styles (docs/swiftui-fidelity.md › Styles), with their C-ABI numbers.
///
/// ```swift
/// for style in GaugeStyle.allCases {
///     print(style.name, style.rawValue)   // "automatic" 0 … "dial" 6
/// }
/// ```
///
/// `automatic` renders as `linearCapacity`, as it does on iOS and macOS (docs/swiftui-fidelity.md › Styles).
public enum GaugeStyle: UInt32, CaseIterable, Sendable {
    case automatic = 0
    /// A bar that fills from the leading edge; `label` above, `currentValueLabel` below (docs/swiftui-fidelity.md › linearCapacity).
    case linearCapacity = 1
    /// A bar with a marker dot; bounds labels at the ends, else the current value leading (docs/swiftui-fidelity.md › accessoryLinear).
    case accessoryLinear = 2
    /// A thin filled bar in a leading-aligned column; gradients fall back to their first stop
    /// (docs/swiftui-fidelity.md › accessoryLinearCapacity).
    case accessoryLinearCapacity = 3
    /// A 270° open ring with a marker dot; value in the centre, label or bounds labels in the opening
    /// (docs/swiftui-fidelity.md › accessoryCircular).
    case accessoryCircular = 4
    /// A closed ring filled clockwise from 12 o'clock over a reduced-opacity track
    /// (docs/swiftui-fidelity.md › accessoryCircularCapacity).
    case accessoryCircularCapacity = 5
    /// Beyond SwiftUI: a dial (speedometer) with major and minor ticks, tick labels, a needle with a hub and the
    /// value text; arc and ticks set by `Gauge.dial`.
    case dial = 6

    /// The style actually drawn: `automatic` resolves to `linearCapacity`.
    package var resolved: GaugeStyle { self == .automatic ? .linearCapacity : self }

    /// Whether the style is one of the two rings (laid out in a square of the box's smaller side).
    package var isCircular: Bool {
        self == .accessoryCircular || self == .accessoryCircularCapacity
    }

    /// Whether the style is drawn around a centre: the two rings and the dial. These ignore `Gauge.orientation`
    /// and, in a box the page leaves unsized, take the square `IntrinsicSize.ring` (the JS host's `CIRCULAR_STYLES`).
    package var isRound: Bool { isCircular || self == .dial }

    /// The style's name as SwiftUI spells it (`"accessoryCircular"`).
    public var name: String {
        switch self {
        case .automatic: return "automatic"
        case .linearCapacity: return "linearCapacity"
        case .accessoryLinear: return "accessoryLinear"
        case .accessoryLinearCapacity: return "accessoryLinearCapacity"
        case .accessoryCircular: return "accessoryCircular"
        case .accessoryCircularCapacity: return "accessoryCircularCapacity"
        case .dial: return "dial"
        }
    }
}
