// The SVG writer (Render/DisplayList+SVG.swift): well-formed XML for every style and every command kind,
// escaping, the knock-out mask, text attributes, and conic gradients as flat pieces within ΔE_OK 0.02.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import GaugeCore

/// A parsed SVG element: name, attributes, character data, children.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [XMLNode] = []
    init(_ name: String, _ attributes: [String: String]) { self.name = name; self.attributes = attributes }

    func all(_ name: String) -> [XMLNode] {
        (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
    }
    func number(_ key: String) -> Double? { attributes[key].flatMap(Double.init) }
}

/// Parses `xml` with Foundation's XMLParser (libxml2); nil and the error if it is not well-formed.
func parseXML(_ xml: String) -> (root: XMLNode?, error: String?) {
    final class Delegate: NSObject, XMLParserDelegate {
        var stack: [XMLNode] = []
        var root: XMLNode?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let node = XMLNode(name, attributes)
            stack.last?.children.append(node)
            if root == nil { root = node }
            stack.append(node)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
    }
    let parser = XMLParser(data: Data(xml.utf8))
    let delegate = Delegate()
    parser.delegate = delegate
    guard parser.parse() else { return (nil, parser.parserError.map { "\($0)" } ?? "parse failed") }
    return (delegate.root, nil)
}

/// Builds an encoded list from raw commands: (opcode, payload words) plus a string table.
func rawList(width: Float = 100, height: Float = 100, ratio: Float = 1, _ commands: [(DisplayList.Op, [UInt32])],
             strings: [UInt8] = []) -> [UInt8] {
    var words: [UInt32] = []
    for (op, payload) in commands {
        words.append(op.rawValue | UInt32(payload.count) << 16)
        words += payload
    }
    var header: [UInt32] = [DisplayList.magic, 1, width.bitPattern, height.bitPattern, ratio.bitPattern,
                            UInt32(words.count), UInt32(strings.count), 0]
    header += words
    var bytes: [UInt8] = []
    for w in header { for k in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: w >> (8 * UInt32(k)))) } }
    bytes += strings
    while bytes.count % 4 != 0 { bytes.append(0) }
    return bytes
}

func f(_ x: Float) -> UInt32 { x.bitPattern }

@Suite struct SVGTests {
    static let styles = GaugeStyle.allCases
    static let tints: [Tint] = [
        .color(.orange),
        try! Tint.parse("green, yellow, orange, red"),
        try! Tint.parse("in oklch longer hue, #ff0000, #0000ff"),
        try! Tint.parse("in oklab, #0000ff80, #ffff00"),
    ]

    func gauge(_ style: GaugeStyle, tint: Tint = .color(.blue), value: Double = 0.6, label: String = "Level",
               bounds: BoundsLabels? = BoundsLabels(minimum: "0", maximum: "1")) -> Gauge {
        Gauge(value: value, in: 0...1, label: label, boundsLabels: bounds, style: style, tint: tint)
    }

    @Test(arguments: styles)
    func everyStyleAndTintParses(_ style: GaugeStyle) {
        for tint in SVGTests.tints {
            for value in [0, 0.37, 1, .nan] {
                for (w, h) in [(58.0, 58.0), (300.0, 80.0), (40.0, 120.0)] {
                    let svg = gauge(style, tint: tint, value: value).svg(width: w, height: h, pixelRatio: 2)
                    let (root, error) = parseXML(svg)
                    #expect(error == nil, "\(style) \(tint) \(value) \(w)x\(h): \(error ?? "")\n\(svg)")
                    guard let root else { continue }
                    #expect(root.name == "svg")
                    #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
                    #expect(root.number("width") == w && root.number("height") == h)
                    #expect(root.attributes["viewBox"] == "0 0 \(DisplayList.num(Float(w))) \(DisplayList.num(Float(h)))")
                    #expect(root.attributes["role"] == "img")
                    // every number is finite; every url(#…) reference is defined in this document
                    let ids = Set(root.all("linearGradient").compactMap { $0.attributes["id"] }
                                  + root.all("mask").compactMap { $0.attributes["id"] })
                    for node in [root] + root.children.flatMap({ [$0] + $0.children }) {
                        for (_, v) in node.attributes where v.hasPrefix("url(#") {
                            #expect(ids.contains(String(v.dropFirst(5).dropLast())), "\(v) undefined")
                        }
                    }
                    #expect(!svg.contains("NaN") && !svg.contains("inf") && !svg.contains("huge"))
                }
            }
        }
    }

