// Lessons (docs/LESSONS.md): for each game a few small steps, each a position, words and the
// move(s) asked for, read from lessons.json (assets/lessons/<game>.json). The learner plays on the board as in a game;
// the engine refuses an illegal move (the app's note says why, shown here too), and a legal move
// that is not one of the step's is taken back (Undo) and the step's words say why. The other
// side's replies in a step's line are played by the page after a short pause. Steps done are
// kept in localStorage ("marbles:lessons"). Opened by the menu command "learn:<game>" (the start
// screen's and the rules tab's "Learn to play", src/ui/app_texts.cpp).
// The page never judges a rule: a move is compared with the step's lines by its text, the
// engine's own notation.
import { ctx } from '../shim-i18n.js';
import { onGameChange } from '../shim-core.js';
import { setOption } from '../shim-params.js';
import { el } from '../shim-ui.js';
import { storage } from '../shim-store.js';

const REPLY_MS = 600;  // the pause before the page plays the other side's move
const KEY = 'marbles:lessons';

const WORDS = {
  en: {
    label: 'Lesson: {game}', heading: 'Learn {game}', of: 'Step {n} of {all}: {title}',
    stepName: 'Step {n}: {title}', stepDone: 'Step {n}: {title}, done',
    prev: 'Previous', next: 'Next', again: 'Start again', close: 'Close',
    going: 'Right: go on.', wrong: 'Not this move: try again.', refused: 'Not allowed: {why}',
    finished: 'You have finished the lesson!', failed: 'The lesson could not be loaded ({why}).',
    steps: 'Steps',
  },
  fr: {
    label: 'Leçon\u00a0: {game}', heading: 'Apprendre {game}', of: 'Étape {n} sur {all}\u00a0: {title}',
    stepName: 'Étape {n}\u00a0: {title}', stepDone: 'Étape {n}\u00a0: {title}, faite',
    prev: 'Précédente', next: 'Suivante', again: 'Recommencer', close: 'Fermer',
    going: 'Juste\u00a0: continuez.', wrong: 'Pas ce coup-là\u00a0: essayez encore.', refused: 'Interdit\u00a0: {why}',
    finished: 'Vous avez fini la leçon\u00a0!', failed: 'La leçon n’a pas pu être chargée ({why}).',
    steps: 'Étapes',
  },
};
const lang = () => (ctx.lang === 'fr' ? 'fr' : 'en');
const w = (key, vars = {}) => WORDS[lang()][key].replace(/\{(\w+)\}/g, (_, k) => String(vars[k] ?? ''));
const local = (texts) => (texts ? texts[lang()] ?? texts.en ?? '' : '');

// ---------------------------------------------------------------------------------------
// The step's lines: actions separated by spaces; `*` stands for any characters and `?` for one
// (case aside), so "C2-C1 *" is C2-C1 and then any removal.

const globs = new Map();
export function glob(pattern) {
  if (!globs.has(pattern)) {
    const body = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
    globs.set(pattern, new RegExp(`^${body}$`, 'i'));
  }
  return globs.get(pattern);
}
export const tokens = (line) => line.trim().split(/\s+/);

// Where the moves played stand in the lines: {line, pos} (the first line they follow), or
// {wrong}: the index of the first move that follows no line.
export function walk(lines, moves) {
  let wrong = 0;
  for (const text of lines) {
    const line = tokens(text);
    let k = 0;
    while (k < moves.length && k < line.length && glob(line[k]).test(moves[k])) k++;
    if (k === moves.length) return { line, pos: k };
    wrong = Math.max(wrong, k);
  }
  return { wrong };
}

// The words for a wrong move: the first entry whose moves match it, else the one without moves.
export function wrongWords(step, move) {
  const list = step.wrong || [];
  const hit = list.find((e) => e.moves && e.moves.some((p) => glob(p).test(move))) || list.find((e) => !e.moves);
  return hit ? local(hit) : w('wrong');
}

// ---------------------------------------------------------------------------------------
// Progress: {game: [indices of the steps done]}.

function progress() {
  try {
    const p = JSON.parse(storage.get(KEY) || '{}');
    return p && typeof p === 'object' && !Array.isArray(p) ? p : {};
  } catch (e) {
    return {};
  }
}

