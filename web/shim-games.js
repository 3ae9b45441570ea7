// Kept games (docs/EMBED.md): the game on screen is kept in the store (web/shim-store.js) from
// its first move on, after every action, under its own id; the start screen lists the kept
// games to continue, review or delete.
//  - A game shown by a link, an embed, the parameters or a file is not kept while it is only
//    looked at or stepped through: it becomes a new kept game at its first move.
//  - The game of the start-up and every new game or loaded record (marbles.state().serial
//    changes) start unkept; continuing a kept game keeps writing to that one.
//  - Storage full or denied: the player is told once, with Save to a file.
import * as store from './shim-store.js';
import { ctx, embedded, gameName, movesText, t } from './shim-i18n.js';
import { button, el, focusCanvas, notify, ui } from './shim-ui.js';
import { batch, goTo } from './shim-core.js';
import { save } from './shim-files.js';

// The game on screen: its session (serial), its id in the store (null: not kept), the revision
// this tab wrote last, and what was kept: the cursor and the record's hash (web/engine.js's
// change.record; the record itself is the engine's, read when it is written).
// link: a game played with a friend on another device (later/distance.js), { id, remote, talk }
// (talk: what the two ask each other, later/agree.js).
const cur = { serial: null, id: null, rev: 0, ply: null, record: null, link: null };
let adopt = null;  // { id, rev, link }: the kept game the shim is loading now
let told = null;  // the storage problem the player was told of ('full', 'denied')

// The start-up's game, as shown (s: its state, c: web/engine.js's change): not kept until a move.
export function keepStart(s, c) {
  take(s, c, s.screen === 'game' ? c.record : null);
}

// A new session: the kept game it continues, if the shim is loading one (written at once when
// asked: a friend's move that came by link).
function take(s, c, record) {
  const a = adopt;
  adopt = null;
  cur.serial = s.serial;
  cur.id = a ? a.id : null;
  cur.rev = a ? a.rev : 0;
  cur.link = (a && a.link) || null;
  cur.ply = s.ply;
  cur.record = record;
  if (a && a.write) write(s, c.fullRecord());
}

// Every change of the game (web/shim-core.js's watchers).
export function keep(s, c) {
  if (s.serial !== cur.serial) {
    take(s, c, c.record);
    return;
  }
  if (s.screen !== 'game') return;
  if (c.record === cur.record && s.ply === cur.ply) return;
  // Not kept yet and the record unchanged: the cursor moved (stepping through a link).
  const moved = c.record !== cur.record;
  cur.ply = s.ply;
  cur.record = c.record;
  if (cur.id === null && !moved) return;
  write(s, c.fullRecord());
}

function write(s, record) {
  const r = store.put({
    id: cur.id, record, ply: s.ply, game: s.game, variant: s.variant, players: s.players,
    ai: s.ai, ai_level: s.ai_level, ai_time: s.ai_time, dice: s.dice, length: s.length,
    terminal: s.terminal, result: s.result,
    ...(cur.link ? { link_id: cur.link.id, remote: cur.link.remote, talk: cur.link.talk, moves: s.moves } : {}),
  }, cur.rev);
  if (!r.ok) {
    tell(r.reason);
    return;
  }
  if (r.forked) notify(t('keptForked'), { ms: 12000 });
  cur.id = r.id;
  cur.rev = r.rev;
  told = null;
}

function tell(reason) {
  if (told === reason) return;
  told = reason;
  // In a frame that denies storage (a sandboxed embed) every visitor would be told: only the
  // full page says it.
  if (reason === 'denied' && embedded) return;
  notify(t(reason === 'full' ? 'keptFull' : 'keptDenied'), {
    error: true,
    actions: [{ label: t('saveToFile'), onclick: () => save() }],
  });
}

// The id of the game on screen in the store (null: not kept).
export const keptId = () => cur.id;
// Play at a distance (later/distance.js): the game on screen's link; the kept game the next
// loaded record continues ({ id, rev, link, write }); the game on screen played by link from now.
export const gameLink = () => cur.link;
export const adoptNext = (a) => { adopt = a; };
export function keepLinked(link) {
  cur.link = link;
  write(ctx.M.state(), ctx.M.saveFull());
}

