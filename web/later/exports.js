// The board as a drawing (SVG) and the game as an animation (GIF), loaded when one is asked
// for (the menu, marblesShim.svg(), marblesShim.gif(); docs/API.md).
//  - SVG: the app draws the board once more, for this export only, without anti-aliasing
//    (marbles.captureBoard('vector'): src/platform/web/vector.cpp). Its triangles become one
//    <path> per run of one colour (alpha as fill-opacity), in drawing order, clipped to the
//    board's area; the font's glyph quads become <text> again (each quad's texture corner is
//    a glyph of the font atlas: its character, size and baseline). The record's marks (arrows,
//    highlighted cells) are in <g class="marks">.
//  - GIF: one picture per position of the stretch, from the position after move A to the one
//    after move B (B - A + 1 pictures: the start of the stretch and one per move), each the
//    board's PNG export (marbles.captureBoard()); encoded by gifenc (npm, later/gifenc.js).
import { ctx, gameName, today } from '../shim-i18n.js';
import { button, buttons, downloadBlob, el, notify, showDialog } from '../shim-ui.js';

const WORDS = {
  en: {
    svgFailed: 'The drawing could not be made: {error}.',
    gifTitle: 'The game as an animation (GIF)',
    gifIntro: 'One picture per position, from the position after move A to the one after move B (0: the start). The game has {n} moves.',
    gifFrom: 'From move (A)',
    gifTo: 'To move (B)',
    gifDelay: 'Seconds per picture',
    gifMake: 'Make the GIF',
    gifClose: 'Close',
    gifMaking: 'Making the GIF… picture {i} of {n}',
    gifDone: 'Saved: {name} ({n} pictures).',
    gifFailed: 'The GIF could not be made: {error}.',
    gifRange: 'the stretch must go from a move A to a later move B, between 0 and {n}',
    gifNoMoves: 'the game has no moves yet',
    gifDelayRange: 'the seconds per picture must be between 0.1 and 10',
    gifMissing: 'the GIF encoder is missing from this site',
  },
  fr: {
    svgFailed: 'Le dessin n’a pas pu être fait : {error}.',
    gifTitle: 'La partie en animation (GIF)',
    gifIntro: 'Une image par position, de la position après le coup A à celle après le coup B (0 : le début). La partie compte {n} coups.',
    gifFrom: 'Du coup (A)',
    gifTo: 'Au coup (B)',
    gifDelay: 'Secondes par image',
    gifMake: 'Faire le GIF',
    gifClose: 'Fermer',
    gifMaking: 'GIF en cours… image {i} sur {n}',
    gifDone: 'Enregistré : {name} ({n} images).',
    gifFailed: 'Le GIF n’a pas pu être fait : {error}.',
    gifRange: 'le passage doit aller d’un coup A à un coup B plus loin, entre 0 et {n}',
    gifNoMoves: 'la partie n’a encore aucun coup',
    gifDelayRange: 'les secondes par image doivent être entre 0,1 et 10',
    gifMissing: 'l’encodeur GIF manque sur ce site',
  },
};
const w = (key, vars = {}) =>
  (WORDS[ctx.lang] || WORDS.en)[key].replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
const message = (e) => String((e && e.message) || e);

// ----- SVG -----

const num = (v) => String(Math.round(v * 100) / 100);
const p1 = (v) => String(Math.round(v * 10) / 10);  // shapes: a tenth of a device pixel
const hex = (c) => '#' + [c & 255, (c >>> 8) & 255, (c >>> 16) & 255].map((v) => v.toString(16).padStart(2, '0')).join('');
const paint = (c) => `fill="${hex(c)}"${c >>> 24 < 255 ? ` fill-opacity="${num((c >>> 24) / 255)}"` : ''}`;
const escape = (s) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

