// Puzzles (the start screen's "Puzzles", menu command `puzzles`): positions from the engine's own
// games with a goal proved by search (assets/puzzles/<game>.tsv, docs/NOTATION.md "Puzzle files",
// fetched from the site's puzzles/ when first opened, precached by the service worker).
//  - The list: the puzzle of the day (the same for everyone on a date), then the puzzles of a
//    game and a difficulty; solved ones are remembered in localStorage.
//  - A puzzle: its position loaded as a record; the visitor plays the side to move. Each move is
//    compared with the proven line by its text (the engine's notation): a right move is answered
//    by the page with the line's next reply; a wrong first move is refuted (the file's reply
//    played on the board and said in words, then both taken back); a wrong later move is taken
//    back (the line's moves are the only ones that keep the goal). Illegal moves are the
//    engine's to refuse: its words (state().note) are repeated in the bar.
// The page never judges a rule: the proofs are the generator's (bench --puzzles), re-checked by
// the engine's tests.
import { ctx, gameName, t, STRINGS, today } from '../shim-i18n.js';
import { onGameChange } from '../shim-core.js';
import { setOption } from '../shim-params.js';
import { button, buttons, closeDialog, el, showDialog } from '../shim-ui.js';
import { storage } from '../shim-store.js';
import { barCss } from './bar.js';

const GAMES = ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard'];
const SOLVED_KEY = 'marbles:puzzles:solved';
const REPLY_MS = 600;

const WORDS = {
  en: {
    pzTitle: 'Puzzles', pzDaily: 'Puzzle of the day', pzGame: 'Game', pzLevel: 'Difficulty',
    pzAll: 'All', pzLevel1: 'Easy', pzLevel2: 'Medium', pzLevel3: 'Hard', pzSolvedMark: 'solved',
    pzItem: '{game} {n}, {level}', pzLoading: 'Loading the puzzles…', pzFailed: 'The puzzles could not be loaded.',
    pzClose: 'Close', pzList: 'Puzzles', pzAgain: 'Try again', pzShow: 'Solution', pzCount: '{solved} of {all} solved',
    win: 'Your move: win in {n}.', capture: 'Your move: capture a piece in {n}.',
    score: 'Your move: score in {n}.', best: 'Your move: find the best first move of this turn.',
    pzDailyItem: '{daily}: {game}, {level}',
    moves1: 'move', movesN: 'moves',
    pzRight: 'Right!', pzSolved: 'Right! Solved!', pzShown: 'That was the solution.',
    pzWrong: 'Not this move. {reply}', pzWrongLater: 'Not this move: it lets the goal slip. Try again.',
    pzNoReply: 'It does not reach the goal.', pzBestWrong: 'Not the best move: {line}',
    pzReplyIs: 'The answer: {words}',
  },
  fr: {
    pzTitle: 'Problèmes', pzDaily: 'Le problème du jour', pzGame: 'Jeu', pzLevel: 'Difficulté',
    pzAll: 'Toutes', pzLevel1: 'Facile', pzLevel2: 'Moyen', pzLevel3: 'Difficile', pzSolvedMark: 'résolu',
    pzItem: '{game} {n}, {level}', pzLoading: 'Chargement des problèmes…', pzFailed: 'Les problèmes n’ont pas pu être chargés.',
    pzClose: 'Fermer', pzList: 'Problèmes', pzAgain: 'Recommencer', pzShow: 'Solution', pzCount: '{solved} sur {all} résolus',
    win: 'À vous\u00a0: gagner en {n}.', capture: 'À vous\u00a0: prendre une pièce en {n}.',
    score: 'À vous\u00a0: marquer en {n}.', best: 'À vous\u00a0: trouvez le meilleur premier coup de ce tour.',
    pzDailyItem: '{daily}\u00a0: {game}, {level}',
    moves1: 'coup', movesN: 'coups',
    pzRight: 'Juste\u00a0!', pzSolved: 'Juste\u00a0! Résolu\u00a0!', pzShown: 'C’était la solution.',
    pzWrong: 'Pas ce coup-là. {reply}', pzWrongLater: 'Pas ce coup-là\u00a0: le but vous échappe. Essayez encore.',
    pzNoReply: 'Il n’atteint pas le but.', pzBestWrong: 'Pas le meilleur coup\u00a0: {line}',
    pzReplyIs: 'La réponse\u00a0: {words}',
  },
};
for (const lang of Object.keys(WORDS)) Object.assign(STRINGS[lang], WORDS[lang]);

