// A study's lines edited in the page (docs/NOTATION.md, "Comments, variations and marks"): a
// move in the past asks whether it replaces the later moves or starts a variation beside them;
// a move in a variation shown goes on in it; a move the record has as a variation steps into it;
// the variation shown can become the main line or be deleted; Undo takes each edit back, the
// last first, until the record is the one opened. Both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open, api, frames, snap, closeClean, clickCell, clickWidget, annotatedExamples, cursorTo, live, press, tabTo } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

// Wali's annotated example of docs/NOTATION.md: 1. C3 {…} 2. D3 3. D2 (3. B3 {…} 4. D4) 4. C2
const wali = annotatedExamples().wali;
const moveText = (record) => record.slice(record.indexOf('\n\n') + 2).replace(/\s+/g, ' ').trim();
const widgets = async (page) => (await api(page, 'layout')).widgets.map((w) => w.name);

const words = {
  en: { ask: /replaces the 3 later moves.*Or keep the game as it is: this move starts a variation beside it\./s,
    promoted: 'This line is now the main line. Undo takes it back.', deleted: 'Variation deleted. Undo brings it back.' },
  fr: { ask: /remplace les 3 coups suivants.*Ou gardez la partie telle quelle\s: ce coup commence une variante à côté\./s,
    promoted: 'Cette ligne est maintenant la ligne principale. Annuler revient en arrière.',
    deleted: 'Variante supprimée. Annuler la fait revenir.' },
};

test('a move in the past starts a variation; a move in it goes on in it; Undo takes both back', async () => {
  for (const lang of ['en', 'fr']) {
    const page = await open(env, { query: `?lang=${lang}&record=${encodeURIComponent(wali)}` });
    const whole = await api(page, 'saveFull');
    assert.match(moveText(whole), /1\. C3 \{The centre first\. \[%csl GC3\]\} 2\. D3 3\. D2 \(3\. B3 \{takes the row from the stones \[%cal RB3-D3\]\} 4\. D4\) 4\. C2$/);
    await api(page, 'goTo', 1);
    let s = await api(page, 'state');
    const other = s.legal.find((m) => m !== 'D3' && /^[A-F][1-5]$/.test(m));
    await clickCell(page, other);
    s = await api(page, 'state');
    assert.match(s.confirm, words[lang].ask);
    assert.ok((await widgets(page)).includes('confirm-variation'));
    await snap(page, `variations-ask-${lang}`);
    await clickWidget(page, 'confirm-variation');
    s = await api(page, 'state');
    assert.deepEqual(s.variation, [0], 'shown: the new variation, first of the record');
    assert.deepEqual(s.moves, ['C3', other]);
    const added = moveText(await api(page, 'saveFull'));
    assert.match(added, new RegExp(`1\\. C3 \\{The centre first\\. \\[%csl GC3\\]\\} 2\\. D3 \\(2\\. ${other}\\) 3\\. D2 \\(3\\. B3 `));
    // A move at the variation's end goes on in it, with no question.
    const next = s.legal.find((m) => /^[A-F][1-5]$/.test(m));
    await clickCell(page, next);
    s = await api(page, 'state');
    assert.equal(s.confirm, '');
    assert.deepEqual(s.moves, ['C3', other, next]);
    assert.match(moveText(await api(page, 'saveFull')), new RegExp(`2\\. D3 \\(2\\. ${other} 3\\. ${next}\\) 3\\. D2`));
    assert.ok((await widgets(page)).includes('variation-promote'));
    assert.ok((await widgets(page)).includes('variation-delete'));
    await snap(page, `variations-shown-${lang}`);
    // Undo: the move in the variation, then the variation; the record is the one opened.
    assert.equal((await api(page, 'undo')).ok, true);
    assert.equal(moveText(await api(page, 'saveFull')), added);
    assert.deepEqual((await api(page, 'state')).moves, ['C3', other]);
    assert.equal((await api(page, 'undo')).ok, true);
    assert.equal(await api(page, 'saveFull'), whole);
    s = await api(page, 'state');
    assert.deepEqual(s.variation, []);
    assert.equal(s.ply, 1);
    await closeClean(page);
  }
});

