// Thickness (docs/swiftui-fidelity.md › Thickness) and the out-of-range cue (› Out of range): the stroke a page
// sets on bars and rings, clamped to the box, refused by name; and the mark and words of a value past an end.
import Testing
@testable import GaugeCore

private func rects(_ c: [DisplayList.Command]) -> [(x: Double, y: Double, w: Double, h: Double)] {
    c.compactMap { if case let .fillRoundRect(x, y, w, h, _, _) = $0 { return (Double(x), Double(y), Double(w), Double(h)) }; return nil }
}
private func arcs(_ c: [DisplayList.Command]) -> [(r: Double, w: Double)] {
    c.compactMap { if case let .strokeArc(_, _, r, _, _, w, _, _) = $0 { return (Double(r), Double(w)) }; return nil }
}
private func lines(_ c: [DisplayList.Command]) -> [(x0: Double, y0: Double, x1: Double, y1: Double, w: Double)] {
    c.compactMap { if case let .line(x0, y0, x1, y1, w, _, _) = $0 { return (Double(x0), Double(y0), Double(x1), Double(y1), Double(w)) }; return nil }
}

@Suite struct ThicknessTests {
    @Test func capacityBarTakesThePointsAndTheFraction() {
        var g = Gauge(value: 0.5, style: .linearCapacity)
        #expect(rects(g.commands(200, 60)).allSatisfy { isClose(Float($0.h), 4) })   // SwiftUI's 4 pt
        g.thickness = .points(10)
        let r = rects(g.commands(200, 60))
        #expect(r.count == 2 && r.allSatisfy { isClose(Float($0.h), 10) })
        g.thickness = .fraction(0.5)                                                  // half of a 30 px box
        g.currentValueLabel = ""                                                      // (no text rows to shrink with)
        #expect(rects(g.commands(200, 30)).allSatisfy { isClose(Float($0.h), 15, 1e-3) })
        g.currentValueLabel = nil
        g.thickness = .points(500)                                                    // clamped to the box's height
        #expect(rects(g.commands(200, 40)).allSatisfy { $0.h <= 40.001 && $0.y >= -0.001 })
    }

    @Test func textsLayOutAroundAThickBar() {
        var g = Gauge(value: 0.5, in: 0...1, label: "Load", style: .linearCapacity)
        g.thickness = .points(24)
        let c = g.commands(200, 120)
        let bar = rects(c)[0]
        for case let .text(s, _, y, size, _, _, _, _) in c {
            let half = Double(size) * FontMetrics.lineHeight / 2
            #expect(Double(y) + half <= bar.y + 0.01 || Double(y) - half >= bar.y + bar.h - 0.01, "\(s) overlaps the bar")
        }
        #expect(g.naturalSize(width: 200, height: nil).height > Gauge(value: 0.5, label: "Load", style: .linearCapacity)
            .naturalSize(width: 200, height: nil).height)
    }

    @Test func markerAndAccessoryBarsAndVertical() {
        var g = Gauge(value: 0.5, style: .accessoryLinearCapacity)
        g.thickness = .points(12)
        #expect(rects(g.commands(200, 60)).allSatisfy { isClose(Float($0.h), 12) })
        g.style = .accessoryLinear
        let c = g.commands(200, 60)
        #expect(c.contains { if case let .fillCircle(_, _, r, _) = $0 { return isClose(r, 6) }; return false })
        g.style = .linearCapacity
        g.orientation = .vertical
        #expect(rects(g.commands(96, 200)).allSatisfy { isClose(Float($0.w), 12) })
        g.thickness = .fraction(0.25)
        #expect(rects(g.commands(96, 200)).allSatisfy { isClose(Float($0.w), 24) })
    }

    @Test func ringStrokeGrowsInwardAndIsClamped() {
        var g = Gauge(value: 0.5, style: .accessoryCircularCapacity)
        #expect(arcs(g.commands(58, 58)).allSatisfy { isClose(Float($0.w), 6) && isClose(Float($0.r), 26) })
        g.thickness = .points(10)
        let a = arcs(g.commands(58, 58))
        #expect(!a.isEmpty && a.allSatisfy { isClose(Float($0.w), 10) && isClose(Float($0.r + $0.w / 2), 29) })
        g.thickness = .fraction(0.1)
        #expect(arcs(g.commands(116, 116)).allSatisfy { isClose(Float($0.w), 11.6, 1e-3) })
        g.thickness = .points(40)                                                     // at most half the centre line's radius
        let clamped = arcs(g.commands(58, 58))
        #expect(clamped.allSatisfy { isClose(Float($0.w), 11.6, 1e-3) && $0.w <= $0.r / 2 + 1e-3 })
        g.style = .accessoryCircular
        g.thickness = .points(9)
        #expect(arcs(g.commands(58, 58)).allSatisfy { isClose(Float($0.w), 9) })
        g.ringArc = GaugeArc(startAngle: -90, sweep: 180, clockwise: true)           // a custom arc: fitted in rounds
        let custom = arcs(g.commands(200, 100))
        #expect(!custom.isEmpty && custom.allSatisfy { abs($0.w - 9) < 0.05 }, "\(custom)")
    }

    @Test func refusedByNameAndKept() throws {
        for bad in [Thickness.points(.nan), .points(-1), .points(0), .points(.infinity), .points(1001), .fraction(1.5), .fraction(.nan)] {
            var g = Gauge(value: 0.5)
            g.thickness = bad
            #expect(throws: GaugeError.self) { try g.validate() }
            do { try g.validate() } catch { #expect(error.argument == "thickness") }
            #expect(g.drawable.thickness == nil)   // drawn as unset
        }
        var g = Gauge(value: 0.5)
        g.thickness = .fraction(1)
        try g.validate()
    }

    @Test func thickStrokesStayInTheBox() {
        let thicknesses: [Thickness] = [.points(1), .points(50), .points(1000), .fraction(0.01), .fraction(0.5), .fraction(1)]
        for style in GaugeStyle.allCases {
            for t in thicknesses {
                for (w, h) in [(200.0, 60.0), (30, 30), (58, 58), (96, 300), (10, 200), (300, 12)] {
                    for vertical in [false, true] {
                        var g = Gauge(value: 130, in: 0...100, label: "Load", boundsLabels: BoundsLabels(minimum: "0", maximum: "100"),
                                      style: style)
                        g.thickness = t
                        g.target = 40
                        g.orientation = vertical ? .vertical : .horizontal
                        if style == .accessoryCircular { g.ringArc = vertical ? GaugeArc(startAngle: -90, sweep: 180, clockwise: true) : nil }
                        let e = paintedExtent(g.commands(w, h))
                        #expect(e.isEmpty || (e.minX >= -0.02 && e.minY >= -0.02 && e.maxX <= w + 0.02 && e.maxY <= h + 0.02),
                                "\(style) \(t) \(w)x\(h) vertical \(vertical): \(e)")
                    }
                }
            }
        }
    }

    @Test func unsetDrawsAsBefore() {
        for style in GaugeStyle.allCases {
            let g = Gauge(value: 0.3, in: 0...1, label: "L", style: style)
            var t = g
            t.thickness = nil
            #expect("\(g.commands(200, 80))" == "\(t.commands(200, 80))")
        }
    }
}

