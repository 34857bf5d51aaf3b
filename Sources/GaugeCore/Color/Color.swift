/// An sRGB colour with straight (non-premultiplied) alpha; every component in 0…1.
///
/// ```swift
/// let orange = Color(r8: 255, g8: 149, b8: 0)
/// let parsed = try Color.parse("oklch(70% 0.2 50)")   // any CSS Color 4 colour, converted to sRGB
/// print(orange.rgba8 == 0xFF9500FF, parsed.alpha)     // true 1.0
/// ```
///
/// This is a *resolved* colour, ready to draw: the display list carries it as 8-bit `0xRRGGBBAA` (`rgba8`),
/// which is what Canvas 2D resolves colours to. What users give (a system colour that follows the colour
/// scheme, or a fixed colour) is a ``ColorValue``. Colours given in other spaces (`oklch()`, `hsl()`…) are
/// converted to sRGB when parsed, gamut-mapped as CSS Color 4 §13.2 says (see `Color+OKLab.swift`).
public struct Color: Equatable, Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// Components the colour's text gave as `none` (CSS Color 4 §4.4, "missing components"). They draw as 0;
    /// when interpolating, each takes the other colour's value (CSS Color 4 §12.3). Empty for colours built in Swift.
    package var missing: MissingComponents

    /// Components are clamped to 0…1; NaN becomes 0.
    @inline(never)
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = GaugeMath.clamp(red, 0, 1)
        self.green = GaugeMath.clamp(green, 0, 1)
        self.blue = GaugeMath.clamp(blue, 0, 1)
        self.alpha = GaugeMath.clamp(alpha, 0, 1)
        missing = []
    }

    /// A colour from 8-bit components (0…255), as design specifications publish them.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// A colour from `0xRRGGBBAA`.
    public init(rgba8 v: UInt32) {
        self.init(r8: UInt8(truncatingIfNeeded: v >> 24), g8: UInt8(truncatingIfNeeded: v >> 16),
                  b8: UInt8(truncatingIfNeeded: v >> 8), a8: UInt8(truncatingIfNeeded: v))
    }

    /// The colour as `0xRRGGBBAA`, each channel rounded to the nearest of 0…255 (ties to even).
    /// Out of line: the optimiser had copied it into the linear gradient's and the conic stops' writers.
    public var rgba8: UInt32 {
        @inline(never) get {
            @inline(__always) func q(_ x: Double) -> UInt32 { UInt32(saturating: (x * 255).rounded(.toNearestOrEven)) }
            return q(red) << 24 | q(green) << 16 | q(blue) << 8 | q(alpha)
        }
    }

    /// The colour as the display list stores it: each channel rounded to 8 bits and back.
    package var quantized: Color { Color(rgba8: rgba8) }

    /// The same colour with its alpha multiplied by `factor` (0…1).
    public func opacity(_ factor: Double) -> Color {
        var c = self
        c.alpha = GaugeMath.clamp(alpha * factor, 0, 1)
        return c
    }

    /// Component-wise interpolation in sRGB without premultiplying alpha, `t` in 0…1 — what Canvas 2D does
    /// between two gradient stops (HTML Standard, canvas "Colors and styles": "interpolated over the RGBA space
    /// without premultiplying the alpha value"). Gradients sample with ``Gradient/Resolved/color(at:)``, which
    /// follows CSS instead.
    package func mix(_ other: Color, _ t: Double) -> Color {
        let u = GaugeMath.clamp(t, 0, 1)
        return Color(red: red + (other.red - red) * u, green: green + (other.green - green) * u,
                     blue: blue + (other.blue - blue) * u, alpha: alpha + (other.alpha - alpha) * u)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black: CSS `transparent`, SwiftUI `Color.clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

/// Which components of a colour are missing (`none`), by CSS Color 4's analogous-component categories
/// (CSS Color 4 §12.2): a `none` carries over to the interpolation space only through its category.
///
/// ```swift
/// let color = try Color.parse("rgb(none 128 255)")
/// print(color.missing.contains(.red))   // interpolation takes red from the other colour
/// ```
package struct MissingComponents: OptionSet, Equatable, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// `rgb()` r, g, b.
    public static let red = MissingComponents(rawValue: 1 << 0)
    public static let green = MissingComponents(rawValue: 1 << 1)
    public static let blue = MissingComponents(rawValue: 1 << 2)
    /// `hsl()` l, `oklab()`/`oklch()` L.
    public static let lightness = MissingComponents(rawValue: 1 << 3)
    /// `hsl()` s, `oklch()` C.
    public static let colorfulness = MissingComponents(rawValue: 1 << 4)
    /// `hsl()`/`hwb()`/`oklch()` h.
    public static let hue = MissingComponents(rawValue: 1 << 5)
    /// `oklab()` a and b.
    public static let opponentA = MissingComponents(rawValue: 1 << 6)
    public static let opponentB = MissingComponents(rawValue: 1 << 7)
    public static let alpha = MissingComponents(rawValue: 1 << 8)
}

