// Small DOM helpers of the shim (web/shim.js): elements, notices at the top of the page, modal
// dialogs, buttons and copying text. The styles are in web/shim.css.
import { t } from './shim-i18n.js';

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

// The layer of notices at the top, the drop zone and the dialog open now.
export const ui = { layerTop: null, dropZone: null, openDialog: null };

export function mountUi() {
  ui.layerTop = el('div', { className: 'mb-ui mb-top', 'aria-live': 'polite' });
  ui.dropZone = el('div', { className: 'mb-drop', hidden: true, 'aria-hidden': 'true' });
  document.body.append(ui.layerTop, ui.dropZone);
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
  if (!ui.layerTop) return;
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
  // At most three at a time: the oldest goes (never the list of kept games, .mb-pinned).
  const shown = [...ui.layerTop.children].filter((c) => !c.classList.contains('mb-pinned'));
  if (shown.length >= 3) shown[0].remove();
  ui.layerTop.appendChild(box);
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
