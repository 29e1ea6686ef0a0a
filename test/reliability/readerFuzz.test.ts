// Hostile and broken input for every reader: mutated fixture and corpus files, random bytes,
// invalid UTF-8, lone surrogates, CRLF/CR/LF and BOM mixes, deep nesting. Whatever comes in,
// parseFile returns (never throws), and every diagnostic and entry names its file and a real line.
import assert from 'node:assert/strict';
import { parseFile, type RootKind } from '../../src/formats/index';
import type { ParseResult } from '../../src/core/model';
import { corpusSeeds, fixtureSeeds, Rng, type SeedText } from './support';

/** One path per reader, so every mutated text is also read as every other format. */
export const READER_PATHS: Array<[string, RootKind]> = [
  ['.learnings/LEARNINGS.md', 'workspace'],
  ['.learnings/ERRORS.md', 'workspace'],
  ['.learnings/corrections.md', 'workspace'],
  ['.learnings/Ab3_xY9-Qw1z/LEARNINGS.md', 'workspace'],
  ['.learnings/_global/PATTERNS.md', 'workspace'],
  ['.learnings/_meta/promotion-log.md', 'workspace'],
  ['.learnings/learning-20260101-fuzz.md', 'workspace'],
  ['.learnings/entries/error/2026-01-01T00-00-00Z.json', 'workspace'],
  ['.learnings/failures.jsonl', 'workspace'],
  ['.patterns/api_pattern.md', 'workspace'],
  ['.knowledge/api_rule.md', 'workspace'],
  ['knowledge/_discarded/LOG.md', 'workspace'],
  ['memory.md', 'home'],
  ['projects/acme.md', 'home'],
  ['corrections.md', 'home'],
  ['archive/old.md', 'home'],
];

const FRAGMENTS = [
  '## [', '## [LRN-20260101-001] ', '### Summary\n', '**Status**: ', '**Priority**: high', '- **Learning**: ', '```', '~~~',
  '<!--', '-->', '---\n', '\n---\n', '{', '}', '[', ']', '"', '\\', ',', ':', '\r\n', '\r', '\n', '\uFEFF', '\uFFFD',
  '\u0000', '\uD800', '\uDFFF', '# ', '> ', '- ', '  - ', '1. ', '|', '\t', '## 2026-13-45', '[HH:MM] ', '\u202E', '\u200B',
  '"content": ', '"id": null', '"recurrence": -1e999', '"context": [', 'PAT-', 'FUP-', '## [LRN-x-y-z]',
];

/** A mutated copy of `text` (1–6 edits of different kinds). */
export function mutate(rng: Rng, text: string): string {
  let s = text;
  const edits = 1 + rng.int(6);
  for (let i = 0; i < edits; i++) {
    const at = s.length ? rng.int(s.length + 1) : 0;
    switch (rng.int(9)) {
      case 0: // insert a structural fragment
        s = s.slice(0, at) + rng.pick(FRAGMENTS) + s.slice(at);
        break;
      case 1: // delete a range
        s = s.slice(0, at) + s.slice(at + rng.int(200));
        break;
      case 2: // duplicate a range
        s = s.slice(0, at) + s.slice(at, at + rng.int(300)) + s.slice(at);
        break;
      case 3: // truncate (a write cut short)
        s = s.slice(0, at);
        break;
      case 4: // random bytes decoded as UTF-8 (invalid sequences become U+FFFD)
        s = s.slice(0, at) + rng.bytes(1 + rng.int(64)).toString('utf8') + s.slice(at);
        break;
      case 5: // line endings: every line gets LF, CRLF or CR at random
        s = s.split(/\r\n|\r|\n/).map((l) => l + rng.pick(['\n', '\r\n', '\r'])).join('');
        break;
      case 6: // a BOM at the start, or one in the middle
        s = rng.int(2) ? '\uFEFF' + s : s.slice(0, at) + '\uFEFF' + s.slice(at);
        break;
      case 7: // swap two lines
      {
        const lines = s.split('\n');
        const a = rng.int(lines.length);
        const b = rng.int(lines.length);
        [lines[a], lines[b]] = [lines[b], lines[a]];
        s = lines.join('\n');
        break;
      }
      default: // flip one character
        if (s.length) s = s.slice(0, at) + String.fromCharCode(rng.int(0x3000)) + s.slice(at + 1);
    }
  }
  return s;
}

