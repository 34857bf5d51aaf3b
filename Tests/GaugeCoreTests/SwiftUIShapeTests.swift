// SwiftUI's shape in the Swift API: modifiers that return a modified copy, SwiftUI's colour names on Tint, enums
// made from their names (the JS host's words), and equality and hashing over what a user sets.
import Foundation
import Testing
@testable import GaugeCore

/// Every setting a user makes, each changed from a new gauge's, by the stored field it lands in.
var gaugeChanges: [(field: String, change: (inout Gauge) -> Void)] { [
    ("value", { $0.value = 0.5 }),
    ("lowerBound", { try! $0.setBounds(lower: -1, upper: 1) }),
    ("upperBound", { try! $0.setBounds(lower: 0, upper: 2) }),
    ("label", { $0.label = "Speed" }),
    ("currentValueLabel", { $0.currentValueLabel = "21°" }),
    ("boundsLabels", { $0.boundsLabels = BoundsLabels(minimum: "0", maximum: "40") }),
    ("style", { $0.style = .dial }),
    ("tint", { $0.tint = .gradient(Gradient(stops: [.init(color: .green, value: 0.2), .init(color: .red, location: 1)],
                                            interpolation: .oklch(.longer))) }),
    ("colorScheme", { $0.colorScheme = .dark }),
    ("format", { $0.format = NumberFormat(precision: .fractionLength(1), grouping: true, suffix: " km/h") }),
    ("formatsBoundsLabels", { $0.formatsBoundsLabels = true }),
    ("formattedValueText", { $0.formattedValueText = "0,5" }),
    ("formattedBoundsTexts", { $0.formattedBoundsTexts = BoundsLabels(minimum: "0,0", maximum: "1,0") }),
    ("tickNumberFormat", { $0.tickNumberFormat = NumberFormat(precision: .significantDigits(2), percent: true) }),
    ("hostTickTexts", { $0.hostTickTexts = ([0, 0.5, 1], ["0", "½", "1"]) }),
    ("layoutDirection", { $0.layoutDirection = .rightToLeft }),
    ("dial", { $0.dial = Dial(startAngle: -90, sweep: 180, clockwise: false, majorTicks: 4, minorTicks: 2, showsTickLabels: false) }),
    ("needle", { $0.needle = Needle(shape: .arrow, hubRadius: 0.1) }),
    ("zones", { $0.zones = [Zone(from: 0.5, color: .orange, name: "warm"), Zone(from: 0.8, color: .red)] }),
    ("origin", { $0.origin = 0 }),
    ("target", { $0.target = 0.75 }),
    ("thresholdMarkers", { $0.thresholdMarkers = .all }),
    ("additionalValues", { $0.additionalValues = [GaugeValue(0.3, color: .teal, label: "Exercise"), GaugeValue(.nan)] }),
    ("ringArc", { $0.ringArc = GaugeArc(startAngle: 0, sweep: 360, clockwise: false) }),
    ("segmentCount", { $0.segmentCount = 10 }),
    ("orientation", { $0.orientation = .vertical }),
    ("inputState", { $0.inputState = .interactive }),
    ("colors", { $0.colors = GaugeColors(track: .gray, label: .lightDark(light: .black, dark: .white)) }),
    ("font", { $0.font = GaugeFont(key: 3, family: "Inter, sans-serif") }),
    ("words", { $0.unknownText = "inconnu" }),
    ("words", { $0.boundsJoiner = " à " }),
    ("words", { $0.upWord = "hausse de " }),
    ("words", { $0.downWord = "baisse de " }),
    ("words", { $0.fromWord = " depuis " }),
    ("words", { $0.aboveRangeWord = "au-dessus" }),
    ("words", { $0.belowRangeWord = "au-dessous" }),
    ("thickness", { $0.thickness = .points(10) }),
    ("fontScale", { $0.fontScale = 1.5 }),
    ("deltaStorage", { $0.delta = Delta(reference: 0.25, mode: .relative) }),
    ("deltaStorage", { $0.delta.increasingSymbol = "↑" }),
    ("deltaStorage", { $0.delta.formattedMagnitude = "5" }),
] }

/// Stored fields of Gauge that `==` leaves out on purpose: derived (the resolved tint) or a render's animation.
let gaugeFieldsNotCompared: Set<String> = ["tintResolved", "shownFractionOverride", "shownAdditionalOverride"]

private func hashOf<T: Hashable>(_ x: T) -> Int { x.hashValue }

/// The text of a file of the repository, from this file's place in it.
func repositoryFile(_ path: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// The quoted words of the first `[…]` after `marker` in `text` (a JS array literal of strings).
func jsWords(after marker: String, in text: String) -> [String] {
    guard let start = text.range(of: marker) else { return [] }
    let rest = text[start.upperBound...]
    guard let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") else { return [] }
    return rest[rest.index(after: open)..<close].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "'\""))
    }
}