/// Light or dark appearance (SwiftUI's `ColorScheme`), with its C-ABI number.
///
/// ```swift
/// var gauge = Gauge(value: 0.5, style: .accessoryCircularCapacity)
/// gauge.colorScheme = .dark   // system colours, labels and the track in their dark look
/// ```
public enum ColorScheme: UInt32, CaseIterable, Sendable {
    case light = 0
    case dark = 1
}

/// SwiftUI's named system colours and label colours, each with its light and dark appearance.
///
/// ```swift
/// let blue = SystemColor.blue
/// print(blue.name, blue.light.rgba8 != blue.dark.rgba8)   // "blue" true
/// let drawn = blue.color(in: .dark)
/// ```
///
/// Source: Apple Human Interface Guidelines › Color › Specifications, the iOS/iPadOS "Default" light and dark
/// columns as published for iOS 15–18 (https://developer.apple.com/design/human-interface-guidelines/color; the
/// June 2025 revision for iOS 26 shifted most hues slightly). The label colours are UIKit's `label` (SwiftUI
/// `Color.primary`) and `secondaryLabel` (`Color.secondary`), HIG › Color › "Foreground" dynamic colours.
public enum SystemColor: UInt8, CaseIterable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    /// The primary label colour: black in light mode, white in dark mode.
    case primary
    /// The secondary label colour: (60, 60, 67) at 60 % in light mode, (235, 235, 245) at 60 % in dark mode.
    case secondary

    /// The colour's name as SwiftUI and the tint text spell it (`"blue"`).
    public var name: String { CSSScanner.string(staticName) }

    var staticName: StaticString {
        switch self {
        case .red: return "red"
        case .orange: return "orange"
        case .yellow: return "yellow"
        case .green: return "green"
        case .mint: return "mint"
        case .teal: return "teal"
        case .cyan: return "cyan"
        case .blue: return "blue"
        case .indigo: return "indigo"
        case .purple: return "purple"
        case .pink: return "pink"
        case .brown: return "brown"
        case .gray: return "gray"
        case .primary: return "primary"
        case .secondary: return "secondary"
        }
    }

    /// The colour in `scheme`.
    public func color(in scheme: ColorScheme) -> Color {
        scheme == .dark ? dark : light
    }

    /// Light appearance.
    public var light: Color { Color(rgba8: lightRGBA8) }

    /// Light appearance as `0xRRGGBBAA`: a switch of constants the optimiser makes a table of, where the colours
    /// built in each case were code (docs/wasm-build.md › Size and allocation).
    var lightRGBA8: UInt32 {
        switch self {
        case .red: return 0xFF3B30FF
        case .orange: return 0xFF9500FF
        case .yellow: return 0xFFCC00FF
        case .green: return 0x34C759FF
        case .mint: return 0x00C7BEFF
        case .teal: return 0x30B0C7FF
        case .cyan: return 0x32ADE6FF
        case .blue: return 0x007AFFFF
        case .indigo: return 0x5856D6FF
        case .purple: return 0xAF52DEFF
        case .pink: return 0xFF2D55FF
        case .brown: return 0xA2845EFF
        case .gray: return 0x8E8E93FF
        case .primary: return 0x000000FF
        case .secondary: return 0x3C3C4399
        }
    }

    /// Dark appearance.
    public var dark: Color { Color(rgba8: darkRGBA8) }

    /// Dark appearance as `0xRRGGBBAA`: a switch of constants the optimiser makes a table of, where the colours
    /// built in each case were code (docs/wasm-build.md › Size and allocation).
    var darkRGBA8: UInt32 {
        switch self {
        case .red: return 0xFF453AFF
        case .orange: return 0xFF9F0AFF
        case .yellow: return 0xFFD60AFF
        case .green: return 0x30D158FF
        case .mint: return 0x63E6E2FF
        case .teal: return 0x40C8E0FF
        case .cyan: return 0x64D2FFFF
        case .blue: return 0x0A84FFFF
        case .indigo: return 0x5E5CE6FF
        case .purple: return 0xBF5AF2FF
        case .pink: return 0xFF375FFF
        case .brown: return 0xAC8E68FF
        case .gray: return 0x8E8E93FF
        case .primary: return 0xFFFFFFFF
        case .secondary: return 0xEBEBF599
        }
    }
}

