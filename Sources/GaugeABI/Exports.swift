// The C-ABI surface: every function the JS host calls (docs/abi.md). Each validates its arguments, returns a
// status and never traps; on failure the gauge is left exactly as it was and `gauge_last_error` explains.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// ABI and display-list encoding version; the host refuses any other.
package let abiVersion: UInt32 = 1

@_expose(wasm, "gauge_abi_version") @_cdecl("gauge_abi_version")
public func gauge_abi_version() -> UInt32 { abiVersion }

/// A module-owned buffer of at least `byteCount` (0…65,536) bytes for the next setter's input; nil (0) otherwise.
/// A refused request also empties the buffer, so a host that ignores the 0 gets `badText` from the setter,
/// never the previous call's bytes.
@_expose(wasm, "gauge_scratch") @_cdecl("gauge_scratch")
public func gauge_scratch(_ byteCount: Int32) -> UnsafeMutableRawPointer? {
    guard byteCount >= 0, Int(byteCount) <= scratchLimit else {
        scratch.count = 0
        _ = fail(Status.badArgument, "gauge_scratch", "byteCount", "must be 0…65536, got %", Int64(byteCount))
        return nil
    }
    _ = scratch.reserve(max(Int(byteCount), 1))
    scratch.count = Int(byteCount)
    return scratch.pointer
}

/// A new gauge (value 0, bounds 0…1, automatic style, blue tint); its handle (> 0) or `tooMany`.
@_expose(wasm, "gauge_create") @_cdecl("gauge_create")
public func gauge_create() -> Int32 {
    let refused = overMemoryBudget("gauge_create")
    if refused != 0 { return refused }
    guard let handle = Handles.insert() else {
        return fail(Status.tooMany, "gauge_create", "handle", "at most 4095 live gauges")
    }
    return handle
}

@_expose(wasm, "gauge_destroy") @_cdecl("gauge_destroy")
public func gauge_destroy(_ handle: Int32) -> Int32 {
    let i = liveSlot(handle, "gauge_destroy")
    guard i > 0 else { return Status.badHandle }
    Handles.remove(i)
    return Status.ok
}

/// Any value: NaN is "no value", ±∞ and out-of-range values clamp in the drawing only.
@_expose(wasm, "gauge_set_value") @_cdecl("gauge_set_value")
public func gauge_set_value(_ handle: Int32, _ value: Double) -> Int32 {
    let i = liveSlot(handle, "gauge_set_value")
    guard i > 0 else { return Status.badHandle }
    Handles.slots[i].gauge.value = value
    Handles.slots[i].valueChanges &+= 1
    Handles.slots[i].animator.retarget(Handles.slots[i].gauge.fraction, animation: Handles.slots[i].animation)
    if countsValue(i) { retargetValueText(i) }
    return Status.ok
}

/// Finite `lower ≤ upper`, else `badArgument` with the bounds unchanged.
@_expose(wasm, "gauge_set_bounds") @_cdecl("gauge_set_bounds")
public func gauge_set_bounds(_ handle: Int32, _ lower: Double, _ upper: Double) -> Int32 {
    let i = liveSlot(handle, "gauge_set_bounds")
    guard i > 0 else { return Status.badHandle }
    do throws(GaugeError) {
        try Handles.slots[i].gauge.setBounds(lower: lower, upper: upper)
    } catch {
        return fail(error, "gauge_set_bounds")
    }
    // A bounds change moves the target without restarting a running animation.
    Handles.slots[i].animator.retargetKeepingTimeline(Handles.slots[i].gauge.fraction)
    Handles.slots[i].retargetAdditional(keepingTimeline: true)
    return Status.ok
}

/// Style 0…6 (`GaugeStyle` raw values; 6 is the dial).
@_expose(wasm, "gauge_set_style") @_cdecl("gauge_set_style")
public func gauge_set_style(_ handle: Int32, _ style: UInt32) -> Int32 {
    let i = liveSlot(handle, "gauge_set_style")
    guard i > 0 else { return Status.badHandle }
    guard let s = GaugeStyle(rawValue: style) else {
        return fail(Status.badArgument, "gauge_set_style", "style", "must be 0…6, got %", Int64(style))
    }
    Handles.slots[i].gauge.style = s
    return Status.ok
}

