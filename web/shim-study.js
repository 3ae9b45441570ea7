// The Comment dialog (the menu's "Comment on this position…"): the words of the record's comment
// at the position shown, written in a text field (an HTML one: every keyboard, input method and
// screen reader), kept in the record with its marks; Undo takes an edit back.
import { ctx, engineError, t } from './shim-i18n.js';
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
