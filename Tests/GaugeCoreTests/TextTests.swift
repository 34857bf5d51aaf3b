// Text: built-in metrics, grapheme-safe truncation, host measurements, and the fitting sweep — long labels in
// every style at 40, 58, 120 and 300 pt stay inside their slots and the box, never collide with each other or
// with the ring or bar, and right-to-left is the exact mirror of left-to-right (docs/regression-cases.md › labels-inside-box and long-title-fits).
import Testing
@testable import GaugeCore

@Suite struct FontMetricsTests {
    @Test func asciiAdvancesAreDejaVuHmtx() {
        // DejaVu Sans Book: "H" 1540, "i" 569, "!" 821; Bold "H" 1714 (units of 1/2048 em).
        #expect(FontMetrics.width(of: "Hi!", weight: 400) == Double(1540 + 569 + 821) / 2048)
        #expect(FontMetrics.width(of: "H", weight: 600) == 1714.0 / 2048)
        #expect(FontMetrics.width(of: "H", weight: 500) == FontMetrics.width(of: "H", weight: 400))
    }

    @Test func latinExtendedGreekCyrillicHaveTheirOwnAdvances() {
        // é (U+00E9) = e, ł (U+0142), ș (U+0219), Ω (U+03A9), Ж (U+0416): DejaVu glyphs, not the 0.6 em fallback.
        #expect(FontMetrics.width(of: "é", weight: 400) == FontMetrics.width(of: "e", weight: 400))
        for s in ["ł", "ș", "Ω", "Ж"] { #expect(FontMetrics.width(of: s, weight: 400) != 0.6, "\(s)") }
        #expect(FontMetrics.width(of: "€", weight: 400) == 1303.0 / 2048)
    }

    @Test func clustersAreMeasuredWhole() {
        let e = FontMetrics.width(of: "e", weight: 400)
        #expect(FontMetrics.width(of: "e\u{301}", weight: 400) == e)                  // combining acute
        #expect(FontMetrics.width(of: "👨‍👩‍👧‍👦", weight: 400) == 1)                          // ZWJ family
        #expect(FontMetrics.width(of: "🇫🇷", weight: 400) == 1)                          // flag
        #expect(FontMetrics.width(of: "👍🏽", weight: 400) == 1)                          // skin tone
        #expect(FontMetrics.width(of: "1️⃣", weight: 400) == 1)                          // keycap
        #expect(FontMetrics.width(of: "❤️", weight: 400) == 1)                           // VS16
        #expect(FontMetrics.width(of: "温度", weight: 400) == 2)
        #expect(FontMetrics.width(of: "한국", weight: 600) == 2)
    }

    @Test func prefixesEndOnGraphemeBoundaries() {
        let text = "e\u{301}🇫🇷👨‍👩‍👧x"
        let ends = FontMetrics.prefixes(of: text, weight: 400).map(\.end)
        var expected: [Int] = [], n = 0
        for c in text { n += c.utf8.count; expected.append(n) }
        #expect(ends == expected)
        #expect(ends.count == 4)
        #expect(FontMetrics.prefixes(of: "", weight: 400).isEmpty)
    }
}

@Suite struct TruncationTests {
    func fit(_ text: String, size: Double = 10, width: Double) -> FittedText {
        var m = TextMetrics()
        return m.fit(text, size: size, weight: 400, maxWidth: width)
    }

    @Test func wholeThenShrunkThenTruncated() {
        let em = FontMetrics.width(of: "Temperature", weight: 400)
        let whole = fit("Temperature", width: em * 10 + 0.001)
        #expect(whole.text == "Temperature" && whole.size == 10 && !whole.isTruncated)
        let shrunk = fit("Temperature", width: em * 7)
        #expect(shrunk.text == "Temperature" && abs(shrunk.size - 7) < 1e-9)
        let cut = fit("Temperature", width: em * 4)
        #expect(cut.isTruncated && cut.size == 5 && cut.text.hasSuffix("…"))
        #expect(cut.width <= em * 4)
        // The longest prefix that fits: one more character would not.
        let kept = String(cut.text.dropLast())
        let next = String("Temperature".prefix(kept.count + 1))
        #expect((FontMetrics.width(of: next + "…", weight: 400)) * 5 > em * 4)
    }

