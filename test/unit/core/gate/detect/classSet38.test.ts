import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 54–57 showed: a German infinitive order with
// "nie/immer" after a condition; "that applies to every X"; "like I said last time" mid-sentence; Portuguese "lembra:";
// Czech "piš vždycky"; Russian "ты опять …"; a Vietnamese and a Portuguese wish ("today we do it by hand" is no
// deadline); and the noise beside them: a request clause after a statement ("…, can you update …"), an explanation of
// the moment ("c'est parce que …"), a plan heading, news that went green, a value referred to as "the number".
// Wording and projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['a German infinitive order after a condition', 'signal', 'wenn du die Fixtures anfasst, die Golden Files in `spec/golden/` nie automatisch überschreiben'],
  ['"that applies to every X"', 'signal', 'give the worker `--max-tasks-per-child=50` so memory does not creep. that applies to every celery worker we start'],
  ['"like I said last time" mid-sentence', 'signal', 'you pinned `numpy` again — leave it unpinned like I said last time, the lock file does the pinning'],
  ['Portuguese "lembra:"', 'signal', 'lembra: toda fila nova no rabbit precisa de uma DLQ, tipo `pedidos.dlq`'],
  ['Czech "piš vždycky"', 'signal', 'názvy větví piš vždycky malými písmeny, třeba `feat/export-csv`'],
  ['Russian "ты опять …"', 'signal', 'ты опять используешь `requests` — у нас везде `httpx`, он асинхронный'],
  ['a wish that says how it is done today', 'feature', 'seria ótimo se o painel tivesse um botão `reprocessar`, hoje a gente faz isso pelo banco'],
  ['a wish in Vietnamese', 'feature', 'có thể thêm một chế độ `--dry-run` cho script deploy không?'],
  ['a German past participle is no infinitive order', 'noise', 'kannst du mir sagen, wie das Caching hier läuft? hab das ehrlich gesagt nie richtig verstanden'],
  ['a request clause after a statement', 'noise', 'the support email in the footer is outdated, can you change it in `footer.html` to the new alias'],
  ['an explanation of the moment', 'noise', "c'est parce que `config.yaml` doit être chargé avant le logger. bon, corrige juste ça"],
  ['a plan heading', 'noise', 'plan: first bump the SDK, then rerun the codegen, then fix the types. one at a time, don\'t skip ahead'],
  ['news that went green', 'noise', 'fyi the nightly went green again and QA signed off on the release branch'],
];

checkClassSet('prompt classes from blind streams 54 to 57 (written for this file)', CASES);
