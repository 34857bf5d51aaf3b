// Classic script, loaded before any module by the gallery and the browser-test pages: collects console.error
// calls, uncaught errors (including failed resource loads) and unhandled rejections into window.__errors,
// which the browser tests fail on.
window.__errors = [];
(function () {
  // An error as text: V8's stack starts with "Name: message", Firefox's does not — so the message goes first.
  function text(a) {
    if (!a || !a.stack) return String(a);
    var head = String(a);
    return a.stack.indexOf(head) === 0 ? a.stack : head + '\n' + a.stack;
  }
  var original = console.error;
  console.error = function () {
    window.__errors.push(Array.prototype.map.call(arguments, text).join(' '));
    return original.apply(console, arguments);
  };
  addEventListener('error', function (e) {
    window.__errors.push('error: ' + (e.message || (e.target && (e.target.src || e.target.href)) || 'unknown'));
  }, true);
  addEventListener('unhandledrejection', function (e) {
    window.__errors.push('unhandledrejection: ' + text(e.reason));
  });
})();
