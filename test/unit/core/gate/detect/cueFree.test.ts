import assert from 'node:assert/strict';
import { findCorrection } from '../../../../../src/core/gate/detect/correction';
import { findFeatureRequest } from '../../../../../src/core/gate/detect/featureRequest';

// Corrections that carry no cue word: the rule that fires is named, so each case checks the class it belongs to.
const expectRule = (cases: [string, string][]) => {
  for (const [prompt, rule] of cases) assert.equal(findCorrection(prompt)?.rule, rule, prompt);
};
const expectNone = (prompts: string[]) => {
  for (const p of prompts) assert.equal(findCorrection(p), undefined, p);
};

describe('corrections without a cue word', () => {
  it('a plain statement of how a project thing is, with something concrete said of it', () => {
    expectRule([
      ['the invoices queue runs on redis 7', 'statement'],
      ['our cdn bucket is assets-prod-eu in eu-west-3', 'statement'],
      ['The e2e suite only runs against port 4010', 'statement'],
      ['preview builds don\'t use the release keystore.jks', 'statement'],
      ['`scripts/seed.ts` resets the whole schema first', 'statement'],
      ['ok, the config folder is settings/ since the split', 'statement'],
      ["it's order_lines.unit_price_cents", 'statement'],
      ['there is no users.legacy_id anymore', 'statement'],
      ['Die Staging-Datenbank läuft auf Port 6543.', 'statement'],
      ['la base de préprod écoute sur le port 5440', 'statement'],
      ['el servidor de pruebas usa Node 20.11', 'statement'],
      ['o banco de homologação roda no Postgres 15', 'statement'],
      ['прод работает на Node 18', 'statement'],
      ['生产环境用的是 Node 20', 'statement'],
      ['ステージングのDBはポート6543です', 'statement'],
      ['스테이징 DB는 포트 6543을 써요', 'statement'],
    ]);
  });

  it('a statement is not a correction when it is status, banter, a hedge, context for a question or the spec of a new task', () => {
    expectNone([
      'the nightly build is green again',
      'lol the deploy queue is 25 min long today',
      'I think the worker uses redis 6',
      'the staging db is probably on 5433',
      'the orders table has 2 million rows, is that too many for a full scan?',
      'Add a cleanup job. The uploads bucket keeps files for 30 days.',
      'Bitte füge einen Export hinzu. Die Tabelle hat 12 Spalten.',
      'the weather here is 31 degrees, brutal',
      'our standup moved to 10:30 tomorrow',
      'that test name is a bit long',
      // a prompt that opens with a request: what follows is the request's context
      'Deploy the api to staging. The cluster is eu-1.',
      'Refactor the invoice module, the file is 900 lines and hard to follow.',
      'Behebe den Fehler in der Rechnungsberechnung, die Datei ist src/invoice.ts.',
      'Corrija o bug no checkout, o arquivo é src/checkout.ts.',
      'カートのバグを直してください。ファイルは src/cart.ts です。',
      '장바구니 버그를 고쳐 주세요. 파일은 src/cart.ts 예요.',
      "Let's pair on this later, the design doc is in docs/design.md.",
      '동기화 상태를 보여주는 CLI 명령을 추가해 줘',
    ]);
  });

  it('a requirement stated about a thing (must / has to / is required / only), not about a person', () => {
    expectRule([
      ['Every endpoint needs an OpenAPI example in docs/api.yaml', 'requirement'],
      ['all feature flags must be removed two sprints after launch', 'requirement'],
      ['release tags have to follow vMAJOR.MINOR.PATCH', 'requirement'],
      ['a changelog entry is required for every user-facing change in CHANGES.md', 'requirement'],
      ['the id column must be a ULID', 'requirement'],
      ['Alle Migrationen müssen rückwärtskompatibel sein', 'requirement'],
      ['Les montants doivent être stockés en centimes dans `amount_cents`', 'requirement'],
      ['Las fechas deben guardarse en UTC', 'requirement'],
      ['Os testes de integração precisam rodar com o Docker ligado', 'requirement'],
      ['все ответы API должны быть в snake_case', 'requirement'],
      ['金额字段必须用整数存储', 'requirement'],
      ['コミットメッセージは英語で書かなければなりません', 'requirement'],
      ['배포 전에 마이그레이션을 꼭 실행해야 합니다', 'requirement'],
    ]);
    expectRule([['the delimiter has to be a tab', 'requirement']]);
    // deadlines and one-offs are not standing requirements; nor is a modal about something that is no project thing
    expectNone(['the PR needs to be reviewed by Friday', 'the demo has to be ready by 3pm', 'the design needs to be approved by Anna first', 'Die Präsentation muss bis Freitag fertig sein.', 'Отчёт должен быть готов завтра.', 'レポートは明日までに出さなければなりません']);
    expectNone(['I must have missed that', 'we have to leave early today', 'it must be the cache', 'the problem must be the cache', 'Não precisa mudar nada nos testes']);
  });

  it("the agent's own action named in the second person past, by tense (not a verb list), and restore orders", () => {
    expectRule([
      ['you inlined the helper into three components', 'mistake'],
      ['you stubbed the clock in the integration test too, it was supposed to be real', 'mistake'],
      ['Du hast die Fixture-Dateien umbenannt.', 'mistake'],
      ['tu as dupliqué la config de prod', 'mistake'],
      ['reemplazaste el cliente http por fetch', 'mistake'],
      ['você duplicou o arquivo de seed', 'mistake'],
      ['ты переименовал колонку created_at', 'mistake'],
      ['你把 lockfile 删了', 'mistake'],
      ['勝手に依存関係を更新しないで', 'prohibit'],
      ['the version was bumped without asking', 'mistake'],
      ['put the timeout back to 30s', 'revert'],
      ['deixa como estava, o teste espera isso', 'revert'],
      ['元に戻してください、設定ファイルは触らない約束です', 'revert'],
    ]);
    expectNone(['you merged the PR already, so I\'ll start the release', 'you created the branch, I\'ll push my part there', 'Ya ejecutaste los tests, así que seguimos.', 'Ты уже запустил тесты, так что идём дальше.']);
    expectNone(['you nailed the refactor, thanks', 'you mentioned a retry earlier', 'Did you update the snapshots?', 'tu as raison, laisse tomber', 'you asked about the port: it is fine']);
  });

  it("house conventions stated with 'we' and things stated not to exist, with something concrete", () => {
    expectRule([
      ['we pin every GitHub action to a commit sha in .github/workflows', 'standing'],
      ['we vendor the protobuf compiler in tools/protoc', 'standing'],
      ['Wir nehmen date-fns für Datumswerte.', 'standing'],
      ['Wir haben keinen Redis im Testsetup.', 'standing'],
      ['у нас пакеты ставятся через conan', 'standing'],
      ['ici on ne merge jamais sans revue sur `main`', 'standing'],
      ['es gibt bei uns keine `config.local.json`', 'statement'],
      ['there\'s no PAYMENTS_URL in the staging env', 'statement'],
    ]);
    expectNone(['we have a standup at 10', 'we need to talk about the release', 'there is no rush on this one', '我们用 Zoom 开会', 'Мы используем Slack для общения.', 'このテストは少し遅いですね', '회의는 3시에 있어요']);
  });

  it('a prohibition with nothing after its verb, a task-scoped choice and a wish are not corrections', () => {
    expectNone(['bump the chart and run a plan, don\'t apply anything', 'nur neugierig, nicht ändern', 'for these three tests just use one fixture instead of three copies', 'CHANGELOG 先别管了，我自己来写']);
    const wish = '以后希望能在仪表盘里直接导出 PDF，先记下来';
    assert.equal(findCorrection(wish), undefined);
    assert.ok(findFeatureRequest(wish));
  });
});