    @Test(arguments: ["🇫🇷🇩🇪🇮🇹🇪🇸🇵🇱🇳🇱", "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "Cre\u{300}me bru\u{302}le\u{301}e e\u{301}te\u{301}",
                      "冷却水の温度センサー", "한국어 레이블입니다", "👍🏽👍🏿👍🏻👍🏼👍🏾"])
    func neverSplitsAGraphemeCluster(_ text: String) {
        for w in stride(from: 2.0, through: 60, by: 1.5) {
            let f = fit(text, width: w)
            guard f.isTruncated, f.text != "…", !f.text.isEmpty else { continue }
            let kept = Array(f.text.dropLast())       // Characters before "…"
            #expect(Array(text).starts(with: kept), "\(f.text) is not whole clusters of \(text)")
            #expect(f.width <= w + 1e-9)
        }
    }

    @Test func dropsTrailingSpaceBeforeTheEllipsis() {
        // "Very long" cut after "Very " keeps "Very…", not "Very …".
        let w = (FontMetrics.width(of: "Very …", weight: 400) + 0.01) * 5
        #expect(fit("Very long", width: w).text == "Very…")
    }

    @Test func tinySlotsGiveAnEllipsisOrNothing() {
        let mark = FontMetrics.width(of: "…", weight: 400) * 5
        #expect(fit("Temperature", width: mark).text == "…")
        #expect(fit("Temperature", width: mark * 0.9).text.isEmpty)
        #expect(fit("Temperature", width: 0).text.isEmpty)
        #expect(fit("", width: 100).text.isEmpty)
    }
}

@Suite struct HostMeasurementTests {
    /// Prefixes as a host would report them: each cluster `perCluster` em wide.
    func prefixes(_ text: String, _ perCluster: Double) -> [TextPrefix] {
        var out: [TextPrefix] = [], end = 0
        for c in text { end += c.utf8.count; out.append(TextPrefix(end: end, width: perCluster * Double(out.count + 1))) }
        return out
    }

    @Test func registeredWidthsWinAndMissesAreRecorded() {
        var m = TextMetrics(hostMeasures: true)
        #expect(m.width(of: "Fuel", weight: 400) == FontMetrics.width(of: "Fuel", weight: 400))
        #expect(m.missing.count == 1 && m.missing[0].text == "Fuel" && m.missing[0].weight == 400)
        _ = m.width(of: "Fuel", weight: 400)
        #expect(m.missing.count == 1, "each missing text is listed once")
        let registered106 = m.register(text: Array("Fuel".utf8), weight: 400, prefixes: prefixes("Fuel", 1))
        #expect(registered106)
        #expect(m.missing.isEmpty, "registering removes it from the missing list")
        #expect(m.width(of: "Fuel", weight: 400) == 4)
        #expect(m.width(of: "Fuel", weight: 600) == FontMetrics.width(of: "Fuel", weight: 600), "per weight")
        #expect(m.missing.count == 1)
    }

    @Test func textsTooLongToRegisterAreNeverMissing() {  // a value text with a 4,096-byte prefix and suffix
        var m = TextMetrics(hostMeasures: true)
        let long = String(repeating: "👍🏽", count: 512) + "5" + String(repeating: "👍🏽", count: 512)
        #expect(long.utf8.count > TextMetrics.maximumTextBytes)
        let before = m.fallbacks
        #expect(m.width(of: long, weight: 400) == FontMetrics.width(of: long, weight: 400))
        #expect(m.missing.isEmpty && m.fallbacks == before, "the host could never register it: no render waits for it")
        let exact = String(repeating: "x", count: TextMetrics.maximumTextBytes)
        _ = m.width(of: exact, weight: 400)
        #expect(m.missing.count == 1, "4,096 bytes is still registrable")
    }

