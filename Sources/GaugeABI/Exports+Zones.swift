// The C-ABI surface of zones and additional values (docs/abi.md › gauge_set_zones, gauge_set_values): records
// read from scratch, and the additional values' animators. Same rules as Exports.swift: validate, return a
// status, never trap, keep the previous state on failure.
#if canImport(GaugeCore)
import GaugeCore
#endif

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
            guard let readText = scratchText(fn, record: k, "colorBytes", offset: offset, byteCount: colorBytes, limit: labelLimit) else { return Status.badText }
            text = readText
            offset += Int(colorBytes)
            do throws(GaugeError) { color = try ColorValue.parse(text) } catch {
                return fail(error, fn, record: k, "color", status: Status.badText)
            }
        }
        let text: String
        guard let readText = scratchText(fn, record: k, "textBytes", offset: offset, byteCount: textBytes, limit: labelLimit) else { return Status.badText }
        text = readText
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
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    let refused = overMemoryBudget(fn)
    if refused != 0 { return refused }
    var records: [ScratchRecord] = []
    let st = readScratchRecords(count, max: Zone.maximumCount, colorRequired: true, fn: fn, into: &records)
    guard st == Status.ok else { return st }
    var zones: [Zone] = []
    for k in records.indices {  // (by index: `enumerated()`'s iterator was inlined at each loop)
        let r = records[k]
        guard r.number.isFinite else {
            return fail(Status.badArgument, fn, record: k, "from", Reason("must be a finite number"))
        }
        zones.append(Zone(from: r.number, color: r.color ?? .gray, name: r.text))
    }
    Handles.slots[i].gauge.zones = zones
    return Status.ok
}

/// Additional values from `count` (0…8) scratch records (see `readScratchRecords`): the value (any; NaN is no
/// value), a CSS colour or -1 for the default, and a label. Each animates like the value (a new count
/// shows at once).
@_expose(wasm, "gauge_set_values") @_cdecl("gauge_set_values")
public func gauge_set_values(_ handle: Int32, _ count: Int32) -> Int32 {
    let fn: StaticString = "gauge_set_values"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    let refused = overMemoryBudget(fn)
    if refused != 0 { return refused }
    var records: [ScratchRecord] = []
    let st = readScratchRecords(count, max: GaugeValue.maximumCount, colorRequired: false, fn: fn, into: &records)
    guard st == Status.ok else { return st }
    Handles.slots[i].setAdditionalValues(records.map { GaugeValue($0.number, color: $0.color, label: $0.text) })
    return Status.ok
}

extension GaugeSlot {
    /// The drawn fraction of additional value `k`.
    func additionalFraction(_ k: Int) -> Double? {
        Gauge.fraction(of: gauge.additionalValues[k].value, lower: gauge.lowerBound, upper: gauge.upperBound)
    }

    /// Sets the additional values: a new count shows at once, the same count animates each to its new value.
    /// Works on the slot in place (`Handles.slots[i].setAdditionalValues(…)`), never on a copy of the gauge.
    mutating func setAdditionalValues(_ values: [GaugeValue]) {
        gauge.additionalValues = values
        if additionalAnimators.count != values.count {
            additionalAnimators = []
            for k in values.indices { additionalAnimators.append(FractionAnimator(target: additionalFraction(k))) }
        } else {
            retargetAdditional(keepingTimeline: false)
        }
    }

    /// Moves every additional value's animator to its value's fraction. Out of line: `gauge_set_bounds` had a copy.
    @inline(never)
    mutating func retargetAdditional(keepingTimeline: Bool) {
        for k in additionalAnimators.indices {
            let target = additionalFraction(k)
            if keepingTimeline {
                additionalAnimators[k].retargetKeepingTimeline(target)
            } else {
                additionalAnimators[k].retarget(target, animation: animation)
            }
        }
    }
}
