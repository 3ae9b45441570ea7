// The store of games (docs/EMBED.md, "Kept games"): every game a player has made a move in is
// kept in localStorage under an id of its own, one entry per game ("marbles:game:<id>") and a
// small index of their summaries ("marbles:games"), for the start screen's list.
//  - An entry is written only by the tab that keeps that game, and only over the revision that
//    tab wrote or read last: a tab that finds another revision (the same game continued in a
//    second tab) keeps its own moves under a new id instead. Nothing is written over.
//  - The entries are the truth; the index is a cache rebuilt from them when it is missing, stale
//    (two tabs adding games at once) or damaged. A damaged entry is skipped and reported in the
//    console, never fatal.
//  - Finished games are kept for review: the newest FINISHED_CAP, for FINISHED_DAYS days;
//    unfinished games are never removed but by the player.
//  - Every storage call is guarded: a sandboxed frame throws SecurityError, a full storage
//    QuotaExceededError; put() then answers { ok: false, reason: 'denied' | 'full' }.
export const INDEX_KEY = 'marbles:games';
export const ENTRY_PREFIX = 'marbles:game:';
const OLD_KEY = 'marbles:autosave:v1';  // the single autosave slot of earlier versions
export const FINISHED_CAP = 20;
export const FINISHED_DAYS = 30;
export const UNFINISHED_CAP = 30;  // above it the start screen offers to delete the oldest

const DAY_MS = 24 * 3600 * 1000;

export const storage = {
  available: null,
  reason: null,  // why the last write failed: 'denied' or 'full'
  get(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      storage.available = false;
      storage.reason = 'denied';
      return null;
    }
  },
  set(key, value) {
    try {
      window.localStorage.setItem(key, value);
      storage.available = true;
      storage.reason = null;
      return true;
    } catch (e) {
      const full = e && (e.name === 'QuotaExceededError' || e.code === 22 || e.code === 1014);
      storage.reason = full ? 'full' : 'denied';
      if (!full) storage.available = false;
      return false;
    }
  },
  remove(key) {
    try {
      window.localStorage.removeItem(key);
      return true;
    } catch (e) {
      storage.available = false;
      return false;
    }
  },
  keys() {
    try {
      const out = [];
      for (let i = 0; i < window.localStorage.length; i++) out.push(window.localStorage.key(i));
      return out;
    } catch (e) {
      storage.available = false;
      storage.reason = 'denied';
      return [];
    }
  },
};

export const entryKey = (id) => ENTRY_PREFIX + id;

export function newId() {
  const rand = Math.floor(Math.random() * 36 ** 6).toString(36).padStart(6, '0');
  return `${Date.now().toString(36)}-${rand}`;
}

const finite = (x) => typeof x === 'number' && Number.isFinite(x);
const text = (x, fallback = '') => (typeof x === 'string' ? x : fallback);

// The summary the index keeps of an entry (what the start screen lists). Any field of a
// damaged or older entry that is missing or of the wrong kind gets a harmless default; a
// `saved` that is not a time becomes 0 ("unknown"), never an error.
export function summary(e) {
  return {
    id: text(e.id),
    game: text(e.game),
    variant: text(e.variant, 'default'),
    players: Number.isInteger(e.players) && e.players > 0 ? e.players : 2,
    ai: text(e.ai, 'off'),
    ai_level: text(e.ai_level),
    ply: Number.isInteger(e.ply) && e.ply >= 0 ? e.ply : 0,
    length: Number.isInteger(e.length) && e.length >= 0 ? e.length : 0,
    terminal: e.terminal === true,
    result: text(e.result),
    saved: finite(e.saved) && e.saved > 0 ? e.saved : 0,
    rev: Number.isInteger(e.rev) ? e.rev : 0,
    link_id: text(e.link_id),  // a game with a friend on another device (later/distance.js)
  };
}

// An entry as stored, or null (absent or damaged: reported in the console).
export function get(id) {
  const raw = storage.get(entryKey(id));
  if (raw === null) return null;
  try {
    const e = JSON.parse(raw);
    if (e && typeof e === 'object' && typeof e.record === 'string' && e.record.length > 0 &&
        typeof e.game === 'string') {
      return { ...e, ...summary({ ...e, id }) };
    }
  } catch (err) { /* reported below */ }
  console.warn(`marbles: the kept game ${id} is damaged and is skipped`);
  return null;
}

