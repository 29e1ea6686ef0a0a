import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 50–53 showed: "X bitte immer auf Y" with a
// concessive clause about chat; Dutch "X, niet Y"; "once more, to be clear: …"; requirements with "requieren" and
// kin; Russian "стоп, не надо …", "у нас всё через …", "не, …"; Korean "… 금지"; a laugh after a prohibition or a
// replacement; a card named inside a prohibition; and the noise beside them: "nope, geen idee …", "siempre me pasa …
// jajaja", a laugh after a plain statement. Wording and projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['"X please always in Y"', 'signal', 'Logmeldungen bitte immer auf Englisch, auch wenn wir im Chat Deutsch reden'],
  ['Dutch "X, not Y"', 'signal', 'we deployen met `kamal`, niet capistrano'],
  ['"once more, to be clear:"', 'signal', 'one more time, to be clear: prices are stored in cents as integers, never as floats'],
  ['a requirement with "require"', 'signal', 'todas las rutas de `/admin` requieren el rol `superuser`, también en staging'],
  ['a requirement with "require"', 'signal', 'alle Jobs in `cron/` benötigen ein Timeout, sonst hängen sie die Queue auf'],
  ['Russian stop and "no need"', 'signal', 'стоп, не надо ставить `moment`. у нас всё через `date-fns`'],
  ['Russian "не," before a fact', 'signal', 'не, очередь тут ни при чём, воркер читает из `jobs_v2`, а не из `jobs`'],
  ['Korean "금지"', 'signal', 'main 브랜치에 직접 push 금지. 항상 PR로 올려줘'],
  ['a laugh after a prohibition', 'signal', "don't ever run `terraform destroy` in the prod workspace lol"],
  ['a laugh after a plain statement', 'noise', 'the build took forever again lol'],
  ['"no idea" after "nope"', 'noise', 'nope, geen flauw idee wat er mis is, zoek het maar uit'],
  ['something that always happens to the speaker', 'noise', 'siempre me pasa esto los viernes jajaja, en fin'],
  ['something that always happens to the speaker', 'noise', 'sempre me esqueço do café kkk'],
  ['a deferral after a rejection', 'noise', 'нет, это не срочно, разберёмся на следующей неделе'],
  ['a deferral after a rejection', 'noise', 'nein, nicht dringend, machen wir später'],
];

checkClassSet('prompt classes from blind streams 50 to 53 (written for this file)', CASES);
