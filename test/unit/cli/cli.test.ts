// The lifecycle commands through the bundled CLI: JSON shapes, exit codes, dry runs that write nothing,
// idempotent promote, forget that asks first, users kept apart.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, runCli } from './cliHarness';
import { snapshot } from '../core/helpers';

const FIX = join(__dirname, '../../fixtures/lifecycle');
const NOW = '2026-04-15T12:00:00Z';

describe('lifecycle commands (built CLI bundle)', function () {
  this.timeout(120_000);
  let build: string;
  let cli: string;
  let ws: string;
  let users: string;
  let home: string;
  const run = (args: string[], root = ws) => runCli(cli, ['--root', root, '--home', home, '--now', NOW, ...args]);
  const json = (args: string[], root = ws) => {
    const r = run([...args, '--json'], root);
    assert.equal(r.code, 0, r.stderr);
    return JSON.parse(r.stdout);
  };
  before(async () => {
    build = mkdtempSync(join(tmpdir(), 'lifecycle-cli-build-'));
    cli = await buildCli(build);
  });
  after(() => rmSync(build, { recursive: true, force: true }));
  beforeEach(() => {
    ws = mkdtempSync(join(tmpdir(), 'lifecycle-cli-ws-'));
    cpSync(join(FIX, 'workspace'), ws, { recursive: true });
    users = mkdtempSync(join(tmpdir(), 'lifecycle-cli-users-'));
    cpSync(join(FIX, 'users'), users, { recursive: true });
    home = mkdtempSync(join(tmpdir(), 'lifecycle-cli-home-'));
  });
  afterEach(() => [ws, users, home].forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('assess --json: items with the five scores, action and reasons', () => {
    const out = json(['assess']);
    assert.deepEqual(Object.keys(out), ['items']);
    assert.deepEqual(Object.keys(out.items[0]), ['id', 'title', 'citation', 'scores', 'action', 'reasons']);
    assert.deepEqual(Object.keys(out.items[0].scores), ['recurrence', 'freshness', 'specificity', 'impact', 'composite']);
    const lrn = out.items.find((i: { id: string }) => i.id === 'LRN-20260410-001');
    assert.equal(lrn.action, 'PROMOTE');
    assert.ok(Math.abs(lrn.scores.composite - 0.76) <= 0.01);
  });

  it('promote previews by default (and with the old --dry-run); --yes writes; twice changes nothing the second time', () => {
    const before = snapshot(ws);
    for (const args of [['promote'], ['promote', '--dry-run']]) {
      const dry = run(args);
      assert.equal(dry.code, 0, dry.stderr);
      assert.match(dry.stdout, /\+\+\+ b\/CLAUDE\.md/);
      assert.match(dry.stdout, /Dry run: nothing was written\. Run again with --yes/);
      assert.deepEqual(snapshot(ws), before);
    }
    const first = json(['promote', '--yes']);
    // 2 sources, 2 knowledge files, CLAUDE.md, AGENTS.md, 2 logs, _meta/.gitignore, .gitattributes — no archive.
    assert.equal(first.applied.length, 10);
    assert.ok(!first.applied.some((f: string) => f.includes('_discarded')));
    const after = snapshot(ws);
    const second = json(['promote', '--apply']);
    assert.deepEqual([second.edits, second.applied], [[], []]);
    assert.deepEqual(snapshot(ws), after);
    assert.equal(run(['promote', '--target', 'cursor']).code, 2);
    assert.equal(run(['promote', '--scoped', 'emacs']).code, 2);
    const unknown = run(['promote', '--id', 'LRN-20990101-999']);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /no learning with id LRN-20990101-999/);
  });

  it('archive is the explicit step: previews by default, --yes archives the low scorer; unknown id → exit 1', () => {
    const before = snapshot(ws);
    const plan = json(['archive']);
    assert.deepEqual(plan.items.map((i: { id: string }) => i.id), ['LRN-20260115-002']);
    assert.equal(plan.dryRun, true);
    assert.deepEqual(snapshot(ws), before);
    json(['prune', '--yes']);
    assert.match(readFileSync(join(ws, '.learnings/LEARNINGS.md'), 'utf8'), /\*\*Status\*\*: archived/);
    assert.equal(run(['archive', '--id', 'NOPE-1']).code, 1);
  });

  it('forget asks first (exit 0, nothing written), then removes with --yes', () => {
    const before = snapshot(ws);
    const ask = run(['forget', 'LRN-20260412-003']);
    assert.equal(ask.code, 0, ask.stderr);
    assert.match(ask.stdout, /Would forget 1 entry/);
    assert.match(ask.stdout, /Run again with --yes/);
    assert.deepEqual(snapshot(ws), before);
    const yes = json(['forget', 'LRN-20260412-003', '--yes']);
    assert.deepEqual(yes.matches.map((m: { id: string }) => m.id), ['LRN-20260412-003']);
    assert.ok(!readFileSync(join(ws, '.learnings/LEARNINGS.md'), 'utf8').includes('LRN-20260412-003'));
    const none = run(['forget', 'nothing like this']);
    assert.equal(none.code, 1);
    assert.match(none.stderr, /no learning matches "nothing like this"/);
    const unknown = run(['forget', 'LRN-20990101-999', '--yes']);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /no learning with id LRN-20990101-999/);
  });

  it('search --json cites file:line and records the results as uses', () => {
    const out = json(['search', 'pnpm']);
    assert.deepEqual(Object.keys(out), ['results']);
    assert.deepEqual(Object.keys(out.results[0]), ['id', 'title', 'score', 'tier', 'citation', 'root']);
    assert.equal(out.results[0].citation, '.learnings/LEARNINGS.md:7');
    const log = readFileSync(join(ws, '.learnings/_meta/usage.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    assert.deepEqual(log[0], { id: 'LRN-20260410-001', at: '2026-04-15T12:00:00.000Z', via: 'search' });
    assert.equal(run(['search', 'x', '--limit', '0']).code, 2);
  });

  it('--user: a path-like id is refused with exit 2; a user sees only their data and _global', () => {
    const bad = run(['--user', '../BBBBBBBBBB', 'search', 'answer'], users);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /invalid user id .*path-like values are refused/);
    const a = json(['--user', 'AAAAAAAAAAAA', 'search', 'Bluebird'], users);
    assert.deepEqual(a.results, []);
    const c = json(['--user', 'CCCCCCCCCCCC', 'search', 'Bluebird'], users);
    assert.equal(c.results.length, 1);
    assert.equal(run(['--user', 'AAAAAAAAAAAA', 'patterns'], users).code, 2);
  });

  it('patterns previews by default (and with --dry-run), then --yes: PAT entry in _global/PATTERNS.md', () => {
    const before = snapshot(users);
    for (const args of [['patterns'], ['patterns', '--dry-run']]) {
      const dry = json(args, users);
      assert.deepEqual(dry.patterns.map((p: { id: string }) => p.id), ['PAT-20260415-001']);
      assert.deepEqual(snapshot(users), before);
    }
    json(['patterns', '--yes'], users);
    assert.match(readFileSync(join(users, '.learnings/_global/PATTERNS.md'), 'utf8'), /## \[PAT-20260415-001\] Wants short answers/);
  });

  it('conflicts, digest, tiers and export answer in their documented shapes', () => {
    assert.deepEqual(json(['conflicts']), { conflicts: [] });
    json(['promote', '--yes']);
    const d = json(['digest', '--since', '30d']);
    assert.deepEqual(Object.keys(d), ['since', 'until', 'learned', 'promoted', 'demoted', 'archived', 'pruned', 'forgotten', 'conflicts']);
    assert.equal(d.promoted.length, 2);
    assert.match(run(['digest']).stdout, /^# What changed: 2026-04-08 → 2026-04-15/);
    assert.equal(run(['digest', '--since', 'forever']).code, 2);
    const t = json(['tiers']);
    assert.equal(t.dryRun, true);
    const zip = join(home, 'out', 'export.zip');
    const e = json(['export', '--out', zip]);
    assert.ok(existsSync(zip));
    assert.ok(e.files >= 9);
    assert.equal(run(['export', '--out', join(home, 'x.tar')]).code, 2);
  });
});
