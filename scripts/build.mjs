#!/usr/bin/env node
// Bundles the extension (vscode external), the `learnings` command and the dashboard webview with esbuild.
// --production minifies and drops source maps (used by `npm run package`); --watch rebuilds on change.
import * as esbuild from 'esbuild';
import { chmodSync, existsSync } from 'node:fs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const common = { bundle: true, sourcemap: !production, minify: production, logLevel: 'warning', legalComments: 'none' };
// Node bundles prefer a package's ESM build: UMD builds (jsonc-parser) hide their requires from esbuild.
const nodeMainFields = ['module', 'main'];

/** @type {import('esbuild').BuildOptions[]} */
const builds = [
  { ...common, entryPoints: ['src/extension.ts'], outfile: 'dist/extension.js', platform: 'node', format: 'cjs', target: 'node20', mainFields: nodeMainFields, external: ['vscode'] },
  { ...common, entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js', platform: 'node', format: 'cjs', target: 'node20', mainFields: nodeMainFields, banner: { js: '#!/usr/bin/env node' } },
  { ...common, entryPoints: ['webview-ui/main.ts'], outfile: 'media/dashboard.js', platform: 'browser', format: 'iife', target: 'es2022' },
];
// The extension-host test suite, when present: loaded by VS Code (test-electron) or code-server alike.
if (existsSync('test/integration/index.ts')) {
  builds.push({ ...common, sourcemap: true, minify: false, entryPoints: ['test/integration/index.ts'], outfile: 'dist/test/integration.js', platform: 'node', format: 'cjs', target: 'node20', mainFields: nodeMainFields, external: ['vscode', 'mocha'] });
}

if (watch) {
  for (const b of builds) await (await esbuild.context(b)).watch();
  console.log('build: watching');
} else {
  await Promise.all(builds.map((b) => esbuild.build(b)));
  chmodSync('dist/cli.js', 0o755);
  console.log(`build: ${builds.length} bundles${production ? ' (production)' : ''}`);
}