    @Test func titleAndDescription() {
        let g = Gauge(value: 21, in: 0...40, label: "Temperature", currentValueLabel: "21°",
                      minimumValueLabel: "0", maximumValueLabel: "40", style: .accessoryCircular)
        let (root, error) = parseXML(g.svg(width: 58, height: 58))
        #expect(error == nil)
        #expect(root?.children.first?.name == "title")
        #expect(root?.all("title").first?.text == "Temperature: 21°")
        #expect(root?.all("desc").first?.text == "0 to 40")
        var noValue = g
        noValue.value = .nan
        noValue.label = ""
        let (r2, _) = parseXML(noValue.svg(width: 58, height: 58))
        #expect(r2?.all("title").first?.text == "unknown")
    }

    /// The XSS label: shown as text, never markup, in the title and in the drawn text.
    @Test func labelsAreEscaped() throws {
        let evil = "<img src=x onerror=alert(1)>"
        let quotes = "a&b \"c\" 'd' </text><script>alert(2)</script>"
        for style in SVGTests.styles {
            let g = Gauge(value: 0.5, label: evil, currentValueLabel: quotes,
                          minimumValueLabel: evil, maximumValueLabel: "&amp;", style: style)
            let svg = g.svg(width: 300, height: 120)
            #expect(!svg.contains("<img") && !svg.contains("<script"), "\(style)")
            let (root, error) = parseXML(svg)
            #expect(error == nil, "\(style): \(error ?? "")")
            let root1 = try #require(root)
            #expect(root1.all("img").isEmpty && root1.all("script").isEmpty)
            #expect(root1.all("title").first?.text == evil + ": " + quotes)
            let drawn = root1.all("text").map(\.text)
            let expected = g.commands(300, 120).compactMap { c -> String? in
                if case let .text(s, _, _, _, _, _, _, _) = c { return s }
                return nil
            }
            #expect(drawn == expected, "\(style): the SVG's texts are the display list's, unescaped")
            #expect(!drawn.isEmpty)
        }
    }

    @Test func controlCharactersStayWellFormed() throws {
        let nasty = "a\u{0}b\u{1}c\u{8}d\te\nf\u{B}g\u{C}h\r\u{FFFE}\u{FFFF}i\u{7F}"
        let g = Gauge(value: 0.5, label: nasty, currentValueLabel: nasty, style: .accessoryCircular)
        let svg = g.svg(width: 100, height: 100)
        let (root, error) = parseXML(svg)
        #expect(error == nil, "\(error ?? "")\n\(svg)")
        let text = try #require(root?.all("text").first?.text)
        // C0 controls and U+FFFE/U+FFFF → U+FFFD; tab, line feed, form feed, carriage return → space.
        #expect(text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0xFFFE && $0.value != 0xFFFF })
        // Whole, or (too wide for the ring) cut after whole clusters with "…" by text fitting.
        let full = "a\u{FFFD}b\u{FFFD}c\u{FFFD}d e f\u{FFFD}g h \u{FFFD}\u{FFFD}i"
        let shown = text.hasSuffix("…") ? String(text.dropLast()).trimmingCharacters(in: .whitespaces) : text
        #expect(shown.count >= 4 && full.hasPrefix(shown), "\(text)")
        // the title keeps line breaks and tabs (they are XML characters), drops the rest
        let title = try #require(root?.all("title").first?.text)
        #expect(title.contains("d\te\nf"))
    }

