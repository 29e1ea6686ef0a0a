import assert from 'node:assert/strict';
import { emptyEntry, type Entry } from '../../../../src/core/model';
import type { ExtensionMessage } from '../../../../src/shared/protocol';
import { DashboardController, type DashboardUi } from '../../../../src/vscode/dashboard/dashboardController';
import type { AssessedLearning, DashboardSource } from '../../../../src/vscode/dashboard/dashboardSource';

/** A source that records what was asked of it; nothing here decides a rule (the fixed assessment plays the core). */
function fakeSource(over: Partial<DashboardSource> = {}) {
  const calls: string[] = [];
  let entries: Entry[] = ['a', 'b'].map((id) => emptyEntry({ id, format: 'sia-markdown', kind: 'learning', root: '/r', file: 'L.md', line: 1, endLine: 2, title: `t-${id}` }));
  const assessed: AssessedLearning[] = [{ id: 'a', scores: { recurrence: 1, freshness: 1, specificity: 1, impact: 0.5, composite: 0.9 }, action: 'PROMOTE', reasons: [] }];
  let listener: (() => void) | undefined;
  let readOnly = false;
  const source: DashboardSource = {
    entries: () => entries,
    assess: async () => assessed,
    admissionHistory: async () => [],
    admissionNow: async () => ({ threshold: 0.45, floor: 0.35 }),
    admissionSignals: async () => undefined,
    thresholds: { promoteAt: 0.7, pruneBelow: 0.3 },
    planPromotion: async (ids) => {
      calls.push(`plan:${ids.join(',')}`);
      const nothing = ids.includes('b');
      return {
        files: nothing ? [] : [{ file: 'CLAUDE.md', diff: '+rule' }],
        changes: nothing ? [] : [{ path: '/r/CLAUDE.md', relPath: 'CLAUDE.md', before: '', after: 'rule\n', diff: '+rule' }],
        summary: nothing ? ['t-b: KEEP (composite 0.50 between 0.30 and 0.70: keep maturing)'] : ['promote a'],
        apply: async () => (calls.push(`apply:${ids.join(',')}`), { changedFiles: ['CLAUDE.md'], undoId: `u-${ids.join(',')}` }),
      };
    },
    undo: async (undoId) => {
      calls.push(`undo:${undoId}`);
      return { restored: ['CLAUDE.md'], removed: ['.knowledge/x.md'], refused: [] };
    },
    describeForget: async (id) => `${id} in L.md`,
    forget: async (id) => {
      calls.push(`forget:${id}`);
      entries = entries.filter((e) => e.id !== id);
    },
    exportZip: async (dest) => void calls.push(`export:${dest}`),
    search: async (q) => [{ id: 'a', title: q, kind: 'learning', tier: 'staging', citation: 'L.md:1', score: 1 }],
    onDidChange: (l) => ((listener = l), { dispose: () => (listener = undefined) }),
    readOnly: () => readOnly,
    ...over,
  };
  return { source, calls, fire: () => listener?.(), setReadOnly: (v: boolean) => (readOnly = v) };
}

function fakeUi(answers: { confirm?: boolean; zip?: string } = {}) {
  const posted: ExtensionMessage[] = [];
  const logs: string[] = [];
  const asked: string[] = [];
  const ui: DashboardUi = {
    post: (m) => void posted.push(m),
    showPlan: async (title, changes) => void asked.push(`diff editor: ${title}: ${changes.map((c) => c.relPath).join(', ')}`),
    confirm: async (message, detail) => (asked.push(`${message} | ${detail}`), answers.confirm ?? false),
    pickZipDestination: async () => answers.zip,
    openSource: async () => undefined,
    log: (l) => void logs.push(l),
  };
  const last = <T extends ExtensionMessage['type']>(type: T) => [...posted].reverse().find((m) => m.type === type) as Extract<ExtensionMessage, { type: T }> | undefined;
  return { ui, posted, logs, asked, last };
}

const clock = () => new Date('2026-03-01T00:00:00Z');