@Suite struct OutOfRangeTests {
    @Test func everyStyleMarksTheEndItPassed() {
        for style in GaugeStyle.allCases {
            let inside = Gauge(value: 50, in: 0...100, style: style).commands(200, 120)
            let over = Gauge(value: 130, in: 0...100, style: style).commands(200, 120)
            let under = Gauge(value: -5, in: 0...100, style: style).commands(200, 120)
            let atMax = Gauge(value: 100, in: 0...100, style: style).commands(200, 120)
            #expect(lines(over).count == lines(atMax).count + 1, "\(style) over")
            #expect(lines(under).count == lines(inside).count + 1, "\(style) under")
            #expect(lines(Gauge(value: .infinity, in: 0...100, style: style).commands(200, 120)).count == lines(atMax).count + 1)
            if style != .dial {  // (no value: no needle either)
                #expect(lines(Gauge(value: .nan, in: 0...100, style: style).commands(200, 120)).count == lines(inside).count)
            }
        }
    }

    @Test func barCueSitsAtTheEnd() {
        let c = Gauge(value: 130, in: 0...100, style: .linearCapacity).commands(200, 60)
        let bar = rects(c)[0], cue = lines(c).last!
        #expect(abs(cue.x0 - (bar.x + bar.w - cue.w / 2)) < 0.01 && cue.y0 < bar.y && cue.y1 > bar.y + bar.h)
        let u = Gauge(value: -1, in: 0...100, style: .linearCapacity).commands(200, 60)
        #expect(abs(lines(u).last!.x0 - (rects(u)[0].x + lines(u).last!.w / 2)) < 0.01)
    }

    @Test func wordsSayIt() {
        var g = Gauge(value: 130, in: 0...100)
        #expect(g.accessibilityValueText == "130, above range")
        #expect(g.currentValueText == "130")
        g.value = -5
        #expect(g.accessibilityValueText == "-5, below range")
        g.belowRangeWord = "unter dem Bereich"
        #expect(g.accessibilityValueText == "-5, unter dem Bereich")
        g.value = 100
        #expect(g.accessibilityValueText == "100")
        g.value = .nan
        #expect(g.accessibilityValueText == "unknown")
    }
}
