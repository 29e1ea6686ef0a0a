// Tokenizing, stemming and matching rules of the retrieval engine.
import assert from 'node:assert/strict';
import { detectLang, fold, tokenize } from '../../../src/core/retrievalText';
import { stem } from '../../../src/core/retrievalStem';
import { oneEditApart } from '../../../src/core/retrievalRank';
import { samePath, searchEntries, searchIndex } from '../../../src/core/retrieval';
import { entry } from './helpers';
import { otherStems } from '../../../src/core/retrievalText';
import { parseFile } from '../../../src/formats/index';

describe('core/retrievalText', () => {
  it('splits identifiers and keeps them whole: camelCase, snake_case, kebab, paths, packages', () => {
    assert.deepEqual(tokenize('useState'), ['usestate', 'stat']);
    assert.ok(tokenize('ERR_PNPM_PEER_DEP').includes('err_pnpm_peer_dep') && tokenize('ERR_PNPM_PEER_DEP').includes('pnpm'));
    const path = tokenize('app/api/webhooks/route.ts');
    for (const t of ['app/api/webhooks/route.ts', 'route.ts', 'rout']) assert.ok(path.includes(t), `${t} in ${path}`);
    for (const t of ['webhook', 'api', 'app']) assert.ok(!path.includes(t), `a folder's name is no word of the text: ${t} in ${path}`);
    const pkg = tokenize('@tanstack/react-table');
    for (const t of ['tanstack/react-table', 'react-table', 'tanstack', 'react']) assert.ok(pkg.includes(t), `${t} in ${pkg}`);
    assert.deepEqual(tokenize('pnpm install'), ['pnpm', 'install']);
  });

  it('drops stop words of the text language and English, folds case and accents', () => {
    assert.deepEqual(tokenize('the cache of the build'), ['cach', 'build']);
    assert.equal(fold('Élève Straße'), 'eleve strasse');
    assert.equal(detectLang('Bei der Umstellung auf die Sommerzeit'), 'de');
    assert.equal(detectLang('Les photos des recettes sont publiques'), 'fr');
    assert.equal(detectLang('¿Puedes hacer un resumen de esta incidencia?'), 'es');
    assert.equal(detectLang('run the tests'), 'en');
  });

  it('stems inflections the same way on both sides, per language', () => {
    for (const [a, b, lang] of [['migrations', 'migrate', 'en'], ['running', 'run', 'en'], ['dependencies', 'dependency', 'en'], ['adding', 'add', 'en'], ['Buchungen', 'Buchung', 'de'], ['incidencias', 'incidencia', 'es'], ['traductions', 'traduction', 'fr'], ['reembolsos', 'reembolso', 'pt'], ['ошибки', 'ошибка', 'ru']] as const) {
      assert.equal(stem(fold(a), lang), stem(fold(b), lang), `${a} ~ ${b}`);
    }
    assert.notEqual(stem('install', 'en'), 'instal');
  });

  it('segments Chinese and Japanese into words (and pairs of long ones), dropping particles', () => {
    const zh = tokenize('页面中文显示乱码');
    assert.ok(zh.includes('乱码') && zh.includes('中文'), zh.join('|'));
    const ja = tokenize('コミットメッセージを書いて');
    assert.ok(!ja.includes('を') && ja.some((t) => t.includes('コミット')), ja.join('|'));
    assert.deepEqual(tokenize('谢谢，好的'), [], 'chat filler only');
    const ko = tokenize('설정 파일을 저장할 때');
    assert.ok(ko.includes('파일') && ko.includes('설정'), `Korean particles come off: ${ko.join('|')}`);
  });
});

