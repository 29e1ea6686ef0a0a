// An agent hook must never block the agent: even bad global options exit 0 for `hook <agent>`,
// while every other command still refuses them with exit 2.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli } from './cliHarness';

describe('cli: agent hooks never block', function () {
  this.timeout(60_000);
  let tmp: string;
  let cli: string;
  before(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'hook-exit-'));
    cli = await buildCli(join(tmp, 'bin'));
  });
  after(() => rmSync(tmp, { recursive: true, force: true }));

  const payload = JSON.stringify({ hook_event_name: 'UserPromptSubmit', session_id: 's1', cwd: '/nonexistent', prompt: 'hello' });
  const run = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { input: payload, encoding: 'utf8', timeout: 30_000 });

  it('exits 0 for `hook claude` with a path-like --user, and says why on stderr', () => {
    const r = run(['--user', '../../etc', '--root', tmp, 'hook', 'claude']);
    assert.equal(r.status, 0);
    assert.match(r.stderr, /invalid user id/);
  });

  it('exits 0 for `hook claude` with a bad --now', () => {
    assert.equal(run(['--now', 'yesterday-ish', '--root', tmp, 'hook', 'claude']).status, 0);
  });

  it('still exits 2 for `hook install` and other commands with bad usage', () => {
    assert.equal(run(['--user', '../../etc', '--root', tmp, 'hook', 'install', 'claude']).status, 2);
    assert.equal(run(['--user', '../../etc', '--root', tmp, 'scan']).status, 2);
  });
});
