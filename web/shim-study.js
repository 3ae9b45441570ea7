// Studies in the page (docs/EMBED.md, docs/NOTATION.md):
//  - the Comment dialog (the menu's "Comment on this position…"): the words of the record's
//    comment at the position shown, in an HTML text field (every keyboard, input method and
//    screen reader), kept in the record with its marks; Undo takes an edit back;
//  - replay options: controls=hidden takes the step buttons away, and autoplay=SECONDS steps
//    through the record by itself until its end or the visitor's click, touch or key.
import { ctx, engineError, params, quote, t } from './shim-i18n.js';
import { goTo } from './shim-core.js';
import { oneOf, paramError, setOption } from './shim-params.js';
import { button, buttons, el, showDialog } from './shim-ui.js';

export function commentDialog() {
  let words = '';
  try {
    words = ctx.M.commentWords();
  } catch (e) { /* no game: the dialog says why when saving */ }
  showDialog(t('commentTitle'), ({ body, close }) => {
    const area = el('textarea', { className: 'mb-field', id: 'mb-comment', rows: '5', spellcheck: 'true' });
    area.value = words;
    const status = el('p', { className: 'mb-status', role: 'status' });
    const save = button(t('commentSave'), () => {
      let r;
      try {
        r = ctx.M.setComment(area.value);
      } catch (e) {
        r = { ok: false, error: String(e && e.message || e) };
      }
      if (r && r.ok) close();
      else status.textContent = t('commentRefused', { error: engineError(r) });
    }, true);
    body.append(el('label', { for: area.id, text: t('commentLabel') }), area, status,
      buttons(save, button(t('cancel'), close)));
    return area;
  });
  return { ok: true };
}

const AUTOPLAY = { min: 0.3, max: 60 };
let timer = null;

function stop() {
  clearInterval(timer);
  timer = null;
  for (const type of ['pointerdown', 'keydown']) window.removeEventListener(type, stop, true);
}

export function applyReplay(mode) {
  const controls = params.get('controls');
  if (controls !== null && oneOf('controls', controls, ['shown', 'hidden'])) setOption('controls', controls);
  const v = params.get('autoplay');
  if (v === null) return;
  const seconds = Number(v);
  if (!(v.trim() !== '' && seconds >= AUTOPLAY.min && seconds <= AUTOPLAY.max)) {
    paramError('autoplay', t('secondsRange', { value: quote(v), ...AUTOPLAY }));
    return;
  }
  if (mode !== 'replay') {
    paramError('autoplay', t('replayOnly'));
    return;
  }
  timer = setInterval(() => {
    const s = ctx.M.state();
    if (s.ply >= s.length) stop();
    else goTo(s.ply + 1);
  }, seconds * 1000);
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, stop, true);
}

// Whether the replay is still stepping by itself (for tests).
export const autoplaying = () => timer !== null;
