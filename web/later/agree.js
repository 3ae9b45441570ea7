// What the two players of a game at a distance agree on (docs/PLAY-AT-A-DISTANCE.md): a
// resignation, a draw offered and accepted, a move taken back. Each side plays only its own
// seats (the engine's option remote); what changes the game for both is asked, and the answer
// travels as the game does (a link, a live connection's message):
//  - Resign: the record ends with [Termination "resignation N"] (docs/NOTATION.md), which the
//    friend's page takes as the game continued: the same end on both devices.
//  - Offer a draw: the offer goes with the next link (or at once, live); the friend accepts (the
//    record ends with [Termination "agreement"]), declines (said back), or plays on (it lapses).
//  - Undo asks to take back this side's last turn (the app's Undo at a distance: menu command
//    takeback:K, K the ply to go back to). Accepted, the friend's page cuts the record at K and
//    counts it in [Takebacks "n"]: a record with fewer takebacks is older, one with more is
//    taken only by the page that asked, and only as the cut it asked for.
// The state of the asking is the game's link's `talk` (kept with the game, web/shim-games.js):
// ask, this side's request waiting ({kind: 'draw'|'undo', at}); asked, the friend's; no, the
// kind this side declined (said with the next link); note, what the bar says after a change.
import { STRINGS, ctx, movesText, t } from '../shim-i18n.js';
import { button, buttons, closeDialog, el, notify, showDialog } from '../shim-ui.js';
import { batch } from '../shim-core.js';
import { adoptNext, gameLink, keepLinked, keptId } from '../shim-games.js';
import * as store from '../shim-store.js';
import { mySeats, show } from './distance.js';

const WORDS = {
  en: {
    agButton: 'Resign, draw…',
    agTitle: 'End the game',
    agIntro: 'Offer your friend a draw: the game ends drawn if they accept. Or resign: your friend wins.',
    agDraw: 'Offer a draw',
    agResign: 'Resign',
    agUndoTitle: 'Take back your move?',
    agUndoIntro: 'Your friend is asked to agree. Then the game goes back to before your last move ({n} taken back).',
    agAsk: 'Ask',
    agMany: 'In a game of more than two, a move once played stays.',
    agNone: 'None of your moves to take back.',
    agAskedDraw: 'Your friend offers a draw.',
    agAskedUndo: 'Your friend asks to take back their last move ({n} taken back).',
    agAccept: 'Accept',
    agDecline: 'Decline',
    agWaiting: 'Asked: waiting for your friend’s answer.',
    agInLink: 'Your request goes with the link: send it to your friend.',
    agWithMove: 'Your draw offer goes with the link of your next move.',
    agDeclined: 'Your friend declined.',
    agLapsed: 'Your friend played on: your request lapsed.',
    agNoSend: 'You declined. Send this link so that your friend knows:',
    agBackSend: 'The move is taken back. Send this link so that your friend has it too:',
    agBack: 'Your friend agreed: the move is taken back. Your turn.',
    agEnded: 'The game is over: {outcome}',
    agBadBack: 'This link takes back moves that this device did not ask to take back: your game is unchanged.',
  },
  fr: {
    agButton: 'Abandon, nulle…',
    agTitle: 'Finir la partie',
    agIntro: 'Proposez la nulle à votre ami : la partie est nulle s’il accepte. Ou abandonnez : votre ami gagne.',
    agDraw: 'Proposer la nulle',
    agResign: 'Abandonner',
    agUndoTitle: 'Reprendre votre coup ?',
    agUndoIntro: 'Votre ami doit être d’accord. La partie revient alors avant votre dernier coup ({n} repris).',
    agAsk: 'Demander',
    agMany: 'À plus de deux joueurs, un coup joué reste joué.',
    agNone: 'Aucun de vos coups à reprendre.',
    agAskedDraw: 'Votre ami propose la nulle.',
    agAskedUndo: 'Votre ami demande à reprendre son dernier coup ({n} repris).',
    agAccept: 'Accepter',
    agDecline: 'Refuser',
    agWaiting: 'Demandé : en attente de la réponse de votre ami.',
    agInLink: 'Votre demande part avec le lien : envoyez-le à votre ami.',
    agWithMove: 'Votre proposition de nulle partira avec le lien de votre prochain coup.',
    agDeclined: 'Votre ami a refusé.',
    agLapsed: 'Votre ami a continué à jouer : votre demande ne tient plus.',
    agNoSend: 'Vous avez refusé. Envoyez ce lien pour que votre ami le sache :',
    agBackSend: 'Le coup est repris. Envoyez ce lien pour que votre ami l’ait aussi :',
    agBack: 'Votre ami a accepté : le coup est repris. À vous.',
    agEnded: 'La partie est finie : {outcome}',
    agBadBack: 'Ce lien reprend des coups que cet appareil n’a pas demandé à reprendre : votre partie n’a pas changé.',
  },
};
for (const lang of Object.keys(WORDS)) Object.assign(STRINGS[lang], WORDS[lang]);

