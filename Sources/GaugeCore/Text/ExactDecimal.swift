// Exact decimal rounding of doubles for NumberFormat: every double is m × 2^e exactly, so its decimal
// expansion is finite and a rounding tie can be judged on it rather than on a rounded product
// (0.125 → "0.12" is a true tie; 0.15, really 0.1499999999999999944…, → "0.1"; 2.675 → "2.67").
// Integer arithmetic only (32-bit limbs, 64-bit intermediates), so native and wasm agree bit for bit.
// Every number lives in a `DecimalWork` buffer that (in wasm) keeps its capacity between calls, so formatting a value
// allocates nothing once the buffers have grown (no allocation per frame: docs/wasm-build.md › Size and allocation).

/// A non-negative integer of any size, little-endian 32-bit limbs, just the operations the formatter needs.
struct BigUInt: Equatable {
    /// Limbs, least significant first; no trailing zero limbs (zero is `[]`).
    fileprivate(set) var limbs: [UInt32]

    init() { limbs = [] }

    /// self = value, in the limbs' existing capacity.
    mutating func set(_ value: UInt64) {
        limbs.empty()
        var v = value
        while v != 0 {
            limbs.push(UInt32(truncatingIfNeeded: v))
            v >>= 32
        }
    }

    /// self = other, in the limbs' existing capacity (`other` must not share self's storage).
    mutating func set(_ other: BigUInt) {
        limbs.empty()
        for l in other.limbs { limbs.push(l) }  // (`append(contentsOf:)` was one more specialised copy in the wasm)
    }

    var isZero: Bool { limbs.isEmpty }
    var isOdd: Bool { (limbs.first ?? 0) & 1 == 1 }

    private mutating func normalize() {
        while let last = limbs.last, last == 0 { limbs.removeLast() }
    }

    /// self = self × k + carryIn.
    mutating func multiply(by k: UInt32, adding carryIn: UInt32 = 0) {
        var carry = UInt64(carryIn)
        for i in 0..<limbs.count {
            let p = UInt64(limbs[i]) * UInt64(k) + carry
            limbs[i] = UInt32(truncatingIfNeeded: p)
            carry = p >> 32
        }
        if carry != 0 { limbs.push(UInt32(carry)) }
        normalize()
    }

    /// self = self / k (floor); returns the remainder. `k` > 0.
    @discardableResult
    mutating func divide(by k: UInt32) -> UInt32 {
        var rem: UInt64 = 0
        var i = limbs.count - 1
        while i >= 0 {
            let cur = rem << 32 | UInt64(limbs[i])
            limbs[i] = UInt32(truncatingIfNeeded: cur / UInt64(k))
            rem = cur % UInt64(k)
            i -= 1
        }
        normalize()
        return UInt32(truncatingIfNeeded: rem)
    }

    mutating func shiftLeft(_ bits: Int) {
        guard bits > 0, !isZero else { return }
        let words = bits / 32, rest = UInt32(bits % 32)
        if rest != 0 {
            var carry: UInt32 = 0
            for i in 0..<limbs.count {
                let v = limbs[i]
                limbs[i] = v << rest | carry
                carry = v >> (32 - rest)
            }
            if carry != 0 { limbs.push(carry) }
        }
        if words > 0 {  // in place: move the limbs up, zeros below
            let count = limbs.count
            for _ in 0..<words { limbs.push(0) }
            var i = count - 1
            while i >= 0 { limbs[i + words] = limbs[i]; i -= 1 }
            for i in 0..<words { limbs[i] = 0 }
        }
    }

    mutating func shiftRight(_ bits: Int) {
        guard bits > 0 else { return }
        let words = bits / 32, rest = UInt32(bits % 32)
        if words >= limbs.count { limbs.empty(); return }
        if words > 0 {
            for i in words..<limbs.count { limbs[i - words] = limbs[i] }
            for _ in 0..<words { limbs.removeLast() }
        }
        if rest != 0 {
            for i in 0..<limbs.count {
                let hi: UInt32 = i + 1 < limbs.count ? limbs[i + 1] << (32 - rest) : 0
                limbs[i] = limbs[i] >> rest | hi
            }
        }
        normalize()
    }

    /// self × 10^n.
    mutating func multiply(byPowerOf10 n: Int) {
        var n = n
        while n >= 9 { multiply(by: 1_000_000_000); n -= 9 }
        if n > 0 { multiply(by: BigUInt.smallPow10[n]) }
    }

