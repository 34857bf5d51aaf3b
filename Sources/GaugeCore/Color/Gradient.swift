/// A gradient: colour stops along the gauge from its minimum end (0) to its maximum end (1), interpolated in a
/// chosen colour space (SwiftUI's `Gradient`, with CSS's stop rules and interpolation spaces).
///
/// ```swift
/// let heat = Gradient(stops: [Gradient.Stop(color: .green, value: 0), Gradient.Stop(color: .yellow, value: 100),
///                             Gradient.Stop(color: .red, value: 150)],
///                     interpolation: .oklch(.shorter))
/// let gauge = Gauge(value: 90, in: 0...200, style: .accessoryLinear, tint: .gradient(heat))
/// ```
///
/// A gradient is kept as the user gave it — system colours symbolic, stops possibly in the gauge's value units —
/// and resolved at layout time against the gauge's bounds and colour scheme (`resolved(lower:upper:scheme:)`),
/// so a scheme or bounds change re-resolves it.
///
/// Stop positions follow CSS Images 3 §3.5.3 "Color stop fix-up", applied after value units are converted:
/// - stops keep the order given (stable, never sorted);
/// - a missing location on the first / last stop becomes 0 / 1;
/// - a location below the largest location before it is raised to that (so unsorted or equal locations make a
///   hard edge: the colour jumps there);
/// - missing locations in between are spread evenly between their neighbours;
/// - locations outside 0…1 are kept: they shape the colours inside (the range shows part of the transition);
///   before the first and after the last stop the end colours extend.
public struct Gradient: Equatable, Sendable, Hashable {
    /// One colour at one position (`Gradient.Stop` in SwiftUI), as a fraction of the range or a gauge value.
    ///
    /// ```swift
    /// let stops = [Gradient.Stop(color: .green, location: 0),     // a fraction of the range
    ///              Gradient.Stop(color: .red, value: 35)]          // a value of the range, placed at layout
    /// let gradient = Gradient(stops: stops)
    /// ```
    public struct Stop: Equatable, Sendable {
        /// What a stop's `location` is measured in.
        ///
        /// ```swift
        /// let stop = Gradient.Stop(color: .yellow, value: 50)
        /// print(stop.unit == .value)   // true: 50 in the gauge's units
        /// ```
        public enum Unit: UInt8, Sendable {
            /// A fraction of the gauge: 0 the minimum end, 1 the maximum end.
            case fraction
            /// A value of the gauge's range (converted with the bounds at layout time; docs/regression-cases.md › value-stops).
            case value
        }

        public var color: ColorValue
        /// The position in `unit`; NaN (or ±∞) means "not given" (spread evenly, see the type's comment).
        public var location: Double
        public var unit: Unit

        /// A stop at a fraction of the range (SwiftUI's `Gradient.Stop(color:location:)`).
        public init(color: ColorValue, location: Double) {
            self.color = color
            self.location = location
            unit = .fraction
        }

        /// A stop at a value of the gauge's range: green at 0, yellow at 50, red at 150 on `0...200` (docs/regression-cases.md › value-stops).
        public init(color: ColorValue, value: Double) {
            self.color = color
            location = value
            unit = .value
        }

        /// Equal colours, units and locations, where any two "not given" (non-finite) locations are equal.
        public static func == (a: Stop, b: Stop) -> Bool {
            a.color == b.color && a.unit == b.unit
                && (a.location == b.location || (!a.location.isFinite && !b.location.isFinite))
        }
    }

    /// The stops as given (never empty: an empty list becomes one clear stop).
    public private(set) var stops: [Stop]
    /// The colour space the stops are interpolated in; default sRGB (SwiftUI's `.device`).
    public var interpolation: ColorInterpolation

    /// Evenly spaced colours (`Gradient(colors:)`): each stop's location is left to the fix-up, which spaces
    /// them at `i / (n − 1)`. One colour is a flat gradient; an empty list is clear.
    public init(colors: [ColorValue], interpolation: ColorInterpolation = .sRGB) {
        stops = colors.map { Stop(color: $0, location: .nan) }
        if stops.isEmpty { stops = [Stop(color: ColorValue.clear, location: .nan)] }
        self.interpolation = interpolation
    }

