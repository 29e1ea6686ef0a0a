// The launcher "Install Command-Line Tool" writes: runs the CLI of the recorded extension folder, finds
// the newest folder after an update, never replaces someone else's program, rewrites only on change.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProgramResolves, defaultProgram, isOurLauncher, launcherDir, launcherPath, launcherScript, onPath, writeLauncher } from '../../../../src/app/install/launcher';

const posix = process.platform !== 'win32';

describe('learnings launcher', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'learnings-launcher-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A stand-in extension folder whose dist/cli.js prints its version and arguments. */
  function fakeExtension(version: string): string {
    const ext = join(dir, 'extensions', `learnings-explorer.learnings-explorer-${version}`);
    mkdirSync(join(ext, 'dist'), { recursive: true });
    writeFileSync(join(ext, 'dist', 'cli.js'), `process.stdout.write(${JSON.stringify(version)} + ' ' + process.argv.slice(2).join(' '))`);
    return ext;
  }

  const run = (file: string, args: string[], env: NodeJS.ProcessEnv = process.env) => spawnSync('/bin/sh', ['-c', `'${file}' ${args.join(' ')}`], { encoding: 'utf8', env });

  it('runs the recorded CLI with the recorded runtime, by absolute path, with no PATH at all', function () {
    if (!posix) this.skip();
    const ext = fakeExtension('0.1.0');
    const file = join(dir, 'bin', 'learnings');
    const w = writeLauncher({ node: process.execPath, electron: false, cli: join(ext, 'dist', 'cli.js') }, file);
    assert.deepEqual(w, { path: file, changed: true });
    assert.equal(statSync(file).mode & 0o111, 0o111, 'executable');
    const r = run(file, ['hook', 'claude'], { PATH: '' });
    assert.equal(r.stdout, '0.1.0 hook claude', r.stderr);
    assert.equal(writeLauncher({ node: process.execPath, electron: false, cli: join(ext, 'dist', 'cli.js') }, file).changed, false);
  });

  it('after an update removed the recorded folder, runs the one that replaced it', function () {
    if (!posix) this.skip();
    const old = fakeExtension('0.1.0');
    const file = join(dir, 'learnings');
    writeLauncher({ node: process.execPath, electron: false, cli: join(old, 'dist', 'cli.js') }, file);
    rmSync(old, { recursive: true });
    fakeExtension('0.2.0');
    assert.equal(run(file, ['--help']).stdout, '0.2.0 --help');
    rmSync(join(dir, 'extensions'), { recursive: true });
    const gone = run(file, []);
    assert.equal(gone.status, 127);
    assert.match(gone.stderr, /no longer installed/);
  });

  it('falls back to node on PATH when the recorded runtime is gone (a remote server update)', function () {
    if (!posix) this.skip();
    const ext = fakeExtension('0.1.0');
    const file = join(dir, 'learnings');
    writeLauncher({ node: join(dir, 'old-server', 'node'), electron: false, cli: join(ext, 'dist', 'cli.js') }, file);
    assert.equal(run(file, ['x']).stdout, '0.1.0 x');
  });

  it('never replaces a program that is not ours; says where and why it cannot write', () => {
    const file = join(dir, 'learnings');
    writeFileSync(file, '#!/bin/sh\necho mine\n');
    assert.throws(() => writeLauncher({ node: '/n', electron: false, cli: '/e/dist/cli.js' }, file), new RegExp(`cannot write ${file.replace(/[/\\]/g, '.')}: another program`));
    assert.equal(readFileSync(file, 'utf8'), '#!/bin/sh\necho mine\n');
    assert.equal(isOurLauncher(file), false);
    if (posix && process.getuid?.() !== 0) {
      const ro = join(dir, 'ro');
      mkdirSync(ro, { mode: 0o500 });
      assert.throws(() => writeLauncher({ node: '/n', electron: false, cli: '/e/dist/cli.js' }, join(ro, 'learnings')), /cannot write .*ro\/learnings: EACCES/);
    }
  });

  it('Electron runtimes run as Node; Windows gets a .cmd in a per-user folder', () => {
    const t = { node: '/usr/share/code/code', electron: true, cli: '/home/u/.vscode/extensions/learnings-explorer.learnings-explorer-1.2.3/dist/cli.js' };
    assert.match(launcherScript(t, 'linux'), /ELECTRON_RUN_AS_NODE=1 exec "\$node" "\$cli" "\$@"/);
    assert.match(launcherScript(t, 'linux'), /'\/home\/u\/.vscode\/extensions'\/'learnings-explorer.learnings-explorer-'\*/);
    const cmd = launcherScript({ ...t, cli: 'C:\\Users\\u\\.vscode\\extensions\\learnings-explorer.learnings-explorer-1.2.3\\dist\\cli.js' }, 'win32');
    assert.match(cmd, /^@echo off\r\n/);
    assert.match(cmd, /set "ELECTRON_RUN_AS_NODE=1"/);
    assert.equal(launcherPath({ LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' }, 'win32').endsWith('learnings.cmd'), true);
    assert.equal(launcherDir({ LEARNINGS_BIN_DIR: '/x/bin' }, 'linux'), '/x/bin');
    assert.ok(onPath('/x/bin/learnings', { PATH: '/usr/bin:/x/bin' }, 'linux'));
    assert.ok(!onPath('/x/bin/learnings', { PATH: '/usr/bin' }, 'linux'));
  });

  it('checks that a program resolves the way an agent runs it', function () {
    if (!posix) this.skip();
    assert.equal(checkProgramResolves(`'${process.execPath}'`).ok, true);
    const missing = checkProgramResolves('surely-no-such-learnings-program', { PATH: '/nonexistent' });
    assert.equal(missing.ok, false);
    assert.match(missing.detail ?? '', /not found/);
  });

  it('hooks run the launcher when there is one, else this program by absolute path, else the name', () => {
    const env = { LEARNINGS_BIN_DIR: join(dir, 'bin') };
    assert.equal(defaultProgram(env, '/usr/local/bin/learnings'), '/usr/local/bin/learnings');
    assert.equal(defaultProgram(env, '/src/app/dist/cli.js'), '/src/app/dist/cli.js');
    assert.equal(defaultProgram(env, '/src/app/node_modules/.bin/mocha'), 'learnings', 'run in-process by a test runner');
    writeLauncher({ node: process.execPath, electron: false, cli: '/e/dist/cli.js' }, launcherPath(env));
    assert.equal(defaultProgram(env, '/usr/local/bin/learnings'), launcherPath(env));
  });
});
