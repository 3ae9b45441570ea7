// Studies in the page (docs/EMBED.md, docs/NOTATION.md): the replay options (the Comment dialog
// is web/later/comment.js): controls=hidden takes the step buttons away, and autoplay=SECONDS steps
//    through the record by itself until its end or the visitor's click, touch or key.
import { ctx, params, quote, t } from './shim-i18n.js';
import { goTo } from './shim-core.js';
import { oneOf, paramError, setOption } from './shim-params.js';

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
