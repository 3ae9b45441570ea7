// Share links (#r1=<base64url(deflate-raw(record))>[&ply=N], or #t1=<percent-encoded record>)
// and the embed code. The share dialog and the board as an image are in later/share.js.
import { MAX_LINK_CHARS, MAX_RECORD_BYTES, ctx, engineError, gameName, t, quote } from './shim-i18n.js';
import { notify } from './shim-ui.js';
import { batch, goTo } from './shim-core.js';

export function toBase64Url(bytes) {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch (e) {
    return null;
  }
}

const canCompress = typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

async function streamBytes(stream, limit) {
  const reader = stream.getReader();
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      reader.cancel().catch(() => {});
      throw new Error('too large');
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export async function deflate(text) {
  const input = new Blob([new TextEncoder().encode(text)]).stream();
  return streamBytes(input.pipeThrough(new CompressionStream('deflate-raw')), Infinity);
}

export async function inflate(bytes) {
  const input = new Blob([bytes]).stream();
  const stream = input.pipeThrough(new DecompressionStream('deflate-raw'));
  const out = await streamBytes(stream, MAX_RECORD_BYTES);
  return new TextDecoder('utf-8', { fatal: true }).decode(out);
}

// The link to the game on screen: the whole record (the moves after the cursor too) and,
// when the cursor is before the end, the ply to show.
export async function shareLink(options) {
  const s = ctx.M.state();
  const record = ctx.M.saveFull();
  const frag = await linkFragment(record, s.ply < s.length ? s.ply : null);
  const base = (options && options.base) || location.origin + location.pathname;
  return `${base}#${frag}`;
}

export async function linkFragment(record, ply) {
  let frag = canCompress ? 'r1=' + toBase64Url(await deflate(record)) : 't1=' + encodeURIComponent(record);
  if (ply !== null && ply !== undefined) frag += `&ply=${ply}`;
  return frag;
}

// Reads a fragment ("#r1=…"). Resolves to null when it holds no game (an ordinary anchor),
// {ok: true, record, ply} or {ok: false, error} (translated).
export async function readLink(hash) {
  const text = String(hash || '').replace(/^#/, '');
  if (!/^(?:[rt]\d+)=/.test(text) && !/&[rt]\d+=/.test(text)) return null;
  if (text.length > MAX_LINK_CHARS) return { ok: false, error: t('linkTooLong', { size: text.length }) };
  const fields = {};
  for (const part of text.split('&')) {
    const i = part.indexOf('=');
    if (i > 0) fields[part.slice(0, i)] = part.slice(i + 1);
  }
  let ply = null;
  if ('ply' in fields) {
    if (!/^\d{1,6}$/.test(fields.ply)) return { ok: false, error: t('linkData') };
    ply = Number(fields.ply);
  }
  if ('r1' in fields) {
    if (!canCompress) return { ok: false, error: t('linkNoCompression') };
    const bytes = fromBase64Url(fields.r1);
    if (!bytes || bytes.length === 0) return { ok: false, error: t('linkData') };
    try {
      return { ok: true, record: await inflate(bytes), ply };
    } catch (e) {
      return { ok: false, error: t('linkData') };
    }
  }
  if ('t1' in fields) {
    try {
      return { ok: true, record: decodeURIComponent(fields.t1), ply };
    } catch (e) {
      return { ok: false, error: t('linkData') };
    }
  }
  const key = Object.keys(fields).find((k) => /^[rt]\d+$/.test(k));
  return { ok: false, error: t('linkNewer', { key: quote(key) }) };
}

// Opens the game of a share link; a bad link leaves a message and a fresh game (of the game
// the record names, when it names one that can be played).
// keepCursor: leave the cursor at the end (the start-up plays moves=… first, then goes to the
// link's ply).
export async function applyLink(hash, keepCursor) {
  const link = await readLink(hash);
  if (!link) return null;
  link.keepCursor = !!keepCursor;
  if (!link.ok) {
    notify(t('linkBad', { error: link.error }), { error: true });
    return link;
  }
  return batch(() => openLinkRecord(link));
}

function openLinkRecord(link) {
  const r = ctx.M.load(link.record);
  if (!r.ok) {
    let text = t('linkBad', { error: engineError(r) });
    const named = /^\s*\[\s*Game\s+"([^"\\]*)"/m.exec(link.record);
    const g = named && (ctx.M.games() || []).find((x) => x.id === named[1] && x.playable);
    if (g && ctx.M.newGame(g.id, 'default').ok) text += ' ' + t('linkFresh', { game: gameName(g.id) });
    notify(text, { error: true });
    return { ok: false, error: r.error };
  }
  if (link.ply !== null && !link.keepCursor) goTo(link.ply);
  return { ok: true, ply: link.ply };
}

export function clearHash() {
  try {
    history.replaceState(history.state, '', location.pathname + location.search);
  } catch (e) { /* an opaque origin may refuse: the fragment then stays */ }
}

// ---------------------------------------------------------------------------------------
// Embed code

function pageBase() {
  return location.origin + location.pathname.replace(/[^/]*$/, '');
}

// The frame's address. opts: {game, variant, fragment, mode, ply, lang, theme, autoplay,
// controls, answer} (null or '' for what the page's default is).
export function embedUrl(opts) {
  const q = new URLSearchParams({ embed: '1' });
  if (opts.game) q.set('game', opts.game);
  if (opts.variant && opts.variant !== 'default') q.set('variant', opts.variant);
  if (opts.mode && opts.mode !== 'play') q.set('mode', opts.mode);
  for (const k of ['ply', 'lang', 'theme', 'autoplay', 'controls', 'answer']) {
    if (opts[k] !== undefined && opts[k] !== null && opts[k] !== '') q.set(k, opts[k]);
  }
  return `${pageBase()}index.html?${q}${opts.fragment ? '#' + opts.fragment : ''}`;
}

// The iframe snippet: embedUrl(opts) in a frame of opts.width × opts.height (at most; narrower
// on a narrower page), titled opts.title.
export function embedSnippet(opts) {
  const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${esc(embedUrl(opts))}" title="${esc(opts.title || 'Marbles & stones')}" ` +
    `style="width:100%;max-width:${opts.width || 720}px;height:${opts.height || 480}px;border:0" loading="lazy" ` +
    'allow="clipboard-write"></iframe>';
}

// The embed dialog, a small builder (web/later/builder.js, loaded when it first opens).
export async function embedCode() {
  try {
    return await (await import('./later/builder.js')).openBuilder();
  } catch (e) {
    notify(String(e && e.message || e), { error: true });
    return { ok: false, error: String(e && e.message || e) };
  }
}
