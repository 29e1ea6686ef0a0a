// Real learnings files written by other people ($LEARNINGS_CORPUS, default ../shared/corpus/real):
// every file parses without throwing, entry headings match an independent scanner, written ids
// survive into entry ids, memory files yield entries, and reading or a no-op edit changes no byte.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { detectFormat, parseFile, setField, unflatten } from '../../src/formats/index';
import type { Entry } from '../../src/core/model';
import { expectedEntries } from './headingScanner';
import { corpusSources } from './sources';

const repo = resolve(__dirname, '../..');
const corpus = process.env.LEARNINGS_CORPUS ? resolve(process.env.LEARNINGS_CORPUS) : resolve(repo, '../shared/corpus/real');

/** filename → original path, from the `path` column of SOURCES.md when there is one. */
function sourcePaths(dir: string): Map<string, string> {
  return new Map(corpusSources(dir).map((r) => [r.filename, r.path]));
}

const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const LOG_TYPE = /^(learnings|errors|error|feature_requests|requests|patterns|corrections)\.md$/i;

describe(`corpus (${corpus})`, function () {
  if (!existsSync(corpus)) {
    it.skip(`corpus folder is missing: ${corpus}`, () => undefined);
    return;
  }
  const paths = sourcePaths(corpus);
  const files = readdirSync(corpus)
    .filter((f) => f !== 'SOURCES.md' && statSync(join(corpus, f)).isFile())
    .sort();

  it('has files to test', () => assert.ok(files.length > 0, `no files in ${corpus}`));

  for (const name of files) {
    describe(name, () => {
      const abs = join(corpus, name);
      const rel = paths.get(name) ?? unflatten(name);
      const base = rel.split('/').pop()!;
      const rootKind = 'workspace' as const;
      let bytes: Buffer;
      let text: string;
      let entries: Entry[] = [];

      before(() => {
        bytes = readFileSync(abs);
        text = bytes.toString('utf8');
      });

      it('is detected the same from its path and its flattened name', () => {
        const fmt = detectFormat(rel, rootKind);
        assert.ok(fmt, `${rel} is not detected as a learnings file`);
        assert.equal(detectFormat(name, rootKind), fmt);
      });

      it('parses without throwing, and without unreadable-file errors', () => {
        const r = parseFile({ root: corpus, file: rel, text, rootKind });
        entries = r.entries;
        assert.ok(!r.diagnostics.some((d) => /could not be read/.test(d.message)), JSON.stringify(r.diagnostics));
        for (const e of entries) {
          assert.ok(e.line >= 1 && e.endLine >= e.line, `${e.id}: bad range ${e.line}-${e.endLine}`);
          assert.ok(e.id && e.title !== undefined, `entry at ${e.line} lacks id/title`);
        }
        assert.equal(new Set(entries.map((e) => e.id)).size, entries.length, 'ids are unique within the file');
      });

      if (LOG_TYPE.test(base)) {
        it('has exactly one entry per qualifying heading (independent scanner)', () => {
          const expected = expectedEntries(text, /^corrections\.md$/i.test(base));
          const got = entries.map((e) => e.line).sort((a, b) => a - b);
          const want = expected.map((e) => e.line).sort((a, b) => a - b);
          if (want.length === 0) {
            // No headings at all (e.g. bullets only): still never silently nothing.
            assert.ok(got.length > 0 || text.trim() === '', 'a non-empty file yields entries');
          } else assert.deepEqual(got, want);
          for (const x of expected) {
            if (!x.writtenId) continue;
            const e = entries.find((y) => y.line === x.line);
            assert.ok(e && e.id.includes(x.writtenId), `line ${x.line}: id ${e?.id} does not contain ${x.writtenId}`);
          }
          for (let i = 1; i < entries.length; i += 1) assert.ok(entries[i].line > entries[i - 1].endLine, `entries overlap at line ${entries[i].line}`);
        });
      } else if (/\.jsonl$/i.test(base)) {
        it('has one entry per non-empty line', () => {
          assert.equal(entries.length, text.split('\n').filter((l) => l.trim() !== '').length);
        });
      } else {
        it('yields at least one entry (non-empty memory file)', () => {
          if (text.trim() !== '') assert.ok(entries.length >= 1);
        });
      }

      it('leaves the file bytes unchanged, and a no-op edit round-trips byte-identically', () => {
        assert.equal(sha(readFileSync(abs)), sha(bytes), 'reading changed the file');
        let edited = 0;
        for (const e of entries) {
          const key = Object.keys(e.fields).find((k) => !/ \(\d+\)$/.test(k) && !e.fields[k].includes('\n') && e.fields[k] !== '');
          if (!key) continue;
          const out = setField(text, e, key, e.format === 'jsonl' ? (JSON.parse(text.split('\n')[e.line - 1]) as Record<string, string>)[key] : e.fields[key]);
          assert.equal(out, text, `no-op setField(${key}) on ${e.id} changed the text`);
          edited += 1;
        }
        assert.equal(sha(readFileSync(abs)), sha(bytes));
        if (entries.some((e) => Object.keys(e.fields).length > 0)) assert.ok(edited > 0);
      });
    });
  }
});