// The SVG text of what marbles.captureBoard('vector') gave (see vector.cpp for its layout).
export function svgText(d, title = '') {
  const [x0, y0, x1, y1, cx0, cy0, cx1, cy1, dpr, wu, wv, marksAt, ...bg] = d.head;
  const f = new Float32Array(d.vertices);
  const u = new Uint32Array(d.vertices);
  const glyphs = new Map();
  for (let k = 0; k + 9 <= d.glyphs.length; k += 9) glyphs.set(`${d.glyphs[k + 1]},${d.glyphs[k + 2]}`, d.glyphs.subarray(k, k + 9));
  const clips = [[cx0, cy0, cx1, cy1]];
  const clipOf = (r) => {
    let i = clips.findIndex((c) => c.every((v, j) => Math.abs(v - r[j]) < 0.01));
    if (i < 0) i = clips.push(r) - 1;
    return i;
  };
  const groups = { board: [], marks: [] };
  let path = null;
  let text = null;
  const flush = () => {
    if (path) groups[path.group].push(`<path ${paint(path.col)}${path.clip ? ` clip-path="url(#mb-clip${path.clip})"` : ''} d="${path.d.join('')}"/>`);
    if (text) {
      groups[text.group].push(`<text x="${text.xs.join(' ')}" y="${num(text.y)}" font-size="${num(text.size)}"${text.bold ? ' font-weight="bold"' : ''} ${paint(text.col)}${text.clip ? ` clip-path="url(#mb-clip${text.clip})"` : ''}>${escape(text.chars)}</text>`);
    }
    path = null;
    text = null;
  };
  const X = (i) => f[i * 5] - x0;
  const Y = (i) => f[i * 5 + 1] - y0;
  const plain = (i) => f[i * 5 + 2] === wu && f[i * 5 + 3] === wv;
  const idx = d.indices;
  let lastGlyph = -1;
  for (let c = 0; c + 6 <= d.commands.length; c += 6) {
    const clip = clipOf(Array.from(d.commands.subarray(c, c + 4)));
    const first = d.commands[c + 4];
    for (let t = first; t < first + d.commands[c + 5]; t += 3) {
      const group = t >= marksAt ? 'marks' : 'board';
      let [a, b, e] = [idx[t], idx[t + 1], idx[t + 2]];
      const col = u[a * 5 + 4];
      if (col >>> 24 === 0) continue;
      if (plain(a) && plain(b) && plain(e)) {
        if ((X(b) - X(a)) * (Y(e) - Y(a)) - (Y(b) - Y(a)) * (X(e) - X(a)) < 0) [b, e] = [e, b];  // one winding: no holes
        if (!path || text || path.col !== col || path.clip !== clip || path.group !== group) {
          flush();
          path = { col, clip, group, d: [] };
        }
        path.d.push(`M${p1(X(a))} ${p1(Y(a))}L${p1(X(b))} ${p1(Y(b))} ${p1(X(e))} ${p1(Y(e))}Z`);
        continue;
      }
      // A glyph's quad: triangles (a, b, c) and (a, c, d), a the top-left corner (u0, v0).
      const g = glyphs.get(`${f[a * 5 + 2]},${f[a * 5 + 3]}`);
      if (!g || a === lastGlyph || g[5] === g[4]) continue;
      lastGlyph = a;
      const scale = (Y(e) - Y(a)) / (g[5] - g[4]);
      const size = g[6] * scale;
      const x = X(a) - g[3] * scale;
      const y = Y(a) - g[4] * scale + g[7] * scale;
      const bold = g[8] > 0;
      if (!text || text.col !== col || text.clip !== clip || text.group !== group || text.bold !== bold ||
          Math.abs(text.size - size) > 0.01 || Math.abs(text.y - y) > 0.01) {
        flush();
        text = { col, clip, group, bold, size, y, xs: [], chars: '' };
      }
      text.xs.push(num(x));
      text.chars += String.fromCodePoint(g[0]);
    }
  }
  flush();
  const W = x1 - x0;
  const H = y1 - y0;
  const defs = clips.map(([a, b, c, e], i) =>
    `<clipPath id="mb-clip${i}"><rect x="${num(a - x0)}" y="${num(b - y0)}" width="${num(c - a)}" height="${num(e - b)}"/></clipPath>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(W / dpr)}" height="${num(H / dpr)}" viewBox="0 0 ${num(W)} ${num(H)}" font-family="DejaVu Sans, Verdana, sans-serif">`,
    title ? `<title>${escape(title)}</title>` : '',
    `<defs>${defs.join('')}</defs>`,
    `<rect width="${num(W)}" height="${num(H)}" fill="${hex(bg[0] | (bg[1] << 8) | (bg[2] << 16))}"/>`,
    `<g class="board" clip-path="url(#mb-clip0)">`, ...groups.board, '</g>',
    `<g class="marks" clip-path="url(#mb-clip0)">`, ...groups.marks, '</g>',
    '</svg>',
  ].filter(Boolean).join('\n') + '\n';
}


// marblesShim.svg(): {ok, svg} (the text) or {ok: false, error}.
export async function svg() {
  try {
    const data = await ctx.M.captureBoard('vector');
    return { ok: true, svg: svgText(data, gameName(ctx.M.state().game)) };
  } catch (e) {
    return { ok: false, error: message(e) };
  }
}

