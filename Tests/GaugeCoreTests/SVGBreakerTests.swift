// What a breaker found in the Swift API: root attributes checked in linear time and bounded, the options SVG path
// written from the clamped gauge, NaN equal to itself in every number a gauge holds, validate() refusing what the
// encoder cannot write, and decoding errors found by validate() at their key path.
import Foundation
import Testing
@testable import GaugeCore

private func hashOf<T: Hashable>(_ x: T) -> Int {
    var h = Hasher()
    h.combine(x)
    return h.finalize()
}

private func refusal(_ attributes: [SVGAttribute]) -> GaugeError? {
    do {
        _ = try Gauge(value: 0.5).svg(width: 100, height: 100, options: SVGOptions(idPrefix: "q", attributes: attributes))
        return nil
    } catch { return error }
}

/// A colour with `component` set after the initialiser (which clamps; the stored properties do not).
private func hostile(_ component: WritableKeyPath<Color, Double>, _ x: Double = .nan) -> Color {
    var c = Color.black
    c[keyPath: component] = x
    return c
}

@Suite struct SVGBreakerTests {
    // MARK: Root attributes

    @Test func manyRootAttributesAreRefusedQuickly() {
        let clock = ContinuousClock()
        let start = clock.now
        let e = refusal((0..<30_000).map { .data("k\($0)", "v") })
        #expect(e?.argument == "attributes")
        #expect(clock.now - start < .seconds(1))
        // At the limit: accepted, every one written.
        let ok = (0..<GaugeLimits.rootAttributes).map { SVGAttribute.data("k\($0)", "v") }
        let svg = try? Gauge(value: 0.5).svg(width: 100, height: 100, options: SVGOptions(idPrefix: "q", attributes: ok))
        #expect(svg?.contains("data-k63=\"v\"") == true)
        #expect(refusal(ok + [.class("x")])?.argument == "attributes")
    }

    @Test func duplicateNamesIgnoringCaseStillRefused() {
        #expect(refusal([.class("a"), SVGAttribute("CLASS", "b")])?.reason.contains("twice") == true)
        #expect(refusal([.class("a"), .id("b")]) == nil)
    }

    @Test func longNamesAndValuesAreRefused() {
        let longName = "data-" + String(repeating: "a", count: GaugeLimits.attributeNameBytes)
        #expect(refusal([SVGAttribute(longName, "v")])?.argument == "attributes")
        #expect(refusal([.data("k", String(repeating: "v", count: GaugeLimits.textBytes + 1))])?.argument == "attributes")
        #expect(refusal([.data("k", String(repeating: "v", count: GaugeLimits.textBytes))]) == nil)
    }

    @Test func bareDataAndEventHandlersAreRefused() {
        #expect(refusal([.data("", "v")])?.reason.contains("data-") == true)
        for name in ["onload", "onclick", "ONLOAD", "OnMouseOver", "on"] {
            #expect(refusal([SVGAttribute(name, "alert(1)")])?.reason.contains("event handler") == true, "\(name)")
        }
        #expect(refusal([SVGAttribute("style", "color: red")]) == nil)  // style stays allowed
    }

    // MARK: Bounded output with options

    @Test func optionsPathWritesTheClampedGauge() throws {
        let big = String(repeating: "A", count: 1 << 20)
        var dial = Gauge(value: 0.5, style: .dial)
        dial.dial.majorTicks = 100
        dial.font.family = big
        var labelled = Gauge(value: 0.5, label: big, style: .dial)
        labelled.additionalValues = (0..<8).map { GaugeValue(0.1 * Double($0), label: big) }
        var described = Gauge(value: 0.5, style: .linearCapacity)
        described.boundsLabels = BoundsLabels(minimum: big, maximum: big)
        described.upWord = big
        for g in [dial, labelled, described] {
            let plain = try g.svg(width: 300, height: 300, idPrefix: "p")
            let withOptions = try g.svg(width: 300, height: 300, options: SVGOptions(idPrefix: "p"))
            #expect(withOptions == plain)
            #expect(withOptions.utf8.count < 200_000)
        }
    }

    // MARK: NaN equal to itself

    static var nanChanges: [(field: String, change: (inout Gauge) -> Void)] { [
        ("value", { $0.value = .nan }),
        ("dial.startAngle", { $0.dial.startAngle = .nan }),
        ("dial.sweep", { $0.dial.sweep = .nan }),
        ("needle.hubRadius", { $0.needle.hubRadius = .nan }),
        ("ringArc.startAngle", { $0.ringArc = GaugeArc(startAngle: .nan, sweep: 90, clockwise: true) }),
        ("ringArc.sweep", { $0.ringArc = GaugeArc(startAngle: 0, sweep: .nan, clockwise: true) }),
        ("tint.color.red", { $0.tint = .color(.color(hostile(\.red))) }),
        ("tint.color.alpha", { $0.tint = .color(.color(hostile(\.alpha))) }),
        ("tint.lightDark", { $0.tint = .color(.lightDark(light: hostile(\.green), dark: .black)) }),
        ("tint.stops.location", { $0.tint = .gradient(Gradient(stops: [.init(color: .red, value: .nan), .init(color: .blue, location: .nan)])) }),
        ("tint.stops.color", { $0.tint = .gradient(Gradient(stops: [.init(color: .color(hostile(\.blue)), location: 0)])) }),
        ("hostTickTexts", { $0.hostTickTexts = ([.nan, 1], ["a", "b"]) }),
        ("zones.from", { $0.zones = [Zone(from: .nan, color: .red)] }),
        ("zones.color", { $0.zones = [Zone(from: 0, color: .color(hostile(\.red)))] }),
        ("origin", { $0.origin = .nan }),
        ("target", { $0.target = .nan }),
        ("additionalValues.value", { $0.additionalValues = [GaugeValue(.nan)] }),
        ("additionalValues.color", { $0.additionalValues = [GaugeValue(0.2, color: .color(hostile(\.red)))] }),
        ("colors.track", { $0.colors.track = .color(hostile(\.red)) }),
        ("colors.label", { $0.colors.label = .lightDark(light: .black, dark: hostile(\.alpha)) }),
        ("delta.reference", { $0.delta = Delta(reference: .nan) }),
    ] }

