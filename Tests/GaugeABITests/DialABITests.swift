// The setters beyond SwiftUI (dial, zones, values, origin, target, segments) refuse bad input with a status
// and a named message, and leave the gauge drawing exactly as before.
import Testing
@testable import GaugeABI
@testable import GaugeCore

/// Scratch records as `gauge_set_zones` / `gauge_set_values` read them: 16-byte headers, then the texts.
func writeRecords(_ records: [(Double, String?, String)], colorBytesOverride: Int32? = nil) -> Int32 {
    var head: [UInt8] = [], tail: [UInt8] = []
    func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
    for (number, color, text) in records {
        head += le(number.bitPattern)
        let c = color.map { Array($0.utf8) }
        head += le(colorBytesOverride ?? Int32(c?.count ?? -1))
        head += le(Int32(text.utf8.count))
        tail += (c ?? []) + Array(text.utf8)
    }
    writeScratch(head + tail)
    return Int32(records.count)
}

extension ABITests {
    @Suite struct Dial {
        /// A dial gauge with zones, a value, an origin and a target, rendered; its bytes.
        func dialGauge() -> (Int32, [UInt8]) {
            let h = gauge_create()
            #expect(gauge_set_style(h, 6) == 0)
            #expect(gauge_set_bounds(h, 0, 100) == 0)
            #expect(gauge_set_value(h, 40) == 0)
            #expect(gauge_set_dial(h, -135, 270, 1, 10, 5, 1) == 0)
            #expect(gauge_set_zones(h, writeRecords([(0, "green", "ok"), (70, "red", "hot")])) == 0)
            #expect(gauge_set_values(h, writeRecords([(60, "orange", "Rear")])) == 0)
            #expect(gauge_set_origin(h, 0) == 0)
            #expect(gauge_set_target(h, 80) == 0)
            #expect(gauge_render(h, 200, 200, 1, 0) == 0)
            return (h, displayListBytes(h))
        }

