// Every string that enters the engine from JavaScript is bounded (src/core/input.h, the exports
// of src/platform/web/main.cpp, the calling helper of web/boot.js). Through each entry point, a
// string of 1,400,000 characters (a URL's worth: Chromium takes URLs up to 2 MB) and, where a
// page can hand one over (the JS API, postMessage, the paste box, the typed move), one of 64 MB:
// the answer names the limit, the game on screen is unchanged, the canvas still draws, a legal
// move still plays, and no page error is seen (before, the strings were copied onto the
// WebAssembly stack: "memory access out of bounds", and the page was dead). A NUL byte is
// refused with its line and column wherever a record or a move comes in (it used to cut the
// text short). The last test measures calls of every length up to 64 MB.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { collectErrors, open, serveForFile, site } from './harness.mjs';

const LONG = 1_400_000;
const HUGE = 64 * 2 ** 20;
const LIMIT = {
  move: /at most 256 bytes/,
  record: /at most 1,048,576 bytes \(1 MiB\)/,
  name: /at most 1,024 bytes/,
};
const NUL_MESSAGE = 'a NUL character (byte 0) is not allowed';

// parent: the embedding site's origin, for postMessage.
const { env, parent } = serveForFile({ parent: true });

// What must not change: the game, its record, the cursor, the screen and the app's version.
const snapshot = (target, withVersion = true) => target.evaluate((v) => {
  const m = window.marbles;
  const s = m.state();
  return {
    screen: s.screen, game: s.game, variant: s.variant, ply: s.ply, length: s.length,
    moves: s.moves, record: m.saveFull(), ...(v ? { version: m.version() } : {}),
  };
}, withVersion);

// The page still works: a board on screen draws (captureBoard answers after the next frame)
// and a legal move plays. On the start screen a game is opened first.
async function stillWorks(target, what) {
  const r = await target.evaluate(async () => {
    const m = window.marbles;
    if (m.state().screen !== 'game') {
      const n = m.newGame('wali', 'default');
      if (!n.ok) return `newGame: ${n.error}`;
    }
    const timeout = new Promise((ok) => setTimeout(() => ok(null), 10000));
    const blob = await Promise.race([m.captureBoard(), timeout]);
    if (!blob || !blob.size) return 'the canvas drew no frame in 10 s';
    const s = m.state();
    const p = m.play(s.legal[0]);
    if (!p.ok) return `the legal move ${s.legal[0]} was refused: ${p.error}`;
    if (m.state().ply !== s.ply + 1) return `the legal move ${s.legal[0]} did not play`;
    return 'ok';
  });
  assert.equal(r, 'ok', `${what}: the page no longer works`);
}

const pageErrors = (page) => page.errors.filter((e) => !/Failed to load resource/.test(e));

// A page with a game of Wali two moves in (so that "unchanged" means something).
async function wali(query = '') {
  const page = await open(env, { query: `index.html?game=wali${query}` });
  await page.evaluate(() => window.marblesShim.ready);
  await page.evaluate(() => {
    window.marbles.play('C3');
    window.marbles.play('D4');
  });
  return page;
}

// The texts of the alerts shown, their first and last characters when long (a refused move's
// alert holds the move).
const alerts = (page) => page.evaluate(() => [...document.querySelectorAll('.mb-box[role=alert] p')]
  .map((e) => (e.textContent.length > 400 ? `${e.textContent.slice(0, 150)}…${e.textContent.slice(-250)}` : e.textContent)));

// ---------------------------------------------------------------------------------------
// The JS API

// Calls marbles[fn] with the arguments, the one at `at` replaced by a string of n characters
// made in the page; the answer and the call's time.
const callLong = (target, fn, args, at, n, char = 'A') => target.evaluate(([f, a, i, k, c]) => {
  const list = a.slice();
  list[i] = c.repeat(k);
  const t0 = performance.now();
  try {
    const r = window.marbles[f](...list);
    return { r, ms: performance.now() - t0 };
  } catch (e) {
    return { threw: String(e), ms: performance.now() - t0 };
  }
}, [fn, args, at, n, char]);

const API = [
  ['play', ['x'], 0, 'move'],
  ['load', ['x'], 0, 'record'],
  ['newGame', ['x', 'default'], 0, 'name'],
  ['newGame', ['wali', 'x'], 1, 'name'],
  ['setOption', ['x', '1'], 0, 'name'],
  ['setOption', ['lang', 'x'], 1, 'name'],
  ['cellCenter', ['x'], 0, 'name'],
  ['widgetCenter', ['x'], 0, 'name'],
];