/// Role 0 `label`, 1 `currentValueLabel`, from the first `byteCount` scratch bytes; -1 clears.
@_expose(wasm, "gauge_set_label") @_cdecl("gauge_set_label")
public func gauge_set_label(_ handle: Int32, _ role: UInt32, _ byteCount: Int32) -> Int32 {
    let i = liveSlot(handle, "gauge_set_label")
    guard i > 0 else { return Status.badHandle }
    guard role <= 1 else {
        return fail(Status.badArgument, "gauge_set_label", "role", "must be 0 (label) or 1 (currentValueLabel), got %", Int64(role))
    }
    if byteCount == -1 {
        if role == 0 { Handles.slots[i].gauge.label = "" } else { Handles.slots[i].gauge.currentValueLabel = nil }
        return Status.ok
    }
    let refused = overMemoryBudget("gauge_set_label")
    if refused != 0 { return refused }
    let text: String
    guard let readText = scratchText("gauge_set_label", "byteCount", offset: 0, byteCount: byteCount, limit: labelLimit) else { return Status.badText }
    text = readText
    if role == 0 { Handles.slots[i].gauge.label = text } else { Handles.slots[i].gauge.currentValueLabel = text }
    return Status.ok
}

/// `minimumValueLabel` from scratch `[0, minimumBytes)`, `maximumValueLabel` from the next `maximumBytes`;
/// `(-1, -1)` clears the pair.
@_expose(wasm, "gauge_set_bounds_labels") @_cdecl("gauge_set_bounds_labels")
public func gauge_set_bounds_labels(_ handle: Int32, _ minimumBytes: Int32, _ maximumBytes: Int32) -> Int32 {
    let i = liveSlot(handle, "gauge_set_bounds_labels")
    guard i > 0 else { return Status.badHandle }
    if minimumBytes == -1 && maximumBytes == -1 {
        Handles.slots[i].gauge.boundsLabels = nil
        return Status.ok
    }
    let refused = overMemoryBudget("gauge_set_bounds_labels")
    if refused != 0 { return refused }
    let minimum: String, maximum: String
    guard let readMinimum = scratchText("gauge_set_bounds_labels", "minimumBytes", offset: 0, byteCount: minimumBytes, limit: labelLimit) else { return Status.badText }
    minimum = readMinimum
    guard let readMaximum = scratchText("gauge_set_bounds_labels", "maximumBytes", offset: Int(minimumBytes), byteCount: maximumBytes, limit: labelLimit) else { return Status.badText }
    maximum = readMaximum
    Handles.slots[i].gauge.boundsLabels = BoundsLabels(minimum: minimum, maximum: maximum)
    return Status.ok
}

/// Tint from scratch text (`Tint.parse`: a CSS colour, or a gradient in CSS gradient syntax; docs/abi.md);
/// -1 restores the default (system blue).
@_expose(wasm, "gauge_set_tint") @_cdecl("gauge_set_tint")
public func gauge_set_tint(_ handle: Int32, _ byteCount: Int32) -> Int32 {
    let i = liveSlot(handle, "gauge_set_tint")
    guard i > 0 else { return Status.badHandle }
    if byteCount == -1 {
        Handles.slots[i].gauge.tint = .color(.blue)
        return Status.ok
    }
    let refused = overMemoryBudget("gauge_set_tint")
    if refused != 0 { return refused }
    let text: String
    guard let readText = scratchText("gauge_set_tint", "byteCount", offset: 0, byteCount: byteCount, limit: tintLimit) else { return Status.badText }
    text = readText
    do throws(GaugeError) {
        Handles.slots[i].gauge.tint = try Tint.parse(text)
    } catch {
        return fail(error, "gauge_set_tint")
    }
    return Status.ok
}

/// `gauge_set_animation`'s kinds (docs/abi.md), in the low byte of its `kind` argument.
package enum AnimationKind: UInt32, CaseIterable {
    case none = 0, curve = 1, spring = 2, namedCurve = 3
}

/// `gauge_set_animation`'s `kind` bits 8…12: which of `p1`, `p2`, `p3`, `p4`, `duration` the host leaves out; a
/// left-out parameter takes SwiftUI's default (a spring's response 0.55 s and damping fraction 1, a curve's
/// duration 0.35 s), so the host names presets and never repeats their values.
package let animationAbsentShift: UInt32 = 8

/// Why `gauge_set_animation` refused its `kind` (an unknown kind, or bits above 12).
let animationKindReason: StaticString = "must be 0 (none), 1 (curve), 2 (spring) or 3 (namedCurve), plus bits 8…12, got %"

