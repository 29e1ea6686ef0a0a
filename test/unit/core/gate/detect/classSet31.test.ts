import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 34 and 35 showed: a report after "fyi"
// ("fyi pushed the fix") is news; "no, the other X — a, not b" picks an instance; facts given with leave to act ("…so it
// can go", "可以去掉") are that task's context; "you made X but Y already exists" is a mistake in every language (before,
// "already" read as progress acknowledged); a rule stated with its subject ("X always start with Y"); "I wish `x` also
// did Y"; "again — X first"; a story that says where something was copied from is not a paste; "e.g." ends no
// sentence. Wording and projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['a report after fyi', 'noise', 'fyi pushed the hotfix branch, the pipeline is still running. next the changelog'],
  ['a report after fyi', 'noise', 'fyi deployed 2.4.1 to staging an hour ago, CI all green'],
  ['a report after fyi', 'signal', 'fyi the orders table is partitioned by month, queries must filter on `created_month`'],
  ['a redirect with a contrast', 'noise', 'no, the other config — `tsconfig.build.json`, not the root one'],
  ['a redirect with a contrast', 'noise', 'nope, the other test file, `user.e2e.ts` not `user.spec.ts`'],
  ['a redirect with a contrast', 'signal', 'no, the other way round: `expected` first, then `actual`'],
  ['facts given with leave to act', 'noise', 'that retry shim was for the old S3 SDK bug, we are on v3 now, so it can go. separate PR please'],
  ['facts given with leave to act', 'noise', '这个 polyfill 是为了兼容 IE11 加的，现在浏览器列表里已经没有 IE 了，可以删掉。'],
  ['facts given with leave to act', 'noise', 'der Workaround war für Node 16, wir sind auf Node 20, der kann weg.'],
  ['facts given with leave to act', 'signal', 'the polyfill must stay in `src/polyfills.ts`: our kiosk clients still run Chrome 69'],
  ['a duplicate made', 'signal', 'you wrote a new `formatMoney` helper but `src/lib/money.ts` already has one'],
  ['a duplicate made', 'signal', 'tu as créé `utils/dates.py` mais il y a déjà `helpers/dates.py`, on étend celui-là'],
  ['a duplicate made', 'signal', 'hiciste otra migración para la columna pero ya existe `20240101_add_status.rb`'],
  ['a duplicate made', 'noise', 'you already wrote the migration, now let us run it on staging'],
  ['a rule stated with its subject', 'signal', 'branch names always start with the ticket id, like `PAY-88-refund-flow`'],
  ['a rule stated with its subject', 'signal', 'feature flags always get prefixed with `ff_` in `flags.yaml`'],
  ['a rule stated with its subject', 'noise', 'my mornings always start with coffee and standup'],
  ['a wish with "also"', 'feature', 'I wish `deploy.sh` also printed the commit it shipped'],
  ['a wish with "also"', 'feature', 'i wish the importer also skipped rows with an empty sku instead of crashing'],
  ['a wish with "also"', 'noise', 'I wish I also had a day off tomorrow'],
  ['a rule restated with "again"', 'signal', 'again — `make proto` first, the generated stubs are not committed'],
  ['a rule restated with "again"', 'noise', 'again — the staging deploy is stuck'],
  ['a story, not a paste', 'signal', 'context: this Dockerfile was copied from the api repo years ago. the problem is you put `npm install` back in, we use `npm ci` in images'],
  ['a story, not a paste', 'noise', 'copied from the incident channel: "you must never restart the primary" — what do you make of it?'],
  ['an abbreviation mid-sentence', 'signal', 'changelog entries always start with the area, e.g. `billing: fix rounding` — release notes are built from them'],
];

checkClassSet('prompt classes from blind streams 34 and 35 (written for this file)', CASES);