    @Test func registeredTextsStayWithinTheirByteBudget() {  // 4,000-character labels cycling: bounded memory
        var m = TextMetrics(hostMeasures: true)
        var highest = 0
        for k in 0..<600 {
            let text = String(repeating: "x", count: 3_990) + String(k)
            let registered = m.register(text: Array(text.utf8), weight: 400, prefixes: prefixes(text, 0.5))
            #expect(registered)
            highest = max(highest, m.bytes)
            let width = m.width(of: text, weight: 400)
            #expect(width > 0)
        }
        #expect(highest <= TextMetrics.byteBudget)
        #expect(m.count < 600, "the table was cleared when the budget was reached")
        #expect(m.count > 0)
        m.removeAll()
        #expect(m.bytes == 0)
    }

    @Test func truncatesAtTheHostsBoundaries() {
        var m = TextMetrics(hostMeasures: true)
        let text = "ABCDEFGH"
        let registered117 = m.register(text: Array(text.utf8), weight: 400, prefixes: prefixes(text, 1))
        #expect(registered117)
        let registered119 = m.register(text: Array("…".utf8), weight: 400, prefixes: [TextPrefix(end: 3, width: 1)])
        #expect(registered119)
        let f = m.fit(text, size: 10, weight: 400, maxWidth: 5 * 4.5)  // at 5 px: 4 clusters + "…" = 25 > 22.5
        #expect(f.text == "ABC…" && f.size == 5 && f.width == 20)
        #expect(m.missing.isEmpty)
    }

    @Test func refusesMalformedPrefixes() {
        var m = TextMetrics()
        let t = Array("abc".utf8)
        let registered129 = m.register(text: t, weight: 400, prefixes: [])
        #expect(!registered129)
        let registered131 = m.register(text: t, weight: 400, prefixes: [TextPrefix(end: 2, width: 1)])          // short
        #expect(!registered131)
        let registered133 = m.register(text: t, weight: 400, prefixes: [TextPrefix(end: 2, width: 1), TextPrefix(end: 2, width: 1), TextPrefix(end: 3, width: 1)])
        #expect(!registered133)
        let registered135 = m.register(text: t, weight: 400, prefixes: [TextPrefix(end: 3, width: .nan)])
        #expect(!registered135)
        #expect(m.count == 0)
        #expect(!m.hostMeasures && m.missing.isEmpty)
        _ = m.width(of: "abc", weight: 400)
        #expect(m.missing.isEmpty, "nothing is recorded while the host does not measure")
    }

    @Test func fullTableStartsOver() {
        var m = TextMetrics()
        for i in 0..<(TextMetrics.capacity + 10) {
            let t = Array(String(i).utf8)
            let registered147 = m.register(text: t, weight: 400, prefixes: [TextPrefix(end: t.count, width: 1)])
            #expect(registered147)
        }
        #expect(m.count == 10)
        #expect(m.isRegistered(String(TextMetrics.capacity + 9), weight: 400))
        #expect(!m.isRegistered("5", weight: 400))
    }
}

// MARK: - The fitting sweep

/// A text command's boxes, from the list and the built-in metrics (as the core measured it).
struct TextBox {
    var text: String
    var size: Double, weight: Int
    /// Horizontal extent of the drawn text and of its slot (x, align, maxWidth).
    var x0: Double, x1: Double, slot0: Double, slot1: Double
    var y: Double
    /// The ink box: how far glyphs of any script reach around the middle (`FontMetrics.inkAscent`,
    /// `inkDescent`), and its bottom for containment, the line box's (which is lower).
    var emTop: Double { y - size * FontMetrics.inkAscent }
    var emBottom: Double { y + size * FontMetrics.inkDescent }
    var lineTop: Double { emTop }
    var lineBottom: Double { y + size * max(FontMetrics.lineHeight / 2, FontMetrics.inkDescent) }

