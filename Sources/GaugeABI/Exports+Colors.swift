// The C-ABI surface of the colours besides the tint (docs/abi.md › gauge_set_color): the track, the texts and marks,
// the value text. Same rules as Exports.swift.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// Colour `role` (0 track, 1 label, 2 value, 3 the dial's hub, 4 and 5 the delta's rise and fall, 6 the focus ring: `GaugeColors.Role`) from the first `byteCount` scratch bytes, one CSS
/// colour in the tint's colour grammar (UTF-8, at most 4,096 bytes); -1 restores SwiftUI's colour for the scheme.
@_expose(wasm, "gauge_set_color") @_cdecl("gauge_set_color")
public func gauge_set_color(_ handle: Int32, _ role: UInt32, _ byteCount: Int32) -> Int32 {
    let fn: StaticString = "gauge_set_color"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    guard let r = GaugeColors.Role(rawValue: role) else {
        return fail(Status.badArgument, fn, "role", "must be 0 (track), 1 (label), 2 (value), 3 (hub), 4 (increasing), 5 (decreasing) or 6 (focus), got %", Int64(role))
    }
    if byteCount == -1 {
        Handles.slots[i].gauge.colors[r] = nil
        return Status.ok
    }
    let refused = overMemoryBudget(fn)
    if refused != 0 { return refused }
    let text: String
    guard let readText = scratchText(fn, "byteCount", offset: 0, byteCount: byteCount, limit: labelLimit) else { return Status.badText }
    text = readText
    do throws(GaugeError) {
        Handles.slots[i].gauge.colors[r] = try ColorValue.parse(text, for: r)
    } catch {
        return fail(error, fn)
    }
    return Status.ok
}

/// What the host tells the gauge about its use as an input (docs/abi.md › gauge_set_input_state; `InputState`): bit 0
/// interactive (room for the focus ring, the capacity bars' thumb), bit 1 focus-visible (the focus ring); 0 for
/// neither (the default). Other bits are refused and the state kept.
@_expose(wasm, "gauge_set_input_state") @_cdecl("gauge_set_input_state")
public func gauge_set_input_state(_ handle: Int32, _ flags: UInt32) -> Int32 {
    let i = liveSlot(handle, "gauge_set_input_state")
    guard i > 0 else { return Status.badHandle }
    guard flags & ~InputState.all.rawValue == 0 else {
        return fail(Status.badArgument, "gauge_set_input_state", "flags",
                    "must be 0…3 (bit 0 interactive, bit 1 focus-visible), got %", Int64(flags))
    }
    Handles.slots[i].gauge.inputState = InputState(rawValue: flags)
    return Status.ok
}
