// The allocator of the wasm module (wasm/malloc.c) with entry points for web/test/malloc.test.mjs and a heap
// walk that checks its invariants. Compiled by that test with the Swift toolchain's clang.
#include "../../wasm/malloc.c"
__attribute__((export_name("m"))) void *m(size_t n){return malloc(n);}
__attribute__((export_name("f"))) void f(void*p){free(p);}
__attribute__((export_name("r"))) void *r(void*p,size_t n){return realloc(p,n);}
__attribute__((export_name("c"))) void *c(size_t a,size_t n){return calloc(a,n);}
__attribute__((export_name("a"))) void *a(size_t al,size_t n){void*o=0; return posix_memalign(&o,al,n)?0:o;}
__attribute__((export_name("u"))) size_t u(void*p){return malloc_usable_size(p);}
// Walks the heap from its first block to the closing header: 0 when every invariant holds, else a sum of codes.
// Sizes are multiples of 16 and at least 16; PREV_FREE tells the truth; no two free blocks touch; a free
// block's last word is its size and it is in the list of its size class; the lists hold only free blocks.
__attribute__((export_name("check"))) int check(void){
  if(!end) return 0;
  uintptr_t h=(((uintptr_t)&__heap_base + 4 + 15) & ~(uintptr_t)15) - 4; int prevfree=0, err=0; uint32_t nfree=0;
  while(h<end){ uint32_t s=SIZE(h); if(s<16||(s&15)) return 1000;
    if(((HEAD(h)&PREV_FREE)!=0)!=prevfree) err++;
    int fr=!(HEAD(h)&USED); if(fr){ if(prevfree) err+=10; if(*(uint32_t*)(h+s-4)!=s) err+=100; nfree++;
      // is it in its bin?
      int found=0; for(uintptr_t x=bins[bin_of(s)];x;x=NEXT(x)) if(x==h){found=1;break;} if(!found) err+=1000; }
    prevfree=fr; h+=s; }
  if(h!=end) err+=10000; if(((HEAD(end)&PREV_FREE)!=0)!=prevfree) err+=100000;
  uint32_t inbins=0; for(int b=0;b<32;b++) for(uintptr_t x=bins[b];x;x=NEXT(x)) { inbins++; if(HEAD(x)&USED) err+=1000000; if(bin_of(SIZE(x))!=b) err+=1000000;}
  if(inbins!=nfree) err+=10000000;
  return err; }
// The largest free block.
__attribute__((export_name("freebig"))) uint32_t freebig(void){uint32_t m=0; for(int b=0;b<32;b++) for(uintptr_t x=bins[b];x;x=NEXT(x)) if(SIZE(x)>m)m=SIZE(x); return m;}
