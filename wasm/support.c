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
// so every call the module makes lands here first and reaches the allocator (wasm/emmalloc.c) as __real_<fn>. The count
// is malloc_usable_size of each live block when it was handed out: exact, and back to its start once everything is
// freed. Each block carries that figure in a header just before what the caller gets (HEADER bytes, or the alignment
// asked for when larger, so the caller's bytes keep it), with the header's size: emmalloc's usable size of a live
// block can grow after it was handed out (an aligned allocation just after it moves their boundary up), so free
// subtracts what was added, not the block's size by then.
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

#define HEADER 16
static size_t header_for(size_t alignment) { return alignment > HEADER ? alignment : HEADER; }
static int fits(size_t n, size_t header) { return n <= SIZE_MAX - header; }

/** The caller's part of block `q` (null for none) behind a header of `header` bytes, counted. */
static void *counted(void *q, size_t header) {
    if (!q) return 0;
    size_t bytes = malloc_usable_size(q);
    size_t *p = (size_t *)((unsigned char *)q + header);
    p[-2] = header;
    p[-1] = bytes;
    heap_live_bytes += bytes;
    heap_allocations++;
    return p;
}

void *__wrap_malloc(size_t n) { return fits(n, HEADER) ? counted(__real_malloc(n + HEADER), HEADER) : 0; }

void *__wrap_calloc(size_t count, size_t n) {
    if (n && count > (SIZE_MAX - HEADER) / n) return 0;
    return counted(__real_calloc(1, count * n + HEADER), HEADER);
}

void *__wrap_aligned_alloc(size_t alignment, size_t n) {
    size_t header = header_for(alignment);
    return fits(n, header) ? counted(__real_aligned_alloc(alignment, n + header), header) : 0;
}

int __wrap_posix_memalign(void **out, size_t alignment, size_t n) {
    size_t header = header_for(alignment);
    void *q = 0;
    if (!fits(n, header)) return 12;  // ENOMEM
    int err = __real_posix_memalign(&q, alignment, n + header);
    if (err == 0) *out = counted(q, header);
    return err;
}

void __wrap_free(void *p) {
    if (!p) return;
    size_t *h = (size_t *)p;
    heap_live_bytes -= h[-1];
    __real_free((unsigned char *)p - h[-2]);
}

// (A block aligned beyond 16 bytes keeps only the allocator's 16 once reallocated, as C's realloc promises.)
void *__wrap_realloc(void *p, size_t n) {
    if (!p) return __wrap_malloc(n);
    if (n == 0) { __wrap_free(p); return 0; }  // C allows either; this one is unambiguous
    size_t *h = (size_t *)p, header = h[-2], before = h[-1];
    if (!fits(n, header)) return 0;
    void *q = __real_realloc((unsigned char *)p - header, n + header);
    if (!q) return 0;
    heap_live_bytes -= before;
    return counted(q, header);
}

// The heap's break for wasm/emmalloc.c (Emscripten's allocator, which claims memory through sbrk): from the
// linker's __heap_base up, the memory grown a page at a time as the break passes its end. wasi-libc's sbrk
// starts at the memory's end (leaving the initial memory above __heap_base unused) and refuses increments that
// are not whole pages. Increments are rounded up to 4 bytes, as Emscripten's sbrk does (emmalloc asks for multiples
// of 4, and joins a claim to the last one when the break is where that one ended: rounded to 16, claims stood apart
// and allocations failed, web/size-budget.json); a negative one (emmalloc_trim, which never links) or one past the memory's limit fails with (void *)-1.
extern unsigned char __heap_base;
static uintptr_t heap_break;

void *sbrk(intptr_t increment) {
    if (!heap_break) heap_break = (uintptr_t)&__heap_base;
    uintptr_t old = heap_break, size = ((uintptr_t)increment + 3) & ~(uintptr_t)3;
    if (increment < 0 || size < (uintptr_t)increment || old + size < old) return (void *)-1;
    uintptr_t have = __builtin_wasm_memory_size(0) * 65536;
    if (old + size > have && __builtin_wasm_memory_grow(0, (old + size - have + 65535) / 65536) == (size_t)-1) {
        return (void *)-1;
    }
    heap_break = old + size;
    return (void *)old;
}
