/// A gauge's tint: one colour or a gradient (SwiftUI's `tint(_:)` with a `Color` or a `Gradient`), kept
/// symbolic until layout (system colours follow the colour scheme, value stops follow the bounds).
///
/// ```swift
/// let flat: Tint = .color(.orange)
/// let gradient = try Tint.parse("in oklab, green value(0), yellow value(300), red value(450)")
/// let gauge = Gauge(value: 182, in: 0...500, style: .linearCapacity, tint: gradient)
/// ```
public enum Tint: Equatable, Sendable, Hashable {
    case color(ColorValue)
    case gradient(Gradient)

    /// Most colour stops a tint text may give (docs/abi.md › Tint text; a design choice). The parser's message
    /// "more than 256 colour stops" spells it out.
    public static let maximumStops = GaugeLimits.colorStops

    /// The tint for a gauge with bounds `lower…upper` in `scheme` (see ``Gradient/resolved(lower:upper:scheme:)``).
    package func resolved(lower: Double = 0, upper: Double = 1, scheme: ColorScheme = .light) -> ResolvedTint {
        switch self {
        case .color(let c): return .color(c.resolved(in: scheme))
        case .gradient(let g): return .gradient(g.resolved(lower: lower, upper: upper, scheme: scheme))
        }
    }
}

/// A tint ready to draw: a colour, or a resolved gradient.
///
/// ```swift
/// let gauge = Gauge(value: 30, in: 0...100, tint: try Tint.parse("green, red"))
/// let atValue = gauge.resolvedTint.color(at: 0.3)   // the tint at 30
/// print(atValue, gauge.resolvedTint.flatColor)
/// ```
package enum ResolvedTint: Equatable, Sendable {
    case color(Color)
    case gradient(Gradient.Resolved)

    /// The colour at fraction `t` of the range: the colour itself, or the gradient sampled at `t`.
    public func color(at t: Double) -> Color {
        switch self {
        case .color(let c): return c
        case .gradient(let g): return g.color(at: t)
        }
    }

    /// The flat colour for styles that cannot draw a gradient: the colour, or the gradient's first stop
    /// (SwiftUI's documented fallback, docs/swiftui-fidelity.md › Tint and gradients).
    public var flatColor: Color {
        switch self {
        case .color(let c): return c
        case .gradient(let g): return g.firstColor
        }
    }
}

extension Gauge {
    /// The tint resolved against the gauge's bounds and colour scheme: what layout draws (resolved when one of
    /// them is set, not per render).
    package var resolvedTint: ResolvedTint { tintResolved }
}
