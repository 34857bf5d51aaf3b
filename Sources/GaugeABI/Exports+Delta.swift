// The C-ABI surface of the delta against a reference (docs/abi.md › gauge_set_reference): the reference and
// mode, and the symbols. Its colours are gauge_set_color's roles 4 and 5; the host formatter's texts and the
// words said with it are gauge_set_formatted_text's 5…9. Same rules as Exports.swift.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// The reference the delta is measured from (finite; NaN for none: no delta) and `mode` 0 absolute (value −
/// reference in the number format) or 1 relative (the change as a percent of |reference|).
@_expose(wasm, "gauge_set_reference") @_cdecl("gauge_set_reference")
public func gauge_set_reference(_ handle: Int32, _ reference: Double, _ mode: UInt32) -> Int32 {
    let fn: StaticString = "gauge_set_reference"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    guard reference.isFinite || reference.isNaN else {
        return fail(Status.badArgument, fn, "reference", "must be finite, or NaN for none")
    }
    guard let m = Delta.Mode(rawValue: mode) else {
        return fail(Status.badArgument, fn, "mode", "must be 0 (absolute) or 1 (relative), got %", Int64(mode))
    }
    Handles.slots[i].gauge.setDelta(reference: reference.isNaN ? nil : reference, mode: m)
    return Status.ok
}

/// The symbols drawn before the delta's sign: the increasing one from the first `increasingBytes` scratch bytes,
/// the decreasing one from the next `decreasingBytes` (UTF-8, each at most 4,096 bytes; 0 for none); -1 restores
/// that symbol's default (▲, ▼).
@_expose(wasm, "gauge_set_delta_symbols") @_cdecl("gauge_set_delta_symbols")
public func gauge_set_delta_symbols(_ handle: Int32, _ increasingBytes: Int32, _ decreasingBytes: Int32) -> Int32 {
    let fn: StaticString = "gauge_set_delta_symbols"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    var up = Delta.defaultIncreasingSymbol, down = Delta.defaultDecreasingSymbol
    if increasingBytes != -1 {
        guard let readUp = scratchText(fn, "increasingBytes", offset: 0, byteCount: increasingBytes, limit: labelLimit) else { return Status.badText }
        up = readUp
    }
    if decreasingBytes != -1 {
        guard let readDown = scratchText(fn, "decreasingBytes", offset: Int(max(increasingBytes, 0)), byteCount: decreasingBytes, limit: labelLimit) else { return Status.badText }
        down = readDown
    }
    Handles.slots[i].gauge.setDeltaSymbols(increasing: up, decreasing: down)
    return Status.ok
}
