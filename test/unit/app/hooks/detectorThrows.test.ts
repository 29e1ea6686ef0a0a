import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handleHook, promptDetectors } from '../../../../src/app/hooks/handleHook';
import { parseHookPayload } from '../../../../src/app/hooks/payload';

describe('a detector that throws costs only itself', () => {
  let root: string;
  const original = promptDetectors.correction;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'hook-throw-'));
  });
  afterEach(() => {
    promptDetectors.correction = original;
    rmSync(root, { recursive: true, force: true });
  });

  it('the other detectors still capture, the hook resolves, and the failure is logged without payload text', async () => {
    promptDetectors.correction = () => {
      throw new TypeError('boom');
    };
    const prompt = 'Never commit build output. I wish the CLI could show the gate log as a table.';
    const ev = parseHookPayload({ session_id: 's', cwd: root, hook_event_name: 'UserPromptSubmit', prompt });
    const out = await handleHook(ev, { root, now: new Date('2026-03-02T10:00:00Z'), agent: 'claude' });
    assert.deepEqual(out.captures.map((c) => c.decision), ['admitted']);
    const log = readFileSync(join(root, '.learnings/_meta/gate-log.jsonl'), 'utf8');
    assert.match(log, /"type":"feature"/);
    const errors = readFileSync(join(root, '.learnings/_meta/hook-errors.log'), 'utf8');
    assert.match(errors, /detector correction: TypeError threw; the other detectors ran/);
    assert.ok(!errors.includes('Never commit'));
  });
});
