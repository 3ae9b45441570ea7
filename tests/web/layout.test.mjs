// The layout over a grid of sizes (docs/EMBED.md: embeds from 320 px wide): for each size,
// language and game, the rectangles of the texts and controls the app drew (marbles.layout(),
// the engine's mb_layout_json) do not overlap, none is cut by the canvas or its panel, and every
// button's label fits in it. Screenshots of part of the grid go to build/screenshots/layout-*.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { api, closeClean, frames, open, serveForFile, shots } from './harness.mjs';

const { env } = serveForFile();

const WIDTHS = [320, 400, 480, 560, 640, 720, 800, 960, 1200];
const HEIGHTS = [360, 480, 640];
const SHOT_WIDTHS = [320, 480, 720, 1200];
// The games and positions: the repro (Yoté in replay, French at 720 px), a game being
// played, the end of a game, a four-player game, dice.
const CASES = [
  ['yote-replay', 'game=yote&variant=5x5&mode=replay&moves=@C3,@B2,@D4'],
  ['wali', 'game=wali&moves=C3,D4&ai=1'],
  ['poursuite', 'game=poursuite&variant=single'],
  ['quits4', 'game=quits&variant=4-players&ai=1,2,3'],
  ['wykersham', 'game=wykersham'],
  // The slide's question: the longest buttons (French: "Glisser le rail d vers le bas (vers 1)").
  ['wykersham-slide', 'game=wykersham&moves=red,3-3,3d'],
  ['offboard', 'game=offboard&mode=view'],
];

const EPS = 0.5;
const inside = (r, box) => r.x >= box.x - EPS && r.x + r.w <= box.x + box.w + EPS &&
  r.y >= box.y - EPS && r.y + r.h <= box.y + box.h + EPS;
const insideX = (r, box) => r.x >= box.x - EPS && r.x + r.w <= box.x + box.w + EPS;
const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > EPS &&
  Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > EPS;
const show = (r) => `${r.name} [${r.x.toFixed(1)},${r.y.toFixed(1)} ${r.w.toFixed(1)}×${r.h.toFixed(1)}]`;

// What is wrong with one layout, in words (empty: nothing).
export function layoutProblems(l) {
  const out = [];
  const canvas = { x: 0, y: 0, w: l.w, h: l.h };
  const panel = l.panel;
  const widgets = l.widgets.filter((r) => r.w > 0 && r.h > 0);
  for (const r of widgets) {
    if (r.need > r.w + EPS) out.push(`${show(r)}: its label needs ${r.need.toFixed(1)} px`);
    // A panel that scrolls may hold controls below its bottom; never beside it.
    const scrolls = panel?.scrolls;
    if (!(scrolls ? insideX(r, canvas) : inside(r, canvas))) out.push(`${show(r)} is cut by the canvas ${l.w}×${l.h}`);
    if (panel && !(scrolls ? insideX(r, panel) : inside(r, panel))) out.push(`${show(r)} is cut by the panel ${show({ name: 'panel', ...panel })}`);
  }
  for (let i = 0; i < widgets.length; i++) {
    for (let j = i + 1; j < widgets.length; j++) {
      if (overlap(widgets[i], widgets[j])) out.push(`${show(widgets[i])} overlaps ${show(widgets[j])}`);
    }
  }
  return out;
}

async function layoutAt(page, width, height) {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(([w, h]) => window.marbles.layout().w === w && window.marbles.layout().h === h,
    [width, height]);
  await frames(page, 2);
  return api(page, 'layout');
}