const all = [];  // every puzzle, in game order
let loading = null;
const pz = { puzzle: null, status: 'none', pos: 0, busy: false, timer: null, serial: null, side: 0, said: '', note: '' };
let bar = null;
let message = null;

// For marblesShim.puzzles (tests): the puzzle on screen and where it stands.
export function puzzlesState() {
  return {
    id: pz.puzzle ? pz.puzzle.id : null, status: pz.status, pos: pz.pos, busy: pz.busy,
    next: pz.puzzle ? pz.puzzle.solution[pz.pos] ?? null : null, count: all.length,
    daily: all.length ? daily().id : null, solved: [...solvedSet()],
  };
}

function parse(game, text) {
  const out = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const f = line.split('\t');
    if (f.length !== 8) continue;
    const refutations = new Map();
    for (const r of f[7] ? f[7].split(' ; ') : []) {
      const at = r.indexOf(':');
      refutations.set(r.slice(0, at).trim(), r.slice(at + 1).split(' ').filter(Boolean));
    }
    out.push({
      game, id: f[0], variant: f[1], goal: f[2], n: Number(f[3]), difficulty: Number(f[4]),
      position: f[5], solution: f[6].split(' ').filter(Boolean), refutations,
    });
  }
  return out;
}

function load() {
  loading ??= Promise.all(GAMES.map((g) => fetch(`puzzles/${g}.tsv`).then((r) => {
    if (!r.ok) throw new Error(`${g}: ${r.status}`);
    return r.text();
  }).then((text) => parse(g, text)))).then((lists) => {
    all.push(...lists.flat());
    return all;
  }, (e) => {
    loading = null;
    throw e;
  });
  return loading;
}

function solvedSet() {
  try {
    return new Set(JSON.parse(storage.get(SOLVED_KEY) || '[]'));
  } catch (e) {
    return new Set();
  }
}
function markSolved(id) {
  const s = solvedSet();
  s.add(id);
  storage.set(SOLVED_KEY, JSON.stringify([...s]));
}

// The same puzzle for everyone on a date: the day's number picks one.
function daily() {
  const [y, m, d] = today().split('-').map(Number);
  const day = Math.floor(Date.UTC(y, m - 1, d) / 86400000);
  return all[(day * 7919) % all.length];
}

const level = (d) => t(`pzLevel${d}`);

// ---------------------------------------------------------------------------------------
// The list

export async function openPuzzles() {
  const api = showDialog(t('pzTitle'), ({ body }) => {
    body.appendChild(el('p', { className: 'mb-status', role: 'status', text: t('pzLoading') }));
    return null;
  });
  try {
    await load();
  } catch (e) {
    api.body.querySelector('.mb-status').textContent = t('pzFailed');
    return { ok: false, error: String(e && e.message || e) };
  }
  if (!api.dialog.isConnected) return { ok: true };
  showDialog(t('pzTitle'), buildList);
  return { ok: true };
}

