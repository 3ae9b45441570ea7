// The engine's facade: window.marbles (docs/API.md, docs/EMBED.md), built once by web/boot.js over
// the Emscripten Module, and its events. The page's calls of the engine's exports
// (src/platform/web/main.cpp) go through here, but for boot.js's size and first frame; the
// facade is frozen: nothing replaces its functions.
//
// Events: marbles.on('change', fn) calls fn(change) once for every change of the game, its
// record, the cursor, the screen or the language, whoever made it (a call through the facade,
// a click, the computer). The engine pushes them (Module.marblesChanged): the page asks it
// nothing while nothing changes. A change is a small summary pushed with it,
//   { version, ply, length, screen: 'start' | 'game', record }
// (record: a number that changes with the record's game, variant, position or actions), and
// what it does not hold is read once asked and kept for the other listeners of that change:
// change.state() (marbles.state()) and change.fullRecord() (marbles.saveFull()).
// marbles.lastChange() gives the same for what is on screen now.
// Changes made during a call through the facade are told after the outermost call returns;
// those of a frame, after the frame. batch(fn) makes several calls one change.

// A string goes as (its UTF-8 on the heap, never the stack; its byte count), checked by the
// engine (src/core/input.h). One over its kind's limit in characters is not copied: the engine
// gets (0, its length) and refuses it by size. The engine's limits decide.
import { textLoader } from './texts.js';

const LIMITS = { move: 256, record: 1 << 20, name: 1024 };
const encoder = new TextEncoder();

let depth = 0;  // calls through the facade in progress
let pending = null;  // the last change not told yet
let latest = { version: 0, ply: 0, length: 0, screen: 'start', record: 0 };  // the last pushed
let telling = false;
const listeners = { change: new Set() };

function tell() {
  if (depth > 0 || telling) return;
  telling = true;
  try {
    while (pending) {
      const summary = pending;
      pending = null;
      const change = withDetails(summary);
      for (const fn of [...listeners.change]) {
        try {
          fn(change);
        } catch (e) {
          console.warn('marbles:', e);
        }
      }
    }
  } finally {
    telling = false;
  }
}

let facade = null;

function withDetails(summary) {
  let state;
  let full;
  return {
    ...summary,
    state: () => (state ??= facade.state()),
    fullRecord: () => (full ??= facade.saveFull()),
  };
}

// Runs fn as one call: the changes it makes are told once it returns.
export function batch(fn) {
  depth += 1;
  try {
    return fn();
  } finally {
    depth -= 1;
    tell();
  }
}

