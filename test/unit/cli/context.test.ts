import assert from 'node:assert/strict';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { collect, getContext, parseNow } from '../../../src/cli/context';
import { UsageError } from '../../../src/cli/output';
import { removeDir, tempDir } from '../store/helpers';

function parsed(args: string[]): Command {
  let sub: Command | undefined;
  const program = new Command('learnings')
    .exitOverride()
    .option('--root <dir>', '', collect)
    .option('--home <dir>')
    .option('--now <iso>')
    .option('--user <id>')
    .option('--json');
  program.command('x').action((_o, c: Command) => {
    sub = c;
  });
  program.parse(['node', 'learnings', ...args]);
  assert.ok(sub);
  return sub;
}

describe('cli/context', () => {
  let a: string;
  let b: string;
  beforeEach(() => {
    a = tempDir();
    b = tempDir();
  });
  afterEach(() => {
    removeDir(a);
    removeDir(b);
  });

  it('defaults: cwd as the root, $LEARNINGS_HOME or ~/self-improving, the real clock, text output', () => {
    const ctx = getContext(parsed(['x']), {}, a);
    assert.deepEqual(ctx.roots, [a]);
    assert.equal(ctx.home, join(homedir(), 'self-improving'));
    assert.equal(ctx.json, false);
    assert.equal(ctx.user, undefined);
    assert.equal(getContext(parsed(['x']), { LEARNINGS_HOME: b }, a).home, b);
  });

  it('repeatable roots resolved against cwd, --user, --json, --now over $LEARNINGS_NOW', () => {
    const ctx = getContext(parsed(['x', '--root', a, '--root', b, '--root', a, '--user', 'AbCdEfGh1234', '--json', '--now', '2026-03-01']), { LEARNINGS_NOW: '2020-01-01' }, '/');
    assert.deepEqual(ctx.roots, [a, b]);
    assert.equal(ctx.user, 'AbCdEfGh1234');
    assert.equal(ctx.json, true);
    assert.equal(ctx.now.toISOString(), '2026-03-01T00:00:00.000Z');
    assert.equal(getContext(parsed(['x']), { LEARNINGS_NOW: '2020-01-02T03:04:05Z' }, a).now.toISOString(), '2020-01-02T03:04:05.000Z');
  });

  it('bad values are usage errors', () => {
    assert.throws(() => getContext(parsed(['x', '--user', 'a/b']), {}, a), UsageError);
    assert.throws(() => getContext(parsed(['x', '--now', 'soon']), {}, a), UsageError);
    assert.throws(() => getContext(parsed(['x', '--root', join(a, 'missing')]), {}, a), /no such folder/);
  });

  describe('parseNow', () => {
    const good: Array<[string, string]> = [
      ['2026-03-01', '2026-03-01T00:00:00.000Z'],
      ['2026-03-01T09:30', '2026-03-01T09:30:00.000Z'],
      ['2026-03-01T09:30:15.250Z', '2026-03-01T09:30:15.250Z'],
      ['2026-03-01T09:30:00+02:00', '2026-03-01T07:30:00.000Z'],
      ['2026-03-01 09:30:00-0100', '2026-03-01T10:30:00.000Z'],
      ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ];
    for (const [input, iso] of good) it(`reads ${input}`, () => assert.equal(parseNow(input, '--now').toISOString(), iso));
    for (const bad of ['', 'now', '2026-3-1', '2026-02-30', '2025-02-29', '2026-03-01T24:00', '2026-03-01T10:61', '1700000000', '2026-03-01T09:30:00 UTC']) {
      it(`refuses ${JSON.stringify(bad)}`, () => assert.throws(() => parseNow(bad, '--now'), /not an ISO date-time/));
    }
  });
});
