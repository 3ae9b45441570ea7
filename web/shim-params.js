// The page's parameters (index.html?embed=1&game=…; they work without embed=1 too).
import { ctx, engineError, params, t, quote } from './shim-i18n.js';
import { notify } from './shim-ui.js';
import { goTo } from './shim-core.js';

export const options = {};  // every option the shim asked for: name -> {value, ok, error}

export function setOption(name, value) {
  let r;
  try {
    r = ctx.M.setOption(name, String(value));
  } catch (e) {
    r = { ok: false, error: String(e && e.message || e) };
  }
  options[name] = { value: String(value), ok: !!r.ok, error: r.ok ? undefined : r.error };
  return r;
}

const isUnknownOption = (r) => !r.ok && /unknown option/.test(r.error || '');

export function paramError(name, error) {
  notify(t('paramError', { name, error }), { error: true });
}

export function oneOf(name, value, values) {
  if (values.includes(value)) return true;
  paramError(name, t('paramValues', { value: quote(value), values: values.join(', ') }));
  return false;
}

let themeQuery = null;

export function applyTheme(choice) {
  const resolve = () => (choice === 'auto'
    ? (themeQuery && themeQuery.matches ? 'light' : 'dark') : choice);
  const apply = () => {
    const theme = resolve();
    document.documentElement.dataset.theme = theme;
    setOption('theme', theme);
  };
  if (choice === 'auto' && typeof window.matchMedia === 'function') {
    themeQuery = window.matchMedia('(prefers-color-scheme: light)');
    themeQuery.addEventListener('change', apply);
  }
  apply();
}

// background=<CSS colour>: the page around the board in the author's colour, in every theme. A
// value that is not an opaque CSS colour is ignored with a message in the console (for the
// author; the visitor's page is untouched). Returns the colour applied, or null.
export function applyBackground(value) {
  const refuse = (why) => {
    console.warn(`Marbles: parameter "background": ${JSON.stringify(value)} ${why}; it is ignored ` +
      '(a CSS colour: #f4ecde, rgb(244 236 222), white…).');
    return null;
  };
  if (value.length > 100 || !(window.CSS && CSS.supports('color', value))) return refuse('is not a CSS colour');
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.appendChild(probe);
  const rgb = getComputedStyle(probe).color.match(/[\d.]+/g)?.map(Number) ?? [];
  probe.remove();
  if (rgb.length < 3 || (rgb.length > 3 && rgb[3] < 1)) return refuse('is not an opaque colour');
  const hex = '#' + rgb.slice(0, 3).map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
  if (!setOption('page_background', hex).ok) return refuse('was refused');
  for (const node of [document.documentElement, document.body]) node.style.background = hex;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', hex);
  return hex;
}

// The game the parameters ask for: record, else game (+ variant), then moves and ply.
export function applyGameParams() {
  const p = (k) => params.get(k);
  let any = false;
  if (p('record') !== null) {
    any = true;
    const r = ctx.M.load(p('record'));
    if (!r.ok) paramError('record', engineError(r));
  } else if (p('game') !== null) {
    any = true;
    const id = p('game');
    const games = ctx.M.games();
    const known = games.filter((g) => g.playable).map((g) => g.id);
    if (!games.some((g) => g.id === id)) {
      paramError('game', t('paramUnknownGame', { value: quote(id), known: known.join(', ') }));
    } else {
      const r = ctx.M.newGame(id, p('variant') ?? 'default');
      if (!r.ok) paramError(p('variant') !== null && /variant/i.test(r.error) ? 'variant' : 'game', engineError(r));
    }
  }
  return applyMoves() || any;
}

// moves=…: played after the game the link or the other parameters opened.
export function applyMoves() {
  const list = params.get('moves');
  if (list === null) return false;
  const moves = list.split(/[\s,]+/).filter(Boolean);
  if (ctx.M.state().screen !== 'game') {
    const first = ctx.M.games().find((g) => g.playable);
    if (first) ctx.M.newGame(first.id, 'default');
  }
  for (let i = 0; i < moves.length; i++) {
    const r = ctx.M.play(moves[i]);
    if (!r.ok) {
      paramError('moves', t('paramMove', { i: i + 1, move: quote(moves[i]), error: engineError(r) }));
      break;
    }
  }
  return true;
}

export function applyPly() {
  const v = params.get('ply');
  if (v === null) return;
  const s = ctx.M.state();
  if (!/^\d+$/.test(v) || Number(v) > s.length) {
    paramError('ply', t('paramPly', { value: quote(v), max: s.length }));
    return;
  }
  goTo(Number(v));
}

export let modeFallback = null;

export function applyMode() {
  const mode = params.get('mode');
  if (mode === null || !oneOf('mode', mode, ['play', 'replay', 'view', 'diagram', 'exercise'])) return null;
  // exercise: the app plays; web/later/exercise.js judges the moves (shim.js loads it).
  const r = setOption('mode', mode === 'exercise' ? 'play' : mode);
  if (isUnknownOption(r) && mode === 'view') {
    // Until the app knows the mode: a view-only board takes no input at all.
    const c = document.getElementById('canvas');
    c.style.pointerEvents = 'none';
    c.setAttribute('tabindex', '-1');
    modeFallback = 'view';
  }
  return mode;
}

const AI_LEVELS = ['beginner', 'intermediate', 'strong', 'random'];

export function applyAi(mode) {
  const v = params.get('ai');
  const time = params.get('ai_time');
  if (v === null && time === null) return;
  if (mode && mode !== 'play') return;  // only a game being played has a computer opponent
  if (time !== null) {
    // The strong level's seconds a move (ai_time=5).
    const r = setOption('ai_time', time);
    if (!r.ok) paramError('ai_time', engineError(r));
  }
  if (v === null) return;
  // off, a seat, or seats separated by commas (ai=1,2,3), after an optional level (strong:1).
  const m = /^(?:([a-z0-9_-]+):)?(off|\d+(?:,\d+)*)$/i.exec(v);
  if (!m) {
    paramError('ai', t('paramValues', { value: quote(v), values: 'off, 0, 1, 1,2,3, strong:1' }));
    return;
  }
  if (m[1]) {
    const level = m[1].toLowerCase();
    const r = AI_LEVELS.includes(level) ? setOption('ai_level', level) : { ok: false };
    if (!r.ok) {
      paramError('ai', t('paramAiLevel', { level: quote(level), levels: AI_LEVELS.join(', ') }));
      return;
    }
  }
  const r = setOption('ai', m[2]);
  if (!r.ok) paramError('ai', engineError(r));
}
