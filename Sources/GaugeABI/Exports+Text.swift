// The C-ABI surface for text (docs/abi.md › Text): number formats, layout direction, and the host's text
// measurements. Same rules as Exports.swift: validate, return a status, never trap, keep state on failure.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// Text widths shared by every gauge of the module (one page, one font stack): host measurements and the
/// list of texts still to measure. Off (built-in metrics only) until `gauge_text_measurement(1)`.
nonisolated(unsafe) var textMetrics = TextMetrics()

/// Sets how the value (and, with option bit 2, the bounds) are formatted when no label text is given.
/// `precision` 0 automatic (`digits` ignored), 1 fraction length (`digits` 0…20), 2 significant digits
/// (`digits` 1…21); `options` bit 0 grouping, bit 1 percent, bit 2 bounds labels from the format; prefix from
/// scratch `[0, prefixBytes)`, suffix from the next `suffixBytes` (UTF-8, each at most 4,096 bytes).
@_expose(wasm, "gauge_set_number_format") @_cdecl("gauge_set_number_format")
public func gauge_set_number_format(_ handle: Int32, _ precision: UInt32, _ digits: Int32, _ options: UInt32,
                                    _ prefixBytes: Int32, _ suffixBytes: Int32) -> Int32 {
    let fn: StaticString = "gauge_set_number_format"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    var status = Status.ok
    guard let format = numberFormatArgument(fn, precision, digits, options, prefixBytes, suffixBytes, optionsFirst: false,
                                            status: &status) else { return status }
    Handles.slots[i].gauge.format = format
    Handles.slots[i].gauge.formatsBoundsLabels = options & 4 != 0
    return Status.ok
}

/// The number format `gauge_set_number_format` (`optionsFirst` false: options bits 0…2) and
/// `gauge_set_tick_format` (true: bits 0…1, checked before the precision) take, read from their shared
/// arguments, or nil with the failure reported and its status in `status`. One reader for both: each kept its
/// own copy of the argument checks in the source (the optimiser may still inline it into each).
func numberFormatArgument(_ fn: StaticString, _ precision: UInt32, _ digits: Int32, _ options: UInt32,
                          _ prefixBytes: Int32, _ suffixBytes: Int32, optionsFirst: Bool,
                          status: inout Int32) -> NumberFormat? {
    if optionsFirst, options & ~UInt32(3) != 0 {
        status = fail(Status.badArgument, fn, "options", "only bits 0…1 are defined, got %", Int64(options))
        return nil
    }
    let p: NumberFormat.Precision
    switch precision {
    case 0: p = .automatic
    case 1:
        guard digits >= 0, Int(digits) <= NumberFormat.maximumFractionLength else {
            status = fail(Status.badArgument, fn, "digits", "a fraction length must be 0…20, got %", Int64(digits))
            return nil
        }
        p = .fractionLength(Int(digits))
    case 2:
        guard digits >= 1, Int(digits) <= NumberFormat.maximumSignificantDigits else {
            status = fail(Status.badArgument, fn, "digits", "significant digits must be 1…21, got %", Int64(digits))
            return nil
        }
        p = .significantDigits(Int(digits))
    default:
        status = optionsFirst
            ? fail(Status.badArgument, fn, "precision",
                   "must be 0 (automatic), 1 (fraction length), 2 (significant digits) or 3 (the default), got %", Int64(precision))
            : fail(Status.badArgument, fn, "precision",
                   "must be 0 (automatic), 1 (fraction length) or 2 (significant digits), got %", Int64(precision))
        return nil
    }
    if !optionsFirst, options & ~UInt32(7) != 0 {
        status = fail(Status.badArgument, fn, "options", "only bits 0…2 are defined, got %", Int64(options))
        return nil
    }
    let prefix: String, suffix: String
    guard let readPrefix = scratchText(fn, "prefixBytes", offset: 0, byteCount: prefixBytes, limit: labelLimit) else { status = Status.badText; return nil }
    prefix = readPrefix
    guard let readSuffix = scratchText(fn, "suffixBytes", offset: Int(prefixBytes), byteCount: suffixBytes, limit: labelLimit) else { status = Status.badText; return nil }
    suffix = readSuffix
    return NumberFormat(precision: p, grouping: options & 1 != 0, percent: options & 2 != 0, prefix: prefix, suffix: suffix)
}

