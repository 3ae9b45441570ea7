// Exercises (docs/EMBED.md, mode=exercise): "find the move(s)" in an embed.
//  - The position after `ply` actions is the puzzle; the visitor plays the side to move there.
//    The record's main line after it is the solution (a variation that replaces one of its moves
//    is right too, and the exercise follows it); the other side's moves are played by the page
//    after a short pause, and each move's comment and marks appear as it is reached.
//  - answer=engine: the answer is the strong search's move for that position (the app's hint_mode
//    option, src/ui/app_settings.cpp), one move.
//  - A wrong move is taken back (Undo) and said; Hint marks the cell the next move starts from,
//    Solution plays it for the visitor, Try again goes back to the puzzle.
// The page never judges a move: the engine refuses illegal ones, and a legal one is compared
// with the record's next action by its text (the engine's own notation for both).
import { ctx, params } from '../shim-i18n.js';
import { onGameChange } from '../shim-core.js';
import { post } from './channel.js';
import { paramError, setOption } from '../shim-params.js';
import { el } from '../shim-ui.js';
import { barCss } from './bar.js';

const REPLY_MS = 600;  // the pause before the page plays the other side's move
const ANSWERS = ['line', 'engine'];

const WORDS = {
  en: {
    find: 'Find the best move.',
    findLine: 'Find the line: {n} moves, the replies included.',
    thinking: 'The engine is looking for the best move…',
    right: 'Right!',
    rightAlt: 'Right! (another good line)',
    wrong: 'Not this move: try again.',
    solved: 'Solved!',
    shown: 'That was the solution. Try again to find it yourself.',
    hintCell: 'Hint: the move starts from {cell}.',
    hintLook: 'Hint: look at {cell}.',
    hintText: 'Hint: the move begins with “{text}”.',
    solution: 'Solution: {move}.',
    over: 'The game is over at this move: there is nothing to find.',
    hint: 'Hint', show: 'Solution', again: 'Try again',
    label: 'Exercise',
    noLine: 'no move of the record after move {ply} to find; the answer is the engine’s best move',
    answerBad: '“{value}” is not one of: line, engine',
  },
  fr: {
    find: 'Trouvez le meilleur coup.',
    findLine: 'Trouvez la suite\u00a0: {n}\u00a0coups, réponses comprises.',
    thinking: 'Le moteur cherche le meilleur coup…',
    right: 'Juste\u00a0!',
    rightAlt: 'Juste\u00a0! (une autre bonne suite)',
    wrong: 'Pas ce coup-là\u00a0: essayez encore.',
    solved: 'Résolu\u00a0!',
    shown: 'C’était la solution. Recommencez pour la trouver vous-même.',
    hintCell: 'Indice\u00a0: le coup part de {cell}.',
    hintLook: 'Indice\u00a0: regardez {cell}.',
    hintText: 'Indice\u00a0: le coup commence par «\u00a0{text}\u00a0».',
    solution: 'Solution\u00a0: {move}.',
    over: 'La partie est finie à ce coup\u00a0: il n’y a rien à trouver.',
    hint: 'Indice', show: 'Solution', again: 'Recommencer',
    label: 'Exercice',
    noLine: 'aucun coup du relevé après le coup {ply} à trouver\u00a0; la réponse est le meilleur coup du moteur',
    answerBad: '«\u00a0{value}\u00a0» n’est pas l’une des valeurs\u00a0: line, engine',
  },
};

const w = (key, vars = {}) => (WORDS[ctx.lang] || WORDS.en)[key].replace(/\{(\w+)\}/g, (_, k) => String(vars[k] ?? ''));

// ---------------------------------------------------------------------------------------
// The record's tree of moves (docs/NOTATION.md, "Comments, variations and marks"), read from
// the writer's text: a line is [{move, comment, vars: [line…]}], a variation replacing its move.
export function readLines(text) {
  const body = text.replace(/^\s*\[[^\]\n]*\]\s*$/gm, '');
  let i = 0;
  const comment = () => {
    let out = '';
    for (i++; i < body.length && body[i] !== '}'; i++) {
      if (body[i] === '\\' && i + 1 < body.length) i++;
      out += body[i];
    }
    i++;
    return out.trim();
  };
  const line = () => {
    const nodes = [];
    let intro = '';
    while (i < body.length) {
      const c = body[i];
      if (/\s/.test(c)) i++;
      else if (c === '{') {
        const words = comment();
        const last = nodes[nodes.length - 1];
        if (last) last.comment = last.comment ? `${last.comment} ${words}` : words;
        else intro = words;
      } else if (c === '#') {
        while (i < body.length && body[i] !== '\n') i++;
      } else if (c === '(') {
        i++;
        const v = line();
        if (nodes.length) nodes[nodes.length - 1].vars.push(v);
      } else if (c === ')') {
        i++;
        break;
      } else {
        const m = /^[^\s{}()#]+/.exec(body.slice(i, i + 300));
        i += m[0].length;
        if (!/^\d+\.$/.test(m[0])) nodes.push({ move: m[0], comment: '', vars: [] });
      }
    }
    nodes.intro = intro;
    return nodes;
  };
  return line();
}

