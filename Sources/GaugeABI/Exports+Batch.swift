// The batch path of the C ABI (docs/abi.md › Batch rendering): one call lays out every gauge a frame needs,
// so a page of many gauges crosses the JS ↔ wasm boundary once per frame instead of once per gauge. A bad
// entry gets its own status and never stops the others; the call never traps.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// Renders `count` gauges described by `count` 32-byte entries at the start of the scratch buffer, each at
/// `pixelRatio` and `timeMs` (the same ranges as `gauge_render`), and writes each entry's results back in place:
/// `status` (≥ 0 rendered — while the host measures text, the number of this gauge's texts laid out with
/// built-in metrics, so only entries > 0 need rendering again once they are measured; or the negative status
/// `gauge_render` would return for that handle and size) and the address and byte length of its display list
/// (0 and 0 when it failed). Entries are rendered in order; a handle may
/// appear more than once (each later entry renders it again).
///
/// Returns the number (≥ 0) of texts waiting in `gauge_text_misses` (while the host measures text: measure,
/// register, call again), or a negative status for the whole call with no entry touched: `badArgument` for
/// `count` outside 0…4,095 (the handle table's size) or a bad `pixelRatio`/`timeMs`, `badText` when the
/// entries do not fit in what `gauge_scratch` was asked for.
@_expose(wasm, "gauge_render_batch") @_cdecl("gauge_render_batch")
public func gauge_render_batch(_ count: Int32, _ pixelRatio: Double, _ timeMs: Double) -> Int32 {
    guard count >= 0, Int(count) <= Handles.maxSlots else {
        return fail(Status.badArgument, "gauge_render_batch", "count", "must be 0…4095, got %", Int64(count))
    }
    guard pixelRatio.isFinite, pixelRatio >= minimumPixelRatio, pixelRatio <= maximumPixelRatio else {
        return fail(Status.badArgument, "gauge_render_batch", "pixelRatio", "must be a finite number 0.0625…16")
    }
    guard timeMs.isFinite else {
        return fail(Status.badArgument, "gauge_render_batch", "timeMs", "must be a finite number")
    }
    let bytes = Int(count) * batchEntryBytes
    if count == 0 { return Int32(textMetrics.missing.count) }
    guard bytes <= scratch.count, let base = scratch.pointer else {
        return fail(Status.badText, "gauge_render_batch", "count",
                    "% entries need % scratch bytes, % were requested with gauge_scratch",
                    Int64(count), Int64(bytes), Int64(scratch.count))
    }
    for k in 0..<Int(count) {
        let entry = base + k * batchEntryBytes
        let handle = entry.loadUnaligned(as: Int32.self)
        let width = entry.loadUnaligned(fromByteOffset: 8, as: Double.self)
        let height = entry.loadUnaligned(fromByteOffset: 16, as: Double.self)
        var status = Status.ok
        var ptr: UInt32 = 0
        var len: Int32 = 0
        if let i = Handles.index(of: handle) {
            if !(width.isFinite && width >= 0 && width <= maximumSide) {
                status = fail(Status.badArgument, "gauge_render_batch", "width", "entry %: must be a finite number 0…100000", Int64(k))
            } else if !(height.isFinite && height >= 0 && height <= maximumSide) {
                status = fail(Status.badArgument, "gauge_render_batch", "height", "entry %: must be a finite number 0…100000", Int64(k))
            } else if overMemoryBudget("gauge_render_batch") != 0 {
                status = Status.tooMany
            } else {
                let fallbacks = textMetrics.fallbacks
                renderSlot(i, width: width, height: height, pixelRatio: pixelRatio, timeMs: timeMs)
                // > 0: this gauge laid out texts the host has not measured; only it needs rendering again.
                status = Int32(clamping: textMetrics.fallbacks &- fallbacks)
                let out = Handles.slots[i].output
                // wasm addresses are 32-bit; natively this is the low half (native callers use gauge_display_list_ptr).
                ptr = UInt32(truncatingIfNeeded: UInt(bitPattern: out.pointer))
                len = Int32(out.count)
            }
        } else {
            status = fail(Status.badHandle, "gauge_render_batch", "handle", "entry %: no live gauge has handle %", Int64(k), Int64(handle))
        }
        entry.storeBytes(of: status, toByteOffset: 4, as: Int32.self)
        entry.storeBytes(of: ptr, toByteOffset: 24, as: UInt32.self)
        entry.storeBytes(of: len, toByteOffset: 28, as: Int32.self)
    }
    return Int32(textMetrics.missing.count)
}