for (const [fn, args, at, kind] of API) {
  test(`API: marbles.${fn}(${args.map((a, i) => (i === at ? '<long>' : JSON.stringify(a))).join(', ')}) of 1.4 M and 64 M characters`, async () => {
    const page = await wali();
    for (const n of [LONG, HUGE]) {
      const before = await snapshot(page);
      const { r, threw } = await callLong(page, fn, args, at, n);
      assert.equal(threw, undefined, `${n} characters: the call threw`);
      assert.equal(r.ok, false, `${n} characters: accepted`);
      assert.match(r.error, LIMIT[kind], `${n} characters`);
      assert.equal(r.error_local, r.error);  // the page is in English
      assert.deepEqual(await snapshot(page), before, `${n} characters: the game changed`);
      await stillWorks(page, `${fn}, ${n} characters`);
    }
    assert.deepEqual(pageErrors(page), []);
    await page.context().close();
  });
}

test('API: the refusal in the page\'s language too (French)', async () => {
  const page = await wali('&lang=fr');
  const before = await snapshot(page);
  const { r } = await callLong(page, 'play', ['x'], 0, LONG);
  assert.match(r.error, LIMIT.move);
  assert.equal(r.error_local, 'le coup est trop long\u00a0: 256 octets au plus');
  const { r: rec } = await callLong(page, 'load', ['x'], 0, HUGE);
  assert.match(rec.error, LIMIT.record);
  assert.match(rec.error_local, /^le texte de la partie est trop long\u00a0: 1\u00a0048\u00a0576 octets \(1\u00a0Mio\) au plus$/);
  assert.deepEqual(await snapshot(page), before);
  await stillWorks(page, 'French');
  assert.deepEqual(pageErrors(page), []);
  await page.context().close();
});

// ---------------------------------------------------------------------------------------
// URL parameters (1.4 M characters: Chromium's URLs stop at 2 MB). The document itself is
// served by the test (Node's server refuses request lines over 16 KB; static hosts too), its
// files by the site's server.

async function openLong(query) {
  const html = await readFile(join(site, 'index.html'));
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  collectErrors(page);
  await page.route((url) => url.search.length > 4096, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${env.url}index.html?${query}`);
  await page.evaluate(() => window.marblesReady);
  await page.evaluate(() => window.marblesShim.ready);
  return page;
}

const URL_CASES = [
  // [parameter, the rest of the query, the long value, what the notice must say, the query of
  // the page as it is before the refused call]
  ['game', '', 'A'.repeat(LONG), /Parameter “game”: unknown game “A{20}/, ''],
  ['variant', 'game=wali&', 'A'.repeat(LONG), /Parameter “variant”: the variant is too long: at most 1,024 bytes\.$/, ''],
  ['record', '', 'A'.repeat(LONG), /Parameter “record”: the record is too long: at most 1,048,576 bytes \(1 MiB\)\.$/, ''],
  ['moves', 'game=wali&', 'A'.repeat(LONG), /Parameter “moves”: move 1 “A{80}…”: the move is too long: at most 256 bytes\.$/, 'game=wali&'],
  ['ai', 'game=wali&', '1,'.repeat(LONG / 2 - 1) + '11', /Parameter “ai”: the option value is too long: at most 1,024 bytes\.$/, 'game=wali&'],
  ['ai_time', 'game=wali&', 'A'.repeat(LONG), /Parameter “ai_time”: the option value is too long: at most 1,024 bytes\.$/, 'game=wali&'],
];

for (const [name, rest, value, notice, reference] of URL_CASES) {
  test(`URL: ${name}= of ${value.length} characters`, async () => {
    // The page before the call the long parameter makes (the same way to the page).
    const plain = await openLong(`${reference}x=${'y'.repeat(5000)}`);
    const expected = await snapshot(plain, false);
    await plain.context().close();

    const t0 = Date.now();
    const page = await openLong(`${rest}${name}=${value}`);
    const ms = Date.now() - t0;
    assert.deepEqual(await snapshot(page, false), expected, 'the game on screen is not the one without the parameter');
    const shown = await alerts(page);
    assert.ok(shown.some((a) => notice.test(a)), `no notice like ${notice}: ${JSON.stringify(shown)}`);
    await stillWorks(page, `${name}=`);
    assert.deepEqual(pageErrors(page), []);
    await page.context().close();
    console.log(`# URL ${name}=: ${value.length} characters, page ready in ${ms} ms`);
  });
}

