// The three C symbols the Embedded-Swift wasm module needs that must not come from wasi-libc, because
// wasi-libc's versions import WASI functions (docs/wasm-build.md › No imports). Linked only into
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

// Heap accounting for gauge_stats(1). build.sh links with wasm-ld --wrap=<fn> for each allocator entry point,
// so every call the module makes lands here first and reaches wasi-libc's dlmalloc as __real_<fn>. The count
// is malloc_usable_size of each live block: exact, and back to its start once everything is freed.
void *__real_malloc(size_t n);
void *__real_calloc(size_t count, size_t n);
void *__real_realloc(void *p, size_t n);
void *__real_aligned_alloc(size_t alignment, size_t n);
int __real_posix_memalign(void **out, size_t alignment, size_t n);
void __real_free(void *p);
size_t malloc_usable_size(void *p);

static size_t heap_live_bytes;
// Every successful allocation (realloc included), for gauge_stats(3): "renders allocate nothing" is checked
// by this count staying put, which net live bytes alone cannot show (an allocation freed in the same call).
static size_t heap_allocations;

// Read by gauge_stats (Sources/GaugeABI/Exports.swift); not exported from the module.
size_t sg_heap_live_bytes(void) { return heap_live_bytes; }
size_t sg_heap_allocations(void) { return heap_allocations; }

static void *counted(void *p) {
    if (p) { heap_live_bytes += malloc_usable_size(p); heap_allocations++; }
    return p;
}

void *__wrap_malloc(size_t n) { return counted(__real_malloc(n)); }
void *__wrap_calloc(size_t count, size_t n) { return counted(__real_calloc(count, n)); }
void *__wrap_aligned_alloc(size_t alignment, size_t n) { return counted(__real_aligned_alloc(alignment, n)); }

int __wrap_posix_memalign(void **out, size_t alignment, size_t n) {
    int err = __real_posix_memalign(out, alignment, n);
    if (err == 0) counted(*out);
    return err;
}

void __wrap_free(void *p) {
    if (p) heap_live_bytes -= malloc_usable_size(p);
    __real_free(p);
}

void *__wrap_realloc(void *p, size_t n) {
    if (!p) return __wrap_malloc(n);
    if (n == 0) { __wrap_free(p); return 0; }  // C allows either; this one is unambiguous
    size_t before = malloc_usable_size(p);
    void *q = __real_realloc(p, n);
    if (q) { heap_live_bytes = heap_live_bytes - before + malloc_usable_size(q); heap_allocations++; }
    return q;
}
