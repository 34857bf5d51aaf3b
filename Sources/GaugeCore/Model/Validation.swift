// What a model value may hold, as errors: `validate()` throws the first problem a value has, naming the argument
// as the C ABI does and with the ABI's reason (docs/abi.md › Validation), against the one limits table
// (`GaugeLimits`). The public renders draw an invalid value by the clamping rules instead
// (docs/swiftui-fidelity.md › Hostile input; `Gauge.drawable`). Native only: the C ABI refuses each value at
// set time with its own static messages, so the wasm carries none of this (docs/wasm-build.md › Size and allocation).
#if !hasFeature(Embedded)

extension GaugeError: CustomStringConvertible {
    /// The error as one line: `message` ("majorTicks: must be 0 (automatic) or 1…100").
    public var description: String { message }
}

extension GaugeArc {
    /// Throws `badArgument` naming `startAngle` (not a finite number) or `sweep` (not above 0 and at most 360).
    public func validate() throws(GaugeError) {
        if let p = problem { throw GaugeError(.badArgument, argument: p.argument, reason: p.reason) }
    }
}

extension Dial {
    /// Throws `badArgument` naming `startAngle`, `sweep` (as `GaugeArc.validate()`), `majorTicks` (0 automatic
    /// or 1…`GaugeLimits.majorTicks`), `minorTicks` (0…`GaugeLimits.minorTicks`) or `ticks` (at most
    /// `GaugeLimits.majorTicks` + 1, each value finite, each label at most `GaugeLimits.textBytes`).
    public func validate() throws(GaugeError) {
        if let p = problem { throw GaugeError(.badArgument, argument: p.argument, reason: p.reason) }
        if ticks.count > GaugeLimits.majorTicks + 1 {
            throw GaugeError(.badArgument, argument: "ticks", reason: "must be at most \(GaugeLimits.majorTicks + 1) ticks, got \(ticks.count)")
        }
        for (k, t) in ticks.enumerated() {
            if !t.value.isFinite { throw GaugeError(.badArgument, argument: "ticks[\(k)].value", reason: "must be a finite number") }
            try validateText(t.label, "ticks[\(k)].label")
        }
    }
}

extension Needle {
    /// Throws `badArgument` naming `hubRadius` unless it is 0…`GaugeLimits.hubRadius`.
    public func validate() throws(GaugeError) {
        if let p = problem { throw GaugeError(.badArgument, argument: p.argument, reason: p.reason) }
    }
}

/// Throws `badText` naming `argument` when `text` is longer than `GaugeLimits.textBytes` UTF-8 bytes (the ABI's
/// reason: "text is 5000 bytes, the limit is 4096").
func validateText(_ text: String?, _ argument: String) throws(GaugeError) {
    guard let n = text?.utf8.count, n > GaugeLimits.textBytes else { return }
    throw GaugeError(.badText, argument: argument,
                     reason: "text is \(n) bytes, the limit is \(GaugeLimits.textBytes)")
}

extension NumberFormat {
    /// Throws `badArgument` naming `digits` for a fraction length outside 0…`GaugeLimits.fractionLength` or
    /// significant digits outside 1…`GaugeLimits.significantDigits`, `badText` naming `prefix` or `suffix` when
    /// longer than `GaugeLimits.textBytes` bytes. (The initialisers clamp the digits; `precision` set
    /// afterwards does not.)
    public func validate() throws(GaugeError) {
        switch precision {
        case .automatic: break
        case .fractionLength(let n):
            if n < 0 || n > GaugeLimits.fractionLength {
                throw GaugeError(.badArgument, argument: "digits",
                                 reason: "a fraction length must be 0…\(GaugeLimits.fractionLength), got \(n)")
            }
        case .significantDigits(let n):
            if n < 1 || n > GaugeLimits.significantDigits {
                throw GaugeError(.badArgument, argument: "digits",
                                 reason: "significant digits must be 1…\(GaugeLimits.significantDigits), got \(n)")
            }
        }
        try validateText(prefix, "prefix")
        try validateText(suffix, "suffix")
    }
}

extension Color {
    /// Throws `badArgument` naming `argument` when a component (red, green, blue, alpha) is NaN or ±∞: a render
    /// would draw it as 0, and `JSONEncoder` cannot write it.
    func validate(_ argument: String) throws(GaugeError) {
        guard red.isFinite, green.isFinite, blue.isFinite, alpha.isFinite else {
            throw GaugeError(.badArgument, argument: argument, reason: "colour components must be finite numbers")
        }
    }
}

