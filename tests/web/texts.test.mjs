// The rules and about texts are files of the site (build/web/site/texts/), not part of
// marbles.wasm: fetched when the panel first shows one, precached by the service worker.
// The panel shows the real text in French and English, says it is loading meanwhile, shows it
// offline after a first visit, and after a failed fetch says so and offers to try again.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { api, clickWidget, closeClean, frames, open, root, serveForFile, snap, start } from './harness.mjs';

const { env } = serveForFile();

const bytesOf = (name) => readFileSync(join(root, 'assets', name)).length;
const widgets = async (page) => (await api(page, 'layout')).widgets.map((w) => w.name);
// The panel's text once it is there (or failed); with a name, that text's (the panel may still
// show the text of the game before for a frame after a new game or tab).
const settled = async (page, name) => {
  await page.waitForFunction((want) => {
    const text = window.marbles.state().text;
    return ['ready', 'failed'].includes(text?.status) && (!want || text.name === want);
  }, name, { timeout: 20000 });
  await frames(page, 2);
  return (await api(page, 'state')).text;
};

for (const lang of ['fr', 'en']) {
  test(`the rules and about tabs show the real texts, fetched when first shown (${lang})`, async () => {
    // No service worker: every text the page gets, it fetches itself.
    const page = await open(env, { context: { serviceWorkers: 'block' } });
    const fetched = [];
    page.on('request', (r) => {
      if (r.url().includes('/texts/')) fetched.push(new URL(r.url()).pathname);
    });
    assert.ok((await api(page, 'setOption', 'lang', lang)).ok);
    assert.ok((await api(page, 'newGame', 'wali', 'default')).ok);
    await frames(page, 3);
    assert.equal((await api(page, 'state')).text, null, 'the moves tab: no text');
    assert.deepEqual(fetched, [], 'nothing fetched before a text is shown');
    for (const [tab, folder] of [['rules', 'rules'], ['about', 'about']]) {
      // Held for a moment: the panel says the text is loading, with no retry button.
      let release;
      const held = new Promise((ok) => { release = ok; });
      await page.route('**/texts/**', async (route) => {
        await held;
        await route.continue();
      });
      assert.ok((await api(page, 'setOption', 'tab', tab)).ok);
      await frames(page, 3);
      assert.deepEqual((await api(page, 'state')).text, { name: `${folder}/wali.${lang}.md`, status: 'loading', bytes: 0 });
      assert.ok((await widgets(page)).includes('text-message'));
      assert.ok(!(await widgets(page)).includes('text-retry'));
      await snap(page, `texts-loading-${tab}-${lang}`);
      release();
      const text = await settled(page);
      await page.unroute('**/texts/**');
      assert.deepEqual(text, { name: `${folder}/wali.${lang}.md`, status: 'ready', bytes: bytesOf(`${folder}/wali.${lang}.md`) });
      assert.ok(!(await widgets(page)).includes('text-message'));
      await snap(page, `texts-${tab}-wali-${lang}`);
    }
    assert.deepEqual(fetched, [`/texts/rules/wali.${lang}.md`, `/texts/about/wali.${lang}.md`]);
    // Shown again, another game's, then back: each fetched once.
    assert.ok((await api(page, 'newGame', 'yote', 'default')).ok);
    assert.equal((await settled(page, `about/yote.${lang}.md`)).bytes, bytesOf(`about/yote.${lang}.md`));
    assert.ok((await api(page, 'newGame', 'wali', 'default')).ok);
    assert.equal((await settled(page, `about/wali.${lang}.md`)).bytes, bytesOf(`about/wali.${lang}.md`));
    assert.deepEqual(fetched, [`/texts/rules/wali.${lang}.md`, `/texts/about/wali.${lang}.md`, `/texts/about/yote.${lang}.md`]);
    await closeClean(page);
  });
}

test('offline after a first visit, the rules still show (the service worker precached them)', async () => {
  const own = await start();
  try {
    const page = await open(own);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
      }
    });
    await own.stopServer();
    await page.context().setOffline(true);
    await page.reload();
    await page.evaluate(() => window.marblesReady);
    for (const [game, lang] of [['yote', 'fr'], ['offboard', 'en']]) {
      assert.ok((await api(page, 'setOption', 'lang', lang)).ok);
      assert.ok((await api(page, 'newGame', game, 'default')).ok);
      assert.ok((await api(page, 'setOption', 'tab', 'rules')).ok);
      assert.deepEqual(await settled(page, `rules/${game}.${lang}.md`), { name: `rules/${game}.${lang}.md`, status: 'ready', bytes: bytesOf(`rules/${game}.${lang}.md`) });
    }
    await snap(page, 'texts-offline-rules-offboard-en');
    assert.equal(page.errors.join('\n'), '');
  } finally {
    await own.close();
  }
});

test('a text that cannot be fetched: the panel says so, the game goes on, Try again fetches it', async () => {
  for (const lang of ['en', 'fr']) {
    const page = await open(env, { context: { serviceWorkers: 'block' } });
    assert.ok((await api(page, 'setOption', 'lang', lang)).ok);
    assert.ok((await api(page, 'newGame', 'yote', 'default')).ok);
    assert.ok((await api(page, 'play', '@C3')).ok);
    await page.route('**/texts/**', (route) => route.abort('internetdisconnected'));
    assert.ok((await api(page, 'setOption', 'tab', 'rules')).ok);
    assert.deepEqual(await settled(page), { name: `rules/yote.${lang}.md`, status: 'failed', bytes: 0 });
    assert.ok((await widgets(page)).includes('text-message'));
    assert.ok((await widgets(page)).includes('text-retry'));
    await snap(page, `texts-failed-rules-${lang}`);
    // The game is untouched and goes on.
    const s = await api(page, 'state');
    assert.deepEqual(s.moves, ['@C3']);
    assert.ok((await api(page, 'play', '@C4')).ok);
    // Still failing: Try again says it is loading, then failed again.
    await clickWidget(page, 'text-retry');
    assert.equal((await settled(page)).status, 'failed');
    // Back online: Try again shows the rules.
    await page.unroute('**/texts/**');
    await clickWidget(page, 'text-retry');
    assert.deepEqual(await settled(page), { name: `rules/yote.${lang}.md`, status: 'ready', bytes: bytesOf(`rules/yote.${lang}.md`) });
    assert.deepEqual((await api(page, 'state')).moves, ['@C3', '@C4']);
    // The aborted fetches are the browser's console errors, and only they.
    assert.ok(page.errors.every((e) => /Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)), page.errors.join('\n'));
    page.errors = [];
    await closeClean(page);
  }
});
