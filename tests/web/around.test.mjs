// The page around the games (issue 4), the app's part: light and dark themes, the About tab,
// keyboard play, moves in words, goTo and version, the board as a PNG, the replay and view
// modes, the embed layout and the menu's commands to the page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api, clickCell, clickWidget, closeClean, cursorTo, frames, open, serveForFile, snap } from './harness.mjs';

const { env } = serveForFile();

// The colour of a CSS pixel of the page as shown (a screenshot read back through a 2D canvas;
// decoded from a Blob: the page's policy allows no data: image).
async function pixel(page, x, y) {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ([data, px, py]) => {
      const bytes = Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0));
      const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const scale = img.width / window.innerWidth;
      const d = g.getImageData(Math.round(px * scale), Math.round(py * scale), 1, 1).data;
      return `#${[d[0], d[1], d[2]].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    },
    [png, x, y],
  );
}

async function enter(page) {
  await page.keyboard.press('Enter');
  await frames(page, 2);
}

test('theme: dark by default, light on request; the panel and the page follow', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'wali', 'default');
  await frames(page, 3);
  let s = await api(page, 'state');
  assert.equal(s.theme, 'dark');
  assert.equal(s.background, '#241f1b');
  const panelDark = await pixel(page, 1270, 790); // the panel's bottom right corner
  assert.equal(panelDark, '#2f2924');
  assert.equal(await pixel(page, 4, 790), '#241f1b'); // the page around the board
  await snap(page, 'theme-dark');

  assert.deepEqual(await api(page, 'setOption', 'theme', 'light'), { ok: true });
  await frames(page, 3);
  s = await api(page, 'state');
  assert.equal(s.theme, 'light');
  assert.equal(s.background, '#f2ece2');
  assert.equal(await pixel(page, 1270, 790), '#fbf8f3');
  assert.equal(await pixel(page, 4, 790), '#f2ece2');
  const pageColours = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    meta: document.querySelector('meta[name="theme-color"]').content,
  }));
  assert.equal(pageColours.body, 'rgb(242, 236, 226)');
  assert.equal(pageColours.meta, '#f2ece2');
  await snap(page, 'theme-light');

  const bad = await api(page, 'setOption', 'theme', 'auto');
  assert.equal(bad.ok, false);
  assert.match(bad.error, /auto/);
  assert.equal((await api(page, 'state')).theme, 'light');
  await closeClean(page);
});

for (const lang of ['en', 'fr']) {
  test(`About and Rules tabs in ${lang === 'en' ? 'English' : 'French'} (screenshots)`, async () => {
    // A tall page, so that the screenshots show the whole texts.
    const page = await open(env, { width: 760, height: 2800 });
    assert.ok((await api(page, 'setOption', 'lang', lang)).ok);
    for (const game of ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard']) {
      await api(page, 'newGame', game, 'default');
      for (const tab of ['about', 'rules']) {
        assert.deepEqual(await api(page, 'setOption', 'tab', tab), { ok: true });
        // The text is a file of the site, fetched when first shown.
        await page.waitForFunction(() => window.marbles.state().text?.status === 'ready');
        await frames(page, 3);
        assert.equal((await api(page, 'state')).tab, tab);
        await snap(page, `${tab}-${game}-${lang}`);
      }
    }
    await closeClean(page);
  });
}

test('keyboard: a Yoté placement, jump and bonus piece, and a poursuite jump, by arrows and Enter', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'yote', 'default');
  await frames(page, 2);
  // A placement: the cursor to C3, Enter.
  await cursorTo(page, 'C3');
  await snap(page, 'keyboard-cursor');
  await enter(page);
  assert.deepEqual((await api(page, 'state')).moves, ['@C3']);
  // Dark on C4, alone on the board: light jumps C3xC5, and the bonus piece can only come from
  // dark's reserve (xR, a button): Enter plays it.
  assert.ok((await api(page, 'play', '@C4')).ok);
  await cursorTo(page, 'C3');
  await enter(page);
  assert.equal((await api(page, 'state')).selected, 'C3');
  // Escape drops the piece, Enter picks it up again.
  await page.keyboard.press('Escape');
  await frames(page, 1);
  assert.equal((await api(page, 'state')).selected, '');
  await enter(page);
  await cursorTo(page, 'C5');
  await enter(page);
  let s = await api(page, 'state');
  assert.deepEqual(s.moves, ['@C3', '@C4', 'C3xC5']);
  assert.deepEqual(s.legal, ['xR']);
  await enter(page);
  s = await api(page, 'state');
  assert.deepEqual(s.moves, ['@C3', '@C4', 'C3xC5', 'xR']);
  assert.equal(s.to_move, 1);

  // La poursuite infernale: the black knight is picked up already; b3, Enter.
  await api(page, 'newGame', 'poursuite', 'default');
  await frames(page, 2);
  await cursorTo(page, 'b3');
  await enter(page);
  await cursorTo(page, 'g6');
  await enter(page);
  assert.deepEqual((await api(page, 'state')).moves, ['b3', 'g6']);
  // A cell with no move: a message, nothing played.
  await cursorTo(page, 'h8');
  await enter(page);
  s = await api(page, 'state');
  assert.equal(s.ply, 2);
  assert.match(s.message, /h8/);
  await closeClean(page);
});

test('describe(i) says each action in words, naming its cells, in the interface language', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'yote', 'default');
  for (const m of ['@C3', '@C4', '@C1', '@E2', 'C3xC5', 'xE2']) {
    assert.ok((await api(page, 'play', m)).ok, m);
  }
  assert.deepEqual(await api(page, 'describe', 0), {
    ok: true,
    text: 'Light placed a piece on C3 (@C3).',
  });
  assert.deepEqual(await api(page, 'describe', 4), {
    ok: true,
    text: 'Light moved from C3 to C5, taking the piece on C4 (C3xC5).',
  });
  assert.equal((await api(page, 'describe', 5)).text, 'Light removed the piece on E2 (xE2).');
  await api(page, 'setOption', 'lang', 'fr');
  assert.equal(
    (await api(page, 'describe', 4)).text,
    'Clairs\u00a0: déplacement de C3 à C5, prise en C4 (C3xC5).',
  );
  // Actions after the current position (after an undo) can be described too.
  await api(page, 'undo');
  assert.equal((await api(page, 'state')).ply, 5);
  assert.match((await api(page, 'describe', 5)).text, /E2/);
  for (const bad of [6, -1, 1.5, 'x']) {
    const r = await api(page, 'describe', bad);
    assert.equal(r.ok, false, `describe(${bad})`);
  }
  await api(page, 'newGame', 'poursuite', 'default');
  await api(page, 'play', 'b3');
  await api(page, 'setOption', 'lang', 'en');
  assert.equal((await api(page, 'describe', 0)).text, 'Player 1 moved from a1 to b3 (b3).');
  await closeClean(page);
});

test('goTo(ply) shows a position of the record; version() follows every change', async () => {
  const page = await open(env);
  const v0 = await api(page, 'version');
  assert.equal(typeof v0, 'number');
  await api(page, 'newGame', 'wali', 'default');
  const v1 = await api(page, 'version');
  assert.ok(v1 > v0, 'new game');
  const positions = [(await api(page, 'state')).position];
  for (const m of ['C3', 'D4', 'A1', 'F5']) {
    await api(page, 'play', m);
    positions.push((await api(page, 'state')).position);
  }
  const v2 = await api(page, 'version');
  assert.ok(v2 >= v1 + 4, 'four moves');
  assert.deepEqual(await api(page, 'goTo', 2), { ok: true });
  let s = await api(page, 'state');
  assert.equal(s.ply, 2);
  assert.equal(s.length, 4);
  assert.equal(s.position, positions[2]);
  const v3 = await api(page, 'version');
  assert.ok(v3 > v2, 'goTo');
  assert.deepEqual(await api(page, 'goTo', 0), { ok: true });
  assert.equal((await api(page, 'state')).position, positions[0]);
  assert.deepEqual(await api(page, 'goTo', 4), { ok: true });
  assert.equal((await api(page, 'state')).position, positions[4]);
  for (const bad of [5, -1, 2.5, 'two']) {
    const r = await api(page, 'goTo', bad);
    assert.equal(r.ok, false, `goTo(${bad})`);
    assert.equal((await api(page, 'state')).ply, 4);
  }
  assert.match((await api(page, 'goTo', 5)).error, /5/);
  // Undo, redo, load: each bumps the version; a refused call does not.
  let v = await api(page, 'version');
  await api(page, 'undo');
  assert.ok((await api(page, 'version')) > v);
  v = await api(page, 'version');
  await api(page, 'redo');
  assert.ok((await api(page, 'version')) > v);
  v = await api(page, 'version');
  await api(page, 'play', 'C3');
  assert.equal(await api(page, 'version'), v, 'an illegal move changes nothing');
  const record = await api(page, 'save');
  await api(page, 'load', record);
  assert.ok((await api(page, 'version')) > v);
  // The computer's move too.
  await api(page, 'setOption', 'ai_delay_ms', '0');
  v = await api(page, 'version');
  await api(page, 'setOption', 'ai', '0');
  await page.waitForFunction((old) => window.marbles.version() > old, v, { timeout: 5000 });
  assert.equal((await api(page, 'state')).ply, 5);
  await closeClean(page);
});

for (const [width, height, scale] of [
  [1280, 800, 1],
  [360, 740, 2],
]) {
  test(`captureBoard() gives the board as a PNG at device pixels (${width}x${height}, x${scale})`, async () => {
    const page = await open(env, { width, height, scale });
    // On the start screen there is no board.
    const refused = await page.evaluate(() =>
      window.marbles.captureBoard().then(
        () => 'resolved',
        (e) => String(e.message),
      ),
    );
    assert.match(refused, /board/);
    await api(page, 'newGame', 'yote', 'default');
    for (const m of ['@C3', '@C4']) await api(page, 'play', m);
    await frames(page, 3);
    const board = (await api(page, 'state')).board;
    const got = await page.evaluate(async () => {
      const blob = await window.marbles.captureBoard();
      const bitmap = await createImageBitmap(blob);
      const c = document.createElement('canvas');
      c.width = bitmap.width;
      c.height = bitmap.height;
      const g = c.getContext('2d');
      g.drawImage(bitmap, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      const colours = new Set();
      for (let i = 0; i < d.length; i += 4 * 97) colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
      const head = new Uint8Array(await blob.slice(0, 8).arrayBuffer());
      return { type: blob.type, size: blob.size, w: bitmap.width, h: bitmap.height, colours: colours.size, head: [...head] };
    });
    assert.equal(got.type, 'image/png');
    assert.deepEqual(got.head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // All the board draws (its coordinates and reserves too) with a margin: about the board's
    // rectangle (tests/web/picture.test.mjs checks the rest).
    assert.ok(Math.abs(got.w - board.w * scale) <= 40 * scale, `width ${got.w} vs ${board.w} x ${scale}`);
    assert.ok(Math.abs(got.h - board.h * scale) <= 40 * scale, `height ${got.h} vs ${board.h} x ${scale}`);
    assert.ok(got.colours > 20, `only ${got.colours} colours: a uniform image`);
    await closeClean(page);
  });
}

const record = [
  '[Format "marbles/1"]',
  '[Game "wali"]',
  '[Variant "default"]',
  '1. C3',
  '2. D4',
  '3. A1',
  '4. F5',
  '5. B2',
  '',
].join('\n');

test('view mode: the board takes no clicks, no moves, no undo', async () => {
  const page = await open(env);
  assert.deepEqual(await api(page, 'load', record), { ok: true });
  assert.deepEqual(await api(page, 'setOption', 'mode', 'view'), { ok: true });
  await frames(page, 2);
  const before = await api(page, 'state');
  assert.equal(before.mode, 'view');
  await clickCell(page, 'E1');
  await clickCell(page, 'C3');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await frames(page, 2);
  const after = await api(page, 'state');
  assert.equal(after.ply, 5);
  assert.equal(after.position, before.position);
  assert.equal(after.version, before.version);
  for (const [fn, args] of [['play', ['E1']], ['undo', []], ['redo', []]]) {
    const r = await api(page, fn, ...args);
    assert.equal(r.ok, false, fn);
    assert.match(r.error, /view/);
  }
  assert.equal((await api(page, 'state')).ply, 5);
  await snap(page, 'mode-view');
  // Back to play: the board takes clicks again.
  assert.deepEqual(await api(page, 'setOption', 'mode', 'play'), { ok: true });
  await clickCell(page, 'E1');
  assert.equal((await api(page, 'state')).ply, 6);
  assert.equal((await api(page, 'setOption', 'mode', 'edit')).ok, false);
  await closeClean(page);
});

test('replay mode: the board takes no moves; the record steps back and forth', async () => {
  const page = await open(env);
  await api(page, 'load', record);
  assert.deepEqual(await api(page, 'setOption', 'mode', 'replay'), { ok: true });
  await frames(page, 2);
  assert.equal((await api(page, 'state')).mode, 'replay');
  await clickCell(page, 'E1');
  assert.equal((await api(page, 'state')).ply, 5, 'a click plays nothing');
  assert.equal((await api(page, 'play', 'E1')).ok, false);
  const step = async (key, ply) => {
    await page.keyboard.press(key);
    await frames(page, 2);
    assert.equal((await api(page, 'state')).ply, ply, `${key}`);
  };
  await step('ArrowLeft', 4);
  await step('ArrowLeft', 3);
  await step('ArrowRight', 4);
  await step('Home', 0);
  await step('ArrowLeft', 0);
  await step('End', 5);
  await step('ArrowRight', 5);
  // goTo works in replay, and the record is kept whole.
  assert.deepEqual(await api(page, 'goTo', 2), { ok: true });
  const s = await api(page, 'state');
  assert.equal(s.ply, 2);
  assert.equal(s.length, 5);
  await snap(page, 'mode-replay');
  await closeClean(page);
});

// [width, height, game, mode]
const embeds = [
  [320, 320, 'wali', 'play'],
  [320, 320, 'poursuite', 'replay'],
  [320, 320, 'yote', 'view'],
  [360, 740, 'poursuite', 'replay'],
  [360, 740, 'yote', 'play'],
  [800, 450, 'wali', 'replay'],
];
for (const [width, height, game, mode] of embeds) {
  test(`embed layout ${width}x${height}, ${game}, ${mode} mode (screenshot)`, async () => {
    const page = await open(env, { width, height, scale: 2 });
    assert.deepEqual(await api(page, 'newGame', game, 'default'), { ok: true });
    const moves = { wali: ['C3', 'D4', 'A1'], yote: ['@C3', '@C4'], poursuite: ['b3', 'g6', 'c5'] };
    for (const m of moves[game]) await api(page, 'play', m);
    assert.deepEqual(await api(page, 'setOption', 'embed', '1'), { ok: true });
    assert.deepEqual(await api(page, 'setOption', 'mode', mode), { ok: true });
    await frames(page, 3);
    const s = await api(page, 'state');
    assert.equal(s.embed, true);
    assert.equal(s.mode, mode);
    assert.equal(s.screen, 'game');
    // The board comes first and takes most of the frame; there is room under or beside it.
    assert.ok(s.board.x >= 0 && s.board.y >= 0);
    assert.ok(s.board.x + s.board.w <= width);
    if (width <= height * 1.25) {
      assert.ok(s.board.y + s.board.h <= height - 36, 'room for the status row under the board');
    }
    assert.ok(s.board.w * s.board.h >= 0.3 * width * height, 'the board is the main thing');
    // No start screen in an embed.
    assert.equal((await api(page, 'setOption', 'screen', 'start')).ok, false);
    await snap(page, `embed-${width}x${height}-${game}-${mode}`);
    if (mode === 'play') {
      // A tap still plays in an embed.
      const cell = { wali: 'F5', yote: 'E5', poursuite: '' }[game];
      await clickCell(page, cell);
      assert.equal((await api(page, 'state')).ply, moves[game].length + 1);
    }
    await closeClean(page);
  });
}

test('the menu hands its commands to the page (save, and settings)', async () => {
  const page = await open(env);
  await api(page, 'newGame', 'wali', 'default');
  await page.evaluate(() => {
    window.menuLog = [];
    window.marbles.setMenuHandler((c) => window.menuLog.push(c));
  });
  await frames(page, 2);
  // The "⋯" button is at the top right of the panel (14 px padding, 36 px square).
  await page.mouse.click(1280 - 14 - 18, 14 + 18);
  await snap(page, 'menu-open', 3);
  // Its first item, "Save the game…", right under it.
  await page.mouse.click(1100, 14 + 36 + 4 + 8 + 18);
  await frames(page, 3);
  assert.deepEqual(await page.evaluate(() => window.menuLog), ['save']);
  assert.equal((await api(page, 'state')).ply, 0, 'the click played nothing');
  // The EN/FR switch tells the page too.
  await page.mouse.click(1280 - 14 - 36 - 8 - 22, 14 + 18);
  await frames(page, 2);
  assert.deepEqual(await page.evaluate(() => window.menuLog), ['save', 'lang:fr']);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  await closeClean(page);
});

// The menu is taller than a phone's room above its button: it stays on the screen and scrolls
// (its first rows were above the top, out of reach); the wheel brings its last rows.
test('on a phone the menu stays on the screen, its first and last rows reachable', async () => {
  const page = await open(env, { width: 360, height: 740, scale: 2, query: '?game=wali&lang=fr' });
  await clickWidget(page, 'menu');
  await frames(page, 3);
  const rect = async (name) => (await api(page, 'layout')).widgets.find((w) => w.name === name);
  const first = await rect('menu-save');
  assert.ok(first, 'the menu is open');
  assert.ok(first.y >= 0 && first.y + first.h <= 740, `its first row on the screen: ${JSON.stringify(first)}`);
  await snap(page, 'menu-phone-fr', 2);
  await page.mouse.move(180, first.y + first.h / 2 + 200);
  await page.mouse.wheel(0, 2000);
  await frames(page, 3);
  const last = await rect('lang-1');
  assert.ok(last && last.y >= 0 && last.y + last.h <= 740, `the language row on the screen: ${JSON.stringify(last)}`);
  await closeClean(page);
});
