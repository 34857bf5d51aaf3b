// `Gauge.scale`: how values map to positions along the track (docs/swiftui-fidelity.md › Logarithmic scale).

/// How a gauge's values map to positions along its track, arc or dial, with the C-ABI numbers
/// (`gauge_set_scale`). The names are Swift Charts' `ScaleType` cases.
///
/// ```swift
/// var g = Gauge(value: 250, in: 1...10_000, label: "Requests/s", style: .dial)
/// g.scale = .log        // 1, 10, 100, 1k, 10k evenly spaced
/// try g.validate()      // a log scale needs a lower bound above 0
/// ```
///
/// - `linear` (the default, SwiftUI's): the position is `(value − lower) / (upper − lower)`.
/// - `log`: the position is `(ln value − ln lower) / (ln upper − ln lower)`; it needs `lowerBound > 0`
///   (`validate()` throws naming `lower`; the C ABI refuses such bounds or scale). Values at or below the lower
///   bound sit at its end (0), as values below a linear range do. A gauge drawn with a log scale and bounds that
///   are not above 0 is drawn linear (docs/swiftui-fidelity.md › Hostile input).
public enum GaugeScale: UInt32, CaseIterable, Sendable {
    case linear = 0
    case log = 1

    /// The scale's name as the JS option spells it (`"log"`).
    public var name: String {
        switch self {
        case .linear: return "linear"
        case .log: return "log"
        }
    }
}

extension Gauge {
    /// Why bounds `lower` cannot go with `scale` (`validate()` throws it naming `lower`; the ABI refuses it), or
    /// nil when they can: a log scale needs a lower bound above 0 (the logarithm of 0 or less does not exist).
    package static func scaleProblem(_ scale: GaugeScale, lower: Double) -> String? {
        scale == .log && !(lower > 0) ? "must be above 0 on a log scale" : nil
    }
}