    static func all(_ commands: [DisplayList.Command]) -> [TextBox] {
        commands.compactMap {
            guard case let .text(s, fx, y, size, weight, align, _, maxWidth) = $0 else { return nil }
            let w = FontMetrics.width(of: s, weight: Int(weight)) * Double(size)
            let (x, m) = (Double(fx), Double(maxWidth))
            switch align {
            case .left: return TextBox(text: s, size: Double(size), weight: Int(weight), x0: x, x1: x + w, slot0: x, slot1: x + m, y: Double(y))
            case .right: return TextBox(text: s, size: Double(size), weight: Int(weight), x0: x - w, x1: x, slot0: x - m, slot1: x, y: Double(y))
            case .center: return TextBox(text: s, size: Double(size), weight: Int(weight), x0: x - w / 2, x1: x + w / 2, slot0: x - m / 2, slot1: x + m / 2, y: Double(y))
            }
        }
    }

    func intersects(_ o: TextBox) -> Bool {
        x0 < o.x1 && o.x0 < x1 && emTop < o.emBottom && o.emTop < emBottom
    }

    func intersects(x: Double, y: Double, w: Double, h: Double) -> Bool {
        x0 < x + w && x < x1 && emTop < y + h && y < emBottom
    }
}

@Suite struct FittingSweepTests {
    static let sizes: [Double] = [40, 58, 120, 300]

    /// Labels that cannot fit in small gauges, in several scripts.
    static let labelSets: [(label: String, value: String?, minimum: String, maximum: String)] = [
        ("A very long indicator title", "182 GB of 256 GB used", "Minimum allowed", "Maximum allowed"),  // docs/regression-cases.md › long-title-fits
        ("冷却水の温度センサーの値", "摂氏二十一度", "最低温度", "最高温度"),
        ("🔋 Battery level of the left earbud", "👨‍👩‍👧‍👦 4 online", "🥶 Freezing", "🔥 Scorching"),
        ("Cre\u{300}me bru\u{302}le\u{301}e de\u{301}licieuse", nil, "Tre\u{300}s peu", "E\u{301}norme"),
        ("درجة حرارة سائل التبريد", "٢١ درجة", "منخفض", "مرتفع"),
        ("Temperature", "21°", "0", "40"),
    ]

    static func gauges(_ style: GaugeStyle) -> [Gauge] {
        var out: [Gauge] = []
        for set in labelSets {
            out.append(Gauge(value: 0.6, label: set.label, currentValueLabel: set.value,
                             minimumValueLabel: set.minimum, maximumValueLabel: set.maximum, style: style,
                             tint: .gradient(Gradient(colors: [.green, .red]))))
            out.append(Gauge(value: 0.6, label: set.label, currentValueLabel: set.value, style: style))
        }
        // docs/regression-cases.md › labels-inside-box: formatted end labels of a -6250...6250 dial.
        var dial = Gauge(value: 1234.5, in: -6250...6250, label: "Pressure difference", style: style)
        dial.formatsBoundsLabels = true
        dial.format = NumberFormat(grouping: true)
        out.append(dial)
        return out
    }

    static func boxes(_ style: GaugeStyle) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        for s in sizes { out.append(style.resolved.isCircular ? (s, s) : (s, 100)) }
        if !style.resolved.isCircular { for s in sizes { out.append((s, 30)) } }  // short: everything scales down
        return out
    }

    @Test(arguments: GaugeStyle.allCases)
    func longLabelsStayInTheirSlotsAndNeverCollide(_ style: GaugeStyle) {
        for gauge in Self.gauges(style) {
            for (w, h) in Self.boxes(style) {
                for direction in LayoutDirection.allCases {
                    var g = gauge
                    g.layoutDirection = direction
                    let cmds = g.commands(w, h, ratio: 2)
                    check(cmds, g, w, h, "\(style.name) \(w)x\(h) \(direction) \(g.label)")
                }
            }
        }
    }

