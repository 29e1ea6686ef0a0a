// Retrieval quality on other people's real learnings (../shared/corpus/real, or $LEARNINGS_CORPUS): each file
// is laid out in a temporary folder at its repository path (SOURCES.md), one project per repository, and the
// prompts of test/fixtures/retrieval/realCorpus.json (written for those files; only ids are stored here) are
// run through search and the prompt hook. Skipped by name when the corpus is absent.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { corpusSources } from '../../corpus/sources';
import { evaluate, FIXTURE_DIR, readCases, type RetrievalFigures } from '../../fixtures/retrieval/evaluate';
import { buildPromptContext } from '../../../src/app/hooks/injectContext';
import { LearningsStore } from '../../../src/store/learningsStore';

const corpus = process.env.LEARNINGS_CORPUS ? resolve(process.env.LEARNINGS_CORPUS) : resolve(__dirname, '../../../../shared/corpus/real');

/** Copies every corpus file to <dir>/workspaces/<owner__repo>/<path>; returns the project names. */
function layOut(dir: string): string[] {
  const projects = new Set<string>();
  const sources = new Map(corpusSources(corpus).filter((r) => r.repo).map((r) => [r.filename, r]));
  for (const name of readdirSync(corpus)) {
    const src = sources.get(name);
    if (!src || !statSync(join(corpus, name)).isFile()) continue;
    const project = src.repo.replace('/', '__');
    const target = join(dir, 'workspaces', project, src.path);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(corpus, name), target);
    projects.add(project);
  }
  mkdirSync(join(dir, 'no-home'), { recursive: true });
  return [...projects];
}

function show(f: RetrievalFigures, name = 'real corpus, per project'): void {
  console.log(`      ${name}: ${f.cases} prompts (${f.noMatchCases} with nothing relevant) recall@5 ${f.recallAt5} MRR ${f.mrr} hook right ${f.hookRightRate} no-match injected ${f.noMatchInjectRate} hook precision ${f.hookPrecision}`);
  for (const o of f.outcomes.filter((x) => (x.c.expect.length ? !x.right || x.rank < 1 || x.rank > 5 : x.injected.length > 0))) console.log(`        miss: rank ${o.rank}, injected ${JSON.stringify(o.injected)} for ${JSON.stringify(o.c.prompt)}`);
}

describe('core/retrieval quality on real learnings of other people', function () {
  this.timeout(60_000);
  if (!existsSync(join(corpus, 'SOURCES.md'))) {
    it.skip(`real corpus is missing: ${corpus}`, () => undefined);
    return;
  }
  let dir: string;
  let projects: string[];
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'retrieval-real-'));
    projects = layOut(dir).sort();
    cpSync(join(dir, 'workspaces'), join(dir, 'one', 'workspaces', 'all'), { recursive: true });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('every labeled learning exists in the corpus (the labels still point at something)', async () => {
    const cases = readCases('realCorpus.json');
    const missing: string[] = [];
    for (const c of cases) {
      const store = new LearningsStore({ roots: [join(dir, 'workspaces', c.project)], home: null });
      await store.load();
      const ids = new Set(store.entries().map((e) => e.sourceId));
      for (const x of c.expect) if (!ids.has(x)) missing.push(`${c.project} ${x}`);
    }
    assert.deepEqual(missing, []);
  });

  it('search and the prompt hook find the right learning; no-match prompts inject nothing', async () => {
    const f = await evaluate(readCases('realCorpus.json'), { workspaces: join(dir, 'workspaces'), home: join(dir, 'no-home') });
    show(f);
    assert.ok(f.cases >= 30 && f.noMatchCases >= 8, 'the set keeps its size');
    assert.ok(f.recallAt5 >= 0.9, `recall@5 ${f.recallAt5}`);
    assert.ok(f.hookRightRate >= 0.9, `hook right ${f.hookRightRate}`);
    assert.ok(f.noMatchInjectRate <= 0.1, `no-match prompts that injected something: ${f.noMatchInjectRate}`);
  });

  it('the same prompts over one workspace holding every project (a memory of ~300 learnings)', async () => {
    const cases = readCases('realCorpus.json').map((c) => ({ ...c, project: 'all' }));
    const f = await evaluate(cases, { workspaces: join(dir, 'one', 'workspaces'), home: join(dir, 'no-home') });
    show(f, 'real corpus, one workspace');
    assert.ok(f.recallAt5 >= 0.9 && f.hookRightRate >= 0.9, JSON.stringify({ recall: f.recallAt5, hook: f.hookRightRate }));
    assert.ok(f.noMatchInjectRate <= 0.1, `no-match injected ${f.noMatchInjectRate}`);
  });

  it('generic task prompts ("review this code", "update the docs") inject nothing in almost every project', async () => {
    const generic = (JSON.parse(readFileSync(join(FIXTURE_DIR, 'realCorpus.json'), 'utf8')) as { generic: string[] }).generic;
    const home = join(dir, 'no-home');
    const injected = async (root: string) => {
      const store = new LearningsStore({ roots: [root], home });
      await store.load();
      return generic.map((prompt) => buildPromptContext({ entries: store.entries(), root, home, prompt, files: [] }).used.map((e) => `${prompt} → ${e.sourceId ?? e.title}`)).filter((u) => u.length);
    };
    const each = (await Promise.all(projects.map((p) => injected(join(dir, 'workspaces', p))))).flat();
    const all = await injected(join(dir, 'workspaces'));
    const [eachRate, allRate] = [each.length / (generic.length * projects.length), all.length / generic.length];
    console.log(`      generic prompts: injected something in ${each.length} of ${generic.length * projects.length} (prompt, project) pairs, and in ${all.length} of ${generic.length} over all ${projects.length} projects at once`);
    for (const u of [...each, ...all]) console.log(`        ${u.join('; ')}`);
    assert.ok(eachRate <= 0.06 && allRate <= 0.1, JSON.stringify({ eachRate, allRate }));
  });
});

