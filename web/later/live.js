// Play a friend live, over WebRTC, with no server (docs/PLAY-AT-A-DISTANCE.md): one device
// makes an invitation (a link holding the game and its connection offer, also as a QR code),
// the other opens it and gets an answer code to send back; once the host pastes it, the moves go
// over a data channel: after every change each side sends its whole record, which the other
// takes when it continues its kept game (later/distance.js's take(): the same rules as links).
// No STUN or TURN server: the devices find each other on the same network (host candidates);
// when they cannot, the page says so and play by link goes on. Either side can connect again
// with a new pair of codes: the game continues from the record both hold.
import { STRINGS, ctx, t } from '../shim-i18n.js';
import { button, buttons, closeDialog, copyText, el, notify, showDialog } from '../shim-ui.js';
import { onGameChange } from '../shim-core.js';
import { gameLink } from '../shim-games.js';
import { deflate, fromBase64Url, inflate, toBase64Url } from '../shim-links.js';
import { link, liveChanged, mySeats, qrSvg, take } from './distance.js';
import { heard, liveSender, talkOf } from './agree.js';

const WORDS = {
  en: {
    lvTitle: 'Play live on another device',
    lvHostIntro: 'Your friend opens this invitation (scan the code, or send the link); their page then shows an answer code: paste it below. Both devices must be on the same network.',
    lvCopyInvite: 'Copy the invitation',
    lvAnswerLabel: 'Your friend’s answer code',
    lvConnect: 'Connect',
    lvGuestIntro: 'Send this answer code to your friend, who pastes it on their device:',
    lvCopyAnswer: 'Copy the code',
    lvCopied: 'Copied.',
    lvWaiting: 'Waiting for the connection…',
    lvConnecting: 'Connecting…',
    lvOpen: 'Connected: the moves now go by themselves.',
    lvLost: 'The connection to your friend was lost. Connect again with new codes (Live…), or send links.',
    lvFailed: 'No connection could be made (the devices may not be on the same network, or a firewall stands between them): send links instead.',
    lvBadCode: 'This is not an answer code of this page (copy it whole).',
  },
  fr: {
    lvTitle: 'Jouer en direct sur un autre appareil',
    lvHostIntro: 'Votre ami ouvre cette invitation (en scannant le code, ou par le lien) ; sa page montre alors un code de réponse : collez-le ci-dessous. Les deux appareils doivent être sur le même réseau.',
    lvCopyInvite: 'Copier l’invitation',
    lvAnswerLabel: 'Le code de réponse de votre ami',
    lvConnect: 'Connecter',
    lvGuestIntro: 'Envoyez ce code de réponse à votre ami, qui le colle sur son appareil :',
    lvCopyAnswer: 'Copier le code',
    lvCopied: 'Copié.',
    lvWaiting: 'En attente de la connexion…',
    lvConnecting: 'Connexion…',
    lvOpen: 'Connectés : les coups passent maintenant tout seuls.',
    lvLost: 'La connexion avec votre ami est perdue. Reconnectez-vous avec de nouveaux codes (Direct…), ou envoyez des liens.',
    lvFailed: 'Aucune connexion n’a pu être établie (les appareils ne sont peut-être pas sur le même réseau, ou un pare-feu les sépare) : envoyez plutôt des liens.',
    lvBadCode: 'Ce n’est pas un code de réponse de cette page (copiez-le en entier).',
  },
};
for (const lang of Object.keys(WORDS)) Object.assign(STRINGS[lang], WORDS[lang]);

const GATHER_MS = 3000;  // the host candidates of a local network come at once
const CONNECT_MS = 20000;  // then: no connection, said
const HICCUP_MS = 5000;  // a connection disconnected this long is lost
const CODE = /^[A-Za-z0-9_-]{20,8000}$/;

// status: 'off', 'inviting', 'answering', 'connecting', 'open', 'lost', 'failed'
const live = { status: 'off', pc: null, channel: null, invitation: null, answer: null, timer: null };
let watching = false;

