// The postMessage API (api=1): to the parent only, from the parent only (docs/EMBED.md).
import { ctx, params, t, quote } from '../shim-i18n.js';
import { paramError } from '../shim-params.js';
import { batch, goTo } from '../shim-core.js';

export const channel = { enabled: params.get('api') === '1', target: null, accept: null, blocked: false };

export function setupChannel() {
  let expected = null;
  const given = params.get('parentOrigin');
  if (given !== null) {
    try {
      expected = new URL(given).origin;
      if (expected === 'null') throw new Error('opaque');
    } catch (e) {
      paramError('parentOrigin', t('paramOrigin', { value: quote(given) }));
      channel.blocked = true;
    }
  }
  if (!channel.enabled || window.parent === window || channel.blocked) {
    channel.enabled = false;
    return;
  }
  // Who the parent really is, where the browser says (Chromium, Safari), else the referrer.
  let actual = null;
  try {
    if (location.ancestorOrigins && location.ancestorOrigins.length > 0) actual = location.ancestorOrigins[0];
  } catch (e) { /* not available */ }
  if (!actual && document.referrer) {
    try {
      actual = new URL(document.referrer).origin;
    } catch (e) { /* no referrer */ }
  }
  if (expected) {
    // A parent that is not the expected one gets nothing (and posting to it would only log a
    // browser error).
    if (actual && actual !== 'null' && actual !== expected) channel.blocked = true;
    channel.target = expected;
    channel.accept = expected;
  } else if (actual && actual !== 'null') {
    channel.target = actual;
    channel.accept = actual;
  } else {
    channel.target = '*';  // the parent is unknown: events go out, commands come from it only
    channel.accept = null;
  }
  window.addEventListener('message', onMessage);
}

export function post(type, data) {
  if (!channel.enabled || channel.blocked) return;
  try {
    window.parent.postMessage({ source: 'marbles', type, ...data }, channel.target);
  } catch (e) { /* the parent went away */ }
}

export function brief(s) {
  return {
    game: s.game, variant: s.variant, ply: s.ply, length: s.length, to_move: s.to_move,
    terminal: s.terminal, result: s.result, screen: s.screen,
  };
}

let lastHeight = 0;

// The height the page would like: a hint for the parent, from its width (a square-ish board
// and the panel beside it, or below it on narrow frames).
function preferredHeight() {
  const w = Math.max(320, window.innerWidth || 320);
  const h = w >= 640 ? Math.round(w * 0.62) : Math.round(w * 0.9 + 280);
  return Math.max(320, Math.min(h, 1000));
}

export function postHeight() {
  const h = preferredHeight();
  if (h !== lastHeight) {
    lastHeight = h;
    post('height', { height: h });
  }
}

function onMessage(e) {
  if (e.source !== window.parent) return;
  if (channel.accept && e.origin !== channel.accept) return;
  if (channel.blocked) return;
  const d = e.data;
  const reply = (type, data) => post(type, { ...(d && (typeof d.id === 'string' || typeof d.id === 'number') ? { id: d.id } : {}), ...data });
  const bad = (error) => reply('error', { error });
  try {
    batch(() => command(d, reply, bad));
  } catch (err) {
    bad(String(err && err.message || err));
  }
}

function command(d, reply, bad) {
  if (!d || typeof d !== 'object' || typeof d.type !== 'string') {
    bad('a message must be an object with a "type": "load", "goto" or "save"');
    return;
  }
  if (d.type === 'load') {
    if (typeof d.record !== 'string') {
      bad('load: "record" must be the record text (a string)');
      return;
    }
    if (d.ply !== undefined && (!Number.isInteger(d.ply) || d.ply < 0)) {
      bad(`load: "ply" must be an integer >= 0, not ${JSON.stringify(d.ply)}`);
      return;
    }
    // The record and its ply checked together: a refused command changes nothing.
    const r = ctx.M.load(d.record, d.ply);
    if (!r.ok) {
      bad(`load: ${r.error}`);
      return;
    }
    reply('loaded', brief(ctx.M.state()));
  } else if (d.type === 'goto') {
    if (!Number.isInteger(d.ply) || d.ply < 0) {
      bad(`goto: "ply" must be an integer >= 0, not ${JSON.stringify(d.ply)}`);
      return;
    }
    const r = goTo(d.ply);
    if (!r.ok) {
      bad(`goto: ${r.error}`);
      return;
    }
    reply('went', brief(ctx.M.state()));
  } else if (d.type === 'save') {
    const s = ctx.M.state();
    reply('record', { record: ctx.M.save(), full: ctx.M.saveFull(), ...brief(s) });
  } else {
    bad(`unknown message type ${JSON.stringify(d.type).slice(0, 40)} (known: load, goto, save)`);
  }
}
