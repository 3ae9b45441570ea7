// The service worker: after one visit the page loads and plays with no network.
// The build (cmake/precache.cmake) writes the version and the list of every file of the site into
// the copy in build/web/site; this source, served as is, caches nothing but index.html.
//  - install: caches every file under a name holding the version (a hash of the files), so that
//    each new build is a new service worker with a cache of its own, then takes over at once;
//  - fetch: cache first, network when a file is not cached; a navigation with no network gets
//    the cached index.html;
//  - activate: deletes this scope's caches of other versions, and takes control of open pages.
'use strict';

const VERSION = '@VERSION@';
const FILES = [/* @FILES@ */];

// Cache names are per origin: the scope keeps two copies of the site on one origin apart.
const PREFIX = `marbles ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;
const INDEX = new URL('index.html', self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // 'no-cache': revalidate with the server rather than take a stale copy from the HTTP
      // cache (the new marbles.js with the old marbles.wasm); an unchanged file costs a 304.
      const files = FILES.length > 0 ? FILES : ['index.html'];
      await cache.addAll(files.map((f) => new Request(f, { cache: 'no-cache' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // A folder is its index.html; the query (a shared game, embed options) does not change
      // which file is served.
      const key = url.pathname.endsWith('/') ? new URL('index.html', url).href : request;
      const hit = await cache.match(key, { ignoreSearch: true });
      if (hit) return hit;
      try {
        return await fetch(request);
      } catch (e) {
        if (request.mode === 'navigate') {
          const index = await cache.match(INDEX);
          if (index) return index;
        }
        throw e;
      }
    })(),
  );
});
