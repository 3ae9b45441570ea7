// Play a friend on another device, by link (docs/PLAY-AT-A-DISTANCE.md). After each of my
// moves the page gives a link that holds the whole game (the record, compressed as share links
// are), the game's id and the seats of the side that sent it; my friend opens it, plays, and
// sends a link back. No server: the links go by whatever the two use to talk.
//  - The game is kept (web/shim-games.js) with its id (link_id), the seats played on the other
//    device (remote, the engine's option: the board takes no move for them) and its moves.
//  - A link is taken only when it continues the kept game of its id: one with the same moves is
//    nothing new, an older one or one that does not follow the kept game is refused and said,
//    and the kept game is shown unchanged. No move of either side is lost.
//  - A link of an id not kept here is a new game: this device plays the seat to move.
import { STRINGS, ctx, gameName, movesText, t } from '../shim-i18n.js';
import { button, buttons, closeDialog, copyText, el, notify, showDialog } from '../shim-ui.js';
import { linkFragment, readLink } from '../shim-links.js';
import { batch, onGameChange } from '../shim-core.js';
import { adoptNext, gameLink, keepLinked } from '../shim-games.js';
import * as store from '../shim-store.js';
import { barCss } from './bar.js';
import { afterTaken, askedCut, barParts, hear, linkFields, takebacks, talkOf } from './agree.js';

const WORDS = {
  en: {
    dlTitle: 'Play a friend on another device',
    dlIntro: 'After each of your moves you get a link to send to your friend (by message, mail…). They open it, play, and send you a link back. The whole game is in the link: nothing goes through a server.',
    dlSeat: 'You play',
    dlSeatN: 'Player {n}',
    dlFirst: '(moves first)',
    dlStart: 'Start',
    dlSend: 'Your move is played. Send this link to your friend:',
    dlSendFirst: 'Your friend moves first: send them this link if they do not have the game yet.',
    dlYourTurn: 'Your turn: after your move you get the link to send back.',
    dlOver: 'The game is over. Send this link so that your friend sees the end too:',
    dlCopy: 'Copy link',
    dlShare: 'Share…',
    dlQr: 'QR code',
    dlQrIntro: 'Your friend can scan this with their phone’s camera to open the game.',
    dlQrLabel: 'QR code of the link to the game',
    dlQrTooLong: 'The game is too long for a QR code: use Copy link.',
    lvButton: 'Live…',
    lvBar: 'Live with your friend: the moves go by themselves.',
    dlCopied: 'Link copied: paste it in a message to your friend.',
    dlMessage: 'Our game of {game}, your move: {link}',
    dlBar: 'Game with a friend, by link',
    dlNew: 'A game with a friend: you play Player {n}. {game}.',
    dlNewer: 'Your friend’s move arrived ({n} new). Your turn.',
    dlSame: 'This link holds no new move: the game is as you have it.',
    dlOlder: 'This link is older than your game (it has {n}, yours {m}): your game is unchanged.',
    dlDiverges: 'This link does not follow your game (they differ from move {k}): your game is unchanged.',
    dlBadId: 'its game id is damaged',
  },
  fr: {
    dlTitle: 'Jouer avec un ami sur un autre appareil',
    dlIntro: 'Après chacun de vos coups, vous recevez un lien à envoyer à votre ami (par message, courriel…). Il l’ouvre, joue, et vous renvoie un lien. Toute la partie est dans le lien : rien ne passe par un serveur.',
    dlSeat: 'Vous jouez',
    dlSeatN: 'Joueur {n}',
    dlFirst: '(joue en premier)',
    dlStart: 'Commencer',
    dlSend: 'Votre coup est joué. Envoyez ce lien à votre ami :',
    dlSendFirst: 'Votre ami joue en premier : envoyez-lui ce lien s’il n’a pas encore la partie.',
    dlYourTurn: 'À vous : après votre coup, vous recevez le lien à renvoyer.',
    dlOver: 'La partie est finie. Envoyez ce lien pour que votre ami voie la fin lui aussi :',
    dlCopy: 'Copier le lien',
    dlShare: 'Partager…',
    dlQr: 'Code QR',
    dlQrIntro: 'Votre ami peut le scanner avec l’appareil photo de son téléphone pour ouvrir la partie.',
    dlQrLabel: 'Code QR du lien vers la partie',
    dlQrTooLong: 'La partie est trop longue pour un code QR : utilisez Copier le lien.',
    lvButton: 'Direct…',
    lvBar: 'En direct avec votre ami : les coups passent tout seuls.',
    dlCopied: 'Lien copié : collez-le dans un message à votre ami.',
    dlMessage: 'Notre partie de {game}, à toi de jouer : {link}',
    dlBar: 'Partie avec un ami, par lien',
    dlNew: 'Une partie avec un ami : vous jouez Joueur {n}. {game}.',
    dlNewer: 'Le coup de votre ami est arrivé ({n} nouveau(x)). À vous.',
    dlSame: 'Ce lien n’apporte aucun coup nouveau : la partie est telle que vous l’avez.',
    dlOlder: 'Ce lien est plus ancien que votre partie ({n}, la vôtre {m}) : votre partie n’a pas changé.',
    dlDiverges: 'Ce lien ne suit pas votre partie (elles diffèrent à partir du coup {k}) : votre partie n’a pas changé.',
    dlBadId: 'son identifiant de partie est abîmé',
  },
};
for (const lang of Object.keys(WORDS)) Object.assign(STRINGS[lang], WORDS[lang]);

