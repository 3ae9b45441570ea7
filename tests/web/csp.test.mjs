// A strict Content-Security-Policy (scripts/serve.mjs sends it with every file, docs/EMBED.md):
// the page plays under it with no violation, and a host's policy that blocks what the games need
// gets a message that names what to allow, in both languages; with the page's scripts blocked,
// the static hint of index.html shows after 8 s.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api, open, start } from './harness.mjs';
import { POLICY } from '../../scripts/serve.mjs';

// Run before the page's own scripts: every violation is kept in window.cspViolations (and Save
// downloads, with no file picker).
const recordViolations = () => {
  delete window.showSaveFilePicker;
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`);
  });
};

// The page's failure message once it shows: its paragraphs as [lang, text].
async function failure(env, { locale = 'en-US', query = '' } = {}) {
  const context = await env.browser.newContext({ locale });
  try {
    const page = await context.newPage();
    await page.goto(env.url + query);
    await page.waitForSelector('#status.error', { timeout: 30000 });
    return await page.$$eval('#status.error p', (ps) => ps.map((p) => [p.lang, p.textContent]));
  } finally {
    await context.close();
  }
}

test('under the strict policy the page starts, plays, saves, shares, plays by link, solves and installs with no violation', async () => {
  const env = await start();
  try {
    const res = await fetch(env.url);
    const sent = res.headers.get('content-security-policy');
    assert.equal(sent, POLICY);
    assert.match(sent, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    assert.doesNotMatch(sent, /unsafe-inline|'unsafe-eval'|frame-ancestors|\*/);

    const page = await open(env, { init: recordViolations });
    const started = await page
      .waitForFunction(() => window.marbles && document.getElementById('status').hidden, null, { timeout: 30000 })
      .then(() => true, () => false);
    assert.ok(started, `the page did not start; violations: ${JSON.stringify(await page.evaluate(() => window.cspViolations))}`);

    assert.deepEqual(await api(page, 'newGame', 'wali', 'default'), { ok: true });
    const s = await api(page, 'state');
    assert.deepEqual(await api(page, 'play', s.legal[0]), { ok: true });
    assert.equal((await api(page, 'state')).ply, 1);

    // The shim under the policy: its dialogs (shim.css), a share link (CompressionStream), a
    // save and the board as an image (downloads of blob: links).
    await page.evaluate(() => window.marblesShim.ready);
    assert.match(await page.evaluate(() => window.marblesShim.shareLink()), /#r1=/);
    await page.evaluate(() => window.marblesShim.share());
    assert.ok(await page.locator('dialog[open]').isVisible());
    await page.keyboard.press('Escape');
    for (const what of ['save', 'image']) {
      const [download, result] = await Promise.all([
        page.waitForEvent('download'),
        page.evaluate((w) => window.marblesShim[w](), what),
      ]);
      assert.ok(result.ok, `${what}: ${JSON.stringify(result)}`);
      assert.ok(download.suggestedFilename().startsWith('wali-'));
    }

    // Play by link: the bar, its link and the link's QR code (an SVG styled through the CSSOM).
    await page.evaluate(() => window.marblesShim.menu('distance'));
    await page.locator('dialog[open]').getByRole('button', { name: 'Start' }).click();
    assert.ok((await api(page, 'play', (await api(page, 'state')).legal[0])).ok);
    await page.locator('.mb-dl-bar').getByRole('button', { name: 'QR code' }).click();
    await page.locator('#mb-dl-qr').waitFor({ timeout: 10000 });
    await page.keyboard.press('Escape');

    // La poursuite's exact solver: a module worker compiling its own wasm.
    assert.deepEqual(await api(page, 'newGame', 'poursuite', '7x7 single'), { ok: true });
    assert.ok((await api(page, 'setOption', 'analysis', '1')).ok);
    const solved = await page.waitForFunction(() => window.marbles.state().evaluation?.solved === true, null, { timeout: 30000 })
      .then(() => true, () => false);
    assert.ok(solved, `no solver answer: ${JSON.stringify((await api(page, 'state')).evaluation)}`);

    // The service worker and the manifest.
    const reg = await page.evaluate(async () => (await navigator.serviceWorker.ready).active.state);
    assert.equal(reg, 'activated');
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, []);
    assert.ok(manifest.data.length > 0, 'the manifest was not fetched');

    assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
    assert.deepEqual(page.errors, []);
  } finally {
    await env.close();
  }
});

test('a policy without \'wasm-unsafe-eval\' gets a message that says so, in both languages', async () => {
  const env = await start({ csp: POLICY.replace(" 'wasm-unsafe-eval'", '') });
  try {
    const en = await failure(env);
    assert.deepEqual(en.map(([lang]) => lang), ['en', 'fr']);
    assert.match(en[0][1], /Content-Security-Policy does not allow WebAssembly.*'wasm-unsafe-eval'.*script-src/);
    assert.match(en[1][1], /Content-Security-Policy de ce site n’autorise pas WebAssembly.*'wasm-unsafe-eval'.*script-src/);
    // French first for a French browser, or with lang=fr; lang=en puts English first.
    assert.deepEqual(await failure(env, { locale: 'fr-FR' }), [en[1], en[0]]);
    assert.deepEqual(await failure(env, { query: '?lang=fr' }), [en[1], en[0]]);
    assert.deepEqual(await failure(env, { locale: 'fr-FR', query: '?lang=en' }), en);
  } finally {
    await env.close();
  }

  // A policy that blocks the fetch of marbles.wasm: the message names the file and the directive.
  const env2 = await start({ csp: POLICY.replace("connect-src 'self'", "connect-src 'none'") });
  try {
    const [en, fr] = await failure(env2);
    assert.match(en[1], /Content-Security-Policy blocks marbles\.wasm.*'self'.*connect-src/);
    assert.match(fr[1], /bloque marbles\.wasm.*'self'.*connect-src/);
  } finally {
    await env2.close();
  }
});

test('with the page\'s scripts blocked, the hint about blocked scripts shows after 8 s', async () => {
  const env = await start({ csp: "default-src 'self'; script-src 'none'" });
  try {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.url);
    const opacity = () => page.$eval('#blocked-hint', (p) => getComputedStyle(p).opacity);
    assert.equal(await opacity(), '0');
    await page.waitForFunction(
      () => getComputedStyle(document.getElementById('blocked-hint')).opacity === '1',
      null,
      { timeout: 12000 },
    );
    assert.match(await page.textContent('#status'), /Loading the games.*scripts may be blocked.*scripts de la page sont peut-être bloqués/s);
    await context.close();
  } finally {
    await env.close();
  }
});
