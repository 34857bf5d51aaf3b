// The C-ABI surface of hit testing (docs/abi.md › Hit testing). Same rules as Exports.swift: validate, never
// trap; it reads the slot's last display list and changes nothing.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// The value under the point (`x`, `y`) in CSS px of the box the gauge was last rendered in (origin top-left),
/// through the geometry that render drew (`Gauge.value(at:in:)`): clamped to the bounds; NaN before the first
/// render, for an empty box, a point that is not finite or a bad handle (`gauge_last_error` then says so).
@_expose(wasm, "gauge_value_at") @_cdecl("gauge_value_at")
public func gauge_value_at(_ handle: Int32, _ x: Double, _ y: Double) -> Double {
    let i = liveSlot(handle, "gauge_value_at")
    return i > 0 ? valueAt(&Handles.slots[i], x, y) : .nan
}

/// The slot's list and bounds read in place: through an inout slot, not a copy of its display list (as
/// Exports.swift's `naturalSize` reads its gauge).
private func valueAt(_ slot: inout GaugeSlot, _ x: Double, _ y: Double) -> Double {
    guard let f = slot.list.fraction(atX: x, y: y) else { return .nan }
    return Gauge.value(atFraction: f, lower: slot.gauge.lowerBound, upper: slot.gauge.upperBound)
}

/// The part under the point (`x`, `y`) in CSS px of the box the gauge was last rendered in (origin top-left), as that
/// render drew it (`Gauge.part(at:in:)`): a part code (`PartCode`, docs/abi.md › Hit testing) ≥ 0, 0 off every part;
/// the zone's index (in `zones` as given) or the additional value's in bits 8…. A negative status, recorded for
/// `gauge_last_error`, for a bad handle, a gauge not rendered yet (`handle`) or a point that is not finite (`x`, `y`).
@_expose(wasm, "gauge_part_at") @_cdecl("gauge_part_at")
public func gauge_part_at(_ handle: Int32, _ x: Double, _ y: Double) -> Int32 {
    let i = liveSlot(handle, "gauge_part_at")
    return i > 0 ? partAt(&Handles.slots[i], x, y) : Status.badHandle
}

/// The slot's list, zones and bounds read in place (as `valueAt`).
private func partAt(_ slot: inout GaugeSlot, _ x: Double, _ y: Double) -> Int32 {
    let rendered = !slot.bytes.isEmpty
    guard rendered, let hit = slot.list.part(atX: x, y: y) else {
        return fail(Status.badArgument, "gauge_part_at", !rendered ? "handle" : x.isFinite ? "y" : "x",
                    rendered ? "not a finite number" : "not rendered yet")
    }
    return Int32(truncatingIfNeeded: slot.gauge.partCode(hit))
}