// Loads a kept game: its record at its move, with the computer's seats, level and time.
export function continueGame(id) {
  const e = store.get(id);
  if (!e) {
    notify(t('keptUnreadable'), { error: true });
    render();
    return { ok: false, error: 'the kept game is missing or damaged' };
  }
  const link = e.link_id ? { id: e.link_id, remote: e.remote, talk: e.talk } : null;
  adopt = { id, rev: e.rev, link };
  const r = batch(() => {
    const loaded = ctx.M.load(e.record, e.ply);
    if (!loaded.ok) return loaded;
    if (ctx.M.state().ply !== e.ply) goTo(e.ply);  // a page whose load takes no ply
    if (e.ai_level) ctx.M.setOption('ai_level', e.ai_level);
    if (typeof e.ai_time === 'number') ctx.M.setOption('ai_time', String(e.ai_time));
    if (e.dice === 'typed' || e.dice === 'rolled') ctx.M.setOption('dice', e.dice);
    if (e.ai && e.ai !== 'off') ctx.M.setOption('ai', e.ai);
    if (link) ctx.M.setOption('remote', link.remote);
    return { ok: true };
  });
  if (r.ok && link) import('./later/distance.js').then((m) => m.show());
  if (!r.ok) {
    adopt = null;
    notify(t('continueFailed', { error: String(r.error_local || r.error || '') }), { error: true });
  }
  return r;
}

export function deleteGame(id) {
  store.remove(id);
  if (cur.id === id) cur.id = null;
  render();
  return { ok: true };
}

// ---------------------------------------------------------------------------------------
// The list on the start screen (the full page only)

let panel = null;
let hidden = false;  // closed by the player until the game screen is shown again
let screen = null;
let confirming = null;  // the id whose deletion is being confirmed ('oldest': the oldest ones)

const LEVELS = ['beginner', 'intermediate', 'strong', 'random'];

function opponent(g) {
  const seats = g.ai === 'off' ? 0 : g.ai.split(',').length;
  const level = LEVELS.includes(g.ai_level) ? t(`level_${g.ai_level}`) : '';
  if (g.link_id) return t('oppDistance');
  if (seats === 0) return g.players === 2 ? t('oppTwo') : t('oppPeople', { n: g.players });
  if (g.players === 2) return t('oppComputer', { level });
  return t('oppSeats', { n: g.players, k: seats, level });
}

