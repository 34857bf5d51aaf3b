// The byte scanner under the CSS colour and tint grammars (CSSColorParser.swift, Tint+Parsing.swift): whitespace
// and comments, identifiers, numbers, a colour function's components and argument list. Works on UTF-8 bytes —
// no String comparisons, no String-keyed tables (they would pull Unicode tables into the wasm).

/// A byte scanner shared by the colour and tint grammars.
struct CSSScanner {
    let bytes: [UInt8]
    var i = 0
    /// How many `light-dark()` the scanner is inside (``lightDark()`` refuses more than `GaugeLimits.colorNesting`).
    var depth = 0
    /// The API argument named in errors (`tint`, `color`).
    let argument: String

    init(_ text: String, argument: String) {
        bytes = [UInt8](utf8: text)
        self.argument = argument
    }

    var atEnd: Bool { i >= bytes.count }
    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    /// A parse failure at byte `position` (default: the current byte); `end` is where the quoted source text
    /// ends, or the count the message names. Plain data, a few words: the parser's ~45 error paths stay small
    /// in the wasm; ``gaugeError(_:)`` builds the message once, at the API boundary (docs/wasm-build.md › Size and allocation).
    func error(_ fault: CSSFault, _ name: CSSFunctionName = .none, at position: Int? = nil, end: Int = 0) -> CSSError {
        CSSError(fault: fault, name: name, position: position ?? i, end: end)
    }

    static func string(_ s: StaticString) -> String {
        s.withUTF8Buffer { String(utf8: $0) } ?? ""
    }

    /// The index of an identifier in `list`, lowercase ASCII words separated by single spaces (a leading space
    /// makes word 0 empty); -1 if it is none of them. One loop for every keyword choice keeps the wasm small.
    @inline(never)
    static func index(of word: ArraySlice<UInt8>, in list: StaticString) -> Int {
        list.withUTF8Buffer { buf in
            var k = 0
            var w = word.startIndex  // the next byte of `word` to match; past its end once a byte differed
            for j in 0...buf.count {
                let b = j < buf.count ? buf[j] : 0x20
                if b == 0x20 {
                    if w == word.endIndex { return k }
                    k += 1
                    w = word.startIndex
                } else if w < word.endIndex && word[w] == b {
                    w += 1
                } else {
                    w = word.endIndex + 1
                }
            }
            return -1
        }
    }

    /// Whether an identifier is `s` (lowercase ASCII).
    static func matches(_ word: ArraySlice<UInt8>, _ s: StaticString) -> Bool { index(of: word, in: s) == 0 }

    /// Appends the `k`-th word of `list` (as ``index(of:in:)`` counts them) to `out`.
    static func appendWord(_ k: Int, of list: StaticString, to out: inout [UInt8]) {
        list.withUTF8Buffer { buf in
            var n = 0
            for b in buf {
                if b == 0x20 { n += 1 } else if n == k { out.append(b) }
            }
        }
    }

