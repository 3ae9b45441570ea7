// The Embed dialog as a builder (web/later/builder.js, docs/EMBED.md): it opens from the menu
// (by keyboard too: Tab order, Escape, the focus back on the board); each choice (mode, start
// move, size, language, theme, replay's options, an exercise) changes the snippet and the live
// preview, and the snippet's URL opened in a page of its own at the chosen size shows what the
// preview showed (the app's state, and the board's pixels); Copy, and its fallback; axe-core on
// the open dialog, EN and FR, desktop and phone. examples/history.html: its three frames load
// their games on another origin, axe-clean, desktop and phone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { api, closeClean, collectErrors, frames, open, root, serveForFile, shots, snap } from './harness.mjs';

const { env, parent } = serveForFile({ parent: true });

const live = (page) => page.locator('#mb-live').textContent();
const dialog = (page) => page.locator('dialog.mb-builder');
const code = (page) => page.locator('#mb-embed-code').inputValue();
// The frame's address in the snippet, its HTML entities decoded.
const srcOf = (snippet) => /src="([^"]+)"/.exec(snippet)[1].replace(/&amp;/g, '&');

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function axe(page) {
  await page.evaluate(axeSource);
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openBuilder(page) {
  await page.evaluate(() => window.marblesShim.menu('embed'));
  await dialog(page).waitFor();
}

// The preview frame once it shows `url` and its page is ready.
async function preview(page, url) {
  await page.waitForFunction((u) => document.getElementById('mb-embed-preview')?.dataset.url === u, url);
  const frame = await (await page.$('#mb-embed-preview')).contentFrame();
  await frame.waitForFunction(() => window.marblesReady && window.marblesShim);
  await frame.evaluate(async () => { await window.marblesReady; await window.marblesShim.ready; });
  await frames(frame, 4);
  return frame;
}

// What the app says it shows: enough to tell two embeds apart.
const shown = (where) => where.evaluate(() => {
  const s = window.marbles.state();
  const keys = ['game', 'variant', 'ply', 'length', 'position', 'mode', 'lang', 'theme', 'controls', 'embed', 'comment', 'screen'];
  return Object.fromEntries(keys.map((k) => [k, s[k]]));
});

// The share of pixels that differ (by more than 24 in a channel) between two PNG screenshots of
// the same size, decoded in `page`.
async function pixelsApart(page, a, b) {
  return page.evaluate(async ([x, y]) => {
    const decode = async (data) => {
      const bytes = Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0));
      const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      c.getContext('2d').drawImage(img, 0, 0);
      return { w: img.width, h: img.height, d: c.getContext('2d').getImageData(0, 0, img.width, img.height).data };
    };
    const [p, q] = [await decode(x), await decode(y)];
    if (p.w !== q.w || p.h !== q.h) return `${p.w}×${p.h} and ${q.w}×${q.h}`;
    let off = 0;
    for (let i = 0; i < p.d.length; i += 4) {
      if (Math.max(Math.abs(p.d[i] - q.d[i]), Math.abs(p.d[i + 1] - q.d[i + 1]), Math.abs(p.d[i + 2] - q.d[i + 2])) > 24) off++;
    }
    return off / (p.w * p.h);
  }, [a.toString('base64'), b.toString('base64')]);
}

// The preview frame's pixels, at whole pixels from its top left corner.
async function previewShot(page, width, height, name) {
  const box = await page.locator('#mb-embed-preview').boundingBox();
  const clip = { x: Math.round(box.x), y: Math.round(box.y), width, height };
  return page.screenshot({ clip, path: join(shots, `${name}.png`) });
}

test('the builder opens from the menu by keyboard alone; Tab goes through its controls; Escape gives the focus back', async () => {
  const page = await open(env, { query: '?game=yote&variant=5x5&moves=@C3,@C4,@B2&lang=en' });
  // The board, then the panel's Menu button; Enter opens the menu, the arrows reach Embed.
  await page.keyboard.press('Tab');
  for (let i = 0; i < 30 && (await live(page)) !== 'Menu, button'; i++) await page.keyboard.press('Tab');
  assert.equal(await live(page), 'Menu, button');
  await page.keyboard.press('Enter');
  await frames(page, 3);
  for (let i = 0; i < 12 && !/^Embed in a web page…/.test(await live(page)); i++) {
    await page.keyboard.press('ArrowDown');
    await frames(page, 2);
  }
  assert.equal(await live(page), 'Embed in a web page…, menu item');
  await page.keyboard.press('Enter');
  await dialog(page).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.id), 'mb-embed-mode');
  // Tab: the visible controls in order, then the preview frame, then the code and the buttons.
  const order = [];
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => document.activeElement.id || document.activeElement.tagName));
  }
  assert.deepEqual(order, ['mb-embed-ply', 'mb-embed-size', 'mb-embed-width', 'mb-embed-height',
    'mb-embed-lang', 'mb-embed-theme', 'mb-embed-preview']);
  // Keys change the choices as a click would: the mode by the arrows, replay's options appear.
  await page.focus('#mb-embed-mode');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.locator('#mb-embed-mode').inputValue(), 'replay');
  assert.equal(await page.locator('#mb-embed-autoplay').isVisible(), true);
  assert.match(await code(page), /mode=replay/);
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'mb-embed-include');
  await snap(page, 'builder-keyboard', 2);
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement.id), 'canvas');
  await closeClean(page);
});