        @Test func refusalsNameTheArgumentAndKeepTheGauge() {
            let (h, before) = dialGauge(); defer { _ = gauge_destroy(h) }
            let cases: [(() -> Int32, Int32, String)] = [
                ({ gauge_set_dial(h, .nan, 270, 1, 10, 5, 1) }, -2, "gauge_set_dial: startAngle: must be a finite number of degrees, got –"),
                ({ gauge_set_dial(h, 0, 0, 1, 10, 5, 1) }, -2, "gauge_set_dial: sweep: must be above 0 and at most 360 degrees, got 0"),
                ({ gauge_set_dial(h, 0, 361, 1, 10, 5, 1) }, -2, "gauge_set_dial: sweep: must be above 0 and at most 360 degrees, got 361"),
                ({ gauge_set_dial(h, 0, 270, 2, 10, 5, 1) }, -2, "gauge_set_dial: clockwise: must be 0 or 1, got 2"),
                ({ gauge_set_dial(h, 0, 270, 1, 101, 5, 1) }, -2, "gauge_set_dial: majorTicks: must be 0 (automatic) or 1…100, got 101"),
                ({ gauge_set_dial(h, 0, 270, 1, 0xFFFF_FFFF, 5, 1) }, -2, "gauge_set_dial: majorTicks: must be 0 (automatic) or 1…100, got 4294967295"),
                ({ gauge_set_tick_format(h, 4, 0, 0, 0, 0) }, -2, "gauge_set_tick_format: precision: must be 0 (automatic), 1 (fraction length), 2 (significant digits) or 3 (the default), got 4"),
                ({ gauge_set_tick_format(h, 1, 21, 0, 0, 0) }, -2, "gauge_set_tick_format: digits: a fraction length must be 0…20, got 21"),
                ({ gauge_set_tick_format(h, 0, 0, 4, 0, 0) }, -2, "gauge_set_tick_format: options: only bits 0…1 are defined, got 4"),
                ({ gauge_set_tick_texts(h, 168) }, -2, "gauge_set_tick_texts: count: must be 0…167, got 168"),
                ({ gauge_set_tick_texts(h, -2) }, -2, "gauge_set_tick_texts: count: must be 0…167, got -2"),
                ({ gauge_set_dial(h, 0, 270, 1, 10, 21, 1) }, -2, "gauge_set_dial: minorTicks: must be 0…20, got 21"),
                ({ gauge_set_dial(h, 0, 270, 1, 10, 5, 7) }, -2, "gauge_set_dial: tickLabels: must be 0 or 1, got 7"),
                ({ gauge_set_zones(h, 65) }, -2, "gauge_set_zones: count: must be 0…64, got 65"),
                ({ gauge_set_zones(h, -1) }, -2, "gauge_set_zones: count: must be 0…64, got -1"),
                ({ gauge_set_zones(h, writeRecords([(.nan, "red", "x")])) }, -2, "gauge_set_zones: record 0 from: must be a finite number"),
                ({ gauge_set_zones(h, writeRecords([(0, "bleu", "x")])) }, -3, "gauge_set_zones: record 0 color: unknown colour 'bleu' at byte 0"),
                ({ gauge_set_zones(h, writeRecords([(0, nil, "x")])) }, -3, ""),
                ({ gauge_set_zones(h, writeRecords([(0, "red", "x")], colorBytesOverride: 999)) }, -3, ""),
                ({ writeScratch([1, 2, 3]); return gauge_set_zones(h, 2) }, -3, "gauge_set_zones: count: 2 records need 32 bytes of scratch, got 3"),
                ({ gauge_set_values(h, 9) }, -2, "gauge_set_values: count: must be 0…8, got 9"),
                ({ gauge_set_values(h, writeRecords([(1, "#12345", "x")])) }, -3, ""),
                ({ gauge_set_origin(h, .infinity) }, -2, "gauge_set_origin: origin: must be finite, or NaN for none"),
                ({ gauge_set_target(h, -.infinity) }, -2, "gauge_set_target: target: must be finite, or NaN for none"),
                ({ gauge_set_segments(h, 1) }, -2, "gauge_set_segments: count: must be 0 or 2…200, got 1"),
                ({ gauge_set_segments(h, 201) }, -2, "gauge_set_segments: count: must be 0 or 2…200, got 201"),
                ({ gauge_set_dial(-3, 0, 270, 1, 10, 5, 1) }, -1, "gauge_set_dial: handle: no live gauge has handle -3"),
                ({ gauge_set_dial_ticks(h, writeRecords([(0, nil, ""), (.nan, nil, "x")]), 0) }, -2, "gauge_set_dial_ticks: record 1 value: must be a finite number"),
                ({ gauge_set_dial_ticks(h, writeRecords([(.infinity, nil, "")]), 1) }, -2, "gauge_set_dial_ticks: record 0 value: must be a finite number"),
                ({ gauge_set_dial_ticks(h, 102, 0) }, -2, "gauge_set_dial_ticks: count: must be 0…101, got 102"),
                ({ gauge_set_dial_ticks(h, -1, 0) }, -2, "gauge_set_dial_ticks: count: must be 0…101, got -1"),
                ({ gauge_set_dial_ticks(h, 0, 2) }, -2, "gauge_set_dial_ticks: atZones: must be 0 or 1, got 2"),
                ({ gauge_set_dial_ticks(h, writeRecords([(1, nil, "x")], colorBytesOverride: 999), 0) }, -3, ""),
                ({ gauge_set_dial_ticks(-3, 0, 0) }, -1, "gauge_set_dial_ticks: handle: no live gauge has handle -3"),
            ]
            for (call, status, message) in cases {
                #expect(call() == status, "\(message)")
                if !message.isEmpty { #expect(lastError() == message) }
            }
            #expect(gauge_render(h, 200, 200, 1, 0) == 0)
            #expect(displayListBytes(h) == before, "a refused call changed the gauge")
        }

        /// Ticks at given values through the ABI: reported by gauge_tick_count/value, kept by gauge_set_dial, back to
        /// `majorTicks` with none (docs/swiftui-fidelity.md › Ticks at given values).
        @Test func givenTicks() {
            let (h, _) = dialGauge(); defer { _ = gauge_destroy(h) }
            func ticks() -> [Double] { (0..<gauge_tick_count(h)).map { gauge_tick_value(h, $0) } }
            #expect(ticks().count == 11)
            #expect(gauge_set_dial_ticks(h, writeRecords([(80, nil, "Red"), (0, nil, ""), (50, "blue", ""), (120, nil, "")]), 0) == 0)
            #expect(ticks() == [0, 50, 80])
            #expect(gauge_set_dial(h, -90, 180, 1, 4, 2, 1) == 0)  // the arc changes, the ticks stay
            #expect(ticks() == [0, 50, 80])
            #expect(gauge_set_dial_ticks(h, writeRecords([(10, nil, "")]), 1) == 0)  // with the zones' starts (0, 70)
            #expect(ticks() == [0, 10, 70, 100])
            #expect(gauge_render(h, 200, 200, 1, 0) == 0)
            #expect(gauge_set_dial_ticks(h, 0, 0) == 0)
            #expect(ticks() == [0, 25, 50, 75, 100])  // majorTicks 4 again
        }

        /// Tick labels through the ABI: the default drops the value's units, a tick format of its own, and texts a
        /// host formatted for the values gauge_tick_value reports.
        @Test func tickFormatAndHostTickTexts() {
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.dial.rawValue) == 0)
            #expect(gauge_set_bounds(h, 0, 220) == 0)
            #expect(gauge_set_dial(h, -135, 270, 1, 0, 5, 1) == 0)
            #expect(setFormat(h, "fixed=0,suffix= km/h") == 0)
            #expect(gauge_set_value(h, .nan) == 0)  // no needle: every tick label shows
            #expect(gauge_tick_count(h) == 12)
            let values: [Double] = (0..<12).map { gauge_tick_value(h, Int32($0)) }
            let twenties: [Double] = (0..<12).map { Double($0) * 20 }
            #expect(values == twenties)
            #expect(gauge_tick_value(h, 12).isNaN && gauge_tick_value(h, -1).isNaN && gauge_tick_value(-3, 0).isNaN)
            func labels() -> [String] {
                #expect(gauge_render(h, 240, 240, 1, 0) == 0)
                return describe(h, 0).split(separator: "\n").filter { $0.hasPrefix("text ") }
                    .map { String($0.split(separator: "\"")[1]) }
            }
            #expect(labels().contains("0") && labels().contains("20") && labels().contains("220") && !labels().contains("20 km/h"))
            let suffix = Array("°".utf8)
            writeScratch(suffix)
            #expect(gauge_set_tick_format(h, 1, 1, 0, 0, Int32(suffix.count)) == 0)
            #expect(labels().contains("40.0°"))
            #expect(gauge_set_tick_format(h, 3, 0, 0, 0, 0) == 0)
            #expect(labels().contains("20"))
            let records = (0..<12).map { (Double($0 * 20), nil as String?, "t\($0 * 20)") }
            #expect(gauge_set_tick_texts(h, writeRecords(records)) == 0)
            #expect(labels().contains("t20"))
            #expect(gauge_set_bounds(h, 0, 240) == 0)  // other values: the texts no longer apply
            #expect(!labels().contains("t20") && labels().contains("240"))
            #expect(gauge_set_tick_texts(h, -1) == 0)
        }

