// A process-wide memo of gradient flattening (native builds only): `Gradient.Resolved.flatSegments(from:to:)` and
// `hostStops()` sample the true colours on a grid of up to 1,024 points per unit and convert each to OKLab
// (Gradient+HostStops.swift), about 1–3 ms for a ring's gradient in a release build — 100–300 times the rest of
// a flat ring's SVG. A server writes the same gauges again and again, so the answers are kept: the same
// gradient (bit for bit) and range give the same pieces, byte for byte, from the memo. The Embedded wasm build has
// no memo (its host writes SVG rarely, and the bytes would grow).
#if !hasFeature(Embedded)
import Synchronization  // Mutex: servers write SVGs on several threads at once

/// The memo: the last ``capacity`` answers of each kind, replaced in turn. Answers longer than ``longest`` are not
/// kept (gradients of hundreds of stops), so it holds at most a few megabytes.
struct FlatteningCache: ~Copyable {
    static let capacity = 64
    static let longest = 2_048

    struct Segments { var gradient: Gradient.Resolved; var from: UInt64; var to: UInt64; var pieces: [FlatSegment] }
    struct HostStops { var gradient: Gradient.Resolved; var stops: [ColorStop] }

    var segments: [Segments] = []
    var nextSegments = 0
    var hostStops: [HostStops] = []
    var nextHostStops = 0

    static let shared = Mutex(FlatteningCache())

    /// Whether two gradients are the same bit for bit (`==` would take 0 and −0 for one another).
    static func same(_ a: Gradient.Resolved, _ b: Gradient.Resolved) -> Bool {
        guard a.interpolation == b.interpolation, a.stops.count == b.stops.count else { return false }
        for (s, t) in zip(a.stops, b.stops) {
            let c = s.color, d = t.color
            guard s.location.bitPattern == t.location.bitPattern, c.red.bitPattern == d.red.bitPattern,
                  c.green.bitPattern == d.green.bitPattern, c.blue.bitPattern == d.blue.bitPattern,
                  c.alpha.bitPattern == d.alpha.bitPattern, c.missing == d.missing else { return false }
        }
        return true
    }

    /// `gradient.flatSegments(from:to:)`: from the memo, else made by `make` (outside the lock) and kept.
    static func segments(_ gradient: Gradient.Resolved, _ from: Double, _ to: Double,
                         _ make: () -> [FlatSegment]) -> [FlatSegment] {
        let f = from.bitPattern, t = to.bitPattern
        if let hit = shared.withLock({ cache in
            cache.segments.first { $0.from == f && $0.to == t && same($0.gradient, gradient) }?.pieces
        }) { return hit }
        let pieces = make()
        guard pieces.count <= longest, gradient.stops.count <= longest else { return pieces }
        shared.withLock { cache in
            let entry = Segments(gradient: gradient, from: f, to: t, pieces: pieces)
            if cache.segments.count < capacity { cache.segments.append(entry) } else { cache.segments[cache.nextSegments] = entry }
            cache.nextSegments = (cache.nextSegments + 1) % capacity
        }
        return pieces
    }

    /// `gradient.hostStops()`: from the memo, else made by `make` (outside the lock) and kept.
    static func hostStops(_ gradient: Gradient.Resolved, _ make: () -> [ColorStop]) -> [ColorStop] {
        if let hit = shared.withLock({ cache in cache.hostStops.first { same($0.gradient, gradient) }?.stops }) {
            return hit
        }
        let stops = make()
        guard stops.count <= longest, gradient.stops.count <= longest else { return stops }
        shared.withLock { cache in
            let entry = HostStops(gradient: gradient, stops: stops)
            if cache.hostStops.count < capacity { cache.hostStops.append(entry) } else { cache.hostStops[cache.nextHostStops] = entry }
            cache.nextHostStops = (cache.nextHostStops + 1) % capacity
        }
        return stops
    }
}
#endif
