/// The font a gauge's texts are drawn and measured in. The default is the built-in stack
/// (`DisplayList.fontFamily`, measured with the DejaVu Sans tables: `FontMetrics`), so canvas, SVG and
/// server-rendered SVG agree; a host that draws in another family (the page's font) gives it a `key` under
/// which it registers that family's measurements, and the SVG names the family (docs/abi.md › gauge_set_font).
/// Layout is unchanged: it fits texts with whatever widths the measurements give. (Equal byte for byte,
/// Gauge+Hashable.swift: String's == would bring Unicode tables into the wasm.)
///
/// ```swift
/// var gauge = Gauge(value: 0.5, label: "Level", style: .linearCapacity)
/// gauge.font = GaugeFont(key: 1, family: "Georgia, serif")   // the SVG's texts name this family
/// print(gauge.svg(width: 200, height: 60).contains("Georgia"))   // true
/// ```
public struct GaugeFont: Sendable {
    /// The host's key for the family in text measurements: bits 16… of a measured text's weight word
    /// (`TextMetrics.fontKey`). 0 is the default font.
    public var key: UInt32
    /// The CSS `font-family` list the texts are drawn in; empty for the default stack.
    public var family: String

    public init(key: UInt32 = 0, family: String = "") {
        self.key = key
        self.family = family
    }

    /// The built-in stack.
    public static let standard = GaugeFont()
    /// Most font keys (1…32767) a host may give: a weight word with its key stays a positive 32-bit Int (wasm).
    public static let maximumKey = GaugeLimits.fontKey

    /// The family list an SVG names, or nil for the default stack (`DisplayList.fontFamily`).
    package var svgFamily: String? { family.isEmpty ? nil : family }
}