    func check(_ cmds: [DisplayList.Command], _ g: Gauge, _ w: Double, _ h: Double, _ name: String) {
        let texts = TextBox.all(cmds)
        let eps = 1e-3
        for t in texts {
            #expect(t.x0 >= -eps && t.x1 <= w + eps && t.lineTop >= -eps && t.lineBottom <= h + eps, "\(name): \(t.text) leaves the box")
            #expect(t.x0 >= t.slot0 - eps && t.x1 <= t.slot1 + eps, "\(name): \(t.text) leaves its slot")
            #expect(t.size >= FittedText.minimumSize)
            // Whole, or whole clusters of one of the gauge's texts plus "…".
            let sources = [g.label, g.currentValueText, g.boundsTexts?.minimum ?? "", g.boundsTexts?.maximum ?? ""]
                + (g.style == .dial ? g.dialTickLabels : [])
            if t.text.hasSuffix("…") && !sources.contains(t.text) {
                let kept = Array(t.text.dropLast())
                #expect(sources.contains { Array($0).starts(with: kept) && $0.count > kept.count }, "\(name): \(t.text) is not a grapheme-safe cut")
            } else {
                #expect(sources.contains(t.text), "\(name): unexpected text \(t.text)")
            }
        }
        for i in 0..<texts.count {
            for j in (i + 1)..<texts.count {
                #expect(!texts[i].intersects(texts[j]), "\(name): \(texts[i].text) overlaps \(texts[j].text)")
            }
        }
        // Nothing written over the ring or the bar.
        for c in cmds {
            switch c {
            case let .strokeArc(cx, cy, r, a0, a1, lw, _, _):
                // The stroke (and its round caps) is the union of discs of radius lineWidth/2 along the arc.
                for t in texts {
                    var hit = false
                    for k in 0...360 where !hit {
                        let a = Double(a0) + Double(a1 - a0) * Double(k) / 360
                        hit = discIntersects(t, Double(cx) + Double(r) * GaugeMath.cos(a), Double(cy) + Double(r) * GaugeMath.sin(a), Double(lw) / 2)
                    }
                    #expect(!hit, "\(name): \(t.text) overlaps the ring")
                }
            case let .fillRoundRect(x, y, rw, rh, _, _):
                for t in texts {
                    #expect(!t.intersects(x: Double(x), y: Double(y), w: Double(rw), h: Double(rh)), "\(name): \(t.text) overlaps the bar")
                }
            default: break
            }
        }
    }

    /// Whether the disc (cx, cy, r) reaches into the text's ink box.
    func discIntersects(_ t: TextBox, _ cx: Double, _ cy: Double, _ r: Double) -> Bool {
        let dx = max(t.x0 - cx, 0, cx - t.x1), dy = max(t.emTop - cy, 0, cy - t.emBottom)
        return dx * dx + dy * dy < r * r - 1e-6
    }

    @Test func ringValueStaysInsideTheInnerCircle() {
        for set in Self.labelSets {
            for s in Self.sizes {
                for style in [GaugeStyle.accessoryCircular, .accessoryCircularCapacity] {
                    let g = Gauge(value: 0.5, label: set.label, currentValueLabel: set.value ?? "123456789", style: style)
                    let inner = (26.0 - 3) * s / 58
                    for t in TextBox.all(g.commands(s, s)) where t.weight == 500 {
                        for (x, y) in [(t.x0, t.lineTop), (t.x1, t.lineTop), (t.x0, t.lineBottom), (t.x1, t.lineBottom)] {
                            let d = ((x - s / 2) * (x - s / 2) + (y - s / 2) * (y - s / 2)).squareRoot()
                            #expect(d <= inner + 1e-3, "\(style.name) \(s): \(t.text) corner outside the inner circle")
                        }
                    }
                }
            }
        }
    }