    @Test func everyNaNIsEqualToItself() {
        for c in Self.nanChanges {
            var g = Gauge(value: 0.5)
            c.change(&g)
            let copy = g
            #expect(g == copy, "\(c.field)")
            #expect(hashOf(g) == hashOf(copy), "\(c.field)")
            var cache: [Gauge: Int] = [g: 1]
            #expect(cache[copy] == 1, "\(c.field)")
            cache[copy] = 2
            #expect(cache.count == 1, "\(c.field)")
            // NaN still differs from a number.
            #expect(g != Gauge(value: 0.5) || c.field == "origin" || c.field == "target", "\(c.field)")
        }
    }

    // MARK: validate() and the encoder

    @Test func validateRefusesNonFiniteColoursStopsAndTicks() {
        let nanRed = hostile(\.red)
        let cases: [(String, (inout Gauge) -> Void)] = [
            ("tint.color", { $0.tint = .color(.color(nanRed)) }),
            ("tint.color.dark", { $0.tint = .color(.lightDark(light: .black, dark: hostile(\.blue, .infinity))) }),
            ("tint.stops[1].color", { $0.tint = .gradient(Gradient(stops: [.init(color: .red, location: 0), .init(color: .color(nanRed), location: 1)])) }),
            ("tint.stops[0].value", { $0.tint = .gradient(Gradient(stops: [.init(color: .red, value: .nan), .init(color: .blue, location: 1)])) }),
            ("hostTickTexts.values[1]", { $0.hostTickTexts = ([0, .nan], ["0", "?"]) }),
            ("zones[0].color", { $0.zones = [Zone(from: 0, color: .color(nanRed))] }),
            ("additionalValues[0].color", { $0.additionalValues = [GaugeValue(0.2, color: .color(nanRed))] }),
            ("colors.track", { $0.colors.track = .color(nanRed) }),
        ]
        for (path, change) in cases {
            var g = Gauge(value: 0.5)
            change(&g)
            #expect(throws: GaugeError.self, "\(path)") { try g.validate() }
            do { try g.validate() } catch { #expect(error.argument == path) }
        }
        // A fraction stop without a location is valid ("not given"), and round-trips equal.
        var g = Gauge(value: 0.5)
        g.tint = .gradient(Gradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: 1)]))
        #expect(throws: Never.self) { try g.validate() }
        let back = try? JSONDecoder().decode(Gauge.self, from: JSONEncoder().encode(g))
        #expect(back == g)
    }

    // MARK: Decoding errors at their key path

    private func decodingPath(_ json: String) -> [String]? {
        do {
            _ = try JSONDecoder().decode(Gauge.self, from: Data(json.utf8))
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        } catch { return ["other: \(error)"] }
    }

    @Test func validateErrorsCarryTheirKeyPath() {
        let long = String(repeating: "x", count: GaugeLimits.textBytes + 1)
        #expect(decodingPath(#"{"value": 1, "label": "\#(long)"}"#) == ["label"])
        #expect(decodingPath(#"{"value": 1, "hostTickTexts": {"values": [0, 1], "texts": ["a", "\#(long)"]}}"#)
                == ["hostTickTexts", "texts", "1"])
        #expect(decodingPath(#"{"value": 1, "zones": [{"from": 0, "color": "red"}, {"from": 1, "color": "red", "name": "\#(long)"}]}"#)
                == ["zones", "1", "name"])
        #expect(decodingPath(#"{"value": 1, "font": {"key": 0, "family": "\#(long)"}}"#) == ["font", "family"])
        #expect(decodingPath(#"{"value": 1, "delta": {"reference": 0, "increasingSymbol": "\#(long)"}}"#)
                == ["delta", "increasingSymbol"])
        #expect(decodingPath(#"{"value": 1, "lowerBound": 2, "upperBound": 3, "unknownText": "\#(long)"}"#) == ["unknownText"])
    }

    @Test func codingPathOfArguments() {
        let names = { (a: String) in Gauge.codingPath(of: a).map { $0.intValue.map(String.init) ?? $0.stringValue } }
        #expect(names("lower") == ["lowerBound"])
        #expect(names("upper") == ["upperBound"])
        #expect(names("zones[3].from") == ["zones", "3", "from"])
        #expect(names("hostTickTexts[2]") == ["hostTickTexts", "texts", "2"])
        #expect(names("hostTickTexts.values[0]") == ["hostTickTexts", "values", "0"])
        #expect(names("tint.stops[4].color") == ["tint", "stops", "4", "color"])
        #expect(names("dial.majorTicks") == ["dial", "majorTicks"])
    }
}
