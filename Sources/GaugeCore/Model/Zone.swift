/// A band of the range drawn in its own colour and named for assistive technology: like `<meter>`'s low /
/// high / optimum regions and a dashboard's thresholds.
///
/// ```swift
/// var aqi = Gauge(value: 42, in: 0...300, label: "AQI", style: .accessoryLinear)
/// aqi.zones = [Zone(from: 0, color: .green, name: "good"), Zone(from: 51, color: .yellow, name: "moderate"),
///              Zone(from: 101, color: .orange, name: "unhealthy for some")]
/// print(aqi.accessibilityValueText)   // "42, good"
/// ```
///
/// Zones are given by where each starts; a zone runs up to the next zone's start (the last one to the upper
/// bound). Values below the first zone's start belong to no zone (the track shows there).
/// **Boundary rule:** a value exactly at a zone's start belongs to that zone (the upper one), as Grafana's
/// thresholds do (`value ≥ threshold`).
public struct Zone: Sendable, Equatable, Hashable {
    /// Where the zone starts, in the gauge's units (finite; any value — zones outside the range are clipped).
    public var from: Double
    /// Its colour (system colours follow the colour scheme).
    public var color: ColorValue
    /// Its name, spoken after the value ("50 %, suboptimal"); may be empty.
    public var name: String

    /// A zone starting at `from` (gauge units), drawn in `color`, spoken as `name`.
    public init(from: Double, color: ColorValue, name: String = "") {
        self.from = from
        self.color = color
        self.name = name
    }

    /// Most zones on one gauge (`GaugeLimits.zones`).
    public static let maximumCount = GaugeLimits.zones
}

/// One more value shown on the same gauge (several needles on a dial, concentric rings on a capacity ring).
///
/// ```swift
/// var rings = Gauge(value: 0.8, label: "Move", style: .accessoryCircularCapacity)
/// rings.additionalValues = [GaugeValue(0.6, label: "Exercise"), GaugeValue(0.9, color: .cyan, label: "Stand")]
/// ```
public struct GaugeValue: Sendable {
    /// The value (NaN: no value, not drawn; ±∞ clamp like the main value).
    public var value: Double
    /// Its colour; nil takes one from `GaugeValue.defaultColors` by position.
    public var color: ColorValue?
    /// What it measures ("Exercise"), spoken with its value.
    public var label: String

    /// One more value (any Double; NaN is "no value"), its colour (nil: by position) and its spoken label.
    public init(_ value: Double, color: ColorValue? = nil, label: String = "") {
        self.value = value
        self.color = color
        self.label = label
    }

    /// Most additional values on one gauge (`GaugeLimits.additionalValues`).
    public static let maximumCount = GaugeLimits.additionalValues
    /// Colours of additional values without their own, in order (SwiftUI system colours).
    public static let defaultColors: [ColorValue] = [.orange, .green, .purple, .pink, .teal, .indigo, .brown, .gray]
}

extension Gauge {
    /// The index of the zone `value` is in (see the boundary rule on `Zone`), or nil (no zones, NaN, or below
    /// the first zone). ±∞ count as the ends of the range.
    package func zoneIndex(of value: Double) -> Int? {
        guard !value.isNaN, !zones.isEmpty else { return nil }
        let v = min(max(value, lowerBound), upperBound)
        var found: Int? = nil
        // By index, not `enumerated()`, whose iterator was inlined at each loop (docs/wasm-build.md › Size and allocation).
        let z = sortedZones
        for i in z.indices where v >= z[i].from { found = i }
        return found
    }

    /// The zones in increasing `from` order (stable for equal starts: the later one wins from there).
    package var sortedZones: [Zone] {
        var z = zones
        // Insertion sort: stable, and zones are few and usually already sorted.
        var i = 1
        while i < z.count {
            var j = i
            while j > 0 && z[j - 1].from > z[j].from { z.swapAt(j - 1, j); j -= 1 }
            i += 1
        }
        return z
    }

    /// The zones clipped to the range as fraction intervals (`start` < `end`, and the colour), in order. As
    /// `FlatSegment`s, not tuples of their own: each element type's array growth is a copy of its own in the wasm.
    func zoneBands() -> [FlatSegment] {
        let z = sortedZones
        var out: [FlatSegment] = []
        for i in z.indices {
            let zone = z[i]
            let end = i + 1 < z.count ? z[i + 1].from : upperBound
            let f0 = Gauge.fraction(of: zone.from, lower: lowerBound, upper: upperBound) ?? 0
            let f1 = Gauge.fraction(of: end, lower: lowerBound, upper: upperBound) ?? 0
            if f1 > f0 { out.append(FlatSegment(start: f0, end: f1, color: zone.color.resolved(in: colorScheme))) }
        }
        return out
    }

    /// The colour of the zone of `value`, or nil.
    @inline(never)  // (called from five layouts; the optimiser had inlined it, zoneIndex included, into two more)
    func zoneColor(of value: Double) -> Color? {
        zoneIndex(of: value).map { sortedZones[$0].color.resolved(in: colorScheme) }
    }

    /// The drawing colour of additional value `i`.
    @inline(never)  // (called from the dial and the concentric rings: one copy in the wasm)
    func additionalColor(_ i: Int) -> Color {
        let c = additionalValues[i].color ?? GaugeValue.defaultColors[i % GaugeValue.defaultColors.count]
        return c.resolved(in: colorScheme)
    }

    /// The fraction drawn for additional value `i` (the animation's while one runs), nil for no value.
    func drawnAdditionalFraction(_ i: Int) -> Double? {
        let v = additionalValues[i].value
        guard !v.isNaN else { return nil }
        if let shown = shownAdditionalOverride, i < shown.count { return shown[i].map { GaugeMath.clamp($0, 0, 1) } }
        return Gauge.fraction(of: v, lower: lowerBound, upper: upperBound)
    }

    /// The fraction of `origin` (where fills start), or 0 (the minimum) without an origin. Zero is a real
    /// origin (docs/regression-cases.md › zero-is-a-value); a non-finite origin counts as none.
    var originFraction: Double {
        guard let o = origin, o.isFinite else { return 0 }
        return Gauge.fraction(of: o, lower: lowerBound, upper: upperBound) ?? 0
    }

    /// The fraction of `target`, or nil without one (zero is a real target, docs/regression-cases.md › zero-is-a-value).
    var targetFraction: Double? {
        guard let t = target, t.isFinite else { return nil }
        return Gauge.fraction(of: t, lower: lowerBound, upper: upperBound)
    }
}