        @Test func zeroIsARealOriginAndNaNRemovesIt() {  // docs/regression-cases.md › origin-fill and zero-is-a-value
            let h = gauge_create(); defer { _ = gauge_destroy(h) }
            #expect(gauge_set_style(h, GaugeStyle.linearCapacity.rawValue) == 0)
            #expect(gauge_set_bounds(h, -50, 50) == 0)
            #expect(gauge_set_value(h, -20) == 0)
            let hash = { () -> UInt32 in #expect(gauge_render(h, 200, 40, 1, 0) == 0); return fnv1a32(displayListBytes(h)) }
            let fromMinimum = hash()
            #expect(gauge_set_origin(h, 0) == 0)
            let fromZero = hash()
            #expect(fromZero != fromMinimum, "an origin at 0 is a real origin, not 'none'")
            #expect(gauge_set_origin(h, .nan) == 0)
            #expect(hash() == fromMinimum, "NaN removes the origin")
        }
    }
}

/// The sweep over every dial fixture (docs/swiftui-fidelity.md › No needle over text): at values across the
/// range and beyond, in the fixture's box and others, and in the fixture's needle shape and each other shape, no
/// needle's outline (a round-capped `line`, or a `fillQuad`) comes into a drawn text's rectangle, and no two texts
/// overlap — judged from the display list alone.
extension ABITests {
@Suite struct DialSweep {
    struct TextRect { var text: String; var x0, y0, x1, y1: Double }

