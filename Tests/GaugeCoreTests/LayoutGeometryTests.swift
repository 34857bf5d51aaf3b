// Geometry of every style against the numbers in docs/swiftui-fidelity.md.
import Testing
@testable import GaugeCore

@Suite struct OpenRingTests {
    func arcs(_ g: Gauge, _ w: Double = 58, _ h: Double = 58) -> [(Float, Float, Float, Float, Float)] {
        g.commands(w, h).compactMap {
            if case let .strokeArc(_, _, r, a0, a1, lw, _, _) = $0 { return (r, a0, a1, lw, a1 - a0) }
            return nil
        }
    }

    func marker(_ g: Gauge, _ w: Double = 58, _ h: Double = 58) -> (x: Float, y: Float, r: Float, knockOut: Float)? {
        let cmds = g.commands(w, h)
        guard let dot = cmds.compactMap({ c -> (Float, Float, Float)? in
            if case let .fillCircle(x, y, r, _) = c { return (x, y, r) }; return nil }).first,
              let ko = cmds.compactMap({ c -> Float? in if case let .knockOut(_, _, r) = c { return r }; return nil }).first
        else { return nil }
        return (dot.0, dot.1, dot.2, ko)
    }

    @Test func arcIs270DegreesFrom135() {
        let a = arcs(Gauge(value: 0.5, style: .accessoryCircular))
        #expect(a.count == 1)
        #expect(isClose(a[0].0, 26) && isClose(a[0].3, 6))
        #expect(isClose(a[0].1, 135 * degree) && isClose(a[0].2, 405 * degree))
    }

    @Test func boundsLabelsShortenEachEndBy14Degrees() {
        let a = arcs(Gauge(value: 0.5, minimumValueLabel: "0", maximumValueLabel: "1", style: .accessoryCircular))
        #expect(isClose(a[0].1, 149 * degree) && isClose(a[0].4, 242 * degree))
    }

    @Test(arguments: [(0.0, 135.0), (0.5, 270.0), (1.0, 405.0)])
    func markerAngle(_ f: Double, _ degrees: Double) {
        let m = marker(Gauge(value: f, style: .accessoryCircular))!
        let a = degrees * degree
        #expect(isClose(m.x, 29 + 26 * GaugeMath.cos(a)) && isClose(m.y, 29 + 26 * GaugeMath.sin(a)))
        #expect(isClose(m.r, 2.5) && isClose(m.knockOut, 4.5))
    }

    @Test func scalesWithTheSmallerSideAndStaysCentred() {
        // 300 × 120: the ring is a 120 px square in the middle; scale 120/58.
        let s = 120.0 / 58
        let cmds = Gauge(value: 0.5, style: .accessoryCircular).commands(300, 120)
        guard case let .strokeArc(cx, cy, r, _, _, w, _, _) = cmds.first(where: { if case .strokeArc = $0 { return true }; return false })! else { return }
        #expect(isClose(cx, 150) && isClose(cy, 60) && isClose(r, 26 * s) && isClose(w, 6 * s))
    }

    @Test func labelAndBoundsLabelsSitOnTheArcEndLine() {
        let r = 26.0, line = 29 + r / 2.squareRoot()
        // The label sits between the arc ends' round caps (radius 3), 1 pt clear of each: 11 pt, shrunk to fit.
        let slot = 2 * (r / 2.squareRoot() - 3 - 1)
        let size = min(11, slot / FontMetrics.width(of: "Speed", weight: 400))
        let withLabel = Gauge(value: 0.5, label: "Speed", style: .accessoryCircular).commands(58, 58)
        #expect(withLabel.contains { if case let .text("Speed", x, y, s, _, .center, _, w) = $0 { return isClose(x, 29) && isClose(y, line) && isClose(s, size) && isClose(w, slot) }; return false })
        let short = Gauge(value: 0.5, label: "Hi", style: .accessoryCircular).commands(58, 58)
        #expect(short.contains { if case let .text("Hi", _, _, s, _, .center, _, _) = $0 { return isClose(s, 11) }; return false })
        let withBounds = Gauge(value: 0.5, label: "Speed", minimumValueLabel: "0", maximumValueLabel: "9", style: .accessoryCircular).commands(58, 58)
        #expect(!withBounds.contains { if case .text("Speed", _, _, _, _, _, _, _) = $0 { return true }; return false })
        #expect(withBounds.contains { if case let .text("0", x, y, _, _, .left, _, _) = $0 { return isClose(x, 29 - r / 2.squareRoot()) && isClose(y, line) }; return false })
        #expect(withBounds.contains { if case let .text("9", x, _, _, _, .right, _, _) = $0 { return isClose(x, 29 + r / 2.squareRoot()) }; return false })
    }

