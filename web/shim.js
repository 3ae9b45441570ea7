// The page around the games (docs/EMBED.md): save and open records, kept games, share links,
// the embed parameters and the postMessage API. Plain JavaScript modules, no library, and no
// code for one game in particular: everything goes through window.marbles (web/engine.js) and
// works for every game the registry holds.
//
//   shim-i18n.js    the shared context and the words (French, English)
//   shim-ui.js      elements, notices, dialogs
//   shim-core.js    following the game's changes (pushed by the engine); the cursor
//   shim-files.js   save and open (the Open and save-by-copy dialogs: later/files.js)
//   shim-links.js   share links, the embed code (the share dialog, the image: later/share.js)
//   shim-store.js   the store of kept games (localStorage)
//   shim-games.js   keeping the game on screen; the list on the start screen
//   shim-params.js  the page's parameters
//   shim-reach.js   moves in words for screen readers; a move typed in
//   later/kiosk.js  kiosk mode: the museum screen's attract loop, takeover and reset (loaded
//                   only with kiosk=1; web/later/ holds the modules a page loads on demand)
//   later/channel.js the postMessage API (loaded with api=1 or parentOrigin=)
//   later/exercise.js mode=exercise: find the move(s), judged against the record's line
//   later/comment.js the Comment dialog (loaded when it opens)
//   later/builder.js the Embed dialog: a builder with a live preview (loaded when it opens)
//   later/lessons.js the lessons (menu command learn:<game>; docs/LESSONS.md); it adds
//                   marblesShim.lesson, and ctx.lesson is true while one is open
//   later/distance.js play a friend on another device by link (menu command distance)
//   later/live.js   the same, live over WebRTC (the bar's Live…; an invitation's link)
//   later/solver.js La poursuite's exact solver for the analysis board (menu command solve:)
//
// window.marblesShim = { ready, menu(command), save(), open(), openText(text), openFile(file),
//   share(), copyLink(), shareLink(), readLink(hash), embedCode(), embedSnippet(opts), image(),
//   svg(), gif({from, to, delay}) (later/exports.js: the board as SVG text, the game as a GIF),
//   goTo(ply), games(), continueGame(id), deleteGame(id), keptId, options, notices,
//   storageAvailable, modeFallback, channel, kiosk, focused(name, role) }
// The panel's menu calls Module.marblesMenu(command) (set in web/boot.js), which calls menu().
//
// Every storage call is guarded (sandboxed iframes throw SecurityError); every entry point
// catches its errors and shows a message: nothing is thrown to the console, and the game on
// screen changes only when a new one was read completely.
import { ctx, embedded, params, t } from './shim-i18n.js';
import { mountUi, notices, notify, ui } from './shim-ui.js';
import { goTo, onGameChange, startWatching } from './shim-core.js';
import { open, openFile, openText, save, setupDrop } from './shim-files.js';
import { applyLink, clearHash, embedCode, embedSnippet, readLink, shareLink } from './shim-links.js';
import * as store from './shim-store.js';
import { continueGame, deleteGame, follow, gameLink, keep, keepStart, keptId, render, setupGames } from './shim-games.js';
import { applyReplay, autoplaying } from './shim-study.js';
import { applyAi, applyBackground, applyGameParams, applyMode, applyMoves, applyPly, applyTheme, modeFallback, oneOf, options, setOption } from './shim-params.js';
import { focused, mountReach, updateReach } from './shim-reach.js';

// ---------------------------------------------------------------------------------------
// The menu and keyboard shortcuts