@Suite struct SwiftUIShapeTests {
    // MARK: Modifiers

    @Test func modifiersReadAsSwiftUIAndEqualTheInitialiser() {
        let g = Gauge(value: 21, in: 0...40, label: "Temperature").gaugeStyle(.accessoryCircular).tint(.orange)
        #expect(g == Gauge(value: 21, in: 0...40, label: "Temperature", style: .accessoryCircular, tint: .color(.orange)))
        #expect(hashOf(g) == hashOf(Gauge(value: 21, in: 0...40, label: "Temperature", style: .accessoryCircular, tint: .orange)))
        // The property and the modifier of one name side by side.
        let t: Tint = g.tint
        #expect(t == .orange)
        #expect(g.tint(.blue).tint == .blue)
        #expect(g.tint(Gradient(colors: [.green, .red])).tint == .gradient(Gradient(colors: [.green, .red])))
        #expect(g.tint(ColorValue.teal).tint == .teal)
        #expect(g.tint(Color(r8: 1, g8: 2, b8: 3)).tint == .color(.color(Color(r8: 1, g8: 2, b8: 3))))
        #expect(g.tint(.black).tint == .color(.black))
        #expect(g.tint(.secondary).tint == .color(.system(.secondary)))
        // The original is a value: unchanged.
        #expect(g.style == .accessoryCircular && g.tint == .orange)
        // The resolved tint follows a modifier as it follows the property.
        #expect(g.tint(.red).colorScheme(.dark).resolvedTint == .color(SystemColor.red.dark))
    }

    @Test func everySettingHasAModifier() throws {
        let base = Gauge(value: 0.25)
        var expected = base
        for c in gaugeChanges { c.change(&expected) }
        var g = base
            .value(0.5).label("Speed").currentValueLabel("21°").boundsLabels(minimum: "0", maximum: "40")
            .gaugeStyle(.dial).tint(expected.tint).colorScheme(.dark)
            .format(NumberFormat(precision: .fractionLength(1), grouping: true, suffix: " km/h")).formatsBoundsLabels()
            .formattedValueText("0,5").formattedBoundsTexts(BoundsLabels(minimum: "0,0", maximum: "1,0"))
            .tickNumberFormat(NumberFormat(precision: .significantDigits(2), percent: true))
            .hostTickTexts(values: [0, 0.5, 1], texts: ["0", "½", "1"]).layoutDirection(.rightToLeft)
            .dial(expected.dial).needle(.arrow).zones(expected.zones).origin(0).target(0.75).thresholdMarkers(.all)
            .additionalValues(expected.additionalValues).ringArc(expected.ringArc).segments(10).orientation(.vertical)
            .colors(expected.colors).font(expected.font)
            .unknownText("inconnu").boundsJoiner(" à ").upWord("hausse de ").downWord("baisse de ").fromWord(" depuis ")
            .delta(expected.delta).aboveRangeWord("au-dessus").belowRangeWord("au-dessous").thickness(.points(10))
            .fontScale(1.5).inputState(.interactive)
        g = try g.bounds(0...2)
        #expect(g != expected)  // the needle's hub is still the default
        g = g.needle(expected.needle)
        #expect(g == expected)
        #expect(hashOf(g) == hashOf(expected))
        // The ones that set parts of a setting.
        #expect(base.needle(.tapered).needle == Needle(shape: .tapered))
        #expect(base.boundsLabels(BoundsLabels(minimum: "a", maximum: "b")).boundsLabels(nil) == base)
        #expect(base.delta(reference: 3, mode: .relative).delta == Delta(reference: 3, mode: .relative))
        #expect(base.unknownText("x").unknownText(nil) == base)
        #expect(throws: GaugeError.self) { try base.bounds(0...Double.infinity) }
    }

    // MARK: Colour names

    @Test func tintHasSwiftUIsColourNames() {
        let named: [(Tint, SystemColor)] = [
            (.red, .red), (.orange, .orange), (.yellow, .yellow), (.green, .green), (.mint, .mint), (.teal, .teal),
            (.cyan, .cyan), (.blue, .blue), (.indigo, .indigo), (.purple, .purple), (.pink, .pink), (.brown, .brown),
            (.gray, .gray), (.primary, .primary), (.secondary, .secondary),
        ]
        #expect(named.map(\.1) == SystemColor.allCases)
        for (tint, system) in named {
            #expect(tint == .color(.system(system)) && tint == .system(system))
            // Symbolic: each scheme's value (docs/swiftui-fidelity.md › Colours).
            #expect(tint.resolved(scheme: .light) == .color(system.light))
            #expect(tint.resolved(scheme: .dark) == .color(system.dark))
        }
        // HIG's orange, light and dark (docs/swiftui-fidelity.md › Colours).
        #expect(Tint.orange.resolved(scheme: .light).flatColor.rgba8 == 0xFF9500FF)
        #expect(Tint.orange.resolved(scheme: .dark).flatColor.rgba8 == 0xFF9F0AFF)
        #expect(Tint.black == .color(.black) && Tint.white == .color(.white) && Tint.clear == .color(.clear))
        // The default tint is the named blue.
        #expect(Gauge(value: 0).tint == .blue)
    }