    /// self × 5^n.
    mutating func multiply(byPowerOf5 n: Int) {
        var n = n
        while n >= 13 { multiply(by: 1_220_703_125); n -= 13 }  // 5^13, the largest power of 5 in a UInt32
        if n > 0 { multiply(by: BigUInt.smallPow5[n]) }
    }

    /// self = floor(self / 5^n).
    mutating func divide(byPowerOf5 n: Int) {
        var n = n
        while n >= 13 { divide(by: 1_220_703_125); n -= 13 }
        if n > 0 { divide(by: BigUInt.smallPow5[n]) }
    }

    static let smallPow10: [UInt32] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000]
    static let smallPow5: [UInt32] = [1, 5, 25, 125, 625, 3_125, 15_625, 78_125, 390_625, 1_953_125, 9_765_625,
                                      48_828_125, 244_140_625]

    static func compare(_ a: BigUInt, _ b: BigUInt) -> Int {
        if a.limbs.count != b.limbs.count { return a.limbs.count < b.limbs.count ? -1 : 1 }
        var i = a.limbs.count - 1
        while i >= 0 {
            if a.limbs[i] != b.limbs[i] { return a.limbs[i] < b.limbs[i] ? -1 : 1 }
            i -= 1
        }
        return 0
    }

    /// Replaces `out` with the decimal digits as ASCII bytes ("0" for zero); `work` and `chunks` are scratch
    /// (their contents replaced, their capacity kept; neither may share self's storage).
    func decimalDigits(into out: inout [UInt8], work: inout BigUInt, chunks: inout [UInt32]) {
        out.empty()
        if isZero { out.push(0x30); return }
        work.set(self)
        chunks.empty()
        while !work.isZero { chunks.append(work.divide(by: 1_000_000_000)) }  // least significant first
        var i = chunks.count - 1
        while i >= 0 {
            let chunk = chunks[i]
            var power: UInt32 = 100_000_000
            if i == chunks.count - 1 { while power > 1 && chunk / power == 0 { power /= 10 } }  // no leading zeros
            while power > 0 { out.push(UInt8(truncatingIfNeeded: chunk / power % 10) + 0x30); power /= 10 }
            i -= 1
        }
    }
}

/// A finite, non-negative double split exactly as `significand × 2^exponent`.
struct BinaryValue {
    var significand: UInt64
    var exponent: Int

    /// `magnitude` must be finite; its sign is ignored.
    init(_ magnitude: Double) {
        let bits = magnitude.magnitude.bitPattern
        let fraction = bits & 0x000F_FFFF_FFFF_FFFF
        let biased = Int((bits >> 52) & 0x7FF)
        if biased == 0 {
            significand = fraction
            exponent = -1074
        } else {
            significand = fraction | 0x0010_0000_0000_0000
            exponent = biased - 1075
        }
    }

    var isZero: Bool { significand == 0 }

    /// q = `self × 10^scale` rounded to an integer, half to even, judged on the exact value; `w`'s other
    /// numbers are scratch.
    @inline(never)
    func rounded(timesPowerOf10 scale: Int, _ w: inout DecimalWork) {
        // self × 10^scale = num / (2^twos × 5^fives), all integers.
        w.num.set(significand)
        var twos = 0, fives = 0
        if exponent >= 0 { w.num.shiftLeft(exponent) } else { twos = -exponent }
        if scale >= 0 { w.num.multiply(byPowerOf10: scale) } else { twos += -scale; fives = -scale }
        w.q.set(w.num)
        w.q.divide(byPowerOf5: fives)   // floor(floor(n / 5^f) / 2^t) = floor(n / (5^f 2^t))
        w.q.shiftRight(twos)
        // Compare the remainder with half the divisor: 2·num against (2q + 1)·divisor.
        w.upper.set(w.q)
        w.upper.multiply(by: 2, adding: 1)
        w.upper.multiply(byPowerOf5: fives)
        w.upper.shiftLeft(twos)
        w.num.shiftLeft(1)
        let c = BigUInt.compare(w.num, w.upper)
        if c > 0 || (c == 0 && w.q.isOdd) { w.q.multiply(by: 1, adding: 1) }
    }

