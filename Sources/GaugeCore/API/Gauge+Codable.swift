// Codable for the model, so a server decodes a gauge from a request and encodes one as a cache key or a fixture:
//
//   {"value":21,"lowerBound":0,"upperBound":40,"label":"Temperature","style":"accessoryCircular","tint":"orange"}
//
// The document's shape:
// - Keys are the Swift properties' names. Every key but `value` may be left out: it then takes the property's
//   default (`Gauge.init`'s: bounds 0…1, `automatic` style, blue tint, light scheme…). Unknown keys are ignored.
// - `value` is a number, or null for no value (NaN). JSON has no ±∞: encoding an infinite value follows the
//   encoder's `nonConformingFloatEncodingStrategy` (JSONEncoder's default throws an EncodingError naming the key).
// - Enums are their names (`LosslessStringConvertible`, Names.swift): `"accessoryCircular"`, `"dark"`, `"tapered"`,
//   `"oklch longer hue"`, threshold markers `"zones+target"` — the JS host's words.
// - A colour is the CSS text the C ABI takes (`"orange"`, `"#ff9500"`, `"light-dark(#fff, #000)"`: the grammar of
//   Sources/GaugeCore/Color/CSS/CSSColorParser.swift), or an object `{"red":…, "green":…, "blue":…, "alpha":…}`
//   (components 0…1, clamped) or `{"light": colour, "dark": colour}`. A tint is a colour, a tint text (the
//   gradient grammar of Tint+Parsing.swift: `"in oklch, green, red"`), or `{"stops": [{"color":…, "location":
//   0.25 | "value": 50}…], "interpolation": "oklch"}` (or `"colors": […]`, evenly spaced). Encoding writes the
//   text whenever the text decodes to the same value, else the object: every value encodes exactly.
// - Decoding refuses what the C ABI refuses (docs/abi.md › Validation) with a DecodingError whose coding path ends
//   at the key and whose underlying error, where the core made one, is the GaugeError: reversed or non-finite bounds,
//   unknown names, colour texts that do not parse, more than `Zone.maximumCount` zones or
//   `GaugeValue.maximumCount` values (refused before any is read), a segment count other than 0 or 2…200, a dial,
//   ring arc or needle out of range, digit counts out of range, and then anything `Gauge.validate()` reports.
//   A decoded gauge is one the C ABI would accept; nothing traps.
// Native only: Embedded Swift (the wasm) has no Codable.
#if !hasFeature(Embedded)

// MARK: Errors

/// A key of a coding path made from a `validate()` argument path (a name, or an index of a list).
struct PathKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) { stringValue = "Index \(intValue)"; self.intValue = intValue }
}

/// A DecodingError at `path` saying `reason`, carrying the core's error when it made one.
func decodingError(_ path: [any CodingKey], _ reason: String, _ underlying: (any Error)? = nil) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: reason, underlyingError: underlying))
}

extension KeyedDecodingContainer {
    /// A DecodingError at `key` of this container.
    func refuse(_ key: Key, _ reason: String, _ underlying: (any Error)? = nil) -> DecodingError {
        decodingError(codingPath + [key], reason, underlying)
    }

    /// A GaugeError as a DecodingError at `key` (its message names the argument too).
    func refuse(_ key: Key, _ error: GaugeError) -> DecodingError { refuse(key, error.message, error) }

    /// A number that is null for NaN ("no value"); the key must be there.
    func decodeValue(forKey key: Key) throws -> Double {
        try decodeNil(forKey: key) ? .nan : decode(Double.self, forKey: key)
    }

    /// A finite number, or nil when the key is absent or null.
    func decodeFinite(forKey key: Key) throws -> Double? {
        guard let x = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard x.isFinite else { throw refuse(key, "must be a finite number") }
        return x
    }

    /// A list of at most `limit` items (`what` names them in the refusal), or nil when the key is absent or null.
    /// The count is checked before any item is decoded.
    func decodeList<T: Decodable>(_ type: T.Type, forKey key: Key, limit: Int, what: String) throws -> [T]? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        var list = try nestedUnkeyedContainer(forKey: key)
        if let n = list.count, n > limit { throw refuse(key, "at most \(limit) \(what), got \(n)") }
        var out: [T] = []
        while !list.isAtEnd {
            if out.count == limit { throw refuse(key, "at most \(limit) \(what)") }
            out.append(try list.decode(T.self))
        }
        return out
    }
}

extension KeyedEncodingContainer {
    /// `value`, or null for NaN.
    mutating func encodeValue(_ value: Double, forKey key: Key) throws {
        if value.isNaN { try encodeNil(forKey: key) } else { try encode(value, forKey: key) }
    }
}

// MARK: Names

