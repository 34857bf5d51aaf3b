// The C-ABI surface of the dial style (docs/abi.md › gauge_set_dial): its arc and scale. Same rules as
// Exports.swift: validate, return a status, never trap, keep the previous state on failure.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// The dial's arc and scale: `startAngle` degrees clockwise from 12 o'clock (finite), `sweep` degrees
/// (0 < sweep ≤ 360; 360 is a full circle), `clockwise` 1 or 0, `majorTicks` 1…100 intervals, `minorTicks`
/// 0…20 intervals per major one, `tickLabels` 1 shows the major ticks' values, 0 none.
@_expose(wasm, "gauge_set_dial") @_cdecl("gauge_set_dial")
public func gauge_set_dial(_ handle: Int32, _ startAngle: Double, _ sweep: Double, _ clockwise: UInt32,
                           _ majorTicks: UInt32, _ minorTicks: UInt32, _ tickLabels: UInt32) -> Int32 {
    let fn: StaticString = "gauge_set_dial"
    guard let i = liveSlot(handle, fn) else { return Status.badHandle }
    guard clockwise <= 1 else { return fail(Status.badArgument, fn, "clockwise", "must be 0 or 1, got %", Int64(clockwise)) }
    guard tickLabels <= 1 else { return fail(Status.badArgument, fn, "tickLabels", "must be 0 or 1, got %", Int64(tickLabels)) }
    // Checked here in UInt32 first: on wasm32 `Int(UInt32)` would trap above Int32.max.
    guard majorTicks <= UInt32(Dial.maximumMajorTicks) else {
        return fail(Status.badArgument, fn, "majorTicks", "must be 1…%, got %", Int64(Dial.maximumMajorTicks), Int64(majorTicks))
    }
    guard minorTicks <= UInt32(Dial.maximumMinorTicks) else {
        return fail(Status.badArgument, fn, "minorTicks", "must be 0…%, got %", Int64(Dial.maximumMinorTicks), Int64(minorTicks))
    }
    let dial = Dial(startAngle: startAngle, sweep: sweep, clockwise: clockwise == 1, majorTicks: Int(majorTicks),
                    minorTicks: Int(minorTicks), showsTickLabels: tickLabels == 1)
    if let p = dial.problem {
        return failProblem(fn, p.argument, p.reason,
                           value: p.index == 0 ? startAngle : p.index == 1 ? sweep : Double(p.index == 2 ? majorTicks : minorTicks))
    }
    Handles.slots[i]!.gauge.dial = dial
    return Status.ok
}
