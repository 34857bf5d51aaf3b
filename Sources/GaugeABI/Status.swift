// Status codes and the last-error text of the C ABI (docs/abi.md › Status codes).
#if canImport(GaugeCore)
import GaugeCore
#endif

/// Results of `gauge_*` calls: 0 or a positive value on success, these on failure.
enum Status {
    static let ok: Int32 = 0
    static let badHandle: Int32 = -1
    static let badArgument: Int32 = -2
    static let badText: Int32 = -3
    static let tooMany: Int32 = -4
}

/// The module's last error message, kept until the next failure (`gauge_last_error`).
nonisolated(unsafe) var lastErrorMessage = ""

/// Records `function: argument: reason` and returns `status`.
func fail(_ status: Int32, _ function: StaticString, _ argument: String, _ reason: String) -> Int32 {
    lastErrorMessage = function.description + ": " + argument + ": " + reason
    return status
}

/// Records a core `GaugeError` raised inside `function`.
func fail(_ error: GaugeError, _ function: StaticString) -> Int32 {
    fail(error.kind.rawValue, function, error.argument, error.reason)
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