test('a move the record has as a variation steps into it; the variation is promoted or deleted, and Undo brings the record back', async () => {
  for (const lang of ['en', 'fr']) {
    const page = await open(env, { query: `?lang=${lang}&record=${encodeURIComponent(wali)}` });
    const whole = await api(page, 'saveFull');
    await api(page, 'goTo', 2);
    await clickCell(page, 'B3');
    let s = await api(page, 'state');
    assert.equal(s.confirm, '', 'no question: the record has this move here');
    assert.deepEqual(s.variation, [0]);
    assert.deepEqual(s.moves, ['C3', 'D3', 'B3']);
    assert.equal(await api(page, 'saveFull'), whole);
    // Promoted: B3 D4 is the main line, D2 C2 the variation in its place.
    await clickWidget(page, 'variation-promote');
    s = await api(page, 'state');
    assert.deepEqual(s.variation, []);
    assert.equal(s.note, words[lang].promoted);
    assert.equal(s.length, 4);
    assert.match(moveText(await api(page, 'saveFull')), /2\. D3 3\. B3 \{takes the row from the stones \[%cal RB3-D3\]\} \(3\. D2 4\. C2\) 4\. D4$/);
    await snap(page, `variations-promoted-${lang}`);
    assert.equal((await api(page, 'undo')).ok, true);
    assert.equal(await api(page, 'saveFull'), whole);
    // Deleted, then brought back.
    await api(page, 'goTo', 2);
    await clickCell(page, 'B3');
    assert.deepEqual((await api(page, 'state')).variation, [0]);
    await clickWidget(page, 'variation-delete');
    s = await api(page, 'state');
    assert.deepEqual(s.variation, []);
    assert.equal(s.note, words[lang].deleted);
    assert.doesNotMatch(await api(page, 'saveFull'), /\(/);
    assert.equal((await api(page, 'undo')).ok, true);
    assert.equal(await api(page, 'saveFull'), whole);
    await closeClean(page);
  }
});

// A resigned game's end belongs to its main line: promoting a variation makes another game of
// it (not over), and Undo brings the end back with the line.
test('a variation promoted in a resigned game: the end stays with the line it ended', async () => {
  const resigned = wali.replace('[Game "wali"]\n', '[Game "wali"]\n[Termination "resignation 2"]\n');
  assert.notEqual(resigned, wali);
  const page = await open(env, { query: `?record=${encodeURIComponent(resigned)}` });
  const whole = await api(page, 'saveFull');
  let s = await api(page, 'state');
  assert.equal(s.terminal, true);
  assert.equal(s.result, '1-0');
  await api(page, 'goTo', 2);
  await clickCell(page, 'B3');
  assert.deepEqual((await api(page, 'state')).variation, [0]);
  await clickWidget(page, 'variation-promote');
  assert.doesNotMatch(await api(page, 'saveFull'), /Termination|\[Result/);
  assert.equal((await api(page, 'undo')).ok, true);
  assert.equal(await api(page, 'saveFull'), whole);
  // Promoted again, at the end of its line: the game goes on there.
  await api(page, 'goTo', 2);
  await clickCell(page, 'B3');
  await clickWidget(page, 'variation-promote');
  await api(page, 'goTo', 4);
  s = await api(page, 'state');
  assert.deepEqual(s.moves, ['C3', 'D3', 'B3', 'D4']);
  assert.equal(s.terminal, false);
  await closeClean(page);
});

// The board's point of a cell, in the page.
async function at(page, cell) {
  const c = await api(page, 'cellCenter', cell);
  const box = await page.locator('#canvas').boundingBox();
  return { x: box.x + c.x, y: box.y + c.y };
}

test('marks by hand: the right button highlights a cell or draws an arrow, a held finger too; Undo takes them back', async () => {
  for (const lang of ['en', 'fr']) {
    const page = await open(env, { query: `?lang=${lang}&record=${encodeURIComponent(wali)}` });
    const whole = await api(page, 'saveFull');
    await api(page, 'goTo', 1);
    await frames(page, 2);
    assert.equal((await api(page, 'state')).marks, '[%csl GC3]');
    // A right click on D3: highlighted in green, nothing played.
    let p = await at(page, 'D3');
    await page.mouse.click(p.x, p.y, { button: 'right' });
    await frames(page, 2);
    let s = await api(page, 'state');
    assert.equal(s.marks, '[%csl GC3,GD3]');
    assert.equal(s.ply, 1);
    assert.equal(s.length, 4, 'nothing played');
    // Shift + right drag from B3 to D3: a red arrow.
    const q = await at(page, 'B3');
    await page.keyboard.down('Shift');
    await page.mouse.move(q.x, q.y);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(p.x, p.y, { steps: 4 });
    await page.mouse.up({ button: 'right' });
    await page.keyboard.up('Shift');
    await frames(page, 2);
    s = await api(page, 'state');
    assert.equal(s.marks, '[%csl GC3,GD3] [%cal RB3-D3]');
    assert.equal(s.comment, 'The centre first.');
    assert.match(await api(page, 'saveFull'), /1\. C3 \{The centre first\. \[%csl GC3,GD3\] \[%cal RB3-D3\]\}/);
    await snap(page, `variations-marks-${lang}`);
    // The same highlight again takes it away.
    await page.mouse.click(p.x, p.y, { button: 'right' });
    await frames(page, 2);
    assert.equal((await api(page, 'state')).marks, '[%csl GC3] [%cal RB3-D3]');
    // Undo, three times: the record as it was opened.
    for (let i = 0; i < 3; i++) assert.equal((await api(page, 'undo')).ok, true);
    assert.equal(await api(page, 'saveFull'), whole);
    await closeClean(page);
  }
  // On a phone: a finger held on D3 highlights it; held then dragged to B3, an arrow; a tap plays.
  const page = await open(env, { width: 390, height: 844, query: `?lang=en&record=${encodeURIComponent(wali)}` });
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type, pt) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pt ? [{ x: pt.x, y: pt.y }] : [] });
  await api(page, 'goTo', 1);
  await frames(page, 2);
  const d3 = await at(page, 'D3');
  const b3 = await at(page, 'B3');
  await touch('touchStart', d3);
  await page.waitForTimeout(700);
  await frames(page, 2);
  await touch('touchEnd');
  await frames(page, 3);
  let s = await api(page, 'state');
  assert.equal(s.marks, '[%csl GC3,GD3]');
  assert.equal(s.length, 4, 'the long press played nothing');
  await touch('touchStart', d3);
  await page.waitForTimeout(700);
  await frames(page, 2);
  for (let i = 1; i <= 4; i++) await touch('touchMove', { x: d3.x + ((b3.x - d3.x) * i) / 4, y: d3.y });
  await touch('touchEnd');
  await frames(page, 3);
  s = await api(page, 'state');
  assert.equal(s.marks, '[%csl GC3,GD3] [%cal GD3-B3]');
  await snap(page, 'variations-marks-phone-en');
  // A quick tap still plays (here: asks first, as the record goes on after this position).
  const other = await at(page, s.legal.find((m) => m !== 'D3' && /^[A-F][1-5]$/.test(m)));
  await touch('touchStart', other);
  await touch('touchEnd');
  await frames(page, 3);
  assert.notEqual((await api(page, 'state')).confirm, '');
  await closeClean(page);
});

