// Watching the game and moving its cursor: one cheap marbles.version() per animation frame, and
// batch() around several calls that count as one change.
import { ctx } from './shim-i18n.js';

export function goTo(ply) {
  return batch(() => walkTo(ply));
}

export function walkTo(ply) {
  const n = Number(ply);
  if (!Number.isInteger(n) || n < 0) return { ok: false, error: `ply must be an integer >= 0, not ${JSON.stringify(ply)}` };
  if (typeof ctx.M.goTo === 'function') return ctx.M.goTo(n);
  let s = ctx.M.state();
  if (n > s.length) return { ok: false, error: `ply ${n} is past the end of the game (${s.length} moves)` };
  // The computer's side is set aside while walking, so that undo and redo step one ply.
  const ai = s.ai;
  if (ai !== 'off') ctx.M.setOption('ai', 'off');
  for (let guard = 0; s.ply > n && guard < 100000; guard++) {
    if (!ctx.M.undo().ok) break;
    s = ctx.M.state();
  }
  for (let guard = 0; s.ply < n && guard < 100000; guard++) {
    if (!ctx.M.redo().ok) break;
    s = ctx.M.state();
  }
  if (ai !== 'off') ctx.M.setOption('ai', ai);
  return s.ply === n ? { ok: true } : { ok: false, error: `could not reach ply ${n}` };
}

// Watching: every change of the game (a move, undo, the cursor, a new game, the screen, the
// language) calls the watchers with the state, once per change.
const watchers = [];
let lastVersion = null;
let quiet = 0;  // > 0 while the shim makes several calls that count as one change
let watching = false;  // from the end of the start-up on

export function onGameChange(fn) {
  watchers.push(fn);
}

export function check() {
  if (quiet > 0 || !watching) return;
  let s;
  try {
    const v = ctx.M.version();
    if (v === lastVersion) return;
    lastVersion = v;
    s = ctx.M.state();
  } catch (e) {
    return;  // keep watching
  }
  for (const w of watchers) {
    try {
      w(s);
    } catch (e) {
      console.warn('marbles shim:', e);
    }
  }
}

export function batch(fn) {
  quiet += 1;
  try {
    return fn();
  } finally {
    quiet -= 1;
    check();
  }
}

// Calls through window.marbles (the parent's commands, tests, other scripts) are seen at
// once, so that every action gives its own 'move' event even when several come between two
// frames. Changes made by the app itself (clicks, the computer) are seen at the next frame.
function watchCalls() {
  const M = ctx.M;
  for (const name of ['play', 'undo', 'redo', 'load', 'newGame', 'goTo', 'setOption', 'playOn']) {
    const f = M[name];
    if (typeof f !== 'function') continue;
    M[name] = function (...args) {
      const r = f.apply(this, args);
      check();
      return r;
    };
  }
}

function watch() {
  check();
  requestAnimationFrame(watch);
}

// From now on every change is seen (the start-up's own changes are not changes).
export function startWatching() {
  lastVersion = ctx.M.version();
  watching = true;
  watchCalls();
  requestAnimationFrame(watch);
  // Frames stop in a hidden tab: what changed last is seen before the page goes.
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) check();
  });
  window.addEventListener('pagehide', check);
}