    /// Each command kind, from a hand-built list.
    @Test func everyCommandKind() throws {
        let text = Array("Wide text that is far wider than its slot".utf8), short = Array("ok".utf8)
        let bytes = rawList([
            (.solid, [0, 0xFF00_00FF]),
            (.solid, [1, 0x00FF_0059]),
            (.linear, [2, f(10), f(20), f(90), f(20)]),
            (.stop, [2, f(0), 0x0000_FFFF]),
            (.stop, [2, f(1), 0xFFFF_0080]),
            (.conic, [3, f(50), f(50), f(0)]),
            (.stop, [3, f(0), 0xFF00_00FF]),
            (.stop, [3, f(1), 0x0000_FFFF]),
            (.strokeArc, [f(50), f(50), f(40), f(0), f(1), f(4), 1, 0]),             // round cap, solid
            (.strokeArc, [f(50), f(50), f(30), f(0), f(Float(2 * Double.pi)), f(4), 0, 1]),  // ring, translucent
            (.strokeArc, [f(50), f(50), f(20), f(0.5), f(6), f(4), 0, 2]),          // linear, long arc
            (.fillRoundRect, [f(5), f(6), f(50), f(10), f(5), 2]),
            (.fillRoundRect, [f(5), f(6), f(50), f(10), f(0), 0]),
            (.fillCircle, [f(80), f(80), f(5), 1]),
            (.knockOut, [f(80), f(80), f(3)]),
            (.strokeArc, [f(50), f(50), f(10), f(0), f(3), f(2), 0, 3]),           // conic, no source
            (.text, [f(50), f(50), f(12), 500, 1, 0, 0, UInt32(text.count), f(20)]),
            (.text, [f(5), f(90), f(10), 400, 0, 1, UInt32(text.count), UInt32(short.count), f(50)]),
            (.text, [f(95), f(90), f(10), 700, 2, 2, UInt32(text.count), UInt32(short.count), f(50)]),
            (DisplayList.Op(rawValue: 5)!, [f(1), f(1), f(1), f(0), f(1), f(1), 0, 99]),  // undefined paint: skipped
        ] + [], strings: text + short)
        var withUnknown = bytes
        // an unknown opcode 77 with 2 payload words, appended to the commands: skipped by its size
        let extra: [UInt32] = [77 | 2 << 16, 1, 2]
        let commandWords = Int(UInt32(bytes[20]) | UInt32(bytes[21]) << 8)
        let insertAt = 32 + commandWords * 4
        var extraBytes: [UInt8] = []
        for w in extra { for k in 0..<4 { extraBytes.append(UInt8(truncatingIfNeeded: w >> (8 * UInt32(k)))) } }
        withUnknown.insert(contentsOf: extraBytes, at: insertAt)
        let newWords = UInt32(commandWords + 3)
        for k in 0..<4 { withUnknown[20 + k] = UInt8(truncatingIfNeeded: newWords >> (8 * UInt32(k))) }

        let svg = try DisplayList.svg(of: withUnknown, idPrefix: DisplayList.listIDPrefix(of: withUnknown))
        let plain = try DisplayList.svg(of: bytes, idPrefix: DisplayList.listIDPrefix(of: bytes))
        func withoutIDs(_ s: String, _ b: [UInt8]) -> String {
            s.replacingOccurrences(of: "sg" + String(DisplayList.hex(fnv1a32(b)).dropFirst()) + "-", with: "ID-")
        }
        #expect(withoutIDs(svg, withUnknown) == withoutIDs(plain, bytes), "an unknown opcode changes nothing but the ids")
        let (parsed, error) = parseXML(svg)
        #expect(error == nil, "\(error ?? "")\n\(svg)")
        let root = try #require(parsed)
        let prefix = "sg" + String(DisplayList.hex(fnv1a32(withUnknown)).dropFirst()) + "-"

        // linear gradient with user-space coordinates and its stops (translucent stop gets stop-opacity)
        let lg = try #require(root.all("linearGradient").first)
        #expect(lg.attributes["id"] == prefix + "p2")
        #expect(lg.attributes["gradientUnits"] == "userSpaceOnUse")
        #expect([lg.number("x1"), lg.number("y1"), lg.number("x2"), lg.number("y2")] == [10, 20, 90, 20])
        #expect(lg.children.map { $0.attributes["stop-color"] } == ["#0000ff", "#ffff00"])
        #expect(lg.children.map { $0.attributes["stop-opacity"] } == [nil, "0.502"])

        // the knock-out masks exactly what came before it
        let mask = try #require(root.all("mask").first)
        #expect(mask.attributes["id"] == prefix + "k0")
        #expect(mask.children.map(\.name) == ["rect", "circle"])
        #expect(mask.children[0].attributes["fill"] == "#ffffff" && mask.children[1].attributes["fill"] == "#000000")
        #expect(mask.children[1].number("cx") == 80 && mask.children[1].number("r") == 3)
        let masked = try #require(root.children.first { $0.name == "g" && $0.attributes["mask"] == "url(#" + prefix + "k0)" })
        #expect(masked.all("circle").contains { $0.number("cx") == 80 && $0.number("r") == 5 }, "the disc drawn before is masked")
        #expect(masked.all("text").isEmpty, "text drawn after the knock-out is not masked")

        // arcs are stroked circles: the solid round-capped arc is one dash of r·sweep rotated to its start; the
        // ring a whole circle with stroke-opacity; the linear arc by reference
        let circles = masked.all("circle")
        let solidArc = try #require(circles.first { $0.attributes["stroke"] == "#ff0000" })
        #expect(solidArc.attributes["stroke-linecap"] == "round" && solidArc.attributes["fill"] == "none")
        #expect(solidArc.attributes["stroke-dasharray"] == "40 251.327" && solidArc.attributes["transform"] == "rotate(0 50 50)")
        let ring = try #require(circles.first { $0.number("r") == 30 })
        #expect(ring.attributes["stroke"] == "#00ff00" && ring.attributes["stroke-opacity"] == "0.349")
        #expect(ring.attributes["stroke-linecap"] == nil && ring.attributes["stroke-dasharray"] == nil)
        let long = try #require(circles.first { $0.attributes["stroke"] == "url(#" + prefix + "p2)" })
        #expect(long.attributes["stroke-dasharray"] == "110 125.664", "5.5 rad of a 20 px circle")
        #expect(long.attributes["transform"] == "rotate(28.6479 50 50)")

        // rectangles: radius only when positive
        let rects = masked.all("rect")
        #expect(rects.count == 2)
        #expect(rects[0].number("rx") == 5 && rects[0].attributes["fill"] == "url(#" + prefix + "p2)")
        #expect(rects[1].attributes["rx"] == nil)

        // the conic arc without a source: flat pieces of its own sRGB stops, red to blue along 3 rad
        // … under a mask that is the arc itself stroked in white (its outline is the Canvas's), a pixel wider
        let arcMask = try #require(root.all("mask").first { $0.attributes["id"] == prefix + "a0" })
        #expect(arcMask.children.count == 1 && arcMask.children[0].attributes["stroke"] == "#ffffff")
        #expect(arcMask.children[0].attributes["stroke-width"] == "2" && arcMask.children[0].attributes["stroke-dasharray"] == "30 62.832")
        let conicGroup = try #require(root.children.first { $0.attributes["mask"] == "url(#" + prefix + "a0)" })
        let conicPieces = conicGroup.children.filter { $0.name == "circle" && $0.attributes["stroke"] != nil }
        #expect(conicPieces.allSatisfy { $0.attributes["stroke-width"] == "4" })
        #expect(conicPieces.count > 3)
        func rgb(_ node: XMLNode?) -> [Int] {
            guard let hex = node?.attributes["stroke"], hex.count == 7 else { return [] }
            let v = Int(hex.dropFirst(), radix: 16)!
            return [v >> 16, (v >> 8) & 255, v & 255]
        }
        // t runs 0 … 3/2π ≈ 0.477 along the arc: red, then towards (133, 0, 122) at its end (sRGB mix)
        let first = rgb(conicPieces.first), last = rgb(conicPieces.last)
        #expect(first.count == 3 && first[0] >= 250 && first[2] <= 6, "\(first)")
        #expect(last.count == 3 && abs(last[0] - 133) <= 4 && abs(last[2] - 122) <= 4, "\(last)")

        // text: anchors, central baseline, font stack, weight; textLength only for the too-wide line
        let texts = root.all("text")
        #expect(texts.map { $0.attributes["text-anchor"] } == ["middle", "start", "end"])
        #expect(texts.allSatisfy { $0.attributes["dy"] == "0.26em" && $0.attributes["dominant-baseline"] == nil })
        #expect(texts.allSatisfy { $0.attributes["font-family"] == DisplayList.fontFamily })
        #expect(texts.map { $0.attributes["font-weight"] } == ["500", "400", "700"])
        #expect(texts[0].attributes["textLength"] == "20" && texts[0].attributes["lengthAdjust"] == "spacingAndGlyphs")
        #expect(texts[1].attributes["textLength"] == nil && texts[2].attributes["textLength"] == nil)
        #expect(texts[1].attributes["fill"] == "#00ff00" && texts[1].attributes["fill-opacity"] == "0.349")
        #expect(texts.map(\.text) == ["Wide text that is far wider than its slot", "ok", "ok"])

        // the undefined paint drew nothing: no stroke other than the ones above
        #expect(!svg.contains("stroke-width=\"1\""))
    }