function readIndex() {
  const raw = storage.get(INDEX_KEY);
  if (raw === null) return null;
  try {
    const x = JSON.parse(raw);
    if (x && x.v === 1 && x.games && typeof x.games === 'object') return x.games;
  } catch (e) { /* rebuilt below */ }
  console.warn('marbles: the index of kept games is damaged; it is rebuilt from the games');
  return null;
}

function writeIndex(games) {
  return storage.set(INDEX_KEY, JSON.stringify({ v: 1, games }));
}

// Every kept game's summary, the newest first: the index, checked against the entries present.
export function list() {
  const ids = storage.keys().filter((k) => k && k.startsWith(ENTRY_PREFIX))
    .map((k) => k.slice(ENTRY_PREFIX.length));
  const index = readIndex() || {};
  const games = {};
  let changed = false;
  for (const id of ids) {
    const row = index[id];
    if (row && typeof row === 'object' && typeof row.game === 'string' && row.game) {
      games[id] = summary({ ...row, id });
    } else {
      const e = get(id);  // not in the index (another tab's, or a damaged index): from the entry
      if (!e) continue;
      games[id] = summary(e);
      changed = true;
    }
  }
  if (changed || Object.keys(index).some((id) => !(id in games))) writeIndex(games);
  return Object.values(games).sort((a, b) => b.saved - a.saved || (a.id < b.id ? 1 : -1));
}

function setIndexRow(row) {
  const games = readIndex() || {};
  games[row.id] = row;
  writeIndex(games);
}

// Removes a game (its entry and its row of the index).
export function remove(id) {
  storage.remove(entryKey(id));
  const games = readIndex();
  if (games && id in games) {
    delete games[id];
    writeIndex(games);
  }
}

// Finished games beyond the newest `cap`, or older than `days`: removed (oldest first); with
// `force`, the oldest finished game even within both. Never an unfinished game. Returns how
// many went.
export function evictFinished({ cap = FINISHED_CAP, days = FINISHED_DAYS, force = 0, now = Date.now() } = {}) {
  const finished = list().filter((g) => g.terminal);  // newest first
  let gone = 0;
  for (let i = finished.length - 1; i >= 0; i--) {
    const g = finished[i];
    if (i >= cap || (g.saved > 0 && now - g.saved > days * DAY_MS) || gone < force) {
      remove(g.id);
      gone += 1;
    }
  }
  return gone;
}

// Writes a game. `game`: { id (null for a new one), record, ply, game, variant, players, ai,
// ai_level, ai_time, dice, length, terminal, result }; `rev`: the revision this tab wrote or read
// last (ignored for a new game). Answers { ok, id, rev, forked } or { ok: false, reason }.
// When the stored revision is another (a second tab kept moves in the same game), the game is
// kept under a new id: forked is true.
export function put(game, rev) {
  let id = game.id;
  let forked = false;
  let next = 1;
  if (id) {
    const raw = storage.get(entryKey(id));
    let stored = null;
    try {
      stored = raw === null ? null : JSON.parse(raw);
    } catch (e) { /* a damaged entry is written over by the game it was */ }
    if (stored && Number.isInteger(stored.rev) && stored.rev !== rev) {
      id = null;
      forked = true;
    } else {
      next = (Number.isInteger(rev) ? rev : 0) + 1;
    }
  }
  if (!id) id = newId();
  const entry = { v: 1, ...game, id, rev: next, saved: Date.now() };
  const json = JSON.stringify(entry);
  let ok = storage.set(entryKey(id), json);
  // Full: room is made by removing the oldest finished games, one at a time.
  while (!ok && storage.reason === 'full' && evictFinished({ force: 1 }) > 0) {
    ok = storage.set(entryKey(id), json);
  }
  if (!ok) return { ok: false, reason: storage.reason || 'denied' };
  setIndexRow(summary(entry));
  return { ok: true, id, rev: next, forked };
}

// The single autosave of earlier versions becomes a kept game (once).
export function migrate() {
  const raw = storage.get(OLD_KEY);
  if (raw === null) return null;
  let old = null;
  try {
    old = JSON.parse(raw);
  } catch (e) { /* damaged: dropped below */ }
  let r = null;
  if (old && old.v === 1 && typeof old.record === 'string' && typeof old.game === 'string') {
    const { v, saved, ...rest } = old;
    r = put({ ...rest, id: null, terminal: false });
  } else {
    console.warn('marbles: the game kept by an earlier version is damaged and is skipped');
  }
  if (!r || r.ok) storage.remove(OLD_KEY);
  return r;
}
