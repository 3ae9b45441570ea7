// Annotated records in the page (docs/NOTATION.md, "Comments, variations and marks"): the comment
// of the position shown under the board, its marks drawn on the board, in both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { start, open, api, frames, snap, root, closeClean, annotatedExamples } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

// The annotated examples of docs/NOTATION.md, by game.
const examples = annotatedExamples();

// Whether the marks' green is drawn on the row of pixels from cell a's centre towards cell b's
// (CSS pixels; the ring of a highlighted cell crosses it).
async function greenBetween(page, a, b) {
  const box = await page.locator('#canvas').boundingBox();
  const [p, q] = [await api(page, 'cellCenter', a), await api(page, 'cellCenter', b)];
  const clip = { x: Math.round(box.x + Math.min(p.x, q.x)), y: Math.round(box.y + p.y), width: Math.round(Math.abs(q.x - p.x)), height: 1 };
  const png = await page.screenshot({ clip });
  return page.evaluate(async (b64) => {
    // (the page's CSP allows no data: image; a Blob needs no URL)
    const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const c = new OffscreenCanvas(img.width, 1).getContext('2d');
    c.drawImage(img, 0, 0);
    const d = c.getImageData(0, 0, img.width, 1).data;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 1] > d[i] + 40 && d[i + 1] > d[i + 2] + 40) return true;
    }
    return false;
  }, png.toString('base64'));
}

test('a commented record shows the comment of the position under the board, and its marks', async () => {
  for (const lang of ['en', 'fr']) {
    const record = encodeURIComponent(examples.wali);
    const page = await open(env, { query: `?mode=replay&ply=1&lang=${lang}&record=${record}` });
    let s = await api(page, 'state');
    assert.equal(s.comment, 'The centre first.');
    assert.equal(s.marks, '[%csl GC3]');
    const layout = await api(page, 'layout');
    const caption = layout.widgets.find((w) => w.name === 'caption');
    assert.ok(caption, 'a caption under the board');
    assert.ok(caption.y >= layout.board.y + layout.board.h, 'the caption is under the board');
    // The highlighted cell is drawn in the marks' green around C3 (the stick itself is yellow).
    assert.ok(await greenBetween(page, 'C3', 'B3'), 'a green ring around C3');
    await snap(page, `study-wali-${lang}`);
    // The next position has no comment: the caption says so, no mark is drawn.
    await api(page, 'goTo', 2);
    await frames(page, 2);
    s = await api(page, 'state');
    assert.equal(s.comment, '');
    assert.equal(s.marks, '');
    assert.ok(!(await greenBetween(page, 'C3', 'B3')), 'no ring around C3');
    // A screen reader hears the comment after the move.
    await api(page, 'goTo', 1);
    await frames(page, 2);
    const said = await page.locator('#mb-live').textContent();
    assert.match(said, lang === 'en' ? /Comment: The centre first\.$/ : /Commentaire : The centre first\.$/);
    // The comment before the first move is the game's.
    await api(page, 'goTo', 0);
    s = await api(page, 'state');
    assert.equal(s.comment, 'Placement: 24 pieces, never three in a row.');
    await closeClean(page);
  }
});