    /// The drawn texts' rectangles: the text's width by the built-in metrics (the fixtures' measure), at most
    /// its maxWidth, placed by its alignment; one line high.
    static func texts(_ list: String) -> [TextRect] {
        var out: [TextRect] = []
        var metrics = TextMetrics()
        for line in list.split(separator: "\n") where line.hasPrefix("text \"") {
            let l = String(line)
            let quoted = l.dropFirst(6)
            guard let end = quoted.firstIndex(of: "\"") else { continue }
            let text = String(quoted[..<end])
            func field(_ name: String) -> String {
                let r = l.range(of: " \(name)=")!
                return String(l[r.upperBound...].prefix { $0 != " " })
            }
            let at = field("at").dropFirst().dropLast().split(separator: ",").map { Double(String($0))! }
            let size = Double(field("size"))!, weight = Int(field("weight"))!, maxWidth = Double(field("maxWidth"))!
            let w = min(maxWidth, metrics.fit(text, size: size, weight: weight, maxWidth: .infinity, truncates: false).width)
            let h = size * FontMetrics.lineHeight
            let x0 = field("align") == "center" ? at[0] - w / 2 : field("align") == "right" ? at[0] - w : at[0]
            out.append(TextRect(text: text, x0: x0, y0: at[1] - h / 2, x1: x0 + w, y1: at[1] + h / 2))
        }
        return out
    }

    /// Round-capped lines (needles; ticks and target marks are butt-capped): ends and width.
    static func needles(_ list: String) -> [(Double, Double, Double, Double, Double)] {
        list.split(separator: "\n").filter { $0.hasPrefix("line ") && $0.contains("cap=round") }.map { line in
            let l = String(line)
            func point(_ name: String) -> [Double] {
                let r = l.range(of: "\(name)=(")!
                return l[r.upperBound...].prefix { $0 != ")" }.split(separator: ",").map { Double(String($0))! }
            }
            let w = Double(l[l.range(of: " w=")!.upperBound...].prefix { $0 != " " })!
            let a = point("from"), b = point("to")
            return (a[0], a[1], b[0], b[1], w)
        }
    }

    /// Least distance from the segment to the rectangle: the distance to a box is convex along a segment, so a
    /// ternary search finds its minimum.
    static func distance(_ n: (Double, Double, Double, Double, Double), _ r: TextRect) -> Double {
        func at(_ t: Double) -> Double {
            let x = n.0 + (n.2 - n.0) * t, y = n.1 + (n.3 - n.1) * t
            let ex = max(r.x0 - x, 0, x - r.x1), ey = max(r.y0 - y, 0, y - r.y1)
            return (ex * ex + ey * ey).squareRoot()
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3
            if at(a) <= at(b) { hi = b } else { lo = a }
        }
        return min(at(lo), at(0), at(1))
    }

