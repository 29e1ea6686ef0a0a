// A person's editor saves LEARNINGS.md again and again (truncate, then write) while 3 agent processes
// capture into it. A capture never rewrites the file from what it read: new entries are appended with
// O_APPEND (refused while the file is shorter than the capture last saw it, i.e. mid-save), and what is
// refused waits in the pending queue for the next capture. After the run: every line the person ever had
// in the file is still there, and every acknowledged capture is in the file.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliBundle, distinctLearning, listFiles, markerOf, NOW, parseJson, put, run, startWorker, tempDir } from './harness';
import { recordFigure } from './figures';

const ENTRIES = Number(process.env.LEARNINGS_REL_EDITOR_ENTRIES ?? 2000);
const AGENTS = 3;
const PER_AGENT = Number(process.env.LEARNINGS_REL_EDITOR_PER_AGENT ?? 12);

/** A person's LEARNINGS.md of `n` entries (about 350 bytes each), every line of it distinct. */
function personFile(n: number): string {
  const out = ['# Learnings', '', 'Kept by hand; agents append below.', ''];
  for (let i = 0; i < n; i++) {
    out.push(
      `## [LRN-20260301-${String(i + 1).padStart(4, '0')}] best_practice`,
      '',
      `**Logged**: 2026-03-01T08:${String(i % 60).padStart(2, '0')}:00Z (#${i})`,
      `**Priority**: medium (#${i})`,
      `**Status**: pending (#${i})`,
      '',
      `### Summary (#${i})`,
      `Keep module ${i} free of side effects at import time; person wrote this line ${i}.`,
      '',
      `### Metadata (#${i})`,
      `- Related Files: src/module${i}.ts`,
      '',
    );
  }
  return `${out.join('\n')}\n`;
}

function lineCounts(text: string): Map<string, number> {
  const m = new Map<string, number>();
  for (const l of text.split('\n')) if (l.trim()) m.set(l, (m.get(l) ?? 0) + 1);
  return m;
}

describe('reliability: an editor saving the file while agents capture', function () {
  this.timeout(600_000);
  const roots: string[] = [];
  after(() => {
    for (const r of roots) rmSync(r, { recursive: true, force: true });
  });

  it(`${AGENTS} agents × ${PER_AGENT} captures into a ${ENTRIES}-entry LEARNINGS.md being saved (truncate, write) in a loop: 0 person lines lost, every acknowledged capture kept`, async () => {
    const cli = await cliBundle();
    const root = tempDir();
    roots.push(root);
    const original = personFile(ENTRIES);
    const file = put(root, '.learnings/LEARNINGS.md', original);
    const stop = join(root, 'stop-editor');
    const editor = spawn(process.execPath, [join(__dirname, 'editorWorker.cjs'), file, stop, '4242'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let editorOut = '';
    editor.stdout.on('data', (d: Buffer) => (editorOut += d));
    const editorDone = new Promise<void>((res) => editor.on('close', () => res()));

    const t0 = Date.now();
    const agents = Array.from({ length: AGENTS }, (_, a) =>
      startWorker(cli, root, Array.from({ length: PER_AGENT }, (_, n) => ({ content: distinctLearning(200 + a, n), file: `src/agent${a}.ts` }))).done,
    );
    const results = await Promise.all(agents);
    writeFileSync(stop, '');
    await editorDone;
    const seconds = (Date.now() - t0) / 1000;
    const { saves, notes } = JSON.parse(editorOut) as { saves: number; notes: string[] };

    const acked: string[] = [];
    let queued = 0;
    results.forEach((r, a) => {
      for (const ack of r.acks) {
        assert.equal(ack.code, 0, r.stderr);
        assert.ok(ack.decision === 'admitted' || ack.decision === 'queued', `agent ${a} #${ack.n}: ${ack.decision} ${r.stderr}`);
        if (ack.decision === 'queued') queued++;
        acked.push(markerOf(200 + a, ack.n));
      }
    });
    // The editor has stopped: once the file has been left alone for a moment, the next capture writes back
    // any entry a save removed, then what was queued.
    await new Promise((r) => setTimeout(r, 2_200));
    let drains = 0;
    let rewritten = 0;
    const restoredBefore = listFiles(root).filter((f) => f.endsWith('.written')).length;
    while ((drains === 0 || listFiles(root).some((f) => f.endsWith('.pending'))) && drains < 20) {
      const r = await run(cli, ['--root', root, '--now', NOW, '--json', 'capture', '--type', 'correction', '--content', distinctLearning(300, drains)]);
      assert.equal(r.code, 0, r.stderr);
      assert.equal(parseJson<{ decision: string }>(r)?.decision, 'admitted', r.stderr);
      rewritten += (r.stderr.match(/is no longer in the file/g) ?? []).length;
      drains++;
    }
    assert.deepEqual(listFiles(root).filter((f) => f.endsWith('.pending')), [], 'captures still queued');

    const final = readFileSync(file, 'utf8');
    const have = lineCounts(final);
    let linesLost = 0;
    let bytesLost = 0;
    for (const [line, n] of lineCounts(`${original}${notes.join('\n')}\n`)) {
      const missing = Math.max(0, n - (have.get(line) ?? 0));
      linesLost += missing;
      bytesLost += missing * (Buffer.byteLength(line) + 1);
    }
    const missingCaptures = acked.filter((m) => !final.includes(m));
    recordFigure('editorRace', {
      personEntries: ENTRIES,
      personBytes: Buffer.byteLength(original),
      editorSaves: saves,
      personLinesAdded: notes.length,
      agents: AGENTS,
      acknowledged: acked.length,
      queuedThenDrained: queued,
      writtenRecordsChecked: restoredBefore,
      writtenAgainAfterASaveRemovedThem: rewritten,
      drainCaptures: drains,
      personLinesLost: linesLost,
      personBytesLost: bytesLost,
      acknowledgedMissing: missingCaptures.length,
      finalBytes: Buffer.byteLength(final),
      seconds,
    });
    assert.ok(saves >= 20, `the editor saved only ${saves} times during the run`);
    assert.equal(acked.length, AGENTS * PER_AGENT, 'every capture was acknowledged');
    assert.equal(linesLost, 0, `${linesLost} lines (${bytesLost} bytes) of the person's file were lost`);
    assert.deepEqual(missingCaptures, [], 'acknowledged captures missing from the file');
  });
});
