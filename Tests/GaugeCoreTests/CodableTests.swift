// Codable: a gauge from a request's JSON, encoded and decoded back equal, enums by name, and bad documents refused
// with a DecodingError at the key (never a trap). Also Gauge.validate(), which decoding ends with.
import Foundation
import Testing
@testable import GaugeCore

private func decode<T: Decodable>(_ json: String, as type: T.Type = Gauge.self,
                                  decoder: JSONDecoder = JSONDecoder()) throws -> T {
    try decoder.decode(T.self, from: Data(json.utf8))
}

private func json<T: Encodable>(_ value: T) throws -> String {
    let e = JSONEncoder()
    e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try e.encode(value), as: UTF8.self)
}

private func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
    try decode(try json(value), as: T.self)
}

/// The coding path of a DecodingError as text ("zones.1.color"), its text and underlying error.
private func failure(_ json: String, decoder: JSONDecoder = JSONDecoder()) -> (path: String, text: String, underlying: (any Error)?)? {
    do {
        _ = try decode(json, decoder: decoder)
        return nil
    } catch let error as DecodingError {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c): context = c
        case .keyNotFound(let key, let c):
            context = DecodingError.Context(codingPath: c.codingPath + [key], debugDescription: c.debugDescription)
        @unknown default: return ("?", "\(error)", nil)
        }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return (path, context.debugDescription, context.underlyingError)
    } catch {
        return ("not a DecodingError", "\(error)", nil)
    }
}