test('every game\'s annotated example opens with its comments and marks', async () => {
  assert.deepEqual(Object.keys(examples).sort(), ['offboard', 'poursuite', 'quits', 'wali', 'wykersham', 'yote']);
  for (const [game, record] of Object.entries(examples)) {
    const page = await open(env, { width: 390, height: 844, scale: 2, query: `?mode=replay&ply=0&record=${encodeURIComponent(record)}` });
    let seen = 0;
    const length = (await api(page, 'state')).length;
    for (let ply = 0; ply <= length; ply++) {
      await api(page, 'goTo', ply);
      const s = await api(page, 'state');
      if (s.marks) seen++;
      assert.ok(!/\[%c/.test(s.comment), `${game} ${ply}: marks are not words: ${s.comment}`);
    }
    assert.ok(seen > 0, `${game}: some position shows marks`);
    await snap(page, `study-${game}-phone`);
    await closeClean(page);
  }
});

test('mode=diagram in a frame on another origin: the board, its marks and the comment, nothing to click', async () => {
  const { serveHtml } = await import('./harness.mjs');
  const host = await serveHtml();
  try {
    for (const theme of ['light', 'dark']) {
      const src = `${env.url}index.html?embed=1&mode=diagram&theme=${theme}&ply=3&record=${encodeURIComponent(examples.offboard)}`;
      host.pages['/'] = `<!doctype html><title>Offboard</title><main><p>An article</p><button id=before>before</button>
<iframe title="Offboard diagram" src="${src}" style="width:480px;height:560px;border:0"></iframe><button id=after>after</button></main>`;
      const page = await open(env, { width: 800, height: 700 });
      await page.goto(`${host.origin}/`);
      const frame = page.frames().find((f) => f.url().startsWith(env.url));
      await frame.evaluate(() => window.marblesReady);
      const call = (fn, ...args) => frame.evaluate(([f, a]) => window.marbles[f](...a), [fn, args]);
      await frame.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      const s = await call('state');
      assert.equal(s.mode, 'diagram');
      assert.equal(s.comment, 'Target 1 holds yellow already: no points');
      assert.equal(s.marks, '[%csl Ya2]');
      const layout = await call('layout');
      assert.equal(layout.panel, undefined, 'no panel');
      const caption = layout.widgets.find((w) => w.name === 'caption');
      assert.ok(caption && caption.y >= layout.board.y + layout.board.h, 'the comment under the board');
      assert.deepEqual(layout.widgets.map((w) => w.name), ['caption'], 'nothing else drawn to click');
      // A click on the board plays nothing and says nothing; Tab goes from the host past the frame.
      await page.locator('iframe').click({ position: { x: 240, y: 200 } });
      const after = await call('state');
      assert.equal(after.ply, 3);
      assert.equal(after.note, '');
      assert.equal((await call('focusStep', 1)).moved, false);
      await page.screenshot({ path: join(root, 'build', 'screenshots', `study-diagram-${theme}.png`) });
      await page.context().close();
    }
  } finally {
    await host.close();
  }
});

test('a variation in the move list: stepped into, its comment and marks shown, and out again; the record is kept whole', async () => {
  const { clickWidget, clickCell } = await import('./harness.mjs');
  for (const lang of ['en', 'fr']) {
    const page = await open(env, { query: `?mode=replay&lang=${lang}&record=${encodeURIComponent(examples.wali)}` });
    const whole = await api(page, 'saveFull');
    await frames(page, 2);
    await clickWidget(page, 'variation-1');
    let s = await api(page, 'state');
    assert.deepEqual(s.variation, [0]);
    assert.deepEqual(s.moves, ['C3', 'D3', 'B3']);
    assert.equal(s.comment, 'takes the row from the stones');
    assert.equal(s.marks, '[%cal RB3-D3]');
    assert.equal(await api(page, 'saveFull'), whole, 'the game is still the whole record');
    await api(page, 'goTo', 4);
    assert.deepEqual((await api(page, 'state')).moves, ['C3', 'D3', 'B3', 'D4']);
    // A click on the board in replay mode plays nothing, and says so.
    await clickCell(page, 'E1');
    assert.match((await api(page, 'state')).note, lang === 'en' ? /takes no moves/ : /ne prend pas de coups/);
    await snap(page, `study-variation-${lang}`);
    await clickWidget(page, 'main-line');
    s = await api(page, 'state');
    assert.deepEqual(s.variation, []);
    assert.equal(s.ply, 2);
    assert.equal(s.length, 4);
    assert.equal(await api(page, 'saveFull'), whole);
    await closeClean(page);
  }
});

test('replay options: autoplay steps by itself until a click, controls=hidden, bad values said in words', async () => {
  const record = encodeURIComponent(examples.quits);
  let page = await open(env, { query: `?embed=1&mode=replay&ply=0&autoplay=0.3&controls=hidden&record=${record}` });
  await page.waitForFunction(() => window.marbles.state().ply >= 2, null, { timeout: 10000 });
  assert.equal(await page.evaluate(() => window.marblesShim.autoplaying()), true);
  const names = (await api(page, 'layout')).widgets.map((w) => w.name);
  assert.ok(!names.includes('first') && !names.includes('back'), `no step buttons: ${names}`);
  await page.locator('#canvas').click({ position: { x: 20, y: 20 } });
  const stopped = (await api(page, 'state')).ply;
  assert.equal(await page.evaluate(() => window.marblesShim.autoplaying()), false);
  await page.waitForTimeout(900);
  assert.equal((await api(page, 'state')).ply, stopped, 'a click takes the replay over');
  await closeClean(page);
  // To the end, then it stops by itself; the step buttons are there by default.
  page = await open(env, { query: `?embed=1&mode=replay&ply=3&autoplay=0.3&record=${record}` });
  await page.waitForFunction(() => window.marbles.state().ply === window.marbles.state().length, null, { timeout: 10000 });
  await page.waitForFunction(() => !window.marblesShim.autoplaying(), null, { timeout: 5000 });
  assert.ok((await api(page, 'layout')).widgets.some((w) => w.name === 'first'));
  await closeClean(page);
  for (const [query, words] of [
    ['mode=replay&autoplay=0.01', /Parameter “autoplay”: \S?0\.01\S? is not a number of seconds from 0\.3 to 60/],
    ['mode=play&autoplay=2', /Parameter “autoplay”: it works with mode=replay only/],
    ['mode=replay&controls=none', /Parameter “controls”/],
  ]) {
    page = await open(env, { query: `?embed=1&lang=en&${query}&record=${record}` });
    await page.evaluate(() => window.marblesShim.ready);
    const said = (await page.locator('.mb-box').allTextContents()).join(' ');
    assert.match(said, words, query);
    assert.equal(await page.evaluate(() => window.marblesShim.autoplaying()), false);
    await page.context().close();
  }
});

test('a comment written in the page is kept in the record, drawn under the board, and Undo takes it back', async () => {
  for (const lang of ['en', 'fr']) {
    const page = await open(env, { query: `?game=wali&lang=${lang}` });
    await page.evaluate(() => window.marblesShim.ready);
    assert.equal((await api(page, 'play', 'C3')).ok, true);
    await page.evaluate(() => window.marblesShim.menu('comment'));
    const area = page.locator('#mb-comment');
    await area.fill('The centre first [%csl GC3]');
    await page.locator('dialog .mb-primary').click();
    await frames(page, 2);
    let s = await api(page, 'state');
    assert.equal(s.comment, 'The centre first');
    assert.equal(s.marks, '[%csl GC3]');
    assert.match(await api(page, 'saveFull'), /1\. C3 \{The centre first \[%csl GC3\]\}/);
    assert.ok((await api(page, 'layout')).widgets.some((w) => w.name === 'caption'));
    // A mark off the board is refused in words; the record keeps the comment it had.
    await page.evaluate(() => window.marblesShim.menu('comment'));
    assert.equal(await area.inputValue(), 'The centre first');
    await area.fill('[%csl GZ9]');
    await page.locator('dialog .mb-primary').click();
    assert.match(await page.locator('dialog .mb-status').textContent(),
      lang === 'en' ? /not kept: .*'Z9' is not a cell of this board/ : /pas été gardé\s:\s.*«\sZ9\s»\sn’est pas une case de ce plateau/);
    await page.locator('dialog .mb-btn:not(.mb-primary)').click();
    assert.equal((await api(page, 'state')).comment, 'The centre first');
    // Undo: first the comment, then the move.
    assert.equal((await api(page, 'undo')).ok, true);
    s = await api(page, 'state');
    assert.equal(s.comment, '');
    assert.equal(s.length, 1);
    assert.doesNotMatch(await api(page, 'saveFull'), /\{/);
    assert.equal((await api(page, 'undo')).ok, true);
    assert.equal((await api(page, 'state')).ply, 0);
    await closeClean(page);
  }
});
