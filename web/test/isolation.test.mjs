// One failing gauge never blanks the others (docs/design.md › Where we departed from the first map, and why): a gauge whose
// layout traps in a batch is found (bisection after the batch trap), the others are laid out in the same call to
// renderMany, and the failing one's job carries the error (its binding shows the error state). The trap is forced
// by a test-only wrapper around the instance's exports that throws a WebAssembly.RuntimeError whenever a chosen
// gauge's handle is in a batch, as a core bug tied to one gauge's state would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { wasmBytes } from './helpers.mjs';
import { WasmInstance } from '../src/instance.js';
import { Gauge } from '../src/gauge.js';
import { INTERNAL } from '../src/internal.js';
import { LIMITS } from '../src/vocabulary.js';
import { displayListText } from '../src/display-list.js';

const ENTRY = LIMITS.batchEntryBytes;

/** Makes every `new WebAssembly.Instance` (restarts included) return exports whose gauge_render_batch and
 * gauge_render trap while `traps(handle)` says so for a handle they are given. Returns the undo. */
function forceTraps(traps) {
  const Real = WebAssembly.Instance;
  WebAssembly.Instance = function Instance(module, imports) {
    const x = new Real(module, imports).exports, w = { ...x };
    let scratch = 0;
    w.gauge_scratch = (n) => (scratch = x.gauge_scratch(n));
    w.gauge_render_batch = (count, ratio, t) => {
      const dv = new DataView(x.memory.buffer);
      for (let k = 0; k < count; k++) {
        if (traps(dv.getInt32((scratch >>> 0) + k * ENTRY, true))) throw new WebAssembly.RuntimeError('unreachable (forced by the test)');
      }
      return x.gauge_render_batch(count, ratio, t);
    };
    w.gauge_render = (h, ...a) => { if (traps(h)) throw new WebAssembly.RuntimeError('unreachable (forced by the test)'); return x.gauge_render(h, ...a); };
    return { exports: w };
  };
  return () => { WebAssembly.Instance = Real; };
}

async function setUp(t, n, options = (k) => ({ style: 'accessoryCircular', value: k / 10, label: `G${k}` }), traps = null) {
  const errors = t.mock.method(console, 'error', () => {});
  const bad = new Set();
  t.after(forceTraps(traps ?? ((h) => [...bad].some((g) => !g.destroyed && g.handle === h))));
  const core = new WasmInstance(await WebAssembly.compile(await wasmBytes()), { renders: 0, renderCalls: 0, traps: 0, restarts: 0, measuredTexts: 0, measureCalls: 0 }, false);
  const gauges = Array.from({ length: n }, (_, k) => new Gauge(core, INTERNAL, options(k), 'createGaugeHandle'));
  const jobs = gauges.map((gauge) => ({ gauge, binding: null, width: 58, height: 58, ratio: 1, view: null, status: 0, ptr: 0, len: 0 }));
  return { core, gauges, jobs, bad, errors };
}

test('a gauge that traps in a batch is found; every other gauge of the batch is laid out in the same call', async (t) => {
  const { core, gauges, jobs, bad, errors } = await setUp(t, 9);
  bad.add(gauges[4]);
  core.renderMany(jobs, 0);
  const failed = jobs.filter((j) => j.failed);
  assert.deepEqual(failed.map((j) => j.gauge), [gauges[4]], 'the trapping gauge, and only it, is in the error state');
  assert.ok(failed[0].failed instanceof WebAssembly.RuntimeError, 'its job carries the trap');
  assert.equal(failed[0].view, null);
  for (const j of jobs) {
    if (j.gauge === gauges[4]) continue;
    assert.ok(j.status >= 0 && j.view, `gauge ${gauges.indexOf(j.gauge)} was laid out`);
    assert.ok(j.view.len > 0);
  }
  assert.ok(core.stats.traps >= 1 && core.stats.traps <= 5, `bisection: a few traps, not one per gauge (${core.stats.traps})`);
  assert.equal(errors.mock.callCount(), 0, 'the instance logs nothing for a gauge it isolated: its binding says so once');
});

test('two failing gauges among many: both found, the rest drawn; a later frame without them does not trap', async (t) => {
  const { core, gauges, jobs, bad } = await setUp(t, 40);
  bad.add(gauges[3]); bad.add(gauges[31]);
  core.renderMany(jobs, 0);
  assert.deepEqual(jobs.filter((j) => j.failed).map((j) => gauges.indexOf(j.gauge)), [3, 31]);
  assert.equal(jobs.filter((j) => j.view).length, 38);
  const traps = core.stats.traps;
  core.renderMany(jobs.filter((j) => !j.failed), 16); // what the frame loop does next: the failed ones are left out
  assert.equal(core.stats.traps, traps);
  assert.ok(jobs.every((j) => j.failed || j.view));
});

test('a retried gauge (its options changed) is laid out on its own first: trapping again costs one restart', async (t) => {
  const { core, gauges, jobs, bad } = await setUp(t, 16);
  bad.add(gauges[5]);
  core.renderMany(jobs, 0);
  const traps = core.stats.traps;
  for (const j of jobs) { j.failed = null; j.view = null; }
  jobs[5].retry = true;
  core.renderMany(jobs, 16);
  assert.equal(core.stats.traps, traps + 1);
  assert.ok(jobs[5].failed);
  assert.equal(jobs.filter((j) => j.view).length, 15);
  // Fixed (the options that trapped changed): it draws again.
  bad.clear();
  for (const j of jobs) { j.failed = null; j.view = null; }
  core.renderMany(jobs, 32);
  assert.ok(jobs.every((j) => j.view && !j.failed));
});

test('a trap no single gauge repeats (a one-off) restarts once, says so once, and draws every gauge', async (t) => {
  let once = true;
  const { core, jobs, errors } = await setUp(t, 6, undefined, () => { const r = once; once = false; return r; });
  core.renderMany(jobs, 0);
  assert.ok(jobs.every((j) => j.view && !j.failed), 'every gauge drawn');
  assert.equal(core.stats.traps, 1);
  assert.equal(errors.mock.callCount(), 1);
  assert.match(errors.mock.calls[0].arguments[0], /trapped in render/);
});

test('the lists of gauges laid out before a later half trapped stay readable (an old instance keeps its memory)', async (t) => {
  const { core, gauges, jobs, bad } = await setUp(t, 8, (k) => ({ style: 'linearCapacity', value: k / 10, label: `Label ${k}` }));
  bad.add(gauges[7]);
  core.renderMany(jobs, 0);
  for (const j of jobs.slice(0, 7)) assert.match(displayListText(j.view), new RegExp(`Label ${gauges.indexOf(j.gauge)}`));
});