/// The case named by the text at `decoder`, refused with the names it could have been.
func decodeNamed<T: LosslessStringConvertible>(_ decoder: any Decoder, _ what: String, _ cases: [T]) throws -> T {
    let c = try decoder.singleValueContainer()
    let text = try c.decode(String.self)
    guard let v = T(text) else {
        let names = cases.map { "'" + $0.description + "'" }.joined(separator: ", ")
        throw decodingError(decoder.codingPath, "unknown \(what) '\(Quote.excerpt(text))': expected \(names)")
    }
    return v
}

/// Encodes `value` as its name.
func encodeName<T: CustomStringConvertible>(_ value: T, _ encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(value.description)
}

extension GaugeStyle: Codable {
    public init(from decoder: any Decoder) throws { self = try decodeNamed(decoder, "style", GaugeStyle.allCases) }
    public func encode(to encoder: any Encoder) throws { try encodeName(self, encoder) }
}

extension ColorScheme: Codable {
    public init(from decoder: any Decoder) throws { self = try decodeNamed(decoder, "colour scheme", ColorScheme.allCases) }
    public func encode(to encoder: any Encoder) throws { try encodeName(self, encoder) }
}

extension LayoutDirection: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeNamed(decoder, "layout direction", LayoutDirection.allCases)
    }
    public func encode(to encoder: any Encoder) throws { try encodeName(self, encoder) }
}

extension Axis: Codable {
    public init(from decoder: any Decoder) throws { self = try decodeNamed(decoder, "orientation", Axis.allCases) }
    public func encode(to encoder: any Encoder) throws { try encodeName(self, encoder) }
}

extension Needle.Shape: Codable {
    public init(from decoder: any Decoder) throws { self = try decodeNamed(decoder, "needle shape", Needle.Shape.allCases) }
    public func encode(to encoder: any Encoder) throws { try encodeName(self, encoder) }
}

extension Delta.Mode: Codable {
    public init(from decoder: any Decoder) throws { self = try decodeNamed(decoder, "delta mode", Delta.Mode.allCases) }
    public func encode(to encoder: any Encoder) throws { try encodeName(self, encoder) }
}

extension SystemColor: Codable {
    public init(from decoder: any Decoder) throws { self = try decodeNamed(decoder, "system colour", SystemColor.allCases) }
    public func encode(to encoder: any Encoder) throws { try encodeName(self, encoder) }
}

extension HueInterpolation: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeNamed(decoder, "hue interpolation", HueInterpolation.allCases)
    }
    public func encode(to encoder: any Encoder) throws { try encodeName(self, encoder) }
}

extension ColorInterpolation: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeNamed(decoder, "interpolation", ColorInterpolation.allCases)
    }
    public func encode(to encoder: any Encoder) throws { try encodeName(self, encoder) }
}

extension TimingCurve.Named: Codable {
    public init(from decoder: any Decoder) throws { self = try decodeNamed(decoder, "curve", TimingCurve.Named.allCases) }
    public func encode(to encoder: any Encoder) throws { try encodeName(self, encoder) }
}

extension ThresholdMarkers: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeNamed(decoder, "threshold markers", [[], .zones, .target, .all] as [ThresholdMarkers])
    }
    /// - Throws: `EncodingError.invalidValue` for bits beyond `all`, which have no name.
    public func encode(to encoder: any Encoder) throws {
        guard ThresholdMarkers.all.isSuperset(of: self) else {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath,
                                                         debugDescription: "threshold marker bits beyond .all have no name"))
        }
        try encodeName(self, encoder)
    }
}

extension InputState: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeNamed(decoder, "input state", [[], .interactive, .focusVisible, .all] as [InputState])
    }
    /// - Throws: `EncodingError.invalidValue` for bits beyond `all`, which have no name.
    public func encode(to encoder: any Encoder) throws {
        guard InputState.all.isSuperset(of: self) else {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath,
                                                         debugDescription: "input state bits beyond .all have no name"))
        }
        try encodeName(self, encoder)
    }
}

// MARK: Colours

extension Color: Codable {
    private enum CodingKeys: String, CodingKey { case red, green, blue, alpha, missing }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque: the colour's 8-bit form.
    var hexText: String {
        let v = rgba8
        var s = String(v, radix: 16)
        while s.count < 8 { s = "0" + s }
        return "#" + (v & 0xFF == 0xFF ? String(s.prefix(6)) : s)
    }

    /// A CSS colour text (resolved in the light scheme, as `Color.parse`), or `{"red", "green", "blue"[, "alpha"]
    /// [, "missing"]}` with components in 0…1 (clamped; NaN is 0) and `missing` the `MissingComponents` bits.
    public init(from decoder: any Decoder) throws { self = try Color.decode(from: decoder, in: .light) }