function buildList({ body }) {
  const solved = solvedSet();
  const d = daily();
  const dailyButton = button(`${t('pzDailyItem', { daily: t('pzDaily'), game: gameName(d.game), level: level(d.difficulty) })}${solved.has(d.id) ? ` (${t('pzSolvedMark')})` : ''}`,
    () => start(d), true);
  dailyButton.id = 'mb-pz-daily';
  const select = (id, label, options) => {
    const s = el('select', { className: 'mb-field', id }, options.map(([v, text]) => el('option', { value: v, text })));
    return [el('label', { for: id, text: label }), s];
  };
  const [gameLabel, game] = select('mb-pz-game', t('pzGame'), GAMES.map((g) => [g, gameName(g)]));
  const [levelLabel, diff] = select('mb-pz-level', t('pzLevel'), [['0', t('pzAll')], ['1', level(1)], ['2', level(2)], ['3', level(3)]]);
  const count = el('p', { className: 'mb-status', id: 'mb-pz-count', role: 'status' });
  const list = el('ul', { className: 'mb-pz-list', 'aria-labelledby': 'mb-pz-game' });
  const fill = () => {
    list.replaceChildren();
    const mine = all.filter((p) => p.game === game.value && (diff.value === '0' || String(p.difficulty) === diff.value));
    mine.forEach((p) => {
      const n = Number(p.id.slice(p.id.lastIndexOf('-') + 1));
      const done = solved.has(p.id);
      const b = button(`${n}${done ? ' ✓' : ''}`, () => start(p));
      b.setAttribute('aria-label', `${t('pzItem', { game: gameName(p.game), n, level: level(p.difficulty) })}${done ? `, ${t('pzSolvedMark')}` : ''}`);
      list.appendChild(el('li', {}, b));
    });
    count.textContent = t('pzCount', { solved: mine.filter((p) => solved.has(p.id)).length, all: mine.length });
  };
  game.addEventListener('change', fill);
  diff.addEventListener('change', fill);
  const current = pz.puzzle ? pz.puzzle.game : (ctx.M.state().game || 'wali');
  if (GAMES.includes(current)) game.value = current;
  fill();
  body.append(el('p', {}, dailyButton), el('div', { className: 'mb-pz-pick' }, [gameLabel, game, levelLabel, diff]), count, list,
    buttons(button(t('pzClose'), closeDialog)));
  ensureStyle();
  return dailyButton;
}

// ---------------------------------------------------------------------------------------
// A puzzle

function record(p) {
  const tags = ['[Format "marbles/1"]', `[Game "${p.game}"]`];
  if (p.variant !== 'default') tags.push(`[Variant "${p.variant}"]`);
  tags.push(`[Position "${p.position}"]`);
  return `${tags.join('\n')}\n`;
}

function goalWords(p) {
  return t(p.goal, { n: `${p.n}\u00a0${t(p.n === 1 ? 'moves1' : 'movesN')}` });
}

function show(text) {
  if (message.textContent === text) message.textContent = '';
  message.textContent = text;
  pz.said = text;
}

function setStatus(status, words) {
  pz.status = status;
  bar.dataset.status = status;
  show(words);
}

function start(p) {
  closeDialog();
  clearTimeout(pz.timer);
  const r = ctx.M.load(record(p));
  if (!r || !r.ok) return r;
  mountBar();
  // The panel's Hint would give the answer away: hidden, and put back as the page had it.
  if (!pz.hint) pz.hint = ctx.M.state().hint_mode || 'button';
  setOption('hint_mode', 'hidden');
  const s = ctx.M.state();
  Object.assign(pz, { puzzle: p, pos: 0, busy: false, serial: s.serial, side: s.to_move, note: s.note || '' });
  setStatus('solving', goalWords(p));
  return { ok: true };
}

function again() {
  if (pz.puzzle) start(pz.puzzle);
}

function solution() {
  const p = pz.puzzle;
  if (!p || pz.busy || pz.pos >= p.solution.length) return;
  pz.helped = true;
  ctx.M.play(p.solution[pz.pos]);
}

// Every change of the game: a move of the visitor, judged against the line.
function sync() {
  const p = pz.puzzle;
  if (!p || pz.busy) return;
  const s = ctx.M.state();
  if (s.serial !== pz.serial || s.screen !== 'game') {
    pz.puzzle = null;  // another game: no longer the puzzle
    if (bar) bar.hidden = true;
    setOption('hint_mode', pz.hint || 'button');
    pz.hint = null;
    return;
  }
  if (s.note && s.note !== pz.note) show(s.note);  // an illegal click, in the engine's words
  pz.note = s.note || '';
  if (pz.status === 'solved' || pz.status === 'shown') return;
  const moves = s.moves.slice(0, s.ply);
  let k = 0;
  while (k < moves.length && moves[k] === p.solution[k]) k++;
  if (k < moves.length) {
    wrong(moves, k);
    return;
  }
  if (moves.length === pz.pos) return;
  pz.pos = moves.length;
  advance();
}

