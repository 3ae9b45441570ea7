// The bar under the board of the exercise and puzzle modes (later/exercise.js, later/puzzles.js):
// the style they share, for the bar of class `bar`, the canvas shortened by the CSS variable
// `height` (the bar's height) while the class `root` is on <html>. Each module adds its own rules.
export const barCss = (root, bar, height) => `
html.${root} #canvas { height: calc(100% - var(${height}, 0px)); }
.${bar} { position: fixed; left: 0; right: 0; bottom: 0; box-sizing: border-box; padding: 6px 8px;
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; font: 15px/1.3 system-ui, sans-serif;
  background: var(--mb-bg); color: var(--mb-text); border-top: 1px solid var(--mb-line); }
.${bar} p { margin: 0; flex: 1 1 14em; min-width: 0; overflow-wrap: anywhere; }
.${bar} div { display: flex; gap: 6px; flex-wrap: wrap; }
.${bar} button { font: inherit; padding: 4px 10px; border-radius: 6px; border: 1px solid var(--mb-line);
  background: var(--mb-btn); color: var(--mb-text); cursor: pointer; min-height: 32px; }
.${bar} button:focus-visible { outline: 3px solid var(--mb-accent); outline-offset: 1px; }
.${bar}[data-status=solved] p { font-weight: 600; }
.${bar}[data-status=wrong] p { color: var(--mb-error); font-weight: 600; }
`;