/// How value changes animate: `kind` 0 none (changes show at once), 1 a timing curve with control points
/// `(p1, p2)`, `(p3, p4)` (x values 0…1) over `duration` seconds (0 < d ≤ 60), 2 a spring with response `p1`
/// seconds (0 < r ≤ 60) and damping fraction `p2` (0 < ζ ≤ 10), 3 the named curve `p1` (`TimingCurve.named`:
/// 0 linear, 1 easeIn, 2 easeOut, 3 easeInOut) over `duration`; bits 8…12 of `kind` leave parameters out
/// (`animationAbsentShift`). `badArgument` for anything else; a running animation is not disturbed (the new
/// setting applies to the next change).
@_expose(wasm, "gauge_set_animation") @_cdecl("gauge_set_animation")
public func gauge_set_animation(_ handle: Int32, _ kind: UInt32, _ p1: Double, _ p2: Double, _ p3: Double,
                                _ p4: Double, _ duration: Double) -> Int32 {
    let fn: StaticString = "gauge_set_animation"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Status.badHandle }
    let absent = kind >> animationAbsentShift
    guard absent <= 31 else { return fail(Status.badArgument, fn, "kind", animationKindReason, Int64(kind)) }
    let seconds = absent & 16 != 0 ? Animation.defaultCurveDuration : duration
    let animation: Animation?
    switch kind & 0xFF {
    case AnimationKind.none.rawValue:
        animation = nil
    case AnimationKind.curve.rawValue, AnimationKind.namedCurve.rawValue:
        let curve: TimingCurve
        if kind & 0xFF == AnimationKind.namedCurve.rawValue {
            guard p1 >= 0, p1 < 4, p1 == p1.rounded(.down), let named = TimingCurve.Named(rawValue: UInt32(saturating: p1)) else {
                return fail(Status.badArgument, fn, "curve", "must be 0 (linear), 1 (easeIn), 2 (easeOut) or 3 (easeInOut)")
            }
            curve = named.curve
        } else {
            guard absent & 15 == 0, p1.isFinite, p2.isFinite, p3.isFinite, p4.isFinite, p1 >= 0, p1 <= 1, p3 >= 0, p3 <= 1 else {
                return fail(Status.badArgument, fn, "controlPoints", "must be finite, with x values (p1, p3) in 0…1")
            }
            curve = TimingCurve(p1, p2, p3, p4)
        }
        animation = Animation(.curve(curve, duration: seconds))
        guard animation!.isValid else {
            return fail(Status.badArgument, fn, "duration", "must be a finite number of seconds above 0 and at most 60")
        }
    case AnimationKind.spring.rawValue:
        animation = Animation.spring(response: absent & 1 != 0 ? Animation.defaultResponse : p1,
                                     dampingFraction: absent & 2 != 0 ? Animation.defaultDampingFraction : p2)
        guard animation!.isValid else {
            return fail(Status.badArgument, fn, "response",
                        "response must be above 0 and at most 60 s, dampingFraction above 0 and at most 10")
        }
    default:
        return fail(Status.badArgument, fn, "kind", animationKindReason, Int64(kind))
    }
    Handles.slots[i].animation = animation
    return Status.ok
}

/// Colour scheme 0 light, 1 dark (`ColorScheme` raw values): resolves system, label and track colours.
@_expose(wasm, "gauge_set_color_scheme") @_cdecl("gauge_set_color_scheme")
public func gauge_set_color_scheme(_ handle: Int32, _ scheme: UInt32) -> Int32 {
    let i = liveSlot(handle, "gauge_set_color_scheme")
    guard i > 0 else { return Status.badHandle }
    guard let s = ColorScheme(rawValue: scheme) else {
        return fail(Status.badArgument, "gauge_set_color_scheme", "scheme", "must be 0 (light) or 1 (dark), got %", Int64(scheme))
    }
    Handles.slots[i].gauge.colorScheme = s
    return Status.ok
}

