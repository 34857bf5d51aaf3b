// The C-ABI surface of the counting value text (docs/abi.md › Functions; docs/design.md › Counting value text).
// Same rules as Exports.swift: validate, return a status, never trap, keep state on failure.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// `on` 1: while a value change animates, the value text counts from the value shown to the new one, with the
/// fill's animation (`Gauge.countingText`); 0 (the default): the text shows the new value at once. Turning it on
/// starts from the value as it is (no count until the next change). `badArgument` for another `on`.
@_expose(wasm, "gauge_set_value_animation") @_cdecl("gauge_set_value_animation")
public func gauge_set_value_animation(_ handle: Int32, _ on: UInt32) -> Int32 {
    let fn: StaticString = "gauge_set_value_animation"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    guard on <= 1 else { return fail(Status.badArgument, fn, "on", "must be 0 or 1, got %", Int64(on)) }
    if on == 0 {
        if countsValue(i) { Handles.valueAnimators.pointee[i] = nil }
    } else if !countsValue(i) {
        while Handles.valueAnimators.pointee.count <= i { Handles.valueAnimators.pointee.append(nil) }
        let v = Handles.slots[i].gauge.value
        Handles.valueAnimators.pointee[i] = FractionAnimator(target: v.isFinite ? v : nil)
    }
    return Status.ok
}

/// Whether the gauge in slot `i` has its value text count (`Handles.valueAnimators.pointee`).
/// The slot's entry is matched, not compared with nil: `!= nil` went through `FractionAnimator`'s derived `==`, a
/// copy of the animator and 500 B of comparison in the wasm (docs/wasm-build.md › Size and allocation).
func countsValue(_ i: Int) -> Bool {
    guard i < Handles.valueAnimators.pointee.count, case .some = Handles.valueAnimators.pointee[i] else { return false }
    return true
}

extension Gauge {
    /// What a value animator's spring thresholds are scaled by: the range's span (1 for an empty or infinite one).
    var settleScale: Double {
        let span = upperBound - lowerBound
        return span.isFinite && span > 0 ? span : 1
    }
}

/// Heads the counting value text for the gauge's new value: from the value shown now (an interrupted count
/// goes on from where it is), with the gauge's animation. A value that is NaN or ±∞, or a change too large for a
/// Double, shows at once. The spring settles when the fill does: its thresholds scale with the range's span.
func retargetValueText(_ i: Int) {
    let g = Handles.slots[i].gauge
    let target: Double? = g.value.isFinite ? g.value : nil
    var animation = Handles.slots[i].animation
    if let t = target, let shown = Handles.valueAnimators.pointee[i]!.shown, !(t - shown).isFinite { animation = nil }
    Handles.valueAnimators.pointee[i]!.retarget(target, animation: animation)
}
