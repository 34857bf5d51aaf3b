// The number formatter's decimal exponent (Sources/GaugeCore/Text/ExactDecimal.swift), whose 64-bit way for values
// of at least 1 must agree with the exact one: checked exactly (BigUInt) on values a gauge shows and on the edges of
// that way (the largest significands, the 2^64 limit, 1 and just below it, subnormals).
import Testing
@testable import GaugeCore

@Suite struct ExactDecimalTests {
    /// Values: a dashboard's (whole, tenths, halves, percentages), ties at several digits, and edges.
    static let values: [Double] = {
        var v: [Double] = [0, 1, 0.9999999999999999, 10, 9.999999999999998, 0.5, 1.5, 2.5, 0.125, 0.15, 2.675, 1.005, 0.045, 9.995, 99.95, 1e15 + 0.5, 4503599627370495.5,
                           9007199254740991, 9007199254740992, 18446744073709551615, 18446744073709551616, 1.8446744073709552e19 * 3,
                           5e-324, 2.2250738585072014e-308, 1e-20, 5.421010862427522e-20, 1e21, 1.7976931348623157e308, 0.1, 0.2, 0.3]
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in 0..<3000 {
            x = x &* 6364136223846793005 &+ 1442695040888963407
            let u = Double(x >> 11) / Double(1 << 53)
            switch i % 5 {
            case 0: v.append((u * 1000).rounded() / 10)                 // tenths
            case 1: v.append((u * 200).rounded() / 2)                   // halves
            case 2: v.append(u * 100)                                   // any double in 0…100
            case 3: v.append(Double(bitPattern: x & 0x7FEF_FFFF_FFFF_FFFF))  // any finite bit pattern
            default: v.append(u * 1e6 - 5e5)
            }
        }
        return v
    }()

    @Test func decimalExponentIsTheFloorOfTheLogarithm() {
        var w = DecimalWork(), floor = BigUInt(), digits: [UInt8] = [], scratch = BigUInt(), chunks: [UInt32] = []
        for x in Self.values where x.isFinite && x != 0 {
            let v = BinaryValue(x)
            let e = v.decimalExponent(&w)
            // 10^e ≤ |x| < 10^(e+1): ⌊|x| × 10^-e⌋ has exactly one digit, and is not zero.
            v.truncated(timesPowerOf10: -e, into: &floor)
            floor.decimalDigits(into: &digits, work: &scratch, chunks: &chunks)
            #expect(!floor.isZero && digits.count == 1, "\(x): exponent \(e)")
        }
    }
}
