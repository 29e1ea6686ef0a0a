import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 80–83 showed: Cantonese ("唔好 …", "系 X 唔系 Y",
// "改返佢", "永远唔准"); Nigerian Pidgin ("you don …", "we no dey …", "why you add …?", "e go make sense if …", "I wish X fit
// …"); Québécois French without "ne" ("touche pas à …", "on touche jamais …", "tu as mis …"); Dutch "je hebt … gedaan";
// German "für die Zukunft:"; "would be great if …" after a comma; "??" is exasperation, not a question; a laugh after a
// concrete mistake; and the noise beside them: "我唔记得 …", "remember to push before you stop", "… no wait, we need …",
// "instead of X today, …", "like I said in standup", "je pense pas que …", "nope, pas besoin …", "<Name>'s review …: >".
const CASES: LabeledPrompt[] = [
  ['Cantonese', 'signal', '唔好喺 component 入面直接 call fetch，一律经 `apiClient` 行'],
  ['Cantonese', 'signal', 'lint 嘅 scope 系 `web-app` 唔系 `web`，改返佢'],
  ['Cantonese', 'signal', '永远唔准 push 去 main，一定要开 PR'],
  ['Nigerian Pidgin', 'signal', 'you don convert the naira to kobo twice for the refund path, the amount already be kobo'],
  ['Nigerian Pidgin', 'signal', 'we no dey store card PAN for our db at all, only the token from the processor'],
  ['Nigerian Pidgin', 'signal', 'why you add axios? we no dey use axios for this repo, na `undici` fetch we dey use'],
  ['Nigerian Pidgin wish', 'feature', 'e go make sense if the ops dashboard fit show failed webhooks with retry button'],
  ['Nigerian Pidgin wish', 'feature', 'I wish the cli fit export the ledger as csv for finance'],
  ['Québécois French', 'signal', 'touche pas à `conf/base.yaml`, chacun met ses chemins dans `conf/local.yaml`'],
  ['Québécois French', 'signal', 'on commite jamais les notebooks avec les sorties, passe nbstripout avant'],
  ['Québécois French', 'signal', "tu as mis num_workers=16, le cluster en donne 4 par job — remets-le comme il était"],
  ['Dutch', 'signal', 'je hebt de index alias handmatig omgezet, dat gaat altijd via het reindex script'],
  ['German', 'signal', 'für die Zukunft: Alarme immer mit Link zum Runbook im Body'],
  ['a wish after a comma', 'feature', 'side note, would be great if the importer could skip rows it already saw'],
  ['"??" and a concrete fact', 'signal', 'console.log in the payment handler?? we log through `pino` only, take it out'],
  ['a laugh after a concrete mistake', 'signal', 'you don set the timeout to 5ms 😂 the processor needs at least `30s`'],
  ['"我唔记得"', 'noise', '点解 search 用 elastic 唔用 postgres fts? 我唔记得当初点样定嘅'],
  ['"remember to … before you stop"', 'noise', 'remember to push the branch before you stop, thanks'],
  ['a self-correction with "... no wait"', 'noise', 'add a queue for the exports... no wait, we need a bucket first, in `modules/exports`'],
  ['"instead of X today"', 'noise', 'instead of fixing the upstream feed today, map empty prices to null and count them'],
  ['"like I said in standup"', 'noise', 'like I said in standup, the data team wants a /export endpoint, go ahead and scaffold it'],
  ['"je pense pas que …"', 'noise', 'je pense pas que ce soit nécessaire, le modèle a déjà le tag du commit. laisse faire'],
  ['"nope, pas besoin"', 'noise', "nope, pas besoin d'attendre le build. pendant ce temps, ajoute le test du loader"],
  ['someone\'s review quoted', 'noise', "fyi Bola's review on the PR, just for context: > \"We should always wrap transfers in a transaction.\" fix the lint first"],
];

checkClassSet('prompt classes from blind streams 80 to 83 (written for this file)', CASES);