    /// Explicit stops (`Gradient(stops:)`), fixed up as CSS does when resolved (see the type's comment).
    public init(stops: [Stop], interpolation: ColorInterpolation = .sRGB) {
        self.stops = stops.isEmpty ? [Stop(color: ColorValue.clear, location: .nan)] : stops
        self.interpolation = interpolation
    }

    /// The gradient for a gauge with bounds `lower…upper` drawn in `scheme`: value-unit stops converted to
    /// fractions, system colours resolved, the CSS fix-up applied.
    ///
    /// A value `v` becomes `(v − lower) / (upper − lower)`, computed on halved operands so that it cannot
    /// overflow for ranges near ±1.8e308; with `lower == upper` a value at or below the bound maps to 0 and one
    /// above it to 1. Non-finite bounds (which a gauge never has) leave value stops unplaced (spread evenly).
    package func resolved(lower: Double = 0, upper: Double = 1, scheme: ColorScheme = .light) -> Resolved {
        var fixed: [ColorStop] = []
        fixed.reserveCapacity(stops.count + 1)
        for s in stops {
            var location = s.location
            if s.unit == .value { location = Gradient.fraction(ofValue: location, lower: lower, upper: upper) }
            fixed.append(ColorStop(color: s.color.resolved(in: scheme), location: location))
        }
        return Resolved(fixing: fixed, interpolation: interpolation)
    }

    /// The colour at fraction `t` of a gradient with fraction stops (value stops are placed on `0...1`), in
    /// `scheme`. Shorthand for `resolved(scheme:).color(at:)`.
    public func color(at t: Double, scheme: ColorScheme = .light) -> Color {
        resolved(scheme: scheme).color(at: t)
    }

    /// The fraction of the range `lower…upper` at value `v` (unclamped; see ``resolved(lower:upper:scheme:)``).
    package static func fraction(ofValue v: Double, lower: Double, upper: Double) -> Double {
        guard v.isFinite, lower.isFinite, upper.isFinite else { return .nan }
        if upper == lower { return v <= lower ? 0 : 1 }
        // Halving is exact for normal numbers, so this equals (v − lower)/(upper − lower) wherever that is finite.
        return (v * 0.5 - lower * 0.5) / (upper * 0.5 - lower * 0.5)
    }
}

/// A resolved colour at a fraction along a gradient (what the display list's `stop` carries).
///
/// ```swift
/// let stops = Gradient(colors: [.blue, .red]).resolved().stops   // concrete colours at fractions
/// print(stops.map(\.location))                                    // [0.0, 1.0]
/// ```
package struct ColorStop: Equatable, Sendable {
    public var color: Color
    /// Fraction of the gradient's length.
    public var location: Double
    public init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }
}