    @Test func valueTextIsCentredAndLifted() {
        let cmds = Gauge(value: 0.5, currentValueLabel: "5", style: .accessoryCircular).commands(58, 58)
        #expect(cmds.contains { if case let .text("5", x, y, size, 500, .center, _, _) = $0 { return isClose(x, 29) && isClose(y, 28) && isClose(size, 24) }; return false })
    }

    @Test func gradientMarkerTakesTheColourAtTheValue() {
        let g = Gradient(colors: [.green, .yellow, .orange, .red])
        let cmds = Gauge(value: 0.5, style: .accessoryCircular, tint: .gradient(g)).commands(58, 58)
        let expected = SystemColor.yellow.light.mix(SystemColor.orange.light, 0.5).rgba8
        #expect(cmds.contains { if case let .solid(_, rgba) = $0 { return rgba == expected }; return false })
        // The ring carries the gradient as a conic paint whose stops span the arc.
        #expect(cmds.contains { if case .conic = $0 { return true }; return false })
    }
}

@Suite struct ClosedRingTests {
    func fills(_ value: Double, in range: ClosedRange<Double> = 0...1) -> [(Float, Float, DisplayList.Cap)] {
        Gauge(value: value, in: range, style: .accessoryCircularCapacity).commands(58, 58).compactMap {
            if case let .strokeArc(_, _, _, a0, a1, _, cap, _) = $0 { return (a0, a1, cap) }; return nil
        }
    }

    @Test func trackIsAClosedRingAndFillStartsAtTwelve() {
        let a = fills(0.25)
        #expect(a.count == 2)
        #expect(isClose(a[0].0, -90 * degree) && isClose(a[0].1, 270 * degree) && a[0].2 == .butt)
        #expect(isClose(a[1].0, -90 * degree) && isClose(a[1].1, 0) && a[1].2 == .round)
    }

    @Test func fullIsAClosedRingAndZeroDrawsNoFill() {  // docs/regression-cases.md › full-closed-ring and empty-fill-at-zero
        let full = fills(1)
        #expect(full.count == 2 && isClose(full[1].1 - full[1].0, 2 * Double.pi) && full[1].2 == .butt)
        #expect(fills(0, in: 0...2000).count == 1)
        #expect(fills(-5, in: 0...2000).count == 1)
    }

    @Test func trackIsTheTintAtReducedOpacity() {
        let cmds = Gauge(value: 0.5, style: .accessoryCircularCapacity, tint: .color(.green)).commands(58, 58)
        #expect(cmds.contains { if case let .solid(_, rgba) = $0 { return rgba == SystemColor.green.light.opacity(0.35).rgba8 }; return false })
        #expect(cmds.contains { if case let .solid(_, rgba) = $0 { return rgba == SystemColor.green.light.rgba8 }; return false })
    }

    @Test func fullRingAtHalfOfASymmetricRange() {  // docs/regression-cases.md › full-ring-half-range
        let a = fills(0, in: -180...180)
        #expect(isClose(a[1].1 - a[1].0, Double.pi))
    }
}

@Suite struct BarTests {
    func rects(_ g: Gauge, _ w: Double, _ h: Double) -> [(x: Float, y: Float, w: Float, h: Float)] {
        g.commands(w, h).compactMap { if case let .fillRoundRect(x, y, ww, hh, _, _) = $0 { return (x, y, ww, hh) }; return nil }
    }

    @Test(arguments: [(0.0, 4.0), (1.0, 296.0), (0.5, 150.0)])
    func knobTravelsInsideTheTrack(_ f: Double, _ x: Double) {  // docs/swiftui-fidelity.md › accessoryLinear: h/2 + f·(W − h)
        let cmds = Gauge(value: f, currentValueLabel: "", style: .accessoryLinear).commands(300, 40)
        #expect(cmds.contains { if case let .fillCircle(cx, cy, r, _) = $0 { return isClose(cx, x) && isClose(cy, 20) && isClose(r, 4) }; return false })
        #expect(cmds.contains { if case let .knockOut(cx, _, r) = $0 { return isClose(cx, x) && isClose(r, 8) }; return false })
    }

