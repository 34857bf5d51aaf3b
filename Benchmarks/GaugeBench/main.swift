// Core benchmark, native side: render calls per second through the C ABI (the functions the JS host calls),
// release build. web/bench/core.mjs runs the same inputs against the wasm module under node; build.sh bench
// prints both and their ratio. The checksum (FNV-1a over every list of one verification pass) must match the
// wasm one: same inputs, same work. Prints figures; asserts nothing. Then the Swift API's SVG: a flat ring against a
// gradient ring (SVGBench.swift, on standard error).
import GaugeABI

/// The inputs shared with web/bench/core.mjs (keep the two in step).
enum BenchInputs {
    static let gauges = 60
    static let tint = Array("in oklch, green, yellow 50%, red".utf8)
    static let label = Array("Speed".utf8)
    static func isCircular(_ i: Int) -> Bool { i % 6 >= 4 }
    static func value(_ i: Int, frame: Int) -> Double { Double((i * 37 + frame * 13) % 101) + 0.5 }
}

func write(_ bytes: [UInt8]) -> Int32 {
    let p = gauge_scratch(Int32(bytes.count))!
    p.copyMemory(from: bytes, byteCount: bytes.count)
    return Int32(bytes.count)
}

var handles: [Int32] = []
for i in 0..<BenchInputs.gauges {
    let h = gauge_create()
    _ = gauge_set_style(h, UInt32(i % 6))
    _ = gauge_set_bounds(h, 0, 100)
    if i % 2 == 0 { _ = gauge_set_label(h, 0, write(BenchInputs.label)) }
    if i % 3 == 0 { _ = gauge_set_tint(h, write(BenchInputs.tint)) }
    handles.append(h)
}

@MainActor func frame(_ k: Int) {
    for (i, h) in handles.enumerated() {
        _ = gauge_set_value(h, BenchInputs.value(i, frame: k))
        let circular = BenchInputs.isCircular(i)
        _ = gauge_render(h, circular ? 120 : 300, circular ? 120 : 64, 2, Double(k) * 16)
    }
}

// Verification pass: fixed frame 0, FNV-1a over every list's bytes.
frame(0)
var hash: UInt32 = 0x811c_9dc5
for h in handles {
    let p = gauge_display_list_ptr(h)!.assumingMemoryBound(to: UInt8.self)
    for j in 0..<Int(gauge_display_list_len(h)) { hash = (hash ^ UInt32(p[j])) &* 0x0100_0193 }
}

let clock = ContinuousClock()
var frames = 0
let start = clock.now
var elapsed = Duration.zero
while elapsed < .seconds(2) {
    frame(frames + 1)
    frames += 1
    elapsed = clock.now - start
}
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
let renders = frames * BenchInputs.gauges
let hex = String(hash, radix: 16)
print("native: \(renders) renders in \(Int(seconds * 1000)) ms = \(Int(Double(renders) / seconds)) renders/s (checksum \(hex))")

SVGBench.run()
StyleBench.run()
