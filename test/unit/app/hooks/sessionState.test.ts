// The hooks' session state (.learnings/_meta/hook-sessions.json) never holds payload text: session ids and
// search keys are digests; counting still works; records written verbatim by older versions are dropped.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countSearch, markInjected, SESSION_STATE_FILE, stateKey } from '../../../../src/app/hooks/sessionState';

describe('cli/hooks: session state stores digests, not payload text', () => {
  let root: string;
  const now = new Date('2026-04-20T12:00:00Z');
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'session-state-'));
    mkdirSync(join(root, '.learnings/_meta'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('counts repeated searches without writing the search or the session id', async () => {
    const search = 'grep:mysql://root:Sup3rS3cret@db.internal/shop';
    assert.equal(await countSearch(root, 'session-with-token-ghp_abc', search, now), 1);
    assert.equal(await countSearch(root, 'session-with-token-ghp_abc', search, now), 2);
    assert.equal(await countSearch(root, 'other', search, now), 1);
    assert.deepEqual(await markInjected(root, 'session-with-token-ghp_abc', ['LRN-1'], now), ['LRN-1']);
    const text = readFileSync(join(root, SESSION_STATE_FILE), 'utf8');
    for (const raw of ['Sup3rS3cret', 'mysql://', 'ghp_abc', 'session-with-token']) assert.ok(!text.includes(raw), raw);
    const state = JSON.parse(text) as Record<string, { searches: Record<string, number> }>;
    assert.equal(state[stateKey('session', 'session-with-token-ghp_abc')].searches[stateKey('search', search)], 2);
  });

  it('drops records an older version wrote verbatim', async () => {
    writeFileSync(join(root, SESSION_STATE_FILE), JSON.stringify({ 'raw-session': { updated: now.toISOString(), searches: { 'grep:token=abc123': 3 }, injected: [] } }));
    await countSearch(root, 'new', 'grep:x', now);
    const text = readFileSync(join(root, SESSION_STATE_FILE), 'utf8');
    assert.ok(!text.includes('raw-session') && !text.includes('abc123'), text);
  });
});
