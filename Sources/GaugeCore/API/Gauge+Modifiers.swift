// Modifiers in SwiftUI's manner: each returns a copy of the gauge with one setting changed, so a gauge reads as
// SwiftUI code does — `Gauge(value: 21, in: 0...40, label: "Temperature").gaugeStyle(.accessoryCircular).tint(.orange)`.
// Names are SwiftUI's where SwiftUI has the modifier (`gaugeStyle`, `tint`, `colorScheme`, `font`,
// `layoutDirection`), else the property's own name. Each is the property's setter and nothing more: what the
// property's doc comment says of ranges and clamping holds here too, and `validate()` reports what the C ABI
// would refuse (docs/abi.md › Validation). Nothing here is used by the C ABI, so the wasm carries none of it.

extension Gauge {
    /// The copy with `body` applied (one place for the copy-and-set every modifier is).
    @inline(__always)
    private func with(_ body: (inout Gauge) -> Void) -> Gauge {
        var g = self
        body(&g)
        return g
    }

    // MARK: SwiftUI's modifiers

    /// SwiftUI's `gaugeStyle(_:)`: how the gauge is drawn (`style`).
    public func gaugeStyle(_ style: GaugeStyle) -> Gauge { with { $0.style = style } }

    /// SwiftUI's `tint(_:)` with a colour or gradient (`tint`): `.tint(.orange)`, `.tint(.gradient(…))`.
    public func tint(_ tint: Tint) -> Gauge { with { $0.tint = tint } }

    /// SwiftUI's `tint(_:)` with a `Gradient`: `.tint(Gradient(colors: [.green, .red]))`.
    public func tint(_ gradient: Gradient) -> Gauge { with { $0.tint = .gradient(gradient) } }

    /// `tint(_:)` with a colour value (a system colour follows the colour scheme). Disfavoured so that
    /// `.tint(.orange)` picks `Tint.orange`, which is the same colour.
    @_disfavoredOverload
    public func tint(_ color: ColorValue) -> Gauge { with { $0.tint = .color(color) } }

    /// `tint(_:)` with a fixed sRGB colour (the same in both colour schemes).
    @_disfavoredOverload
    public func tint(_ color: Color) -> Gauge { with { $0.tint = .color(.color(color)) } }

    /// SwiftUI's `environment(\.colorScheme, …)` as a modifier: light or dark appearance (`colorScheme`).
    public func colorScheme(_ scheme: ColorScheme) -> Gauge { with { $0.colorScheme = scheme } }

    /// SwiftUI's `environment(\.layoutDirection, …)` as a modifier (`layoutDirection`).
    public func layoutDirection(_ direction: LayoutDirection) -> Gauge { with { $0.layoutDirection = direction } }

    /// SwiftUI's `font(_:)`: the family texts are drawn and measured in (`font`, see `GaugeFont`).
    public func font(_ font: GaugeFont) -> Gauge { with { $0.font = font } }

    // MARK: SwiftUI's initialiser arguments, as modifiers

    /// The value shown (`value`; any Double, NaN for no value).
    public func value(_ value: Double) -> Gauge { with { $0.value = value } }

    /// The range (`setBounds(lower:upper:)`).
    ///
    /// - Throws: `GaugeError.badArgument` naming `lower` or `upper` when a bound is NaN or ±∞ (a `ClosedRange`
    ///   is never reversed).
    public func bounds(_ bounds: ClosedRange<Double>) throws(GaugeError) -> Gauge {
        var g = self
        try g.setBounds(lower: bounds.lowerBound, upper: bounds.upperBound)
        return g
    }

    /// What the gauge measures (`label`).
    public func label(_ label: String) -> Gauge { with { $0.label = label } }

    /// SwiftUI's `currentValueLabel`: the value's text (`currentValueLabel`; nil formats the value, "" shows none).
    public func currentValueLabel(_ text: String?) -> Gauge { with { $0.currentValueLabel = text } }

    /// SwiftUI's `minimumValueLabel` / `maximumValueLabel` as a pair (`boundsLabels`).
    public func boundsLabels(minimum: String, maximum: String) -> Gauge {
        with { $0.boundsLabels = BoundsLabels(minimum: minimum, maximum: maximum) }
    }

    /// The bounds labels as a value (nil: none; `boundsLabels`).
    public func boundsLabels(_ labels: BoundsLabels?) -> Gauge { with { $0.boundsLabels = labels } }

    // MARK: Past SwiftUI

    /// How the value (and, with `formatsBoundsLabels`, the bounds) become text (`format`).
    public func format(_ format: NumberFormat) -> Gauge { with { $0.format = format } }

    /// Whether the bounds are labelled with their formatted values when no labels are given (`formatsBoundsLabels`).
    public func formatsBoundsLabels(_ formats: Bool = true) -> Gauge { with { $0.formatsBoundsLabels = formats } }

    /// A host formatter's text for the value (`formattedValueText`; nil: `format`'s).
    public func formattedValueText(_ text: String?) -> Gauge { with { $0.formattedValueText = text } }