    @Test func malformedListsGiveAnEmptySVG() {
        let (root, error) = parseXML(DisplayList.svg(of: [1, 2, 3]))
        #expect(error == nil && root?.name == "svg" && root?.children.isEmpty == true)
        var truncated = rawList([(.solid, [0, 0xFF])])
        truncated[20] = 200  // claims 200 command words
        #expect(DisplayList.svg(of: truncated).contains("truncated display list"))
        // paint ids far beyond the commands are ignored, not allocated
        let huge = rawList([(.solid, [0xFFFF_FFF0, 0xFF]), (.fillCircle, [f(5), f(5), f(5), 0xFFFF_FFF0])])
        #expect(parseXML(DisplayList.svg(of: huge)).root?.all("circle").isEmpty == true)
    }

    /// Two lists get different ids; the same list with the same prefix the same bytes (SVGIDTests: by default
    /// no two documents share an id).
    @Test func idsArePerList() throws {
        let a = gauge(.linearCapacity, tint: SVGTests.tints[1]).svg(width: 200, height: 60)
        let b = gauge(.linearCapacity, tint: SVGTests.tints[1], value: 0.2).svg(width: 200, height: 60)
        func ids(_ s: String) -> Set<String> { Set(parseXML(s).root?.all("linearGradient").compactMap { $0.attributes["id"] } ?? []) }
        #expect(!ids(a).isEmpty && ids(a).isDisjoint(with: ids(b)))
        let same = try gauge(.linearCapacity, tint: SVGTests.tints[1]).svg(width: 200, height: 60, idPrefix: "x")
        #expect(same == (try gauge(.linearCapacity, tint: SVGTests.tints[1]).svg(width: 200, height: 60, idPrefix: "x")))
    }

