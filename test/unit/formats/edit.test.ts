import assert from 'node:assert/strict';
import { appendEntry, EditError, entryText, Eol, markPromoted, moveEntry, removeEntry, setField } from '../../../src/formats/index';
import { byId, fixture, parseText, toCrlfBom } from './helpers';

/** Lines that differ between two texts (same length assumed unless noted). */
function changedLines(a: string, b: string): number[] {
  const x = a.split('\n');
  const y = b.split('\n');
  const out: number[] = [];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) if (x[i] !== y[i]) out.push(i + 1);
  return out;
}

const LRN = '.learnings/LEARNINGS.md';

describe('formats/edit', () => {
  const text = fixture('ws', LRN);
  const entries = parseText(LRN, text).entries;

  describe('setField', () => {
    it('a no-op edit returns the identical string, for every entry and field', () => {
      for (const e of entries) {
        for (const [k, v] of Object.entries(e.fields)) {
          if (v.includes('\n') || / \(\d+\)$/.test(k)) continue;
          assert.equal(setField(text, e, k, v), text, `${e.id} ${k}`);
        }
      }
    });

    it('replaces only the value, in `**Key**: v` style', () => {
      const e = byId(entries, 'LRN-20260110-001');
      const out = setField(text, e, 'Status', 'resolved');
      assert.deepEqual(changedLines(text, out), [31]);
      assert.equal(out.split('\n')[30], '**Status**: resolved');
    });

    it('keeps `**Key:** v`, `- **Key**: v` and `- Key: v` styles, and trailing spaces', () => {
      const a = setField(text, byId(entries, 'LRN-20260111-002'), 'status', 'pending');
      assert.equal(a.split('\n')[60], '**Status:** pending');
      const b = setField(text, byId(entries, 'LRN-20260112-003'), 'Priority', 'P0');
      assert.equal(b.split('\n')[82], '- **Priority**: P0');
      const c = setField(text, byId(entries, 'LRN-20260110-001'), 'Recurrence-Count', 4);
      assert.equal(c.split('\n')[48], '- Recurrence-Count: 4');
      const d = setField(text, byId(entries, 'LRN-20260111-002#2'), 'Status', 'pending');
      assert.equal(d.split('\n')[75], '**Status**: pending   ', 'trailing spaces stay');
      for (const out of [a, b, c, d]) assert.equal(changedLines(text, out).length, 1);
    });

    it('edits the right one of two entries with the same id', () => {
      const out = setField(text, byId(entries, 'LRN-20260111-002#2'), 'Status', 'pending');
      assert.equal(byId(parseText(LRN, out).entries, 'LRN-20260111-002').status, 'promoted');
    });

    it('adds a missing field next to its kin, in their style', () => {
      const e = byId(entries, 'LRN-20260111-002');
      const out = setField(text, e, 'Owner', 'sam');
      assert.equal(out.split('\n')[62], '**Owner:** sam');
      assert.equal(out.split('\n').length, text.split('\n').length + 1);
      const m = setField(text, byId(entries, 'LRN-20260110-001'), 'Similar-To', 'LRN-20260102-001');
      assert.equal(m.split('\n')[54], '- Similar-To: LRN-20260102-001');
      assert.deepEqual(byId(parseText(LRN, m).entries, 'LRN-20260110-001').links.at(-1), { type: 'similar_to', target: 'LRN-20260102-001' });
      const meta = setField(text, byId(entries, 'LRN-20260116-005'), 'Tags', 'loader');
      const re = byId(parseText(LRN, meta).entries, 'LRN-20260116-005');
      assert.deepEqual(re.tags, ['loader']);
      const b = setField(text, byId(entries, 'LRN-20260112-003'), 'Area', 'docs');
      assert.equal(b.split('\n')[85], '- **Area**: docs');
    });

    it('adds a non-header key (Variant-N, Last-Seen, Tags…) under the entry\'s ### Metadata, in that section\'s style', () => {
      const t = [
        '## [LRN-20260101-001] best_practice',
        '',
        '**Logged**: 2026-01-01',
        '**Status**: pending',
        '',
        '### Summary',
        'Pin the tool versions',
        '',
        '### Metadata',
        '- Source: conversation',
        '- Pattern-Key: pin.versions',
        '',
        '---',
        '',
        '## [LRN-20260102-001] other',
        '',
        '**Status**: pending',
        '',
      ].join('\n');
      const e = parseText(LRN, t).entries[0];
      const v1 = setField(t, e, 'Variant-1', '2026-02-01: pin versions in CI');
      assert.deepEqual(changedLines(t, v1).slice(0, 1), [12]);
      assert.equal(v1.split('\n')[11], '- Variant-1: 2026-02-01: pin versions in CI');
      const e1 = parseText(LRN, v1).entries[0];
      const v2 = setField(v1, e1, 'Variant-2', '2026-02-02: again');
      assert.deepEqual(v2.split('\n').slice(9, 14), ['- Source: conversation', '- Pattern-Key: pin.versions', '- Variant-1: 2026-02-01: pin versions in CI', '- Variant-2: 2026-02-02: again', '']);
      const e2 = parseText(LRN, v2).entries[0];
      assert.deepEqual([e2.fields['Variant-1'], e2.fields['Variant-2']], ['2026-02-01: pin versions in CI', '2026-02-02: again']);
      for (const [k, v] of [['Last-Seen', '2026-02-02'], ['Recurrence-Count', '2'], ['See Also', 'LRN-20260102-001'], ['Tags', 'ci'], ['Related Files', 'a.ts'], ['First-Seen', '2026-01-01']]) {
        const out = setField(t, e, k, v);
        assert.equal(out.split('\n')[11], `- ${k}: ${v}`, k);
      }
      const status = setField(t, e, 'Priority', 'high');
      assert.equal(status.split('\n')[4], '**Priority**: high', 'a header field stays in the header');
      const other = parseText(LRN, t).entries[1];
      const noMeta = setField(t, other, 'Variant-1', 'x');
      assert.equal(noMeta.split('\n')[17], '**Variant-1**: x', 'no Metadata section: header style');
    });

    it('an empty ### Metadata section gets a `- Key: value` bullet', () => {
      const t = '## [LRN-20260101-001] x\n\n**Status**: pending\n\n### Metadata\n\n### Details\nd\n';
      const e = parseText(LRN, t).entries[0];
      const out = setField(t, e, 'Variant-1', 'y');
      assert.equal(out, '## [LRN-20260101-001] x\n\n**Status**: pending\n\n### Metadata\n- Variant-1: y\n\n### Details\nd\n');
      assert.equal(parseText(LRN, out).entries[0].fields['Variant-1'], 'y');
    });

    it('adds a field to a heading-only entry and to a correction bullet', () => {
      const t = '## [LRN-20260101-001] x\n';
      const e = parseText(LRN, t).entries[0];
      assert.equal(setField(t, e, 'Status', 'pending'), '## [LRN-20260101-001] x\n\n**Status**: pending\n');
      const home = fixture('home', 'corrections.md');
      const c = parseText('corrections.md', home, 'home').entries[1];
      const out = setField(home, c, 'Context', 'review');
      assert.equal(out.split('\n')[16], '  Context: review');
      assert.equal(parseText('corrections.md', out, 'home').entries[1].fields.Context, 'review');
      const out2 = setField(home, c, 'Confirmed', 'no');
      assert.deepEqual(changedLines(home, out2), [16]);
    });

    it('keeps CRLF, the BOM and a missing final newline', () => {
      const crlf = toCrlfBom(text).replace(/\r\n$/, '');
      const es = parseText(LRN, crlf).entries;
      const out = setField(crlf, byId(es, 'LRN-20260110-001'), 'Status', 'resolved');
      assert.ok(out.startsWith('\uFEFF'));
      assert.ok(!out.endsWith('\n'));
      assert.ok(!/[^\r]\n/.test(out), 'every line still ends with CRLF');
      assert.equal(out.replace('**Status**: resolved', '**Status**: pending'), crlf);
      const added = setField(crlf, byId(es, 'LRN-20260116-005'), 'Owner', 'kim');
      assert.ok(!/[^\r]\n/.test(added));
      assert.ok(!added.endsWith('\n'));
    });

    it('edits JSON with jsonc (formatting kept) and JSON Lines one line at a time', () => {
      const jf = '.learnings/entries/correction/2026-03-04T10-23-45Z.json';
      const json = fixture('ws', jf);
      const je = parseText(jf, json).entries[0];
      assert.equal(setField(json, je, 'status', 'staging'), json);
      const out = setField(json, je, 'status', 'promoted');
      assert.deepEqual(changedLines(json, out), [23]);
      assert.equal(out.split('\n')[22], '  "status": "promoted",');
      const nested = setField(json, je, 'context.domain', 'search');
      assert.deepEqual(changedLines(json, nested), [9]);
      const jl = '.learnings/failures.jsonl';
      const jt = fixture('ws', jl);
      const le = parseText(jl, jt).entries[1];
      const o2 = setField(jt, le, 'phase', 'ci');
      assert.deepEqual(changedLines(jt, o2), [2]);
      assert.equal(JSON.parse(o2.split('\n')[1]).phase, 'ci');
    });

    it('refuses an entry that is no longer where it was read', () => {
      const e = byId(entries, 'LRN-20260110-001');
      assert.throws(() => setField('# short\n', e, 'Status', 'x'), EditError);
      assert.throws(() => setField(text.replace('LRN-20260110-001', 'LRN-20260110-009'), e, 'Status', 'x'), /expected entry LRN-20260110-001/);
    });
  });

  describe('append, remove, move', () => {
    it('appends after a blank line, in the file EOL, keeping a missing final newline missing', () => {
      const block = '## [LRN-20260201-001] best_practice\n\n**Status**: pending\n\n---\n';
      assert.equal(appendEntry('# L\n', block), '# L\n\n' + block);
      const crlf = '\uFEFF# L\r\n\r\n## [LRN-20260101-001] a\r\n';
      assert.equal(appendEntry(crlf, block), crlf + '\r\n' + block.replace(/\n/g, '\r\n'));
      assert.equal(appendEntry('# L', '- x\n'), '# L\n\n- x');
      assert.equal(appendEntry('- a\n', '- b\n'), '- a\n- b\n', 'a bullet joins the list');
      assert.equal(appendEntry('{"a":1}\n', '{"b":2}\n', 'jsonl'), '{"a":1}\n{"b":2}\n');
      assert.equal(appendEntry('', block), block);
    });

    it('removes an entry with its separator, leaving neighbours byte-identical', () => {
      const e = byId(entries, 'LRN-20260110-001');
      const out = removeEntry(text, e);
      const after = parseText(LRN, out).entries;
      assert.deepEqual(after.map((x) => x.id), entries.filter((x) => x !== e).map((x) => x.id));
      assert.equal(entryText(out, byId(after, 'LRN-20260116-005')), entryText(text, byId(entries, 'LRN-20260116-005')));
      assert.ok(out.includes('-->\n\n## [LRN-20260111-002]'), 'the separator after it went with it');
      const last = removeEntry(text, byId(entries, 'LRN-20260116-005'));
      assert.ok(last.endsWith('- **Status**: resolved\n'));
      assert.equal(removeEntry('{"a":1}\n{"b":2}\n', { format: 'jsonl', file: 'x.jsonl', line: 1, endLine: 1 }), '{"b":2}\n');
      assert.equal(removeEntry('{}', { format: 'json-entry', file: 'x.json', line: 1, endLine: 1 }), '');
    });

    it('removing a memory bullet leaves no extra blank lines, and keeps EOL, BOM and a missing final newline', () => {
      const rm = (t: string, i = 0, file = 'domains/code.md') => removeEntry(t, parseText(file, t, 'home').entries[i]);
      assert.equal(rm('# Code\n- a\n'), '# Code\n');
      assert.equal(rm('# Code\n\n- a\n'), '# Code\n', 'the last bullet goes with the blank line above it');
      assert.equal(rm('# Code\n\n- a\n\n'), '# Code\n');
      assert.equal(rm('# Code\n\n- a\n\n## More\n- b\n'), '# Code\n\n## More\n- b\n', 'no doubled blank line');
      assert.equal(rm('# Code\n- a\n\n## More\n- b\n'), '# Code\n\n## More\n- b\n', 'the separator stays');
      assert.equal(rm('- a\n- b\n- c\n', 1), '- a\n- c\n');
      assert.equal(rm('- a\n\n- b\n\n- c\n', 1), '- a\n\n- c\n', 'a loose list stays loose');
      assert.equal(rm('- a\n\n# After\n'), '# After\n');
      assert.equal(rm('\uFEFF# Code\r\n\r\n- a\r\n'), '\uFEFF# Code\r\n');
      assert.equal(rm('\uFEFF# Code\r\n- a\r\n- b'), '\uFEFF# Code\r\n- b');
      assert.equal(rm('# Code\r\n- a\r\n- b', 1), '# Code\r\n- a');
    });

    it('moves an entry between files, verbatim', () => {
      const e = byId(entries, 'LRN-20260113-004');
      const { from, to } = moveEntry(text, '# Archive\r\n', e);
      assert.ok(!parseText(LRN, from).entries.some((x) => x.id === e.id));
      assert.equal(to, '# Archive\r\n\r\n### [LRN-20260113-004] Level three entries count too\r\n\r\n**Logged**: 2026-01-13T08:00:00Z\r\n');
    });
  });

  describe('markPromoted', () => {
    it('markdown: status promoted and **Promoted** in the entry style', () => {
      const e = byId(entries, 'LRN-20260110-001');
      const out = markPromoted(text, e, 'CLAUDE.md');
      const re = byId(parseText(LRN, out).entries, 'LRN-20260110-001');
      assert.deepEqual([re.status, re.promotedTo, re.tier], ['promoted', 'CLAUDE.md', 'promoted']);
      assert.equal(out.split('\n').length, text.split('\n').length + 1);
    });

    it('per-user: promoted_to_global toward a _global file, bullet style', () => {
      const f = '.learnings/_global/LEARNINGS.md';
      const t = fixture('ws', f);
      const out = markPromoted(t, parseText(f, t).entries[0], '.learnings/_global/PATTERNS.md');
      assert.ok(out.includes('- **Status**: promoted_to_global\n- **Promoted**: .learnings/_global/PATTERNS.md\n'));
    });

    it('JSON: "status": "promoted" and "promoted_to"', () => {
      const jf = '.learnings/entries/correction/2026-03-04T10-23-45Z.json';
      const json = fixture('ws', jf);
      const out = markPromoted(json, parseText(jf, json).entries[0], 'AGENTS.md');
      const o = JSON.parse(out);
      assert.deepEqual([o.status, o.promoted_to, o.reviewer.round], ['promoted', 'AGENTS.md', 2]);
      assert.deepEqual(changedLines(json, out), [23, 24]);
    });
  });

  it('Eol: detect, split/join round-trip, normalize', () => {
    for (const t of ['', 'a', 'a\n', 'a\r\nb', '\uFEFFa\r\n\r\nb\n', 'a\rb\r\n']) assert.equal(Eol.join(Eol.split(t)), t);
    assert.equal(Eol.detect('a\r\nb\r\nc\n'), '\r\n');
    assert.equal(Eol.detect('abc'), '\n');
    assert.equal(Eol.normalize('a\nb\r\nc', '\r\n'), 'a\r\nb\r\nc');
  });
});
