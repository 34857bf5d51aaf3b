/// A gradient: colour stops along a parameter `t` in 0…1 that runs from a gauge's minimum end to its maximum.
///
/// Sampling (`color(at:)`) interpolates component-wise in sRGB, SwiftUI's default `.device` space
/// (reference/swiftui-gauge-spec.md §1.6). Stops follow CSS's fix-up rules: they are kept in the order given
/// (stable), a location below an earlier stop's location is raised to it (so equal locations make a hard
/// edge), locations outside 0…1 still shape the interpolation inside it, and before the first / after the
/// last stop the end colours extend.
public struct Gradient: Equatable, Sendable {
    /// One colour at one location (`Gradient.Stop` in SwiftUI).
    public struct Stop: Equatable, Sendable {
        public var color: Color
        /// Position along the gauge, 0 = minimum end, 1 = maximum end; any finite number.
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops after fix-up: never empty, locations non-decreasing and finite.
    public private(set) var stops: [Stop]

    /// Evenly spaced colours (`Gradient(colors:)`): location `i / (n − 1)`. One colour is a flat gradient;
    /// an empty list gives clear.
    public init(colors: [Color]) {
        if colors.count <= 1 {
            let c = colors.first ?? .clear
            stops = [Stop(color: c, location: 0), Stop(color: c, location: 1)]
            return
        }
        let last = Double(colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// Explicit stops (`Gradient(stops:)`), fixed up as CSS does (see the type's comment). Non-finite
    /// locations are treated as missing and spaced evenly between their neighbours.
    public init(stops given: [Stop]) {
        if given.isEmpty {
            stops = [Stop(color: .clear, location: 0), Stop(color: .clear, location: 1)]
            return
        }
        var fixed = given
        // CSS Images §3.5.3: missing (non-finite) ends become 0 and 1; a location below the largest earlier
        // one is raised to it; then missing middles are spread evenly between their neighbours.
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
        if fixed.count == 1 { fixed.append(Stop(color: fixed[0].color, location: fixed[0].location)) }
        stops = fixed
    }

    /// The first stop's colour: what styles that cannot draw a gradient use (SwiftUI `tint(_:)`, spec §1.6).
    public var firstColor: Color { stops[0].color }

    /// The colour at `t` (0 = minimum end, 1 = maximum end; values outside extend the end colours; NaN → 0).
    /// The one sampling function markers, fills and tests use.
    public func color(at t: Double) -> Color {
        let x = t.isNaN ? 0 : t
        if x < stops[0].location { return stops[0].color }
        let last = stops[stops.count - 1]
        if x >= last.location { return last.color }
        // The last stop whose location is ≤ x starts the segment (so equal locations give a hard edge).
        var k = 0
        while k + 1 < stops.count && stops[k + 1].location <= x { k += 1 }
        let a = stops[k], b = stops[k + 1]
        let span = b.location - a.location
        return span > 0 ? a.color.mix(b.color, (x - a.location) / span) : b.color
    }

    /// Stops for a host gradient whose offsets must lie in 0…1: the colours at 0 and 1, plus every stop
    /// strictly inside, in order. Interpolating these in sRGB reproduces `color(at:)` exactly.
    public func clippedStops() -> [Stop] {
        var out = [Stop(color: color(at: 0), location: 0)]
        for s in stops where s.location > 0 && s.location < 1 { out.append(s) }
        out.append(Stop(color: color(at: 1), location: 1))
        return out
    }
}

/// A gauge's tint: one colour or a gradient (SwiftUI's `tint(_:)` with a `Color` or a `Gradient`).
public enum Tint: Equatable, Sendable {
    case color(Color)
    case gradient(Gradient)

    /// The colour at fraction `t` of the range: the colour itself, or the gradient sampled at `t`.
    public func color(at t: Double) -> Color {
        switch self {
        case .color(let c): return c
        case .gradient(let g): return g.color(at: t)
        }
    }

    /// The flat colour for styles that cannot draw a gradient: the colour, or the gradient's first stop.
    public var flatColor: Color {
        switch self {
        case .color(let c): return c
        case .gradient(let g): return g.firstColor
        }
    }
}