function when(ms) {
  if (!ms) return '';
  try {
    return new Intl.DateTimeFormat(ctx.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
  } catch (e) {
    return '';
  }
}

function row(g) {
  const name = gameName(g.game);
  const parts = [g.terminal ? t('finishedAfter', { moves: movesText(g.length) }) : movesText(g.ply),
    opponent(g), when(g.saved)].filter(Boolean);
  const item = el('li', { className: 'mb-game', 'data-id': g.id }, [
    el('p', {}, [el('strong', { text: name }), ' ', el('span', { className: 'mb-dim', text: parts.join(' · ') })]),
  ]);
  const label = `${name}, ${parts[0]}`;
  let actions;
  if (confirming === g.id) {
    actions = [
      el('span', { text: t('gamesDeleteAsk') }),
      button(t('gamesKeep'), () => { confirming = null; render(true); }, false),
      button(t('gamesDelete'), () => { confirming = null; deleteGame(g.id); focusPanel(); }, true),
    ];
  } else {
    const go = button(t(g.terminal ? 'gamesReview' : 'gamesContinue'), () => continueGame(g.id), !g.terminal);
    go.setAttribute('aria-label', `${t(g.terminal ? 'gamesReview' : 'gamesContinue')}: ${label}`);
    const del = button(t('gamesDelete'), () => { confirming = g.id; render(true); }, false);
    del.setAttribute('aria-label', `${t('gamesDelete')}: ${label}`);
    actions = [del, go];
  }
  item.appendChild(el('div', { className: 'mb-buttons' }, actions));
  return item;
}

// Draws (or takes away) the list, as the screen and the store are now. keepFocus: a button of
// the list was pressed and is redrawn: the focus stays in the list.
export function render(keepFocus) {
  if (embedded || !ctx.M) return;
  const games = screen === 'start' && !hidden ? store.list() : [];
  if (games.length === 0) {
    removePanel();
    return;
  }
  const had = panel && panel.contains(document.activeElement);
  const open = panel ? panel.querySelector('details')?.open : false;
  const unfinished = games.filter((g) => !g.terminal);
  const finished = games.filter((g) => g.terminal);
  const box = el('section', { className: 'mb-box mb-pinned mb-games', id: 'mb-games', 'aria-labelledby': 'mb-games-title' });
  box.append(
    el('h2', { id: 'mb-games-title', text: t('gamesTitle') }),
    el('button', { type: 'button', className: 'mb-btn mb-x', 'aria-label': t('gamesHide'), title: t('gamesHide'), text: '×', onclick: hide }),
  );
  if (unfinished.length > 0) box.appendChild(el('ul', { className: 'mb-game-list' }, unfinished.map(row)));
  if (unfinished.length > store.UNFINISHED_CAP) box.appendChild(overCap(unfinished));
  if (finished.length > 0) {
    const details = el('details', { open }, [
      el('summary', { text: t('gamesFinished', { n: finished.length }) }),
      el('ul', { className: 'mb-game-list' }, finished.map(row)),
    ]);
    box.appendChild(details);
  }
  box.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') hide();
  });
  if (panel) panel.replaceWith(box);
  else ui.layerTop.prepend(box);
  panel = box;
  if (had || keepFocus) focusPanel();
  inset();
}

function overCap(unfinished) {
  const k = unfinished.length - store.UNFINISHED_CAP;
  const oldest = unfinished.slice(-k);
  const p = el('div', { className: 'mb-row mb-over' }, [el('p', { text: t('gamesOverCap', { n: unfinished.length, cap: store.UNFINISHED_CAP }) })]);
  if (confirming === 'oldest') {
    p.append(
      button(t('gamesKeep'), () => { confirming = null; render(true); }, false),
      button(t('gamesDeleteOldest', { k }), () => {
        confirming = null;
        for (const g of oldest) store.remove(g.id);
        render(true);
      }, true),
    );
  } else {
    p.append(button(t('gamesDeleteOldest', { k }), () => { confirming = 'oldest'; render(true); }, false));
  }
  return p;
}

function focusPanel() {
  const target = panel && (panel.querySelector('.mb-buttons .mb-primary') || panel.querySelector('button'));
  if (target) target.focus({ preventScroll: true });
}

function hide() {
  hidden = true;
  const had = panel && panel.contains(document.activeElement);
  removePanel();
  if (had) focusCanvas();
}

function removePanel() {
  if (!panel) return;
  panel.remove();
  panel = null;
  inset();
}

// The start screen begins below the list (the app's start_inset option, CSS pixels).
let insetShown = 0;
function inset() {
  const h = panel ? Math.ceil(panel.getBoundingClientRect().bottom) : 0;
  if (h === insetShown) return;
  insetShown = h;
  try {
    ctx.M.setOption('start_inset', String(h));
  } catch (e) { /* an app without the option: the list covers the top */ }
}

// Follows the screen and the language (web/shim-core.js's watchers); on the start screen the
// list is drawn, on the game screen taken away.
export function follow(s) {
  const lang = ctx.lang;
  if (s.screen !== screen || lang !== follow.lang) {
    if (s.screen === 'game') hidden = false;
    screen = s.screen;
    follow.lang = lang;
    confirming = null;
    render();
  }
}

export function setupGames() {
  if (!embedded) {
    store.migrate();
    store.evictFinished();
    window.addEventListener('resize', inset);
  }
  // Another tab kept, changed or deleted a game: the list shows it.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.startsWith('marbles:')) render();
  });
}
