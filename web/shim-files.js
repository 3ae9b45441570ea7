// Save and open records: a file (the save picker or a download; the open picker or a drop) or
// pasted text. On failure the game on screen is unchanged and the message names the line.
import { MAX_RECORD_BYTES, ctx, engineError, gameName, t, today, quote } from './shim-i18n.js';
import { closeDialog, downloadBlob, notify, ui } from './shim-ui.js';

export async function save() {
  try {
    const s = ctx.M.state();
    const text = ctx.M.save();
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
    const blocked = downloadsBlocked();
    if (blocked !== true) download(text, name);
    if (blocked === false) {
      notify(t('downloaded', { name }));
      return { ok: true, method: 'download', name };
    }
    // A frame that does (or may) refuse downloads: the browser says nothing to the page, so the
    // text is offered to copy instead of a "saved" that may not be true.
    await dialogs((m) => m.offerCopy(text, blocked ? 'saveBlocked' : 'saveMaybeBlocked'));
    return { ok: true, method: 'copy', name, downloadTried: !blocked };
  } catch (e) {
    notify(t('saveFailed', { error: String(e && e.message || e) }), { error: true });
    return { ok: false, error: String(e && e.message || e) };
  }
}

const download = (text, name) => downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), name);

// Whether the page's frame blocks downloads: false for a page of its own (or a frame known to
// allow them), true for a frame sandboxed without allow-downloads (read where the parent lets the
// page see its frame element), null when it cannot be told: a sandboxed frame of opaque origin.
// A frame of another origin that is not sandboxed downloads.
export function downloadsBlocked() {
  if (window.top === window.self) return false;
  try {
    const f = window.frameElement;
    if (f) return f.hasAttribute('sandbox') && !f.sandbox.contains('allow-downloads');
  } catch (e) { /* the parent is of another origin */ }
  return self.origin === 'null' ? null : false;
}

// ---------------------------------------------------------------------------------------
// Open: a file (picker or drop) or pasted text

let openError = null;  // the open dialog's error line, when it is open

// The save-by-copy and Open dialogs (later/files.js), loaded when one is shown.
const dialogs = (fn) => import('./later/files.js').then(fn);
export const setOpenError = (line) => { openError = line; };

function showOpenError(text) {
  // Escape closes a <dialog> at once but its 'close' event comes a task later: a file dropped
  // in between must not write into the dialog that is no longer shown.
  if (ui.openDialog && ui.openDialog.dialog.open && openError && openError.isConnected) {
    openError.textContent = text;
  } else {
    notify(text, { error: true });
  }
}

// Loads a record; on failure the game is unchanged and the error names the line.
export function openText(text, fileName) {
  if (typeof text !== 'string' || text.trim() === '') {
    const error = t('openEmpty');
    showOpenError(error);
    return { ok: false, error };
  }
  const r = ctx.M.load(text);
  if (!r.ok) {
    const detail = engineError(r);
    showOpenError(fileName ? t('openFileError', { name: quote(fileName), error: detail })
      : t('openError', { error: detail }));
    return r;
  }
  closeDialog();
  notify(t('opened', { game: gameName(ctx.M.state().game) }));
  return r;
}

export async function openFile(file) {
  try {
    if (!file) return { ok: false, error: 'no file' };
    if (file.size > MAX_RECORD_BYTES) {
      const error = t('fileTooBig', { size: Math.ceil(file.size / 1024), max: MAX_RECORD_BYTES / 1024 });
      showOpenError(t('openFileError', { name: quote(file.name), error }));
      return { ok: false, error };
    }
    let text;
    try {
      text = await file.text();
    } catch (e) {
      const error = t('fileUnreadable');
      showOpenError(t('openFileError', { name: quote(file.name), error }));
      return { ok: false, error };
    }
    return openText(text, file.name);
  } catch (e) {
    showOpenError(String(e && e.message || e));
    return { ok: false, error: String(e && e.message || e) };
  }
}

// The Open dialog (later/files.js, loaded when it opens): resolves once it is shown.
export const open = () => dialogs((m) => m.open());

// Drag and drop anywhere on the page (not in embeds, which show a fixed game).
export function setupDrop() {
  let depth = 0;
  const hasFiles = (e) => e.dataTransfer && Array.from(e.dataTransfer.types || []).includes('Files');
  document.addEventListener('dragenter', (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth += 1;
    ui.dropZone.textContent = t('dropHint');
    ui.dropZone.hidden = false;
  });
  document.addEventListener('dragover', (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
  });
  document.addEventListener('dragleave', (e) => {
    if (!hasFiles(e)) return;
    depth = Math.max(0, depth - 1);
    if (depth === 0) ui.dropZone.hidden = true;
  });
  document.addEventListener('drop', (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    depth = 0;
    ui.dropZone.hidden = true;
    const f = e.dataTransfer.files && e.dataTransfer.files[0];
    if (f) openFile(f);
  });
}
