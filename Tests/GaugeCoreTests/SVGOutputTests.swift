// SVG for pages (Render/DisplayList+SVG.swift › SVGOptions): ids never shared between documents on the default
// path — two gauges, one gauge twice, many threads at once — and the root element's attributes: written after the
// writer's own and escaped, `role` replacing `role="img"`, names checked (XML 1.0 Name, section 2.3; no undeclared
// namespace prefix, none the writer sets, none twice). Also: the gradient flattening cache gives the same pieces
// as flattening afresh, and the DocC catalog's style gallery (GaugeCore.docc/Resources/style-*.svg, written by
// tools/style-gallery.sh) is what the writer writes today.
import Foundation
import Testing
@testable import GaugeCore

@Suite struct SVGOutputTests {
    static let ring = Gauge(value: 0.4, label: "Battery", style: .accessoryCircularCapacity,
                            tint: try! Tint.parse("in oklch, green, yellow 50%, red"))

    /// Every id prefix's count ("sg" + 8 hex + "-" + count + "-").
    static func counts(_ svg: String) -> Set<String> {
        Set(SVGIDTests.ids(svg).map { String($0.dropFirst(11).prefix { $0 != "-" }) })
    }

    @Test func theDefaultPathNeverSharesAnIDBetweenGaugesOrCallsOrThreads() async throws {
        // two different gauges, the same gauge twice, through each default entry point
        let other = Gauge(value: 0.8, label: "Battery", style: .accessoryCircularCapacity, tint: try Tint.parse("blue, red"))
        var docs = [Self.ring.svg(width: 80, height: 80), Self.ring.svg(width: 80, height: 80),
                    other.svg(width: 80, height: 80), try Self.ring.svg(width: 80, height: 80, options: SVGOptions()),
                    try Self.ring.svg(width: 80, height: 80, options: SVGOptions(attributes: [.class("g")]))]
        // and many at once on several threads (the count is one atomic)
        docs += await withTaskGroup(of: [String].self) { group in
            for k in 0..<8 {
                group.addTask { (0..<40).map { i in (k + i) % 2 == 0 ? Self.ring.svg(width: 60, height: 60) : other.svg(width: 60, height: 60) } }
            }
            var all: [String] = []
            for await part in group { all += part }
            return all
        }
        var seen = Set<String>()
        for doc in docs {
            let ids = SVGIDTests.ids(doc)
            #expect(!ids.isEmpty && Set(SVGIDTests.refs(doc)).isSubset(of: ids))
            #expect(Set(ids).isDisjoint(with: seen), "an id shared between two documents")
            seen.formUnion(ids)
        }
        #expect(docs.count == 325)
    }

    @Test func defaultOptionsWriteWhatTheOtherEntryPointsWrite() throws {
        for g in [Self.ring, Gauge(value: 3, in: 0...10, label: "Level", style: .linearCapacity)] {
            for ratio in [1.0, 2, .nan, 0] {
                let old = try g.svg(width: 150, height: 90, pixelRatio: ratio, idPrefix: "x-")
                #expect(try g.svg(width: 150, height: 90, options: SVGOptions(idPrefix: "x-", pixelRatio: ratio)) == old)
            }
        }
        // the default prefix: the list's own and a count, as svg(width:height:) writes it
        var list = Self.ring.displayList(width: 80, height: 80, pixelRatio: 1)
        let id = try #require(SVGIDTests.ids(try Self.ring.svg(width: 80, height: 80, options: SVGOptions())).first)
        #expect(id.hasPrefix(DisplayList.listIDPrefix(of: list.bytes())) && UInt64(id.dropFirst(11).prefix { $0 != "-" }) != nil)
    }

