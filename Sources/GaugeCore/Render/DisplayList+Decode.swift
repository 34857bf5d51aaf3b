// Reading an encoded display list back into typed commands: used by the text form, the tests, and any
// writer that turns a list into another format (SVG). The one Swift decoder of docs/display-list.md.

extension DisplayList {
    /// One decoded command. Coordinates in CSS px, angles in radians clockwise from +x.
    ///
    /// ```swift
    /// var list = Gauge(value: 0.4, label: "Progress").displayList(width: 200, height: 60, pixelRatio: 1)
    /// for command in try DisplayList.decode(list.bytes()).commands {
    ///     if case .text(let text, _, _, let size, _, _, _, _) = command { print(text, size) }
    /// }
    /// ```
    public enum Command: Equatable, Sendable {
        case solid(id: UInt32, rgba: UInt32)
        case linear(id: UInt32, x0: Float, y0: Float, x1: Float, y1: Float)
        case conic(id: UInt32, cx: Float, cy: Float, startAngle: Float)
        case stop(id: UInt32, offset: Float, rgba: UInt32)
        case strokeArc(cx: Float, cy: Float, r: Float, startAngle: Float, endAngle: Float, lineWidth: Float,
                       cap: Cap, paint: UInt32)
        case fillRoundRect(x: Float, y: Float, width: Float, height: Float, radius: Float, paint: UInt32)
        case fillCircle(cx: Float, cy: Float, r: Float, paint: UInt32)
        case knockOut(cx: Float, cy: Float, r: Float)
        case text(String, x: Float, y: Float, size: Float, weight: UInt32, align: Align, paint: UInt32, maxWidth: Float)
        case line(x0: Float, y0: Float, x1: Float, y1: Float, lineWidth: Float, cap: Cap, paint: UInt32)
        case fillQuad(x0: Float, y0: Float, x1: Float, y1: Float, x2: Float, y2: Float, x3: Float, y3: Float, paint: UInt32)
        /// An opcode this decoder does not know, skipped by its payload size.
        case unknown(op: UInt32, payloadWords: Int)
    }

    /// A decoded list: header fields and commands.
    ///
    /// ```swift
    /// var list = Gauge(value: 0.4).displayList(width: 200, height: 60, pixelRatio: 2)
    /// let decoded = try DisplayList.decode(list.bytes())
    /// print(decoded.width, decoded.height, decoded.pixelRatio, decoded.commands.count)
    /// ```
    public struct Decoded: Equatable, Sendable {
        public var version: UInt32
        public var width: Float
        public var height: Float
        public var pixelRatio: Float
        public var flags: UInt32
        public var commands: [Command]
    }

    /// Why a byte buffer is not a well-formed display list.
    ///
    /// ```swift
    /// do {
    ///     _ = try DisplayList.decode([1, 2, 3])
    /// } catch {
    ///     print(error == .notADisplayList)   // true
    /// }
    /// ```
    public enum DecodeError: Error, Equatable, Sendable {
        case notADisplayList, truncated
    }

    /// Decodes a whole encoded list.
    ///
    /// - Throws: `DecodeError.notADisplayList` for a wrong magic or short header, `.truncated` when a
    ///   command or the string table runs past the end.
    public static func decode(_ bytes: [UInt8]) throws(DecodeError) -> Decoded {
        let r = WordReader(bytes: bytes)
        guard bytes.count >= headerWords * 4, r.u32(0) == magic else { throw .notADisplayList }
        let commandWords = Int(r.u32(5))
        let stringBytes = Int(r.u32(6))
        let stringStart = (headerWords + commandWords) * 4
        guard stringStart + stringBytes <= bytes.count else { throw .truncated }
        var commands: [Command] = []
        var w = headerWords
        let end = headerWords + commandWords
        while w < end {
            let head = r.u32(w)
            let payload = Int(head >> 16)
            let p = w + 1
            guard p + payload <= end else { throw .truncated }
            switch Op(rawValue: head & 0xFFFF) {
            case .solid?: commands.append(.solid(id: r.u32(p), rgba: r.u32(p + 1)))
            case .linear?: commands.append(.linear(id: r.u32(p), x0: r.f32(p + 1), y0: r.f32(p + 2), x1: r.f32(p + 3), y1: r.f32(p + 4)))
            case .conic?: commands.append(.conic(id: r.u32(p), cx: r.f32(p + 1), cy: r.f32(p + 2), startAngle: r.f32(p + 3)))
            case .stop?: commands.append(.stop(id: r.u32(p), offset: r.f32(p + 1), rgba: r.u32(p + 2)))
            case .strokeArc?:
                commands.append(.strokeArc(cx: r.f32(p), cy: r.f32(p + 1), r: r.f32(p + 2), startAngle: r.f32(p + 3),
                                           endAngle: r.f32(p + 4), lineWidth: r.f32(p + 5),
                                           cap: Cap(rawValue: r.u32(p + 6)) ?? .butt, paint: r.u32(p + 7)))
            case .fillRoundRect?:
                commands.append(.fillRoundRect(x: r.f32(p), y: r.f32(p + 1), width: r.f32(p + 2), height: r.f32(p + 3),
                                               radius: r.f32(p + 4), paint: r.u32(p + 5)))
            case .fillCircle?: commands.append(.fillCircle(cx: r.f32(p), cy: r.f32(p + 1), r: r.f32(p + 2), paint: r.u32(p + 3)))
            case .knockOut?: commands.append(.knockOut(cx: r.f32(p), cy: r.f32(p + 1), r: r.f32(p + 2)))
            case .text?:
                let offset = Int(r.u32(p + 6)), length = Int(r.u32(p + 7))
                guard offset + length <= stringBytes else { throw .truncated }
                let start = stringStart + offset
                let s = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
                commands.append(.text(s, x: r.f32(p), y: r.f32(p + 1), size: r.f32(p + 2), weight: r.u32(p + 3),
                                      align: Align(rawValue: r.u32(p + 4)) ?? .left, paint: r.u32(p + 5),
                                      maxWidth: r.f32(p + 8)))
            case .line?:
                commands.append(.line(x0: r.f32(p), y0: r.f32(p + 1), x1: r.f32(p + 2), y1: r.f32(p + 3),
                                      lineWidth: r.f32(p + 4), cap: Cap(rawValue: r.u32(p + 5)) ?? .butt, paint: r.u32(p + 6)))
            case .fillQuad?:
                commands.append(.fillQuad(x0: r.f32(p), y0: r.f32(p + 1), x1: r.f32(p + 2), y1: r.f32(p + 3), x2: r.f32(p + 4),
                                          y2: r.f32(p + 5), x3: r.f32(p + 6), y3: r.f32(p + 7), paint: r.u32(p + 8)))
            case nil: commands.append(.unknown(op: head & 0xFFFF, payloadWords: payload))
            }
            w = p + payload
        }
        return Decoded(version: r.u32(1), width: r.f32(2), height: r.f32(3), pixelRatio: r.f32(4),
                       flags: r.u32(7), commands: commands)
    }
}
