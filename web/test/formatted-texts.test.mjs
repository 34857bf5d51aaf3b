// gauge_set_formatted_text's `what` range is one constant (`formattedTextCount`, Sources/GaugeABI/Limits.swift),
// generated into web/src/vocabulary.js as FORMATTED_TEXTS; the shipped wasm takes exactly 0…FORMATTED_TEXTS − 1 and
// refuses the next, naming `what` (docs/abi.md › Functions). The fuzz driver draws from the same count.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FORMATTED_TEXTS, STATUS } from '../src/vocabulary.js';
import { wasmBytes, rawAbi } from './helpers.mjs';

test("gauge_set_formatted_text: the wasm takes `what` 0…FORMATTED_TEXTS − 1 and refuses the next, naming what", async () => {
  const { instance } = await WebAssembly.instantiate(await wasmBytes(), {});
  const x = instance.exports;
  x._initialize();
  const abi = rawAbi(x), h = x.gauge_create();
  assert.ok(Number.isInteger(FORMATTED_TEXTS) && FORMATTED_TEXTS > 0, String(FORMATTED_TEXTS));
  for (let what = 0; what < FORMATTED_TEXTS; what++) assert.equal(x.gauge_set_formatted_text(h, what, -1), STATUS.ok, `what ${what}`);
  for (const what of [FORMATTED_TEXTS, FORMATTED_TEXTS + 1, 0xffffffff]) {
    assert.equal(x.gauge_set_formatted_text(h, what, -1), STATUS.badArgument, `what ${what}`);
    assert.match(abi.lastError(), new RegExp(`^gauge_set_formatted_text: what: must be 0 \\(value\\), .* or ${FORMATTED_TEXTS - 1} \\(below\\), got ${what >>> 0}$`));
  }
  x.gauge_destroy(h);
});
