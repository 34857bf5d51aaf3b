/// Which threshold marks a gauge draws across its track (beyond SwiftUI, after Grafana's "show threshold
/// markers"): opt-in, none by default (docs/swiftui-fidelity.md › Threshold markers).
///
/// ```swift
/// var gauge = Gauge(value: 62, in: 0...100, style: .accessoryCircular)
/// gauge.zones = [Zone(from: 0, color: .green), Zone(from: 70, color: .orange), Zone(from: 90, color: .red)]
/// gauge.thresholdMarkers = .zones   // a short mark at 70 and at 90
/// ```
public struct ThresholdMarkers: OptionSet, Equatable, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A mark at every zone boundary strictly inside the range (`Gauge.thresholdFractions`).
    public static let zones = ThresholdMarkers(rawValue: 1)
    /// A mark at `target` on the rings, which draw no target otherwise (the dial and the bars always mark it).
    public static let target = ThresholdMarkers(rawValue: 2)
    /// Every bit `gauge_set_threshold_markers` accepts.
    public static let all: ThresholdMarkers = [.zones, .target]
}

extension Gauge {
    /// The fractions of the zone boundaries marked with `.zones`: each distinct zone start strictly between the
    /// bounds, in increasing order — a start at (or beyond) the minimum or maximum gets no mark, nor does any
    /// start in an empty range. Empty without the `.zones` bit.
    package var thresholdFractions: [Double] {
        var out: [Double] = []
        var last = lowerBound
        while let f = nextThresholdFraction(after: &last) { out.append(f) }
        return out
    }

    /// The next of `thresholdFractions` after the zone start `last` (start with `lowerBound`): the fraction of the
    /// smallest zone start above `last` and below `upperBound`, which becomes `last`; nil after the last one.
    /// A loop over it, not a closure per caller: a closure made one specialised copy for each caller and captured
    /// a copy of the gauge (docs/wasm-build.md › Size and allocation).
    @inline(never)
    func nextThresholdFraction(after last: inout Double) -> Double? {
        guard thresholdMarkers.contains(.zones), upperBound > lowerBound else { return nil }
        while true {
            // The smallest start above `last` (the first of equal ones); no sorted copy of the zones.
            var next: Double? = nil
            for z in zones where z.from > last && z.from < upperBound && (next == nil || z.from < next!) { next = z.from }
            guard let n = next else { return nil }
            last = n
            // A huge range can round a start next to an end onto it: no mark there either.
            if let f = Gauge.fraction(of: n, lower: lowerBound, upper: upperBound), f > 0, f < 1 { return f }
        }
    }

    /// Whether any zone boundary is marked (the vertical bar's reading keeps clear of the marks' reach).
    var marksThresholds: Bool {
        var last = lowerBound
        return nextThresholdFraction(after: &last) != nil
    }

    /// The target's fraction when the rings mark it (`.target`), else nil.
    var ringTargetFraction: Double? { thresholdMarkers.contains(.target) ? targetFraction : nil }
}
