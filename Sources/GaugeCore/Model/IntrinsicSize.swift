/// The size in CSS px (points) a gauge takes when the page gives it none: what the JS host's element and
/// surfaces use for an unsized box. A horizontal bar has no intrinsic size of its own: it fills the width
/// at the style's natural height.
public struct IntrinsicSize: Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The rings' and the dial's (`GaugeStyle.isRound`): SwiftUI's 58 × 58 pt accessory frame
    /// (reference/swiftui-gauge-spec.md §2.1; `RingMetrics.frame`, which the ring geometry scales from).
    public static let ring = IntrinsicSize(width: RingMetrics.frame, height: RingMetrics.frame)

    /// A vertical bar's (`Axis.vertical`): a thermometer's proportions, 96 × 200 (a design choice).
    public static let verticalBar = IntrinsicSize(width: 96, height: 200)
}
