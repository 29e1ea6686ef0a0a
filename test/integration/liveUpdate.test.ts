// An agent writes to a learnings file: the views follow within a fraction of a second, only that
// file is re-read, and tree item ids stay the same (so selection and expansion survive).
import * as assert from 'node:assert/strict';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoreChange } from '../../src/store/index';
import type { MemoryNode } from '../../src/vscode/tree/memoryTreeProvider';
import { api, label, nextRefresh, workspaceRoot } from './support';

const NEW_ENTRY = `
## [LRN-20261128-009] correction

**Logged**: 2026-11-28T10:00:00Z
**Priority**: medium
**Status**: pending
**Area**: billing

### Summary
Round half to even when splitting an invoice across payers

### Metadata
- Related Files: src/billing/split.ts
- Recurrence-Count: 1
- Last-Seen: 2026-11-28

---
`;

function stagingLabel(a: Awaited<ReturnType<typeof api>>): string {
  const node = a.memory.getChildren().find((n) => n.type === 'tier' && n.tier === 'staging') as MemoryNode;
  return label(a.memory.getTreeItem(node));
}

describe('live updates', () => {
  it('adds an appended learning to the tree, re-reading only the changed file, with stable ids', async () => {
    const a = await api();
    const file = join(workspaceRoot(), '.learnings', 'LEARNINGS.md');
    const original = readFileSync(file, 'utf8');
    const before = Number(/\((\d+)\)/.exec(stagingLabel(a))?.[1]);
    const staging = a.memory.getChildren().find((n) => n.type === 'tier' && n.tier === 'staging') as MemoryNode;
    const idsBefore = a.memory.getChildren(staging).map((n) => a.memory.getTreeItem(n).id);
    const changes: StoreChange[] = [];
    const onChange = (c: StoreChange) => changes.push(c);
    a.services().store.on('change', onChange);
    try {
      // How fast is the benchmark's job (watch.incrementalMs); here only that it happens, on a shared machine.
      const refreshed = nextRefresh(a, 15_000);
      appendFileSync(file, NEW_ENTRY);
      await refreshed;
      assert.equal(stagingLabel(a), `Staging (${before + 1})`);
      const items = a.memory.getChildren(staging).map((n) => a.memory.getTreeItem(n));
      assert.ok(items.some((i) => label(i).startsWith('Round half to even')));
      for (const id of idsBefore) assert.ok(items.some((i) => i.id === id), `id ${id} kept`);
      assert.deepEqual(changes.flatMap((c) => c.files), [file], 'only the changed file was re-read');
    } finally {
      a.services().store.off('change', onChange);
      const restored = nextRefresh(a, 15_000);
      writeFileSync(file, original);
      await restored;
    }
    assert.equal(stagingLabel(a), `Staging (${before})`);
  });

  it('shows a new per-user folder in the Users view', async () => {
    const a = await api();
    const dir = join(workspaceRoot(), '.learnings', 'Zz9Yy8Xx7Ww6');
    const { mkdirSync, rmSync } = await import('node:fs');
    const refreshed = nextRefresh(a, 15_000);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'LEARNINGS.md'), '# Learnings: Zz9Yy8Xx7Ww6\n\n## [LRN-Zz9Yy8Xx7Ww6-20261128-001] Likes tables\n\n- **Learning**: Show totals as a table\n- **Status**: active\n');
    await refreshed;
    try {
      assert.ok(a.users.getChildren().some((n) => n.type === 'user' && n.user === 'Zz9Yy8Xx7Ww6'));
    } finally {
      const gone = nextRefresh(a, 15_000);
      rmSync(dir, { recursive: true, force: true });
      await gone;
    }
    assert.ok(!a.users.getChildren().some((n) => n.type === 'user' && n.user === 'Zz9Yy8Xx7Ww6'));
  });
});