    @Test func rootAttributesFollowTheWritersOwnEscaped() throws {
        let value = "a < b & \"c\" 'd' >\ttab\nline\r\u{1}"
        let svg = try Self.ring.svg(width: 80, height: 80, options: SVGOptions(idPrefix: "b-", attributes: [
            .class("gauge big"), .aria("describedby", "help"), .data("sensor", value), SVGAttribute("xml:lang", "de"),
            SVGAttribute("é_x", "1"), .id("battery")]))
        let head = String(svg.prefix { $0 != "\n" })
        #expect(head == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"80\" height=\"80\" viewBox=\"0 0 80 80\" role=\"img\""
                + " class=\"gauge big\" aria-describedby=\"help\""
                + " data-sensor=\"a &lt; b &amp; &quot;c&quot; &#39;d&#39; &gt;&#9;tab&#10;line&#13;\u{FFFD}\""
                + " xml:lang=\"de\" é_x=\"1\" id=\"battery\">")
        let (root, error) = parseXML(svg)
        let node = try #require(root, "\(error ?? "")")
        // an XML parser gives the value back, tab and line breaks included (character references survive
        // attribute-value normalisation)
        #expect(node.attributes["data-sensor"] == "a < b & \"c\" 'd' >\ttab\nline\r\u{FFFD}")
        #expect(node.attributes["role"] == "img" && node.attributes["class"] == "gauge big")
        // the rest of the document is the one without attributes
        let plain = try Self.ring.svg(width: 80, height: 80, options: SVGOptions(idPrefix: "b-"))
        #expect(svg.drop { $0 != "\n" } == plain.drop { $0 != "\n" })
    }

    @Test func theCallersRoleReplacesTheWriters() throws {
        let svg = try Self.ring.svg(width: 80, height: 80, options: SVGOptions(attributes: [.role("presentation"), .aria("hidden", "true")]))
        let head = String(svg.prefix { $0 != "\n" })
        #expect(head.components(separatedBy: "role=").count == 2 && head.hasSuffix(" role=\"presentation\" aria-hidden=\"true\">"))
        let node = try #require(parseXML(svg).root)
        #expect(node.attributes["role"] == "presentation")
        // a label names the image; the title stays
        let labelled = try Self.ring.svg(width: 80, height: 80, options: SVGOptions(attributes: [.aria("label", "Battery 40 %")]))
        #expect(labelled.contains(" role=\"img\" aria-label=\"Battery 40 %\">\n<title>Battery: 0.4</title>"))
    }

    @Test func badNamesAreRefusedNamingThem() {
        let refused: [(String, String)] = [
            ("width", "is written by the SVG writer (size the SVG with width and height, or with CSS)"),
            ("Height", "is written by the SVG writer (size the SVG with width and height, or with CSS)"),
            ("VIEWBOX", "is written by the SVG writer (size the SVG with width and height, or with CSS)"),
            ("xmlns", "declares a namespace: the writer declares the SVG namespace, and no other is used"),
            ("xmlns:xlink", "declares a namespace: the writer declares the SVG namespace, and no other is used"),
            ("xlink:href", "has a namespace prefix other than xml: (undeclared in the document)"),
            (":x", "has a namespace prefix other than xml: (undeclared in the document)"),
            ("XMLfoo", "starts with xml, which XML reserves"),
            ("xml:", "starts with xml, which XML reserves"),
            ("", "is not an XML name (a letter, _ or : first, then letters, digits, - _ . :)"),
            ("1a", "is not an XML name (a letter, _ or : first, then letters, digits, - _ . :)"),
            ("-a", "is not an XML name (a letter, _ or : first, then letters, digits, - _ . :)"),
            ("a b", "is not an XML name (a letter, _ or : first, then letters, digits, - _ . :)"),
            ("a=\"x\" onload", "is not an XML name (a letter, _ or : first, then letters, digits, - _ . :)"),
            ("a>", "is not an XML name (a letter, _ or : first, then letters, digits, - _ . :)"),
            ("a\u{0}", "is not an XML name (a letter, _ or : first, then letters, digits, - _ . :)"),
            ("a×b", "is not an XML name (a letter, _ or : first, then letters, digits, - _ . :)"),
        ]
        for (name, reason) in refused {
            #expect(throws: GaugeError(.badText, argument: "attributes", reason: "\"\(name)\" " + reason), "\(name)") {
                try Self.ring.svg(width: 80, height: 80, options: SVGOptions(attributes: [.class("x"), SVGAttribute(name, "v")]))
            }
        }
        #expect(throws: GaugeError(.badText, argument: "attributes", reason: "\"CLASS\" is given twice")) {
            try Self.ring.svg(width: 80, height: 80, options: SVGOptions(attributes: [.class("x"), SVGAttribute("CLASS", "y")]))
        }
        #expect(throws: GaugeError(.badText, argument: "idPrefix", reason: "must be 1…64 of A–Z a–z 0–9 _ - . starting with a letter or _")) {
            try Self.ring.svg(width: 80, height: 80, options: SVGOptions(idPrefix: "1x"))
        }
        // the XML names that are fine
        for name in ["data-x", "aria-label", "_x", "x.y", "a·b", "Ωmega", "xml:lang", "xml:space", "x\u{300}", "ns-xml"] {
            #expect(throws: Never.self, "\(name)") { try Self.ring.svg(width: 80, height: 80, options: SVGOptions(attributes: [SVGAttribute(name, "v")])) }
        }
    }

    @Test func theFlatteningCacheGivesThePiecesOfAFreshFlattening() throws {
        let gradients = try ["in oklch, green, yellow 50%, red", "#00f, #f00", "in oklab, rgb(0 0 255 / 0.3), red"]
            .map { s -> Gradient.Resolved in
                guard case .gradient(let g) = try Tint.parse(s).resolved() else { throw GaugeError(.badText, argument: "t", reason: s) }
                return g
            }
        for g in gradients {
            for (from, to) in [(0.0, 1.0), (0, 0.4), (0.25, 0.5)] {
                let fresh = g.flatSegmentsUncached(from: from, to: to)
                #expect(g.flatSegments(from: from, to: to) == fresh)
                #expect(g.flatSegments(from: from, to: to) == fresh, "the cached answer")
            }
            #expect(g.hostStops() == g.hostStopsUncached() && g.hostStops() == g.hostStopsUncached())
        }
    }

    /// The gauges of the catalog's Styles page (GaugeCore.docc/Styles.md shows the same code), their box, and the
    /// file their SVG is kept in.
    static func gallery() throws -> [(name: String, width: Double, height: Double, gauge: Gauge)] {
        let storage = Gauge(value: 182, in: 0...256, label: "iPhone Storage",
                            currentValueLabel: "182 GB of 256 GB used", style: .linearCapacity, tint: .color(.orange))
        let temperature = Gauge(value: 21, in: 0...40, label: "Temperature", minimumValueLabel: "0",
                                maximumValueLabel: "40", style: .accessoryLinear,
                                tint: try Tint.parse("green, yellow, orange, red"))
        let battery = Gauge(value: 0.72, label: "Battery", currentValueLabel: "72%", style: .accessoryLinearCapacity,
                            tint: .color(.green))
        let ring = Gauge(value: 21, in: 0...40, label: "Temperature", currentValueLabel: "21°",
                         minimumValueLabel: "0", maximumValueLabel: "40", style: .accessoryCircular,
                         tint: try Tint.parse("green, yellow, orange, red"))
        let capacity = Gauge(value: 0.72, label: "Battery", currentValueLabel: "72%",
                             style: .accessoryCircularCapacity, tint: try Tint.parse("in oklch, green, yellow 60%, red"))
        var speed = Gauge(value: 96, in: 0...220, label: "Speed", style: .dial)
        speed.format = NumberFormat(fractionDigits: 0, suffix: " km/h")
        var thermometer = Gauge(value: 21, in: -10...40, label: "Temperature", style: .linearCapacity,
                                tint: try Tint.parse("blue, red"))
        thermometer.format = NumberFormat(fractionDigits: nil, suffix: "°")
        thermometer.orientation = .vertical
        func bar(_ g: Gauge) -> Double { g.naturalSize(width: 320, height: nil).height }
        return [("linearCapacity", 320, bar(storage), storage), ("accessoryLinear", 320, bar(temperature), temperature),
                ("accessoryLinearCapacity", 320, bar(battery), battery), ("accessoryCircular", 120, 120, ring),
                ("accessoryCircularCapacity", 120, 120, capacity), ("dial", 240, 240, speed),
                ("vertical", 120, 240, thermometer)]
    }

    @Test func theStyleGalleryIsWhatTheWriterWrites() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/GaugeCore/GaugeCore.docc/Resources")
        let update = ProcessInfo.processInfo.environment["UPDATE_STYLE_GALLERY"] == "1"
        for (name, width, height, gauge) in try Self.gallery() {
            let svg = try gauge.svg(width: width, height: height, options: SVGOptions(idPrefix: "style-\(name)-", pixelRatio: 2))
            let url = dir.appendingPathComponent("style-\(name).svg")
            if update { try svg.write(to: url, atomically: true, encoding: .utf8) }
            #expect((try? String(contentsOf: url, encoding: .utf8)) == svg,
                    "GaugeCore.docc/Resources/style-\(name).svg is not what the writer writes: run tools/style-gallery.sh")
        }
    }
}
