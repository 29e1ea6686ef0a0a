#!/usr/bin/env node
// Bundles the extension (vscode external), the `learnings` command (loader + command bundle) and the dashboard webview with esbuild
// (options in scripts/bundles.mjs). --production minifies and drops source maps (used by `npm run package`);
// --watch rebuilds on change.
import * as esbuild from 'esbuild';
import { chmodSync } from 'node:fs';
import { bundleOptions, cliMainOptions } from './bundles.mjs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const all = bundleOptions({ production, watch });
const builds = Object.values(all).filter(Boolean);

if (watch) {
  // The cli build builds the command bundle once; watching needs a context of its own for it.
  for (const b of [...builds, cliMainOptions({ production, watch })]) await (await esbuild.context(b)).watch();
  console.log('build: watching');
} else {
  await Promise.all(builds.map((b) => esbuild.build(b)));
  chmodSync(all.cli.outfile, 0o755);
  console.log(`build: ${builds.length} bundles${production ? ' (production)' : ''}`);
}
