/// The drawing commands of one laid-out gauge, encoded as docs/display-list.md describes: 32-bit
/// little-endian words the host reads in place, paints defined once, a UTF-8 string table.
///
/// ```swift
/// var list = Gauge(value: 0.4, style: .accessoryCircular).displayList(width: 58, height: 58, pixelRatio: 2)
/// let bytes = list.bytes()            // what the web host replays on a canvas (docs/display-list.md)
/// print(DisplayList.text(of: bytes))  // the same, one command per line
/// ```
///
/// The encoder is reusable: `reset` keeps the buffers' capacity, so rendering every frame allocates nothing
/// once the buffers have grown to the gauge's size. Every `f32` written is finite (non-finite inputs become 0).
public struct DisplayList: Sendable {
    /// Encoding version; equals the C ABI version.
    public static let version: UInt32 = 1
    /// "SGDL" read as a little-endian u32.
    package static let magic: UInt32 = 0x4C44_4753
    package static let headerWords = 8

    /// Opcodes (docs/display-list.md › Commands).
    ///
    /// ```swift
    /// print(DisplayList.Op.strokeArc.rawValue, DisplayList.Op.strokeArc.payloadWords)   // 5 8
    /// ```
    package enum Op: UInt32, CaseIterable, Sendable {
        case solid = 1, linear = 2, conic = 3, stop = 4
        case strokeArc = 5, fillRoundRect = 6, fillCircle = 7, knockOut = 8, text = 9, line = 10, fillQuad = 11

        /// Fixed payload size in words.
        public var payloadWords: Int {
            switch self {
            case .solid: return 2
            case .linear: return 5
            case .conic: return 4
            case .stop: return 3
            case .strokeArc: return 8
            case .fillRoundRect: return 6
            case .fillCircle: return 4
            case .knockOut: return 3
            case .text: return 9
            case .line: return 7
            case .fillQuad: return 9
            }
        }
    }

    /// Line caps of `strokeArc`.
    ///
    /// ```swift
    /// var list = Gauge(value: 0.6, style: .accessoryCircularCapacity).displayList(width: 80, height: 80)
    /// for case .strokeArc(_, _, _, _, _, _, let cap, _) in try DisplayList.decode(list.bytes()).commands {
    ///     print(cap)   // round: the value's arc
    /// }
    /// ```
    public enum Cap: UInt32, CaseIterable, Sendable { case butt = 0, round = 1 }
    /// Horizontal anchoring of `text`.
    ///
    /// ```swift
    /// var list = Gauge(value: 0.72, label: "Battery", style: .accessoryCircular).displayList(width: 80, height: 80)
    /// for case .text(let text, _, _, _, _, let align, _, _) in try DisplayList.decode(list.bytes()).commands {
    ///     print(text, align)   // the ring's texts, centred
    /// }
    /// ```
    public enum Align: UInt32, CaseIterable, Sendable { case left = 0, center = 1, right = 2 }

    /// Header words followed by the commands.
    package private(set) var words: [UInt32] = []
    /// The string table.
    package private(set) var strings: [UInt8] = []
    private var paintCount: UInt32 = 0
    /// Each solid paint's colour and id in turn (words: an array of pairs was an array growth of its own in the wasm).
    private var solidCache: [UInt32] = []
    /// The host stops of the last few gradients, kept across `reset`: re-rendering an unchanged perceptual
    /// gradient (every frame of an animation) costs an equality check instead of a colour-space walk.
    private var hostStopCache: [(gradient: Gradient.Resolved, stops: [ColorStop])] = []
    static let hostStopCacheSize = 4
    /// The cache entry `hostStops(for:)` replaces next once the cache is full: the oldest.
    private var hostStopOldest = 0
    /// Where each conic paint's true colours come from (not encoded: the SVG writer reads it; see ``ConicSource``).
    package private(set) var conicSources: [ConicSource] = []

