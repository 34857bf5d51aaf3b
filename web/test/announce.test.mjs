// Zone announcements' zone lookup (web/src/announce.js zoneName) against the core's: for values across and
// beyond the bounds, at zone starts, with unsorted zones, zones starting together and unnamed zones, the name
// zoneName gives is the one the core appends to aria-valuetext ("50 %, hot": docs/abi.md › Functions,
// gauge_set_zones). The announcing itself lives on pages (web/test/browser/test_announce.py).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSwiftGauge } from '../swift-gauge.js';
import { zoneName } from '../src/announce.js';
import { wasmBytes } from './helpers.mjs';

test("zoneName names the zone the core speaks after the value", async () => {
  const m = await loadSwiftGauge(await wasmBytes());
  const lists = [
    [{ from: 0, color: 'green', name: 'fine' }, { from: 90, color: 'red', name: 'too fast' }],
    [{ from: 60, color: 'red', name: 'hot' }, { from: 20, color: 'blue', name: 'mild' }, { from: -5, color: 'gray', name: '' }],
    [{ from: 30, color: 'red', name: 'first' }, { from: 30, color: 'blue', name: 'second' }, { from: 70, color: 'gray', name: 'top' }],
    [{ from: 150, color: 'red', name: 'beyond' }],
  ];
  const values = [null, -Infinity, -10, -5, 0, 19.999, 20, 29.9, 30, 30.1, 59, 60, 69.99, 70, 89.999, 90, 100, 120, 150, Infinity];
  let named = 0;
  for (const zones of lists) {
    const g = m.createGaugeHandle({ lower: -10, upper: 120, zones, format: { fractionLength: 3 }, animation: 'none' });
    for (const value of values) {
      g.value = value;
      const text = g.accessibility().valueText.replace(/, (above|below) range(?=,|$)/, ''), s = { value: value ?? NaN, lower: g.lower, upper: g.upper, zones: g.zones };
      const name = zoneName(s);
      if (name) named++;
      assert.equal(name ? text.endsWith(`, ${name}`) : !/, [a-z ]+$/.test(text), true, `${JSON.stringify(zones)} at ${value}: core "${text}", zoneName "${name}"`);
    }
    g.destroy();
  }
  assert.ok(named > 30, `only ${named} values fell in named zones (test premise)`);
});
