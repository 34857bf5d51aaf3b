// Classic script (load it before any module) shared by the test pages: collects console.error calls, uncaught
// errors and unhandled rejections into window.__errors, which the browser tests fail on.
window.__errors = [];
(function () {
  const orig = console.error.bind(console);
  console.error = (...a) => { window.__errors.push(a.map(String).join(' ')); orig(...a); };
  addEventListener('error', (e) => window.__errors.push(`error: ${e.message}`));
  addEventListener('unhandledrejection', (e) => window.__errors.push(`unhandledrejection: ${e.reason}`));
})();
