// The embed builder (docs/EMBED.md, "The Embed dialog"): the menu's "Embed in a web page…".
// The author picks what the frame shows (the game on screen or a fresh one, the mode, the
// start move, replay's autoplay and controls, an exercise's answer), its size, language and
// theme; a live preview (a frame of the very URL the snippet holds, at the chosen size, scaled
// down to fit) follows each change; Copy puts the snippet on the clipboard (or selects it).
// Loaded from shim-links.js when the dialog opens: not part of a first visit's weight.
import { STRINGS, ctx, t } from '../shim-i18n.js';
import { button, buttons, closeDialog, copyText, el, showDialog } from '../shim-ui.js';
import { embedSnippet, embedUrl, linkFragment } from '../shim-links.js';
import { image } from './share.js';

const WORDS = {
  en: {
    embedTitle: 'Embed on a web page',
    embedIntro: 'Choose what the frame shows and look at the preview, then copy the code into the HTML of your page.',
    embedInclude: 'With this game (its moves and comments)',
    embedMode: 'What visitors can do',
    modePlay: 'Play',
    modeReplay: 'Step through the moves',
    modeView: 'Only look',
    modeDiagram: 'A diagram (the board, its marks and comment)',
    modeExercise: 'An exercise: find the move',
    embedPly: 'Start at move (0 to {n})',
    embedSize: 'Size',
    sizeCustom: 'Custom',
    embedWidth: 'Width (px)',
    embedHeight: 'Height (px)',
    embedLang: 'Language',
    langVisitor: 'The visitor’s',
    embedTheme: 'Colours',
    themeLight: 'Light',
    themeDark: 'Dark',
    themeAuto: 'As the visitor’s system',
    embedAutoplay: 'Step by itself every … seconds (empty: no)',
    embedControls: 'Show the step buttons',
    embedAnswer: 'The answer is the engine’s best move (not the record’s next move)',
    embedPreview: 'Preview',
    previewTitle: 'Preview of the embedded game',
    previewScale: 'Shown at {pct} % of its size.',
    embedCodeLabel: 'Code to paste',
    copyCode: 'Copy code',
    codeCopied: 'Code copied.',
    embedImage: 'Image and link',
    embedImageIntro: 'Where frames are not allowed, a picture of the board that links to the game:',
    downloadImage: 'Download the image',
    frameTitle: '{game} — Marbles & stones',
  },
  fr: {
    embedTitle: 'Intégrer dans une page web',
    embedIntro: 'Choisissez ce que montre le cadre et regardez l’aperçu, puis copiez le code dans le HTML de votre page.',
    embedInclude: 'Avec cette partie (ses coups et commentaires)',
    embedMode: 'Ce que les visiteurs peuvent faire',
    modePlay: 'Jouer',
    modeReplay: 'Parcourir les coups',
    modeView: 'Seulement regarder',
    modeDiagram: 'Un diagramme (le plateau, ses marques et son commentaire)',
    modeExercise: 'Un exercice : trouver le coup',
    embedPly: 'Commencer au coup (0 à {n})',
    embedSize: 'Taille',
    sizeCustom: 'Sur mesure',
    embedWidth: 'Largeur (px)',
    embedHeight: 'Hauteur (px)',
    embedLang: 'Langue',
    langVisitor: 'Celle du visiteur',
    embedTheme: 'Couleurs',
    themeLight: 'Claires',
    themeDark: 'Sombres',
    themeAuto: 'Comme le système du visiteur',
    embedAutoplay: 'Avancer seul toutes les … secondes (vide : non)',
    embedControls: 'Montrer les boutons pour avancer et reculer',
    embedAnswer: 'La réponse est le meilleur coup du moteur (pas le coup suivant de la partie)',
    embedPreview: 'Aperçu',
    previewTitle: 'Aperçu du jeu intégré',
    previewScale: 'Montré à {pct} % de sa taille.',
    embedCodeLabel: 'Code à coller',
    copyCode: 'Copier le code',
    codeCopied: 'Code copié.',
    embedImage: 'Image et lien',
    embedImageIntro: 'Là où les cadres ne sont pas permis, une image du plateau avec un lien vers la partie :',
    downloadImage: 'Télécharger l’image',
    frameTitle: '{game} — Marbles & stones',
  },
};
for (const lang of Object.keys(WORDS)) Object.assign(STRINGS[lang], WORDS[lang]);

