// Loaded by the listing and the product page the gateway renders on the server (see
// gateway/src/http/server-render). The page is already complete on screen; the shop's code, which
// makes it interactive, is fetched once the page and its first pictures have loaded, so that it
// never competes with them for a phone's bandwidth. A classic script: the CSP allows no inline one.
//
// Until the shop has taken the page over (main.tsx announces 'shop-ready'), what the buyer does is
// kept and done again then: a button or box pressed, a form sent, a quantity typed. Links work
// as they are: the page they open comes rendered too.
(function () {
  var me = document.currentScript;
  if (!me) return;
  var entry = me.getAttribute('data-entry');
  var preloads = (me.getAttribute('data-preload') || '').split(' ');
  var started = false;
  var pressed = [];
  var typed = [];
  var sent = [];

  function add(list, item) {
    if (list.indexOf(item) < 0) list.push(item);
  }
  function isField(el) {
    return el.matches('textarea, select, input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit])');
  }
  function onClick(event) {
    var el = event.target && event.target.closest ? event.target.closest('button, input, label, [role=button]') : null;
    if (!el || el.closest('a[href]') || isField(el)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed.push(el);
  }
  function onInput(event) {
    if (event.target && event.target.matches && isField(event.target)) add(typed, event.target);
  }
  function onSubmit(event) {
    event.preventDefault();
    add(sent, event.target);
  }
  // What the buyer typed, given to the shop as if typed now. React noted the typed value as the
  // field's own when it took the page over: the field is emptied through React's view of it
  // first, then given the value as the browser would, and the input event reports the change.
  function retype(field, value) {
    var proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    var setter = Object.getOwnPropertyDescriptor(proto, 'value').set;
    field.value = '';
    setter.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  function release(replay) {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('submit', onSubmit, true);
    if (!replay) return;
    // Out of the shop's own work (the announcement comes from one of its effects), one step at a
    // time, as a buyer would: each step is handled and drawn before the next reads the page.
    // The values as typed, read now: once the shop redraws a field it shows the shop's value.
    var steps = typed.map(function (field) {
      var value = field.value;
      return function () {
        retype(field, value);
      };
    });
    pressed.forEach(function (el) {
      steps.push(function () {
        el.click();
      });
    });
    sent.forEach(function (form) {
      steps.push(function () {
        if (form.requestSubmit) form.requestSubmit();
      });
    });
    (function next() {
      var step = steps.shift();
      if (!step) return;
      step();
      setTimeout(next, 0);
    })();
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('shop-ready', function () {
    setTimeout(function () {
      release(true);
    }, 0);
  }, { once: true });

  function start() {
    if (started || !entry) return;
    started = true;
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    // Should the shop never start (its code failed), the page goes back to plain HTML behaviour.
    setTimeout(function () {
      release(false);
    }, 20000);
  }
  // After the frame that paints the loaded page; at the latest after 3 s, should a picture hang.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  setTimeout(start, 3000);
})();
