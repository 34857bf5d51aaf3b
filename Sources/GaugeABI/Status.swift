// Status codes and the last-error text of the C ABI (docs/abi.md › Status codes).
#if canImport(GaugeCore)
import GaugeCore
#endif

/// Results of `gauge_*` calls: 0 or a positive value on success, these on failure. A new code also goes into
/// `Vocabulary.statuses` (Sources/GaugeVocabulary), which names them for the JS host's `STATUS`.
package enum Status {
    package static let ok: Int32 = 0
    package static let badHandle: Int32 = -1
    package static let badArgument: Int32 = -2
    package static let badText: Int32 = -3
    package static let tooMany: Int32 = -4
}

/// The module's last error message as UTF-8, kept until the next failure (`gauge_last_error`). Written piece by
/// piece by `fail` from static texts and numbers, so reporting an error builds no Swift `String` (String
/// concatenations cost ~15 KB of gzipped wasm: docs/wasm-build.md › Size and allocation). Read through one
/// out-of-line getter that makes it on first use: a lazily made global was an inlined once-check at each read.
var lastError: UnsafeMutablePointer<[UInt8]> {
    @inline(never) get {
        if let p = lastErrorStorage { return p }
        let p = UnsafeMutablePointer<[UInt8]>.allocate(capacity: 1)
        p.initialize(to: [])
        lastErrorStorage = p
        return p
    }
}
/// `lastError` once made; never freed.
nonisolated(unsafe) private var lastErrorStorage: UnsafeMutablePointer<[UInt8]>? = nil

/// The last error as data (`gauge_last_error_part`): its status, where in `lastError` the refused argument's name
/// and the reason start, and the byte range of the refused number when the reason quotes one (-1 otherwise), so a
/// host names the argument its own way and writes the number as its own language does, without parsing text.
nonisolated(unsafe) var lastErrorParts = ErrorParts()

/// `gauge_last_error_part`'s answers: `what` 0…4 in the order of the fields.
struct ErrorParts {
    var status: Int32 = 0, argument: Int32 = 0, reason: Int32 = 0, valueStart: Int32 = -1, valueEnd: Int32 = -1

    /// Part `what` (0…4), or `badArgument` for another.
    func part(_ what: UInt32) -> Int32 {
        switch what {
        case 0: return status
        case 1: return argument
        case 2: return reason
        case 3: return valueStart
        case 4: return valueEnd
        default: return Status.badArgument
        }
    }
}

/// An error reason: static text in which each of the first three `%` stands for the next number
/// (`Reason("must be 0…%, got %", 20, 31)`); a fourth `%` is kept as it is. Numbers are Int64 so every Int32, UInt32 and wasm32 Int fits.
struct Reason {
    var text: StaticString
    var numbers: (Int64, Int64, Int64)

    init(_ text: StaticString, _ n0: Int64 = 0, _ n1: Int64 = 0, _ n2: Int64 = 0) {
        self.text = text
        numbers = (n0, n1, n2)
    }
}

/// Appends to `lastError`: static text, a decimal integer, a reason, or (for texts the core reports) a String.
enum ErrorText {
    static func add(_ text: StaticString) {
        text.withUTF8Buffer { lastError.pointee.append(contentsOf: $0) }
    }

    static func add(_ n: Int64) {
        TextBuilder.appendDecimal(n, to: &lastError.pointee)
    }

    static func add(_ text: String) {
        lastError.pointee.append(utf8: text)
    }

    static func add(_ reason: Reason) {
        var next = 0
        reason.text.withUTF8Buffer { bytes in
            for b in bytes {
                if b == UInt8(ascii: "%") && next < 3 {
                    add(next == 0 ? reason.numbers.0 : next == 1 ? reason.numbers.1 : reason.numbers.2)
                    next += 1
                } else {
                    lastError.pointee.push(b)
                }
            }
        }
    }

