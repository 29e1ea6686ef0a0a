// The esbuild options of every bundle, in one place: scripts/build.mjs builds them into dist/ and media/;
// the tests and benchmarks build the same bundles into a folder of their own (so they never race dist/).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(new URL('..', import.meta.url).pathname);
// Node bundles prefer a package's ESM build: UMD builds (jsonc-parser) hide their requires from esbuild.
const nodeMainFields = ['module', 'main'];

/** The name of the command bundle next to dist/cli.js (MAIN_BUNDLE in src/cli/bundleLoader.ts). */
export const CLI_MAIN = 'cli-main.js';

function commonOptions(production) {
  return { bundle: true, sourcemap: !production, minify: production, logLevel: 'warning', legalComments: 'none', absWorkingDir: repo };
}

/** Sources that never shape what is derived on disk (the adapters, the capture detectors): left out of the id. */
const NOT_DERIVING = new Set(['src/vscode', 'src/cli', 'src/core/gate/detect', 'src/core/gate/detectors.ts'].map((d) => join(repo, d)));

/**
 * One id per build of the sources that parse, index and judge (src/ but NOT_DERIVING, the lockfile and
 * package.json): the extension and the command built from them parse alike, so they share derived data on disk
 * (src/store/snapshotRecords.ts producerId), and a change elsewhere does not throw a large memory's index away.
 */
function buildId() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const d of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(dir, d.name);
      if (NOT_DERIVING.has(p)) continue;
      if (d.isDirectory()) walk(p);
      else hash.update(`${p.slice(repo.length)}\0`).update(readFileSync(p)).update('\0');
    }
  };
  walk(join(repo, 'src'));
  for (const f of ['package.json', 'package-lock.json']) if (existsSync(join(repo, f))) hash.update(readFileSync(join(repo, f)));
  return hash.digest('hex').slice(0, 24);
}
let id;

/** `watch`: no build id (a watched build is rebuilt from changed sources under the same options). */
function nodeOptions(production, watch = false) {
  const define = watch ? {} : { LEARNINGS_BUILD_ID: JSON.stringify((id ??= buildId())) };
  return { ...commonOptions(production), platform: 'node', format: 'cjs', target: 'node20', mainFields: nodeMainFields, define };
}

/**
 * The `learnings` command bundle itself (src/cli/main.ts → cli-main.js). Building `cli` builds it too;
 * on its own it is only needed by `scripts/build.mjs --watch`.
 * @param {{ production?: boolean, outDir?: string, watch?: boolean }} [opts]
 * @returns {import('esbuild').BuildOptions}
 */
export function cliMainOptions({ production = false, outDir, watch = false } = {}) {
  // Minified in every build (names kept, source map as usual): every agent hook reads and decodes this
  // file at start-up, and half the bytes is half that cost.
  return { ...nodeOptions(production, watch), minify: true, keepNames: true, entryPoints: ['src/cli/main.ts'], outfile: join(outDir ?? join(repo, 'dist'), CLI_MAIN) };
}

/** An esbuild plugin: once this build succeeds, build `other` too; its errors are this build's errors. */
function alsoBuild(other) {
  return {
    name: 'also-build',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length) return undefined;
        const r = await build.esbuild.build({ ...other, logLevel: build.initialOptions.logLevel ?? other.logLevel }).catch((e) => e);
        return { errors: r.errors ?? [], warnings: r.warnings ?? [] };
      });
    },
  };
}

/**
 * @param {{ production?: boolean, outDir?: string, watch?: boolean }} [opts] outDir: where dist/ would be (media/ output goes beside it as media/)
 * @returns {Record<'extension'|'cli'|'webview'|'integration', import('esbuild').BuildOptions | undefined>}
 */
export function bundleOptions({ production = false, outDir, watch = false } = {}) {
  const dist = outDir ?? join(repo, 'dist');
  const media = outDir ? join(outDir, 'media') : join(repo, 'media');
  const node = nodeOptions(production, watch);
  return {
    extension: { ...node, entryPoints: ['src/extension.ts'], outfile: join(dist, 'extension.js'), external: ['vscode'] },
    // dist/cli.js (the bin) is a small loader (src/cli/bin.ts, bundleLoader.ts) that runs the command bundle beside
    // it, cli-main.js, through a per-user V8 code cache. Building `cli` writes both files.
    cli: { ...node, entryPoints: ['src/cli/bin.ts'], outfile: join(dist, 'cli.js'), banner: { js: '#!/usr/bin/env node' }, plugins: [alsoBuild(cliMainOptions({ production, outDir, watch }))] },
    webview: { ...commonOptions(production), entryPoints: ['webview-ui/main.ts'], outfile: join(media, 'dashboard.js'), platform: 'browser', format: 'iife', target: 'es2022' },
    // The extension-host test suite, when present: loaded by VS Code (test-electron) or code-server alike.
    integration: existsSync(join(repo, 'test/integration/index.ts'))
      ? { ...node, sourcemap: true, minify: false, entryPoints: ['test/integration/index.ts'], outfile: join(dist, 'test/integration.js'), external: ['vscode', 'mocha'] }
      : undefined,
  };
}