    @Test func shortCJKAndEmojiLabelsRenderWhole() {
        for label in ["温度", "🔋 Battery"] {
            let cmds = Gauge(value: 0.5, label: label, style: .accessoryCircular).commands(58, 58)
            #expect(TextBox.all(cmds).contains { $0.text == label }, "\(label) is cut in a 58 pt ring")
            let bar = Gauge(value: 0.5, label: label, style: .linearCapacity).commands(120, 60)
            #expect(TextBox.all(bar).contains { $0.text == label })
        }
    }

    @Test(arguments: GaugeStyle.allCases)
    func formattedNumbersShrinkInsteadOfBeingCut(_ style: GaugeStyle) {
        var g = Gauge(value: -123456789.123, in: -987654321...987654321, style: style)
        g.formatsBoundsLabels = true
        g.format = NumberFormat(precision: .fractionLength(3), grouping: true)
        for s in Self.sizes {
            let texts = TextBox.all(g.commands(s, style.resolved.isCircular ? s : 60))
            #expect(!texts.isEmpty || s < 120, "a narrow accessoryLinear drops its end texts for the bar")
            for t in texts { #expect(!t.text.contains("…"), "\(style.name) \(s): \(t.text)") }
        }
        // A label the app wrote is text, and may be cut.
        let labelled = Gauge(value: 0.5, currentValueLabel: "123,456,789.123 units", style: .accessoryCircularCapacity)
        #expect(TextBox.all(labelled.commands(40, 40)).contains { $0.text.hasSuffix("…") })
    }

    @Test func p36LongTitleIsReadableInA300WideBar() {
        let g = Gauge(value: 0.4, label: "A very long indicator title", style: .linearCapacity)
        let t = TextBox.all(g.commands(300, 60)).first { $0.weight == 600 }!
        #expect(t.text == "A very long indicator title" && t.size == 15, "fits whole at full size")
        let narrow = TextBox.all(g.commands(120, 60)).first { $0.weight == 600 }!
        #expect(narrow.text.hasSuffix("…") || narrow.size < 15)
    }
}

@Suite struct RightToLeftTests {
    /// The mirror image of a decoded list, computed independently of the encoder: x → W − x, clockwise arcs
    /// and conic gradients turned around, text anchors mirrored with left/right swapped.
    func mirrored(_ cmds: [DisplayList.Command], width w: Float) -> [DisplayList.Command] {
        var out: [DisplayList.Command] = []
        var conics: Set<UInt32> = []
        var pendingStops: [(UInt32, Float, UInt32)] = []
        func flush() {
            for s in pendingStops.reversed() { out.append(.stop(id: s.0, offset: 1 - s.1, rgba: s.2)) }
            pendingStops = []
        }
        for c in cmds {
            if case let .stop(id, o, rgba) = c, conics.contains(id) { pendingStops.append((id, o, rgba)); continue }
            flush()
            switch c {
            case let .linear(id, x0, y0, x1, y1): out.append(.linear(id: id, x0: w - x0, y0: y0, x1: w - x1, y1: y1))
            case let .conic(id, cx, cy, a): conics.insert(id); out.append(.conic(id: id, cx: w - cx, cy: cy, startAngle: Float.pi - a))
            case let .strokeArc(cx, cy, r, a0, a1, lw, cap, p):
                out.append(.strokeArc(cx: w - cx, cy: cy, r: r, startAngle: Float.pi - a1, endAngle: Float.pi - a0, lineWidth: lw, cap: cap, paint: p))
            case let .fillRoundRect(x, y, rw, rh, r, p): out.append(.fillRoundRect(x: w - x - rw, y: y, width: rw, height: rh, radius: r, paint: p))
            case let .fillCircle(cx, cy, r, p): out.append(.fillCircle(cx: w - cx, cy: cy, r: r, paint: p))
            case let .knockOut(cx, cy, r): out.append(.knockOut(cx: w - cx, cy: cy, r: r))
            case let .line(x0, y0, x1, y1, lw, cap, p): out.append(.line(x0: w - x0, y0: y0, x1: w - x1, y1: y1, lineWidth: lw, cap: cap, paint: p))
            case let .fillQuad(x0, y0, x1, y1, x2, y2, x3, y3, p):
                out.append(.fillQuad(x0: w - x0, y0: y0, x1: w - x1, y1: y1, x2: w - x2, y2: y2, x3: w - x3, y3: y3, paint: p))
            case let .text(s, x, y, size, weight, align, p, m):
                let a: DisplayList.Align = align == .left ? .right : align == .right ? .left : .center
                out.append(.text(s, x: w - x, y: y, size: size, weight: weight, align: a, paint: p, maxWidth: m))
            default: out.append(c)
            }
        }
        flush()
        return out
    }