// The menu's "Save the board as a drawing (SVG)".
export async function saveSvg() {
  const r = await svg();
  if (!r.ok) {
    notify(w('svgFailed', { error: r.error }), { error: true });
    return r;
  }
  const name = `${ctx.M.state().game}-${today()}.svg`;
  downloadBlob(new Blob([r.svg], { type: 'image/svg+xml' }), name);
  return { ok: true, name };
}

// ----- GIF -----

// marblesShim.gif({from, to, delay}): {ok, blob, frames} or {ok: false, error} (in words, in
// the page's language). from, to: plies (default the whole game); delay: ms per picture.
export async function gif({ from = 0, to, delay = 800, onProgress } = {}) {
  const s = ctx.M.state();
  const n = s.length;
  to ??= n;
  try {
    if (n === 0) throw new Error(w('gifNoMoves'));
    if (![from, to].every(Number.isInteger) || from < 0 || to > n || from >= to) throw new Error(w('gifRange', { n }));
    if (!(delay >= 100 && delay <= 10000)) throw new Error(w('gifDelayRange'));
  } catch (e) {
    return { ok: false, error: message(e) };
  }
  let lib;
  try {
    lib = await import('./gifenc.js');
  } catch (e) {
    return { ok: false, error: w('gifMissing') };
  }
  const { GIFEncoder, quantize, applyPalette } = lib;
  const back = s.ply;
  const enc = GIFEncoder();
  const canvas = document.createElement('canvas');
  const g = canvas.getContext('2d', { willReadFrequently: true });
  let frames = 0;
  try {
    for (let p = from; p <= to; p++) {
      const r = ctx.M.goTo(p);
      if (!r.ok) throw new Error(r.error);
      const bitmap = await createImageBitmap(await ctx.M.captureBoard());
      if (frames === 0) {
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
      }
      const { width: cw, height: ch } = canvas;
      g.fillStyle = s.background;
      g.fillRect(0, 0, cw, ch);
      g.drawImage(bitmap, Math.round((cw - bitmap.width) / 2), Math.round((ch - bitmap.height) / 2));
      const rgba = g.getImageData(0, 0, cw, ch).data;
      const palette = quantize(rgba, 256);
      enc.writeFrame(applyPalette(rgba, palette), cw, ch, { palette, delay: p === to ? Math.max(delay, 2000) : delay });
      frames++;
      onProgress?.(frames, to - from + 1);
    }
    enc.finish();
    return { ok: true, blob: new Blob([enc.bytes()], { type: 'image/gif' }), frames };
  } catch (e) {
    return { ok: false, error: message(e) };
  } finally {
    ctx.M.goTo(back);
  }
}

// The menu's "Save the game as an animation (GIF)…": the stretch and the pace, then the file.
export function gifDialog() {
  const n = ctx.M.state().length;
  showDialog(w('gifTitle'), ({ body, close }) => {
    const field = (id, label, value, attrs) => {
      const input = el('input', { className: 'mb-field', id, type: 'number', value: String(value), ...attrs });
      return [input, el('label', { for: id, text: label }), input];
    };
    const [from, ...fromRow] = field('mb-gif-from', w('gifFrom'), 0, { min: '0', max: String(n), step: '1' });
    const [to, ...toRow] = field('mb-gif-to', w('gifTo'), n, { min: '0', max: String(n), step: '1' });
    const [pace, ...paceRow] = field('mb-gif-delay', w('gifDelay'), 0.8, { min: '0.1', max: '10', step: '0.1' });
    const status = el('p', { className: 'mb-status', role: 'status', id: 'mb-gif-status' });
    let busy = false;
    const make = button(w('gifMake'), async () => {
      if (busy) return;
      busy = true;
      make.disabled = true;
      const r = await gif({
        from: Number(from.value), to: Number(to.value), delay: Math.round(Number(pace.value) * 1000),
        onProgress: (i, total) => { status.textContent = w('gifMaking', { i, n: total }); },
      });
      busy = false;
      make.disabled = false;
      if (!r.ok) {
        status.textContent = w('gifFailed', { error: r.error });
        return;
      }
      const name = `${ctx.M.state().game}-${today()}.gif`;
      downloadBlob(r.blob, name);
      status.textContent = w('gifDone', { name, n: r.frames });
    }, true);
    make.id = 'mb-gif-make';
    body.append(el('p', { text: w('gifIntro', { n }) }), ...fromRow, ...toRow, ...paceRow, status,
      buttons(make, button(w('gifClose'), close)));
    return from;
  });
  return { ok: true };
}
