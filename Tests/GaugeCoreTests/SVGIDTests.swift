// SVG ids (docs/display-list.md › SVG): unique per document. By default every document's ids start with "sg" + the
// list's FNV-1a + "-" + a number no other default document of the process has + "-", so two SVGs of one gauge, or
// of two gauges whose lists hash alike, never share an id on one page (a hidden copy's defs would take the other's
// gradient, mask and marker away). An explicit `idPrefix` is used as given.
import Foundation
import Testing
@testable import GaugeCore

@Suite struct SVGIDTests {
    static func ids(_ svg: String) -> [String] {
        svg.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
    static func refs(_ svg: String) -> [String] {
        svg.components(separatedBy: "url(#").dropFirst().map { String($0.prefix { $0 != ")" }) }
    }

    /// One setup, values 9516.25 and 22359.25: different lists whose FNV-1a 32 collide (0xa3f03159; found by a birthday
    /// search over the values, as a reported pair (8268 and 20135 of another setup) shared `sga16166fe-`).
    static func colliding(_ value: Double) -> Gauge {
        Gauge(value: value, in: 0...100000, style: .accessoryCircular)
    }

    @Test func theCollidingPairHashesAlike() {
        var a = Self.colliding(9516.25).displayList(width: 58, height: 58, pixelRatio: 1)
        var b = Self.colliding(22359.25).displayList(width: 58, height: 58, pixelRatio: 1)
        #expect(a.bytes() != b.bytes())
        #expect(fnv1a32(a.bytes()) == fnv1a32(b.bytes()) && fnv1a32(a.bytes()) == 0xa3f03159)
    }

    @Test func twoSVGsOfDifferentGaugesNeverShareIDsByDefault() {
        let a = Self.colliding(9516.25).svg(width: 58, height: 58)
        let b = Self.colliding(22359.25).svg(width: 58, height: 58)
        #expect(a != b)
        #expect(!Self.ids(a).isEmpty && Set(Self.ids(a)).isDisjoint(with: Self.ids(b)), "\(Self.ids(a)) \(Self.ids(b))")
        for s in [a, b] { #expect(Set(Self.refs(s)).isSubset(of: Self.ids(s))) }
    }

    @Test func twoSVGsOfOneGaugeNeverShareIDsByDefault() {
        let g = Gauge(value: 0.4, in: 0...1, style: .linearCapacity, tint: try! Tint.parse("green, red"))
        let a = g.svg(width: 200, height: 60), b = g.svg(width: 200, height: 60)
        #expect(!Self.ids(a).isEmpty && Set(Self.ids(a)).isDisjoint(with: Self.ids(b)))
        var list = g.displayList(width: 200, height: 60, pixelRatio: 1)
        let c = list.svg(), d = list.svg()
        #expect(!Self.ids(c).isEmpty && Set(Self.ids(c)).isDisjoint(with: Self.ids(d)) && Set(Self.ids(c)).isDisjoint(with: Self.ids(a)))
    }

    @Test func anExplicitPrefixStartsEveryIDAndGivesTheSameBytes() throws {
        let g = Gauge(value: 0.4, in: 0...1, style: .accessoryLinear, tint: try Tint.parse("green, red"))
        for prefix in ["a", "gauge-7.", "_x-", String(repeating: "Z", count: 64)] {
            let svg = try g.svg(width: 200, height: 40, pixelRatio: 2, idPrefix: prefix)
            let ids = Self.ids(svg)
            #expect(ids.count >= 2 && ids.allSatisfy { $0.hasPrefix(prefix) && Int($0.dropFirst(prefix.count + 1)) != nil }, "\(ids)")
            #expect(Set(Self.refs(svg)).isSubset(of: ids))
            #expect(svg == (try g.svg(width: 200, height: 40, pixelRatio: 2, idPrefix: prefix)))
            var list = g.displayList(width: 200, height: 40, pixelRatio: 2)
            #expect(svg == (try list.svg(title: g.svgTitle, description: g.accessibilityDescription, fontFamily: g.font.svgFamily, idPrefix: prefix)))
        }
        // the default is the list's own prefix and a count: "sg" + FNV-1a + "-" + n + "-"
        let bytes = { () -> [UInt8] in var l = g.displayList(width: 200, height: 40, pixelRatio: 1); return l.bytes() }()
        let id = try #require(Self.ids(g.svg(width: 200, height: 40)).first)
        #expect(id.hasPrefix(DisplayList.listIDPrefix(of: bytes)) && DisplayList.listIDPrefix(of: bytes).count == 11)
        let count = id.dropFirst(11).prefix { $0 != "-" }
        #expect(UInt64(count) != nil && id.dropFirst(11 + count.count).hasPrefix("-"), "\(id)")
    }

    @Test func aBadPrefixIsRefusedNamingIt() {
        let g = Gauge(value: 0.4, in: 0...1, style: .accessoryCircular)
        for bad in ["", "1abc", "-x", ".x", "a b", "a\"b", "a)b", "a#b", "a:b", "é", "aé", String(repeating: "a", count: 65), "<x>", "a\u{0}"] {
            #expect(throws: GaugeError(.badText, argument: "idPrefix", reason: "must be 1…64 of A–Z a–z 0–9 _ - . starting with a letter or _"),
                    "\(bad)") { try g.svg(width: 58, height: 58, idPrefix: bad) }
            #expect(throws: GaugeError.self) { try DisplayList.svg(of: [], idPrefix: bad) }
        }
    }

    /// The golden SVG of ring-temperature (written natively through gauge_describe(h, 4), the list's own prefix)
    /// with its prefix swapped is what the Swift API writes with that prefix; web/test/svg-ids.test.mjs checks
    /// the JS host writes the same.
    @Test func theGivenPrefixIsTheOnlyDifference() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures")
        let golden = try String(contentsOf: dir.appendingPathComponent("svg/ring-temperature.svg"), encoding: .utf8)
        let g = Gauge(value: 21, in: 0...40, label: "Temperature", currentValueLabel: "21°", minimumValueLabel: "0",
                      maximumValueLabel: "40", style: .accessoryCircular, tint: try Tint.parse("green, yellow, orange, red"))
        var list = g.displayList(width: 58, height: 58, pixelRatio: 2)
        let own = DisplayList.listIDPrefix(of: list.bytes())
        #expect(golden.contains(" id=\"\(own)"))
        #expect((try g.svg(width: 58, height: 58, pixelRatio: 2, idPrefix: "ring.7_")) == golden.replacingOccurrences(of: own, with: "ring.7_"))
    }
}