describe('dashboard controller', () => {
  it('answers ready with the state, and a selection with the breakdown', async () => {
    const { source } = fakeSource();
    const u = fakeUi();
    const c = new DashboardController(source, u.ui, clock);
    await c.handle({ type: 'ready' });
    assert.equal(u.last('state')?.state.ready[0]?.id, 'a');
    assert.deepEqual(u.last('state')?.state.admissionNow, { threshold: 0.45, floor: 0.35 });
    await c.handle({ type: 'select', id: 'a' });
    assert.equal(u.last('state')?.state.selected?.scores?.composite, 0.9);
  });

  it('drops invalid messages without acting on them', async () => {
    const f = fakeSource();
    const u = fakeUi({ confirm: true });
    const c = new DashboardController(f.source, u.ui, clock);
    await c.handle({ type: 'forget', id: 'a', extra: true });
    await c.handle({ type: 'promote', ids: ['a'] });
    await c.handle({ type: 'undo', undoId: ['u-a'] });
    await c.handle('<script>');
    assert.deepEqual(f.calls, []);
    assert.equal(u.posted.length, 0);
    assert.equal(u.logs.length, 4);
  });

  it('promotes one learning in one click: written at once, answered with its diff and an undo id', async () => {
    const f = fakeSource();
    const u = fakeUi();
    const c = new DashboardController(f.source, u.ui, clock);
    await c.handle({ type: 'promote', id: 'a' });
    assert.deepEqual(f.calls, ['plan:a', 'apply:a'], 'no second step');
    assert.deepEqual(u.asked, [], 'nothing asked for one learning');
    const applied = u.last('promoteApplied')!;
    assert.deepEqual(applied, { type: 'promoteApplied', undoId: 'u-a', ids: ['a'], what: '"t-a"', files: [{ file: 'CLAUDE.md', diff: '+rule' }], summary: ['promote a'], changedFiles: ['CLAUDE.md'] });
    assert.ok(u.posted.indexOf(applied) < u.posted.lastIndexOf(u.last('state')!), 'the state is refreshed after the result');
  });

  it('undo hands the id back to the source and answers per file', async () => {
    const f = fakeSource();
    const u = fakeUi();
    const c = new DashboardController(f.source, u.ui, clock);
    await c.handle({ type: 'promote', id: 'a' });
    await c.handle({ type: 'undo', undoId: u.last('promoteApplied')!.undoId });
    assert.deepEqual(f.calls, ['plan:a', 'apply:a', 'undo:u-a']);
    assert.deepEqual(u.last('undoApplied'), { type: 'undoApplied', undoId: 'u-a', restored: ['CLAUDE.md'], removed: ['.knowledge/x.md'], refused: [] });
  });

  it('a learning that is not ready: says why, writes nothing', async () => {
    const f = fakeSource();
    const u = fakeUi();
    await new DashboardController(f.source, u.ui, clock).handle({ type: 'promote', id: 'b' });
    assert.deepEqual(f.calls, ['plan:b']);
    assert.match(u.last('notice')!.message, /^Nothing to promote: t-b: KEEP/);
    assert.equal(u.last('promoteApplied'), undefined);
  });

  it('"Promote all" shows the plan in the diff editor and asks; declining writes nothing', async () => {
    const f = fakeSource();
    const no = fakeUi({ confirm: false });
    await new DashboardController(f.source, no.ui, clock).handle({ type: 'promoteAll', ids: ['a'] });
    assert.deepEqual(f.calls, ['plan:a']);
    assert.equal(no.asked[0], 'diff editor: Promotion plan: 1 learning: CLAUDE.md');
    assert.match(no.asked[1]!, /^Promote 1 learning\? \| 1 file change, as shown in the diff editor: CLAUDE\.md/);
    assert.equal(no.last('notice')?.message, 'Nothing was promoted.');
    const yes = fakeUi({ confirm: true });
    await new DashboardController(f.source, yes.ui, clock).handle({ type: 'promoteAll', ids: ['a'] });
    assert.deepEqual(f.calls, ['plan:a', 'plan:a', 'apply:a']);
    assert.equal(yes.last('promoteApplied')?.what, '1 learning');
  });

  it('refuses to promote an unknown id', async () => {
    const f = fakeSource();
    const u = fakeUi();
    const c = new DashboardController(f.source, u.ui, clock);
    await c.handle({ type: 'promote', id: 'zzz' });
    assert.match(u.last('error')!.message, /Unknown learning: zzz/);
    await c.handle({ type: 'promoteAll', ids: ['a', 'zzz'] });
    assert.match(u.last('error')!.message, /Unknown learning: zzz/);
    assert.deepEqual(f.calls, []);
  });

  it('forget asks first; declining forgets nothing, accepting forgets and refreshes', async () => {
    const f = fakeSource();
    const no = fakeUi({ confirm: false });
    await new DashboardController(f.source, no.ui, clock).handle({ type: 'forget', id: 'b' });
    assert.deepEqual(no.asked, ['Forget "t-b"? | b in L.md']);
    assert.deepEqual(f.calls, []);
    const yes = fakeUi({ confirm: true });
    await new DashboardController(f.source, yes.ui, clock).handle({ type: 'forget', id: 'b' });
    assert.deepEqual(f.calls, ['forget:b']);
    assert.equal(yes.last('state')?.state.totals.total, 1);
  });

  it('read-only workspaces: promote, promote all, undo and forget are refused before anything is planned or asked', async () => {
    const f = fakeSource();
    f.setReadOnly(true);
    const u = fakeUi({ confirm: true });
    const c = new DashboardController(f.source, u.ui, clock);
    await c.handle({ type: 'promote', id: 'a' });
    await c.handle({ type: 'promoteAll', ids: ['a'] });
    await c.handle({ type: 'undo', undoId: 'u-a' });
    await c.handle({ type: 'forget', id: 'a' });
    assert.deepEqual(f.calls, []);
    assert.deepEqual(u.asked, []);
    assert.equal(u.posted.filter((m) => m.type === 'error').length, 4);
  });

  it('export goes through the save dialog; cancelling exports nothing', async () => {
    const f = fakeSource();
    await new DashboardController(f.source, fakeUi().ui, clock).handle({ type: 'exportZip' });
    assert.deepEqual(f.calls, []);
    const u = fakeUi({ zip: '/tmp/out.zip' });
    await new DashboardController(f.source, u.ui, clock).handle({ type: 'exportZip' });
    assert.deepEqual(f.calls, ['export:/tmp/out.zip']);
    assert.match(u.last('notice')!.message, /out\.zip/);
  });

  it('search answers with the query it was asked, and an empty query needs no search', async () => {
    const u = fakeUi();
    const c = new DashboardController(fakeSource().source, u.ui, clock);
    await c.handle({ type: 'search', query: 'pnpm' });
    assert.deepEqual(u.last('searchResults'), { type: 'searchResults', query: 'pnpm', results: [{ id: 'a', title: 'pnpm', kind: 'learning', tier: 'staging', citation: 'L.md:1', score: 1 }] });
    await c.handle({ type: 'search', query: '  ' });
    assert.deepEqual(u.last('searchResults')?.results, []);
  });

  it('a failing service becomes an error message, not an unhandled rejection', async () => {
    const f = fakeSource({ planPromotion: async () => Promise.reject(new Error('rules file is locked')) });
    const u = fakeUi();
    await new DashboardController(f.source, u.ui, clock).handle({ type: 'promote', id: 'a' });
    assert.equal(u.last('error')?.message, 'rules file is locked');
  });

  it('refreshes on store change only after the webview said ready', async () => {
    const u = fakeUi();
    const c = new DashboardController(fakeSource().source, u.ui, clock);
    await c.storeChanged();
    assert.equal(u.posted.length, 0);
    await c.handle({ type: 'ready' });
    await c.storeChanged();
    assert.equal(u.posted.filter((m) => m.type === 'state').length, 2);
  });
});
