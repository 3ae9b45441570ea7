// The lessons (docs/LESSONS.md): every lesson file is well formed; every step's position is
// accepted by the engine and every line plays through it; every lesson of every game is played
// through in the lesson bar, in English and in French (each right move accepted, the other side's
// reply played by the page, a legal wrong move taken back and explained by the step's words, an
// illegal one explained by the engine's words); the progress survives a reload; the start
// screen's and the rules tab's "Learn to play" open it; one lesson by the keyboard alone;
// axe-clean; the bar fits a phone and the desktop (screenshots in build/screenshots/lesson-*).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { api, clickCell, clickWidget, closeClean, cursorTo, frames, live, open, press, root, serveForFile, snap, tabTo } from './harness.mjs';

const { env } = serveForFile();
const GAMES = ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard'];
const dir = join(root, 'assets', 'lessons');
const lessons = Object.fromEntries(GAMES.map((g) => [g, JSON.parse(readFileSync(join(dir, `${g}.json`), 'utf8'))]));

// The lines' patterns, as web/later/lessons.js reads them.
const glob = (p) => new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 'i');
const tokens = (line) => line.trim().split(/\s+/);
const recordOf = (game, step) => ['[Format "marbles/1"]', `[Game "${game}"]`, `[Variant "${step.variant || 'default'}"]`,
  ...(step.position ? [`[Position "${step.position}"]`] : [])].join('\n') + '\n';
const offLines = (step, move) => step.lines.every((l) => !glob(tokens(l)[0]).test(move));
const wrongFor = (step, move, lang) => {
  const list = step.wrong || [];
  const hit = list.find((e) => e.moves && e.moves.some((p) => glob(p).test(move))) || list.find((e) => !e.moves);
  return hit ? hit[lang] : { en: 'Not this move: try again.', fr: 'Pas ce coup-là\u00a0: essayez encore.' }[lang];
};

// ---------------------------------------------------------------------------------------
// The files

test('every game has a lesson file, and every file is well formed in both languages', () => {
  assert.deepEqual(readdirSync(dir).filter((f) => f.endsWith('.json')).sort(), GAMES.map((g) => `${g}.json`).sort());
  const words = (o, where) => {
    for (const lang of ['en', 'fr']) {
      assert.equal(typeof o?.[lang], 'string', `${where}: ${lang}`);
      assert.ok(o[lang].trim().length > 1, `${where}: ${lang} empty`);
      assert.ok(!/\s$|^\s/.test(o[lang]), `${where}: ${lang} spaces at an end`);
    }
    // French typography: a no-break space before : ; ! ? and inside « », never a plain one.
    assert.ok(!/ [:;!?»]|« /.test(o.fr), `${where}: a plain space where French needs a no-break one: ${o.fr}`);
    assert.ok(!/[^\u00a0\s]([;!?»])(\s|$)|[^\u00a0\s\d]:(\s|$)|«[^\u00a0]/.test(o.fr.replace(/\b[a-e][+-=]!/g, '')), `${where}: no no-break space: ${o.fr}`);
  };
  for (const [game, lesson] of Object.entries(lessons)) {
    assert.equal(lesson.format, 'marbles-lesson/1', game);
    assert.equal(lesson.game, game);
    assert.ok(Array.isArray(lesson.steps) && lesson.steps.length >= 3, `${game}: at least three steps`);
    lesson.steps.forEach((step, i) => {
      const at = `${game} step ${i + 1}`;
      for (const k of ['title', 'say', 'right']) words(step[k], `${at} ${k}`);
      assert.ok(Array.isArray(step.lines) && step.lines.length > 0 && step.lines.every((l) => typeof l === 'string' && l.trim()), `${at}: lines`);
      for (const e of step.wrong || []) {
        words(e, `${at} wrong`);
        if (e.moves) assert.ok(Array.isArray(e.moves) && e.moves.length > 0, `${at}: wrong moves`);
      }
      assert.ok((step.wrong || []).filter((e) => !e.moves).length <= 1, `${at}: one default at most`);
      const known = new Set(['title', 'variant', 'position', 'say', 'lines', 'right', 'wrong']);
      for (const k of Object.keys(step)) assert.ok(known.has(k), `${at}: unknown field ${k}`);
    });
  }
});

