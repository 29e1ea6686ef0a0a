import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 76–79 showed: Italian impersonal rules ("non si
// toccano …"), "ricordatelo", "in questo repo … deve", "ripeto …:", "hai scritto "…"" (the agent's own words quoted),
// "sarebbe utile anche avere"; a reproach put as a question ("why did you add X?", "porque X??") before the facts;
// "take that line out"; "X go under `a:` not `b:`"; "`x` shouldn't …"; "same thing I said"; Polish "…łeś", Czech
// "jsi …l"; Spanish "ey no metas …"; "can we add a … target? would save me …"; "it would be great si …"; and the noise
// beside them: "I said to <someone> …", "deje de ser tan lento", a progressive of the moment in Spanish, "instead of
// X, dime …", someone's words after "X left this on the PR, …: >", a ".call" method is not a call with people.
const CASES: LabeledPrompt[] = [
  ['Italian rules', 'signal', 'non si modificano le migrazioni già su main, se ne crea una nuova'],
  ['Italian rules', 'signal', 'ogni task Celery deve essere idempotente, ricordatelo anche per i prossimi'],
  ['Italian rules', 'signal', 'in questo repo le traduzioni vanno sempre in `locale/it/LC_MESSAGES/django.po`'],
  ['Italian rules', 'signal', 'ti ripeto la regola dei fixture: niente dati reali in `tests/fixtures`'],
  ['Italian: the agent\'s own words quoted', 'signal', 'hai messo "Errore generico" hardcoded nella view, le stringhe vanno in gettext'],
  ['Italian wish', 'feature', 'sarebbe comodo anche avere un comando per rigenerare le traduzioni in un colpo solo'],
  ['a reproach put as a question', 'signal', 'why did you add `--forceExit` to the jest script? it hides open handles, we fix the leak instead'],
  ['a reproach put as a question', 'signal', 'why a second .eslintrc? the config lives in `eslint.config.mjs`, delete the old one'],
  ['a reproach put as a question', 'signal', 'porque moment?? lo quitamos hace meses, usamos `date-fns` en todo el front'],
  ['"take that line out"', 'signal', 'jest-expo already mocks the native modules. take that line out'],
  ['"X go under a, not b"', 'signal', 'overlays go under `overlays/` not `base/` — base is shared by every env'],
  ['"`x` shouldn\'t …"', 'signal', '`ci_setup.sh` shouldn\'t install node at all, the image has it'],
  ['"same thing I said"', 'signal', 'the handler swallows the error again — same thing I said in billing, wrap it with `%w`'],
  ['Polish and Czech past', 'signal', 'znowu dodałeś `print` do ViewModelu, logujemy przez `os.Logger`'],
  ['Polish and Czech past', 'signal', 'jsi smazal ty testy pro Tariff, vrať je zpátky'],
  ['Spanish "ey no …"', 'signal', 'ey no pongas la llave de stripe en el seed, va en las credentials de rails'],
  ['a capability asked, then why', 'feature', 'can we add a `make release-notes` target that collects the PR titles since the last tag? would save us the copy-paste every sprint'],
  ['Spanglish wish', 'feature', 'it would be great si el dashboard tuviera un filtro por tienda, para otro sprint'],
  ['"I said to <someone>"', 'noise', "i said to Marta we'd ship the export by friday, so keep going with the csv part"],
  ['"deje de ser tan lento"', 'noise', 'necesito que el reporte de ventas deje de ser tan lento, revisa las queries del controller'],
  ['a progressive of the moment', 'noise', 'se están quedando colgados los jobs de `exports` en sidekiq, ayudame a ver que pasa. la app es tienda-prod'],
  ['"instead of X, tell me"', 'noise', 'instead of borrarlos, dime cuantos hay en la dead queue ahorita'],
  ['someone\'s words after "X left this on the PR"', 'noise', 'fyi Ana left this on the PR, nothing to do for you yet: > Always rebase on main and never merge with failing checks'],
  ['a ".call" method', 'noise', 'los service objects exponen un solo .call, y eso ya está así en todo el repo, sigue con el siguiente ticket'],
];

checkClassSet('prompt classes from blind streams 76 to 79 (written for this file)', CASES);