    /// As `init(from:)`, a text resolved in `scheme` (each side of `light-dark()` in its own scheme).
    static func decode(from decoder: any Decoder, in scheme: ColorScheme) throws -> Color {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            do { return try ColorValue.parse(text, argument: decoder.codingPath.last?.stringValue ?? "color").resolved(in: scheme) } catch {
                throw decodingError(decoder.codingPath, error.message, error)
            }
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var color = Color(red: try c.decode(Double.self, forKey: .red), green: try c.decode(Double.self, forKey: .green),
                          blue: try c.decode(Double.self, forKey: .blue),
                          alpha: try c.decodeIfPresent(Double.self, forKey: .alpha) ?? 1)
        color.missing = MissingComponents(rawValue: try c.decodeIfPresent(UInt16.self, forKey: .missing) ?? 0)
        return color
    }

    /// The hex text when it decodes to this very colour, else the components.
    public func encode(to encoder: any Encoder) throws {
        if missing.isEmpty, (try? ColorValue.parse(hexText)) == .color(self) {
            var c = encoder.singleValueContainer()
            try c.encode(hexText)
            return
        }
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(red, forKey: .red)
        try c.encode(green, forKey: .green)
        try c.encode(blue, forKey: .blue)
        if alpha != 1 { try c.encode(alpha, forKey: .alpha) }
        if !missing.isEmpty { try c.encode(missing.rawValue, forKey: .missing) }
    }
}

extension ColorValue: Codable {
    private enum CodingKeys: String, CodingKey { case light, dark }

    /// The CSS text of the colour, when there is one that decodes to it: the system name, hex, `light-dark()`.
    var cssText: String {
        switch self {
        case .system(let s): return s.name
        case .color(let c): return c.hexText
        case .lightDark(let l, let d): return "light-dark(" + l.hexText + ", " + d.hexText + ")"
        }
    }

    /// A CSS colour text (system names stay symbolic), `{"light": colour, "dark": colour}`, or a colour object.
    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            do { self = try ColorValue.parse(text, argument: decoder.codingPath.last?.stringValue ?? "color") } catch {
                throw decodingError(decoder.codingPath, error.message, error)
            }
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if c.contains(.light) || c.contains(.dark) {
            self = .lightDark(light: try Color.decode(from: c.superDecoder(forKey: .light), in: .light),
                              dark: try Color.decode(from: c.superDecoder(forKey: .dark), in: .dark))
        } else {
            self = .color(try Color(from: decoder))
        }
    }

    /// The CSS text when it decodes to this very value, else the object form.
    public func encode(to encoder: any Encoder) throws {
        let text = cssText
        if (try? ColorValue.parse(text)) == self {
            var c = encoder.singleValueContainer()
            try c.encode(text)
            return
        }
        switch self {
        case .system(let s): try s.encode(to: encoder)
        case .color(let color): try color.encode(to: encoder)
        case .lightDark(let l, let d):
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(l, forKey: .light)
            try c.encode(d, forKey: .dark)
        }
    }
}

extension Gradient.Stop: Codable {
    private enum CodingKeys: String, CodingKey { case color, location, value }

    /// `{"color": colour}` plus `"location"` (a fraction of the range) or `"value"` (a gauge value); neither: the
    /// location is left to the fix-up (see `Gradient`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let color = try c.decode(ColorValue.self, forKey: .color)
        let location = try c.decodeFinite(forKey: .location), value = try c.decodeFinite(forKey: .value)
        if location != nil && value != nil { throw c.refuse(.value, "give location or value, not both") }
        self = value.map { Gradient.Stop(color: color, value: $0) } ?? Gradient.Stop(color: color, location: location ?? .nan)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(color, forKey: .color)
        if location.isFinite { try c.encode(location, forKey: unit == .value ? .value : .location) }
    }
}

extension Gradient: Codable {
    private enum CodingKeys: String, CodingKey { case stops, colors, interpolation }

    /// The tint text of the gradient, always with its `in …,` (so one stop stays a gradient). Numbers in Swift's
    /// shortest form; the CSS reader takes 15 significant digits, so a text is used only when it decodes equal.
    var cssText: String {
        var t = "in " + interpolation.description
        for s in stops {
            t += ", " + s.color.cssText
            if s.location.isFinite {
                t += s.unit == .value ? " value(" + s.location.description + ")" : " " + s.location.description
            }
        }
        return t
    }