    /// For a list that one gauge renders into again and again with one text table (the C ABI's slots): a count of
    /// the changes to the gauge's inputs other than its value, which the caller keeps. While it, the box and the
    /// text table stay the same, a dial keeps its value-independent part for the next render (`dialScale`;
    /// docs/performance.md › A render in the wasm, per style). nil (the default): nothing is kept.
    package var scaleRevision: UInt32? = nil
    /// The dial's kept part (see `DialScaleCache`), kept across `reset`.
    var dialScale: DialScaleCache? = nil
    #if !hasFeature(Embedded)
    /// Natively, the dial last rendered into this list through the Swift API with its value set aside
    /// (`Gauge.countScaleChanges`): what `scaleRevision` counts changes against there.
    var scaleGauge: Gauge? = nil
    #endif

    /// Width of the box when drawing is mirrored (right-to-left), else nil.
    private var mirrorWidth: Double? = nil
    /// Where the layout's origin lies in the box, on both axes (px): an interactive gauge is laid out in its box less
    /// `InputState.focusRoom` on every side (`Gauge.renderUnchecked`), and every command moves by this much; 0 else.
    package private(set) var inset = -0.0  // (−0: x + −0 is x, even for x = −0, so lists without it keep every bit)
    /// Where the last layout laid the range (`fraction(atX:y:)`); none (`x` NaN) until a layout records it.
    var valueTrack = ValueTrack()
    /// What the commands are part of (`mark`): pairs of the word index where a part starts and its `PartCode`.
    var partMarks: [UInt32] = []
    /// Each text command's laid-out width (f32 bits, at most its `maxWidth`), in order: its box for `part(atX:y:)`.
    var textWidths: [UInt32] = []
    /// What an interactive gauge's focus ring goes around (`Gauge.drawFocusRing`), recorded with `valueTrack`.
    var focusShape = FocusShape()

    /// Header flag bits (docs/display-list.md › Layout of the bytes).
    ///
    /// ```swift
    /// var gauge = Gauge(value: 0.4, style: .linearCapacity)
    /// gauge.layoutDirection = .rightToLeft
    /// var list = gauge.displayList(width: 200, height: 60, pixelRatio: 1)
    /// print(try DisplayList.decode(list.bytes()).flags & DisplayList.Flag.rightToLeft != 0)   // true
    /// ```
    public enum Flag {
        /// The host should render this gauge again next frame.
        public static let animating: UInt32 = 1
        /// The layout direction is right-to-left: the host draws text with a right-to-left base direction.
        public static let rightToLeft: UInt32 = 2
    }

    public init() { reset(width: 0, height: 0, pixelRatio: 1) }

    /// Starts a new list for a box of `width × height` CSS px at `pixelRatio`, keeping buffer capacity.
    package mutating func reset(width: Double, height: Double, pixelRatio: Double) {
        #if hasFeature(Embedded)
        words.empty()
        strings.empty()
        #else
        // Natively each `removeLast` of `empty` calls the runtime's uniqueness check: a fifth of a dial's kept render
        // (docs/performance.md › A render in the wasm, per style). The wasm's check is inline, and this costs bytes.
        words.removeAll(keepingCapacity: true)
        strings.removeAll(keepingCapacity: true)
        #endif
        // The two short ones emptied from the end: `removeAll(keepingCapacity:)` is a replaceSubrange of its own for
        // each element type in the wasm.
        while !solidCache.isEmpty { solidCache.removeLast() }
        while !conicSources.isEmpty { conicSources.removeLast() }
        partMarks.empty()
        textWidths.empty()
        paintCount = 0
        mirrorWidth = nil
        inset = -0.0
        valueTrack.x = .nan
        put(DisplayList.magic)
        put(DisplayList.version)
        put(f32: width)
        put(f32: height)
        put(f32: pixelRatio)
        put(0)  // commandWords, set by `finish`
        put(0)  // stringBytes
        put(0)  // flags
    }

    /// The flags word (bit 0: animating, bit 1: right-to-left).
    package var flags: UInt32 {
        get { words[7] }
        set { words[7] = newValue }
    }

