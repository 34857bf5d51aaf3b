// The C-ABI surface for the value scale (docs/abi.md › gauge_set_scale). Same rules as Exports.swift:
// validate, return a status, never trap, keep the previous state on failure.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// How values map to positions (`GaugeScale` raw values): 0 linear (the default), 1 log, which needs the lower bound
/// above 0 (docs/swiftui-fidelity.md › Logarithmic scale). Anything else is `badArgument` naming `scale`; a log scale
/// over bounds whose lower is 0 or less is `badArgument` naming `scale` too; both keep the previous scale. A change
/// moves the drawn value as a bounds change does (a running animation keeps its timeline).
@_expose(wasm, "gauge_set_scale") @_cdecl("gauge_set_scale")
public func gauge_set_scale(_ handle: Int32, _ scale: UInt32) -> Int32 {
    let fn: StaticString = "gauge_set_scale"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    guard let s = GaugeScale(rawValue: scale) else {
        return fail(Status.badArgument, fn, "scale", "must be 0 (linear) or 1 (log), got %", Int64(scale))
    }
    if Gauge.scaleProblem(s, lower: Handles.slots[i].gauge.lowerBound) != nil {
        return fail(Status.badArgument, fn, "scale", "a log scale needs the lower bound above 0: set the bounds first")
    }
    Handles.slots[i].gauge.scale = s
    Handles.slots[i].animator.retargetKeepingTimeline(slotFraction(i))
    Handles.slots[i].retargetAdditional(keepingTimeline: true)
    return Status.ok
}

/// The fraction of slot `i`'s value (`Gauge.fraction`), read from the slot's fields: reading the getter on the slot's
/// gauge made an outlined copy of the whole gauge once the scale took part (docs/wasm-build.md › Size and allocation).
@inline(never)
func slotFraction(_ i: Int) -> Double? {
    Gauge.fraction(of: Handles.slots[i].gauge.value, lower: Handles.slots[i].gauge.lowerBound,
                   upper: Handles.slots[i].gauge.upperBound, log: Handles.slots[i].gauge.scale == .log)
}
