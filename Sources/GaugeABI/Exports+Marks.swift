// The C-ABI surface of the marks beyond SwiftUI (docs/abi.md › gauge_set_origin, gauge_set_target,
// gauge_set_segments, gauge_set_threshold_markers): where fills start, a target mark, the segmented bar and the
// threshold marks. Same rules as Exports.swift.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// Where fills start (finite); NaN for none (fills start at the minimum). Zero is a real origin.
@_expose(wasm, "gauge_set_origin") @_cdecl("gauge_set_origin")
public func gauge_set_origin(_ handle: Int32, _ origin: Double) -> Int32 {
    let i = liveSlot(handle, "gauge_set_origin")
    guard i > 0 else { return Status.badHandle }
    guard origin.isFinite || origin.isNaN else {
        return fail(Status.badArgument, "gauge_set_origin", "origin", "must be finite, or NaN for none")
    }
    Handles.slots[i].gauge.origin = origin.isNaN ? nil : origin
    return Status.ok
}

/// A target marked across the track (finite); NaN for none. Zero is a real target.
@_expose(wasm, "gauge_set_target") @_cdecl("gauge_set_target")
public func gauge_set_target(_ handle: Int32, _ target: Double) -> Int32 {
    let i = liveSlot(handle, "gauge_set_target")
    guard i > 0 else { return Status.badHandle }
    guard target.isFinite || target.isNaN else {
        return fail(Status.badArgument, "gauge_set_target", "target", "must be finite, or NaN for none")
    }
    Handles.slots[i].gauge.target = target.isNaN ? nil : target
    return Status.ok
}

/// The `linearCapacity` bar as `count` cells (2…200), or 0 for a continuous bar.
@_expose(wasm, "gauge_set_segments") @_cdecl("gauge_set_segments")
public func gauge_set_segments(_ handle: Int32, _ count: UInt32) -> Int32 {
    let i = liveSlot(handle, "gauge_set_segments")
    guard i > 0 else { return Status.badHandle }
    guard count == 0 || (count >= UInt32(Gauge.minimumSegmentCount) && count <= UInt32(Gauge.maximumSegmentCount)) else {
        return fail(Status.badArgument, "gauge_set_segments", "count", "must be 0 or 2…200, got %", Int64(count))
    }
    Handles.slots[i].gauge.segmentCount = Int(count)
    return Status.ok
}

/// Threshold marks across the track (docs/abi.md › gauge_set_threshold_markers): bit 0 the zone boundaries,
/// bit 1 the target on the rings; 0 for none (the default). Other bits are refused and the marks kept.
@_expose(wasm, "gauge_set_threshold_markers") @_cdecl("gauge_set_threshold_markers")
public func gauge_set_threshold_markers(_ handle: Int32, _ flags: UInt32) -> Int32 {
    let i = liveSlot(handle, "gauge_set_threshold_markers")
    guard i > 0 else { return Status.badHandle }
    guard flags & ~ThresholdMarkers.all.rawValue == 0 else {
        return fail(Status.badArgument, "gauge_set_threshold_markers", "flags",
                    "must be 0…3 (bit 0 zone boundaries, bit 1 target), got %", Int64(flags))
    }
    Handles.slots[i].gauge.thresholdMarkers = ThresholdMarkers(rawValue: flags)
    return Status.ok
}