test('by the keyboard alone: the question\'s three answers, a variation added, then made the main line', async () => {
  for (const lang of ['en', 'fr']) {
    const page = await open(env, { query: `?lang=${lang}&record=${encodeURIComponent(wali)}` });
    const whole = await api(page, 'saveFull');
    await api(page, 'goTo', 1);  // (the move list's click, as a reader would step back)
    await frames(page, 2);
    await tabTo(page, lang === 'en' ? /^Wali board: arrows move/ : /^Plateau de Wali : les flèches/);
    const s = await api(page, 'state');
    const other = s.legal.find((m) => m !== 'D3' && /^[A-F][1-5]$/.test(m));
    await cursorTo(page, other);
    await press(page, 'Enter');
    assert.notEqual((await api(page, 'state')).confirm, '');
    // The question's answers in turn: play here, add a variation, cancel.
    assert.equal(await live(page), lang === 'en' ? 'Play here, button' : 'Jouer ici, bouton');
    await press(page, 'Tab');
    assert.equal(await live(page), lang === 'en' ? 'Add a variation, button' : 'Ajouter une variante, bouton');
    await press(page, 'Enter');
    assert.deepEqual((await api(page, 'state')).variation, [0]);
    await tabTo(page, lang === 'en' ? 'Make it the main line, button' : 'En faire la ligne principale, bouton');
    await press(page, 'Enter');
    const after = await api(page, 'state');
    assert.deepEqual(after.variation, []);
    assert.deepEqual(after.moves, ['C3', other]);
    await press(page, 'Control+z');
    assert.equal(await api(page, 'saveFull'), whole.replace('2. D3\n', `2. D3 (2. ${other})\n`));
    await closeClean(page);
  }
});