    /// Skips whitespace and `/* comments */`.
    @inline(never)  // (the optimiser had copied it into two of its twenty callers)
    mutating func skipSpaces() {
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C {
                i += 1
            } else if b == 0x2F && i + 1 < bytes.count && bytes[i + 1] == 0x2A {  // "/*"
                i += 2
                while i < bytes.count && !(bytes[i] == 0x2A && i + 1 < bytes.count && bytes[i + 1] == 0x2F) { i += 1 }
                i = min(i + 2, bytes.count)
            } else {
                return
            }
        }
    }

    static func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// An identifier (letters, digits, `-`, `_`, starting with a letter or `-`), ASCII-lowercased; nil if
    /// none starts here.
    mutating func identifier() -> ArraySlice<UInt8>? {
        guard let b = peek, CSSScanner.isLetter(b) || b == 0x2D || b == 0x5F else { return nil }
        if b == 0x2D, i + 1 < bytes.count, CSSScanner.isDigit(bytes[i + 1]) || bytes[i + 1] == 0x2E { return nil }
        var word: [UInt8] = []
        while let c = peek, CSSScanner.isLetter(c) || CSSScanner.isDigit(c) || c == 0x2D || c == 0x5F {
            word.append(CSSScanner.isLetter(c) ? c | 0x20 : c)
            i += 1
        }
        return word[...]
    }

    /// Whether a CSS number starts here (sign, digit or a dot followed by a digit).
    var startsNumber: Bool {
        guard let b = peek else { return false }
        if CSSScanner.isDigit(b) { return true }
        var j = i
        if b == 0x2B || b == 0x2D { j += 1 }
        if j < bytes.count && CSSScanner.isDigit(bytes[j]) { return true }
        return j + 1 < bytes.count && bytes[j] == 0x2E && CSSScanner.isDigit(bytes[j + 1])
    }

    /// A CSS `<number>`: `[+-]? digits? (. digits)? ([eE][+-]? digits)?`, read to 15 significant digits
    /// (further digits are dropped); exponents beyond ±300, and a number past the largest double, are refused. Deterministic on every target: the
    /// digits become an exact integer, scaled by one exact power of ten when it fits (|k| ≤ 22, one rounding).
    /// Wrapping arithmetic where nothing can overflow (under 10^16; an exponent count bounded by the text's
    /// length): the checked forms cost the wasm a 128-bit multiply each.
    mutating func number() throws(CSSError) -> Double {
        let start = i
        var negative = false
        if let b = peek, b == 0x2B || b == 0x2D { negative = b == 0x2D; i += 1 }
        var mantissa: Int64 = 0
        var significant = 0
        var exponent: Int32 = 0  // power of ten applied to the mantissa
        var digits = 0
        var fraction = false  // after the "." (taken only once, and only before a digit)
        while let b = peek {
            if CSSScanner.isDigit(b) {
                if significant < 15 {
                    mantissa = mantissa &* 10 &+ Int64(b &- 0x30)
                    if mantissa > 0 { significant &+= 1 }
                    if fraction { exponent &-= 1 }
                } else if !fraction {
                    exponent &+= 1
                }
                digits &+= 1
            } else if b == 0x2E && !fraction && i + 1 < bytes.count && CSSScanner.isDigit(bytes[i + 1]) {
                fraction = true
            } else {
                break
            }
            i += 1
        }
        if digits == 0 { i = start; throw error(.expectedNumber) }
        if let e = peek, e == 0x45 || e == 0x65 {  // e/E, only if digits follow (else it may start a unit)
            var j = i + 1
            var expNegative = false
            if j < bytes.count && (bytes[j] == 0x2B || bytes[j] == 0x2D) { expNegative = bytes[j] == 0x2D; j += 1 }
            if j < bytes.count && CSSScanner.isDigit(bytes[j]) {
                var e10: Int32 = 0
                while j < bytes.count && CSSScanner.isDigit(bytes[j]) {
                    if e10 < 10_000 { e10 = e10 &* 10 &+ Int32(bytes[j] &- 0x30) }
                    j += 1
                }
                i = j
                exponent &+= expNegative ? 0 &- e10 : e10
            }
        }
        if exponent > 300 || exponent < -300 { throw error(.numberOutOfRange, at: start) }
        var value = Double(mantissa)
        var k = exponent < 0 ? 0 &- exponent : exponent
        while k > 0 {  // by 10^22 while more remains, then by the rest: each step exact
            let step = min(k, 22)
            let p = CSSScanner.powerOfTen(step)
            if exponent > 0 { value *= p } else { value /= p }
            k &-= step
        }
        // 15 digits and an exponent of 300 can still pass the largest double (999999999999999e300).
        if value == .infinity { throw error(.numberOutOfRange, at: start) }
        return negative ? -value : value
    }

    /// 10^k for 0 ≤ k ≤ 22, each exactly representable.
    static func powerOfTen(_ k: Int32) -> Double {
        var p = 1.0
        var n = k
        while n > 0 { p *= 10; n -= 1 }  // exact: every 10^n ≤ 10^22 is a double
        return p
    }
}