// ---------------------------------------------------------------------------------------
// postMessage (api=1, a parent of another origin)

function parentPage(src) {
  return `<!doctype html><meta charset="utf-8"><title>parent</title>
<script>window.got = []; addEventListener('message', (e) => got.push(e.data));</script>
<body style="margin:0"><iframe id="f" src="${src}" style="width:700px;height:600px;border:0"></iframe>`;
}

async function embedded() {
  const src = `${env.url}index.html?embed=1&api=1&game=wali&parentOrigin=${parent.origin}`;
  parent.pages['/input.html'] = parentPage(src);
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  collectErrors(page);
  await page.goto(`${parent.origin}/input.html`);
  await page.waitForFunction(() => window.got.some((m) => m && m.type === 'ready'), null, { timeout: 120000 });
  const frame = page.frames().find((f) => f.url().startsWith(env.url));
  await frame.evaluate(() => window.marblesShim.ready);
  await frame.evaluate(() => {
    window.marbles.play('C3');
    window.marbles.play('D4');
  });
  return { page, frame };
}

// Posts {type: 'load', record, id} from the parent (the record made there: n times `char`, or
// the text given) and waits for the answer with that id.
async function postLoad(page, id, { n, char = 'A', text }) {
  return page.evaluate(async ([i, k, c, t]) => {
    const record = t ?? c.repeat(k);
    const t0 = performance.now();
    document.getElementById('f').contentWindow.postMessage({ type: 'load', record, id: i }, '*');
    for (let w = 0; w < 600; w++) {
      const m = window.got.find((x) => x && x.id === i);
      if (m) return { ...m, ms: performance.now() - t0 };
      await new Promise((ok) => setTimeout(ok, 50));
    }
    return { type: 'none', ms: performance.now() - t0 };
  }, [id, n, char, text]);
}

test('postMessage: load with a record of 1.4 M and 64 M characters', async () => {
  const { page, frame } = await embedded();
  for (const n of [LONG, HUGE]) {
    const before = await snapshot(frame);
    const m = await postLoad(page, `long-${n}`, { n });
    assert.equal(m.type, 'error', `${n} characters: ${JSON.stringify(m).slice(0, 300)}`);
    assert.match(m.error, /^load: the record is too long: at most 1,048,576 bytes \(1 MiB\)$/);
    assert.deepEqual(await snapshot(frame), before, `${n} characters: the game changed`);
    await stillWorks(frame, `postMessage, ${n} characters`);
  }
  assert.deepEqual(pageErrors(page), []);
  await page.context().close();
});

// ---------------------------------------------------------------------------------------
// The Open dialog's paste box and the typed move

// Chromium lays out a text area of 64 MB in about a minute and a half (on the test machine,
// busy): the clicks wait that long.
async function paste(page, { n, char = 'A', text }) {
  await page.evaluate(() => window.marblesShim.open());
  await page.evaluate(([k, c, t]) => {
    document.getElementById('mb-paste').value = t ?? c.repeat(k);
  }, [n, char, text]);
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Open', exact: true }).click({ timeout: 600000 });
  const error = await page.locator('dialog .mb-error').textContent();
  const ms = Date.now() - t0;
  await page.getByRole('button', { name: 'Cancel', exact: true }).click({ timeout: 600000 });
  return { error, ms };
}

test('paste box: a record of 1.4 M and 64 M characters', async () => {
  const page = await wali();
  for (const n of [LONG, HUGE]) {
    const before = await snapshot(page);
    const { error, ms } = await paste(page, { n });
    assert.equal(error, 'This game cannot be opened: the record is too long: at most 1,048,576 bytes (1 MiB). The game on screen is unchanged.');
    assert.deepEqual(await snapshot(page), before, `${n} characters: the game changed`);
    await stillWorks(page, `paste box, ${n} characters`);
    console.log(`# paste box: ${n} characters refused in ${ms} ms`);
  }
  assert.deepEqual(pageErrors(page), []);
  await page.context().close();
});

