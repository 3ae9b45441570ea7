#!/usr/bin/env node
// The page's weight and speed, in headless Chromium (tests/web/harness.mjs) on 127.0.0.1:
//   node scripts/measure-page.mjs [site dir] [--loads N] [--budget-kb KB] [--budget-ms MS]
// Default: build/web/site (or $MARBLES_SITE), 5 loads, budgets 450 KB and 1000 ms.
//  - weight: every response of a first visit in a fresh profile, the service worker's
//    precache included (it fetches every file of the build), each file counted once, its body
//    gzipped at level 9 (node:zlib): the total and each file, in KB of 1000 bytes;
//  - speed: from navigation start to the first frame drawn (the page marks 'marbles-first-frame'
//    when window.marblesReady resolves), over N cold loads (fresh profile: no HTTP cache, no
//    service worker), and the median. Also printed, not budgeted: a reload served by the service
//    worker.
// Exits with 1 when a budget is exceeded or the page fails, 2 on bad arguments.
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { site as defaultSite, start } from '../tests/web/harness.mjs';

function parseArgs(argv) {
  const o = { dir: defaultSite, loads: 5, budgetKB: 450, budgetMs: 1000 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = () => {
      const v = Number(argv[++i]);
      if (!Number.isFinite(v) || v <= 0) throw new Error(`${a} needs a positive number`);
      return v;
    };
    if (a === '--loads') o.loads = Math.round(num());
    else if (a === '--budget-kb') o.budgetKB = num();
    else if (a === '--budget-ms') o.budgetMs = num();
    else if (a === '-h' || a === '--help') {
      console.log('usage: measure-page.mjs [site dir] [--loads N] [--budget-kb KB] [--budget-ms MS]');
      process.exit(0);
    } else if (!a.startsWith('-')) o.dir = resolve(a);
    else throw new Error(`unknown option ${a}`);
  }
  return o;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (n) => (n / 1000).toFixed(1);

// One visit in a fresh context: the time to the first frame, and (when asked) every response.
async function visit(env, { record = false, reload = false } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const responses = [];
  const errors = [];
  if (record) context.on('response', (r) => responses.push(r));
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const firstFrame = async () => {
    await page.evaluate(() => window.marblesReady);
    return page.evaluate(() => performance.getEntriesByName('marbles-first-frame')[0]?.startTime);
  };
  try {
    await page.goto(env.url);
    const ms = await firstFrame();
    if (typeof ms !== 'number') throw new Error('the page did not mark its first frame');
    const out = { ms, responses, errors };
    if (record || reload) {
      // The service worker's install fetches every file: wait until it controls the page.
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
        timeout: 20000,
      });
    }
    if (record) {
      // The bodies, while the context is open.
      out.files = new Map();
      const pathOf = (url) => new URL(url).pathname.replace(/\/$/, '/index.html');
      const again = async (url) => Buffer.from(await (await fetch(url)).arrayBuffer());
      for (const r of responses) {
        const path = pathOf(r.url());
        if (out.files.has(path) || r.status() >= 300) continue;
        // Playwright has no body for the service worker's own fetches: the same URL again.
        let body = r.request().serviceWorker() ? null : await r.body().catch(() => null);
        out.files.set(path, body ?? (await again(r.url())));
      }
      // Playwright does not always report the worker's script or every precache fetch: the
      // worker's script and its cache's contents are loaded by the first visit all the same.
      const loaded = await page.evaluate(async () => {
        const urls = [navigator.serviceWorker.controller.scriptURL];
        for (const name of await caches.keys()) {
          for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
        }
        return urls;
      });
      for (const url of loaded) {
        if (!out.files.has(pathOf(url))) out.files.set(pathOf(url), await again(url));
      }
    }
    if (reload) {
      await page.reload();
      out.reloadMs = await firstFrame();
    }
    return out;
  } finally {
    await context.close();
  }
}

async function main() {
  let o;
  try {
    o = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(String(e.message));
    return 2;
  }
  const env = await start({ dir: o.dir });
  let failed = false;
  try {
    const first = await visit(env, { record: true, reload: true });
    const times = [first.ms];
    for (let i = 1; i < o.loads; i++) times.push((await visit(env)).ms);

    const rows = [...first.files].map(([path, body]) => ({
      path,
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    }));
    rows.sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((t, r) => t + r.gzip, 0);
    const raw = rows.reduce((t, r) => t + r.bytes, 0);
    console.log(`site: ${o.dir}`);
    console.log(`first visit: ${first.responses.length} responses, ${rows.length} files`);
    console.log('file'.padEnd(28) + 'bytes'.padStart(10) + 'gzip -9'.padStart(10));
    for (const r of rows) {
      console.log(r.path.padEnd(28) + String(r.bytes).padStart(10) + String(r.gzip).padStart(10));
    }
    console.log('total'.padEnd(28) + String(raw).padStart(10) + String(total).padStart(10));
    const weightOk = total <= o.budgetKB * 1000;
    console.log(
      `page weight: ${kb(total)} KB gzip (budget ${o.budgetKB} KB, ` +
        `${kb(o.budgetKB * 1000 - total)} KB left): ${weightOk ? 'ok' : 'OVER BUDGET'}`,
    );
    const m = median(times);
    const timeOk = m <= o.budgetMs;
    console.log(
      `first frame after navigation, ${times.length} cold loads: ` +
        `${times.map((t) => Math.round(t)).join(', ')} ms; median ${Math.round(m)} ms ` +
        `(budget ${o.budgetMs} ms): ${timeOk ? 'ok' : 'OVER BUDGET'}`,
    );
    console.log(`first frame of a reload served by the service worker: ${Math.round(first.reloadMs)} ms`);
    if (first.errors.length) {
      console.log(`console errors: ${first.errors.join(' | ')}`);
      failed = true;
    }
    failed ||= !weightOk || !timeOk;
  } catch (e) {
    console.error(`measure-page: ${e.stack ?? e}`);
    failed = true;
  } finally {
    await env.close();
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
