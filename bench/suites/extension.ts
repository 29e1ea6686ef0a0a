// extension.activationMs: require the extension bundle + activate() with a stand-in vscode module,
// in a fresh process each run. bundle.*KB: the minified bundles as `npm run package` ships them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { bundleOptions } from '../../scripts/bundles.mjs';
import { writeWorkspace } from '../generate';
import { round, summarize } from '../harness';
import type { SuiteResult } from './suite';

export interface BundleConfig {
  repo: string;
  tmp: string;
}

/** The production bundles (minified, no source maps), built as by scripts/build.mjs --production, into bench/tmp/prod. */
async function buildProduction(_repo: string, tmp: string): Promise<{ extension: string; webview: string }> {
  const out = join(tmp, 'prod');
  mkdirSync(out, { recursive: true });
  const b = bundleOptions({ production: true, outDir: out });
  await Promise.all([esbuild.build(b.extension), esbuild.build(b.webview)]);
  return { extension: b.extension.outfile!, webview: b.webview.outfile! };
}

let built: Promise<{ extension: string; webview: string }> | undefined;
const production = (repo: string, tmp: string) => (built ??= buildProduction(repo, tmp));

const kb = (p: string) => round(statSync(p).size / 1024, 1);

export async function bundleSuite(cfg: BundleConfig, log: (s: string) => void): Promise<SuiteResult> {
  const prod = await production(cfg.repo, cfg.tmp);
  const dev = { extension: join(cfg.repo, 'dist/extension.js'), webview: join(cfg.repo, 'media/dashboard.js') };
  log(`bundle: production ${kb(prod.extension)} KB / ${kb(prod.webview)} KB`);
  return {
    figures: { extensionKB: kb(prod.extension), webviewKB: kb(prod.webview) },
    notes: [
      'Sizes (KiB) of the minified production bundles — src/extension.ts (node, cjs, vscode external) and webview-ui/main.ts (browser iife) — built with the options of `scripts/build.mjs --production` into bench/tmp/prod, so the dev build in dist/ is left alone.',
    ],
    details: { devBuildKB: { extension: existsSync(dev.extension) ? kb(dev.extension) : null, webview: existsSync(dev.webview) ? kb(dev.webview) : null } },
  };
}

export interface ExtensionConfig {
  repo: string;
  tmp: string;
  runs: number;
  seed: number;
}

export async function extensionSuite(cfg: ExtensionConfig, log: (s: string) => void): Promise<SuiteResult> {
  const prod = await production(cfg.repo, cfg.tmp);
  const ws = writeWorkspace({ dir: join(cfg.tmp, 'activation'), entries: 1_000, files: 100, seed: cfg.seed });
  const storage = join(cfg.tmp, 'activation', 'storage');
  mkdirSync(storage, { recursive: true });
  const act: number[] = [];
  const req: number[] = [];
  const ready: number[] = [];
  let entries: number | null = null;
  for (let i = 0; i < cfg.runs; i++) {
    const r = spawnSync(process.execPath, [join(cfg.repo, 'bench/probes/activate.cjs'), prod.extension, ws.projectRoot, ws.homeRoot, storage], { cwd: cfg.repo, encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new Error(`activation probe exited ${r.status}: ${(r.stderr || r.stdout).slice(0, 2000)}`);
    const out = JSON.parse(r.stdout.trim().split('\n').pop()!);
    act.push(out.activationMs);
    req.push(out.requireMs);
    ready.push(out.readyMs);
    entries = out.entries;
  }
  const a = summarize(act);
  log(`extension: activation p50 ${a.p50.toFixed(1)} ms, ready p50 ${summarize(ready).p50.toFixed(1)} ms (${entries} entries)`);
  return {
    figures: { activationMs: round(a.p50, 1) },
    notes: [
      'Measured outside VS Code: a fresh Node process per run (bench/probes/activate.cjs) hooks `Module._load` so `require("vscode")` returns a minimal stand-in (bench/probes/fakeVscode.cjs: real EventEmitter/TreeItem/Uri…, inert stubs for the rest), then times `require(bundle)` + `activate(context)` — what VS Code reports as activation time — on the minified production bundle. Not the real extension host: the host\'s own cost of loading an extension is not included.',
      `The workspace folder holds ${ws.entriesWritten.toLocaleString('en')} generated entries in ${ws.filesWritten} files; activate() starts loading them in the background. Median of ${cfg.runs} runs. Until \`ready()\` (files loaded and watched) is in details.readyMs.`,
    ],
    details: { activation: rs(a), requireMs: rs(summarize(req)), readyMs: rs(summarize(ready)), entriesLoaded: entries },
  };
}

function rs(s: ReturnType<typeof summarize>) {
  return { n: s.n, p50: round(s.p50, 1), p90: round(s.p90, 1), max: round(s.max, 1) };
}
