// The Swift API's SVG, native (release): a flat ring against a gradient ring (accessoryCircularCapacity, 120 × 120
// CSS px at pixel ratio 2), µs per `gauge.svg(width:height:)` and their ratio. A gradient ring's arcs are flat
// pieces of its gradient (docs/display-list.md › SVG), which natively are flattened once per gradient and arc
// (Sources/GaugeCore/Color/Gradient+Cache.swift): the ratio is the steady state of a server writing the same gauges
// again. "a new value each time" is a gradient ring whose value changes on every call, so its fill's pieces are
// flattened afresh each time (the track's are not). Figures only; nothing is asserted.
//
// Written to standard error: build.sh reads the renders/s figure from standard output's one line.
import GaugeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum SVGBench {
    static let flat = Gauge(value: 0.4, label: "Battery", style: .accessoryCircularCapacity, tint: .color(.green))
    /// The tint of main.swift's gauges (BenchInputs.tint).
    static let gradient = Gauge(value: 0.4, label: "Battery", style: .accessoryCircularCapacity,
                                tint: try! Tint.parse("in oklch, green, yellow 50%, red"))

    /// µs per call of `body`, run for about `milliseconds`.
    static func microseconds(_ milliseconds: Int, _ body: (Int) -> Int) -> Double {
        let clock = ContinuousClock()
        var n = 0, sink = 0
        let start = clock.now
        var elapsed = Duration.zero
        while elapsed < .milliseconds(milliseconds) || n < 3 {
            sink &+= body(n)
            n += 1
            elapsed = clock.now - start
        }
        if sink == 42 { print("", terminator: "") }  // keeps the work
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds / Double(n) * 1e6
    }

    static func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

    static func run() {
        let size = 120.0, ratio = 2.0
        // warm-up: the first call of each flattens and keeps the pieces
        _ = flat.svg(width: size, height: size, pixelRatio: ratio)
        _ = gradient.svg(width: size, height: size, pixelRatio: ratio)
        // Rounds taken in turn, so a busy machine slows both alike; the medians are printed.
        var flats: [Double] = [], gradients: [Double] = [], ratios: [Double] = []
        for _ in 0..<7 {
            let f = microseconds(100) { _ in flat.svg(width: size, height: size, pixelRatio: ratio).utf8.count }
            let g = microseconds(100) { _ in gradient.svg(width: size, height: size, pixelRatio: ratio).utf8.count }
            flats.append(f)
            gradients.append(g)
            ratios.append(g / f)
        }
        var moving = gradient
        let fresh = microseconds(300) { i in
            moving.value = 0.05 + Double((i * 7919) % 9000) / 10000  // 9,000 values: never one the memo holds
            return moving.svg(width: size, height: size, pixelRatio: ratio).utf8.count
        }
        func us(_ x: Double) -> String { let q = Int((x * 10).rounded()); return "\(q / 10).\(q % 10)" }
        let line = "svg (Swift API, native): flat ring \(us(median(flats))) µs, gradient ring \(us(median(gradients))) µs"
            + " (\(us(median(ratios)))× the flat one); a gradient ring with a new value each time \(us(fresh)) µs"
        let text = Array((line + "\n").utf8)
        _ = text.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    }
}
