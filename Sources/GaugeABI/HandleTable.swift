// The table of live gauges behind the C ABI's integer handles, and the module-owned buffers.
#if canImport(GaugeCore)
import GaugeCore
#endif

/// One live gauge and its reusable output buffers.
struct GaugeSlot {
    /// The model; every change through a setter counts in `changes` (SE-0268: the observer needs no old
    /// value, so mutations stay in place).
    var gauge: Gauge { didSet { changes &+= 1 } }
    /// How many times `gauge` changed (wrapping): part of `RenderKey`.
    var changes: UInt32 = 0
    /// How many of those changes were the value's own (`gauge_set_value`, the value's host text):
    /// `changes` less these is the list's `scaleRevision`, so a dial keeps its scale while only its value moves.
    var valueChanges: UInt32 = 0
    /// The inputs of the last render while its display list may be kept (nil: lay out again).
    var rendered: RenderKey? = nil
    /// The fractions shown for the additional values in the last render (capacity kept between frames).
    var shownAdditional: [Double?] = []
    /// The same for the render before, compared with `shownAdditional` to keep a display list.
    var renderedAdditional: [Double?] = []
    /// How value and bounds changes animate (nil: they show at once).
    var animation: Animation? = nil
    /// The drawn fraction over time.
    var animator = FractionAnimator(target: 0)
    /// One animator per additional value (same animation setting as the value).
    var additionalAnimators: [FractionAnimator] = []
    var list = DisplayList()
    /// The encoded bytes of the last render (capacity kept between frames).
    var bytes: [UInt8] = []
    /// A stable copy of `bytes` the host reads in place.
    var output = RawBuffer()
}

/// Everything a render's display list depends on besides the additional values' fractions: a render with
/// the same key (and the same `shownAdditional`) would write the same bytes, so `renderSlot` keeps them and
/// allocates nothing (docs/abi.md › Memory).
struct RenderKey: Equatable {
    var changes: UInt32
    var metricsChanges: UInt32
    /// Bit patterns of the box, the pixel ratio and the drawn fraction (nil: no value), so −0/+0 and every
    /// NaN stay distinct and the comparison is exact.
    var width: UInt64, height: UInt64, pixelRatio: UInt64
    var fraction: UInt64?
    var animating: Bool
}

/// A growable block of raw memory whose address stays put until it must grow. Freed explicitly.
struct RawBuffer {
    private(set) var pointer: UnsafeMutableRawPointer? = nil
    private(set) var capacity = 0
    var count = 0

    /// Makes room for `byteCount` bytes (contents not kept when it grows). Returns false if refused. Out of line
    /// (three callers, each had a copy).
    @inline(never)
    mutating func reserve(_ byteCount: Int) -> Bool {
        if byteCount <= capacity, pointer != nil { return true }
        var newCapacity = max(capacity, 256)
        while newCapacity < byteCount { newCapacity *= 2 }
        free()
        pointer = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 8)
        capacity = newCapacity
        return true
    }

    /// Replaces the contents with `bytes`. Out of line (two callers, each had a copy).
    @inline(never)
    mutating func set(_ bytes: [UInt8]) {
        guard reserve(bytes.count), let p = pointer else { return }
        bytes.withUnsafeBytes { src in
            if let base = src.baseAddress { p.copyMemory(from: base, byteCount: src.count) }
        }
        count = bytes.count
    }

    /// Replaces the contents with the UTF-8 of `text`; returns the byte count.
    mutating func set(_ text: String) -> Int32 {
        set([UInt8](utf8: text))
        return Int32(count)
    }

    mutating func free() {
        pointer?.deallocate()
        pointer = nil
        capacity = 0
        count = 0
    }
}