    /// Filled quads (the tapered and arrow needles' outlines): their four corners.
    static func quads(_ list: String) -> [[(Double, Double)]] {
        list.split(separator: "\n").filter { $0.hasPrefix("fillQuad ") }.map { line in
            line.split(separator: " ").dropFirst().filter { $0.hasPrefix("(") }.map { p in
                let xy = p.dropFirst().dropLast().split(separator: ",").map { Double(String($0))! }
                return (xy[0], xy[1])
            }
        }
    }

    /// Whether the filled quad meets the rectangle: an edge comes into it, or the rectangle lies inside the quad.
    static func meets(_ q: [(Double, Double)], _ r: TextRect) -> Bool {
        for k in 0..<4 {
            let a = q[k], b = q[(k + 1) % 4]
            if distance((a.0, a.1, b.0, b.1, 0), r) < 1e-9 { return true }
        }
        let px = (r.x0 + r.x1) / 2, py = (r.y0 + r.y1) / 2
        var inside = false
        for k in 0..<4 {
            let a = q[k], b = q[(k + 1) % 4]
            if (a.1 > py) != (b.1 > py) && px < a.0 + (py - a.1) / (b.1 - a.1) * (b.0 - a.0) { inside.toggle() }
        }
        return inside
    }

    static var dialFixtures: [Fixture] { Fixture.all().filter { $0.input("style") == "dial" } }

    /// nil: the fixture's own needle; else `gauge_set_needle`'s shape (with the default hub).
    @Test(arguments: dialFixtures, [nil, 1, 2] as [UInt32?])
    func noNeedleOverTextAndNoTextsOverlap(_ fixture: Fixture, _ shape: UInt32?) throws {
        var renders = 0
        _ = try fixture.runWithSVG { h, w, hgt, ratio in
            #expect(gauge_set_animation(h, 0, 0, 0, 0, 0, 0) == 0)
            if let shape { #expect(gauge_set_needle(h, shape, 0.065) == 0) }
            let b = fixture.input("bounds")?.split(separator: ",").map { Fixture.number(String($0)) } ?? [0, 1]
            for (bw, bh) in [(w, hgt), (240, 240), (120, 300), (300, 120), (58, 58), (640, 480)] {
                for k in -2...122 {
                    let v = b[0] + (b[1] - b[0]) * Double(k) / 120
                    #expect(gauge_set_value(h, v) == 0)
                    #expect(gauge_render(h, bw, bh, ratio, 0) == 0)
                    let list = describe(h, 0)
                    let texts = Self.texts(list), needles = Self.needles(list)
                    renders += 1
                    for n in needles {
                        for t in texts where Self.distance(n, t) < n.4 / 2 {
                            Issue.record("\(fixture.name) \(bw)x\(bh) value \(v): a needle crosses \"\(t.text)\"")
                        }
                    }
                    for q in Self.quads(list) {
                        for t in texts where Self.meets(q, t) {
                            Issue.record("\(fixture.name) \(bw)x\(bh) value \(v) shape \(shape.map(String.init) ?? "own"): a needle's outline crosses \"\(t.text)\"")
                        }
                    }
                    if shape != nil { #expect(!Self.quads(list).isEmpty, "\(fixture.name) \(bw)x\(bh): shape \(shape!) draws no quad") }
                    for i in texts.indices { for j in texts.indices where j > i {
                        let p = texts[i], q = texts[j]
                        if p.x0 < q.x1 - 0.01 && q.x0 < p.x1 - 0.01 && p.y0 < q.y1 - 0.01 && q.y0 < p.y1 - 0.01 {
                            Issue.record("\(fixture.name) \(bw)x\(bh) value \(v): \"\(p.text)\" overlaps \"\(q.text)\"")
                        }
                    } }
                }
            }
        }
        #expect(renders == 6 * 125)
    }
}
}

/// A dial's scale reads the same at every value
/// (docs/swiftui-fidelity.md › A scale that reads the same at every value): over every dial fixture, in boxes of 80…300 px, at 61 values across the range and beyond it, the tick
/// labels drawn — their texts and places — are those of the first value; no needle comes into a text; and the
/// value text keeps `DialMetrics.valueClearance` × R from every tick label beside it in the fixture's own box (at
/// least `labelSpacing` × R otherwise: above or below it, or where an end label narrows it). Judged from the display list alone.
extension ABITests {
@Suite struct DialSteadyScale {
    /// The dial's radius R from its track (the first arc: its radius is R less half its width, 0.08 R).
    static func radius(_ list: String) -> Double? {
        guard let line = list.split(separator: "\n").first(where: { $0.hasPrefix("strokeArc ") }) else { return nil }
        func field(_ name: String) -> Double {
            Double(line[line.range(of: " \(name)=")!.upperBound...].prefix { $0 != " " })!
        }
        return field("r") + field("w") / 2
    }

