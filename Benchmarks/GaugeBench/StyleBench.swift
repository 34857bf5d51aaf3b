// One render (layout into a display list) per style, native (release), µs, with a new value each time as a live
// dashboard sets them: a ring (accessoryCircular), a bar (linearCapacity) and a dial, each in 0…100 with a label,
// in a dashboard's 64 px cell and at 200 px; the dial's time as a multiple of the ring's
// (docs/performance.md › A render in the wasm, per style). Twice: through the C ABI, as web/bench/core.mjs does in
// the wasm, and through the Swift API's `Gauge.render` into one list; both keep a dial's scale while only its value
// moves. Rounds taken in turn so a busy machine slows all alike; medians printed. Figures only; nothing is asserted. Written to standard error, as SVGBench's line.
import GaugeABI
import GaugeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum StyleBench {
    static let styles: [(String, GaugeStyle)] = [("ring", .accessoryCircular), ("bar", .linearCapacity), ("dial", .dial)]

    static func run() {
        var lines: [String] = []
        for abi in [true, false] {
            var parts: [String] = []
            for side in [64.0, 200.0] {
                var times = Array(repeating: [Double](), count: styles.count)
                for _ in 0..<7 {
                    for (k, (_, style)) in styles.enumerated() {
                        let (w, h) = style == .linearCapacity ? (side * 3, side) : (side, side)
                        times[k].append(abi ? throughABI(style, w, h) : throughSwift(style, w, h))
                    }
                }
                let medians = times.map(SVGBench.median)
                parts.append("\(Int(side)) px: " + zip(styles, medians).map { "\($0.0.0) \(us($0.1)) µs" }.joined(separator: ", ")
                    + " (dial \(us(medians[2] / medians[0]))× the ring)")
            }
            lines.append("render per style (native, " + (abi ? "C ABI" : "Swift API")
                + ", a new value each time): " + parts.joined(separator: "; ") + "\n")
        }
        let text = Array(lines.joined().utf8)
        _ = text.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    }

    static func us(_ x: Double) -> String { let q = Int((x * 10).rounded()); return "\(q / 10).\(q % 10)" }

    /// µs a render of a gauge made through the C ABI, as web/bench/core.mjs makes it.
    static func throughABI(_ style: GaugeStyle, _ w: Double, _ h: Double) -> Double {
        let g = gauge_create()
        defer { _ = gauge_destroy(g) }
        _ = gauge_set_style(g, style.rawValue)
        _ = gauge_set_bounds(g, 0, 100)
        _ = gauge_set_label(g, 0, write(BenchInputs.label))
        return SVGBench.microseconds(60) { i in
            _ = gauge_set_value(g, Double((i * 37) % 1001) / 10)
            _ = gauge_render(g, w, h, 2, 0)
            return Int(gauge_display_list_len(g))
        }
    }

    static func throughSwift(_ style: GaugeStyle, _ w: Double, _ h: Double) -> Double {
        var gauge = Gauge(value: 50, in: 0...100, label: "Speed", style: style)
        var list = DisplayList()
        return SVGBench.microseconds(60) { i in
            gauge.value = Double((i * 37) % 1001) / 10
            gauge.render(width: w, height: h, pixelRatio: 2, into: &list)
            return list.commandWords
        }
    }
}