    /// `{"stops": [stop…]}` or `{"colors": [colour…]}` (at most `Tint.maximumStops`), with an optional
    /// `"interpolation"` (default `"srgb"`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let interpolation = try c.decodeIfPresent(ColorInterpolation.self, forKey: .interpolation) ?? .sRGB
        if let stops = try c.decodeList(Stop.self, forKey: .stops, limit: Tint.maximumStops, what: "colour stops") {
            self.init(stops: stops, interpolation: interpolation)
        } else if let colors = try c.decodeList(ColorValue.self, forKey: .colors, limit: Tint.maximumStops, what: "colour stops") {
            self.init(colors: colors, interpolation: interpolation)
        } else {
            throw DecodingError.keyNotFound(CodingKeys.stops, .init(codingPath: c.codingPath,
                                                                    debugDescription: "a gradient needs 'stops' or 'colors'"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(stops, forKey: .stops)
        if interpolation != .sRGB { try c.encode(interpolation, forKey: .interpolation) }
    }
}

extension Tint: Codable {
    private enum CodingKeys: String, CodingKey { case stops, colors }

    /// A tint text (`Tint.parse`: one colour or a gradient), a gradient object (with `stops` or `colors`), or a
    /// colour object.
    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            do { self = try Tint.parse(text) } catch { throw decodingError(decoder.codingPath, error.message, error) }
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self = c.contains(.stops) || c.contains(.colors) ? .gradient(try Gradient(from: decoder)) : .color(try ColorValue(from: decoder))
    }

    /// A colour as `ColorValue` encodes it; a gradient as its tint text when that decodes equal, else its object.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .color(let v): try v.encode(to: encoder)
        case .gradient(let g):
            let text = g.cssText
            if (try? Tint.parse(text)) == self {
                var c = encoder.singleValueContainer()
                try c.encode(text)
            } else {
                try g.encode(to: encoder)
            }
        }
    }
}

extension GaugeColors: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case track, label, value, hub, increasing, decreasing, focus }

    private static func key(_ role: Role) -> CodingKeys {
        switch role {
        case .track: return .track
        case .label: return .label
        case .value: return .value
        case .hub: return .hub
        case .increasing: return .increasing
        case .decreasing: return .decreasing
        case .focus: return .focus
        }
    }

    /// `{"track": colour, "label": …, "value": …, "hub": …, "increasing": …, "decreasing": …, "focus": …}`, each optional.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        for role in Role.allCases { self[role] = try c.decodeIfPresent(ColorValue.self, forKey: GaugeColors.key(role)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        for role in Role.allCases { try c.encodeIfPresent(self[role], forKey: GaugeColors.key(role)) }
    }
}

// MARK: The gauge's parts

extension BoundsLabels: Codable {
    private enum CodingKeys: String, CodingKey { case minimum, maximum }

    /// `{"minimum": text, "maximum": text}`, both required (SwiftUI sets them as a pair).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(minimum: try c.decode(String.self, forKey: .minimum), maximum: try c.decode(String.self, forKey: .maximum))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(minimum, forKey: .minimum)
        try c.encode(maximum, forKey: .maximum)
    }
}

extension NumberFormat: Codable {
    private enum CodingKeys: String, CodingKey {
        case fractionLength, significantDigits, grouping, percent, showsPercentSign, prefix, suffix
    }

    /// `{"fractionLength": 0…20 | "significantDigits": 1…21, "grouping", "percent", "showsPercentSign", "prefix",
    /// "suffix"}`, each optional (neither digit count: automatic). Digit counts out of range are refused, as the
    /// C ABI refuses them (`init` clamps instead).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let fraction = try c.decodeIfPresent(Int.self, forKey: .fractionLength)
        let significant = try c.decodeIfPresent(Int.self, forKey: .significantDigits)
        var precision = Precision.automatic
        if let n = fraction {
            guard significant == nil else { throw c.refuse(.significantDigits, "give fractionLength or significantDigits, not both") }
            guard n >= 0 && n <= NumberFormat.maximumFractionLength else { throw c.refuse(.fractionLength, "must be 0…20, got \(n)") }
            precision = .fractionLength(n)
        } else if let n = significant {
            guard n >= 1 && n <= NumberFormat.maximumSignificantDigits else {
                throw c.refuse(.significantDigits, "must be 1…21, got \(n)")
            }
            precision = .significantDigits(n)
        }
        self.init(precision: precision, grouping: try c.decodeIfPresent(Bool.self, forKey: .grouping) ?? false,
                  percent: try c.decodeIfPresent(Bool.self, forKey: .percent) ?? false,
                  prefix: try c.decodeIfPresent(String.self, forKey: .prefix) ?? "",
                  suffix: try c.decodeIfPresent(String.self, forKey: .suffix) ?? "")
        showsPercentSign = try c.decodeIfPresent(Bool.self, forKey: .showsPercentSign) ?? true
    }

    /// The settings that differ from `NumberFormat()`'s (so `automatic` is `{}`).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch precision {
        case .automatic: break
        case .fractionLength(let n): try c.encode(n, forKey: .fractionLength)
        case .significantDigits(let n): try c.encode(n, forKey: .significantDigits)
        }
        if grouping { try c.encode(true, forKey: .grouping) }
        if percent { try c.encode(true, forKey: .percent) }
        if !showsPercentSign { try c.encode(false, forKey: .showsPercentSign) }
        if !prefix.isEmpty { try c.encode(prefix, forKey: .prefix) }
        if !suffix.isEmpty { try c.encode(suffix, forKey: .suffix) }
    }
}

