// The page's start (web/index.html): checks WebGL 2, loads marbles.js and marbles.wasm, builds
// window.marbles (the JavaScript API: docs/API.md, docs/EMBED.md; built by web/engine.js), keeps the
// canvas's backing store at CSS size x devicePixelRatio, then marks the first frame and registers
// the service worker. A module, not an inline script: the page runs under a strict
// Content-Security-Policy.
import { createFacade } from './engine.js';

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

  // A message before the app runs, in both languages: first the one of the "lang" parameter,
  // else of the browser.
  function fail(en, fr) {
    let first = (navigator.languages || [navigator.language])[0];
    try {
      first = new URLSearchParams(location.search).get('lang') || first;
    } catch (e) { /* no parameters */ }
    const texts = /^fr/i.test(String(first || '')) ? [['fr', fr], ['en', en]] : [['en', en], ['fr', fr]];
    status.hidden = false;
    status.className = 'error';
    const box = document.createElement('div');
    for (const [lang, text] of texts) {
      const p = document.createElement('p');
      p.lang = lang;
      p.textContent = text;
      box.appendChild(p);
    }
    status.replaceChildren(box);
    rejectReady(new Error(en));
  }

  // A host's Content-Security-Policy may block what the games need: WebAssembly (no
  // 'wasm-unsafe-eval'), marbles.js or the fetch of marbles.wasm. The first such violation is
  // kept, to name what the host must allow (docs/EMBED.md).
  let violation = null;
  document.addEventListener('securitypolicyviolation', (e) => {
    if (!violation && /^(wasm-)?eval$|marbles\.(js|wasm)$/.test(e.blockedURI)) violation = e;
  });
  function policyMessage(error) {
    const text = String((error && error.message) || error || '');
    if ((violation && /eval$/.test(violation.blockedURI)) ||
        /Content.Security.Policy|blocked by CSP|wasm-unsafe-eval/i.test(text)) {
      return ['This site’s Content-Security-Policy does not allow WebAssembly, which the games need: the site must add \'wasm-unsafe-eval\' to its script-src directive.',
              'La Content-Security-Policy de ce site n’autorise pas WebAssembly, dont les jeux ont besoin : le site doit ajouter \'wasm-unsafe-eval\' à sa directive script-src.'];
    }
    if (!violation) return null;
    const file = violation.blockedURI.replace(/^.*\//, '');
    const directive = violation.effectiveDirective.replace(/-elem$/, '');
    return [`This site’s Content-Security-Policy blocks ${file}, which the games need: the site must allow 'self' in its ${directive} directive.`,
            `La Content-Security-Policy de ce site bloque ${file}, dont les jeux ont besoin : le site doit autoriser 'self' dans sa directive ${directive}.`];
  }

  // A start that failed while a service worker serves the page may come from a bad file in its
  // cache (web/sw.js checks them, not in every way they can be bad): this scope's caches are
  // dropped and the page loaded again from the network, once (a flag for the tab; none in a
  // sandbox where sessionStorage throws, and none offline). True when the page reloads.
  const RETRY = 'marbles:fresh-start';
  async function retryFresh() {
    try {
      if (!navigator.serviceWorker?.controller || navigator.onLine === false) return false;
      if (sessionStorage.getItem(RETRY)) {
        sessionStorage.removeItem(RETRY);
        return false;
      }
      const reg = await navigator.serviceWorker.getRegistration();
      // Only when the server answers: else the cached copy is all there is.
      const server = await fetch('index.html', { method: 'HEAD', cache: 'no-store' });
      if (!reg || !server.ok) return false;
      sessionStorage.setItem(RETRY, '1');
      for (const name of await caches.keys()) {
        if (name.startsWith(`marbles ${reg.scope} `)) await caches.delete(name);
      }
      location.reload();
      return true;
    } catch (e) {
      return false;
    }
  }
  window.marblesReady.then(() => {
    try {
      sessionStorage.removeItem(RETRY);
    } catch (e) { /* no storage */ }
  }, () => {});

  // The policy's message, else a retry from the network, else the message (en, fr).
  async function startFailed(en, fr, error) {
    if (error) console.warn(error);
    await new Promise((ok) => setTimeout(ok, 50)); // violation events come in tasks of their own
    const policy = policyMessage(error);
    if (policy) {
      fail(...policy);
    } else if (self.origin === 'null' && window.marblesCannotLoad) {
      // A sandboxed frame whose host sends no Access-Control-Allow-Origin: reloading cannot
      // help; web/noload.js says so, and what the embedding page must change.
      window.marblesCannotLoad('a request for the game\'s files (marbles.js, marbles.wasm)');
      rejectReady(new Error(en));
    } else if (!(await retryFresh())) {
      fail(en, fr);
    }
  }

  const probe = document.createElement('canvas');
  if (!probe.getContext('webgl2')) {
    fail('This browser cannot show the games: WebGL 2 is not available. Try a recent Firefox, Chrome, Edge or Safari, or turn hardware acceleration on.',
         'Ce navigateur ne peut pas afficher les jeux : WebGL 2 n’est pas disponible. Essayez un Firefox, Chrome, Edge ou Safari récent, ou activez l’accélération matérielle.');
    return;
  }

  // The page follows the app's language and theme (also when changed from the app's menu).
  function page(command) {
    const [name, value] = command.split(':');
    if (name === 'lang') document.documentElement.lang = value;
    if (name !== 'theme') return;
    const bg = window.marbles.state().background;
    document.documentElement.style.background = bg;
    document.body.style.background = bg;
    document.documentElement.style.colorScheme = value;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bg);
  }

  function start(Module) {
    const marbles = createFacade(Module, page);
    window.marbles = marbles;
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
    // SDL cancels the pointer's default action, the focus with it: a press on the canvas
    // focuses it, so the board's keys (the replay's arrows) work after a click in a frame.
    canvas.addEventListener('pointerdown', () => {
      if (document.activeElement !== canvas) canvas.focus({ preventScroll: true });
    });
    fit();

    // The interface language follows the browser's at first.
    const langs = navigator.languages || [navigator.language || 'en'];
    if (String(langs[0] || '').toLowerCase().startsWith('fr')) marbles.setOption('lang', 'fr');

    const waitFrame = () => {
      const frames = Module.ccall('mb_frame_count', 'number', [], []);
      if (frames < 0) {
        fail('The game could not start its display (WebGL 2).', 'Le jeu n’a pas pu démarrer son affichage (WebGL 2).');
      } else if (frames > 0) {
        status.hidden = true;
        // The keys go to the board from the start on a page of its own; in a frame the host
        // page keeps its focus (an embed never takes it by itself): a click on the board
        // gives it (below).
        if (window.self === window.top) canvas.focus({ preventScroll: true });
        resolveReady(marbles);
      } else {
        requestAnimationFrame(waitFrame);
      }
    };
    waitFrame();
  }

  const script = document.createElement('script');
  script.src = 'marbles.js';
  script.onerror = () => startFailed('The game could not be loaded (marbles.js is missing or the connection failed). Reload the page to try again.',
                                     'Le jeu n’a pas pu être chargé (marbles.js manque ou la connexion a échoué). Rechargez la page pour réessayer.');
  script.onload = () => {
    if (typeof createMarbles !== 'function') {
      startFailed('The game could not be started.', 'Le jeu n’a pas pu démarrer.');
      return;
    }
    createMarbles({
      canvas,
      print: (text) => console.log(text),
      printErr: (text) => console.warn(text),
    }).then(start, (e) => startFailed(
      'The game could not be started (the WebAssembly file failed to load). Reload the page to try again.',
      'Le jeu n’a pas pu démarrer (le fichier WebAssembly n’a pas pu être chargé). Rechargez la page pour réessayer.', e));
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
