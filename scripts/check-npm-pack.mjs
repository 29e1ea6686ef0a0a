#!/usr/bin/env node
// `npm run pack:check`: the npm package as a person gets it. `npm pack` (its prepack builds the
// production bundles), then `npm i -g <tarball>` into a throwaway prefix, offline, then the installed
// `learnings --help` and `learnings --version`, run by `sh -c` with a PATH that holds only the prefix's
// bin and the folder of node (never the project or its node_modules/.bin). Prints a JSON summary;
// exits 1 on any failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const repo = resolve(new URL('..', import.meta.url).pathname);
const work = mkdtempSync(join(tmpdir(), 'learnings-npm-pack-'));
// `npm run` exports npm_* variables describing this project; the nested npm must not inherit them.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', env, timeout: 300_000, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal}):\n${`${r.stdout}\n${r.stderr}`.trim().split('\n').slice(-12).join('\n')}`);
  return r;
}

try {
  // The prepack build prints to stdout before npm's JSON: read from the array's opening line.
  const out = run('npm', ['pack', '--json', '--pack-destination', work], { cwd: repo }).stdout;
  const packed = JSON.parse(out.slice(out.search(/^\[/m)))[0];
  const tarball = join(work, packed.filename);
  const prefix = join(work, 'prefix');
  run('npm', ['i', '-g', tarball, '--prefix', prefix, '--offline', '--no-audit', '--no-fund'], { cwd: work });
  const bin = join(prefix, 'bin');
  const shEnv = { PATH: `${bin}:${dirname(process.execPath)}:/usr/bin:/bin`, HOME: work, XDG_CACHE_HOME: join(work, 'cache') };
  const help = spawnSync('/bin/sh', ['-c', 'learnings --help'], { encoding: 'utf8', env: shEnv, cwd: work });
  const version = spawnSync('/bin/sh', ['-c', 'learnings --version'], { encoding: 'utf8', env: shEnv, cwd: work });
  const expected = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).version;
  const summary = {
    files: packed.files.map((f) => f.path).sort(),
    size: packed.size,
    unpackedSize: packed.unpackedSize,
    help: help.status === 0 && /Usage: learnings/.test(help.stdout),
    version: version.stdout.trim(),
  };
  console.log(JSON.stringify(summary, null, 2));
  if (!summary.help) throw new Error(`installed learnings --help failed (exit ${help.status}): ${help.stderr.trim()}`);
  if (summary.version !== expected) throw new Error(`installed learnings --version printed ${JSON.stringify(summary.version)}, expected ${expected}`);
} catch (e) {
  console.error(`pack:check: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