/// Handles: slot index in the low 12 bits (1…4095), a generation above, so a destroyed handle never
/// addresses the gauge that later reuses its slot. Always positive as an Int32.
///
/// A slot serves generations 1…524,287 (19 bits); after its last one it is retired rather than wrapped, so no
/// handle value is ever issued twice. The module can therefore create 4,095 × 524,287 ≈ 2.1 × 10⁹ gauges in
/// its lifetime before `gauge_create` reports `tooMany` (a page re-creating 60 gauges a second for 400 days).
package enum Handles {
    static let indexBits: Int32 = 12
    /// Most live gauges (`maximumGauges`, Limits.swift).
    package static let maxSlots = maximumGauges
    static let generationMask: UInt32 = 0x7FFFF  // 19 bits

    /// The slots, `generations.count` of them (index 0 is never used). Raw memory rather than an Array, which grows
    /// by copying its elements when shared: that path alone kept a 2.5 KB outlined copy of GaugeSlot in the wasm
    /// (docs/wasm-build.md › Size and allocation). A slot holds a gauge exactly while its generation is live
    /// (`vacant` clear) and is uninitialised memory otherwise, so a live slot is read without an optional's check.
    /// Grown by moving the live slots, never copying them; never freed. Read through one out-of-line getter that
    /// makes the table on first use: a lazily made global was an inlined once-check at each of the exports' reads.
    static var slots: UnsafeMutablePointer<GaugeSlot> {
        @inline(never) get {
            if let p = storage { return p }
            let p = UnsafeMutablePointer<GaugeSlot>.allocate(capacity: 16)
            storage = p
            return p
        }
    }
    /// The slots once made (`slots`).
    nonisolated(unsafe) private static var storage: UnsafeMutablePointer<GaugeSlot>? = nil
    nonisolated(unsafe) static var capacity = 16
    /// Each slot's current generation, with `vacant` set while the slot holds no gauge: a handle is live exactly
    /// when its generation equals its slot's entry, so the check never looks at the slot itself.
    nonisolated(unsafe) static var generations: [UInt32] = [vacant]
    static let vacant: UInt32 = 0x8000_0000
    nonisolated(unsafe) static var freeList: [Int] = []
    /// By slot index, the value a counting value text shows over time, in the value's own units, while
    /// `gauge_set_value_animation` is on (nil otherwise). Outside the slots, which stay as small as they were: grown
    /// only up to the highest slot that counts.
    /// Read through one out-of-line getter that makes it on first use: a lazily made global was an inlined
    /// once-check at each read.
    static var valueAnimators: UnsafeMutablePointer<[FractionAnimator?]> {
        @inline(never) get {
            if let p = valueAnimatorStorage { return p }
            let p = UnsafeMutablePointer<[FractionAnimator?]>.allocate(capacity: 1)
            p.initialize(to: [])
            valueAnimatorStorage = p
            return p
        }
    }
    /// `valueAnimators` once made; never freed.
    nonisolated(unsafe) private static var valueAnimatorStorage: UnsafeMutablePointer<[FractionAnimator?]>? = nil
    /// Number of live gauges (`gauge_stats(0)`).
    nonisolated(unsafe) static var live = 0

    static func make(index: Int, generation: UInt32) -> Int32 {
        Int32(bitPattern: (generation & generationMask) << 12 | UInt32(index))
    }

    /// The slot index for a live handle, or nil for 0, negative, unknown, destroyed or stale handles.
    static func index(of handle: Int32) -> Int? {
        guard handle > 0 else { return nil }
        let raw = UInt32(bitPattern: handle)
        let index = Int(raw & 0xFFF)
        guard index > 0, index < generations.count, generations[index] == (raw >> 12) & generationMask else { return nil }
        return index
    }

    /// Stores a new gauge (`Gauge(value: 0)`); nil when the table is full. Made in its slot: a gauge made first and
    /// passed in was copied into the table (an outlined copy of every field in the wasm).
    static func insert() -> Int32? {
        let index: Int
        if let reused = freeList.popLast() {
            index = reused
        } else {
            index = generations.count
            guard index <= maxSlots else { return nil }
            if index == capacity {
                let grown = UnsafeMutablePointer<GaugeSlot>.allocate(capacity: 2 * capacity)
                for k in 1..<index where generations[k] & vacant == 0 {
                    (grown + k).moveInitialize(from: slots + k, count: 1)
                }
                slots.deallocate()
                storage = grown
                capacity *= 2
            }
            generations.append(vacant)
        }
        generations[index] = (generations[index] & generationMask) + 1  // ≤ generationMask: see `remove`
        (slots + index).initialize(to: GaugeSlot(gauge: Gauge(value: 0)))
        live += 1
        return make(index: index, generation: generations[index])
    }

    static func remove(_ index: Int) {
        slots[index].output.free()
        (slots + index).deinitialize(count: 1)
        if index < valueAnimators.pointee.count { valueAnimators.pointee[index] = nil }
        generations[index] |= vacant
        live -= 1
        // Retire a slot whose generations are used up instead of wrapping to a handle issued before.
        if generations[index] & generationMask < generationMask { freeList.append(index) }
    }

    /// Bytes reserved by the display-list buffers of every live gauge (`gauge_stats(2)`): the encoder's
    /// words and strings, the encoded bytes and the copy the host reads. Capacities, not lengths.
    static var displayListBytes: Int {
        var total = 0
        for i in generations.indices where generations[i] & vacant == 0 {
            total += slots[i].list.reservedBytes + slots[i].bytes.capacity + slots[i].output.capacity
        }
        return total
    }
}

/// Module-owned input buffer (`gauge_scratch`) and output text buffer (`gauge_text_ptr`).
nonisolated(unsafe) var scratch = RawBuffer()
nonisolated(unsafe) var textOut = RawBuffer()

