// The store keeps entries' metadata and reads their text (body, fields, sections) from the file when asked:
// the entries read exactly as a plain parse, every-entry work (assessment, conflicts, digest, the CodeLens index,
// the dashboard's totals, scores) reads no file, one entry's text costs one read of its file, and a file changed
// behind the store's back is never passed off as what was indexed.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Workspace } from '../../../src/app/workspace';
import { parseFile } from '../../../src/formats/index';
import { LearningsStore, type StoreChange } from '../../../src/store/learningsStore';
import { RuleIndex } from '../../../src/vscode/codeLens/ruleIndex';
import { computeTotals } from '../../../src/vscode/dashboard/dashboardState';
import { removeDir, tempDir } from './helpers';
import { PROJECT_FILES, writeFixture } from './memoryFixture';

/** An entry as a plain object (the getters read), without keys whose value is undefined. */
function plain(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v));
}

describe('store: resident metadata, text on demand', () => {
  let dir: string;
  let project: string;
  let home: string;
  let reads: string[];
  const open = async () => {
    const store = new LearningsStore({ roots: [project], home, textReader: (abs) => (reads.push(abs), readFileSync(abs)) });
    await store.load();
    return store;
  };
  beforeEach(() => {
    dir = tempDir('learnings-resident-');
    project = join(dir, 'project');
    home = join(dir, 'home');
    writeFixture(project, home);
    reads = [];
  });
  afterEach(() => removeDir(dir));

  it('entries read as a plain parse of their files, text included', async () => {
    const store = await open();
    const byFile = new Map<string, unknown[]>();
    for (const e of store.entries()) byFile.set(e.file, [...(byFile.get(e.file) ?? []), plain(e)]);
    for (const [file, text] of Object.entries(PROJECT_FILES)) {
      const expected = parseFile({ root: project, file, text, rootKind: 'workspace' }).entries;
      assert.ok(expected.length > 0, file);
      assert.deepEqual(byFile.get(file), plain(expected), file);
    }
  });

  it('assessment, conflicts, digest, the CodeLens index, totals and scores read no file', async () => {
    const store = await open();
    const ws = new Workspace({ roots: [project], home, store, clock: () => new Date('2026-02-01T00:00:00Z'), log: () => undefined });
    assert.ok(ws.assess().length > 0);
    ws.conflicts();
    ws.digest(90 * 86_400_000);
    assert.ok(new RuleIndex(store.entries()).size > 0);
    assert.ok(computeTotals(store.entries()).total > 0);
    for (const e of store.entries()) ws.scoreOf(e);
    assert.deepEqual(reads, []);
    assert.equal(store.texts.reads, 0);
  });

  it('a CodeLens lookup judges only the entries naming that file, reading their file alone', async () => {
    const store = await open();
    const index = new RuleIndex(store.entries());
    assert.deepEqual(reads, []);
    assert.deepEqual(index.forFile('src/db/migrate.ts').map((e) => e.id), ['LRN-20260101-001']);
    assert.deepEqual(index.forFile('src/agent.ts'), [], 'the quarantined, instruction-like entry is not shown');
    assert.deepEqual(reads, [join(project, '.learnings/LEARNINGS.md')]);
  });

  it('one entry shown reads its file once; its neighbours come from the same read', async () => {
    const store = await open();
    const [a, b] = store.entries().filter((e) => e.file === '.learnings/LEARNINGS.md');
    assert.match(a.body, /acquireLock\(\)/);
    assert.equal(a.fields.Area, 'backend');
    assert.equal(b.fields.Confirmed, 'yes');
    assert.equal(reads.length, 1);
    assert.equal(reads[0], join(project, '.learnings/LEARNINGS.md'));
  });

  it('a file changed behind its back: the text is the new one of the same entry, and the store re-reads the file', async () => {
    const store = await open();
    const e = store.getEntry('LRN-20260102-002')!;
    const abs = join(project, e.file);
    writeFileSync(abs, readFileSync(abs, 'utf8').replace('Prefer pnpm over npm', 'Prefer pnpm over yarn'));
    const changed = new Promise<StoreChange>((res) => store.once('change', res));
    assert.equal(e.sections.Summary, 'Prefer pnpm over yarn in this repository');
    const change = await changed;
    assert.deepEqual(change.files, [abs]);
    assert.ok(change.updated.includes('LRN-20260102-002'), 'the edited entry is reported updated');
    assert.equal(store.getEntry('LRN-20260102-002')!.facts?.rule, 'Prefer pnpm over yarn in this repository');
  });

  it('an entry gone from its file reads as empty text, never another entry’s', async () => {
    const store = await open();
    const e = store.getEntry('LRN-20260104-004')!;
    const abs = join(project, e.file);
    writeFileSync(abs, readFileSync(abs, 'utf8').split('## [LRN-20260104-004]')[0]);
    assert.equal(e.body, '');
    assert.deepEqual(e.fields, {});
    await new Promise((res) => store.once('change', res));
    assert.equal(store.getEntry('LRN-20260104-004'), undefined);
  });

  it('a copy (spread) carries the text; JSON output carries the text and no derived facts', async () => {
    const store = await open();
    const e = store.getEntry('ERR-20260105-001')!;
    const copy = { ...e };
    assert.match(copy.body, /TS2307/);
    const json = JSON.parse(JSON.stringify(e)) as Record<string, unknown>;
    assert.equal(json.facts, undefined);
    assert.match(String(json.body), /TS2307/);
    assert.equal(e.facts?.fix, 'Add the alias to tsconfig.paths as well as to the bundler config.');
  });
});
