// Small DOM helpers of the shim (web/shim.js): elements, notices at the top of the page, modal
// dialogs, buttons and copying text. The styles are in web/shim.css.
import { ctx, t } from './shim-i18n.js';

export function el(tag, props, children) {
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

// The layer at the top (the kept games), the notices' layer, the drop zone and the dialog open
// now.
export const ui = { layerTop: null, layerNotes: null, dropZone: null, openDialog: null };

export function mountUi() {
  ui.layerTop = el('div', { className: 'mb-ui mb-top' });
  ui.layerNotes = el('div', { className: 'mb-ui mb-notes', 'aria-live': 'polite' });
  ui.dropZone = el('div', { className: 'mb-drop', hidden: true, 'aria-hidden': 'true' });
  document.body.append(ui.layerTop, ui.layerNotes, ui.dropZone);
  window.addEventListener('resize', placeNotices);
  ctx.M?.on?.('change', placeNotices);
}

// The notices never cover the panel's title, the language and menu buttons or the start: over
// the board beside the panel (a wide game screen), at the top over the board above it, above
// the start bar at the bottom of the start screen (the app's layout, marbles.layout()).
export function placeNotices() {
  const layer = ui.layerNotes;
  let l = null;
  try {
    l = ctx.M?.layout?.();
  } catch (e) { /* an app without it: at the top */ }
  if (!layer || !l || !l.ok) return;
  const start = l.screen === 'start' ? l.widgets.find((w) => w.name === 'start') : null;
  const beside = l.screen === 'game' && l.panel && l.panel.x > 0 ? l.panel.x : 0;
  Object.assign(layer.style, {
    top: start ? 'auto' : '0px',
    bottom: start ? `${Math.max(0, Math.round(l.h - start.y + 4))}px` : 'auto',
    right: beside ? `${Math.round(l.w - beside)}px` : '0px',
    flexDirection: start ? 'column-reverse' : 'column',
  });
}

// A file the browser saves (its downloads), from a Blob.
export function downloadBlob(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = el('a', { href: url, download: name, hidden: true });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

export function focusCanvas() {
  const c = document.getElementById('canvas');
  if (c) c.focus({ preventScroll: true });
}

// ----- notices: short messages at the top; errors stay until closed -----
export const notices = [];

// actions: buttons beside the text, [{ label, onclick }] (the notice closes after a click).
export function notify(text, { error = false, ms = 6000, actions = [] } = {}) {
  notices.push({ text, error });
  if (!ui.layerNotes) return;
  const box = el('div', { className: 'mb-box' + (error ? ' mb-bad' : ''), role: error ? 'alert' : 'status' });
  const close = () => box.remove();
  box.append(
    el('p', { text }),
    ...actions.map((a) => button(a.label, () => { close(); a.onclick(); }, false)),
    el('button', { type: 'button', className: 'mb-btn mb-x', 'aria-label': t('closeNotice'), title: t('closeNotice'), text: '×', onclick: close }),
  );
  box.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') close();
  });
  // At most three at a time: the oldest goes.
  const shown = [...ui.layerNotes.children];
  if (shown.length >= 3) shown[0].remove();
  placeNotices();
  ui.layerNotes.appendChild(box);
  if (!error) setTimeout(close, ms);
}

// ----- modal dialogs: <dialog>.showModal() keeps the focus inside; Escape closes -----
export function showDialog(title, build) {
  closeDialog();
  const dlg = el('dialog', { className: 'mb-dialog', 'aria-labelledby': 'mb-dialog-title' });
  const body = el('div', { className: 'mb-body' });
  body.appendChild(el('h2', { id: 'mb-dialog-title', text: title }));
  dlg.appendChild(body);
  const api = { dialog: dlg, body, close: () => closeDialog() };
  const focus = build(api);
  dlg.addEventListener('close', () => {
    dlg.remove();
    if (ui.openDialog === api) {
      ui.openDialog = null;
      focusCanvas();
    }
  });
  document.body.appendChild(dlg);
  ui.openDialog = api;
  try {
    dlg.showModal();
  } catch (e) {
    dlg.setAttribute('open', '');
  }
  if (focus) focus.focus();
  return api;
}

export function closeDialog() {
  const d = ui.openDialog;
  ui.openDialog = null;
  if (d && d.dialog.isConnected) {
    if (d.dialog.open) d.dialog.close();
    d.dialog.remove();
    focusCanvas();
  }
}

export function buttons(...list) {
  return el('div', { className: 'mb-buttons' }, list);
}

export function button(label, onclick, primary) {
  return el('button', { type: 'button', className: 'mb-btn' + (primary ? ' mb-primary' : ''), text: label, onclick });
}

// Copies text with the Clipboard API; when refused, selects it in the given field and says
// how to copy by hand. Resolves to true when copied.
export async function copyText(text, field, status) {
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
