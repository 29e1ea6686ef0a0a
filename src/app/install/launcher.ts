// The `learnings` launcher: a small script in a per-user bin folder that runs the CLI bundle shipped in
// the extension, the way VS Code's "Install 'code' command in PATH" does. Agent hooks call it by its
// absolute path, so they work without any PATH change. It survives extension updates twice over: the
// extension rewrites it on activation when the installed folder changed, and the script itself falls
// back to the newest learnings-explorer folder beside the recorded one (and to `node` on PATH) when the
// recorded paths are gone.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

/** The first line after the shebang of every launcher we write: how we recognise ours (never overwrite another program). */
export const LAUNCHER_MARK = 'learnings launcher, written by the Learnings Explorer extension';

export interface LauncherTarget {
  /** The program that runs the CLI: VS Code's own runtime (process.execPath). */
  node: string;
  /** It is Electron (desktop VS Code), which runs as plain Node with ELECTRON_RUN_AS_NODE=1. */
  electron: boolean;
  /** The CLI entry inside the installed extension: <extension folder>/dist/cli.js. */
  cli: string;
}

/** The per-user bin folder: $LEARNINGS_BIN_DIR, else %LOCALAPPDATA%\learnings-explorer\bin on Windows, else ~/.local/bin. */
export function launcherDir(env: Env = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.LEARNINGS_BIN_DIR) return env.LEARNINGS_BIN_DIR;
  if (platform === 'win32') return join(env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), 'learnings-explorer', 'bin');
  return join(homedir(), '.local', 'bin');
}

export function launcherPath(env: Env = process.env, platform: NodeJS.Platform = process.platform): string {
  return join(launcherDir(env, platform), platform === 'win32' ? 'learnings.cmd' : 'learnings');
}

const sq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The launcher's text for `platform`. The extension folder's name without its version is the fallback's glob. */
export function launcherScript(t: LauncherTarget, platform: NodeJS.Platform = process.platform): string {
  const extDir = dirname(dirname(t.cli));
  const prefix = basename(extDir).replace(/-\d+\.\d+\.\d+.*$/, '-');
  if (platform === 'win32') {
    return [
      '@echo off',
      `rem ${LAUNCHER_MARK}.`,
      'setlocal',
      `set "LEARNINGS_NODE=${t.node}"`,
      `set "LEARNINGS_CLI=${t.cli}"`,
      `if not exist "%LEARNINGS_CLI%" for /d %%D in ("${dirname(extDir)}\\${prefix}*") do if exist "%%D\\dist\\cli.js" set "LEARNINGS_CLI=%%D\\dist\\cli.js"`,
      'if not exist "%LEARNINGS_NODE%" set "LEARNINGS_NODE=node"',
      t.electron ? 'set "ELECTRON_RUN_AS_NODE=1"' : 'rem plain Node',
      '"%LEARNINGS_NODE%" "%LEARNINGS_CLI%" %*',
      '',
    ].join('\r\n');
  }
  return [
    '#!/bin/sh',
    `# ${LAUNCHER_MARK}.`,
    '# "Learnings: Install Command-Line Tool" rewrites it; remove it to uninstall.',
    `node=${sq(t.node)}`,
    `cli=${sq(t.cli)}`,
    '# After an update or removal of the recorded extension folder: the newest one beside it.',
    'if [ ! -f "$cli" ]; then',
    `  for d in ${sq(dirname(extDir))}/${sq(prefix)}*; do [ -f "$d/dist/cli.js" ] && cli="$d/dist/cli.js"; done`,
    'fi',
    'if [ ! -x "$node" ]; then node=node; fi',
    'if [ ! -f "$cli" ]; then echo "learnings: the Learnings Explorer extension is no longer installed (looked for $cli)" >&2; exit 127; fi',
    t.electron ? 'ELECTRON_RUN_AS_NODE=1 exec "$node" "$cli" "$@"' : 'exec "$node" "$cli" "$@"',
    '',
  ].join('\n');
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Is there a launcher of ours at `file`? */
export function isOurLauncher(file: string): boolean {
  return readOrUndefined(file)?.includes(LAUNCHER_MARK) ?? false;
}

export interface LauncherWrite {
  path: string;
  /** It was (re)written; false when it already said exactly this. */
  changed: boolean;
}

/**
 * Writes the launcher for `t` (whole, under a temp name, renamed into place, mode 0755). Refuses to
 * replace a file at that path that is not ours: another `learnings` program belongs to the person.
 */
export function writeLauncher(t: LauncherTarget, file = launcherPath(), platform: NodeJS.Platform = process.platform): LauncherWrite {
  const text = launcherScript(t, platform);
  const old = readOrUndefined(file);
  if (old === text) return { path: file, changed: false };
  if (old !== undefined && !old.includes(LAUNCHER_MARK)) {
    throw new Error(`cannot write ${file}: another program is already there; remove it or set LEARNINGS_BIN_DIR to another folder`);
  }
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(tmp, text, { mode: 0o755 });
    chmodSync(tmp, 0o755);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new Error(`cannot write ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  return { path: file, changed: true };
}

/** Is the folder of `file` on this PATH (so `learnings` works in a terminal too)? */
export function onPath(file: string, env: Env = process.env, platform: NodeJS.Platform = process.platform): boolean {
  const sep = platform === 'win32' ? ';' : ':';
  return (env.PATH ?? '').split(sep).some((d) => d && (d === dirname(file) || d === `${dirname(file)}/`));
}

export interface ResolveCheck {
  ok: boolean;
  /** What went wrong, in the shell's words. */
  detail?: string;
}

/**
 * Runs `<program> --version` the way an agent runs a hook command (`sh -c`, with `env`'s PATH):
 * a command that does not resolve fails here rather than silently in every agent session.
 */
export function checkProgramResolves(program: string, env: Env = process.env): ResolveCheck {
  if (process.platform === 'win32') return { ok: true };
  const r = spawnSync('/bin/sh', ['-c', `${program} --version`], { env: { ...env } as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 10_000 });
  if (r.status === 0) return { ok: true };
  const detail = (r.stderr || r.error?.message || `exit ${r.status ?? r.signal}`).trim().split('\n')[0];
  return { ok: false, detail };
}

/**
 * The program agents should run, by absolute path: the extension's launcher when there is one, else
 * this very program (an npm global install's bin link, or a checkout's dist/cli.js); run in-process
 * by another program (a test runner), the name `learnings` on PATH.
 */
export function defaultProgram(env: Env = process.env, argv1: string | undefined = process.argv[1]): string {
  const launcher = launcherPath(env);
  if (isOurLauncher(launcher)) return launcher;
  const self = argv1 ? resolve(argv1) : '';
  return /^(learnings(\.cmd)?|cli\.js)$/.test(basename(self)) ? self : 'learnings';
}
