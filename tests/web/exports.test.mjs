// The board as a drawing (marblesShim.svg(), the menu's "Save the board as a drawing (SVG)")
// and the game as an animation (marblesShim.gif(), the menu's GIF dialog): web/later/exports.js.
//  - SVG, every game: valid XML (the browser's DOMParser, no parsererror), the SVG namespace,
//    width/height those of the board's PNG export in CSS pixels and a viewBox of the same
//    proportions, the record's arrow ([%cal R…]) in <g class="marks"> in its red, the board's
//    labels as <text>; rendered back as an <img>, a screenshot to look at.
//  - GIF: one picture per position of the stretch (B - A + 1: the start and one per move),
//    counted in the file's blocks; a stretch A..B; a range outside the game refused in words.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { api, closeClean, desktop, frames, open, phone, playSome, serveForFile, shots } from './harness.mjs';

const { env } = serveForFile();
const GAMES = [['wali', 3], ['yote', 5], ['poursuite', 2], ['quits', 3], ['wykersham', 1], ['offboard', 3]];

// Two cells of the game's board (names of docs/NOTATION.md's examples).
async function twoCells(page) {
  const cells = [];
  for (const c of ['B3', 'D3', 'C4', 'a1', 'c2', 'd3', 'd4', 'b5', 'e5', 'd2', 'b2']) {
    if (cells.length < 2 && (await api(page, 'cellCenter', c)).ok) cells.push(c);
  }
  return cells;
}

// The SVG read back in the page: parse errors, its size, the marks' fills, texts, and the
// PNG export's size for comparison.
const readSvg = (page) =>
  page.evaluate(async () => {
    const r = await window.marblesShim.svg();
    if (!r.ok) return r;
    const doc = new DOMParser().parseFromString(r.svg, 'image/svg+xml');
    const root = doc.documentElement;
    const png = await createImageBitmap(await window.marbles.captureBoard());
    const marks = doc.querySelector('g.marks');
    return {
      ok: true,
      svg: r.svg,
      error: doc.getElementsByTagName('parsererror').length,
      ns: root.namespaceURI,
      name: root.localName,
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      viewBox: root.getAttribute('viewBox').split(' ').map(Number),
      marks: marks ? [...marks.children].map((e) => e.getAttribute('fill')) : null,
      texts: [...doc.querySelectorAll('text')].map((e) => e.textContent).join(' '),
      paths: doc.querySelectorAll('path').length,
      png: [png.width, png.height],
      dpr: window.devicePixelRatio,
    };
  });

for (const [size, where] of [[desktop, 'desktop'], [phone, 'phone']]) {
  test(`the board as SVG: valid, the board's size, the record's arrow in the marks, the labels as text, every game (${where})`, async () => {
    const page = await open(env, size);
    for (const [game, seed] of GAMES) {
      assert.ok((await api(page, 'newGame', game, 'default')).ok);
      await playSome(page, 4, seed);
      const [a, b] = await twoCells(page);
      assert.ok(a && b, `${game}: two cells`);
      // The record with a red arrow on its last move.
      const record = `${(await api(page, 'saveFull')).trimEnd()} {an arrow [%cal R${a}-${b}]}\n`;
      const loaded = await api(page, 'load', record);
      assert.ok(loaded.ok, `${game}: ${loaded.error}\n${record}`);
      assert.equal((await api(page, 'state')).marks.toLowerCase(), `[%cal r${a}-${b}]`.toLowerCase());
      await page.waitForTimeout(500);
      await frames(page, 20);
      const r = await readSvg(page);
      assert.ok(r.ok, `${game}: ${r.error}`);
      writeFileSync(join(shots, `export-${game}-${where}.svg`), r.svg);
      assert.equal(r.error, 0, `${game}: the SVG does not parse`);
      assert.equal(r.ns, 'http://www.w3.org/2000/svg');
      assert.equal(r.name, 'svg');
      // Its size: the PNG's, in CSS pixels; the viewBox of the same proportions.
      assert.ok(Math.abs(r.width * r.dpr - r.png[0]) <= 2 && Math.abs(r.height * r.dpr - r.png[1]) <= 2,
        `${game}: ${r.width}x${r.height} for a PNG of ${r.png}`);
      assert.deepEqual(r.viewBox.slice(0, 2), [0, 0]);
      assert.ok(Math.abs(r.viewBox[2] / r.viewBox[3] - r.width / r.height) < 0.01, `${game}: ${r.viewBox}`);
      assert.ok(r.paths > 10, `${game}: ${r.paths} paths`);
      // The arrow: lichess's red (#882020) in the marks' group.
      assert.ok(r.marks && r.marks.includes('#882020'), `${game}: marks ${JSON.stringify(r.marks)}`);
      // The board's labels, where it has any (the column letters of Wali, Yoté, the poursuite).
      if (['wali', 'yote', 'poursuite'].includes(game)) assert.match(r.texts, /a.*b.*c/is, `${game}: texts ${r.texts}`);
    }
    await closeClean(page);
  });
}

