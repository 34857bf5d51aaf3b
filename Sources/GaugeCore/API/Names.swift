// The names of the enums a user picks by name: `GaugeStyle("accessoryCircular")`, `"\(style)"`. Each name is
// SwiftUI's spelling where SwiftUI has the type, and the JS host's word for the same option (web/src/vocabulary.js,
// generated from these types, and web/src/options.js), so a name read from a request, an attribute or a JSON
// document means one thing everywhere. Names are ASCII words, compared as UTF-8 bytes (no Unicode tables:
// docs/wasm-build.md › Size and allocation).

extension String {
    /// Whether the text is `name`, byte for byte.
    @inline(never)
    func isName(_ name: String) -> Bool { utf8.elementsEqual(name.utf8) }
}

/// The case of `cases` whose description is `text`, or nil.
@inline(never)
func caseNamed<T: CustomStringConvertible>(_ text: String, in cases: [T]) -> T? {
    for c in cases where text.isName(c.description) { return c }
    return nil
}

extension GaugeStyle: LosslessStringConvertible {
    /// The style's name as SwiftUI spells it (`name`, the JS host's `gaugeStyle` words).
    public var description: String { name }
    /// The style named `description` (`"accessoryCircular"`), or nil for any other text.
    public init?(_ description: String) {
        guard let s = caseNamed(description, in: GaugeStyle.allCases) else { return nil }
        self = s
    }
}

extension ColorScheme: LosslessStringConvertible {
    /// `"light"` or `"dark"`, as SwiftUI's cases and the JS host's `colorScheme` words.
    public var description: String { self == .dark ? "dark" : "light" }
    public init?(_ description: String) {
        guard let s = caseNamed(description, in: ColorScheme.allCases) else { return nil }
        self = s
    }
}

extension LayoutDirection: LosslessStringConvertible {
    /// `"leftToRight"` or `"rightToLeft"`, as SwiftUI's cases and the JS host's `layoutDirection` words.
    public var description: String { self == .rightToLeft ? "rightToLeft" : "leftToRight" }
    /// Also takes the JS host's short forms `"ltr"` and `"rtl"` (HTML's `dir` values).
    public init?(_ description: String) {
        if description.isName("ltr") { self = .leftToRight; return }
        if description.isName("rtl") { self = .rightToLeft; return }
        guard let s = caseNamed(description, in: LayoutDirection.allCases) else { return nil }
        self = s
    }
}

extension Axis: LosslessStringConvertible {
    /// `"horizontal"` or `"vertical"` (`name`; the JS host's `orientation` words).
    public var description: String { name }
    public init?(_ description: String) {
        guard let s = caseNamed(description, in: Axis.allCases) else { return nil }
        self = s
    }
}

extension Needle.Shape: LosslessStringConvertible {
    /// `"line"`, `"tapered"` or `"arrow"` (the JS host's `needle.shape` words).
    public var description: String {
        switch self {
        case .line: return "line"
        case .tapered: return "tapered"
        case .arrow: return "arrow"
        }
    }
    public init?(_ description: String) {
        guard let s = caseNamed(description, in: Needle.Shape.allCases) else { return nil }
        self = s
    }
}

extension Delta.Mode: LosslessStringConvertible {
    /// `"absolute"` or `"relative"` (`name`; the JS host's `delta.mode` words).
    public var description: String { name }
    public init?(_ description: String) {
        guard let s = caseNamed(description, in: Delta.Mode.allCases) else { return nil }
        self = s
    }
}

extension SystemColor: LosslessStringConvertible {
    /// SwiftUI's colour name (`name`: `"orange"`), as the tint text spells it.
    public var description: String { name }
    /// The colour named `description`; `"grey"` too, as the tint text takes it.
    public init?(_ description: String) {
        if description.isName("grey") { self = .gray; return }
        guard let s = caseNamed(description, in: SystemColor.allCases) else { return nil }
        self = s
    }
}

extension HueInterpolation: LosslessStringConvertible {
    /// CSS's word (`name`: `"longer"`), as the tint text spells it before `hue`.
    public var description: String { name }
    public init?(_ description: String) {
        guard let s = caseNamed(description, in: HueInterpolation.allCases) else { return nil }
        self = s
    }
}

extension ColorInterpolation: LosslessStringConvertible, CaseIterable {
    /// Every space, OKLCH with each hue method.
    public static var allCases: [ColorInterpolation] {
        [.sRGB, .linearSRGB, .oklab, .oklch(.shorter), .oklch(.longer), .oklch(.increasing), .oklch(.decreasing)]
    }

    /// The method as the tint text spells it after `in` (CSS Color 4 §12.1): `"srgb"`, `"srgb-linear"`, `"oklab"`,
    /// `"oklch"` (the shorter hue, CSS's default), `"oklch longer hue"`.
    public var description: String {
        if case .oklch(let h) = self, h != .shorter { return "oklch " + h.name + " hue" }
        return cssName
    }

    /// The method `description` names; `"oklch shorter hue"` too. Words are separated by one space.
    public init?(_ description: String) {
        if description.isName("oklch shorter hue") { self = .oklch(.shorter); return }
        guard let s = caseNamed(description, in: ColorInterpolation.allCases) else { return nil }
        self = s
    }
}

extension TimingCurve.Named: LosslessStringConvertible {
    /// SwiftUI's name of the curve (`"easeInOut"`; the JS host's `animation` words).
    public var description: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        }
    }
    public init?(_ description: String) {
        guard let s = caseNamed(description, in: TimingCurve.Named.allCases) else { return nil }
        self = s
    }
}

extension ThresholdMarkers: LosslessStringConvertible {
    /// The JS host's `thresholdMarkers` words: `"off"`, `"zones"`, `"target"` or `"zones+target"` (bits beyond
    /// `all` are not named).
    public var description: String {
        switch intersection(.all) {
        case .zones: return "zones"
        case .target: return "target"
        case .all: return "zones+target"
        default: return "off"
        }
    }

    /// The markers a word names (the four of `description`), or nil.
    public init?(_ description: String) {
        let words: [ThresholdMarkers] = [[], .zones, .target, .all]
        guard let s = caseNamed(description, in: words) else { return nil }
        self = s
    }
}

extension InputState: LosslessStringConvertible {
    /// `"none"`, `"interactive"`, `"focusVisible"` or `"interactive+focusVisible"` (bits beyond `all` are not named).
    public var description: String {
        switch intersection(.all) {
        case .interactive: return "interactive"
        case .focusVisible: return "focusVisible"
        case .all: return "interactive+focusVisible"
        default: return "none"
        }
    }

    /// The state a word names (the four of `description`), or nil.
    public init?(_ description: String) {
        let words: [InputState] = [[], .interactive, .focusVisible, .all]
        guard let s = caseNamed(description, in: words) else { return nil }
        self = s
    }
}