// ---------------------------------------------------------------------------------------
// The record's tags this module writes

// The [Takebacks] count of a record (0 when absent).
export function takebacks(record) {
  const m = /^\[Takebacks "(\d{1,6})"\]$/m.exec(String(record));
  return m ? Number(m[1]) : 0;
}

// The record with the tag `name` set to `value` (among the tags, before the moves).
function withTag(record, name, value) {
  const text = String(record).replace(new RegExp(`^\\[${name} "[^"\\n]*"\\]\\n`, 'm'), '');
  const at = text.indexOf('\n\n');
  const line = `[${name} "${value}"]\n`;
  return at < 0 ? `${text.replace(/\n?$/, '\n')}${line}` : `${text.slice(0, at + 1)}${line}${text.slice(at + 1)}`;
}

// ---------------------------------------------------------------------------------------
// The state of the asking

const KINDS = ['draw', 'undo'];
const count = (n) => (Number.isInteger(n) && n >= 0 ? n : 0);
// at: the ply an undo goes back to; len: the game's length when the friend asked (a move made
// since answers no).
const request = (r) => (r && KINDS.includes(r.kind) ? { kind: r.kind, at: count(r.at), len: count(r.len) } : null);

// The talk of a kept game or link, checked (a damaged store gives none).
export function talkOf(x) {
  const v = x && typeof x.talk === 'object' && x.talk ? x.talk : {};
  return { ask: request(v.ask), asked: request(v.asked), no: KINDS.includes(v.no) ? v.no : null, note: typeof v.note === 'string' ? v.note : null };
}

const talk = () => {
  const l = gameLink();
  l.talk = talkOf(l);
  return l.talk;
};
const mine = () => mySeats().split(',').map(Number);
let sender = null;  // later/live.js's, while connected: sends a message to the friend's page
export const liveSender = (fn) => { sender = fn; };

function changed(words) {
  keepLinked(gameLink());
  show();
  if (words) notify(words, { ms: 10000 });
}

// This side's game replaced by the record `make` returns (an end, a takeback), made in the same
// change (web/engine.js's batch: the kept game never seen without its link): kept under the
// same id, sent.
function replace(make) {
  const l = gameLink();
  const kept = store.get(keptId());
  const r = batch(() => {
    const record = make();
    if (!record) return { ok: false, error: 'the game could not be read' };
    adoptNext({ id: keptId(), rev: kept ? kept.rev : 0, link: l, write: true });
    const loaded = ctx.M.load(record);
    if (loaded.ok) ctx.M.setOption('remote', l.remote);
    return loaded;
  });
  if (!r.ok) adoptNext(null);
  show();
  return r;
}

// ---------------------------------------------------------------------------------------
// This side asks

// The bar's dialog: offer a draw, or resign.
export function endDialog() {
  showDialog(t('agTitle'), ({ body }) => {
    const draw = button(t('agDraw'), () => { closeDialog(); offerDraw(); }, true);
    body.append(el('p', { text: t('agIntro') }),
      buttons(button(t('cancel'), closeDialog), button(t('agResign'), () => { closeDialog(); resign(); }), draw));
    return draw;
  });
}

export function resign() {
  const s = ctx.M.state();
  if (s.terminal || s.players !== 2) return { ok: false, error: 'no game of two going on' };
  return replace(() => withTag(ctx.M.saveFull(), 'Termination', `resignation ${mine()[0] + 1}`));
}

export function offerDraw() {
  const s = ctx.M.state();
  if (s.terminal || s.players !== 2) return { ok: false, error: 'no game of two going on' };
  return ask({ kind: 'draw', at: 0 });
}

// The app's Undo at a distance (menu command takeback:K): asked after a confirmation.
export function takeback(at) {
  const s = ctx.M.state();
  if (s.players !== 2) {
    notify(t('agMany'), { error: true });
    return { ok: false, error: 'more than two players' };
  }
  if (!Number.isInteger(at) || at < 0 || at >= s.length || s.terminal) {
    notify(t('agNone'), { error: true });
    return { ok: false, error: 'nothing to take back' };
  }
  showDialog(t('agUndoTitle'), ({ body }) => {
    const go = button(t('agAsk'), () => { closeDialog(); ask({ kind: 'undo', at }); }, true);
    body.append(el('p', { text: t('agUndoIntro', { n: movesText(s.length - at) }) }),
      buttons(button(t('cancel'), closeDialog), go));
    return go;
  });
  return { ok: true };
}