extension Gradient {
    /// A gradient ready to sample: concrete sRGB colours at fixed-up fractions (see ``Gradient``).
    ///
    /// ```swift
    /// let resolved = Gradient(colors: [.green, .yellow, .red], interpolation: .oklab).resolved(lower: 0, upper: 100)
    /// let atFifty = resolved.color(at: 0.5)   // the colour a gauge of 0…100 draws at 50
    /// print(resolved.firstColor, atFifty)
    /// ```
    package struct Resolved: Equatable, Sendable {
        /// At least two stops; locations finite and non-decreasing.
        public private(set) var stops: [ColorStop]
        public let interpolation: ColorInterpolation

        /// Applies the CSS fix-up (see ``Gradient``) to stops whose non-finite locations are "not given".
        public init(fixing given: [ColorStop], interpolation: ColorInterpolation = .sRGB) {
            self.interpolation = interpolation
            var fixed = given.isEmpty ? [ColorStop(color: .clear, location: .nan)] : given
            if !fixed[0].location.isFinite { fixed[0].location = 0 }
            if !fixed[fixed.count - 1].location.isFinite { fixed[fixed.count - 1].location = 1 }
            var largest = fixed[0].location
            for k in 1..<fixed.count where fixed[k].location.isFinite {
                if fixed[k].location < largest { fixed[k].location = largest }
                largest = fixed[k].location
            }
            var i = 1
            while i < fixed.count {
                if !fixed[i].location.isFinite {
                    var j = i
                    while !fixed[j].location.isFinite { j += 1 }
                    let a = fixed[i - 1].location, b = fixed[j].location, n = Double(j - i + 1)
                    for k in i..<j { fixed[k].location = a + (b - a) * Double(k - i + 1) / n }
                    i = j
                }
                i += 1
            }
            if fixed.count == 1 { fixed.append(fixed[0]) }
            stops = fixed
        }

        /// The first stop's colour: what styles that cannot draw a gradient use (SwiftUI `tint(_:)`, docs/swiftui-fidelity.md › Tint and gradients).
        public var firstColor: Color { stops[0].color }

        /// The colour at fraction `t` (0 = minimum end, 1 = maximum end; outside, the end colours extend; NaN → 0),
        /// interpolated in ``interpolation`` as CSS Color 4 §12 says. The one sampling function markers, fills,
        /// host stops, SVG segments and tests use. At a hard edge (equal locations) the later stop wins.
        /// Out of line: three layouts had a copy each (docs/wasm-build.md › Size and allocation).
        @inline(never)
        public func color(at t: Double) -> Color {
            sample(t.isNaN ? 0 : t, fromLeft: false)
        }

        /// `fromLeft`: the limit from below at `x` (at a hard edge, the colour before the jump). Out of line
        /// (docs/wasm-build.md › Size and allocation).
        @inline(never)
        func sample(_ x: Double, fromLeft: Bool) -> Color {
            let first = stops[0], last = stops[stops.count - 1]
            if fromLeft ? x <= first.location : x < first.location { return first.color }
            if fromLeft ? x > last.location : x >= last.location { return last.color }
            // The segment's start: the last stop at or before x (strictly before, from the left).
            var k = 0
            while k + 2 < stops.count && (fromLeft ? stops[k + 1].location < x : stops[k + 1].location <= x) { k += 1 }
            let a = stops[k], b = stops[k + 1]
            let span = b.location - a.location
            return span > 0 ? interpolation.mix(a.color, b.color, (x - a.location) / span) : b.color
        }
    }
}

/// The colour space a gradient interpolates in (CSS Color 4 §12.1 `<color-interpolation-method>`).
///
/// ```swift
/// let gradient = Gradient(colors: [.blue, .red], interpolation: .oklab)
/// let middle = gradient.color(at: 0.5)                      // the midpoint, mixed in OKLab
/// print(ColorInterpolation.oklch(.longer), middle)          // "oklch longer hue" …
/// ```
public enum ColorInterpolation: Equatable, Sendable, Hashable {
    /// Gamma-encoded sRGB, component-wise: SwiftUI's `.device` and CSS's legacy default.
    case sRGB
    /// Linear-light sRGB: physically even mixing of light (brighter midpoints than sRGB).
    case linearSRGB
    /// OKLab: perceptually even steps in lightness and colour, straight through grey between opposites.
    case oklab
    /// OKLCH: OKLab in polar form; lightness, chroma and hue each interpolate, the hue in the given direction.
    case oklch(HueInterpolation)

    /// The CSS name of the space (`"oklch"`), as the tint text spells it after `in`.
    package var cssName: String {
        switch self {
        case .sRGB: return "srgb"
        case .linearSRGB: return "srgb-linear"
        case .oklab: return "oklab"
        case .oklch: return "oklch"
        }
    }
}

/// Which way a hue goes round the circle between two stops (CSS Color 4 §12.4 `<hue-interpolation-method>`).
///
/// ```swift
/// let rainbow = try Tint.parse("in oklch longer hue, red, red")   // all the way round the hue circle
/// let space = ColorInterpolation.oklch(.increasing)
/// print(HueInterpolation.allCases.map(\.name), space)   // … "oklch increasing hue"
/// ```
public enum HueInterpolation: UInt8, CaseIterable, Sendable {
    /// The shorter arc (at most 180°); the default.
    case shorter
    /// The longer arc (at least 180°; a full turn between equal hues).
    case longer
    /// Clockwise in hue: the hue only grows (0 → 360).
    case increasing
    /// The hue only shrinks.
    case decreasing

    public var name: String {
        switch self {
        case .shorter: return "shorter"
        case .longer: return "longer"
        case .increasing: return "increasing"
        case .decreasing: return "decreasing"
        }
    }
}
