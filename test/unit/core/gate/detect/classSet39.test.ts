import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 58–61 showed: "X never get committed" after
// a scope and with a parenthesis; "we never force-push"; "make it the rule for this repo: …"; "wrong X btw: …";
// "again: <flag>"; "I repeat: …" in other languages; Indonesian "kita ga pakai …"; Chinese "你改错了", "要…，不是…",
// "的约定都是这样"; Japanese "言ったでしょ" and "先に `x` してから"; French "c'est pas `X`", "il faut toujours";
// and the noise beside them: a log pasted with bracketed levels, "kein plan", "sempre me confundo", "always felt slow".
// Wording and projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['"X never get committed"', 'signal', 'for this repo: generated clients (*.gen.ts, *.pb.go) never get committed, CI builds them'],
  ['"we never force-push"', 'signal', 'we never force-push to `release/*` here, other people build from it'],
  ['"make it the rule"', 'signal', "fine, let's make it the rule for this repo: every migration gets a down step in `db/migrate`"],
  ['"wrong X btw:"', 'signal', 'wrong port btw: the metrics endpoint listens on `9464`, not 9090'],
  ['"again:" with a flag', 'signal', 'again: jest with --runInBand on CI please, the workers run out of memory'],
  ['"I repeat:"', 'signal', 'je répète : aucune requête SQL dans les templates, tout passe par le repository'],
  ['Indonesian "we do not use"', 'signal', 'kita ga pakai `axios` di frontend ya, semua request lewat `ofetch`'],
  ['Chinese "you changed the wrong place"', 'signal', '你改错地方了，超时要在 `client.ts` 里配置，不是在每个调用里'],
  ['Chinese "our convention is this"', 'signal', '日志一律用 `structlog`，我们所有服务的约定都是这样'],
  ['Japanese "I said so, didn\'t I"', 'signal', 'また型エラー…昨日言ったでしょ、`pnpm codegen` を先に走らせるって'],
  ['French "c\'est pas `X`"', 'signal', "le port c'est pas `8080`, l'API écoute sur `8443` en local"],
  ['French "il faut toujours"', 'signal', 'avant de lancer les tests il faut toujours `docker compose up -d db`'],
  ['a log pasted with bracketed levels', 'noise', '节点起不来，日志如下：\n[planner-1] [INFO] [1764000000.1] [planner]: starting\n[planner-1] [ERROR] [1764000000.2] [planner]: parameter \'goal_topic\' is not declared\n帮我看看'],
  ['a compiler output pasted with coded warnings', 'noise', 'seen this after pulling?\n\nCompiler run failed:\nWarning (5667): Unused function parameter.\n  --> src/Vault.sol:20:5:\nError (9582): Member "mint" not found\n\nis it from the merge?'],
  ['"no idea" in German', 'noise', 'kannst du schauen warum der build rot ist? kein plan was da los ist'],
  ['the speaker always gets confused', 'noise', 'qual a diferença entre `let` e `const` mesmo? sempre me confundo'],
  ['an experience in the past tense', 'noise', 'does the cache survive a restart? always felt flaky to me'],
];

checkClassSet('prompt classes from blind streams 58 to 61 (written for this file)', CASES);
