// A page that cannot load here: a classic script (not a module), so that it runs where the
// page's modules cannot. A frame sandboxed without allow-same-origin has an opaque origin, and
// its module scripts and its fetch of marbles.wasm are cross-origin requests: when the game's
// server sends no Access-Control-Allow-Origin, they fail and no module runs. Then, once the
// page has loaded, the visitor sees a plain "cannot load here" (English and French) with a link
// to the game in a page of its own, and the console tells the embedding page's author what to
// change (docs/EMBED.md). web/boot.js calls window.marblesCannotLoad() too when marbles.wasm
// fails to load in such a frame.
(function () {
  function ownPage() {
    try {
      const url = new URL(location.href);
      url.searchParams.delete('embed');
      return url.href;
    } catch (e) {
      return location.href;
    }
  }

  function show() {
    const status = document.getElementById('status');
    if (!status || status.dataset.cannotLoad) return;
    status.dataset.cannotLoad = '1';
    document.getElementById('blocked-hint')?.remove();
    let first = (navigator.languages || [navigator.language])[0];
    try {
      first = new URLSearchParams(location.search).get('lang') || first;
    } catch (e) { /* no parameters */ }
    const fr = /^fr/i.test(String(first || ''));
    const texts = {
      en: ['This game cannot load here.', 'Open the game in its own page'],
      fr: ['Ce jeu ne peut pas se charger ici.', 'Ouvrir le jeu dans sa propre page'],
    };
    const box = document.createElement('div');
    box.className = 'mb-cannot-load';
    for (const lang of fr ? ['fr', 'en'] : ['en', 'fr']) {
      const p = document.createElement('p');
      p.lang = lang;
      p.append(texts[lang][0], ' ');
      const a = document.createElement('a');
      a.href = ownPage();
      a.target = '_blank';
      a.rel = 'noopener';
      a.textContent = texts[lang][1];
      p.append(a);
      box.appendChild(p);
    }
    status.hidden = false;
    status.className = 'error';
    status.replaceChildren(box);
  }

  // For the embedding page's author: what the host must change.
  function explain(what) {
    console.error(`Marbles: this page cannot load in a sandboxed frame: ${what} was refused. ` +
      'A frame sandboxed without allow-same-origin has an opaque origin ("null"), so the page\'s ' +
      'scripts and marbles.wasm are cross-origin requests. Either the server of the game ' +
      `(${location.origin}) sends "Access-Control-Allow-Origin: *" with its files, or the iframe ` +
      'allows its own origin: sandbox="allow-scripts allow-same-origin". For the link to the game ' +
      'in its own page, the sandbox needs allow-popups allow-popups-to-escape-sandbox. ' +
      'See docs/EMBED.md, "Sandboxed frames".');
  }

  window.marblesCannotLoad = (what) => {
    explain(what);
    show();
  };

  // The modules (web/boot.js first) did not run: in an opaque origin, they were refused.
  window.addEventListener('load', () => {
    if (window.marblesReady || self.origin !== 'null') return;
    window.marblesCannotLoad('the page\'s JavaScript modules (boot.js, shim.js)');
  });
})();