async function typeMove(page, { n, char = 'A', text }) {
  await page.focus('#mb-move-input', { timeout: 600000 });
  const value = await page.evaluate(([k, c, t]) => {
    const input = document.getElementById('mb-move-input');
    input.removeAttribute('aria-invalid');
    input.value = t ?? c.repeat(k);
    return input.value.length;
  }, [n, char, text]);
  const t0 = Date.now();
  await page.keyboard.press('Enter', { timeout: 600000 });
  await page.waitForFunction(() => document.getElementById('mb-move-input').getAttribute('aria-invalid') === 'true' ||
    document.getElementById('mb-move-input').value === '', null, { timeout: 600000 });
  return { value, ms: Date.now() - t0 };
}

test('typed move: 1.4 M and 64 M characters', async () => {
  const page = await wali();
  for (const n of [LONG, HUGE]) {
    const before = await snapshot(page);
    const { value, ms } = await typeMove(page, { n });
    assert.equal(value, n);
    const shown = await alerts(page);
    assert.match(shown.at(-1), /: the move is too long: at most 256 bytes\.$/);
    assert.deepEqual(await snapshot(page), before, `${n} characters: the game changed`);
    await page.evaluate(() => { document.getElementById('mb-move-input').value = ''; });
    await stillWorks(page, `typed move, ${n} characters`);
    console.log(`# typed move: ${n} characters refused in ${ms} ms`);
  }
  assert.deepEqual(pageErrors(page), []);
  await page.context().close();
});

// ---------------------------------------------------------------------------------------
// NUL bytes: refused with their place, never cutting the text short

// A 40-action game of Wali (seeded choices) and the same record with a NUL in the middle: the
// record, where the NUL is (line, column), and the actions before it.
async function recordWithNul(page) {
  return page.evaluate(() => {
    const m = window.marbles;
    m.newGame('wali', 'default');
    let seed = 7;
    for (let i = 0; i < 40; i++) {
      const legal = m.state().legal;
      seed = (seed * 1103515245 + 12345) % 2147483648;
      m.play(legal[seed % legal.length]);
    }
    const record = m.saveFull();
    const lines = record.split('\n');
    const move = lines.findIndex((l, i) => i > lines.length / 2 && /^\d+\. /.test(l));
    const at = lines.slice(0, move).join('\n').length + 1 + lines[move].indexOf(' ') + 1;
    m.newGame('yote', 'default');  // the game on screen is another one
    m.play(m.state().legal[0]);
    return { record: record.slice(0, at) + '\0' + record.slice(at), length: m.state().length, line: move + 1, column: lines[move].indexOf(' ') + 2 };
  });
}

test('NUL: a 40-action record with a NUL in the middle is refused through the API, the paste box, postMessage and the URL', async () => {
  const page = await open(env, { query: 'index.html' });
  await page.evaluate(() => window.marblesShim.ready);
  const { record, line, column } = await recordWithNul(page);
  const where = `line ${line}, column ${column}: ${NUL_MESSAGE}`;
  assert.ok(line > 5, `the NUL is in the moves (line ${line})`);

  let before = await snapshot(page);
  const r = await page.evaluate((t) => window.marbles.load(t), record);
  assert.equal(r.ok, false, `loaded as ${(await snapshot(page)).length} actions`);
  assert.equal(r.error, where);
  assert.deepEqual(await snapshot(page), before);

  const { error } = await paste(page, { text: record });
  assert.equal(error, `This game cannot be opened: ${where}. The game on screen is unchanged.`);
  assert.deepEqual(await snapshot(page), before);
  await stillWorks(page, 'NUL');
  assert.deepEqual(pageErrors(page), []);
  await page.context().close();

  const { page: parentPage, frame } = await embedded();
  before = await snapshot(frame);
  const m = await postLoad(parentPage, 'nul', { text: record });
  assert.equal(m.type, 'error', `loaded as ${(await snapshot(frame)).length} actions`);
  assert.equal(m.error, `load: ${where}`);
  assert.deepEqual(await snapshot(frame), before);
  assert.deepEqual(pageErrors(parentPage), []);
  await parentPage.context().close();

  const url = await openLong(`record=${encodeURIComponent(record)}`);
  const s = await snapshot(url, false);
  assert.equal(s.screen, 'start', `loaded as ${s.length} actions`);
  const shown = await alerts(url);
  assert.ok(shown.includes(`Parameter “record”: ${where}.`), JSON.stringify(shown));
  assert.deepEqual(pageErrors(url), []);
  await url.context().close();
});

