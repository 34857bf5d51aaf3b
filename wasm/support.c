// The three C symbols the Embedded-Swift wasm module needs that must not come from wasi-libc, because
// wasi-libc's versions import WASI functions (reference/embedded-wasm-build.md §3-§4). Linked only into
// web/swift-gauge.wasm; the native build never sees this file.
#include <stddef.h>
#include <stdint.h>

// Hasher seeding for Set/Dictionary: a deterministic xorshift fill (wasi-libc's imports random_get).
// Nothing in the core lets hash order reach output, so determinism here only makes wasm runs reproducible.
void arc4random_buf(void *buf, size_t n) {
    static uint32_t state = 0x9E3779B9u;
    unsigned char *p = (unsigned char *)buf;
    for (size_t i = 0; i < n; i++) {
        state ^= state << 13; state ^= state >> 17; state ^= state << 5;
        p[i] = (unsigned char)state;
    }
}

// print() and -Onone trap messages: dropped in release builds (no import). The core never prints.
int putchar(int c) { return c; }

// 128-bit multiply used by Double.description (from LLVM compiler-rt, Apache-2.0 WITH LLVM-exception).
typedef int ti_int __attribute__((mode(TI)));
typedef unsigned tu_int __attribute__((mode(TI)));
typedef union { ti_int all; struct { uint64_t low; int64_t high; } s; } twords;
static ti_int mulddi3(uint64_t a, uint64_t b) {
    twords r;
    const int bits_in_dword_2 = 32;
    const uint64_t lower_mask = ~0ull >> bits_in_dword_2;
    r.s.low = (a & lower_mask) * (b & lower_mask);
    uint64_t t = r.s.low >> bits_in_dword_2;
    r.s.low &= lower_mask;
    t += (a >> bits_in_dword_2) * (b & lower_mask);
    r.s.low += (t & lower_mask) << bits_in_dword_2;
    r.s.high = t >> bits_in_dword_2;
    t = r.s.low >> bits_in_dword_2;
    r.s.low &= lower_mask;
    t += (b >> bits_in_dword_2) * (a & lower_mask);
    r.s.low += (t & lower_mask) << bits_in_dword_2;
    r.s.high += t >> bits_in_dword_2;
    r.s.high += (a >> bits_in_dword_2) * (b >> bits_in_dword_2);
    return r.all;
}
ti_int __multi3(ti_int a, ti_int b) {
    twords x, y, r;
    x.all = a; y.all = b;
    r.all = mulddi3(x.s.low, y.s.low);
    r.s.high += x.s.high * y.s.low + x.s.low * y.s.high;
    return r.all;
}
