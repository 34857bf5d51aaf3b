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
    guard let i = liveSlot(handle, fn) else { return Status.badHandle }
    guard on <= 1 else { return fail(Status.badArgument, fn, "on", "must be 0 or 1, got %", Int64(on)) }
    if on == 1 && !Handles.slots[i]!.valueAnimation {
        let v = Handles.slots[i]!.gauge.value
        Handles.slots[i]!.valueAnimator = FractionAnimator(target: v.isFinite ? v : nil)
    }
    Handles.slots[i]!.valueAnimation = on == 1
    return Status.ok
}

/// Heads the counting value text for the gauge's new value: from the value shown now (an interrupted count
/// goes on from where it is), with the gauge's animation. A value that is NaN or ±∞, or a change too large for a
/// Double, shows at once. The spring settles when the fill does: its thresholds scale with the range's span.
func retargetValueText(_ i: Int) {
    let g = Handles.slots[i]!.gauge
    let target: Double? = g.value.isFinite ? g.value : nil
    var animation = Handles.slots[i]!.animation
    if let t = target, let shown = Handles.slots[i]!.valueAnimator.shown, !(t - shown).isFinite { animation = nil }
    let span = g.upperBound - g.lowerBound
    Handles.slots[i]!.valueAnimator.settleScale = span.isFinite && span > 0 ? span : 1
    Handles.slots[i]!.valueAnimator.retarget(target, animation: animation)
}