describe('corrections by construction, in sentences written apart from the rules', () => {
  it('finds each of them (any rule), and two named things set against each other', () => {
    for (const p of [
      'payments webhooks arrive on /hooks/stripe, not /webhooks',
      'les tests e2e tournent sur Playwright, pas Cypress',
      'el puerto de la base de pruebas es 5434',
      '설정 파일은 config/app.yaml에 있어요',
      'du hast die Tests auskommentiert',
      'only ever bump versions through changesets',
      'nothing goes to main without a green pipeline',
      'Jede Tabelle braucht einen Primärschlüssel.',
      'Cada endpoint debe tener un test de integración.',
      'すべてのエンドポイントに統合テストが必要です',
      '모든 엔드포인트에는 통합 테스트가 있어야 합니다',
      '每个接口都必须有集成测试',
      'конфиг лежит в config/settings.toml',
      'o build de produção usa o Dockerfile.prod',
      'wait, the port should be 5433 for the test db',
      "we're on pnpm, the package-lock.json shouldn't exist",
      'Las ramas se nombran feature/<ticket>, el CI lo valida.',
      "you're using the v1 client, everything moved to the v2 SDK last month",
      'tests must not hit the network; use the fake in tests/fakes/http.ts',
      'staging and prod share the same S3 bucket, prefix is the env name',
      'Les migrations se font uniquement via `alembic revision --autogenerate`.',
      'Секреты храним только в Vault.',
      '提交信息用英文写，格式是 conventional commits。',
      'コミットメッセージは英語でお願いします。',
      '브랜치 이름은 feature/티켓번호 형식으로 해 주세요.',
      '모든 API는 openapi.yaml에 문서화해야 합니다.',
      'use the shared logger from lib/log.ts, console.log is blocked by lint',
    ]) {
      assert.ok(findCorrection(p), p);
    }
  });
});

describe('feature requests by construction', () => {
  it('reads wish framings with any adjective, "love for X to…", "able to" wishes for later, idea prefixes', () => {
    for (const p of [
      "It'd be sweet if the tree view could group entries by agent",
      'would love for the CLI to export learnings as CSV one day',
      'someday I want the extension to be able to sync rules across machines',
      'long-term idea: the dashboard should at some point be able to show trends per repo',
      'wishlist: merge two learnings from the tree view',
      'that would make a great addition to the status bar',
      'Es wäre fantastisch, wenn die Suche auch Tags finden könnte',
      'Ce serait chouette de pouvoir épingler une règle',
      'Sería buenísimo poder filtrar por agente',
      'Seria demais se o painel mostrasse a origem',
      'Было бы прикольно видеть историю правки',
      '希望能在侧边栏里按语言筛选',
    ]) {
      assert.ok(findFeatureRequest(p), p);
    }
    // polite requests to the agent for now, wishes for people, plans after an idea prefix
    for (const p of ['would love for you to have a look at the PR when you can', "it'd be nice if you could rerun the tests", 'idea: let\'s grab lunch at the new place', 'Es wäre toll, wenn du heute noch den PR anschaust.', 'Sería genial que revisaras el PR hoy.', 'Было бы здорово закончить это сегодня.', '今日中にレビューできたら嬉しいです', 'that would be a nice addition to the team']) {
      assert.equal(findFeatureRequest(p), undefined, p);
    }
    for (const p of ['It would be better if you used the existing helper', 'it would be weird if this failed on CI', 'I want the button to be blue', 'the API should be able to handle 100 rps']) {
      assert.equal(findFeatureRequest(p), undefined, p);
    }
  });
});
