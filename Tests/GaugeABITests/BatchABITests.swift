// gauge_render_batch (docs/abi.md › Batch rendering): the same bytes as gauge_render for the same inputs, a
// status per entry, batch-level refusals that touch nothing.
import Testing
@testable import GaugeABI
import GaugeCore

/// One batch entry as it lies in scratch.
struct BatchEntry {
    var handle: Int32, width: Double, height: Double
    var status: Int32 = 99, ptr: UInt32 = 0xDEAD, len: Int32 = -99
}

/// Writes `entries` to scratch (32 bytes each), calls gauge_render_batch and reads the results back.
func renderBatch(_ entries: inout [BatchEntry], pixelRatio: Double, timeMs: Double, scratchBytes: Int32? = nil) -> Int32 {
    let n = Int32(entries.count * 32)
    let p = gauge_scratch(scratchBytes ?? n)!
    for (k, e) in entries.enumerated() where k * 32 + 32 <= Int(scratchBytes ?? n) {
        let at = p + k * 32
        at.storeBytes(of: e.handle, as: Int32.self)
        at.storeBytes(of: e.status, toByteOffset: 4, as: Int32.self)
        at.storeBytes(of: e.width, toByteOffset: 8, as: Double.self)
        at.storeBytes(of: e.height, toByteOffset: 16, as: Double.self)
        at.storeBytes(of: e.ptr, toByteOffset: 24, as: UInt32.self)
        at.storeBytes(of: e.len, toByteOffset: 28, as: Int32.self)
    }
    let result = gauge_render_batch(Int32(entries.count), pixelRatio, timeMs)
    for k in entries.indices where k * 32 + 32 <= Int(scratchBytes ?? n) {
        let at = p + k * 32
        entries[k].status = at.load(fromByteOffset: 4, as: Int32.self)
        entries[k].ptr = at.load(fromByteOffset: 24, as: UInt32.self)
        entries[k].len = at.load(fromByteOffset: 28, as: Int32.self)
    }
    return result
}

extension ABITests {
    @Test func batchGivesTheBytesOfSingleRendersAndAStatusPerEntry() {
        var handles: [Int32] = []
        for s in 0..<7 {
            let h = gauge_create()
            _ = gauge_set_style(h, UInt32(s))
            _ = gauge_set_bounds(h, 0, 100)
            _ = gauge_set_value(h, Double(s * 13) + 0.5)
            _ = setText(h, role: 0, "Speed")
            _ = gauge_set_animation(h, 2, 0.55, 1, 0, 0, 0)
            handles.append(h)
        }
        defer { for h in handles { _ = gauge_destroy(h) } }
        let dead = gauge_create(); _ = gauge_destroy(dead)
        let sizes: [(Double, Double)] = [(58, 58), (300, 64), (120, 40), (200, 30), (90, 90), (58, 58), (180, 180)]
        // Animations in flight at t = 100 (values set after the first frame), so the time is part of the inputs.
        for (k, h) in handles.enumerated() { _ = gauge_render(h, sizes[k].0, sizes[k].1, 2, 0) }
        for (k, h) in handles.enumerated() { _ = gauge_set_value(h, Double(k * 7) + 40) }
        var singles: [[UInt8]] = []
        for (k, h) in handles.enumerated() {
            #expect(gauge_render(h, sizes[k].0, sizes[k].1, 2, 100) == 0)
            singles.append(displayListBytes(h))
        }
        // The batch, with bad entries between good ones: a destroyed handle, a made-up one, a bad width.
        var entries = handles.enumerated().map { BatchEntry(handle: $1, width: sizes[$0].0, height: sizes[$0].1) }
        entries.insert(BatchEntry(handle: dead, width: 58, height: 58), at: 2)
        entries.insert(BatchEntry(handle: 0x7FFF_FFFF, width: 58, height: 58), at: 5)
        entries.append(BatchEntry(handle: handles[0], width: .nan, height: 58))
        entries.append(BatchEntry(handle: handles[1], width: 10, height: -1))
        #expect(renderBatch(&entries, pixelRatio: 2, timeMs: 100) == 0)
        #expect(entries.map(\.status) == [0, 0, -1, 0, 0, -1, 0, 0, 0, -2, -2])
        #expect(entries.filter { $0.status < 0 }.allSatisfy { $0.ptr == 0 && $0.len == 0 })
        // The refused size entries came after the good renders of the same handles: their lists are kept.
        for (k, h) in handles.enumerated() {
            #expect(displayListBytes(h) == singles[k], "style \(k)")
            let e = entries.first { $0.handle == h }!
            #expect(e.len == gauge_display_list_len(h))
            #expect(e.ptr == UInt32(truncatingIfNeeded: UInt(bitPattern: gauge_display_list_ptr(h))))
        }
        #expect(lastError() == "gauge_render_batch: height: entry 10: must be a finite number 0…100000")
    }

    @Test func batchRefusalsTouchNoEntry() {
        let h = gauge_create(); defer { _ = gauge_destroy(h) }
        var one = [BatchEntry(handle: h, width: 58, height: 58)]
        #expect(renderBatch(&one, pixelRatio: 0, timeMs: 0) == -2)
        #expect(lastError() == "gauge_render_batch: pixelRatio: must be a finite number 0.0625…16")
        #expect(one[0].status == 99 && one[0].len == -99)
        #expect(renderBatch(&one, pixelRatio: 1, timeMs: .infinity) == -2)
        #expect(gauge_display_list_len(h) == 0)
        // Entries past what gauge_scratch was asked for.
        var two = [BatchEntry(handle: h, width: 58, height: 58), BatchEntry(handle: h, width: 58, height: 58)]
        #expect(renderBatch(&two, pixelRatio: 1, timeMs: 0, scratchBytes: 40) == -3)
        #expect(lastError() == "gauge_render_batch: count: 2 entries need 64 scratch bytes, 40 were requested with gauge_scratch")
        #expect(gauge_display_list_len(h) == 0)
        #expect(gauge_render_batch(-1, 1, 0) == -2)
        #expect(gauge_render_batch(4096, 1, 0) == -2)
        #expect(lastError() == "gauge_render_batch: count: must be 0…4095, got 4096")
        #expect(gauge_render_batch(0, 1, 0) == 0)
        #expect(renderBatch(&one, pixelRatio: 1, timeMs: 0) == 0)
        #expect(one[0].status == 0 && one[0].len > 32)
    }
}
