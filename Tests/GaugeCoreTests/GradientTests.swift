// Gradients: CSS stop fix-up, value-unit stops (docs/regression-cases.md › value-stops), sampling at boundaries, and the promise that what the host
// draws — sRGB stops mixed by Canvas 2D, or flat SVG segments — stays within ΔE_OK 0.02 of color(at:) everywhere.
import Testing
@testable import GaugeCore

/// What Canvas 2D paints at offset `t` for these stops: the 8-bit stop colours mixed component-wise without
/// premultiplying alpha (HTML § 4.12.5.1.11); before the first / after the last stop, the end colours; at
/// equal offsets, the later stop from there on.
func canvasColor(_ stops: [ColorStop], _ t: Double) -> Color {
    if t <= stops[0].location { return stops[0].color.quantized }
    var k = 0
    while k + 1 < stops.count && stops[k + 1].location <= t { k += 1 }
    if k == stops.count - 1 { return stops[k].color.quantized }
    let a = stops[k], b = stops[k + 1]
    return a.color.quantized.mix(b.color.quantized, (t - a.location) / (b.location - a.location))
}

private let red = Color(rgba8: 0xFF00_00FF), blue = Color(rgba8: 0x0000_FFFF), yellow = Color(rgba8: 0xFFFF_00FF)
private let lime = Color(rgba8: 0x00FF_00FF), magenta = Color(rgba8: 0xFF00_FFFF)

private func stop(_ c: Color, _ at: Double) -> Gradient.Stop { Gradient.Stop(color: .color(c), location: at) }

/// Gradients that exercise every space, hue method, alpha change, hard edges, stops outside 0…1 and gamut mapping.
let gradientCases: [(String, Gradient.Resolved)] = {
    func make(_ text: String, lower: Double = 0, upper: Double = 1, scheme: ColorScheme = .light) -> (String, Gradient.Resolved) {
        guard case let .gradient(g) = try! Tint.parse(text) else { fatalError(text) }
        return (text, g.resolved(lower: lower, upper: upper, scheme: scheme))
    }
    return [
        make("in oklab, #00f, #ff0"), make("in oklab, black, white"), make("in oklab, #f00, #0ff"),
        make("in oklch, #f00, #00f"), make("in oklch longer hue, #f00, #00f"), make("in oklch increasing hue, #0f0, #f0f"),
        make("in oklch decreasing hue, #0f0, #f0f"), make("in oklch longer hue, #f0f, #0f0"),
        make("in oklch longer hue, #888, #888"), make("in oklch longer hue, oklch(0.7 0.12 0), oklch(0.7 0.12 0)"),
        make("in srgb-linear, #f00, #0f0"), make("#f00, transparent"), make("#00f8, #ff0"),
        make("in oklab, #f00 -50%, #00f 150%"), make("in oklch, #f00, #ff0 50%, #00f 50%, #0f0"),
        make("in oklch, green, yellow, orange, red, purple", scheme: .dark),
        make("in oklab, green value(0), yellow value(50), red value(150)", lower: 0, upper: 200),
        make("in oklch longer hue, rgb(255 0 0 / 0.2), #00f"), make("in oklch, oklch(0.5 0 none), oklch(0.8 0.15 200)"),
        make("#0f0, #f00"), make("red, red 30%, blue 30%, blue"),
    ]
}()

@Suite struct GradientTests {
    @Test func samplingAtBoundariesBetweenStopsAndOutside() {
        // Evenly spaced sRGB: exact at the stops, the component-wise mix between them, end colours outside, NaN → 0.
        let g = Gradient(colors: [.green, .yellow, .orange, .red]).resolved()
        let green = SystemColor.green.light, yel = SystemColor.yellow.light, orange = SystemColor.orange.light
        #expect(g.color(at: 0) == green && g.color(at: 1) == SystemColor.red.light)
        #expect(g.color(at: 1.0 / 3) == yel && g.color(at: 2.0 / 3) == orange)
        #expect(g.color(at: 0.5) == yel.mix(orange, 0.5))  // docs/swiftui-fidelity.md › Tint and gradients
        #expect(g.color(at: -1) == green && g.color(at: 2) == SystemColor.red.light && g.color(at: .nan) == green)
        #expect(g.color(at: -.infinity) == green && g.color(at: .infinity) == SystemColor.red.light)
    }