test('an SVG shown again as an image looks like the board (screenshots to look at)', async () => {
  for (const [game, seed, size] of [['yote', 5, {}], ['wykersham', 1, {}], ['quits', 3, phone]]) {
    const page = await open(env, { width: 900, height: 700, ...size });
    assert.ok((await api(page, 'newGame', game, 'default')).ok);
    await playSome(page, 6, seed);
    await page.waitForTimeout(800);
    await frames(page, 30);
    const r = await page.evaluate(() => window.marblesShim.svg());
    assert.ok(r.ok, r.error);
    // In a page of its own (the game's page forbids blob: and data: images).
    const plain = await page.context().newPage();
    await plain.setContent(`<body style="margin:0;background:#fff"><img id="svg-back" src="data:image/svg+xml;base64,${Buffer.from(r.svg).toString('base64')}"></body>`);
    const box = await plain.evaluate(async () => {
      const img = document.getElementById('svg-back');
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    assert.ok(box[0] > 100 && box[1] > 100, `${game}: ${box}`);
    await plain.locator('#svg-back').screenshot({ path: join(shots, `export-svg-${game}.png`) });
    await page.context().close();
  }
});

// The pictures of a GIF: its image descriptors (0x2C), found by walking its blocks.
function gifFrames(bytes) {
  assert.equal(String.fromCharCode(...bytes.subarray(0, 6)), 'GIF89a');
  let i = 13;
  if (bytes[10] & 0x80) i += 3 * (1 << ((bytes[10] & 7) + 1));
  let n = 0;
  const skipSubBlocks = () => {
    while (bytes[i] !== 0) i += bytes[i] + 1;
    i++;
  };
  for (;;) {
    const b = bytes[i++];
    if (b === 0x3B) return n;
    if (b === 0x21) {
      i++;  // the label
      skipSubBlocks();
    } else if (b === 0x2C) {
      n++;
      const flags = bytes[i + 8];
      i += 9;
      if (flags & 0x80) i += 3 * (1 << ((flags & 7) + 1));
      i++;  // LZW minimum code size
      skipSubBlocks();
    } else {
      throw new Error(`unexpected block 0x${b.toString(16)} at ${i - 1}`);
    }
  }
}

const makeGif = (page, opts) =>
  page.evaluate(async (o) => {
    const seen = [];
    const r = await window.marblesShim.gif({ ...o, onProgress: (i, n) => seen.push([i, n]) });
    if (!r.ok) return r;
    const bytes = new Uint8Array(await r.blob.arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return { ok: true, frames: r.frames, type: r.blob.type, gif: btoa(s), seen, ply: window.marbles.state().ply };
  }, opts);

test('the game as a GIF: one picture per position of the stretch, counted in the file', async () => {
  const page = await open(env);
  for (const [game, seed, moves] of [['yote', 5, 7], ['quits', 3, 5]]) {
    assert.ok((await api(page, 'newGame', game, 'default')).ok);
    await playSome(page, moves, seed);
    const s = await api(page, 'state');
    await page.waitForTimeout(500);
    // The whole game: its moves + 1 pictures (the start, then one after each move).
    const whole = await makeGif(page, {});
    assert.ok(whole.ok, `${game}: ${whole.error}`);
    const bytes = Buffer.from(whole.gif, 'base64');
    writeFileSync(join(shots, `export-${game}.gif`), bytes);
    assert.equal(whole.type, 'image/gif');
    assert.equal(gifFrames(bytes), s.length + 1, `${game}: ${s.length} moves`);
    assert.equal(whole.frames, s.length + 1);
    assert.deepEqual(whole.seen.at(-1), [s.length + 1, s.length + 1]);
    assert.equal(whole.ply, s.ply, 'the position shown is back');
    // A stretch: from the position after move 2 to the one after move 5: 4 pictures.
    const part = await makeGif(page, { from: 2, to: 5, delay: 300 });
    assert.ok(part.ok, part.error);
    assert.equal(gifFrames(Buffer.from(part.gif, 'base64')), 4);
  }
  // A stretch outside the game, in words (English, then French).
  const bad = await makeGif(page, { from: 3, to: 99 });
  assert.equal(bad.ok, false);
  assert.match(bad.error, /from a move A to a later move B, between 0 and \d+/);
  assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
  const mauvais = await makeGif(page, { from: 4, to: 2 });
  assert.match(mauvais.error, /d’un coup A à un coup B plus loin/);
  await closeClean(page);
});

test('the menu\'s GIF dialog: the stretch typed, the progress said, the file saved', async () => {
  const page = await open(env);
  assert.ok((await api(page, 'newGame', 'wali', 'default')).ok);
  await playSome(page, 6, 3);
  await page.evaluate(() => window.marblesShim.menu('gif'));
  await page.locator('#mb-gif-from').waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.id), 'mb-gif-from', 'the keyboard starts in the dialog');
  await page.fill('#mb-gif-from', '1');
  await page.fill('#mb-gif-to', '3');
  await page.focus('#mb-gif-from');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'mb-gif-make');
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  assert.match(file.suggestedFilename(), /^wali-\d{4}-\d\d-\d\d\.gif$/);
  const bytes = Buffer.from(await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c)));
  assert.equal(gifFrames(bytes), 3);
  assert.match(await page.textContent('#mb-gif-status'), /Saved: wali-.*\(3 pictures\)/);
  // The SVG from the menu too.
  await page.keyboard.press('Escape');
  const [svgFile] = await Promise.all([page.waitForEvent('download'), page.evaluate(() => window.marblesShim.menu('svg'))]);
  assert.match(svgFile.suggestedFilename(), /^wali-\d{4}-\d\d-\d\d\.svg$/);
  await closeClean(page);
});