// Plays a step's line through the API from its position: each pattern by the first legal action
// it matches. Returns the actions played.
async function playLine(page, game, step, line) {
  assert.deepEqual(await api(page, 'load', recordOf(game, step)), { ok: true }, `${game}: ${step.title.en}'s position`);
  const played = [];
  for (const p of tokens(line)) {
    const s = await api(page, 'state');
    const move = s.legal.find((m) => glob(p).test(m));
    assert.ok(move, `${game} “${step.title.en}”, ${line}: ${p} among ${s.legal.join(' ')}`);
    assert.ok((await api(page, 'play', move)).ok, `${game}: ${move}`);
    played.push(move);
  }
  return played;
}

test('every step’s position is accepted and every line plays through the engine; the wrong moves named are legal, and every legal wrong first move has the step’s words', async () => {
  const page = await open(env);
  for (const [game, lesson] of Object.entries(lessons)) {
    for (const step of lesson.steps) {
      for (const line of step.lines) await playLine(page, game, step, line);
      assert.deepEqual(await api(page, 'load', recordOf(game, step)), { ok: true });
      const s = await api(page, 'state');
      for (const e of step.wrong || []) {
        for (const p of e.moves || []) {
          assert.ok(s.legal.some((m) => glob(p).test(m) && offLines(step, m)), `${game} “${step.title.en}”: a legal wrong move ${p}`);
        }
      }
      // Every legal first move that is wrong has the step's own words, not the page's default.
      for (const m of s.legal.filter((x) => offLines(step, x))) {
        assert.notEqual(wrongFor(step, m, 'en'), 'Not this move: try again.', `${game} “${step.title.en}”: no words for ${m}`);
      }
    }
  }
  await closeClean(page);
});

// ---------------------------------------------------------------------------------------
// The lesson bar

const lessonOf = (page) => page.evaluate(() => window.marblesShim.lesson);
const barText = (page, sel) => page.evaluate((q) => document.querySelector(`.mb-lesson-bar ${q}`).textContent, sel);