    /// The layout direction of what follows. `rightToLeft` mirrors every later command about the box's
    /// vertical centre line (x → width − x, clockwise arcs and conic gradients turned around, text anchors
    /// mirrored with left and right alignment swapped, text itself not mirrored) and sets the header's
    /// right-to-left flag. So a layout written once, left to right, gives the exact mirror image.
    /// Set it right after `reset`; `reset` returns to left-to-right.
    package var layoutDirection: LayoutDirection {
        get { mirrorWidth == nil ? .leftToRight : .rightToLeft }
        set {
            if newValue == .rightToLeft {
                mirrorWidth = Double(Float(bitPattern: words[2]))
                words[7] |= Flag.rightToLeft
            } else {
                mirrorWidth = nil
                words[7] &= ~Flag.rightToLeft
            }
        }
    }

    /// `x` in the output's coordinates (moved by `inset`, mirrored for right-to-left). Out of line: inlined, its
    /// optional width and the inset were copied into each emitter and every corner of `fillQuad`.
    @inline(never) private func mx(_ x: Double) -> Double {
        guard let w = mirrorWidth else { return x + inset }
        return w - x - inset
    }

    /// Lays what follows out `by` px in from the box's left and top edges (`inset`); set right after `reset` and
    /// `layoutDirection`.
    package mutating func inset(by m: Double) { inset = m }

    /// Bytes of memory the list's buffers hold (their capacity), kept across `reset` and reused.
    package var reservedBytes: Int {
        words.capacity * 4 + strings.capacity + solidCache.capacity * 4
    }

    /// Number of command words so far.
    package var commandWords: Int { words.count - DisplayList.headerWords }

    /// The bit pattern of `x` as f32; NaN and ±∞ become 0 and finite values beyond f32's range its largest
    /// finite value (the list never carries NaN or ∞).
    /// Out of line, its bound a constant: inlined at every field, with the bound a lazily made global, it was
    /// most of each emitter's code (docs/wasm-build.md › Size and allocation).
    @inline(never)
    static func f32(_ x: Double) -> UInt32 {
        x.isFinite ? Float(GaugeMath.clamp(x, -maxF32, maxF32)).bitPattern : 0
    }

    /// `Float.greatestFiniteMagnitude` as a Double, a constant (a `static let` is a lazily made global in the wasm).
    static var maxF32: Double { Double(Float.greatestFiniteMagnitude) }

    /// Whether `x` stays above 0 once stored as f32. Sizes are tested this way, so a radius, width or line
    /// width that is positive in f64 but rounds to 0 (a box 1e-192 px high) never reaches the list as an
    /// empty primitive.
    static func positiveF32(_ x: Double) -> Bool {
        x.isFinite && Float(x) > 0
    }

    private mutating func begin(_ op: Op) {
        put(op.rawValue | UInt32(op.payloadWords) << 16)
    }

    /// The one word writer of the commands: an append inlined at every field was the emitters' bulk in the wasm.
    @inline(never)
    private mutating func put(_ word: UInt32) {
        words.append(word)
    }

    /// Writes `x` as f32 (``f32(_:)``).
    @inline(never)
    private mutating func put(f32 x: Double) {
        put(DisplayList.f32(x))
    }

    /// Writes the x coordinate `x` as f32, mirrored for right-to-left (``mx(_:)``).
    @inline(never)
    private mutating func put(x: Double) {
        put(DisplayList.f32(mx(x)))
    }

    /// Writes the y coordinate `y` as f32, moved by `inset`.
    @inline(never)
    private mutating func put(y: Double) {
        put(DisplayList.f32(y + inset))
    }

    private mutating func newPaintID() -> UInt32 {
        defer { paintCount += 1 }
        return paintCount
    }

    // MARK: Paints

    /// `gradient.hostStops()`, memoized for the last `hostStopCacheSize` gradients this list drew.
    package mutating func hostStops(for gradient: Gradient.Resolved) -> [ColorStop] {
        for entry in hostStopCache where entry.gradient == gradient { return entry.stops }
        let stops = gradient.hostStops()
        // A ring of the last few: an insertion at the front was one more specialised copy of the array's
        // replaceSubrange in the wasm (docs/wasm-build.md › Size and allocation).
        if hostStopCache.count < DisplayList.hostStopCacheSize {
            hostStopCache.append((gradient, stops))
        } else {
            hostStopCache[hostStopOldest] = (gradient, stops)
            hostStopOldest = (hostStopOldest + 1) % DisplayList.hostStopCacheSize
        }
        return stops
    }