    /// ⌊log10(self)⌋ exactly, for a non-zero value. From the integer part's digits in 64 bits when the value is at
    /// least 1 and that part is under 2^64 (10^e ≤ self ⟺ 10^e ≤ ⌊self⌋ for whole powers of ten): about an eighth of
    /// a dial's render in the wasm went to the exact way (docs/performance.md › A render in the wasm, per style).
    func decimalExponent(_ w: inout DecimalWork) -> Int {
        if exponent < 0 ? exponent > -64 : significand.leadingZeroBitCount >= exponent {
            var whole = exponent < 0 ? significand >> UInt64(-exponent) : significand << UInt64(exponent), e = -1
            while whole != 0 { whole /= 10; e += 1 }
            if e >= 0 { return e }
        }
        // Estimate from the binary exponent (78913 / 2^18 ≈ log10 2), then correct against the exact value.
        var bits = 0
        var s = significand
        while s != 0 { bits += 1; s >>= 1 }
        let e2 = exponent + bits - 1                       // 2^e2 ≤ self < 2^(e2+1)
        var estimate = (e2 * 78913) >> 18                   // arithmetic shift: floor for negatives too
        // Count the digits of floor(self × 10^-estimate); it is 1 when the estimate is right.
        while true {
            truncated(timesPowerOf10: -estimate, into: &w.num)
            if w.num.isZero { estimate -= 1; continue }
            w.num.decimalDigits(into: &w.digits, work: &w.upper, chunks: &w.chunks)
            let digits = w.digits.count
            if digits > 1 { estimate += digits - 1; continue }
            return estimate
        }
    }

    /// num = floor(self × 10^scale).
    @inline(never)
    func truncated(timesPowerOf10 scale: Int, into num: inout BigUInt) {
        num.set(significand)
        var twos = 0, fives = 0
        if exponent >= 0 { num.shiftLeft(exponent) } else { twos = -exponent }
        if scale >= 0 { num.multiply(byPowerOf10: scale) } else { twos += -scale; fives = -scale }
        num.divide(byPowerOf5: fives)
        num.shiftRight(twos)
    }
}

/// The formatter's numbers and byte buffers, kept with their capacity between calls in wasm (`DecimalWork.shared`),
/// so that formatting allocates only while the buffers still grow (docs/wasm-build.md › Size and allocation).
struct DecimalWork {
    var num = BigUInt(), q = BigUInt(), upper = BigUInt()
    var chunks: [UInt32] = []
    /// Digits of the rounded value, the padded digits `plain` reads, the number's text, the whole text.
    var digits: [UInt8] = [], pad: [UInt8] = [], body: [UInt8] = [], text: [UInt8] = []

    /// Gives every buffer the most any format needs, once, so that the module's heap never grows later (a
    /// longer number would otherwise grow them mid-page; web/test/memory.test.mjs checks the heap stays put).
    /// Limbs: a double's exact value times up to 10^346 (a 2^-1074 value at 21 significant digits), under
    /// 1,300 bits; digits: 1.8e308 at 20 fraction digits and percent, 331; texts: two 4,096-byte affixes.
    mutating func reserveAll() {
        guard text.capacity < 9_216 else { return }
        num.limbs.reserve(64); q.limbs.reserve(64); upper.limbs.reserve(64)
        chunks.reserve(64)
        digits.reserve(512); pad.reserve(512); body.reserve(1_024); text.reserve(9_216)
    }

    /// Appends `n` zero digits ("0") to `pad` (none for n ≤ 0). Out of line: the number formats' four padding
    /// loops were each a copy of the array's append (docs/wasm-build.md › Size and allocation).
    @inline(never)
    mutating func padZeros(_ n: Int) {
        var n = n
        while n > 0 { pad.push(0x30); n -= 1 }
    }

    #if hasFeature(Embedded)
    /// The buffers between calls, in the single-threaded wasm module only. A call takes them (`swap`) and puts
    /// them back, so a nested call would only start from empty buffers, never share them.
    nonisolated(unsafe) static var shared = DecimalWork()
    #endif
}

extension Array {
    /// `reserveCapacity` out of line: `reserveAll`'s eight calls were each an inlined copy of its growth in the wasm
    /// (docs/wasm-build.md › Size and allocation).
    @inline(never)
    mutating func reserve(_ minimumCapacity: Int) { reserveCapacity(minimumCapacity) }
}
