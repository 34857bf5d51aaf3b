// Threshold markers (docs/swiftui-fidelity.md › Threshold markers): which boundaries are marked, where the marks
// lie on every family, that they stay in the box and off the texts, and that nothing else moves.
import Testing
@testable import GaugeCore

/// A gauge of 0…100 at 62 with zones from 0 (the minimum: no mark), 30, 60, 60 again (one mark) and 85.
private func zoned(_ style: GaugeStyle, markers: ThresholdMarkers = .zones) -> Gauge {
    var g = Gauge(value: 62, in: 0...100, label: "Level", style: style)
    g.zones = [Zone(from: 0, color: .green), Zone(from: 30, color: .yellow), Zone(from: 60, color: .orange),
               Zone(from: 60, color: .orange), Zone(from: 85, color: .red)]
    g.thresholdMarkers = markers
    return g
}
private let interior = [0.3, 0.6, 0.85]

/// The `line` commands of a list.
private func lines(_ c: [DisplayList.Command]) -> [(x0: Double, y0: Double, x1: Double, y1: Double, w: Double)] {
    c.compactMap { if case let .line(x0, y0, x1, y1, w, _, _) = $0 { return (Double(x0), Double(y0), Double(x1), Double(y1), Double(w)) }; return nil }
}

/// The drawing commands of `on` with the marks' lines taken out (those not in `off`), for comparing the rest;
/// solid paint definitions are left out (the marks may define the label colour earlier).
private func withoutNewLines(_ on: [DisplayList.Command], _ off: [DisplayList.Command]) -> [String] {
    let offText = drawing(off)
    var out: [String] = []
    var k = 0
    for c in on {
        if case .solid = c { continue }
        let t = "\(c)"
        if k < offText.count && offText[k] == t { out.append(t); k += 1 } else if case .line = c { continue } else { out.append(t) }
    }
    return out
}

private func drawing(_ c: [DisplayList.Command]) -> [String] {
    c.compactMap { if case .solid = $0 { return nil }; return "\($0)" }
}

/// Text boxes by the built-in metrics (as `paintedExtent` measures them).
private func textBoxes(_ c: [DisplayList.Command]) -> [Box] {
    c.compactMap {
        guard case let .text(s, x, y, size, weight, align, _, maxWidth) = $0 else { return nil }
        let w = min(FontMetrics.width(of: s, weight: Int(weight)) * Double(size), Double(maxWidth))
        let left = align == .left ? Double(x) : align == .right ? Double(x) - w : Double(x) - w / 2
        let half = Double(size) * FontMetrics.lineHeight / 2
        return Box(x0: left, y0: Double(y) - half, x1: left + w, y1: Double(y) + half)
    }
}

@Suite struct ThresholdMarkersTests {
    @Test func interiorBoundariesOnly() {
        var g = zoned(.dial)
        #expect(g.thresholdFractions == interior)
        g.zones.append(Zone(from: 100, color: .purple))   // the maximum: no mark
        g.zones.append(Zone(from: -40, color: .blue))     // below the range: none
        g.zones.append(Zone(from: 140, color: .blue))     // above it: none
        #expect(g.thresholdFractions == interior)
        g.thresholdMarkers = .target
        #expect(g.thresholdFractions.isEmpty)
        g.thresholdMarkers = .zones
        try! g.setBounds(lower: 50, upper: 50)
        #expect(g.thresholdFractions.isEmpty)
    }

    /// The target bit adds a mark on the rings only: the dial and the bars draw their target mark anyway.
    @Test func targetBitChangesNothingOffTheRings() {
        for style in GaugeStyle.allCases {
            var g = zoned(style, markers: [])
            g.target = 40
            #expect(g.thresholdMarkers.isEmpty)
            let off = g.commands(200, 160)
            g.thresholdMarkers = .target
            let ring = style == .accessoryCircular || style == .accessoryCircularCapacity
            #expect(("\(g.commands(200, 160))" == "\(off)") != ring, "\(style)")
        }
    }