export const MODES = ['play', 'replay', 'view', 'diagram', 'exercise'];
export const SIZES = [[720, 480], [480, 480], [320, 480]];
export const LIMITS = { w: [320, 1920], h: [320, 1200], autoplay: [0.3, 60] };
const MODE_WORDS = { play: 'modePlay', replay: 'modeReplay', view: 'modeView', diagram: 'modeDiagram', exercise: 'modeExercise' };

// The styles of the dialog, adopted by the document when it first opens (the page's policy
// allows no <style> element; a constructed sheet is the script's own).
const CSS = `
.mb-dialog.mb-builder { width: min(64rem, calc(100vw - 16px)); }
.mb-builder .mb-cols { display: grid; grid-template-columns: minmax(15rem, 25rem) minmax(0, 1fr); gap: 12px 20px; align-items: start; }
.mb-builder .mb-form { display: grid; grid-template-columns: minmax(0, 1fr) minmax(7rem, 13rem); gap: 8px 10px; align-items: center; }
.mb-builder [hidden] { display: none !important; }
.mb-builder .mb-form > .mb-choice, .mb-builder .mb-form > .mb-wide { grid-column: 1 / -1; }
.mb-builder .mb-form label { font-size: 14px; }
.mb-builder select, .mb-builder input[type=number] { box-sizing: border-box; width: 100%; min-height: 36px; padding: 4px 8px; border: 1px solid var(--mb-line); border-radius: 6px; background: var(--mb-bg2); color: var(--mb-text); font: inherit; }
.mb-builder .mb-preview { overflow: hidden; border: 1px dashed var(--mb-line); border-radius: 6px; }
.mb-builder .mb-preview iframe { display: block; border: 0; transform-origin: 0 0; background: var(--mb-bg2); }
.mb-builder h3 { margin: 0 0 6px; font-size: 16px; color: var(--mb-title); }
@media (max-width: 720px) { .mb-builder .mb-cols { grid-template-columns: minmax(0, 1fr); } }
@media (max-width: 480px) { .mb-builder .mb-form { grid-template-columns: minmax(0, 1fr); gap: 4px; } .mb-builder .mb-form > .mb-choice { margin-top: 4px; } }
`;
let sheet = null;
function adoptStyles() {
  if (sheet || typeof CSSStyleSheet !== 'function' || !('adoptedStyleSheets' in document)) return;
  sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

const clamp = (v, [lo, hi]) => Math.min(hi, Math.max(lo, Math.round(Number(v) || lo)));

function nameIn(id, lang) {
  const g = (ctx.M.games() || []).find((x) => x.id === id);
  return g ? (lang === 'fr' ? g.name_fr : g.name_en) : id;
}

// The builder's choices -> the options of embedUrl()/embedSnippet() (shim-links.js).
export function snippetOptions(o, game) {
  const replay = o.mode === 'replay';
  const lang = o.lang || ctx.lang;
  return {
    game: game.id,
    variant: game.variant,
    fragment: o.include ? game.fragment : '',
    mode: o.mode,
    ply: o.include && game.length > 0 ? o.ply : null,
    lang: o.lang,
    theme: o.theme,
    autoplay: replay && o.autoplay !== '' ? o.autoplay : null,
    controls: replay && !o.controls ? 'hidden' : null,
    answer: o.mode === 'exercise' && o.answer ? 'engine' : null,
    width: o.w,
    height: o.h,
    title: t('frameTitle', { game: nameIn(game.id, lang) }),
  };
}

// A labelled control of the form: [label, control].
function field(id, key, control, vars) {
  control.id = id;
  return [el('label', { for: id, text: t(key, vars) }), control];
}

function select(values, words, value) {
  const s = el('select');
  for (const v of values) s.appendChild(el('option', { value: v, text: words(v), selected: v === value }));
  return s;
}

function number(value, [min, max], step) {
  return el('input', { type: 'number', min: String(min), max: String(max), step: step || '1', value: String(value), inputMode: 'decimal' });
}

// The form, its controls in `c`.
function buildForm(o, game, c) {
  c.include = el('input', { type: 'checkbox', id: 'mb-embed-include', checked: o.include });
  c.mode = select(MODES, (v) => t(MODE_WORDS[v]), o.mode);
  c.ply = number(o.ply, [0, game.length]);
  c.size = select([...SIZES.map(([w, h]) => `${w}x${h}`), 'custom'], (v) => (v === 'custom' ? t('sizeCustom') : v.replace('x', ' × ')), `${o.w}x${o.h}`);
  c.w = number(o.w, LIMITS.w);
  c.h = number(o.h, LIMITS.h);
  c.lang = select(['', 'en', 'fr'], (v) => ({ '': t('langVisitor'), en: 'English', fr: 'Français' })[v], o.lang);
  c.theme = select(['light', 'dark', 'auto'], (v) => t({ light: 'themeLight', dark: 'themeDark', auto: 'themeAuto' }[v]), o.theme);
  c.autoplay = number('', LIMITS.autoplay, '0.1');
  c.autoplay.value = '';
  c.controls = el('input', { type: 'checkbox', id: 'mb-embed-controls', checked: o.controls });
  c.answer = el('input', { type: 'checkbox', id: 'mb-embed-answer', checked: o.answer });
  const plyRow = field('mb-embed-ply', 'embedPly', c.ply, { n: game.length });
  c.plyRow = plyRow;
  const replayRows = [...field('mb-embed-autoplay', 'embedAutoplay', c.autoplay),
    el('label', { className: 'mb-choice', for: c.controls.id }, [c.controls, t('embedControls')])];
  c.replayRows = replayRows;
  c.answerRow = el('label', { className: 'mb-choice', for: c.answer.id }, [c.answer, t('embedAnswer')]);
  return el('div', { className: 'mb-form' }, [
    el('label', { className: 'mb-choice', for: c.include.id }, [c.include, t('embedInclude')]),
    ...field('mb-embed-mode', 'embedMode', c.mode),
    ...plyRow,
    ...replayRows,
    c.answerRow,
    ...field('mb-embed-size', 'embedSize', c.size),
    ...field('mb-embed-width', 'embedWidth', c.w),
    ...field('mb-embed-height', 'embedHeight', c.h),
    ...field('mb-embed-lang', 'embedLang', c.lang),
    ...field('mb-embed-theme', 'embedTheme', c.theme),
  ]);
}

// The size menu says the preset the width and height typed in make, else "Custom".
function syncSize(c) {
  const v = `${c.w.value}x${c.h.value}`;
  c.size.value = SIZES.some(([w, h]) => `${w}x${h}` === v) ? v : 'custom';
}

// Reads the form into o (the values clamped to what the page accepts).
function readForm(o, game, c) {
  o.include = c.include.checked;
  o.mode = c.mode.value;
  o.ply = clamp(c.ply.value, [0, game.length]);
  o.w = clamp(c.w.value, LIMITS.w);
  o.h = clamp(c.h.value, LIMITS.h);
  o.lang = c.lang.value;
  o.theme = c.theme.value;
  const a = c.autoplay.value.trim();
  o.autoplay = a === '' || !(Number(a) >= LIMITS.autoplay[0]) ? '' : String(Math.min(LIMITS.autoplay[1], Number(a)));
  o.controls = c.controls.checked;
  o.answer = c.answer.checked;
}

// What applies to the mode chosen: the start move with the game, replay's options, the answer.
function showRelevant(o, game, c) {
  const hide = (nodes, hidden) => {
    for (const n of nodes) n.hidden = hidden;
  };
  hide(c.plyRow, !o.include || game.length === 0);
  hide(c.replayRows, o.mode !== 'replay');
  c.answerRow.hidden = o.mode !== 'exercise';
}

// The preview: a new frame for each new address (a changed fragment alone would not reload
// one), sized as the snippet's and scaled down to the space the dialog has.
function makePreview() {
  const box = el('div', { className: 'mb-preview' });
  const note = el('p', { className: 'mb-dim', id: 'mb-embed-scale' });
  let frame = null;
  let size = [0, 0];
  const fit = () => {
    if (!frame) return;
    const [w, h] = size;
    const room = Math.max(120, box.parentNode ? box.parentNode.clientWidth : w);
    const s = Math.min(1, room / w, Math.max(200, window.innerHeight * 0.55) / h);
    Object.assign(frame.style, { width: `${w}px`, height: `${h}px`, transform: s < 1 ? `scale(${s})` : '' });
    Object.assign(box.style, { width: `${Math.floor(w * s) + 2}px`, height: `${Math.floor(h * s) + 2}px` });
    box.dataset.scale = String(s);
    note.textContent = s < 1 ? t('previewScale', { pct: Math.round(s * 100) }) : '';
  };
  return {
    box,
    note,
    fit,
    show(url, w, h) {
      size = [w, h];
      if (!frame || frame.dataset.url !== url) {
        const next = el('iframe', { id: 'mb-embed-preview', title: t('previewTitle'), src: url, 'data-url': url });
        if (frame) frame.replaceWith(next);
        else box.appendChild(next);
        frame = next;
      }
      fit();
      requestAnimationFrame(fit);  // once the dialog is laid out
    },
  };
}

export async function openBuilder() {
  adoptStyles();
  const s = ctx.M.state();
  const game = {
    id: s.game,
    variant: s.variant,
    length: s.length,
    fragment: s.screen === 'game' ? await linkFragment(ctx.M.saveFull(), null) : '',
  };
  const o = {
    include: s.length > 0, mode: 'play', ply: s.ply, w: SIZES[0][0], h: SIZES[0][1],
    lang: ctx.lang, theme: s.theme === 'light' ? 'light' : 'dark', autoplay: '', controls: true, answer: false,
  };
  const c = {};
  let timer = null;
  showDialog(t('embedTitle'), ({ dialog, body }) => {
    dialog.classList.add('mb-builder');
    const area = el('textarea', { className: 'mb-field', id: 'mb-embed-code', readOnly: true, rows: '4', spellcheck: 'false' });
    const status = el('p', { className: 'mb-status', role: 'status' });
    const preview = makePreview();
    const form = buildForm(o, game, c);
    c.include.disabled = !game.fragment;
    const update = (now) => {
      readForm(o, game, c);
      showRelevant(o, game, c);
      const opts = snippetOptions(o, game);
      area.value = embedSnippet(opts);
      status.textContent = '';
      clearTimeout(timer);
      // The frame follows after a pause, so that a number typed digit by digit loads once.
      const show = () => preview.show(embedUrl(opts), o.w, o.h);
      if (now) show();
      else timer = setTimeout(show, 350);
    };
    form.addEventListener('input', (e) => {
      if (e.target === c.size && c.size.value !== 'custom') {
        [c.w.value, c.h.value] = c.size.value.split('x');
      } else if (e.target === c.w || e.target === c.h) {
        syncSize(c);
      }
      update(false);
    });
    // A number left out of range shows the value the snippet uses, once the field is left.
    form.addEventListener('change', () => {
      update(false);
      [c.ply.value, c.w.value, c.h.value] = [o.ply, o.w, o.h];
      syncSize(c);
    });
    const copy = button(t('copyCode'), async () => {
      if (await copyText(area.value, area, status)) status.textContent = t('codeCopied');
    }, true);
    body.append(
      el('p', { text: t('embedIntro') }),
      el('div', { className: 'mb-cols' }, [
        form,
        el('section', { 'aria-labelledby': 'mb-embed-preview-title' }, [
          el('h3', { id: 'mb-embed-preview-title', text: t('embedPreview') }), preview.box, preview.note]),
      ]),
      el('label', { for: area.id, className: 'mb-dim', text: t('embedCodeLabel') }),
      area,
      status,
    );
    if (typeof ctx.M.captureBoard === 'function') {
      body.append(
        el('h3', { text: t('embedImage') }),
        el('p', { className: 'mb-dim', text: t('embedImageIntro') }),
        el('div', { className: 'mb-row' }, [button(t('downloadImage'), () => image())]),
      );
    }
    body.append(buttons(button(t('close'), closeDialog), copy));
    const onResize = () => preview.fit();
    window.addEventListener('resize', onResize);
    dialog.addEventListener('close', () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    });
    update(true);
    return c.mode;
  });
  return { ok: true, snippet: document.getElementById('mb-embed-code').value };
}
