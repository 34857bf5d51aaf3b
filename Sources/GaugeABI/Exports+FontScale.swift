// The C-ABI surface for the font scale (docs/abi.md › gauge_set_font_scale). Same rules as Exports.swift:
// validate, return a status, never trap, keep the previous state on failure.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// Every text of the gauge at `scale` × its type-scale size (`Gauge.fontScale`): 0.25 ≤ scale ≤ 4 (`GaugeLimits`),
/// 1 SwiftUI's sizes. NaN, ±∞ and anything outside are `badArgument` naming `fontScale` and keep the previous scale.
/// docs/swiftui-fidelity.md › Font scale
@_expose(wasm, "gauge_set_font_scale") @_cdecl("gauge_set_font_scale")
public func gauge_set_font_scale(_ handle: Int32, _ scale: Double) -> Int32 {
    let fn: StaticString = "gauge_set_font_scale"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    if let r = Gauge.fontScaleProblem(scale) { return failProblem(fn, "fontScale", r, value: scale) }
    Handles.slots[i].gauge.fontScale = scale
    return Status.ok
}
