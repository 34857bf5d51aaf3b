// The C-ABI surface of vertical linear gauges (docs/abi.md › gauge_set_orientation). Same rules as
// Exports.swift: validate, return a status, never trap, keep the previous state on failure.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// Which way the linear styles' bar runs (`Axis` raw values): 0 horizontal (the default), 1 vertical (a
/// thermometer: minimum at the bottom, fill growing upward). The circular styles and the dial ignore it.
/// Anything else is `badArgument` and keeps the previous orientation.
@_expose(wasm, "gauge_set_orientation") @_cdecl("gauge_set_orientation")
public func gauge_set_orientation(_ handle: Int32, _ orientation: UInt32) -> Int32 {
    let fn: StaticString = "gauge_set_orientation"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    guard let axis = Axis(rawValue: orientation) else {
        return fail(Status.badArgument, fn, "orientation", "must be 0 (horizontal) or 1 (vertical), got %", Int64(orientation))
    }
    Handles.slots[i].gauge.orientation = axis
    return Status.ok
}
