// SwiftUI's colour names on `Tint`, so that `.tint(.orange)` reads as in SwiftUI. Each is the system colour of
// that name (`SystemColor`: its light and dark values are Apple's published ones,
// docs/swiftui-fidelity.md › Colours), kept symbolic so that it follows the colour scheme as SwiftUI's
// `Color.orange` does. `ColorValue`
// has the same names (Color.swift). `Color` is a resolved sRGB colour, one value in both schemes, so it has only
// the scheme-free `black`, `white` and `clear`: a `Color.orange` would stay light orange in the dark scheme.

extension Tint {
    public static let red = Tint.color(.red)
    public static let orange = Tint.color(.orange)
    public static let yellow = Tint.color(.yellow)
    public static let green = Tint.color(.green)
    public static let mint = Tint.color(.mint)
    public static let teal = Tint.color(.teal)
    public static let cyan = Tint.color(.cyan)
    /// SwiftUI's default tint (docs/swiftui-fidelity.md › Colours).
    public static let blue = Tint.color(.blue)
    public static let indigo = Tint.color(.indigo)
    public static let purple = Tint.color(.purple)
    public static let pink = Tint.color(.pink)
    public static let brown = Tint.color(.brown)
    public static let gray = Tint.color(.gray)
    /// SwiftUI's `Color.primary` and `.secondary`: the label colours (docs/swiftui-fidelity.md › Colours).
    public static let primary = Tint.color(.primary)
    public static let secondary = Tint.color(.secondary)
    public static let black = Tint.color(.black)
    public static let white = Tint.color(.white)
    public static let clear = Tint.color(.clear)

    /// The system colour `color` (it follows the colour scheme).
    public static func system(_ color: SystemColor) -> Tint { .color(.system(color)) }
}
