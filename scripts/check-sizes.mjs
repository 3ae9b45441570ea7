#!/usr/bin/env node
// The house's size rules, checked: no file under src/ or web/ over 800 lines, no function there
// over 120 lines. C++ functions are found by Universal Ctags (their first and last lines), our
// JavaScript by acorn (Debian's node-acorn). Places that are still over are listed, with their
// size today, in scripts/sizes-allowed.tsv: one of them may shrink, not grow, and a line that is
// no longer needed must go (so the list only gets shorter).
//   node scripts/check-sizes.mjs          checks, prints what is over, exits 1 on a breach
//   node scripts/check-sizes.mjs --list   prints every place over a limit as a TSV line
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const acorn = require('/usr/share/nodejs/acorn');
const walk = require('/usr/share/nodejs/acorn-walk');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const kFileLines = 800;
const kFunctionLines = 120;

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'web'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out.split('\n').filter((f) => /\.(cpp|h|js|mjs|css|html)$/.test(f));
}

function lineCount(text) {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

// C++ functions (and lambdas ctags reports as functions are skipped: they live in a function).
function cppFunctions(files) {
  if (files.length === 0) return [];
  const out = execFileSync(
    'ctags-universal',
    ['--fields=+ne', '--kinds-c++=f', '--language-force=c++', '-f', '-', ...files],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  const found = [];
  for (const row of out.split('\n')) {
    const cols = row.split('\t');
    if (cols.length < 4 || cols[0].startsWith('__anon')) continue;
    const field = (k) => cols.find((c) => c.startsWith(k + ':'))?.slice(k.length + 1);
    const line = Number(field('line'));
    const end = Number(field('end'));
    if (!line || !end) continue;
    const scope = field('class') ?? field('struct') ?? field('namespace');
    const name = scope && !scope.includes('__anon') ? `${scope.split('::').pop()}::${cols[0]}` : cols[0];
    found.push({ file: cols[1], name, lines: end - line + 1 });
  }
  return found;
}

function jsFunctions(file, text) {
  const found = [];
  let ast;
  try {
    ast = acorn.parse(text, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  } catch {
    ast = acorn.parse(text, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
  }
  const add = (node, name) =>
    found.push({ file, name, lines: node.loc.end.line - node.loc.start.line + 1 });
  walk.ancestor(ast, {
    Function(node, ancestors) {
      const parent = ancestors[ancestors.length - 2];
      // A file's own wrapper, (function () { … })(), is a scope, not a function of logic.
      if (parent?.type === 'CallExpression' && parent.callee === node && ancestors.length === 4)
        return;
      let name = node.id?.name;
      if (!name && parent?.type === 'VariableDeclarator') name = parent.id.name;
      if (!name && (parent?.type === 'Property' || parent?.type === 'MethodDefinition'))
        name = parent.key.name ?? parent.key.value;
      add(node, name ?? `function at line ${node.loc.start.line}`);
    },
  });
  return found;
}

function measure() {
  const files = trackedFiles();
  const over = [];
  for (const f of files) {
    const text = readFileSync(path.join(root, f), 'utf8');
    const n = lineCount(text);
    if (n > kFileLines) over.push({ file: f, name: '(file)', lines: n, limit: kFileLines });
    if (/\.(js|mjs)$/.test(f)) {
      for (const fn of jsFunctions(f, text))
        if (fn.lines > kFunctionLines) over.push({ ...fn, limit: kFunctionLines });
    }
  }
  for (const fn of cppFunctions(files.filter((f) => /\.(cpp|h)$/.test(f))))
    if (fn.lines > kFunctionLines) over.push({ ...fn, limit: kFunctionLines });
  return over;
}

function allowances() {
  const map = new Map();
  const text = readFileSync(path.join(root, 'scripts/sizes-allowed.tsv'), 'utf8');
  for (const row of text.split('\n')) {
    if (!row.trim() || row.startsWith('#')) continue;
    const [file, name, lines] = row.split('\t');
    map.set(`${file}\t${name}`, Number(lines));
  }
  return map;
}

const over = measure();
if (process.argv.includes('--list')) {
  for (const o of over) console.log(`${o.file}\t${o.name}\t${o.lines}`);
  process.exit(0);
}
const allowed = allowances();
const problems = [];
for (const o of over) {
  const key = `${o.file}\t${o.name}`;
  const max = allowed.get(key);
  if (max === undefined)
    problems.push(`${o.file}: ${o.name} has ${o.lines} lines (limit ${o.limit})`);
  else if (o.lines > max)
    problems.push(`${o.file}: ${o.name} grew to ${o.lines} lines (allowed ${max} until split)`);
  allowed.delete(key);
}
for (const key of allowed.keys())
  problems.push(`${key.replace('\t', ': ')} is within the limit now: remove its line from scripts/sizes-allowed.tsv`);
console.log(`sizes: ${over.length} places over the limits (${kFileLines} lines a file, ${kFunctionLines} a function), each allowed for now in scripts/sizes-allowed.tsv`);
for (const p of problems) console.log(`  ${p}`);
process.exit(problems.length ? 1 : 0);
