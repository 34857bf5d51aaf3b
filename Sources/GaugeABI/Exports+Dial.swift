// The C-ABI surface of the dial style (docs/abi.md › gauge_set_dial): its arc and scale. Same rules as
// Exports.swift: validate, return a status, never trap, keep the previous state on failure.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// The dial's arc and scale: `startAngle` degrees clockwise from 12 o'clock (finite), `sweep` degrees
/// (0 < sweep ≤ 360; 360 is a full circle), `clockwise` 1 or 0, `majorTicks` 1…100 intervals or 0 for a round automatic scale, `minorTicks`
/// 0…20 intervals per major one, `tickLabels` 1 shows the major ticks' values, 0 none.
@_expose(wasm, "gauge_set_dial") @_cdecl("gauge_set_dial")
public func gauge_set_dial(_ handle: Int32, _ startAngle: Double, _ sweep: Double, _ clockwise: UInt32,
                           _ majorTicks: UInt32, _ minorTicks: UInt32, _ tickLabels: UInt32) -> Int32 {
    let fn: StaticString = "gauge_set_dial"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    guard clockwise <= 1 else { return fail(Status.badArgument, fn, "clockwise", "must be 0 or 1, got %", Int64(clockwise)) }
    guard tickLabels <= 1 else { return fail(Status.badArgument, fn, "tickLabels", "must be 0 or 1, got %", Int64(tickLabels)) }
    // Checked here in UInt32 first: on wasm32 `Int(UInt32)` would trap above Int32.max.
    guard majorTicks <= UInt32(Dial.maximumMajorTicks) else {
        return fail(Status.badArgument, fn, "majorTicks", "must be 0 (automatic) or 1…%, got %", Int64(Dial.maximumMajorTicks), Int64(majorTicks))
    }
    guard minorTicks <= UInt32(Dial.maximumMinorTicks) else {
        return fail(Status.badArgument, fn, "minorTicks", "must be 0…%, got %", Int64(Dial.maximumMinorTicks), Int64(minorTicks))
    }
    // The given ticks stay (`gauge_set_dial_ticks` sets them).
    let old = Handles.slots[i].gauge.dial
    let dial = Dial(startAngle: startAngle, sweep: sweep, clockwise: clockwise == 1, majorTicks: Int(majorTicks),
                    minorTicks: Int(minorTicks), showsTickLabels: tickLabels == 1, ticks: old.ticks, ticksAtZones: old.ticksAtZones)
    if let p = dial.problem {
        return failProblem(fn, p.argument, p.reason,
                           value: p.index == 0 ? startAngle : p.index == 1 ? sweep : Double(p.index == 2 ? majorTicks : minorTicks))
    }
    Handles.slots[i].gauge.dial = dial
    return Status.ok
}

/// The dial's major ticks at given values (docs/abi.md › gauge_set_dial_ticks), in place of `gauge_set_dial`'s
/// `majorTicks` rule: `count` (0…101) scratch records as `gauge_set_values`' (the tick's value, finite; colour
/// bytes -1, a colour is ignored; its label, empty for the value's number), and `atZones` 1 to add the bounds and every zone's start
/// (0 not). 0 records and `atZones` 0 go back to `majorTicks`. Ticks outside the bounds are not drawn.
@_expose(wasm, "gauge_set_dial_ticks") @_cdecl("gauge_set_dial_ticks")
public func gauge_set_dial_ticks(_ handle: Int32, _ count: Int32, _ atZones: UInt32) -> Int32 {
    let fn: StaticString = "gauge_set_dial_ticks"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    guard atZones <= 1 else { return fail(Status.badArgument, fn, "atZones", "must be 0 or 1, got %", Int64(atZones)) }
    let refused = overMemoryBudget(fn)
    if refused != 0 { return refused }
    var records: [ScratchRecord] = []
    let st = readScratchRecords(count, max: Dial.maximumMajorTicks + 1, colorRequired: false, fn: fn, into: &records)
    guard st == Status.ok else { return st }
    var ticks: [DialTick] = []
    for (k, r) in records.enumerated() {
        guard r.number.isFinite else { return fail(Status.badArgument, fn, record: k, "value", Reason("must be a finite number")) }
        ticks.append(DialTick(r.number, label: r.text))
    }
    Handles.slots[i].gauge.dial.ticks = ticks
    Handles.slots[i].gauge.dial.ticksAtZones = atZones == 1
    return Status.ok
}

