/// Widths of text for layout: the host's measurements where it registered them, else the built-in DejaVu
/// metrics (`FontMetrics`).
///
/// ```swift
/// var metrics = TextMetrics()
/// let em = metrics.width(of: "Temperature", weight: 400)   // the built-in DejaVu widths, in em
/// print(em, metrics.count)
/// ```
///
/// In a browser the host measures each text once per weight with Canvas `measureText` in the font it draws
/// with, and registers the width of every grapheme-cluster prefix (`register`). Layout then looks texts up
/// here: a hash-table probe per label per render, no measuring. With `hostMeasures` on, a text laid out with
/// built-in metrics is remembered in `missing` (the C ABI hands that list to the host, which measures and
/// renders again), so each new text costs the host one measurement, and a steady state costs nothing.
/// Natively and with `hostMeasures` off everything uses the built-in metrics and the output is deterministic.
/// The wasm build breaks no grapheme clusters itself (docs/wasm-build.md › Size and allocation): where the
/// built-in metrics need a text's clusters, it notes the text under weight 0 even with `hostMeasures` off, and
/// the host registers its cluster ends (`Intl.Segmenter`) under weight 0 (`register`).
///
/// Capacity: at most `capacity` registered texts and `byteBudget` bytes of their text and prefix widths;
/// registering past either clears the table (the host's own cache refills it without measuring again). The wasm
/// memory never shrinks, so the budget bounds its high-water mark: 2,048 texts of 4,000 characters would
/// otherwise keep ~68 KB each (docs/abi.md › Memory).
package struct TextMetrics: Sendable {
    /// One registered text.
    struct Entry: Sendable {
        var weight: Int
        var hash: UInt32
        var text: [UInt8]
        var prefixes: [TextPrefix]
    }

    /// Whether the host measures text: then built-in widths are recorded in `missing`.
    public var hostMeasures = false { didSet { changes &+= 1 } }
    /// Texts laid out with built-in metrics since `missing` was last emptied (only with `hostMeasures`; weight
    /// 0: texts whose grapheme-cluster ends the wasm build lacks, `builtInPrefixes`), each once, at most
    /// `missingCapacity`.
    public var missing: [(weight: Int, text: String)] = []
    /// How many times a text was laid out with built-in metrics while the host measures, or in the wasm build
    /// without the cluster ends it needs (wrapping; every occurrence, unlike `missing`): the batch ABI tells from
    /// its change which gauges to lay out again, and a layout that moved it is not kept.
    public private(set) var fallbacks: UInt32 = 0
    /// Counts (wrapping) every change that can alter a width this table gives: a registration, `removeAll`,
    /// switching `hostMeasures`. The C ABI keeps a gauge's last display list while this and its other
    /// inputs stay the same (Sources/GaugeABI/Exports+Batch.swift `renderSlot`).
    public private(set) var changes: UInt32 = 0
    /// The font the texts being laid out are drawn in (`GaugeFont.key`; 0 the default), set by `Gauge.render`:
    /// texts are registered and looked up per font, under the weight word `weight | fontKey << 16`.
    public var fontKey: UInt32 = 0
    /// The value text of the render being laid out and the width reserved for it (`Gauge.valueReservation`, or a
    /// counting frame's, set by `Gauge.render(…shownValue:…)`), else nil. Read by `valueWidth` only, so a bounds or
    /// tick label that reads like the value is measured as itself.
    public var counting: CountingText? = nil

    private var entries: [Entry] = []
    /// Bytes the entries hold (text, prefix widths and a fixed cost per entry), kept within `byteBudget`.
    public private(set) var bytes = 0
    /// Open addressing (linear probing) over `entries`: entry index + 1, 0 = empty. Twice the capacity.
    private var slots: [Int32] = []

    /// Most texts registered at once.
    public static let capacity = 2048
    /// Most bytes the registered texts may hold, as counted by `cost`: 1 MiB.
    public static let byteBudget = 1 << 20
    /// Most texts remembered in `missing`.
    public static let missingCapacity = 256
    /// The longest text (UTF-8 bytes) the host can register a measurement of (`gauge_measure_text` takes 1…4,096
    /// bytes): a longer one — a value text whose prefix and suffix are each up to 4,096 bytes — is never listed in
    /// `missing` for measuring nor counted in `fallbacks` (the host could never answer it, and every render would
    /// lay it out again); it keeps the built-in widths (docs/abi.md › Text measurement).
    public static let maximumTextBytes = GaugeLimits.textBytes
    /// The longest text whose grapheme-cluster ends alone (weight 0) the host can register: three labels' worth,
    /// more than any text the core lays out (a prefix, a number and a suffix).
    public static let maximumClusterTextBytes = 3 * maximumTextBytes

    public init(hostMeasures: Bool = false) { self.hostMeasures = hostMeasures }

    /// Number of registered texts.
    public var count: Int { entries.count }

    /// Forgets every registered text and every missing one (for example after the host's fonts changed).
    public mutating func removeAll() {
        changes &+= 1
        entries.removeAll()
        slots.removeAll()
        missing.removeAll()
        bytes = 0
    }

    /// What a registered text costs against `byteBudget`: its bytes, its prefixes and the entry itself.
    static func cost(textBytes: Int, prefixes: Int) -> Int {
        textBytes + prefixes * MemoryLayout<TextPrefix>.stride + MemoryLayout<Entry>.stride + 64
    }

    /// Registers the host's measurement of `text` (UTF-8) at `weight`: `prefixes` in increasing `end` order,
    /// the last ending at the text's end, widths in em. Replaces an earlier registration of the same text.
    /// Weight 0 registers only the text's grapheme-cluster ends (widths unused) for the wasm build's built-in
    /// metrics (`builtInPrefixes`); that changes no width a kept display list used (a layout that lacked them is
    /// never kept: `fallbacks`), so `changes` moves only when it replaces different ends.
    ///
    /// - Returns: false (nothing stored) when `prefixes` is empty or its ends do not increase up to the
    ///   text's length, or a width is not finite and ≥ 0. The C ABI checks the rest (UTF-8, offsets on
    ///   scalar boundaries) before calling.
    @discardableResult
    public mutating func register(text: [UInt8], weight: Int, prefixes: [TextPrefix]) -> Bool {
        guard let last = prefixes.last, last.end == text.count else { return false }
        var previous = 0
        for p in prefixes {
            guard p.end > previous, p.width.isFinite, p.width >= 0 else { return false }
            previous = p.end
        }
        let hash = TextMetrics.hash(text, weight: weight)
        if let i = index(ofBytes: text, weight: weight, hash: hash) {
            if weight != 0 || !TextMetrics.sameEnds(entries[i].prefixes, prefixes) { changes &+= 1 }
            bytes += (prefixes.count - entries[i].prefixes.count) * MemoryLayout<TextPrefix>.stride
            entries[i].prefixes = prefixes
            return true
        }
        if weight != 0 { changes &+= 1 }
        let cost = TextMetrics.cost(textBytes: text.count, prefixes: prefixes.count)
        if entries.count >= TextMetrics.capacity || bytes + cost > TextMetrics.byteBudget {
            if weight == 0 { changes &+= 1 }  // measurements go too
            while !entries.isEmpty { entries.removeLast() }  // (no replaceSubrange copy for the entries in the wasm)
            slots = []
            bytes = 0
        }
        bytes += cost
        if slots.isEmpty { slots = [Int32](repeating: 0, count: 2 * TextMetrics.capacity) }
        entries.append(Entry(weight: weight, hash: hash, text: text, prefixes: prefixes))
        var s = Int(hash & UInt32(slots.count - 1))
        while slots[s] != 0 { s = (s + 1) & (slots.count - 1) }
        slots[s] = Int32(entries.count)
        // A text the host just measured is no longer missing.
        var k = 0
        while k < missing.count {  // (`removeAll(where:)` was one more replaceSubrange copy in the wasm)
            if missing[k].weight == weight && text.isUTF8(of: missing[k].text) { missing.remove(at: k) } else { k += 1 }
        }
        return true
    }

    /// Width of `text` at `weight` in em: the host's measurement, else the built-in one (recorded as missing).
    @inline(never)
    public mutating func width(of text: String, weight: Int) -> Double {
        measuredWidth(of: text, weight: weight)
    }

    /// Width of the gauge's value text `text` in em, by its reservation (`counting`,
    /// docs/swiftui-fidelity.md › Numbers hold still): a counting frame's text at the glyph-wise width of the widest
    /// text of its transition (`glyphWidth`: nothing new is measured per frame); the number format's text at least
    /// at the range's widest text's, so its size does not follow its digits; a text the page set as itself. The
    /// layouts call it for the value text only (`fit(…value: true)`), so a bounds or tick label that reads like the
    /// value is measured as itself.
    @inline(never)
    mutating func valueWidth(of text: String, weight: Int) -> Double {
        // (The reservation's width through `reservedValueWidth`, its one reader: no copy of `counting` here.)
        let kind = counting?.kind
        if kind == .frame { return reservedValueWidth(weight: weight) }
        let own = measuredWidth(of: text, weight: weight)
        return kind == .formatted ? max(own, reservedValueWidth(weight: weight)) : own
    }

    /// The width in em kept for the value text whatever its length (the range's widest number text, glyph-wise),
    /// 0 without a reservation: where a text the page set is shorter, what follows it stays where it was.
    @inline(never)
    mutating func reservedValueWidth(weight: Int) -> Double {
        guard let widest = counting?.widest else { return 0 }
        return glyphWidth(of: widest, weight: weight)
    }

    /// `widest`'s width in em at `weight`: each ASCII digit at the widest of 0…9, each run of other characters
    /// (a prefix, a suffix, a point, a separator, a sign) at its own measured width. Each digit and run is measured
    /// once per font and weight (the host measures the ones it is asked for, then they are read from the table),
    /// never the frame's whole text. Bytes, not `Character`s: comparing characters would bring Unicode's
    /// normalisation tables into the wasm (docs/wasm-build.md › Size and allocation). Read in place, the digits and
    /// runs as small strings: nothing is allocated but a run longer than a small string (10 UTF-8 bytes in the wasm),
    /// so a render after a value change allocates nothing for its reservation.
    mutating func glyphWidth(of widest: String, weight: Int) -> Double {
        var digit = -1.0, total = 0.0
        widest.withBytes { bytes in
            var k = 0
            while k < bytes.count {
                if bytes[k] &- 0x30 < 10 {
                    if digit < 0 { digit = widestCharacterWidth(of: "0123456789", weight: weight) }
                    total += digit
                    k += 1
                    continue
                }
                var end = k + 1
                while end < bytes.count && bytes[end] &- 0x30 >= 10 { end += 1 }
                total += measuredWidth(of: bytes, k..<end, weight: weight)
                k = end
            }
        }
        return total
    }

    /// The widest of `characters`' one-byte characters (ASCII) measured one by one, in em at `weight`. Out of line,
    /// with the characters as an argument: with the ten digits a constant, the compiler unrolled the loop into ten
    /// calls (docs/wasm-build.md › Size and allocation).
    @inline(never)
    mutating func widestCharacterWidth(of characters: StaticString, weight: Int) -> Double {
        var widest = 0.0
        characters.withUTF8Buffer { bytes in
            var d = 0
            while d < bytes.count { widest = max(widest, measuredWidth(of: bytes, d..<d + 1, weight: weight)); d += 1 }
        }
        return widest
    }

    /// `measuredWidth` of the text of `bytes[range]` (whole characters), made as a small string where it fits.
    @inline(never)
    mutating func measuredWidth(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, weight: Int) -> Double {
        measuredWidth(of: String(utf8: UnsafeBufferPointer(rebasing: bytes[range])) ?? "", weight: weight)
    }

    /// Width of `text` as measured (the host's, else built-in), ignoring `counting`. Out of line (two callers, each
    /// had a copy).
    @inline(never)
    mutating func measuredWidth(of text: String, weight: Int) -> Double {
        if let i = index(of: text, weight: weight | Int(fontKey) << 16) { return entries[i].prefixes.last!.width }
        noteMissing(text, weight | Int(fontKey) << 16)
        if let w = FontMetrics.asciiWidth(of: text, weight: weight) { return w }
        return builtInPrefixes(of: text, weight: weight, forWidth: true, noting: true).last?.width ?? 0
    }

    /// Grapheme boundaries of `text` and the width before each (em): the host's, else the built-in ones.
    @inline(never)
    public mutating func prefixes(of text: String, weight: Int) -> [TextPrefix] {
        if let i = index(of: text, weight: weight | Int(fontKey) << 16) { return entries[i].prefixes }
        noteMissing(text, weight | Int(fontKey) << 16)
        return builtInPrefixes(of: text, weight: weight, forWidth: false, noting: true)
    }

    /// The built-in width of `text` (em), in the wasm build with the grapheme-cluster ends the host registered for
    /// it, if any; notes nothing (for the SVG parts, `DisplayList.svgParts`; mutating only to be called in place).
    public mutating func builtInWidth(of text: String, weight: Int) -> Double {
        if let w = FontMetrics.asciiWidth(of: text, weight: weight) { return w }
        return builtInPrefixes(of: text, weight: weight, forWidth: true, noting: false).last?.width ?? 0
    }

    /// `FontMetrics.prefixes` of `text`. The wasm build breaks no grapheme clusters
    /// (docs/wasm-build.md › Size and allocation): where the clusters matter — the prefixes of a text beyond
    /// ASCII, the width of one with an emoji (`FontMetrics.Found`) — it takes the cluster ends the host
    /// registered for the text (weight 0, `register`); without them (and `noting`) it notes the text missing under
    /// weight 0, unless the host measures (the measurement it waits for brings them), and ends a cluster after
    /// every scalar meanwhile.
    @inline(never)
    private mutating func builtInPrefixes(of text: String, weight: Int, forWidth: Bool, noting: Bool) -> [TextPrefix] {
        #if hasFeature(Embedded)
        var found = FontMetrics.Found()
        let scalars = FontMetrics.prefixes(of: text, weight: weight, clusterEnds: nil, found: &found)
        guard forWidth ? found.emoji : found.nonASCII else { return scalars }
        if let i = index(of: text, weight: 0) {
            return FontMetrics.prefixes(of: text, weight: weight, clusterEnds: entries[i].prefixes, found: &found)
        }
        if noting && !hostMeasures { noteMissing(text, 0) }
        return scalars
        #else
        return FontMetrics.prefixes(of: text, weight: weight)
        #endif
    }

    /// Whether the host registered `text` at `weight`.
    public func isRegistered(_ text: String, weight: Int) -> Bool { index(of: text, weight: weight | Int(fontKey) << 16) != nil }

    private mutating func noteMissing(_ text: String, _ weight: Int) {
        guard hostMeasures || weight == 0, !text.isEmpty, text.byteCount <= (weight == 0 ? TextMetrics.maximumClusterTextBytes : TextMetrics.maximumTextBytes) else { return }
        fallbacks &+= 1
        guard missing.count < TextMetrics.missingCapacity else { return }
        // Compared with the bytes as an array (`isUTF8(of:)`, the one comparison of text and bytes)
        // (a String-to-String one would add 1.5 KB of wasm: docs/wasm-build.md › Size and allocation). Runs only for texts not yet measured.
        let bytes = [UInt8](utf8: text)
        for m in missing where m.weight == weight && bytes.isUTF8(of: m.text) { return }
        missing.append((weight, text))
    }

    @inline(never)
    private func index(of text: String, weight: Int) -> Int? {
        guard !entries.isEmpty else { return nil }
        var h: UInt32 = 0x811C_9DC5
        text.withBytes { for b in $0 { h = (h ^ UInt32(b)) &* 0x0100_0193 } }
        h = TextMetrics.mix(h, weight)
        var s = Int(h & UInt32(slots.count - 1))
        while slots[s] != 0 {
            let e = entries[Int(slots[s]) - 1]
            if e.hash == h && e.weight == weight && e.text.isUTF8(of: text) { return Int(slots[s]) - 1 }
            s = (s + 1) & (slots.count - 1)
        }
        return nil
    }

    private func index(ofBytes text: [UInt8], weight: Int, hash: UInt32) -> Int? {
        guard !entries.isEmpty else { return nil }
        var s = Int(hash & UInt32(slots.count - 1))
        while slots[s] != 0 {
            let e = entries[Int(slots[s]) - 1]
            if e.hash == hash && e.weight == weight && e.text == text { return Int(slots[s]) - 1 }
            s = (s + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Whether two prefix lists end their clusters at the same offsets.
    static func sameEnds(_ a: [TextPrefix], _ b: [TextPrefix]) -> Bool {
        guard a.count == b.count else { return false }
        for k in 0..<a.count where a[k].end != b[k].end { return false }
        return true
    }

    /// FNV-1a over the bytes, mixed with the weight.
    static func hash(_ bytes: [UInt8], weight: Int) -> UInt32 {
        var h: UInt32 = 0x811C_9DC5
        for b in bytes { h = (h ^ UInt32(b)) &* 0x0100_0193 }
        return mix(h, weight)
    }

    static func mix(_ h: UInt32, _ weight: Int) -> UInt32 {
        var x = h ^ UInt32(truncatingIfNeeded: weight) &* 0x9E37_79B9
        x ^= x >> 16
        return x &* 0x85EB_CA6B
    }
}
