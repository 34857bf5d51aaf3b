// A copy-on-write check of the wasm recipe itself, compiled by build.sh (check_cow_probe) with build_wasm's swiftc
// flags and run in node before the module is linked. Not part of the module.
//
// With `-Xllvm -inline-threshold=0` (and LLVM's Swift ARC optimiser on), Embedded Swift miscompiled this shape:
// the uniqueness check of `out.removeLast()` (the embedded runtime's swift_isUniquelyReferenced_nonNull_native,
// inlined to a load of the reference count) ran before the retain that `var out = kept` makes, which stayed an
// out-of-line call to swift_retain: SwiftARCOptPass sank the retain below the load. The check saw a count of 1,
// removeLast shortened the caller's buffer, and `return kept` returned the shortened array ([0] for [0, 4]:
// DialLayout.keepingTheEnd before 7a527ae, Fuzz/corpus/wasm-differs-dial-tick-label-1.7e9;
// docs/wasm-build.md › Copy-on-write). The function is 7348684's keepingTheEnd, its types cut down.

struct Label {
    var tick: Int
    var text: String  // a non-trivial element, as DialTickLabel's FittedText
    var x0, y0, x1, y1: Double
}

func meets(_ a: Label, _ b: Label, spacing: Double) -> Bool {
    a.x0 < b.x1 + spacing && b.x0 < a.x1 + spacing && a.y0 < b.y1 + spacing && b.y0 < a.y1 + spacing
}

struct Probe {
    var k = 1
    func keepingTheEnd(_ kept: [Label], candidates: [Label], spacing: Double) -> [Label] {
        guard let end = candidates.last, let previous = kept.last, previous.tick != end.tick else { return kept }
        var out = kept
        if meets(previous, end, spacing: spacing) { out.removeLast() }
        if out.contains(where: { meets($0, end, spacing: spacing) }) { return kept }
        out.append(end)
        return out
    }
}

@inline(never) func label(_ tick: Int, _ x: Double) -> Label {
    Label(tick: tick, text: "t", x0: x, y0: 0, x1: x + 10, y1: 10)
}

/// Labels 0, 3, 4 and 5 at x0, 100, x4 and x5, kept 0 and 4: the result's count, its ticks, then the caller's
/// count afterwards, as decimal digits. (44, 40, 48): 5 meets 4 and 0, so `kept` comes back whole: 2042 (the
/// miscompile: 101, one label and the caller's array shortened).
@_expose(wasm, "cow_probe") @_cdecl("cow_probe")
public func cowProbe(_ x0: Double, _ x4: Double, _ x5: Double) -> Int32 {
    var candidates: [Label] = []
    candidates.reserveCapacity(4)
    candidates.append(label(0, x0)); candidates.append(label(3, 100))
    candidates.append(label(4, x4)); candidates.append(label(5, x5))
    let kept = candidates.filter { $0.tick % 2 == 0 }
    let r = Probe().keepingTheEnd(kept, candidates: candidates, spacing: 0.5)
    var code = Int32(r.count)
    for l in r { code = code * 10 + Int32(l.tick) }
    return code * 10 + Int32(kept.count)
}
