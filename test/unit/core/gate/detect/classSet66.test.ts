import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 188–193 showed (first run on f37c705): a wish with its
// moment between commas ("seria legal, algum dia, ter …"); rules said as "no <vocative>, …", "X no es A — es B", "já tinha
// pedido", "retiens une fois pour toutes:", "petite règle …:", "bei uns immer", "bei X immer zuerst", "hatten wir doch schon",
// "うちの X は … 運用", "このリポでは X 優先", "我们没用 X", "命令都带上 -x", "…しないで `x` で…して", "…なくていいよ、…もう…あるから"; and the
// noise beside them: "nope, not yet …", "olvídelo", "le dije ayer a <someone>", "as I said, I'll see to it myself", "en fait
// ça a marché", "没看到别的", "每次都得等", "No.2 …", a prohibition about the value just handed over, a plan for today.
const CASES: LabeledPrompt[] = [
  ['PT wish "seria legal, algum dia, ter …"', 'feature', 'Seria ótimo, algum dia, ter um comando que gera o changelog a partir dos MRs aprovados.'],
  ['ES "No <vocative>, …"', 'signal', 'No mano, los precios se guardan en centavos en `orders.total_cents`, no en pesos con decimales.'],
  ['ES "X no es A — es B"', 'signal', 'La firma del webhook no es base64 — es hex en minúsculas del HMAC del cuerpo crudo.'],
  ['PT "X não é A — é B"', 'signal', 'O retry não é no consumer — é na fila, com `x-delivery-limit` configurado na declaração.'],
  ['PT "já tinha pedido"', 'signal', 'De novo o requirements.txt... Já tinha pedido: dependências só no pyproject, via `poetry add`.'],
  ['FR "retiens une fois pour toutes:"', 'signal', 'Et retiens une fois pour toutes: les montants sont toujours en centimes dans `Money`.'],
  ['FR "petite règle …:"', 'signal', 'Bon, petite règle vu que le staging coûte cher: on ne lance jamais les tests de charge dessus.'],
  ['DE "bei uns immer …"', 'signal', 'noch was: branches bei uns immer mit ticket-nummer vorne, also `KB-123-fix-login`'],
  ['DE "bei X immer zuerst …"', 'signal', 'für die deploy-doku: bei rollbacks immer zuerst den feature flag aus, erst danach helm rollback'],
  ['DE "hatten wir doch schon"', 'signal', 'schon wieder `latest` als image tag 🙄 immer den git sha nehmen, hatten wir doch schon'],
  ['JA "うちの X は … 運用だよ"', 'signal', 'うちの cron は GitHub Actions に置かない運用だよ〜 全部 supabase の pg_cron でやってる'],
  ['JA "このリポでは X 優先"', 'signal', 'このリポでは server actions 優先で、API route は webhook だけってことにしてるのでよろしく。'],
  ['ZH "我们没用 X"', 'signal', '迁移脚本不放 resources 下面，我们没用 liquibase，都是走 DMS 工单。'],
  ['ZH "…命令都带上 -x"', 'signal', '内网拉不到外网仓库，gradle 命令都带上 --offline。'],
  ['JA "…しないで `x` で…して"', 'signal', 'seed は手で INSERT しないで `pnpm db:seed` で入れ直して。'],
  ['JA "…なくていいよ、…もうあるから"', 'signal', '型は新しく定義しなくていいよ、types/database.ts にもう Shift 型あるからそれ使って'],
  ['noise "nope, not yet …"', 'noise', 'Nop, todavía no haga el merge, primero lo pruebo yo en staging.'],
  ['noise PT "nope, ainda não …"', 'noise', 'Nope, ainda não suba a tag. Quero ver o pipeline verde antes.'],
  ['noise ES "olvídelo"', 'noise', 'ah no, olvídelo, no hace falta el reporte completo, ya vi que era el cache.'],
  ['noise ES "le dije ayer a <someone> …"', 'noise', 'Le dije ayer a Sofía que hoy cerraba el ticket jaja, así que métale.'],
  ['noise PT "como eu disse, eu mesmo vou …"', 'noise', 'Como eu disse no stand-up, eu mesmo vou falar com o time de infra sobre a VPN depois do almoço.'],
  ['noise JA "さっき言ったけど…自分で…"', 'noise', 'さっき言ったけど文言は自分であとで決めるから、今は仮のままでOKです〜'],
  ['noise FR "en fait ça a marché"', 'noise', 'en fait ça a marché du premier coup, je pensais que la migration allait casser. Continue.'],
  ['noise ZH "没看到别的"', 'noise', 'nope，日志里就这一个报错，没看到别的。继续'],
  ['noise ZH "每次都得等"', 'noise', '镜像拉得老是这么慢，每次都得等十分钟。再跑一次'],
  ['noise "No.2 …"', 'noise', 'No.2 那条我已经改了，No.4 只是个问题，我来回复'],
  ['noise ZH prohibition about the value handed over', 'noise', '本地连测试库，账号 qa_reader 密码 Qa#Read2026x。帮我把 application-local.yml 配一下，这个文件别提交'],
  ['noise PT prohibition about the value handed over', 'noise', 'A senha do usuário de homologação é Hm9!Teste2026x. Use só localmente, não commite nada disso.'],
  ['noise JA plan for today with a command', 'noise', '今日は打ち合わせで出られないから `pnpm dev` で確認しといて'],
];

checkClassSet('class set 66: blind streams 188–193 (first run on f37c705)', CASES);
