// The board as a PNG (the menu's "Save the board as an image": marbles.captureBoard()): the
// whole board (nothing the board draws is cut: a margin of the page's background all round),
// within the board's area of marbles.layout(), and a clean picture of the position with its
// last move's marks: none of a person's turn (legal-move dots, the piece picked, the pointer's
// cell), so that the picture is the same whatever is picked or pointed at.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { api, cellsOf, clickCell, closeClean, desktop, frames, open, phone, playSome, serveForFile, shots } from './harness.mjs';

const { env } = serveForFile();

// The board's PNG, read back and kept in the page as window.__pictures[key]: its type and
// size, its bytes (base64), and the pixels of its outer ring that differ from the background.
const exported = (page, key, background) =>
  page.evaluate(async ([k, bgText]) => {
    const blob = await window.marbles.captureBoard();
    const bitmap = await createImageBitmap(blob);
    const c = document.createElement('canvas');
    c.width = bitmap.width;
    c.height = bitmap.height;
    const g = c.getContext('2d');
    g.drawImage(bitmap, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    (window.__pictures ??= {})[k] = d;
    const bg = [1, 3, 5].map((i) => parseInt(bgText.slice(i, i + 2), 16));
    const edge = [];
    const at = (x, y) => {
      const i = 4 * (y * c.width + x);
      if (bg.some((v, j) => Math.abs(d[i + j] - v) > 2)) edge.push(`${x},${y}`);
    };
    for (let x = 0; x < c.width; x++) {
      at(x, 0);
      at(x, c.height - 1);
    }
    for (let y = 0; y < c.height; y++) {
      at(0, y);
      at(c.width - 1, y);
    }
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let png = '';
    for (let i = 0; i < bytes.length; i += 8192) png += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return { type: blob.type, w: c.width, h: c.height, edge, png: btoa(png) };
  }, [key, background]);

// How many bytes of two kept pictures differ (of the same size).
const differing = (page, a, b) =>
  page.evaluate(([x, y]) => {
    const p = window.__pictures[x];
    const q = window.__pictures[y];
    let n = 0;
    for (let i = 0; i < p.length; i++) if (p[i] !== q[i]) n++;
    return n;
  }, [a, b]);

for (const [size, where] of [[desktop, 'desktop'], [phone, 'phone']]) {
  test(`the board's PNG is the whole board and shows no legal moves, every game (${where})`, async () => {
    const page = await open(env, size);
    const scale = size.scale ?? 1;
    for (const [game, seed] of [['wali', 3], ['yote', 5], ['poursuite', 2], ['quits', 3], ['wykersham', 1], ['offboard', 3]]) {
      assert.ok((await api(page, 'newGame', game, 'default')).ok);
      await playSome(page, 6, seed);
      await page.waitForTimeout(1000);  // Wykersham's dice rolled by the page
      await frames(page, 30);  // the last move's animation is over
      const s = await api(page, 'state');
      const area = (await api(page, 'layout')).board;
      const plain = await exported(page, 'plain', s.background);
      writeFileSync(join(shots, `picture-${game}-${where}.png`), Buffer.from(plain.png, 'base64'));
      assert.equal(plain.type, 'image/png');
      // The board's area with at most a margin, and about the board's own rectangle or more.
      const margin = 2 * 6 * scale + 2;
      assert.ok(plain.w <= area.w * scale + margin && plain.h <= area.h * scale + margin,
        `${game}: ${plain.w}x${plain.h} in an area of ${area.w}x${area.h} x${scale}`);
      assert.ok(plain.w >= 0.9 * s.board.w * scale && plain.h >= 0.9 * s.board.h * scale, `${game}: ${plain.w}x${plain.h}`);
      // Not cut: nothing the board draws touches the picture's edge.
      assert.deepEqual(plain.edge.slice(0, 5), [], `${game} (${where}): ${plain.edge.length} edge pixels are not the background`);
      // A piece picked (when a legal move starts from a cell) and the pointer on a legal move's
      // cell: the same picture.
      const move = s.legal.find((m) => cellsOf(m).length >= 2 && !/[<>^v]$/.test(m));
      if (move && (await api(page, 'cellCenter', cellsOf(move)[0])).ok) await clickCell(page, cellsOf(move)[0]);
      const after = await api(page, 'state');
      assert.equal(after.ply, s.ply, `${game}: the click played ${after.moves.at(-1)}`);
      const target = after.legal.map(cellsOf).find((c) => c.length > 0)?.at(-1);
      if (target) {
        const c = await api(page, 'cellCenter', target);
        const box = await page.locator('#canvas').boundingBox();
        if (c.ok && !page.context()._options?.hasTouch) await page.mouse.move(box.x + c.x, box.y + c.y);
      }
      await frames(page, 3);
      const picked = await exported(page, 'picked', s.background);
      assert.deepEqual([picked.w, picked.h], [plain.w, plain.h], game);
      assert.equal(await differing(page, 'picked', 'plain'), 0, `${game} (${where}): ${move ? `${cellsOf(move)[0]} picked` : 'the pointer on the board'} changes the picture`);
      // The same position in view mode (no one's turn to click: no marks at all): the same.
      await page.keyboard.press('Escape');
      assert.ok((await api(page, 'setOption', 'mode', 'view')).ok);
      await frames(page, 3);
      const viewed = await exported(page, 'viewed', s.background);
      if (viewed.w === plain.w && viewed.h === plain.h) {
        assert.equal(await differing(page, 'viewed', 'plain'), 0, `${game} (${where}): the picture differs from the view mode's`);
      }
      assert.ok((await api(page, 'setOption', 'mode', 'play')).ok);
    }
    await closeClean(page);
  });
}
