// Classic script, loaded before any module by the gallery and the browser-test pages: collects console.error
// calls, uncaught errors (including failed resource loads) and unhandled rejections into window.__errors,
// which the browser tests fail on.
window.__errors = [];
(function () {
  var original = console.error;
  console.error = function () {
    window.__errors.push(Array.prototype.map.call(arguments, function (a) { return a && a.stack ? a.stack : String(a); }).join(' '));
    return original.apply(console, arguments);
  };
  addEventListener('error', function (e) {
    window.__errors.push('error: ' + (e.message || (e.target && (e.target.src || e.target.href)) || 'unknown'));
  }, true);
  addEventListener('unhandledrejection', function (e) {
    window.__errors.push('unhandledrejection: ' + (e.reason && e.reason.stack ? e.reason.stack : String(e.reason)));
  });
})();
