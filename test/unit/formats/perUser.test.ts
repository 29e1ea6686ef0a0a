import assert from 'node:assert/strict';
import { parseFixture, parseText } from './helpers';

const U = 'Ab3_xY9-Qw1z';

describe('formats/per-user', () => {
  it('a user folder: LRN-{user}-… entries with bullet fields, read for that user', () => {
    const { entries } = parseFixture('ws', `.learnings/${U}/LEARNINGS.md`);
    assert.equal(entries.length, 1);
    const e = entries[0];
    assert.equal(e.id, `LRN-${U}-20260401-001`);
    assert.equal(e.user, U);
    assert.equal(e.format, 'per-user');
    assert.deepEqual([e.title, e.priority, e.category, e.status], ['Prefers short answers', 'Medium', 'preference', 'promoted_to_global']);
    assert.equal(e.tier, 'promoted');
    assert.equal(e.fields.Learning, 'This person skims; long text gets ignored');
    assert.equal(e.fields.Action, 'Answer in three lines, offer details');
  });

  it('_global: namespace global, no user; PAT entries with sources', () => {
    const l = parseFixture('ws', '.learnings/_global/LEARNINGS.md').entries[0];
    assert.deepEqual([l.namespace, l.user, l.category], ['global', undefined, 'knowledge']);
    const p = parseFixture('ws', '.learnings/_global/PATTERNS.md').entries[0];
    assert.equal(p.kind, 'pattern');
    assert.equal(p.title, 'Users want the answer before the explanation');
    assert.deepEqual(p.observedIn, [U, 'Zz9_kk1-PP0a', 'Mm2-nn3_Oo4p']);
    assert.deepEqual(p.promotedFrom, [`LRN-${U}-20260401-001`, 'LRN-Zz9_kk1-PP0a-20260402-003', 'LRN-Mm2-nn3_Oo4p-20260405-002']);
    assert.equal(p.fields['Global action'], 'Lead with the answer, then the why.');
  });

  it('FOLLOW_UPS: a bare template line (`[FUP-XXX-1]`) is not an entry and breaks nothing; the real follow-up is read', () => {
    const { entries } = parseText(`.learnings/${U}/FOLLOW_UPS.md`, '# Follow-ups\n\n[FUP-XXX-1] a template line\n\n[FUP-20260301-001] check the invoice export\n- **Status**: open\n');
    assert.deepEqual(entries.map((e) => e.sourceId), ['FUP-20260301-001']);
  });

  it('FOLLOW_UPS: bare `[FUP-…]` lines and headings are follow-ups', () => {
    const { entries } = parseFixture('ws', `.learnings/${U}/FOLLOW_UPS.md`);
    assert.deepEqual(entries.map((e) => [e.id, e.kind, e.line, e.endLine]), [
      [`FUP-${U}-20260414-001`, 'follow-up', 3, 8],
      [`FUP-${U}-20260415-002`, 'follow-up', 10, 13],
    ]);
    assert.deepEqual([entries[0].status, entries[0].priority, entries[0].logged], ['pending', 'medium', '2026-04-14']);
  });

  it('PROFILE.md is one profile entry for the whole file', () => {
    const { entries } = parseFixture('ws', `.learnings/${U}/PROFILE.md`);
    assert.equal(entries.length, 1);
    assert.deepEqual([entries[0].kind, entries[0].line, entries[0].endLine, entries[0].user], ['profile', 1, 4, U]);
    assert.match(entries[0].body, /code first/);
    assert.equal(parseText(`.learnings/${U}/PROFILE.md`, '\n\n').entries.length, 0);
  });

  it('the promotion log: one log entry per line, dated', () => {
    const { entries } = parseFixture('ws', '.learnings/_meta/promotion-log.md');
    assert.deepEqual(entries.map((e) => [e.kind, e.line, e.logged, e.namespace]), [['log', 3, '2026-04-10', 'global'], ['log', 4, '2026-04-12', 'global']]);
    assert.match(entries[1].title, /CLAUDE\.md/);
  });
});