function lineCount(text: string): number {
  return text.split(/\r\n|\r|\n/).length;
}

/** Parses and checks the invariants; returns the result (or throws an assertion naming the case). */
export function parseChecked(file: string, rootKind: RootKind, text: string, label: string): ParseResult {
  let r: ParseResult;
  try {
    r = parseFile({ root: '/fuzz-root', file, text, rootKind });
  } catch (e) {
    assert.fail(`${label}: parseFile threw for ${file}: ${(e as Error).stack}`);
  }
  const max = lineCount(text) + 1;
  for (const d of r.diagnostics) {
    assert.equal(d.file, file, `${label}: diagnostic names another file`);
    assert.ok(Number.isInteger(d.line) && d.line >= 1 && d.line <= max, `${label}: diagnostic line ${d.line} not in 1..${max}: ${d.message}`);
    assert.ok(typeof d.message === 'string' && d.message.length > 0, `${label}: empty diagnostic message`);
  }
  const ids = new Set<string>();
  for (const e of r.entries) {
    assert.equal(e.file, file, `${label}: entry names another file`);
    assert.ok(Number.isInteger(e.line) && e.line >= 1 && e.line <= e.endLine && e.endLine <= max, `${label}: entry ${e.id} lines ${e.line}-${e.endLine} not in 1..${max}`);
    assert.ok(typeof e.id === 'string' && e.id.length > 0, `${label}: entry without id`);
    assert.ok(!ids.has(e.id), `${label}: id ${e.id} twice in one file`);
    ids.add(e.id);
  }
  return r;
}