// page(command): the page's own handling of 'lang:xx' and 'theme:xx' (web/boot.js).
export function createFacade(Module, page) {
  // numbers: more arguments after the strings' (ptr, size) pairs.
  function call(name, kinds = [], args = [], more = []) {
    const numbers = [];
    const buffers = [];
    try {
      kinds.forEach((kind, i) => {
        const text = String(args[i] ?? '');
        if (text.length === 0 || text.length > LIMITS[kind]) {
          numbers.push(0, text.length);
          return;
        }
        const room = text.length * 3;  // a UTF-16 unit is at most 3 bytes of UTF-8
        const at = Module._malloc(room);
        if (!at) throw new Error(`out of memory for a string of ${text.length} characters`);
        buffers.push(at);
        const { written } = encoder.encodeInto(text, Module.HEAPU8.subarray(at, at + room));
        numbers.push(at, written);
      });
      numbers.push(...more);
      return Module.ccall(name, 'string', numbers.map(() => 'number'), numbers);
    } finally {
      buffers.forEach((at) => Module._free(at));
    }
  }
  const json = (name, kinds, ...args) => JSON.parse(call(name, kinds, args));
  function intCall(name, n) {
    if (!Number.isInteger(n) || Math.abs(n) >= 2 ** 31) return { ok: false, error: `not an integer: ${n}` };
    return JSON.parse(Module.ccall(name, 'string', ['number'], [n]));
  }
  // captureBoard(): after the next frame the board's pixels (RGBA, device pixels) as a PNG Blob
  // (through a 2D canvas); ('vector'): its triangles and glyphs (vector.cpp, later/exports.js).
  const captures = [], vectors = [];
  const api = {
    games: () => json('mb_games_json'),
    newGame: (id, variant) => json('mb_new_game', ['name', 'name'], id, variant ?? 'default'),
    state: () => json('mb_state_json'),
    play: (text) => json('mb_play', ['move'], text),
    // ply absent: the record's end; out of range: an error, and nothing changes.
    load: (text, ply) => {
      if (ply !== undefined && (!Number.isInteger(ply) || Math.abs(ply) >= 2 ** 31)) return { ok: false, error: `ply must be an integer, not ${ply}` };
      return JSON.parse(call('mb_load_record', ['record'], [text], [ply === undefined ? 0 : 1, ply ?? 0]));
    },
    save: () => call('mb_save_record'),
    undo: () => json('mb_undo'),
    redo: () => json('mb_redo'),
    setOption: (name, value) => {
      const r = json('mb_set_option', ['name', 'name'], name, value);
      if (r.ok && (name === 'lang' || name === 'theme')) page(`${name}:${value}`);
      return r;
    },
    cellCenter: (cell) => json('mb_cell_center', ['name'], cell),
    widgetCenter: (name) => json('mb_widget_center', ['name'], name),
    // The last frame's rectangles of the board, the panel, every named text and control.
    layout: () => json('mb_layout_json'),
    describe: (i) => intCall('mb_describe', i),
    goTo: (ply) => intCall('mb_go_to', ply),
    playOn: () => json('mb_play_on'),
    // Tab (1) or Shift+Tab (-1) through the app's controls: {moved, name, role}; moved false
    // when the focus leaves the app (the page's next element takes it).
    focusStep: (dir) => intCall('mb_focus_step', dir),
    version: () => Module.ccall('mb_version', 'number', [], []),
    captureBoard: (kind) => {
      const r = intCall('mb_capture_board', +(kind === 'vector'));
      return r.ok ? new Promise((ok, fail) => (kind === 'vector' ? vectors : captures).push({ ok, fail })) : Promise.reject(new Error(r.error));
    },
    // The position editor: editor('open' | 'state' | 'position', text | 'pick', kind | 'field',
    // 'index value' | 'clear' | 'play' | 'cancel') (docs/API.md).
    editor: (command, arg) => json('mb_editor', ['name', 'record'], command, arg ?? ''),
    // The whole record with the moves after the cursor.
    saveFull: () => call('mb_save_full_record'),
    // The words of the record's comment at the position shown ('' removes it; its marks stay).
    setComment: (words) => json('mb_set_comment', ['record'], String(words).trim() || ' '),
    commentWords: () => call('mb_comment_words'),
  };
  facade = {};
  for (const [name, fn] of Object.entries(api)) facade[name] = (...args) => batch(() => fn(...args));
  Object.assign(facade, {
    setMenuHandler: (fn) => { Module.marblesMenu = fn; },
    // on('change', fn): fn(change) after every change; returns the function that stops it.
    on: (type, fn) => {
      if (!listeners[type]) throw new Error(`unknown event ${JSON.stringify(type)} (known: change)`);
      listeners[type].add(fn);
      return () => facade.off(type, fn);
    },
    off: (type, fn) => { listeners[type]?.delete(fn); },
    // The last change (told or about to be): what the page shows now, as a change gives it.
    lastChange: () => withDetails(latest),
  });
  Object.freeze(facade);

  // The engine's hooks (src/platform/web/main.cpp).
  Module.marblesChanged = (version, ply, length, game, record) => {
    pending = { version, ply, length, screen: game ? 'game' : 'start', record: record >>> 0 };
    latest = pending;
    if (depth > 0 || telling) return;
    queueMicrotask(tell);  // after the frame that made it
  };
  Module.marblesPage = page;
  Module.onBoardCapture = (rgba, w, h) => {
    const waiting = captures.splice(0);
    if (!rgba || !w || !h) return waiting.forEach((p) => p.fail(new Error('no board on screen')));
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    c.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(rgba.buffer), w, h), 0, 0);
    c.toBlob((blob) => waiting.forEach((p) => (blob ? p.ok(blob) : p.fail(new Error('PNG encoding failed')))), 'image/png');
  };
  Module.onBoardVector = (data) => vectors.splice(0).forEach((p) => p.ok(data));
  // The panel's menu items (save, open, share, embed, image, svg, gif, settings) call this.
  Module.marblesMenu = (command) => window.marblesShim?.menu(command);
  // Where the keyboard's focus went in the app (its name and role), for the screen reader.
  Module.marblesFocus = (name, role) => window.marblesShim?.focused?.(name, role);
  // The rules and about texts, fetched when the app first shows one (web/texts.js); a request
  // made before this hook existed is made again on the next frame.
  Module.marblesText = textLoader((name, text, ok) => call('mb_text', ['name', 'record'], [name, text], [ok ? 1 : 0]));
  Module.ccall('mb_wake', null, [], []);
  Module.ccall('mb_watch', null, [], []);  // what is on screen now: lastChange()
  return facade;
}
