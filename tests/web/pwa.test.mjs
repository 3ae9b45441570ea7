// Install and offline: the manifest and its icons, the service worker (after one visit the page
// plays with the server stopped), a new build's new cache, and no service worker in a sandboxed
// iframe.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { api, launchOptions, open, root, site, start } from './harness.mjs';
import { serve } from '../../scripts/serve.mjs';

// Resolves once a service worker controls the page; returns its scope, script and the caches.
const controlled = (page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) =>
        navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
    return {
      scope: reg.scope,
      script: navigator.serviceWorker.controller.scriptURL,
      caches: await caches.keys(),
    };
  });

const swVersion = (dir) =>
  /const VERSION ?= ?["']([0-9a-f]{16})["']/.exec(readFileSync(join(dir, 'sw.js'), 'utf8'))?.[1];

// A small PNG reader (8-bit palette or RGBA, every filter): { width, height, pixel(x, y) }.
function readPng(buf) {
  assert.ok(buf.subarray(0, 8).equals(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1')), 'PNG signature');
  let width;
  let height;
  let type;
  let palette = [];
  let alphas = [];
  const idat = [];
  for (let at = 8; at < buf.length;) {
    const len = buf.readUInt32BE(at);
    const tag = buf.toString('latin1', at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + len);
    if (tag === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      assert.equal(data[8], 8, 'bit depth');
      type = data[9];
      assert.ok(type === 3 || type === 6, `colour type ${type}`);
      assert.equal(data[12], 0, 'not interlaced');
    } else if (tag === 'PLTE') {
      palette = Array.from({ length: len / 3 }, (_, i) => [...data.subarray(i * 3, i * 3 + 3)]);
    } else if (tag === 'tRNS') {
      alphas = [...data];
    } else if (tag === 'IDAT') {
      idat.push(data);
    }
    at += 12 + len;
  }
  const bpp = type === 6 ? 4 : 1;
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x];
      const a = x >= bpp ? pixels[y * stride + x - bpp] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= bpp && y > 0 ? pixels[(y - 1) * stride + x - bpp] : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
        ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const pred = [0, a, b, (a + b) >> 1, paeth][filter];
      assert.ok(pred !== undefined, `filter ${filter}`);
      pixels[y * stride + x] = (v + pred) & 0xff;
    }
  }
  const pixel = (x, y) => {
    if (type === 6) return [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
    const i = pixels[y * width + x];
    return [...palette[i], alphas[i] ?? 255];
  };
  return { width, height, pixel };
}

test('the manifest parses, its icons are PNGs of their stated sizes, the page is installable', async () => {
  const env = await start();
  try {
    const page = await open(env);
    const head = await page.evaluate(() => ({
      manifest: document.querySelector('link[rel="manifest"]')?.href,
      apple: document.querySelector('link[rel="apple-touch-icon"]')?.href,
      theme: document.querySelector('meta[name="theme-color"]')?.content,
      background: getComputedStyle(document.body).backgroundColor,
    }));
    assert.ok(head.manifest, 'no <link rel="manifest">');
    const res = await fetch(head.manifest);
    assert.equal(res.headers.get('content-type'), 'application/manifest+json');
    const m = JSON.parse(await res.text());
    assert.equal(m.name, 'Marbles & stones');
    assert.ok(m.short_name && m.short_name.length <= 12, `short_name ${m.short_name}`);
    assert.ok(m.description);
    assert.equal(m.display, 'standalone');
    assert.ok(m.lang);
    assert.equal(new URL(m.start_url, head.manifest).href, env.url);
    assert.equal(new URL(m.scope, head.manifest).href, env.url);
    // The colours follow the page's.
    assert.equal(m.theme_color.toLowerCase(), head.theme.toLowerCase());
    const hex = (rgb) => '#' + rgb.match(/\d+/g).slice(0, 3)
      .map((n) => Number(n).toString(16).padStart(2, '0')).join('');
    assert.equal(m.background_color.toLowerCase(), hex(head.background));

    // Chromium's own parser finds no error.
    const cdp = await page.context().newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    assert.equal(parsed.url, head.manifest);
    assert.deepEqual(parsed.errors, []);

    const png = async (url) => {
      const r = await fetch(url);
      assert.equal(r.status, 200, url);
      assert.equal(r.headers.get('content-type'), 'image/png', url);
      return readPng(Buffer.from(await r.arrayBuffer()));
    };
    const found = { any192: false, any512: false, maskable: false };
    for (const icon of m.icons) {
      const purposes = (icon.purpose ?? 'any').split(/\s+/);
      if (icon.type !== 'image/png') continue;
      const [w, h] = icon.sizes.split('x').map(Number);
      const img = await png(new URL(icon.src, head.manifest).href);
      assert.deepEqual([img.width, img.height], [w, h], icon.src);
      if (purposes.includes('any') && w === 192) found.any192 = true;
      if (purposes.includes('any') && w === 512) found.any512 = true;
      if (purposes.includes('maskable')) {
        found.maskable = true;
        // Full bleed, and the drawing inside the safe zone (the central circle of radius 40 %):
        // every pixel outside it is the background colour, opaque.
        const bg = [...m.background_color.match(/[0-9a-f]{2}/gi).map((x) => parseInt(x, 16)), 255];
        let outside = 0;
        for (let y = 0; y < h; y++) {
          for (let x = 0; x < w; x++) {
            const p = img.pixel(x, y);
            assert.equal(p[3], 255, `${icon.src} is transparent at ${x},${y}`);
            if (Math.hypot(x + 0.5 - w / 2, y + 0.5 - h / 2) > 0.4 * w) {
              assert.deepEqual(p, bg, `${icon.src}: drawing outside the safe zone at ${x},${y}`);
              outside++;
            }
          }
        }
        assert.ok(outside > 0);
      }
    }
    assert.deepEqual(found, { any192: true, any512: true, maskable: true });
    const apple = await png(head.apple);
    assert.deepEqual([apple.width, apple.height], [180, 180]);
    assert.equal(apple.pixel(0, 0)[3], 255, 'iOS shows transparency as black');
    assert.deepEqual(page.errors, []);
  } finally {
    await env.close();
  }

  // Installable: Chromium's checks (manifest, icons, a service worker with a fetch handler) pass
  // in a profile of its own (a Playwright context counts as incognito, never installable).
  const server = await serve(site, 0);
  const profile = mkdtempSync(join(tmpdir(), 'marbles-profile-'));
  const context = await chromium.launchPersistentContext(profile, launchOptions);
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await page.evaluate(() => window.marblesReady);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('after one visit the page loads and plays with the server stopped', async () => {
  const env = await start();
  try {
    const page = await open(env);
    const sw = await controlled(page);
    assert.equal(sw.scope, env.url);
    assert.equal(sw.script, env.url + 'sw.js');
    assert.deepEqual(sw.caches, [`marbles ${env.url} ${swVersion(site)}`]);
    // Every file of the build is cached, but the install icons of 512 px (the browser fetches
    // them when it installs the page) and iOS's home screen icon (read when the page is added).
    const cached = await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
      sw.caches[0],
    );
    // (The rules and about texts too, in texts/: the page fetches them when it shows them.)
    const files = readdirSync(site, { recursive: true })
      .filter((f) => statSync(join(site, f)).isFile())
      .filter((f) => f !== 'sw.js' && !f.startsWith('.') && !/^(icon(-maskable)?-512|apple-touch-icon)\.png$/.test(f));
    assert.ok(files.includes('texts/rules/wali.fr.md') && files.includes('texts/about/yote.en.md'));
    assert.ok(files.includes('icon-192.png') && files.includes('marbles.wasm'));
    assert.deepEqual(cached.sort(), files.map((f) => '/' + f).sort());

    await env.stopServer();
    await assert.rejects(fetch(env.url), 'the server still answers');
    await page.reload();
    await page.evaluate(() => window.marblesReady);
    assert.deepEqual(await api(page, 'newGame', 'wali', 'default'), { ok: true });
    const s = await api(page, 'state');
    assert.deepEqual(await api(page, 'play', s.legal[0]), { ok: true });
    assert.equal((await api(page, 'state')).ply, 1);

    // A link with a query (a shared game) gets the same cached page.
    await page.goto(env.url + 'index.html?from=test');
    await page.evaluate(() => window.marblesReady);
    // And with the browser offline as well.
    await page.context().setOffline(true);
    await page.goto(env.url);
    await page.evaluate(() => window.marblesReady);
    assert.deepEqual(await api(page, 'newGame', 'yote', 'default'), { ok: true });
    assert.deepEqual(page.errors, []);
  } finally {
    await env.close();
  }
});

test('a new build gets a new cache name, and the old cache is deleted on activate', async () => {
  // Two builds of one site: a copy of build/web/site, then the same with index.html changed
  // and sw.js written again by the build's own script.
  const dir = mkdtempSync(join(tmpdir(), 'marbles-site-'));
  cpSync(site, dir, { recursive: true });
  const precache = () =>
    execFileSync('cmake', [
      `-DSITE=${dir}`, `-DTEMPLATE=${join(root, 'web', 'sw.js')}`,
      '-P', join(root, 'cmake', 'precache.cmake'),
    ]);
  const v1 = swVersion(dir);
  assert.match(v1 ?? '', /^[0-9a-f]{16}$/);
  // (The build minifies the sw.js the script writes: the version is what must be the same.)
  precache();
  assert.equal(swVersion(dir), v1, 'the same files give the same version');

  const env = await start({ dir });
  try {
    const page = await open(env);
    assert.deepEqual((await controlled(page)).caches, [`marbles ${env.url} ${v1}`]);

    const index = join(dir, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace(
      '</head>', '<meta name="marbles-test-build" content="2">\n</head>'));
    precache();
    const v2 = swVersion(dir);
    assert.match(v2 ?? '', /^[0-9a-f]{16}$/);
    assert.notEqual(v2, v1);

    // The browser finds the new sw.js; the new worker installs, takes over, drops the old cache.
    // (Checked from another page of the site: while the game runs, Chromium 156 puts the update
    // check off by about 60 s.)
    await page.goto(env.url + 'manifest.webmanifest');
    const names = await page.evaluate(async (want) => {
      const changed = new Promise((ok) =>
        navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
      await (await navigator.serviceWorker.getRegistration()).update();
      await changed;
      for (let i = 0; i < 100; i++) {
        const keys = await caches.keys();
        if (keys.length === 1 && keys[0] === want) return keys;
        await new Promise((ok) => setTimeout(ok, 100));
      }
      return caches.keys();
    }, `marbles ${env.url} ${v2}`);
    assert.deepEqual(names, [`marbles ${env.url} ${v2}`]);
    page.errors.length = 0; // the manifest shown as a page asks for /favicon.ico: a 404

    await page.goto(env.url);
    await page.evaluate(() => window.marblesReady);
    assert.equal(
      await page.evaluate(() => document.querySelector('meta[name="marbles-test-build"]')?.content),
      '2',
      'the page shows the new build',
    );
    assert.deepEqual(page.errors, []);
  } finally {
    await env.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('in a sandboxed iframe the page plays and registers no service worker, silently', async () => {
  const env = await start();
  try {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    // A host page on the same server (Chromium blocks a public page framing 127.0.0.1), framing
    // the game the way embedding sites do: scripts allowed, an opaque origin.
    await page.route(env.url + 'host-test.html', (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>host</title>
<iframe sandbox="allow-scripts" src="${env.url}" style="width:800px;height:600px"></iframe>`,
      }));
    await page.goto(env.url + 'host-test.html');
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await frame.waitForFunction(() => window.marblesReady !== undefined);
    await frame.evaluate(() => window.marblesReady);
    assert.equal(await frame.evaluate(() => self.origin), 'null');
    assert.deepEqual(await frame.evaluate(() => window.marbles.newGame('wali', 'default')), {
      ok: true,
    });
    await new Promise((ok) => setTimeout(ok, 500));
    assert.deepEqual(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      0,
    );
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await env.close();
  }
});
