// The rules and about texts of the games are files of the site (texts/rules/wali.en.md...), not
// part of marbles.wasm: the app asks for one when its panel first shows it
// (Module.marblesText(name), src/platform/web/main.cpp), and gets the text, or word that the
// fetch failed, through the mb_text export. The service worker (web/sw.js) precaches them, so
// that they show offline after a first visit. A failure is told to the app, which says so in
// the panel and offers to try again (it asks anew).

// give(name, text, ok): the app's export. Returns the hook for Module.marblesText.
export function textLoader(give) {
  return (name) => {
    (async () => {
      const url = new URL(`texts/${name}`, document.baseURI);
      const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(30000) : undefined;
      const response = await fetch(url, { signal });
      const type = (response.headers.get('Content-Type') || '').toLowerCase();
      // A server's error page sent with status 200 is no rules text.
      if (!response.ok || type.startsWith('text/html')) throw new Error(`status ${response.status}, ${type}`);
      return response.text();
    })().then(
      (text) => give(name, text, true),
      (e) => {
        console.warn(`marbles: the text ${name} could not be loaded (${e && e.message || e})`);
        give(name, '', false);
      },
    );
  };
}
