// A small labeled set written from scratch for four classes the blind streams keep showing: pasted
// material framed by an attribution line, a feature wish whose subordinate clause holds a negation or a
// contrast, a failure whose cause line has no "error" word, and ES/PT corrections of the form
// "<I already said> … X, not Y". Different wording from any stream; its first-run figure is in docs/capture.md.
export type ClassLabel = 'lesson' | 'feature' | 'noise';
export const PASTED: readonly [ClassLabel, string][] = [
  ['noise', 'heads up, this is what Priya left on the MR:\n> do not merge anything into release/* without two approvals\n\nis she right that we need two?'],
  ['noise', 'the on-call channel had this:\n```\n2026-11-30 09:12:44 WARN cache: evicting 4000 keys\n2026-11-30 09:12:45 ERROR worker: job 1182 exceeded memory limit\n```\nany idea why'],
  ['noise', 'ops forwarded it: “Never restart the ingest pods during the nightly compaction window.” — is that still true after the upgrade'],
  ['noise', 'la revisora escribió en el PR: «No uses print para depurar, usa el logger.» ¿lo cambiamos ahora o después?'],
  ['noise', 'my teammate dropped this in slack:\n    always pin the node image to an exact digest\n    never use :latest in prod\nthoughts'],
  ['lesson', 'No, keep the retries in the client — here is the trace:\n```\nTimeoutError: request took 30001ms\n```'],
  ['lesson', 'Stop adding console.log to the handlers, use the logger in src/log.ts instead.'],
];
export const WISHES: readonly [ClassLabel, string][] = [
  ['feature', 'It would be great if the exporter could write Parquet too, not just CSV'],
  ['feature', 'Es wäre super, wenn das CLI ne Option für farblose Ausgabe hätte, statt immer ANSI-Codes zu schreiben'],
  ['feature', 'было бы удобно, если бы в отчёте была колонка с автором, а не только с датой'],
  ['feature', 'seria ótimo se o painel mostrasse o tempo de cada etapa, não só o total'],
  ['lesson', 'No, the exporter writes Parquet, not CSV — fix the test fixture.'],
  // the wish's subject is a file or a command name
  ['feature', 'i wish scripts/seed.ts had a dry-run mode that only prints the inserts'],
  ['feature', 'really wish tools/bundle.py could skip the sourcemaps on local builds'],
];
export const ES_PT: readonly [ClassLabel, string][] = [
  ['lesson', 'ya te lo dije ayer: nada de `npm install` en el contenedor. usa `npm ci` y listo'],
  ['lesson', 'eu já disse, o cliente HTTP é o `ky`, sem axios'],
  ['lesson', 'nah, el timeout no es de red, es porque el pool está lleno. en este repo el pool se configura en `db/pool.ts`, no en cada query'],
  ['lesson', 'de novo isso? já falei, as migrations ficam em `db/migrations`, não em `src/`'],
  ['noise', 'ya te dije que hoy salgo temprano, nos vemos mañana'],
  ['noise', 'eu já disse isso pro time ontem na reunião, tudo certo'],
];
/** A prohibition scoped to "not yet" in each language: the moment's plan, not a standing rule. */
export const NOT_YET: readonly [ClassLabel, string][] = [
  ['noise', 'no toques el esquema todavía, primero hablo con el equipo de datos'],
  ['noise', 'não mexe no deploy ainda, espera o QA liberar'],
  ['noise', 'bitte den Branch noch nicht mergen, der Review läuft'],
  ['noise', 'ne pousse pas encore la branche, la CI est rouge'],
  ['noise', 'пока не удаляй старую таблицу, сначала миграция данных'],
  ['lesson', 'no uses `float` para importes, usa `Decimal` siempre'],
  ['lesson', 'nunca hagas push directo a `main`'],
  ['lesson', 'não, não usa o `moment` — o bundle ainda carrega o `date-fns`. usa `date-fns` sempre'],
];
/** Tool failures whose cause has no "error" word: [cause the capture must keep, output, exit code]. */
export const WORDLESS_FAILURES: readonly [string, string, number][] = [
  ['are not formatted', 'Checking formatting...\nThese files are not formatted:\n  src/app.rs\n  src/lib.rs\n', 1],
  ['has been revoked', 'HTTP/1.1 403 Forbidden\ncontent-type: application/json\n\n{"message":"token has been revoked by an administrator"}\n', 0],
  ['credentials expired', 'Fetching artifacts...\nregistry.internal: credentials expired at 2026-11-29, run `login` again\n', 1],
];
