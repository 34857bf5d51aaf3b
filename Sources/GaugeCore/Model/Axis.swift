/// The direction a linear gauge's bar runs (SwiftUI's `Axis`), with its C-ABI numbers.
///
/// ```swift
/// var thermometer = Gauge(value: 21, in: -10...40, label: "Temperature", style: .linearCapacity)
/// thermometer.orientation = .vertical   // the bar runs bottom → top
/// print(thermometer.orientation.name)  // "vertical"
/// ```
///
/// `horizontal` (the default, and SwiftUI's only layout) runs the bar across the box's width from the leading
/// edge. `vertical` (beyond SwiftUI; a thermometer) runs it up the box's height: the minimum at the bottom,
/// fills and gradients growing upward, the marker moving up, labels stacked above and below the bar
/// (see `Gauge.layoutVerticalBar`). Applies to `linearCapacity` (and `automatic`), `accessoryLinear` and
/// `accessoryLinearCapacity`; the circular styles and the dial ignore it. Right-to-left layout mirrors a
/// vertical gauge about its vertical centre line as it does a horizontal one, which leaves the value axis
/// (bottom → top) as it is and only moves leading-aligned text to the right edge.
public enum Axis: UInt32, CaseIterable, Sendable {
    case horizontal = 0
    case vertical = 1

    /// The axis's name as SwiftUI spells it (`"vertical"`).
    public var name: String {
        switch self {
        case .horizontal: return "horizontal"
        case .vertical: return "vertical"
        }
    }
}
