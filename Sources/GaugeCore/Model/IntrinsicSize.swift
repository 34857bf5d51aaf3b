/// The size in CSS px (points) a gauge takes when the page gives it none (`Gauge.naturalSize`): what the JS
/// host's element and canvases use for an unsized box.
///
/// ```swift
/// let bar = Gauge(value: 0.5, style: .linearCapacity)
/// let size = bar.naturalSize(width: 300, height: nil)   // 300 wide, at the bar's natural height
/// print(size.width, size.height, IntrinsicSize.ring.width)
/// ```
public struct IntrinsicSize: Equatable, Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The rings' (`GaugeStyle.isRound` but the dial): SwiftUI's 58 × 58 pt accessory frame
    /// (docs/swiftui-fidelity.md › accessoryCircular; `RingMetrics.frame`, which the ring geometry scales from).
    public static let ring = IntrinsicSize(width: RingMetrics.frame, height: RingMetrics.frame)

    /// The dial's: the least square in which the default dial's tick labels reach their least legible size (8 px)
    /// without being held there, 177 × 177 (R = 120 × 8 / 11 and the 1 px margin, rounded up:
    /// docs/swiftui-fidelity.md › Sizing;
    /// web/test/natural-size.test.mjs checks it against the drawn sizes). At 58 × 58 a dial was unreadable.
    public static let dial = IntrinsicSize(width: 177, height: 177)

    /// A vertical bar's (`Axis.vertical`) when neither side is given: a thermometer's proportions, 96 × 200 (a
    /// design choice, docs/swiftui-fidelity.md › Beyond SwiftUI).
    public static let verticalBar = IntrinsicSize(width: BarMetrics.verticalNaturalWidth, height: 200)

    /// A horizontal bar's width when the width comes from its content (a shrink-to-fit box): bars take the
    /// width they are given, so this only stands in for one (a design choice).
    public static let barWidth = 200.0
}
