// The Open dialog (choose a file, or paste a record) and the save-by-copy dialog (for a frame
// that does not allow downloads): loaded when one is shown (web/shim-files.js).
import { STRINGS, t } from '../shim-i18n.js';
import { button, buttons, closeDialog, copyText, el, showDialog } from '../shim-ui.js';
import { openFile, openText, setOpenError } from '../shim-files.js';

const WORDS = {
  en: {
    saveCopyTitle: 'Save this game',
    saveBlocked: 'This frame does not allow downloads: copy the game’s text below and paste it into a file (or open the game in a page of its own).',
    saveMaybeBlocked: 'If no file was saved (this frame may not allow downloads), copy the game’s text below and paste it into a file.',
    recordLabel: 'The game’s record',
    copyRecord: 'Copy the text',
    recordCopied: 'Text copied.',
    openTitle: 'Open a game',
    openChoose: 'Choose a file…',
    openDrop: 'You can also drop a record file anywhere on the page.',
    openPaste: 'Or paste a record here:',
    openButton: 'Open',
  },
  fr: {
    saveCopyTitle: 'Enregistrer cette partie',
    saveBlocked: 'Ce cadre n’autorise pas les téléchargements : copiez le texte de la partie ci-dessous et collez-le dans un fichier (ou ouvrez la partie dans une page à part).',
    saveMaybeBlocked: 'Si aucun fichier n’a été enregistré (ce cadre n’autorise peut-être pas les téléchargements), copiez le texte de la partie ci-dessous et collez-le dans un fichier.',
    recordLabel: 'Le texte de la partie',
    copyRecord: 'Copier le texte',
    recordCopied: 'Texte copié.',
    openTitle: 'Ouvrir une partie',
    openChoose: 'Choisir un fichier…',
    openDrop: 'Vous pouvez aussi déposer un fichier de partie n’importe où sur la page.',
    openPaste: 'Ou collez une partie ici :',
    openButton: 'Ouvrir',
  },
};
for (const lang of Object.keys(WORDS)) Object.assign(STRINGS[lang], WORDS[lang]);

// The record in a dialog, selected, with a Copy button.
export function offerCopy(text, why) {
  showDialog(t('saveCopyTitle'), ({ body }) => {
    const area = el('textarea', { className: 'mb-field', id: 'mb-save-text', readOnly: true, rows: '8', spellcheck: 'false' });
    area.value = text;
    const status = el('p', { className: 'mb-status', role: 'status' });
    const copy = button(t('copyRecord'), async () => {
      if (await copyText(text, area, status)) status.textContent = t('recordCopied');
    }, true);
    body.append(
      el('p', { text: t(why) }),
      el('label', { for: area.id, className: 'mb-dim', text: t('recordLabel') }),
      area,
      status,
      buttons(button(t('close'), closeDialog), copy),
    );
    return copy;
  });
}

export function open() {
  showDialog(t('openTitle'), ({ body }) => {
    const input = el('input', { type: 'file', className: 'mb-file', accept: '.txt,text/plain', tabindex: '-1', 'aria-hidden': 'true' });
    input.addEventListener('change', () => {
      const f = input.files && input.files[0];
      input.value = '';
      if (f) openFile(f);
    });
    const choose = button(t('openChoose'), () => input.click(), false);
    const area = el('textarea', { className: 'mb-field', id: 'mb-paste', spellcheck: 'false', autocomplete: 'off', rows: '6' });
    const error = el('p', { className: 'mb-error', role: 'alert' });
    setOpenError(error);
    area.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) openText(area.value);
    });
    body.append(
      el('div', { className: 'mb-row' }, [choose, input]),
      el('p', { className: 'mb-dim', text: t('openDrop') }),
      el('label', { for: 'mb-paste', text: t('openPaste') }),
      area,
      error,
      buttons(button(t('cancel'), closeDialog), button(t('openButton'), () => openText(area.value), true)),
    );
    return choose;
  });
  return { ok: true };
}
