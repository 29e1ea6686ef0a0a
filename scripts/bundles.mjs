// The esbuild options of every bundle, in one place: scripts/build.mjs builds them into dist/ and media/;
// the tests and benchmarks build the same bundles into a folder of their own (so they never race dist/).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(new URL('..', import.meta.url).pathname);
// Node bundles prefer a package's ESM build: UMD builds (jsonc-parser) hide their requires from esbuild.
const nodeMainFields = ['module', 'main'];

/**
 * @param {{ production?: boolean, outDir?: string }} [opts] outDir: where dist/ would be (media/ output goes beside it as media/)
 * @returns {Record<'extension'|'cli'|'webview'|'integration', import('esbuild').BuildOptions | undefined>}
 */
export function bundleOptions({ production = false, outDir } = {}) {
  const dist = outDir ?? join(repo, 'dist');
  const media = outDir ? join(outDir, 'media') : join(repo, 'media');
  const common = { bundle: true, sourcemap: !production, minify: production, logLevel: 'warning', legalComments: 'none', absWorkingDir: repo };
  const node = { ...common, platform: 'node', format: 'cjs', target: 'node20', mainFields: nodeMainFields };
  return {
    extension: { ...node, entryPoints: ['src/extension.ts'], outfile: join(dist, 'extension.js'), external: ['vscode'] },
    cli: { ...node, entryPoints: ['src/cli/main.ts'], outfile: join(dist, 'cli.js'), banner: { js: '#!/usr/bin/env node' } },
    webview: { ...common, entryPoints: ['webview-ui/main.ts'], outfile: join(media, 'dashboard.js'), platform: 'browser', format: 'iife', target: 'es2022' },
    // The extension-host test suite, when present: loaded by VS Code (test-electron) or code-server alike.
    integration: existsSync(join(repo, 'test/integration/index.ts'))
      ? { ...node, sourcemap: true, minify: false, entryPoints: ['test/integration/index.ts'], outfile: join(dist, 'test/integration.js'), external: ['vscode', 'mocha'] }
      : undefined,
  };
}
