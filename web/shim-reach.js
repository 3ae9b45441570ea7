// Reach: every move said in words in a live region, the moves as an HTML list (for screen
// readers), and a move typed in the game's notation (a form that shows when it has focus: Tab
// from the board, or / on the board). Tab and Shift+Tab on the canvas go through the app's
// controls (marbles.focusStep) and on to the page's elements past the last one; where the
// focus lands is said too.
import { ctx, engineError, gameName, t, quote } from './shim-i18n.js';
import { el, focusCanvas, notify, ui } from './shim-ui.js';

let liveRegion = null;
let moveList = null;
let moveInput = null;
// What was said last: the game, its session (serial) and record (a hash, web/engine.js), the
// cursor; the moves themselves are the engine's, read when the list is written.
let said = { game: null, serial: null, record: null, ply: 0, terminal: false, lang: null };

export function mountReach() {
  liveRegion = el('div', { className: 'mb-sr', id: 'mb-live', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  moveList = el('ol', { className: 'mb-sr', id: 'mb-move-list' });
  moveInput = el('input', { type: 'text', id: 'mb-move-input', autocomplete: 'off', autocapitalize: 'off', spellcheck: false, 'aria-describedby': 'mb-move-help' });
  const form = el('form', { className: 'mb-move-entry', id: 'mb-move-entry', onsubmit: (e) => { e.preventDefault(); playTyped(); } }, [
    el('label', { for: 'mb-move-input', id: 'mb-move-label' }),
    moveInput,
    el('span', { className: 'mb-sr', id: 'mb-move-help' }),
  ]);
  moveInput.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      moveInput.value = '';
      focusCanvas();
    }
    e.stopPropagation();  // typing here is not playing on the board
  });
  // In the page's main landmark, with the canvas (every content in a landmark).
  (document.querySelector('main') ?? document.body).append(liveRegion, moveList, form);
  const canvas = document.getElementById('canvas');
  if (canvas) {
    canvas.addEventListener('keydown', (e) => {
      if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !ui.openDialog) {
        e.preventDefault();
        e.stopPropagation();
        moveInput.focus();
      }
    }, true);
    followFocus(canvas);
  }
  labelReach();
}

// Tab on the canvas moves the app's focus; past its last control (before its first) the
// browser's own Tab happens: on to the move field and out of an iframe. SDL never sees Tab
// (it would cancel the browser's move).
function followFocus(canvas) {
  window.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab' || e.target !== canvas || e.ctrlKey || e.metaKey || e.altKey || ui.openDialog) return;
    e.stopPropagation();
    const r = step(e.shiftKey ? -1 : 1);
    if (r && r.moved) e.preventDefault();
  }, true);
  // Coming in by the keyboard: Shift+Tab from an element after the canvas starts at the last
  // control, Tab at the first; a click starts nowhere (the board's keys work).
  canvas.addEventListener('focus', (e) => {
    if (!canvas.matches(':focus-visible')) return;
    const from = e.relatedTarget;
    const back = !!from && !!(canvas.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING);
    step(back ? -1 : 1);
  });
  canvas.addEventListener('blur', () => step(0));
}

function step(dir) {
  try {
    return ctx.M.focusStep(dir);
  } catch (e) {
    return null;
  }
}

// The app's focus moved (Module.marblesFocus): its name and role, in the page's language.
export function focused(name, role) {
  if (role === 'board') say(t('focusBoard', { name }));
  else say(`${name}, ${t(`role_${role}`)}`);
}

function labelReach() {
  if (!moveList) return;
  moveList.setAttribute('aria-label', t('moveListLabel'));
  document.getElementById('mb-move-label').textContent = t('moveInputLabel');
  document.getElementById('mb-move-help').textContent = t('moveInputHelp');
}

function say(text) {
  if (!liveRegion || !text) return;
  // A changed text is announced; the same text twice needs the node emptied first.
  if (liveRegion.textContent === text) liveRegion.textContent = '';
  liveRegion.textContent = text;
}

function describe(i, moves) {
  try {
    const d = ctx.M.describe(i);
    if (d && d.ok) return d.text;
  } catch (e) { /* fall back to the notation */ }
  return moves[i] ?? '';
}

function playTyped() {
  const text = moveInput.value.trim();
  if (!text) return;
  let r;
  try {
    r = ctx.M.play(text);
  } catch (e) {
    r = { ok: false, error: String(e && e.message || e) };
  }
  if (r && r.ok) {
    moveInput.value = '';
    moveInput.removeAttribute('aria-invalid');  // the move is said by updateReach
  } else {
    moveInput.setAttribute('aria-invalid', 'true');
    const msg = t('moveRefused', { move: quote(text), error: engineError(r) });
    say(msg);
    notify(msg, { error: true });
  }
}

// Called on every change of the game (record: its hash in the change): says what happened
// and rewrites the list. Within one session (serial) the moves before the cursor change only
// with the cursor, so the moves said before are still the record's up to the lower cursor.
export function updateReach(s, record) {
  if (!liveRegion) return;
  if (said.lang !== ctx.lang) labelReach();
  const game = s.screen === 'game' ? `${s.game}/${s.variant}` : null;
  const moves = s.moves || [];
  const same = game !== null && game === said.game && s.serial === said.serial;
  let text = '';
  if (game !== null && !same) {
    text = t('gameShown', { game: gameName(s.game), n: s.ply });
  } else if (same && s.ply > said.ply) {
    const parts = [];
    for (let i = said.ply; i < s.ply; i++) parts.push(describe(i, moves));
    text = parts.join(' ');
  } else if (same && s.ply < said.ply) {
    text = t('backTo', { n: s.ply });
  }
  if (s.terminal && s.outcome && !(same && said.terminal)) text += (text ? ' ' : '') + s.outcome;
  // The record's comment at the position reached (an annotated record), after the move.
  if (s.comment && (!same || s.ply !== said.ply)) text += (text ? ' ' : '') + t('commentSaid', { text: s.comment });
  say(text);
  // The list is written again from the first move that may differ when the record or the
  // language changed (the moves before both cursors are the same); a move of the cursor only
  // moves the mark.
  if (!same || said.lang !== ctx.lang || said.record !== record) {
    const kept = same && said.lang === ctx.lang ? Math.min(said.ply, s.ply, moveList.children.length) : 0;
    while (moveList.children.length > kept) moveList.lastChild.remove();
    for (let i = kept; i < moves.length; i++) moveList.appendChild(el('li', { text: describe(i, moves) }));
  }
  moveList.querySelector('[aria-current]')?.removeAttribute('aria-current');
  moveList.children[s.ply - 1]?.setAttribute('aria-current', 'step');
  said = { game, serial: s.serial, record, ply: s.ply, terminal: s.terminal, lang: ctx.lang };
}