describe('core/retrieval matching rules', () => {
  it('matches one edit away only for long words: "imprts" finds imports, "ADR" never finds "add"', () => {
    assert.ok(oneEditApart('imprt', 'import') && oneEditApart('recieve', 'receive') && !oneEditApart('import', 'report'));
    assert.ok(oneEditApart('add', 'adr'), 'one edit apart, and still never matched: too short');
    const add = entry({ id: 'ADD', title: 'add the flag to the list', body: '' });
    const adr = entry({ id: 'ADR', title: 'ADRs live in docs/adr', body: '' });
    assert.deepEqual(searchEntries([add, adr], 'ADR').map((r) => r.id), ['ADR']);
    assert.deepEqual(searchEntries([add], 'adr'), []);
    assert.deepEqual(searchEntries([entry({ id: 'I', title: 'Absolute imports', body: '' })], 'imprts').map((r) => r.id), ['I']);
  });

  it('a rare name outweighs many common words', () => {
    const common = Array.from({ length: 30 }, (_, i) => entry({ id: `C${i}`, title: `run the build and the tests before pushing ${i}`, body: 'build tests pushing' }));
    const rare = entry({ id: 'R', title: 'Zendesk macros are read-only', body: '' });
    assert.equal(searchEntries([...common, rare], 'run the build and the tests before pushing, and the zendesk reply')[0].id, 'R');
  });

  it('recency, then use, only break ties', () => {
    const old = entry({ id: 'OLD', title: 'cache keys include the lockfile hash', logged: '2026-01-01T00:00:00Z', line: 1 });
    const neu = entry({ id: 'NEW', title: 'cache keys include the lockfile hash', logged: '2026-03-01T00:00:00Z', line: 2 });
    const better = entry({ id: 'BEST', title: 'cache keys include the lockfile hash always', tags: ['cache', 'lockfile'], logged: '2025-01-01T00:00:00Z', line: 3 });
    assert.deepEqual(searchEntries([old, neu], 'lockfile hash').map((r) => r.id), ['NEW', 'OLD']);
    assert.deepEqual(searchEntries([old, neu], 'lockfile hash', 10, new Map([['OLD', 3]])).map((r) => r.id), ['OLD', 'NEW']);
    assert.equal(searchEntries([old, neu, better], 'lockfile hash', 10, new Map([['OLD', 9]]))[0].id, 'BEST', 'a better match beats any use count');
  });

  it('related files match by project-relative path, never by a bare base name', () => {
    assert.ok(samePath('app/page.tsx', './app/page.tsx'));
    assert.ok(samePath('src/components/Button.tsx', 'components/Button.tsx'));
    assert.ok(!samePath('app/page.tsx', 'page.tsx'));
    assert.ok(!samePath('app/orders/page.tsx', 'app/page.tsx'));
  });

  it("an error learning's file keeps where the tool said it happened; it is still that file", () => {
    // tsc's "src/a.ts(3,7)", gcc/go/eslint's "src/a.ts:3:7", mypy's "app/a.py:58" name the file they are in.
    for (const loc of ['src/api/client.ts(3,7)', 'src/api/client.ts:3:7', 'src/api/client.ts:12', './src/api/client.ts(41)'])
      assert.ok(samePath(loc, 'src/api/client.ts') && samePath('api/client.ts', loc), loc);
    assert.ok(!samePath('src/api/client.ts:3:7', 'src/api/server.ts'));
    const e = entry({ id: 'T', title: 'Bash `pnpm tsc` failed: error TS2345: Argument of type string is not assignable', body: '', relatedFiles: ['src/api/client.ts(3,7)'], root: '/w' });
    const hits = searchIndex([e, entry({ id: 'O', title: 'other', root: '/w' })]).forPrompt('refactor the retry loop', { files: ['src/api/client.ts'], root: '/w', eligible: () => true, limit: 4 });
    assert.deepEqual(hits.map((m) => m.entry.id), ['T'], 'the learning is brought in for its file');
  });

  it('short forms and the long words are one term, both ways', () => {
    assert.deepEqual(tokenize('env db config deps'), tokenize('environment database configuration dependencies'));
    const e = entry({ id: 'E', title: 'Browser values come from NUXT_PUBLIC_* env variables', body: '' });
    assert.deepEqual(searchEntries([e, entry({ id: 'X', title: 'other' })], 'environment variables').map((r) => r.id), ['E']);
  });
});