    /// A solid paint; the same colour defined twice in one list reuses the first id.
    @inline(never)
    package mutating func solid(_ color: Color) -> UInt32 {
        let rgba = color.rgba8
        var k = 0
        while k + 1 < solidCache.count {
            if solidCache[k] == rgba { return solidCache[k + 1] }
            k += 2
        }
        let id = newPaintID()
        begin(.solid); put(id); put(rgba)
        solidCache.push(rgba)
        solidCache.push(id)
        return id
    }

    /// A linear gradient from (x0, y0) at offset 0 to (x1, y1) at offset 1, with `stops` (offsets in 0…1).
    @inline(never)
    package mutating func linearGradient(x0: Double, y0: Double, x1: Double, y1: Double,
                                        stops: [ColorStop]) -> UInt32 {
        let id = newPaintID()
        begin(.linear)
        put(id)
        put(x: x0); put(y: y0)
        put(x: x1); put(y: y1)
        appendStops(id, stops, reversed: false)
        return id
    }

    /// A conic gradient around (cx, cy): offset 0…1 runs clockwise from `startAngle` (radians) a full turn.
    /// `source`, when given, records the true gradient the stops approximate (for the SVG writer; not encoded).
    @inline(never)
    package mutating func conicGradient(cx: Double, cy: Double, startAngle: Double,
                                       stops: [ColorStop], source: ConicSource? = nil) -> UInt32 {
        let id = newPaintID()
        if var s = source {
            s.paint = id
            conicSources.append(s)
        }
        begin(.conic)
        put(id)
        put(x: cx); put(y: cy)
        // Mirrored, the colour at clockwise offset t from `startAngle` sits at offset 1 − t from π − startAngle.
        put(f32: mirrorWidth == nil ? startAngle : DisplayList.normalizedAngle(Double.pi - startAngle))
        appendStops(id, stops, reversed: mirrorWidth != nil)
        return id
    }

    /// The stops in increasing offset order; `reversed` maps each offset t to 1 − t (last stop first, so
    /// a hard stop keeps its two colours on their sides).
    private mutating func appendStops(_ id: UInt32, _ stops: [ColorStop], reversed: Bool) {
        var i = reversed ? stops.count - 1 : 0
        while i >= 0 && i < stops.count {
            let s = stops[i]
            let offset = GaugeMath.clamp(s.location, 0, 1)
            begin(.stop)
            put(id)
            put(f32: reversed ? 1 - offset : offset)
            put(s.color.rgba8)
            i += reversed ? -1 : 1
        }
    }

    /// `a` moved by whole turns into (−π, π].
    static func normalizedAngle(_ a: Double) -> Double {
        var a = a
        while a <= -Double.pi { a += 2 * Double.pi }
        while a > Double.pi { a -= 2 * Double.pi }
        return a
    }

    // MARK: Drawing

    /// A clockwise arc stroke from `start` to `end` (radians; `end − start` clamped to (0, 2π]).
    /// Nothing is emitted for a sweep, radius or line width that is not positive as f32.
    @inline(never)
    package mutating func strokeArc(cx: Double, cy: Double, r: Double, start: Double, end: Double,
                                   lineWidth: Double, cap: Cap, paint: UInt32) {
        let sweep = min(end - start, 2 * Double.pi)
        guard sweep > 0, DisplayList.positiveF32(r), DisplayList.positiveF32(lineWidth) else { return }
        // Mirrored, the clockwise arc start…end becomes the clockwise arc π − end … π − start. Emptiness is
        // judged on the angles written (as f32): a sweep that survives at `start` may vanish at π − end.
        let a0 = mirrorWidth == nil ? start : DisplayList.normalizedAngle(Double.pi - (start + sweep))
        guard Float(a0) != Float(a0 + sweep) else { return }
        begin(.strokeArc)
        put(x: cx); put(y: cy); put(f32: r)
        put(f32: a0); put(f32: a0 + sweep)
        put(f32: lineWidth); put(cap.rawValue); put(paint)
    }