function menu(command) {
  // learn:<game> (learn: the game on screen): its lesson (web/later/lessons.js, loaded then).
  if (command.startsWith('learn')) return import('./later/lessons.js').then((m) => m.openLesson(command.slice(6)));
  // solve:<game>|<variant>|<position>: the analysis board's request for an exact answer (only La
  // poursuite's single round has a solver: web/later/solver.js).
  // takeback:K: Undo in a game at a distance asks the friend (web/later/agree.js).
  if (command.startsWith('takeback:')) return import('./later/agree.js').then((m) => m.takeback(Number(command.slice(9))), failed);
  if (command.startsWith('solve:')) return command.startsWith('solve:poursuite|') ? import('./later/solver.js').then((m) => m.solve(command.slice(6))) : { ok: true };
  switch (command) {
    // The asynchronous ones return their promise (of {ok, ...}); nothing to await for the menu.
    case 'save': return save();
    case 'open': return open();
    case 'share': return share();
    case 'embed': return embedCode();
    case 'image': return image();
    case 'comment': return import('./later/comment.js').then((m) => m.commentDialog());
    case 'puzzles': return import('./later/puzzles.js').then((m) => (puzzlesMod = m).openPuzzles());
    case 'distance': return distance((m) => m.start());
    case 'svg': return later((m) => m.saveSvg());
    case 'gif': return later((m) => m.gifDialog());
    case 'settings':
      if (typeof window.marblesSettings === 'function') return window.marblesSettings();
      notify(t('settingsUnavailable'));
      return { ok: false, error: 'settings are not available yet' };
    default:
      return { ok: false, error: `unknown menu command ${JSON.stringify(command)} (known: save, open, share, embed, image, svg, gif, comment, puzzles, distance, settings)` };
  }
}

// The SVG and GIF exports (web/later/exports.js), the share dialog and the image
// (web/later/share.js): loaded when one is asked for.
const failed = (e) => ({ ok: false, error: String(e && e.message || e) });
const later = (fn) => import('./later/exports.js').then(fn, failed);
const sharing = (fn) => import('./later/share.js').then(fn, failed);
// Play at a distance (web/later/distance.js): the menu's dialog, and its links (#…&play=ID).
const distance = (fn) => import('./later/distance.js').then(fn, failed);
const playLink = (hash) => /^#.*&play=/.test(hash);
const share = (opts) => sharing((m) => m.share(opts));
const copyLink = () => sharing((m) => m.copyLink());
const image = () => sharing((m) => m.image());

function setupKeys() {
  window.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || ui.openDialog) return;
    const k = e.key.toLowerCase();
    if (k === 's') {
      e.preventDefault();
      e.stopPropagation();
      save();
    } else if (k === 'o') {
      e.preventDefault();
      e.stopPropagation();
      open();
    }
  }, true);
}

// ---------------------------------------------------------------------------------------
// kiosk=1: a museum screen (web/later/kiosk.js, loaded on demand); its module once loaded.
const kiosk = params.get('kiosk') === '1';
let kioskMod = null;
let exerciseMod = null;
let puzzlesMod = null;  // web/later/puzzles.js once the puzzles were opened
let chan = { channel: { enabled: false } };  // web/later/channel.js once loaded

// Every change of the game: the language, the words for screen readers, the kept game, the
// list of kept games, the parent's events.
let last = null;  // { key, terminal }

// What makes a 'move' event for the parent: the cursor, the record, the session.
const moveKey = (c, s) => (c.screen === 'game' ? `${c.ply}\n${c.length}\n${c.record}\n${s.serial}` : null);

function changed(c) {
  const s = c.state();
  ctx.lang = s.lang === 'fr' ? 'fr' : 'en';
  updateReach(s, c.record);
  if (!kiosk && !ctx.lesson) keep(s, c);  // nor a museum screen a stranger's, nor a lesson
  follow(s);
  const key = moveKey(c, s);
  const prev = last;
  last = { key, terminal: s.terminal };
  if (!chan.channel.enabled || !prev || prev.key === key || key === null) return;
  chan.post('move', { ...chan.brief(s), move: s.ply > 0 ? s.moves[s.ply - 1] : null });
  if (s.terminal && !prev.terminal) chan.post('end', chan.brief(s));
}

// ---------------------------------------------------------------------------------------
// Start

