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
    guard i > 0, let f = Handles.slots[i].list.fraction(atX: x, y: y) else { return .nan }
    return Gauge.value(atFraction: f, lower: Handles.slots[i].gauge.lowerBound, upper: Handles.slots[i].gauge.upperBound)
}
