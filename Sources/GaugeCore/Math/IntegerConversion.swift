// The one way a floating value becomes an integer in the core (GaugeCore and GaugeABI), and the guard that
// makes every other way a compile error (docs/wasm-build.md › Floating values to integers).
//
// Why: `Int` is 64 bits natively and 32 bits in wasm32, and the standard library's `Int(_: Double)` traps on
// NaN, ±∞ and anything out of range. A quotient like 1.7e9 / 0.5 fits natively, so `swift test` passed, while
// the shipped wasm trapped on every frame of a dial over a narrow range far from zero.

extension Int32 {
    /// `v` as an `Int32`, never a trap: truncated toward zero (round `v` first for another rounding); NaN is 0;
    /// below −2,147,483,648 (−∞ included) it is `Int32.min`, above 2,147,483,647 (+∞ included) `Int32.max`.
    ///
    /// The core's one conversion of a floating value to a 32-bit or narrower integer; `Int(saturating:)` is this
    /// widened, so it is the same natively and in wasm (docs/wasm-build.md › Floating values to integers).
    @inline(never)
    package init(saturating v: Double) {
        if v.isNaN { self = 0 }
        else if v <= -2_147_483_648 { self = .min }
        else if v >= 2_147_483_647 { self = .max }
        else { self = Int32(exactly: v.rounded(.towardZero)) ?? 0 }   // always exact here
    }
}

extension Int {
    /// `v` as an `Int`, never a trap, and the same natively (64-bit `Int`) and in wasm32 (32-bit `Int`):
    /// truncated toward zero (round `v` first for another rounding); NaN is 0; clamped to **Int32's range**,
    /// −2,147,483,648…2,147,483,647 (±∞ to its ends) — on both targets, so native == wasm bit for bit.
    ///
    /// Callers whose value may legitimately pass Int32's range must not rely on the clamp: keep the arithmetic
    /// in `Double` (DialScale's multiples), or refuse with a status (the ABI).
    /// docs/wasm-build.md › Floating values to integers.
    @inline(__always)
    package init(saturating v: Double) { self = Int(Int32(saturating: v)) }
}

extension UInt32 {
    /// `v` as a `UInt32`, never a trap: truncated toward zero; NaN and anything below 0 (−∞ included) are 0;
    /// above 2,147,483,647 it is 2,147,483,647 (the range `Int32(saturating:)` has, the same on every target).
    @inline(__always)
    package init(saturating v: Double) { self = UInt32(Int32(saturating: v).clamped0) }
}

extension Int64 {
    /// `v` as an `Int64` (64 bits on every target, so no native/wasm difference), never a trap: truncated toward
    /// zero; NaN is 0; beyond ±9,223,372,036,854,774,784 (the largest doubles inside Int64's range; ±∞ included)
    /// clamped to those.
    package init(saturating v: Double) {
        let most = 9_223_372_036_854_774_784.0   // 2⁶³ − 1024: the largest double below 2⁶³
        self = v.isNaN ? 0 : Int64(exactly: Swift.max(-most, Swift.min(most, v)).rounded(.towardZero)) ?? 0
    }
}

private extension Int32 {
    var clamped0: Int32 { self < 0 ? 0 : self }
}

// MARK: - The guard

// Every standard-library conversion of a Float or Double to a fixed-width integer, shadowed by a deprecated one
// of the same signature: a module's own declaration wins over the standard library's of the same signature, and
// GaugeCore and GaugeABI (SwiftPM: Package.swift; wasm: build.sh) treat the deprecation warning
// (DeprecatedDeclaration) as an error — so `Int(x)` with a floating `x` in Sources does not compile, natively or
// in the wasm. `Int(exactly:)` and `init(saturating:)` above stay available. `package`: GaugeABI is another module
// natively (one module with GaugeCore in the wasm). Their bodies keep the standard library's behaviour (a trap
// where it traps), for the tests of this package that see them as warnings. IntegerConversionTests proves each
// of them still catches its conversion.
extension Int {
    @available(*, deprecated, message: "a floating value to an integer: use Int(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Double) { self = Int(exactly: v.rounded(.towardZero))! }
    @available(*, deprecated, message: "a floating value to an integer: use Int(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Float) { self = Int(exactly: v.rounded(.towardZero))! }
}
extension Int8 {
    @available(*, deprecated, message: "a floating value to an integer: use Int32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Double) { self = Int8(exactly: v.rounded(.towardZero))! }
    @available(*, deprecated, message: "a floating value to an integer: use Int32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Float) { self = Int8(exactly: v.rounded(.towardZero))! }
}
extension Int16 {
    @available(*, deprecated, message: "a floating value to an integer: use Int32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Double) { self = Int16(exactly: v.rounded(.towardZero))! }
    @available(*, deprecated, message: "a floating value to an integer: use Int32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Float) { self = Int16(exactly: v.rounded(.towardZero))! }
}
extension Int32 {
    @available(*, deprecated, message: "a floating value to an integer: use Int32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Double) { self = Int32(exactly: v.rounded(.towardZero))! }
    @available(*, deprecated, message: "a floating value to an integer: use Int32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Float) { self = Int32(exactly: v.rounded(.towardZero))! }
}
extension Int64 {
    @available(*, deprecated, message: "a floating value to an integer: use Int64(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Double) { self = Int64(exactly: v.rounded(.towardZero))! }
    @available(*, deprecated, message: "a floating value to an integer: use Int64(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Float) { self = Int64(exactly: v.rounded(.towardZero))! }
}
extension UInt {
    @available(*, deprecated, message: "a floating value to an integer: use Int(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Double) { self = UInt(exactly: v.rounded(.towardZero))! }
    @available(*, deprecated, message: "a floating value to an integer: use Int(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Float) { self = UInt(exactly: v.rounded(.towardZero))! }
}
extension UInt8 {
    @available(*, deprecated, message: "a floating value to an integer: use UInt32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Double) { self = UInt8(exactly: v.rounded(.towardZero))! }
    @available(*, deprecated, message: "a floating value to an integer: use UInt32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Float) { self = UInt8(exactly: v.rounded(.towardZero))! }
}
extension UInt16 {
    @available(*, deprecated, message: "a floating value to an integer: use UInt32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Double) { self = UInt16(exactly: v.rounded(.towardZero))! }
    @available(*, deprecated, message: "a floating value to an integer: use UInt32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Float) { self = UInt16(exactly: v.rounded(.towardZero))! }
}
extension UInt32 {
    @available(*, deprecated, message: "a floating value to an integer: use UInt32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Double) { self = UInt32(exactly: v.rounded(.towardZero))! }
    @available(*, deprecated, message: "a floating value to an integer: use UInt32(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Float) { self = UInt32(exactly: v.rounded(.towardZero))! }
}
extension UInt64 {
    @available(*, deprecated, message: "a floating value to an integer: use Int64(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Double) { self = UInt64(exactly: v.rounded(.towardZero))! }
    @available(*, deprecated, message: "a floating value to an integer: use Int64(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init(_ v: Float) { self = UInt64(exactly: v.rounded(.towardZero))! }
}
extension FixedWidthInteger {
    /// The generic conversion (`T: BinaryFloatingPoint`), for code generic over floating types.
    @available(*, deprecated, message: "a floating value to an integer: use init(saturating:) (docs/wasm-build.md › Floating values to integers)")
    package init<T: BinaryFloatingPoint>(_ v: T) { self = Self(exactly: v.rounded(.towardZero))! }
}