/// One component of a colour function.
enum CSSComponent {
    case number(Double)
    case percentage(Double)
    /// An angle in degrees (from deg, grad, rad or turn).
    case angle(Double)
    case none

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}

extension CSSScanner {
    /// A number, percentage, angle or `none`.
    @inline(never)
    mutating func component() throws(CSSError) -> CSSComponent {
        let start = i
        if startsNumber {
            let v = try number()
            if peek == 0x25 { i += 1; return .percentage(v) }  // %
            if let unit = identifier() {
                // deg, grad, rad, turn: degrees per unit
                let k = CSSScanner.index(of: unit, in: "deg grad rad turn")
                if k < 0 { throw error(.unknownUnit, at: start, end: i) }
                return .angle(k == 0 ? v : v * (k == 1 ? 0.9 : k == 2 ? 180 / Double.pi : 360))
            }
            return .number(v)
        }
        if let word = identifier() {
            if CSSScanner.matches(word, "none") { return .none }
            throw error(.expectedComponentFound, at: start, end: i)
        }
        if atEnd { throw error(.endInsideFunction) }
        throw error(.expectedComponent)
    }

    /// The components of a colour function after its `(`, through its `)`: three components separated by
    /// spaces (then `/ alpha`) or, if `legacyAllowed` and a comma follows the first, by commas (then
    /// `, alpha`).
    mutating func functionArguments(_ name: CSSFunctionName, legacyAllowed: Bool) throws(CSSError) -> FunctionArguments {
        var args = FunctionArguments()
        skipSpaces()
        if peek == 0x29 || atEnd { throw error(.componentCount, name, end: 0) }
        let first = i
        args.append(try component(), at: first)
        skipSpaces()
        args.legacy = peek == 0x2C
        if args.legacy && !legacyAllowed { throw error(.commasNotAllowed, name) }
        while args.count < 4 {
            let separated: Bool
            if args.legacy {
                separated = peek == 0x2C
                if separated { i += 1 }
            } else if peek == 0x2C {
                throw error(.mixedSeparators)
            } else if args.count == 3 {
                separated = peek == 0x2F  // "/ alpha"
                if separated { i += 1 }
            } else {
                separated = !(peek == 0x29 || peek == 0x2F || atEnd)
            }
            if !separated { break }
            skipSpaces()
            let at = i
            args.append(try component(), at: at)
            skipSpaces()
        }
        if args.count < 3 { throw error(.componentCount, name, end: args.count) }
        if atEnd { throw error(.missingClose, name) }
        guard peek == 0x29 else {
            if args.legacy || peek == 0x2F { throw error(.expectedClose, name) }
            throw error(.tooManyComponents, name)
        }
        i += 1
        return args
    }
}

/// The three or four components of a colour function and where each starts (no arrays: keeps the wasm small).
struct FunctionArguments {
    var v0 = CSSComponent.none, v1 = CSSComponent.none, v2 = CSSComponent.none, v3 = CSSComponent.none
    var p0 = 0, p1 = 0, p2 = 0, p3 = 0
    var count = 0
    /// Whether the comma syntax was used.
    var legacy = false

    mutating func append(_ v: CSSComponent, at position: Int) {
        switch count {
        case 0: v0 = v; p0 = position
        case 1: v1 = v; p1 = position
        case 2: v2 = v; p2 = position
        default: v3 = v; p3 = position
        }
        count += 1
    }

    // Out of line, both: inlined, each read was a switch of its own.
    subscript(k: Int) -> CSSComponent {
        @inline(never) get {
            switch k {
            case 0: return v0
            case 1: return v1
            case 2: return v2
            default: return v3
            }
        }
    }

    @inline(never)
    func position(_ k: Int) -> Int {
        switch k {
        case 0: return p0
        case 1: return p1
        case 2: return p2
        default: return p3
        }
    }
}
