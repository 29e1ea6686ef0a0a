// Crash safety: agent processes and promotions are killed with SIGKILL at random moments, round after
// round, in a JSON-entry root and a self-improving-agent root. After every round: every file still
// parses, every capture acknowledged in any round so far is still on disk exactly once, no JSON file
// or audit line is truncated, no temp file is read as entries, the rules file's managed block is
// whole, and the locks the dead left behind are taken over by the next round.
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from './support';
import { cliBundle, distinctLearning, listFiles, markerOf, NOW, parseJson, readJsonl, scan, start, startWorker, tempDir, type Run, type WorkerRun } from './harness';
import { recordFigure } from './figures';
import { seedJsonRoot, seedSiaRoot } from './seedRoots';

const ROUNDS = Number(process.env.LEARNINGS_REL_ROUNDS ?? 30);
const SEED = Number(process.env.LEARNINGS_REL_SEED ?? 7331);
const WORKERS_PER_ROUND = 3;
const ITEMS_PER_WORKER = 3;

interface Ack {
  id: string;
  marker: string;
  round: number;
}

const isTemp = (f: string) => /\.tmp$/.test(f) || /\.(md|json|jsonl)\.\d+$/.test(f);

function checkRoot(root: string, label: string): { tempFiles: number } {
  const files = listFiles(root);
  // No truncated JSON: every entry file and every audit line is whole.
  for (const f of files.filter((x) => x.endsWith('.json'))) {
    const text = readFileSync(join(root, f), 'utf8');
    assert.doesNotThrow(() => JSON.parse(text), `${label}: ${f} is not whole JSON: ${text.slice(-80)}`);
  }
  for (const f of files.filter((x) => x.endsWith('.jsonl'))) readJsonl(join(root, f));
  // The managed block of the rules file is never half there.
  const claude = readFileSync(join(root, 'CLAUDE.md'), 'utf8');
  const begins = claude.split('\n').filter((l) => l.startsWith('<!-- learnings:begin')).length;
  const ends = claude.split('\n').filter((l) => l === '<!-- learnings:end -->').length;
  assert.ok(begins === ends && begins <= 1, `${label}: CLAUDE.md has ${begins} begin and ${ends} end markers`);
  assert.ok(claude.includes('Hand-written rules stay exactly as they are.'), `${label}: text outside the block changed`);
  return { tempFiles: files.filter(isTemp).length };
}

