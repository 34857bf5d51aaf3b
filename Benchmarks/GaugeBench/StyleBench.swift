// One render (layout into a display list) per style, native (release), µs, with a new value each time as a live
// dashboard sets them: a ring (accessoryCircular), a bar (linearCapacity) and a dial, each in 0…100 with a label,
// in a dashboard's 64 px cell and at 200 px; the dial's time as a multiple of the ring's
// (docs/performance.md › A render in the wasm, per style). Rounds taken in turn so a busy machine slows all alike; medians printed. Figures
// only; nothing is asserted. Written to standard error, as SVGBench's line.
import GaugeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum StyleBench {
    static func run() {
        let styles: [(String, GaugeStyle)] = [("ring", .accessoryCircular), ("bar", .linearCapacity), ("dial", .dial)]
        var parts: [String] = []
        for side in [64.0, 200.0] {
            var times = Array(repeating: [Double](), count: styles.count)
            for _ in 0..<7 {
                for (k, (_, style)) in styles.enumerated() {
                    var gauge = Gauge(value: 50, in: 0...100, label: "Speed", style: style)
                    var list = DisplayList()
                    let (w, h) = style == .linearCapacity ? (side * 3, side) : (side, side)
                    times[k].append(SVGBench.microseconds(60) { i in
                        gauge.value = Double((i * 37) % 1001) / 10
                        gauge.render(width: w, height: h, pixelRatio: 2, into: &list)
                        return list.commandWords
                    })
                }
            }
            let medians = times.map(SVGBench.median)
            func us(_ x: Double) -> String { let q = Int((x * 10).rounded()); return "\(q / 10).\(q % 10)" }
            parts.append("\(Int(side)) px: " + zip(styles, medians).map { "\($0.0.0) \(us($0.1)) µs" }.joined(separator: ", ")
                + " (dial \(us(medians[2] / medians[0]))× the ring)")
        }
        let text = Array(("render per style (native, a new value each time): " + parts.joined(separator: "; ") + "\n").utf8)
        _ = text.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    }
}
