// The service worker: after one visit the page loads and plays with no network.
// The build (cmake/precache.cmake) writes the version and every file of the site with its SHA-256
// into the copy in build/web/site; this source, served as is, caches nothing but index.html.
//  - install: fetches every file and checks it (status, content type, WebAssembly's magic
//    number, the build's SHA-256): one bad file (an error page sent with status 200 by a proxy, a
//    half-finished deploy) fails the install, nothing is cached and the old worker stays; else
//    all are cached under a name holding the version (a hash of the files), so that each new
//    build is a new service worker with a cache of its own, which takes over at once;
//  - fetch: cache first, network when a file is not cached (the site's files are then cached
//    again once checked); a navigation with no network gets the cached index.html. The files
//    the start depends on get a quick check before they are served from the cache: a bad one
//    is deleted and fetched again;
//  - activate: deletes this scope's caches of other versions, and takes control of open pages.
'use strict';

const VERSION = '@VERSION@';
const FILES = {/* @FILES@ */};

// Cache names are per origin: the scope keeps two copies of the site on one origin apart.
const PREFIX = `marbles ${self.registration.scope} `;
const CACHE = PREFIX + VERSION;
const href = (name) => new URL(name, self.registration.scope).href;
const INDEX = href('index.html');
const SUMS = new Map(Object.entries(FILES).map(([name, sum]) => [href(name), sum]));
const START = new Set(['index.html', 'marbles.wasm', ...Object.keys(FILES).filter((f) => f.endsWith('.js'))].map(href));

// The content types a file's extension calls for; any but HTML for the others (the manifest:
// many servers send it as application/octet-stream, which browsers accept).
const TYPES = {
  html: ['text/html'],
  js: ['text/javascript', 'application/javascript', 'application/x-javascript'],
  css: ['text/css'],
  wasm: ['application/wasm'],
  png: ['image/png'],
  svg: ['image/svg+xml'],
};

// What is wrong with a response for url at first sight, or '' when nothing is.
function firstSight(url, response, head) {
  if (!response.ok) return `status ${response.status}`;
  const type = (response.headers.get('Content-Type') || '').split(';')[0].trim().toLowerCase();
  const ext = (/\.([a-z0-9]+)$/i.exec(new URL(url).pathname) || [])[1];
  const want = TYPES[String(ext).toLowerCase()];
  if (want ? !want.includes(type) : type === 'text/html') return `content type "${type}"`;
  const magic = [0x00, 0x61, 0x73, 0x6d]; // "\0asm"
  if (url.endsWith('.wasm') && !magic.every((b, i) => head[i] === b)) return 'not WebAssembly';
  return '';
}

// The whole check: first sight, then the build's SHA-256 (when known; the list keeps its first
// 64 bits: a stale or damaged file passes with a chance of one in 2^64).
async function problem(url, response, body) {
  const seen = firstSight(url, response, new Uint8Array(body.slice(0, 4)));
  if (seen || !SUMS.has(url)) return seen;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  const hex = Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
  return hex === SUMS.get(url) ? '' : 'SHA-256 differs from the build’s';
}

// A copy to cache: the body read, no redirect flag (a navigation refuses a redirected response).
const stored = (response, body) =>
  new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });

// The first n bytes of a response's body (of a copy: the response itself stays unread).
async function firstBytes(response, n) {
  const bytes = new Uint8Array(n);
  if (!response.body) return bytes;
  const reader = response.clone().body.getReader();
  let got = 0;
  try {
    while (got < n) {
      const { done, value } = await reader.read();
      if (done) break;
      const k = Math.min(n - got, value.length);
      bytes.set(value.subarray(0, k), got);
      got += k;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  return bytes;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // 'no-cache': revalidate with the server rather than take a stale copy from the HTTP
      // cache (the new marbles.js with the old marbles.wasm); an unchanged file costs a 304.
      const names = Object.keys(FILES).length > 0 ? Object.keys(FILES) : ['index.html'];
      const checked = await Promise.all(
        names.map(async (name) => {
          const response = await fetch(new Request(name, { cache: 'no-cache' }));
          const body = await response.arrayBuffer();
          const bad = await problem(href(name), response, body);
          if (bad) throw new Error(`${name}: ${bad}`);
          return [href(name), stored(response, body)];
        }),
      ).catch((e) => {
        console.warn(`Not installed for offline use: ${e.message}`);
        throw e;
      });
      const cache = await caches.open(CACHE);
      await Promise.all(checked.map(([url, response]) => cache.put(url, response)));
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

// A file of the site fetched again: cached once the whole check passes.
async function cacheAgain(url, response) {
  const body = await response.arrayBuffer();
  if (!(await problem(url, response, body))) await (await caches.open(CACHE)).put(url, stored(response, body));
}

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
      const key = url.pathname.endsWith('/') ? INDEX : url.origin + url.pathname;
      const hit = await cache.match(key);
      if (hit) {
        const head = key.endsWith('.wasm') ? await firstBytes(hit, 4) : null;
        if (!START.has(key) || !firstSight(key, hit, head)) return hit;
        await cache.delete(key);
      }
      try {
        // A file of the site not in the cache (evicted, or found bad): from the server, not
        // from the HTTP cache, and cached again.
        const mine = SUMS.has(key);
        const response = await (mine && request.mode !== 'navigate'
          ? fetch(request, { cache: 'no-cache' })
          : fetch(request));
        if (mine && response.ok) event.waitUntil(cacheAgain(key, response.clone()).catch(() => {}));
        return response;
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
