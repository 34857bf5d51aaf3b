// The C-ABI surface beyond SwiftUI (docs/abi.md › Dials, zones, origin, several values): the dial's arc and
// ticks, zones, an origin, a target, additional values and the segmented bar. Same rules as Exports.swift:
// validate, return a status, never trap, keep the previous state on failure.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// The dial's arc and scale: `startAngle` degrees clockwise from 12 o'clock (finite), `sweep` degrees
/// (0 < sweep ≤ 360; 360 is a full circle), `clockwise` 1 or 0, `majorTicks` 1…100 intervals, `minorTicks`
/// 0…20 intervals per major one, `tickLabels` 1 shows the major ticks' values, 0 none.
@_expose(wasm, "gauge_set_dial") @_cdecl("gauge_set_dial")
public func gauge_set_dial(_ handle: Int32, _ startAngle: Double, _ sweep: Double, _ clockwise: UInt32,
                           _ majorTicks: UInt32, _ minorTicks: UInt32, _ tickLabels: UInt32) -> Int32 {
    let fn: StaticString = "gauge_set_dial"
    guard let i = Handles.index(of: handle) else { return badHandle(fn, handle) }
    guard clockwise <= 1 else { return fail(Status.badArgument, fn, "clockwise", "must be 0 or 1, got %", Int64(clockwise)) }
    guard tickLabels <= 1 else { return fail(Status.badArgument, fn, "tickLabels", "must be 0 or 1, got %", Int64(tickLabels)) }
    // Checked here in UInt32 first: on wasm32 `Int(UInt32)` would trap above Int32.max.
    guard majorTicks <= UInt32(Dial.maximumMajorTicks) else {
        return fail(Status.badArgument, fn, "majorTicks", "must be 1…%, got %", Int64(Dial.maximumMajorTicks), Int64(majorTicks))
    }
    guard minorTicks <= UInt32(Dial.maximumMinorTicks) else {
        return fail(Status.badArgument, fn, "minorTicks", "must be 0…%, got %", Int64(Dial.maximumMinorTicks), Int64(minorTicks))
    }
    let dial = Dial(startAngle: startAngle, sweep: sweep, clockwise: clockwise == 1, majorTicks: Int(majorTicks),
                    minorTicks: Int(minorTicks), showsTickLabels: tickLabels == 1)
    if let p = dial.problem {
        let values = [startAngle, sweep, Double(majorTicks), Double(minorTicks)]
        return failProblem(fn, p.argument, p.reason, value: values[p.index])
    }
    Handles.slots[i]!.gauge.dial = dial
    return Status.ok
}

/// Where fills start (finite); NaN for none (fills start at the minimum). Zero is a real origin.
@_expose(wasm, "gauge_set_origin") @_cdecl("gauge_set_origin")
public func gauge_set_origin(_ handle: Int32, _ origin: Double) -> Int32 {
    guard let i = Handles.index(of: handle) else { return badHandle("gauge_set_origin", handle) }
    guard origin.isFinite || origin.isNaN else {
        return fail(Status.badArgument, "gauge_set_origin", "origin", "must be finite, or NaN for none")
    }
    Handles.slots[i]!.gauge.origin = origin.isNaN ? nil : origin
    return Status.ok
}

/// A target marked across the track (finite); NaN for none. Zero is a real target.
@_expose(wasm, "gauge_set_target") @_cdecl("gauge_set_target")
public func gauge_set_target(_ handle: Int32, _ target: Double) -> Int32 {
    guard let i = Handles.index(of: handle) else { return badHandle("gauge_set_target", handle) }
    guard target.isFinite || target.isNaN else {
        return fail(Status.badArgument, "gauge_set_target", "target", "must be finite, or NaN for none")
    }
    Handles.slots[i]!.gauge.target = target.isNaN ? nil : target
    return Status.ok
}

/// The `linearCapacity` bar as `count` cells (2…200), or 0 for a continuous bar.
@_expose(wasm, "gauge_set_segments") @_cdecl("gauge_set_segments")
public func gauge_set_segments(_ handle: Int32, _ count: UInt32) -> Int32 {
    guard let i = Handles.index(of: handle) else { return badHandle("gauge_set_segments", handle) }
    guard count == 0 || (count >= UInt32(Gauge.minimumSegmentCount) && count <= UInt32(Gauge.maximumSegmentCount)) else {
        return fail(Status.badArgument, "gauge_set_segments", "count", "must be 0 or 2…200, got %", Int64(count))
    }
    Handles.slots[i]!.gauge.segmentCount = Int(count)
    return Status.ok
}

/// One record of `gauge_set_zones` / `gauge_set_values` as read from scratch.
struct ScratchRecord {
    var number: Double
    var color: ColorValue?
    var text: String
}

