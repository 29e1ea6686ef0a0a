import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeDir } from '../store/helpers';
import { buildCli, copyFixture, runCli, snapshot, type CliRun } from './cliHarness';

const ENTRY_KEYS = ['id', 'format', 'kind', 'root', 'file', 'line', 'endLine', 'title', 'category', 'status', 'priority', 'tier', 'user', 'namespace'];

interface ScanJson {
  entries: Array<Record<string, unknown> & { id: string; file: string; root: string; line: number }>;
  diagnostics: Array<{ root: string; file: string; line: number; severity: string; message: string }>;
}
function parseScan(r: CliRun): ScanJson {
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout) as ScanJson;
}

describe('learnings scan (built CLI bundle)', function () {
  this.timeout(60_000);
  let buildDir: string;
  let cli: string;
  let ws: string;
  let home: string;
  before(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'learnings-cli-build-'));
    cli = await buildCli(buildDir);
  });
  after(() => removeDir(buildDir));
  beforeEach(() => {
    ws = copyFixture('workspace');
    home = copyFixture('home');
  });
  afterEach(() => {
    removeDir(ws);
    removeDir(home);
  });

  it('prints every entry and diagnostic in the documented shape', () => {
    const out = parseScan(runCli(cli, ['scan', '--root', ws, '--home', home, '--json']));
    assert.deepEqual(Object.keys(out), ['entries', 'diagnostics']);
    for (const e of out.entries) assert.deepEqual(Object.keys(e), ENTRY_KEYS);
    const byId = new Map(out.entries.map((e) => [e.id, e]));
    const lrn = byId.get('LRN-20260105-001');
    assert.ok(lrn, `ids: ${[...byId.keys()].join(', ')}`);
    assert.deepEqual([lrn.root, lrn.file, lrn.line, lrn.format, lrn.kind, lrn.status, lrn.priority], [ws, '.learnings/LEARNINGS.md', 7, 'sia-markdown', 'learning', 'pending', 'high']);
    assert.equal(byId.get('ERR-20260107-001')?.kind, 'error');
    assert.equal(byId.get('FEAT-20260108-001')?.kind, 'feature');
    const mine = byId.get('LRN-AbCdEfGh1234-20260102-001');
    assert.deepEqual([mine?.format, mine?.user, mine?.file], ['per-user', 'AbCdEfGh1234', '.learnings/AbCdEfGh1234/LEARNINGS.md']);
    assert.ok(byId.has('LRN-ZyXwVu987654-20260104-001'), 'operator view reads every user');
    assert.ok(out.entries.some((e) => e.root === home && e.file === 'memory.md'), 'home memory is indexed with its own root');
    for (const d of out.diagnostics) assert.deepEqual(Object.keys(d).sort(), ['file', 'line', 'message', 'root', 'severity']);
  });

  it('with --user, shows that user plus _global and _meta, and nothing of anyone else', () => {
    const out = parseScan(runCli(cli, ['scan', '--root', ws, '--home', home, '--user', 'AbCdEfGh1234', '--json']));
    const text = JSON.stringify(out);
    assert.ok(out.entries.some((e) => e.id === 'LRN-AbCdEfGh1234-20260102-001'));
    assert.ok(out.entries.some((e) => e.file === '.learnings/_global/PATTERNS.md'));
    assert.ok(!out.entries.some((e) => e.file.startsWith('.learnings/ZyXwVu987654/')));
    assert.ok(!text.includes('Asia/Tokyo') && !text.includes('LRN-ZyXwVu987654-20260104-001'));
  });

  it('leaves every file byte-identical (and unmodified) and skips dependency folders', () => {
    mkdirSync(join(ws, 'node_modules/pkg/.learnings'), { recursive: true });
    writeFileSync(join(ws, 'node_modules/pkg/.learnings/LEARNINGS.md'), '## [LRN-20990101-001] vendored\n');
    const before = { ...snapshot(ws), ...snapshot(home) };
    const out = parseScan(runCli(cli, ['scan', '--json'], { LEARNINGS_HOME: home, LEARNINGS_NOW: '2026-02-01T00:00:00Z' }, ws));
    assert.ok(out.entries.length > 0);
    assert.ok(!out.entries.some((e) => e.id.startsWith('LRN-20990101')));
    assert.deepEqual({ ...snapshot(ws), ...snapshot(home) }, before);
  });

  it('reports unreadable files as file:line diagnostics in both outputs, still exiting 0', () => {
    writeFileSync(join(ws, '.learnings/ERRORS.md'), Buffer.from([0x23, 0x00, 0x01, 0x02]));
    const json = parseScan(runCli(cli, ['scan', '--root', ws, '--home', home, '--json']));
    assert.ok(json.diagnostics.some((d) => d.root === ws && d.file === '.learnings/ERRORS.md' && d.line === 1 && /binary/.test(d.message)));
    const human = runCli(cli, ['scan', '--root', ws, '--home', home]);
    assert.equal(human.code, 0, human.stderr);
    assert.match(human.stdout, /\.learnings\/ERRORS\.md:1: warning: skipped: binary file/);
    assert.match(human.stdout, /LRN-20260105-001/);
    assert.match(human.stdout, /\d+ entries in \d+ files, \d+ problems?\n$/);
  });

  describe('bad usage exits 2 with a message on stderr', () => {
    const cases: Array<[string, string[], NodeJS.ProcessEnv, RegExp]> = [
      ['a malformed --now', ['--now', '2026-13-01'], {}, /--now: "2026-13-01" is not an ISO date-time/],
      ['a rolled-over --now', ['--now', '2026-02-30'], {}, /not an ISO date-time/],
      ['a malformed $LEARNINGS_NOW', [], { LEARNINGS_NOW: 'tomorrow' }, /LEARNINGS_NOW: "tomorrow"/],
      ['a path-like --user', ['--user', '../../etc'], {}, /--user: invalid user id/],
      ['a 13-char --user', ['--user', 'abcdefghijklm'], {}, /invalid user id/],
      ['an unknown option', ['--frobnicate'], {}, /unknown option '--frobnicate'/],
      ['a missing root', ['--root', '/nonexistent/learnings-root'], {}, /no such folder/],
    ];
    for (const [name, args, env, message] of cases) {
      it(name, () => {
        const r = runCli(cli, ['scan', '--root', ws, '--home', home, ...args], env);
        assert.equal(r.code, 2, r.stdout + r.stderr);
        assert.match(r.stderr, message);
        assert.equal(r.stdout, '');
      });
    }
    it('an unknown command', () => {
      const r = runCli(cli, ['frobnicate']);
      assert.equal(r.code, 2);
      assert.match(r.stderr, /unknown command 'frobnicate'/);
    });
  });

  it('accepts global options before the subcommand and --help exits 0', () => {
    const r = runCli(cli, ['--root', ws, '--home', home, '--now', '2026-02-01', '--json', 'scan']);
    assert.ok(parseScan(r).entries.length > 0);
    const help = runCli(cli, ['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /--root <dir>[\s\S]*scan/);
  });
});