extension ColorValue {
    /// Throws `badArgument` naming `argument` when a colour it holds has a non-finite component.
    func validate(_ argument: String) throws(GaugeError) {
        switch self {
        case .color(let c): try c.validate(argument)
        case .system: break
        case .lightDark(let light, let dark):
            try light.validate(argument + ".light")
            try dark.validate(argument + ".dark")
        }
    }
}

extension Tint {
    /// Throws `badText` naming `tint` for a gradient of more than `GaugeLimits.colorStops` stops, `badArgument`
    /// naming `tint…` for a colour with a non-finite component (`tint.color`, `tint.stops[k].color`) or a value stop
    /// (`Gradient.Stop(color:value:)`) whose value is not finite (`tint.stops[k].value`: a value stop without a
    /// value cannot be written as one). A fraction stop's non-finite location is valid: it means "not given".
    public func validate() throws(GaugeError) {
        switch self {
        case .color(let c): try c.validate("tint.color")
        case .gradient(let g):
            if g.stops.count > GaugeLimits.colorStops {
                throw GaugeError(.badText, argument: "tint", reason: "more than \(GaugeLimits.colorStops) colour stops")
            }
            for (k, stop) in g.stops.enumerated() {
                try stop.color.validate("tint.stops[\(k)].color")
                if stop.unit == .value && !stop.location.isFinite {
                    throw GaugeError(.badArgument, argument: "tint.stops[\(k)].value", reason: "must be a finite number")
                }
            }
        }
    }
}

extension Zone {
    /// Throws `badArgument` naming `from` when it is not finite or `color` when a component is not finite,
    /// `badText` naming `name` when too long.
    public func validate() throws(GaugeError) {
        guard from.isFinite else { throw GaugeError(.badArgument, argument: "from", reason: "must be a finite number") }
        try color.validate("color")
        try validateText(name, "name")
    }
}

extension GaugeValue {
    /// Throws `badArgument` naming `color` when a component is not finite, `badText` naming `label` when longer
    /// than `GaugeLimits.textBytes` bytes (any value is valid).
    public func validate() throws(GaugeError) {
        try color?.validate("color")
        try validateText(label, "label")
    }
}

extension Delta {
    /// Throws `badArgument` naming `reference` when it is ±∞ or NaN (nil is none), `badText` naming a symbol or
    /// formatted text longer than `GaugeLimits.textBytes` bytes.
    public func validate() throws(GaugeError) {
        if let r = reference, !r.isFinite {
            throw GaugeError(.badArgument, argument: "reference", reason: "must be finite, or nil for none")
        }
        try validateText(increasingSymbol, "increasingSymbol")
        try validateText(decreasingSymbol, "decreasingSymbol")
        try validateText(formattedMagnitude, "formattedMagnitude")
        try validateText(formattedReference, "formattedReference")
    }
}

extension GaugeError {
    /// This error with `path` and a dot before its argument ("dial" + "majorTicks" → "dial.majorTicks").
    func under(_ path: String) -> GaugeError {
        GaugeError(kind, argument: path + "." + argument, reason: reason)
    }
}

