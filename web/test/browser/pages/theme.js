// web/test/browser/pages/theme.html's script (external: the page's CSP allows script-src 'self' only).
import { SwiftGaugeElement } from '../../../swift-gauge.min.js';
import { start, elementGauges } from './harness.js';

const root = document.documentElement, q = new URLSearchParams(location.search);
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__violations.push(`${e.violatedDirective}: ${e.blockedURI}`);
  console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
});
if (q.has('scheme')) {
  const meta = document.createElement('meta');
  meta.name = 'color-scheme';
  meta.content = q.get('scheme');
  document.head.append(meta);
}
if (q.has('css')) root.classList.add(`css-${q.get('css').replace(/\s+/g, '-')}`);
start('theme', () => elementGauges(SwiftGaugeElement));
