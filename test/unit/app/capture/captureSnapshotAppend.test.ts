// The snapshot's append path (appendedCandidates): after a capture appends an entry, the file's record
// is extended without a re-parse only when that gives exactly what a re-parse gives. Checked on every
// fixture learnings file, a generated workspace and hand-made edge cases, through real captures.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { writeWorkspace } from '../../../../bench/generate';
import type { CaptureInput } from '../../../../src/core/gate/gate';
import { captureLearning, deriveCandidates } from '../../../../src/app/capture/capturePipeline';
import { appendedCandidates, snapshotPath } from '../../../../src/app/capture/captureSnapshot';

const REPO = join(__dirname, '../../../..');
const LEARNINGS = '.learnings/LEARNINGS.md';

function fixtureTexts(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.md')) out.push([p.slice(REPO.length + 1), readFileSync(p, 'utf8')]);
    }
  };
  walk(join(REPO, 'test/fixtures/formats'));
  walk(join(REPO, 'test/fixtures/store/workspace/.learnings'));
  return out;
}

const entry = (id: string, summary: string) => `## [${id}] correction\n\n**Logged**: 2026-04-10T09:00:00Z\n**Status**: pending\n\n### Summary\n${summary}\n\n---\n`;

const EDGE_CASES: [string, string][] = [
  ['plain, final newline', `# Learnings\n\n${entry('LRN-20260410-001', 'Run the migrations first')}`],
  ['no final newline', `# Learnings\n\n${entry('LRN-20260410-001', 'Run the migrations first').trimEnd()}`],
  ['CRLF', `# Learnings\r\n\r\n${entry('LRN-20260410-001', 'Run the migrations first').replace(/\n/g, '\r\n')}`],
  ['BOM', `\uFEFF# Learnings\n\n${entry('LRN-20260410-001', 'Run the migrations first')}`],
  ['closed fence', `${entry('LRN-20260410-001', 'Quote the path')}\n\`\`\`sh\nls "$dir"\n\`\`\`\n`],
  ['unclosed fence at the end', `${entry('LRN-20260410-001', 'Quote the path')}\n\`\`\`sh\nls "$dir"\n`],
  ['indented fence', `${entry('LRN-20260410-001', 'Quote the path')}\n  \`\`\`\n  code\n  \`\`\`\n`],
  ['unclosed comment', `${entry('LRN-20260410-001', 'Quote the path')}\n<!-- notes\n`],
  ['html block', `${entry('LRN-20260410-001', 'Quote the path')}\n<details>\n<summary>more</summary>\n</details>\n`],
  ['front matter left open', `---\ntitle: x\n${entry('LRN-20260410-001', 'Quote the path')}`],
  ['bullets only', '# Learnings\n\n- Always quote paths\n- Never force-push main\n'],
  ['same id twice', `${entry('LRN-20260410-001', 'First')}\n${entry('LRN-20260410-001', 'Second')}`],
  ['dated heading', `## 2026-04-10 Quote paths\n\nAlways quote paths in scripts.\n`],
  ['trailing rules and blanks', `${entry('LRN-20260410-001', 'Quote the path')}\n---\n\n\n---\n\n`],
  ['ends in a list', `${entry('LRN-20260410-001', 'Quote the path')}\n- one\n- two`],
  ['setext-looking last line', `${entry('LRN-20260410-001', 'Quote the path')}\nSome text\n`],
  ['reference link used', `${entry('LRN-20260410-001', 'See [the guide][guide] first')}`],
];

const WORDS = ['migrations', 'bucket', 'logger', 'fixtures', 'retries', 'timeouts', 'schema', 'cache', 'tokens', 'locale', 'indexer', 'webhooks', 'cron', 'shards', 'quotas'];
function captureInputs(n: number): CaptureInput[] {
  const out: CaptureInput[] = [];
  for (let i = 0; i < n; i++) {
    const a = WORDS[i % WORDS.length];
    const b = WORDS[(i * 7 + 3) % WORDS.length];
    const base: CaptureInput = { type: 'correction', content: `Always check the ${a} before touching the ${b} in service ${i * 37 + 11}, because step ${i} broke it`, files: [`src/m${i}.ts`], functions: [], domains: ['build'] };
    if (i % 3 === 1) base.example = `\`\`\`ts\nawait ${a}.check(${i});\n\`\`\``;
    if (i % 4 === 2) base.content += `\n## [LRN-20990101-00${i}] looks like a heading\n[ref]: https://example.com`;
    if (i % 5 === 4) base.content = `${a} の前に ${b} を確認すること（サービス ${i}）。手順 ${i} で壊れたため。`;
    out.push(base);
  }
  return out;
}

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const asStored = (text: string) => deriveCandidates('/unused', LEARNINGS, text).candidates.map((c) => [c.id, c.text, c.seenAt ?? null]);

