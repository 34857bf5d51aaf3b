// The `format` attribute's JSON (web/src/format.js › formatFromAttribute): `"locale": "auto"` takes the element's
// `lang`; a page's lang that is no language tag does not throw the format away.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatFromAttribute } from '../src/format.js';

/** An element whose closest [lang] says `lang`. */
const inLang = (lang) => ({ closest: (sel) => (sel === '[lang]' ? { lang } : null) });

test('"locale": "auto" under a lang that is no language tag (en_US): the default locale, the format kept, as Intl\'s for no locale', (t) => {
  const warned = [];
  t.mock.method(console, 'warn', (m) => warned.push(m));
  const json = { locale: 'auto', style: 'unit', unit: 'celsius' };
  for (const lang of ['en_US', 'en_US', 'x']) {
    const f = formatFromAttribute(json, inLang(lang));
    assert.ok(f instanceof Intl.NumberFormat);
    assert.equal(f.format(21), new Intl.NumberFormat(undefined, { style: 'unit', unit: 'celsius' }).format(21));
  }
  assert.equal(warned.length, 0); // (a warning cost 50 B of the host: the pair's rule)
  // A valid lang is used; an invalid locale written in the attribute itself is still refused.
  assert.equal(formatFromAttribute(json, inLang('de')).resolvedOptions().locale, 'de');
  assert.throws(() => formatFromAttribute({ locale: 'en_US' }, inLang('de')), RangeError);
});
