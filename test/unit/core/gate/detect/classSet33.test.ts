import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 38 and 39 showed: "you changed X, it is
// already released" is a mistake (the "already" is no progress acknowledged); Italian "hai messo X ma …" and "…, non
// `y`"; German "bitte kein `x`"; "that's the rule", "we can't ship X"; a rule with its subject ("X don't get `@Y`",
// "X are only for … `z`"); a request after a greeting or after its context ("just add …") makes the facts around it
// context; a wish whose subject is long; "can we get `x`? i want to … instead of …". Wording and projects differ.
const CASES: LabeledPrompt[] = [
  ['a change to something already released', 'signal', 'you rewrote the V12 migration, that one is already deployed to prod. put the fix in a new V13 instead'],
  ['a change to something already released', 'noise', 'you already wrote the V13 migration, so next we can deploy'],
  ['Italian mistakes and contrasts', 'signal', 'hai usato `moment` ma nel progetto usiamo solo `date-fns`'],
  ['Italian mistakes and contrasts', 'signal', 'la porta del db di test è `5433`, non `5432`'],
  ['Italian mistakes and contrasts', 'noise', 'hai fatto un ottimo lavoro con la pagina, grazie'],
  ['German "bitte kein"', 'signal', 'bitte kein `any` in den Typen, dafür gibt es `unknown`'],
  ['the rule, said so', 'signal', 'only squash merges into `main`, that is the rule for every repo here'],
  ['the rule, said so', 'signal', "we can't ship anything that phones home, so no `posthog` in the desktop build"],
  ['the rule, said so', 'noise', "we can't ship today, the release train left"],
  ['a rule with its subject', 'signal', 'value objects never get `@Setter`, they are immutable'],
  ['a rule with its subject', 'signal', 'feature toggles are only for code paths behind `FeatureFlags.isOn()`, not for config'],
  ['a rule with its subject', 'noise', 'my containers never get `TZ` set when I run them locally, weird'],
  ['a request makes its facts context', 'noise', 'hey! the orders endpoint is /api/v2/orders now. please update the client and the mocks'],
  ['a request makes its facts context', 'noise', 'the retry helper lives in `lib/net.ts` but only for GET calls... ok. just add POST support there'],
  ['a request makes its facts context', 'signal', 'hey! the orders endpoint is /api/v2/orders, not /api/orders — you keep calling the old one'],
  ['a request makes its facts context', 'signal', 'the worker reads `QUEUE_URL`, not `SQS_URL`. please fix the helm values'],
  ['a long wish', 'feature', 'I wish the release script in our tooling repo for the mobile apps would bump the build number by itself'],
  ['a named capability asked for', 'feature', 'can we get `report --csv`? i want to load the numbers into sheets instead of copying them by hand'],
  ['a named capability asked for', 'noise', 'can we get `npm test` green before lunch? i want to merge today'],
];

checkClassSet('prompt classes from blind streams 38 and 39 (written for this file)', CASES);
