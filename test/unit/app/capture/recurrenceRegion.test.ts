// A recurrence recorded by editing only the entry's region (recurrenceRegion.ts) must give the very bytes
// the whole-file edit gives, and the record derived from the region the candidates a re-parse gives.
// Property test over generated self-improving-agent files with the shapes that could make a region read
// differently (fences, HTML comments, link definitions, CRLF, level-3 entries, repeated ids, other headings).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveCandidates } from '../../../../src/app/capture/capturePipeline';
import { recordRecurrence, sha256Of } from '../../../../src/app/capture/captureWriter';
import { entryRegion, hasLinkDefinition } from '../../../../src/app/capture/recurrenceRegion';
import { removeDir, tempDir } from '../../store/helpers';

const FILE = '.learnings/LEARNINGS.md';

/** A small deterministic generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['cache', 'retry', 'migration', 'token', 'fixture', 'deploy', 'schema', 'queue', 'lockfile', 'timeout', 'ビルド', 'größe'];

function generate(seed: number): { text: string; ids: string[] } {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const ids: string[] = [];
  const parts = ['# Learnings\n\n'];
  const n = 2 + Math.floor(r() * 6);
  for (let i = 1; i <= n; i++) {
    const id = r() < 0.08 && ids.length ? ids[0] : `LRN-20260${1 + (i % 9)}0${1 + (i % 9)}-00${i}`;
    ids.push(id);
    const level = r() < 0.04 ? '###' : '##';
    let body = `${level} [${id}] ${pick(['correction', 'best_practice', 'knowledge_gap'])}\n\n**Logged**: 2026-05-0${1 + (i % 9)}T10:00:00Z\n**Priority**: medium\n**Status**: pending\n\n### Summary\n${words(6)}\n\n### Details\n${words(12)}\n`;
    if (r() < 0.3) body += '\n```sh\nnpm run build\n## [not-an-entry] inside a fence\n```\n';
    if (r() < 0.04) body += '\n<!-- a note the person left -->\n';
    if (r() < 0.03) body += '\n[guide]: https://example.com/guide\n';
    if (r() < 0.04) body += '\n```\nunclosed\n';
    if (r() < 0.3) body += `\n### Metadata\n- Source: conversation\n- Recurrence-Count: ${1 + Math.floor(r() * 3)}\n${r() < 0.5 ? '- Last-Seen: 2026-05-10\n' : ''}`;
    if (r() < 0.1) body += '\n## Notes for later\nnot an entry\n';
    body += r() < 0.8 ? '\n---\n\n' : '\n';
    parts.push(body);
  }
  let text = parts.join('');
  if (r() < 0.1) text = text.replace(/\n/g, '\r\n');
  if (r() < 0.1) text = text.trimEnd();
  return { text, ids };
}

const input = (content: string) => ({ type: 'correction' as const, content, files: [], functions: [], domains: [] });

describe('recurrence region edit', function () {
  this.timeout(120_000);
  let root: string;
  beforeEach(() => {
    root = tempDir();
    mkdirSync(join(root, '.learnings'), { recursive: true });
  });
  afterEach(() => removeDir(root));

  it('gives the same bytes as the whole-file edit, and the region the candidates of a re-parse', async () => {
    let regional = 0;
    let declined = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const { text, ids } = generate(seed);
      const derived = deriveCandidates(root, FILE, text);
      const id = ids[seed % ids.length];
      if (!derived.candidates.some((c) => c.id === id)) continue;
      const outcome = { decision: seed % 2 ? 'merged' : 'duplicate', capture: input(`a new wording ${seed}`) } as never;
      const known = { size: Buffer.byteLength(text), sha256: sha256Of(text), ids: derived.candidates.map((c) => c.id) };
      const abs = join(root, FILE);
      writeFileSync(abs, text);
      const whole = await recordRecurrence(root, FILE, id, outcome, new Date('2026-05-20T08:00:00Z'), known);
      const wholeBytes = readFileSync(abs, 'utf8');
      writeFileSync(abs, text);
      const byRegion = await recordRecurrence(root, FILE, id, outcome, new Date('2026-05-20T08:00:00Z'), { ...known, appendable: derived.appendable });
      const regionBytes = readFileSync(abs, 'utf8');
      assert.equal(regionBytes, wholeBytes, `seed ${seed}: the file as the whole-file edit writes it`);
      assert.equal(byRegion.sha256, sha256Of(regionBytes), `seed ${seed}: digest of what was written`);
      assert.equal(byRegion.size, Buffer.byteLength(regionBytes));
      assert.equal(whole.text, wholeBytes);
      if (!byRegion.region) {
        declined++;
        continue;
      }
      regional++;
      const fresh = deriveCandidates(root, FILE, regionBytes).candidates.find((c) => c.id === id);
      const fromRegion = deriveCandidates(root, FILE, byRegion.region.text).candidates;
      assert.deepEqual(fromRegion, [fresh], `seed ${seed}: the region's candidate is the re-parse's`);
    }
    assert.ok(regional >= 80, `the region path was taken ${regional} times`);
    assert.ok(declined >= 20, `the whole-file path was taken ${declined} times`);
  });

  it('declines a file with a BOM, CR line endings, a repeated id, a link definition, or an entry not at a `## [id]` line', () => {
    const entry = (id: string) => `## [${id}] correction\n\n**Logged**: 2026-05-01T10:00:00Z\n\n### Summary\nPin the node version\n\n---\n`;
    const base = `# Learnings\n\n${entry('LRN-20260501-001')}\n${entry('LRN-20260501-002')}`;
    const at = (t: string, id = 'LRN-20260501-001') => entryRegion(Buffer.from(t), root, FILE, id);
    assert.ok(at(base), 'a clean file');
    assert.equal(at(base, 'LRN-20260501-002')?.end, Buffer.byteLength(base), 'the last entry runs to the end');
    assert.equal(at(`\uFEFF${base}`), undefined, 'BOM');
    assert.equal(at(base.replace(/\n/g, '\r\n')), undefined, 'CRLF');
    assert.equal(at(`${base}\n${entry('LRN-20260501-001')}`), undefined, 'repeated id');
    assert.equal(at(`${base}\n[docs]: https://example.com\n`), undefined, 'link definition');
    assert.equal(at(base.replace('## [LRN-20260501-001]', '### [LRN-20260501-001]')), undefined, 'level-3 entry heading');
    assert.ok(hasLinkDefinition(Buffer.from('text\n  [a b]: /x\n')) && !hasLinkDefinition(Buffer.from('see [a]: not at a line start? no: "x [a]: y"\n')));
  });
});