    // MARK: Names

    @Test func enumsAreMadeFromTheirNames() {
        func roundTrip<T: LosslessStringConvertible & Equatable>(_ cases: [T]) {
            for c in cases {
                #expect(T(c.description) == c, "\(c)")
                #expect("\(c)" == c.description)
            }
            #expect(T("no such name") == nil)
            #expect(T("") == nil)
        }
        roundTrip(GaugeStyle.allCases)
        roundTrip(ColorScheme.allCases)
        roundTrip(LayoutDirection.allCases)
        roundTrip(Axis.allCases)
        roundTrip(Needle.Shape.allCases)
        roundTrip(Delta.Mode.allCases)
        roundTrip(SystemColor.allCases)
        roundTrip(HueInterpolation.allCases)
        roundTrip(ColorInterpolation.allCases)
        roundTrip(TimingCurve.Named.allCases)
        roundTrip([[], .zones, .target, .all] as [ThresholdMarkers])
        #expect(GaugeStyle("accessoryCircular") == .accessoryCircular)
        #expect(GaugeStyle.allCases.allSatisfy { $0.description == $0.name })
        #expect(GaugeStyle("AccessoryCircular") == nil)  // names are exact
        #expect(LayoutDirection("rtl") == .rightToLeft && LayoutDirection("ltr") == .leftToRight)
        #expect(SystemColor("grey") == .gray)
        #expect(ColorInterpolation("oklch shorter hue") == .oklch(.shorter))
        #expect(ColorInterpolation.oklch(.longer).description == "oklch longer hue")
        #expect(ThresholdMarkers(rawValue: 0).description == "off")
    }

