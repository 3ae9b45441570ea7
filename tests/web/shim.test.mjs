// The page around the games (web/shim.js): save and open records (file, paste, drop), the kept
// game offered again, share links, copy link, the embed code dialog; dialogs in both
// languages, on a desktop and a phone, by keyboard. Every game of the registry goes through the
// same code; the tests use all three playable ones.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { join } from 'node:path';
import { api, closeClean, frames, open, playSome, serveForFile, shots, snap } from './harness.mjs';

const { env } = serveForFile();

const shim = (page, fn, ...args) =>
  page.evaluate(([f, a]) => window.marblesShim[f](...a), [fn, args]);

async function ready(page) {
  await page.evaluate(() => window.marblesShim.ready);
  return page;
}

async function openPage(options) {
  return ready(await open(env, options));
}

// A page with a new game of that kind and n seeded random moves played in it.
async function pageWithGame(game, variant, n, seed) {
  const page = await openPage();
  await api(page, 'newGame', game, variant);
  await playSome(page, n, seed);
  return page;
}

// Plays n random legal moves (seeded).
// What must not change when something is refused.
async function snapshot(page) {
  const s = await api(page, 'state');
  return { position: s.position, ply: s.ply, length: s.length, record: await api(page, 'saveFull') };
}

const dialog = (page) => page.locator('dialog.mb-dialog');
const noFilePicker = () => {
  delete window.showSaveFilePicker;
};

test('save downloads the record; opening that file gives the identical record', async () => {
  const page = await openPage({ init: noFilePicker });
  for (const [game, variant, seed] of [['wali', 'default', 3], ['yote', '5x5', 4], ['poursuite', 'default', 5]]) {
    assert.ok((await api(page, 'newGame', game, variant)).ok);
    await playSome(page, 9, seed);
    const record = await api(page, 'save');
    const [download] = await Promise.all([page.waitForEvent('download'), shim(page, 'save')]);
    assert.match(download.suggestedFilename(), new RegExp(`^${game}-\\d{4}-\\d\\d-\\d\\d\\.marbles\\.txt$`));
    const file = await download.path();
    assert.equal(await readFile(file, 'utf8'), record);

    // Another game on screen, then Open > Choose a file.
    await api(page, 'newGame', 'wali', '1980');
    await shim(page, 'open');
    await dialog(page).waitFor();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog(page).getByRole('button', { name: 'Choose a file…' }).click(),
    ]);
    await chooser.setFiles(file);
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await api(page, 'save'), record, `${game}: the opened record differs`);
    assert.equal((await api(page, 'state')).game, game);
    await page.locator('.mb-box[role=status]', { hasText: 'Game opened' }).first().waitFor();
  }
  await closeClean(page);
});

test('save uses showSaveFilePicker where the browser has it', async () => {
  const page = await openPage({
    init: () => {
      window.savedFiles = [];
      window.showSaveFilePicker = async (opts) => {
        const file = { name: opts.suggestedName, text: '' };
        window.savedFiles.push(file);
        return {
          name: opts.suggestedName,
          createWritable: async () => ({
            write: async (t) => { file.text += t; },
            close: async () => {},
          }),
        };
      };
    },
  });
  await api(page, 'newGame', 'yote', 'default');
  await playSome(page, 6, 2);
  const r = await shim(page, 'save');
  assert.equal(r.ok, true);
  assert.equal(r.method, 'picker');
  const files = await page.evaluate(() => window.savedFiles);
  assert.equal(files.length, 1);
  assert.match(files[0].name, /^yote-\d{4}-\d\d-\d\d\.marbles\.txt$/);
  assert.equal(files[0].text, await api(page, 'save'));
  // Cancelling the picker is not an error and saves nothing else.
  await page.evaluate(() => {
    window.showSaveFilePicker = async () => { throw new DOMException('cancelled', 'AbortError'); };
  });
  assert.equal((await shim(page, 'save')).cancelled, true);
  await closeClean(page);
});