/// Text the host's own formatter made: `what` 0 for the value, 1 the lower and 2 the upper bound, from the
/// first `byteCount` scratch bytes (UTF-8, at most 4,096); -1 clears it (back to the number format). Shown
/// like the core's formatted text (no `currentValueLabel`; bounds with option bit 2), shrunk, never cut.
/// `what` 3 and 4 are the gauge's own words, as the host translated them: the value text for no value and the
/// bounds description's joiner (-1: English "unknown", " to "). The delta's (`Delta`): 5 the magnitude of the
/// change as the host formatted it ("" when it formats as zero: no delta), 6 the reference; 7, 8 and 9 the words
/// it is said with ("up ", "down ", " from "); 10 and 11 the words after a value beyond the range ("above range",
/// "below range": docs/swiftui-fidelity.md › Out of range).
@_expose(wasm, "gauge_set_formatted_text") @_cdecl("gauge_set_formatted_text")
public func gauge_set_formatted_text(_ handle: Int32, _ what: UInt32, _ byteCount: Int32) -> Int32 {
    let fn: StaticString = "gauge_set_formatted_text"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    guard what < formattedTextCount else {
        return fail(Status.badArgument, fn, "what", "must be 0 (value), 1 (lower bound), 2 (upper bound), 3 (unknown), 4 (bounds joiner), 5 (delta), 6 (reference), 7 (up), 8 (down), 9 (from), 10 (above) or 11 (below), got %", Int64(what))
    }
    var text: String? = nil
    if byteCount != -1 {
        guard let readText = scratchText(fn, "byteCount", offset: 0, byteCount: byteCount, limit: labelLimit) else { return Status.badText }
        text = readText
    }
    switch what {
    case 0:
        Handles.slots[i].gauge.formattedValueText = text
        Handles.slots[i].valueChanges &+= 1
    // The words through one call (`unknownText`, `boundsJoiner`, `upWord`, `downWord`, `fromWord`): five setters
    // were each a copy of the slot's modify path in the wasm.
    case 3, 4: Handles.slots[i].gauge.setWord(Int(what) - 3, text)
    case 7, 8, 9, 10, 11: Handles.slots[i].gauge.setWord(Int(what) - 5, text)
    case 5, 6: Handles.slots[i].gauge.setDeltaText(Int(what) - 5, text)
    default:
        // The pair is complete once both are set; either cleared clears the pair.
        var pair = Handles.slots[i].gauge.formattedBoundsTexts ?? BoundsLabels(minimum: "", maximum: "")
        if let t = text { if what == 1 { pair.minimum = t } else { pair.maximum = t } }
        Handles.slots[i].gauge.formattedBoundsTexts = text == nil ? nil : pair
    }
    return Status.ok
}

/// Formats `value` as the gauge's value text would show it (its number format, automatic digits from its bounds:
/// docs/swiftui-fidelity.md › Numbers hold still) into the text buffer; returns the byte length.
@_expose(wasm, "gauge_format_value") @_cdecl("gauge_format_value")
public func gauge_format_value(_ handle: Int32, _ value: Double) -> Int32 {
    let i = liveSlot(handle, "gauge_format_value")
    guard i > 0 else { return Status.badHandle }
    return textOut.set(formattedValue(&Handles.slots[i], value))
}

/// `value` in the slot's gauge's format, the gauge read in place (as `naturalSize`): `Handles.slots[i].gauge`'s
/// read was a copy of the whole gauge, the last use of its outlined copy (docs/wasm-build.md › Size and allocation).
private func formattedValue(_ slot: inout GaugeSlot, _ value: Double) -> String { slot.gauge.valueString(value) }