extension GaugeArc: Codable {
    private enum CodingKeys: String, CodingKey { case startAngle, sweep, clockwise }

    /// `{"startAngle": degrees, "sweep": degrees, "clockwise": true}` (`clockwise` optional); refused as
    /// `problem` says (a sweep ≤ 0 or > 360).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(startAngle: try c.decode(Double.self, forKey: .startAngle), sweep: try c.decode(Double.self, forKey: .sweep),
                  clockwise: try c.decodeIfPresent(Bool.self, forKey: .clockwise) ?? true)
        if let p = problem {
            throw c.refuse(p.index == 0 ? .startAngle : .sweep, GaugeError(.badArgument, argument: p.argument, reason: p.reason))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(startAngle, forKey: .startAngle)
        try c.encode(sweep, forKey: .sweep)
        try c.encode(clockwise, forKey: .clockwise)
    }
}

extension Dial: Codable {
    private enum CodingKeys: String, CodingKey { case startAngle, sweep, clockwise, majorTicks, minorTicks, showsTickLabels, ticks, ticksAtZones }

    /// `{"startAngle", "sweep", "clockwise", "majorTicks", "minorTicks", "showsTickLabels", "ticks": [{"value",
    /// "label"}], "ticksAtZones"}`, each optional with `Dial()`'s default; refused as `problem` says.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = Dial()
        self.init(startAngle: try c.decodeIfPresent(Double.self, forKey: .startAngle) ?? d.startAngle,
                  sweep: try c.decodeIfPresent(Double.self, forKey: .sweep) ?? d.sweep,
                  clockwise: try c.decodeIfPresent(Bool.self, forKey: .clockwise) ?? d.clockwise,
                  majorTicks: try c.decodeIfPresent(Int.self, forKey: .majorTicks) ?? d.majorTicks,
                  minorTicks: try c.decodeIfPresent(Int.self, forKey: .minorTicks) ?? d.minorTicks,
                  showsTickLabels: try c.decodeIfPresent(Bool.self, forKey: .showsTickLabels) ?? d.showsTickLabels,
                  ticks: try c.decodeIfPresent([DialTick].self, forKey: .ticks) ?? [],
                  ticksAtZones: try c.decodeIfPresent(Bool.self, forKey: .ticksAtZones) ?? false)
        if let p = problem {
            let keys: [CodingKeys] = [.startAngle, .sweep, .majorTicks, .minorTicks]
            throw c.refuse(keys[p.index], GaugeError(.badArgument, argument: p.argument, reason: p.reason))
        }
        do { try validate() } catch { throw c.refuse(.ticks, error) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(startAngle, forKey: .startAngle)
        try c.encode(sweep, forKey: .sweep)
        try c.encode(clockwise, forKey: .clockwise)
        try c.encode(majorTicks, forKey: .majorTicks)
        try c.encode(minorTicks, forKey: .minorTicks)
        try c.encode(showsTickLabels, forKey: .showsTickLabels)
        if !ticks.isEmpty { try c.encode(ticks, forKey: .ticks) }
        if ticksAtZones { try c.encode(ticksAtZones, forKey: .ticksAtZones) }
    }
}

extension DialTick: Codable {
    private enum CodingKeys: String, CodingKey { case value, label }

    /// `{"value": 50, "label": "½"}` (label optional: the value's number).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try c.decode(Double.self, forKey: .value), label: try c.decodeIfPresent(String.self, forKey: .label) ?? "")
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(value, forKey: .value)
        if !label.isEmpty { try c.encode(label, forKey: .label) }
    }
}

extension Thickness: Codable {
    private enum CodingKeys: String, CodingKey { case value, unit }

    /// `{"value": 10, "unit": "points" | "fraction"}` (unit optional: points); refused as `problem` says.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decodeIfPresent(String.self, forKey: .unit) ?? "points"
        guard let u = name == "points" ? Unit.points : name == "fraction" ? Unit.fraction : nil else {
            throw c.refuse(.unit, GaugeError(.badArgument, argument: "unit", reason: "expected 'points' or 'fraction', got '" + name + "'"))
        }
        self.init(try c.decode(Double.self, forKey: .value), unit: u)
        if let p = problem { throw c.refuse(.value, GaugeError(.badArgument, argument: p.argument, reason: p.reason)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(value, forKey: .value)
        try c.encode(unit == .points ? "points" : "fraction", forKey: .unit)
    }
}

extension Needle: Codable {
    private enum CodingKeys: String, CodingKey { case shape, hubRadius }