async function checkGrid(base, name, query, lang) {
  const page = await open(env, { width: 720, height: 480, query: `${base}${query}&lang=${lang}` });
  await page.evaluate(() => window.marblesShim.ready);
  const problems = [];
  let checked = 0;
  let actions = 0;  // sizes that show the action buttons (the slide case's question)
  for (const w of WIDTHS) {
    for (const h of HEIGHTS) {
      const l = await layoutAt(page, w, h);
      assert.equal(l.screen, 'game');
      assert.ok(l.widgets.length >= 2, `${name} ${w}×${h}: ${JSON.stringify(l.widgets)}`);
      if (l.widgets.some((r) => r.name.startsWith('act-'))) actions += 1;
      checked += 1;
      for (const p of layoutProblems(l)) problems.push(`${name} ${lang} ${w}×${h}: ${p}`);
      if (h === 480 && SHOT_WIDTHS.includes(w) && (name === 'yote-replay' || name === 'wali')) {
        const kind = base.includes('embed') ? 'embed' : 'page';
        await page.screenshot({ path: join(shots, `layout-${kind}-${name}-${w}x${h}-${lang}.png`) });
      }
    }
  }
  if (name.endsWith('-slide')) assert.ok(actions > 0, `${name}: the slide's buttons at no size`);
  await closeClean(page);
  return { problems, checked };
}

test('layout: the issue\'s repro, Yoté in replay at 720 px in French, fits', async () => {
  const page = await open(env, { width: 720, height: 480,
    query: 'index.html?embed=1&game=yote&variant=5x5&lang=fr&mode=replay&moves=@C3,@B2,@D4' });
  await page.evaluate(() => window.marblesShim.ready);
  await frames(page, 3);
  const l = await api(page, 'layout');
  const names = l.widgets.map((r) => r.name);
  for (const n of ['turn', 'phase', 'tab-0', 'tab-1', 'tab-2', 'menu', 'first', 'last']) {
    assert.ok(names.includes(n), `${n} is not in ${names}`);
  }
  assert.deepEqual(layoutProblems(l), []);
  await closeClean(page);
});

for (const lang of ['en', 'fr']) {
  test(`layout: embeds of every game from 320 to 1,200 px wide, ${lang}: no overlap, nothing cut`, async () => {
    const problems = [];
    let checked = 0;
    for (const [name, query] of CASES) {
      const r = await checkGrid('index.html?embed=1&', name, query, lang);
      problems.push(...r.problems);
      checked += r.checked;
    }
    assert.equal(checked, CASES.length * WIDTHS.length * HEIGHTS.length);
    assert.deepEqual(problems, []);
  });
}

test('layout: the full page\'s game screen over the same grid, both languages', async () => {
  const problems = [];
  for (const lang of ['en', 'fr']) {
    for (const [name, query] of CASES.slice(0, 3)) {
      problems.push(...(await checkGrid('index.html?', name, query, lang)).problems);
    }
  }
  assert.deepEqual(problems, []);
});

// The rectangle of a named control of the last frame (CSS pixels).
const widget = (l, name) => l.widgets.find((r) => r.name === name);
const meets = (box, r) => Math.min(box.x + box.width, r.x + r.w) - Math.max(box.x, r.x) > 0 &&
  Math.min(box.y + box.height, r.y + r.h) - Math.max(box.y, r.y) > 0;

