// Kiosk mode (docs/EMBED.md): index.html?kiosk=1 for a museum screen.
//  - The attract loop: while nobody touches the screen the computer plays every seat, a move
//    every two seconds or so; a finished game shows its result for a few seconds, then the next
//    one starts: the same game when the URL names one (the exhibit is about it), else the next
//    of the six games in turn (a passer-by sees the whole collection).
//  - The first touch, click or key is not played: it hands the screen to the visitor, with a
//    fresh game of the game on screen (the one that caught their eye; a demonstration's middle
//    game is nobody's to take over) against the computer, a welcome line in words.
//  - After kiosk_idle seconds without input the attract loop starts again, in the URL's
//    language. The visitor's games are not kept in the store (shim.js skips it in kiosk mode).
//  - Locked: the app's kiosk option (src/ui/app_settings.cpp) gives the embed's layout (no start
//    screen) and a language button in place of the menu; the page's own shortcuts, drop, share
//    links and parameters that open a record are not set up (shim.js).
import { ctx, gameName, params, quote, t } from '../shim-i18n.js';
import { focusCanvas, el, ui } from '../shim-ui.js';
import { batch, onGameChange } from '../shim-core.js';
import { options, paramError, setOption } from '../shim-params.js';

export const kiosk = params.get('kiosk') === '1';

const IDLE = { fallback: 180, min: 5, max: 3600 };  // seconds without input before the reset
const RESULT_MS = 6000;  // a finished demonstration's result stays on screen
const ATTRACT = { level: 'intermediate', delay: '1300', plies: 240 };  // a demonstration's pace
const VISITOR_DELAY = '400';  // the computer's delay against a person (src/ui/computer.h)
const DOWN = ['pointerdown', 'mousedown', 'touchstart'];
const UP = ['pointerup', 'mouseup', 'touchend', 'pointercancel', 'touchcancel', 'click', 'contextmenu'];

const WORDS = {
  en: {
    call: 'Touch the screen to play',
    welcome: 'Your turn to play: a new game of {game} against the computer ({level}). After {idle} without a touch, the demonstration starts again.',
    idleBad: '“{value}” is not a whole number of seconds from {min} to {max}; {fallback} seconds instead',
    minutes: '{n} min',
    seconds: '{n} s',
  },
  fr: {
    call: 'Touchez l’écran pour jouer',
    welcome: 'À vous de jouer : une nouvelle partie de {game} contre l’ordinateur ({level}). Après {idle} sans contact, la démonstration reprend.',
    idleBad: '« {value} » n’est pas un nombre entier de secondes de {min} à {max} ; {fallback} secondes à la place',
    minutes: '{n} min',
    seconds: '{n} s',
  },
};
const word = (key, vars = {}) => (WORDS[ctx.lang] || WORDS.en)[key]
  .replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));

const k = {
  mode: 'attract',  // or 'visitor'
  games: [],  // the games the attract loop goes round (one when the URL names it)
  at: 0,  // the game of the loop on screen
  variant: 'default',
  idle: IDLE.fallback,
  lang: 'en',  // the language the loop returns to
  level: 'beginner',  // the computer's level against a visitor (ai=level:seats)
  seats: null,  // the computer's seats against a visitor (ai=…): null, every seat but the first
  ended: null,  // the timer after a finished demonstration
  idleTimer: null,
  gesture: false,  // the touch that took over is not over yet: its release is not played
  quietUntil: 0,
  call: null,  // "Touch the screen to play"
  welcome: null,  // the visitor's welcome line
};

const seatsBut = (n, first) => Array.from({ length: n }, (_, i) => i).filter((i) => i !== first).join(',');

function readIdle() {
  const v = params.get('kiosk_idle');
  if (v === null) return IDLE.fallback;
  if (/^\d{1,5}$/.test(v) && Number(v) >= IDLE.min && Number(v) <= IDLE.max) return Number(v);
  paramError('kiosk_idle', word('idleBad', { value: quote(v), ...IDLE }));
  return IDLE.fallback;
}

// The game the URL names (opened by shim-params.js's applyGameParams, which said what was
// wrong with it), else every playable game in turn.
function readGames() {
  const s = ctx.M.state();
  if (params.get('game') !== null && s.screen === 'game' && s.game === params.get('game')) {
    k.variant = s.variant;
    return [s.game];
  }
  return ctx.M.games().filter((g) => g.playable).map((g) => g.id);
}

// The computer against a visitor: ai=[level:]seats as on any page (shim-params.js's applyAi
// checked it and said what was wrong).
function readAi() {
  if (options.ai_level?.ok) k.level = options.ai_level.value;
  if (options.ai?.ok && options.ai.value !== 'off') k.seats = options.ai.value;
}

// A new demonstration: the computer plays every seat, at a pace a passer-by can follow.
function attract() {
  k.mode = 'attract';
  clearTimeout(k.ended);
  k.ended = null;
  const id = k.games[k.at % k.games.length];
  batch(() => {
    ctx.M.newGame(id, k.games.length === 1 ? k.variant : 'default');
    setOption('ai_level', ATTRACT.level);
    setOption('ai_delay_ms', ATTRACT.delay);
    setOption('ai', seatsBut(ctx.M.state().players, -1));
  });
  showCall();
}

