// Idempotent setup of the offline VS Code (code-server, pinned) and the Debian packages it and the
// UI tests need. Lives in a cache folder OUTSIDE the repository; a marker file says it is complete.
// The manual steps replace code-server's npm postinstall, which cannot run offline or as root here.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const CODE_SERVER_VERSION = '4.99.4'; // the last release whose install accepts Node 20 (VS Code 1.99.3)
export const CHROMIUM = process.env.LEARNINGS_CHROMIUM ?? '/usr/bin/chromium';
export const cacheDir =
  process.env.LEARNINGS_CODE_SERVER_DIR ?? join(homedir(), '.cache', 'learnings-explorer', `code-server-${CODE_SERVER_VERSION}`);
export const codeServerEntry = join(cacheDir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
const marker = join(cacheDir, '.setup-complete');

/** Debian packages: chromium drives the UI, ripgrep replaces the binary @vscode/ripgrep would download, the -dev ones let native modules build. */
export const DEBIAN_PACKAGES = ['chromium', 'ripgrep', 'libkrb5-dev', 'libx11-dev', 'libxkbfile-dev', 'libsecret-1-dev', 'pkg-config', 'g++', 'make', 'python3'];

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: opts.timeout ?? 300_000, ...opts });
  if (r.status !== 0) {
    const tail = `${r.stdout ?? ''}\n${r.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${cmd} ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`}):\n${tail}`);
  }
  return r.stdout;
}

function missingDebianPackages() {
  return DEBIAN_PACKAGES.filter((p) => {
    const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', p], { encoding: 'utf8' });
    if (r.error) return !hasCommand(p); // not Debian: judge by the command alone
    return !/install ok installed/.test(r.stdout ?? '');
  });
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function ensureDebianPackages(log) {
  const missing = missingDebianPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasCommand('apt-get')) {
    throw new Error(`missing system packages: ${missing.join(' ')}\n  install them with: sudo apt-get install -y ${missing.join(' ')}`);
  }
  log(`setup: apt-get install ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env, timeout: 300_000 });
  run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env, timeout: 600_000 });
}

const npmEnv = () => {
  // `npm test` exports npm_* variables describing the repository; this folder is its own npm project.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  return { ...env, npm_config_yes: 'true', npm_config_unsafe_perm: 'true', npm_config_audit: 'false', npm_config_fund: 'false' };
};

/** The built-in TypeScript extension needs its shared `typescript` (document symbols, hovers); without it a warning pops up. */
function ensureBuiltinTypescript(log) {
  const extDir = join(cacheDir, 'node_modules', 'code-server', 'lib', 'vscode', 'extensions');
  if (!existsSync(join(extDir, 'package.json')) || existsSync(join(extDir, 'node_modules', 'typescript', 'lib', 'tsserver.js'))) return;
  log('setup: typescript for the built-in TypeScript extension');
  run('npm', ['install', '--omit=dev', '--ignore-scripts', '--no-save'], { cwd: extDir, env: npmEnv(), timeout: 300_000 });
}

/** Two suites (or two checkouts) setting up at once would delete each other's half-installed folder: one at a time. */
function withSetupLock(log, fn) {
  const lock = `${cacheDir}.lock`;
  mkdirSync(join(cacheDir, '..'), { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      let holder = NaN;
      try { holder = Number(readFileSync(join(lock, 'pid'), 'utf8')); } catch { /* being written */ }
      if (Number.isInteger(holder) && holder > 0 && !alive(holder)) { rmSync(lock, { recursive: true, force: true }); continue; }
      if (Date.now() > deadline) throw new Error(`another setup holds ${lock} (pid ${holder}); remove it if no setup is running`);
      if (!told) { log(`setup: waiting for another setup (pid ${holder}) to finish`); told = true; }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try { return fn(); } finally { rmSync(lock, { recursive: true, force: true }); }
}

function alive(pid) {
  try { process.kill(pid, 0); return true; } catch (e) { return e.code === 'EPERM'; }
}

function ensureCodeServer(log) {
  if (existsSync(marker) && existsSync(codeServerEntry)) return ensureBuiltinTypescript(log);
  return withSetupLock(log, () => installCodeServer(log));
}

function installCodeServer(log) {
  if (existsSync(marker) && existsSync(codeServerEntry)) return ensureBuiltinTypescript(log); // the other setup finished it
  log(`setup: code-server ${CODE_SERVER_VERSION} in ${cacheDir} (first run only; a few minutes)`);
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(join(cacheDir, 'package.json'), JSON.stringify({ name: 'learnings-code-server-host', private: true }, null, 2) + '\n');
  const env = npmEnv();
  run('npm', ['install', '--ignore-scripts', '--no-save', `code-server@${CODE_SERVER_VERSION}`], { cwd: cacheDir, env, timeout: 600_000 });
  // npm hoists argon2 to the top node_modules; without its native binding code-server dies at start.
  run('npm', ['rebuild', 'argon2'], { cwd: cacheDir, env, timeout: 600_000 });
  const vscodeDir = join(cacheDir, 'node_modules', 'code-server', 'lib', 'vscode');
  run('npm', ['install', '--omit=dev', '--ignore-scripts'], { cwd: vscodeDir, env, timeout: 600_000 });
  const rgDir = join(vscodeDir, 'node_modules', '@vscode', 'ripgrep', 'bin');
  mkdirSync(rgDir, { recursive: true });
  copyFileSync('/usr/bin/rg', join(rgDir, 'rg')); // instead of the download from GitHub
  chmodSync(join(rgDir, 'rg'), 0o755);
  run('npm', ['rebuild'], { cwd: vscodeDir, env, timeout: 600_000 });
  const links = [
    [join(vscodeDir, 'node_modules.asar'), 'node_modules'],
    [join(vscodeDir, 'bin', 'remote-cli', 'code-server'), 'code-linux.sh'],
    [join(vscodeDir, 'bin', 'helpers', 'browser.sh'), 'browser-linux.sh'],
  ];
  for (const [path, target] of links) {
    rmSync(path, { force: true });
    symlinkSync(target, path);
  }
  if (!existsSync(codeServerEntry)) throw new Error(`code-server entry point missing after install: ${codeServerEntry}`);
  ensureBuiltinTypescript(log);
  writeFileSync(marker, `code-server ${CODE_SERVER_VERSION} set up ${new Date().toISOString()}\n`);
}

/** Makes sure everything is in place; throws an Error whose message says what is missing and how to fix it. */
export function ensureHost(log = (m) => console.log(m)) {
  const started = Date.now();
  ensureDebianPackages(log);
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (install the Debian package "chromium" or set LEARNINGS_CHROMIUM)`);
  ensureCodeServer(log);
  const secs = (Date.now() - started) / 1000;
  if (secs > 5) log(`setup: done in ${secs.toFixed(0)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureHost();
    console.log(`setup: ok (${codeServerEntry})`);
  } catch (e) {
    console.error(`setup: FAILED: ${e.message}`);
    process.exit(1);
  }
}