@Suite struct CodableTests {
    @Test func aRequestsDocumentDecodes() throws {
        let g = try decode(#"{"value":21,"lowerBound":0,"upperBound":40,"label":"Temperature","style":"accessoryCircular","tint":"orange"}"#)
        #expect(g == Gauge(value: 21, in: 0...40, label: "Temperature").gaugeStyle(.accessoryCircular).tint(.orange))
        // Only the value is required; null is no value.
        #expect(try decode(#"{"value":0.5}"#) == Gauge(value: 0.5))
        #expect(try decode(#"{"value":null}"#) == Gauge(value: .nan))
        // A tint text: a gradient in the tint grammar; colours in CSS.
        let t = try decode(##"{"value":1,"tint":"in oklch longer hue, green, red value(0.8)","colors":{"track":"#80808040"}}"##)
        #expect(t.tint == .gradient(Gradient(stops: [.init(color: .green, location: .nan), .init(color: .red, value: 0.8)],
                                             interpolation: .oklch(.longer))))
        #expect(t.colors.track == .color(Color(rgba8: 0x8080_8040)))
        // Names as the JS host writes them, parts as objects.
        let d = try decode(#"""
            {"value":50,"upperBound":100,"style":"dial","layoutDirection":"rtl","orientation":"vertical",
             "thresholdMarkers":"zones+target","needle":{"shape":"tapered"},"dial":{"sweep":240,"majorTicks":4},
             "zones":[{"from":80,"color":"red","name":"hot"}],"delta":{"reference":45,"mode":"relative"},
             "format":{"fractionLength":1,"suffix":" km/h"},"ringArc":{"startAngle":0,"sweep":360}}
            """#)
        #expect(d.layoutDirection == .rightToLeft && d.orientation == .vertical && d.thresholdMarkers == .all)
        #expect(d.needle == Needle(shape: .tapered) && d.dial == Dial(sweep: 240, majorTicks: 4))
        #expect(d.zones == [Zone(from: 80, color: .red, name: "hot")] && d.delta == Delta(reference: 45, mode: .relative))
        #expect(d.format == NumberFormat(precision: .fractionLength(1), suffix: " km/h"))
        #expect(d.ringArc == GaugeArc(startAngle: 0, sweep: 360))
    }

    @Test func everySettingRoundTrips() throws {
        var all = Gauge(value: 0.25)
        for (field, change) in gaugeChanges {
            var g = Gauge(value: 0.25)
            change(&g)
            change(&all)
            let text = try json(g), back = try decode(text)
            #expect(back == g, "\(field): \(text)")
            #expect(back.hashValue == g.hashValue, "\(field)")
        }
        let back = try roundTrip(all)
        #expect(back == all)
        // Encoding is stable: a cache key.
        #expect(try json(back) == json(all))
        // And the document of a new gauge is short: defaults are left out.
        #expect(try json(Gauge(value: 1)) ==
                #"{"colorScheme":"light","label":"","lowerBound":0,"style":"automatic","tint":"blue","upperBound":1,"value":1}"#)
    }

    @Test func coloursAndTintsEncodeExactly() throws {
        // As text when the text decodes to the same value…
        #expect(try json(Tint.orange) == #""orange""#)
        #expect(try json(ColorValue.color(Color(rgba8: 0x1234_5678))) == ##""#12345678""##)
        #expect(try json(ColorValue.color(Color(r8: 255, g8: 0, b8: 0))) == ##""#ff0000""##)
        #expect(try json(ColorValue.lightDark(light: .white, dark: .black)) == ##""light-dark(#ffffff, #000000)""##)
        #expect(try json(Tint.gradient(Gradient(colors: [.green, .red]))) == #""in srgb, green, red""#)
        #expect(try json(Tint.gradient(Gradient(stops: [.init(color: .red, location: 0.25), .init(color: .blue, value: 50)],
                                                interpolation: .oklab))) == #""in oklab, red 0.25, blue value(50.0)""#)
        // …else as an object, exactly.
        let odd = Color(red: 0.1, green: 0.2, blue: 1.0 / 3, alpha: 0.5)
        let exact: [Tint] = [
            .color(.color(odd)), .color(.lightDark(light: odd, dark: .black)),
            .gradient(Gradient(stops: [.init(color: .red, location: 1.0 / 3), .init(color: .color(odd), location: 0.9)])),
            .gradient(Gradient(colors: [.blue])),  // one stop stays a gradient
            .gradient(Gradient(colors: [])),
        ]
        for t in exact {
            let text = try json(t)
            #expect(try decode(text, as: Tint.self) == t, "\(text)")
        }
        #expect(try json(ColorValue.color(odd)).hasPrefix("{"))
        // A colour with missing components (`none`) keeps them.
        let none = try ColorValue.parse("rgb(none 10 20)")
        #expect(try roundTrip(none) == none)
    }

    @Test func enumsEncodeByName() throws {
        func byName<T: Codable & Equatable & CustomStringConvertible>(_ cases: [T]) throws {
            for c in cases {
                #expect(try json(c) == "\"\(c.description)\"")
                #expect(try roundTrip(c) == c)
            }
        }
        try byName(GaugeStyle.allCases)
        try byName(ColorScheme.allCases)
        try byName(LayoutDirection.allCases)
        try byName(Axis.allCases)
        try byName(Needle.Shape.allCases)
        try byName(Delta.Mode.allCases)
        try byName(SystemColor.allCases)
        try byName(HueInterpolation.allCases)
        try byName(ColorInterpolation.allCases)
        try byName(TimingCurve.Named.allCases)
        try byName([[], .zones, .target, .all] as [ThresholdMarkers])
        #expect(throws: EncodingError.self) { try json(ThresholdMarkers(rawValue: 4)) }
    }

    @Test func badDocumentsAreRefusedAtTheirKey() throws {
        let cases: [(json: String, path: String, says: String)] = [
            (#"{"value":"21"}"#, "value", ""),                                   // wrong type
            (#"{"label":"x"}"#, "value", ""),                                     // no value
            (#"{"value":1,"lowerBound":"NaN"}"#, "lowerBound", ""),              // NaN as a string
            (#"{"value":1,"lowerBound":10,"upperBound":0}"#, "lowerBound", "must not exceed upper (0)"),
            (#"{"value":1,"lowerBound":1e999}"#, "*", ""),  // past the largest double (Foundation's reader refuses the document)
            (#"{"value":1,"style":"gauge"}"#, "style", "unknown style 'gauge'"),
            (#"{"value":1,"colorScheme":"auto"}"#, "colorScheme", "unknown colour scheme 'auto'"),
            (#"{"value":1,"tint":"bleu"}"#, "tint", "unknown colour 'bleu'"),
            (#"{"value":1,"tint":42}"#, "tint", ""),
            (##"{"value":1,"zones":[{"from":0,"color":"red"},{"from":1,"color":"#12"}]}"##, "zones.1.color", "color:"),
            (#"{"value":1,"zones":[{"color":"red"}]}"#, "zones.0.from", ""),
            (#"{"value":1,"dial":{"sweep":0}}"#, "dial.sweep", "sweep: must be above 0"),
            (#"{"value":1,"dial":{"majorTicks":101}}"#, "dial.majorTicks", "majorTicks:"),
            (#"{"value":1,"dial":{"majorTicks":1e30}}"#, "*", ""),  // past Int (refused by the reader or at the key)
            (#"{"value":1,"ringArc":{"startAngle":0,"sweep":361}}"#, "ringArc.sweep", "sweep:"),
            (#"{"value":1,"needle":{"hubRadius":1}}"#, "needle.hubRadius", "hubRadius:"),
            (#"{"value":1,"segmentCount":1}"#, "segmentCount", "must be 0 or 2…200, got 1"),
            (#"{"value":1,"thickness":{"value":-1}}"#, "thickness.value", "thickness: must be above 0 and at most 1000"),
            (#"{"value":1,"thickness":{"value":2,"unit":"fraction"}}"#, "thickness.value", "at most 1 (of the box)"),
            (#"{"value":1,"thickness":{"value":2,"unit":"em"}}"#, "thickness.unit", "expected 'points' or 'fraction'"),
            (#"{"value":1,"format":{"fractionLength":99}}"#, "format.fractionLength", "must be 0…20"),
            (#"{"value":1,"format":{"fractionLength":1,"significantDigits":2}}"#, "format.significantDigits", "not both"),
            (#"{"value":1,"font":{"key":40000}}"#, "font.key", "must be 0…32767"),
            (#"{"value":1,"thresholdMarkers":"all"}"#, "thresholdMarkers", "'zones+target'"),
            (#"{"value":1,"additionalValues":[{"value":1},{"value":2},{"value":3},{"value":4},{"value":5},{"value":6},{"value":7},{"value":8},{"value":9}]}"#,
             "additionalValues", "at most 8 additional values, got 9"),
            (#"{"value":1,"tint":{"stops":[{"color":"red","location":0,"value":1}]}}"#, "tint.stops.0.value", "not both"),
            (#"{"value":1,"boundsLabels":{"minimum":"0"}}"#, "boundsLabels.maximum", ""),
        ]
        for c in cases {
            let f = try #require(failure(c.json), "\(c.json) decoded")
            #expect(f.path == c.path || (c.path == "*" && f.path != "not a DecodingError"), "\(c.json): \(f.text)")
            #expect(c.says.isEmpty || f.text.contains(c.says), "\(c.json): \(f.text)")
        }
        // 10,000 zones: refused by their count, before any is read.
        let zones = "[" + Array(repeating: #"{"from":0,"color":"red"}"#, count: 10_000).joined(separator: ",") + "]"
        let f = try #require(failure(#"{"value":1,"zones":"# + zones + "}"))
        #expect(f.path == "zones" && f.text == "at most 64 zones, got 10000")
        // The core's error rides along where the core made one.
        let bounds = try #require(failure(#"{"value":1,"lowerBound":10,"upperBound":0}"#))
        #expect(bounds.underlying as? GaugeError == GaugeError(.badArgument, argument: "lower", reason: "must not exceed upper (0)"))
        let tint = try #require(failure(#"{"value":1,"tint":"red,"}"#))
        #expect((tint.underlying as? GaugeError)?.kind == .badText && tint.path == "tint")
        // With a decoder that reads "NaN" and "Infinity" as numbers, the bounds are refused by the core's rule.
        let lenient = JSONDecoder()
        lenient.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        let nan = try #require(failure(#"{"value":1,"lowerBound":"NaN"}"#, decoder: lenient))
        #expect(nan.path == "lowerBound" && nan.text == "lower: must be a finite number")
        let inf = try #require(failure(#"{"value":1,"upperBound":"Infinity"}"#, decoder: lenient))
        #expect(inf.path == "upperBound")
        #expect(try #require(failure(#"{"value":1,"origin":"NaN"}"#, decoder: lenient)).path == "origin")
        // …and an infinite value, which the model takes, decodes.
        #expect(try decode(#"{"value":"Infinity"}"#, decoder: lenient).value == .infinity)
        // Encoding what JSON cannot hold throws; it does not trap.
        #expect(throws: EncodingError.self) { try json(Gauge(value: .infinity)) }
    }

    /// Every one-byte change of a full document decodes or is refused, never traps; what decodes is valid and
    /// encodes back to itself.
    @Test func changedDocumentsDecodeOrAreRefused() throws {
        var all = Gauge(value: 0.25)
        for c in gaugeChanges { c.change(&all) }
        let document = Array(try json(all).utf8)
        var decoded = 0, refused = 0
        for i in document.indices {
            for b in [UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "\""), UInt8(ascii: "x"), UInt8(ascii: "}")] where document[i] != b {
                var d = document
                d[i] = b
                guard let g = try? JSONDecoder().decode(Gauge.self, from: Data(d)) else { refused += 1; continue }
                decoded += 1
                #expect(throws: Never.self) { try g.validate() }
                #expect(try decode(try json(g)) == g, "\(String(decoding: d, as: UTF8.self))")
            }
        }
        #expect(decoded > 100 && refused > 100)
    }

    @Test func validateRefusesWhatTheABIRefuses() throws {
        #expect(throws: Never.self) { try Gauge(value: 1).validate() }
        var g = Gauge(value: 1)
        g.dial.sweep = 0
        #expect(throws: GaugeError(.badArgument, argument: "dial.sweep", reason: "must be above 0 and at most 360 degrees")) { try g.validate() }
        g = Gauge(value: 1)
        g.ringArc = GaugeArc(startAngle: .nan, sweep: 90)
        #expect(throws: GaugeError(.badArgument, argument: "ringArc.startAngle", reason: "must be a finite number of degrees")) { try g.validate() }
        g = Gauge(value: 1)
        g.needle.hubRadius = -1
        #expect(throws: GaugeError.self) { try g.validate() }
        g = Gauge(value: 1)
        g.dial.minorTicks = 21
        #expect(throws: GaugeError.self) { try g.validate() }
    }

    /// README › Swift on a server: the gauge made with modifiers and the same gauge from a request's JSON are equal,
    /// one key in a dictionary, and draw the same SVG.
    @Test func theREADMEsModifiersAndJSONGiveTheSameGauge() throws {
        let temperature = Gauge(value: 21, in: 0...40, label: "Temperature")
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.green, .orange, .red]))
            .zones([Zone(from: 30, color: .red, name: "hot")])
        let body = #"{"value": 21, "upperBound": 40, "label": "Temperature", "style": "accessoryCircular", "tint": "green, orange, red", "zones": [{"from": 30, "color": "red", "name": "hot"}]}"#
        let decoded: Gauge = try decode(body)
        #expect(decoded == temperature)
        var rendered: [Gauge: String] = [:]
        rendered[decoded] = try decoded.svg(width: 120, height: 120, options: SVGOptions(idPrefix: "temp-"))
        #expect(rendered[temperature] == (try temperature.svg(width: 120, height: 120, options: SVGOptions(idPrefix: "temp-"))))
        #expect(GaugeStyle("dial") == .dial)
    }
}
