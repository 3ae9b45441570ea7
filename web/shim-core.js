// Following the game's changes and moving its cursor. The engine tells every change
// (marbles.on('change'), web/engine.js): nothing here asks it anything while nothing changes.
// batch() makes several calls one change.
import { ctx } from './shim-i18n.js';
import { batch } from './engine.js';

export { batch };

export function goTo(ply) {
  const n = Number(ply);
  if (!Number.isInteger(n) || n < 0) return { ok: false, error: `ply must be an integer >= 0, not ${JSON.stringify(ply)}` };
  return ctx.M.goTo(n);
}

// Every change of the game (a move, undo, the cursor, a new game, the screen, the language)
// calls the watchers with the change (web/engine.js: its summary, state(), fullRecord()), once
// per change, from the end of the start-up on (the start-up's own changes are not changes).
const watchers = [];

export function onGameChange(fn) {
  watchers.push(fn);
}

// since: the version the start-up ended at.
export function startWatching(since) {
  ctx.M.on('change', (change) => {
    if (change.version <= since) return;
    for (const w of watchers) {
      try {
        w(change);
      } catch (e) {
        console.warn('marbles shim:', e);
      }
    }
  });
}
