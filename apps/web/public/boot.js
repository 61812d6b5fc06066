/* global document, window */
// Starts a public page's scripts once the browser has painted the server's HTML (decision 020):
// on a phone's slow connection the page's first paint then waits for the HTML alone, not for the
// JavaScript that hydrates it. The server lists the entry and its chunks in #deferred-modules.
(function () {
  var list = document.getElementById('deferred-modules');
  if (!list) return;
  var assets = JSON.parse(list.textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = assets.entry;
    document.head.appendChild(script);
    // Starting a module's fetch costs a phone up to ten milliseconds (a trace showed the first few
    // preloads together as one long task): one per task, so that none is long.
    function preload(at) {
      if (at >= assets.preload.length) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = assets.preload[at];
      document.head.appendChild(link);
      setTimeout(preload, 0, at + 1);
    }
    setTimeout(preload, 0, 0);
  }
  // A page the server did not render has nothing to paint before its scripts: start them now.
  var root = document.getElementById('root');
  if (!root || !root.firstElementChild || !window.PerformanceObserver) return start();
  if (performance.getEntriesByName('first-contentful-paint').length) return setTimeout(start, 0);
  // Once the server's HTML is painted; a hidden tab paints nothing, so a timer starts it there.
  new PerformanceObserver(function (entries, observer) {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
})();