function wrong(moves, k) {
  const p = pz.puzzle;
  pz.busy = true;
  if (k > 0 || moves.length > 1) {
    for (let i = moves.length; i > k; i--) ctx.M.undo();
    pz.busy = false;
    pz.pos = k;
    setStatus('wrong', t('pzWrongLater'));
    return;
  }
  // The first move: its refutation played, said, then taken back.
  const reply = p.refutations.get(moves[0]) || [];
  const said = [];
  if (p.goal === 'best') {
    pz.busy = false;
    ctx.M.undo();
    pz.pos = 0;
    setStatus('wrong', t('pzBestWrong', { line: [moves[0], ...reply].join(' ') }));
    return;
  }
  for (const m of reply) {
    if (!ctx.M.play(m).ok) break;
    const d = ctx.M.describe(ctx.M.state().ply - 1);
    said.push(d && d.ok ? d.text : m);
  }
  setStatus('wrong', t('pzWrong', { reply: said.length ? t('pzReplyIs', { words: said.join(' ') }) : t('pzNoReply') }));
  pz.timer = setTimeout(() => {
    const n = ctx.M.state().ply;
    for (let i = 0; i < n; i++) ctx.M.undo();
    pz.pos = 0;
    pz.busy = false;
  }, REPLY_MS * 4);
}

// After a right move: solved at the line's end (Wykersham: its first action, the rest of the
// turn played by the page), else the other side's reply after a pause.
function advance() {
  const p = pz.puzzle;
  const done = pz.pos >= p.solution.length || (p.goal === 'best' && pz.pos >= 1);
  if (done) {
    const solvedNow = !pz.helped;
    if (solvedNow) markSolved(p.id);
    setStatus(solvedNow ? 'solved' : 'shown', solvedNow ? t('pzSolved') : t('pzShown'));
    if (p.goal === 'best') {
      pz.busy = true;
      for (const m of p.solution.slice(pz.pos)) ctx.M.play(m);
      pz.busy = false;
    }
    return;
  }
  const s = ctx.M.state();
  if (s.to_move === pz.side) {
    setStatus('right', t('pzRight'));
    return;
  }
  setStatus('right', t('pzRight'));
  pz.busy = true;
  pz.timer = setTimeout(() => {
    pz.busy = false;
    ctx.M.play(p.solution[pz.pos]);
  }, REPLY_MS);
}

// ---------------------------------------------------------------------------------------

let styled = false;
function ensureStyle() {
  if (styled) return;
  styled = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${barCss('mb-puzzle', 'mb-pz-bar', '--mb-pz-h')}
.mb-pz-list { list-style: none; padding: 0; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 6px; max-height: 40vh; overflow: auto; }
.mb-pz-list .mb-btn { min-width: 44px; min-height: 44px; }
.mb-pz-pick { display: grid; grid-template-columns: auto 1fr; gap: 6px 8px; align-items: center; }
`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

function mountBar() {
  ensureStyle();
  if (bar) {
    bar.hidden = false;
    return;
  }
  message = el('p', { id: 'mb-puzzle-words', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const b = (key, fn) => el('button', { type: 'button', className: `mb-pz-${key}`, text: t(key), onclick: fn });
  bar = el('section', { className: 'mb-pz-bar', 'aria-label': t('pzTitle') },
    [message, el('div', {}, [b('pzShow', solution), b('pzAgain', again), b('pzList', () => showDialog(t('pzTitle'), buildList))])]);
  document.body.append(bar);
  document.documentElement.classList.add('mb-puzzle');
  const fit = () => {
    const h = bar.hidden ? 0 : Math.ceil(bar.getBoundingClientRect().height);
    document.documentElement.style.setProperty('--mb-pz-h', `${h}px`);
    window.dispatchEvent(new Event('resize'));
  };
  new ResizeObserver(fit).observe(bar);
  fit();
  onGameChange(() => sync());
}
