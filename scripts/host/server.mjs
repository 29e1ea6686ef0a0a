// Starts code-server (the offline VS Code) on loopback with throwaway state, and stops it by its
// process group, always — also when this process is interrupted.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeServerEntry } from './setup.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `code-server --install-extension <vsix>` into these state folders; throws with its output when it fails. */
export function installVsix(vsix, dirs) {
  const r = spawnSync(process.execPath, [codeServerEntry, '--user-data-dir', dirs.ud, '--extensions-dir', dirs.ext, '--install-extension', vsix], { encoding: 'utf8', timeout: 120_000 });
  const out = `${r.stdout}\n${r.stderr}`;
  if (!/successfully installed/i.test(out)) throw new Error(`code-server could not install ${vsix}:\n${out.trim().split('\n').slice(-8).join('\n')}`);
}

/** The workbench URL for `folder` with only installed extensions (no development host: the window title is the plain one). */
export function installedWorkbenchUrl(url, folder) {
  return `${url}/?folder=${encodeURIComponent(remoteUri(url, folder))}&payload=${encodeURIComponent(JSON.stringify([['skipWelcome', 'true']]))}`;
}

/** Throwaway user-data and extensions folders; the settings keep dialogs out of the way of tests. */
export function makeStateDirs(settings = {}) {
  const state = mkdtempSync(join(tmpdir(), 'learnings-code-server-'));
  const ud = join(state, 'ud');
  const ext = join(state, 'ext');
  mkdirSync(join(ud, 'User'), { recursive: true });
  mkdirSync(ext, { recursive: true });
  writeFileSync(
    join(ud, 'User', 'settings.json'),
    JSON.stringify({ 'security.workspace.trust.enabled': false, 'workbench.startupEditor': 'none', 'workbench.tips.enabled': false, 'extensions.ignoreRecommendations': true, 'telemetry.telemetryLevel': 'off', ...settings }, null, 2),
  );
  return { state, ud, ext };
}

const running = new Set();
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}
process.on('exit', () => {
  for (const c of running) killGroup(c, 'SIGKILL');
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    for (const c of running) killGroup(c, 'SIGTERM');
    process.exit(130);
  });
}

/**
 * Starts code-server for `folder`; resolves with {url, port, stop()} once it listens.
 * `env` is inherited by its extension host (that is how the test module learns where to write counts).
 */
export async function startCodeServer({ folder, env = {}, logFile, settings, port: wantedPort, timeoutMs = 90_000, vsix, trusted = true }) {
  const port = wantedPort ?? (await freePort());
  const dirs = makeStateDirs(settings);
  // A packaged extension installed the way a person installs it (then opened without a development host).
  if (vsix) installVsix(vsix, dirs);
  const args = [codeServerEntry, '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`, '--user-data-dir', dirs.ud, '--extensions-dir', dirs.ext, '--disable-telemetry', '--disable-update-check', ...(trusted ? ['--disable-workspace-trust'] : []), folder];
  const child = spawn(process.execPath, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  running.add(child);
  const log = logFile ? createWriteStream(logFile) : undefined;
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`code-server did not start within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`)), timeoutMs);
    const onData = (buf) => {
      const s = buf.toString();
      log?.write(s);
      if (output.length < 200_000) output += s;
      if (/HTTP server listening/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, sig) => {
      clearTimeout(timer);
      reject(new Error(`code-server exited (${code ?? sig}) before listening:\n${output.slice(-2000)}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      killGroup(child, 'SIGTERM');
      const t = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    }
    running.delete(child);
    log?.end();
    rmSync(dirs.state, { recursive: true, force: true });
  };
  try {
    await ready;
  } catch (e) {
    await stop();
    throw e;
  }
  return { url: `http://127.0.0.1:${port}`, port, pid: child.pid, dirs, stop };
}

/** `vscode-remote://127.0.0.1:<port><abs>` — how the browser workbench names a path on the server. */
export function remoteUri(url, absPath) {
  return `vscode-remote://${new URL(url).host}${absPath}`;
}

/** Workbench URL opening `folder` with the extension under development (and a tests module when given). */
export function workbenchUrl(url, folder, extensionPath, testsPath) {
  const payload = [['extensionDevelopmentPath', remoteUri(url, extensionPath)]];
  if (testsPath) payload.push(['extensionTestsPath', remoteUri(url, testsPath)]);
  payload.push(['skipWelcome', 'true']);
  return `${url}/?folder=${encodeURIComponent(remoteUri(url, folder))}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
}