// The first touch: the visitor's game, a fresh one of the game on screen.
function takeOver() {
  k.mode = 'visitor';
  clearTimeout(k.ended);
  k.ended = null;
  const s = ctx.M.state();
  batch(() => {
    ctx.M.newGame(s.game, s.variant);
    setOption('ai_level', k.level);
    setOption('ai_delay_ms', VISITOR_DELAY);
    if (!k.seats || !setOption('ai', k.seats).ok) setOption('ai', seatsBut(s.players, 0));
  });
  showCall();
  focusCanvas();
  const idle = k.idle % 60 === 0 ? word('minutes', { n: k.idle / 60 }) : word('seconds', { n: k.idle });
  welcome(word('welcome', { game: gameName(s.game), level: t(`level_${k.level}`), idle }));
  armIdle();
}

// The welcome line: a notice over the board that a touch goes through, gone after the first
// moves or 12 seconds.
function welcome(text) {
  if (!ui.layerNotes) return;
  k.welcome = el('div', { className: 'mb-box', role: 'status' }, [el('p', { text })]);
  k.welcome.style.pointerEvents = 'none';
  ui.layerNotes.replaceChildren(k.welcome);
  setTimeout(() => k.welcome?.remove(), 12000);
}

function reset() {
  k.at += 1;
  ui.layerNotes?.replaceChildren();
  if (ctx.M.state().lang !== k.lang) setOption('lang', k.lang);
  attract();
}

function armIdle() {
  clearTimeout(k.idleTimer);
  k.idleTimer = setTimeout(reset, k.idle * 1000);
}

function swallow(e) {
  e.preventDefault();
  e.stopImmediatePropagation();
}

// Every input of the page, before the app sees it (the window's capture phase).
function onInput(e) {
  const down = DOWN.includes(e.type);
  if (k.mode === 'attract' && (down || e.type === 'keydown')) {
    swallow(e);
    k.gesture = down;
    takeOver();
    return;
  }
  if (k.gesture || performance.now() < k.quietUntil) {
    if (down || UP.includes(e.type)) {
      swallow(e);
      // The rest of the gesture comes just after its end: a mouse's mouseup and click, a
      // touch's touchend and the browser's mouse events made from it.
      const mouse = e.pointerType === 'mouse' || e.type.startsWith('mouse');
      if (k.gesture && UP.includes(e.type)) k.quietUntil = performance.now() + (mouse ? 40 : 400);
      if (UP.includes(e.type)) k.gesture = false;
      return;
    }
  }
  if (k.mode === 'visitor') armIdle();
}

// A finished demonstration (or one too long to wait for) shows its result, then the next.
function changed(c) {
  if (k.mode === 'visitor' && c.length >= 2) k.welcome?.remove();
  if (k.mode !== 'attract' || k.ended || c.screen !== 'game') {
    placeCall();
    return;
  }
  const s = c.state();
  if (s.terminal || s.length >= ATTRACT.plies) {
    k.ended = setTimeout(() => {
      k.at += 1;
      attract();
    }, RESULT_MS);
  }
  showCall();
}

// "Touch the screen to play" at the foot of the panel while the demonstration runs.
function showCall() {
  if (!k.call) {
    k.call = el('div', { className: 'mb-kiosk-call', 'aria-live': 'polite' });
    Object.assign(k.call.style, {
      position: 'fixed', zIndex: '15', pointerEvents: 'none', boxSizing: 'border-box',
      padding: '10px 18px', borderRadius: '999px', textAlign: 'center',
      background: 'var(--mb-accent)', color: 'var(--mb-on-accent)',
      font: 'bold 20px/1.3 "DejaVu Sans", system-ui, sans-serif',
      boxShadow: '0 6px 24px rgba(0,0,0,.45)',
    });
    document.body.appendChild(k.call);
  }
  const text = k.mode === 'attract' ? (WORDS[ctx.M.state().lang] || WORDS.en).call : '';
  if (k.call.textContent !== text) k.call.textContent = text;
  k.call.hidden = !text;
  placeCall();
  requestAnimationFrame(() => requestAnimationFrame(placeCall));  // after the frame drawn
}

function placeCall() {
  if (!k.call || k.call.hidden) return;
  let l = null;
  try {
    l = ctx.M.layout();
  } catch (e) { /* no layout: the foot of the page */ }
  const p = l && l.ok && l.panel ? l.panel : { x: 0, y: 0, w: innerWidth, h: innerHeight };
  const side = Math.min(24, p.w / 10);
  Object.assign(k.call.style, {
    left: `${Math.round(p.x + side)}px`, width: `${Math.round(p.w - 2 * side)}px`,
    bottom: `${Math.round(innerHeight - (p.y + p.h) + 16)}px`,
  });
}

// kiosk=1: after the page's parameters (shim.js), which gave the language, the theme, the game
// and the computer's level; a record, moves, ply, mode and dice are the loop's to decide.
// Set up by shim.js, which loads this module only with kiosk=1 (and says a bad value).
export function setupKiosk() {
  if (!kiosk || !setOption('kiosk', '1').ok) return false;
  setOption('mode', 'play');
  setOption('dice', 'rolled');
  k.lang = ctx.M.state().lang;
  k.idle = readIdle();
  k.games = readGames();
  readAi();
  for (const type of [...DOWN, ...UP, 'keydown', 'wheel', 'pointermove']) {
    window.addEventListener(type, onInput, { capture: true, passive: false });
  }
  window.addEventListener('resize', () => requestAnimationFrame(placeCall));
  onGameChange(changed);
  attract();
  return true;
}

// The tests' hook (window.marblesShim.kiosk): the loop's state.
export const kioskState = () => ({ mode: k.mode, idle: k.idle, games: [...k.games], level: k.level });
