// One type scale and one set of spacings for every style (docs/swiftui-fidelity.md › One type scale).

/// The text sizes every style draws with, as SwiftUI's point sizes, each a role. A style converts points to px
/// by its own scale — the rings by their 58 pt frame, the bars 1 : 1 (shrunk uniformly below their natural
/// height), the dial by its radius (`dialPoints`) — and the dial, which labels a large face, keeps each size
/// at least its `minimum` px. Sources: docs/swiftui-fidelity.md › One type scale.
enum TypeScale {
    struct Role: Sendable {
        /// Size in points at natural size (the SwiftUI size it derives from).
        let points: Double
        /// Least size in px where a style keeps a floor (the dial).
        let minimum: Double
        /// The size at `scale` px per point, never under `minimum`.
        func size(_ scale: Double) -> Double { max(minimum, points * scale) }
    }
    /// The reading: accessoryCircular's value (24 pt medium); the dial's value.
    static let value = Role(points: 24, minimum: 12)
    /// Words that stand for the ends or zones of a marker bar: accessoryLinear's end texts (17 pt semibold).
    static let emphasis = Role(points: 17, minimum: 11)
    /// A bar's title: linearCapacity's label (15 pt semibold).
    static let headline = Role(points: 15, minimum: 10)
    /// Secondary text: linearCapacity's value and bounds labels, the dial's label, the thermometer's reading
    /// (13 pt).
    static let footnote = Role(points: 13, minimum: 9)
    /// The smallest text: accessoryCircular's label and bounds labels, the dial's tick labels (11 pt).
    static let caption = Role(points: 11, minimum: 8)

    /// A dial of this outer radius (px) draws every role at its SwiftUI size: the 240 px dial of the gallery's
    /// dashboard, whose value is then 0.2 R (the proportion the dial had before the scale).
    static let dialPoints = 120.0

    /// Spacing, in points: between stacked rows (linearCapacity's 6 pt), and between a bar and the texts
    /// beside it (macOS's measured 8 pt).
    static let rowGap = 6.0
    static let besideGap = 8.0
}