    /// A conic-painted ring as flat pieces: they cover the arc end to end, in order, and each is within ΔE_OK 0.02
    /// (beyond 8-bit rounding, as hostStops promises) of the gauge's true gradient at every point it covers.
    @Test(arguments: [
        ("in oklch longer hue, #ff0000, #0000ff", GaugeStyle.accessoryCircular),
        ("green, yellow, orange, red", GaugeStyle.accessoryCircular),
        ("in oklab, #0000ff, #ffff00", GaugeStyle.accessoryCircularCapacity),
        ("in oklch, #ff000080, #00ff00", GaugeStyle.accessoryCircularCapacity),
    ])
    func conicPiecesFollowTheTrueGradient(_ tintText: String, _ style: GaugeStyle) throws {
        let tint = try Tint.parse(tintText)
        for value in [0.3, 1.0] {
            var g = gauge(style, tint: tint, value: value, bounds: nil)
            g.label = ""
            var list = g.displayList(width: 120, height: 120, pixelRatio: 2)
            let decoded = try DisplayList.decode(list.bytes())
            #expect(!list.conicSources.isEmpty)
            guard case .gradient(let truth) = g.resolvedTint else { Issue.record("not a gradient"); return }
            var arcs = 0
            for c in decoded.commands {
                guard case let .strokeArc(_, _, _, a0, a1, _, _, paint) = c,
                      let source = list.conicSources.first(where: { $0.paint == paint }) else { continue }
                guard case let .conic(_, _, _, start)? = decoded.commands.first(where: {
                    if case let .conic(id, _, _, _) = $0 { return id == paint } else { return false } }) else { continue }
                arcs += 1
                let (pieces, _) = SVGWriter.conicPieces(Double(a0), Double(a1), conicStart: Double(start), source: source)
                #expect(!pieces.isEmpty)
                let ring = Double(a1) - Double(a0) >= SVGWriter.ringSweep
                let span = min(Double(a1) - Double(a0), 2 * Double.pi)
                // contiguous, in order, covering the arc
                #expect(abs(pieces[0].a0 - Double(a0)) < 1e-9 || ring)
                #expect(abs(pieces[pieces.count - 1].a1 - (ring ? pieces[0].a0 + 2 * Double.pi : Double(a0) + span)) < 1e-6)
                for (p, q) in zip(pieces, pieces.dropFirst()) { #expect(abs(p.a1 - q.a0) < 1e-9 && p.a1 > p.a0) }
                // each piece against the truth, at 33 points: fraction t at angle a is (a − start)/sweep
                for p in pieces {
                    for k in 0...32 {
                        let a = p.a0 + (p.a1 - p.a0) * Double(k) / 32
                        var t = (a - source.startAngle) / source.sweep
                        if t < -1e-6 && ring { t += 1 }  // a closed ring's first piece may start before the seam
                        let want = truth.color(at: min(max(t, 0), 1)).opacity(source.opacity)
                        let excess = ColorProbe(want).excess(Color(rgba8: p.rgba))
                        #expect(excess <= 0.02, "\(tintText) \(style) t=\(t): ΔE_OK excess \(excess)")
                    }
                }
            }
            #expect(arcs >= 1)
        }
    }

    /// The SVG of the open ring draws its pieces butt-capped with end discs; the closed ring's track is grouped
    /// under one opacity so overlapping pieces do not darken.
    @Test func conicArcStructure() throws {
        let open = Gauge(value: 0.5, label: "", style: .accessoryCircular, tint: try Tint.parse("in oklab, #0000ff, #ffff00"))
        let (r1, e1) = parseXML(open.svg(width: 58, height: 58, pixelRatio: 2))
        #expect(e1 == nil)
        let root1 = try #require(r1)
        let discs = root1.all("circle").filter { $0.number("r") == 3.5 && $0.attributes["fill"] != "none" }
        #expect(discs.map { $0.attributes["fill"] } == ["#0000ff", "#ffff00"], "round caps in the end colours")
        let outline = try #require(root1.all("mask").first { $0.attributes["id"]?.hasSuffix("-a0") == true }?.children.first)
        #expect(outline.attributes["stroke-width"] == "6" && outline.attributes["stroke-linecap"] == "round")
        let pieces = root1.all("circle").filter { $0.attributes["stroke-width"] == "7" }
        #expect(pieces.count > 8)
        #expect(pieces.allSatisfy { $0.attributes["stroke-linecap"] == nil && $0.attributes["stroke-dasharray"] != nil })

        let closed = Gauge(value: 0.5, label: "", style: .accessoryCircularCapacity, tint: try Tint.parse("in oklab, #0000ff, #ffff00"))
        let (r2, e2) = parseXML(closed.svg(width: 58, height: 58))
        #expect(e2 == nil)
        let group = try #require(r2?.all("g").first { $0.attributes["opacity"] != nil && $0.attributes["mask"] != nil })
        #expect(group.attributes["opacity"] == "0.349")
        #expect(group.all("circle").count > 8 && group.all("circle").allSatisfy { $0.attributes["stroke-opacity"] == nil })
    }

    /// Layout records a source for every conic paint it defines, and nothing is encoded for it.
    @Test func conicSourcesAreRecordedNotEncoded() throws {
        let g = Gauge(value: 0.5, style: .accessoryCircularCapacity, tint: try Tint.parse("red, blue"))
        var list = g.displayList(width: 58, height: 58)
        let conics = try DisplayList.decode(list.bytes()).commands.filter { if case .conic = $0 { return true } else { return false } }
        #expect(conics.count == 2 && list.conicSources.count == 2)
        #expect(list.conicSources.map(\.opacity) == [RingMetrics.capacityTrackOpacity, 1])
        list.reset(width: 1, height: 1, pixelRatio: 1)
        #expect(list.conicSources.isEmpty)
    }
}