    /// `{"shape": "line" | "tapered" | "arrow", "hubRadius": 0…0.25}`, each optional; refused as `problem` says.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(shape: try c.decodeIfPresent(Shape.self, forKey: .shape) ?? .line,
                  hubRadius: try c.decodeIfPresent(Double.self, forKey: .hubRadius) ?? Needle.defaultHubRadius)
        if let p = problem { throw c.refuse(.hubRadius, GaugeError(.badArgument, argument: p.argument, reason: p.reason)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(shape, forKey: .shape)
        try c.encode(hubRadius, forKey: .hubRadius)
    }
}

extension Zone: Codable {
    private enum CodingKeys: String, CodingKey { case from, color, name }

    /// `{"from": number, "color": colour, "name": text}` (`name` optional); `from` must be finite.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let from = try c.decodeFinite(forKey: .from) else {
            throw DecodingError.keyNotFound(CodingKeys.from, .init(codingPath: c.codingPath, debugDescription: "a zone needs 'from'"))
        }
        self.init(from: from, color: try c.decode(ColorValue.self, forKey: .color),
                  name: try c.decodeIfPresent(String.self, forKey: .name) ?? "")
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(from, forKey: .from)
        try c.encode(color, forKey: .color)
        if !name.isEmpty { try c.encode(name, forKey: .name) }
    }
}

extension GaugeValue: Codable {
    private enum CodingKeys: String, CodingKey { case value, color, label }

    /// `{"value": number | null, "color": colour, "label": text}` (`color`, `label` optional; null: no value).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try c.decodeValue(forKey: .value), color: try c.decodeIfPresent(ColorValue.self, forKey: .color),
                  label: try c.decodeIfPresent(String.self, forKey: .label) ?? "")
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeValue(value, forKey: .value)
        try c.encodeIfPresent(color, forKey: .color)
        if !label.isEmpty { try c.encode(label, forKey: .label) }
    }
}

extension Delta: Codable {
    private enum CodingKeys: String, CodingKey {
        case reference, mode, increasingSymbol, decreasingSymbol, formattedMagnitude, formattedReference
    }

    /// `{"reference": number, "mode": "absolute" | "relative", "increasingSymbol", "decreasingSymbol",
    /// "formattedMagnitude", "formattedReference"}`, each optional (`Delta()`'s defaults; no reference: no delta).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(reference: try c.decodeFinite(forKey: .reference),
                  mode: try c.decodeIfPresent(Mode.self, forKey: .mode) ?? .absolute)
        increasingSymbol = try c.decodeIfPresent(String.self, forKey: .increasingSymbol) ?? Delta.defaultIncreasingSymbol
        decreasingSymbol = try c.decodeIfPresent(String.self, forKey: .decreasingSymbol) ?? Delta.defaultDecreasingSymbol
        formattedMagnitude = try c.decodeIfPresent(String.self, forKey: .formattedMagnitude)
        formattedReference = try c.decodeIfPresent(String.self, forKey: .formattedReference)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(reference, forKey: .reference)
        try c.encode(mode, forKey: .mode)
        if increasingSymbol != Delta.defaultIncreasingSymbol { try c.encode(increasingSymbol, forKey: .increasingSymbol) }
        if decreasingSymbol != Delta.defaultDecreasingSymbol { try c.encode(decreasingSymbol, forKey: .decreasingSymbol) }
        try c.encodeIfPresent(formattedMagnitude, forKey: .formattedMagnitude)
        try c.encodeIfPresent(formattedReference, forKey: .formattedReference)
    }
}

extension GaugeFont: Codable {
    private enum CodingKeys: String, CodingKey { case key, family }

    /// `{"key": 0…32767, "family": CSS font-family list}`, each optional (the built-in stack).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let key = try c.decodeIfPresent(UInt32.self, forKey: .key) ?? 0
        guard key <= GaugeFont.maximumKey else { throw c.refuse(.key, "must be 0…32767, got \(key)") }
        self.init(key: key, family: try c.decodeIfPresent(String.self, forKey: .family) ?? "")
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(family, forKey: .family)
    }
}

// MARK: The gauge

extension Gauge: Codable {
    private enum CodingKeys: String, CodingKey {
        case value, lowerBound, upperBound, label, currentValueLabel, boundsLabels, style, tint, colorScheme
        case format, formatsBoundsLabels, formattedValueText, formattedBoundsTexts, tickNumberFormat, hostTickTexts
        case layoutDirection, dial, needle, zones, origin, target, thresholdMarkers, additionalValues, ringArc
        case segmentCount, orientation, colors, font, delta
        case unknownText, boundsJoiner, upWord, downWord, fromWord, aboveRangeWord, belowRangeWord, thickness
        case fontScale, inputState
    }

    private enum TickTextKeys: String, CodingKey { case values, texts }

