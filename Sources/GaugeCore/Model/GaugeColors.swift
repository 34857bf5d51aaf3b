/// The colours a page gives a gauge besides its tint: the neutral track, the texts and marks (SwiftUI's label
/// colours), and the current-value text. Each is nil by default, which draws SwiftUI's colour for the scheme
/// (`Palette`); a set colour is a `ColorValue`, so SwiftUI's system names and `light-dark()` still follow the
/// colour scheme. Resolved per render (a switch, no allocation). See docs/abi.md › gauge_set_color.
///
/// ```swift
/// var gauge = Gauge(value: 0.5, style: .linearCapacity)
/// gauge.colors = GaugeColors(track: .gray, label: try ColorValue.parse("#334155"))
/// gauge.colors.value = .blue   // the value text
/// ```
public struct GaugeColors: Equatable, Sendable {
    /// The neutral track of the capacity bars and of the dial, and the capacity ring's track (drawn in the tint at
    /// reduced opacity without it). The styles whose track is the tint itself (`accessoryLinear`, the open ring)
    /// ignore it, and zone bands lie on the track as before.
    public var track: ColorValue? { get { self[.track] } set { self[.track] = newValue } }
    /// Every text and mark drawn in SwiftUI's label colours — the label, bounds labels, the dial's ticks, tick
    /// labels, hub and target, a bar's target — and the value text unless `value` is set. What SwiftUI draws in
    /// its secondary colour takes this colour at `secondaryOpacity`, so the style's emphasis stays.
    public var label: ColorValue? { get { self[.label] } set { self[.label] = newValue } }
    /// The current-value text, in every style, at full opacity.
    public var value: ColorValue? { get { self[.value] } set { self[.value] = newValue } }
    /// The dial's hub (default: `label`'s colour, as before hubs had their own).
    public var hub: ColorValue? { get { self[.hub] } set { self[.hub] = newValue } }
    /// The delta's text when the value rose above (fell below) its reference (default: system green / red for
    /// the scheme; see `Delta`).
    public var increasing: ColorValue? { get { self[.increasing] } set { self[.increasing] = newValue } }
    public var decreasing: ColorValue? { get { self[.decreasing] } set { self[.decreasing] = newValue } }
    /// The focus ring of an interactive gauge (`InputState.focusVisible`; default: system blue for the scheme, SwiftUI's
    /// default accent colour). A page host sets the page's accent colour, and `Highlight` under forced colours.
    public var focus: ColorValue? { get { self[.focus] } set { self[.focus] = newValue } }

    /// The colours by role, empty until one is set: a gauge slot holds one array reference instead of six optional
    /// colours (each a light and a dark `Color`), since 4,095 slots live in the wasm's handle table
    /// (docs/abi.md › Memory).
    private var storage: [ColorValue?] = []

    public init(track: ColorValue? = nil, label: ColorValue? = nil, value: ColorValue? = nil, hub: ColorValue? = nil) {
        // Only the colours given: setting nil leaves the empty storage as it is, and `GaugeColors()` then folds to
        // nothing where a gauge is made (each nil set was a copy of the setter's growth in the wasm;
        // docs/wasm-build.md › Size and allocation).
        if let track { self.track = track }
        if let label { self.label = label }
        if let value { self.value = value }
        if let hub { self.hub = hub }
    }

    /// Two sets are equal when every role has the same colour (an empty storage equals one of all nils).
    public static func == (a: GaugeColors, b: GaugeColors) -> Bool {
        for role in Role.allCases where a[role] != b[role] { return false }
        return true
    }

    /// The opacity of SwiftUI's secondary label colour (153 / 255 in both schemes, `SystemColor.secondary`), applied
    /// to `label` where SwiftUI draws the secondary colour.
    public static let secondaryOpacity = 0.6

    /// Which colour `gauge_set_color` sets, by its ABI number.
    ///
    /// ```swift
    /// let label = try ColorValue.parse("rebeccapurple", for: .label)
    /// do { _ = try ColorValue.parse("purplish", for: .label) } catch { print(error.argument) }   // "labelColor"
    /// ```
    public enum Role: UInt32, CaseIterable, Sendable {
        case track = 0, label = 1, value = 2, hub = 3, increasing = 4, decreasing = 5, focus = 6

        /// The option's name in the ABI's messages and the JS host (`trackColor`).
        package var argument: String {
            switch self {
            case .track: return "trackColor"
            case .label: return "labelColor"
            case .value: return "valueColor"
            case .hub: return "hubColor"
            case .increasing: return "increasingColor"
            case .decreasing: return "decreasingColor"
            case .focus: return "focusColor"
            }
        }
    }

    public subscript(role: Role) -> ColorValue? {
        get { Int(role.rawValue) < storage.count ? storage[Int(role.rawValue)] : nil }
        set {
            let i = Int(role.rawValue)
            if i >= storage.count {
                if case .none = newValue { return }  // (matched: `== nil` was `ColorValue`'s derived `==` in the wasm)
                while storage.count <= i { storage.append(nil) }  // (`repeatElement` was a copy of its own in the wasm)
            }
            storage[i] = newValue
        }
    }
}

extension ColorValue {
    /// Parses one CSS colour for `role` (the colours of `GaugeColors`): the tint's colour grammar, one colour, errors
    /// naming the role's argument (`labelColor: unknown colour 'bleu' at byte 0`).
    public static func parse(_ text: String, for role: GaugeColors.Role) throws(GaugeError) -> ColorValue {
        try parse(text, argument: role.argument)
    }
}

extension Gauge {
    /// The colour set for `role` (`colors`) resolved in the colour scheme, nil when none is set. The one place
    /// the getters below read `colors`: inlined in each, the lookup and `resolved(in:)` were a copy per getter
    /// in the wasm.
    @inline(never)
    func setColor(_ role: GaugeColors.Role) -> Color? { colors[role]?.resolved(in: colorScheme) }

    /// The neutral track's colour: `colors.track`, else SwiftUI's (`Palette.track`).
    @inline(never)
    var trackColor: Color { setColor(.track) ?? Palette.track(colorScheme) }

    /// Texts and marks in SwiftUI's primary label colour: `colors.label`, else `Palette.primaryLabel`.
    @inline(never)
    var labelColor: Color { setColor(.label) ?? Palette.primaryLabel(colorScheme) }

    /// Texts and marks in SwiftUI's secondary label colour: `colors.label` at `secondaryOpacity`, else
    /// `Palette.secondaryLabel`.
    @inline(never)
    var secondaryLabelColor: Color {
        setColor(.label).map { $0.opacity(GaugeColors.secondaryOpacity) } ?? Palette.secondaryLabel(colorScheme)
    }

    /// The current-value text's colour: `colors.value`, else the label colour the style draws it in (`secondary`:
    /// SwiftUI's secondary, as the capacity bars do).
    @inline(never)
    func valueColor(secondary: Bool) -> Color {
        setColor(.value) ?? (secondary ? secondaryLabelColor : labelColor)
    }

    /// The focus ring's colour: `colors.focus`, else system blue (SwiftUI's default accent colour).
    var focusColor: Color { setColor(.focus) ?? SystemColor.blue.color(in: colorScheme) }

    /// The dial's hub: `colors.hub`, else the label colour.
    @inline(never)
    var hubColor: Color { setColor(.hub) ?? labelColor }
}
