import assert from 'node:assert/strict';
import { scoreByClass, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 14 and 15 showed: standing rules and
// rejections in languages beyond the first nine (Italian, Dutch, Polish, Turkish, Vietnamese), a Korean "not A, B",
// wishes with a subject between "if" and "could", a plan or a request whose statements are its context, a
// replacement word that only compares, a weak "actually" that takes a worry back, a prohibition for one run.
// Wording and projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['other languages', 'signal', 'ricorda che le migrazioni si scrivono sempre con `knex migrate:make`, mai a mano'],
  ['other languages', 'signal', "d'ora in poi i log vanno in JSON, niente printf"],
  ['other languages', 'signal', 'voortaan draaien we de integratietests met `make itest`, niet met go test direct'],
  ['other languages', 'signal', 'nee, de config staat in `deploy/values.yaml`, niet in de chart zelf'],
  ['other languages', 'signal', 'od teraz wszystkie endpointy zwracają błędy w formacie `problem+json`'],
  ['other languages', 'signal', 'bundan böyle her migration için geri alma adımı da yaz, `down` boş kalmasın'],
  ['other languages', 'signal', 'từ giờ commit message phải theo conventional commits, ví dụ `fix(api): ...`'],
  ['other languages', 'noise', 'grazie mille, ottimo lavoro oggi'],
  ['other languages', 'noise', 'geen probleem, ik kijk er morgen wel naar'],
  ['other languages', 'noise', 'dzięki, nie ma problemu, poczekam na build'],
  ['other languages', 'noise', 'teşekkürler, sorun değil, kahve molası veriyorum'],
  ['other languages', 'noise', 'cảm ơn nhé, không sao đâu'],
  ['korean not-A-B', 'signal', '스테이징 DB 아니고 읽기 전용 복제본이 `replica-01`이야, 거기로 붙어'],
  ['wish with a subject', 'feature', '要是导出页面里的报表能按部门分组就好了，现在只能一张一张看'],
  ['wish with a subject', 'feature', 'Ich würde mir wünschen, dass der Import-Assistent doppelte Kunden selbst erkennt und zusammenführt.'],
  ['wish with a subject', 'feature', 'sarebbe utile se la dashboard potesse mostrare anche i tempi di risposta per regione'],
  ['wish with a subject', 'feature', 'het zou handig zijn als de CLI een `--dry-run` optie had voor het opschonen'],
  ['wish with a subject', 'feature', 'fajnie by było, gdyby raport dało się wysłać mailem raz w tygodniu'],
  ['wish with a subject', 'feature', "could you add a per-tenant rate limit option to the gateway config?"],
  ['wish with a subject', 'feature', 'what we really want long term: the importer resumes from the last good row after a crash'],
  ['plan or request context', 'noise', 'agenda for today: 1) the slow export 2) review Ana PR 3) docs. start with 1 — `make export-bench` fails on ci half the time'],
  ['plan or request context', 'noise', 'start with the login page, the form lives in `src/auth/LoginForm.tsx`'],
  ['plan or request context', 'noise', 'could you put the support phone number in the footer component, it is in the brand sheet'],
  ['replacement word that compares', 'noise', 'der Build dauert jetzt 12 Minuten statt 4, komisch'],
  ['replacement word that compares', 'noise', 'el informe tardó 3 horas en vez de 20 minutos anoche, ¿puedes mirar por qué?'],
  ['replacement word that compares', 'noise', 'oggi invece di lavorare sul parser ho fatto solo riunioni'],
  ['replacement word that compares', 'signal', 'nimm bitte `ruff format` statt `black`, das ist hier Standard'],
  ['weak cue taking a worry back', 'noise', 'actually the memory graph looks fine, that spike was the nightly backup'],
  ['weak cue taking a worry back', 'signal', 'actually the cache keys are namespaced by tenant, `t:{id}:...`, so clear only that prefix'],
  ['one-run prohibition', 'noise', "the staging token is in 1password — use it for this run only and don't save it to the repo"],
  ['bare prohibition of code', 'signal', 'no `console.log`! we have the logger for that'],
  ['bare no before a verb', 'noise', 'no hace falta tocar el cron, ya lo reviso yo mañana'],
  ['bare no before a verb', 'noise', "non c'è bisogno di rifare la build, era solo un warning"],
  ['bare no before a verb', 'noise', 'нет смысла перезапускать пайплайн, он всё равно упадёт на линтере'],
  ['bare no before a verb', 'noise', 'không cần sửa gì thêm đâu, mình merge luôn'],
  ['bare no before a verb', 'signal', 'no, el puerto de la API es 8443, no 8080'],
  ['rejection with a pause', 'signal', 'no wait, leave the lockfile alone — we regenerate it only with `pnpm install --lockfile-only`, then add the new script'],
  ['rejection with a status', 'noise', 'nope, still failing on the same step. one more time?'],
  ['rejection with a status', 'noise', 'no, still broken. try again after the cache clears'],
  ['rejection closing', 'noise', 'nope, no further comments, ship it'],
  ['rule opener', 'signal', 'Regel für alle Services: Healthchecks immer unter `/healthz`, nie unter `/status`'],
  ['rule opener', 'signal', 'regla del repo: nada de `console.log` en producción, usa el logger'],
  ['japanese rule forms', 'signal', 'ログ出力は必ず構造化ロガーを通すこと。'],
  ['japanese rule forms', 'signal', '本番DBへの直接接続は絶対ダメです。踏み台経由でお願いします'],
  ['japanese rule forms', 'signal', 'ブランチ名は `feature/` で始めるのがうちのルールです'],
  ['japanese rule forms', 'noise', 'つまり、今日は休みということ。'],
  ['code against words', 'signal', 'snapshot tests go through `toMatchInlineSnapshot()`, not separate files'],
  ['the thing is wrong: what is right', 'signal', '测试数据里的时区错了：所有时间都按 UTC 存，不是北京时间'],
  ['the thing is wrong: what is right', 'signal', '設定ファイルのパスが違います。正しくは `config/app.toml` です'],
  ['the thing is wrong: what is right', 'signal', '포트가 틀렸어요. API는 8443 포트를 씁니다'],
  ['the thing is wrong: what is right', 'noise', '昨天的构建结果不对，我再看看'],
  ['a value handed over', 'noise', 'the grafana admin password is Wq8!zr2Lm0pX, use it to check the dashboard and do not keep it anywhere'],
  ['a value handed over', 'signal', 'the deploy key is Zr8!qLm2Vx0p, but never put it in `values.yaml` — it comes from the sealed secret'],
  ['measured after a change', 'noise', 'nah, the import still takes 90s after your fix. leave it, I will dig in tomorrow'],
  ['you do not', 'signal', 'the generated clients are owned by the schema repo, you do not edit them by hand'],
  ['reminder with a reason', 'signal', 'reminder since it slipped twice this week: release notes go into `CHANGELOG.md` before the tag'],
  ['elliptical always', 'signal', 'los endpoints nuevos siempre con paginación por cursor, nunca por offset'],
  ['elliptical always', 'signal', 'as migrações sempre em arquivos separados por tabela'],
  ['elliptical always', 'noise', 'die Tests laufen immer in der CI durch, keine Sorge'],
  ['instead of, the speaker', 'noise', 'instead of the retro we watched the load test, all fine. can you now bump the chart version'],
  ['not your fault', 'noise', 'nein, das war nicht deine Schuld, der Runner hatte kein Netz. mach weiter'],
  ['not your fault', 'noise', "nope, not your fault at all, the flaky test is mine. carry on"],
  ['not your fault', 'noise', 'no, no fue tu culpa, el deploy lo rompí yo ayer'],
  ['your work named wrong', 'signal', 'the retry limit in your config is wrong — we allow 5 attempts, `MAX_RETRIES=5`'],
  ['your work named wrong', 'signal', 'Warte, der Timeout in deiner compose-Datei ist falsch, der Healthcheck braucht `interval: 10s`'],
  ['korean wish for later', 'feature', '나중에 대시보드에서 실험 결과를 날짜별로 묶어서 보여주면 좋겠어요'],
  ['a rule word with an article', 'signal', 'la regla del equipo: cada endpoint nuevo lleva su test de contrato en `tests/contract/`'],
  ['portuguese vale', 'signal', 'o padrão vale pra todos os serviços: logs sempre em JSON via `structlog`'],
  ['told someone else', 'noise', 'eu falei pro cliente que a versão nova sai semana que vem, pode seguir com o ticket'],
];

describe('prompt classes from blind streams 14 and 15, on new sentences', () => {
  it('classifies each sentence as its class wants (per-class figures printed)', () => {
    const { byClass, wrong } = scoreByClass(CASES);
    console.log(`      ${[...byClass].map(([k, v]) => `${k} ${v.ok}/${v.all}`).join(', ')}`);
    assert.deepEqual(wrong, []);
  });
});
