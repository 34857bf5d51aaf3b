// Equality and hashing of what a user sets, for the types whose stored fields are not all "what the user set"
// (so a synthesised == would be wrong) or cannot be compared by synthesis. Two values are equal when they draw,
// read and encode alike; hashes agree whenever == does (a server caches renders by gauge, a test compares two).
// The rest of the model's types synthesise both (their declarations list Hashable).

/// `a == b`, with NaN equal to NaN: the model's "no value" (docs/swiftui-fidelity.md › Value mapping) is one value.
@inline(__always)
func sameValue(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

extension Hasher {
    /// Hashes `x` as `sameValue` compares it: every NaN alike (and −0 as 0, as Double's own hash does).
    mutating func combineValue(_ x: Double) {
        if x.isNaN { combine(UInt8(0)) } else { combine(UInt8(1)); combine(x) }
    }
}

extension Gauge: Equatable, Hashable {
    /// Equal when every setting a user makes is equal: the value (NaN equal to NaN), bounds, texts, style, tint,
    /// colour scheme, formats and the host formatter's texts, dial, needle, zones (in order), origin and target (a non-finite one
    /// equal to none, as it is drawn),
    /// threshold markers, additional values, ring arc, segments, orientation, colours, font, input state, the words for
    /// assistive technology (unset equal to nil) and the delta (none equal to `Delta()`). Not compared: what is
    /// derived from them (the resolved tint) and the animation's drawn fractions of a render in flight.
    public static func == (a: Gauge, b: Gauge) -> Bool {
        guard sameValue(a.value, b.value), a.lowerBound == b.lowerBound, a.upperBound == b.upperBound,
              a.label == b.label, a.currentValueLabel == b.currentValueLabel, a.boundsLabels == b.boundsLabels,
              a.style == b.style, a.tint == b.tint, a.colorScheme == b.colorScheme else { return false }
        guard a.format == b.format, a.formatsBoundsLabels == b.formatsBoundsLabels,
              a.formattedValueText == b.formattedValueText, a.formattedBoundsTexts == b.formattedBoundsTexts,
              a.tickNumberFormat == b.tickNumberFormat, sameTickTexts(a.hostTickTexts, b.hostTickTexts) else { return false }
        guard a.layoutDirection == b.layoutDirection, a.dial == b.dial, a.needle == b.needle, a.zones == b.zones,
              a.drawnOrigin == b.drawnOrigin, a.drawnTarget == b.drawnTarget, a.thresholdMarkers == b.thresholdMarkers,
              a.additionalValues == b.additionalValues, a.ringArc == b.ringArc, a.segmentCount == b.segmentCount,
              a.orientation == b.orientation, a.colors == b.colors, a.font == b.font,
              a.inputState == b.inputState else { return false }
        return a.unknownText == b.unknownText && a.boundsJoiner == b.boundsJoiner && a.upWord == b.upWord
            && a.downWord == b.downWord && a.fromWord == b.fromWord && a.delta == b.delta
            && a.aboveRangeWord == b.aboveRangeWord && a.belowRangeWord == b.belowRangeWord && a.thickness == b.thickness
            && sameValue(a.fontScale, b.fontScale)
    }

    /// `origin` as it is drawn: nil for none and for a non-finite one, which counts as none.
    var drawnOrigin: Double? { origin.flatMap { $0.isFinite ? $0 : nil } }
    /// `target` as it is drawn: nil for none and for a non-finite one.
    var drawnTarget: Double? { target.flatMap { $0.isFinite ? $0 : nil } }

    private static func sameTickTexts(_ a: (values: [Double], texts: [String])?,
                                      _ b: (values: [Double], texts: [String])?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return x.values.elementsEqual(y.values, by: sameValue) && x.texts == y.texts
        default: return false
        }
    }

    /// Hashes what `==` compares, as it compares it.
    public func hash(into h: inout Hasher) {
        h.combineValue(value)
        h.combine(lowerBound); h.combine(upperBound)
        h.combine(label); h.combine(currentValueLabel); h.combine(boundsLabels)
        h.combine(style); h.combine(tint); h.combine(colorScheme)
        h.combine(format); h.combine(formatsBoundsLabels); h.combine(formattedValueText)
        h.combine(formattedBoundsTexts); h.combine(tickNumberFormat)
        if let t = hostTickTexts {
            h.combine(UInt8(1)); h.combine(t.values.count)
            for v in t.values { h.combineValue(v) }
            h.combine(t.texts)
        } else {
            h.combine(UInt8(0))
        }
        h.combine(layoutDirection); h.combine(dial); h.combine(needle); h.combine(zones); h.combine(drawnOrigin)
        h.combine(drawnTarget); h.combine(thresholdMarkers); h.combine(additionalValues); h.combine(ringArc)
        h.combine(segmentCount); h.combine(orientation); h.combine(colors); h.combine(font); h.combine(inputState)
        h.combine(unknownText); h.combine(boundsJoiner); h.combine(upWord); h.combine(downWord); h.combine(fromWord)
        h.combine(delta)
        h.combine(aboveRangeWord); h.combine(belowRangeWord); h.combine(thickness)
        h.combineValue(fontScale)
    }
}

