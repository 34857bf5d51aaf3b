/// What a host tells a gauge about its use as an input (docs/design.md › Input gauges): whether it is interactive
/// (a slider the user sets: the layout keeps room for a focus ring on every side, and the capacity bars draw a thumb
/// at the value) and whether it shows keyboard focus (the focus ring, in `GaugeColors.focus`). None by default, which
/// draws exactly what a display gauge draws.
///
/// ```swift
/// var gauge = Gauge(value: 0.4, style: .accessoryCircular)
/// gauge.inputState = [.interactive, .focusVisible]   // a ring around the ring, 1 px out, 3 px wide
/// ```
public struct InputState: OptionSet, Equatable, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A slider for its value: room for the focus ring (`focusRoom` px on every side, also while not focused, so
    /// focus moves nothing) and the capacity bars' thumb.
    public static let interactive = InputState(rawValue: 1)
    /// Focused from the keyboard (CSS `:focus-visible`): the focus ring is drawn. Without `interactive` it draws
    /// nothing (no room is kept for it).
    public static let focusVisible = InputState(rawValue: 2)
    /// Every bit `gauge_set_input_state` accepts.
    public static let all: InputState = [.interactive, .focusVisible]

    /// The focus ring's stroke width and its gap to what it surrounds, in CSS px at any scale: the ~3 px ring at
    /// ~1 px offset of the macOS/WebKit focus ring (docs/swiftui-fidelity.md › Focus ring).
    public static let focusRingWidth = 3.0, focusRingGap = 1.0
    /// The room an interactive gauge keeps on every side of its box for the ring: its gap and width (4 px).
    public static var focusRoom: Double { focusRingGap + focusRingWidth }
    /// How far an interactive capacity bar's thumb reaches past each side of its track (px): an 8 px disc on the 4 px
    /// capacity bar, 12 px on 8 px cells, as a native range input's thumb stands out of its track (a design choice:
    /// docs/swiftui-fidelity.md › Focus ring). The bar keeps this much more room, and its focus ring goes around it:
    /// 2 + 1 + 3 = 6 px past the track, inside the bars' 8 pt gaps to their texts (`TypeScale.rowGap`, `besideGap`).
    public static let thumbReach = 2.0
}