    /// The names are the JS host's words: web/src/vocabulary.js (generated from these types by
    /// Sources/GaugeVocabulary, kept fresh by GaugeVocabularyTests) and web/src/options.js.
    @Test func namesAreTheJSHostsWords() throws {
        let vocabulary = try repositoryFile("web/src/vocabulary.js")
        #expect(jsWords(after: "export const STYLES", in: vocabulary) == GaugeStyle.allCases.map(\.description))
        #expect(jsWords(after: "export const LAYOUT_DIRECTIONS", in: vocabulary) == LayoutDirection.allCases.map(\.description))
        #expect(jsWords(after: "export const ORIENTATIONS", in: vocabulary) == Axis.allCases.map(\.description))
        #expect(jsWords(after: "export const DELTA_MODES", in: vocabulary) == Delta.Mode.allCases.map(\.description))
        #expect(jsWords(after: "shapes:", in: vocabulary) == Needle.Shape.allCases.map(\.description))
        #expect(jsWords(after: "curves:", in: vocabulary) == TimingCurve.Named.allCases.map(\.description))
        let options = try repositoryFile("web/src/options.js")
        let schemes = jsWords(after: "SCHEMES = ", in: options)
        #expect(schemes.filter { $0 != "auto" } == ColorScheme.allCases.map(\.description))
        // MARKER_FLAGS' keys (an object literal: off, zones, target, 'zones+target').
        let flags = try #require(options.range(of: "const MARKER_FLAGS"))
        let literal = options[flags.upperBound...].prefix { $0 != ";" }
        for m in [[], .zones, .target, .all] as [ThresholdMarkers] {
            #expect(literal.contains(m.description.contains("+") ? "'\(m.description)':" : " \(m.description):"), "\(m)")
        }
        // LAYOUT_DIRECTION_WORDS' short forms are taken too.
        #expect(options.contains("ltr: 'leftToRight', rtl: 'rightToLeft'"))
        // The tint text's words: system colours and interpolation methods parse as named.
        for s in SystemColor.allCases { #expect(try ColorValue.parse(s.description) == .system(s)) }
        for m in ColorInterpolation.allCases {
            guard case .gradient(let g) = try Tint.parse("in \(m), red, blue") else { Issue.record("\(m)"); continue }
            #expect(g.interpolation == m)
        }
    }

    // MARK: Equality and hashing

    @Test func gaugesBuiltDifferentWaysAreEqualAndHashEqual() throws {
        // By the initialiser with separate bounds labels, by property settings, by modifiers.
        let a = Gauge(value: 21, in: 0...40, label: "Temperature", currentValueLabel: "21°", minimumValueLabel: "0",
                      maximumValueLabel: "40", style: .accessoryCircular, tint: .orange, colorScheme: .dark)
        var b = Gauge(value: 0)
        b.value = 21
        try b.setBounds(lower: 0, upper: 40)
        b.label = "Temperature"
        b.currentValueLabel = "21°"
        b.boundsLabels = BoundsLabels(minimum: "0", maximum: "40")
        b.style = .accessoryCircular
        b.colorScheme = .dark
        b.tint = .color(.system(.orange))
        let c = try Gauge(value: 21).bounds(0...40).label("Temperature").currentValueLabel("21°")
            .boundsLabels(minimum: "0", maximum: "40").gaugeStyle(.accessoryCircular).tint(ColorValue.orange).colorScheme(.dark)
        #expect(a == b && b == c)
        #expect(hashOf(a) == hashOf(b) && hashOf(b) == hashOf(c))
        #expect(Set([a, b, c]).count == 1)

        // Storage that differs while the settings do not: words and delta set back, colours unset, a render's
        // animation in flight.
        var d = a
        d.unknownText = "x"; d.unknownText = nil
        d.delta = Delta()
        d.colors.track = .red; d.colors.track = nil
        d.shownFractionOverride = .some(0.1)
        d.shownAdditionalOverride = [0.2]
        #expect(d == a && hashOf(d) == hashOf(a))
        // No value is one value.
        #expect(Gauge(value: .nan) == Gauge(value: -.nan) && hashOf(Gauge(value: .nan)) == hashOf(Gauge(value: -.nan)))
        #expect(GaugeValue(.nan) == GaugeValue(.nan))
        // A non-finite origin or target draws as none.
        var e = a
        e.origin = .nan; e.target = .infinity
        #expect(e == a && hashOf(e) == hashOf(a))
        // A cache keyed by gauge.
        var cache: [Gauge: String] = [a: "svg"]
        cache[c, default: ""] += "!"
        #expect(cache.count == 1 && cache[b] == "svg!")
    }

    @Test func everySettingTakesPartInEquality() {
        let base = Gauge(value: 0.25)
        for (field, change) in gaugeChanges {
            var g = base
            change(&g)
            #expect(g != base, "\(field)")
            #expect(g == g && hashOf(g) == hashOf(g), "\(field)")
        }
        // Every stored field is compared, or left out on purpose: a new field must be added to == and hash(into:).
        let stored = Set(Mirror(reflecting: base).children.compactMap(\.label))
        #expect(stored == Set(gaugeChanges.map(\.field)).union(gaugeFieldsNotCompared))
    }

    @Test func partsHashAsTheyCompare() {
        // "Not given" stop locations are equal whatever their non-finite value.
        let s1 = Gradient.Stop(color: .red, location: .nan), s2 = Gradient.Stop(color: .red, location: .infinity)
        #expect(s1 == s2 && hashOf(s1) == hashOf(s2))
        #expect(Gradient(colors: [.red, .blue]) == Gradient(stops: [s1, .init(color: .blue, location: -.infinity)]))
        #expect(hashOf(Gradient(colors: [.red, .blue])) == hashOf(Gradient(stops: [s1, .init(color: .blue, location: -.infinity)])))
        // Colours unset after being set equal none set.
        var colours = GaugeColors()
        colours.hub = .red; colours.hub = nil
        #expect(colours == GaugeColors() && hashOf(colours) == hashOf(GaugeColors()))
        #expect(GaugeFont(key: 1, family: "A") == GaugeFont(key: 1, family: "A"))
        #expect(GaugeFont(key: 1, family: "A") != GaugeFont(key: 1, family: "B"))
        #expect(hashOf(GaugeFont(key: 1, family: "A")) == hashOf(GaugeFont(key: 1, family: "A")))
        // Value semantics a server needs: the model's types are Hashable and Sendable.
        func check<T: Hashable & Sendable>(_: T.Type) {}
        check(Gauge.self); check(Dial.self); check(GaugeArc.self); check(Needle.self); check(Zone.self)
        check(GaugeValue.self); check(Tint.self); check(Gradient.self); check(Gradient.Stop.self); check(ColorValue.self)
        check(Color.self); check(NumberFormat.self); check(Delta.self); check(GaugeColors.self); check(GaugeFont.self)
        check(BoundsLabels.self); check(ThresholdMarkers.self); check(ColorInterpolation.self); check(GaugeError.self)
        check(IntrinsicSize.self)
    }
}