    @Test(arguments: DialSweep.dialFixtures)
    func tickLabelsStayPutAndClearOfTheNeedleAndTheValue(_ fixture: Fixture) throws {
        var renders = 0
        _ = try fixture.runWithSVG { h, w, hgt, ratio in
            #expect(gauge_set_animation(h, 0, 0, 0, 0, 0, 0) == 0)
            let b = fixture.input("bounds")?.split(separator: ",").map { Fixture.number(String($0)) } ?? [0, 1]
            for (bw, bh) in [(w, hgt), (80, 80), (120, 120), (160, 100), (200, 200), (240, 180), (300, 300), (120, 300)] {
                var first: [String]? = nil
                var reported = false
                func fail(_ message: String) {
                    if !reported { Issue.record("\(fixture.name) \(bw)x\(bh): \(message)") }
                    reported = true
                }
                for k in -6...54 {
                    let v = b[0] + (b[1] - b[0]) * Double(k) / 48
                    #expect(gauge_set_value(h, v) == 0)
                    #expect(gauge_render(h, bw, bh, ratio, 0) == 0)
                    let list = describe(h, 0)
                    renders += 1
                    // The tick labels are the texts drawn before the value text (weight 500, the one medium text).
                    let lines = list.split(separator: "\n").filter { $0.hasPrefix("text \"") }.map(String.init)
                    guard let valueIndex = lines.firstIndex(where: { $0.contains(" weight=500 ") }) else {
                        fail("value \(v) draws no value text"); continue
                    }
                    // (Without the paint's index: the label colour's slot depends on what was drawn before it.)
                    let labels = lines[..<valueIndex].map { $0.split(separator: " ").filter { !$0.hasPrefix("paint=#") }.joined(separator: " ") }
                    if let first, labels != first {
                        fail("value \(v) draws the tick labels \(Set(labels).symmetricDifference(first)) differently")
                    }
                    if first == nil { first = labels }
                    let texts = DialSweep.texts(list)
                    for n in DialSweep.needles(list) {
                        for t in texts where DialSweep.distance(n, t) < n.4 / 2 { fail("value \(v): a needle crosses \"\(t.text)\"") }
                    }
                    for q in DialSweep.quads(list) {
                        for t in texts where DialSweep.meets(q, t) { fail("value \(v): a needle's outline crosses \"\(t.text)\"") }
                    }
                    guard let r = Self.radius(list) else { continue }
                    let value = texts[valueIndex]
                    for t in texts[..<valueIndex] {
                        let dx = max(t.x0 - value.x1, value.x0 - t.x1, 0), dy = max(t.y0 - value.y1, value.y0 - t.y1, 0)
                        // valueClearance in the fixture's own box; never less than labelSpacing (an end label kept).
                        // (Beside it, on its line: above or below it labelSpacing.)
                        let beside = dy == 0 && bw == w && bh == hgt
                        let least = (beside ? DialMetrics.valueClearance : DialMetrics.labelSpacing) * r
                        if (dx * dx + dy * dy).squareRoot() < least - 0.01 {
                            fail("value \(v): \"\(t.text)\" sits against the value text \"\(value.text)\"")
                        }
                    }
                }
            }
        }
        #expect(renders == 8 * 61)
    }
}
}