async function init(marbles) {
  ctx.M = marbles;
  mountUi();
  mountReach();
  ctx.lang = ctx.M.state().lang === 'fr' ? 'fr' : 'en';
  if (embedded) {
    document.documentElement.classList.add('mb-embed');
    setOption('embed', '1');
  }
  // Language and theme first, so that every message below is in the right language.
  const l = params.get('lang');
  if (l !== null && oneOf('lang', l, ['fr', 'en'])) {
    setOption('lang', l);
    ctx.lang = l;
  }
  const theme = params.get('theme');
  if (theme !== null && oneOf('theme', theme, ['light', 'dark', 'auto'])) applyTheme(theme);
  // The board alone with its one-line status (layout=board), on the author's background.
  const layout = params.get('layout');
  if (layout !== null && oneOf('layout', layout, ['panel', 'board'])) setOption('layout', layout);
  if (params.get('background') !== null) applyBackground(params.get('background'));

  // The postMessage API (later/channel.js), for a host that asks for it.
  if (params.has('api') || params.has('parentOrigin')) {
    chan = await import('./later/channel.js');
    chan.setupChannel();
  }
  setupGames();

  // The game: a share link, else the parameters; else the start screen with the kept games.
  if (!embedded && playLink(location.hash)) {
    await distance((m) => m.receive(location.hash));
    clearHash();
  } else if (/^#(?:[rt]\d+)=|&[rt]\d+=/.test(location.hash)) {
    const link = await applyLink(location.hash, true);
    if (!embedded) clearHash();
    applyMoves();
    if (link && link.ok && link.ply !== null && params.get('ply') === null) goTo(link.ply);
  } else {
    applyGameParams();
  }
  applyPly();
  const mode = applyMode();
  applyReplay(mode);  // controls=hidden, autoplay=SECONDS
  // Real dice typed in (dice=typed), for a game played on a real board with the page beside it.
  const dice = params.get('dice');
  if (dice !== null && oneOf('dice', dice, ['rolled', 'typed'])) setOption('dice', dice);
  applyAi(mode);
  // kiosk=1: a museum screen's loop over what the parameters opened.
  if (params.get('kiosk') !== null) oneOf('kiosk', params.get('kiosk'), ['1', '0']);
  // Locked at once (no menu meanwhile), the loop once its module is there.
  if (kiosk && setOption('kiosk', '1').ok) (kioskMod = await import('./later/kiosk.js')).setupKiosk();
  // mode=exercise: find the move(s) (web/later/exercise.js, loaded on demand).
  if (mode === 'exercise') (exerciseMod = await import('./later/exercise.js')).setupExercise();

  // What the start-up shows is not a change: not a move to post, not a game to keep.
  const start = ctx.M.lastChange();
  const s = start.state();
  keepStart(s, start);
  if (gameLink()) distance((m) => m.show());  // a game by link came with the page
  last = { key: moveKey(start, s), terminal: s.terminal };
  updateReach(s, start.record);
  follow(s);
  onGameChange(changed);
  startWatching(start.version);

  if (!embedded && !kiosk) {
    setupDrop();
    setupKeys();
    window.addEventListener('hashchange', () => {
      if (playLink(location.hash)) {
        distance((m) => m.receive(location.hash)).then(clearHash, () => {});
        return;
      }
      if (!/^#(?:[rt]\d+)=|&[rt]\d+=/.test(location.hash)) return;
      applyLink(location.hash).then(clearHash, () => {});
    });
  }
  if (chan.channel.enabled) {
    chan.post('ready', { api: 1, ...chan.brief(ctx.M.state()) });
    chan.postHeight();
    window.addEventListener('resize', chan.postHeight);
  }
}

const shim = {
  ready: null,
  menu, save, open, openText, openFile, share, copyLink, shareLink, readLink, embedCode,
  embedSnippet, image, goTo, continueGame, deleteGame, focused, autoplaying,
  svg: () => later((m) => m.svg()),
  gif: (opts) => later((m) => m.gif(opts)),
  games: () => store.list(),
  options, notices,
  get keptId() { return keptId(); },
  get storageAvailable() { return store.storage.available; },
  get modeFallback() { return modeFallback; },
  get channel() { return { ...chan.channel }; },
  get kiosk() { return kioskMod ? kioskMod.kioskState() : null; },
  get exercise() { return exerciseMod ? exerciseMod.exerciseState() : null; },
  get puzzles() { return puzzlesMod ? puzzlesMod.puzzlesState() : null; },
  // Play at a distance: the game by link on screen ({ id, remote, link }) or null.
  distance: () => distance((m) => m.distanceState()),
  // Play live (web/later/live.js): its state ({status, invitation, answer}); 'drop' closes it.
  live: (command) => import('./later/live.js').then((m) => (command === 'drop' ? m.drop() : m.liveState())),
  render,
};
window.marblesShim = shim;

const ready = window.marblesReady;
shim.ready = ready && typeof ready.then === 'function'
  ? ready.then((m) => init(m).then(() => shim), () => null).catch((e) => {
    // A bug of the shim must not take the games down with it.
    console.warn('marbles shim:', e);
    return shim;
  })
  : Promise.resolve(null);
