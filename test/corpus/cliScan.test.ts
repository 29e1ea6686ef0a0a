// The real corpus through the real command: `learnings scan --json` over a folder of real files, laid out
// both as they were in their repositories (SOURCES.md paths) and flattened as they are stored
// (owner__repo__.learnings__LEARNINGS.md). Every qualifying heading (independent scanner) is an entry
// at its line, its written id is in the entry id, nothing crashes, no byte changes.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildCli, runCli } from '../unit/cli/cliHarness';
import { expectedEntries } from './headingScanner';
import { corpusSources } from './sources';

const repo = resolve(__dirname, '../..');
const corpus = process.env.LEARNINGS_CORPUS ? resolve(process.env.LEARNINGS_CORPUS) : resolve(repo, '../shared/corpus/real');
const LOG_TYPE = /^(learnings|errors|error|feature_requests|requests|patterns|corrections)\.md$/i;
const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');

interface ScanEntry { id: string; file: string; line: number; endLine: number; root: string }
interface ScanDoc { entries: ScanEntry[]; diagnostics: { file: string; line: number; message: string }[] }

/** filename → `owner__repo/path`, as the file stood in its repository. */
function sourcePaths(): Map<string, string> {
  return new Map(corpusSources(corpus).filter((r) => r.repo).map((r) => [r.filename, `${r.repo.replace('/', '__')}/${r.path}`]));
}

describe(`learnings scan --json over the real corpus (${corpus})`, function () {
  this.timeout(120_000);
  if (!existsSync(corpus)) {
    it.skip(`corpus folder is missing: ${corpus}`, () => undefined);
    return;
  }
  const files = readdirSync(corpus).filter((f) => f !== 'SOURCES.md' && statSync(join(corpus, f)).isFile()).sort();
  const paths = sourcePaths();
  let tmp: string;
  let cli: string;
  before(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'corpus-scan-'));
    cli = await buildCli(join(tmp, 'bin'));
  });
  after(() => rmSync(tmp, { recursive: true, force: true }));

  for (const layout of ['flattened', 'repository paths'] as const) {
    it(`finds every entry heading by line and id (${layout})`, () => {
      const root = join(tmp, layout === 'flattened' ? 'flat' : 'repos');
      const placed = new Map<string, string>(); // corpus name → path relative to root
      for (const name of files) {
        const rel = layout === 'flattened' ? name : paths.get(name) ?? name;
        mkdirSync(dirname(join(root, rel)), { recursive: true });
        cpSync(join(corpus, name), join(root, rel));
        placed.set(name, rel);
      }
      const before = new Map([...placed.values()].map((rel) => [rel, sha(join(root, rel))]));
      const home = join(tmp, 'no-home');
      const r = runCli(cli, ['scan', '--json', '--root', root, '--home', home]);
      assert.equal(r.code, 0, r.stderr);
      const doc = JSON.parse(r.stdout) as ScanDoc;
      const missing: string[] = [];
      for (const [name, rel] of placed) {
        const text = readFileSync(join(corpus, name), 'utf8');
        const mine = doc.entries.filter((e) => e.file === rel);
        const base = rel.split('/').pop()!.split('__').pop()!;
        if (text.trim() !== '') assert.ok(mine.length > 0, `${rel}: no entries`);
        if (!LOG_TYPE.test(base)) continue;
        for (const x of expectedEntries(text, /^corrections\.md$/i.test(base))) {
          const e = mine.find((y) => y.line === x.line);
          if (!e) missing.push(`${rel}:${x.line}`);
          else if (x.writtenId && !e.id.includes(x.writtenId)) missing.push(`${rel}:${x.line} id ${e.id} lacks ${x.writtenId}`);
        }
      }
      assert.deepEqual(missing, []);
      for (const [rel, h] of before) assert.equal(sha(join(root, rel)), h, `${rel} changed`);
    });
  }
});