/// A colour as the user gave it: a fixed colour, or a system colour resolved per colour scheme at layout time
/// (so changing the scheme re-resolves it).
///
/// ```swift
/// let fixed = ColorValue(Color(r8: 0, g8: 128, b8: 0))
/// let system: ColorValue = .green                                // follows the colour scheme
/// let pair = ColorValue.lightDark(light: .black, dark: .white)   // CSS light-dark()
/// print(fixed.resolved(in: .dark) == fixed.resolved(in: .light), system.resolved(in: .dark), pair.resolved(in: .dark))
/// ```
public enum ColorValue: Equatable, Sendable, Hashable {
    case color(Color)
    case system(SystemColor)
    /// One colour in the light scheme, another in the dark one (CSS Color 5 `light-dark()`).
    case lightDark(light: Color, dark: Color)

    /// A fixed colour.
    public init(_ color: Color) { self = .color(color) }

    /// The colour to draw in `scheme`. Out of line: gradients and every role colour resolve through it
    /// (docs/wasm-build.md › Size and allocation).
    @inline(never)
    public func resolved(in scheme: ColorScheme) -> Color {
        switch self {
        case .color(let c): return c
        case .system(let s): return s.color(in: scheme)
        case .lightDark(let light, let dark): return scheme == .dark ? dark : light
        }
    }

    public static let red = ColorValue.system(.red)
    public static let orange = ColorValue.system(.orange)
    public static let yellow = ColorValue.system(.yellow)
    public static let green = ColorValue.system(.green)
    public static let mint = ColorValue.system(.mint)
    public static let teal = ColorValue.system(.teal)
    public static let cyan = ColorValue.system(.cyan)
    public static let blue = ColorValue.system(.blue)
    public static let indigo = ColorValue.system(.indigo)
    public static let purple = ColorValue.system(.purple)
    public static let pink = ColorValue.system(.pink)
    public static let brown = ColorValue.system(.brown)
    public static let gray = ColorValue.system(.gray)
    public static let primary = ColorValue.system(.primary)
    public static let secondary = ColorValue.system(.secondary)
    public static let black = ColorValue.color(.black)
    public static let white = ColorValue.color(.white)
    public static let clear = ColorValue.color(.clear)
}

/// The colours a gauge uses besides its tint, per colour scheme.
///
/// ```swift
/// let track = Palette.track(.light)          // the capacity bars' neutral track
/// let text = Palette.primaryLabel(.dark)     // white
/// print(track.alpha, text == .white)
/// ```
package enum Palette {
    /// Text: SwiftUI's primary label colour.
    public static func primaryLabel(_ scheme: ColorScheme) -> Color { SystemColor.primary.color(in: scheme) }
    /// Secondary text (a capacity bar's value and bounds): SwiftUI's secondary label colour.
    public static func secondaryLabel(_ scheme: ColorScheme) -> Color { SystemColor.secondary.color(in: scheme) }

    /// The neutral track of the capacity bars. Light: (120, 120, 125) at 20 %, the iOS linear `ProgressView`
    /// track measured for SwiftUI (docs/swiftui-fidelity.md › Colours). Dark: (120, 120, 128) at 36 %, UIKit's
    /// `systemFill` dark value (Apple's Human Interface Guidelines, "Fill" colours), the light counterpart of which (at 20 %) the
    /// measured track matches; on a black page it composites to (43, 43, 46), visibly apart from the page and
    /// from every system colour.
    public static func track(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(r8: 120, g8: 120, b8: 128, a8: 92) : Color(r8: 120, g8: 120, b8: 125, a8: 51)
    }

    /// The page colour a scheme's gauges are designed against (for legibility checks): white or black.
    public static func background(_ scheme: ColorScheme) -> Color { scheme == .dark ? .black : .white }
}
