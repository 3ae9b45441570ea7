// The Comment dialog (the menu's "Comment on this position…", docs/NOTATION.md): the words of the
// record's comment at the position shown, in an HTML text field (every keyboard, input method and
// screen reader), kept in the record with its marks; Undo takes an edit back. Loaded when it is
// first opened (shim.js).
import { STRINGS, ctx, engineError, t } from '../shim-i18n.js';
import { button, buttons, el, showDialog } from '../shim-ui.js';

const WORDS = {
  en: {
    commentTitle: 'Comment on this position',
    commentLabel: 'Your comment on this position ([%cal GC3-D4]: an arrow, [%csl RC3]: a cell marked on the board).',
    commentSave: 'Keep the comment',
    commentRefused: 'The comment was not kept: {error}.',
  },
  fr: {
    commentTitle: 'Commenter cette position',
    commentLabel: 'Votre commentaire sur cette position ([%cal GC3-D4] : une flèche, [%csl RC3] : une case marquée sur le plateau).',
    commentSave: 'Garder le commentaire',
    commentRefused: 'Le commentaire n’a pas été gardé : {error}.',
  },
};
for (const lang of Object.keys(WORDS)) Object.assign(STRINGS[lang], WORDS[lang]);

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
