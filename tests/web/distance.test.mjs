// Play a friend on another device, by link (web/later/distance.js, docs/PLAY-AT-A-DISTANCE.md):
// two browser contexts (two devices: their own storage) play a whole game by links; a stale
// link is refused and the game kept as it was, a newer one accepted; Undo asks the friend
// (declined, accepted), a takeback nobody asked for is refused; a resignation and a draw offer
// end the game the same on both devices (web/later/agree.js); the board takes no move for the
// friend's seat; a reload keeps the game by link; both languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open, api, closeClean, snap, frames, phone } from './harness.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

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
async function scanQr(page, selector = '#mb-dl-qr') {
  const png = await page.locator(selector).screenshot();
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

// A page of the query's game, played with a friend by link from now on (the menu's dialog).
async function startByLink(query, size = {}) {
  const page = await open(env, { ...size, query });
  await page.evaluate(() => window.marblesShim.menu('distance'));
  await page.locator('dialog[open]').getByRole('button', { name: 'Start' }).click();
  return page;
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

// A link's record, edited as a cheat would: the fragment's record inflated, changed, deflated.
function editLink(link, edit) {
  const url = new URL(link);
  const r1 = /r1=([\w-]+)/.exec(url.hash)[1];
  const record = edit(inflateRawSync(Buffer.from(r1, 'base64url')).toString('utf8'));
  url.hash = url.hash.replace(r1, deflateRawSync(Buffer.from(record)).toString('base64url'));
  return url.href;
}
const askDialog = (page) => page.locator('dialog[open]').getByRole('button', { name: /^Ask$|^Demander$/ });
const barButton = (page, name) => page.locator('.mb-dl-bar').getByRole('button', { name });

test('by link, Undo asks the friend: declined, then accepted (the record cut on both sides); stale and unasked takebacks refused', async () => {
  const a = await startByLink('?game=wali', phone);
  assert.ok((await api(a, 'play', 'C3')).ok);
  await snap(a, 'distance-send-phone-en', 2);
  const b = await open(env, { query: `?lang=fr${new URL(await linkOf(a)).hash}` });
  assert.deepEqual((await api(b, 'state')).moves, ['C3']);
  // A's Undo: asked, not done; the request goes with A's link.
  assert.ok((await api(a, 'undo')).ok);
  await askDialog(a).click();
  assert.deepEqual((await api(a, 'state')).moves, ['C3']);
  assert.match(await barWords(a), /^Your request goes with the link/);
  const asking = await linkOf(a);
  assert.match(asking, /&ask=undo\.0$/);
  await follow(b, asking);
  assert.match(await barWords(b), /^Votre ami demande à reprendre son dernier coup \(1 coup repris\)/);
  await snap(b, 'distance-asked-undo-fr', 2);
  assert.deepEqual(await axe(b), []);
  // B declines and plays on: A hears it with B's move; the request lapses.
  await barButton(b, 'Refuser').click();
  assert.ok((await api(b, 'play', 'D4')).ok);
  assert.match(await linkOf(b), /&no=undo$/);
  await follow(a, await linkOf(b));
  assert.deepEqual((await api(a, 'state')).moves, ['C3', 'D4']);
  assert.match(await lastNotice(a), /^Your friend played on: your request lapsed/);
  const beforeBack = await linkOf(b);
  // A asks again, at its turn: C3 and B's reply taken back. B accepts: B's game is cut.
  assert.ok((await api(a, 'undo')).ok);
  await a.locator('dialog[open]', { hasText: '2 moves taken back' }).waitFor();
  await askDialog(a).click();
  await follow(b, await linkOf(a));
  await barButton(b, 'Accepter').click();
  let sb = await api(b, 'state');
  assert.deepEqual(sb.moves, []);
  assert.match(await api(b, 'saveFull'), /\[Takebacks "1"\]/);
  assert.match(await barWords(b), /^Le coup est repris\. Envoyez ce lien/);
  // A takes B's cut record (it asked for it), and plays another first move.
  await follow(a, await linkOf(b));
  assert.match(await lastNotice(a), /^Your friend agreed: the move is taken back/);
  assert.deepEqual((await api(a, 'state')).moves, []);
  assert.ok((await api(a, 'play', 'E5')).ok);
  // The stale link of before the takeback: older on A, the game unchanged.
  await follow(a, beforeBack);
  assert.match(await lastNotice(a), /^This link is older than your game/);
  assert.deepEqual((await api(a, 'state')).moves, ['E5']);
  // A takeback nobody asked for (a link edited: one more takeback, a move less): refused.
  await follow(b, await linkOf(a));
  assert.ok((await api(b, 'play', 'A1')).ok);
  const cheat = editLink(await linkOf(b), (r) => r.replace('[Takebacks "1"]', '[Takebacks "2"]').replace(/\n2\. A1\n?$/, '\n'));
  await follow(a, cheat);
  assert.match(await lastNotice(a), /^This link takes back moves that this device did not ask/);
  assert.deepEqual((await api(a, 'state')).moves, ['E5']);
  await follow(a, await linkOf(b));
  assert.deepEqual((await api(a, 'state')).moves, ['E5', 'A1']);
  assert.equal(await api(a, 'saveFull'), await api(b, 'saveFull'));
  // A link edited to change B's move: it does not follow A's game, refused.
  await follow(a, editLink(await linkOf(b), (r) => r.replace(/\n2\. A1\n?$/, '\n2. B1\n')));
  assert.match(await lastNotice(a), /^This link does not follow your game \(they differ from move 2\)/);
  assert.deepEqual((await api(a, 'state')).moves, ['E5', 'A1']);
  await closeClean(a);
  await closeClean(b);
});

test('by link, a resignation: the same end on both devices, in both languages; no move after it', async () => {
  const a = await startByLink('?game=yote');
  assert.ok((await api(a, 'play', '@C3')).ok);
  const b = await open(env, { query: `?lang=fr${new URL(await linkOf(a)).hash}` });
  assert.ok((await api(b, 'play', '@D4')).ok);
  await follow(a, await linkOf(b));
  // Looking back in the move list: the board takes no move there (it would leave B's game).
  assert.ok((await api(a, 'goTo', 0)).ok);  // A's own turn there
  const early = await api(a, 'play', '@E5');
  assert.equal(early.ok, false);
  assert.match(early.error, /moves are played at the end of the game/);
  const at = await api(a, 'cellCenter', 'E5');
  const box = await a.locator('#canvas').boundingBox();
  await a.mouse.click(box.x + at.x, box.y + at.y);
  await frames(a, 2);
  assert.match((await api(a, 'state')).note, /^At a distance, moves are played at the end/);
  assert.equal((await api(a, 'state')).length, 2);
  assert.ok((await api(a, 'goTo', 2)).ok);
  assert.deepEqual((await api(a, 'state')).moves, ['@C3', '@D4']);
  // A resigns from the bar's dialog.
  await barButton(a, 'Resign, draw…').click();
  await a.locator('dialog[open]').getByRole('button', { name: 'Resign' }).click();
  const sa = await api(a, 'state');
  assert.equal(sa.terminal, true);
  assert.equal(sa.result, '0-1');
  assert.match(sa.outcome, /resigned\.$/);
  assert.deepEqual(sa.legal, []);
  assert.equal((await api(a, 'play', '@E5')).ok, false);
  assert.match(await barWords(a), /^The game is over\. Send this link/);
  await snap(a, 'distance-resigned-en', 2);
  await follow(b, await linkOf(a));
  const sb = await api(b, 'state');
  assert.equal(sb.terminal, true);
  assert.equal(sb.result, '0-1');
  assert.match(await lastNotice(b), /^La partie est finie : .* abandon\./);
  assert.equal(await api(a, 'saveFull'), await api(b, 'saveFull'));
  assert.match(await api(b, 'saveFull'), /\[Termination "resignation 1"\]\n[^]*\[Result "0-1"\]/);
  // The link from before the resignation: older on B.
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
    const a = await startByLink(`?game=${game}`);
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
  const pages = [await startByLink('?game=quits&variant=4-players')];
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

// Live, over WebRTC on loopback: the codes exchanged by the test as the players would by message.
const liveOf = (page) => page.evaluate(() => window.marblesShim.live());
async function waitLive(page, status, timeout = 30000) {
  for (const end = Date.now() + timeout; ;) {
    const now = (await liveOf(page)).status;
    if (now === status) return;
    if (Date.now() > end) throw new Error(`live: ${now}, not ${status}`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}
async function connectLive(host, guest, { first = false } = {}) {
  // The host's bar: Live…; its invitation (a link with the game and the offer) and its QR code.
  await host.locator('.mb-dl-bar').getByRole('button', { name: /^Live…|^Direct…/ }).click();
  await host.locator('#mb-live-qr').waitFor();
  const invitation = (await liveOf(host)).invitation;
  assert.match(invitation, /&play=[0-9a-z-]+&offer=[\w-]+$/);
  assert.equal(await scanQr(host, '#mb-live-qr'), invitation);
  // The guest opens it (a new page, or the hash of the page it has), gets the answer code.
  if (first) {
    await guest.goto(new URL(invitation).href.replace(/^[^#]*/, guest.url().replace(/#.*$/, '')));
    await guest.evaluate(async () => { await window.marblesReady; await window.marblesShim.ready; });
  } else {
    await guest.evaluate((h) => { location.hash = h; }, new URL(invitation).hash);
  }
  await guest.locator('#mb-live-code').waitFor();
  const answer = (await liveOf(guest)).answer;
  assert.equal(await guest.locator('#mb-live-code').inputValue(), answer);
  await host.locator('#mb-live-answer').fill(answer);
  await host.locator('dialog[open]').getByRole('button', { name: /^Connect|^Connecter/ }).click();
  await waitLive(host, 'open');
  await waitLive(guest, 'open');
}

test('live over WebRTC: invitation and answer codes, moves both ways, the connection dropped and made again, the same end', async () => {
  const a = await startByLink('?game=poursuite&variant=6x6%20single');
  const b = await open(env, { query: '?lang=fr' });
  // Nothing is sent anywhere but between the two pages: every request is to the page's own site.
  const elsewhere = [];
  for (const p of [a, b]) p.on('request', (r) => { if (!r.url().startsWith(env.url)) elsewhere.push(r.url()); });
  await connectLive(a, b, { first: true });
  assert.match(await barWords(a), /^Live with your friend/);
  assert.match(await barWords(b), /^En direct avec votre ami/);
  assert.equal((await api(b, 'state')).remote, '0');
  // Moves both ways, no link: each side sees the other's move.
  const turn = async (mover, other) => {
    const s = await api(mover, 'state');
    assert.ok((await api(mover, 'play', s.legal[s.legal.length - 1])).ok);
    const n = (await api(mover, 'state')).moves.length;
    await other.waitForFunction((k) => window.marbles.state().moves.length === k, n, { timeout: 10000 });
  };
  await turn(a, b);
  await turn(b, a);
  let [mover, other] = [a, b];
  // The connection drops (A closes it): both sides say so, the game stays.
  await a.evaluate(() => window.marblesShim.live('drop'));
  await waitLive(a, 'lost');
  await waitLive(b, 'lost');
  assert.match(await barWords(b), /^Votre coup est joué\. Envoyez ce lien/);
  // A plays meanwhile; then B invites (its game one move behind), A answers: B gets A's move.
  const s = await api(a, 'state');
  assert.ok((await api(a, 'play', s.legal[0])).ok);
  await connectLive(b, a);
  await b.waitForFunction((k) => window.marbles.state().moves.length === k, (await api(a, 'state')).moves.length, { timeout: 10000 });
  [mover, other] = [b, a];
  // To the end of the game.
  for (let i = 0; i < 60 && !(await api(mover, 'state')).terminal; i++) {
    await turn(mover, other);
    [mover, other] = [other, mover];
  }
  const [ea, eb] = [await api(a, 'state'), await api(b, 'state')];
  assert.equal(ea.terminal, true);
  assert.equal(await api(a, 'saveFull'), await api(b, 'saveFull'));
  assert.equal(ea.result, eb.result);
  assert.deepEqual(elsewhere.filter((u) => !u.startsWith('data:')), []);
  await closeClean(a);
  await closeClean(b);
});

test('live: a garbled answer code is refused by name; an answer that cannot connect is said, and links go on', async () => {
  const a = await startByLink('?game=wali');
  assert.ok((await api(a, 'play', 'C3')).ok);
  await a.locator('.mb-dl-bar').getByRole('button', { name: 'Live…' }).click();
  await a.locator('#mb-live-answer').waitFor();
  const invitation = (await liveOf(a)).invitation;
  await a.locator('#mb-live-answer').fill('x'.repeat(5000));
  await a.locator('dialog[open]').getByRole('button', { name: 'Connect' }).click();
  await a.locator('#mb-live-status', { hasText: 'This is not an answer code of this page' }).waitFor();
  // A real answer with its network addresses taken out: it can never connect.
  const b = await open(env, { query: new URL(invitation).hash });
  await b.locator('#mb-live-code').waitFor();
  const sdp = inflateRawSync(Buffer.from((await liveOf(b)).answer, 'base64url')).toString('utf8')
    .split('\r\n').filter((l) => !l.startsWith('a=candidate')).join('\r\n');
  await closeClean(b);
  await a.locator('#mb-live-answer').fill(deflateRawSync(Buffer.from(sdp)).toString('base64url'));
  await a.locator('dialog[open]').getByRole('button', { name: 'Connect' }).click();
  await waitLive(a, 'failed');
  assert.match(await lastNotice(a), /^No connection could be made .*send links instead\.$/);
  assert.deepEqual((await api(a, 'state')).moves, ['C3']);
  await a.keyboard.press('Escape');
  await a.locator('.mb-dl-bar').getByRole('button', { name: 'Copy link' }).waitFor();
  await closeClean(a);
});

test('live, every two-player game: connected, two turns each way, the same record on both devices', async () => {
  for (const game of ['wali', 'yote', 'poursuite', 'quits', 'wykersham', 'offboard']) {
    const a = await startByLink(`?game=${game}`);
    await settled(a);
    const b = await open(env, {});
    await connectLive(a, b, { first: true });
    const mine = 1 - Number((await api(a, 'state')).remote);
    const seatOf = new Map([[a, mine], [b, 1 - mine]]);
    for (let half = 0; half < 4; half++) {
      const mover = (await api(a, 'state')).to_move === mine ? a : b;
      const other = mover === a ? b : a;
      await settled(mover);
      await playTurn(mover, seatOf.get(mover), half);
      await settled(mover);
      const n = (await api(mover, 'state')).moves.length;
      await other.waitForFunction((k) => window.marbles.state().moves.length === k, n, { timeout: 10000 });
      if ((await api(mover, 'state')).terminal) break;
    }
    assert.equal(await api(a, 'saveFull'), await api(b, 'saveFull'), game);
    await closeClean(a);
    await closeClean(b);
  }
});

test('live: a draw offered and declined, a move taken back by agreement, a draw accepted: the same end on both devices', async () => {
  const a = await startByLink('?game=wali');
  const b = await open(env, { query: '?lang=fr' });
  await connectLive(a, b, { first: true });
  const synced = async () => {
    const n = (await api(a, 'state')).moves.length;
    await b.waitForFunction((k) => window.marbles.state().moves.length === k, n, { timeout: 10000 });
  };
  assert.ok((await api(a, 'play', 'C3')).ok);
  await synced();
  assert.ok((await api(b, 'play', 'D4')).ok);
  await a.waitForFunction(() => window.marbles.state().moves.length === 2, null, { timeout: 10000 });
  // A offers a draw: B's bar asks at once; B declines, A is told.
  await barButton(a, 'Resign, draw…').click();
  await a.locator('dialog[open]').getByRole('button', { name: 'Offer a draw' }).click();
  assert.match(await barWords(a), /^Asked: waiting for your friend’s answer/);
  await b.locator('#mb-dl-words', { hasText: 'Votre ami propose la nulle.' }).waitFor();
  await snap(b, 'distance-live-draw-fr', 2);
  await barButton(b, 'Refuser').click();
  await a.waitForFunction(() => window.marblesShim.notices.some((n) => n.text === 'Your friend declined.'), null, { timeout: 10000 });
  assert.match(await barWords(a), /^Live with your friend/);
  // A's Undo (its turn: C3 and D4): B accepts, both records cut, the takeback counted.
  assert.ok((await api(a, 'undo')).ok);
  await askDialog(a).click();
  await barButton(b, 'Accepter').click();
  await a.waitForFunction(() => window.marbles.state().moves.length === 0, null, { timeout: 10000 });
  assert.equal(await api(a, 'saveFull'), await api(b, 'saveFull'));
  assert.match(await api(a, 'saveFull'), /\[Takebacks "1"\]/);
  assert.ok((await api(a, 'play', 'E5')).ok);
  await synced();
  // B offers a draw; A accepts: the game is drawn on both devices.
  await barButton(b, 'Abandon, nulle…').click();
  await b.locator('dialog[open]').getByRole('button', { name: 'Proposer la nulle' }).click();
  await a.locator('#mb-dl-words', { hasText: 'Your friend offers a draw.' }).waitFor();
  await barButton(a, 'Accept').click();
  await b.waitForFunction(() => window.marbles.state().terminal, null, { timeout: 10000 });
  const [ea, eb] = [await api(a, 'state'), await api(b, 'state')];
  assert.equal(ea.result, '1/2-1/2');
  assert.equal(eb.result, '1/2-1/2');
  assert.match(ea.outcome, /Drawn by agreement\.$/);
  assert.match(eb.outcome, /Partie nulle d’un commun accord\.$/);
  assert.equal(await api(a, 'saveFull'), await api(b, 'saveFull'));
  await closeClean(a);
  await closeClean(b);
});