/// 0 left-to-right, 1 right-to-left (`LayoutDirection` raw values).
@_expose(wasm, "gauge_set_layout_direction") @_cdecl("gauge_set_layout_direction")
public func gauge_set_layout_direction(_ handle: Int32, _ direction: UInt32) -> Int32 {
    let i = liveSlot(handle, "gauge_set_layout_direction")
    guard i > 0 else { return Status.badHandle }
    guard let d = LayoutDirection(rawValue: direction) else {
        return fail(Status.badArgument, "gauge_set_layout_direction", "direction",
                    "must be 0 (leftToRight) or 1 (rightToLeft), got %", Int64(direction))
    }
    Handles.slots[i].gauge.layoutDirection = d
    return Status.ok
}

/// 1: the host measures text (renders then return how many texts wait in `gauge_text_misses`); 0: built-in
/// metrics only. Either way every registered measurement and waiting text is forgotten (call it again when
/// the page's fonts change).
@_expose(wasm, "gauge_text_measurement") @_cdecl("gauge_text_measurement")
public func gauge_text_measurement(_ enabled: UInt32) -> Int32 {
    guard enabled <= 1 else {
        return fail(Status.badArgument, "gauge_text_measurement", "enabled", "must be 0 or 1, got %", Int64(enabled))
    }
    textMetrics.removeAll()
    textMetrics.hostMeasures = enabled == 1
    return Status.ok
}

/// Writes the texts laid out with built-in metrics since the last call into the text buffer and forgets
/// them; returns the byte length. Records: `weight:u32, byteCount:u32`, the UTF-8 bytes, zero padding to 4;
/// the weight word carries the gauge's font key in bits 16… (`GaugeFont.key`; 0 the default font). Weight 0:
/// the wasm build needs the text's grapheme-cluster ends (`gauge_measure_text` weight 0), measuring or not.
@_expose(wasm, "gauge_text_misses") @_cdecl("gauge_text_misses")
public func gauge_text_misses() -> Int32 {
    var out: [UInt8] = []
    for m in textMetrics.missing {
        let bytes = [UInt8](utf8: m.text)
        appendU32(&out, UInt32(m.weight))
        appendU32(&out, UInt32(bytes.count))
        out.append(bytes)
        while out.count % 4 != 0 { out.push(0) }
    }
    textMetrics.missing.removeAll()
    textOut.set(out)
    return Int32(out.count)
}

