// The C-ABI surface for custom arcs of the two ring styles (docs/abi.md › gauge_set_ring_arc). Same rules as
// Exports.swift: validate, return a status, never trap, keep the previous state on failure.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// The arc of `accessoryCircular` and `accessoryCircularCapacity` (`Gauge.ringArc`): `startAngle` degrees
/// clockwise from 12 o'clock (finite), `sweep` degrees (0 < sweep ≤ 360; 360 is the full circle — equal start
/// and end angles mean the full circle), `clockwise` 1 or 0. `sweep` NaN restores the style's own arc (SwiftUI's;
/// `startAngle` is then ignored, `clockwise` still checked). Anything else out of range is `badArgument` and
/// keeps the previous arc.
@_expose(wasm, "gauge_set_ring_arc") @_cdecl("gauge_set_ring_arc")
public func gauge_set_ring_arc(_ handle: Int32, _ startAngle: Double, _ sweep: Double, _ clockwise: UInt32) -> Int32 {
    let fn: StaticString = "gauge_set_ring_arc"
    guard let i = Handles.index(of: handle) else { return badHandle(fn, handle) }
    guard clockwise <= 1 else { return fail(Status.badArgument, fn, "clockwise", "must be 0 or 1, got %", Int64(clockwise)) }
    if sweep.isNaN {
        Handles.slots[i]!.gauge.ringArc = nil
        return Status.ok
    }
    let arc = GaugeArc(startAngle: startAngle, sweep: sweep, clockwise: clockwise == 1)
    if let p = arc.problem {
        return failProblem(fn, p.argument, p.reason) {
            ErrorText.add(NumberFormat.automatic.string(p.index == 0 ? startAngle : sweep))
        }
    }
    Handles.slots[i]!.gauge.ringArc = arc
    return Status.ok
}