    /// A host formatter's texts for the bounds (`formattedBoundsTexts`; nil: `format`'s).
    public func formattedBoundsTexts(_ texts: BoundsLabels?) -> Gauge { with { $0.formattedBoundsTexts = texts } }

    /// How the dial's tick labels become text (`tickNumberFormat`; nil: `format` without its affixes).
    public func tickNumberFormat(_ format: NumberFormat?) -> Gauge { with { $0.tickNumberFormat = format } }

    /// A host formatter's tick label texts and the tick values they were made for (`hostTickTexts`).
    package func hostTickTexts(values: [Double], texts: [String]) -> Gauge { with { $0.hostTickTexts = (values, texts) } }

    /// The `dial` style's arc and ticks (`dial`; ranges in `Dial`).
    public func dial(_ dial: Dial) -> Gauge { with { $0.dial = dial } }

    /// The `dial` style's needle and hub (`needle`; ranges in `Needle`).
    public func needle(_ needle: Needle) -> Gauge { with { $0.needle = needle } }

    /// The needle's shape with the default hub: `.needle(.tapered)`.
    public func needle(_ shape: Needle.Shape) -> Gauge { with { $0.needle.shape = shape } }

    /// Coloured, named bands of the range (`zones`; at most `Zone.maximumCount`).
    public func zones(_ zones: [Zone]) -> Gauge { with { $0.zones = zones } }

    /// Where fills start (`origin`; nil: the minimum; zero is a real origin).
    public func origin(_ origin: Double?) -> Gauge { with { $0.origin = origin } }

    /// A target marked across the track (`target`; nil: none; zero is a real target).
    public func target(_ target: Double?) -> Gauge { with { $0.target = target } }

    /// The delta's settings (`delta`, see `Delta`).
    public func delta(_ delta: Delta) -> Gauge { with { $0.delta = delta } }

    /// A delta against `reference` written as `mode` (nil: no delta), symbols and host texts kept (`setDelta`).
    public func delta(reference: Double?, mode: Delta.Mode = .absolute) -> Gauge {
        with { $0.setDelta(reference: reference, mode: mode) }
    }

    /// Which threshold marks are drawn (`thresholdMarkers`).
    public func thresholdMarkers(_ markers: ThresholdMarkers) -> Gauge { with { $0.thresholdMarkers = markers } }

    /// Whether the gauge is a slider and shows keyboard focus (`inputState`).
    public func inputState(_ state: InputState) -> Gauge { with { $0.inputState = state } }

    /// The two ring styles' arc (`ringArc`; nil: each style's SwiftUI arc).
    public func ringArc(_ arc: GaugeArc?) -> Gauge { with { $0.ringArc = arc } }

    /// The `linearCapacity` bar as `count` cells (`segmentCount`: 0 continuous, else
    /// `minimumSegmentCount`…`maximumSegmentCount`).
    public func segments(_ count: Int) -> Gauge { with { $0.segmentCount = count } }

    /// Which way the linear styles' bar runs (`orientation`).
    public func orientation(_ axis: Axis) -> Gauge { with { $0.orientation = axis } }

    /// More values on the same gauge (`additionalValues`; at most `GaugeValue.maximumCount`).
    public func additionalValues(_ values: [GaugeValue]) -> Gauge { with { $0.additionalValues = values } }

    /// The track, label, value, hub and delta colours (`colors`).
    public func colors(_ colors: GaugeColors) -> Gauge { with { $0.colors = colors } }

    /// The gauge's own words for assistive technology, each nil for the English word: the value text for no
    /// value (`unknownText`), what joins the bounds (`boundsJoiner`), and the delta's words (`upWord`, `downWord`,
    /// `fromWord`).
    public func unknownText(_ word: String?) -> Gauge { with { $0.unknownText = word } }
    public func boundsJoiner(_ word: String?) -> Gauge { with { $0.boundsJoiner = word } }
    public func upWord(_ word: String?) -> Gauge { with { $0.upWord = word } }
    public func downWord(_ word: String?) -> Gauge { with { $0.downWord = word } }
    public func fromWord(_ word: String?) -> Gauge { with { $0.fromWord = word } }
    /// The words after a value beyond the range (`aboveRangeWord`, `belowRangeWord`; "above range", "below range").
    public func aboveRangeWord(_ word: String?) -> Gauge { with { $0.aboveRangeWord = word } }
    public func belowRangeWord(_ word: String?) -> Gauge { with { $0.belowRangeWord = word } }

    /// The stroke of the rings and bars (`thickness`; ranges and clamping in `Thickness`): `.thickness(.points(10))`.
    public func thickness(_ thickness: Thickness?) -> Gauge { with { $0.thickness = thickness } }

    /// Every text at `scale` × its type-scale size (`fontScale`, 0.25…4; docs/swiftui-fidelity.md › Font scale): `.fontScale(1.5)`.
    public func fontScale(_ scale: Double) -> Gauge { with { $0.fontScale = scale } }
}