extension Gauge {
    /// Throws the first problem of the gauge as a `GaugeError`, or returns when every part is valid: what the C ABI
    /// would refuse, in the ABI's words (docs/abi.md › Validation). `argument` is the property's path from the
    /// gauge — `"dial.majorTicks"`, `"zones[3].from"`, `"label"` — whose last part is the ABI's argument name.
    /// Checked, in this order: the bounds (finite, ordered: always so, as the initialisers and `setBounds`
    /// keep them), every text (at most `GaugeLimits.textBytes` UTF-8 bytes), the tint (at most
    /// `GaugeLimits.colorStops` stops), `format` and `tickNumberFormat`, `hostTickTexts` (as many texts as values,
    /// at most `GaugeLimits.majorTicks` + 1), `dial`, `needle`, `ringArc`, `thickness` (`Thickness`'s ranges), `fontScale` (`GaugeLimits.minimumFontScale`…`GaugeLimits.fontScale`), `zones` (at most `GaugeLimits.zones`,
    /// each from finite), `additionalValues` (at most `GaugeLimits.additionalValues`), `segmentCount` (0 or
    /// `GaugeLimits.minimumSegments`…`GaugeLimits.segments`), `origin` and `target` (finite or nil), `delta`,
    /// `thresholdMarkers` (`ThresholdMarkers.all`'s bits), `font` (key ≤ `GaugeLimits.fontKey`) and `colors`. Every
    /// colour (tint, stops, zones, additional values, `colors`) must have finite components, every host tick
    /// value and value stop be finite: what `JSONEncoder` can write and reads back equal.
    ///
    /// A gauge that throws still renders: the public renders draw it by the clamping rules of
    /// docs/swiftui-fidelity.md › Hostile input.
    public func validate() throws(GaugeError) {
        if !lowerBound.isFinite { throw GaugeError(.badArgument, argument: "lower", reason: "must be a finite number") }
        if !upperBound.isFinite { throw GaugeError(.badArgument, argument: "upper", reason: "must be a finite number") }
        if lowerBound > upperBound {
            throw GaugeError(.badArgument, argument: "lower",
                             reason: "must not exceed upper (" + NumberFormat.automatic.string(upperBound) + ")")
        }
        try validateText(label, "label")
        try validateText(currentValueLabel, "currentValueLabel")
        try validateText(boundsLabels?.minimum, "boundsLabels.minimum")
        try validateText(boundsLabels?.maximum, "boundsLabels.maximum")
        try validateText(formattedValueText, "formattedValueText")
        try validateText(formattedBoundsTexts?.minimum, "formattedBoundsTexts.minimum")
        try validateText(formattedBoundsTexts?.maximum, "formattedBoundsTexts.maximum")
        try validateText(unknownText, "unknownText")
        try validateText(boundsJoiner, "boundsJoiner")
        try validateText(upWord, "upWord")
        try validateText(downWord, "downWord")
        try validateText(fromWord, "fromWord")
        try validateText(aboveRangeWord, "aboveRangeWord")
        try validateText(belowRangeWord, "belowRangeWord")
        try validateText(font.family, "font.family")
        try tint.validate()
        do { try format.validate() } catch { throw error.under("format") }
        do { try tickNumberFormat?.validate() } catch { throw error.under("tickNumberFormat") }
        if let t = hostTickTexts {
            if t.values.count != t.texts.count {
                throw GaugeError(.badArgument, argument: "hostTickTexts",
                                 reason: "needs one text per value, got \(t.texts.count) for \(t.values.count)")
            }
            if t.values.count > GaugeLimits.scaleTicks {
                throw GaugeError(.badArgument, argument: "hostTickTexts",
                                 reason: "must be 0…\(GaugeLimits.scaleTicks), got \(t.values.count)")
            }
            for (k, v) in t.values.enumerated() where !v.isFinite {
                throw GaugeError(.badArgument, argument: "hostTickTexts.values[\(k)]", reason: "must be a finite number")
            }
            for (k, text) in t.texts.enumerated() { try validateText(text, "hostTickTexts[\(k)]") }
        }
        do { try dial.validate() } catch { throw error.under("dial") }
        do { try needle.validate() } catch { throw error.under("needle") }
        do { try ringArc?.validate() } catch { throw error.under("ringArc") }
        if let p = thickness?.problem { throw GaugeError(.badArgument, argument: p.argument, reason: p.reason) }
        if let r = Gauge.fontScaleProblem(fontScale) { throw GaugeError(.badArgument, argument: "fontScale", reason: r) }
        if zones.count > GaugeLimits.zones {
            throw GaugeError(.badArgument, argument: "zones", reason: "must be 0…\(GaugeLimits.zones), got \(zones.count)")
        }
        for (k, z) in zones.enumerated() {
            do { try z.validate() } catch { throw error.under("zones[\(k)]") }
        }
        if additionalValues.count > GaugeLimits.additionalValues {
            throw GaugeError(.badArgument, argument: "additionalValues",
                             reason: "must be 0…\(GaugeLimits.additionalValues), got \(additionalValues.count)")
        }
        for (k, v) in additionalValues.enumerated() {
            do { try v.validate() } catch { throw error.under("additionalValues[\(k)]") }
        }
        if segmentCount != 0 && !(GaugeLimits.minimumSegments...GaugeLimits.segments).contains(segmentCount) {
            throw GaugeError(.badArgument, argument: "segmentCount",
                             reason: "must be 0 or \(GaugeLimits.minimumSegments)…\(GaugeLimits.segments), got \(segmentCount)")
        }
        if let o = origin, !o.isFinite {
            throw GaugeError(.badArgument, argument: "origin", reason: "must be finite, or nil for none")
        }
        if let t = target, !t.isFinite {
            throw GaugeError(.badArgument, argument: "target", reason: "must be finite, or nil for none")
        }
        if let d = deltaStorage.first {
            do { try d.validate() } catch { throw error.under("delta") }
        }
        if thresholdMarkers.rawValue & ~ThresholdMarkers.all.rawValue != 0 {
            throw GaugeError(.badArgument, argument: "thresholdMarkers",
                             reason: "must be 0…3 (bit 0 zone boundaries, bit 1 target), got \(thresholdMarkers.rawValue)")
        }
        if font.key > GaugeLimits.fontKey {
            throw GaugeError(.badArgument, argument: "font.key", reason: "must be 0…\(GaugeLimits.fontKey), got \(font.key)")
        }
        for role in GaugeColors.Role.allCases {
            try colors[role]?.validate("colors.\(role)")
        }
    }
}

