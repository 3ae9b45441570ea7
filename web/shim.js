// The page around the games (docs/EMBED.md): save and open records, autosave, share links,
// the embed parameters and the postMessage API. Plain JavaScript, no library, and no code for
// one game in particular: everything goes through window.marbles (web/index.html) and works
// for every game the registry holds.
//
// window.marblesShim = { ready, menu(command), save(), open(), openText(text), openFile(file),
//   share(), copyLink(), shareLink(), readLink(hash), embedCode(), embedSnippet(opts), image(),
//   goTo(ply), autosave, options, notices, storageAvailable }
// The panel's menu calls Module.marblesMenu(command) (set in index.html), which calls menu().
//
// Every storage call is guarded (sandboxed iframes throw SecurityError); every entry point
// catches its errors and shows a message: nothing is thrown to the console, and the game on
// screen changes only when a new one was read completely.
'use strict';
(function () {
  if (window.marblesShim) return;

  const params = new URLSearchParams(location.search);
  const embedded = params.get('embed') === '1';
  const AUTOSAVE_KEY = 'marbles:autosave:v1';
  const MAX_RECORD_BYTES = 1 << 20;  // 1 MiB: far above any real game, below a hostile file
  const MAX_LINK_CHARS = 65536;

  // ---------------------------------------------------------------------------------------
  // Strings (French and English; {name} is replaced by the value given)

  const STRINGS = {
    en: {
      close: 'Close',
      cancel: 'Cancel',
      closeNotice: 'Close this message',
      fileType: 'Game record',
      saved: 'Game saved as {name}.',
      downloaded: 'Game saved: {name} (in your downloads).',
      saveFailed: 'The game could not be saved: {error}.',
      openTitle: 'Open a game',
      openChoose: 'Choose a file…',
      openDrop: 'You can also drop a record file anywhere on the page.',
      openPaste: 'Or paste a record here:',
      openButton: 'Open',
      openEmpty: 'Paste a record first, or choose a file.',
      openError: 'This game cannot be opened: {error}. The game on screen is unchanged.',
      openFileError: '“{name}” cannot be opened: {error}. The game on screen is unchanged.',
      fileTooBig: 'the file is too large to be a game record ({size} KB, at most {max} KB)',
      fileUnreadable: 'the file could not be read',
      opened: 'Game opened: {game}.',
      dropHint: 'Drop the record file to open the game',
      shareTitle: 'Share this game',
      shareIntro: 'This link opens the game at this move. The whole game is in the link: nothing is sent to a server.',
      shareLinkLabel: 'Link to this game',
      copyLink: 'Copy link',
      shareNative: 'Share…',
      linkCopied: 'Link copied.',
      copyManual: 'The browser did not let the page copy: the text is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
      linkBad: 'This link does not hold a game that can be opened: {error}.',
      linkFresh: 'A new game of {game} is open instead.',
      linkData: 'the data after “#” is damaged (cut short or changed?)',
      linkNewer: 'it was made by a newer version of this site (“{key}”)',
      linkTooLong: 'it is too long ({size} characters)',
      linkNoCompression: 'this browser cannot read compressed links; open it in a recent Firefox, Chrome, Edge or Safari',
      continueText: 'A game of {game} is in progress ({moves}, saved {when}).',
      continueYes: 'Continue',
      continueNo: 'New game',
      continueFailed: 'The saved game could not be restored: {error}.',
      moves1: '1 move',
      movesN: '{n} moves',
      embedTitle: 'Embed on a web page',
      embedIntro: 'Paste this code into the HTML of a page to show the game there.',
      embedInclude: 'With this game, at this move',
      embedMode: 'What visitors can do',
      modePlay: 'Play',
      modeReplay: 'Step through the moves',
      modeView: 'Only look',
      embedCodeLabel: 'Code to paste',
      copyCode: 'Copy code',
      codeCopied: 'Code copied.',
      embedImage: 'Image and link',
      embedImageIntro: 'Where frames are not allowed, a picture of the board that links to the game:',
      downloadImage: 'Download the image',
      imageUnavailable: 'Saving the board as an image is not available yet.',
      imageFailed: 'The image could not be made: {error}.',
      settingsUnavailable: 'Settings are not available yet.',
      paramError: 'Parameter “{name}”: {error}.',
      paramValues: '“{value}” is not one of {values}',
      paramMove: 'move {i} “{move}”: {error}',
      paramPly: '“{value}” is not a move number from 0 to {max}',
      paramAiLevel: 'unknown computer level “{level}” (known: {levels})',
      paramOrigin: '“{value}” is not an origin like https://example.org',
      paramUnknownGame: 'unknown game “{value}” (known: {known})',
      frameTitle: '{game} — Marbles & stones',
      imageAlt: 'The board of a game of {game}',
      moveListLabel: 'Moves of the game',
      moveInputLabel: 'Type a move',
      moveInputHelp: 'In the notation of the move list (for example C3, D2-D1, xB4), then Enter. Press / on the board to come here.',
      moveRefused: '“{move}” cannot be played: {error}.',
      gameShown: '{game}, after {n} moves.',
      backTo: 'Back to move {n}.',
    },
    fr: {
      close: 'Fermer',
      cancel: 'Annuler',
      closeNotice: 'Fermer ce message',
      fileType: 'Partie enregistrée',
      saved: 'Partie enregistrée sous {name}.',
      downloaded: 'Partie enregistrée : {name} (dans vos téléchargements).',
      saveFailed: 'La partie n’a pas pu être enregistrée : {error}.',
      openTitle: 'Ouvrir une partie',
      openChoose: 'Choisir un fichier…',
      openDrop: 'Vous pouvez aussi déposer un fichier de partie n’importe où sur la page.',
      openPaste: 'Ou collez une partie ici :',
      openButton: 'Ouvrir',
      openEmpty: 'Collez d’abord une partie, ou choisissez un fichier.',
      openError: 'Impossible d’ouvrir cette partie : {error}. La partie à l’écran n’a pas changé.',
      openFileError: 'Impossible d’ouvrir « {name} » : {error}. La partie à l’écran n’a pas changé.',
      fileTooBig: 'le fichier est trop gros pour être une partie ({size} Ko, au plus {max} Ko)',
      fileUnreadable: 'le fichier n’a pas pu être lu',
      opened: 'Partie ouverte : {game}.',
      dropHint: 'Déposez le fichier pour ouvrir la partie',
      shareTitle: 'Partager cette partie',
      shareIntro: 'Ce lien ouvre la partie à ce coup. Toute la partie est dans le lien : rien n’est envoyé à un serveur.',
      shareLinkLabel: 'Lien vers cette partie',
      copyLink: 'Copier le lien',
      shareNative: 'Partager…',
      linkCopied: 'Lien copié.',
      copyManual: 'Le navigateur n’a pas laissé la page copier : le texte est sélectionné, appuyez sur Ctrl+C (⌘C sur Mac) pour le copier.',
      linkBad: 'Ce lien ne contient pas de partie lisible : {error}.',
      linkFresh: 'Une nouvelle partie de {game} est ouverte à la place.',
      linkData: 'les données après « # » sont abîmées (coupées ou modifiées ?)',
      linkNewer: 'il a été fait par une version plus récente de ce site (« {key} »)',
      linkTooLong: 'il est trop long ({size} caractères)',
      linkNoCompression: 'ce navigateur ne sait pas lire les liens compressés ; ouvrez-le dans un Firefox, Chrome, Edge ou Safari récent',
      continueText: 'Une partie de {game} est en cours ({moves}, enregistrée {when}).',
      continueYes: 'Continuer',
      continueNo: 'Nouvelle partie',
      continueFailed: 'La partie enregistrée n’a pas pu être reprise : {error}.',
      moves1: '1 coup',
      movesN: '{n} coups',
      embedTitle: 'Intégrer dans une page web',
      embedIntro: 'Collez ce code dans le HTML d’une page pour y montrer le jeu.',
      embedInclude: 'Avec cette partie, à ce coup',
      embedMode: 'Ce que les visiteurs peuvent faire',
      modePlay: 'Jouer',
      modeReplay: 'Parcourir les coups',
      modeView: 'Seulement regarder',
      embedCodeLabel: 'Code à coller',
      copyCode: 'Copier le code',
      codeCopied: 'Code copié.',
      embedImage: 'Image et lien',
      embedImageIntro: 'Là où les cadres ne sont pas permis, une image du plateau avec un lien vers la partie :',
      downloadImage: 'Télécharger l’image',
      imageUnavailable: 'L’enregistrement du plateau en image n’est pas encore disponible.',
      imageFailed: 'L’image n’a pas pu être faite : {error}.',
      settingsUnavailable: 'Les réglages ne sont pas encore disponibles.',
      paramError: 'Paramètre « {name} » : {error}.',
      paramValues: '« {value} » n’est pas une de ces valeurs : {values}',
      paramMove: 'coup {i} « {move} » : {error}',
      paramPly: '« {value} » n’est pas un numéro de coup de 0 à {max}',
      paramAiLevel: 'niveau de l’ordinateur inconnu « {level} » (connus : {levels})',
      paramOrigin: '« {value} » n’est pas une origine comme https://example.org',
      paramUnknownGame: 'jeu inconnu « {value} » (connus : {known})',
      frameTitle: '{game} — Marbles & stones',
      imageAlt: 'Le plateau d’une partie de {game}',
      moveListLabel: 'Coups de la partie',
      moveInputLabel: 'Tapez un coup',
      moveInputHelp: 'Dans la notation de la liste des coups (par exemple C3, D2-D1, xB4), puis Entrée. Touche / sur le plateau pour venir ici.',
      moveRefused: '« {move} » ne peut pas être joué : {error}.',
      gameShown: '{game}, après {n} coups.',
      backTo: 'Retour au coup {n}.',
    },
  };

  let M = null;  // window.marbles once ready
  let lang = 'en';

  function t(key, vars) {
    const table = STRINGS[lang] || STRINGS.en;
    const text = table[key] ?? STRINGS.en[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (m, k) => (vars && k in vars ? String(vars[k]) : m));
  }

  // An API reply's error as the page shows it: the engine writes its messages (a move, a
  // position, a saved game) in the page's language too (error_local); "error" is English.
  function engineError(r) {
    return String((r && (r.error_local || r.error)) || '').replace(/\.$/, '');
  }

  function movesText(n) {
    return n === 1 ? t('moves1') : t('movesN', { n });
  }

  function gameName(id) {
    try {
      const g = M.games().find((x) => x.id === id);
      if (g) return lang === 'fr' ? g.name_fr : g.name_en;
    } catch (e) { /* the name is cosmetic */ }
    return id;
  }

  function today() {
    const d = new Date();
    const two = (n) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  }

  // ---------------------------------------------------------------------------------------
  // Storage: every call guarded

  const storage = {
    available: null,
    get(key) {
      try {
        return window.localStorage.getItem(key);
      } catch (e) {
        storage.available = false;
        return null;
      }
    },
    set(key, value) {
      try {
        window.localStorage.setItem(key, value);
        storage.available = true;
        return true;
      } catch (e) {
        storage.available = false;
        return false;
      }
    },
    remove(key) {
      try {
        window.localStorage.removeItem(key);
        return true;
      } catch (e) {
        storage.available = false;
        return false;
      }
    },
  };

  // ---------------------------------------------------------------------------------------
  // Small DOM helpers (the styles are in web/shim.css)

  function el(tag, props, children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'text') node.textContent = v;
      else if (k === 'className') node.className = v;
      else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
      else if (k in node && typeof v !== 'string') node[k] = v;
      else node.setAttribute(k, v === true ? '' : v);
    }
    for (const c of [].concat(children || [])) {
      if (c) node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    }
    return node;
  }

  let layerTop = null;
  let dropZone = null;

  function mountUi() {
    layerTop = el('div', { className: 'mb-ui mb-top', 'aria-live': 'polite' });
    dropZone = el('div', { className: 'mb-drop', hidden: true, 'aria-hidden': 'true' });
    document.body.append(layerTop, dropZone);
  }

  function focusCanvas() {
    const c = document.getElementById('canvas');
    if (c) c.focus({ preventScroll: true });
  }

  // ----- notices: short messages at the top; errors stay until closed -----
  const notices = [];

  function notify(text, { error = false, ms = 6000 } = {}) {
    notices.push({ text, error });
    if (!layerTop) return;
    const box = el('div', { className: 'mb-box' + (error ? ' mb-bad' : ''), role: error ? 'alert' : 'status' });
    const close = () => box.remove();
    box.append(
      el('p', { text }),
      el('button', { type: 'button', className: 'mb-btn mb-x', 'aria-label': t('closeNotice'), title: t('closeNotice'), text: '×', onclick: close }),
    );
    box.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') close();
    });
    // At most three at a time: the oldest goes.
    const shown = [...layerTop.children].filter((c) => c !== banner);
    if (shown.length >= 3) shown[0].remove();
    layerTop.appendChild(box);
    if (!error) setTimeout(close, ms);
  }

  // ----- modal dialogs: <dialog>.showModal() keeps the focus inside; Escape closes -----
  let openDialog = null;

  function showDialog(title, build) {
    closeDialog();
    const dlg = el('dialog', { className: 'mb-dialog', 'aria-labelledby': 'mb-dialog-title' });
    const body = el('div', { className: 'mb-body' });
    body.appendChild(el('h2', { id: 'mb-dialog-title', text: title }));
    dlg.appendChild(body);
    const api = { dialog: dlg, body, close: () => closeDialog() };
    const focus = build(api);
    dlg.addEventListener('close', () => {
      dlg.remove();
      if (openDialog === api) {
        openDialog = null;
        focusCanvas();
      }
    });
    document.body.appendChild(dlg);
    openDialog = api;
    try {
      dlg.showModal();
    } catch (e) {
      dlg.setAttribute('open', '');
    }
    if (focus) focus.focus();
    return api;
  }

  function closeDialog() {
    const d = openDialog;
    openDialog = null;
    if (d && d.dialog.isConnected) {
      if (d.dialog.open) d.dialog.close();
      d.dialog.remove();
      focusCanvas();
    }
  }

  function buttons(...list) {
    return el('div', { className: 'mb-buttons' }, list);
  }

  function button(label, onclick, primary) {
    return el('button', { type: 'button', className: 'mb-btn' + (primary ? ' mb-primary' : ''), text: label, onclick });
  }

  // Copies text with the Clipboard API; when refused, selects it in the given field and says
  // how to copy by hand. Resolves to true when copied.
  async function copyText(text, field, status) {
    try {
      if (!navigator.clipboard || typeof navigator.clipboard.writeText !== 'function') throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      return true;
    } catch (e) {
      if (field) {
        field.focus();
        field.select();
      }
      if (status) status.textContent = t('copyManual');
      return false;
    }
  }

  // ---------------------------------------------------------------------------------------
  // Save

  async function save() {
    try {
      const s = M.state();
      const text = M.save();
      const name = `${s.game}-${today()}.marbles.txt`;
      if (typeof window.showSaveFilePicker === 'function' && window.top === window.self) {
        try {
          const handle = await window.showSaveFilePicker({
            suggestedName: name,
            types: [{ description: t('fileType'), accept: { 'text/plain': ['.txt'] } }],
          });
          const w = await handle.createWritable();
          await w.write(text);
          await w.close();
          notify(t('saved', { name: handle.name || name }));
          return { ok: true, method: 'picker', name: handle.name || name };
        } catch (e) {
          if (e && e.name === 'AbortError') return { ok: false, cancelled: true };
          // Any other refusal (a policy, a sandbox): fall back to a download.
        }
      }
      const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
      const a = el('a', { href: url, download: name, hidden: true });
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60000);
      notify(t('downloaded', { name }));
      return { ok: true, method: 'download', name };
    } catch (e) {
      notify(t('saveFailed', { error: String(e && e.message || e) }), { error: true });
      return { ok: false, error: String(e && e.message || e) };
    }
  }

  // ---------------------------------------------------------------------------------------
  // Open: a file (picker or drop) or pasted text

  let openError = null;  // the open dialog's error line, when it is open

  function showOpenError(text) {
    // Escape closes a <dialog> at once but its 'close' event comes a task later: a file dropped
    // in between must not write into the dialog that is no longer shown.
    if (openDialog && openDialog.dialog.open && openError && openError.isConnected) {
      openError.textContent = text;
    } else {
      notify(text, { error: true });
    }
  }

  // Loads a record; on failure the game is unchanged and the error names the line.
  function openText(text, fileName) {
    if (typeof text !== 'string' || text.trim() === '') {
      const error = t('openEmpty');
      showOpenError(error);
      return { ok: false, error };
    }
    const r = M.load(text);
    if (!r.ok) {
      const detail = engineError(r);
      showOpenError(fileName ? t('openFileError', { name: fileName, error: detail })
        : t('openError', { error: detail }));
      return r;
    }
    closeDialog();
    notify(t('opened', { game: gameName(M.state().game) }));
    return r;
  }

  async function openFile(file) {
    try {
      if (!file) return { ok: false, error: 'no file' };
      if (file.size > MAX_RECORD_BYTES) {
        const error = t('fileTooBig', { size: Math.ceil(file.size / 1024), max: MAX_RECORD_BYTES / 1024 });
        showOpenError(t('openFileError', { name: file.name, error }));
        return { ok: false, error };
      }
      let text;
      try {
        text = await file.text();
      } catch (e) {
        const error = t('fileUnreadable');
        showOpenError(t('openFileError', { name: file.name, error }));
        return { ok: false, error };
      }
      return openText(text, file.name);
    } catch (e) {
      showOpenError(String(e && e.message || e));
      return { ok: false, error: String(e && e.message || e) };
    }
  }

  function open() {
    showDialog(t('openTitle'), ({ body }) => {
      const input = el('input', { type: 'file', className: 'mb-file', accept: '.txt,text/plain', tabindex: '-1', 'aria-hidden': 'true' });
      input.addEventListener('change', () => {
        const f = input.files && input.files[0];
        input.value = '';
        if (f) openFile(f);
      });
      const choose = button(t('openChoose'), () => input.click(), false);
      const area = el('textarea', { className: 'mb-field', id: 'mb-paste', spellcheck: 'false', autocomplete: 'off', rows: '6' });
      openError = el('p', { className: 'mb-error', role: 'alert' });
      area.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) openText(area.value);
      });
      body.append(
        el('div', { className: 'mb-row' }, [choose, input]),
        el('p', { className: 'mb-dim', text: t('openDrop') }),
        el('label', { for: 'mb-paste', text: t('openPaste') }),
        area,
        openError,
        buttons(button(t('cancel'), closeDialog), button(t('openButton'), () => openText(area.value), true)),
      );
      return choose;
    });
    return { ok: true };
  }

  // Drag and drop anywhere on the page (not in embeds, which show a fixed game).
  function setupDrop() {
    let depth = 0;
    const hasFiles = (e) => e.dataTransfer && Array.from(e.dataTransfer.types || []).includes('Files');
    document.addEventListener('dragenter', (e) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth += 1;
      dropZone.textContent = t('dropHint');
      dropZone.hidden = false;
    });
    document.addEventListener('dragover', (e) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    });
    document.addEventListener('dragleave', (e) => {
      if (!hasFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) dropZone.hidden = true;
    });
    document.addEventListener('drop', (e) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth = 0;
      dropZone.hidden = true;
      const f = e.dataTransfer.files && e.dataTransfer.files[0];
      if (f) openFile(f);
    });
  }

  // ---------------------------------------------------------------------------------------
  // Share links: #r1=<base64url(deflate-raw(record))>[&ply=N], or #t1=<percent-encoded record>

  function toBase64Url(bytes) {
    let bin = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function fromBase64Url(text) {
    if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
    try {
      const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
      const out = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
      return out;
    } catch (e) {
      return null;
    }
  }

  const canCompress = typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

  async function streamBytes(stream, limit) {
    const reader = stream.getReader();
    const parts = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        reader.cancel().catch(() => {});
        throw new Error('too large');
      }
      parts.push(value);
    }
    const out = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }

  async function deflate(text) {
    const input = new Blob([new TextEncoder().encode(text)]).stream();
    return streamBytes(input.pipeThrough(new CompressionStream('deflate-raw')), Infinity);
  }

  async function inflate(bytes) {
    const input = new Blob([bytes]).stream();
    const stream = input.pipeThrough(new DecompressionStream('deflate-raw'));
    const out = await streamBytes(stream, MAX_RECORD_BYTES);
    return new TextDecoder('utf-8', { fatal: true }).decode(out);
  }

  // The link to the game on screen: the whole record (the moves after the cursor too) and,
  // when the cursor is before the end, the ply to show.
  async function shareLink(options) {
    const s = M.state();
    const record = M.saveFull();
    const frag = await linkFragment(record, s.ply < s.length ? s.ply : null);
    const base = (options && options.base) || location.origin + location.pathname;
    return `${base}#${frag}`;
  }

  async function linkFragment(record, ply) {
    let frag = canCompress ? 'r1=' + toBase64Url(await deflate(record)) : 't1=' + encodeURIComponent(record);
    if (ply !== null && ply !== undefined) frag += `&ply=${ply}`;
    return frag;
  }

  // Reads a fragment ("#r1=…"). Resolves to null when it holds no game (an ordinary anchor),
  // {ok: true, record, ply} or {ok: false, error} (translated).
  async function readLink(hash) {
    const text = String(hash || '').replace(/^#/, '');
    if (!/^(?:[rt]\d+)=/.test(text) && !/&[rt]\d+=/.test(text)) return null;
    if (text.length > MAX_LINK_CHARS) return { ok: false, error: t('linkTooLong', { size: text.length }) };
    const fields = {};
    for (const part of text.split('&')) {
      const i = part.indexOf('=');
      if (i > 0) fields[part.slice(0, i)] = part.slice(i + 1);
    }
    let ply = null;
    if ('ply' in fields) {
      if (!/^\d{1,6}$/.test(fields.ply)) return { ok: false, error: t('linkData') };
      ply = Number(fields.ply);
    }
    if ('r1' in fields) {
      if (!canCompress) return { ok: false, error: t('linkNoCompression') };
      const bytes = fromBase64Url(fields.r1);
      if (!bytes || bytes.length === 0) return { ok: false, error: t('linkData') };
      try {
        return { ok: true, record: await inflate(bytes), ply };
      } catch (e) {
        return { ok: false, error: t('linkData') };
      }
    }
    if ('t1' in fields) {
      try {
        return { ok: true, record: decodeURIComponent(fields.t1), ply };
      } catch (e) {
        return { ok: false, error: t('linkData') };
      }
    }
    const key = Object.keys(fields).find((k) => /^[rt]\d+$/.test(k));
    return { ok: false, error: t('linkNewer', { key }) };
  }

  // Opens the game of a share link; a bad link leaves a message and a fresh game (of the game
  // the record names, when it names one that can be played).
  // keepCursor: leave the cursor at the end (the start-up plays moves=… first, then goes to the
  // link's ply).
  async function applyLink(hash, keepCursor) {
    const link = await readLink(hash);
    if (!link) return null;
    link.keepCursor = !!keepCursor;
    if (!link.ok) {
      notify(t('linkBad', { error: link.error }), { error: true });
      return link;
    }
    return batch(() => openLinkRecord(link));
  }

  function openLinkRecord(link) {
    const r = M.load(link.record);
    if (!r.ok) {
      let text = t('linkBad', { error: engineError(r) });
      const named = /^\s*\[\s*Game\s+"([^"\\]*)"/m.exec(link.record);
      const g = named && (M.games() || []).find((x) => x.id === named[1] && x.playable);
      if (g && M.newGame(g.id, 'default').ok) text += ' ' + t('linkFresh', { game: gameName(g.id) });
      notify(text, { error: true });
      return { ok: false, error: r.error };
    }
    if (link.ply !== null && !link.keepCursor) goTo(link.ply);
    return { ok: true, ply: link.ply };
  }

  function clearHash() {
    try {
      history.replaceState(history.state, '', location.pathname + location.search);
    } catch (e) { /* an opaque origin may refuse: the fragment then stays */ }
  }

  async function copyLink() {
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
  async function share(opts) {
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

  // ---------------------------------------------------------------------------------------
  // Embed code

  function pageBase() {
    return location.origin + location.pathname.replace(/[^/]*$/, '');
  }

  // The iframe snippet. opts: {game, variant, fragment, mode, title}.
  function embedSnippet(opts) {
    const q = new URLSearchParams({ embed: '1' });
    if (opts.game) q.set('game', opts.game);
    if (opts.variant && opts.variant !== 'default') q.set('variant', opts.variant);
    if (opts.mode && opts.mode !== 'play') q.set('mode', opts.mode);
    const src = `${pageBase()}index.html?${q}${opts.fragment ? '#' + opts.fragment : ''}`;
    const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    return `<iframe src="${esc(src)}" title="${esc(opts.title || 'Marbles & stones')}" ` +
      'style="width:100%;max-width:720px;height:560px;border:0" loading="lazy" ' +
      'allow="clipboard-write"></iframe>';
  }

  async function embedCode() {
    try {
      const s = M.state();
      const title = t('frameTitle', { game: gameName(s.game) });
      const fragment = s.length > 0 ? await linkFragment(M.saveFull(), s.ply < s.length ? s.ply : null) : '';
      const opts = { game: s.game, variant: s.variant, fragment, mode: 'play', title };
      showDialog(t('embedTitle'), ({ body }) => {
        const area = el('textarea', { className: 'mb-field', id: 'mb-embed-code', readOnly: true, rows: '5', spellcheck: 'false' });
        const status = el('p', { className: 'mb-status', role: 'status' });
        const include = el('input', { type: 'checkbox', id: 'mb-embed-include', checked: !!fragment, disabled: !fragment });
        const update = () => {
          area.value = embedSnippet({ ...opts, fragment: include.checked ? fragment : '' });
          status.textContent = '';
        };
        const modes = el('fieldset', {}, [el('legend', { text: t('embedMode') })]);
        for (const [value, key] of [['play', 'modePlay'], ['replay', 'modeReplay'], ['view', 'modeView']]) {
          const radio = el('input', { type: 'radio', name: 'mb-embed-mode', value, checked: value === 'play', id: `mb-embed-mode-${value}` });
          radio.addEventListener('change', () => {
            opts.mode = value;
            update();
          });
          modes.appendChild(el('label', { className: 'mb-choice', for: radio.id }, [radio, t(key)]));
        }
        include.addEventListener('change', update);
        update();
        const copy = button(t('copyCode'), async () => {
          if (await copyText(area.value, area, status)) status.textContent = t('codeCopied');
        }, true);
        body.append(
          el('p', { text: t('embedIntro') }),
          el('label', { className: 'mb-choice', for: include.id }, [include, t('embedInclude')]),
          modes,
          el('label', { for: area.id, className: 'mb-dim', text: t('embedCodeLabel') }),
          area,
          status,
        );
        // Hook: once the board can be exported as an image (marbles.captureBoard), an image that
        // links to the game, for sites that do not allow frames.
        if (typeof M.captureBoard === 'function') {
          body.append(
            el('h2', { text: t('embedImage') }),
            el('p', { className: 'mb-dim', text: t('embedImageIntro') }),
            el('div', { className: 'mb-row' }, [button(t('downloadImage'), () => image())]),
          );
        }
        body.append(buttons(button(t('close'), closeDialog), copy));
        return copy;
      });
      return { ok: true, snippet: document.getElementById('mb-embed-code').value };
    } catch (e) {
      notify(String(e && e.message || e), { error: true });
      return { ok: false, error: String(e && e.message || e) };
    }
  }

  // The board as a PNG file, once marbles.captureBoard() exists.
  async function image() {
    if (typeof M.captureBoard !== 'function') {
      notify(t('imageUnavailable'));
      return { ok: false, error: 'image export is not available yet' };
    }
    try {
      const blob = await M.captureBoard();
      const name = `${M.state().game}-${today()}.png`;
      const url = URL.createObjectURL(blob);
      const a = el('a', { href: url, download: name, hidden: true });
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60000);
      return { ok: true, name };
    } catch (e) {
      notify(t('imageFailed', { error: String(e && e.message || e) }), { error: true });
      return { ok: false, error: String(e && e.message || e) };
    }
  }

  // ---------------------------------------------------------------------------------------
  // The cursor: marbles.goTo where it exists, else undo/redo one step at a time

  function goTo(ply) {
    return batch(() => walkTo(ply));
  }

  function walkTo(ply) {
    const n = Number(ply);
    if (!Number.isInteger(n) || n < 0) return { ok: false, error: `ply must be an integer >= 0, not ${JSON.stringify(ply)}` };
    if (typeof M.goTo === 'function') return M.goTo(n);
    let s = M.state();
    if (n > s.length) return { ok: false, error: `ply ${n} is past the end of the game (${s.length} moves)` };
    // The computer's side is set aside while walking, so that undo and redo step one ply.
    const ai = s.ai;
    if (ai !== 'off') M.setOption('ai', 'off');
    for (let guard = 0; s.ply > n && guard < 100000; guard++) {
      if (!M.undo().ok) break;
      s = M.state();
    }
    for (let guard = 0; s.ply < n && guard < 100000; guard++) {
      if (!M.redo().ok) break;
      s = M.state();
    }
    if (ai !== 'off') M.setOption('ai', ai);
    return s.ply === n ? { ok: true } : { ok: false, error: `could not reach ply ${n}` };
  }

  // ---------------------------------------------------------------------------------------
  // Autosave and the offer to continue

  let autosaveArmed = false;
  let baselineKey = null;
  let banner = null;

  function gameKey() {
    const s = M.state();
    return { s, key: s.screen === 'game' ? `${s.ply}\n${M.saveFull()}` : null };
  }

  function autosaveNow(s) {
    const record = M.saveFull();
    if (s.terminal || s.length === 0) return storage.remove(AUTOSAVE_KEY);
    return storage.set(AUTOSAVE_KEY, JSON.stringify({
      v: 1, record, ply: s.ply, length: s.length, game: s.game, ai: s.ai,
      ai_level: s.ai_level, ai_time: s.ai_time, saved: Date.now(),
    }));
  }

  function readAutosave() {
    const raw = storage.get(AUTOSAVE_KEY);
    if (!raw) return null;
    try {
      const a = JSON.parse(raw);
      if (a && a.v === 1 && typeof a.record === 'string' && Number.isInteger(a.ply)) return a;
    } catch (e) { /* a damaged entry is ignored (and kept, in case a newer page reads it) */ }
    return null;
  }

  function offerContinue(saved) {
    const render = () => {
      if (!banner) return;
      const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(saved.saved || Date.now()));
      banner.replaceChildren(
        el('p', { id: 'mb-continue-text', text: t('continueText', { game: gameName(saved.game), moves: movesText(saved.ply), when }) }),
        el('div', { className: 'mb-buttons' }, [
          button(t('continueNo'), () => dismissBanner(), false),
          button(t('continueYes'), () => continueSaved(saved), true),
        ]),
      );
    };
    banner = el('div', { className: 'mb-box', role: 'region', 'aria-labelledby': 'mb-continue-text', id: 'mb-continue' });
    banner.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') dismissBanner();
    });
    banner.render = render;
    render();
    // At the top: the start screen's own buttons are at the bottom.
    layerTop.prepend(banner);
    banner.querySelector('.mb-primary').focus({ preventScroll: true });
  }

  function dismissBanner() {
    if (banner) {
      const had = banner.contains(document.activeElement);
      banner.remove();
      banner = null;
      if (had) focusCanvas();
    }
  }

  function continueSaved(saved) {
    dismissBanner();
    return batch(() => restore(saved));
  }

  function restore(saved) {
    const r = M.load(saved.record);
    if (!r.ok) {
      notify(t('continueFailed', { error: engineError(r) }), { error: true });
      return r;
    }
    goTo(saved.ply);
    // The computer's level and time as they were (an autosave of an older page has none).
    if (typeof saved.ai_level === 'string') M.setOption('ai_level', saved.ai_level);
    if (typeof saved.ai_time === 'number') M.setOption('ai_time', String(saved.ai_time));
    if (saved.ai && saved.ai !== 'off') M.setOption('ai', saved.ai);
    return { ok: true };
  }

  // ---------------------------------------------------------------------------------------
  // Parameters (index.html?embed=1&game=…; they work without embed=1 too)

  const options = {};  // every option the shim asked for: name -> {value, ok, error}

  function setOption(name, value) {
    let r;
    try {
      r = M.setOption(name, String(value));
    } catch (e) {
      r = { ok: false, error: String(e && e.message || e) };
    }
    options[name] = { value: String(value), ok: !!r.ok, error: r.ok ? undefined : r.error };
    return r;
  }

  const isUnknownOption = (r) => !r.ok && /unknown option/.test(r.error || '');

  function paramError(name, error) {
    notify(t('paramError', { name, error }), { error: true });
  }

  function oneOf(name, value, values) {
    if (values.includes(value)) return true;
    paramError(name, t('paramValues', { value, values: values.join(', ') }));
    return false;
  }

  let themeQuery = null;

  function applyTheme(choice) {
    const resolve = () => (choice === 'auto'
      ? (themeQuery && themeQuery.matches ? 'light' : 'dark') : choice);
    const apply = () => {
      const theme = resolve();
      document.documentElement.dataset.theme = theme;
      setOption('theme', theme);
    };
    if (choice === 'auto' && typeof window.matchMedia === 'function') {
      themeQuery = window.matchMedia('(prefers-color-scheme: light)');
      themeQuery.addEventListener('change', apply);
    }
    apply();
  }

  // The game the parameters ask for: record, else game (+ variant), then moves and ply.
  function applyGameParams() {
    const p = (k) => params.get(k);
    let any = false;
    if (p('record') !== null) {
      any = true;
      const r = M.load(p('record'));
      if (!r.ok) paramError('record', engineError(r));
    } else if (p('game') !== null) {
      any = true;
      const id = p('game');
      const games = M.games();
      const known = games.filter((g) => g.playable).map((g) => g.id);
      if (!games.some((g) => g.id === id)) {
        paramError('game', t('paramUnknownGame', { value: id, known: known.join(', ') }));
      } else {
        const r = M.newGame(id, p('variant') ?? 'default');
        if (!r.ok) paramError(p('variant') !== null && /variant/i.test(r.error) ? 'variant' : 'game', engineError(r));
      }
    }
    return applyMoves() || any;
  }

  // moves=…: played after the game the link or the other parameters opened.
  function applyMoves() {
    const list = params.get('moves');
    if (list === null) return false;
    const moves = list.split(/[\s,]+/).filter(Boolean);
    if (M.state().screen !== 'game') {
      const first = M.games().find((g) => g.playable);
      if (first) M.newGame(first.id, 'default');
    }
    for (let i = 0; i < moves.length; i++) {
      const r = M.play(moves[i]);
      if (!r.ok) {
        paramError('moves', t('paramMove', { i: i + 1, move: moves[i], error: engineError(r) }));
        break;
      }
    }
    return true;
  }

  function applyPly() {
    const v = params.get('ply');
    if (v === null) return;
    const s = M.state();
    if (!/^\d+$/.test(v) || Number(v) > s.length) {
      paramError('ply', t('paramPly', { value: v, max: s.length }));
      return;
    }
    goTo(Number(v));
  }

  let modeFallback = null;

  function applyMode() {
    const mode = params.get('mode');
    if (mode === null || !oneOf('mode', mode, ['play', 'replay', 'view'])) return null;
    const r = setOption('mode', mode);
    if (isUnknownOption(r) && mode === 'view') {
      // Until the app knows the mode: a view-only board takes no input at all.
      const c = document.getElementById('canvas');
      c.style.pointerEvents = 'none';
      c.setAttribute('tabindex', '-1');
      modeFallback = 'view';
    }
    return mode;
  }

  const AI_LEVELS = ['beginner', 'intermediate', 'strong', 'random'];

  function applyAi(mode) {
    const v = params.get('ai');
    const time = params.get('ai_time');
    if (v === null && time === null) return;
    if (mode && mode !== 'play') return;  // only a game being played has a computer opponent
    if (time !== null) {
      // The strong level's seconds a move (ai_time=5).
      const r = setOption('ai_time', time);
      if (!r.ok) paramError('ai_time', engineError(r));
    }
    if (v === null) return;
    // off, a seat, or seats separated by commas (ai=1,2,3), after an optional level (strong:1).
    const m = /^(?:([a-z0-9_-]+):)?(off|\d+(?:,\d+)*)$/i.exec(v);
    if (!m) {
      paramError('ai', t('paramValues', { value: v, values: 'off, 0, 1, 1,2,3, strong:1' }));
      return;
    }
    if (m[1]) {
      const level = m[1].toLowerCase();
      const r = AI_LEVELS.includes(level) ? setOption('ai_level', level) : { ok: false };
      if (!r.ok) {
        paramError('ai', t('paramAiLevel', { level, levels: AI_LEVELS.join(', ') }));
        return;
      }
    }
    const r = setOption('ai', m[2]);
    if (!r.ok) paramError('ai', engineError(r));
  }

  // ---------------------------------------------------------------------------------------
  // postMessage API (api=1): to the parent only, from the parent only

  const channel = { enabled: params.get('api') === '1', target: null, accept: null, blocked: false };

  function setupChannel() {
    let expected = null;
    const given = params.get('parentOrigin');
    if (given !== null) {
      try {
        expected = new URL(given).origin;
        if (expected === 'null') throw new Error('opaque');
      } catch (e) {
        paramError('parentOrigin', t('paramOrigin', { value: given }));
        channel.blocked = true;
      }
    }
    if (!channel.enabled || window.parent === window || channel.blocked) {
      channel.enabled = false;
      return;
    }
    // Who the parent really is, where the browser says (Chromium, Safari), else the referrer.
    let actual = null;
    try {
      if (location.ancestorOrigins && location.ancestorOrigins.length > 0) actual = location.ancestorOrigins[0];
    } catch (e) { /* not available */ }
    if (!actual && document.referrer) {
      try {
        actual = new URL(document.referrer).origin;
      } catch (e) { /* no referrer */ }
    }
    if (expected) {
      // A parent that is not the expected one gets nothing (and posting to it would only log a
      // browser error).
      if (actual && actual !== 'null' && actual !== expected) channel.blocked = true;
      channel.target = expected;
      channel.accept = expected;
    } else if (actual && actual !== 'null') {
      channel.target = actual;
      channel.accept = actual;
    } else {
      channel.target = '*';  // the parent is unknown: events go out, commands come from it only
      channel.accept = null;
    }
    window.addEventListener('message', onMessage);
  }

  function post(type, data) {
    if (!channel.enabled || channel.blocked) return;
    try {
      window.parent.postMessage({ source: 'marbles', type, ...data }, channel.target);
    } catch (e) { /* the parent went away */ }
  }

  function brief(s) {
    return {
      game: s.game, variant: s.variant, ply: s.ply, length: s.length, to_move: s.to_move,
      terminal: s.terminal, result: s.result, screen: s.screen,
    };
  }

  let lastHeight = 0;

  // The height the page would like: a hint for the parent, from its width (a square-ish board
  // and the panel beside it, or below it on narrow frames).
  function preferredHeight() {
    const w = Math.max(320, window.innerWidth || 320);
    const h = w >= 640 ? Math.round(w * 0.62) : Math.round(w * 0.9 + 280);
    return Math.max(320, Math.min(h, 1000));
  }

  function postHeight() {
    const h = preferredHeight();
    if (h !== lastHeight) {
      lastHeight = h;
      post('height', { height: h });
    }
  }

  function onMessage(e) {
    if (e.source !== window.parent) return;
    if (channel.accept && e.origin !== channel.accept) return;
    if (channel.blocked) return;
    const d = e.data;
    const reply = (type, data) => post(type, { ...(d && (typeof d.id === 'string' || typeof d.id === 'number') ? { id: d.id } : {}), ...data });
    const bad = (error) => reply('error', { error });
    try {
      batch(() => command(d, reply, bad));
    } catch (err) {
      bad(String(err && err.message || err));
    }
  }

  function command(d, reply, bad) {
    if (!d || typeof d !== 'object' || typeof d.type !== 'string') {
      bad('a message must be an object with a "type": "load", "goto" or "save"');
      return;
    }
    if (d.type === 'load') {
      if (typeof d.record !== 'string') {
        bad('load: "record" must be the record text (a string)');
        return;
      }
      if (d.ply !== undefined && (!Number.isInteger(d.ply) || d.ply < 0)) {
        bad(`load: "ply" must be an integer >= 0, not ${JSON.stringify(d.ply)}`);
        return;
      }
      // The record and its ply checked together: a refused command changes nothing.
      const r = M.load(d.record, d.ply);
      if (!r.ok) {
        bad(`load: ${r.error}`);
        return;
      }
      reply('loaded', brief(M.state()));
    } else if (d.type === 'goto') {
      if (!Number.isInteger(d.ply) || d.ply < 0) {
        bad(`goto: "ply" must be an integer >= 0, not ${JSON.stringify(d.ply)}`);
        return;
      }
      const r = goTo(d.ply);
      if (!r.ok) {
        bad(`goto: ${r.error}`);
        return;
      }
      reply('went', brief(M.state()));
    } else if (d.type === 'save') {
      const s = M.state();
      reply('record', { record: M.save(), full: M.saveFull(), ...brief(s) });
    } else {
      bad(`unknown message type ${JSON.stringify(d.type).slice(0, 40)} (known: load, goto, save)`);
    }
  }

  // ---------------------------------------------------------------------------------------
  // Watching the game: one cheap marbles.version() per animation frame

  let lastVersion = null;
  let last = null;  // {key, terminal, lang}

  function onChange() {
    const { s, key } = gameKey();
    const newLang = s.lang === 'fr' ? 'fr' : 'en';
    if (newLang !== lang) {
      lang = newLang;
      if (banner && banner.render) banner.render();
    }
    updateReach(s);
    const prev = last;
    last = { key, terminal: s.terminal };
    if (!prev || prev.key === key) return;
    if (key !== baselineKey) {
      // The person (or the computer) did something: the offer to continue is withdrawn and
      // the game is kept from now on.
      autosaveArmed = true;
      dismissBanner();
    }
    if (autosaveArmed && !embedded && key !== null) autosaveNow(s);
    if (key !== null) {
      post('move', { ...brief(s), move: s.ply > 0 ? s.moves[s.ply - 1] : null });
      if (s.terminal && !prev.terminal) post('end', brief(s));
    }
  }

  let quiet = 0;  // > 0 while the shim makes several calls that count as one change
  let watching = false;  // from the end of the start-up on

  function check() {
    if (quiet > 0 || !watching) return;
    try {
      const v = M.version();
      if (v !== lastVersion) {
        lastVersion = v;
        onChange();
      }
    } catch (e) { /* keep watching */ }
  }

  function batch(fn) {
    quiet += 1;
    try {
      return fn();
    } finally {
      quiet -= 1;
      check();
    }
  }

  // Calls through window.marbles (the parent's commands, tests, other scripts) are seen at
  // once, so that every action gives its own 'move' event even when several come between two
  // frames. Changes made by the app itself (clicks, the computer) are seen at the next frame.
  function watchCalls() {
    for (const name of ['play', 'undo', 'redo', 'load', 'newGame', 'goTo', 'setOption']) {
      const f = M[name];
      if (typeof f !== 'function') continue;
      M[name] = function (...args) {
        const r = f.apply(this, args);
        check();
        return r;
      };
    }
  }

  function watch() {
    check();
    requestAnimationFrame(watch);
  }

  // ---------------------------------------------------------------------------------------
  // The menu and keyboard shortcuts

  function menu(command) {
    switch (command) {
      // The asynchronous ones return their promise (of {ok, ...}); nothing to await for the menu.
      case 'save': return save();
      case 'open': return open();
      case 'share': return share();
      case 'embed': return embedCode();
      case 'image': return image();
      case 'settings':
        if (typeof window.marblesSettings === 'function') return window.marblesSettings();
        notify(t('settingsUnavailable'));
        return { ok: false, error: 'settings are not available yet' };
      default:
        return { ok: false, error: `unknown menu command ${JSON.stringify(command)} (known: save, open, share, embed, image, settings)` };
    }
  }

  function setupKeys() {
    window.addEventListener('keydown', (e) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || openDialog) return;
      const k = e.key.toLowerCase();
      if (k === 's') {
        e.preventDefault();
        e.stopPropagation();
        save();
      } else if (k === 'o') {
        e.preventDefault();
        e.stopPropagation();
        open();
      }
    }, true);
  }

  // ---------------------------------------------------------------------------------------
  // Reach: every move said in words in a live region, the moves as an HTML list (for screen
  // readers), and a move typed in the game's notation (a form that shows when it has focus:
  // Tab from the board, or / on the board).

  let liveRegion = null;
  let moveList = null;
  let moveInput = null;
  let said = { game: null, moves: [], ply: 0, terminal: false, lang: null };

  function mountReach() {
    liveRegion = el('div', { className: 'mb-sr', id: 'mb-live', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    moveList = el('ol', { className: 'mb-sr', id: 'mb-move-list' });
    moveInput = el('input', { type: 'text', id: 'mb-move-input', autocomplete: 'off', autocapitalize: 'off', spellcheck: false, 'aria-describedby': 'mb-move-help' });
    const form = el('form', { className: 'mb-move-entry', id: 'mb-move-entry', onsubmit: (e) => { e.preventDefault(); playTyped(); } }, [
      el('label', { htmlFor: 'mb-move-input', id: 'mb-move-label' }),
      moveInput,
      el('span', { className: 'mb-sr', id: 'mb-move-help' }),
    ]);
    moveInput.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        moveInput.value = '';
        focusCanvas();
      }
      e.stopPropagation();  // typing here is not playing on the board
    });
    document.body.append(liveRegion, moveList, form);
    const canvas = document.getElementById('canvas');
    if (canvas) {
      canvas.addEventListener('keydown', (e) => {
        if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !openDialog) {
          e.preventDefault();
          e.stopPropagation();
          moveInput.focus();
        }
      }, true);
    }
    labelReach();
  }

  function labelReach() {
    if (!moveList) return;
    moveList.setAttribute('aria-label', t('moveListLabel'));
    document.getElementById('mb-move-label').textContent = t('moveInputLabel');
    document.getElementById('mb-move-help').textContent = t('moveInputHelp');
  }

  function say(text) {
    if (!liveRegion || !text) return;
    // A changed text is announced; the same text twice needs the node emptied first.
    if (liveRegion.textContent === text) liveRegion.textContent = '';
    liveRegion.textContent = text;
  }

  function describe(i, moves) {
    try {
      const d = M.describe(i);
      if (d && d.ok) return d.text;
    } catch (e) { /* fall back to the notation */ }
    return moves[i] ?? '';
  }

  function playTyped() {
    const text = moveInput.value.trim();
    if (!text) return;
    let r;
    try {
      r = M.play(text);
    } catch (e) {
      r = { ok: false, error: String(e && e.message || e) };
    }
    if (r && r.ok) {
      moveInput.value = '';
      moveInput.removeAttribute('aria-invalid');
      check();  // the move is said by updateReach
    } else {
      moveInput.setAttribute('aria-invalid', 'true');
      const msg = t('moveRefused', { move: text, error: engineError(r) });
      say(msg);
      notify(msg, { error: true });
    }
  }

  // Called on every change of the game: says what happened and rewrites the list.
  function updateReach(s) {
    if (!liveRegion) return;
    if (said.lang !== lang) labelReach();
    const game = s.screen === 'game' ? `${s.game}/${s.variant}` : null;
    const moves = s.moves || [];
    const kept = Math.min(said.ply, s.ply);
    const same = game !== null && game === said.game &&
      said.moves.slice(0, kept).every((m, i) => m === moves[i]);
    let text = '';
    if (game !== null && !same) {
      text = t('gameShown', { game: gameName(s.game), n: s.ply });
    } else if (same && s.ply > said.ply) {
      const parts = [];
      for (let i = said.ply; i < s.ply; i++) parts.push(describe(i, moves));
      text = parts.join(' ');
    } else if (same && s.ply < said.ply) {
      text = t('backTo', { n: s.ply });
    }
    if (s.terminal && s.outcome && !(same && said.terminal)) text += (text ? ' ' : '') + s.outcome;
    say(text);
    if (!same || said.ply !== s.ply || said.lang !== lang) {
      moveList.replaceChildren(...moves.map((m, i) => el('li', { text: describe(i, moves) })));
      const current = moveList.children[s.ply - 1];
      if (current) current.setAttribute('aria-current', 'step');
    }
    said = { game, moves: moves.slice(), ply: s.ply, terminal: s.terminal, lang };
  }

  // ---------------------------------------------------------------------------------------
  // Start

  async function init(marbles) {
    M = marbles;
    mountUi();
    mountReach();
    lang = M.state().lang === 'fr' ? 'fr' : 'en';
    if (embedded) {
      document.documentElement.classList.add('mb-embed');
      setOption('embed', '1');
    }
    // Language and theme first, so that every message below is in the right language.
    const l = params.get('lang');
    if (l !== null && oneOf('lang', l, ['fr', 'en'])) {
      setOption('lang', l);
      lang = l;
    }
    const theme = params.get('theme');
    if (theme !== null && oneOf('theme', theme, ['light', 'dark', 'auto'])) applyTheme(theme);

    setupChannel();

    // The game: a share link, else the parameters, else the offer to continue.
    let fromUrl = false;
    if (/^#(?:[rt]\d+)=|&[rt]\d+=/.test(location.hash)) {
      fromUrl = true;
      const link = await applyLink(location.hash, true);
      if (!embedded) clearHash();
      applyMoves();
      if (link && link.ok && link.ply !== null && params.get('ply') === null) goTo(link.ply);
    }
    if (!fromUrl) fromUrl = applyGameParams();
    applyPly();
    const mode = applyMode();
    // Real dice typed in (dice=typed), for a game played on a real board with the page beside it.
    const dice = params.get('dice');
    if (dice !== null && oneOf('dice', dice, ['rolled', 'typed'])) setOption('dice', dice);
    applyAi(mode);

    const { s, key } = gameKey();
    baselineKey = key;
    last = { key, terminal: s.terminal };
    lastVersion = M.version();
    watching = true;
    updateReach(s);

    if (!embedded) {
      setupDrop();
      setupKeys();
      window.addEventListener('hashchange', () => {
        if (!/^#(?:[rt]\d+)=|&[rt]\d+=/.test(location.hash)) return;
        applyLink(location.hash).then(clearHash, () => {});
      });
      if (!fromUrl) {
        const saved = readAutosave();
        if (saved && saved.record !== M.saveFull()) offerContinue(saved);
      }
    }
    watchCalls();
    requestAnimationFrame(watch);
    // Frames stop in a hidden tab: what changed last is kept before the page goes.
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) check();
    });
    window.addEventListener('pagehide', check);
    if (channel.enabled) {
      post('ready', { api: 1, ...brief(M.state()) });
      postHeight();
      window.addEventListener('resize', postHeight);
    }
  }

  const shim = {
    ready: null,
    menu, save, open, openText, openFile, share, copyLink, shareLink, readLink, embedCode,
    embedSnippet, image, goTo,
    options, notices,
    get storageAvailable() { return storage.available; },
    get autosave() { return readAutosave(); },
    get modeFallback() { return modeFallback; },
    get channel() { return { ...channel }; },
  };
  window.marblesShim = shim;

  const ready = window.marblesReady;
  shim.ready = ready && typeof ready.then === 'function'
    ? ready.then((m) => init(m).then(() => shim), () => null).catch((e) => {
      // A bug of the shim must not take the games down with it.
      console.warn('marbles shim:', e);
      return shim;
    })
    : Promise.resolve(null);
})();
