import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { captureLearning } from '../../../../src/app/capture/capturePipeline';
import { chooseTarget, inCaptureScope, nextId } from '../../../../src/app/capture/captureWriter';
import { allFiles, cleanup, tempRoot } from '../../cli/cliHarness';

const at = (iso: string) => new Date(iso);
const input = (content: string, extra: Record<string, unknown> = {}) => ({ type: 'correction' as const, content, files: [], functions: [], domains: [], ...extra });

describe('capture writer', function () {
  this.timeout(60_000);
  let root: string;
  beforeEach(() => (root = tempRoot()));
  afterEach(() => cleanup(root));

  it('numbers ids per day from what the file holds', () => {
    assert.equal(nextId('## [LRN-20260501-007] x\n## [LRN-20260430-099] y', 'LRN', at('2026-05-01T23:00:00Z')), 'LRN-20260501-008');
    assert.equal(nextId('', 'ERR-Ab3_dE5-fG7h', at('2026-05-01T00:00:00Z')), 'ERR-Ab3_dE5-fG7h-20260501-001');
  });

  it('scopes dedup: a user sees only their folder; without a user, shared files only', () => {
    assert.equal(inCaptureScope('.learnings/Ab3_dE5-fG7h/LEARNINGS.md', 'Ab3_dE5-fG7h'), true);
    assert.equal(inCaptureScope('.learnings/LEARNINGS.md', 'Ab3_dE5-fG7h'), false);
    assert.equal(inCaptureScope('.learnings/Zz3_dE5-fG7h/LEARNINGS.md', undefined), false);
    assert.equal(inCaptureScope('.learnings/_global/PATTERNS.md', undefined), false);
    assert.equal(inCaptureScope('.learnings/entries/error/x.json', undefined), true);
    assert.deepEqual(chooseTarget(root, 'error', undefined), { format: 'json-entry', dir: '.learnings/entries/error' });
  });

  it('per-user: a duplicate updates that user entry in place (Recurrence, Last-Seen)', async () => {
    const user = 'Ab3_dE5-fG7h';
    const a = await captureLearning({ root, now: at('2026-05-01T10:00:00Z'), input: input('Reply in Chinese; keep code comments in English', { user }) });
    assert.equal(a.file, `.learnings/${user}/LEARNINGS.md`);
    const before = readFileSync(join(root, a.file!), 'utf8');
    assert.match(before, /^# Learnings\n\n## \[LRN-Ab3_dE5-fG7h-20260501-001\] Reply in Chinese/);
    const d = await captureLearning({ root, now: at('2026-05-03T10:00:00Z'), input: input('reply in chinese; keep code comments in english', { user }) });
    assert.deepEqual([d.decision, d.id], ['duplicate', a.id]);
    const after = readFileSync(join(root, a.file!), 'utf8');
    assert.match(after, /- \*\*Recurrence\*\*: 2\n/);
    assert.match(after, /- \*\*Last-Seen\*\*: 2026-05-03T10:00:00.000Z\n/);
  });

  it('self-improving-agent file: a merge keeps the new wording as Variant-2 and touches only that entry', async () => {
    mkdirSync(join(root, '.learnings'));
    const other = '## [LRN-20260101-001] correction\n\n**Logged**: 2026-01-01T00:00:00Z\n**Priority**: low\n**Status**: pending\n\n### Summary\nSomething unrelated\n\n---\n';
    writeFileSync(join(root, '.learnings/LEARNINGS.md'), other);
    const a = await captureLearning({ root, now: at('2026-05-01T10:00:00Z'), input: input('Run the database migrations before starting the api server in development mode') });
    const m = await captureLearning({ root, now: at('2026-05-02T10:00:00Z'), input: input('Run the database migrations before starting the api server in development mode!!') });
    assert.deepEqual([m.decision, m.id], ['merged', a.id]);
    const text = readFileSync(join(root, '.learnings/LEARNINGS.md'), 'utf8');
    assert.ok(text.startsWith(other));
    assert.match(text, /- Recurrence-Count: 2\n/);
    assert.match(text, /Variant-2(\*\*)?: 2026-05-02: Run the database migrations .* mode!!\n/);
  });

  it('two captures of the same text at the same moment give one entry and one duplicate', async () => {
    const now = at('2026-05-01T10:00:00Z');
    const [x, y] = await Promise.all([captureLearning({ root, now, input: input('Pin node 20 in CI images') }), captureLearning({ root, now, input: input('Pin node 20 in CI images') })]);
    assert.deepEqual([x.decision, y.decision].sort(), ['admitted', 'duplicate']);
    assert.equal(allFiles(root).filter((f) => f.endsWith('.json')).length, 1);
  });
});