// ---------------------------------------------------------------------------------------
// Codes: a session description, deflated and in base64url

const pack = async (text) => toBase64Url(await deflate(text));

async function unpack(code) {
  const bytes = CODE.test(code) ? fromBase64Url(code) : null;
  if (!bytes) throw new Error('bad code');
  const text = await inflate(bytes);
  if (!text.startsWith('v=0')) throw new Error('not a session description');
  return text;
}

// ---------------------------------------------------------------------------------------
// The connection

function setStatus(status, words) {
  live.status = status;
  clearTimeout(live.timer);
  const line = document.getElementById('mb-live-status');
  if (line && words) line.textContent = words;
  // What the two ask each other (later/agree.js) goes over the connection while it is open.
  liveSender(status === 'open' ? message : null);
  liveChanged(status);
  if (status === 'open') {
    closeDialog();
    notify(t('lvOpen'));
    send();
  } else if (status === 'lost' || status === 'failed') {
    notify(t(status === 'lost' ? 'lvLost' : 'lvFailed'), { error: true, ms: 15000 });
  }
}

function fresh() {
  drop(true);
  const pc = new RTCPeerConnection({ iceServers: [] });
  live.pc = pc;
  pc.onconnectionstatechange = () => {
    if (live.pc !== pc) return;
    if (pc.connectionState === 'failed') setStatus(live.status === 'open' ? 'lost' : 'failed');
    // Disconnected may pass (a network's hiccup): lost if it lasts.
    if (pc.connectionState === 'disconnected' && live.status === 'open') {
      setTimeout(() => {
        if (live.pc === pc && pc.connectionState !== 'connected' && live.status === 'open') setStatus('lost');
      }, HICCUP_MS);
    }
  };
  return pc;
}

function attach(channel) {
  live.channel = channel;
  channel.onopen = () => setStatus('open');
  channel.onclose = () => { if (live.channel === channel && live.status === 'open') setStatus('lost'); };
  channel.onmessage = (e) => receive(e.data);
  if (!watching) {
    watching = true;
    onGameChange(() => send());
  }
}

async function gathered(pc) {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise((ok) => {
      const done = () => pc.iceGatheringState === 'complete' && ok();
      pc.addEventListener('icegatheringstatechange', done);
      setTimeout(ok, GATHER_MS);
    });
  }
  return pc.localDescription.sdp;
}

const giveUp = () => {
  live.timer = setTimeout(() => { if (live.status !== 'open') setStatus('failed', t('lvFailed')); }, CONNECT_MS);
};

// The game on screen after each change: the friend takes it when it continues theirs.
function send() {
  const l = gameLink();
  if (!l) return;
  message({ t: 'game', from: mySeats(), record: ctx.M.saveFull() });
  // A request waiting goes again after each change (the friend's page drops one a move made stale).
  const ask = talkOf(l).ask;
  if (ask) message({ t: 'ask', ...ask });
}

// A message to the friend's page about the game on screen; false when it cannot go.
function message(m) {
  const l = gameLink();
  if (live.status !== 'open' || !live.channel || live.channel.readyState !== 'open' || !l) return false;
  live.channel.send(JSON.stringify({ ...m, id: l.id }));
  return true;
}

// The friend's page's messages: its game after each change (taken when it continues the one
// here), a request (ask: "draw" or "undo.K"), a request declined (no: its kind).
function receive(data) {
  let m = null;
  try {
    m = JSON.parse(String(data));
  } catch (e) { return; }
  const l = gameLink();
  if (!m || !l || m.id !== l.id) return;
  if (m.t === 'game' && typeof m.record === 'string' && m.record.length <= (1 << 20)) take(m.record, m.id, String(m.from || ''), { quiet: true });
  if (m.t === 'ask') heard({ ask: m.kind === 'undo' ? `undo.${m.at}` : String(m.kind) });
  if (m.t === 'no') heard({ no: String(m.kind) });
}