const ID = /^[0-9a-z]{1,14}-[0-9a-z]{6}$/;
const SEATS = /^\d(,\d){0,3}$/;
const seatList = (text) => (SEATS.test(text || '') ? text.split(',').map(Number) : []);
const others = (players, mine) => Array.from({ length: players }, (_, p) => p).filter((p) => !mine.includes(p)).join(',');
// The seats this device plays in the game by link on screen ("0", "0,2"): the links' from.
export const mySeats = () => others(ctx.M.state().players, seatList(gameLink().remote));

// ---------------------------------------------------------------------------------------
// The link of the game on screen

export async function link() {
  // The page's roll for the next turn goes in the link (it cannot be rolled again from it).
  for (let i = 0; i < 50 && ctx.M.state().to_move < 0 && !ctx.M.state().terminal; i++) {
    await new Promise((ok) => setTimeout(ok, 40));
  }
  const l = gameLink();
  const frag = await linkFragment(ctx.M.saveFull(), null);
  return `${location.origin}${location.pathname}#${frag}&from=${mySeats()}&play=${l.id}${linkFields(l)}`;
}

// ---------------------------------------------------------------------------------------
// The menu's dialog: the game on screen, played with a friend from now on.

export function start() {
  const s = ctx.M.state();
  if (s.screen !== 'game') return { ok: false, error: 'no game on screen' };
  showDialog(t('dlTitle'), ({ body }) => {
    const group = el('div', { role: 'radiogroup', 'aria-label': t('dlSeat'), className: 'mb-row' });
    const mineDefault = s.to_move >= 0 ? s.to_move : 0;
    for (let p = 0; p < s.players; p++) {
      const input = el('input', { type: 'radio', name: 'mb-dl-seat', id: `mb-dl-seat${p}`, value: String(p) });
      input.checked = p === mineDefault;
      const words = t('dlSeatN', { n: p + 1 }) + (p === 0 ? ` ${t('dlFirst')}` : '');
      group.append(el('label', { for: input.id, className: 'mb-dl-seat' }, [input, ` ${words}`]));
    }
    const go = button(t('dlStart'), () => {
      const picked = group.querySelector('input:checked');
      const mine = picked ? Number(picked.value) : mineDefault;
      const remote = others(s.players, [mine]);
      ctx.M.setOption('remote', remote);
      keepLinked({ id: store.newId(), remote });
      closeDialog();
      show();
    }, true);
    body.append(el('p', { text: t('dlIntro') }), el('p', { text: t('dlSeat') }), group,
      buttons(button(t('cancel'), closeDialog), go));
    return go;
  });
  return { ok: true };
}

// ---------------------------------------------------------------------------------------
// A link received: the kept game of its id continued, a new game, or a refusal said.

function keptOf(id) {
  const g = store.list().find((x) => x.link_id === id);
  return g ? store.get(g.id) : null;
}

// A link or message that cannot be read: said, the game on screen unchanged.
function bad(error) {
  notify(t('linkBad', { error }), { error: true });
  return { ok: false, error };
}

const commonPrefix = (a, b) => {
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k += 1;
  return k;
};

// How a record received (its state s, k moves in common with the kept game's) stands to the
// kept game: newer (it continues it: more moves, or the same ending by agreement), a takeback
// this side asked for, the same, older, or one that diverges or takes back unasked.
function compare(kept, record, s, k, talk) {
  const a = Array.isArray(kept.moves) ? kept.moves : [];
  const b = s.moves;
  if (kept.game !== s.game || kept.variant !== s.variant) return 'diverges';
  const back = takebacks(record) - takebacks(kept.record);
  if (back < 0) return 'older';
  if (back > 0) return back === 1 && askedCut(talk, a, b) ? 'takeback' : 'unasked';
  if (k < a.length) return k === b.length ? 'older' : 'diverges';
  if (b.length > a.length || (s.terminal && !kept.terminal)) return 'newer';
  return kept.terminal && !s.terminal ? 'older' : 'same';
}