describe('reliability: SIGKILL during captures and promotions', function () {
  this.timeout(600_000);
  const roots: string[] = [];
  after(() => {
    for (const r of roots) rmSync(r, { recursive: true, force: true });
  });

  it(`${ROUNDS} rounds of random kills (seed ${SEED}): nothing acknowledged is lost, nothing is torn`, async () => {
    const cli = await cliBundle();
    const rng = new Rng(SEED);
    const layouts = { 'json-entry': tempDir(), 'sia-markdown': tempDir() };
    seedJsonRoot(layouts['json-entry']);
    seedSiaRoot(layouts['sia-markdown']);
    roots.push(...Object.values(layouts));
    const acks: Record<string, Ack[]> = { 'json-entry': [], 'sia-markdown': [] };
    const queued: Record<string, string[]> = { 'json-entry': [], 'sia-markdown': [] };
    const stats = { queued: 0, processes: 0, killed: 0, killedPromotes: 0, acknowledged: 0, unacknowledged: 0, staleLocksTakenOver: 0, promoteApplied: 0, maxTempFiles: 0 };

    for (let round = 0; round < ROUNDS; round++) {
      const layout = round % 2 === 0 ? 'json-entry' : 'sia-markdown';
      const root = layouts[layout];
      const label = `round ${round} (${layout}, seed ${SEED})`;
      const workers: Array<{ w: ReturnType<typeof startWorker>; lane: number }> = [];
      for (let k = 0; k < WORKERS_PER_ROUND; k++) {
        const lane = round * 10 + k;
        const items = Array.from({ length: ITEMS_PER_WORKER }, (_, n) => ({ content: distinctLearning(lane, n, 1), file: `src/r${round}.ts` }));
        workers.push({ w: startWorker(cli, root, items), lane });
      }
      const promote = start(cli, ['--root', root, '--home', join(root, '.no-home'), '--now', NOW, '--json', 'promote', '--yes']);
      stats.processes += WORKERS_PER_ROUND + 1;

      // Kill a random non-empty subset, each at its own random moment (start-up, gate, write, log…).
      const victims = [...workers.map((x) => x.w.child), promote.child].filter(() => rng.int(3) !== 0);
      if (victims.length === 0) victims.push(promote.child);
      for (const v of victims) {
        // Within the time a round takes on a fast machine (captures got quicker once they only append), so most victims die mid-run.
        const delay = 20 + rng.int(600);
        setTimeout(() => {
          if (v.exitCode === null && v.signalCode === null) v.kill('SIGKILL');
        }, delay);
      }
      const results: WorkerRun[] = await Promise.all(workers.map((x) => x.w.done));
      const pr: Run = await promote.done;
      stats.killed += results.filter((r) => r.signal === 'SIGKILL').length + (pr.signal === 'SIGKILL' ? 1 : 0);
      if (pr.signal === 'SIGKILL') stats.killedPromotes++;
      if (pr.code === 0) stats.promoteApplied++;
      else if (pr.signal === null) assert.ok(pr.code === 1 && /run the command again|could not lock/.test(pr.stderr), `${label}: promote exit ${pr.code}: ${pr.stderr}`);

      results.forEach((r, k) => {
        const lane = workers[k].lane;
        for (const a of r.acks) {
          if (a.code === 0 && a.decision === 'admitted' && a.id) {
            acks[layout].push({ id: a.id, marker: markerOf(lane, a.n, 1), round });
            stats.acknowledged++;
          } else if (a.code === 0 && a.decision === 'queued') {
            queued[layout].push(markerOf(lane, a.n, 1));
            stats.acknowledged++;
            stats.queued++;
          } else {
            assert.match(r.stderr, /could not lock/, `${label}: capture ${lane}#${a.n} failed for another reason: ${a.decision} ${r.stderr}`);
          }
        }
        stats.unacknowledged += ITEMS_PER_WORKER - r.acks.length;
      });

      // Everyone is dead or done: any lock still there names a dead pid, and the next round takes it over at once.
      stats.staleLocksTakenOver += listFiles(root).filter((f) => f.endsWith('.lock/')).length;

      const { tempFiles } = checkRoot(root, label);
      stats.maxTempFiles = Math.max(stats.maxTempFiles, tempFiles);
      const s = await scan(cli, root);
      assert.deepEqual(s.diagnostics.filter((d) => d.severity === 'error'), [], `${label}: parse errors`);
      assert.ok(!s.entries.some((e) => isTemp(e.file)), `${label}: a temp file was read as entries`);
      for (const a of acks[layout]) {
        const hits = s.entries.filter((e) => e.id === a.id);
        assert.equal(hits.length, 1, `${label}: ${a.id} (acknowledged in round ${a.round}) is on disk ${hits.length} times`);
        assert.ok(hits[0].title.includes(a.marker), `${label}: ${a.id} no longer holds its learning`);
      }
      const allIds = acks[layout].map((a) => a.id);
      assert.equal(new Set(allIds).size, allIds.length, `${label}: an id was handed out twice`);
    }

    // The roots still work after all that: one more capture in each is admitted and found.
    for (const [layout, root] of Object.entries(layouts)) {
      const t0 = Date.now();
      const r = await start(cli, ['--root', root, '--now', NOW, '--json', 'capture', '--type', 'correction', '--content', distinctLearning(999, 0, 1)]).done;
      const out = parseJson<{ decision: string; id: string }>(r);
      assert.equal(out?.decision, 'admitted', `${layout}: ${r.stderr}`);
      const afterKills = Date.now() - t0;
      // The same capture with the lock free, right after, on this (possibly loaded) machine.
      const t1 = Date.now();
      await start(cli, ['--root', root, '--now', NOW, '--json', 'capture', '--type', 'correction', '--content', distinctLearning(998, 0, 1)]).done;
      const free = Date.now() - t1;
      assert.ok(afterKills < free + 1000 + 500 * queued[layout].length, `${layout}: the capture after the kills took ${afterKills} ms, one with the lock free ${free} ms`);
      const s = await scan(cli, root);
      assert.equal(s.entries.filter((e) => e.id === out!.id).length, 1);
      // Captures acknowledged as queued were written by that capture (it drains the queue first).
      for (const m of queued[layout]) assert.equal(s.entries.filter((e) => e.title.includes(m)).length, 1, `${layout}: queued ${m} is not on disk exactly once`);
    }
    assert.ok(stats.killed >= ROUNDS, `only ${stats.killed} processes were killed`);
    assert.ok(stats.acknowledged > 0);
    recordFigure('crash', { rounds: ROUNDS, seed: SEED, ...stats });
  });
});