    @Test func cssStopFixUp() {
        // Unsorted locations are raised to the largest before them (a hard edge); missing ones are spread evenly;
        // the first/last default to 0/1. The later of two equal locations wins from there on.
        let g = Gradient(stops: [stop(red, 0.5), stop(blue, 0.2), stop(lime, .nan), stop(.black, 1)]).resolved()
        #expect(g.stops.map(\.location) == [0.5, 0.5, 0.75, 1])
        #expect(g.color(at: 0.49) == red && g.color(at: 0.5) == blue && g.sample(0.5, fromLeft: true) == red)
        let h = Gradient(stops: [stop(red, .nan), stop(blue, .nan), stop(lime, 0.9), stop(.white, .nan)]).resolved()
        #expect(h.stops.map(\.location) == [0, 0.45, 0.9, 1])
        // Stops outside 0…1 still shape the inside.
        let wide = Gradient(stops: [stop(.black, -1), stop(.white, 1)]).resolved()
        #expect(wide.color(at: 0) == Color.black.mix(.white, 0.5))
        #expect(wide.hostStops().first!.color == Color.black.mix(.white, 0.5))
        // One stop is a flat gradient; none is clear.
        #expect(Gradient(colors: [.mint]).resolved().color(at: 0.7) == SystemColor.mint.light)
        #expect(Gradient(colors: []).resolved().color(at: 0.5) == .clear)
    }

    @Test(arguments: [
        // docs/regression-cases.md › value-stops (react-gauge-component): stops at −20, 20, 50 on −50…50 are at 0.3, 0.7, 1.0.
        ([-20.0, 20, 50] as [Double], -50.0, 50.0, [0.3, 0.7, 1.0] as [Double]),
        // Negative and reversed-sign ranges, stops outside the range, huge ranges that overflow upper − lower.
        ([-150, -125, -100], -200, -100, [0.5, 0.75, 1]),
        ([0, 50, 150], 0, 200, [0, 0.25, 0.75]),
        ([-300, 300], -100, 100, [-1, 2]),
        ([-1.5e308, 0, 1.5e308], -1.5e308, 1.5e308, [0, 0.5, 1]),
        ([-1e308, 1e308], -1.5e308, 1.5e308, [1.0 / 6, 5.0 / 6]),
        // lower == upper: at or below the bound → 0, above → 1.
        ([10, 20], 20, 20, [0, 0]),
        ([10, 30], 20, 20, [0, 1]),
    ] as [([Double], Double, Double, [Double])])
    func valueUnitStops(_ values: [Double], _ lower: Double, _ upper: Double, _ fractions: [Double]) {
        let g = Gradient(stops: values.map { Gradient.Stop(color: .blue, value: $0) })
        let got = g.resolved(lower: lower, upper: upper).stops.map(\.location)
        #expect(zip(got, fractions).allSatisfy { abs($0 - $1) <= 1e-15 }, "\(got)")
        #expect(got.allSatisfy { $0.isFinite })
    }

    @Test func boundsChangeRemapsValueStops() throws {
        // The tint is kept in value units; the layout converts with the current bounds, so setBounds moves them.
        var gauge = Gauge(value: 50, in: 0...100, style: .accessoryLinear,
                          tint: try Tint.parse("#00ff00 value(0), #ff0000 value(100)"))
        func stops() -> [Float] {
            gauge.commands(300, 40).compactMap { if case let .stop(_, offset, _) = $0 { return offset }; return nil }
        }
        #expect(stops() == [0, 1])
        try gauge.setBounds(lower: 0, upper: 200)
        #expect(stops() == [0, 0.5, 1])
        try gauge.setBounds(lower: 50, upper: 100)
        #expect(stops() == [0, 1])
        #expect(gauge.resolvedTint.color(at: 0).rgba8 == 0x8080_00FF)  // value 50 of 0…100, sRGB midpoint
    }

    @Test func srgbOpaqueGradientsNeedNoExtraStops() {
        // The host's own sRGB mix is the interpolation: the stops are exactly the colour at 0, the inner stops, and
        // the colour at 1 — the display list of an sRGB gradient is what it was before perceptual spaces existed.
        let g = Gradient(stops: [stop(red, -0.5), stop(yellow, 0.25), stop(lime, 0.25), stop(blue, 0.8), stop(.white, 1.5)])
            .resolved()
        let host = g.hostStops()
        #expect(host.map(\.location) == [0, 0.25, 0.25, 0.8, 1])
        #expect(host[0].color == g.color(at: 0) && host[4].color == g.sample(1, fromLeft: true))
    }

