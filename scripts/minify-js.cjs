#!/usr/bin/env node
// Minifies a JavaScript file for the page's download with terser (Debian's node-terser):
// compressed, local names shortened; what other files see (an ES module's exports, a script's
// top-level names) is kept. The readable sources are web/ and the Emscripten build's output.
//   node scripts/minify-js.cjs IN OUT --module|--script
// Run with NODE_PATH=/usr/share/nodejs (scripts/deps.sh web sets it; the build passes it).
'use strict';
const fs = require('node:fs');
const { minify } = require('terser');

async function main() {
  const [inp, out, kind] = process.argv.slice(2);
  if (!inp || !out || (kind !== '--module' && kind !== '--script')) {
    console.error('usage: minify-js.cjs IN OUT --module|--script');
    process.exit(2);
  }
  const result = await minify(fs.readFileSync(inp, 'utf8'), {
    module: kind === '--module',
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  fs.writeFileSync(out, result.code);
}

main().catch((e) => {
  console.error(`minify-js: ${process.argv[2]}: ${e.message}`);
  process.exit(1);
});
