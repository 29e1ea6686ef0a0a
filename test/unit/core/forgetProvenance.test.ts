// forget removes a knowledge file only when the promotion recorded that it came from the forgotten
// entry (the lifecycle log's "promoted" record, or the file's own Source line) — never because its
// text happens to contain the id. A date-like id is in many texts that have nothing to do with it.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planForget, selectForget } from '../../../src/core/forget';
import { formatsEditor } from '../../../src/formats/lifecycleEditor';
import { planPromotion } from '../../../src/core/promotion';
import { applyPlan, readFromDisk } from '../../../src/store/applyPlan';
import { LearningsStore } from '../../../src/store/learningsStore';
import { DAY, NOW } from './helpers';

const FIXTURE = join(__dirname, '../../fixtures/lifecycle/workspace');

async function entriesOf(root: string) {
  const s = new LearningsStore({ roots: [root], home: null });
  await s.load();
  return s.entries();
}

function put(root: string, rel: string, text: string): void {
  mkdirSync(join(root, rel, '..'), { recursive: true });
  writeFileSync(join(root, rel), text);
}

describe('forget: knowledge files by recorded provenance only', () => {
  let root: string;
  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'forget-prov-'));
    cpSync(FIXTURE, root, { recursive: true });
    await applyPlan(planPromotion({ entries: await entriesOf(root), nowMs: NOW, read: readFromDisk, editor: formatsEditor }).plan);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a date-like id removes its own entry and no knowledge file that merely contains that date', async () => {
    put(root, '.learnings/entries/correction/2026-04-14T08-00-00Z.json', `${JSON.stringify({ id: '2026-04-10', type: 'correction', content: 'Tag releases from the main branch only', timestamp: '2026-04-14T08:00:00Z' })}\n`);
    const unrelated = {
      '.knowledge/ops_rotate_the_logs_weekly_20260410.md': '# Rotate the logs weekly\n\n- **Source**: .learnings/LEARNINGS.md:3 (LRN-20260301-001)\n- **Promoted**: 2026-04-10T09:00:00.000Z\n\n## Rule\n\nRotate the logs weekly (decided 2026-04-10).\n',
      '.knowledge/notes_release_calendar.md': '# Release calendar\n\nFreeze on 2026-04-10, ship on 2026-04-17. Source: the team calendar (2026-04-10).\n',
    };
    for (const [f, t] of Object.entries(unrelated)) put(root, f, t);
    const entries = await entriesOf(root);
    const forget = selectForget(entries, '2026-04-10');
    assert.deepEqual(forget.map((e) => e.id), ['2026-04-10']);
    await applyPlan(planForget({ entries, forget, nowMs: NOW + DAY, read: readFromDisk, editor: formatsEditor }).plan);
    assert.equal(existsSync(join(root, '.learnings/entries/correction/2026-04-14T08-00-00Z.json')), false, 'the entry itself is gone');
    for (const f of Object.keys(unrelated)) assert.ok(existsSync(join(root, f)), `${f} was removed though nothing records it came from 2026-04-10`);
  });

  it('a knowledge file that names the id in its text, but was promoted from another entry, stays', async () => {
    put(root, '.knowledge/build_see_also_20260415.md', '# Cache the pnpm store\n\n- **Source**: .learnings/LEARNINGS.md:40 (LRN-20260301-009)\n\n## Rule\n\nCache the pnpm store. See also LRN-20260410-001.\n');
    const entries = await entriesOf(root);
    const plan = planForget({ entries, forget: selectForget(entries, 'LRN-20260410-001'), nowMs: NOW + DAY, read: readFromDisk, editor: formatsEditor }).plan;
    const deleted = plan.edits.filter((e) => e.action === 'delete').map((e) => e.file);
    assert.ok(!deleted.includes('.knowledge/build_see_also_20260415.md'), deleted.join(', '));
    // Its own knowledge file, recorded at promotion, goes.
    assert.ok(deleted.some((f) => f.startsWith('.knowledge/build_install_dependencies_with_pnpm')), deleted.join(', '));
  });

  it('the lifecycle record alone is enough: a promoted file whose Source line was edited away still goes', async () => {
    const entries = await entriesOf(root);
    const k = entries.find((e) => e.format === 'knowledge' && e.file.startsWith('.knowledge/build_install_dependencies_with_pnpm'))!;
    assert.ok(k, 'promotion wrote the knowledge file');
    put(root, k.file, '# Install dependencies with pnpm\n\nRewritten by hand, no source line.\n');
    const fresh = await entriesOf(root);
    const plan = planForget({ entries: fresh, forget: selectForget(fresh, 'LRN-20260410-001'), nowMs: NOW + DAY, read: readFromDisk, editor: formatsEditor }).plan;
    assert.ok(plan.edits.some((e) => e.action === 'delete' && e.file === k.file));
  });
});