interface Tally {
  extended: number;
  reparsedNext: number;
}

/** Runs captures into a root whose LEARNINGS.md starts as `text`; after each, the record must equal a re-parse whenever it claims to be current. */
async function check(name: string, text: string, captures: number, tally: Tally): Promise<void> {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'learnings-append-')));
  try {
    mkdirSync(join(root, '.learnings'), { recursive: true });
    writeFileSync(join(root, LEARNINGS), text);
    let t = Date.parse('2026-04-20T10:00:00Z');
    for (const input of captureInputs(captures)) {
      const r = await captureLearning({ root, now: new Date((t += 3_600_000)), input, env: {} });
      if (r.file !== LEARNINGS || r.decision !== 'admitted') continue;
      const current = readFileSync(join(root, LEARNINGS), 'utf8');
      const doc = JSON.parse(readFileSync(join(root, snapshotPath(undefined)), 'utf8')) as { files: Record<string, { sha256: string; candidates: unknown[] }> };
      const rec = doc.files[LEARNINGS];
      if (rec && rec.sha256 === sha(current)) {
        tally.extended += 1;
        assert.deepEqual(rec.candidates, asStored(current), `${name}: the extended record equals a re-parse`);
      } else tally.reparsedNext += 1;
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('capture snapshot: entries appended without a re-parse', function () {
  this.timeout(120_000);

  it('equals a re-parse after every capture, on every fixture file and edge case', async () => {
    const tally: Tally = { extended: 0, reparsedNext: 0 };
    for (const [name, text] of [...fixtureTexts(), ...EDGE_CASES]) await check(name, text, 4, tally);
    assert.ok(tally.extended >= 20, `the append path was taken (${JSON.stringify(tally)})`);
    assert.ok(tally.reparsedNext >= 5, `and declined where it cannot be sure (${JSON.stringify(tally)})`);
  });

  it('equals a re-parse on generated workspaces (every shape the benchmark writes)', async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'learnings-append-gen-')));
    try {
      const ws = writeWorkspace({ dir, entries: 300, files: 30, seed: 11 });
      const tally: Tally = { extended: 0, reparsedNext: 0 };
      for (const name of ['LEARNINGS.md', 'ERRORS.md', 'FEATURE_REQUESTS.md']) {
        const p = join(ws.projectRoot, '.learnings', name);
        if (statSync(p, { throwIfNoEntry: false })) await check(`generated ${name}`, readFileSync(p, 'utf8'), 6, tally);
      }
      assert.ok(tally.extended >= 3, JSON.stringify(tally));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('declines what it cannot prove: unclosed fences, bullets, reused ids, a tail that is not an entry', () => {
    const f = { file: LEARNINGS, abs: '/unused', format: 'sia-markdown' as const };
    const derive = (_: unknown, t: string) => deriveCandidates('/unused', LEARNINGS, t);
    const rec = (t: string) => ({ appendable: derive(f, t).appendable, candidates: derive(f, t).candidates.map((c) => [c.id, c.text, c.seenAt ?? null] as [string, string, number | null]) });
    const base = entry('LRN-20260410-001', 'Quote the path');
    const tail = `\n${entry('LRN-20260410-002', 'Pin the image')}`;
    assert.ok(appendedCandidates(rec(base), f, base, base + tail, derive), 'a clean file and an entry tail');
    const open = `${base}\n\`\`\`\ncode\n`;
    assert.equal(appendedCandidates(rec(open), f, open, open + tail, derive), undefined, 'unclosed fence');
    const bullets = '- a rule\n- another rule\n';
    assert.equal(appendedCandidates(rec(bullets), f, bullets, bullets + tail, derive), undefined, 'bullet entries');
    assert.equal(appendedCandidates(rec(base), f, base, `${base}\n${base}`, derive), undefined, 'the same id again');
    assert.equal(appendedCandidates(rec(base), f, base, `${base}\nplain text\n${tail}`, derive), undefined, 'a tail not starting with an entry heading');
    assert.equal(appendedCandidates(rec(base), f, base, `X${base}${tail}`, derive), undefined, 'not an append');
    assert.equal(appendedCandidates(rec(base), f, base, `${base}${tail}\n[guide]: https://x\n`, derive), undefined, 'a link definition in the tail');
    assert.equal(appendedCandidates(rec(base), { ...f, format: 'per-user' }, base, base + tail, derive), undefined, 'another format');
  });
});

// Keep the helper honest: the fixture walk found files.
describe('capture snapshot append fixtures', () => {
  it('reads the fixture learnings files', () => {
    const texts = fixtureTexts();
    assert.ok(texts.length >= 10);
    for (const [p] of texts) assert.ok(statSync(join(REPO, p)).isFile() && dirname(p).length > 0);
  });
});
