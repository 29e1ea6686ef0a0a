import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 150–155 showed (Canadian English in review mode,
// Shanghai chat Chinese, casual Japanese, formal German with "Sie", European Portuguese, casual Korean): "write this down
// as a rule for X:", "X has nothing to do with Y"; Chinese "咋又用 X 了", "这 repo 只认 X", "是 A 不是 B", "推错地方了",
// "加回去", "我们全存 X", "不要 X" (a Latin name after a space); Japanese "…からでしょ", "消したよね … 戻して", wishes
// "…たらよくない？", "…ようにしたいな" put off ("次のスプリントで", "いつか … 出したい"); formal German "Sie haben X entfernt und …",
// "haben Sie … umbenannt", "stellen Sie … wieder her", "wieder einfügen", "wäre es schön, wenn", "Es wäre übrigens schön";
// European Portuguese "é X, não Y", "escusas de", "está lá de propósito", "deixa X quieto", "porque é que meteste X??",
// "repõe", "…, sempre.", "já te tinha dito", "gostava que", "seria bom o X ter"; Korean "…면 어떡해", "…면 좋겠" put off
// ("백로그", "언젠가"); and the noise beside them: "No. 2 on my list:", a ticket key heading, "back on X.", "it's expected,
// not related", "looks way cleaner", a Portuguese task's facts not read as French, a wish said for today.
const CASES: LabeledPrompt[] = [
  ['EN "write this down as a rule"', 'signal', 'ok, write this down as a rule for the ledger service: money moves only through the outbox, never a direct publish'],
  ['EN "has nothing to do with"', 'signal', 'the flaky test has nothing to do with `pytest-xdist`, the fixture shares one sqlite file between workers'],
  ['ZH "咋又用 X 了"', 'signal', '咋又用yarn了 这项目只认pnpm 把yarn.lock删了'],
  ['ZH "是 A 不是 B"', 'signal', '镜像仓库是 acr-prod 不是 acr-test 推错地方了'],
  ['ZH "加回去"', 'signal', 'next.config 里原来有 output standalone 你清理的时候给删了 加回去'],
  ['ZH "我们全存 X"', 'signal', '时间我们全存 UTC 时间戳 不要 DateTime 本地时间'],
  ['JA "…からでしょ"', 'signal', 'ローカルの Node が 18 だからでしょ。.nvmrc は 20 なので nvm use してから回して'],
  ['JA "消したよね … 戻して"', 'signal', '.env.example 消したよね、新人のセットアップ手順がそれ前提なので戻して'],
  ['JA wish "…たらよくない？", put off', 'feature', '設定画面からテーマを切り替えられたらよくない？まあそのうち'],
  ['JA wish "…ようにしたい", put off', 'feature', 'オフラインでも下書きを保存できるようにしたいな。次のスプリントあたりで'],
  ['DE formal "Sie haben X entfernt und …"', 'signal', 'Sie haben den Retry-Interceptor entfernt und rufen den Client jetzt direkt auf. Bitte stellen Sie den Interceptor wieder her.'],
  ['DE formal "haben Sie … umbenannt"', 'signal', 'Im Refactoring haben Sie die Tabelle `vertrag_hist` umbenannt; die Reports lesen sie unter dem alten Namen.'],
  ['DE "wieder einfügen"', 'signal', 'Das `--no-daemon` ist aus dem Pipeline-Skript verschwunden – bitte wieder einfügen.'],
  ['DE wish "wäre es schön, wenn"', 'feature', 'Langfristig wäre es schön, wenn das Portal die Dokumente auch als ZIP liefern könnte.'],
  ['PT-PT "é X, não Y"', 'signal', 'a coluna é :opened_at, nao :open_at, ve o schema.rb'],
  ['PT-PT "escusas de"', 'signal', 'escusas de escrever o parser de datas a mao, ja existe DateParser em lib/'],
  ['PT-PT "porque é que meteste X??"', 'signal', 'porque é que meteste timeout: 0?? repoe o timeout de 30s'],
  ['PT-PT "…, sempre."', 'signal', 'migracoes = bin/rails db:migrate dentro do container, sempre.'],
  ['PT-PT wish "gostava que"', 'feature', 'coisa pro futuro: gostava que o painel mostrasse as reservas canceladas por dia. nao faças agora'],
  ['KO "…면 어떡해"', 'signal', '그걸 main 에 바로 push 하면 어떡해 ㅋㅋ PR 로 올려줘'],
  ['KO wish "…면 좋겠", put off', 'feature', '알림 설정에서 방해금지 시간도 고를 수 있으면 좋겠다. 백로그에 넣어두자'],
  ['noise EN "No. 2 on my list:"', 'noise', 'No. 3 on my list: a retry for the webhook sender. our jobs live in app/jobs/, copy the shape of the email one'],
  ['noise EN ticket key heading', 'noise', 'back on the api. PAY-77: GET /v1/payouts needs paging like /v1/invoices does. limit default 20'],
  ['noise EN "it\'s expected, not related"', 'noise', 'fyi the queue depth always spikes at midnight when the export runs, it\'s expected, not related to this'],
  ['noise EN "looks way cleaner"', 'noise', 'nice. actually this looks way cleaner than the old reducer'],
  ['noise PT task facts', 'noise', 'faz o canal recusar joins sem token. o token é o JWT que a api emite (HS256), o segredo vem do LIVE_SECRET'],
  ['noise ZH "不要 急"', 'noise', '不要 急 慢慢来'],
];

checkClassSet('class set 60: blind streams 150–155 (first run on 585e373)', CASES);
