/// How thick the gauge's stroke is: the ring of the two ring styles (their track, fill and zone bands) and the
/// bar of the linear styles (track, fill, cells, the marker's track), in CSS px or as a share of the box.
/// nil on `Gauge.thickness` (the default) keeps each style's own SwiftUI thickness
/// (docs/swiftui-fidelity.md › Thickness); the dial keeps its own track.
///
/// ```swift
/// var bar = Gauge(value: 0.4, style: .linearCapacity)
/// bar.thickness = .points(10)          // a 10 px bar
/// var ring = Gauge(value: 0.4, style: .accessoryCircularCapacity)
/// ring.thickness = .fraction(0.12)     // 12 % of the box's shorter side
/// ```
///
/// A fraction counts the box's extent across the stroke: a horizontal bar's height, a vertical bar's width, a
/// ring's shorter side.
///
/// Clamped, not refused, where the box has no room (docs/swiftui-fidelity.md › Thickness): a ring's stroke is at
/// most half its centre-line radius (its outer edge stays where SwiftUI's is, so the ring grows inward); a bar is at
/// most the box's extent across it and, like every other metric of a horizontal bar, shrinks with the texts in a box
/// shorter than the style's natural height (`BarFrame`).
public struct Thickness: Equatable, Sendable, Hashable {
    /// What `value` counts: `gauge_set_thickness`'s `unit` argument by its raw value.
    public enum Unit: UInt32, CaseIterable, Sendable {
        /// CSS px (1 pt = 1 CSS px at natural size), above 0 and at most `GaugeLimits.thickness`.
        case points = 1
        /// A share of the box's shorter side, above 0 and at most 1 (the JS host's `"12%"` is 0.12).
        case fraction = 2
    }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// `value` CSS px.
    public static func points(_ value: Double) -> Thickness { Thickness(value, unit: .points) }
    /// `value` (0…1] of the box's shorter side.
    public static func fraction(_ value: Double) -> Thickness { Thickness(value, unit: .fraction) }

    /// Why this thickness cannot be drawn, or nil when it is valid (`validate()` throws it; the ABI refuses it).
    package var problem: (argument: String, reason: String)? {
        if unit == .points {
            return value > 0 && value <= GaugeLimits.thickness ? nil : ("thickness", "must be above 0 and at most 1000 px")
        }
        return value > 0 && value <= 1 ? nil : ("thickness", "must be above 0 and at most 1 (of the box)")
    }

    /// The stroke in CSS px for a box whose shorter side is `side`.
    func pixels(side: Double) -> Double { unit == .points ? value : value * side }
}

extension Gauge {
    /// The stroke a layout draws in place of its style's `natural` one (both in CSS px at scale 1), at most
    /// `limit`: `thickness` for a box whose extent across the stroke is `side` (nil: the natural size is being
    /// asked for, and a fraction keeps the natural stroke), else `natural`.
    @inline(never)
    func stroke(_ natural: Double, side: Double?, limit: Double) -> Double {
        guard let t = thickness, t.unit == .points || side != nil else { return min(natural, limit) }
        return min(t.pixels(side: side ?? 0), limit)
    }

    /// Whether the value lies beyond an end of the range: 1 above the upper bound, -1 below the lower one, 0
    /// inside it or with no value (docs/swiftui-fidelity.md › Out of range). `lower == upper` counts too.
    package var outOfRange: Int {
        @inline(never) get {
        guard hasValue else { return 0 }
        return value > upperBound ? 1 : value < lowerBound ? -1 : 0
        }
    }
}
