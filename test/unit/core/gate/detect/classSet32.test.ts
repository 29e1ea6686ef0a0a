import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 36 and 37 showed: a rejection scoped to "this
// one"; the line that introduces a paste ("this is from CI on X's branch, not ours:"); a quote from the docs; a
// status that names a tool's complaint ("argo says … OutOfSync", "is stuck"); a rule stated with a longer subject;
// German "gehören nach" and a long "du hast … vergessen"; French "chez nous" and "c'est la convention"; a Korean
// statement ending in 야 and "다시 말하지만 … 꼭 …". Wording and projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['a rejection scoped to this one', 'noise', 'nah, no migration needed for this one, the column is nullable. just add the field and run the tests'],
  ['a rejection scoped to this one', 'signal', 'nah, never hand-edit `schema.graphql`, it is generated from the resolvers'],
  ['the line that introduces a paste', 'noise', 'heads up, this is from the nightly job on the fork, not our pipeline:\n```\nFAIL src/cart.test.ts\n  expected 3, received 2\n```'],
  ['the line that introduces a paste', 'signal', 'the nightly job runs on the fork, not on our pipeline — never debug it here:\n```\nFAIL src/cart.test.ts\n```'],
  ['a quote from the docs', 'noise', 'from the pgx docs: "you should always release a connection back to the pool, never hold it across requests". does our handler do that?'],
  ['a quote from the docs', 'signal', 'always release pgx connections back to the pool, we leaked them last week'],
  ['a status naming a complaint', 'noise', 'sentry says the checkout worker is OutOfSync with the queue again, have a look'],
  ['a status naming a complaint', 'noise', 'the canary is stuck and the admission webhook keeps complaining, dig into it'],
  ['a rule with a longer subject', 'signal', 'the stripe webhook signing secrets never go into `.env.example`, only into the vault'],
  ['German placement and a long mistake', 'signal', 'Die Feature-Flags gehören nach `config/flags.yaml`, nicht in den Code.'],
  ['German placement and a long mistake', 'signal', 'Du hast in der Migration für die neue Tabelle wieder mal den Index auf `tenant_id` vergessen.'],
  ['German placement and a long mistake', 'noise', 'Wir gehören zu den ersten Kunden von dem Anbieter, lustig oder?'],
  ['French house conventions', 'signal', 'chez nous les hooks React commencent tous par `use` et vivent dans `src/hooks`'],
  ['French house conventions', 'signal', 'les noms de branches en kebab-case avec le ticket devant, `SHOP-12-panier`, c\'est la convention'],
  ['French house conventions', 'noise', 'chez nous il pleut depuis ce matin, bref'],
  ['a Korean statement and reminder', 'signal', '참고로 결제 API 타임아웃은 `30s`야.'],
  ['a Korean statement and reminder', 'signal', '다시 말하지만 새 엔드포인트 만들면 `@Roles` 데코레이터 꼭 붙여'],
  ['a Korean statement and reminder', 'noise', '오늘 점심은 김치찌개야.'],
];

checkClassSet('prompt classes from blind streams 36 and 37 (written for this file)', CASES);
