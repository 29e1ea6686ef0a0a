import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { acquireLock, CAPTURE_LOCK_WAIT_MS, INNER_LOCK_WAIT_MS, lockPathFor, LockTimeoutError, tryLock } from '../../../src/store/fileLock';
import { DRAIN_BUDGET_MS } from '../../../src/app/capture/capturePipeline';
import { HOOK_TIMEOUT_SECONDS } from '../../../src/app/hooks/installHooks';
import { HOOK_DEADLINE_MS } from '../../../src/cli/commands/hook';
import { removeDir, tempDir } from './helpers';

const HOLDER = resolve(__dirname, '../../fixtures/store/lockHolder.ts');

describe('store file lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => removeDir(dir));

  it('records who holds it (pid, host) and removes only its own lock', () => {
    const f = join(dir, 'x.md');
    const held = tryLock(f)!;
    assert.ok(held);
    const owner = JSON.parse(readFileSync(join(lockPathFor(f), 'owner'), 'utf8')) as { pid: number; host: string };
    assert.equal(owner.pid, process.pid);
    assert.equal(owner.host, hostname());
    assert.equal(tryLock(f), undefined, 'a live holder keeps it');
    held.release();
    assert.equal(existsSync(lockPathFor(f)), false);
    assert.deepEqual(readdirSync(dir), [], 'no temp or tomb folders left');
  });

  it('takes over at once the lock of a child process killed with SIGKILL while holding it', async () => {
    const f = join(dir, 'LEARNINGS.md');
    const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, f], { stdio: ['ignore', 'pipe', 'inherit'] });
    const said = await new Promise<string>((res) => child.stdout!.once('data', (d: Buffer) => res(d.toString().trim())));
    assert.equal(said, 'held');
    assert.equal(tryLock(f), undefined, 'held while the child lives');
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const t0 = process.hrtime.bigint();
    const held = await acquireLock(f, 5_000);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    held.release();
    assert.ok(ms < 100, `took ${ms} ms`);
  });

  it('judges a lock of another host, or without an owner record, by time only', async () => {
    const f = join(dir, 'y.md');
    mkdirSync(lockPathFor(f));
    writeFileSync(join(lockPathFor(f), 'owner'), JSON.stringify({ pid: 999_999_999, host: `not-${hostname()}`, token: 't', at: '' }));
    await assert.rejects(acquireLock(f, 150), (e: Error) => e instanceof LockTimeoutError && /could not lock .*y\.md: held by pid 999999999/.test(e.message));
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPathFor(f), old, old);
    (await acquireLock(f, 1_000)).release();
  });

  it('never replaces an empty lock folder (an older version\u2019s live lock) by renaming onto it', () => {
    const f = join(dir, 'z.md');
    mkdirSync(lockPathFor(f));
    assert.equal(tryLock(f), undefined);
    assert.equal(existsSync(join(lockPathFor(f), 'owner')), false);
  });

  it('a hook waits for a lock well within its own deadline and the installed timeout', () => {
    assert.ok(CAPTURE_LOCK_WAIT_MS <= 3_000);
    const allWaits = CAPTURE_LOCK_WAIT_MS + DRAIN_BUDGET_MS + 2 * INNER_LOCK_WAIT_MS;
    assert.ok(allWaits + 2_000 <= HOOK_DEADLINE_MS, `${allWaits} ms of lock waits leave at least 2 s of the hook deadline for the work`);
    assert.ok(HOOK_DEADLINE_MS < HOOK_TIMEOUT_SECONDS * 1000);
  });
});