/// Lays out live slot `i` (arguments already validated) into its reusable display-list buffers: the work of
/// `gauge_render` and of each `gauge_render_batch` entry. Allocates nothing once the buffers have grown to the
/// gauge's size (docs/abi.md › Memory).
func renderSlot(_ i: Int, width: Double, height: Double, pixelRatio: Double, timeMs: Double) {
    var slot = (Handles.slots + i).move()  // take ownership so the buffers are mutated in place, not copied
    let frame = slot.animator.sample(at: timeMs)
    var animating = frame.animating
    // The previous frame's fractions move to `renderedAdditional`; both arrays keep their capacity.
    swap(&slot.shownAdditional, &slot.renderedAdditional)
    while !slot.shownAdditional.isEmpty { slot.shownAdditional.removeLast() }  // (at most 8: no replaceSubrange copy)
    for k in slot.additionalAnimators.indices {
        let f = slot.additionalAnimators[k].sample(at: timeMs)
        slot.shownAdditional.append(f.fraction)
        animating = animating || f.animating
    }
    // The counting value text (docs/design.md › Counting value text): the value shown while its animation runs.
    var shownValue: Double? = nil, valueStart = 0.0
    let counts = countsValue(i)
    if counts {
        if Handles.valueAnimators.pointee[i]!.sample(at: timeMs, settleScale: slot.gauge.settleScale).animating {
            shownValue = Handles.valueAnimators.pointee[i]!.shown
            animating = true
        }
        valueStart = Handles.valueAnimators.pointee[i]!.start
    }
    let key = RenderKey(changes: slot.changes, metricsChanges: textMetrics.changes, width: width.bitPattern,
                        height: height.bitPattern, pixelRatio: pixelRatio.bitPattern,
                        fraction: frame.fraction?.bitPattern, animating: animating)
    // The same inputs as the last render: its display list is this one's, byte for byte. A counting frame is always
    // laid out (its text changes with time even where the fill does not), and kept by none: the key stays small.
    if shownValue == nil, slot.rendered == key, sameFractions(slot.shownAdditional, slot.renderedAdditional) {
        (Handles.slots + i).initialize(to: consume slot)
        return
    }
    let fallbacks = textMetrics.fallbacks
    // Every change but the value's (before the frame's own, undone below): what a dial's kept scale depends on of the gauge.
    slot.list.scaleRevision = slot.changes &- slot.valueChanges
    // The frame is drawn from the slot's gauge in place (a copy of it would cost the wasm an outlined copy of
    // every field); the frame is no change of the gauge, so `changes` stays as it was.
    let changes = slot.changes
    let additional = slot.additionalAnimators.isEmpty ? nil : slot.shownAdditional
    // Settled after a count, the value text keeps the count's size (settled: its start, the value's text).
    let saved = slot.gauge.beginFrame(showing: frame.fraction, additional: additional, shownValue: shownValue,
                                      valueStart: valueStart, settled: counts,
                                      text: &textMetrics)
    slot.gauge.renderUnchecked(width: width, height: height, pixelRatio: pixelRatio, text: &textMetrics, into: &slot.list)
    slot.gauge.endFrame(saved, text: &textMetrics)
    slot.changes = changes
    if animating { slot.list.flags |= DisplayList.Flag.animating }
    slot.list.encode(into: &slot.bytes)
    slot.output.set(slot.bytes)
    // A render that used built-in widths while the host measures is done again (it notes them as missing).
    slot.rendered = textMetrics.fallbacks == fallbacks && shownValue == nil ? key : nil
    (Handles.slots + i).initialize(to: consume slot)
}

/// Whether two lists of shown fractions are equal bit for bit.
private func sameFractions(_ a: [Double?], _ b: [Double?]) -> Bool {
    guard a.count == b.count else { return false }
    for k in a.indices where a[k]?.bitPattern != b[k]?.bitPattern { return false }
    return true
}