describe('core/retrieval prompt evidence', () => {
  const root = '/w';
  const ask = (entries: ReturnType<typeof entry>[], prompt: string) =>
    searchIndex(entries).forPrompt(prompt, { files: [], root, eligible: () => true, limit: 4 }).map((m) => m.entry.id);
  const memory = () => [
    entry({ id: 'D', title: 'Dates use the Berlin time zone', body: 'The helper lives in src/utils/date.ts; toLocaleDateString shifts a day.', relatedFiles: ['src/utils/date.ts'], root }),
    entry({ id: 'Z', title: 'Postal codes are read as strings', body: 'quarry/extract/suppliers.py lost leading zeros: pass dtype str to read_csv.', relatedFiles: ['quarry/extract/suppliers.py'], root }),
    ...Array.from({ length: 10 }, (_, i) => entry({ id: `F${i}`, title: `filler learning ${i} about caching`, body: `cache key ${i}`, root })),
  ];

  it("a file path's folders are not words of the text: 'utils' and 'extract' in a prompt do not bring a learning in", () => {
    assert.deepEqual(ask(memory(), 'move the helpers in utils into the extract step'), []);
    assert.deepEqual(ask(memory(), 'the supplier postal codes lose their leading zeros'), ['Z'], 'the learning itself is still found');
  });

  it('a learning must hold a real share of the prompt: one matched word among many new ones is a coincidence', () => {
    assert.deepEqual(ask(memory(), 'build a CSV export for the admin dashboard with berlin sales totals and a chart per region'), []);
    assert.deepEqual(ask(memory(), 'the date shows a day early in Berlin'), ['D']);
  });

  it('everyday words weigh as if common, however few entries of a small memory hold them', () => {
    const small = [entry({ id: 'N', title: 'New keys go into every locale file', body: 'add new items to the list in en.json and de.json', root }), ...memory()];
    assert.deepEqual(ask(small, 'add a new item to the list'), []);
    assert.deepEqual(ask(small, 'add the new keys to every locale'), ['N']);
  });

  it('one ordinary word in common is not a situation; two, or a whole identifier, can be', () => {
    const docs = [entry({ id: 'A', title: 'Audiobookshelf docs decide the folder naming', body: 'Follow the Audiobookshelf docs for author and series folders.', root }), ...memory()];
    assert.deepEqual(ask(docs, 'update the docs'), []);
    assert.deepEqual(ask(docs, 'how should folders be named for Audiobookshelf?'), ['A']);
    const err = [entry({ id: 'E', title: 'ERR_PNPM_PEER_DEP means a peer range conflict', body: 'pin the peer', root }), ...memory()];
    assert.deepEqual(ask(err, 'install fails with ERR_PNPM_PEER_DEP'), ['E']);
  });
});


describe('a one-word query in another Latin-script language', () => {
  // A query with no stop words is stemmed as English; the learning it is about was indexed as German (or French…).
  const text = `# Learnings\n\n## [LRN-20260301-001] best_practice\n\n**Logged**: 2026-03-01T10:00:00Z\n**Status**: pending\n\n### Summary\nRundungsfehler bei Beträgen: immer mit Cent als Ganzzahl rechnen, nie mit Gleitkommazahlen.\n\n---\n\n## [LRN-20260301-002] best_practice\n\n**Logged**: 2026-03-01T10:00:00Z\n**Status**: pending\n\n### Summary\nLes migrations de la base sont appliquées avant les déploiements.\n\n---\n\n## [LRN-20260301-003] best_practice\n\n**Logged**: 2026-03-01T10:00:00Z\n**Status**: pending\n\n### Summary\nUse integer cents for invoice totals to avoid float rounding.\n\n---\n`;
  const entries = parseFile({ root: '/r', rootKind: 'workspace', file: '.learnings/LEARNINGS.md', text }).entries;
  it('finds the learning under that language\'s stem when the English one is not in the index', () => {
    assert.deepEqual(searchEntries(entries, 'Rundungsfehler', 5).map((r) => r.id), ['LRN-20260301-001']);
    assert.deepEqual(searchEntries(entries, 'Gleitkommazahlen', 5).map((r) => r.id), ['LRN-20260301-001']);
    assert.deepEqual(searchEntries(entries, 'déploiements', 5).map((r) => r.id), ['LRN-20260301-002']);
  });
  it('leaves a query whose terms the index holds as it was', () => {
    assert.deepEqual(searchEntries(entries, 'rounding', 5).map((r) => r.id), ['LRN-20260301-003']);
    assert.deepEqual(otherStems('Rundungsfehler').get('rundungsfehler'), ['rundungsfehl']);
  });
});
