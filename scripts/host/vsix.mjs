// Checks the packaged extension the way a person gets it: `npm run package` builds the .vsix,
// its file list must hold bundles only, and code-server must install it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { codeServerEntry } from './setup.mjs';
import { makeStateDirs } from './server.mjs';

const FORBIDDEN = [/^extension\/src\//, /^extension\/test\//, /^extension\/node_modules\//, /^extension\/webview-ui\//, /^extension\/scripts\//, /^extension\/demo\//, /\.map$/, /\.ts$/];

/** Paths inside a .vsix (a ZIP). */
export function vsixFiles(file) {
  return Object.keys(unzipSync(readFileSync(file)));
}

/**
 * Builds dist/learnings-explorer.vsix with `npm run package` (its vscode:prepublish makes the production
 * bundles), then rebuilds dist/ for development. Returns the .vsix path; throws with the output on failure.
 */
export function packageVsix(repo) {
  const vsix = join(repo, 'dist', 'learnings-explorer.vsix');
  rmSync(vsix, { force: true });
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  const pkg = spawnSync('npm', ['run', '--silent', 'package'], { cwd: repo, encoding: 'utf8', timeout: 180_000, env });
  spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repo, stdio: 'ignore', timeout: 120_000 });
  if (pkg.status !== 0 || !existsSync(vsix)) throw new Error(`npm run package failed:\n${`${pkg.stdout}\n${pkg.stderr}`.trim().split('\n').slice(-8).join('\n')}`);
  return vsix;
}

/** Returns [{title, ok, detail}] — each one counted as a test by the caller. */
export async function checkVsix(repo) {
  const results = [];
  const vsix = join(repo, 'dist', 'learnings-explorer.vsix');
  rmSync(vsix, { force: true });
  const pkg = spawnSync('npm', ['run', '--silent', 'package'], { cwd: repo, encoding: 'utf8', timeout: 180_000 });
  const built = pkg.status === 0 && existsSync(vsix);
  results.push({ title: 'npm run package builds a .vsix', ok: built, detail: built ? undefined : `${pkg.stdout}\n${pkg.stderr}`.trim().split('\n').slice(-8).join('\n') });
  // The npm package: packed, installed globally into a throwaway prefix, `learnings --help` run from it.
  const npm = spawnSync(process.execPath, ['scripts/check-npm-pack.mjs'], { cwd: repo, encoding: 'utf8', timeout: 300_000 });
  results.push({ title: 'npm pack, then npm i -g <tarball>, then learnings --help', ok: npm.status === 0, detail: npm.status === 0 ? undefined : `${npm.stdout}\n${npm.stderr}`.trim().split('\n').slice(-8).join('\n') });
  // Leave dist/ as the development build for the next suite (package minifies it).
  spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repo, stdio: 'ignore', timeout: 120_000 });
  if (!built) return results;
  const files = vsixFiles(vsix);
  const bad = files.filter((f) => FORBIDDEN.some((re) => re.test(f)));
  const needed = ['extension/package.json', 'extension/dist/extension.js'].filter((f) => !files.includes(f));
  results.push({
    title: `.vsix holds bundles only (${files.length} files)`,
    ok: bad.length === 0 && needed.length === 0,
    detail: bad.length ? `unexpected: ${bad.slice(0, 10).join(', ')}` : needed.length ? `missing: ${needed.join(', ')}` : undefined,
  });
  const dirs = makeStateDirs();
  try {
    const r = spawnSync(process.execPath, [codeServerEntry, '--user-data-dir', dirs.ud, '--extensions-dir', dirs.ext, '--install-extension', vsix], { encoding: 'utf8', timeout: 120_000 });
    const out = `${r.stdout}\n${r.stderr}`;
    const ok = /successfully installed/i.test(out);
    results.push({ title: 'code-server --install-extension installs the .vsix', ok, detail: ok ? undefined : out.trim().split('\n').slice(-8).join('\n') });
  } finally {
    rmSync(dirs.state, { recursive: true, force: true });
  }
  return results;
}
