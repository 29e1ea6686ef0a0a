import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 30 and 31 showed: German instructions in
// the infinitive ("bitte bei X immer Y verwenden"), a rule restated with "again —", "what you said … is backwards",
// and a question that adds a capability framed as a wish by the next sentence; and from streams 32 and 33: a symptom
// ("is not picked up") is not a rule, a rule stated with its subject ("X never go into Y", "every X goes in Y"). Wording and projects differ from
// the streams'.
const CASES: LabeledPrompt[] = [
  ['German infinitive instruction', 'signal', 'Bitte bei neuen Endpunkten immer `@Transactional(readOnly = true)` für Lesezugriffe verwenden.'],
  ['German infinitive instruction', 'signal', 'Bei Migrationen nie `change_column` ohne Default verwenden, das sperrt die Tabelle.'],
  ['German infinitive instruction', 'noise', 'Ich würde bei so etwas immer Redis verwenden, aber egal.'],
  ['German infinitive instruction', 'noise', 'Wir haben früher immer MySQL verwendet.'],
  ['rule restated with "again"', 'signal', 'again pls — only run the unit suite, the e2e one takes 20 min'],
  ['rule restated with "again"', 'signal', "once again: don't touch `db/structure.sql` by hand, it is generated"],
  ['rule restated with "again"', 'noise', 'again — the build is red'],
  ['rule restated with "again"', 'noise', 'again, thanks a lot for the quick fix'],
  ['what you said is wrong', 'signal', "ok next the invoices page. btw what you said about the cache ttl was wrong, it's 300s in `config/cache.yml`. then add the pagination"],
  ['what you said is wrong', 'signal', 'you got the arguments backwards — `assert_equal` takes expected first, then `actual`'],
  ['what you said is wrong', 'noise', 'what you said about the retry makes sense, go ahead'],
  ['asked capability with a wish', 'feature', 'can we make the report also show the median? would be nice for the weekly review'],
  ['asked capability with a wish', 'feature', 'could we have the cli also print the config path it loaded? that would be handy when debugging'],
  ['asked capability with a wish', 'noise', 'can you make the test also cover the empty list? thanks'],
  ['asked capability with a wish', 'noise', 'can we make the button blue? would be nice'],
  ['symptom, not a rule', 'noise', 'the env file is not picked up by vite in prod builds'],
  ['symptom, not a rule', 'noise', 'the retry policy is not applied to the webhook client'],
  ['symptom, not a rule', 'noise', 'nope, still no reply from the vendor about the sandbox keys. moving on'],
  ['symptom, not a rule', 'signal', 'the staging db is not on 5432, it listens on 5433'],
  ['rule stated with a subject', 'signal', 'secrets never go into `config/*.yml`, they come from the environment'],
  ['rule stated with a subject', 'signal', 'every new endpoint goes in `routes/api/v2.php`, v1 is frozen'],
  ['rule stated with a subject', 'signal', 'you need to run `php artisan ide-helper:models` before committing any model change'],
  ['rule stated with a subject', 'noise', 'the kids never go to bed before ten lol'],
  ['asked capability with a wish', 'feature', 'а можно так, чтобы отчёт сам отправлялся бухгалтеру в конце месяца? было бы удобно'],
  ['asked capability with a wish', 'noise', 'а можно так, чтобы ты сначала прогнал тесты? спасибо'],
];

checkClassSet('prompt classes from blind streams 30 and 31 (written for this file)', CASES);
