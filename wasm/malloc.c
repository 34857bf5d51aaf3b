// The wasm module's allocator, in place of wasi-libc's dlmalloc (11 KB of code; this is under 1.5 KB):
// docs/wasm-build.md › Size and allocation. Linked only into web/swift-gauge.wasm; wasm/support.c's counters
// wrap it (they call it as __real_malloc and so on).
//
// Boundary tags with immediate coalescing and segregated free lists. Every block starts with a 4-byte header,
// `size | USED | PREV_FREE`, at an address ≡ 12 (mod 16), so payloads are 16-byte aligned and sizes are
// multiples of 16. A free block also keeps its size in its last word (read by the block after it, to merge
// backwards) and two list links in its payload. The heap runs from __heap_base to the end of memory, closed by
// a zero-size USED header; it grows by whole pages and never shrinks (wasm memory cannot), but freed blocks
// merge with free neighbours at once, so a heap whose blocks are all freed is one free block again and the same
// work repeated reuses it (web/test/browser/test_lifecycle.py). Failure is a null pointer, never a trap.
#include <stddef.h>
#include <stdint.h>

#define USED 1u
#define PREV_FREE 2u
#define MIN_BLOCK 16u
#define HEAD(h) (*(uint32_t *)(h))
#define SIZE(h) (HEAD(h) & ~15u)
#define NEXT(h) (*(uintptr_t *)((h) + 4))
#define PREV(h) (*(uintptr_t *)((h) + 8))

extern unsigned char __heap_base;
static uintptr_t bins[32];   // free lists by floor(log2(size))
static uintptr_t end;        // the closing header; 0 before the first allocation

static unsigned bin_of(uint32_t size) { return 31 - __builtin_clz(size); }

static void unlink_block(uintptr_t h) {
    if (PREV(h)) NEXT(PREV(h)) = NEXT(h); else bins[bin_of(SIZE(h))] = NEXT(h);
    if (NEXT(h)) PREV(NEXT(h)) = PREV(h);
}

// Makes [h, h + size) one free block, merged with a free block on either side, and files it.
static void release(uintptr_t h, uint32_t size) {
    uintptr_t next = h + size;
    if (!(HEAD(next) & USED)) { unlink_block(next); size += SIZE(next); }
    if (HEAD(h) & PREV_FREE) { uint32_t before = *(uint32_t *)(h - 4); h -= before; unlink_block(h); size += before; }
    HEAD(h) = size;                      // the block before a free block is never free
    *(uint32_t *)(h + size - 4) = size;
    HEAD(h + size) |= PREV_FREE;
    unsigned b = bin_of(size);
    NEXT(h) = bins[b]; PREV(h) = 0;
    if (bins[b]) PREV(bins[b]) = h;
    bins[b] = h;
}

// Adds `pages` of memory after the closing header; false when memory cannot grow.
static int grow(uint32_t pages) {
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    uintptr_t h = end;
    end = __builtin_wasm_memory_size(0) * 65536 - 4;
    HEAD(end) = USED;
    HEAD(h) &= PREV_FREE;                // the old closing header becomes a free block's
    release(h, (uint32_t)(end - h));
    return 1;
}

static void *alloc(size_t n) {
    if (!end) {                          // first call: everything from __heap_base to the end of memory
        uintptr_t h = (((uintptr_t)&__heap_base + 4 + 15) & ~(uintptr_t)15) - 4;
        end = __builtin_wasm_memory_size(0) * 65536 - 4;
        HEAD(end) = USED;
        HEAD(h) = 0;
        release(h, (uint32_t)(end - h));
    }
    if (n > (1u << 30)) return 0;
    uint32_t need = ((uint32_t)n + 4 + 15) & ~15u;
    if (need < MIN_BLOCK) need = MIN_BLOCK;
    for (;;) {
        for (unsigned b = bin_of(need); b < 32; b++) {
            for (uintptr_t h = bins[b]; h; h = NEXT(h)) {
                uint32_t size = SIZE(h);
                if (size < need) continue;
                unlink_block(h);
                if (size - need >= MIN_BLOCK) {   // the rest stays free
                    HEAD(h) = need | USED;
                    HEAD(h + need) = 0;           // release() files it; what follows keeps PREV_FREE
                    release(h + need, size - need);
                } else {
                    HEAD(h) = size | USED;
                    HEAD(h + size) &= ~PREV_FREE;
                }
                return (void *)(h + 4);
            }
        }
        if (!grow((need + 65535) >> 16)) return 0;
    }
}

size_t malloc_usable_size(void *p) { return p ? SIZE((uintptr_t)p - 4) - 4 : 0; }

// The exported entry points call these, never each other: wasm-ld's --wrap would send such a call through
// wasm/support.c's counter a second time.
static void dispose(void *p) {
    if (!p) return;
    uintptr_t h = (uintptr_t)p - 4;
    HEAD(h) &= ~USED;
    release(h, SIZE(h));
}

void *malloc(size_t n) { return alloc(n); }

void *calloc(size_t count, size_t n) {
    if (n && count > (1u << 30) / n) return 0;
    void *p = alloc(count * n);
    if (p) __builtin_memset(p, 0, count * n);
    return p;
}

void *realloc(void *p, size_t n) {
    if (!p) return alloc(n);
    size_t have = malloc_usable_size(p);
    if (n <= have) return p;
    void *q = alloc(n);
    if (q) { __builtin_memcpy(q, p, have); dispose(p); }
    return q;
}

// Alignments above 16: room for the alignment, and the block's head before the aligned payload freed.
static void *aligned(size_t alignment, size_t n) {
    if (alignment <= 16) return alloc(n);
    if (alignment & (alignment - 1) || n > (1u << 29) || alignment > (1u << 29)) return 0;
    uintptr_t p = (uintptr_t)alloc(n + alignment + MIN_BLOCK);
    if (!p) return 0;
    uintptr_t q = (p + alignment - 1) & ~(uintptr_t)(alignment - 1);
    if (q != p) {
        uintptr_t h = p - 4, g = q - 4;
        uint32_t size = SIZE(h), front = (uint32_t)(g - h);
        HEAD(g) = (size - front) | USED;
        HEAD(h) &= PREV_FREE;               // free, keeping what it knew of the block before it
        release(h, front);                  // sets PREV_FREE on g
    }
    return (void *)q;
}

void free(void *p) { dispose(p); }

void *aligned_alloc(size_t alignment, size_t n) { return aligned(alignment, n); }

int posix_memalign(void **out, size_t alignment, size_t n) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1))) return 22;  // EINVAL
    void *p = aligned(alignment, n);
    if (!p) return 12;                                                             // ENOMEM
    *out = p;
    return 0;
}