    /// A gauge from a document (the shape is at the top of this file); only `value` is required.
    ///
    /// - Throws: `DecodingError` with the key's coding path: for a wrong type or a missing `value` (the decoder's
    ///   own), and for what the C ABI refuses (the list at the top of this file; `underlyingError` is the
    ///   `GaugeError` where the core made one), the last check being `validate()`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var g = Gauge(value: try c.decodeValue(forKey: .value),
                      label: try c.decodeIfPresent(String.self, forKey: .label) ?? "",
                      currentValueLabel: try c.decodeIfPresent(String.self, forKey: .currentValueLabel),
                      boundsLabels: try c.decodeIfPresent(BoundsLabels.self, forKey: .boundsLabels),
                      style: try c.decodeIfPresent(GaugeStyle.self, forKey: .style) ?? .automatic,
                      tint: try c.decodeIfPresent(Tint.self, forKey: .tint) ?? .blue,
                      colorScheme: try c.decodeIfPresent(ColorScheme.self, forKey: .colorScheme) ?? .light)
        // Through setBounds: the initialiser's precondition would trap on what a document can hold.
        let lower = try c.decodeIfPresent(Double.self, forKey: .lowerBound) ?? 0
        let upper = try c.decodeIfPresent(Double.self, forKey: .upperBound) ?? 1
        do { try g.setBounds(lower: lower, upper: upper) } catch {
            throw c.refuse(error.argument == "upper" ? .upperBound : .lowerBound, error)
        }
        if let f = try c.decodeIfPresent(NumberFormat.self, forKey: .format) { g.format = f }
        g.formatsBoundsLabels = try c.decodeIfPresent(Bool.self, forKey: .formatsBoundsLabels) ?? false
        g.formattedValueText = try c.decodeIfPresent(String.self, forKey: .formattedValueText)
        g.formattedBoundsTexts = try c.decodeIfPresent(BoundsLabels.self, forKey: .formattedBoundsTexts)
        g.tickNumberFormat = try c.decodeIfPresent(NumberFormat.self, forKey: .tickNumberFormat)
        if c.contains(.hostTickTexts), try !c.decodeNil(forKey: .hostTickTexts) {
            let t = try c.nestedContainer(keyedBy: TickTextKeys.self, forKey: .hostTickTexts)
            g.hostTickTexts = (try t.decode([Double].self, forKey: .values), try t.decode([String].self, forKey: .texts))
        }
        if let d = try c.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) { g.layoutDirection = d }
        if let d = try c.decodeIfPresent(Dial.self, forKey: .dial) { g.dial = d }
        if let n = try c.decodeIfPresent(Needle.self, forKey: .needle) { g.needle = n }
        if let z = try c.decodeList(Zone.self, forKey: .zones, limit: Zone.maximumCount, what: "zones") { g.zones = z }
        g.origin = try c.decodeFinite(forKey: .origin)
        g.target = try c.decodeFinite(forKey: .target)
        if let m = try c.decodeIfPresent(ThresholdMarkers.self, forKey: .thresholdMarkers) { g.thresholdMarkers = m }
        if let v = try c.decodeList(GaugeValue.self, forKey: .additionalValues, limit: GaugeValue.maximumCount,
                                    what: "additional values") { g.additionalValues = v }
        g.ringArc = try c.decodeIfPresent(GaugeArc.self, forKey: .ringArc)
        if let n = try c.decodeIfPresent(Int.self, forKey: .segmentCount) {
            guard n == 0 || (n >= Gauge.minimumSegmentCount && n <= Gauge.maximumSegmentCount) else {
                throw c.refuse(.segmentCount, "must be 0 or 2…200, got \(n)")
            }
            g.segmentCount = n
        }
        if let o = try c.decodeIfPresent(Axis.self, forKey: .orientation) { g.orientation = o }
        if let colors = try c.decodeIfPresent(GaugeColors.self, forKey: .colors) { g.colors = colors }
        if let f = try c.decodeIfPresent(GaugeFont.self, forKey: .font) { g.font = f }
        if let d = try c.decodeIfPresent(Delta.self, forKey: .delta) { g.delta = d }
        g.unknownText = try c.decodeIfPresent(String.self, forKey: .unknownText)
        g.boundsJoiner = try c.decodeIfPresent(String.self, forKey: .boundsJoiner)
        g.upWord = try c.decodeIfPresent(String.self, forKey: .upWord)
        g.downWord = try c.decodeIfPresent(String.self, forKey: .downWord)
        g.fromWord = try c.decodeIfPresent(String.self, forKey: .fromWord)
        g.aboveRangeWord = try c.decodeIfPresent(String.self, forKey: .aboveRangeWord)
        g.belowRangeWord = try c.decodeIfPresent(String.self, forKey: .belowRangeWord)
        g.thickness = try c.decodeIfPresent(Thickness.self, forKey: .thickness)
        g.fontScale = try c.decodeIfPresent(Double.self, forKey: .fontScale) ?? 1  // (absent: 1, docs/swiftui-fidelity.md › Font scale)
        if let s = try c.decodeIfPresent(InputState.self, forKey: .inputState) { g.inputState = s }  // (absent: none)
        do { try g.validate() } catch {
            throw decodingError(c.codingPath + Gauge.codingPath(of: error.argument), error.message, error)
        }
        self = g
    }

    /// The coding path of a `validate()` argument path: `"lower"` → `lowerBound`, `"zones[3].from"` → `zones`, 3,
    /// `from`; `"hostTickTexts[2]"` → `hostTickTexts`, `texts`, 2. The first component is the document's key.
    static func codingPath(of argument: String) -> [any CodingKey] {
        var path: [any CodingKey] = []
        for (n, part) in argument.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
            var name = Substring(part), indices: [Int] = []
            while name.hasSuffix("]"), let open = name.lastIndex(of: "["),
                  let k = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) {
                indices.insert(k, at: 0)
                name = name[..<open]
            }
            if n == 0 {
                let key: CodingKeys? = name == "lower" ? .lowerBound : name == "upper" ? .upperBound : CodingKeys(rawValue: String(name))
                guard let key else { return path }
                path.append(key)
                if key == .hostTickTexts && !indices.isEmpty { path.append(TickTextKeys.texts) }
            } else {
                path.append(PathKey(stringValue: String(name)))
            }
            for k in indices { path.append(PathKey(intValue: k)) }
        }
        return path
    }

    /// The value, bounds, label, style, tint and colour scheme, then every other setting that differs from a new
    /// gauge's (nil and default settings are left out); decoding the result gives an equal gauge.
    ///
    /// - Throws: `EncodingError` for a value JSON cannot hold (±∞ with JSONEncoder's default strategy) and for
    ///   threshold-marker bits that have no name.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeValue(value, forKey: .value)
        try c.encode(lowerBound, forKey: .lowerBound)
        try c.encode(upperBound, forKey: .upperBound)
        try c.encode(label, forKey: .label)
        try c.encodeIfPresent(currentValueLabel, forKey: .currentValueLabel)
        try c.encodeIfPresent(boundsLabels, forKey: .boundsLabels)
        try c.encode(style, forKey: .style)
        try c.encode(tint, forKey: .tint)
        try c.encode(colorScheme, forKey: .colorScheme)
        if format != .automatic { try c.encode(format, forKey: .format) }
        if formatsBoundsLabels { try c.encode(true, forKey: .formatsBoundsLabels) }
        try c.encodeIfPresent(formattedValueText, forKey: .formattedValueText)
        try c.encodeIfPresent(formattedBoundsTexts, forKey: .formattedBoundsTexts)
        try c.encodeIfPresent(tickNumberFormat, forKey: .tickNumberFormat)
        if let t = hostTickTexts {
            var n = c.nestedContainer(keyedBy: TickTextKeys.self, forKey: .hostTickTexts)
            try n.encode(t.values, forKey: .values)
            try n.encode(t.texts, forKey: .texts)
        }
        if layoutDirection != .leftToRight { try c.encode(layoutDirection, forKey: .layoutDirection) }
        if dial != Dial() { try c.encode(dial, forKey: .dial) }
        if needle != Needle() { try c.encode(needle, forKey: .needle) }
        if !zones.isEmpty { try c.encode(zones, forKey: .zones) }
        try c.encodeIfPresent(drawnOrigin, forKey: .origin)
        try c.encodeIfPresent(drawnTarget, forKey: .target)
        if !thresholdMarkers.isEmpty { try c.encode(thresholdMarkers, forKey: .thresholdMarkers) }
        if !additionalValues.isEmpty { try c.encode(additionalValues, forKey: .additionalValues) }
        try c.encodeIfPresent(ringArc, forKey: .ringArc)
        if segmentCount != 0 { try c.encode(segmentCount, forKey: .segmentCount) }
        if orientation != .horizontal { try c.encode(orientation, forKey: .orientation) }
        if colors != GaugeColors() { try c.encode(colors, forKey: .colors) }
        if font != .standard { try c.encode(font, forKey: .font) }
        if delta != Delta() { try c.encode(delta, forKey: .delta) }
        try c.encodeIfPresent(unknownText, forKey: .unknownText)
        try c.encodeIfPresent(boundsJoiner, forKey: .boundsJoiner)
        try c.encodeIfPresent(upWord, forKey: .upWord)
        try c.encodeIfPresent(downWord, forKey: .downWord)
        try c.encodeIfPresent(fromWord, forKey: .fromWord)
        try c.encodeIfPresent(aboveRangeWord, forKey: .aboveRangeWord)
        try c.encodeIfPresent(belowRangeWord, forKey: .belowRangeWord)
        try c.encodeIfPresent(thickness, forKey: .thickness)
        if fontScale != 1 { try c.encode(fontScale, forKey: .fontScale) }  // (1 left out: older JSON reads the same)
        if !inputState.isEmpty { try c.encode(inputState, forKey: .inputState) }
    }
}

#endif