    /// Every family: one more line per interior boundary and nothing else changed.
    @Test(arguments: [GaugeStyle.accessoryCircular, .accessoryCircularCapacity, .dial, .linearCapacity, .accessoryLinear,
                      .accessoryLinearCapacity])
    func oneMarkPerBoundaryAndNothingElseMoves(style: GaugeStyle) {
        for orientation in [Axis.horizontal, .vertical] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                var g = zoned(style)
                g.orientation = orientation
                g.layoutDirection = direction
                let on = g.commands(220, 180)
                g.thresholdMarkers = []
                let off = g.commands(220, 180)
                #expect(lines(on).count == lines(off).count + interior.count, "\(style) \(orientation) \(direction)")
                // The vertical capacity bar's reading moves past the marks' reach (as past a target's).
                if !(orientation == .vertical && style == .linearCapacity) {
                    #expect(withoutNewLines(on, off) == drawing(off), "\(style) \(orientation) \(direction)")
                }
            }
        }
    }

    @Test func ringMarksLieAcrossTheTrackAtTheBoundaryAngles() {
        for style in [GaugeStyle.accessoryCircular, .accessoryCircularCapacity] {
            let g = zoned(style)
            let marks = lines(g.commands(116, 116))
            #expect(marks.count == interior.count)
            let start = style == .accessoryCircular ? RingMetrics.openStart : RingMetrics.capacityStart
            let sweep = style == .accessoryCircular ? RingMetrics.openSweep : 2 * Double.pi
            let s = 2.0, r = RingMetrics.radius * s, w = RingMetrics.stroke * s
            for (m, f) in zip(marks, interior) {
                let a = GaugeMath.atan2(m.y1 - m.y0, m.x1 - m.x0)
                let expected = start + sweep * f
                let d = (a - expected).truncatingRemainder(dividingBy: 2 * Double.pi)
                #expect(min(abs(d), 2 * Double.pi - abs(d)) < 1e-4, "\(style) at \(f)")
                // From the inner edge to (just inside) the outer edge: across the track only.
                let r0 = ((m.x0 - 58) * (m.x0 - 58) + (m.y0 - 58) * (m.y0 - 58)).squareRoot()
                let r1 = ((m.x1 - 58) * (m.x1 - 58) + (m.y1 - 58) * (m.y1 - 58)).squareRoot()
                #expect(abs(r0 - (r - w / 2)) < 1e-3 && r1 <= r + w / 2 && r1 > r + w / 2 - 0.2)
                #expect(abs(m.w - (RingMetrics.stroke / 4 + 1) * s) < 1e-4)
            }
        }
    }

    @Test func ringTargetOnlyWithItsBit() {
        var g = zoned(.accessoryCircularCapacity, markers: .zones)
        g.target = 50
        #expect(lines(g.commands(58, 58)).count == 3)
        g.thresholdMarkers = .all
        #expect(lines(g.commands(58, 58)).count == 4)
        g.thresholdMarkers = .target
        #expect(lines(g.commands(58, 58)).count == 1)
    }

    @Test func concentricRingsMarkTheOutermostOnly() {
        var g = zoned(.accessoryCircularCapacity)
        g.additionalValues = [GaugeValue(0.4), GaugeValue(0.8)]
        let c = g.commands(100, 100)
        let outer = c.compactMap { if case let .strokeArc(_, _, r, _, _, w, _, _) = $0 { return (Double(r), Double(w)) }; return nil }
            .max { $0.0 < $1.0 }!
        let marks = lines(c)
        #expect(marks.count == interior.count)
        for m in marks {
            let r0 = ((m.x0 - 50) * (m.x0 - 50) + (m.y0 - 50) * (m.y0 - 50)).squareRoot()
            #expect(abs(r0 - (outer.0 - outer.1 / 2)) < 1e-3)
        }
    }

    @Test func dialMarksAtTheBoundariesWithTheTargetGeometry() {
        var g = zoned(.dial)
        g.target = 45
        let c = g.commands(240, 240)
        let f = g.dialFrame(width: 240, height: 240)
        let needleless = lines(c).filter { abs($0.w - DialMetrics.targetWidth * f.r) < 1e-3 }
        #expect(needleless.count == interior.count + 1)
        for (m, fr) in zip(needleless, interior + [0.45]) {
            let a = GaugeMath.atan2(m.y1 - m.y0, m.x1 - m.x0)
            let d = (a - g.dial.angle(fr)).truncatingRemainder(dividingBy: 2 * Double.pi)
            #expect(min(abs(d), 2 * Double.pi - abs(d)) < 1e-4)
            let r0 = ((m.x0 - f.cx) * (m.x0 - f.cx) + (m.y0 - f.cy) * (m.y0 - f.cy)).squareRoot()
            #expect(abs(r0 - f.r * (1 - DialMetrics.trackWidth - DialMetrics.targetInset)) < 1e-3)
        }
    }

    @Test func barMarksAtTheBoundaryPositions() {
        for orientation in [Axis.horizontal, .vertical] {
            var g = zoned(.linearCapacity)
            g.orientation = orientation
            let c = g.commands(240, 200)
            guard case let .fillRoundRect(x, y, w, h, _, _) = c.first(where: { if case .fillRoundRect = $0 { return true }; return false })! else { return }
            let marks = lines(c)
            #expect(marks.count == interior.count)
            for (m, f) in zip(marks, interior) {
                if orientation == .horizontal {
                    #expect(abs(m.x0 - (Double(x) + f * Double(w))) < 1e-3 && m.x0 == m.x1)
                    #expect(m.y0 < Double(y) && m.y1 > Double(y + h))  // across the bar, past each side
                } else {
                    #expect(abs(m.y0 - (Double(y + h) - f * Double(h))) < 1e-3 && m.y0 == m.y1)
                    #expect(m.x0 < Double(x) && m.x1 > Double(x + w))
                }
            }
        }
    }

    @Test func rightToLeftMirrorsTheMarks() {
        for style in [GaugeStyle.accessoryCircular, .dial, .linearCapacity, .accessoryLinear] {
            var g = zoned(style)
            let ltr = lines(g.commands(200, 120))
            g.layoutDirection = .rightToLeft
            let rtl = lines(g.commands(200, 120))
            #expect(ltr.count == rtl.count)
            for (a, b) in zip(ltr, rtl) {
                #expect(abs(b.x0 - (200 - a.x0)) < 1e-3 && abs(b.x1 - (200 - a.x1)) < 1e-3 && abs(a.y0 - b.y0) < 1e-3, "\(style)")
            }
        }
    }

    /// Marks stay in the box and off every text, in boxes from degenerate to huge; never a NaN.
    @Test func insideTheBoxAndOffTheTexts() {
        let sizes: [(Double, Double)] = [(0, 0), (0.5, 0.5), (3, 3), (12, 40), (58, 58), (96, 200), (240, 80), (300, 20),
                                         (20, 300), (1e-300, 1e-300), (2000, 300), (100_000, 3)]
        var arcs: [GaugeArc?] = [nil, GaugeArc(startAngle: -90, sweep: 180), GaugeArc(startAngle: 0, sweep: 360),
                                 GaugeArc(startAngle: 30, sweep: 20, clockwise: false)]
        arcs.append(GaugeArc(startAngle: 0, sweep: 1))
        for style in GaugeStyle.allCases {
            for orientation in [Axis.horizontal, .vertical] {
                for arc in arcs {
                    if arc != nil && !(style == .accessoryCircular || style == .accessoryCircularCapacity) { continue }
                    for (w, h) in sizes {
                      for target in [99.9, nil] as [Double?] {  // without a target too: its reach moves the reading
                        var g = zoned(style, markers: .all)
                        g.target = target
                        g.segmentCount = style == .linearCapacity ? 10 : 0
                        g.boundsLabels = BoundsLabels(minimum: "0", maximum: "100")
                        g.orientation = orientation
                        g.ringArc = arc
                        let c = g.commands(w, h)
                        #expect(allFinite(c))
                        let tol = 0.01 + 4 * Double(Float(max(w, h, 1)).ulp)
                        var e = Extent()
                        // The dial's ticks and needles are lines too: its marks are the target-wide ones.
                        let r = style == .dial ? g.dialFrame(width: w, height: h).r : 0
                        let marks = style == .dial ? lines(c).filter { abs($0.w - DialMetrics.targetWidth * r) <= 1e-4 * max(r, 1) } : lines(c)
                        for m in marks {
                            let dx = m.x1 - m.x0, dy = m.y1 - m.y0, len = (dx * dx + dy * dy).squareRoot()
                            let nx = -dy / len * m.w / 2, ny = dx / len * m.w / 2
                            e.add(m.x0 + nx, m.y0 + ny); e.add(m.x0 - nx, m.y0 - ny); e.add(m.x1 + nx, m.y1 + ny); e.add(m.x1 - nx, m.y1 - ny)
                            var box = Box.empty
                            box.add(m.x0 + nx, m.y0 + ny); box.add(m.x0 - nx, m.y0 - ny); box.add(m.x1 + nx, m.y1 + ny); box.add(m.x1 - nx, m.y1 - ny)
                            for t in textBoxes(c) { #expect(!t.intersects(box, spacing: -0.01), "\(style) \(orientation) \(w)x\(h): a mark over a text") }
                        }
                        if !e.isEmpty {
                            #expect(e.minX >= -tol && e.minY >= -tol && e.maxX <= w + tol && e.maxY <= h + tol,
                                    "\(style) \(orientation) \(String(describing: arc)) \(w)x\(h): \(e)")
                        }
                      }
                    }
                }
            }
        }
    }
}
