// Core benchmark, wasm side: render calls per second through the module's raw gauge_* exports under node, on
// the inputs of Benchmarks/GaugeBench/main.swift (keep the two in step). Prints one line; with a native figure
// as argument (renders/s, from GaugeBench) also the wasm/native ratio. The checksum must equal the native one.
import { loadSwiftGauge } from '../swift-gauge.js';

const GAUGES = 60;
const TINT = 'in oklch, green, yellow 50%, red';
const LABEL = 'Speed';
const isCircular = (i) => i % 6 >= 4;
const value = (i, frame) => ((i * 37 + frame * 13) % 101) + 0.5;

const m = await loadSwiftGauge(undefined, { measureText: false });
const x = m.exports;
const write = (text) => {
  const bytes = new TextEncoder().encode(text);
  new Uint8Array(x.memory.buffer).set(bytes, x.gauge_scratch(bytes.length) >>> 0);
  return bytes.length;
};
const handles = [];
for (let i = 0; i < GAUGES; i++) {
  const h = x.gauge_create();
  x.gauge_set_style(h, i % 6);
  x.gauge_set_bounds(h, 0, 100);
  if (i % 2 === 0) x.gauge_set_label(h, 0, write(LABEL));
  if (i % 3 === 0) x.gauge_set_tint(h, write(TINT));
  handles.push(h);
}
const frame = (k) => {
  for (let i = 0; i < GAUGES; i++) {
    const h = handles[i];
    x.gauge_set_value(h, value(i, k));
    const c = isCircular(i);
    x.gauge_render(h, c ? 120 : 300, c ? 120 : 64, 2, k * 16);
  }
};

frame(0);
let hash = 0x811c9dc5;
for (const h of handles) {
  const bytes = new Uint8Array(x.memory.buffer, x.gauge_display_list_ptr(h) >>> 0, x.gauge_display_list_len(h));
  for (const b of bytes) hash = Math.imul(hash ^ b, 0x01000193) >>> 0;
}
for (let k = 1; k <= 200; k++) frame(k); // warm-up (tier-up to TurboFan/Liftoff → optimised code)
let frames = 0;
const start = performance.now();
let elapsed = 0;
while (elapsed < 2000) { frame(frames + 1); frames++; elapsed = performance.now() - start; }
const renders = frames * GAUGES, perSecond = Math.round(renders / (elapsed / 1000));
let line = `wasm (node ${process.version}): ${renders} renders in ${Math.round(elapsed)} ms = ${perSecond} renders/s (checksum ${hash.toString(16)})`;
const native = Number(process.argv[2]);
if (native > 0) line += `; wasm/native = ${(perSecond / native).toFixed(2)}`;
console.log(line);

// One render per style with a new value each time, as Benchmarks/GaugeBench/StyleBench.swift does natively: a ring,
// a bar and a dial in 0…100 labelled, in a dashboard's 64 px cell and at 200 px; CPU µs a render (process.cpuUsage,
// so a busy machine's waiting is not counted), medians of 7 rounds taken in turn, the dial's as a multiple of the
// ring's (docs/performance.md › A render in the wasm, per style).
const styles = [['ring', 4], ['bar', 1], ['dial', 6]];
const parts = [];
for (const side of [64, 200]) {
  const hs = styles.map(([, s]) => {
    const h = x.gauge_create();
    x.gauge_set_style(h, s); x.gauge_set_bounds(h, 0, 100); x.gauge_set_label(h, 0, write(LABEL));
    return h;
  });
  const times = styles.map(() => []);
  for (let round = 0; round < 7; round++) {
    hs.forEach((h, k) => {
      const w = styles[k][1] === 1 ? side * 3 : side, n = 400, c0 = process.cpuUsage();
      for (let i = 0; i < n; i++) { x.gauge_set_value(h, ((i * 37) % 1001) / 10); x.gauge_render(h, w, side, 2, 0); }
      const c = process.cpuUsage(c0);
      times[k].push((c.user + c.system) / n);
    });
  }
  const med = times.map((t) => t.sort((a, b) => a - b)[3]);
  parts.push(`${side} px: ` + styles.map(([name], k) => `${name} ${med[k].toFixed(1)} µs`).join(', ') +
    ` (dial ${(med[2] / med[0]).toFixed(1)}× the ring)`);
  hs.forEach((h) => x.gauge_destroy(h));
}
console.log(`render per style (wasm, CPU µs, a new value each time): ${parts.join('; ')}`);