function markDone(game, index) {
  const p = progress();
  const done = new Set(Array.isArray(p[game]) ? p[game] : []);
  done.add(index);
  p[game] = [...done].sort((a, b) => a - b);
  storage.set(KEY, JSON.stringify(p));
}

const doneOf = (game) => new Set(Array.isArray(progress()[game]) ? progress()[game] : []);

// ---------------------------------------------------------------------------------------

const ls = {
  open: false, game: null, data: null, index: 0, side: 0, serial: null, start: 0, played: 0,
  status: 'idle', busy: false, timer: null, note: '', dice: null, lang: null, words: '', wordsOf: null,
};
let bar = null;
let parts = {};

// marblesShim.lesson (docs/API.md), from the first lesson on.
export function lessonState() {
  if (!ls.open) return null;
  return {
    game: ls.game, step: ls.index, steps: ls.data ? ls.data.steps.length : 0, status: ls.status,
    words: ls.words, done: [...doneOf(ls.game)],
  };
}

// Every game's lesson: lessons.json, {"<game>": {format, game, steps}, ...} (cmake/lessons.cmake).
let all = null;
async function fetchLesson(game) {
  if (!all) {
    all = fetch('lessons.json').then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json();
    });
    all.catch(() => { all = null; });
  }
  const lesson = (await all)[game];
  if (!lesson || !Array.isArray(lesson.steps)) throw new Error(`no lesson for ${JSON.stringify(game)}`);
  return lesson;
}

// Opens the lesson of a game (its first step not done yet, or `index`).
export async function openLesson(game, index) {
  const id = game || ctx.M.state().game;
  let data;
  try {
    data = await fetchLesson(id);
  } catch (e) {
    mount();
    ls.open = true;
    parts.heading.textContent = w('heading', { game: id });
    say('failed', w('failed', { why: String(e && e.message || e) }));
    return { ok: false, error: `no lesson for ${JSON.stringify(id)}` };
  }
  if (!ls.open) {
    ctx.lesson = true;  // not kept in the list of kept games (web/shim.js)
    ls.dice = ctx.M.state().dice;
    ls.hint = ctx.M.state().hint_mode || 'button';  // put back as the page had it
    setOption('hint_mode', 'hidden');  // the answer is the learner's to find
    setOption('dice', 'typed');  // the step's rolls, not the page's
  }
  ls.open = true;
  ls.game = id;
  ls.data = data;
  mount();
  const done = doneOf(id);
  const first = data.steps.findIndex((_, i) => !done.has(i));
  goStep(Number.isInteger(index) ? index : Math.max(0, first));
  return { ok: true };
}

function record(step) {
  const lines = ['[Format "marbles/1"]', `[Game "${ls.game}"]`, `[Variant "${step.variant || 'default'}"]`];
  if (step.position) lines.push(`[Position "${step.position}"]`);
  return `${lines.join('\n')}\n`;
}

function goStep(index) {
  clearTimeout(ls.timer);
  ls.index = Math.min(Math.max(0, index), ls.data.steps.length - 1);
  const step = ls.data.steps[ls.index];
  ls.wordsOf = null;
  ls.busy = true;
  const r = ctx.M.load(record(step));
  const s = ctx.M.state();
  ls.busy = false;
  ls.serial = s.serial;
  ls.start = s.ply;
  ls.played = 0;
  ls.side = s.to_move;
  render();
  if (!r.ok) say('failed', w('failed', { why: r.error_local || r.error }));
  else say('asked', '');
}

function close() {
  clearTimeout(ls.timer);
  ls.open = false;
  ctx.lesson = false;
  ls.status = 'idle';
  setOption('hint_mode', ls.hint || 'button');
  if (ls.dice) setOption('dice', ls.dice);
  if (bar) bar.hidden = true;
  document.documentElement.classList.remove('mb-lesson');
  window.dispatchEvent(new Event('resize'));
  const canvas = document.getElementById('canvas');
  if (canvas) canvas.focus();
}

// ---------------------------------------------------------------------------------------
// Following the game