/// Lays the gauge out for `width × height` CSS px (finite, 0…100,000) at `pixelRatio` (finite, 1/16…16)
/// and `timeMs` (finite) into its own display-list buffer. Returns 0, or while the host measures text the
/// number of texts waiting in `gauge_text_misses` (> 0: measure them and render again).
///
///
/// The pixel ratio's floor, 1/16, lies below any real `devicePixelRatio` (browsers zoom out to 25 %) and keeps
/// `1 / pixelRatio` (pixel snapping) and its f32 in the header far from 0 and ∞.
@_expose(wasm, "gauge_render") @_cdecl("gauge_render")
public func gauge_render(_ handle: Int32, _ width: Double, _ height: Double, _ pixelRatio: Double,
                         _ timeMs: Double) -> Int32 {
    let i = liveSlot(handle, "gauge_render")
    guard i > 0 else { return Status.badHandle }
    guard width.isFinite, width >= 0, width <= maximumSide else {
        return fail(Status.badArgument, "gauge_render", "width", "must be a finite number 0…100000")
    }
    guard height.isFinite, height >= 0, height <= maximumSide else {
        return fail(Status.badArgument, "gauge_render", "height", "must be a finite number 0…100000")
    }
    guard pixelRatio.isFinite, pixelRatio >= minimumPixelRatio, pixelRatio <= maximumPixelRatio else {
        return fail(Status.badArgument, "gauge_render", "pixelRatio", "must be a finite number 0.0625…16")
    }
    guard timeMs.isFinite else {
        return fail(Status.badArgument, "gauge_render", "timeMs", "must be a finite number")
    }
    let refused = overMemoryBudget("gauge_render")
    if refused != 0 { return refused }
    renderSlot(i, width: width, height: height, pixelRatio: pixelRatio, timeMs: timeMs)
    return Int32(textMetrics.missing.count)
}

