import type { Page } from '@playwright/test';

/**
 * Stands in for Cloudflare's Turnstile script (no network here). The widget
 * issues a token at once; tests call window.__turnstile.fail() / .expire(), or
 * set window.__turnstileTokenPrefix = 'fail' to get tokens siteverify rejects.
 */
const STUB = `(function () {
  var widgets = {}, n = 0;
  function issue(id) {
    var w = widgets[id]; if (!w) return;
    var token = (window.__turnstileTokenPrefix || 'pass') + '-' + Date.now() + '-' + Math.random().toString(36).slice(2);
    w.token = token;
    w.timer = setTimeout(function () { w.opts.callback && w.opts.callback(token); }, 30);
  }
  window.turnstile = {
    render: function (el, opts) {
      var id = 'w' + (++n); widgets[id] = { opts: opts };
      var host = typeof el === 'string' ? document.querySelector(el) : el;
      var box = document.createElement('div'); box.textContent = 'Human verification (test widget)'; box.setAttribute('data-testid', 'turnstile-stub');
      host.appendChild(box); issue(id); return id;
    },
    reset: function (id) { issue(id); },
    remove: function (id) { delete widgets[id]; },
    getResponse: function (id) { return widgets[id] && widgets[id].token; },
    isExpired: function () { return false; },
    execute: function (id) { issue(id); }
  };
  // An error or an expiry ends the token being issued too, as with the real widget: a token issued
  // 30 ms after render must not arrive after a test's fail() and enable Search again.
  function stop(w) { clearTimeout(w.timer); w.token = undefined; }
  window.__turnstile = {
    fail: function () { for (var k in widgets) { stop(widgets[k]); var cb = widgets[k].opts['error-callback']; cb && cb('300030'); } },
    expire: function () { for (var k in widgets) { stop(widgets[k]); var cb = widgets[k].opts['expired-callback']; cb && cb(); } }
  };
  var m = (document.currentScript && document.currentScript.src || '').match(/onload=([^&]+)/);
  if (m && typeof window[m[1]] === 'function') window[m[1]]();
})();`;

export async function stubTurnstile(page: Page): Promise<void> {
  await page.route('https://challenges.cloudflare.com/turnstile/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: STUB }));
}
