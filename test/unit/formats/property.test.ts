// Random and mutated input: the readers never throw, ranges stay inside the file, ids stay
// unique, and a no-op edit never changes a byte.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { ParseResult } from '../../../src/core/model';
import { appendEntry, Eol, parseFile, removeEntry, setField, type RootKind } from '../../../src/formats/index';
import { fixture } from './helpers';

const PATHS: [string, RootKind][] = [
  ['.learnings/LEARNINGS.md', 'workspace'],
  ['.learnings/corrections.md', 'workspace'],
  ['.learnings/Ab3_xY9-Qw1z/FOLLOW_UPS.md', 'workspace'],
  ['.learnings/Ab3_xY9-Qw1z/PROFILE.md', 'workspace'],
  ['.learnings/_meta/promotion-log.md', 'workspace'],
  ['.learnings/learning-20260101-x.md', 'workspace'],
  ['.patterns/x_pattern.md', 'workspace'],
  ['.knowledge/x.md', 'workspace'],
  ['knowledge/_discarded/LOG.md', 'workspace'],
  ['memory.md', 'home'],
  ['corrections.md', 'home'],
];

const FRAGMENTS = [
  '## [LRN-20260101-001] best_practice', '## [LRN-20260101-001', '### [ERR-20260102-003] x — y', '## LRN-20260103-004 — t', '## [', '## []',
  '## [LRN-YYYYMMDD-XXX] category', '## 2026-01-01', '## 2026-01-01 1:05 PM - t', '### 2026-01-02: t', '## [2026-01-01 10:00] t', '# Title',
  '```', '```markdown', '````', '~~~', '<!--', '-->', '<!-- x -->', '---', '***', '', '   ', '\t',
  '**Status**: pending', '**Status:** done', '**Status**:', '- **Priority**: high', '- Tags: a, b', '- See Also: LRN-20260101-001',
  '- Recurrence-Count: 3', '- [10:00] Changed a → b', '  Type: x', '  Confirmed: yes', '- rule', '  - nested', '1. one',
  '[FUP-a-20260101-001] y', '> ## [LRN-20260101-009] quoted', '    ## [LRN-20260101-010] indented code', '**Error**:', '### Summary', '### Metadata',
];

const line = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FRAGMENTS) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) });
const doc = fc.record({
  lines: fc.array(line, { maxLength: 40 }),
  eol: fc.constantFrom('\n', '\r\n', '\r'),
  bom: fc.boolean(),
  finalNewline: fc.boolean(),
});
const render = (d: { lines: string[]; eol: string; bom: boolean; finalNewline: boolean }) => (d.bom ? '\uFEFF' : '') + d.lines.join(d.eol) + (d.finalNewline ? d.eol : '');

function checkResult(text: string, file: string, r: ParseResult): void {
  assert.ok(!r.diagnostics.some((d) => /could not be read/.test(d.message)), JSON.stringify(r.diagnostics));
  const n = Math.max(1, Eol.split(text).lines.length);
  for (const e of r.entries) assert.ok(e.line >= 1 && e.line <= e.endLine && e.endLine <= n, `${file}: ${e.id} ${e.line}-${e.endLine} of ${n}`);
  assert.equal(new Set(r.entries.map((e) => e.id)).size, r.entries.length, 'unique ids');
}

function checkNoOpEdits(text: string, r: ParseResult): void {
  for (const e of r.entries.slice(0, 6)) {
    for (const [k, v] of Object.entries(e.fields)) {
      if (v.includes('\n') || / \(\d+\)$/.test(k) || k.includes('.')) continue;
      assert.equal(setField(text, e, k, v), text, `no-op ${e.id} ${k}`);
    }
    assert.doesNotThrow(() => removeEntry(text, e));
  }
}

describe('formats/property', function () {
  this.timeout(120000);

  it('random markdown never throws and no-op edits keep every byte', () => {
    fc.assert(
      fc.property(doc, fc.constantFrom(...PATHS), (d, [file, rootKind]) => {
        const text = render(d);
        const r = parseFile({ root: '/r', file, text, rootKind });
        checkResult(text, file, r);
        checkNoOpEdits(text, r);
        const appended = appendEntry(text, '## [LRN-20260909-001] x\n');
        if (Eol.endsWithNewline(text) && text.trim() !== '') assert.ok(appended.startsWith(text));
      }),
      { numRuns: 300 },
    );
  });

  const FIXTURES: [string, string, RootKind][] = [
    ['ws', '.learnings/LEARNINGS.md', 'workspace'],
    ['ws', '.learnings/ERRORS.md', 'workspace'],
    ['ws', '.learnings/Ab3_xY9-Qw1z/FOLLOW_UPS.md', 'workspace'],
    ['ws', 'self-improving/corrections.md', 'workspace'],
    ['home', 'memory.md', 'home'],
    ['home', 'corrections.md', 'home'],
  ];
  const mutation = fc.record({ at: fc.nat(), len: fc.nat({ max: 40 }), insert: fc.oneof(fc.constantFrom(...FRAGMENTS.map((f) => `\n${f}\n`)), fc.string({ unit: 'binary', maxLength: 12 })) });

  it('mutated fixtures never throw and no-op edits keep every byte', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIXTURES), fc.array(mutation, { minLength: 1, maxLength: 4 }), ([top, file, rootKind], ms) => {
        let text = fixture(top, file);
        for (const m of ms) {
          const at = m.at % (text.length + 1);
          text = text.slice(0, at) + m.insert + text.slice(at + m.len);
        }
        const r = parseFile({ root: '/r', file, text, rootKind });
        checkResult(text, file, r);
        checkNoOpEdits(text, r);
      }),
      { numRuns: 200 },
    );
  });

  it('random and broken JSON / JSON Lines never throw; no-op JSON edits keep every byte', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }), fc.constantFrom(0, 2, 4), fc.nat(), fc.boolean(), (obj, indent, cut, breakIt) => {
        const good = JSON.stringify(obj, null, indent);
        const text = breakIt ? good.slice(0, cut % (good.length + 1)) : good;
        const r = parseFile({ root: '/r', file: '.learnings/entries/x/1.json', text, rootKind: 'workspace' });
        checkResult(text, 'json', r);
        if (!breakIt && r.entries.length === 1) {
          for (const k of Object.keys(obj).filter((k) => typeof obj[k] === 'string' && !k.includes('.')).slice(0, 3)) {
            assert.equal(setField(text, r.entries[0], k, obj[k] as string), text);
          }
        }
        const jl = parseFile({ root: '/r', file: '.learnings/x.jsonl', text: `${JSON.stringify(obj)}\n${text}\n{`, rootKind: 'workspace' });
        checkResult(`${JSON.stringify(obj)}\n${text}\n{`, 'jsonl', jl);
      }),
      { numRuns: 300 },
    );
  });
});
