// The wasm module's allocator (wasm/malloc.c, docs/wasm-build.md › Size and allocation) on its own: compiled with
// the Swift toolchain's clang (the one ./build.sh uses) beside a harness (malloc-harness.c) that walks the heap,
// then driven by random mallocs, callocs, reallocs, aligned allocations and frees whose bytes are checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './helpers.mjs';

/** The harness module, built as ./build.sh builds the wasm (its toolchain: SWIFT_TOOLCHAIN, else swiftc's). */
function harness() {
  const tc = process.env.SWIFT_TOOLCHAIN ??
    dirname(dirname(realpathSync(execFileSync('sh', ['-c', 'command -v swiftc'], { encoding: 'utf8' }).trim())));
  const dir = mkdtempSync(join(tmpdir(), 'sg-malloc-'));
  try {
    execFileSync(`${tc}/bin/clang`, ['--target=wasm32-unknown-none-wasm', '-O2', '-nostdlib', '-c',
      `${ROOT}web/test/malloc-harness.c`, '-o', `${dir}/h.o`]);
    execFileSync(`${tc}/bin/wasm-ld`, ['--no-entry', '--stack-first', '-z', 'stack-size=65536',
      '--initial-memory=1048576', '--max-memory=67108864', `${dir}/h.o`, '-o', `${dir}/h.wasm`]);
    return new WebAssembly.Instance(new WebAssembly.Module(readFileSync(`${dir}/h.wasm`))).exports;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One round of `n` random operations from `seed`, freeing everything at the end; the failures it saw. */
function round(x, seed, n) {
  const mem = () => new Uint8Array(x.memory.buffer);
  const rnd = (k) => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % k; };
  const size = () => { const k = rnd(100); return k < 60 ? rnd(64) : k < 90 ? rnd(2000) : k < 98 ? rnd(100000) : rnd(3000000); };
  const intact = (p, len, v) => { const m = mem(); for (let i = 0; i < len; i += 1 + (len >> 5)) if (m[p + i] !== v) return false; return !len || m[p + len - 1] === v; };
  const live = new Map(), failures = [];
  for (let i = 0; i < n; i++) {
    const k = rnd(10);
    if (k < 4 || live.size === 0) {
      let len = size(), p, align = 16;
      if (rnd(8) === 0) { align = [32, 64, 128, 4096][rnd(4)]; p = x.a(align, len); }
      else if (rnd(5) === 0) { const c = rnd(8) + 1; len = c * (len >> 3); p = x.c(c, len / c); if (p && !intact(p, len, 0)) failures.push(`calloc ${p} not zeroed`); }
      else p = x.m(len);
      if (!p) { failures.push(`null for ${len} bytes`); continue; }
      if (p % align) failures.push(`${p} not aligned to ${align}`);
      if (x.u(p) < len) failures.push(`${p}: usable ${x.u(p)} < ${len}`);
      const v = rnd(256); mem().fill(v, p, p + len); live.set(p, [len, v]);
    } else {
      const keys = [...live.keys()], p = keys[rnd(keys.length)], [len, v] = live.get(p);
      live.delete(p);
      if (k < 8) {
        if (!intact(p, len, v)) failures.push(`${p} overwritten`);
        x.f(p);
      } else {
        const len2 = size(), q = x.r(p, len2);
        if (!intact(q, Math.min(len, len2), v)) failures.push(`realloc ${p} → ${q} lost bytes`);
        mem().fill((v + 1) & 255, q, q + len2); live.set(q, [len2, (v + 1) & 255]);
      }
    }
    if (i % 2000 === 0 && x.check() !== 0) failures.push(`heap invariants broken (${x.check()}) after ${i} operations`);
  }
  const blocks = [...live].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < blocks.length; i++) if (blocks[i - 1][0] + blocks[i - 1][1][0] > blocks[i][0]) failures.push('blocks overlap');
  for (const [p, [len, v]] of blocks) { if (!intact(p, len, v)) failures.push(`${p} overwritten`); x.f(p); }
  if (x.check() !== 0) failures.push(`heap invariants broken (${x.check()}) after freeing everything`);
  return failures;
}

test('random allocations keep their bytes and alignment, the heap its invariants, and the same work the same memory', () => {
  const x = harness();
  assert.deepEqual(round(x, 7, 20000), []);
  const memory = x.memory.buffer.byteLength;
  for (let i = 0; i < 3; i++) assert.deepEqual(round(x, 7, 20000), []);
  assert.equal(x.memory.buffer.byteLength, memory, 'the same work again grew memory');
  // Everything freed is one free block again: the whole heap (up to its closing header) is reusable.
  assert.ok(x.freebig() > memory - 300_000, `largest free block ${x.freebig()} of ${memory}`);
});

test('what cannot be had is a null pointer, never a trap', () => {
  const x = harness();
  assert.equal(x.m(0x7fffffff), 0);
  assert.equal(x.c(0x10000, 0x10000), 0);        // count × size overflows
  assert.equal(x.a(24, 10), 0);                   // not a power of two
  const held = [];
  for (const len of [3_000_000, 100_000]) for (let p; (p = x.m(len));) held.push(p);
  assert.ok(x.memory.buffer.byteLength > (64 << 20) - 200_000, 'grew to the maximum before refusing');
  for (const p of held) x.f(p);
  assert.equal(x.check(), 0);
  assert.ok(x.m(60_000_000) > 0, 'freed memory merges into one block again');
});
