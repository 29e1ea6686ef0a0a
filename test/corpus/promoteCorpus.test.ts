// The real corpus through `learnings promote --yes`: folders laid out as they were (owner__repo/.learnings/X.md),
// months old. Promote must archive nothing and change no byte; every low score says why; `archive` is the step
// that would archive them, and only previews without --yes.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildCli, runCli } from '../unit/cli/cliHarness';

const repo = resolve(__dirname, '../..');
const corpus = process.env.LEARNINGS_CORPUS ? resolve(process.env.LEARNINGS_CORPUS) : resolve(repo, '../shared/corpus/real');
const LAYOUT = /^(.+?)__\.learnings__([^_][^/]*\.md)$/;

function digest(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(p, createHash('sha256').update(readFileSync(p)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

describe(`learnings promote over the real corpus (${corpus})`, function () {
  this.timeout(180_000);
  if (!existsSync(corpus)) {
    it.skip(`corpus folder is missing: ${corpus}`, () => undefined);
    return;
  }
  let tmp: string;
  let cli: string;
  const roots: string[] = [];
  before(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'corpus-promote-'));
    cli = await buildCli(join(tmp, 'bin'));
    for (const f of readdirSync(corpus).sort()) {
      const m = LAYOUT.exec(f);
      if (!m) continue;
      const root = join(tmp, 'repos', m[1]);
      mkdirSync(join(root, '.learnings'), { recursive: true });
      copyFileSync(join(corpus, f), join(root, '.learnings', m[2]));
      if (!roots.includes(root)) roots.push(root);
    }
  });
  after(() => rmSync(tmp, { recursive: true, force: true }));

  it('promote --yes archives nothing and changes no byte; archive previews what it would archive, with reasons', () => {
    assert.ok(roots.length >= 10, `${roots.length} folders`);
    let low = 0;
    for (const root of roots) {
      const before = digest(root);
      const run = (args: string[]) => runCli(cli, ['--root', root, '--home', join(tmp, 'no-home'), '--now', '2027-06-01', '--json', ...args]);
      const p = run(['promote', '--yes']);
      assert.equal(p.code, 0, `${root}: ${p.stderr}`);
      const out = JSON.parse(p.stdout);
      assert.deepEqual(out.applied, [], root);
      assert.deepEqual(digest(root), before, `${root}: promote changed bytes`);
      const a = run(['archive']);
      assert.equal(a.code, 0, a.stderr);
      const plan = JSON.parse(a.stdout);
      for (const item of plan.items) assert.ok(item.reasons.length >= 2, `${item.id}: ${item.reasons.join('; ')}`);
      low += plan.items.length;
      assert.deepEqual(digest(root), before, `${root}: archive without --yes changed bytes`);
    }
    assert.ok(low > 0, 'the corpus does hold low scorers (so "archived nothing" means something)');
  });
});