/// Registers the host's measurement of a text at `weight` (1…1000, plus a font key in bits 16…: as
/// `gauge_text_misses` lists it; `gauge_set_font`). Scratch: the UTF-8 text
/// `[0, textBytes)` (1…4,096 bytes), zero padding to a multiple of 4, then `prefixCount` (1…textBytes)
/// records `end:u32, width:f32`: the grapheme-cluster ends (increasing UTF-8 offsets on scalar boundaries,
/// the last = `textBytes`) and the width in em of the text before each (finite, 0…10,000). Weight 0 (as
/// `gauge_text_misses` lists a text the wasm build needs the clusters of) registers the cluster ends alone:
/// records `end:u32`, the built-in metrics give the widths; its text may be up to 12,288 bytes.
@_expose(wasm, "gauge_measure_text") @_cdecl("gauge_measure_text")
public func gauge_measure_text(_ weight: UInt32, _ textBytes: Int32, _ prefixCount: Int32) -> Int32 {
    let fn: StaticString = "gauge_measure_text"
    // The measurement table keeps what it is given: it counts against the heap budget like every setter.
    let refused = overMemoryBudget(fn)
    if refused != 0 { return refused }
    guard weight == 0 || (weight & 0xFFFF >= 1 && weight & 0xFFFF <= 1000 && weight >> 16 <= GaugeFont.maximumKey) else {
        return fail(Status.badArgument, fn, "weight", "must be 1…1000 (plus a font key 0…32767 in bits 16…30), or 0 for cluster ends alone, got %", Int64(weight))
    }
    guard textBytes >= 1 else { return fail(Status.badText, fn, "textBytes", "must be ≥ 1, got %", Int64(textBytes)) }
    let text: String
    guard let readText = scratchText(fn, "textBytes", offset: 0, byteCount: textBytes,
                                     limit: weight == 0 ? TextMetrics.maximumClusterTextBytes : labelLimit) else { return Status.badText }
    text = readText
    guard prefixCount >= 1, prefixCount <= textBytes else {
        return fail(Status.badArgument, fn, "prefixCount", "must be 1…%, got %", Int64(textBytes), Int64(prefixCount))
    }
    let n = Int(textBytes), count = Int(prefixCount), record = weight == 0 ? 4 : 8
    let table = (n + 3) / 4 * 4
    guard table + record * count <= scratch.count, let base = scratch.pointer else {
        return fail(Status.badText, fn, "prefixCount", "the table ends at byte %, past the scratch buffer (% bytes requested with gauge_scratch)",
                    Int64(table + record * count), Int64(scratch.count))
    }
    let bytes = [UInt8](utf8: text)
    var prefixes: [TextPrefix] = []
    prefixes.reserveCapacity(count)
    var previous = 0
    for k in 0..<count {
        let rawEnd = base.loadUnaligned(fromByteOffset: table + record * k, as: UInt32.self).littleEndian
        let width = record == 4 ? 0 : Float(bitPattern: base.loadUnaligned(fromByteOffset: table + 8 * k + 4, as: UInt32.self).littleEndian)
        let end = rawEnd <= UInt32(n) ? Int(rawEnd) : -1  // compared as UInt32 first: Int is 32-bit in wasm
        guard end > previous, end == n || bytes[end] & 0xC0 != 0x80 else {
            return fail(Status.badArgument, fn, "prefixCount", "end % (%) must increase and fall on a character boundary within the text",
                        Int64(k), Int64(rawEnd))
        }
        guard width.isFinite, width >= 0, width <= 10_000 else {
            return fail(Status.badArgument, fn, "prefixCount", "width % must be finite and 0…10000 em", Int64(k))
        }
        prefixes.append(TextPrefix(end: end, width: Double(width)))
        previous = end
    }
    guard previous == n else {
        return fail(Status.badArgument, fn, "prefixCount", "the last end must be the text's length (%)", Int64(n))
    }
    textMetrics.register(text: bytes, weight: Int(weight), prefixes: prefixes)
    return Status.ok
}

func appendU32(_ out: inout [UInt8], _ v: UInt32) {
    out.push(UInt8(truncatingIfNeeded: v))
    out.push(UInt8(truncatingIfNeeded: v >> 8))
    out.push(UInt8(truncatingIfNeeded: v >> 16))
    out.push(UInt8(truncatingIfNeeded: v >> 24))
}

/// The font a gauge's texts are drawn and measured in (docs/abi.md › gauge_set_font): `key` 1…32767, the host's
/// key for its measurements of that font, and the CSS `font-family` list from the first `byteCount` scratch bytes
/// (UTF-8, 1…4,096 bytes; named by the SVG). `byteCount = -1` (with key 0) restores the built-in stack.
@_expose(wasm, "gauge_set_font") @_cdecl("gauge_set_font")
public func gauge_set_font(_ handle: Int32, _ key: UInt32, _ byteCount: Int32) -> Int32 {
    let fn: StaticString = "gauge_set_font"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    if byteCount == -1 {
        guard key == 0 else { return fail(Status.badArgument, fn, "key", "must be 0 with the default font, got %", Int64(key)) }
        Handles.slots[i].gauge.font = .standard
        return Status.ok
    }
    guard key >= 1, key <= GaugeFont.maximumKey else {
        return fail(Status.badArgument, fn, "key", "must be 1…32767 for a font family, got %", Int64(key))
    }
    guard byteCount >= 1 else { return fail(Status.badText, fn, "byteCount", "must be ≥ 1 (or -1 for the default font), got %", Int64(byteCount)) }
    let refused = overMemoryBudget(fn)
    if refused != 0 { return refused }
    guard let family = scratchText(fn, "byteCount", offset: 0, byteCount: byteCount, limit: labelLimit) else { return Status.badText }
    Handles.slots[i].gauge.font = GaugeFont(key: key, family: family)
    return Status.ok
}
