// Many agents at once: 8 processes each capture 25 distinct learnings into one workspace at the same
// time while `learnings promote` runs again and again. Every acknowledged capture (decision
// "admitted" in its JSON output) must be on disk exactly once under a unique id, every file must
// parse, and nothing (locks, temp files) may be left behind. Then a lock left by a killed process.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { cliBundle, distinctLearning, listFiles, markerOf, NOW, parseJson, readJsonl, run, scan, start, startWorker, tempDir, type Run } from './harness';
import { seedJsonRoot, seedSiaRoot } from './seedRoots';
import { recordFigure } from './figures';

const LANES = Number(process.env.LEARNINGS_REL_LANES ?? 8);
const PER_LANE = Number(process.env.LEARNINGS_REL_PER_LANE ?? 25);

interface Ack {
  lane: number;
  n: number;
  id: string;
  file: string;
}

/** A capture acknowledged as queued (the lock was busy past a hook's budget): written by a later capture. */
interface Queued {
  lane: number;
  n: number;
}

/** Lane `lane` of the run: a worker process capturing PER_LANE distinct learnings one after another. */
async function captureLane(cli: string, root: string, lane: number, acks: Ack[], other: string[], queued: Queued[]): Promise<void> {
  const items = Array.from({ length: PER_LANE }, (_, n) => ({ content: distinctLearning(lane, n), file: `src/lane${lane}.ts` }));
  const r = await startWorker(cli, root, items).done;
  if (r.code !== 0) other.push(`lane ${lane}: worker exit ${r.code ?? r.signal}: ${r.stderr.trim().slice(0, 300)}`);
  for (const a of r.acks) if (a.code === 0 && a.decision === 'queued' && a.file?.endsWith('.pending')) queued.push({ lane, n: a.n });
  const failed = r.acks.filter((a) => !(a.code === 0 && ((a.decision === 'admitted' && a.id && a.file) || a.decision === 'queued')));
  for (const a of r.acks) if (!failed.includes(a) && a.decision === 'admitted') acks.push({ lane, n: a.n, id: a.id!, file: a.file! });
  for (const a of failed) other.push(`lane ${lane} #${a.n}: exit ${a.code} ${a.decision ?? ''}`);
  if (failed.length) other.push(`lane ${lane} stderr: ${r.stderr.trim().split("\n").filter((l) => !l.includes("was queued")).join("\n").slice(0, 800)}`);
}

async function promoteLoop(cli: string, root: string, until: () => boolean): Promise<Run[]> {
  const runs: Run[] = [];
  while (!until()) {
    runs.push(await run(cli, ['--root', root, '--home', join(root, '.no-home'), '--now', NOW, '--json', 'promote', '--yes']));
  }
  return runs;
}

function tempLeftovers(root: string): string[] {
  // write-file-atomic names its temp `<file>.<number>`; createFileExclusive `.<name>.<pid>.<hex>.tmp`.
  return listFiles(root).filter((f) => f.endsWith('/') || /\.tmp$/.test(f) || /\.(md|json|jsonl)\.\d+$/.test(f));
}

