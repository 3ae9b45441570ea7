#!/usr/bin/env node
// The page's weight and speed, in headless Chromium (tests/web/harness.mjs) on 127.0.0.1:
//   node scripts/measure-page.mjs [site dir] [--loads N] [--budget-kb KB] [--budget-ms MS]
//                                 [--budget-frame-ms MS] [--budget-idle-pct PCT] [--no-frames]
//                                 [--report-times]
// Default: build/web/site (or $MARBLES_SITE), 5 loads, budgets 450 KB, 1000 ms, 20 ms, 1 %.
//  - weight: every response of a first visit in a fresh profile, the service worker's
//    precache included (it fetches every file of the build), each file counted once, its body
//    gzipped at level 9 (node:zlib): the total and each file, in KB of 1000 bytes. The rules
//    and about texts (texts/: fetched when a panel first shows one) and the modules of later/
//    (loaded when their feature is used: kiosk=1...), La poursuite's solver (solver/: when the
//    analysis board first weighs a single-round position) and the puzzles (puzzles/: fetched
//    when the puzzles are opened), precached by the service worker once the
//    page runs, are listed apart with their sizes, not in the total;
//  - speed: from navigation start to the first frame drawn (the page marks 'marbles-first-frame'
//    when window.marblesReady resolves), over N cold loads (fresh profile: no HTTP cache, no
//    service worker), and the median. Also printed, not budgeted: a reload served by the service
//    worker;
//  - idle CPU: the share of 10 s the page's main thread is busy (Chrome's CDP
//    Performance.getMetrics TaskDuration) on the start screen and in a game waiting for the
//    person (its frame loop sleeps then: src/platform/web/main.cpp);
//  - frames while the computer thinks: the strong level (1 s a move) plays six actions of each
//    game; every frame's own work (the app's requestAnimationFrame callback: input, the
//    search's slice of 4 ms, drawing) is recorded: the worst frame and the frames over the
//    budget (20 ms), with the search's own figures (state().search). A game with a frame over
//    the budget is measured again once (the 2-core test machine now and then stalls a process
//    for 10 to 60 ms, native code too); two frames over it in one game, or one again, exceed
//    the budget. These are wall-clock times: they follow the machine's load, which is why
//    they are here and not in the pass/fail browser tests (tests/web/ai.test.mjs).
// --report-times: the times (first frame, frames while thinking, idle CPU) are measured and printed but
// not budgeted: scripts/test runs it so, since its pass or fail must not follow the machine's
// load; the weight budget and the page's errors still count. Run it without to hold the times
// to their budgets.
// Exits with 1 when a budget is exceeded or the page fails, 2 on bad arguments.
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { busyShare, recordFrames, site as defaultSite, start } from '../tests/web/harness.mjs';

function parseArgs(argv) {
  const o = { dir: defaultSite, loads: 5, budgetKB: 450, budgetMs: 1000, budgetFrameMs: 20, budgetIdlePct: 1, frames: true, reportTimes: false };
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
    else if (a === '--budget-frame-ms') o.budgetFrameMs = num();
    else if (a === '--budget-idle-pct') o.budgetIdlePct = num();
    else if (a === '--no-frames') o.frames = false;
    else if (a === '--report-times') o.reportTimes = true;
    else if (a === '-h' || a === '--help') {
      console.log('usage: measure-page.mjs [site dir] [--loads N] [--budget-kb KB] [--budget-ms MS] [--budget-frame-ms MS] [--budget-idle-pct PCT] [--no-frames] [--report-times]');
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

// The main thread's busy share of 10 s on the start screen and in a game of Wali against the
// computer, waiting for the person after its answer; true when both are within the budget.
async function idleCpu(env, budgetPct) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(env.url);
    await page.evaluate(() => window.marblesReady);
    const call = (fn, ...args) => page.evaluate(([f, a]) => window.marbles[f](...a), [fn, args]);
    const settled = async () => {
      await page.waitForTimeout(1500);
      return 100 * (await busyShare(page, 10000));
    };
    const start = await settled();
    await call('newGame', 'wali', '');
    await call('setOption', 'ai_delay_ms', '0');
    await call('setOption', 'ai', '1');
    await call('play', 'C3');
    await page.waitForFunction(() => window.marbles.state().ply === 2, null, { timeout: 20000 });
    const game = await settled();
    const ok = start <= budgetPct && game <= budgetPct;
    console.log(`idle CPU (main thread busy over 10 s, CDP TaskDuration): start screen ${start.toFixed(2)} %, ` +
      `game ${game.toFixed(2)} % (budget ${budgetPct} %): ${ok ? 'ok' : 'OVER BUDGET'}`);
    return ok;
  } finally {
    await context.close();
  }
}

