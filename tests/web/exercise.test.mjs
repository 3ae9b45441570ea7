// Exercises in embeds (docs/EMBED.md, mode=exercise): the visitor finds the record's line from a
// position, the page replies with the line's next move, says right and wrong in words, gives a
// hint and the solution, and tells the parent when it is solved; answer=engine takes the strong
// search's move as the answer. Every game opens an exercise from its annotated example.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { start, open, api, frames, snap, root, phone, serveHtml, annotatedExamples } from './harness.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

// The annotated examples of docs/NOTATION.md, by game.
const examples = annotatedExamples();

const WORDS = {
  en: { wrong: 'Not this move: try again.', right: 'Right!', solved: 'Right! Solved!', hint: 'Hint: look at B2.', solution: 'Solution: @B2.', again: 'Try again' },
  fr: { wrong: 'Pas ce coup-là\u00a0: essayez encore.', right: 'Juste\u00a0!', solved: 'Juste\u00a0! Résolu\u00a0!', hint: 'Indice\u00a0: regardez B2.', solution: 'Solution\u00a0: @B2.', again: 'Recommencer' },
};

// Before the page's scripts: every text the bar says, in window.__said.
const SAID = () => {
  window.__said = [];
  new MutationObserver(() => {
    const t = document.getElementById('mb-exercise-words')?.textContent;
    if (t && t !== window.__said[window.__said.length - 1]) window.__said.push(t);
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

const exerciseOf = (target) => target.evaluate(() => window.marblesShim.exercise);
const words = (target) => target.evaluate(() => document.getElementById('mb-exercise-words').textContent);
const call = (target, fn, ...args) => target.evaluate(([f, a]) => window.marbles[f](...a), [fn, args]);

// Waits until the frame's state passes check(s) (the page's reply comes after a pause).
async function until(target, check, what, ms = 8000) {
  const end = Date.now() + ms;
  for (;;) {
    // The exercise's state first: what it says has happened is then in the page's state (read
    // the other way round, a move played between the two reads would be missing).
    const e = await exerciseOf(target);
    const s = await call(target, 'state');
    if (check(s, e)) return { s, e };
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ply ${s.ply}, ${JSON.stringify(e)}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

async function framed(host, query, { width = 720, height = 480 } = {}) {
  const src = `${env.url}index.html?${query}`;
  host.pages['/'] = `<!doctype html><title>Exercise</title><main><p>An article</p>
<iframe title="Yoté exercise" src="${src}" style="width:${width}px;height:${height}px;border:0"></iframe>
<script>window.events = []; addEventListener('message', (e) => { if (e.data && e.data.source === 'marbles') window.events.push(e.data); });</script></main>`;
  const page = await open(env, { width: width + 40, height: height + 80 });
  await page.goto(`${host.origin}/`);
  const frame = page.frames().find((f) => f.url().startsWith(env.url));
  await frame.evaluate(async () => { await window.marblesReady; await window.marblesShim.ready; });
  return { page, frame };
}

// Nothing of the bar is cut or over the board: the canvas ends above it, its buttons inside it.
async function assertBarFits(target, label) {
  const r = await target.evaluate(() => {
    const rect = (n) => { const b = n.getBoundingClientRect(); return { x: b.x, y: b.y, w: b.width, h: b.height }; };
    const bar = document.querySelector('.mb-exercise-bar');
    return {
      vw: innerWidth, vh: innerHeight, canvas: rect(document.getElementById('canvas')), bar: rect(bar),
      parts: [...bar.querySelectorAll('p, button')].map((n) => ({ ...rect(n), sw: n.scrollWidth, cw: n.clientWidth })),
    };
  });
  assert.ok(r.canvas.y + r.canvas.h <= r.bar.y + 0.5, `${label}: the board ends above the bar`);
  assert.ok(r.bar.y + r.bar.h <= r.vh + 0.5 && r.bar.w <= r.vw + 0.5, `${label}: the bar is in the frame`);
  for (const p of r.parts) {
    assert.ok(p.x >= r.bar.x && p.x + p.w <= r.bar.x + r.bar.w + 0.5 && p.y >= r.bar.y && p.y + p.h <= r.bar.y + r.bar.h + 0.5, `${label}: ${JSON.stringify(p)} inside the bar`);
    assert.ok(p.sw <= p.cw + 1, `${label}: a text of the bar is not cut`);
  }
  assert.ok(r.canvas.h >= 200, `${label}: the board keeps room (${r.canvas.h})`);
}

test('mode=exercise in a frame on another origin: a wrong move refused, the right one answered, hint, solution, try again, solved posted', async () => {
  const host = await serveHtml();
  try {
    for (const lang of ['en', 'fr']) {
      const W = WORDS[lang];
      const { page, frame } = await framed(host, `embed=1&api=1&lang=${lang}&mode=exercise&ply=0&record=${encodeURIComponent(examples.yote)}`);
      let s = await call(frame, 'state');
      assert.equal(s.ply, 0);
      assert.equal(s.length, 0, 'the solution is not in the move list');
      assert.deepEqual(await exerciseOf(frame), { status: 'solving', start: 0, answer: 'line', expected_left: 4, next: '@C3', helped: false });
      // A legal move that is not the line's: taken back, said.
      assert.ok((await call(frame, 'play', '@A1')).ok);
      await until(frame, (st, e) => st.ply === 0 && e.status === 'wrong', 'the wrong move taken back');
      assert.equal(await words(frame), W.wrong);
      assert.equal((await call(frame, 'state')).position, s.position, 'the position is unchanged');
      // An illegal move is the engine's to refuse.
      assert.equal((await call(frame, 'play', '@Z9')).ok, false);
      // The right move, clicked: kept, said, its comment shown; the page replies with @C4.
      await frames(frame, 2);
      const c = await call(frame, 'cellCenter', 'C3');
      const box = await page.locator('iframe').boundingBox();
      await page.mouse.click(box.x + c.x, box.y + c.y);
      let r = await until(frame, (st) => st.ply >= 1, 'the click played');
      assert.equal(r.s.moves[0], '@C3');
      assert.equal(await words(frame), W.right);
      r = await until(frame, (st) => st.ply === 2, 'the reply');
      assert.deepEqual(r.s.moves, ['@C3', '@C4']);
      assert.equal(r.e.status, 'right');
      // The hint marks the cell of the next move and says it.
      await frame.locator('.mb-ex-hint').click();
      assert.equal(await words(frame), W.hint);
      assert.match((await call(frame, 'state')).marks, /YB2/);
      await snap(page, `exercise-hint-${lang}`);
      // The solution plays it for the visitor: shown, not solved.
      await frame.locator('.mb-ex-show').click();
      r = await until(frame, (st, e) => e.status === 'shown', 'the line shown to its end');
      assert.deepEqual(r.s.moves, ['@C3', '@C4', '@B2', 'C4-C5']);
      assert.equal(r.s.comment, 'Dark steps away from the jump', 'the reply\'s comment');
      assert.equal(r.e.helped, true);
      assert.equal((await page.evaluate(() => window.events)).filter((e) => e.type === 'exercise').length, 0);
      // Try again, by the keyboard: back to the puzzle; then the variation's move (@C5) solves it.
      await frame.locator('.mb-ex-again').focus();
      await frame.locator('.mb-ex-again').press('Enter');
      r = await until(frame, (st, e) => st.ply === 0 && e.status === 'solving', 'back to the start');
      assert.equal(await frame.evaluate(() => document.activeElement.textContent), W.again);
      assert.ok((await call(frame, 'play', '@C3')).ok);
      await until(frame, (st) => st.ply === 2, 'the reply again');
      assert.ok((await call(frame, 'play', '@C5')).ok);
      r = await until(frame, (st, e) => e.status === 'solved', 'solved');
      assert.equal(r.s.comment, 'also good');
      assert.equal(await words(frame), W.solved);
      // Said to screen readers (a live region); nothing left to hint or show.
      assert.deepEqual(await frame.evaluate(() => {
        const n = document.getElementById('mb-exercise-words');
        return [n.getAttribute('role'), n.getAttribute('aria-live'), document.querySelector('.mb-ex-hint').disabled, document.querySelector('.mb-ex-show').disabled];
      }), ['status', 'polite', true, true]);
      const events = await page.evaluate(() => window.events.filter((e) => e.type === 'exercise'));
      assert.deepEqual(events.map((e) => [e.status, e.start, e.moves.join(' ')]), [['solved', 0, '@C3 @C4 @C5']]);
      await assertBarFits(frame, `720x480 ${lang}`);
      await snap(page, `exercise-solved-${lang}`);
      await page.context().close();
    }
  } finally {
    await host.close();
  }
});

test('answer=engine: the strong search\'s move is the answer; the panel says it thinks meanwhile', async () => {
  for (const lang of ['en', 'fr']) {
    const page = await open(env, { init: SAID, query: `?embed=1&lang=${lang}&mode=exercise&answer=engine&game=poursuite&variant=${encodeURIComponent('6x6 single')}&moves=b3` });
    const first = await exerciseOf(page);
    assert.equal(first.answer, 'engine');
    assert.equal(first.start, 1);
    const { s, e } = await until(page, (st, ex) => ex.next !== null, 'the engine\'s answer', 20000);
    const said = await page.evaluate(() => window.__said);
    assert.match(said[0], lang === 'en' ? /engine is looking/ : /moteur cherche/);
    assert.match(said[said.length - 1], lang === 'en' ? /Find the best move/ : /Trouvez le meilleur coup/);
    assert.ok(s.legal.includes(e.next), `${e.next} in ${s.legal} (${s.to_move}, ${s.ply}, ${s.moves})`);
    const layout = await api(page, 'layout');
    assert.equal(layout.widgets.some((w) => w.name === 'hint' || w.name === 'hint-text'), false, 'no Hint button of the panel');
    const other = s.legal.find((m) => m !== e.next);
    if (other) {
      assert.ok((await api(page, 'play', other)).ok);
      await until(page, (st, ex) => st.ply === 1 && ex.status === 'wrong', 'the other move refused');
    }
    assert.ok((await api(page, 'play', e.next)).ok);
    await until(page, (st, ex) => ex.status === 'solved', 'solved');
    assert.equal(await words(page), WORDS[lang].solved);
    await page.context().close();
  }
});

test('every game opens an exercise from its annotated example and accepts its first right move', async () => {
  for (const [game, record] of Object.entries(examples)) {
    const page = await open(env, { query: `?embed=1&mode=exercise&record=${encodeURIComponent(record)}` });
    const e = await exerciseOf(page);
    assert.equal(e.status, 'solving', game);
    assert.ok(e.next, `${game}: a move to find`);
    const s = await api(page, 'state');
    assert.equal(s.length, e.start, `${game}: the record stops at the puzzle`);
    assert.ok((await api(page, 'play', e.next)).ok, `${game}: ${e.next}`);
    await until(page, (st, ex) => ex.status === 'right' || ex.status === 'solved', `${game}: right`);
    await page.context().close();
  }
});

test('bad exercise parameters are said in words and the page falls back', async () => {
  const said = {
    en: [/“ply”: “9” is not a move number from 0 to 4/, /“answer”: “xyz” is not one of: line, engine/,
      /no move of the record after move 4 to find; the answer is the engine’s best move/],
    fr: [/« ply » : « 9 » n’est pas un numéro de coup de 0 à 4/, /« answer » : «\u00a0xyz\u00a0» n’est pas l’une des valeurs\u00a0: line, engine/,
      /aucun coup du relevé après le coup 4 à trouver\u00a0; la réponse est le meilleur coup du moteur/],
  };
  for (const lang of ['en', 'fr']) {
    const page = await open(env, { query: `?embed=1&lang=${lang}&mode=exercise&answer=xyz&ply=9&record=${encodeURIComponent(examples.yote)}` });
    const notices = (await page.evaluate(() => window.marblesShim.notices)).map((n) => n.text).join('\n');
    for (const pattern of said[lang]) assert.match(notices, pattern);
    const e = await exerciseOf(page);
    assert.equal(e.answer, 'engine');
    assert.equal(e.start, 4);
    await page.context().close();
  }
});

test('the exercise bar fits: 720x480 and 320x480 frames, a phone, in English and French', async () => {
  const host = await serveHtml();
  try {
    for (const lang of ['en', 'fr']) {
      for (const [width, height] of [[720, 480], [320, 480]]) {
        const { page, frame } = await framed(host, `embed=1&lang=${lang}&mode=exercise&ply=2&record=${encodeURIComponent(examples.wali)}`, { width, height });
        await frame.locator('.mb-ex-hint').click();
        await frames(frame, 3);
        await assertBarFits(frame, `${width}x${height} ${lang}`);
        await snap(page, `exercise-${width}x${height}-${lang}`);
        await page.context().close();
      }
      const page = await open(env, { ...phone, query: `?lang=${lang}&mode=exercise&ply=2&record=${encodeURIComponent(examples.quits)}` });
      await page.locator('.mb-ex-hint').click();
      await frames(page, 3);
      await assertBarFits(page, `phone ${lang}`);
      await snap(page, `exercise-phone-${lang}`);
      await page.context().close();
    }
  } finally {
    await host.close();
  }
});

test('docs/EMBED.md\'s exercise examples open as they say', async () => {
  const urls = [...readFileSync(join(root, 'docs', 'EMBED.md'), 'utf8').matchAll(/^index\.html(\?embed=1&mode=exercise\S*)/gm)].map((m) => m[1]);
  assert.equal(urls.length, 2);
  const expected = ['@C3', null];
  for (const [i, query] of urls.entries()) {
    const page = await open(env, { query });
    assert.deepEqual(await page.evaluate(() => window.marblesShim.notices), [], query);
    const { e } = await until(page, (st, ex) => ex.next !== null, 'a move to find', 20000);
    if (expected[i]) assert.equal(e.next, expected[i]);
    else assert.equal(e.answer, 'engine');
    await page.context().close();
  }
});

test('the exercise\'s buttons come after the board\'s controls in the Tab order, and work from the keyboard', async () => {
  const page = await open(env, { query: `?embed=1&mode=exercise&record=${encodeURIComponent(examples.wali)}` });
  await page.locator('#canvas').focus();
  let reached = null;
  for (let i = 0; i < 60 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => (document.activeElement?.classList.contains('mb-ex-hint') ? 'hint' : null));
  }
  assert.equal(reached, 'hint', 'Tab reaches the Hint button');
  await page.keyboard.press('Enter');
  assert.equal(await words(page), 'Hint: look at C3.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await until(page, (st, e) => st.moves[0] === 'C3' && e.helped, 'the solution played');
  assert.equal((await api(page, 'state')).comment, 'The centre first.');
  await page.context().close();
});