    @Test func capacityBarFillsFromTheLeadingEdge() {
        let r = rects(Gauge(value: 0.5, currentValueLabel: "", style: .linearCapacity), 200, 40)
        #expect(r.count == 2)
        #expect(isClose(r[0].x, 0) && isClose(r[0].w, 200) && isClose(r[0].h, 4))
        #expect(isClose(r[1].x, 0) && isClose(r[1].w, 100))
        // At 0 only the track; a tiny value still shows a round cap one bar-height long.
        #expect(rects(Gauge(value: 0, currentValueLabel: "", style: .linearCapacity), 200, 40).count == 1)
        #expect(isClose(rects(Gauge(value: 0.001, currentValueLabel: "", style: .linearCapacity), 200, 40)[1].w, 4))
    }

    @Test func automaticIsLinearCapacity() {
        let a = Gauge(value: 0.3, label: "A", style: .automatic).commands(200, 60)
        let b = Gauge(value: 0.3, label: "A", style: .linearCapacity).commands(200, 60)
        #expect(a == b)
    }

    @Test func accessoryCapacityUsesTheFirstStopOfAGradient() {
        let cmds = Gauge(value: 0.5, style: .accessoryLinearCapacity, tint: .gradient(Gradient(colors: [.purple, .red]))).commands(200, 60)
        #expect(!cmds.contains { if case .linear = $0 { return true }; return false })
        #expect(cmds.contains { if case let .solid(_, rgba) = $0 { return rgba == SystemColor.purple.light.rgba8 }; return false })
    }

    @Test func shortBoxShrinksEverythingUniformly() {
        let natural = Gauge(value: 0.5, label: "Upload", style: .linearCapacity).commands(300, 200)
        let short = Gauge(value: 0.5, label: "Upload", style: .linearCapacity).commands(300, 20)
        let e = paintedExtent(short)
        #expect(e.minY >= -0.01 && e.maxY <= 20.01)
        let size = { (c: [DisplayList.Command]) -> Float in
            c.compactMap { if case let .text("Upload", _, _, s, _, _, _, _) = $0 { return s }; return nil }[0] }
        #expect(size(short) < size(natural))
    }
}

@Suite struct BoxFillingTests {
    static let sides: [Double] = [20, 37, 58, 100, 333, 1000, 2000]
    static let aspects: [Double] = [0.1, 0.25, 0.5, 1, 2, 4, 10]

    /// A gauge with every label present, so text is part of what must stay inside.
    static func fullyLabelled(_ style: GaugeStyle) -> Gauge {
        Gauge(value: 0.63, in: 0...1, label: "Temperature", currentValueLabel: "63 %",
              minimumValueLabel: "Low", maximumValueLabel: "High", style: style,
              tint: .gradient(Gradient(colors: [.green, .red])))
    }

    @Test(arguments: GaugeStyle.allCases)
    func everyStyleFillsItsBoxAndStaysInside(_ style: GaugeStyle) {
        for side in Self.sides {
            for aspect in Self.aspects {
                let (w, h) = aspect >= 1 ? (side, side / aspect) : (side * aspect, side)
                for gauge in [Self.fullyLabelled(style), Gauge(value: 0.63, style: style)] {
                    let cmds = gauge.commands(w, h, ratio: 2)
                    #expect(allFinite(cmds))
                    let e = paintedExtent(cmds)
                    let where_ = "\(style.name) \(w)x\(h)"
                    #expect(e.minX >= -0.01 && e.minY >= -0.01 && e.maxX <= w + 0.01 && e.maxY <= h + 0.01, "\(where_) leaves the box: \(e)")
                    if style == .dial {
                        // The dial's block (arc, hub, value text) reaches the limiting side, centred.
                        #expect(min(w, h) <= 2 || (e.maxX - e.minX) >= 0.6 * (w - 2) || (e.maxY - e.minY) >= 0.6 * (h - 2), "\(where_): \(e)")
                    } else if style.resolved.isCircular {
                        // The ring reaches the limiting (smaller) side, centred.
                        let d = min(w, h)
                        #expect(abs((e.maxX - e.minX) - d) <= 1 || abs((e.maxY - e.minY) - d) <= 1, "\(where_): \(e)")
                    } else {
                        #expect(e.minX <= 1 && e.maxX >= w - 1, "\(where_) does not span the width: \(e)")
                    }
                }
            }
        }
    }
}