describe('reliability: concurrent captures', function () {
  this.timeout(300_000);
  let cli: string;
  const roots: string[] = [];
  before(async () => {
    cli = await cliBundle();
  });
  after(() => {
    for (const r of roots) rmSync(r, { recursive: true, force: true });
  });

  for (const layout of ['json-entry', 'sia-markdown'] as const) {
    it(`${LANES} processes × ${PER_LANE} captures + promote into one ${layout} root: nothing lost, nothing twice`, async () => {
      const root = tempDir();
      roots.push(root);
      if (layout === 'json-entry') seedJsonRoot(root);
      else seedSiaRoot(root);
      const acks: Ack[] = [];
      const other: string[] = [];
      const queued: Queued[] = [];
      let finished = false;
      const t0 = Date.now();
      const lanes = Promise.all(Array.from({ length: LANES }, (_, lane) => captureLane(cli, root, lane, acks, other, queued))).finally(() => (finished = true));
      const promotes = promoteLoop(cli, root, () => finished);
      await lanes;
      const promoteRuns = await promotes;
      const seconds = (Date.now() - t0) / 1000;

      // Every capture was acknowledged: the learnings are distinct, so the gate admits them all, at once or
      // (the lock busy past a hook's budget) queued and written by a later capture.
      assert.deepEqual(other, [], 'captures that were neither admitted nor queued');
      assert.equal(acks.length + queued.length, LANES * PER_LANE);
      const drain = await run(cli, ['--root', root, '--now', NOW, '--json', 'capture', '--type', 'correction', '--content', distinctLearning(LANES + 50, 0)]);
      assert.equal(parseJson<{ decision: string }>(drain)?.decision, 'admitted', drain.stderr);
      assert.deepEqual(listFiles(root).filter((f) => f.endsWith('.pending')), [], 'captures still queued after the drain');
      const ids = acks.map((a) => a.id);
      assert.equal(new Set(ids).size, ids.length, 'an id was handed out twice');

      // Every file parses and every acknowledged capture is there exactly once.
      const s = await scan(cli, root);
      const errors = s.diagnostics.filter((d) => d.severity === 'error');
      assert.deepEqual(errors, [], 'parse errors after the run');
      for (const a of acks) {
        const byId = s.entries.filter((e) => e.id === a.id);
        assert.equal(byId.length, 1, `${a.id} (lane ${a.lane} #${a.n}) is on disk ${byId.length} times`);
        assert.ok(byId[0].title.includes(markerOf(a.lane, a.n)), `${a.id} holds another learning: ${byId[0].title}`);
        assert.equal(s.entries.filter((e) => e.title.includes(markerOf(a.lane, a.n))).length, 1, `${markerOf(a.lane, a.n)} appears in more than one entry`);
      }
      for (const q of queued) assert.equal(s.entries.filter((e) => e.title.includes(markerOf(q.lane, q.n))).length, 1, `queued ${markerOf(q.lane, q.n)} is not on disk exactly once`);
      if (layout === 'sia-markdown') {
        assert.ok(acks.every((a) => a.file === '.learnings/LEARNINGS.md'));
        assert.ok(s.entries.some((e) => e.id === 'LRN-20260418-001'), 'the seeded entries survived');
      }

      // One audit line per decision; every line is whole JSON.
      const log = readJsonl(join(root, '.learnings/_meta/gate-log.jsonl')) as Array<{ id: string; decision: string }>;
      for (const a of acks) assert.equal(log.filter((l) => l.id === a.id && l.decision === 'admitted').length, 1, `audit lines for ${a.id}`);

      // Promote ran meanwhile: it either applied its plan or refused a stale one (nothing written).
      const promoteCodes = promoteRuns.map((r) => r.code);
      for (const r of promoteRuns) {
        assert.ok(r.code === 0 || (r.code === 1 && /run the command again/.test(r.stderr)), `promote: exit ${r.code} ${r.stderr}`);
      }
      assert.ok(promoteCodes.includes(0), `no promote succeeded among ${promoteRuns.length}`);
      const promoted = s.entries.filter((e) => /promoted/i.test(e.status ?? '')).map((e) => e.id);
      assert.ok(promoted.length >= 2, `the two ready learnings were promoted (got ${promoted.join(', ')})`);

      assert.deepEqual(tempLeftovers(root), [], 'locks or temp files left behind');
      recordFigure(`concurrency.${layout}`, {
        processes: LANES,
        capturesPerProcess: PER_LANE,
        acknowledged: acks.length + queued.length,
        queuedThenDrained: queued.length,
        onDiskExactlyOnce: acks.length + queued.length,
        promoteRuns: promoteRuns.length,
        promoteApplied: promoteCodes.filter((c) => c === 0).length,
        promoteRefusedStale: promoteCodes.filter((c) => c === 1).length,
        parseErrors: errors.length,
        seconds,
      });
    });
  }

  it('takes over at once a lock whose holder was killed (SIGKILL) and loses nothing', async function () {
    const root = tempDir();
    roots.push(root);
    seedJsonRoot(root);
    // A capture killed while it holds the root's capture lock: the lock folder, naming the dead pid, stays behind.
    const lock = join(root, '.learnings/_meta/capture.lock');
    const owner = join(lock, 'owner');
    // What a capture costs on this machine right now with the lock free (process start included): the
    // machine may be loaded, so the capture after the kill is held to this plus 1 s, not to a fixed time.
    const b0 = Date.now();
    assert.equal((await run(cli, ['--root', root, '--now', NOW, '--json', 'capture', '--type', 'correction', '--content', distinctLearning(89, 0)])).code, 0);
    const baseline = (Date.now() - b0) / 1000;
    let killedInside = false;
    for (let attempt = 0; attempt < 40 && !killedInside; attempt++) {
      const p = start(cli, ['--root', root, '--now', NOW, '--json', 'capture', '--type', 'correction', '--content', distinctLearning(90, attempt)]);
      while (!existsSync(owner) && p.child.exitCode === null) await new Promise((r) => setTimeout(r, 1));
      if (existsSync(owner)) {
        p.child.kill('SIGKILL');
        killedInside = true;
      }
      await p.done;
    }
    if (!killedInside) {
      // The process never got to the lock in time on this machine: leave one the way a killed holder does.
      mkdirSync(lock, { recursive: true });
      writeFileSync(owner, JSON.stringify({ pid: 2 ** 22 + 7, host: hostname(), token: 'dead', at: new Date().toISOString() }));
    }
    assert.ok(existsSync(lock), 'a lock of a dead holder is in place');
    const t0 = Date.now();
    const r = await run(cli, ['--root', root, '--now', NOW, '--json', 'capture', '--type', 'correction', '--content', distinctLearning(91, 0)]);
    const waited = (Date.now() - t0) / 1000;
    const out = parseJson<{ decision: string; id: string }>(r);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(out?.decision, 'admitted');
    assert.ok(waited < baseline + 1, `the next capture took ${waited} s, a free-lock capture ${baseline} s (process start included)`);
    const s = await scan(cli, root);
    assert.equal(s.entries.filter((e) => e.id === out!.id).length, 1);
    assert.deepEqual(s.diagnostics.filter((d) => d.severity === 'error'), []);
    assert.equal(existsSync(lock), false, 'the taken-over lock was released');
    recordFigure('staleLock', { killedHolder: killedInside, nextCaptureSeconds: waited, freeLockCaptureSeconds: baseline });
  });
});