function ask(r) {
  const v = talk();
  v.ask = r;
  v.note = null;
  const live = sender && sender({ t: 'ask', ...r });
  const s = ctx.M.state();
  const myTurn = mine().includes(s.to_move);
  changed(live ? t('agWaiting') : r.kind === 'draw' && myTurn ? t('agWithMove') : t('agInLink'));
  return { ok: true };
}

// ---------------------------------------------------------------------------------------
// The friend asked (a link's fields ask and no, a live message)

// What the friend's fields say to this side's talk `v` (s: the game): `ask`, "draw" or "undo.K";
// `no`, the kind the friend declined. Returns the words to say (null: nothing new).
export function hear(v, { ask: asked, no }, s) {
  let words = null;
  if (no && v.ask && v.ask.kind === no) {
    v.ask = null;
    words = t('agDeclined');
  }
  const m = /^(draw|undo)(?:\.(\d{1,6}))?$/.exec(asked || '');
  if (m && !s.terminal && s.players === 2) {
    const r = { kind: m[1], at: Number(m[2] || 0) };
    if (r.kind === 'draw' || r.at < s.length) {
      v.asked = { ...r, len: s.length };
      words = r.kind === 'draw' ? t('agAskedDraw') : t('agAskedUndo', { n: movesText(s.length - r.at) });
    }
  }
  return words;
}

// A live message's request or refusal, for the game on screen.
export function heard(fields) {
  const words = hear(talk(), fields, ctx.M.state());
  if (words) changed(words);
}

export function accept() {
  const v = talk();
  const r = v.asked;
  if (!r || r.len !== ctx.M.state().length) return { ok: false, error: 'nothing asked' };
  v.asked = null;
  v.no = null;
  if (r.kind === 'draw') return replace(() => withTag(ctx.M.saveFull(), 'Termination', 'agreement'));
  v.note = sender ? null : 'agBackSend';
  return replace(() => {
    const full = ctx.M.saveFull();
    return ctx.M.load(full, r.at).ok ? withTag(ctx.M.save(), 'Takebacks', String(takebacks(full) + 1)) : null;
  });
}

export function decline() {
  const v = talk();
  const r = v.asked;
  if (!r) return { ok: false, error: 'nothing asked' };
  v.asked = null;
  const live = sender && sender({ t: 'no', kind: r.kind });
  v.no = live ? null : r.kind;
  changed(null);
  return { ok: true };
}

// ---------------------------------------------------------------------------------------
// A record of the friend's taken (later/distance.js's take()): what it means for the asking.

// Whether `moves` (the record received) is the takeback this side asked of `kept`'s moves.
export const askedCut = (v, keptMoves, moves) => Boolean(v.ask && v.ask.kind === 'undo' && moves.length === v.ask.at &&
  moves.every((m, i) => m === keptMoves[i]));

// The talk after the friend's record was taken (`verdict` newer or takeback), and the words.
export function afterTaken(v, verdict, s) {
  let words = null;
  if (verdict === 'takeback') {
    words = t('agBack');
  } else if (v.ask && !(s.terminal && v.ask.kind === 'draw')) {
    words = t('agLapsed');
  }
  if (s.terminal && s.outcome) words = t('agEnded', { outcome: s.outcome });
  return { talk: { ask: null, asked: null, no: null, note: null }, words };
}

// The link's fields that say the asking: this side's request, the kind it declined.
export function linkFields(l) {
  const v = talkOf(l);
  return (v.ask ? `&ask=${v.ask.kind}${v.ask.kind === 'undo' ? `.${v.ask.at}` : ''}` : '') + (v.no ? `&no=${v.no}` : '');
}

// The bar: the friend's question (with its answers), or what this side's asking waits for
// (`waiting`: the friend is to move); send: the bar offers the link (a request to send now).
export function barParts(l, s, waiting) {
  const v = talkOf(l);
  if (v.asked && !s.terminal && v.asked.len === s.length) {
    const words = v.asked.kind === 'draw' ? t('agAskedDraw') : t('agAskedUndo', { n: movesText(s.length - v.asked.at) });
    return { words, list: [button(t('agAccept'), accept, true), button(t('agDecline'), decline)], question: true };
  }
  let key = null;
  if (s.terminal) key = null;
  else if (v.ask) key = sender ? 'agWaiting' : v.ask.kind === 'draw' && !waiting ? 'agWithMove' : 'agInLink';
  else if (waiting) key = v.note || (v.no ? 'agNoSend' : null);
  return {
    words: key ? t(key) : null,
    send: key === 'agInLink',
    list: s.terminal || s.players !== 2 ? [] : [button(t('agButton'), endDialog)],
  };
}