const RECORD = '[Format "marbles/1"]\n[Game "wali"]\n\n1. C3 {The centre first. [%csl GC3]}\n2. D3\n3. D2 (3. B3 {takes the row [%cal RB3-D3]} 4. D4)\n4. C2\n';

for (const lang of ['en', 'fr']) {
  test(`each choice changes the snippet and the preview; the snippet reproduces its preview (${lang})`, async () => {
    const other = lang === 'en' ? 'fr' : 'en';
    const page = await open(env, { width: 1280, height: 1000, query: `?lang=${lang}&theme=dark&record=${encodeURIComponent(RECORD)}` });
    await api(page, 'goTo', 3);
    await openBuilder(page);
    let snippet = await code(page);
    // The defaults: the game on screen at its move, in the page's language and theme.
    assert.match(snippet, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/index\.html\?embed=1&amp;game=wali&amp;ply=3&amp;/);
    assert.match(snippet, new RegExp(`&amp;lang=${lang}&amp;theme=dark#r1=[A-Za-z0-9_-]+" title="Wali — Marbles &amp; stones" style="width:100%;max-width:720px;height:480px;border:0"`));
    let frame = await preview(page, srcOf(snippet));
    const first = await shown(frame);
    assert.deepEqual([first.game, first.ply, first.length, first.lang, first.theme, first.mode, first.embed], ['wali', 3, 4, lang, 'dark', 'play', true]);
    // Mode, start move, size, language, theme: each one in the snippet, the preview following.
    await page.selectOption('#mb-embed-mode', 'diagram');
    await page.fill('#mb-embed-ply', '1');
    await page.selectOption('#mb-embed-size', '480x480');
    await page.selectOption('#mb-embed-lang', other);
    await page.selectOption('#mb-embed-theme', 'light');
    snippet = await code(page);
    assert.match(snippet, new RegExp(`mode=diagram&amp;ply=1&amp;lang=${other}&amp;theme=light#r1=`));
    assert.match(snippet, /max-width:480px;height:480px/);
    assert.equal(await page.locator('#mb-embed-width').inputValue(), '480');
    frame = await preview(page, srcOf(snippet));
    const there = await shown(frame);
    assert.deepEqual({ ...there, position: '' }, { game: 'wali', variant: 'default', ply: 1, length: 4, position: '', mode: 'diagram', lang: other, theme: 'light', controls: 'shown', embed: true, comment: 'The centre first.', screen: 'game' });
    assert.equal(await page.evaluate(() => document.querySelector('.mb-preview').dataset.scale), '1');
    await snap(page, `builder-diagram-${lang}`, 2);
    // The snippet's URL in a page of its own at the chosen size: the same state, the same board.
    const fresh = collectErrors(await (await env.browser.newContext({ viewport: { width: 480, height: 480 } })).newPage());
    await fresh.goto(srcOf(snippet));
    await fresh.evaluate(async () => { await window.marblesReady; await window.marblesShim.ready; });
    await frames(fresh, 4);
    assert.deepEqual(await shown(fresh), there);
    const apart = await pixelsApart(fresh, await previewShot(page, 480, 480, `builder-preview-${lang}`), await fresh.screenshot());
    assert.ok(apart < 0.01, typeof apart === 'string' ? apart : `the preview and the page differ in ${(apart * 100).toFixed(2)} % of their pixels`);
    await fresh.screenshot({ path: join(shots, `builder-snippet-${lang}.png`) });
    await closeClean(fresh);
    // Replay: autoplay and controls; the same reproduction.
    await page.selectOption('#mb-embed-mode', 'replay');
    await page.fill('#mb-embed-ply', '0');
    await page.fill('#mb-embed-autoplay', '30');
    await page.locator('#mb-embed-controls').uncheck();
    snippet = await code(page);
    assert.match(snippet, /mode=replay&amp;ply=0&amp;.*&amp;autoplay=30&amp;controls=hidden#r1=/);
    frame = await preview(page, srcOf(snippet));
    const replay = await shown(frame);
    assert.equal(replay.controls, 'hidden');
    assert.equal(await frame.evaluate(() => window.marblesShim.autoplaying()), true);
    const again = await open(env, { width: 480, height: 480, query: srcOf(snippet).replace(env.url, '') });
    assert.deepEqual(await shown(again), replay);
    await closeClean(again);
    await closeClean(page);
  });
}

test('a custom size, the game left out, an exercise; Copy and its fallback', async () => {
  const page = await open(env, { query: '?lang=en&record=' + encodeURIComponent(RECORD), context: { permissions: ['clipboard-read', 'clipboard-write'] } });
  await openBuilder(page);
  await page.fill('#mb-embed-width', '400');
  await page.fill('#mb-embed-height', '360');
  assert.equal(await page.locator('#mb-embed-size').inputValue(), 'custom');
  let snippet = await code(page);
  assert.match(snippet, /max-width:400px;height:360px/);
  await page.waitForFunction(() => {
    const f = document.getElementById('mb-embed-preview');
    return f.style.width === '400px' && f.style.height === '360px';
  });
  // Out of range: the page's limits.
  await page.fill('#mb-embed-width', '90');
  assert.match(await code(page), /max-width:320px;/);
  await page.locator('#mb-embed-width').press('Tab');  // left: the field shows what the snippet uses
  assert.equal(await page.locator('#mb-embed-width').inputValue(), '320');
  await page.fill('#mb-embed-height', '480');
  await page.locator('#mb-embed-height').press('Tab');
  assert.equal(await page.locator('#mb-embed-size').inputValue(), '320x480');
  // An exercise from move 2, its answer the engine's; the start move is the puzzle's.
  await page.selectOption('#mb-embed-mode', 'exercise');
  await page.fill('#mb-embed-ply', '2');
  await page.locator('#mb-embed-answer').check();
  snippet = await code(page);
  assert.match(snippet, /mode=exercise&amp;ply=2&amp;lang=en&amp;theme=dark&amp;answer=engine#r1=/);
  const frame = await preview(page, srcOf(snippet));
  const s = await shown(frame);
  assert.equal(s.ply, 2);
  // The preview is the exercise, its answer the engine's (web/later/exercise.js).
  await frame.waitForFunction(() => window.marblesShim.exercise?.answer === 'engine', null, { timeout: 15000 });
  // Without the game: a fresh one of the same kind, no start move.
  await page.locator('#mb-embed-include').uncheck();
  assert.equal(await page.locator('#mb-embed-ply').isVisible(), false);
  snippet = await code(page);
  assert.doesNotMatch(snippet, /#r1=|ply=/);
  // Copy: to the clipboard, then (the clipboard refused) the code selected with the words to copy by hand.
  await dialog(page).getByRole('button', { name: 'Copy code' }).click();
  await page.locator('dialog .mb-status').filter({ hasText: 'Code copied.' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), snippet);
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await dialog(page).getByRole('button', { name: 'Copy code' }).click();
  assert.match(await page.locator('dialog .mb-status').textContent(), /press Ctrl\+C/);
  assert.equal(await page.evaluate(() => {
    const f = document.activeElement;
    return f.value.slice(f.selectionStart, f.selectionEnd);
  }), snippet);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await closeClean(page);
});

for (const [where, size] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844, scale: 2 }]]) {
  for (const lang of ['en', 'fr']) {
    test(`the open builder is axe-clean, fits and is translated (${where}, ${lang})`, async () => {
      const page = await open(env, { ...size, query: `?lang=${lang}&game=yote&moves=@C3,@D3` });
      await openBuilder(page);
      await page.selectOption('#mb-embed-mode', 'replay');
      await preview(page, srcOf(await code(page)));
      const text = await dialog(page).textContent();
      assert.match(text, lang === 'en' ? /Embed on a web page.*Start at move \(0 to 2\).*Preview.*Code to paste/ : /Intégrer dans une page web.*Commencer au coup \(0 à 2\).*Aperçu.*Code à coller/);
      assert.deepEqual(await axe(page), []);
      // Nothing sticks out sideways; every button can be tapped.
      for (const b of await page.evaluate(() => [...document.querySelectorAll('dialog.mb-builder, dialog.mb-builder button, dialog.mb-builder select, dialog.mb-builder input, #mb-embed-preview')]
        .map((e) => ({ id: e.id || e.tagName, left: e.getBoundingClientRect().left, right: e.getBoundingClientRect().right, h: e.getBoundingClientRect().height })))) {
        assert.ok(b.left >= 0 && b.right <= size.width + 0.5, `${b.id} sticks out: ${b.left}..${b.right}`);
        if (b.id === 'BUTTON') assert.ok(b.h >= 32, `a button is ${b.h}px high`);
      }
      await snap(page, `builder-${where}-${lang}`, 2);
      await closeClean(page);
    });
  }
}

