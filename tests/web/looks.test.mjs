// The screenshot pass: every game at the four sizes people see it (a desktop, a phone, an embed
// beside a text and a narrow embed), in both languages and both themes, a few moves into a game,
// written to build/screenshots/looks-<game>-<size>-<lang>-<theme>.png to be looked at. Each
// page loads with no error, and its canvas fills the page and shows more than one colour.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api, closeClean, frames, open, playSome, serveForFile, snap } from './harness.mjs';

const { env } = serveForFile();

const games = ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard'];
const sizes = [
  { name: 'desktop', width: 1366, height: 768, scale: 1, embed: false },
  { name: 'phone', width: 390, height: 844, scale: 2, embed: false },
  { name: 'embed720', width: 720, height: 480, scale: 1, embed: true },
  { name: 'embed320', width: 320, height: 480, scale: 1, embed: true },
];

// How many colours a screenshot holds, counted on a sample of its pixels (PNG decoded by the page).
async function colours(page, png) {
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const c = new OffscreenCanvas(img.width, img.height);
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, img.width, img.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length && seen.size < 8; i += 4 * 97) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    return seen.size;
  }, png.toString('base64'));
}

for (const size of sizes) {
  test(`every game, ${size.name} ${size.width}×${size.height}, both languages and themes`, async () => {
    for (const lang of ['en', 'fr']) {
      for (const theme of ['dark', 'light']) {
        for (const game of games) {
          const query = `?game=${game}&lang=${lang}&theme=${theme}${size.embed ? '&embed=1' : ''}`;
          const page = await open(env, { ...size, query });
          const s = await api(page, 'state');
          if (s.screen !== 'game') assert.ok((await api(page, 'newGame', game, 'default')).ok);
          await playSome(page, 3, 7);
          await frames(page, 4);
          const box = await page.locator('#canvas').boundingBox();
          assert.equal(Math.round(box.width), size.width, `${query}: canvas width`);
          const name = `looks-${game}-${size.name}-${lang}-${theme}`;
          await snap(page, name);
          const png = await page.screenshot();
          assert.ok((await colours(page, png)) > 2, `${name}: the page shows next to nothing`);
          await closeClean(page);
        }
      }
    }
  });
}
