// The share dialog (the link, Copy, the system's share sheet), Copy link, and the board as a
// PNG file: loaded when one is asked for (the menu, marblesShim.share(), copyLink(), image()).
import { STRINGS, ctx, t, today } from '../shim-i18n.js';
import { button, buttons, closeDialog, copyText, downloadBlob, el, notify, showDialog } from '../shim-ui.js';
import { shareLink } from '../shim-links.js';

const WORDS = {
  en: {
    shareTitle: 'Share this game',
    shareIntro: 'This link opens the game at this move. The whole game is in the link: nothing is sent to a server.',
    shareLinkLabel: 'Link to this game',
    copyLink: 'Copy link',
    shareNative: 'Share…',
    linkCopied: 'Link copied.',
    imageUnavailable: 'Saving the board as an image is not available yet.',
    imageFailed: 'The image could not be made: {error}.',
  },
  fr: {
    shareTitle: 'Partager cette partie',
    shareIntro: 'Ce lien ouvre la partie à ce coup. Toute la partie est dans le lien : rien n’est envoyé à un serveur.',
    shareLinkLabel: 'Lien vers cette partie',
    copyLink: 'Copier le lien',
    shareNative: 'Partager…',
    linkCopied: 'Lien copié.',
    imageUnavailable: 'L’enregistrement du plateau en image n’est pas encore disponible.',
    imageFailed: 'L’image n’a pas pu être faite : {error}.',
  },
};
for (const lang of Object.keys(WORDS)) Object.assign(STRINGS[lang], WORDS[lang]);

export async function copyLink() {
  try {
    const url = await shareLink();
    try {
      if (!navigator.clipboard || typeof navigator.clipboard.writeText !== 'function') throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      notify(t('linkCopied'));
      return { ok: true, url, copied: true };
    } catch (e) {
      await share({ url, manual: true });
      return { ok: true, url, copied: false };
    }
  } catch (e) {
    notify(String(e && e.message || e), { error: true });
    return { ok: false, error: String(e && e.message || e) };
  }
}

// The share dialog: the link, selected, with Copy (and the system's share sheet where the
// browser has one).
export async function share(opts) {
  try {
    const url = (opts && opts.url) || await shareLink();
    showDialog(t('shareTitle'), ({ body }) => {
      const field = el('input', { className: 'mb-field', id: 'mb-link', type: 'text', readOnly: true, value: url, spellcheck: 'false' });
      const status = el('p', { className: 'mb-status', role: 'status' });
      const copy = button(t('copyLink'), async () => {
        if (await copyText(url, field, status)) status.textContent = t('linkCopied');
      }, true);
      const row = [button(t('close'), closeDialog)];
      if (typeof navigator.share === 'function') {
        row.push(button(t('shareNative'), () => {
          navigator.share({ url, title: document.title }).catch(() => {});
        }));
      }
      row.push(copy);
      body.append(
        el('p', { text: t('shareIntro') }),
        el('label', { for: 'mb-link', className: 'mb-dim', text: t('shareLinkLabel') }),
        field,
        status,
        buttons(...row),
      );
      if (opts && opts.manual) status.textContent = t('copyManual');
      return opts && opts.manual ? field : copy;
    });
    if (opts && opts.manual) {
      const f = document.getElementById('mb-link');
      f.focus();
      f.select();
    }
    return { ok: true, url };
  } catch (e) {
    notify(String(e && e.message || e), { error: true });
    return { ok: false, error: String(e && e.message || e) };
  }
}

// The board as a PNG file, once marbles.captureBoard() exists.
export async function image() {
  if (typeof ctx.M.captureBoard !== 'function') {
    notify(t('imageUnavailable'));
    return { ok: false, error: 'image export is not available yet' };
  }
  try {
    const blob = await ctx.M.captureBoard();
    const name = `${ctx.M.state().game}-${today()}.png`;
    downloadBlob(blob, name);
    return { ok: true, name };
  } catch (e) {
    notify(t('imageFailed', { error: String(e && e.message || e) }), { error: true });
    return { ok: false, error: String(e && e.message || e) };
  }
}