test('the start action is always in view: 1366×768, 390×844, 320×480, for each game chosen', async () => {
  for (const [width, height, scale] of [[1366, 768, 1], [390, 844, 2], [320, 480, 2]]) {
    for (const lang of ['en', 'fr']) {
      const page = await open(env, { width, height, scale, query: `index.html?lang=${lang}` });
      await page.evaluate(() => window.marblesShim.ready);
      const games = (await api(page, 'games')).filter((g) => g.playable).map((g) => g.id);
      let picked = 0;
      for (const game of games) {
        let pick = await api(page, 'widgetCenter', `game-${game}`);
        const top = widget(await api(page, 'layout'), 'start');
        if (pick.ok && (pick.y < 0 || pick.y >= top.y - 24)) {
          // Below the bar: the choices scroll under the wheel.
          await page.mouse.move(width / 2, top.y / 2);
          await page.mouse.wheel(0, pick.y - top.y / 2);
          await frames(page, 3);
          pick = await api(page, 'widgetCenter', `game-${game}`);
        }
        if (pick.ok && pick.y > 0 && pick.y < top.y - 24) {
          await page.mouse.click(pick.x, pick.y);
          picked += 1;
        }
        // Against the computer too: the level rows make the choices longer.
        // (where it shows above the bar; the choices scroll)
        const computer = await api(page, 'widgetCenter', 'computer');
        const bar = widget(await api(page, 'layout'), 'start');
        if (computer.ok && computer.y > 0 && computer.y < bar.y - 24) await page.mouse.click(computer.x, computer.y);
        await frames(page, 2);
        const l = await api(page, 'layout');
        const start = widget(l, 'start');
        assert.ok(start, `${game} ${width}×${height}: no start in ${l.screen}: ${l.widgets.map((r) => r.name)}`);
        assert.ok(start.y >= 0 && start.y + start.h <= height && start.x >= 0 && start.x + start.w <= width,
          `${game} ${lang} ${width}×${height}: start at ${JSON.stringify(start)}`);
        assert.ok(start.need <= start.w, `${game}: the label needs ${start.need}`);
      }
      assert.equal(picked, games.length, `${width}×${height}: games chosen`);
      if (lang === 'en') await page.screenshot({ path: join(shots, `start-bar-${width}x${height}.png`) });
      // The start plays.
      const c = await api(page, 'widgetCenter', 'start');
      await page.mouse.click(c.x, c.y);
      await page.waitForFunction(() => window.marbles.state().screen === 'game');
      await closeClean(page);
    }
  }
});

test('notices and the kept games never cover the panel\'s title, EN/FR/menu or the start', async () => {
  for (const [width, height] of [[1366, 768], [720, 480], [390, 844]]) {
    // A kept game (the Continue list) on the start screen, then a notice there and in a game.
    const page = await open(env, { width, height, query: 'index.html?game=yote&lang=fr' });
    await page.evaluate(() => window.marblesShim.ready);
    await api(page, 'play', '@C3');
    await api(page, 'setOption', 'screen', 'start');
    await page.locator('#mb-games').waitFor();
    await page.evaluate(() => window.marblesShim.openText('[Format "marbles/1"]\n[Game "yote"]\n1. C3\n'));
    await frames(page, 3);
    const boxes = async () => Promise.all((await page.locator('.mb-box').all()).map((b) => b.boundingBox()));
    let l = await api(page, 'layout');
    let shown = await boxes();
    assert.ok(shown.length >= 2, `${width}×${height}: ${shown.length} boxes`);
    for (const name of ['title-en', 'title-fr', 'menu', 'start']) {
      const r = widget(l, name);
      assert.ok(r, name);
      for (const b of shown) assert.ok(!meets(b, r), `${width}×${height} start: a notice ${JSON.stringify(b)} covers ${name} ${JSON.stringify(r)}`);
    }
    // Start and resume (the kept game) side by side or stacked: both labels fit.
    for (const name of ['start', 'resume']) {
      const r = widget(l, name);
      assert.ok(r && r.need <= r.w && r.y + r.h <= height, `${width}×${height}: ${JSON.stringify(r)}`);
    }
    assert.ok(!meets({ x: widget(l, 'start').x, y: widget(l, 'start').y, width: widget(l, 'start').w, height: widget(l, 'start').h }, widget(l, 'resume')));
    await page.screenshot({ path: join(shots, `notices-start-${width}x${height}.png`) });
    await api(page, 'newGame', 'wali', 'default');
    await page.evaluate(() => window.marblesShim.openText('[Format "marbles/1"]\n[Game "wali"]\n1. Z9\n'));
    await frames(page, 3);
    l = await api(page, 'layout');
    shown = await boxes();
    assert.ok(shown.length >= 1);
    for (const name of ['title-en', 'title-fr', 'menu', 'game-name', 'turn']) {
      const r = widget(l, name);
      if (!r) continue;  // the narrow layout: the menu beside the tabs, no title row
      for (const b of shown) assert.ok(!meets(b, r), `${width}×${height} game: a notice ${JSON.stringify(b)} covers ${name} ${JSON.stringify(r)}`);
    }
    await page.screenshot({ path: join(shots, `notices-game-${width}x${height}.png`) });
    await page.context().close();
  }
});
