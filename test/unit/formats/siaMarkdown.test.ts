import assert from 'node:assert/strict';
import { byId, fixture, parseFixture, parseText, toCrlfBom } from './helpers';

describe('formats/sia-markdown', () => {
  describe('LEARNINGS.md with every heading variant', () => {
    const { entries, diagnostics } = parseFixture('ws', '.learnings/LEARNINGS.md');

    it('reads one entry per entry heading, skipping placeholders, fences and comments', () => {
      assert.deepEqual(entries.map((e) => e.line), [27, 57, 73, 81, 87, 91, 97, 102]);
      assert.ok(!entries.some((e) => /2099/.test(e.id)), 'examples in a fence or a comment are not entries');
      assert.ok(!entries.some((e) => /YYYY/.test(e.id)));
      assert.equal(diagnostics.filter((d) => d.severity !== 'info').length, 0);
    });

    it('maps the standard sections and Metadata onto the model', () => {
      const e = byId(entries, 'LRN-20260110-001');
      assert.equal(e.sourceId, 'LRN-20260110-001');
      assert.equal(e.kind, 'learning');
      assert.equal(e.category, 'best_practice');
      assert.equal(e.type, 'best_practice');
      assert.equal(e.title, 'Run the schema migration before seeding the test database');
      assert.deepEqual([e.logged, e.priority, e.status, e.tier], ['2026-01-10T09:15:00Z', 'high', 'pending', 'staging']);
      assert.deepEqual(e.domains, ['backend']);
      assert.deepEqual(e.relatedFiles, ['scripts/seed.ts', 'db/migrate.ts']);
      assert.deepEqual(e.tags, ['database', 'tests']);
      assert.deepEqual(e.links, [
        { type: 'see_also', target: 'LRN-20260105-002' },
        { type: 'see_also', target: 'ERR-20260109-001' },
        { type: 'depends_on', target: 'LRN-20260101-001' },
      ]);
      assert.equal(e.patternKey, 'harden.test_setup');
      assert.equal(e.recurrence, 3);
      assert.deepEqual([e.firstSeen, e.lastSeen], ['2026-01-05', '2026-01-10']);
      assert.deepEqual(e.tasks, ['TASK-101', 'TASK-117']);
      assert.equal(e.fields.Supersedes, 'LRN-20251201-004', 'unknown fields are kept as written');
      assert.deepEqual(Object.keys(e.sections), ['Summary', 'Details', 'Suggested Action', 'Metadata']);
      assert.equal(e.endLine, 54, 'ends before the --- separator');
      assert.equal(e.hasExample, false);
      assert.match(e.body, /tenant_id column/);
      assert.ok(!e.body.includes('**'));
    });

    it('reads `**Key:**` fields, `category — title` headings and code examples', () => {
      const e = byId(entries, 'LRN-20260111-002');
      assert.equal(e.category, 'correction');
      assert.equal(e.type, 'correction');
      assert.equal(e.title, 'Prefer named exports in shared modules');
      assert.equal(e.logged, '2026-01-11T10:00:00+02:00');
      assert.equal(e.status, 'promoted');
      assert.equal(e.tier, 'promoted');
      assert.equal(e.hasExample, true);
    });

    it('gives a repeated id a deterministic suffix that still contains it', () => {
      const e = byId(entries, 'LRN-20260111-002#2');
      assert.equal(e.sourceId, 'LRN-20260111-002');
      assert.equal(e.status, 'wont_fix');
      assert.equal(e.tier, 'archived');
    });

    it('reads unbracketed ids, level-3 entries and dated headings', () => {
      const a = byId(entries, 'LRN-20260112-003');
      assert.deepEqual([a.title, a.priority, a.status, a.logged], ['Headings without brackets still count', 'P1', 'open', '2026-01-12T08:00']);
      assert.equal(byId(entries, 'LRN-20260113-004').title, 'Level three entries count too');
      const d = byId(entries, '.learnings/LEARNINGS.md#2026-01-14 3:20 PM');
      assert.deepEqual([d.sourceId, d.title, d.category, d.logged], ['2026-01-14 3:20 PM', 'Dated entry without an id', 'best_practice', '2026-01-14 3:20 PM']);
      const d3 = byId(entries, '.learnings/LEARNINGS.md#2026-01-15');
      assert.deepEqual([d3.line, d3.title, d3.category, d3.status], [97, 'Dated level three entry', 'correction', 'resolved']);
    });

    it('reads Resolution blocks as fields and a section', () => {
      const e = byId(entries, 'LRN-20260116-005');
      assert.equal(e.fields.Resolved, '2026-01-17T00:00:00Z');
      assert.equal(e.fields['Commit/PR'], '#42');
      assert.ok('Resolution' in e.sections);
      assert.equal(e.endLine, 114);
    });

    it('reads the same entries at the same lines from a CRLF file with a BOM', () => {
      const crlf = parseText('.learnings/LEARNINGS.md', toCrlfBom(fixture('ws', '.learnings/LEARNINGS.md')));
      assert.deepEqual(crlf.entries.map((e) => [e.id, e.line, e.endLine, e.title]), entries.map((e) => [e.id, e.line, e.endLine, e.title]));
      assert.ok(!crlf.entries.some((e) => Object.values(e.fields).some((v) => v.includes('\r'))));
    });
  });

  it('ERRORS.md: fenced headings ignored, Severity as priority, empty fields reported', () => {
    const { entries, diagnostics } = parseFixture('ws', '.learnings/ERRORS.md');
    assert.deepEqual(entries.map((e) => [e.id, e.kind, e.line]), [['ERR-20260201-001', 'error', 3], ['ERR-20260202-001', 'error', 32]]);
    const a = entries[0];
    assert.equal(a.hasExample, true);
    assert.equal(a.type, 'error');
    assert.deepEqual(a.relatedFiles, []);
    assert.ok(diagnostics.some((d) => d.line === 27 && /Related Files/.test(d.message)));
    const b = entries[1];
    assert.equal(b.priority, 'HIGH');
    assert.equal(b.fields.Error, 'The watcher test timed out after 2s on a loaded machine.');
    assert.equal(b.fields.Context, 'Only in CI.');
  });

  it('FEATURE_REQUESTS.md and requests.md: FEAT and REQ ids are features, placeholders are not', () => {
    const f = parseFixture('ws', '.learnings/FEATURE_REQUESTS.md').entries;
    assert.deepEqual(f.map((e) => [e.id, e.kind, e.title]), [['FEAT-20260301-001', 'feature', 'Export every learning as one ZIP.']]);
    const r = parseFixture('ws', '.learnings/requests.md').entries;
    assert.deepEqual(r.map((e) => [e.id, e.kind, e.line]), [['FEAT-20260302-0930', 'feature', 13], ['REQ-20260303-1100b', 'feature', 20]]);
    assert.equal(r[0].status, 'pending / later');
    assert.equal(r[0].fields['Why needed'], 'late sessions');
  });

  it('corrections.md: CORR and COR ids, bold-colon fields', () => {
    const { entries } = parseFixture('ws', '.learnings/corrections.md');
    assert.deepEqual(entries.map((e) => [e.id, e.kind, e.line]), [['CORR-20260320-1015', 'correction', 12], ['COR-20260318-0800', 'correction', 19]]);
    assert.equal(entries[0].fields.Trigger, 'The reviewer said tabs, not spaces, in the Makefile.');
    assert.equal(entries[0].type, 'correction');
  });

  it('PATTERNS.md and days/<date>/error.md', () => {
    const p = parseFixture('ws', '.learnings/PATTERNS.md').entries;
    assert.deepEqual(p.map((e) => [e.id, e.kind, e.title, e.patternKey]), [['PAT-20260401-001', 'pattern', 'Retry network calls with backoff', 'harden.network_retry']]);
    const d = parseFixture('ws', '.learnings/days/2026-04-02/error.md').entries;
    assert.deepEqual(d.map((e) => [e.id, e.kind, e.line, e.title]), [['RUN-20260402-001', 'error', 6, 'A standing poller ran every minute for nothing']]);
  });

  it('a file of emoji bullets without headings yields one entry per bullet', () => {
    const { entries } = parseFixture('bullets', '.learnings/ERRORS.md');
    assert.deepEqual(entries.map((e) => [e.line, e.kind, e.title]), [[3, 'error', 'Memory cap hit while saving'], [4, 'error', 'Heredoc swallowed stdin']]);
    assert.ok(entries.every((e) => e.id.startsWith('.learnings/ERRORS.md#')));
  });

  it('a template with only placeholders yields no entries and says so', () => {
    const r = parseFixture('ws', '.learnings/TEMPLATE_ERRORS.md');
    assert.equal(r.entries.length, 0);
    assert.equal(r.diagnostics[0].severity, 'info');
    const onlyTitle = parseText('.learnings/FEATURE_REQUESTS.md', '# FEATURE REQUESTS\n\n');
    assert.equal(onlyTitle.entries.length, 0);
    assert.equal(onlyTitle.diagnostics.length, 1);
  });

  it('a file with a title and prose only has no entries, and says so at its first line of text (never silently nothing)', () => {
    // How most of these files start: promote must not score the description and write a Status into it.
    const r = parseText('.learnings/ERRORS.md', '# Errors\n\nCommand failures and their fixes.\n\n---\n');
    assert.equal(r.entries.length, 0);
    assert.equal(r.diagnostics.length, 1);
    assert.equal(r.diagnostics[0].severity, 'info');
    assert.equal(r.diagnostics[0].line, 3);
    assert.match(r.diagnostics[0].message, /text but no entries/);
  });

  it('malformed input: diagnostics with lines, and the rest of the file is still read', () => {
    const { entries, diagnostics } = parseFixture('bad', '.learnings/LEARNINGS.md');
    assert.deepEqual(entries.map((e) => e.id), ['LRN-20260501-001', 'LRN-20260502-002', 'LRN-20260503-003']);
    assert.equal(entries[0].title, 'heading never closes its bracket');
    assert.equal(entries[1].status, 'pending');
    const at = (line: number) => diagnostics.find((d) => d.line === line);
    assert.match(at(3)!.message, /never closes/);
    assert.match(at(5)!.message, /"Status" has no value/);
    assert.match(at(8)!.message, /code block opened at line 8/);
    assert.match(at(14)!.message, /HTML comment/);
    assert.ok(diagnostics.every((d) => d.file === '.learnings/LEARNINGS.md'));
  });

  it('a nested fence inside a fence does not leak its example entries', () => {
    const text = '# L\n\n````markdown\n## [LRN-20990101-001] x\n```bash\necho\n```\n````\n\n## [LRN-20260101-001] real\n';
    assert.deepEqual(parseText('.learnings/LEARNINGS.md', text).entries.map((e) => e.line), [10]);
  });
});
