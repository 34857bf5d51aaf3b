/// An sRGB colour with straight (non-premultiplied) alpha; every component in 0…1.
///
/// The display list carries colours as 8-bit `0xRRGGBBAA` (`rgba8`), which is what Canvas 2D resolves to.
public struct Color: Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Components are clamped to 0…1; NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = GaugeMath.clamp(red, 0, 1)
        self.green = GaugeMath.clamp(green, 0, 1)
        self.blue = GaugeMath.clamp(blue, 0, 1)
        self.alpha = GaugeMath.clamp(alpha, 0, 1)
    }

    /// A colour from 8-bit components (0…255), as design specifications publish them.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// The colour as `0xRRGGBBAA`, each channel rounded to the nearest of 0…255.
    public var rgba8: UInt32 {
        @inline(__always) func q(_ x: Double) -> UInt32 { UInt32((x * 255).rounded(.toNearestOrEven)) }
        return q(red) << 24 | q(green) << 16 | q(blue) << 8 | q(alpha)
    }

    /// The same colour with its alpha multiplied by `factor` (0…1).
    public func opacity(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Component-wise interpolation in sRGB (SwiftUI's `.device` gradient space, spec §1.6), `t` in 0…1.
    public func mix(_ other: Color, _ t: Double) -> Color {
        let u = GaugeMath.clamp(t, 0, 1)
        return Color(red: red + (other.red - red) * u, green: green + (other.green - green) * u,
                     blue: blue + (other.blue - blue) * u, alpha: alpha + (other.alpha - alpha) * u)
    }
}

// SwiftUI's system colours in their iOS light appearance, the default look here.
// Source: Apple Human Interface Guidelines › Color › Specifications, "Default" light values
// (https://developer.apple.com/design/human-interface-guidelines/color), as published for iOS 15–17.
// The dark values are in `SystemColor.dark`, for the colour-scheme work that builds on this.
extension Color {
    public static let red = SystemColor.red.light
    public static let orange = SystemColor.orange.light
    public static let yellow = SystemColor.yellow.light
    public static let green = SystemColor.green.light
    public static let mint = SystemColor.mint.light
    public static let teal = SystemColor.teal.light
    public static let cyan = SystemColor.cyan.light
    public static let blue = SystemColor.blue.light
    public static let indigo = SystemColor.indigo.light
    public static let purple = SystemColor.purple.light
    public static let pink = SystemColor.pink.light
    public static let brown = SystemColor.brown.light
    public static let gray = SystemColor.gray.light
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// SwiftUI's `primary` label colour in light mode (black).
    public static let primaryLabel = Color.black
    /// iOS `secondaryLabel` in light mode: (60, 60, 67) at 60 % (HIG › Color, "secondaryLabel").
    public static let secondaryLabel = Color(r8: 60, g8: 60, b8: 67, a8: 153)
    /// The neutral track of the capacity bars: (120, 120, 125) at 20 %, the iOS linear `ProgressView` track
    /// measured in reference/swiftui-gauge-spec.md §2.4.
    public static let neutralTrack = Color(r8: 120, g8: 120, b8: 125, a8: 51)
}

/// SwiftUI's named system colours with their light and dark appearance (HIG › Color › Specifications).
public enum SystemColor: UInt8, CaseIterable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray

    /// The colour's name as SwiftUI and CSS-style tint text spell it (`"blue"`).
    public var name: String {
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
        }
    }

    /// Light appearance.
    public var light: Color {
        switch self {
        case .red: return Color(r8: 255, g8: 59, b8: 48)
        case .orange: return Color(r8: 255, g8: 149, b8: 0)
        case .yellow: return Color(r8: 255, g8: 204, b8: 0)
        case .green: return Color(r8: 52, g8: 199, b8: 89)
        case .mint: return Color(r8: 0, g8: 199, b8: 190)
        case .teal: return Color(r8: 48, g8: 176, b8: 199)
        case .cyan: return Color(r8: 50, g8: 173, b8: 230)
        case .blue: return Color(r8: 0, g8: 122, b8: 255)
        case .indigo: return Color(r8: 88, g8: 86, b8: 214)
        case .purple: return Color(r8: 175, g8: 82, b8: 222)
        case .pink: return Color(r8: 255, g8: 45, b8: 85)
        case .brown: return Color(r8: 162, g8: 132, b8: 94)
        case .gray: return Color(r8: 142, g8: 142, b8: 147)
        }
    }

    /// Dark appearance.
    public var dark: Color {
        switch self {
        case .red: return Color(r8: 255, g8: 69, b8: 58)
        case .orange: return Color(r8: 255, g8: 159, b8: 10)
        case .yellow: return Color(r8: 255, g8: 214, b8: 10)
        case .green: return Color(r8: 48, g8: 209, b8: 88)
        case .mint: return Color(r8: 99, g8: 230, b8: 226)
        case .teal: return Color(r8: 64, g8: 200, b8: 224)
        case .cyan: return Color(r8: 100, g8: 210, b8: 255)
        case .blue: return Color(r8: 10, g8: 132, b8: 255)
        case .indigo: return Color(r8: 94, g8: 92, b8: 230)
        case .purple: return Color(r8: 191, g8: 90, b8: 242)
        case .pink: return Color(r8: 255, g8: 55, b8: 95)
        case .brown: return Color(r8: 172, g8: 142, b8: 104)
        case .gray: return Color(r8: 142, g8: 142, b8: 147)
        }
    }
}
