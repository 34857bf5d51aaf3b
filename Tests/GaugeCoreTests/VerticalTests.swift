// Vertical linear gauges and zone bands on the continuous bars (both orientations).
import Testing
@testable import GaugeCore

/// The decoded fill rectangles, linear gradients (with their stops) and texts of a render.
struct Drawn {
    var rects: [(x: Float, y: Float, w: Float, h: Float, paint: UInt32)] = []
    var linears: [(id: UInt32, x0: Float, y0: Float, x1: Float, y1: Float)] = []
    var stops: [UInt32: [(offset: Float, rgba: UInt32)]] = [:]
    var solids: [UInt32: UInt32] = [:]
    var texts: [(s: String, x: Float, y: Float, size: Float, align: DisplayList.Align, maxWidth: Float)] = []
    var circles: [(cx: Float, cy: Float, r: Float, paint: UInt32)] = []
    var knockOuts: [(cx: Float, cy: Float, r: Float)] = []

    init(_ g: Gauge, _ w: Double, _ h: Double) {
        for c in g.commands(w, h) {
            switch c {
            case let .fillRoundRect(x, y, ww, hh, _, p): rects.append((x, y, ww, hh, p))
            case let .linear(id, x0, y0, x1, y1): linears.append((id, x0, y0, x1, y1))
            case let .stop(id, o, rgba): stops[id, default: []].append((o, rgba))
            case let .solid(id, rgba): solids[id] = rgba
            case let .text(s, x, y, size, _, align, _, maxWidth): texts.append((s, x, y, size, align, maxWidth))
            case let .fillCircle(cx, cy, r, p): circles.append((cx, cy, r, p))
            case let .knockOut(cx, cy, r): knockOuts.append((cx, cy, r))
            default: break
            }
        }
    }

    func text(_ s: String) -> (s: String, x: Float, y: Float, size: Float, align: DisplayList.Align, maxWidth: Float)? {
        texts.first { $0.s == s }
    }
}

func vertical(_ g: Gauge) -> Gauge {
    var g = g
    g.orientation = .vertical
    return g
}

@Suite struct VerticalTests {
    @Test(arguments: [0.25, 0.5, 0.75, 1.0])
    func capacityFillGrowsFromTheBottom(_ f: Double) {
        let d = Drawn(vertical(Gauge(value: f, currentValueLabel: "", style: .linearCapacity)), 40, 200)
        #expect(d.rects.count == 2)
        let track = d.rects[0], fill = d.rects[1]
        // The track fills the box's height, 40 × 16/96 pt thick (docs/swiftui-fidelity.md › Vertical bars), centred.
        let t = 40.0 * 16 / 96
        #expect(isClose(track.x, 20 - t / 2) && isClose(track.w, t) && isClose(track.y, 0) && isClose(track.h, 200))
        // The fill shares the track's bottom and reaches f of its height (a round cap at least one thickness long).
        #expect(isClose(fill.y + fill.h, 200) && isClose(fill.h, max(t, f * 200)) && isClose(fill.x, 20 - t / 2))
    }

    @Test func noValueAndZeroDrawOnlyTheTrack() {
        #expect(Drawn(vertical(Gauge(value: .nan, currentValueLabel: "", style: .linearCapacity)), 40, 200).rects.count == 1)
        #expect(Drawn(vertical(Gauge(value: 0, currentValueLabel: "", style: .linearCapacity)), 40, 200).rects.count == 1)
        // A tiny value still shows a round cap one thickness long, at the bottom.
        let tiny = Drawn(vertical(Gauge(value: 0.001, currentValueLabel: "", style: .linearCapacity)), 40, 200).rects[1]
        #expect(isClose(tiny.h, 40.0 * 16 / 96) && isClose(tiny.y, 200 - 40.0 * 16 / 96))
    }

