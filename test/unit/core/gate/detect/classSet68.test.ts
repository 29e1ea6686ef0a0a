import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 200–205 showed (first run on a7ec843): "já tinha te
// dito", "I told you, …", a Korean "이 프로젝트에선 X 는 쓰지 않습니다", Japanese "ルールね:"; wishes as "someday quero um …",
// "someday I want a `cmd` that …", Sichuan "要是 … 就巴适了", Hakata "…たらうれしかね", "欲しいもの:"; and the noise beside
// them: what the speaker does instead of lunch ("en vez de almorzar", "점심 먹으러 가는 대신"), "I said …, I'll do it myself",
// "nope, X only today", somebody else's rules ("ゲームのルール:").
const CASES: LabeledPrompt[] = [
  ['PT "já tinha te dito"', 'signal', 'bah, de novo em UTC 😩 o app roda em America/Sao_Paulo, já tinha te dito. formata com l() no fuso certo'],
  ['EN "I told you, …"', 'signal', 'why are you opening the .env again?? I told you, the db password comes out of Vault (kv/staging/db) now'],
  ['KO "이 프로젝트에선 X 는 쓰지 않습니다"', 'signal', '참고로 이 프로젝트에선 Optional 필드는 쓰지 않습니다.'],
  ['JA "ルールね:"', 'signal', 'あとひとつ、ルールね:API の DTO 名は `XxxResponse` 形式で統一して。'],
  ['PT wish "someday quero um …"', 'feature', 'someday quero um relatório mensal por barbeiro com a taxa de cancelamento. só anota, não implementa'],
  ['EN wish "someday I want a `cmd` that …"', 'feature', 'someday I want a `opsctl db rotate --env qa` that rotates the password and updates the secret in one go. backlog it'],
  ['ZH (Sichuan) "要是 … 就巴适了"', 'feature', '要是打完包能自动把测试包链接发到群里就巴适了,先记个需求'],
  ['JA (Hakata) "…たらうれしかね"', 'feature', 'テスト落ちたら Slack に test 名だけ流れてくるごとなったらうれしかね〜。いつかでよか'],
  ['JA "欲しいもの:"', 'feature', 'ひとつ欲しいもの:`make seed-preview` で投入予定のデータだけ一覧で出せるごとしたいっちゃんね'],
  ['noise ES "en vez de almorzar"', 'noise', 'en vez de almorzar me he quedao con esto, así que venga: haz el endpoint de reembolsos'],
  ['noise KO "점심 먹으러 가는 대신"', 'noise', '점심 먹으러 가는 대신 그냥 이거 끝내고 갈게요 ㅋㅋ 계속 해 주세요.'],
  ['noise "I said …, I\'ll do it myself"', 'noise', 'あ、ごめん。さっき README は後で見るって言うたけど、やっぱ自分でやるけん放っといてよかよ'],
  ['noise "nope, X only today"', 'noise', 'nope, dev only today. qa is tomorrow\'s problem'],
  ['noise JA somebody else\'s rules', 'noise', 'ゲームのルール:三回負けたら終わり'],
];

checkClassSet('class set 68: blind streams 200–205 (first run on a7ec843)', CASES);