/// The dial's needles and hub: `shape` 0 line (the default), 1 tapered, 2 arrow (`Needle.Shape`); `hubRadius` the
/// hub's radius as a fraction of the dial's radius, 0…0.25 (0: no hub; default 0.065). The hub's colour is
/// `gauge_set_color` role 3.
@_expose(wasm, "gauge_set_needle") @_cdecl("gauge_set_needle")
public func gauge_set_needle(_ handle: Int32, _ shape: UInt32, _ hubRadius: Double) -> Int32 {
    let fn: StaticString = "gauge_set_needle"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    guard let s = Needle.Shape(rawValue: shape) else {
        return fail(Status.badArgument, fn, "shape", "must be 0 (line), 1 (tapered) or 2 (arrow), got %", Int64(shape))
    }
    let needle = Needle(shape: s, hubRadius: hubRadius)
    if let p = needle.problem { return failProblem(fn, p.argument, p.reason, value: hubRadius) }
    Handles.slots[i].gauge.needle = needle
    return Status.ok
}

/// The number format of the dial's tick labels, as `gauge_set_number_format`'s arguments (`options` bit 0
/// grouping, bit 1 percent; the prefix and suffix from scratch), or with `precision` 3 the default — the
/// value's format without its prefix, suffix and percent sign (units belong to the value text); the other
/// arguments are then ignored.
@_expose(wasm, "gauge_set_tick_format") @_cdecl("gauge_set_tick_format")
public func gauge_set_tick_format(_ handle: Int32, _ precision: UInt32, _ digits: Int32, _ options: UInt32,
                                  _ prefixBytes: Int32, _ suffixBytes: Int32) -> Int32 {
    let fn: StaticString = "gauge_set_tick_format"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    if precision == 3 {
        Handles.slots[i].gauge.tickNumberFormat = nil
        return Status.ok
    }
    var status = Status.ok
    guard let format = numberFormatArgument(fn, precision, digits, options, prefixBytes, suffixBytes, optionsFirst: true,
                                            status: &status) else { return status }
    Handles.slots[i].gauge.tickNumberFormat = format
    return Status.ok
}

/// How many major ticks the dial's scale has for the current bounds and `gauge_set_dial` (1…101; with given ticks
/// and `atZones` up to 167, `GaugeLimits.scaleTicks`); a negative
/// status for a bad handle. With `gauge_tick_value`, what a host formats tick labels from.
@_expose(wasm, "gauge_tick_count") @_cdecl("gauge_tick_count")
public func gauge_tick_count(_ handle: Int32) -> Int32 {
    let i = liveSlot(handle, "gauge_tick_count")
    guard i > 0 else { return Status.badHandle }
    return Int32(slotDialScale(i).values.count)
}

/// The value of major tick `index` (0 = the first, increasing); NaN past the last tick or for a bad handle.
@_expose(wasm, "gauge_tick_value") @_cdecl("gauge_tick_value")
public func gauge_tick_value(_ handle: Int32, _ index: Int32) -> Double {
    let i = liveSlot(handle, "gauge_tick_value")
    guard i > 0 else { return .nan }
    let values = slotDialScale(i).values
    return index >= 0 && Int(index) < values.count ? values[Int(index)] : .nan
}

/// The dial scale of slot `i`, read from the slot's fields (no copy of its gauge).
func slotDialScale(_ i: Int) -> DialScale {
    DialScale.of(Handles.slots[i].gauge.dial, lower: Handles.slots[i].gauge.lowerBound, upper: Handles.slots[i].gauge.upperBound,
                 zones: Handles.slots[i].gauge.zones)
}

/// Tick label texts a host's formatter made, from `count` (0…167, `GaugeLimits.scaleTicks`) scratch records as `gauge_set_values`' (the
/// tick's value, colour bytes -1, the text); -1 clears them. Used while the scale's values are exactly the
/// records' (bounds or ticks that change fall back to `gauge_set_tick_format`'s texts until the host sends new
/// ones).
@_expose(wasm, "gauge_set_tick_texts") @_cdecl("gauge_set_tick_texts")
public func gauge_set_tick_texts(_ handle: Int32, _ count: Int32) -> Int32 {
    let fn: StaticString = "gauge_set_tick_texts"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    if count == -1 {
        Handles.slots[i].gauge.hostTickTexts = nil
        return Status.ok
    }
    let refused = overMemoryBudget(fn)
    if refused != 0 { return refused }
    var records: [ScratchRecord] = []
    let st = readScratchRecords(count, max: GaugeLimits.scaleTicks, colorRequired: false, fn: fn, into: &records)
    guard st == Status.ok else { return st }
    Handles.slots[i].gauge.hostTickTexts = (values: records.map { $0.number }, texts: records.map { $0.text })
    return Status.ok
}