// The clamping rules (docs/swiftui-fidelity.md › Hostile input): what the public renders draw for a gauge that
// `validate()` refuses, so that no model value traps, hangs or writes an unbounded list.
extension Gauge {
    /// `text` cut to the longest prefix of whole grapheme clusters within `GaugeLimits.textBytes` UTF-8 bytes
    /// (empty when the first cluster alone is longer); `text` itself when it is within the limit.
    static func clampedText(_ text: String) -> String {
        let limit = GaugeLimits.textBytes, u = text.utf8
        guard u.count > limit else { return text }
        // Clusters are found in a head of the text 64 bytes past the limit (cut at a scalar boundary), not in the
        // whole text: a megabyte-long cluster is not walked. Every cluster of the head but its last is one of the
        // text's (a break depends on the scalars next to it); the last ends past the limit, so it is never kept.
        var e = u.index(u.startIndex, offsetBy: min(u.count, limit + 64))
        while e < u.endIndex && UTF8.isContinuation(u[e]) { e = u.index(before: e) }
        // (A copy: a slice's clusters are found in the whole text, the megabyte cluster walked again.)
        let head = String(text.unicodeScalars[..<e])
        var end = head.startIndex, bytes = 0
        while end < head.endIndex {
            let next = head.index(after: end)
            bytes += head.utf8.distance(from: end, to: next)  // (a cluster at a time: linear in the head)
            if bytes > limit { break }
            end = next
        }
        return String(head[..<end])
    }

    static func clampedText(_ text: String?) -> String? { text.map { clampedText($0) } }

    static func clampedBounds(_ b: BoundsLabels?) -> BoundsLabels? {
        b.map { BoundsLabels(minimum: clampedText($0.minimum), maximum: clampedText($0.maximum)) }
    }