    @Test(arguments: [(0.0, 196.0), (0.5, 100.0), (1.0, 4.0)])
    func markerMovesUp(_ f: Double, _ y: Double) {  // h/2 + f·(L − h) from the bottom
        let d = Drawn(vertical(Gauge(value: f, currentValueLabel: "", style: .accessoryLinear)), 40, 200)
        #expect(d.circles.count == 1 && isClose(d.circles[0].cx, 20) && isClose(d.circles[0].cy, y) && isClose(d.circles[0].r, 4))
        #expect(d.knockOuts.count == 1 && isClose(d.knockOuts[0].cy, y) && isClose(d.knockOuts[0].r, 8))
    }

    @Test func gradientRunsFromTheBottomToTheTop() {
        let tint = Tint.gradient(Gradient(colors: [.green, .red]))
        for style in [GaugeStyle.linearCapacity, .accessoryLinear] {
            let d = Drawn(vertical(Gauge(value: 0.6, currentValueLabel: "", style: style, tint: tint)), 40, 200)
            #expect(d.linears.count == 1, "\(style.name)")
            let l = d.linears[0]
            #expect(isClose(l.x0, 20) && isClose(l.x1, 20) && isClose(l.y0, 200) && isClose(l.y1, 0), "\(style.name)")
            #expect(d.stops[l.id]?.first?.rgba == SystemColor.green.light.rgba8, "\(style.name): green at the bottom")
        }
    }

