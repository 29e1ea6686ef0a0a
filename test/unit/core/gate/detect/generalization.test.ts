import assert from 'node:assert/strict';
import { analyzeFailure, commandShape, findCause } from '../../../../../src/core/gate/detect/errorCause';
import { findCorrection } from '../../../../../src/core/gate/detect/correction';
import { findFeatureRequest } from '../../../../../src/core/gate/detect/featureRequest';

// Classes found by streams nobody tuned on, each checked with new sentences and outputs of its own.
const rule = (p: string) => findCorrection(p)?.rule;

describe('prompt classes from unseen streams', () => {
  it('a report of what happened at a moment is news, not how the project is', () => {
    for (const p of ['Die Nachtjobs sind gestern um 3 Uhr auf worker-2 gelaufen.', 'the backup job finished at 04:10 on db-replica-2', '昨天的部署在 k8s-eu 上跑了 10 分钟。', 'Вчера релиз 5.1.0 выкатили в прод.', 'El build de ayer en runner-3 tardó 9 minutos.', 'Our office moved to the 5th floor last month.'])
      assert.equal(findCorrection(p), undefined, p);
  });
  it('plans, measured results and team life are not project rules', () => {
    for (const p of ['Послезавтра? нет. Потом обновим образ до 1.27.', 'Затем перенесём cron в k8s.', 'Luego movemos el bucket a eu-west-1.', 'Next we split api/ into two services.', 'the bundle is 120 KB lighter after the refactor', 'Die API läuft heute auf Port 9090, nur zum Testen.', 'We use Trello for tickets, board KEY-OPS.', 'Nós usamos o Teams pra falar com o suporte.', '集成测试昨晚在 CI 上跑完了', '所有的 e2e 测试都在 runner-3 上跑过了'])
      assert.equal(findCorrection(p), undefined, p);
  });
  it('approval after the agent named what it did is not a mistake', () => {
    for (const p of ['you split the reducer into two files, good, now wire the selectors', 'you swapped the regex for a parser, fine by me', 'you renamed the hook to useCart, works for me'])
      assert.equal(findCorrection(p), undefined, p);
  });
  it('always / never after a short scope, and an imperative + always in other languages', () => {
    for (const p of ['for fixtures always use factories from tests/factories.py', 'in the api layer never return ORM objects', 'con fechas usa siempre `dayjs.utc()`', 'nos scripts usa sempre `set -euo pipefail`', 'Pour les migrations, utilise toujours `knex migrate:make`.', 'Bei Zeitstempeln nimm immer UTC.'])
      assert.equal(findCorrection(p)?.kind, 'instruction', p);
    assert.ok(findCorrection('same thing as yesterday: there is no orders.legacy_total, the total comes from order_lines'));
    for (const p of ['in my experience that never works', 'para mim usa sempre o mesmo café']) assert.equal(findCorrection(p), undefined, p);
  });
  it('requirements: a bare need of a version or tool, a passive "must be <participle>", a verbless prohibition with a place', () => {
    assert.equal(rule('the grpc stubs need protoc 25.1 or newer'), 'requirement');
    assert.equal(rule('yaml files in charts/ must be formatted with two spaces'), 'requirement');
    assert.ok(findCorrection('no raw SQL in the controllers either'));
    for (const p of ['the problem must be the cache', 'the dashboard needs 2 more charts', 'no luck in staging either', 'no errors in the logs']) assert.equal(findCorrection(p), undefined, p);
  });
  it('a changed fact and "X only <verb>s …" are statements; a change request in Korean or Japanese is a task', () => {
    assert.equal(rule('nothing reads from the v1 bucket anymore'), 'statement');
    assert.equal(rule('the worker only consumes jobs tagged `priority=high`'), 'statement');
    for (const p of ['auth 모듈에서 세션 저장소를 Redis 말고 Postgres로 바꿔 주세요', 'キャッシュをRedisじゃなくてMemcachedに変えてください', 'the sso password is Hx-19-blue — log in and check the audit page'])
      assert.equal(findCorrection(p), undefined, p);
  });
  it('feature wishes: an idea prefix with qualifiers, a past subjunctive, a Japanese wish for later', () => {
    for (const p of ['idea for v3, no rush: a `--since` flag for the log command', "would be lovely if the tree view grouped entries by folder", 'いつか設定画面からテーマを切り替えられるようにしたい'])
      assert.ok(findFeatureRequest(p), p);
  });
});

describe('error classes from unseen streams', () => {
  it('a nested message wins over a wrapper that only says a subprocess exited', () => {
    const uv = '  × Failed to build `lxml==5.2.1`\n  ╰─▶ Call to `setuptools.build_meta.build_wheel` failed (exit status: 1)\n      [stderr]\n      Error: Please make sure the libxml2 and libxslt development packages are installed.\n';
    assert.match(findCause(uv, 'uv pip install lxml').cause, /libxml2 and libxslt/);
    const bk = '#6 [2/4] RUN npm ci\n#6 1.204 npm error code E401\n#6 1.204 fatal: authentication failed for registry\n#6 ERROR: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1\nERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1';
    assert.equal(findCause(bk, 'docker build .').cause, 'fatal: authentication failed for registry');
  });
  it('a Go failure line in any .go file under --- FAIL, and eslint messages as printed', () => {
    assert.match(findCause('--- FAIL: TestPool (0.01s)\n    pool.go:88: pool closed twice\nFAIL', 'go test ./...').cause, /pool closed twice/);
    const es = '/w/app/src/a.ts\n  3:1  error  Unexpected var, use let or const instead  no-var\n\n✖ 1 problem (1 error, 0 warnings)';
    assert.match(findCause(es, 'npx eslint .').cause, /Unexpected var, use let or const instead {2}no-var/);
  });
  it('workspace selectors are not part of the command a lesson names', () => {
    assert.equal(commandShape('pnpm -r --filter "...[HEAD~1]" build'), 'pnpm -r build');
    assert.equal(commandShape('yarn workspaces foreach --scope=@acme/api run test'), 'yarn workspaces foreach run test');
  });
  it('the generic fallback finds the cause of tools it has no rule for', () => {
    const cases: [string, string][] = [
      ['Starting qux 0.4\nqux: Error: recipe.qx has no "steps" key\nDone in 0.1s', 'has no "steps" key'],
      ['checked 9 files\nFAILED: maps/level2.tmx - layer "walls" is empty\n8 ok, 1 failed', 'layer "walls" is empty'],
      ['Processing\nRateLimitExceededError: 429 from upstream\n    at send (/app/q.js:1:1)', 'RateLimitExceededError'],
      ['compile\nQX2041: unknown directive @repeat in theme.qx\nstopped', 'QX2041'],
      ['pulling\nfatal: mirror index is corrupt\ncleanup done', 'fatal: mirror index is corrupt'],
      ['boot\nsomething went wrong while loading the theme\nexit', 'something went wrong'],
    ];
    for (const [out, want] of cases) assert.ok(findCause(out, 'qux run').cause.includes(want), `${want}: ${findCause(out, 'qux run').cause}`);
    assert.equal(analyzeFailure({ tool: 'Bash', subject: 'qux run', exitCode: 1, text: '' })?.kind, 'ignore');
  });
});