    /// The gauge the public renders draw (docs/swiftui-fidelity.md › Hostile input): this one with every part
    /// `validate()` refuses clamped — texts cut (`clampedText`), a gradient's stops past `GaugeLimits.colorStops`
    /// left out, digit counts clamped into their ranges, host tick texts that do not pair with their values
    /// dropped, the dial's and ring's arcs, ticks and hub clamped (`GaugeArc.clamped(default:)`), zones and
    /// additional values past their limits and zones with a non-finite start left out, the segment count
    /// clamped (below 2: a continuous bar), a non-finite delta reference none, unknown threshold-marker bits
    /// and a font key past `GaugeLimits.fontKey` dropped. A valid gauge draws as itself.
    package var drawable: Gauge {
        var g = self
        g.label = Gauge.clampedText(label)
        g.currentValueLabel = Gauge.clampedText(currentValueLabel)
        g.boundsLabels = Gauge.clampedBounds(boundsLabels)
        g.formattedValueText = Gauge.clampedText(formattedValueText)
        g.formattedBoundsTexts = Gauge.clampedBounds(formattedBoundsTexts)
        g.unknownText = Gauge.clampedText(unknownText)
        g.boundsJoiner = Gauge.clampedText(boundsJoiner)
        g.upWord = Gauge.clampedText(upWord)
        g.downWord = Gauge.clampedText(downWord)
        g.fromWord = Gauge.clampedText(fromWord)
        g.aboveRangeWord = Gauge.clampedText(aboveRangeWord)
        g.belowRangeWord = Gauge.clampedText(belowRangeWord)
        g.font.family = Gauge.clampedText(font.family)
        if font.key > GaugeLimits.fontKey { g.font.key = 0 }
        if case .gradient(let grad) = tint, grad.stops.count > GaugeLimits.colorStops {
            g.tint = .gradient(Gradient(stops: Array(grad.stops.prefix(GaugeLimits.colorStops)), interpolation: grad.interpolation))
        }
        g.format = format.clamped
        g.tickNumberFormat = tickNumberFormat?.clamped
        if let t = hostTickTexts {
            if t.values.count != t.texts.count || t.values.count > GaugeLimits.scaleTicks { g.hostTickTexts = nil }
            else { g.hostTickTexts = (t.values, t.texts.map { Gauge.clampedText($0) }) }
        }
        let defaultDial = Dial()
        g.dial.arc = dial.arc.clamped(default: defaultDial.arc) ?? defaultDial.arc
        g.dial.majorTicks = min(max(dial.majorTicks, 0), GaugeLimits.majorTicks)
        g.dial.minorTicks = min(max(dial.minorTicks, 0), GaugeLimits.minorTicks)
        // Given ticks: the first 101, labels cut to the text limit (non-finite values are left out when drawn).
        g.dial.ticks = dial.ticks.prefix(GaugeLimits.majorTicks + 1).map { DialTick($0.value, label: Gauge.clampedText($0.label)) }
        g.needle.hubRadius = needle.hubRadius.isNaN ? Needle.defaultHubRadius : min(max(needle.hubRadius, 0), GaugeLimits.hubRadius)
        g.ringArc = ringArc?.clamped(default: nil)
        if thickness?.problem != nil { g.thickness = nil }
        if Gauge.fontScaleProblem(fontScale) != nil { g.fontScale = 1 }
        var zs: [Zone] = []
        for z in zones.prefix(GaugeLimits.zones) where z.from.isFinite {
            zs.append(Zone(from: z.from, color: z.color, name: Gauge.clampedText(z.name)))
        }
        g.zones = zs
        g.additionalValues = additionalValues.prefix(GaugeLimits.additionalValues).map {
            GaugeValue($0.value, color: $0.color, label: Gauge.clampedText($0.label))
        }
        if let o = origin, !o.isFinite { g.origin = nil }
        if let t = target, !t.isFinite { g.target = nil }
        g.segmentCount = segmentCount < GaugeLimits.minimumSegments ? 0 : min(segmentCount, GaugeLimits.segments)
        if var d = deltaStorage.first {
            if let r = d.reference, !r.isFinite { d.reference = nil }
            d.increasingSymbol = Gauge.clampedText(d.increasingSymbol)
            d.decreasingSymbol = Gauge.clampedText(d.decreasingSymbol)
            d.formattedMagnitude = Gauge.clampedText(d.formattedMagnitude)
            d.formattedReference = Gauge.clampedText(d.formattedReference)
            g.deltaStorage = [d]
        }
        g.thresholdMarkers = thresholdMarkers.intersection(.all)
        return g
    }
}

extension GaugeArc {
    /// The arc a render draws for this one: `fallback` (the style's default arc; nil for the ring's SwiftUI arc)
    /// when the start is not finite or the sweep is NaN or not above 0, else the sweep clamped to at most 360.
    func clamped(default fallback: GaugeArc?) -> GaugeArc? {
        guard startAngle.isFinite, sweep > 0 else { return fallback }
        var a = self
        a.sweep = min(sweep, GaugeLimits.sweep)
        return a
    }
}

extension NumberFormat {
    /// This format with its digit count clamped into its range (0…`GaugeLimits.fractionLength`,
    /// 1…`GaugeLimits.significantDigits`) and its affixes cut (`Gauge.clampedText`).
    var clamped: NumberFormat {
        var f = self
        switch precision {
        case .automatic: break
        case .fractionLength(let n): f.precision = .fractionLength(min(max(n, 0), GaugeLimits.fractionLength))
        case .significantDigits(let n): f.precision = .significantDigits(min(max(n, 1), GaugeLimits.significantDigits))
        }
        f.prefix = Gauge.clampedText(prefix)
        f.suffix = Gauge.clampedText(suffix)
        return f
    }
}
#endif

#if hasFeature(Embedded)
extension Gauge {
    /// In the wasm the gauge itself: the C ABI has validated every part (the clamping rules are native only).
    package var drawable: Gauge { self }
}
#endif
