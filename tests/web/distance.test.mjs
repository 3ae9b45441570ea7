// Play a friend on another device, by link (web/later/distance.js, docs/PLAY-AT-A-DISTANCE.md):
// two browser contexts (two devices: their own storage) play a whole game by links; a stale
// link is refused and the game kept as it was, a newer one accepted; a link that no longer
// follows the game (a move taken back after its link was sent) is refused; the board takes no
// move for the friend's seat; a reload keeps the game by link; both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open, api, closeClean, snap, frames, phone } from './harness.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';

let env;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function axe(page) {
  await page.evaluate(axeSource);
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
before(async () => { env = await start(); });
after(async () => { await env?.close(); });

// The QR code as the screen shows it: a screenshot of the dialog's code, its pixels read in a
// blank page, decoded by jsQR (a camera's view of the screen, without the camera).
async function scanQr(page) {
  const png = await page.locator('#mb-dl-qr').screenshot();
  const blank = await page.context().newPage();
  const pixels = await blank.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.width, img.height];
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    return { w: c.width, h: c.height, data: Array.from(g.getImageData(0, 0, c.width, c.height).data) };
  }, png.toString('base64'));
  await blank.close();
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.w, pixels.h);
  return code ? code.data : null;
}

const linkOf = async (page) => (await page.evaluate(() => window.marblesShim.distance())).link;
const notices = (page) => page.evaluate(() => window.marblesShim.notices.map((n) => n.text));
const lastNotice = async (page) => (await notices(page)).at(-1);
const barWords = (page) => page.locator('#mb-dl-words').textContent();

// Opens a link on a page already showing the game (the hash changes: no reload), and waits for
// the link to be taken or refused (a notice).
async function follow(page, link) {
  const before = (await notices(page)).length;
  await page.evaluate((h) => { location.hash = h; }, new URL(link).hash);
  await page.waitForFunction((n) => window.marblesShim.notices.length > n, before, { timeout: 10000 });
  await page.waitForFunction(() => location.hash === '');
}