// ---------------------------------------------------------------------------------------

const ex = {
  status: 'solving', start: 0, answer: 'line', side: 0, prefix: '', serial: null,
  base: [], line: [], pos: 0, helped: false, busy: false, timer: null, shown: null, toMove: 0, playedCount: 0,
};
let bar = null;
let message = null;
let buttons = {};

// For marblesShim.exercise (docs/API.md).
export function exerciseState() {
  return {
    status: ex.status, start: ex.start, answer: ex.answer, expected_left: Math.max(0, ex.line.length - ex.pos),
    next: ex.line[ex.pos]?.move ?? null, helped: ex.helped,
  };
}

function show(text) {
  // The bar's message is a live region: a changed text is said; the same one again is re-said.
  if (message.textContent === text) message.textContent = '';
  message.textContent = text;
}

function mountBar() {
  // A constructed sheet: the page's CSP (style-src 'self') allows it, not a <style> element.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${barCss('mb-exercise', 'mb-exercise-bar', '--mb-ex-h')}
.mb-exercise-bar button:hover:enabled { background: var(--mb-btn-hover); }
.mb-exercise-bar button:disabled { opacity: 0.5; cursor: default; }
.mb-exercise-bar[data-status=right] p { font-weight: 600; }
`);
  message = el('p', { id: 'mb-exercise-words', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const b = (key, fn) => el('button', { type: 'button', className: `mb-ex-${key}`, text: w(key), onclick: fn });
  buttons = { hint: b('hint', hint), show: b('show', solution), again: b('again', () => restart(true)) };
  bar = el('section', { className: 'mb-exercise-bar', 'aria-label': w('label') },
    [message, el('div', {}, [buttons.hint, buttons.show, buttons.again])]);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  document.body.append(bar);
  document.documentElement.classList.add('mb-exercise');
  const fit = () => {
    document.documentElement.style.setProperty('--mb-ex-h', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    window.dispatchEvent(new Event('resize'));
  };
  new ResizeObserver(fit).observe(bar);
  fit();
}

function setStatus(status, words) {
  ex.status = status;
  bar.dataset.status = status;
  show(words);
  updateButtons();
}

function updateButtons() {
  const open = ex.status !== 'solved' && ex.status !== 'shown' && ex.line.length > ex.pos;
  buttons.hint.disabled = !open || ex.busy;
  buttons.show.disabled = !open || ex.busy;
}

function firstWords() {
  const s = ctx.M.state();
  if (s.terminal) return w('over');
  if (ex.answer === 'engine' || ex.base.length <= 1) return w('find');
  return w('findLine', { n: ex.base.length });
}

// Back to the puzzle: the record up to the start, as it was opened.
function restart(said) {
  clearTimeout(ex.timer);
  ex.busy = false;
  ctx.M.load(ex.prefix);
  ex.serial = ctx.M.state().serial;
  ex.line = ex.base;
  ex.pos = 0;
  ex.helped = false;
  ex.playedCount = 0;
  ex.toMove = ctx.M.state().to_move;
  setStatus('solving', firstWords());
  if (said) buttons.again.focus();
}

// Where the moves after the start stand in the tree: {line, pos, alt}, or the index of the
// first move that is not in it.
function walk(moves) {
  let line = ex.base;
  let pos = 0;
  let alt = false;
  for (let k = 0; k < moves.length; k++) {
    const node = line[pos];
    if (!node) return { wrong: k };
    if (node.move === moves[k]) {
      pos++;
      continue;
    }
    const v = node.vars.find((l) => l[0] && l[0].move === moves[k]);
    if (!v) return { wrong: k };
    line = v;
    pos = 1;
    alt = true;
  }
  return { line, pos, alt };
}

function comment(node) {
  if (node && node.comment) ctx.M.setComment(node.comment);
}

function sync() {
  if (ex.busy) return;
  const s = ctx.M.state();
  if (s.serial !== ex.serial || s.screen !== 'game') return;  // another game: not the exercise's
  if (ex.status === 'solved' || ex.status === 'shown') return;  // the board is the visitor's again
  // Earlier moves looked at in the move list, or played over: not the puzzle (Try again is).
  if (s.ply < ex.start || s.moves.slice(0, ex.start).join('\n') !== ex.before) return;
  const moves = s.moves.slice(ex.start);
  const at = walk(moves);
  if (at.wrong !== undefined) {
    // A legal move that is not the answer: taken back, said; the visitor tries again.
    ex.busy = true;
    for (let k = moves.length; k > at.wrong; k--) ctx.M.undo();
    ex.busy = false;
    setStatus('wrong', w('wrong'));
    return;
  }
  if (moves.length === ex.playedCount) return;
  const grew = moves.length > ex.playedCount;
  ex.playedCount = moves.length;
  ex.line = at.line;
  ex.pos = at.pos;
  if (!grew) {
    setStatus('solving', firstWords());
    return;
  }
  const byVisitor = ex.toMove === ex.side;
  ex.toMove = s.to_move;
  comment(ex.line[ex.pos - 1]);
  advance(byVisitor, at.alt);
}

// After a move of the line: solved at its end, else the other side's reply after a pause.
function advance(byVisitor, alt) {
  const s = ctx.M.state();
  if (ex.pos >= ex.line.length) {
    const solved = !ex.helped;
    setStatus(solved ? 'solved' : 'shown', solved ? `${w('right')} ${w('solved')}` : w('shown'));
    if (solved) post('exercise', { status: 'solved', start: ex.start, moves: s.moves.slice(ex.start), game: s.game });
    return;
  }
  if (ex.shown) setStatus('solving', ex.shown);
  else if (byVisitor) setStatus('right', alt ? w('rightAlt') : w('right'));
  ex.shown = null;
  if (s.to_move === ex.side) return;
  ex.busy = true;
  updateButtons();
  ex.timer = setTimeout(() => {
    ex.busy = false;
    updateButtons();
    const node = ex.line[ex.pos];
    // A move made meanwhile (a person may play either side) is judged as any other.
    if (!node || ctx.M.state().moves.length - ex.start !== ex.playedCount) sync();
    // Else sync() (the change) takes it from here: the comment, the reply or the visitor's turn.
    else ctx.M.play(node.move);
  }, REPLY_MS);
}

function hint() {
  const node = ex.line[ex.pos];
  if (!node) return;
  const cells = node.move.match(/[A-Za-z]\d+/g) || [];
  const cell = cells[0];
  if (cell && ctx.M.setComment(`${ctx.M.commentWords()} [%csl Y${cell}]`).ok) {
    show(w(cells.length > 1 ? 'hintCell' : 'hintLook', { cell }));
  } else {
    show(w('hintText', { text: node.move.slice(0, Math.max(1, Math.ceil(node.move.length / 2))) }));
  }
}

function solution() {
  const node = ex.line[ex.pos];
  if (!node || ex.busy) return;
  ex.helped = true;
  ex.shown = w('solution', { move: node.move });
  if (!ctx.M.play(node.move).ok) ex.shown = null;
}

// ---------------------------------------------------------------------------------------

function engineAnswer() {
  ex.busy = true;
  setStatus('solving', w('thinking'));
  setOption('hint_mode', 'ask');
  const poll = setInterval(() => {
    const s = ctx.M.state();
    if (s.ply !== ex.start || s.serial !== ex.serial) {
      // A move made while the engine thinks: back to the puzzle, asked again.
      restart(false);
      ex.busy = true;
      setStatus('solving', w('thinking'));
      setOption('hint_mode', 'ask');
      return;
    }
    if (!s.hint) return;
    clearInterval(poll);
    ex.base = [{ move: s.hint, comment: '', vars: [] }];
    ex.line = ex.base;
    ex.busy = false;
    setStatus('solving', firstWords());
  }, 150);
}

function answerParam() {
  const v = params.get('answer');
  if (v === null) return 'line';
  if (ANSWERS.includes(v)) return v;
  paramError('answer', w('answerBad', { value: v }));
  return 'line';
}

export function setupExercise() {
  mountBar();
  setOption('hint_mode', 'hidden');
  let s = ctx.M.state();
  ex.answer = answerParam();
  if (s.screen !== 'game') return;
  // The start: ply (applied before this), else the start of a record that holds a line.
  if (params.get('ply') === null && ex.answer === 'line' && s.ply === s.length && s.length > 0) {
    ctx.M.goTo(0);
    s = ctx.M.state();
  }
  // A roll or another chance action first is the page's, not the puzzle's (Wykersham).
  while (ex.answer === 'line' && s.to_move < 0 && s.ply < s.length) {
    ctx.M.goTo(s.ply + 1);
    s = ctx.M.state();
  }
  ex.start = s.ply;
  // The line after the start, from the whole record (the engine's main line checks the reading).
  const full = ctx.M.saveFull();
  let tree = [];
  try {
    tree = readLines(full);
  } catch (e) { /* a record the reader does not follow: no line */ }
  ctx.M.goTo(s.length);
  const main = ctx.M.state().moves;
  if (tree.length !== main.length || tree.some((n, k) => n.move !== main[k])) {
    tree = main.map((move) => ({ move, comment: '', vars: [] }));
  }
  ctx.M.goTo(ex.start);
  ex.base = tree.slice(ex.start);
  ex.prefix = ctx.M.save();
  if (ex.answer === 'line' && ex.base.length === 0 && !s.terminal) {
    paramError(params.get('ply') !== null ? 'ply' : 'mode', w('noLine', { ply: ex.start }));
    ex.answer = 'engine';
  }
  if (s.dice) setOption('dice', 'typed');  // the line's rolls, not the page's
  ctx.M.load(ex.prefix);
  s = ctx.M.state();
  ex.serial = s.serial;
  ex.before = s.moves.join('\n');
  ex.side = s.to_move;
  ex.toMove = s.to_move;
  ex.playedCount = 0;
  ex.line = ex.base;
  onGameChange(() => sync());
  if (ex.answer === 'engine' && !s.terminal) engineAnswer();
  else setStatus('solving', firstWords());
}

