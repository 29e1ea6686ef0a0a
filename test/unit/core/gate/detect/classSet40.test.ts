import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 62–65 showed: "for the keeper: no, …";
// "przypominam:"; Korean "…하면 안 돼"; "same thing as this morning, no `x` in …"; a wish whose clause says how it is
// today; and the noise beside them: a Spanish first-person report after "fyi", "fyi … is green, … waiting on …", "not
// part of this PR", "no, don't revert, I'll talk to her", "ok so plan: …", a saying quoted after "как говорил",
// a Korean realization ("…구나"), "never seen it", "I wish it was friday". Wording and projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['a memo marker before a rejection', 'signal', "for the record: no, feature flags aren't read from env vars here, they come from `flags.yaml` via the flag service"],
  ['Polish "I remind you:"', 'signal', 'przypominam: migracje tylko przez `make migrate`, nigdy ręcznie w psql'],
  ['Korean "must not"', 'signal', '로그에 토큰 찍으면 안 돼. `redact()` 거쳐서 남겨'],
  ['"same thing as this morning, no `x`"', 'signal', 'same thing as this morning, no `console.log` in the production bundle'],
  ['a wish that says how it is today', 'feature', 'seria ótimo se o CLI tivesse um modo `--watch`, hoje o pessoal roda tudo de novo na mão'],
  ['a first-person report after fyi', 'noise', 'fyi reinicié el worker, la cola ya está procesando otra vez'],
  ['a status after fyi', 'noise', 'fyi the release build is green, prod deploy is waiting on the CAB approval'],
  ['out of scope for this PR', 'noise', 'the old reports in `legacy/` still use the v1 client, leave them, not part of this PR'],
  ['a one-off "don\'t" with the speaker taking over', 'noise', 'нет, не удаляй, я сам разберусь'],
  ['a plan after "ok so"', 'noise', 'ok so plan: first the schema, then the API, and the UI we do next sprint'],
  ['a saying quoted', 'noise', 'как говорил мой первый лид: «не трогай то, что работает». это про наш биллинг, ха'],
  ['a Korean realization', 'noise', '아 캐시를 매번 새로 만드는 거였구나 ㅋㅋ 고마워'],
  ['"never seen it"', 'noise', 'got this panic from prod last night, never seen it on staging tho'],
  ['a base verb ending in -ed after "don\'t"', 'signal', "don't embed credentials in the docker image, ever. mount them at runtime"],
  ['German "X, nicht Y —" before a reason', 'signal', 'die Datenbank ist Postgres 16, nicht 14 — wir sind seit dem Sommer umgestiegen'],
  ['"I wish it was friday"', 'noise', 'i wish it was friday already. anyway, can you look at the flaky test?'],
];

checkClassSet('prompt classes from blind streams 62 to 65 (written for this file)', CASES);