test('two devices play a whole game of La poursuite by links: stale and diverging links refused, the friend\'s seat locked', async () => {
  const a = await open(env, { query: '?game=poursuite&variant=6x6%20single' });
  // The menu's dialog: A plays Player 1 (to move).
  await a.evaluate(() => window.marblesShim.menu('distance'));
  const dialog = a.locator('dialog[open]');
  await dialog.getByText('Player 1').waitFor();
  assert.deepEqual(await axe(a), []);
  await dialog.getByRole('button', { name: 'Start' }).click();
  let s = await api(a, 'state');
  assert.equal(s.remote, '1');
  assert.match(await barWords(a), /^Your turn/);

  // A's first move; the link to send.
  assert.ok((await api(a, 'play', s.legal[0])).ok);
  assert.match(await barWords(a), /^Your move is played\. Send this link/);
  assert.match((await api(a, 'state')).turn_hint, /^Player 2 plays on another device/);
  await snap(a, 'distance-send-desktop-en', 2);
  const first = await linkOf(a);
  assert.match(first, /#r1=[\w-]+&from=0&play=[0-9a-z]+-[0-9a-z]{6}$/);
  // The same link as a QR code, for a phone's camera.
  await a.locator('.mb-dl-bar').getByRole('button', { name: 'QR code' }).click();
  await a.locator('#mb-dl-qr').waitFor();
  await snap(a, 'distance-qr-desktop-en', 1);
  assert.equal(await scanQr(a), first);
  await a.keyboard.press('Escape');

  // B opens it: a new game by link, B plays Player 2; the board takes no move for Player 1.
  const b = await open(env, { query: `?lang=fr${new URL(first).hash}` });
  s = await api(b, 'state');
  assert.equal(s.remote, '0');
  assert.deepEqual(s.moves, (await api(a, 'state')).moves);
  assert.match(await lastNotice(b), /^Une partie avec un ami : vous jouez Joueur 2/);
  assert.match(await barWords(b), /^À vous/);
  await snap(b, 'distance-received-fr', 2);
  assert.deepEqual(await axe(b), []);

  // The game, move by move, each link followed on the other device.
  const sent = [first];
  let mover = b;
  let other = a;
  for (let ply = 1; ply < 80; ply++) {
    s = await api(mover, 'state');
    if (s.terminal) break;
    if (ply === 1) {
      // The friend's seat is locked on A's board: a tap on a target of B's is refused, said.
      const target = s.legal[0].slice(-2);
      const at = await api(other, 'cellCenter', target);
      const box = await other.locator('#canvas').boundingBox();
      await other.mouse.click(box.x + at.x, box.y + at.y);
      await frames(other, 2);
      const o = await api(other, 'state');
      assert.equal(o.ply, 1);
      assert.match(o.note, /plays on another device/);
    }
    assert.ok((await api(mover, 'play', s.legal[s.legal.length - 1])).ok);
    const link = await linkOf(mover);
    sent.push(link);
    await follow(other, link);
    assert.deepEqual((await api(other, 'state')).moves, (await api(mover, 'state')).moves);
    [mover, other] = [other, mover];
    if (ply === 3) {
      // A stale link (the first one) on A: refused, the game unchanged.
      const had = (await api(a, 'state')).moves;
      await follow(a, sent[0]);
      assert.match(await lastNotice(a), /^This link is older than your game \(it has 1 move, yours 4 moves\)/);
      assert.deepEqual((await api(a, 'state')).moves, had);
      // The link A has just followed, again: nothing new.
      await follow(a, link);
      assert.match(await lastNotice(a), /^This link holds no new move/);
      assert.deepEqual((await api(a, 'state')).moves, had);
    }
  }
  s = await api(a, 'state');
  assert.equal(s.terminal, true, 'the game ended');
  const end = await api(b, 'state');
  assert.deepEqual(end.moves, s.moves);
  assert.equal(end.result, s.result);
  assert.match(await barWords(a), /^The game is over/);
  assert.match(await barWords(b), /^La partie est finie/);

  // A reload keeps the game by link: it is in the list of kept games, "with a friend".
  await a.reload();
  await a.evaluate(async () => { await window.marblesReady; await window.marblesShim.ready; });
  const kept = await a.evaluate(() => window.marblesShim.games());
  assert.equal(kept.length, 1);
  assert.ok(kept[0].link_id);
  await a.evaluate((id) => window.marblesShim.continueGame(id), kept[0].id);
  assert.deepEqual((await api(a, 'state')).moves, end.moves);
  assert.equal((await api(a, 'state')).remote, '1');
  await closeClean(a);
  await closeClean(b);
});

test('a move taken back after its link was sent: the friend refuses the new link, nothing lost on either side', async () => {
  const a = await open(env, { ...phone, query: '?game=wali' });
  await a.evaluate(() => window.marblesShim.menu('distance'));
  await a.locator('dialog[open]').getByRole('button', { name: 'Start' }).click();
  assert.ok((await api(a, 'play', 'C3')).ok);
  await snap(a, 'distance-send-phone-en', 2);
  const one = await linkOf(a);
  const b = await open(env, { query: new URL(one).hash });
  assert.deepEqual((await api(b, 'state')).moves, ['C3']);
  // A takes C3 back (B has not answered) and plays D4: B's kept game does not lead there.
  assert.ok((await api(a, 'undo')).ok);
  assert.ok((await api(a, 'play', 'D4')).ok);
  await follow(b, await linkOf(a));
  assert.match(await lastNotice(b), /^Ce lien|^This link does not follow your game \(they differ from move 1\)/);
  assert.deepEqual((await api(b, 'state')).moves, ['C3']);
  // B answers C3 with its move: A's Undo never takes B's move back.
  assert.ok((await api(b, 'play', 'D3')).ok);
  await follow(a, await linkOf(b));
  assert.match(await lastNotice(a), /does not follow your game/);
  assert.deepEqual((await api(a, 'state')).moves, ['D4']);
  await closeClean(a);
  await closeClean(b);
});

// The seat's whole turn through the API (the page's rolls waited for), up to the next seat's.
async function playTurn(page, seat, pick = 0) {
  for (let i = 0; i < 40; i++) {
    const s = await api(page, 'state');
    if (s.terminal) return;
    if (s.to_move < 0) {  // a roll, made by the page
      await page.waitForFunction((ply) => window.marbles.state().ply > ply, s.ply, { timeout: 10000 });
      continue;
    }
    if (s.to_move !== seat) return;
    assert.ok((await api(page, 'play', s.legal[(pick + i) % s.legal.length])).ok);
  }
}

// Waits until the page's rolls are made (a link is made once they are: they are in the record).
async function settled(page) {
  await page.waitForFunction(() => window.marbles.state().terminal || window.marbles.state().to_move >= 0, null, { timeout: 10000 });
}

test('every two-player game by link: three turns each way, the same record on both devices', async () => {
  for (const game of ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard']) {
    const a = await open(env, { query: `?game=${game}` });
    await a.evaluate(() => window.marblesShim.menu('distance'));
    await a.locator('dialog[open]').getByRole('button', { name: 'Start' }).click();
    await settled(a);
    const mine = 1 - Number((await api(a, 'state')).remote);
    // A's turn first if A's seat begins; else the link goes at once, for the friend's first move.
    await playTurn(a, mine, 1);
    await settled(a);
    const b = await open(env, { query: new URL(await linkOf(a)).hash });
    assert.equal((await api(b, 'state')).remote, String(mine), game);
    const seatOf = new Map([[a, mine], [b, 1 - mine]]);
    let [mover, other] = [b, a];
    for (let half = 0; half < 6; half++) {
      await settled(mover);
      const before = (await api(mover, 'state')).ply;
      await playTurn(mover, seatOf.get(mover), half);
      await settled(mover);
      const s = await api(mover, 'state');
      assert.ok(s.ply > before || s.terminal, `${game}: a turn was played`);
      await follow(other, await linkOf(mover));
      assert.deepEqual((await api(other, 'state')).moves, s.moves, `${game}, half-turn ${half}`);
      if (s.terminal) break;
      [mover, other] = [other, mover];
    }
    assert.equal(await api(a, 'saveFull'), await api(b, 'saveFull'), game);
    await closeClean(a);
    await closeClean(b);
  }
});

test('four-player Quits by link: the link goes round four devices, each plays the seat it was given', async () => {
  const pages = [await open(env, { query: '?game=quits&variant=4-players' })];
  await pages[0].evaluate(() => window.marblesShim.menu('distance'));
  await pages[0].locator('dialog[open]').getByRole('button', { name: 'Start' }).click();
  assert.equal((await api(pages[0], 'state')).remote, '1,2,3');
  let link = null;
  for (let move = 0; move < 10; move++) {
    const seat = move % 4;
    if (!pages[seat]) {
      pages[seat] = await open(env, { query: new URL(link).hash });
      assert.equal((await api(pages[seat], 'state')).remote, [0, 1, 2, 3].filter((p) => p !== seat).join(','));
    } else if (link) {
      await follow(pages[seat], link);
    }
    const s = await api(pages[seat], 'state');
    assert.equal(s.to_move, seat);
    assert.equal(s.ply, move);
    await playTurn(pages[seat], seat, move);
    link = await linkOf(pages[seat]);
  }
  for (const p of pages) await closeClean(p);
});