// Closes the connection (quiet: replaced by a new one, nothing said).
export function drop(quiet = false) {
  const { pc, channel } = live;
  live.pc = null;
  live.channel = null;
  if (channel) channel.close();
  if (pc) pc.close();
  if (!quiet && live.status === 'open') setStatus('lost');
}

// ---------------------------------------------------------------------------------------
// The host: an invitation, then the friend's answer code pasted

export async function invite() {
  if (!gameLink()) return { ok: false, error: 'no game by link on screen' };
  const pc = fresh();
  attach(pc.createDataChannel('marbles'));
  await pc.setLocalDescription(await pc.createOffer());
  const offer = await pack(await gathered(pc));
  live.invitation = `${await link()}&offer=${offer}`;
  live.status = 'inviting';
  // Smaller than a link's: the dialog also holds the answer's field (a phone's screen).
  const qr = await qrSvg(live.invitation, 'mb-live-qr', 'min(56vmin, 320px)');
  showDialog(t('lvTitle'), ({ body }) => {
    const area = el('textarea', { className: 'mb-field', id: 'mb-live-answer', rows: '2', spellcheck: 'false', autocomplete: 'off' });
    const status = el('p', { className: 'mb-status', id: 'mb-live-status', role: 'status' });
    const copy = button(t('lvCopyInvite'), async () => {
      if (await copyText(live.invitation, null, status)) status.textContent = t('lvCopied');
    });
    const go = button(t('lvConnect'), () => connect(area.value.trim()), true);
    body.append(el('p', { text: t('lvHostIntro') }), ...(qr ? [qr] : []), el('div', { className: 'mb-row' }, [copy]),
      el('label', { for: area.id, text: t('lvAnswerLabel') }), area, status,
      buttons(button(t('close'), closeDialog), go));
    return copy;
  });
  return { ok: true, invitation: live.invitation };
}

export async function connect(code) {
  const pc = live.pc;
  const status = document.getElementById('mb-live-status');
  let sdp = null;
  try {
    sdp = await unpack(code);
  } catch (e) {
    if (status) status.textContent = t('lvBadCode');
    return { ok: false, error: t('lvBadCode') };
  }
  if (!pc || live.status !== 'inviting') return { ok: false, error: 'no invitation waiting' };
  live.status = 'connecting';
  if (status) status.textContent = t('lvConnecting');
  try {
    await pc.setRemoteDescription({ type: 'answer', sdp });
  } catch (e) {
    if (status) status.textContent = t('lvBadCode');
    live.status = 'inviting';
    return { ok: false, error: t('lvBadCode') };
  }
  giveUp();
  return { ok: true };
}

// ---------------------------------------------------------------------------------------
// The guest: an invitation opened (later/distance.js's receive), the answer code to send back

export async function answer(offerCode) {
  let sdp = null;
  try {
    sdp = await unpack(offerCode);
  } catch (e) {
    notify(t('lvFailed'), { error: true });
    return { ok: false };
  }
  const pc = fresh();
  pc.ondatachannel = (e) => attach(e.channel);
  await pc.setRemoteDescription({ type: 'offer', sdp });
  await pc.setLocalDescription(await pc.createAnswer());
  live.answer = await pack(await gathered(pc));
  live.status = 'answering';
  showDialog(t('lvTitle'), ({ body }) => {
    const area = el('textarea', { className: 'mb-field', id: 'mb-live-code', rows: '3', readOnly: true, spellcheck: 'false' });
    area.value = live.answer;
    const status = el('p', { className: 'mb-status', id: 'mb-live-status', role: 'status', text: t('lvWaiting') });
    const copy = button(t('lvCopyAnswer'), async () => {
      if (await copyText(live.answer, area, status)) status.textContent = t('lvCopied');
    }, true);
    body.append(el('p', { text: t('lvGuestIntro') }), area, status, buttons(button(t('close'), closeDialog), copy));
    return copy;
  });
  giveUp();
  return { ok: true, answer: live.answer };
}

// For the tests and the bar: where the connection stands.
export const liveState = () => ({ status: live.status, invitation: live.invitation, answer: live.answer });