export async function receive(hash) {
  const fields = new URLSearchParams(String(hash).replace(/^#/, ''));
  const id = fields.get('play') || '';
  if (!ID.test(id)) return bad(t('dlBadId'));
  const got = await readLink(hash);
  if (!got || !got.ok) return bad(got ? got.error : t('linkData'));
  // A live invitation (later/live.js): its game may be older than the one kept here (moves made
  // while the connection was lost): kept as it is, and the connection brings it to the friend.
  const offer = fields.get('offer');
  // What the friend asks or declined (later/agree.js): heard with their game, not an older one.
  const asks = { ask: fields.get('ask'), no: fields.get('no') };
  const r = take(got.record, id, fields.get('from'), { quiet: Boolean(offer), asks });
  if (offer && (r.ok || r.verdict === 'older')) import('./live.js').then((m) => m.answer(offer));
  return r;
}

// A record of the game `id` from the friend's device (a link; a live connection's message,
// quiet: nothing said of a record that brings nothing new; asks: a link's request or refusal,
// later/agree.js's hear(), taken with a game that is new, newer or the same).
export function take(record, id, fromSeats, { quiet = false, asks = {} } = {}) {
  // Live: the record the game on screen already is (each side sends its own after a move).
  if (quiet && gameLink() && gameLink().id === id && record === ctx.M.saveFull()) return { ok: true, verdict: 'same' };
  const kept = keptOf(id);
  let said = null;
  const r = batch(() => {
    const loaded = ctx.M.load(record);
    if (!loaded.ok) return loaded;
    const s = ctx.M.state();
    if (!kept) {
      const from = seatList(fromSeats);
      const mine = s.to_move >= 0 && !from.includes(s.to_move) ? s.to_move
        : Number(others(s.players, from).split(',')[0] || 0);
      const remote = others(s.players, [mine]);
      const talk = talkOf(null);
      const heard = hear(talk, asks, s);
      adoptNext({ id: null, rev: 0, link: { id, remote, talk }, write: true });
      ctx.M.setOption('remote', remote);
      said = t('dlNew', { n: mine + 1, game: gameName(s.game) }) + (heard ? ` ${heard}` : '');
      return { ok: true, verdict: 'new' };
    }
    const a = Array.isArray(kept.moves) ? kept.moves : [];
    const b = s.moves;
    const k = commonPrefix(a, b);
    const talk = talkOf(kept);
    const verdict = compare(kept, record, s, k, talk);
    let linked = { id, remote: kept.remote, talk };
    if (verdict === 'newer' || verdict === 'takeback') {
      const after = afterTaken(talk, verdict, s);
      const heard = hear(after.talk, asks, s);
      linked = { id, remote: kept.remote, talk: after.talk };
      adoptNext({ id: kept.id, rev: kept.rev, link: linked, write: true });
      ctx.M.setOption('remote', kept.remote);
      said = [after.words || (verdict === 'newer' ? t('dlNewer', { n: b.length - a.length }) : null), heard].filter(Boolean).join(' ');
      return { ok: true, verdict };
    }
    // Refused: the kept game, as it was (the same game: a request or refusal it brings heard).
    const heard = verdict === 'same' ? hear(talk, asks, s) : null;
    if (heard) linked = { id, remote: kept.remote, talk };
    said = verdict === 'same' ? heard || t('dlSame') : verdict === 'older' ? t('dlOlder', { n: movesText(b.length), m: movesText(a.length) })
      : verdict === 'unasked' ? t('agBadBack') : t('dlDiverges', { k: k + 1 });
    adoptNext({ id: kept.id, rev: kept.rev, link: linked, write: Boolean(heard) });
    const back = ctx.M.load(kept.record, kept.ply);
    if (back.ok) ctx.M.setOption('remote', kept.remote);
    return { ok: verdict === 'same', verdict };
  });
  if (!r.ok && !r.verdict) {
    adoptNext(null);
    return bad(String(r.error_local || r.error || ''));
  }
  if ((!quiet || ['new', 'newer', 'takeback'].includes(r.verdict)) && said) notify(said, { error: !r.ok, ms: 12000 });
  show();
  return r;
}

// ---------------------------------------------------------------------------------------
// The bar under the board while a game by link is on screen: what to do, the link to send.

let bar = null;
let words = null;
let actions = null;

function mountBar() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(barCss('mb-distance', 'mb-dl-bar', '--mb-dl-h'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  words = el('p', { id: 'mb-dl-words', role: 'status', 'aria-live': 'polite' });
  actions = el('div');
  bar = el('section', { className: 'mb-dl-bar', 'aria-label': t('dlBar') }, [words, actions]);
  document.body.append(bar);
  const fit = () => {
    const h = bar.hidden ? 0 : Math.ceil(bar.getBoundingClientRect().height);
    document.documentElement.style.setProperty('--mb-dl-h', `${h}px`);
    window.dispatchEvent(new Event('resize'));
  };
  new ResizeObserver(fit).observe(bar);
  onGameChange(() => sync());
}

async function copy() {
  const url = await link();
  const text = t('dlMessage', { game: gameName(ctx.M.state().game), link: url });
  if (await copyText(text, null, null)) {
    notify(t('dlCopied'));
    return { ok: true, url, text, copied: true };
  }
  // The browser refused the clipboard: the text, selected, to copy by hand.
  showDialog(t('dlTitle'), ({ body }) => {
    const area = el('textarea', { className: 'mb-field', id: 'mb-dl-text', readOnly: true, rows: '4', spellcheck: 'false' });
    area.value = text;
    const status = el('p', { className: 'mb-status', role: 'status', text: t('copyManual') });
    const close = button(t('close'), closeDialog, true);
    body.append(area, status, buttons(close));
    setTimeout(() => area.select(), 0);
    return area;
  });
  return { ok: true, url, text, copied: false };
}

async function share() {
  const url = await link();
  const text = t('dlMessage', { game: gameName(ctx.M.state().game), link: '' }).trim();
  try {
    await navigator.share({ title: t('dlTitle'), text, url });
  } catch (e) { /* cancelled */ }
}

// The link as a QR code (npm's uqr, later/uqr.js), for a friend in the same room: an SVG of
// the modules, black on white with the standard quiet zone, in a dialog with the link's words.
async function qr() {
  const url = await link();
  const svg = await qrSvg(url, 'mb-dl-qr');
  if (!svg) return { ok: false, url };
  showDialog(t('dlQr'), ({ body }) => {
    const close = button(t('close'), closeDialog, true);
    body.append(el('p', { text: t('dlQrIntro') }), svg, buttons(close));
    return close;
  });
  return { ok: true, url };
}

// The QR code of `text` as an SVG element of that id and width (CSS); null (and said) when too
// long for one.
export async function qrSvg(text, id, width = 'min(72vmin, 360px)') {
  const { encode } = await import('./uqr.js');
  let code = null;
  try {
    code = encode(text, { ecc: 'L', border: 4 });
  } catch (e) {
    notify(t('dlQrTooLong'), { error: true });
    return null;
  }
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', `0 0 ${code.size} ${code.size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', t('dlQrLabel'));
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('id', id);
  const back = document.createElementNS(ns, 'rect');
  back.setAttribute('width', code.size);
  back.setAttribute('height', code.size);
  back.setAttribute('fill', '#fff');
  let d = '';
  code.data.forEach((row, y) => row.forEach((dark, x) => { if (dark) d += `M${x} ${y}h1v1h-1z`; }));
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', '#000');
  svg.append(back, path);
  svg.style.width = width;
  svg.style.height = 'auto';
  svg.style.display = 'block';
  svg.style.margin = '0 auto';
  return svg;
}

// Play live (later/live.js): where its connection stands, for the bar.
let liveStatus = 'off';
export function liveChanged(status) {
  liveStatus = status;
  sync();
}

// The bar says what the game on screen waits for (nothing when it is not played by link).
export function sync() {
  const l = gameLink();
  const s = ctx.M.state();
  const on = Boolean(l) && s.screen === 'game';
  document.documentElement.classList.toggle('mb-distance', on);
  if (!bar) return;
  bar.hidden = !on;
  if (!on) return;
  const remote = seatList(l.remote);
  const waiting = !s.terminal && remote.includes(s.to_move);
  const connected = liveStatus === 'open';
  const key = connected ? 'lvBar' : s.terminal ? 'dlOver' : !waiting ? 'dlYourTurn' : s.length === 0 ? 'dlSendFirst' : 'dlSend';
  // The asking (later/agree.js): the friend's question, or what this side's request waits for.
  const asking = barParts(l, s, waiting);
  words.textContent = asking.words || t(key);
  const list = [];
  if (asking.question) {
    actions.replaceChildren(...asking.list);
    return;
  }
  const send = !connected && (key !== 'dlYourTurn' || asking.send);
  if (send) list.push(button(t('dlCopy'), copy, true));
  if (send && typeof navigator.share === 'function') list.push(button(t('dlShare'), share));
  if (send) list.push(button(t('dlQr'), qr));
  if (!connected && !s.terminal && typeof RTCPeerConnection === 'function') list.push(button(t('lvButton'), () => import('./live.js').then((m) => m.invite())));
  actions.replaceChildren(...list, ...asking.list);
}

// Shows the bar for the game on screen (after a start, a link, a kept game continued).
export function show() {
  if (!bar) mountBar();
  sync();
  return { ok: true };
}

// For the tests: the game by link on screen and its link.
export const distanceState = async () => (gameLink() ? { ...gameLink(), link: await link(), live: liveStatus } : null);
