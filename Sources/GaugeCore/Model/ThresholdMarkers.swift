/// Which threshold marks a gauge draws across its track (beyond SwiftUI, after Grafana's "show threshold
/// markers"): opt-in, none by default (docs/swiftui-fidelity.md › Threshold markers).
public struct ThresholdMarkers: OptionSet, Equatable, Sendable {
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
    public var thresholdFractions: [Double] {
        var out: [Double] = []
        forEachThresholdFraction { out.append($0) }
        return out
    }

    /// Calls `body` with each of `thresholdFractions` without building the array.
    @inline(never)  // one copy for every layout (measured: the wasm 0.4 KB gzip smaller with the marks' functions out of line)
    func forEachThresholdFraction(_ body: (Double) -> Void) {
        guard thresholdMarkers.contains(.zones), !zones.isEmpty, upperBound > lowerBound else { return }
        var last = lowerBound
        for z in sortedZones where z.from > last && z.from < upperBound {
            last = z.from
            // A huge range can round a start next to an end onto it: no mark there either.
            if let f = Gauge.fraction(of: z.from, lower: lowerBound, upper: upperBound), f > 0, f < 1 { body(f) }
        }
    }

    /// Whether any zone boundary is marked (the vertical bar's reading keeps clear of the marks' reach).
    var marksThresholds: Bool {
        var any = false
        forEachThresholdFraction { _ in any = true }
        return any
    }

    /// The target's fraction when the rings mark it (`.target`), else nil.
    var ringTargetFraction: Double? { thresholdMarkers.contains(.target) ? targetFraction : nil }
}
