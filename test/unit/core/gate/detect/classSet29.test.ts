import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 28 and 29 showed: a rejection after a
// dash in the middle of a task ("… — that's not right, X goes in Y"), and values handed over (a key in a code span, a
// card number, an IBAN) with "don't write it anywhere": how to treat that value now, not a lesson; "before every
// commit, run `x`" in any language, a rule when it names something concrete. Wording and
// projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['rejection after a dash', 'signal', "next: wire the invoice mailer. the job you added yesterday runs on the `default` queue — that's wrong, mail jobs go on `mailers` so they can't starve the webhooks. then add a spec"],
  ['rejection after a dash', 'signal', 'ok now the export page. you put the csv helper in `lib/utils.rb` – no, helpers for exports live in `app/exports/support/`, move it there first'],
  ['rejection after a dash', 'signal', 'continue with the sync job; it polls every 5s — this is not how we do it, the sync is event driven through the `orders.updated` topic'],
  ['rejection after a dash', 'signal', "alright, next up is the reminder emails. pull the users from `accounts` (only verified), render the template and send through the mailer. btw the job you made earlier sits on the `default` queue — that's not right, mail goes on the `mailers` queue and default is for webhooks. then add a test"],
  ['rejection after a dash', 'noise', 'start on the settings screen — no worries if the icons are placeholders for now'],
  ['rejection after a dash', 'noise', 'ship the banner copy — no rush, whenever the build is green'],
  ['rejection after a dash', 'noise', 'the retry test is flaky again — not sure why, can you look?'],
  ['value handed over', 'noise', 'for the load test use this token: `pk_test_9f83kd02mdj39sk20dk38sk2` — set it in your shell only, dont save it anywhere'],
  ['value handed over', 'noise', 'the sandbox card for checkout is 4111111111111111, exp 10/30, and the refund IBAN is GB82 WEST 1234 5698 7654 32 if it asks'],
  ['value handed over', 'noise', "here's the staging admin password: `Tr0ub4dor&3x` — don't put it anywhere, I'll rotate it tonight"],
  ['value handed over', 'signal', 'never paste keys like `sk_live_51Hx9dk2kd93kdk3` into the repo — secrets only come from vault via `scripts/env.sh`'],
  ['value handed over', 'signal', 'always use the 4242 4242 4242 4242 test card in e2e specs, never a real one'],
  ['before every X, do Y', 'signal', 'after every schema change regenerate the client with `pnpm gen:api`, the types drift otherwise'],
  ['before every X, do Y', 'signal', 'vor jedem Release `./gradlew dependencyCheck` laufen lassen, das will die Security'],
  ['before every X, do Y', 'signal', 'avant chaque merge, lancer `make migrate-check` sur une base vide'],
  ['before every X, do Y', 'signal', 'po každém merge do main spusť `make e2e`, ať víme, že nic nespadlo'],
  ['before every X, do Y', 'signal', 'sebelum setiap rilis jalankan `npm audit --omit=dev`'],
  ['before every X, do Y', 'noise', 'after each sprint we do a retro in the big room'],
  ['before every X, do Y', 'noise', 'before every demo I get nervous honestly'],
  ['before every X, do Y', 'noise', 'vor jedem Urlaub räume ich meinen Schreibtisch auf'],
];

checkClassSet('prompt classes from blind streams 28 and 29 (written for this file)', CASES);