    @Test(arguments: gradientCases.indices)
    func hostStopsStayWithinTheJND(_ index: Int) {
        // Everywhere (4,000 points, plus just either side of every stop), what Canvas paints from the 8-bit host
        // stops is at most ΔE_OK 0.02 further from color(at:) than that colour's own 8-bit rounding is (a pixel's
        // precision; see Gradient+HostStops.swift) — translucent colours compared over black and over white.
        let (name, g) = gradientCases[index]
        let host = g.hostStops()
        #expect(host.first?.location == 0 && host.last?.location == 1)
        #expect(zip(host, host.dropFirst()).allSatisfy { $0.location <= $1.location })
        var worst = 0.0, worstAt = 0.0
        var points = (0..<4000).map { (Double($0) + 0.5) / 4000 }
        for s in host where s.location > 0 && s.location < 1 { points += [s.location.nextDown, s.location.nextUp] }
        for t in points {
            let truth = g.color(at: t)
            let d = canvasColor(host, t).visibleDifference(truth) - truth.quantized.visibleDifference(truth)
            if d > worst { worst = d; worstAt = t }
        }
        print("host stops \(name): \(host.count) stops, max ΔE_OK \(worst) at \(worstAt)")
        #expect(worst <= 0.02, "\(name): ΔE_OK \(worst) at t = \(worstAt)")
    }

    @Test(arguments: gradientCases.indices)
    func flatSegmentsStayWithinTheJND(_ index: Int) {
        // Flat SVG pieces: contiguous, covering the range, each within ΔE_OK 0.02 of color(at:) over its whole
        // span (beyond the colour's own 8-bit rounding, as for host stops).
        let (name, g) = gradientCases[index]
        for (from, to) in [(0.0, 1.0), (0.1, 0.65)] {
            let segments = g.flatSegments(from: from, to: to)
            #expect(segments.first?.start == from && segments.last?.end == to)
            #expect(zip(segments, segments.dropFirst()).allSatisfy { $0.end == $1.start && $0.start < $0.end })
            var worst = 0.0
            for s in segments {
                for k in 0...64 {
                    let t = s.start + (s.end - s.start) * Double(k) / 64
                    let truth = k == 64 ? g.sample(t, fromLeft: true) : g.color(at: t)
                    worst = max(worst, s.color.quantized.visibleDifference(truth) - truth.quantized.visibleDifference(truth))
                }
            }
            if from == 0 { print("flat segments \(name): \(segments.count) pieces, max ΔE_OK \(worst)") }
            #expect(worst <= 0.02, "\(name) \(from)…\(to): ΔE_OK \(worst)")
        }
    }

    @Test func flatSegmentsKeepHardEdges() {
        let g = Gradient(stops: [stop(red, 0), stop(red, 0.4), stop(blue, 0.4), stop(blue, 1)]).resolved()
        let segments = g.flatSegments()
        #expect(segments.map(\.color.rgba8) == [0xFF00_00FF, 0x0000_FFFF])
        #expect(segments.map(\.end) == [0.4, 1])
        #expect(g.flatSegments(from: 0.5, to: 0.5).isEmpty && g.flatSegments(from: .nan, to: 1).isEmpty)
    }

    @Test func perceptualGradientsReachTheDisplayList() throws {
        // An OKLCH ring: the conic paint carries the extra stops, and every stop colour is what color(at:) gives.
        let gauge = Gauge(value: 0.5, style: .accessoryCircularCapacity,
                          tint: try Tint.parse("in oklch longer hue, #f00, #00f"))
        let stops = gauge.commands(58, 58).compactMap { c -> (Float, UInt32)? in
            if case let .stop(id, o, rgba) = c, id == 1 { return (o, rgba) }
            return nil
        }
        #expect(stops.count > 8)
        guard case let .gradient(g) = gauge.resolvedTint else { Issue.record("no gradient"); return }
        for (o, rgba) in stops where o > 0 && o < 1 {
            #expect(Color(rgba8: rgba).deltaEOK(g.color(at: Double(o))) < 0.01)
        }
    }

    @Test func benchmarkPrintsHostStopCost() {
        // Figures, not a timed assertion: the cost of laying out perceptual gradients (benchmarks print
        // figures, never timed assertions: docs/wasm-build.md › Size and allocation).
        let clock = ContinuousClock()
        for (name, g) in gradientCases.prefix(8) {
            var count = 0
            let elapsed = clock.measure { for _ in 0..<50 { count += g.hostStops().count } }
            print("benchmark hostStops \(name): \(count / 50) stops, \(elapsed / 50) per call")
        }
        let gauge = Gauge(value: 0.5, style: .accessoryCircular, tint: try! Tint.parse("in oklch longer hue, #f00, #00f"))
        var list = DisplayList()
        let elapsed = clock.measure { for _ in 0..<50 { gauge.render(width: 120, height: 120, pixelRatio: 2, into: &list) } }
        print("benchmark render accessoryCircular, oklch longer hue: \(elapsed / 50) per render")
    }
}
