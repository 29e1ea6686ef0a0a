// Runtime files never dirty a repository, checked with real git: a search (which records uses) leaves
// `git status --porcelain` empty; a promote shows only what is meant to be committed, and its append-only logs
// merge with merge=union. The CLI commands that write a plan preview by default and write with --yes / --apply.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, runCli } from './cliHarness';
import { tempTree } from '../core/helpers';
import { LESSON_JSON, LESSON_MD, NOW_ISO, YEAR_OLD_ERRORS, YEAR_OLD_LEARNINGS } from '../core/lifecycle/fixtures';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' });

describe('cli: lifecycle in a git repository', function () {
  this.timeout(120_000);
  let build: string;
  let cli: string;
  let home: string;
  const cleanups: (() => void)[] = [];
  before(async () => {
    build = mkdtempSync(join(tmpdir(), 'lifecycle-git-build-'));
    cli = await buildCli(build);
    home = mkdtempSync(join(tmpdir(), 'lifecycle-git-home-'));
  });
  after(() => [build, home].forEach((d) => rmSync(d, { recursive: true, force: true })));
  afterEach(() => cleanups.splice(0).forEach((c) => c()));

  const repo = (files: Record<string, string>) => {
    const t = tempTree(files, 'lifecycle-git-');
    cleanups.push(t.cleanup);
    git(t.dir, 'init', '-q');
    git(t.dir, 'add', '-A');
    git(t.dir, 'commit', '-qm', 'start');
    return t.dir;
  };
  const run = (root: string, args: string[]) => runCli(cli, ['--root', root, '--home', home, '--now', NOW_ISO, ...args]);
  const porcelain = (root: string) => git(root, 'status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean).sort();

  it('search records uses without dirtying git; promote --yes shows only files meant to be committed', () => {
    const root = repo({ '.learnings/LEARNINGS.md': LESSON_MD, '.learnings/entries/correction/2026-11-30T16-00-00Z.json': LESSON_JSON, 'CLAUDE.md': '# Rules\n' });
    const s = run(root, ['search', 'migrations']);
    assert.equal(s.code, 0, s.stderr);
    assert.ok(existsSync(join(root, '.learnings/_meta/usage.jsonl')), 'the use was recorded');
    assert.deepEqual(porcelain(root), [], 'search leaves the repository clean');

    const preview = run(root, ['promote']);
    assert.equal(preview.code, 0, preview.stderr);
    assert.deepEqual(porcelain(root), [], 'promote previews by default');
    const p = run(root, ['promote', '--yes']);
    assert.equal(p.code, 0, p.stderr);
    const status = porcelain(root);
    assert.ok(status.includes(' M CLAUDE.md'), status.join('\n'));
    assert.ok(status.includes('?? .gitattributes'));
    assert.ok(status.includes('?? .learnings/_meta/promotion-log.md'));
    assert.ok(status.includes('?? .learnings/_meta/lifecycle.jsonl'));
    assert.ok(!status.some((l) => /usage\.jsonl|_meta\/\.gitignore|hook-|gate-log/.test(l)), status.join('\n'));
    assert.equal(git(root, 'check-attr', 'merge', '.learnings/_meta/promotion-log.md').trim(), '.learnings/_meta/promotion-log.md: merge: union');
  });

  it("a person's .gitattributes keeps every byte; only missing lines are appended", () => {
    const mine = '*.png binary\r\n.learnings/_meta/promotion-log.md merge=binary\r\n';
    const root = repo({ '.learnings/LEARNINGS.md': LESSON_MD, '.learnings/entries/correction/2026-11-30T16-00-00Z.json': LESSON_JSON, '.gitattributes': mine });
    assert.equal(run(root, ['promote', '--apply']).code, 0);
    const text = readFileSync(join(root, '.gitattributes'), 'utf8');
    assert.ok(text.startsWith(mine));
    assert.doesNotMatch(text.slice(mine.length), /promotion-log/, 'a path the person already set is left to them');
    assert.match(text.slice(mine.length), /\.learnings\/_meta\/lifecycle\.jsonl merge=union\r\n/);
  });

  it('a year-old real-style folder: promote --yes and archive (preview) write nothing; archive --yes is the explicit step', () => {
    const root = repo({ '.learnings/LEARNINGS.md': YEAR_OLD_LEARNINGS, '.learnings/ERRORS.md': YEAR_OLD_ERRORS });
    const p = run(root, ['promote', '--yes', '--json']);
    assert.equal(p.code, 0, p.stderr);
    assert.deepEqual(JSON.parse(p.stdout).applied, []);
    assert.deepEqual(porcelain(root), []);
    const a = run(root, ['archive', '--json']);
    const plan = JSON.parse(a.stdout);
    assert.ok(plan.items.length >= 2);
    assert.ok(plan.items.every((i: { reasons: string[] }) => i.reasons.some((r) => /freshness/.test(r))), 'each says why');
    assert.deepEqual(porcelain(root), [], 'archive previews by default');
    assert.equal(run(root, ['archive', '--yes']).code, 0);
    assert.match(readFileSync(join(root, '.learnings/LEARNINGS.md'), 'utf8'), /\*\*Status\*\*: archived/);
    assert.equal(git(root, 'check-attr', 'merge', 'knowledge/_discarded/LOG.md').trim(), 'knowledge/_discarded/LOG.md: merge: union');
  });

  it('tiers and forget follow the same rule; the old spellings still work', () => {
    const root = repo({ '.learnings/LEARNINGS.md': LESSON_MD });
    writeFileSync(join(home, 'memory.md'), '# Memory\n\n- Prefer small commits\n');
    const t = run(root, ['tiers', '--json']);
    assert.equal(JSON.parse(t.stdout).dryRun, true);
    assert.equal(JSON.parse(run(root, ['tiers', '--apply', '--json']).stdout).dryRun, false);
    const f = run(root, ['forget', 'LRN-20261127-001', '--json']);
    assert.equal(JSON.parse(f.stdout).dryRun, true);
    assert.deepEqual(porcelain(root), []);
    assert.equal(JSON.parse(run(root, ['forget', 'LRN-20261127-001', '--apply', '--json']).stdout).dryRun, false);
    assert.ok(!readFileSync(join(root, '.learnings/LEARNINGS.md'), 'utf8').includes('LRN-20261127-001'));
  });
});