test('the paste dialog opens a record, by keyboard; Escape closes it', async () => {
  const page = await pageWithGame('poursuite', 'single', 7, 9);
  const record = await api(page, 'save');
  await api(page, 'newGame', 'wali', 'default');

  await shim(page, 'open');
  await dialog(page).waitFor();
  // The focus starts inside the dialog; Tab reaches the text area.
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Choose a file…');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'mb-paste');
  await page.keyboard.insertText(record);
  // Ctrl+Enter opens it.
  await page.keyboard.press('Control+Enter');
  await dialog(page).waitFor({ state: 'detached' });
  assert.equal(await api(page, 'save'), record);

  // Escape closes the dialog and changes nothing.
  const before = await snapshot(page);
  await shim(page, 'open');
  await dialog(page).waitFor();
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
  assert.deepEqual(await snapshot(page), before);
  // The focus is back on the board.
  assert.equal(await page.evaluate(() => document.activeElement.id), 'canvas');
  await closeClean(page);
});

test('a corrupt record (file, paste or drop) is refused with its line and the game is kept', async () => {
  const page = await pageWithGame('wali', 'default', 8, 4);
  const before = await snapshot(page);
  const illegal = '[Format "marbles/1"]\n[Game "wali"]\n\n1. C3\n2. C3\n';
  const unknown = '[Format "marbles/1"]\n[Game "chess"]\n1. e4\n';

  // A file chosen in the dialog.
  await shim(page, 'open');
  await dialog(page).waitFor();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog(page).getByRole('button', { name: 'Choose a file…' }).click(),
  ]);
  await chooser.setFiles({ name: 'broken.marbles.txt', mimeType: 'text/plain', buffer: Buffer.from(illegal) });
  const error = dialog(page).locator('.mb-error');
  await error.filter({ hasText: 'line 5' }).waitFor();
  const text = await error.textContent();
  assert.match(text, /broken\.marbles\.txt/);
  assert.match(text, /line 5, column 4: 'C3': the cell is occupied/);
  assert.match(text, /unchanged/);
  assert.deepEqual(await snapshot(page), before);

  // Pasted text: an unknown game.
  await dialog(page).locator('#mb-paste').fill(unknown);
  await dialog(page).getByRole('button', { name: 'Open', exact: true }).click();
  await error.filter({ hasText: 'chess' }).waitFor();
  assert.match(await error.textContent(), /line 2, column 1: unknown game 'chess'/);
  assert.deepEqual(await snapshot(page), before);
  // Nothing pasted.
  await dialog(page).locator('#mb-paste').fill('  ');
  await dialog(page).getByRole('button', { name: 'Open', exact: true }).click();
  await error.filter({ hasText: 'Paste a record first' }).waitFor();
  await page.keyboard.press('Escape');

  // A file dropped on the page: the message says which line.
  await page.evaluate((content) => {
    const dt = new DataTransfer();
    dt.items.add(new File([content], 'dropped.txt', { type: 'text/plain' }));
    for (const type of ['dragenter', 'dragover', 'drop']) {
      document.body.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
    }
  }, illegal);
  await page.locator('.mb-box[role=alert]', { hasText: 'dropped.txt' }).waitFor();
  assert.match(
    await page.locator('.mb-box[role=alert]', { hasText: 'dropped.txt' }).textContent(),
    /line 5, column 4/,
  );
  assert.deepEqual(await snapshot(page), before);
  // Escape closes the dialog at once, its 'close' event comes a task later: a file dropped in
  // between is still said in a notice, not written into the dialog no longer shown.
  await shim(page, 'open');
  await dialog(page).waitFor();
  await page.evaluate((content) => {
    document.querySelector('dialog.mb-dialog').close();
    const dt = new DataTransfer();
    dt.items.add(new File([content], 'late.txt', { type: 'text/plain' }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, illegal);
  await page.locator('.mb-box[role=alert]', { hasText: 'late.txt' }).waitFor();
  assert.deepEqual(await snapshot(page), before);
  // A huge file is refused before reading it.
  await page.evaluate(() => window.marblesShim.openFile(new File([new Uint8Array(2 << 20)], 'big.bin')));
  await page.locator('.mb-box[role=alert]', { hasText: 'too large' }).waitFor();
  assert.deepEqual(await snapshot(page), before);

  // A good record dropped on the page opens.
  await api(page, 'newGame', 'yote', '5x5');
  await playSome(page, 5, 1);
  const good = await api(page, 'save');
  await api(page, 'newGame', 'wali', 'default');
  await page.evaluate((content) => {
    const dt = new DataTransfer();
    dt.items.add(new File([content], 'good.txt', { type: 'text/plain' }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, good);
  await page.waitForFunction((g) => window.marbles.save() === g, good);
  await snap(page, 'shim-open-error-desktop');
  await closeClean(page);
});

test('on a French page a corrupt record is refused in French, the engine\'s words too', async () => {
  const page = await pageWithGame('wali', 'default', 8, 4);
  assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
  const before = await snapshot(page);
  const illegal = '[Format "marbles/1"]\n[Game "wali"]\n\n1. C3\n2. C3\n';
  const r = await api(page, 'load', illegal);
  assert.match(r.error, /^line 5, column 4: 'C3': /);
  assert.match(r.error_local, /^ligne 5, colonne 4\u00a0: «\u00a0C3\u00a0»\u00a0: la case est occupée$/);
  await shim(page, 'open');
  await dialog(page).waitFor();
  await dialog(page).locator('#mb-paste').fill(illegal);
  await dialog(page).getByRole('button', { name: 'Ouvrir', exact: true }).click();
  const error = dialog(page).locator('.mb-error');
  await error.filter({ hasText: 'ligne 5' }).waitFor();
  const text = await error.textContent();
  assert.ok(text.startsWith('Impossible d’ouvrir cette partie : ' + r.error_local.replace(/\.$/, '')), text);
  assert.match(text, /La partie à l’écran n’a pas changé\.$/);
  assert.doesNotMatch(text, /\b(is|not|the|cell|occupied)\b/);
  assert.deepEqual(await snapshot(page), before);
  await snap(page, 'shim-open-error-fr');
  await closeClean(page);
});

test('kept game: after a reload the start screen offers it; Continue restores it at its move', async () => {
  const page = await openPage();
  // Nothing kept yet: no list.
  assert.equal(await page.locator('#mb-games').count(), 0);
  await api(page, 'newGame', 'yote', 'default');
  await playSome(page, 11, 6);
  await api(page, 'undo');
  await api(page, 'undo');
  await frames(page, 3);
  const before = await snapshot(page);
  assert.ok(before.ply < before.length);
  const id = await page.evaluate(() => window.marblesShim.keptId);
  const kept = await page.evaluate((i) => JSON.parse(localStorage.getItem(`marbles:game:${i}`)), id);
  assert.equal(kept.record, before.record);
  assert.equal(kept.ply, before.ply);

  await page.reload();
  await ready(page);
  assert.equal((await api(page, 'state')).screen, 'start');
  const list = page.locator('#mb-games');
  await list.waitFor();
  assert.match(await list.textContent(), /Yoté 9 moves · two players · /);
  await snap(page, 'shim-continue-desktop');
  // The list follows the language.
  await api(page, 'setOption', 'lang', 'fr');
  await list.filter({ hasText: 'Yoté 9 coups · à deux' }).waitFor();
  await api(page, 'setOption', 'lang', 'en');
  await list.getByRole('button', { name: /^Continue/ }).click();
  await list.waitFor({ state: 'detached' });
  assert.deepEqual(await snapshot(page), before);
  // Hidden by its button, the list comes back with the start screen.
  await api(page, 'setOption', 'screen', 'start');
  await list.waitFor();
  await list.getByRole('button', { name: 'Hide this list' }).click();
  await list.waitFor({ state: 'detached' });
  await api(page, 'setOption', 'screen', 'game');
  await api(page, 'setOption', 'screen', 'start');
  await list.waitFor();
  await closeClean(page);
});

test('a shared link reopens the same record at the same move in a fresh page', async () => {
  const page = await openPage();
  for (const [game, variant, seed] of [['wali', 'default', 1], ['yote', '5x5', 2], ['poursuite', 'default', 3]]) {
    await api(page, 'newGame', game, variant);
    await playSome(page, 20, seed);
    for (let i = 0; i < 3; i++) await api(page, 'undo');
    const before = await snapshot(page);
    const url = await shim(page, 'shareLink');
    assert.match(url, /#r1=[A-Za-z0-9_-]+&ply=\d+$/);
    const fresh = await openPage({ query: url.slice(url.indexOf('#')) });
    assert.deepEqual(await snapshot(fresh), before);
    // The fragment is taken off the address (a reload offers the autosave instead).
    assert.equal(new URL(fresh.url()).hash, '');
    assert.deepEqual(fresh.errors, []);
    await fresh.context().close();
  }
  // The uncompressed form is read too (#t1=, the record percent-encoded).
  const record = await api(page, 'saveFull');
  const plain = await openPage({ query: `#t1=${encodeURIComponent(record)}` });
  assert.equal(await api(plain, 'saveFull'), record);
  // A link pasted into the address bar of an open page opens too.
  await api(plain, 'newGame', 'wali', 'default');
  await plain.evaluate((h) => { location.hash = h; }, `t1=${encodeURIComponent(record)}`);
  await plain.waitForFunction((r) => window.marbles.saveFull() === r, record);
  assert.deepEqual(plain.errors, []);
  await plain.context().close();
  await closeClean(page);
});

test('a mangled link gives a clear message and a playable fresh game', async () => {
  const page = await pageWithGame('wali', 'default', 30, 8);
  const good = await shim(page, 'shareLink');
  const data = good.slice(good.indexOf('#r1=') + 4).replace(/&.*/, '');
  await page.context().close();
  const cases = [
    [`#r1=${data.slice(0, data.length >> 1)}`, /damaged/],  // cut short
    ['#r1=$$$not-base64', /damaged/],
    ['#r1=AAAA', /damaged/],
    ['#r7=abc', /newer version of this site \(“r7”\)/],
    ['#t1=%E0%A4%A', /damaged/],
    [`#t1=${encodeURIComponent('[Format "marbles/1"]\n[Game "wali"]\n1. C3\n2. Z9\n')}`,
      /line 4, column 4: 'Z9' is not a cell.*A new game of Wali is open instead/],
    [`#t1=${encodeURIComponent('[Format "marbles/1"]\n[Game "go"]\n')}`, /unknown game 'go'/],
  ];
  for (const [hash, pattern] of cases) {
    const p = await openPage({ query: hash });
    const alert = p.locator('.mb-box[role=alert]');
    await alert.waitFor();
    const text = await alert.textContent();
    assert.match(text, /This link does not hold a game that can be opened/, hash);
    assert.match(text, pattern, `${hash}: ${text}`);
    // The page plays: a fresh game and a move.
    if ((await api(p, 'state')).screen !== 'game') assert.ok((await api(p, 'newGame', 'yote', 'default')).ok);
    const s = await api(p, 'state');
    assert.equal(s.ply, 0);
    assert.ok((await api(p, 'play', s.legal[0])).ok);
    if (hash.startsWith('#r1=$')) await p.screenshot({ path: join(shots, 'shim-bad-link-desktop.png') });
    assert.deepEqual(p.errors, [], hash);
    await p.context().close();
  }
});

test('copy link: to the clipboard, or selected in a dialog when the browser refuses', async () => {
  const page = await openPage({ context: { permissions: ['clipboard-read', 'clipboard-write'] } });
  await api(page, 'newGame', 'yote', 'default');
  await playSome(page, 4, 3);
  const r = await shim(page, 'copyLink');
  assert.equal(r.copied, true);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), r.url);
  await page.locator('.mb-box', { hasText: 'Link copied.' }).waitFor();
  await page.context().close();

  const refused = await openPage({
    init: () => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    },
  });
  await api(refused, 'newGame', 'wali', 'default');
  await playSome(refused, 4, 3);
  const r2 = await shim(refused, 'copyLink');
  assert.equal(r2.copied, false);
  await dialog(refused).waitFor();
  const selected = await refused.evaluate(() => {
    const f = document.activeElement;
    return f.value.slice(f.selectionStart, f.selectionEnd);
  });
  assert.equal(selected, r2.url);
  assert.match(await dialog(refused).textContent(), /press Ctrl\+C/);
  await refused.keyboard.press('Escape');
  await dialog(refused).waitFor({ state: 'detached' });
  assert.deepEqual(refused.errors, []);
  await refused.context().close();
});

test('the menu commands reach the shim; the embed builder gives an iframe', async () => {
  const page = await pageWithGame('poursuite', '6x6', 5, 2);
  assert.equal((await shim(page, 'menu', 'print')).ok, false);
  await shim(page, 'menu', 'share');
  await dialog(page).waitFor();
  const link = await dialog(page).locator('#mb-link').inputValue();
  assert.match(link, /#r1=/);
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });

  await shim(page, 'menu', 'embed');
  await dialog(page).waitFor();
  const code = dialog(page).locator('#mb-embed-code');
  const snippet = await code.inputValue();
  assert.match(snippet, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/index\.html\?embed=1&amp;game=poursuite&amp;variant=6x6&amp;ply=\d+&amp;lang=en&amp;theme=dark#r1=[A-Za-z0-9_-]+" title="La poursuite infernale — Marbles &amp; stones"/);
  await dialog(page).locator('#mb-embed-mode').selectOption({ label: 'Only look' });
  assert.match(await code.inputValue(), /&amp;mode=view&amp;.*#r1=/);
  await dialog(page).getByText('With this game').click();
  assert.doesNotMatch(await code.inputValue(), /#r1=/);
  await page.keyboard.press('Escape');
  // The image: the board as a PNG download, named after the game.
  const [download, result] = await Promise.all([
    page.waitForEvent('download'),
    shim(page, 'menu', 'image'),
  ]);
  assert.equal(result.ok, true);
  assert.match(download.suggestedFilename(), /^poursuite-\d{4}-\d{2}-\d{2}\.png$/);
  await closeClean(page);
});

// The dialogs as a person sees them, in both languages, on a desktop and on a phone.
for (const [label, size] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 360, height: 740, scale: 2 }]]) {
  for (const lang of ['en', 'fr']) {
    test(`dialogs are readable and translated (${label}, ${lang})`, async () => {
      const page = await openPage({ ...size, query: `?lang=${lang}` });
      assert.equal((await api(page, 'state')).lang, lang);
      await api(page, 'newGame', 'wali', 'default');
      await playSome(page, 6, 1);
      const words = {
        en: ['Open a game', 'Choose a file…', 'Share this game', 'Copy link', 'Embed on a web page', 'Copy code', 'line 4'],
        fr: ['Ouvrir une partie', 'Choisir un fichier…', 'Partager cette partie', 'Copier le lien', 'Intégrer dans une page web', 'Copier le code', 'ligne 4'],
      }[lang];
      // The dialog on screen says pattern and fits the screen; a screenshot, then Escape.
      const looked = async (kind, pattern) => {
        assert.match(await dialog(page).textContent(), pattern);
        await fitsOnScreen(page, size.width);
        await snap(page, `shim-${kind}-${label}-${lang}`);
        await page.keyboard.press('Escape');
      };
      await shim(page, 'open');
      await dialog(page).locator('#mb-paste').fill('[Format "marbles/1"]\n[Game "wali"]\n1. C3\n2. C3\n');
      await dialog(page).locator('.mb-primary').click();
      await dialog(page).locator('.mb-error').filter({ hasText: words[6] }).waitFor();
      await looked('open', new RegExp(`${words[0]}.*${words[1]}`));
      await shim(page, 'share');
      await dialog(page).getByRole('button', { name: words[3] }).waitFor();
      await looked('share', new RegExp(words[2]));
      await shim(page, 'embedCode');
      await dialog(page).getByRole('button', { name: words[5] }).waitFor();
      await looked('embed', new RegExp(words[4]));
      await dialog(page).waitFor({ state: 'detached' });
      await closeClean(page);
    });
  }
}

// Nothing of the open dialog sticks out of the screen sideways; its buttons are big enough to tap.
async function fitsOnScreen(page, width) {
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('dialog.mb-dialog, dialog.mb-dialog button')].map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, height: r.height, tag: e.tagName, text: e.textContent };
    }));
  for (const b of boxes) {
    assert.ok(b.left >= 0 && b.right <= width, `${b.tag} "${b.text.slice(0, 30)}" sticks out: ${b.left}..${b.right}`);
    if (b.tag === 'BUTTON') assert.ok(b.height >= 32, `button "${b.text}" is ${b.height}px high`);
  }
}
