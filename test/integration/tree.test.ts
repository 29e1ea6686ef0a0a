// What the three views show for the demo workspace.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { MemoryNode } from '../../src/vscode/tree/memoryTreeProvider';
import { api, label } from './support';

describe('Memory view', () => {
  it('lists the six tiers with counts in their labels', async () => {
    const a = await api();
    const roots = a.memory.getChildren();
    const labels = roots.map((n) => label(a.memory.getTreeItem(n)));
    assert.deepEqual(labels.map((l) => l.replace(/ \(\d+\)$/, '')), ['HOT', 'WARM', 'COLD', 'Staging', 'Promoted', 'Archived']);
    assert.match(labels[0], /^HOT \(4\)$/);
    // The home memory's index.md (a table of contents) is not counted as WARM rules: projects/ and domains/ only.
    assert.match(labels[1], /^WARM \(5\)$/);
    const warm = a.memory.getChildren(roots[1]).map((n) => (n.type === 'entry' ? a.services().store.getEntry(n.id)?.file : undefined));
    assert.ok(!warm.includes('index.md'), warm.join(', '));
    assert.match(labels[2], /^COLD \(1\)$/);
    assert.match(labels[5], /^Archived \(1\)$/);
  });

  it('shows a learning with its score badge, kind icon, tooltip breakdown and click-to-open', async () => {
    const a = await api();
    const staging = a.memory.getChildren().find((n) => n.type === 'tier' && n.tier === 'staging') as MemoryNode;
    const items = a.memory.getChildren(staging).map((n) => a.memory.getTreeItem(n));
    const cents = items.find((i) => label(i).startsWith('Sum invoice amounts'));
    assert.ok(cents, 'the demo learning is listed under Staging');
    assert.match(String(cents.description), /^0\.\d\d ↑$/, 'composite badge, marked ready');
    // Short enough that the score stays visible at the default sidebar width; the full title is in the tooltip and for screen readers.
    assert.ok(label(cents).length <= 22, label(cents));
    assert.match(cents.accessibilityInformation?.label ?? '', /^Sum invoice amounts as integer cents/);
    assert.equal((cents.iconPath as vscode.ThemeIcon).id, 'lightbulb');
    const tip = (cents.tooltip as vscode.MarkdownString).value;
    for (const axis of ['recurrence', 'freshness', 'specificity', 'impact', 'composite']) assert.ok(tip.includes(axis), axis);
    assert.ok(tip.includes('.learnings/LEARNINGS.md:7'), 'source file:line');
    assert.equal(cents.command?.command, 'learnings.openEntry');
    assert.equal(cents.contextValue, 'entry:staging:ready');
    // Best score first.
    const scores = items.map((i) => parseFloat(String(i.description)));
    assert.deepEqual(scores, [...scores].sort((x, y) => y - x));
  });

  it('Filter Memory… narrows the view to matching learnings; Clear Memory Filter shows all again', async () => {
    const a = await api();
    const all = a.memory.getChildren().length;
    try {
      assert.equal(await vscode.commands.executeCommand('learnings.filterTree', 'integer cents'), 'integer cents');
      const tiers = a.memory.getChildren();
      assert.ok(tiers.length >= 1 && tiers.length < all, `${tiers.length} of ${all} tiers have a match`);
      const titles = tiers.flatMap((t) => a.memory.getChildren(t)).map((n) => (n.type === 'entry' ? a.services().store.getEntry(n.id) : undefined));
      assert.ok(titles.length > 0);
      for (const e of titles) assert.ok(e && [e.title, e.id, e.file].some((x) => x.toLowerCase().includes('integer cents')), e?.title);
      assert.equal(await vscode.commands.executeCommand('learnings.filterTree', 'no learning says this xyzzy'), 'no learning says this xyzzy');
      assert.equal(a.memory.getChildren().length, 0);
    } finally {
      await vscode.commands.executeCommand('learnings.clearTreeFilter');
    }
    assert.equal(a.memory.getChildren().length, all);
  });

  it('shows recorded A-MAC signals in the tooltip when the entry carries them', async () => {
    const a = await api();
    const staging = a.memory.getChildren().find((n) => n.type === 'tier' && n.tier === 'staging') as MemoryNode;
    const tz = a.memory.getChildren(staging).map((n) => a.memory.getTreeItem(n)).find((i) => label(i).startsWith('Run the billing tests'));
    assert.ok(tz);
    assert.match((tz.tooltip as vscode.MarkdownString).value, /A-MAC signals.*novelty(&nbsp;| )0\.81/s);
  });
});

describe('Users view', () => {
  it('lists global patterns and one node per user with learnings and profile', async () => {
    const a = await api();
    const roots = a.users.getChildren();
    const labels = roots.map((n) => label(a.users.getTreeItem(n)));
    assert.deepEqual(labels, ['Global patterns (1)', 'nH7wR2cVe4Ys', 'Q3xT9bKp2LmZ']);
    const q = roots[2];
    assert.equal(a.users.getTreeItem(q).description, '2 learnings · profile');
    const children = a.users.getChildren(q).map((n) => a.users.getTreeItem(n));
    assert.equal((children[0].iconPath as vscode.ThemeIcon).id, 'account', 'profile first');
  });
});

describe('Attention view', () => {
  it('groups ready to promote, quarantined and parse problems', async () => {
    const a = await api();
    const groups = a.attention.getChildren().map((n) => label(a.attention.getTreeItem(n)));
    assert.ok(groups.some((g) => /^Ready to promote \([1-9]\d*\)$/.test(g)), groups.join(', '));
    assert.ok(groups.includes('Quarantined (1)'), groups.join(', '));
    assert.ok(groups.includes('Parse problems (1)'), groups.join(', '));
    const notes = a.services().store.diagnostics().filter((d) => d.severity === 'info');
    assert.ok(notes.some((d) => d.file.endsWith('index.md')), 'the topic index note exists, in the Problems panel only');
  });
});