// examples/history.html on another origin than the games (its frames' ../build/web/site/ made
// the test server's address): each frame shows its game, no error; axe-clean; desktop and phone.
const EXAMPLE = join(root, 'examples');

async function historyFrame(page, index) {
  const iframe = page.locator('figure iframe').nth(index);
  await iframe.scrollIntoViewIfNeeded();  // the frames load lazily
  assert.match(await iframe.getAttribute('title'), /^Wali (diagram|replay with comments|exercise): /);
  const frame = await (await iframe.elementHandle()).contentFrame();
  await frame.waitForFunction(() => window.marblesReady && window.marblesShim, null, { timeout: 30000 });
  await frame.evaluate(async () => { await window.marblesReady; await window.marblesShim.ready; });
  await frames(frame, 3);
  const s = await frame.evaluate(() => window.marbles.state());
  const notices = await frame.evaluate(() => window.marblesShim.notices.map((n) => n.text));
  return { frame, s, notices };
}

for (const [where, size] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  test(`examples/history.html: a diagram, a replay with comments and an exercise, side by side (${where})`, async () => {
    const html = (await readFile(join(EXAMPLE, 'history.html'), 'utf8')).replaceAll('../build/web/site/', env.url);
    parent.pages['/history.html'] = html;
    parent.pages['/history.css'] = await readFile(join(EXAMPLE, 'history.css'), 'utf8');
    const context = await env.browser.newContext({ viewport: size, hasTouch: size.width < 600 });
    const page = collectErrors(await context.newPage());
    await page.goto(`${parent.origin}/history.html`);
    assert.equal(await page.locator('figure iframe').count(), 3);
    // Figure 1: the line made, its marks and its caption; nothing to click.
    const diagram = await historyFrame(page, 0);
    assert.deepEqual([diagram.s.mode, diagram.s.ply, diagram.s.lang, diagram.s.theme], ['diagram', 25, 'en', 'light']);
    assert.match(diagram.s.comment, /complete the line B1-C1-D1/);
    assert.equal(diagram.s.marks, '[%csl GB1,GC1,GD1] [%cal GD2-D1]');
    // Figure 2: the replay from the end of the placement, stepping by itself, its comments shown.
    const replay = await historyFrame(page, 1);
    assert.equal(replay.s.mode, 'replay');
    assert.ok(replay.s.ply >= 24 && replay.s.length === 31, `ply ${replay.s.ply} of ${replay.s.length}`);
    await replay.frame.waitForFunction(() => window.marbles.state().ply >= 25, null, { timeout: 15000 });
    assert.notEqual(await replay.frame.evaluate(() => window.marbles.state().comment), '');
    // Figure 3: the exercise at ply 29 (sticks to play): the record cut there, the answer hidden.
    const exercise = await historyFrame(page, 2);
    assert.deepEqual([exercise.s.ply, exercise.s.length, exercise.s.to_move], [29, 29, 0]);
    assert.deepEqual(exercise.notices, []);
    await exercise.frame.waitForFunction(() => window.marblesShim.exercise?.status === 'solving', null, { timeout: 15000 });
    // The move the text asks for is the record's: the exercise is solved.
    assert.deepEqual(await exercise.frame.evaluate(() => window.marbles.play('D2-D1')), { ok: true });
    await exercise.frame.waitForFunction(() => window.marblesShim.exercise?.status === 'solved', null, { timeout: 15000 });
    for (const f of [diagram, replay]) assert.deepEqual(f.notices, []);
    await frames(page, 2);
    assert.deepEqual(await axe(page), []);
    // The page as a reader sees it, screen by screen (a full-page capture leaves frames of
    // another origin blank): the top, then each figure in view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await frames(page, 2);
    await page.screenshot({ path: join(shots, `history-${where}-top.png`) });
    for (let i = where === 'desktop' ? 2 : 0; i < 3; i++) {
      await page.locator('figure').nth(i).scrollIntoViewIfNeeded();
      await frames(page, 3);
      await page.screenshot({ path: join(shots, `history-${where}-figure${i + 1}.png`) });
    }
    await closeClean(page);
  });
}