    /// Same commands up to 1e-3, with angles compared modulo 2π.
    func same(_ a: [DisplayList.Command], _ b: [DisplayList.Command]) -> Bool {
        guard a.count == b.count else { return false }
        func near(_ x: Float, _ y: Float) -> Bool { abs(x - y) <= 1e-3 }
        func angle(_ x: Float, _ y: Float) -> Bool {
            let d = Double(x - y).truncatingRemainder(dividingBy: 2 * Double.pi)
            return abs(d) <= 1e-3 || abs(abs(d) - 2 * Double.pi) <= 1e-3
        }
        for (p, q) in zip(a, b) {
            switch (p, q) {
            case let (.linear(i, a0, b0, c0, d0), .linear(j, a1, b1, c1, d1)):
                if i != j || !near(a0, a1) || !near(b0, b1) || !near(c0, c1) || !near(d0, d1) { return false }
            case let (.conic(i, a0, b0, s0), .conic(j, a1, b1, s1)):
                if i != j || !near(a0, a1) || !near(b0, b1) || !angle(s0, s1) { return false }
            case let (.stop(i, o0, c0), .stop(j, o1, c1)):
                if i != j || !near(o0, o1) || c0 != c1 { return false }
            case let (.strokeArc(x0, y0, r0, s0, e0, w0, c0, p0), .strokeArc(x1, y1, r1, s1, e1, w1, c1, p1)):
                if !near(x0, x1) || !near(y0, y1) || !near(r0, r1) || !angle(s0, s1) || !near(e0 - s0, e1 - s1) || !near(w0, w1) || c0 != c1 || p0 != p1 { return false }
            case let (.fillRoundRect(x0, y0, w0, h0, r0, p0), .fillRoundRect(x1, y1, w1, h1, r1, p1)):
                if !near(x0, x1) || !near(y0, y1) || !near(w0, w1) || !near(h0, h1) || !near(r0, r1) || p0 != p1 { return false }
            case let (.fillCircle(x0, y0, r0, p0), .fillCircle(x1, y1, r1, p1)):
                if !near(x0, x1) || !near(y0, y1) || !near(r0, r1) || p0 != p1 { return false }
            case let (.line(a0, b0, c0, d0, w0, k0, p0), .line(a1, b1, c1, d1, w1, k1, p1)):
                if !near(a0, a1) || !near(b0, b1) || !near(c0, c1) || !near(d0, d1) || !near(w0, w1) || k0 != k1 || p0 != p1 { return false }
            case let (.fillQuad(a0, b0, c0, d0, e0, f0, g0, h0, p0), .fillQuad(a1, b1, c1, d1, e1, f1, g1, h1, p1)):
                if !near(a0, a1) || !near(b0, b1) || !near(c0, c1) || !near(d0, d1) || !near(e0, e1) || !near(f0, f1)
                    || !near(g0, g1) || !near(h0, h1) || p0 != p1 { return false }
            case let (.knockOut(x0, y0, r0), .knockOut(x1, y1, r1)):
                if !near(x0, x1) || !near(y0, y1) || !near(r0, r1) { return false }
            case let (.text(s0, x0, y0, z0, w0, a0, p0, m0), .text(s1, x1, y1, z1, w1, a1, p1, m1)):
                if s0 != s1 || !near(x0, x1) || !near(y0, y1) || !near(z0, z1) || w0 != w1 || a0 != a1 || p0 != p1 || !near(m0, m1) { return false }
            default:
                if p != q { return false }
            }
        }
        return true
    }

