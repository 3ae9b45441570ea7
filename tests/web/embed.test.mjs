// Embedding (docs/EMBED.md): index.html?embed=1 with each parameter; the postMessage API in a
// parent page of another origin (events out, commands in, other origins ignored); a sandboxed
// frame where storage throws; examples/embed-demo.html.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { join } from 'node:path';
import { api, frames, open, rng, root, serveHtml, shots, start } from './harness.mjs';

let env;
let parent;  // pages of another origin (the embedding site)
let other;   // and a third origin
before(async () => {
  env = await start();
  parent = await serveHtml();
  other = await serveHtml();
});
after(async () => {
  await env?.close();
  await parent?.close();
  await other?.close();
});

async function embed(query, options = {}) {
  const page = await open(env, { ...options, query: `index.html?embed=1&${query}` });
  await page.evaluate(() => window.marblesShim.ready);
  return page;
}

const options = (page) => page.evaluate(() => window.marblesShim.options);
const alerts = (page) => page.locator('.mb-box[role=alert]').allTextContents();

const WALI = '[Format "marbles/1"]\n[Game "wali"]\n[Variant "1980"]\n\n1. C3\n2. D4\n3. A1\n4. F5\n';

test('embed: game, variant, record, moves and ply', async () => {
  let page = await embed('game=yote&variant=5x5');
  let s = await api(page, 'state');
  assert.equal(s.game, 'yote');
  assert.equal(s.variant, '5x5');
  assert.equal(s.screen, 'game');
  assert.equal((await options(page)).embed.value, '1');  // the compact layout was asked for
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('mb-embed')), true);
  await page.context().close();

  page = await embed(`record=${encodeURIComponent(WALI)}`);
  assert.equal(await api(page, 'saveFull'), WALI);
  await page.context().close();

  // Space- and comma-separated moves (a + in a query is a space), then a ply to start at.
  for (const moves of ['C3+D4+A1+F5', 'C3,D4,A1,F5', 'C3%2C%20D4%20A1,F5']) {
    page = await embed(`game=wali&variant=1980&moves=${moves}&ply=2`);
    s = await api(page, 'state');
    assert.equal(s.length, 4, moves);
    assert.equal(s.ply, 2, moves);
    assert.deepEqual(s.moves, ['C3', 'D4']);
    assert.equal(await api(page, 'saveFull'), WALI);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
  // moves after a record continue it; ply=0 is the start.
  page = await embed(`record=${encodeURIComponent(WALI)}&moves=B2&ply=0`);
  s = await api(page, 'state');
  assert.equal(s.length, 5);
  assert.equal(s.ply, 0);
  // A share link's fragment works in a frame too.
  const link = await page.evaluate(() => window.marblesShim.shareLink());
  await page.context().close();
  page = await embed(`mode=replay${link.slice(link.indexOf('#'))}`);
  s = await api(page, 'state');
  assert.equal(s.length, 5);
  assert.equal(s.ply, 0);
  await page.context().close();
  // ...and moves continue the link's game, before its cursor is applied.
  page = await embed(`moves=A2${link.slice(link.indexOf('#'))}`);
  s = await api(page, 'state');
  assert.equal(s.length, 6);
  assert.equal(s.ply, 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('embed: mode, lang, theme and ai', async () => {
  for (const mode of ['play', 'replay', 'view']) {
    const page = await embed(`game=wali&mode=${mode}`);
    const o = (await options(page)).mode;
    // Asked of the app; until the app knows the option it answers "unknown option", and a
    // view-only board then takes no pointer input at all.
    assert.equal(o.value, mode);
    assert.ok(o.ok || /unknown option/.test(o.error), o.error);
    const s = await api(page, 'state');
    if ('mode' in s) assert.equal(s.mode, mode);
    if (mode === 'view' && !o.ok) {
      assert.equal(await page.evaluate(() => getComputedStyle(document.getElementById('canvas')).pointerEvents), 'none');
    }
    assert.deepEqual(await alerts(page), []);
    await page.context().close();
  }
  for (const lang of ['fr', 'en']) {
    const page = await embed(`game=yote&lang=${lang}`, { context: { locale: lang === 'fr' ? 'en-US' : 'fr-FR' } });
    assert.equal((await api(page, 'state')).lang, lang);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    await page.context().close();
  }
  for (const [theme, scheme, expected] of [['light', 'dark', 'light'], ['dark', 'light', 'dark'], ['auto', 'light', 'light'], ['auto', 'dark', 'dark']]) {
    const page = await embed(`game=wali&theme=${theme}`, { context: { colorScheme: scheme } });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), expected);
    const o = (await options(page)).theme;
    assert.equal(o.value, expected);
    assert.ok(o.ok || /unknown option/.test(o.error), o.error);
    assert.deepEqual(await alerts(page), []);
    await page.context().close();
  }
  // ai=1: the computer plays side 1 (intermediate, the default); ai=random:0: it plays side 0
  // at the random level, and starts; ai=strong:1 with ai_time=0.5: strong, half a second.
  let page = await embed('game=wali&ai=1');
  assert.equal((await api(page, 'state')).ai, '1');
  await api(page, 'play', 'C3');
  await page.waitForFunction(() => window.marbles.state().ply === 2, null, { timeout: 10000 });
  await page.context().close();
  page = await embed('game=wali&ai=strong:1&ai_time=0.5');
  let s = await api(page, 'state');
  assert.deepEqual([s.ai, s.ai_level, s.ai_time], ['1', 'strong', 0.5]);
  await api(page, 'play', 'C3');
  await page.waitForFunction(() => window.marbles.state().ply === 2, null, { timeout: 20000 });
  await page.context().close();
  // dice=typed: real dice, the rolls entered (Wykersham's roll-off waits for its key).
  page = await embed('game=wykersham&dice=typed');
  s = await api(page, 'state');
  assert.equal(s.dice, 'typed');
  assert.deepEqual(s.legal, ['red', 'green']);
  await page.context().close();
  page = await embed('game=poursuite&ai=random:0');
  assert.equal((await api(page, 'state')).ai_level, 'random');
  assert.equal((await api(page, 'state')).ai, '0');
  await page.waitForFunction(() => window.marbles.state().ply === 1, null, { timeout: 10000 });
  // Only a game being played has a computer opponent.
  await page.context().close();
  page = await embed('game=poursuite&ai=0&mode=view');
  assert.equal((await api(page, 'state')).ai, 'off');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('embed: a bad parameter names itself, and the page still plays', async () => {
  const cases = [
    ['game=chess', /Parameter “game”: unknown game “chess” \(known: wali, yote, poursuite, quits, wykersham, offboard\)/],
    ['game=wali&variant=9x9', /Parameter “variant”: unknown Wali variant '9x9'/],
    ['record=hello', /Parameter “record”: line 1/],
    ['game=wali&moves=C3+D4+C3', /Parameter “moves”: move 3 “C3”: 'C3': the cell is occupied/],
    ['game=wali&moves=C3&ply=7', /Parameter “ply”: “7” is not a move number from 0 to 1/],
    ['game=wali&ply=-1', /Parameter “ply”/],
    ['game=wali&mode=edit', /Parameter “mode”: “edit” is not one of play, replay, view/],
    ['game=wali&lang=de', /Parameter “lang”: “de” is not one of fr, en/],
    ['game=wali&theme=pink', /Parameter “theme”/],
    ['game=wali&ai=grandmaster:1', /Parameter “ai”: unknown computer level “grandmaster” \(known: beginner, intermediate, strong, random\)/],
    ['game=wykersham&dice=loaded', /Parameter “dice”: “loaded” is not one of rolled, typed/],
    ['game=wali&ai=strong:1&ai_time=0', /Parameter “ai_time”: bad value "0" for option ai_time/],
    ['game=wali&ai=7', /Parameter “ai”: bad value "7" for option ai/],
    ['game=wali&lang=fr&ai=x', /Paramètre « ai » : « x » n’est pas une de ces valeurs/],
    // In French, the engine's and the page's parts alike.
    ['game=wali&lang=fr&moves=C3+D4+C3', /^Paramètre « moves » : coup 3 « C3 » : «\u00a0C3\u00a0»\u00a0: la case est occupée\./],
    ['game=wali&lang=fr&ai=strong:1&ai_time=0', /^Paramètre « ai_time » : valeur incorrecte «\u00a00\u00a0» pour ai_time \(les secondes du niveau fort par coup, de 0,1 à 60\)\./],
    ['game=wali&lang=fr&ai=7', /^Paramètre « ai » : valeur incorrecte «\u00a07\u00a0» pour ai \(off, ou les places de l’ordinateur de 0 à 1, séparées par des virgules\u00a0: 1 ou 1,2,3\)\./],
    ['game=wali&lang=fr&variant=9x9', /^Paramètre « variant » : variante de wali inconnue\u00a0: «\u00a09x9\u00a0»/],
    ['game=wali&api=1&parentOrigin=nowhere', /Parameter “parentOrigin”/],
  ];
  for (const [query, pattern] of cases) {
    const page = await embed(query);
    const messages = await alerts(page);
    assert.equal(messages.length, 1, `${query}: ${messages}`);
    assert.match(messages[0], pattern, query);
    if ((await api(page, 'state')).screen !== 'game') await api(page, 'newGame', 'yote', 'default');
    const s = await api(page, 'state');
    assert.ok((await api(page, 'play', s.legal[0])).ok, query);
    assert.deepEqual(page.errors, [], query);
    await page.context().close();
  }
});

test('embed: the one-line status is shortened to fit before it is cut', async () => {
  // 360 px wide: the whole line fits in English; in French the side's name alone (its piece is
  // drawn before the line).
  const lines = {};
  for (const [lang, width] of [['en', 360], ['fr', 360], ['fr', 420], ['fr', 1000]]) {
    const page = await embed(`game=yote&moves=@C3+@D3&lang=${lang}`, { width, height: 740, scale: 2 });
    await frames(page, 3);
    lines[`${lang}${width}`] = (await api(page, 'state')).status_line;
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
  assert.equal(lines.en360, 'Light to play · Place or move');
  assert.equal(lines.fr420, 'Au tour des clairs · Poser ou déplacer');
  assert.equal(lines.fr360, 'Clairs · Poser ou déplacer');  // it was cut: « Poser ou dépl… »
  assert.equal(lines.fr1000, '');  // the wide layout has the panel instead
});

test('embed: 320 × 320 and a phone, no console error', async () => {
  for (const [w, h, scale] of [[320, 320, 2], [360, 740, 2], [720, 480, 1]]) {
    const page = await embed('game=yote&moves=@C3+@D3&lang=fr', { width: w, height: h, scale });
    await frames(page, 3);
    await page.screenshot({ path: join(shots, `embed-${w}x${h}.png`) });
    // An error message fits too.
    await page.evaluate(() => window.marblesShim.openText('[Format "marbles/1"]\n[Game "yote"]\n1. C3\n'));
    const box = await page.locator('.mb-box[role=alert]').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= w, `the message is ${box.width}px wide in ${w}px`);
    await page.screenshot({ path: join(shots, `embed-${w}x${h}-message.png`) });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

// A parent page of another origin holding frames; it records the messages it gets.
function parentPage(frameHtml) {
  return `<!doctype html><meta charset="utf-8"><title>parent</title>
<script>window.got = []; addEventListener('message', (e) => got.push({ origin: e.origin, data: e.data }));</script>
<body style="margin:0">${frameHtml}</body>`;
}

async function openParent(path, html, { width = 1000, height = 800 } = {}) {
  parent.pages[path] = html;
  const context = await env.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(m.text());
  });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  await page.goto(parent.origin + path);
  return page;
}

const got = (page, type) => page.evaluate((t) => window.got.filter((m) => m.data && m.data.type === t), type);
const waitFor = (page, type, n = 1) =>
  page.waitForFunction(([t, k]) => window.got.filter((m) => m.data && m.data.type === t).length >= k, [type, n], { timeout: 30000 });
const frameOf = (page) => page.frames().find((f) => f.url().startsWith(env.url));

async function playOut(frame, seed) {
  const next = rng(seed);
  for (let i = 0; i < 500; i++) {
    const s = await frame.evaluate(() => window.marbles.state());
    if (s.terminal) return s;
    const r = await frame.evaluate((m) => window.marbles.play(m), s.legal[next(s.legal.length)]);
    assert.ok(r.ok, r.error);
  }
  throw new Error('the game did not end');
}

test('postMessage: ready, height, move and end reach the parent; load and goto work', async () => {
  const src = `${env.url}index.html?embed=1&api=1&game=poursuite&variant=single&parentOrigin=${parent.origin}`;
  const page = await openParent('/api.html', parentPage(`<iframe id="f" src="${src}" style="width:600px;height:500px;border:0"></iframe>`));
  await waitFor(page, 'ready');
  const [ready] = await got(page, 'ready');
  assert.equal(ready.origin, env.url.replace(/\/$/, ''));
  assert.equal(ready.data.source, 'marbles');
  assert.equal(ready.data.game, 'poursuite');
  assert.equal(ready.data.ply, 0);
  await waitFor(page, 'height');
  const [height] = await got(page, 'height');
  assert.ok(height.data.height >= 320 && height.data.height <= 1000, `height ${height.data.height}`);

  const frame = frameOf(page);
  await frame.evaluate(() => window.marblesShim.ready);
  const end = await playOut(frame, 5);
  await waitFor(page, 'end');
  const moves = await got(page, 'move');
  assert.equal(moves.length, end.ply);
  assert.deepEqual(moves.map((m) => m.data.move), end.moves);
  assert.equal(moves.at(-1).data.terminal, true);
  const [ended] = await got(page, 'end');
  assert.equal(ended.data.result, end.result);
  assert.notEqual(ended.data.result, '*');

  // The frame is resized: a new preferred height.
  await page.evaluate(() => { document.getElementById('f').style.width = '340px'; });
  await waitFor(page, 'height', 2);
  assert.notEqual((await got(page, 'height'))[1].data.height, height.data.height);

  // goto and load from the parent, answered with the id they carried.
  const post = (m) => page.evaluate((msg) => document.getElementById('f').contentWindow.postMessage(msg, '*'), m);
  await post({ type: 'goto', ply: 2, id: 'g1' });
  await waitFor(page, 'went');
  assert.equal((await got(page, 'went'))[0].data.id, 'g1');
  assert.equal((await frame.evaluate(() => window.marbles.state())).ply, 2);
  await post({ type: 'load', record: WALI, ply: 3, id: 2 });
  await waitFor(page, 'loaded');
  const loaded = (await got(page, 'loaded'))[0].data;
  assert.equal(loaded.id, 2);
  assert.equal(loaded.game, 'wali');
  assert.equal(loaded.ply, 3);
  assert.equal(await frame.evaluate(() => window.marbles.saveFull()), WALI);
  await post({ type: 'save' });
  await waitFor(page, 'record');
  assert.equal((await got(page, 'record'))[0].data.full, WALI);

  // Bad payloads: an error naming what is wrong, and the game unchanged.
  const before = await frame.evaluate(() => [window.marbles.saveFull(), window.marbles.state().ply]);
  const bad = [
    ['hello', /must be an object with a "type"/],
    [{ type: 'dance' }, /unknown message type "dance" \(known: load, goto, save\)/],
    [{ type: 'goto', ply: -1 }, /goto: "ply" must be an integer >= 0, not -1/],
    [{ type: 'goto', ply: '2' }, /goto: "ply" must be an integer/],
    [{ type: 'goto', ply: 99 }, /goto: ply 99 is out of range \(0 to 4\)/],
    [{ type: 'load' }, /load: "record" must be the record text/],
    [{ type: 'load', record: '[Format "marbles/1"]\n[Game "wali"]\n1. C3\n2. C3\n' }, /load: line 4, column 4: 'C3': the cell is occupied/],
  ];
  for (let i = 0; i < bad.length; i++) {
    await post(bad[i][0]);
    await waitFor(page, 'error', i + 1);
    const err = (await got(page, 'error'))[i].data.error;
    assert.match(err, bad[i][1]);
  }
  assert.deepEqual(await frame.evaluate(() => [window.marbles.saveFull(), window.marbles.state().ply]), before);
  for (const m of await page.evaluate(() => window.got)) assert.equal(m.origin, env.url.replace(/\/$/, ''));
  await page.screenshot({ path: join(shots, 'embed-parent.png') });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('postMessage: without parentOrigin the referrer is the parent; other origins are ignored', async () => {
  // A frame of a third origin beside ours tries to drive it: ignored.
  other.pages['/evil.html'] = `<!doctype html><script>
    window.tryLoad = (record) => parent.frames[0].postMessage({ type: 'load', record }, '*');
  </script>`;
  const src = `${env.url}index.html?embed=1&api=1&game=wali`;
  const page = await openParent('/two.html', parentPage(
    `<iframe id="f" src="${src}" style="width:500px;height:400px"></iframe>` +
    `<iframe id="e" src="${other.origin}/evil.html"></iframe>`));
  await waitFor(page, 'ready');
  const frame = frameOf(page);
  assert.equal((await frame.evaluate(() => window.marblesShim.channel)).accept, parent.origin);
  const evil = page.frames().find((f) => f.url().startsWith(other.origin));
  await evil.evaluate((r) => window.tryLoad(r), WALI);
  await page.waitForTimeout(300);
  assert.equal((await frame.evaluate(() => window.marbles.state())).game, 'wali');
  assert.notEqual(await frame.evaluate(() => window.marbles.saveFull()), WALI);
  assert.equal((await got(page, 'error')).length + (await got(page, 'loaded')).length, 0);
  // The parent itself may.
  await page.evaluate((r) => document.getElementById('f').contentWindow.postMessage({ type: 'load', record: r }, '*'), WALI);
  await waitFor(page, 'loaded');
  assert.deepEqual(page.errors, []);
  await page.context().close();

  // A parent that is not the one named by parentOrigin gets nothing and drives nothing.
  other.pages['/wrong.html'] = parentPage(
    `<iframe id="f" src="${env.url}index.html?embed=1&api=1&game=yote&parentOrigin=${parent.origin}"></iframe>`);
  const context = await env.browser.newContext();
  const wrong = await context.newPage();
  const errors = [];
  wrong.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await wrong.goto(`${other.origin}/wrong.html`);
  const f = wrong.frames().find((x) => x.url().startsWith(env.url));
  await f.waitForFunction(() => window.marblesShim && window.marblesShim.ready);
  await f.evaluate(() => window.marblesShim.ready);
  await wrong.evaluate((r) => document.getElementById('f').contentWindow.postMessage({ type: 'load', record: r }, '*'), WALI);
  await f.evaluate(() => window.marbles.play('@C3'));
  await wrong.waitForTimeout(300);
  assert.equal((await f.evaluate(() => window.marbles.state())).game, 'yote');
  assert.deepEqual(await wrong.evaluate(() => window.got), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a sandboxed frame (storage denied) plays a whole game through the API', async () => {
  // The full page (not embed=1) in the frame, so that autosave and the offer to continue run
  // and meet the SecurityError.
  const src = `${env.url}index.html?api=1&game=yote&variant=5x5`;
  const page = await openParent('/sandbox.html', parentPage(
    `<iframe id="f" sandbox="allow-scripts" src="${src}" style="width:700px;height:600px;border:0"></iframe>`));
  await waitFor(page, 'ready');
  assert.equal((await got(page, 'ready'))[0].origin, 'null');  // an opaque origin
  const frame = frameOf(page);
  assert.equal(await frame.evaluate(() => { try { return typeof window.localStorage.length; } catch (e) { return e.name; } }), 'SecurityError');
  const end = await playOut(frame, 12);
  await frames(frame, 3);
  await waitFor(page, 'end');
  assert.equal(await frame.evaluate(() => window.marblesShim.storageAvailable), false);
  assert.equal((await got(page, 'move')).length, end.ply);
  // Save and share still work there (a share link needs no storage).
  const link = await frame.evaluate(() => window.marblesShim.shareLink());
  assert.match(link, /#r1=/);
  await page.screenshot({ path: join(shots, 'embed-sandboxed.png') });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('examples/embed-demo.html shows two games and their events', async () => {
  parent.pages['/embed-demo.html'] = await readFile(join(root, 'examples', 'embed-demo.html'), 'utf8');
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${parent.origin}/embed-demo.html?site=${encodeURIComponent(env.url)}`);
  const log = page.locator('#log');
  await log.filter({ hasText: 'wali: ready' }).waitFor({ timeout: 30000 });
  await log.filter({ hasText: 'yote: ready' }).waitFor({ timeout: 30000 });
  // The computer plays side 1 in Yoté: the page plays side 0 inside the frame, the answer
  // arrives as an event.
  const yote = page.frames().find((f) => f.url().includes('game=yote'));
  await yote.evaluate(() => window.marbles.play('@C3'));
  await log.filter({ hasText: /yote: move .*"ply":2/ }).waitFor({ timeout: 10000 });
  await page.getByRole('button', { name: 'Go to the start' }).click();
  await log.filter({ hasText: 'wali: went' }).waitFor();
  await page.getByRole('button', { name: 'Send a bad record' }).click();
  await log.filter({ hasText: /yote: error .*line 4, column 4/ }).waitFor();
  await frames(page, 3);
  await page.screenshot({ path: join(shots, 'embed-demo.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('an embed takes no focus by itself; a click on the board gives it, and the arrows step the replay', async () => {
  const src = `${env.url}index.html?embed=1&game=yote&variant=5x5&mode=replay&moves=@C3,@B2,@D4`;
  const page = await openParent('/focus.html', parentPage(
    `<input id="host-field"><iframe id="f" src="${src}" style="width:720px;height:480px;border:0"></iframe>`));
  const frame = frameOf(page);
  await frame.waitForFunction(() => window.marblesShim && window.marbles);
  await frame.evaluate(() => window.marblesShim.ready);
  await frames(frame, 5);
  assert.notEqual(await page.evaluate(() => document.activeElement.tagName), 'IFRAME');
  assert.equal(await frame.evaluate(() => document.hasFocus()), false);
  // A click on the board (no move: replay mode), then the keys step through the record.
  const board = (await frame.evaluate(() => window.marbles.layout())).board;
  const box = await page.locator('#f').boundingBox();
  await page.mouse.click(box.x + board.x + board.w / 2, box.y + board.y + board.h / 2);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'f');
  assert.equal(await frame.evaluate(() => document.activeElement.id), 'canvas');
  assert.equal((await frame.evaluate(() => window.marbles.state())).ply, 3);
  await page.keyboard.press('ArrowLeft');
  await frame.waitForFunction(() => window.marbles.state().ply === 2);
  await page.keyboard.press('Home');
  await frame.waitForFunction(() => window.marbles.state().ply === 0);
  await page.keyboard.press('ArrowRight');
  await frame.waitForFunction(() => window.marbles.state().ply === 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a sandboxed embed whose host sends no Access-Control-Allow-Origin says it cannot load here', async () => {
  const bare = await start({ cors: false });
  try {
    for (const lang of ['fr', 'en']) {
      const src = `${bare.url}index.html?embed=1&game=yote&variant=5x5&lang=${lang}`;
      parent.pages[`/nocors-${lang}.html`] = parentPage(
        `<iframe id="f" sandbox="allow-scripts allow-popups" src="${src}" style="width:600px;height:400px;border:0"></iframe>`);
      const context = await bare.browser.newContext({ viewport: { width: 800, height: 600 } });
      const page = await context.newPage();
      const logged = [];
      page.on('console', (m) => logged.push(m.text()));
      await page.goto(`${parent.origin}/nocors-${lang}.html`);
      const frame = page.frames().find((f) => f.url().startsWith(bare.url));
      const link = frame.locator('#status a').first();
      await link.waitFor({ timeout: 20000 });
      const text = await frame.locator('#status').innerText();
      const first = lang === 'fr' ? /^Ce jeu ne peut pas se charger ici\. Ouvrir le jeu dans sa propre page/ : /^This game cannot load here\. Open the game in its own page/;
      assert.match(text, first);
      assert.match(text, /cannot load here[\s\S]*ne peut pas se charger ici|ne peut pas se charger ici[\s\S]*cannot load here/);
      assert.doesNotMatch(text, /reload|rechargez/i);
      assert.equal(await link.getAttribute('target'), '_blank');
      const href = new URL(await link.getAttribute('href'));
      assert.equal(href.origin + href.pathname, `${bare.url}index.html`);
      assert.equal(href.searchParams.get('embed'), null);
      assert.equal(href.searchParams.get('game'), 'yote');
      assert.equal(href.searchParams.get('lang'), lang);
      // For the author: what the host must change.
      const note = logged.find((m) => /^Marbles: this page cannot load in a sandboxed frame/.test(m));
      assert.ok(note, logged.join('\n'));
      assert.match(note, /Access-Control-Allow-Origin: \*/);
      assert.match(note, /allow-same-origin/);
      assert.match(note, /allow-popups-to-escape-sandbox/);
      await page.screenshot({ path: join(shots, `embed-cannot-load-${lang}.png`) });
      await context.close();
    }
  } finally {
    await bare.close();
  }
});

test('layout=board: the board and a one-line status at any size; background=<CSS colour>', async () => {
  for (const [w, h] of [[320, 360], [720, 480], [1200, 640], [480, 800]]) {
    const page = await embed('game=wali&moves=C3,D4&layout=board&background=%23336699', { width: w, height: h });
    await frames(page, 3);
    const l = await api(page, 'layout');
    assert.deepEqual(l.widgets.map((r) => r.name), ['status-line'], `${w}×${h}`);
    const line = l.widgets[0];
    assert.ok(line.y + line.h <= h && line.x >= 0 && line.x + line.w <= w, `${w}×${h}: ${JSON.stringify(line)}`);
    assert.ok(l.board.h >= h - 60 && l.board.w >= w - 10, `${w}×${h}: ${JSON.stringify(l.board)}`);
    const s = await api(page, 'state');
    assert.equal(s.layout, 'board');
    assert.equal(s.page_background, '#336699');
    assert.equal(s.background, '#336699');
    assert.match(s.status_line, /Sticks to play/);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(51, 102, 153)');
    // The canvas's own corner is the author's colour.
    const png = (await page.screenshot({ clip: { x: 0, y: h - 2, width: 2, height: 2 } })).toString('base64');
    const pixel = await page.evaluate(async (data) => {
      // Decoded from a Blob: the page's policy allows no data: image.
      const bytes = Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0));
      const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      c.getContext('2d').drawImage(img, 0, 0);
      return [...c.getContext('2d').getImageData(0, 0, 1, 1).data.slice(0, 3)];
    }, png);
    assert.deepEqual(pixel, [51, 102, 153]);
    await page.screenshot({ path: join(shots, `embed-board-only-${w}x${h}.png`) });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
  // Any CSS colour; a bad one is ignored with a console message for the author, nothing on the page.
  for (const [value, expected] of [['rebeccapurple', '#663399'], ['rgb(10%2020%2030)', '#0a141e'],
    ['nocolour', ''], ['rgba(0,0,0,0.5)', ''], ['url(x)', '']]) {
    const page = await embed(`game=yote&background=${value}`, { width: 480, height: 480 });
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const s = await api(page, 'state');
    assert.equal(s.page_background, expected, value);
    assert.deepEqual(await alerts(page), [], value);
    if (!expected) {
      await page.reload();
      await page.waitForFunction(() => window.marblesShim?.ready);
      await page.evaluate(() => window.marblesShim.ready);
      assert.ok(warnings.some((m) => /^Marbles: parameter "background": .* it is ignored/.test(m)), `${value}: ${warnings}`);
      assert.equal((await api(page, 'state')).page_background, '');
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
  // layout=board in French, and a bad layout named like any parameter.
  const page = await embed('game=yote&layout=grid', { width: 480, height: 480 });
  assert.match((await alerts(page))[0], /Parameter “layout”: “grid” is not one of panel, board/);
  await page.context().close();
});