async function until(page, check, what, ms = 8000) {
  const end = Date.now() + ms;
  for (;;) {
    const l = await lessonOf(page);
    const s = await api(page, 'state');
    if (l && check(l, s)) return { l, s };
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(l)}, ply ${s.ply}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

async function openLesson(page, game) {
  const r = await page.evaluate((g) => window.marblesShim.menu(`learn:${g}`), game);
  assert.deepEqual(r, { ok: true });
  return until(page, (l) => l.game === game, `the ${game} lesson`);
}

// Plays one action as a person does, by clicks (taps on the phone) on its cells, a slide's arrow
// (Quits, Wykersham), a reserve (Yoté's xR) or the panel's button (Wykersham's done).
async function clickAction(page, game, move) {
  const of = {
    wykersham: (m) => (/^[1-6n][a-e]$/.test(m) ? [m] : /^[a-e][+-]!?$/.test(m) ? [m.slice(0, 2)] : /^x[a-e]\d+$/.test(m) ? [m.slice(1)] : null),
    offboard: (m) => { const l = /^([a-i]\d)-([a-i]\d)(x\d+)?$/.exec(m); return l ? [l[1], l[2]] : m.startsWith('@') ? [m.slice(1)] : null; },
    quits: (m) => (/[<>^v]$/.test(m) ? [m] : m.split('-')),
    yote: (m) => (m === 'xR' ? null : m.replace(/^[@x]/, '').split(/[-x]/)),
  }[game];
  const cells = of ? of(move) : move.replace(/^x/, '').split('-');
  if (cells === null) await clickWidget(page, `act-${move}`);
  else for (const c of cells) await clickCell(page, c);
}

// A legal move at the step's start that follows none of its lines, or null.
const wrongMove = (s, step) => s.legal.find((m) => offLines(step, m)) ?? null;

// Plays the step shown in the bar: first a legal wrong move (taken back, its words said), then
// a right line, the page playing the replies; checks the words said after it.
async function playStep(page, game, index, lang, clicks) {
  const play = async (move) => {
    if (clicks) await clickAction(page, game, move);
    else assert.ok((await api(page, 'play', move)).ok);
  };
  const step = lessons[game].steps[index];
  const { s: start } = await until(page, (l, s) => l.step === index && l.status === 'asked' && s.ply === 0, `step ${index + 1}`);
  assert.equal(await barText(page, '.mb-ls-say'), step.say[lang], `${game} ${index + 1}: the step's words`);
  let wrongs = 0;
  const bad = wrongMove(start, step);
  if (bad) {
    await play(bad);
    const { s } = await until(page, (l) => l.status === 'wrong', `${bad} taken back`);
    assert.equal(s.ply, 0, `${game} ${index + 1}: ${bad} taken back`);
    assert.equal(await barText(page, '.mb-ls-words'), wrongFor(step, bad, lang), `${game} ${index + 1}: why ${bad} is wrong`);
    wrongs++;
  }
  const line = tokens(step.lines[0]);
  for (let k = 0; k < line.length; k++) {
    const s = await api(page, 'state');
    if (s.ply > k) continue;  // the page's reply, already played
    if (s.to_move !== start.to_move) {
      await until(page, (l, now) => now.ply > k, `the page's reply ${line[k]}`);
      continue;
    }
    const move = s.legal.find((m) => glob(line[k]).test(m));
    assert.ok(move, `${game} ${index + 1}: ${line[k]} among ${s.legal.join(' ')}`);
    await play(move);
    const after = await api(page, 'state');
    assert.equal(after.moves[k], move, `${game} ${index + 1}: ${move} played`);
  }
  await until(page, (l) => l.status === 'done', `${game} step ${index + 1} done`);
  const said = await barText(page, '.mb-ls-words');
  assert.ok(said.startsWith(step.right[lang]), `${game} ${index + 1}: “${said}”`);
  return wrongs;
}

// In English through the API; in French by taps on a phone, as a person plays.
for (const [lang, clicks] of [['en', false], ['fr', true]]) {
  test(`every lesson played through in the bar (${lang}, ${clicks ? 'taps' : 'API'}): right moves, wrong moves explained, replies played`, async () => {
    const page = await open(env, clicks ? { width: 390, height: 844, scale: 2, query: `?lang=${lang}` } : { query: `?lang=${lang}` });
    for (const game of GAMES) {
      await openLesson(page, game);
      let wrongs = 0;
      const steps = lessons[game].steps;
      for (let i = 0; i < steps.length; i++) {
        wrongs += await playStep(page, game, i, lang, clicks);
        if (i + 1 < steps.length) await page.locator('.mb-lesson-bar .mb-ls-next').click();
      }
      assert.ok(wrongs >= 1, `${game}: at least one wrong move explained`);
      const l = await lessonOf(page);
      assert.deepEqual(l.done, steps.map((_, i) => i), `${game}: every step done`);
      assert.match(await barText(page, '.mb-ls-words'), lang === 'fr' ? /Vous avez fini la leçon\u00a0!$/ : /You have finished the lesson!$/);
      const marks = await page.$$eval('.mb-lesson-bar ol button', (b) => b.map((x) => x.textContent));
      assert.ok(marks.every((t) => t.endsWith('✓')), `${game}: every step marked done (${marks})`);
      // The lesson's games are not kept in the start screen's list.
      assert.equal(await page.evaluate(() => window.marblesShim.games().length), 0, `${game}: no kept game`);
    }
    await snap(page, `lesson-done-${lang}`, 3);
    await closeClean(page);
  });
}

test('an illegal move is explained in the engine’s words; the progress is kept across a reload', async () => {
  const page = await open(env);
  await openLesson(page, 'wali');
  await page.click('.mb-lesson-bar ol li:nth-child(2) button');
  await until(page, (l) => l.step === 1, 'step 2');
  await clickCell(page, 'D3');
  const { l } = await until(page, (x) => x.status === 'refused', 'D3 refused');
  assert.match(l.words, /^Not allowed: .*three in a row/);
  assert.equal((await api(page, 'state')).ply, 0);
  await clickCell(page, 'E5');
  await until(page, (x) => x.status === 'done', 'E5 accepted');
  await snap(page, 'lesson-wali-desktop', 3);
  // Start again: the step's position again; Previous: the step before.
  await page.locator('.mb-lesson-bar .mb-ls-again').click();
  await until(page, (x, s) => x.status === 'asked' && s.ply === 0 && x.step === 1, 'step 2 again');
  await page.locator('.mb-lesson-bar .mb-ls-prev').click();
  await until(page, (x, s) => x.step === 0 && s.position === '....../....../....../....../...... s 12 12 - 0', 'step 1');
  // The language changed while a lesson is open: the bar follows.
  assert.ok((await api(page, 'setOption', 'lang', 'fr')).ok);
  await frames(page, 3);
  assert.equal(await barText(page, '.mb-ls-title'), 'Apprendre Wali · Étape 1 sur 7\u00a0: Poser');
  assert.equal(await barText(page, '.mb-ls-say'), lessons.wali.steps[0].say.fr);
  assert.ok((await api(page, 'setOption', 'lang', 'en')).ok);
  await page.reload();
  await page.evaluate(async () => { await window.marblesReady; await window.marblesShim.ready; });
  const again = await openLesson(page, 'wali');
  assert.deepEqual(again.l.done, [1], 'the step done is kept');
  assert.equal(again.l.step, 0, 'the lesson opens on the first step not done');
  const marks = await page.$$eval('.mb-lesson-bar ol button', (b) => b.map((x) => [x.textContent, x.getAttribute('aria-label')]));
  assert.deepEqual(marks[1], ['2\u00a0✓', 'Step 2: Never three while placing, done']);
  assert.deepEqual(marks[0], ['1', 'Step 1: Placing']);
  await closeClean(page);
});

test('"Learn to play" on the start screen and in the rules tab opens the game’s lesson', async () => {
  const page = await open(env);
  await clickWidget(page, 'game-quits');
  await clickWidget(page, 'learn');
  let { l, s } = await until(page, (x) => x.game === 'quits', 'the Quits lesson');
  assert.equal(s.screen, 'game');
  assert.equal(s.game, 'quits');
  assert.equal(l.step, 0);
  await page.click('.mb-lesson-bar .mb-ls-close');
  assert.equal(await lessonOf(page), null);
  assert.equal(await page.evaluate(() => document.querySelector('.mb-lesson-bar').hidden), true);
  assert.ok((await api(page, 'newGame', 'offboard', 'default')).ok);
  assert.ok((await api(page, 'setOption', 'tab', 'rules')).ok);
  await snap(page, 'lesson-rules-tab', 3);
  await clickWidget(page, 'rules-learn');
  ({ l, s } = await until(page, (x) => x.game === 'offboard', 'the Offboard lesson'));
  assert.equal(s.game, 'offboard');
  // A new game leaves the lesson.
  assert.ok((await api(page, 'newGame', 'wali', 'default')).ok);
  await frames(page, 3);
  assert.equal(await lessonOf(page), null);
  await closeClean(page);
});

// ---------------------------------------------------------------------------------------
// Keyboard, axe, fit

test('keyboard alone: the Yoté lesson opened from the start screen, two steps played with the board’s keys', async () => {
  const page = await open(env);
  await page.keyboard.press('Tab');
  await tabTo(page, 'Yoté, choice');
  await press(page, 'Enter');
  await tabTo(page, 'Learn to play, button');
  await press(page, 'Enter');
  await until(page, (l) => l.game === 'yote' && l.step === 0, 'the Yoté lesson');
  await tabTo(page, /board: arrows move/);
  await cursorTo(page, 'C3');
  await press(page, 'Enter', 3);
  await until(page, (l) => l.status === 'done', 'step 1 done');
  assert.equal(await page.evaluate(() => document.activeElement.className), 'mb-ls-next', 'Next has the focus');
  await page.keyboard.press('Enter');
  await until(page, (l) => l.step === 1 && l.status === 'asked', 'step 2');
  await tabTo(page, /board: arrows move/, { shift: true });
  await cursorTo(page, 'C3');
  await press(page, 'Enter', 3);
  await cursorTo(page, 'C2');
  await press(page, 'Enter', 3);
  const { s } = await until(page, (l) => l.status === 'done', 'step 2 done');
  assert.equal(s.moves[s.ply - 1], 'C3-C2');
  assert.match(await live(page), /.+/);
  await closeClean(page);
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function axe(page) {
  await page.evaluate(axeSource);
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Nothing of the bar is cut or over the board: the canvas ends above it, its parts inside it.
async function assertBarFits(page, label) {
  const r = await page.evaluate(() => {
    const rect = (n) => { const b = n.getBoundingClientRect(); return { x: b.x, y: b.y, w: b.width, h: b.height }; };
    const bar = document.querySelector('.mb-lesson-bar');
    return {
      vw: innerWidth, vh: innerHeight, canvas: rect(document.getElementById('canvas')), bar: rect(bar),
      scrolls: bar.scrollHeight > bar.clientHeight + 1,
      parts: [...bar.querySelectorAll('h1, p, button')].map((n) => ({ ...rect(n), sw: n.scrollWidth, cw: n.clientWidth, t: n.textContent })),
    };
  });
  assert.ok(r.canvas.y + r.canvas.h <= r.bar.y + 0.5, `${label}: the board ends above the bar`);
  assert.ok(r.bar.y >= 0 && r.bar.y + r.bar.h <= r.vh + 0.5 && r.bar.w <= r.vw + 0.5, `${label}: the bar is in the page`);
  assert.equal(r.scrolls, false, `${label}: the bar shows everything`);
  for (const p of r.parts) {
    assert.ok(p.x >= r.bar.x - 0.5 && p.x + p.w <= r.bar.x + r.bar.w + 0.5, `${label}: ${JSON.stringify(p)} inside the bar`);
    assert.ok(p.sw <= p.cw + 1, `${label}: “${p.t}” is not cut`);
  }
  assert.ok(r.canvas.h >= Math.min(300, r.vh * 0.55), `${label}: the board keeps room (${r.canvas.h})`);
}

for (const [where, size] of [['phone', { width: 390, height: 844, scale: 2 }], ['desktop', { width: 1280, height: 800 }], ['small window', { width: 720, height: 480 }]]) {
  for (const lang of ['en', 'fr']) {
    test(`the lesson bar is axe-clean and fits the ${where} (${lang})`, async () => {
      const page = await open(env, { ...size, query: `?lang=${lang}` });
      for (const game of GAMES) {
        await openLesson(page, game);
        const steps = lessons[game].steps;
        for (let i = 0; i < steps.length; i++) {
          await page.click(`.mb-lesson-bar ol li:nth-child(${i + 1}) button`);
          await until(page, (l) => l.step === i, `step ${i + 1}`);
          await frames(page, 3);
          await assertBarFits(page, `${where} ${lang} ${game} ${i + 1}`);
        }
        if (game === 'wykersham' || game === 'wali') await snap(page, `lesson-${game}-${where.replace(' ', '-')}-${lang}`, 3);
      }
      assert.deepEqual(await axe(page), []);
      await closeClean(page);
    });
  }
}