    /// Starts a message for `status`: `function: `, then `record <index> ` when `record` ≥ 0; the argument's
    /// name follows.
    static func start(_ status: Int32, _ function: StaticString, record: Int = -1) {
        lastError.pointee.empty()
        add(function)
        add(": ")
        lastErrorParts = ErrorParts(status: status, argument: Int32(lastError.pointee.count))
        if record >= 0 {
            add("record ")
            add(Int64(record))
            add(" ")
        }
    }

    /// Ends the argument's name (`argument: `): the reason follows.
    static func reason() {
        add(": ")
        lastErrorParts.reason = Int32(lastError.pointee.count)
    }

    /// Writes the refused number `value` (`NumberFormat.automatic`: "–" for NaN, "∞") and marks where it lies.
    static func add(value: Double) {
        lastErrorParts.valueStart = Int32(lastError.pointee.count)
        add(NumberFormat.automatic.string(value))
        lastErrorParts.valueEnd = Int32(lastError.pointee.count)
    }
}

/// Records `function: argument: reason` (each `%` of `reason` replaced by the next number) and returns `status`.
@inline(never)
func fail(_ status: Int32, _ function: StaticString, _ argument: StaticString, _ reason: StaticString,
          _ n0: Int64 = 0, _ n1: Int64 = 0, _ n2: Int64 = 0) -> Int32 {
    fail(status, function, argument, Reason(reason, n0, n1, n2))
}

/// Records `function: [record <index> ]argument: reason` and returns `status`; `record` names a record read
/// from scratch.
@inline(never)
func fail(_ status: Int32, _ function: StaticString, record: Int = -1, _ argument: StaticString,
          _ reason: Reason) -> Int32 {
    ErrorText.start(status, function, record: record)
    ErrorText.add(argument)
    ErrorText.reason()
    ErrorText.add(reason)
    return status
}

/// Records a core `GaugeError` raised inside `function`: `function: argument: reason`, or with `record`,
/// `function: record <index> <argument>: reason` (the error's own argument is not shown then).
@inline(never)
func fail(_ error: GaugeError, _ function: StaticString, record: Int = -1, _ argument: StaticString = "",
          status: Int32? = nil) -> Int32 {
    let code = status ?? error.kind.rawValue
    ErrorText.start(code, function, record: record)
    if record >= 0 { ErrorText.add(argument) } else { ErrorText.add(error.argument) }
    ErrorText.reason()
    ErrorText.add(error.reason)
    return code
}

/// Records `function: argument: reason, got <value>` for a model's `problem` (a dial's or an arc's), `value`
/// written by `ErrorText.add(value:)` (so the host can write it its own way), and returns `badArgument`.
func failProblem(_ fn: StaticString, _ argument: String, _ reason: String, value: Double) -> Int32 {
    ErrorText.start(Status.badArgument, fn)
    ErrorText.add(argument)
    ErrorText.reason()
    ErrorText.add(reason)
    ErrorText.add(", got ")
    ErrorText.add(value: value)
    return Status.badArgument
}

/// Checks that `bytes` is well-formed UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF).
/// Returns the byte offset of the first invalid sequence, or nil when all is valid.
func firstInvalidUTF8(_ bytes: UnsafeRawBufferPointer) -> Int? {
    var i = 0
    let n = bytes.count
    while i < n {
        let b0 = bytes[i]
        if b0 < 0x80 { i += 1; continue }
        var need = 0
        var lowest: UInt32 = 0
        var scalar: UInt32 = 0
        switch b0 {
        case 0xC2...0xDF: need = 1; lowest = 0x80; scalar = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: need = 2; lowest = 0x800; scalar = UInt32(b0 & 0x0F)
        case 0xF0...0xF4: need = 3; lowest = 0x10000; scalar = UInt32(b0 & 0x07)
        default: return i
        }
        if i + need >= n { return i }  // truncated sequence
        for k in 1...need {
            let b = bytes[i + k]
            if b & 0xC0 != 0x80 { return i }
            scalar = scalar << 6 | UInt32(b & 0x3F)
        }
        if scalar < lowest || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) { return i }
        i += need + 1
    }
    return nil
}