    /// A filled rectangle with corner `radius` (clamped to half the shorter side). Empty rectangles are skipped.
    @inline(never)
    package mutating func fillRoundRect(x: Double, y: Double, width: Double, height: Double, radius: Double,
                                       paint: UInt32) {
        guard DisplayList.positiveF32(width), DisplayList.positiveF32(height) else { return }
        begin(.fillRoundRect)
        put(f32: mirrorWidth == nil ? mx(x) : mx(x) - width); put(y: y)
        put(f32: width); put(f32: height)
        put(f32: GaugeMath.clamp(radius, 0, min(width, height) / 2))
        put(paint)
    }

    /// A filled circle (skipped when `r` is not positive as f32).
    @inline(never)
    package mutating func fillCircle(cx: Double, cy: Double, r: Double, paint: UInt32) {
        guard DisplayList.positiveF32(r) else { return }
        begin(.fillCircle)
        put(x: cx); put(y: cy); put(f32: r)
        put(paint)
    }

    /// A straight stroke from (x0, y0) to (x1, y1) (ticks, needles, target marks). Round caps reach `lineWidth/2`
    /// beyond each end. Nothing is emitted for a zero length or width.
    @inline(never)
    package mutating func line(x0: Double, y0: Double, x1: Double, y1: Double, lineWidth: Double, cap: Cap,
                              paint: UInt32) {
        // Non-empty as stored: a width or length that rounds to 0 in f32 (a box side of 1e-300) draws nothing,
        // and a host would stroke a 0 width with the previous command's.
        guard DisplayList.positiveF32(lineWidth),
              Float(mx(x0)) != Float(mx(x1)) || Float(y0) != Float(y1) else { return }
        begin(.line)
        put(x: x0); put(y: y0)
        put(x: x1); put(y: y1)
        put(f32: lineWidth); put(cap.rawValue); put(paint)
    }

    /// Words of a `line` command, its opcode word included.
    static var lineWords: Int { 1 + Op.line.payloadWords }

    /// Appends `line` commands this list wrote before (a dial's kept ticks, `DialScaleCache`), each with a new
    /// paint: the first `minor` `minorPaint`, the others `majorPaint`. One copy of their words instead of a
    /// command written a word at a time (docs/performance.md › A render in the wasm, per style).
    package mutating func appendLines(_ lines: [UInt32], minor: Int, _ minorPaint: UInt32, _ majorPaint: UInt32) {
        let start = words.count
        words.append(contentsOf: lines)
        var k = 0, i = start + DisplayList.lineWords - 1
        while i < words.count {
            words[i] = k < minor ? minorPaint : majorPaint
            k += 1
            i += DisplayList.lineWords
        }
    }

    /// A filled quadrilateral (x0, y0) → (x1, y1) → (x2, y2) → (x3, y3) → back, a simple polygon (convex or not;
    /// two equal corners make a triangle): the needle shapes. Nothing is emitted for one whose area as stored (f32)
    /// is 0.
    @inline(never)
    package mutating func fillQuad(x0: Double, y0: Double, x1: Double, y1: Double, x2: Double, y2: Double,
                                  x3: Double, y3: Double, paint: UInt32) {
        let xs = (Float(bitPattern: DisplayList.f32(mx(x0))), Float(bitPattern: DisplayList.f32(mx(x1))),
                  Float(bitPattern: DisplayList.f32(mx(x2))), Float(bitPattern: DisplayList.f32(mx(x3))))
        let i = inset
        let ys = (Float(bitPattern: DisplayList.f32(y0 + i)), Float(bitPattern: DisplayList.f32(y1 + i)),
                  Float(bitPattern: DisplayList.f32(y2 + i)), Float(bitPattern: DisplayList.f32(y3 + i)))
        // Twice the signed area (shoelace) of the stored corners, in f64.
        let a = (Double(xs.0) * Double(ys.1) - Double(xs.1) * Double(ys.0)) + (Double(xs.1) * Double(ys.2) - Double(xs.2) * Double(ys.1))
            + (Double(xs.2) * Double(ys.3) - Double(xs.3) * Double(ys.2)) + (Double(xs.3) * Double(ys.0) - Double(xs.0) * Double(ys.3))
        guard a != 0, a.isFinite else { return }
        begin(.fillQuad)
        put(xs.0.bitPattern); put(ys.0.bitPattern)
        put(xs.1.bitPattern); put(ys.1.bitPattern)
        put(xs.2.bitPattern); put(ys.2.bitPattern)
        put(xs.3.bitPattern); put(ys.3.bitPattern)
        put(paint)
    }

