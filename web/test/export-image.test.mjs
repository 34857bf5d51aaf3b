// Raster export outside a browser (Gauge.toPNG / toDataURL, web/src/export-image.js): the facade's argument
// refusals, naming the method and the argument, come first; then, with no canvas here (Node has neither
// OffscreenCanvas nor a document), an Error naming what is missing — and the gauge is left as it was. The pixels
// are tested in browsers (web/test/browser/test_export_image.py).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { MAX_IMAGE_SIDE, MAX_IMAGE_AREA } from '../src/export-image.js';
import { MAX_CANVAS_SIDE } from '../src/canvas-binding.js';
import { wasmBytes } from './helpers.mjs';

test('toPNG and toDataURL refuse bad arguments by name, then say that Node has no canvas', async () => {
  const m = await loadSwiftGauge(await wasmBytes());
  const g = m.createGaugeHandle({ style: 'accessoryCircular', value: 0.4, label: 'Speed' });
  g.render(58, 58, 1, 0);
  const list = g.displayListText();
  for (const method of ['toPNG', 'toDataURL']) {
    const refused = (args, name, message) => assert.throws(() => g[method](...args), { name, message }, `${method}(${args})`);
    refused([], 'TypeError', `${method}: width: expected a number, got undefined`); // no box to default to
    refused(['58'], 'TypeError', `${method}: width: expected a number, got "58"`);
    refused([0], 'RangeError', `${method}: width: 0 is outside (0, 100000]`);
    refused([-1, 10], 'RangeError', `${method}: width: -1 is outside (0, 100000]`);
    refused([NaN], 'RangeError', `${method}: width: NaN is outside (0, 100000]`);
    refused([Infinity, 10], 'RangeError', `${method}: width: Infinity is outside (0, 100000]`);
    refused([100001, 10], 'RangeError', `${method}: width: 100001 is outside (0, 100000]`);
    refused([10, 0], 'RangeError', `${method}: height: 0 is outside (0, 100000]`);
    refused([10, null], 'TypeError', `${method}: height: expected a number, got null`);
    refused([10, 10, 0], 'RangeError', `${method}: pixelRatio: 0 is outside [0.0625, 16]`);
    refused([10, 10, 16.5], 'RangeError', `${method}: pixelRatio: 16.5 is outside [0.0625, 16]`);
    refused([10, 10, 'x'], 'TypeError', `${method}: pixelRatio: expected a number, got "x"`);
    refused([8193, 10, 2], 'RangeError', `${method}: width, height: 16386×20 device px, over 16384 a side; lower the size or pixelRatio`);
    // Good arguments: what is missing here.
    const missing = method === 'toPNG' ? "needs OffscreenCanvas or a document's <canvas>" : "needs a document's <canvas>";
    assert.throws(() => g[method](120, 80, 2), { name: 'Error', message: `${method}: no canvas to draw on: ${missing} (a browser); use toSVG() here` });
    assert.throws(() => g[method](8192, 1, 2), /no canvas to draw on/, 'exactly 16384 a side is allowed');
    // The area: at most MAX_IMAGE_AREA device px in all (a 16,384² image blocked the page's main thread ~18 s).
    refused([16384, 16384], 'RangeError', `${method}: width, height: 16384×16384 device px is 268435456 px, over ${MAX_IMAGE_AREA} in all; lower the size or pixelRatio`);
    refused([8192, 8192, 2], 'RangeError', `${method}: width, height: 16384×16384 device px is 268435456 px, over ${MAX_IMAGE_AREA} in all; lower the size or pixelRatio`);
    refused([4097, 4096], 'RangeError', `${method}: width, height: 4097×4096 device px is 16781312 px, over ${MAX_IMAGE_AREA} in all; lower the size or pixelRatio`);
    assert.throws(() => g[method](2048, 2048, 2), /no canvas to draw on/, 'exactly 4,096² is allowed');
    assert.throws(() => g[method](16384, 1024), /no canvas to draw on/, 'exactly 16,384 × 1,024 is allowed');
  }
  assert.equal(g.displayListText(), list, 'a refused export does not lay the gauge out again');
  g.destroy();
  assert.throws(() => g.toPNG(10, 10), { message: 'toPNG: this gauge was destroyed' });
  assert.throws(() => g.toDataURL(10, 10), { message: 'toDataURL: this gauge was destroyed' });
});

test("an image's largest side is the page canvases' (canvas-binding.js); its area iOS Safari's largest canvas", () => {
  assert.equal(MAX_IMAGE_SIDE, MAX_CANVAS_SIDE);
  assert.equal(MAX_IMAGE_AREA, 4096 * 4096);
});
