// The application layer's object: its clock drives every decision, the home root is found once from the
// roots, a read-only workspace refuses every write before touching a file, and a plan applied through it
// is what the store reads back.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BadClockError, parseNow, pinnedNow } from '../../../src/app/clock';
import { Workspace } from '../../../src/app/workspace';

const FIXTURE = join(__dirname, '../../fixtures/lifecycle/workspace');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)).map((f) => `${n}/${f}`) : [n])).sort();
}

describe('app: Workspace', () => {
  let tmp: string;
  let root: string;
  beforeEach(() => {
    tmp = mkdtempSync(join(tmpdir(), 'learnings-app-'));
    root = join(tmp, 'ws');
    cpSync(FIXTURE, root, { recursive: true });
  });
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));

  it('reads the time from its clock: the same entries score lower a year later', async () => {
    let now = new Date('2026-03-01T00:00:00Z');
    const ws = await Workspace.open({ roots: [root], home: null, clock: () => now });
    const early = ws.assess();
    assert.ok(early.length > 0, 'the fixture has staged learnings');
    now = new Date('2027-03-01T00:00:00Z');
    const late = ws.assess();
    assert.ok(late.every((a, i) => a.scores.freshness <= early[i].scores.freshness));
    assert.ok(late.some((a, i) => a.scores.freshness < early[i].scores.freshness), 'freshness followed the clock');
  });

  it('finds the home root once from its roots, and none when there is no home', async () => {
    const home = join(tmp, 'home');
    mkdirSync(home);
    const withHome = new Workspace({ roots: [root], home, clock: () => new Date(0) });
    assert.equal(withHome.homeRoot(), home);
    assert.equal(withHome.captureRoot(), root);
    assert.equal(new Workspace({ roots: [root], home: null, clock: () => new Date(0) }).homeRoot(), undefined);
  });

  it('read-only: promote, forget, tier moves, capture and hook set-up refuse, and no file changes', async () => {
    const ws = await Workspace.open({ roots: [root], home: null, clock: () => new Date('2026-03-01T00:00:00Z'), readOnly: () => true });
    const before = files(root);
    const entry = ws.entries().find((e) => e.tier === 'staging')!;
    await assert.rejects(ws.apply(ws.planPromotion().plan), /untrusted/);
    await assert.rejects(ws.apply(ws.planForget([entry]).plan), /untrusted/);
    await assert.rejects(ws.apply(ws.planTierMove(entry, 'archived')), /untrusted/);
    await assert.rejects(ws.capture({ type: 'correction', content: 'Run the migrations before the seed script, not after it', files: [], functions: [], domains: [] }), /untrusted/);
    await assert.rejects(ws.installHooks('claude'), /untrusted/);
    assert.deepEqual(files(root), before);
  });

  it('applies a tier move and reads the entry back in its new tier', async () => {
    const ws = await Workspace.open({ roots: [root], home: null, clock: () => new Date('2026-03-01T00:00:00Z') });
    const entry = ws.entries().find((e) => e.tier === 'staging' && ws.moveTargets(e).includes('archived'))!;
    const changed = await ws.apply(ws.planTierMove(entry, 'archived'));
    assert.ok(changed.includes(join(entry.root, entry.file)));
    const again = ws.entries().filter((e) => e.title === entry.title);
    assert.equal(again.length, 1);
    assert.equal(again[0].tier, 'archived');
  });

  it('refuses an unknown agent for hook set-up, naming the ones it knows', async () => {
    const ws = new Workspace({ roots: [root], home: null, clock: () => new Date(0) });
    await assert.rejects(ws.installHooks('emacs'), /unknown agent "emacs": expected claude, codex, copilot/);
  });
});

describe('app: clock', () => {
  it('reads ISO dates and date-times as UTC unless a zone is given', () => {
    assert.equal(parseNow('2026-03-01', 'x').toISOString(), '2026-03-01T00:00:00.000Z');
    assert.equal(parseNow('2026-03-01T09:30:00+02:00', 'x').toISOString(), '2026-03-01T07:30:00.000Z');
  });
  it('refuses what Date.parse would accept or roll over, naming the source', () => {
    for (const bad of ['2026-02-31', 'March 1 2026', '2026-03-01T25:00', '1e12']) assert.throws(() => parseNow(bad, 'LEARNINGS_NOW'), (e: Error) => e instanceof BadClockError && /^LEARNINGS_NOW: /.test(e.message), bad);
  });
  it('$LEARNINGS_NOW pins the clock when set, and only then', () => {
    assert.equal(pinnedNow({}), undefined);
    assert.equal(pinnedNow({ LEARNINGS_NOW: '' }), undefined);
    assert.equal(pinnedNow({ LEARNINGS_NOW: '2026-03-01' })?.toISOString(), '2026-03-01T00:00:00.000Z');
    assert.throws(() => pinnedNow({ LEARNINGS_NOW: 'soon' }), BadClockError);
  });
});