/** A reader that threw internally shows up as parseFile's catch-all diagnostic. */
const CATCH_ALL = /^This file could not be read \(/;

describe('reliability: reader fuzzing', function () {
  this.timeout(120_000);
  const seeds: SeedText[] = [...fixtureSeeds(), ...corpusSeeds(24)];
  const stats = { parses: 0, mutants: 0, catchAll: [] as string[] };

  after(() => {
    // Figures for the README section (printed, not asserted).
    console.log(`      fuzz: ${seeds.length} seed files, ${stats.mutants} mutants, ${stats.parses} parses, ${stats.catchAll.length} reader crashes caught`);
  });

  it('has seed texts for every kind of fixture', () => {
    assert.ok(seeds.length >= 20, `only ${seeds.length} seed files`);
    assert.ok(seeds.some((s) => s.file.endsWith('.json')) && seeds.some((s) => s.rootKind === 'home'));
  });

  it('reads every seed file as itself without a reader crash', () => {
    for (const s of seeds) {
      const r = parseChecked(s.file, s.rootKind, s.text, s.origin);
      stats.parses++;
      assert.ok(!r.diagnostics.some((d) => CATCH_ALL.test(d.message)), `${s.origin}: a reader crashed: ${r.diagnostics.map((d) => d.message).join('; ')}`);
    }
  });

  it('survives 300 mutants of the seeds, each read as itself and as every other format', () => {
    const rng = new Rng(20260401);
    for (let i = 0; i < 300; i++) {
      const s = seeds[i % seeds.length];
      const text = mutate(rng, s.text);
      stats.mutants++;
      const targets: Array<[string, RootKind]> = [[s.file, s.rootKind], ...READER_PATHS.filter(() => rng.int(4) === 0)];
      for (const [file, kind] of targets) {
        const r = parseChecked(file, kind, text, `mutant ${i} of ${s.origin} (seed 20260401) as ${file}`);
        stats.parses++;
        for (const d of r.diagnostics) if (CATCH_ALL.test(d.message)) stats.catchAll.push(`${s.origin}→${file}: ${d.message}`);
      }
    }
    assert.deepEqual(stats.catchAll, [], 'a reader threw on mutated input (caught by parseFile, but the reader has a bug)');
  });

  it('survives random bytes, invalid UTF-8 and lone surrogates in every format', () => {
    const rng = new Rng(99);
    const crashes: string[] = [];
    for (let i = 0; i < 40; i++) {
      const raw = rng.bytes(1 + rng.int(4096));
      const texts = [raw.toString('utf8'), raw.toString('latin1'), `## [LRN-20260101-001] t\n${raw.toString('utf8')}`, String.fromCharCode(...Array.from({ length: 200 }, () => 0xd800 + rng.int(0x800)))];
      for (const text of texts) {
        for (const [file, kind] of READER_PATHS) {
          const r = parseChecked(file, kind, text, `random bytes #${i} (seed 99) as ${file}`);
          stats.parses++;
          // parseFile turns a reader's throw into "could not be read": survival alone would pass a crashing reader.
          for (const d of r.diagnostics) if (CATCH_ALL.test(d.message)) crashes.push(`random bytes #${i} as ${file}: ${d.message}`);
        }
      }
    }
    stats.catchAll.push(...crashes);
    assert.deepEqual(crashes, [], 'a reader threw on random bytes (caught by parseFile, but the reader has a bug)');
  });

  it('keeps line numbers right under CRLF, CR-only and BOM mixes', () => {
    const body = ['## [LRN-20260101-001] first', '**Status**: pending', '', '## [LRN-20260101-002] second', '**Status**: pending', ''];
    for (const [eol, bom] of [['\n', ''], ['\r\n', ''], ['\r\n', '\uFEFF'], ['\n', '\uFEFF']]) {
      const r = parseChecked('.learnings/LEARNINGS.md', 'workspace', bom + body.join(eol), `eol ${JSON.stringify(eol)} bom ${bom !== ''}`);
      assert.deepEqual(r.entries.map((e) => e.line), [1, 4], `eol ${JSON.stringify(eol)} bom ${bom !== ''}`);
    }
    const mixed = `## [LRN-20260101-001] a\r\nx\n\r## [LRN-20260101-002] b\r\n`;
    const r = parseChecked('.learnings/LEARNINGS.md', 'workspace', mixed, 'mixed eol');
    assert.equal(r.entries.length, 2);
  });

  it('reports broken JSON with its line and keeps the good JSONL lines', () => {
    const r = parseChecked('.learnings/entries/error/x.json', 'workspace', '{\n  "id": "a",\n  "content": "x",\n  oops\n}\n', 'broken json');
    const bad = r.diagnostics.find((d) => d.severity === 'error' || d.severity === 'warning');
    assert.ok(bad && bad.line >= 2 && bad.line <= 5, `diagnostic ${JSON.stringify(r.diagnostics)}`);
    const l = parseChecked('.learnings/failures.jsonl', 'workspace', '{"id":"a","content":"one"}\n{"id":"b","content":\n{"id":"c","content":"three"}\n', 'broken jsonl');
    assert.deepEqual(l.entries.map((e) => e.line), [1, 3]);
    assert.ok(l.diagnostics.some((d) => d.line === 2), JSON.stringify(l.diagnostics));
  });

  it('survives deep nesting in JSON, JSONL, block quotes and lists (reported, never thrown)', () => {
    const deep: Array<[string, string]> = [
      ['.learnings/entries/error/deep.json', '['.repeat(100_000) + ']'.repeat(100_000)],
      ['.learnings/entries/error/deep2.json', '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000)],
      ['.learnings/failures.jsonl', `{"id":"ok","content":"fine"}\n${'['.repeat(50_000)}\n`],
      ['.learnings/LEARNINGS.md', `## [LRN-20260101-001] quotes\n${'> '.repeat(600)}deep\n`],
      ['.learnings/LEARNINGS.md', `## [LRN-20260101-001] lists\n${Array.from({ length: 150 }, (_, i) => `${' '.repeat(i * 2)}- level ${i}`).join('\n')}\n`],
      ['.learnings/Ab3_xY9-Qw1z/LEARNINGS.md', `## [LRN-Ab3_xY9-Qw1z-20260101-001] t\n${'> - '.repeat(300)}x\n`],
      ['memory.md', `${'- '.repeat(300)}x\n`],
    ];
    for (const [file, text] of deep) {
      const r = parseChecked(file, file === 'memory.md' ? 'home' : 'workspace', text, `deep ${file}`);
      stats.parses++;
      if (file.endsWith('.md')) assert.ok(r.entries.length >= 1, `${file}: the entry above the deep block is lost: ${JSON.stringify(r.diagnostics)}`);
    }
  });
});