test('NUL: play("C3\\0junk") is refused through the API, the typed move and the URL', async () => {
  const where = `line 1, column 3: ${NUL_MESSAGE}`;
  const page = await open(env, { query: 'index.html?game=wali' });
  await page.evaluate(() => window.marblesShim.ready);
  let before = await snapshot(page);
  const r = await page.evaluate(() => window.marbles.play('C3\0junk'));
  assert.equal(r.ok, false, `played: ${JSON.stringify((await snapshot(page)).moves)}`);
  assert.equal(r.error, where);
  assert.deepEqual(await snapshot(page), before);

  const { value } = await typeMove(page, { text: 'C3\0junk' });
  assert.equal(value, 7);  // the field keeps the NUL
  assert.deepEqual((await snapshot(page)).moves, [], 'the typed move was played');
  assert.equal((await alerts(page)).at(-1), `“C3\0junk” cannot be played: ${where}.`);
  before = await snapshot(page);
  assert.deepEqual(await snapshot(page), before);
  assert.deepEqual(pageErrors(page), []);
  await page.context().close();

  const url = await openLong('game=wali&moves=C3%00junk');
  assert.deepEqual((await snapshot(url)).moves, [], 'the move in the URL was played');
  assert.ok((await alerts(url)).includes(`Parameter “moves”: move 1 “C3\0junk”: ${where}.`));
  assert.deepEqual(pageErrors(url), []);
  await url.context().close();
});

// ---------------------------------------------------------------------------------------
// Measured: every API entry point with strings from 0 to 64 MB (ASCII, and two- and
// three-byte characters at the limits, where the engine counts bytes), in one page.

test('every length up to 64 MB through every API entry point: refused or answered, never a crash', async () => {
  const page = await wali();
  const limits = { move: 256, record: 1 << 20, name: 1024 };
  const rows = [];
  const t0 = Date.now();
  for (const [fn, args, at, kind] of API) {
    const limit = limits[kind];
    const lengths = [
      [0, 'A'], [1, 'A'], [limit - 1, 'A'], [limit, 'A'], [limit + 1, 'A'], [limit / 2, 'é'],
      [limit / 2 + 1, 'é'], [Math.floor(limit / 3) + 1, '€'], [2 * limit, 'A'], [LONG, 'A'],
      [4 * 2 ** 20, 'A'], [16 * 2 ** 20, 'A'], [HUGE, 'A'], [HUGE, 'é'],
    ];
    let refusedMs = 0;  // the slowest refusal by the boundary
    let parsedMs = 0;   // the slowest call that passed it (and was answered by the app)
    for (const [n, char] of lengths) {
      const bytes = n * new TextEncoder().encode(char).length;
      const { r, threw, ms } = await callLong(page, fn, args, at, n, char);
      assert.equal(threw, undefined, `${fn} ${n}×${char}: threw`);
      if (bytes > limit) {
        assert.equal(r.ok, false, `${fn} ${n}×${char} (${bytes} bytes): accepted`);
        assert.match(r.error, LIMIT[kind], `${fn} ${n}×${char} (${bytes} bytes)`);
        refusedMs = Math.max(refusedMs, ms);
      } else {
        assert.doesNotMatch(r.error ?? '', /too long/, `${fn} ${n}×${char} (${bytes} bytes)`);
        parsedMs = Math.max(parsedMs, ms);
      }
      // A game on screen again (a load or newGame may have opened another or the start screen).
      await page.evaluate(() => {
        if (window.marbles.state().screen !== 'game') window.marbles.newGame('wali', 'default');
        window.marbles.setOption('lang', 'en');
      });
    }
    rows.push(`${fn} argument ${at + 1} (${kind}, limit ${limit} bytes): ${lengths.length} lengths from 0 to ${HUGE}; slowest refusal ${refusedMs.toFixed(1)} ms, slowest call within the limit ${parsedMs.toFixed(1)} ms`);
  }
  await stillWorks(page, 'after every length');
  assert.deepEqual(pageErrors(page), []);
  await page.context().close();
  for (const row of rows) console.log(`# ${row}`);
  console.log(`# all of it in ${Date.now() - t0} ms`);
});
