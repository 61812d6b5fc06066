/* global self, caches */
// The driver's page offline (decision 035). Served from /surucu/, so the browser limits this
// worker to the drivers' pages: it can never see or cache the public site or the back office.
// It keeps the page's shell and its scripts; the day's jobs and the waiting taps are kept by the
// page itself (localStorage), and the API is never answered from here.
var CACHE = 'driver-run-v1';

self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (keys) {
        return Promise.all(
          keys
            .filter(function (k) {
              return k.indexOf('driver-run-') === 0 && k !== CACHE;
            })
            .map(function (k) {
              return caches.delete(k);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

function isKept(url) {
  return (
    url.origin === self.location.origin &&
    (url.pathname.indexOf('/surucu/') === 0 ||
      url.pathname.indexOf('/assets/') === 0 ||
      url.pathname === '/favicon.svg' ||
      url.pathname === '/boot.js')
  );
}

// The page, once loaded, names what it was made of: the worker was not there yet to see it.
self.addEventListener('message', function (event) {
  var data = event.data || {};
  if (data.type !== 'keep-page') return;
  var urls = (data.urls || []).filter(function (u) {
    try {
      return isKept(new URL(u));
    } catch {
      return false;
    }
  });
  event.waitUntil(
    caches
      .open(CACHE)
      .then(function (cache) {
        return Promise.all(
          urls.map(function (u) {
            return cache.add(u).catch(function () {});
          }),
        );
      })
      .then(function () {
        if (event.source) event.source.postMessage({ type: 'page-kept' });
      }),
  );
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (!isKept(url) || url.pathname.indexOf('/surucu/sw.js') === 0) return;
  if (request.mode === 'navigate') {
    // the network first: a new link or a new build wins; the kept copy when there is none
    event.respondWith(
      fetch(request)
        .then(function (response) {
          if (response.ok) {
            var copy = response.clone();
            caches.open(CACHE).then(function (cache) {
              cache.put(request, copy);
            });
          }
          return response;
        })
        .catch(function () {
          return caches.match(request, { ignoreSearch: true }).then(function (hit) {
            return hit || Response.error();
          });
        }),
    );
    return;
  }
  // hashed assets never change under a name: the kept copy first
  event.respondWith(
    caches.match(request).then(function (hit) {
      return (
        hit ||
        fetch(request).then(function (response) {
          if (response.ok) {
            var copy = response.clone();
            caches.open(CACHE).then(function (cache) {
              cache.put(request, copy);
            });
          }
          return response;
        })
      );
    }),
  );
});