function sync() {
  if (!ls.open || ls.busy || !ls.data) return;
  const s = ctx.M.state();
  if (s.lang !== ls.lang) render();
  // Another game (New game, a file, a link) or the start screen: the lesson is left.
  if (s.serial !== ls.serial || s.screen !== 'game') {
    close();
    return;
  }
  if (ls.status === 'done') return;  // the board is the learner's again
  const step = ls.data.steps[ls.index];
  const moves = s.moves.slice(ls.start, Math.max(ls.start, s.ply));
  const at = walk(step.lines, moves);
  if (at.wrong !== undefined) {
    // A legal move that is not the step's: taken back, and said why.
    const move = moves[at.wrong];
    ls.busy = true;
    for (let k = moves.length; k > at.wrong; k--) ctx.M.undo();
    ls.busy = false;
    ls.played = at.wrong;
    say('wrong', () => wrongWords(step, move));
    return;
  }
  if (moves.length === ls.played) return;
  const grew = moves.length > ls.played;
  ls.played = moves.length;
  if (!grew) {
    say('asked', '');
    return;
  }
  if (at.pos >= at.line.length) {
    finish(step);
    return;
  }
  if (s.to_move === ls.side) {
    say('going', () => w('going'));
    return;
  }
  // The other side's reply (or a roll): played by the page after a pause.
  const reply = at.line[at.pos];
  ls.busy = true;
  ls.timer = setTimeout(() => {
    ls.busy = false;
    const now = ctx.M.state();
    if (!ls.open || now.serial !== ls.serial || now.ply - ls.start !== ls.played) sync();
    else ctx.M.play(reply);
  }, REPLY_MS);
}

function finish(step) {
  markDone(ls.game, ls.index);
  const last = ls.index === ls.data.steps.length - 1;
  const all = doneOf(ls.game).size >= ls.data.steps.length;
  say('done', () => (last && all ? `${local(step.right)} ${w('finished')}` : local(step.right)));
  render();
  (last ? parts.close : parts.next).focus();
}

// The app's word on a click or key that played nothing (state().note), said here too.
function noteSaid() {
  requestAnimationFrame(() => requestAnimationFrame(() => {
    if (!ls.open || ls.status === 'done' || !ls.data) return;
    const note = ctx.M.state().note;
    if (note && note !== ls.note) say('refused', w('refused', { why: note }));
    ls.note = note || '';
  }));
}

// ---------------------------------------------------------------------------------------
// The bar

// words: a text, or a function that gives it in the page's language (said again in the other
// language when it changes).
function say(status, words) {
  ls.status = status;
  ls.wordsOf = typeof words === 'function' ? words : () => words;
  ls.words = ls.wordsOf();
  ls.note = status === 'refused' ? ls.note : '';
  if (!bar) return;
  bar.dataset.status = status;
  // A live region: a changed text is said; the same one again is re-said.
  if (parts.words.textContent === ls.words) parts.words.textContent = '';
  parts.words.textContent = ls.words;
}

const CSS = `
html.mb-lesson #canvas { height: calc(100% - var(--mb-ls-h, 0px)); }
.mb-lesson-bar { position: fixed; left: 0; right: 0; bottom: 0; box-sizing: border-box; padding: 6px 10px 8px;
  max-height: 45vh; overflow-y: auto; font: 15px/1.35 system-ui, sans-serif;
  background: var(--mb-bg); color: var(--mb-text); border-top: 1px solid var(--mb-line); }
.mb-lesson-bar .mb-ls-title { font-size: 15px; font-weight: 700; margin: 0; flex: 1 1 12em; min-width: 0; }
.mb-lesson-bar p { margin: 4px 0; overflow-wrap: anywhere; }
.mb-lesson-bar .mb-ls-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.mb-lesson-bar ol { list-style: none; display: flex; flex-wrap: wrap; gap: 4px; margin: 4px 0; padding: 0; }
.mb-lesson-bar button { font: inherit; padding: 4px 10px; border-radius: 6px; border: 1px solid var(--mb-line);
  background: var(--mb-btn); color: var(--mb-text); cursor: pointer; min-height: 32px; min-width: 32px; }
.mb-lesson-bar button:hover:enabled { background: var(--mb-btn-hover); }
.mb-lesson-bar button:disabled { opacity: 0.5; cursor: default; }
.mb-lesson-bar button:focus-visible { outline: 3px solid var(--mb-accent); outline-offset: 1px; }
.mb-lesson-bar ol button[aria-current] { border: 2px solid var(--mb-accent); font-weight: 700; }
.mb-lesson-bar .mb-ls-words { font-weight: 600; min-height: 1.35em; }
.mb-lesson-bar[data-status=wrong] .mb-ls-words, .mb-lesson-bar[data-status=refused] .mb-ls-words { color: var(--mb-error); }
@media (max-height: 600px), (max-width: 360px) {
  .mb-lesson-bar { font-size: 13px; line-height: 1.25; padding: 4px 8px 6px; }
  .mb-lesson-bar .mb-ls-title { font-size: 13px; }
  .mb-lesson-bar p, .mb-lesson-bar ol { margin: 2px 0; }
  .mb-lesson-bar button { padding: 2px 8px; min-height: 28px; min-width: 28px; }
}
`;