/// The gauge's natural size for a proposed box (`Gauge.naturalSize`), so a host sizes an unsized gauge without
/// laying it out: `width` and `height` CSS px (finite, 0…100,000) or NaN for a side not proposed; `what` 0 the
/// width, 1 the height. Returns the size (≥ 0), or a negative status (`badHandle`, or `badArgument` for a bad
/// side or `what`) with `gauge_last_error` saying why.
@_expose(wasm, "gauge_natural_size") @_cdecl("gauge_natural_size")
public func gauge_natural_size(_ handle: Int32, _ width: Double, _ height: Double, _ what: UInt32) -> Double {
    let fn: StaticString = "gauge_natural_size"
    let i = liveSlot(handle, fn)
    guard i > 0 else { return Double(Status.badHandle) }
    // NaN (not proposed) aside, the sides' range and message are gauge_render's.
    guard width.isNaN || (width >= 0 && width <= maximumSide) else {
        return Double(fail(Status.badArgument, fn, "width", "must be a finite number 0…100000"))
    }
    guard height.isNaN || (height >= 0 && height <= maximumSide) else {
        return Double(fail(Status.badArgument, fn, "height", "must be a finite number 0…100000"))
    }
    guard what <= 1 else { return Double(fail(Status.badArgument, fn, "what", "must be 0 or 1, got %", Int64(what))) }
    let size = naturalSize(&Handles.slots[i], width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
    return what == 0 ? size.width : size.height
}

/// The slot's gauge read in place: through an inout slot, not a copy of the gauge (whose outlined copy code is
/// the largest of its kind in the wasm: docs/wasm-build.md › Size and allocation).
private func naturalSize(_ slot: inout GaugeSlot, width: Double?, height: Double?) -> IntrinsicSize {
    slot.gauge.naturalSizeUnchecked(width: width, height: height)
}

/// The accessible name (1), value text (2) or description (3) of the slot's gauge, read in place (as `naturalSize`).
private func describedText(_ slot: inout GaugeSlot, _ what: UInt32) -> String {
    what == 1 ? slot.gauge.label : what == 2 ? slot.gauge.accessibilityValueText : slot.gauge.accessibilityDescription
}

/// Address of the last rendered display list (nil/0 before the first render or for a bad handle).
@_expose(wasm, "gauge_display_list_ptr") @_cdecl("gauge_display_list_ptr")
public func gauge_display_list_ptr(_ handle: Int32) -> UnsafeMutableRawPointer? {
    let i = liveSlot(handle, "gauge_display_list_ptr")
    guard i > 0 else { return nil }
    return Handles.slots[i].output.count > 0 ? Handles.slots[i].output.pointer : nil
}

/// Length in bytes of the last rendered display list, or a negative status.
@_expose(wasm, "gauge_display_list_len") @_cdecl("gauge_display_list_len")
public func gauge_display_list_len(_ handle: Int32) -> Int32 {
    let i = liveSlot(handle, "gauge_display_list_len")
    guard i > 0 else { return Status.badHandle }
    return Int32(Handles.slots[i].output.count)
}

/// Writes a text about the gauge into the text buffer and returns its byte length: 0 the last display
/// list's text form (empty before the first render; native builds only, `badArgument` in wasm), 1 the accessible name, 2 the value text, 3 the description, 4
/// the last display list as an SVG document (titled with the name and value text, described by the bounds labels;
/// native builds only, `badArgument` in wasm, whose host writes it from the list and `gauge_svg_parts`).
@_expose(wasm, "gauge_describe") @_cdecl("gauge_describe")
public func gauge_describe(_ handle: Int32, _ what: UInt32) -> Int32 {
    let i = liveSlot(handle, "gauge_describe")
    guard i > 0 else { return Status.badHandle }
    // Fields read in place: a copy of the whole slot would cost wasm an outlined copy of every field.
    switch what {
    case 0:
        #if hasFeature(Embedded)
        // The host writes the text form from the bytes (web/src/display-list.js displayListText): −3 KB gzipped.
        return fail(Status.badArgument, "gauge_describe", "what",
                    "0 (the text form) is written only natively; the host decodes the display list itself")
        #else
        return Handles.slots[i].bytes.isEmpty ? textOut.set("") : textOut.set(DisplayList.text(of: Handles.slots[i].bytes))
        #endif
    case 1...3: return textOut.set(describedText(&Handles.slots[i], what))
    case 4:
        #if hasFeature(Embedded)
        // The host writes the SVG from the list and gauge_svg_parts (web/src/svg.js): wasm −5 KB gzipped.
        return fail(Status.badArgument, "gauge_describe", "what",
                    "4 (the SVG) is written only natively; the host writes it from the display list and gauge_svg_parts")
        #else
        // The list's own id prefix ("sg" + FNV-1a + "-"): deterministic, the bytes the JS host writes for this list.
        let g = Handles.slots[i].gauge, bytes = Handles.slots[i].bytes
        return textOut.set((try? DisplayList.svg(of: bytes, conics: Handles.slots[i].list.conicSources, title: g.svgTitle,
                                                 description: g.accessibilityDescription, fontFamily: g.font.svgFamily,
                                                 idPrefix: DisplayList.listIDPrefix(of: bytes))) ?? "")
        #endif
    default:
        return fail(Status.badArgument, "gauge_describe", "what", "must be 0…4, got %", Int64(what))
    }
}

/// Module statistics for leak checks and dashboards: 0 live gauges; 1 heap bytes in use (every byte the
/// module has allocated and not freed, counted by the allocator wrappers in wasm/support.c; wasm build only,
/// `badArgument` natively, where the process heap is not the module's); 2 bytes reserved by the live gauges'
/// display-list buffers (0 when none is live); 3 allocations made so far (every successful malloc, calloc,
/// realloc…, modulo 2³¹; wasm only like 1): a render that leaves it unchanged allocated nothing. Non-negative,
/// or `badArgument` for another `what`.
@_expose(wasm, "gauge_stats") @_cdecl("gauge_stats")
public func gauge_stats(_ what: UInt32) -> Int32 {
    switch what {
    case 0: return Int32(Handles.live)
    case 1:
        #if hasFeature(Embedded)
        return Int32(truncatingIfNeeded: sg_heap_live_bytes())
        #else
        return fail(Status.badArgument, "gauge_stats", "what", "1 (heap bytes) is counted only in the wasm build")
        #endif
    case 2: return Int32(clamping: Handles.displayListBytes)
    case 3:
        #if hasFeature(Embedded)
        return Int32(truncatingIfNeeded: sg_heap_allocations() & 0x7FFF_FFFF)
        #else
        return fail(Status.badArgument, "gauge_stats", "what", "3 (allocations) is counted only in the wasm build")
        #endif
    default:
        return fail(Status.badArgument, "gauge_stats", "what", "must be 0…3, got %", Int64(what))
    }
}

/// `tooMany` (recorded as an error of `function`) when the module's heap is over `heapBudget`, else 0. (A plain
/// Int32, not an optional: an optional result went through memory at every caller.)
/// Called by every function that can keep memory (create, texts, tint, render), so a page that fills the
/// handle table with 4 KiB labels gets a status instead of an out-of-memory trap. wasm build only: the
/// native heap is the process's and has no such ceiling.
func overMemoryBudget(_ function: StaticString) -> Int32 {
    #if hasFeature(Embedded)
    let used = sg_heap_live_bytes()
    if used > heapBudget {
        return fail(Status.tooMany, function, "memory", "the module holds % heap bytes, over its budget of %; destroy gauges or shorten their texts",
                    Int64(used), Int64(heapBudget))
    }
    #endif
    return 0
}

#if hasFeature(Embedded)
/// Live heap bytes, from the malloc/free wrappers in wasm/support.c (linked with wasm-ld `--wrap`).
@_extern(c, "sg_heap_live_bytes") func sg_heap_live_bytes() -> Int
/// Successful allocations so far, from the same wrappers.
@_extern(c, "sg_heap_allocations") func sg_heap_allocations() -> Int
#endif

/// Writes the last error's message into the text buffer; returns its byte length.
@_expose(wasm, "gauge_last_error") @_cdecl("gauge_last_error")
public func gauge_last_error() -> Int32 {
    textOut.set(lastError.pointee)
    return Int32(textOut.count)
}

/// The last error as data, so a host needs no text parsing: `what` 0 its status (0 before any error), 1 the byte
/// offset in `gauge_last_error`'s text where the refused argument's name starts, 2 where the reason starts (the
/// name ends 2 bytes before, at its ": "), 3 and 4 the byte range of the refused number the reason quotes
/// ("got –", "-1 is outside …"; -1 and -1 when it quotes none). Another `what` returns `badArgument` without
/// recording an error: the last error stays the one described.
@_expose(wasm, "gauge_last_error_part") @_cdecl("gauge_last_error_part")
public func gauge_last_error_part(_ what: UInt32) -> Int32 {
    lastErrorParts.part(what)
}

/// Address of the text buffer filled by `gauge_describe` and `gauge_last_error`.
@_expose(wasm, "gauge_text_ptr") @_cdecl("gauge_text_ptr")
public func gauge_text_ptr() -> UnsafeMutableRawPointer? {
    _ = textOut.reserve(1)
    return textOut.pointer
}

// MARK: - Helpers

/// The one handle check of the exports: the slot index (≥ 1) of a live `handle`, or 0 (a slot never used) once
/// `function`'s refusal ("no live gauge has handle …", `badHandle`) is recorded. (A plain Int, not an optional: an
/// optional result went through memory at each of its ~40 callers.)
@inline(never)
func liveSlot(_ handle: Int32, _ function: StaticString) -> Int {
    if let i = Handles.index(of: handle) { return i }
    _ = fail(Status.badHandle, function, "handle", "no live gauge has handle %", Int64(handle))
    return 0
}

enum TextResult { case success(String), failure(Reason) }

/// `readScratchText`'s text, or nil with the failure recorded for `argument` of `function` (status
/// `Status.badText`, which the caller returns): the one switch over a text argument's result (one per argument
/// was a copy each in the wasm).
@inline(never)
func scratchText(_ function: StaticString, record: Int = -1, _ argument: StaticString, offset: Int, byteCount: Int32,
                 limit: Int) -> String? {
    switch readScratchText(offset: offset, byteCount: byteCount, limit: limit) {
    case .success(let t): return t
    case .failure(let reason): _ = fail(Status.badText, function, record: record, argument, reason); return nil
    }
}

/// Reads `byteCount` bytes of scratch at `offset` as UTF-8 text, validating range, cap and encoding.
func readScratchText(offset: Int, byteCount: Int32, limit: Int) -> TextResult {
    guard byteCount >= 0 else { return .failure(Reason("must be ≥ 0 (or -1 to clear), got %", Int64(byteCount))) }
    let n = Int(byteCount)
    guard n <= limit else { return .failure(Reason("text is % bytes, the limit is %", Int64(n), Int64(limit))) }
    guard offset >= 0, offset + n <= scratch.count, let base = scratch.pointer else {
        return .failure(Reason("bytes %…% lie outside the scratch buffer (% bytes requested with gauge_scratch)",
                               Int64(offset), Int64(offset + n), Int64(scratch.count)))
    }
    let bytes = UnsafeRawBufferPointer(start: base + offset, count: n)
    if let bad = firstInvalidUTF8(bytes) { return .failure(Reason("invalid UTF-8 at byte %", Int64(bad))) }
    // Never nil: `firstInvalidUTF8` is the standard library's test of well-formed UTF-8.
    return .success(String(utf8: bytes.assumingMemoryBound(to: UInt8.self)) ?? "")
}
