import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 206–211 showed (first run on 1770f57): prompts in a
// dialect — Kansai "ちゃうわ", "あかん", "…や。"; Viennese "des liegt ned an …", "hab i scho amal gsagt"; Québec French without
// its "ne" ("c'est pas le bon …", "y'a pas de …"); Scots "naw"; Mexican "pa' todo el repo" — and rules the set had no shape
// for: "every X in here gets …", "remember for every X in this repo: …", "it's X everywhere in this codebase", "that's twice
// now", "same as I told the other agent: …", a statement then "not X, not Y.", "你刚刚 <verb> X", "每加一个 X 都要 …"; wishes as
// "wish you could … yourself", "someday I want the X doing Y", "ce serait cool que tu puisses" after "idée", "希望之后 X 可以有";
// and the noise beside them: "false alarm", "either is fine", "help me with X: it has to …", a Japanese "別" that is no
// Chinese "don't", a log introduced before its fence, "takes forever here every time".
const CASES: LabeledPrompt[] = [
  ['JA Kansai "X ちゃうわ。" then what is right', 'signal', '保存先ちゃうわ。ログは var/log/app の下に出すねん'],
  ['JA Kansai "絶対あかん"', 'signal', '本番の DB に直で migrate 流すのは絶対あかん。必ず `make migrate-stg` からや'],
  ['JA Kansai "X は Y や。" with a code value', 'signal', 'ビルドの flavor 名は `qa` や。staging ちゃうで'],
  ['DE Viennese "des liegt ned an X"', 'signal', 'des liegt ned am cache. der fehler kommt vom `reqwest` timeout, den setz ma auf 30s'],
  ['DE Viennese "hab i scho amal gsagt"', 'signal', 'scho wieder `unwrap()` im service?! des hab i scho amal gsagt: im service-layer gibt\'s nur `?` und eigene fehler'],
  ['FR "c\'est pas le bon X"', 'signal', "c'est pas le bon bucket ça, `logs-old` c'est l'ancien. le bon c'est `logs-2026`"],
  ['FR "non non, pas de X"', 'signal', 'non non, pas de nouveau module pour ça. on a déjà `modules/network`, réutilise-le.'],
  ['EN Scots "naw. you\'ve only …"', 'signal', "naw. you've only changed the test. the mapper in OrderMapper.kt still returns null for refunds"],
  ['ES "esto aplica pa\' todo el repo:"', 'signal', "y ojo, esto aplica pa' todo el repo: los jobs de cron nunca llaman directo a la base, van por `OrdersService`"],
  ['ES "ya van dos veces" then the rule', 'signal', 'ya van dos veces 😤 los tests de integración se corren con `pnpm test:int`, no con vitest a secas'],
  ['ES contrast with an aside in parentheses', 'signal', 'el redis de docker está en el 6380, no en el 6379 (el 6379 es el de brew)'],
  ['EN "every X in here gets …"', 'signal', 'one more thing - every controller in here gets a matching contract test under src/test/contracts'],
  ['EN "remember for every X in this repo: …"', 'signal', 'push it. and remember for every branch in this repo: `feat/<ticket>-<slug>`, lower case'],
  ['EN echo question then "it\'s X everywhere in this codebase"', 'signal', "LocalDateTime? it's OffsetDateTime everywhere in this codebase, UTC at the edges. redo it"],
  ['EN "that\'s twice now: …"', 'signal', "that's twice now: fixtures load through `FixtureLoader`, never with raw SQL"],
  ['EN "same as I told the other agent: …"', 'signal', 'the webhook handler logs the card holder name now. same as I told the other agent: no personal data in logs, ids only'],
  ['EN statement then "not X, not Y."', 'signal', 'durations are `java.time.Duration`. not Long millis, not strings. fix the DTO'],
  ['ZH "你刚刚 <verb> X"', 'signal', 'eslint 要在 repo 根目录跑才会读到 `.eslintrc.cjs`。你刚刚 cd 进 packages/web 了，所以规则全丢了'],
  ['ZH "每加一个 X 都要 …"', 'signal', '这个项目每加一个新的 migration 都要在 `docs/schema.md` 记一笔'],
  ['EN wish "wish you could … yourself"', 'feature', 'wish you could just open the CI artifact link yourself, saves me copying the junit xml in'],
  ['EN "someday I want the X doing Y"', 'feature', 'someday I want the invoices going out as PDF attachments too. half the clients ask for it'],
  ['FR wish after "idée"', 'feature', "petite idée pour plus tard: ce serait cool que tu puisses lire le plan JSON pis me résumer les destroy"],
  ['ZH "希望之后 X 可以有 …"', 'feature', '希望之后 deploy 脚本可以有个 `--dry-run`，先列出会改哪些服务，不要每次都直接上'],
  ['ZH (traditional) "someday 想要一個 X 可以 …"', 'feature', 'someday 想要一個 dashboard 可以直接看每個 worker 的延遲。不急，先記著'],
  ['noise "false alarm"', 'noise', 'ah no, de hecho sí funciona: lo probé en incógnito y redirige bien. falsa alarma'],
  ['noise "either is fine" in Kansai', 'noise', 'コミットメッセージは英語でも日本語でもどっちでもかまへんよ、読めたらええわ'],
  ['noise "help me with X: it has to …"', 'noise', 'ayúdame con el script de backup: tiene que copiar la base a S3 cada noche y borrar lo de más de 30 días'],
  ['noise Japanese "別" is no Chinese "don\'t"', 'noise', 'そっちは私が別PRで直すから気にせんでええで。とりあえずローカルだけ上げといて'],
  ['noise a log introduced before its fence', 'noise', 'seit heit in der früh hamma des im prod log, immer wenn der import läuft:\n\n```\nERROR importer: connection reset by peer\n```\n\nschau da bitte an was des is'],
  ['noise "takes forever here every time"', 'noise', 'der build dauert bei uns immer ewig weil so viele crates drin san, lass einfach laufen'],
  ['noise "ok actually it works"', 'noise', 'ok actually ça marche, le deploy est passé. merci'],
];

checkClassSet('class set 69: blind streams 206–211 (first run on 1770f57)', CASES);
