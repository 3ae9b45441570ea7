// The page's start (web/index.html): checks WebGL 2, loads marbles.js and marbles.wasm, builds
// window.marbles (the JavaScript API: README.md, docs/EMBED.md), keeps the canvas's backing store
// at CSS size x devicePixelRatio, then marks the first frame and registers the service worker.
// A file, not an inline script: the page runs under a strict Content-Security-Policy.
'use strict';
(function () {
  const canvas = document.getElementById('canvas');
  const status = document.getElementById('status');
  // A script runs: the hint about blocked scripts (page.css shows it after 8 s) is not needed.
  document.getElementById('blocked-hint')?.remove();
  let resolveReady;
  let rejectReady;
  window.marblesReady = new Promise((ok, fail) => { resolveReady = ok; rejectReady = fail; });
  // On failure the message stays on the page and the promise is rejected (with a no-op handler
  // here, so that no "unhandled rejection" lands in the console when nobody waits for it).
  window.marblesReady.catch(() => {});

  function fail(en, fr) {
    status.hidden = false;
    status.className = 'error';
    status.innerHTML = '';
    const box = document.createElement('div');
    for (const text of [en, fr]) {
      const p = document.createElement('p');
      p.textContent = text;
      box.appendChild(p);
    }
    status.appendChild(box);
    rejectReady(new Error(en));
  }

  const probe = document.createElement('canvas');
  if (!probe.getContext('webgl2')) {
    fail('This browser cannot show the games: WebGL 2 is not available. Try a recent Firefox, Chrome, Edge or Safari, or turn hardware acceleration on.',
         'Ce navigateur ne peut pas afficher les jeux : WebGL 2 n’est pas disponible. Essayez un Firefox, Chrome, Edge ou Safari récent, ou activez l’accélération matérielle.');
    return;
  }

  function start(Module) {
    const str = (name, args) => Module.ccall(name, 'string', args.map(() => 'string'), args.map((a) => String(a ?? '')));
    const json = (name, ...args) => JSON.parse(str(name, args));
    const marbles = {
      games: () => json('mb_games_json'),
      newGame: (id, variant) => json('mb_new_game', id, variant ?? 'default'),
      state: () => json('mb_state_json'),
      play: (text) => json('mb_play', text),
      // ply absent: the record's end; out of range: an error, and nothing changes.
      load: (text, ply) => {
        if (ply !== undefined && (!Number.isInteger(ply) || Math.abs(ply) >= 2 ** 31)) return { ok: false, error: `ply must be an integer, not ${ply}` };
        return JSON.parse(Module.ccall('mb_load_record', 'string', ['string', 'number', 'number'], [String(text ?? ''), ply === undefined ? 0 : 1, ply ?? 0]));
      },
      save: () => str('mb_save_record', []),
      undo: () => json('mb_undo'),
      redo: () => json('mb_redo'),
      setOption: (name, value) => {
        const r = json('mb_set_option', name, value);
        if (r.ok && (name === 'lang' || name === 'theme')) page(`${name}:${value}`);
        return r;
      },
      cellCenter: (cell) => json('mb_cell_center', cell),
      widgetCenter: (name) => json('mb_widget_center', name),
      // Moves in words, positions, the version, the board as an image, the menu's commands.
      describe: (i) => intCall('mb_describe', i),
      goTo: (ply) => intCall('mb_go_to', ply),
      playOn: () => json('mb_play_on'),
      version: () => Module.ccall('mb_version', 'number', [], []),
      captureBoard: () => {
        const r = json('mb_capture_board');
        if (!r.ok) return Promise.reject(new Error(r.error));
        return new Promise((ok, fail) => captures.push({ ok, fail }));
      },
      // For the shim (web/shim.js): the whole record with the moves after the cursor.
      saveFull: () => str('mb_save_full_record', []),
      setMenuHandler: (fn) => { Module.marblesMenu = fn; },
    };
    function intCall(name, n) {
      if (!Number.isInteger(n) || Math.abs(n) >= 2 ** 31) return { ok: false, error: `not an integer: ${n}` };
      return JSON.parse(Module.ccall(name, 'string', ['number'], [n]));
    }
    // The page follows the app's language and theme (also when changed from the app's menu).
    function page(command) {
      const [name, value] = command.split(':');
      if (name === 'lang') document.documentElement.lang = value;
      if (name !== 'theme') return;
      const bg = marbles.state().background;
      document.documentElement.style.background = bg;
      document.body.style.background = bg;
      document.documentElement.style.colorScheme = value;
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bg);
    }
    Module.marblesPage = page;
    // captureBoard(): the app hands over the board's pixels after the next frame (RGBA, rows top
    // first, device pixels); they become a PNG Blob through a 2D canvas.
    const captures = [];
    Module.onBoardCapture = (rgba, w, h) => {
      const waiting = captures.splice(0);
      if (!rgba || !w || !h) return waiting.forEach((p) => p.fail(new Error('no board on screen')));
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      c.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(rgba.buffer), w, h), 0, 0);
      c.toBlob((blob) => waiting.forEach((p) => (blob ? p.ok(blob) : p.fail(new Error('PNG encoding failed')))), 'image/png');
    };
    // The panel's menu items (save, open, share, embed, image, settings) call this.
    Module.marblesMenu = (command) => window.marblesShim?.menu(command);

    // The backing store is CSS size x devicePixelRatio; the app is told on every change.
    let dprQuery = null;
    function fit() {
      const dpr = window.devicePixelRatio || 1;
      const r = canvas.getBoundingClientRect();
      const w = Math.max(1, Math.round(r.width));
      const h = Math.max(1, Math.round(r.height));
      canvas.width = Math.round(r.width * dpr);
      canvas.height = Math.round(r.height * dpr);
      Module.ccall('mb_resize', null, ['number', 'number', 'number'], [w, h, dpr]);
      if (dprQuery) dprQuery.removeEventListener('change', fit);
      dprQuery = window.matchMedia(`(resolution: ${dpr}dppx)`);
      dprQuery.addEventListener('change', fit);
    }
    window.addEventListener('resize', fit);
    canvas.addEventListener('contextmenu', (e) => e.preventDefault());
    fit();

    // The interface language follows the browser's at first.
    const langs = navigator.languages || [navigator.language || 'en'];
    if (String(langs[0] || '').toLowerCase().startsWith('fr')) marbles.setOption('lang', 'fr');

    window.marbles = marbles;
    const waitFrame = () => {
      const frames = Module.ccall('mb_frame_count', 'number', [], []);
      if (frames < 0) {
        fail('The game could not start its display (WebGL 2).', 'Le jeu n’a pas pu démarrer son affichage (WebGL 2).');
      } else if (frames > 0) {
        status.hidden = true;
        canvas.focus({ preventScroll: true });
        resolveReady(marbles);
      } else {
        requestAnimationFrame(waitFrame);
      }
    };
    waitFrame();
  }

  const script = document.createElement('script');
  script.src = 'marbles.js';
  script.onerror = () => fail('The game could not be loaded (marbles.js is missing or the connection failed). Reload the page to try again.',
                              'Le jeu n’a pas pu être chargé (marbles.js manque ou la connexion a échoué). Rechargez la page pour réessayer.');
  script.onload = () => {
    if (typeof createMarbles !== 'function') {
      fail('The game could not be started.', 'Le jeu n’a pas pu démarrer.');
      return;
    }
    createMarbles({
      canvas,
      print: (text) => console.log(text),
      printErr: (text) => console.warn(text),
    }).then(start, (e) => {
      console.warn(e);
      fail('The game could not be started (the WebAssembly file failed to load). Reload the page to try again.',
           'Le jeu n’a pas pu démarrer (le fichier WebAssembly n’a pas pu être chargé). Rechargez la page pour réessayer.');
    });
  };
  document.body.appendChild(script);
})();

// Install and offline: marks the first frame for measurements (scripts/measure-page.mjs), then
// registers the service worker (web/sw.js), which caches every file of the build. Only over
// http(s) and not in a sandboxed iframe (an opaque origin, where navigator.serviceWorker throws);
// every failure is silent: the page plays the same without it.
window.marblesReady.then(() => {
  try {
    performance.mark('marbles-first-frame');
  } catch (e) { /* no User Timing */ }
  try {
    if ((location.protocol === 'https:' || location.protocol === 'http:') &&
        self.origin !== 'null' && window.isSecureContext && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register('sw.js').catch(() => {});
    }
  } catch (e) { /* storage blocked or service workers disabled */ }
}, () => {});