// The frames of the strong level thinking, game by game; true when within the budget.
async function thinkingFrames(env, budgetMs) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(recordFrames);
  await page.goto(env.url);
  await page.evaluate(() => window.marblesReady);
  const call = (fn, ...args) => page.evaluate(([f, a]) => window.marbles[f](...a), [fn, args]);
  const measure = (on) => page.evaluate(([v, budget]) => {
    const f = window.__frames;
    f.on = v;
    if (v) f.work = [];
    return { frames: f.work.length, worst: Math.max(0, ...f.work), over: f.work.filter((w) => w > budget).length };
  }, [on, budgetMs]);
  const think = async (game) => {
    await call('newGame', game, '');
    for (const [name, value] of [['ai_level', 'strong'], ['ai_time', '1'], ['ai_delay_ms', '0']]) {
      await call('setOption', name, value);
    }
    await measure(true);
    await call('setOption', 'ai', '0,1');
    const t0 = Date.now();
    let s = await call('state');
    while (s.ply < 6 && !s.terminal) {
      if (Date.now() - t0 > 120000) throw new Error(`${game}: the computer did not play six actions in 2 minutes`);
      await page.waitForTimeout(50);
      s = await call('state');
    }
    const m = await measure(false);
    await call('setOption', 'ai', 'off');
    const k = s.search;
    console.log(`  ${game.padEnd(10)} ${String(m.frames).padStart(4)} frames, worst ${m.worst.toFixed(1).padStart(5)} ms, ` +
      `over ${budgetMs} ms: ${m.over}; search: ${k.slices} slices, ${k.median_ms} ms median, ${k.worst_ms} ms longest`);
    return m;
  };
  let ok = true;
  try {
    console.log(`frames with the strong level thinking (1 s a move, six actions a game; budget: none over ${budgetMs} ms):`);
    const games = (await call('games')).filter((g) => g.playable).map((g) => g.id);  // the game list's order
    for (const game of games) {
      let m = await think(game);
      if (m.over === 1) {
        console.log(`  ${game}: one frame over ${budgetMs} ms, measured again`);
        m = await think(game);
      }
      if (m.over > 0) {
        console.log(`  ${game}: ${m.over} frames over ${budgetMs} ms (worst ${m.worst.toFixed(1)} ms): OVER BUDGET`);
        ok = false;
      }
    }
    if (errors.length) {
      console.log(`page errors: ${errors.join(' | ')}`);
      ok = false;
    }
    console.log(`frames while the computer thinks: ${ok ? 'ok' : 'OVER BUDGET'}`);
  } finally {
    await context.close();
  }
  return ok;
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
    // The rules and about texts (texts/) are fetched when a panel first shows one, the modules
    // of later/ when their feature is used (kiosk=1...), the lessons when one opens, the puzzles
    // (puzzles/) when they are opened; the service worker precaches them after the start: listed,
    // not in the page weight.
    const onDemand = (r) => /^\/(texts\/|later\/|solver\/|puzzles\/|lessons\.json$)/.test(r.path);
    const later = rows.filter(onDemand);
    const page = rows.filter((r) => !onDemand(r));
    const sum = (list, key) => list.reduce((t, r) => t + r[key], 0);
    const total = sum(page, 'gzip');
    const raw = sum(page, 'bytes');
    const line = (name, bytes, gzip) => console.log(name.padEnd(28) + String(bytes).padStart(10) + String(gzip).padStart(10));
    console.log(`site: ${o.dir}`);
    console.log(`first visit: ${first.responses.length} responses, ${rows.length} files`);
    console.log('file'.padEnd(28) + 'bytes'.padStart(10) + 'gzip -9'.padStart(10));
    for (const r of page) line(r.path, r.bytes, r.gzip);
    line('total', raw, total);
    console.log(`on demand (the rules and about texts, fetched when shown, the modules of later/, the solver and the puzzles, loaded when used; precached by the service worker; not in the total): ${later.length} files`);
    for (const r of later) line(r.path, r.bytes, r.gzip);
    line('on demand, total', sum(later, 'bytes'), sum(later, 'gzip'));
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
    failed ||= !weightOk || (!timeOk && !o.reportTimes);
    if (!(await idleCpu(env, o.budgetIdlePct)) && !o.reportTimes) failed = true;
    if (o.frames && !(await thinkingFrames(env, o.budgetFrameMs)) && !o.reportTimes) failed = true;
    if (o.reportTimes) console.log('times reported, not budgeted (--report-times)');
  } catch (e) {
    console.error(`measure-page: ${e.stack ?? e}`);
    failed = true;
  } finally {
    await env.close();
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