extension GaugeValue: Equatable, Hashable {
    /// Equal value (NaN, "no value", equal to NaN), colour and label.
    public static func == (a: GaugeValue, b: GaugeValue) -> Bool {
        sameValue(a.value, b.value) && a.color == b.color && a.label == b.label
    }

    public func hash(into h: inout Hasher) {
        h.combineValue(value)
        h.combine(color)
        h.combine(label)
    }
}

extension Gradient.Stop: Hashable {
    /// Hashes what `==` compares: colour, unit, and the location when it is given (finite); every "not given"
    /// location alike.
    public func hash(into h: inout Hasher) {
        h.combine(color)
        h.combine(unit)
        if location.isFinite { h.combine(true); h.combine(location) } else { h.combine(false) }
    }
}

extension GaugeColors: Hashable {
    /// Hashes each role's colour, as `==` compares them (no colour stored equals nil).
    public func hash(into h: inout Hasher) {
        for role in Role.allCases { h.combine(self[role]) }
    }
}

extension GaugeFont: Equatable, Hashable {
    /// Equal key and family; the family compared byte for byte (a CSS `font-family` list is matched as written).
    public static func == (a: GaugeFont, b: GaugeFont) -> Bool {
        a.key == b.key && a.family.isName(b.family)
    }

    public func hash(into h: inout Hasher) {
        h.combine(key)
        for byte in family.utf8 { h.combine(byte) }
        h.combine(family.utf8.count)
    }
}

// NaN equal to NaN in every number a gauge holds (a model value may hold NaN until `validate()` refuses it, and a
// `[Gauge: …]` cache must still find it): the model types below would synthesise `==` with IEEE comparison, under
// which NaN differs from itself. Native only: the wasm keeps the synthesised ones, which the C ABI (which refuses
// NaN where it is not "no value") never sees NaN in; the types that hold these (Dial, ColorValue, Tint, Gradient)
// synthesise through them.
#if !hasFeature(Embedded)
extension Color {
    /// Equal components (NaN equal to NaN) and missing components.
    public static func == (a: Color, b: Color) -> Bool {
        sameValue(a.red, b.red) && sameValue(a.green, b.green) && sameValue(a.blue, b.blue)
            && sameValue(a.alpha, b.alpha) && a.missing == b.missing
    }

    public func hash(into h: inout Hasher) {
        h.combineValue(red); h.combineValue(green); h.combineValue(blue); h.combineValue(alpha)
        h.combine(missing)
    }
}

extension GaugeArc {
    /// Equal start, sweep (NaN equal to NaN) and direction.
    public static func == (a: GaugeArc, b: GaugeArc) -> Bool {
        sameValue(a.startAngle, b.startAngle) && sameValue(a.sweep, b.sweep) && a.clockwise == b.clockwise
    }

    public func hash(into h: inout Hasher) {
        h.combineValue(startAngle); h.combineValue(sweep); h.combine(clockwise)
    }
}

extension Needle {
    /// Equal shape and hub radius (NaN equal to NaN).
    public static func == (a: Needle, b: Needle) -> Bool {
        a.shape == b.shape && sameValue(a.hubRadius, b.hubRadius)
    }

    public func hash(into h: inout Hasher) {
        h.combine(shape); h.combineValue(hubRadius)
    }
}

extension Zone {
    /// Equal start (NaN equal to NaN), colour and name.
    public static func == (a: Zone, b: Zone) -> Bool {
        sameValue(a.from, b.from) && a.color == b.color && a.name == b.name
    }

    public func hash(into h: inout Hasher) {
        h.combineValue(from); h.combine(color); h.combine(name)
    }
}

extension Delta {
    /// Equal reference (none equal to none, NaN equal to NaN), mode, symbols and formatted texts.
    public static func == (a: Delta, b: Delta) -> Bool {
        let sameReference: Bool
        switch (a.reference, b.reference) {
        case (nil, nil): sameReference = true
        case let (x?, y?): sameReference = sameValue(x, y)
        default: sameReference = false
        }
        return sameReference && a.mode == b.mode && a.increasingSymbol == b.increasingSymbol
            && a.decreasingSymbol == b.decreasingSymbol && a.formattedMagnitude == b.formattedMagnitude
            && a.formattedReference == b.formattedReference
    }

    public func hash(into h: inout Hasher) {
        if let r = reference { h.combine(UInt8(1)); h.combineValue(r) } else { h.combine(UInt8(0)) }
        h.combine(mode); h.combine(increasingSymbol); h.combine(decreasingSymbol)
        h.combine(formattedMagnitude); h.combine(formattedReference)
    }
}
#endif
