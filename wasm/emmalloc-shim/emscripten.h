// The few Emscripten names wasm/emmalloc.c (Emscripten's allocator, as Debian's emscripten package ships it)
// reaches, for a build without Emscripten: its logging compiles to nothing (only its debugging functions log,
// and they never link), and the heap-size queries of its statistics read the memory's size.
#pragma once
#include <stddef.h>
#define EM_ASM(...) ((void)0)
#define MAIN_THREAD_ASYNC_EM_ASM(...) ((void)0)
static inline size_t emscripten_get_heap_size(void) { return __builtin_wasm_memory_size(0) * 65536; }
static inline size_t emscripten_get_heap_max(void) { return (size_t)268435456; }
// wasi-libc's <malloc.h> has no mallinfo; the statistics function that fills one never links.
struct mallinfo { int arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, fordblks, keepcost; };
