// The C-ABI surface for custom arcs of the two ring styles (docs/abi.md › gauge_set_ring_arc). Same rules as
// Exports.swift: validate, return a status, never trap, keep the previous state on failure.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// `gauge_set_ring_arc`'s `flags`: bit 0 clockwise, bit 1 an explicit arc (a NaN sweep is refused, not "none").
package enum RingArcFlag {
    package static let clockwise: UInt32 = 1, explicit: UInt32 = 2
}

/// The arc of `accessoryCircular` and `accessoryCircularCapacity` (`Gauge.ringArc`): `startAngle` degrees
/// clockwise from 12 o'clock (finite), `sweep` degrees (0 < sweep ≤ 360; 360 is the full circle — equal start
/// and end angles mean the full circle), `flags` bit 0 clockwise (1) or counter-clockwise (0). `sweep` NaN
/// restores the style's own arc (SwiftUI's; `startAngle` is then ignored) unless `flags` bit 1 says the arc is
/// explicit: then a NaN sweep is refused like any other. Anything else out of range is `badArgument` and keeps
/// the previous arc.
@_expose(wasm, "gauge_set_ring_arc") @_cdecl("gauge_set_ring_arc")
public func gauge_set_ring_arc(_ handle: Int32, _ startAngle: Double, _ sweep: Double, _ flags: UInt32) -> Int32 {
    let fn: StaticString = "gauge_set_ring_arc"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    guard flags <= 3 else {
        return fail(Status.badArgument, fn, "clockwise", "must be 0…3, got %", Int64(flags))
    }
    if sweep.isNaN && flags & RingArcFlag.explicit == 0 {
        Handles.slots[i].gauge.ringArc = nil
        return Status.ok
    }
    let arc = GaugeArc(startAngle: startAngle, sweep: sweep, clockwise: flags & RingArcFlag.clockwise != 0)
    if let p = arc.problem {
        return failProblem(fn, p.argument, p.reason, value: p.index == 0 ? startAngle : sweep)
    }
    Handles.slots[i].gauge.ringArc = arc
    return Status.ok
}

/// The stroke of the rings and the bars (`Gauge.thickness`, docs/swiftui-fidelity.md › Thickness): `unit` 1 CSS px
/// (0 < thickness ≤ 1000), 2 a fraction of the box across the stroke (0 < thickness ≤ 1), 0 each style's own
/// (`thickness` ignored). Clamped to what the box allows when drawn; anything else out of range is
/// `badArgument` and keeps the previous thickness.
@_expose(wasm, "gauge_set_thickness") @_cdecl("gauge_set_thickness")
public func gauge_set_thickness(_ handle: Int32, _ thickness: Double, _ unit: UInt32) -> Int32 {
    let fn: StaticString = "gauge_set_thickness"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    if unit == 0 {
        Handles.slots[i].gauge.thickness = nil
        return Status.ok
    }
    guard let u = Thickness.Unit(rawValue: unit) else {
        return fail(Status.badArgument, fn, "unit", "must be 0…2, got %", Int64(unit))
    }
    let t = Thickness(thickness, unit: u)
    if let p = t.problem { return failProblem(fn, p.argument, p.reason, value: thickness) }
    Handles.slots[i].gauge.thickness = t
    return Status.ok
}
