// The analysis board's exact answers for La poursuite (single round): the app asks the page
// (menu command `solve:<game>|<variant>|<position>`, src/ui/app_analysis.cpp) whenever it
// begins to weigh a position; this module hands single-round poursuite positions to the
// solver's worker (later/solver-worker.js, started on the first one) and gives its answer back
// to the app (option `solved`: value|best move|position), which shows it while that position is
// on screen. Other games and variants are not asked: their searches say what they prove.
import { ctx } from '../shim-i18n.js';

let worker = null;
let asked = { id: 0, position: '' };

export function solve(request) {
  const [game, variant, position] = String(request).split('|');
  if (game !== 'poursuite' || !/\bsingle\b/.test(variant || '')) return { ok: true, asked: false };
  if (!worker) {
    worker = new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = (e) => {
      const { id, value, best } = e.data;
      if (id === asked.id) ctx.M.setOption('solved', `${value}|${best}|${asked.position}`);
    };
  }
  asked = { id: asked.id + 1, position };
  worker.postMessage({ id: asked.id, variant, position });
  return { ok: true, asked: true };
}