/// Reads `count` records from scratch: `count` headers of 16 bytes (`number:f64, colorBytes:i32,
/// textBytes:i32`, little-endian), then for each record its colour text (`colorBytes` UTF-8 bytes; -1 = no
/// colour) followed by its text (`textBytes`), all packed. Colours are CSS colours (`ColorValue.parse`).
func readScratchRecords(_ count: Int32, max: Int, colorRequired: Bool, fn: StaticString,
                        into out: inout [ScratchRecord]) -> Int32 {
    guard count >= 0, Int(count) <= max else {
        return fail(Status.badArgument, fn, "count", "must be 0…%, got %", Int64(max), Int64(count))
    }
    let n = Int(count)
    guard n * 16 <= scratch.count, let base = scratch.pointer else {
        return fail(Status.badText, fn, "count",
                    "% records need % bytes of scratch, got %", Int64(n), Int64(n * 16), Int64(scratch.count))
    }
    var offset = n * 16
    for k in 0..<n {
        let h = base + k * 16
        let number = h.loadUnaligned(as: Double.self)
        let colorBytes = h.loadUnaligned(fromByteOffset: 8, as: Int32.self)
        let textBytes = h.loadUnaligned(fromByteOffset: 12, as: Int32.self)
        var color: ColorValue? = nil
        if colorBytes != -1 || colorRequired {
            let text: String
            switch readScratchText(offset: offset, byteCount: colorBytes, limit: labelLimit) {
            case .success(let t): text = t
            case .failure(let reason): return fail(Status.badText, fn, record: k, "colorBytes", reason)
            }
            offset += Int(colorBytes)
            do throws(GaugeError) { color = try ColorValue.parse(text) } catch {
                return fail(error, fn, record: k, "color", status: Status.badText)
            }
        }
        let text: String
        switch readScratchText(offset: offset, byteCount: textBytes, limit: labelLimit) {
        case .success(let t): text = t
        case .failure(let reason): return fail(Status.badText, fn, record: k, "textBytes", reason)
        }
        offset += Int(textBytes)
        out.append(ScratchRecord(number: number, color: color, text: text))
    }
    return Status.ok
}

/// Zones from `count` (0…64) scratch records (see `readScratchRecords`): `from` (finite), a CSS colour
/// (required) and a name. 0 removes the zones.
@_expose(wasm, "gauge_set_zones") @_cdecl("gauge_set_zones")
public func gauge_set_zones(_ handle: Int32, _ count: Int32) -> Int32 {
    let fn: StaticString = "gauge_set_zones"
    guard let i = Handles.index(of: handle) else { return badHandle(fn, handle) }
    if let refused = overMemoryBudget(fn) { return refused }
    var records: [ScratchRecord] = []
    let st = readScratchRecords(count, max: Zone.maximumCount, colorRequired: true, fn: fn, into: &records)
    guard st == Status.ok else { return st }
    var zones: [Zone] = []
    for (k, r) in records.enumerated() {
        guard r.number.isFinite else {
            return fail(Status.badArgument, fn, record: k, "from", Reason("must be a finite number"))
        }
        zones.append(Zone(from: r.number, color: r.color ?? .gray, name: r.text))
    }
    Handles.slots[i]!.gauge.zones = zones
    return Status.ok
}

/// Additional values from `count` (0…8) scratch records (see `readScratchRecords`): the value (any; NaN is no
/// value), a CSS colour or -1 for the default, and a label. Each animates like the value (a new count
/// shows at once).
@_expose(wasm, "gauge_set_values") @_cdecl("gauge_set_values")
public func gauge_set_values(_ handle: Int32, _ count: Int32) -> Int32 {
    let fn: StaticString = "gauge_set_values"
    guard let i = Handles.index(of: handle) else { return badHandle(fn, handle) }
    if let refused = overMemoryBudget(fn) { return refused }
    var records: [ScratchRecord] = []
    let st = readScratchRecords(count, max: GaugeValue.maximumCount, colorRequired: false, fn: fn, into: &records)
    guard st == Status.ok else { return st }
    Handles.slots[i]!.gauge.additionalValues = records.map { GaugeValue($0.number, color: $0.color, label: $0.text) }
    if Handles.slots[i]!.additionalAnimators.count != records.count {
        Handles.slots[i]!.additionalAnimators = []
        for k in records.indices {
            Handles.slots[i]!.additionalAnimators.append(FractionAnimator(target: additionalFraction(i, k)))
        }
    } else {
        retargetAdditional(i, keepingTimeline: false)
    }
    return Status.ok
}

func additionalFraction(_ i: Int, _ k: Int) -> Double? {
    let g = Handles.slots[i]!.gauge
    return Gauge.fraction(of: g.additionalValues[k].value, lower: g.lowerBound, upper: g.upperBound)
}

/// Moves every additional value's animator to its value's fraction.
func retargetAdditional(_ i: Int, keepingTimeline: Bool) {
    for k in Handles.slots[i]!.additionalAnimators.indices {
        let target = additionalFraction(i, k)
        if keepingTimeline {
            Handles.slots[i]!.additionalAnimators[k].retargetKeepingTimeline(target)
        } else {
            Handles.slots[i]!.additionalAnimators[k].retarget(target, animation: Handles.slots[i]!.animation)
        }
    }
}

/// Records `function: argument: reason, got <value>` for a model's `problem` (a dial's or an arc's), `value`
/// written by `ErrorText.add(value:)` (so the host can write it its own way), and returns `badArgument`.
func failProblem(_ fn: StaticString, _ argument: String, _ reason: String, value: Double) -> Int32 {
    ErrorText.start(Status.badArgument, fn)
    ErrorText.add(argument)
    ErrorText.reason()
    ErrorText.add(reason)
    ErrorText.add(", got ")
    ErrorText.add(value: value)
    return Status.badArgument
}
