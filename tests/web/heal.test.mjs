// A bad file in the service worker's cache (web/sw.js), stored with status 200: an HTML error
// page from a proxy, a file cut short. The worker checks what it caches and what it serves for
// the start, the page retries once from the network (web/boot.js): the page heals by itself
// instead of saying "Reload" forever.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { api, open, site, start } from './harness.mjs';

const ERROR_PAGE = '<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>';
const wasmSum = (dir) => createHash('sha256').update(readFileSync(join(dir, 'marbles.wasm'))).digest('hex');

// The name of the cache once a service worker controls the page.
const controlledCache = (page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) =>
        navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
    const names = await caches.keys();
    return names.length === 1 ? names[0] : names;
  });

// Puts body into the cache as marbles.wasm, with status 200 and the given content type.
const poison = (page, name, body, type) =>
  page.evaluate(async ([n, b, t]) => {
    const cache = await caches.open(n);
    await cache.put('marbles.wasm', new Response(new Uint8Array(b), { status: 200, headers: { 'Content-Type': t } }));
  }, [name, [...body], type]);

// How the page ends up, across the reloads it may do by itself: 'ready' or the message shown.
async function outcome(page, timeout = 60000) {
  for (const end = Date.now() + timeout; Date.now() < end;) {
    const r = await page
      .evaluate(() => {
        const s = document.getElementById('status');
        if (s?.classList.contains('error')) return `failed: ${s.textContent}`;
        return window.marbles && s?.hidden ? 'ready' : null;
      })
      .catch(() => null); // a reload in progress
    if (r) return r;
    await new Promise((ok) => setTimeout(ok, 200));
  }
  return 'still loading';
}

// The cached marbles.wasm as { type, sum }, or null; with want, waited for until its SHA-256 is
// want (the worker caches it again in the background), else what it last was.
const cachedWasm = (page, name, want = null) =>
  page.evaluate(async ([n, w]) => {
    let last = null;
    for (let i = 0; i < 100; i++) {
      const r = await (await caches.open(n)).match('marbles.wasm');
      if (r) {
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await r.arrayBuffer()));
        const sum = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
        last = { type: r.headers.get('Content-Type'), sum };
        if (sum === w) return last;
      }
      if (w === null) break;
      await new Promise((ok) => setTimeout(ok, 100));
    }
    return last;
  }, [name, want]);

const navigations = (page) => {
  const count = { n: 0 };
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) count.n++;
  });
  return count;
};

async function plays(page) {
  assert.deepEqual(await api(page, 'newGame', 'wali', 'default'), { ok: true });
  const s = await api(page, 'state');
  assert.deepEqual(await api(page, 'play', s.legal[0]), { ok: true });
  assert.equal((await api(page, 'state')).ply, 1);
}

// After a reload in n navigations (said), the page starts and plays, and the good marbles.wasm
// is in the worker's cache.
async function healsOnReload(page, name, n, said) {
  const count = navigations(page);
  await page.reload();
  assert.equal(await outcome(page), 'ready');
  assert.equal(count.n, n, said);
  await plays(page);
  assert.deepEqual(await cachedWasm(page, name, wasmSum(site)), { type: 'application/wasm', sum: wasmSum(site) });
}

// Runs body({ page, name, dir, env }) on a page controlled by the service worker (name: its
// cache), served from the site or, with copy, from a copy of it in dir that the test may change;
// closes the server and removes the copy after.
async function withWorker(body, { copy = false } = {}) {
  const dir = copy ? mkdtempSync(join(tmpdir(), 'marbles-site-')) : site;
  if (copy) cpSync(site, dir, { recursive: true });
  const env = await start(copy ? { dir } : {});
  try {
    const page = await open(env);
    await body({ page, name: await controlledCache(page), dir, env });
  } finally {
    await env.close();
    if (copy) rmSync(dir, { recursive: true, force: true });
  }
}

test('an HTML error page cached as marbles.wasm is dropped, and the page starts and plays', () => withWorker(async ({ page, name }) => {
  assert.equal(typeof name, 'string', `caches: ${name}`);
  await poison(page, name, Buffer.from(ERROR_PAGE), 'text/html; charset=utf-8');
  assert.equal((await cachedWasm(page, name)).type, 'text/html; charset=utf-8');

  await healsOnReload(page, name, 1, 'the worker serves the good file at once');
  assert.deepEqual(page.errors, []);
}));

test('a cached marbles.wasm cut short makes the page load once more from the network', () => withWorker(async ({ page, name }) => {
  // WebAssembly's magic number and the right type: it passes the worker's quick check.
  const cut = readFileSync(join(site, 'marbles.wasm')).subarray(0, 4096);
  await poison(page, name, cut, 'application/wasm');

  await healsOnReload(page, name, 2, 'the reload, then one from the network');
  assert.equal(await page.evaluate(() => sessionStorage.getItem('marbles:fresh-start')), null, 'the retry flag is cleared');
}));

test('when the server\'s marbles.wasm is bad too, the page retries once and shows the message', () => withWorker(async ({ page, name, dir }) => {
  const cut = readFileSync(join(dir, 'marbles.wasm')).subarray(0, 4096);
  await poison(page, name, cut, 'application/wasm');
  writeFileSync(join(dir, 'marbles.wasm'), cut);

  const count = navigations(page);
  await page.reload();
  assert.match(await outcome(page), /^failed: .*WebAssembly file failed to load/);
  await new Promise((ok) => setTimeout(ok, 1000));
  assert.equal(count.n, 2, 'one retry, no loop');
  // The bad file is not cached again.
  assert.equal(await cachedWasm(page, name), null);
}, { copy: true }));

test('a new build with a bad file is not installed: the old worker and its cache stay', () => withWorker(async ({ page, name, dir, env }) => {
  // A half-finished deploy: the new sw.js is there, marbles.wasm is an error page.
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const version = /const VERSION ?= ?["']([0-9a-f]{16})["']/.exec(sw)[1];  // minified or not
  const next = version.replace(/^./, (c) => (c === '0' ? '1' : '0'));
  writeFileSync(join(dir, 'sw.js'), sw.replace(version, next));
  writeFileSync(join(dir, 'marbles.wasm'), ERROR_PAGE);

  // (From another page of the site: while the game runs, Chromium puts update checks off.)
  await page.goto(env.url + 'manifest.webmanifest');
  const end = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const found = new Promise((ok) => reg.addEventListener('updatefound', () => ok(reg.installing), { once: true }));
    await reg.update();
    const worker = await found;
    while (!['redundant', 'activated'].includes(worker.state)) {
      await new Promise((ok) => worker.addEventListener('statechange', ok, { once: true }));
    }
    return worker.state;
  });
  assert.equal(end, 'redundant', 'the new worker must not install');
  assert.deepEqual(await page.evaluate(() => caches.keys()), [name]);

  // The old worker still serves the page from its cache.
  await page.goto(env.url);
  assert.equal(await outcome(page), 'ready');
  await plays(page);
}, { copy: true }));