    @Test func capacityLabelsAreStackedAboveAndBelowTheBar() {
        let g = vertical(Gauge(value: 0.3, label: "Temperature", currentValueLabel: "21°",
                               minimumValueLabel: "-10°", maximumValueLabel: "40°", style: .linearCapacity))
        let d = Drawn(g, 100, 240)
        let label = d.text("Temperature")!, value = d.text("21°")!, maxL = d.text("40°")!, minL = d.text("-10°")!
        let track = d.rects[0]
        #expect(label.y < maxL.y && maxL.y < track.y, "label, maximum, then the bar")
        #expect(minL.y > track.y + track.h, "the minimum label below the bar")
        for t in [label, maxL, minL] { #expect(t.align == .center && isClose(t.x, 50) && isClose(t.maxWidth, 100)) }
        // The reading beside the bar, on its trailing side, at the fill's level: never among the bounds.
        #expect(value.align == .left && value.x > track.x + track.w)
        #expect(isClose(value.y, Double(track.y) + Double(track.h) * 0.7, 1e-3))
        #expect(value.y > maxL.y && value.y < minL.y)
        // The bar takes all the height the rows leave: from under the maximum label to above the minimum one.
        #expect(track.h > 120)
        let e = paintedExtent(g.commands(100, 240))
        #expect(e.minY >= 0 && e.maxY <= 240.01 && e.maxY >= 239)
    }

    /// The thermometer of the issue that found it read "Boiler / 68° / 100° / bar / 20°": the value looked like a
    /// bound. Beside the bar it follows the fill; where it cannot fit beside, it goes under the label.
    @Test func readingFollowsTheFillOrGoesUnderTheLabel() {
        // (20…90: the range's widest reading, "90°", fits beside the bar as "68°" does; "100°" would not, and the
        // reading would not move between beside and under the label as it crosses 100: docs/swiftui-fidelity.md › Numbers hold still.)
        var g = vertical(Gauge(value: 68, in: 20...90, label: "Boiler", style: .linearCapacity))
        g.format = NumberFormat(precision: .fractionLength(0), suffix: "°")
        g.formatsBoundsLabels = true
        g.target = 75
        let d = Drawn(g, 96, 240)
        let track = d.rects[0], value = d.text("68°")!, top = d.text("90°")!, bottom = d.text("20°")!
        #expect(isClose(track.w, 16), "16 pt at the natural 96 pt width")
        #expect(Double(value.x) >= Double(track.x + track.w * 1.5) + 8 - 1e-3, "past the target mark's reach and the 8 pt gap")
        #expect(isClose(value.y, Double(track.y) + Double(track.h) * (1 - 48.0 / 70), 1e-3))
        #expect(d.text("Boiler")!.y < top.y && top.y < track.y && bottom.y > track.y + track.h)
        // A wider box: a thicker bar.
        #expect(isClose(Drawn(g, 192, 240).rects[0].w, 32))
        // No room beside it: the reading goes under the label, above the maximum label.
        g.currentValueLabel = "68 degrees Celsius"
        let n = Drawn(g, 96, 240)
        let v = n.text("68 degrees Celsius") ?? n.texts.first { $0.s.hasPrefix("68") }!
        #expect(v.align == .center && n.text("Boiler")!.y < v.y && v.y < n.text("90°")!.y)
    }

    @Test func markerPutsTheMaximumOnTopAndTheValueOnTopWithoutBounds() {
        let withBounds = Drawn(vertical(Gauge(value: 0.3, minimumValueLabel: "Lo", maximumValueLabel: "Hi", style: .accessoryLinear)), 60, 200)
        let track = withBounds.rects[0]
        #expect(withBounds.text("Hi")!.y < track.y && withBounds.text("Lo")!.y > track.y + track.h)
        let bare = Drawn(vertical(Gauge(value: 0.3, style: .accessoryLinear)), 60, 200)
        #expect(bare.text("0.3")!.y < bare.rects[0].y)
        #expect(isClose(bare.rects[0].y + bare.rects[0].h, 200), "without a bottom label the track reaches the bottom")
    }

    @Test func accessoryCapacityIsALeadingColumnAndRightToLeftMirrorsOnlyAcross() {
        var g = vertical(Gauge(value: 0.35, label: "Battery", minimumValueLabel: "0", maximumValueLabel: "100",
                               style: .accessoryLinearCapacity))
        let ltr = Drawn(g, 80, 160)
        #expect(ltr.texts.allSatisfy { $0.align == .left && isClose($0.x, 0) })
        #expect(isClose(ltr.rects[0].x, 0) && isClose(ltr.rects[0].w, 8))
        g.layoutDirection = .rightToLeft
        let rtl = Drawn(g, 80, 160)
        #expect(rtl.texts.allSatisfy { $0.align == .right && isClose($0.x, 80) }, "texts move to the trailing edge")
        #expect(isClose(rtl.rects[0].x, 72))
        // The value axis does not flip: same ys and heights for track and fill.
        for (a, b) in zip(ltr.rects, rtl.rects) { #expect(a.y == b.y && a.h == b.h) }
        for (a, b) in zip(ltr.texts, rtl.texts) { #expect(a.s == b.s && a.y == b.y) }
    }

    @Test func shortBoxShrinksTheRowsAndKeepsHalfTheHeightForTheBar() {
        let g = vertical(Gauge(value: 0.4, label: "Level", minimumValueLabel: "Empty", maximumValueLabel: "Full", style: .linearCapacity))
        let tall = Drawn(g, 60, 400), short = Drawn(g, 60, 50)
        #expect(short.text("Level")!.size < tall.text("Level")!.size)
        #expect(short.rects[0].h >= 25 - 0.01)
        let e = paintedExtent(g.commands(60, 50))
        #expect(e.minY >= -0.01 && e.maxY <= 50.01)
    }

    @Test func longTextsShrinkThenTruncateInsideTheWidth() {
        let g = vertical(Gauge(value: 0.4, label: "A very long label for a narrow thermometer", style: .linearCapacity))
        let d = Drawn(g, 40, 200)
        let label = d.texts[0]
        #expect(label.s.hasSuffix("…") && label.maxWidth <= 40)
        let e = paintedExtent(g.commands(40, 200))
        #expect(e.minX >= -0.01 && e.maxX <= 40.01)
    }

    @Test func originFillRunsFromTheOriginUpOrDown() {  // docs/regression-cases.md › origin-fill, vertically
        var g = vertical(Gauge(value: 6, in: -10...10, currentValueLabel: "", style: .linearCapacity))
        g.origin = 0
        let up = Drawn(g, 40, 200).rects[1]   // fractions 0.5…0.8
        #expect(isClose(up.y, 40) && isClose(up.h, 60))
        g.value = -5                           // fractions 0.25…0.5
        let down = Drawn(g, 40, 200).rects[1]
        #expect(isClose(down.y, 100) && isClose(down.h, 50))
    }

    @Test func segmentedCellsAreStackedFromTheBottom() {  // docs/regression-cases.md › lcd-cells-per-zone, vertically
        var g = vertical(Gauge(value: -8, in: -20...40, currentValueLabel: "", style: .linearCapacity))
        g.segmentCount = 12
        g.origin = 0
        g.zones = [Zone(from: -20, color: .blue), Zone(from: 0, color: .green), Zone(from: 30, color: .red)]
        let d = Drawn(g, 40, 300)
        #expect(d.rects.count == 12)
        #expect(d.rects.allSatisfy { isClose($0.x, 16) && isClose($0.w, 8) })
        for i in 1..<12 { #expect(d.rects[i].y < d.rects[i - 1].y, "cell \(i) sits above cell \(i - 1)") }
        #expect(isClose(d.rects[0].y + d.rects[0].h, 300) && isClose(d.rects[11].y, 0))
        let blue = SystemColor.blue.light
        let colours = d.rects.map { d.solids[$0.paint]! }
        // Cells 0…3 blue (zone −20…0), 4…9 green, 10…11 red; lit: cells 2 and 3 (centres −7.5, −2.5 between −8 and 0).
        #expect(colours[2] == blue.rgba8 && colours[3] == blue.rgba8)
        #expect(colours[0] == blue.opacity(BarMetrics.unlitOpacity).rgba8 && colours[1] == colours[0])
        #expect(colours[4] == SystemColor.green.light.opacity(BarMetrics.unlitOpacity).rgba8)
        #expect(colours[11] == SystemColor.red.light.opacity(BarMetrics.unlitOpacity).rgba8)
    }

    @Test func circularStylesAndTheDialIgnoreTheOrientation() {
        for style in [GaugeStyle.accessoryCircular, .accessoryCircularCapacity, .dial] {
            let g = Gauge(value: 0.4, label: "L", style: style)
            #expect(vertical(g).commands(120, 100) == g.commands(120, 100), "\(style.name)")
        }
    }

    @Test func targetIsMarkedAcrossTheBarInBothOrientations() {
        func lines(_ g: Gauge, _ w: Double, _ h: Double) -> [(x0: Float, y0: Float, x1: Float, y1: Float, w: Float)] {
            g.commands(w, h).compactMap { if case let .line(x0, y0, x1, y1, lw, cap, _) = $0, cap == .butt { return (x0, y0, x1, y1, lw) }; return nil }
        }
        var g = Gauge(value: 0.5, currentValueLabel: "", style: .linearCapacity)
        #expect(lines(g, 200, 40).isEmpty, "no target, no mark")
        g.target = 0.8
        let h = lines(g, 200, 40)
        #expect(h.count == 1 && isClose(h[0].x0, 160) && isClose(h[0].x1, 160) && isClose(h[0].y0, 16) && isClose(h[0].y1, 24) && isClose(h[0].w, 2))
        let v = lines(vertical(g), 40, 200)
        let t = 40.0 * 16 / 96  // the vertical bar's thickness in a 40 pt box; the mark reaches t/2 past each side
        #expect(v.count == 1 && isClose(v[0].y0, 40) && isClose(v[0].y1, 40) && isClose(v[0].x0, 20 - t) && isClose(v[0].x1, 20 + t))
        // At the ends the mark stays inside the track; zero is a real target (docs/regression-cases.md › zero-is-a-value).
        g.target = 0
        #expect(isClose(lines(vertical(g), 40, 200)[0].y0, 200 - (t / 4 + 1) / 2))
        g.target = 1
        #expect(isClose(lines(g, 200, 40)[0].x0, 199))
        // The marker style: the mark lies under the knob's knock-out (drawn before it).
        var m = vertical(Gauge(value: 0.5, currentValueLabel: "", style: .accessoryLinear))
        m.target = 0.25
        let cmds = m.commands(40, 200)
        let lineAt = cmds.firstIndex { if case .line = $0 { return true }; return false }
        let knockAt = cmds.firstIndex { if case .knockOut = $0 { return true }; return false }
        #expect(lineAt != nil && knockAt != nil && lineAt! < knockAt!)
        // Segmented bars mark it too, on top of the cells.
        var s = vertical(Gauge(value: 0.5, currentValueLabel: "", style: .linearCapacity))
        s.segmentCount = 10; s.target = 0.5
        #expect(lines(s, 40, 200).count == 1)
    }

    @Test(arguments: [GaugeStyle.automatic, .linearCapacity, .accessoryLinear, .accessoryLinearCapacity])
    func verticalFillsItsBoxAndStaysInside(_ style: GaugeStyle) {
        for side in BoxFillingTests.sides {
            for aspect in BoxFillingTests.aspects {
                let (w, h) = aspect >= 1 ? (side, side / aspect) : (side * aspect, side)
                for direction in LayoutDirection.allCases {
                    var marked = BoxFillingTests.fullyLabelled(style)
                    marked.target = 1
                    marked.zones = ZoneBandTests.unitZones
                    for var gauge in [BoxFillingTests.fullyLabelled(style), Gauge(value: 0.63, style: style), marked] {
                        gauge.orientation = .vertical
                        gauge.layoutDirection = direction
                        let cmds = gauge.commands(w, h, ratio: 2)
                        #expect(allFinite(cmds))
                        let e = paintedExtent(cmds)
                        let where_ = "\(style.name) vertical \(direction) \(w)x\(h)"
                        #expect(e.minX >= -0.01 && e.minY >= -0.01 && e.maxX <= w + 0.01 && e.maxY <= h + 0.01, "\(where_) leaves the box: \(e)")
                        // The column spans the height (the top row sits at most its ink pad below the top edge).
                        #expect(e.minY <= 2 && e.maxY >= h - 1, "\(where_) does not span the height: \(e)")
                        // The bar itself takes at least half the height.
                        let bar = Drawn(gauge, w, h).rects
                        if let top = bar.map({ $0.y }).min(), let bottom = bar.map({ $0.y + $0.h }).max() {
                            #expect(Double(bottom - top) >= h / 2 - 0.01, "\(where_): bar \(top)…\(bottom)")
                        } else {
                            Issue.record("\(where_): no bar")
                        }
                    }
                }
            }
        }
    }
}

@Suite struct ZoneBandTests {
    @Test(arguments: [GaugeStyle.linearCapacity, .accessoryLinear, .accessoryLinearCapacity])
    func horizontalBarsWithTargetAndZonesStayInside(_ style: GaugeStyle) {
        for side in BoxFillingTests.sides {
            for aspect in BoxFillingTests.aspects {
                let (w, h) = aspect >= 1 ? (side, side / aspect) : (side * aspect, side)
                var g = BoxFillingTests.fullyLabelled(style)
                g.target = 0.9
                g.zones = Self.unitZones
                let e = paintedExtent(g.commands(w, h, ratio: 2))
                #expect(e.minX >= -0.01 && e.minY >= -0.01 && e.maxX <= w + 0.01 && e.maxY <= h + 0.01, "\(style.name) \(w)x\(h): \(e)")
            }
        }
    }

    static let zones = [Zone(from: 20, color: .green), Zone(from: 60, color: .yellow), Zone(from: 85, color: .red)]
    /// The same zones for a 0…1 gauge.
    static let unitZones = [Zone(from: 0.2, color: .green), Zone(from: 0.6, color: .yellow), Zone(from: 0.85, color: .red)]

    func zoned(_ style: GaugeStyle, _ value: Double, scheme: ColorScheme = .light) -> Gauge {
        var g = Gauge(value: value, in: 0...100, currentValueLabel: "", style: style, colorScheme: scheme)
        g.zones = Self.zones
        return g
    }

    /// The stops of the (only) linear gradient: the track's bands.
    func bands(_ d: Drawn) -> [(offset: Float, rgba: UInt32)] {
        #expect(d.linears.count == 1)
        return d.stops[d.linears[0].id] ?? []
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func capacityTrackShowsTheBandsAtTheTrackOpacityUnderTheZoneFill(_ scheme: ColorScheme) {
        for style in [GaugeStyle.linearCapacity, .accessoryLinearCapacity] {
            let d = Drawn(zoned(style, 72, scheme: scheme), 200, 40)
            let track = Palette.track(scheme)
            let s = bands(d)
            let expected: [(Float, UInt32)] = [
                (0, track.rgba8), (0.2, track.rgba8),
                (0.2, SystemColor.green.color(in: scheme).opacity(track.alpha).rgba8), (0.6, SystemColor.green.color(in: scheme).opacity(track.alpha).rgba8),
                (0.6, SystemColor.yellow.color(in: scheme).opacity(track.alpha).rgba8), (0.85, SystemColor.yellow.color(in: scheme).opacity(track.alpha).rgba8),
                (0.85, SystemColor.red.color(in: scheme).opacity(track.alpha).rgba8), (1, SystemColor.red.color(in: scheme).opacity(track.alpha).rgba8),
            ]
            #expect(s.count == expected.count, "\(style.name)")
            for (a, b) in zip(s, expected) { #expect(isClose(a.offset, Double(b.0)) && a.rgba == b.1, "\(style.name) \(a) vs \(b)") }
            // The track (the band paint) is drawn first, across the whole bar; the fill on top, in the value's zone colour.
            #expect(d.rects.count == 2 && d.rects[0].paint == d.linears[0].id && isClose(d.rects[0].w, 200))
            #expect(d.solids[d.rects[1].paint] == SystemColor.yellow.color(in: scheme).rgba8)
            #expect(isClose(d.rects[1].w, 144))
        }
    }

    @Test func markerTrackIsTheBandsWithTheKnobInItsZoneColour() {
        let d = Drawn(zoned(.accessoryLinear, 42), 300, 40)
        let s = bands(d)
        let tint = SystemColor.blue.light  // below the first zone: the tint's flat colour
        #expect(s.map { $0.rgba } == [tint.rgba8, tint.rgba8, SystemColor.green.light.rgba8, SystemColor.green.light.rgba8,
                                       SystemColor.yellow.light.rgba8, SystemColor.yellow.light.rgba8,
                                       SystemColor.red.light.rgba8, SystemColor.red.light.rgba8])
        #expect(d.rects.count == 1 && d.rects[0].paint == d.linears[0].id)
        #expect(d.knockOuts.count == 1 && d.circles.count == 1)
        #expect(d.solids[d.circles[0].paint] == SystemColor.green.light.rgba8, "42 lies in the green zone")
        // The bands run along the track: from its left end to its right end.
        #expect(isClose(d.linears[0].x0, Double(d.rects[0].x)) && isClose(d.linears[0].x1, Double(d.rects[0].x + d.rects[0].w)))
    }

    @Test func verticalBandsRunFromTheBottomUp() {
        for style in [GaugeStyle.linearCapacity, .accessoryLinear, .accessoryLinearCapacity] {
            let d = Drawn(vertical(zoned(style, 50)), 60, 200)
            let l = d.linears[0], track = d.rects[0]
            #expect(isClose(l.y0, Double(track.y + track.h)) && isClose(l.y1, Double(track.y)) && l.x0 == l.x1, "\(style.name)")
            #expect(bands(d).count == 8)
        }
    }

    @Test func withoutZonesOrRoomForBandsTheTrackIsPlain() {
        // No zones: no gradient on a flat-tinted capacity bar.
        #expect(Drawn(Gauge(value: 0.5, currentValueLabel: "", style: .linearCapacity), 200, 40).linears.isEmpty)
        // Zones all above the range, or a degenerate range: no bands either.
        var g = Gauge(value: 5, in: 0...10, currentValueLabel: "", style: .linearCapacity)
        g.zones = [Zone(from: 50, color: .red)]
        #expect(Drawn(g, 200, 40).linears.isEmpty)
        try? g.setBounds(lower: 3, upper: 3)
        g.zones = Self.zones
        #expect(Drawn(g, 200, 40).linears.isEmpty)
    }

    @Test func zonesStartingBelowTheRangeCoverTheWholeTrack() {
        var g = Gauge(value: 5, in: 0...10, currentValueLabel: "", style: .accessoryLinear)
        g.zones = [Zone(from: -5, color: .green), Zone(from: 8, color: .red)]
        let s = bands(Drawn(g, 200, 40))
        #expect(s.map { $0.offset } == [0, 0.8, 0.8, 1])
    }
}
