import assert from 'node:assert/strict';
import { findCorrection } from '../../../../../src/core/gate/detect/correction';
import { ownText } from '../../../../../src/core/gate/detect/quoted';

describe('correction / standing-instruction detector', () => {
  it('needs corrective content: a prohibition, a replacement, a fact after a rejection or cue, a standing instruction', () => {
    const cases: [string, string, string][] = [
      ['no, that is wrong: always check the exit code before parsing', 'standing', 'Always check the exit code before parsing'],
      ["No, that's wrong: use pnpm instead of npm for installs", 'replace', 'Use pnpm instead of npm for installs'],
      ['Remember that the API returns amounts in cents', 'standing', 'The API returns amounts in cents'],
      ['Remember: fixtures live in test/fixtures', 'standing', 'Fixtures live in test/fixtures'],
      ['From now on, open a draft PR first', 'standing', 'Open a draft PR first'],
      ["Don't edit generated files under src/gen", 'prohibit', "Don't edit generated files under src/gen"],
      ['That is wrong. The cache key includes the locale.', 'rejection+fact', 'The cache key includes the locale.'],
      ['Nein, verwende nie sudo für npm.', 'prohibit', 'Verwende nie sudo für npm.'],
      ['いいえ、本番のデータベースには接続しないでください', 'prohibit', '本番のデータベースには接続しないでください'],
      ['错了，我说过不要用 git add .', 'prohibit', '不要用 git add .'],
      ['Non, utilise la branche develop au lieu de main.', 'replace', 'Utilise la branche develop au lieu de main.'],
      ['Нет, не удаляй таблицу, её используют отчёты.', 'prohibit', 'Не удаляй таблицу, её используют отчёты.'],
      // The opener goes whichever language's rule fired ("nunca" reads as Spanish; "lembra-te disto:" is Portuguese).
      ['lembra-te disto: as migrações correm sempre com ./mvnw flyway:migrate, nunca à mão', 'standing', 'As migrações correm sempre com ./mvnw flyway:migrate, nunca à mão'],
    ];
    for (const [prompt, rule, text] of cases) {
      const hit = findCorrection(prompt);
      assert.equal(hit?.rule, rule, prompt);
      assert.equal(hit?.text, text, prompt);
    }
  });

  it('never fires on trigger words without content: praise, reassurance, opinion, questions, tasks, numbering', () => {
    for (const p of [
      'Actually, that looks great, thanks!',
      'As I said, nice work',
      "I told you I'd be late today",
      'Could you use a Set instead of an array here?',
      'Nope, all good',
      'No. 2 on the list is next',
      "Don't worry about it",
      "I don't mind",
      "I don't think that matters",
      'Never mind',
      'Thanks, that is all',
      'What does this function return?',
      'Add a dark mode toggle to the settings page',
      '/review',
      'ok',
      '違う、そうじゃない',
    ]) assert.equal(findCorrection(p), undefined, p);
  });

  it('ignores quoted and pasted material, including instructions inside it', () => {
    assert.equal(findCorrection('The reviewer wrote: "never use default exports". Is that our rule?'), undefined);
    assert.equal(findCorrection('> Always rebase before merging\n\nDoes this apply here?'), undefined);
    assert.equal(findCorrection('What does this mean?\n```\nerror: never call exit() in a library\n```'), undefined);
    assert.equal(ownText('fine\n> quoted\nmine'), 'fine\nmine');
    // The user's own sentence after the quote still counts.
    assert.equal(findCorrection('> the log says nothing useful\n\nFrom now on, log the request id on every error.')?.text, 'Log the request id on every error.');
  });

  it('records which rule and language fired', () => {
    const hit = findCorrection('Запомни: все даты в API передаются в UTC.');
    assert.equal(hit?.rule, 'standing');
    assert.equal(hit?.lang, 'ru');
    assert.equal(hit?.kind, 'instruction');
  });

  it('catches corrections by class, not by listed phrase: conventions by verb, caution openers, obsolete things, strong mistake cues, contrasts', () => {
    for (const p of [
      'We never vendor dependencies in this monorepo.',
      'Careful: the billing table is partitioned by month, so filter on period first.',
      'Before you commit, run make check.',
      'That module is obsolete, import the client from lib/http instead.',
      'You broke the build by renaming the export.',
      'Ugh, you reformatted the whole file again.',
      'The env var is DATABASE_URL not DB_URL.',
      'The tests go in __tests__ next to the component, not in a top-level test folder.',
      'Also, make sure to bump the version in package.json whenever you change the public API.',
      '错了，这个接口返回的是毫秒，不是秒',
      '違います、設定は環境変数から読み込みます',
      'No toques la carpeta vendor.',
      'Para de criar branches novas para cada commit.',
      'Vorsicht: die Staging-Datenbank teilen wir mit QA.',
      'Обрати внимание: тесты должны быть независимыми.',
    ]) assert.ok(findCorrection(p), p);
    for (const p of [
      'Going forward with option B sounds fine to me.',
      'Rule of thumb: never trust a Friday deploy, lol.',
      'Actually I am going to grab a coffee.',
      'Na verdade eu só queria entender o fluxo, não precisa mudar nada',
      'Careful what you wish for.',
      'Heads up, I am leaving early today.',
    ]) assert.equal(findCorrection(p), undefined, p);
  });
});
