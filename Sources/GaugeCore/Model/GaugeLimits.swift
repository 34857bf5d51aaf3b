/// Every limit of the core, in one table: what `validate()` refuses beyond (Validation.swift), what the public
/// renders clamp to (`Gauge.drawable`, docs/swiftui-fidelity.md › Hostile input), and what the C ABI refuses at
/// set time (docs/abi.md › Validation; Sources/GaugeABI/Limits.swift reads it from here, and tools/vocabulary.sh
/// hands the host's share to web/src/vocabulary.js). The older names (`Dial.maximumMajorTicks`,
/// `Zone.maximumCount`, `Gauge.maximumSegmentCount`, `Tint.maximumStops`, `TextMetrics.maximumTextBytes`,
/// `NumberFormat.maximumFractionLength`…) are aliases of these. The ABI's messages spell several of them out
/// as static text ("must be 0 (automatic) or 1…100"); LimitsABITests checks each against this table.
public enum GaugeLimits {
    /// Most major intervals of a dial's scale, 1…100 (0 is automatic). A design choice: 100 labelled ticks already
    /// crowd a 2,000 px dial; ECharts sets none (docs/swiftui-fidelity.md › Dial ticks and labels).
    public static let majorTicks = 100
    /// Most major ticks a dial's scale can have: 101 given (`Dial.ticks`), and with `ticksAtZones` the two bounds and
    /// every zone's start (docs/swiftui-fidelity.md › Ticks at given values). What `gauge_tick_count` can report and
    /// `gauge_set_tick_texts` takes.
    public static let scaleTicks = majorTicks + 1 + 2 + zones
    /// Most minor intervals per major one, 0…20 (a design choice, as above).
    public static let minorTicks = 20
    /// Fewest and most cells of a segmented `linearCapacity` bar (0 is a continuous bar; a design choice,
    /// docs/abi.md › Validation).
    public static let minimumSegments = 2
    public static let segments = 200
    /// Most zones on one gauge (docs/abi.md › Validation; a design choice: `<meter>` has three regions,
    /// dashboards a handful of thresholds).
    public static let zones = 64
    /// Most additional values on one gauge (docs/abi.md › Validation): one per default colour
    /// (`GaugeValue.defaultColors`).
    public static let additionalValues = 8
    /// Longest text in UTF-8 bytes: a label, a bounds label, a value text, an affix, a zone name, a word, a
    /// colour text (docs/abi.md › Text). Also the longest text the host can register a measurement of
    /// (`TextMetrics.maximumTextBytes`).
    public static let textBytes = 4_096
    /// Longest tint text in UTF-8 bytes (docs/abi.md › Tint text): room for 256 stops of `oklch(…) value(…)`.
    public static let tintBytes = 16_384
    /// Most colour stops of a tint (docs/abi.md › Tint text; a design choice). The parser's message "more than
    /// 256 colour stops" spells it out.
    public static let colorStops = 256
    /// Most `light-dark()` nested inside one another in a colour or tint text (docs/abi.md › Tint text; a design
    /// choice: CSS needs one level, and the parser recurses once per level, so unbounded nesting would exhaust the
    /// stack). The parser's message "light-dark() nested too deeply (at most 16 levels)" spells it out.
    public static let colorNesting = 16
    /// The largest sweep of an arc in degrees: the full circle (`GaugeArc`; its smallest is above 0).
    public static let sweep = 360.0
    /// The largest needle hub, in units of the dial's radius R (docs/swiftui-fidelity.md › Needle shapes; a
    /// design choice: the value text's top edge lies about 0.33 R from the centre, and a larger hub would cover it).
    public static let hubRadius = 0.25
    /// The thickest stroke in CSS px (`Thickness.points`; docs/swiftui-fidelity.md › Thickness; a design choice:
    /// absurd values are refused, while anything a box can show is clamped to it).
    public static let thickness = 1_000.0
    /// The smallest and largest `Gauge.fontScale` (docs/swiftui-fidelity.md › Font scale; a design choice: a
    /// quarter of SwiftUI's sizes is already under any legible size, four times fills a small ring with its value).
    public static let minimumFontScale = 0.25
    public static let fontScale = 4.0
    /// Largest `NumberFormat.Precision.fractionLength` (0…20, JavaScript's `toFixed` range).
    public static let fractionLength = 20
    /// Largest `NumberFormat.Precision.significantDigits` (1…21, JavaScript's `toPrecision` range).
    public static let significantDigits = 21
    /// Largest font key (`GaugeFont.key`, docs/abi.md › Text measurement): 15 bits beside the weight.
    public static let fontKey: UInt32 = 0x7FFF
    /// The longest a spring animation runs, in seconds (`FractionAnimator`): twice the longest response the ABI
    /// accepts (60 s); a spring with dampingFraction ≥ 0.1 has long settled by then.
    public static let springSeconds = 120.0
    /// Most live gauges of one module: the handle's 12-bit slot index, slot 0 never used (docs/abi.md › Handles).
    public static let gauges = 4_095
    /// Largest scratch request of the C ABI in bytes; also bounds every byte count a setter accepts (docs/abi.md).
    public static let scratchBytes = 65_536
    /// Smallest and largest pixel ratio a render draws at (docs/abi.md › Validation; a design choice: 1/16 lies
    /// below any real `devicePixelRatio`, 16 above it). The public Swift renders clamp into it.
    public static let minimumPixelRatio = 0.0625
    public static let maximumPixelRatio = 16.0
    /// Largest side of a box in CSS px (docs/abi.md › Validation; a design choice). The public Swift renders
    /// clamp into it.
    public static let side = 100_000.0
    /// Most attributes on an SVG document's root element (`SVGOptions.attributes`; a design choice: a page sets a
    /// class, an id, a role, a few `aria-` and `data-` attributes), so the root element's size stays bounded.
    public static let rootAttributes = 64
    /// Longest name of one of those attributes in UTF-8 bytes (a design choice: real names are short; their values
    /// are bounded by ``textBytes``).
    public static let attributeNameBytes = 256
}
