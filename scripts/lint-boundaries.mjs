#!/usr/bin/env node
// The house rule (DESIGN.md): `vscode` is imported only in src/vscode/ and src/extension.ts,
// and src/core/ touches neither fs nor the clock's owner (it stays pure).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const problems = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(name)) check(p);
  }
}
const vscodeImport = /(?:from\s+['"]vscode['"]|require\(\s*['"]vscode['"]\s*\)|import\(\s*['"]vscode['"]\s*\))/;
const nodeIo = /from\s+['"](?:node:)?(?:fs|fs\/promises|child_process|net|http|https)['"]/;
function check(p) {
  const rel = relative(root, p).split(sep).join('/');
  const lines = readFileSync(p, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (vscodeImport.test(line) && !(rel.startsWith('src/vscode/') || rel === 'src/extension.ts')) {
      problems.push(`${rel}:${i + 1}: 'vscode' may only be imported in src/vscode/ or src/extension.ts`);
    }
    if (rel.startsWith('src/core/') && /from\s+['"]\.\.\/(?:\.\.\/)?(?:formats|store|cli|vscode|shared)\b/.test(line)) {
      problems.push(`${rel}:${i + 1}: src/core/ is the innermost layer: it may not import formats, store, cli, vscode or shared (take an interface instead)`);
    }
    if (rel.startsWith('src/core/') && nodeIo.test(line)) {
      problems.push(`${rel}:${i + 1}: src/core/ is pure: no fs, network or processes (pass storage in as an argument)`);
    }
    if ((rel.startsWith('src/formats/') || rel.startsWith('webview-ui/')) && nodeIo.test(line)) {
      problems.push(`${rel}:${i + 1}: ${rel.split('/')[0]}/${rel.split('/')[1]} is text in/text out: no fs, network or processes`);
    }
  });
}
for (const d of ['src', 'webview-ui']) walk(join(root, d));
if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`lint: ${problems.length} boundary violation(s)`);
  process.exit(1);
}
console.log('lint: boundaries ok');