function mount() {
  if (!('lesson' in window.marblesShim)) Object.defineProperty(window.marblesShim, 'lesson', { get: lessonState });
  if (bar) {
    bar.hidden = false;
    document.documentElement.classList.add('mb-lesson');
    return;
  }
  // A constructed sheet: the page's CSP (style-src 'self') allows it, not a <style> element.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const b = (key, fn) => el('button', { type: 'button', className: `mb-ls-${key}`, onclick: fn });
  parts = {
    heading: el('h1', { id: 'mb-ls-heading', className: 'mb-ls-title' }),
    list: el('ol'),
    say: el('p', { className: 'mb-ls-say', id: 'mb-ls-say', 'aria-live': 'polite' }),
    words: el('p', { className: 'mb-ls-words', id: 'mb-ls-words', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' }),
    prev: b('prev', () => goStep(ls.index - 1)),
    again: b('again', () => goStep(ls.index)),
    next: b('next', () => goStep(ls.index + 1)),
    close: b('close', close),
  };
  parts.nav = el('nav', {}, [parts.list]);
  bar = el('section', { className: 'mb-lesson-bar', 'aria-labelledby': 'mb-ls-heading' }, [
    el('div', { className: 'mb-ls-row' }, [parts.heading, parts.close]),
    parts.nav, parts.say, parts.words,
    el('div', { className: 'mb-ls-row' }, [parts.prev, parts.again, parts.next]),
  ]);
  document.body.append(bar);
  document.documentElement.classList.add('mb-lesson');
  const fit = () => {
    const h = bar.hidden ? 0 : Math.ceil(bar.getBoundingClientRect().height);
    document.documentElement.style.setProperty('--mb-ls-h', `${h}px`);
    window.dispatchEvent(new Event('resize'));
  };
  new ResizeObserver(fit).observe(bar);
  const canvas = document.getElementById('canvas');
  if (canvas) {
    canvas.addEventListener('pointerup', noteSaid);
    canvas.addEventListener('keyup', (e) => { if (e.key === 'Enter' || e.key === ' ') noteSaid(); });
  }
  onGameChange(() => sync());
}

function render() {
  if (!bar || !ls.data) return;
  ls.lang = ctx.M.state().lang;
  const games = ctx.M.games();
  const info = games.find((g) => g.id === ls.game);
  const name = info ? (lang() === 'fr' ? info.name_fr : info.name_en) : ls.game;
  const steps = ls.data.steps;
  const step = steps[ls.index];
  const done = doneOf(ls.game);
  parts.heading.textContent = `${w('heading', { game: name })} · ${w('of', { n: ls.index + 1, all: steps.length, title: local(step.title) })}`;
  parts.nav.setAttribute('aria-label', w('steps'));
  parts.list.replaceChildren(...steps.map((st, i) => {
    const vars = { n: i + 1, title: local(st.title) };
    const btn = el('button', {
      type: 'button', text: done.has(i) ? `${i + 1}\u00a0✓` : String(i + 1),
      'aria-label': w(done.has(i) ? 'stepDone' : 'stepName', vars), onclick: () => goStep(i),
    });
    if (i === ls.index) btn.setAttribute('aria-current', 'step');
    return el('li', {}, [btn]);
  }));
  parts.say.textContent = local(step.say);
  for (const k of ['prev', 'again', 'next', 'close']) parts[k].textContent = w(k);
  parts.prev.disabled = ls.index === 0;
  parts.next.disabled = ls.index === steps.length - 1;
  if (ls.wordsOf && parts.words.textContent !== ls.wordsOf()) say(ls.status, ls.wordsOf);
}