    @Test(arguments: GaugeStyle.allCases)
    func rightToLeftMirrorsLeftToRight(_ style: GaugeStyle) {
        let tints: [Tint] = [.color(.orange), .gradient(Gradient(colors: [.green, .yellow, .red])),
                             .gradient(Gradient(stops: [Gradient.Stop(color: .blue, location: 0.3), Gradient.Stop(color: .red, location: 0.3)]))]
        for tint in tints {
            for value in [0.0, 0.27, 1.0, Double.nan] {
                for labels in [true, false] {
                    var g = Gauge(value: value, label: "Level of the tank", currentValueLabel: labels ? nil : "27 %",
                                  boundsLabels: labels ? BoundsLabels(minimum: "Empty", maximum: "Full") : nil,
                                  style: style, tint: tint)
                    for (w, h) in [(58.0, 58.0), (300.0, 80.0), (120.0, 200.0)] {
                        var ltrList = g.displayList(width: w, height: h)
                        let ltr = try! DisplayList.decode(ltrList.bytes())
                        g.layoutDirection = .rightToLeft
                        var rtlList = g.displayList(width: w, height: h)
                        let rtl = try! DisplayList.decode(rtlList.bytes())
                        g.layoutDirection = .leftToRight
                        #expect(ltr.flags & DisplayList.Flag.rightToLeft == 0)
                        #expect(rtl.flags & DisplayList.Flag.rightToLeft != 0)
                        #expect(same(rtl.commands, mirrored(ltr.commands, width: Float(w))),
                                "\(style.name) \(w)x\(h) value \(value): RTL is not the mirror of LTR")
                    }
                }
            }
        }
    }

    @Test func barsFillFromTheRightAndLeadingLabelsSwap() {
        var g = Gauge(value: 0.25, minimumValueLabel: "Low", maximumValueLabel: "High", style: .linearCapacity)
        g.layoutDirection = .rightToLeft
        let cmds = g.commands(300, 60)
        let rects = cmds.compactMap { c -> (Float, Float)? in if case let .fillRoundRect(x, _, w, _, _, _) = c { return (x, w) }; return nil }
        #expect(rects.count == 2)
        #expect(abs((rects[1].0 + rects[1].1) - (rects[0].0 + rects[0].1)) < 1e-3, "the fill ends where the track ends: on the right")
        let low = TextBox.all(cmds).first { $0.text == "Low" }!, high = TextBox.all(cmds).first { $0.text == "High" }!
        #expect(low.x0 > high.x1, "minimum (leading) on the right")
        #expect(abs(low.x1 - 300) < 1e-3)
    }
}

/// TextBuilder, through which the core assembles texts without String concatenation (docs/wasm-build.md › Size and allocation).
@Suite struct TextBuilderTests {
    @Test func decimalsCoverEveryDigitCountAndTheInt64Extremes() {
        for n: Int64 in [0, 7, -1, 10, 99, 100, -2_147_483_648, 4_294_967_295, .max, .min] {
            var out: [UInt8] = []
            TextBuilder.appendDecimal(n, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == "\(n)")
        }
    }

    @Test func piecesJoinInOrder() {
        var t = TextBuilder("a")
        t.add(" é ")
        t.add(-12)
        t.add(StaticString("…"))
        #expect(t.string == "a é -12…")
        #expect(TextBuilder.join("0", " to ", "40") == "0 to 40")
        #expect(TextBuilder.join("must not exceed upper (", "1.5", ")") == "must not exceed upper (1.5)")
    }
}