    /// Makes everything drawn so far transparent inside the circle (the marker's clear padding).
    @inline(never)
    package mutating func knockOut(cx: Double, cy: Double, r: Double) {
        guard DisplayList.positiveF32(r) else { return }
        begin(.knockOut)
        put(x: cx); put(y: cy); put(f32: r)
    }

    /// One line of text; `y` is its vertical middle, `x` its left edge, centre or right edge per `align`.
    /// Empty text, or text without room (`maxWidth` or size below 1 px), is skipped: a host draws a text
    /// whose `maxWidth` is 0 without any limit, and a sliver under 1 px (for example in a box 5e-324 px wide,
    /// whose f32 is 0) would round to exactly that.
    @inline(never)
    package mutating func text(_ fitted: FittedText, x: Double, y: Double, align: Align, paint: UInt32,
                              maxWidth: Double) {
        // The one choke point for drawn text: no control character reaches a renderer (DrawnText), whichever
        // path fitted it; a text without them is passed through untouched.
        let text = DrawnText.sanitized(fitted.text)
        guard !text.isEmpty, fitted.size >= FittedText.minimumSize, maxWidth >= FittedText.minimumSize else { return }
        let offset = UInt32(strings.count)
        strings.append(utf8: text)
        var a = align
        if mirrorWidth != nil { a = align == .left ? .right : (align == .right ? .left : .center) }
        begin(.text)
        put(x: x); put(y: y)
        put(f32: fitted.size); put(UInt32(fitted.weight))
        put(a.rawValue); put(paint)
        put(offset); put(UInt32(strings.count) - offset)
        put(f32: max(maxWidth, 0))
        textWidths.push(DisplayList.f32(min(fitted.width, maxWidth)))
    }

    // MARK: Output

    /// Writes the final bytes (header, commands, string table padded to 4 bytes) into `out`, replacing its
    /// contents but keeping its capacity.
    package mutating func encode(into out: inout [UInt8]) {
        words[5] = UInt32(commandWords)
        words[6] = UInt32(strings.count)
        // `out` keeps its bytes and is only lengthened or shortened to the new size (a list's size changes little
        // from frame to frame; emptied a byte at a time it cost as much as the copy), then written in place.
        let total = (words.count * 4 + strings.count + 3) & ~3
        // Grow geometrically: reserving the exact size would reallocate whenever a text gets one byte longer.
        if out.capacity < total { out.reserve(max(total, out.capacity * 2)) }
        while out.count > total { out.removeLast() }
        while out.count < total { out.push(0) }
        // The words' bytes stored little-endian in one pass: a push a byte was a quarter of a dial's render in the
        // wasm (docs/performance.md › A render in the wasm, per style).
        out.withUnsafeMutableBytes { dst in
            var i = 0
            for w in words { dst.storeBytes(of: w.littleEndian, toByteOffset: i, as: UInt32.self); i += 4 }
            for b in strings { dst[i] = b; i += 1 }
            while i < total { dst[i] = 0; i += 1 }
        }
    }

    /// The encoded bytes as a new array.
    public mutating func bytes() -> [UInt8] {
        var out: [UInt8] = []
        encode(into: &out)
        return out
    }
}

/// FNV-1a, 32-bit, over `bytes`: the fixtures' fingerprint of a binary display list.
package func fnv1a32(_ bytes: [UInt8]) -> UInt32 {
    var h: UInt32 = 0x811C_9DC5
    for b in bytes { h = (h ^ UInt32(b)) &* 0x0100_0193 }
    return h
}
