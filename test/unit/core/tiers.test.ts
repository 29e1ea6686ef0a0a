// Home-memory tiers on real files: moves by use, compaction over the limits, confirmed preferences kept,
// and nothing removed without the explicit yes.
import assert from 'node:assert/strict';
import { planTiers } from '../../../src/core/compaction';
import { formatsEditor } from '../../../src/formats/lifecycleEditor';
import { countLines, decideTier, usageStats } from '../../../src/core/tiers';
import { applyPlan, readFromDisk } from '../../../src/store/applyPlan';
import { LearningsStore } from '../../../src/store/learningsStore';
import { DAY, NOW, daysAgo, entry, read, tempTree } from './helpers';

async function homeEntries(home: string) {
  const s = new LearningsStore({ roots: [], home });
  await s.load();
  return s.entries();
}

const MEMORY = '# Memory\n\n## Preferences\n- Prefer tabs in Go files\n- Answer in English unless asked otherwise\n  Confirmed: yes\n- Use conventional commit messages\n';
const CODE = '# Code\n\n- Run the linter before committing\n';

describe('lifecycle/tiers', () => {
  it('decides by use: 3× in 7 days → HOT, 30 days idle → WARM, 90 → COLD; undated stays', () => {
    const stats = usageStats([{ id: 'a', at: daysAgo(1) }, { id: 'a', at: daysAgo(2) }, { id: 'a', at: daysAgo(6) }, { id: 'a', at: daysAgo(-1) }, { id: 'b', at: daysAgo(8) }], NOW);
    assert.deepEqual(stats.get('a'), { recent: 3, total: 3, lastUsed: NOW - DAY });
    const warm = entry({ id: 'a', format: 'home-memory', file: 'domains/code.md' });
    assert.equal(decideTier(warm, stats.get('a'), NOW)!.target, 'HOT');
    const hot = entry({ format: 'home-memory', file: 'memory.md' });
    assert.equal(decideTier(hot, undefined, NOW, NOW - 31 * DAY)!.target, 'WARM');
    assert.equal(decideTier(hot, undefined, NOW, NOW - 91 * DAY)!.destination, 'archive/memory.md');
    assert.equal(decideTier(hot, undefined, NOW, NOW - 10 * DAY)!.target, 'HOT');
    assert.equal(decideTier(hot, undefined, NOW)!.reason, 'never used and undated: stays');
    const confirmed = entry({ format: 'home-memory', file: 'memory.md', fields: { Confirmed: 'yes' } });
    assert.equal(decideTier(confirmed, undefined, NOW, NOW - 200 * DAY)!.target, 'HOT');
    const pending = entry({ format: 'home-memory', file: 'memory.md', fields: { Confirmed: 'pending (1/3)' } });
    assert.equal(decideTier(pending, undefined, NOW, NOW - 200 * DAY)!.target, 'COLD');
    assert.equal(decideTier(entry({ format: 'home-memory', file: 'corrections.md' }), undefined, NOW), undefined);
  });

  it('moves entries between files on apply; nothing changes before apply', async () => {
    const { dir, cleanup } = tempTree({ 'memory.md': MEMORY, 'domains/code.md': CODE });
    try {
      const entries = await homeEntries(dir);
      const id = (t: string) => entries.find((e) => e.title.startsWith(t))!.id;
      const usage = [1, 2, 3].map((d) => ({ id: id('Run the linter'), at: daysAgo(d), via: 'hook' })).concat([{ id: id('Use conventional'), at: daysAgo(100), via: 'search' }]);
      const mtimes = new Map([['memory.md', NOW - 40 * DAY], ['domains/code.md', NOW - 40 * DAY]]);
      const r = planTiers({ entries, homeRoot: dir, usage, nowMs: NOW, read: readFromDisk, editor: formatsEditor, fileMtimes: mtimes, allowMerge: false });
      const moves = Object.fromEntries(r.decisions.map((d) => [d.title, `${d.current}→${d.target}`]));
      assert.deepEqual(moves, {
        'Run the linter before committing': 'WARM→HOT',
        'Prefer tabs in Go files': 'HOT→WARM',
        'Answer in English unless asked otherwise': 'HOT→HOT',
        'Use conventional commit messages': 'HOT→COLD',
      });
      assert.equal(read(dir, 'memory.md'), MEMORY, 'planning writes nothing');
      await applyPlan(r.plan);
      assert.equal(read(dir, 'memory.md'), '# Memory\n\n## Preferences\n- Answer in English unless asked otherwise\n  Confirmed: yes\n- Run the linter before committing\n');
      assert.equal(read(dir, 'domains/general.md'), '- Prefer tabs in Go files\n');
      assert.equal(read(dir, 'archive/memory.md'), '- Use conventional commit messages\n');
      assert.equal(read(dir, 'domains/code.md'), '# Code\n');
      const log = read(dir, '_meta/lifecycle.jsonl')!.trim().split('\n').map((l) => JSON.parse(l).action).sort();
      assert.deepEqual(log, ['archived', 'demoted', 'raised']);
    } finally {
      cleanup();
    }
  });

  it('compacts a HOT file over 100 lines: archives the least used, keeps confirmed ones, merges only with yes', async () => {
    const bullets = Array.from({ length: 110 }, (_, i) => `- Rule number ${i} about topic ${String.fromCharCode(97 + (i % 26))}${i}`);
    const memory = ['# Memory', '', '- Always answer in English please', '  Confirmed: yes', '- Always answer in English please!', ...bullets, ''].join('\n');
    const { dir, cleanup } = tempTree({ 'memory.md': memory });
    try {
      const entries = await homeEntries(dir);
      const byTitle = (t: string) => entries.find((e) => e.title === t)!;
      const usage = Array.from({ length: 100 }, (_, i) => ({ id: byTitle(bullets[i + 10].slice(2)).id, at: daysAgo(2) }));
      const base = { entries, homeRoot: dir, usage, nowMs: NOW, read: readFromDisk, editor: formatsEditor, fileMtimes: new Map([['memory.md', NOW - DAY]]) };
      const noYes = planTiers({ ...base, allowMerge: false });
      assert.equal(noYes.mergesNeedingYes, 1);
      assert.ok(noYes.compaction.every((s) => s.action !== 'merge'));
      const withYes = planTiers({ ...base, allowMerge: true });
      const merged = withYes.compaction.filter((s) => s.action === 'merge');
      assert.equal(merged.length, 1);
      assert.match(merged[0].detail, /"Always answer in English please!" merged into memory\.md:3/);
      await applyPlan(withYes.plan);
      const after = read(dir, 'memory.md')!;
      assert.ok(countLines(after) <= 100, `memory.md has ${countLines(after)} lines`);
      assert.match(after, /- Always answer in English please\n {2}Confirmed: yes/);
      // The unused ones went to the archive, byte for byte; the used ones stayed.
      const archive = read(dir, 'archive/memory.md')!;
      for (let i = 0; i < 10; i++) assert.ok(archive.includes(`${bullets[i]}\n`) || after.includes(`${bullets[i]}\n`));
      assert.ok(after.includes(bullets[50]) && !archive.includes(`${bullets[50]}\n`));
      assert.ok(!after.includes('please!') && !archive.includes('please!'), 'the merged duplicate is gone (only with yes)');
    } finally {
      cleanup();
    }
  });
});
