import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 88–91 showed: Russian "мы специально …ем",
// "… не …им" (what the team does not do) with words between, "ты … <past>??", "его не трогай", "верни его", "хочу чтоб
// у X был …" as a wish, "я сказал <someone> что" (told a third person); casual and Kansai Japanese ("…たらあかん",
// "…せんといて", "毎回 … て", "うちのやり方", "言うたけど", "…てもうてるやん", "もう無いよ", "…たらええのに");
// Swiss German ("isch tabu", "bitte kei …"); French "t'as …"; Chinese "X 不是这么…的"; and the noise beside them:
// "nope, my bad — …", "remember, tomorrow I …", "你还记得 … 吗", "それでええ", praise with "ナイス".
const CASES: LabeledPrompt[] = [
  ['Russian team habit', 'signal', 'в проде руками миграции не катаем, только через release task'],
  ['Russian team habit', 'signal', 'мы специально держим pool_size 5 на воркерах, иначе pgbouncer захлебнётся'],
  ['Russian "ты … <past>??"', 'signal', 'ты весь модуль Billing просто переписал?? верни его'],
  ['Russian object before "не <imperative>"', 'signal', 'config/runtime.exs не трогай, там всё из env'],
  ['Russian wish', 'feature', 'хочу чтоб у дашборда был фильтр по складу, а то листать долго'],
  ['Russian told someone else', 'noise', 'я сказал Паше что релиз будет в четверг, так что не спешим'],
  ['Japanese "…たらあかん"', 'signal', 'main に直接 merge したらあかん。PR 通して'],
  ['Japanese "…せんといて"', 'signal', 'build.gradle に ndk のバージョン書かんといて、bazel 側で固定しとるから。勝手に足さんといてな'],
  ['Japanese "毎回 … て"', 'signal', 'スクショ貼るときは毎回 端末名と OS バージョンも書いといて'],
  ['Japanese "うちのやり方"', 'signal', 'リリースノートは changeset で書くんがうちのやり方やから'],
  ['Japanese told-you', 'signal', 'lint は push 前に回してな、前にも言うたけど'],
  ['Japanese "…てもうてるやん"', 'signal', 'Config の default 値変えてもうてるやん。既存ユーザーが壊れるから戻して'],
  ['Japanese "もう無いよ"', 'signal', 'scripts/legacy はもう無いよ、去年消した'],
  ['Japanese wish', 'feature', 'プレビュー画面でヒストグラム見れたらええのになぁ'],
  ['Japanese "それでええ"', 'noise', 'nope, それでええ。そのまま進めて'],
  ['Japanese praise', 'noise', 'actually その書き方でええわ、ナイス'],
  ['Swiss German "isch tabu"', 'signal', '`terraform apply` vom laptop isch bi eus tabu, das macht d pipeline'],
  ['French "t\'as …"', 'signal', "t'as modifié le mauvais fichier : `docker-compose.prod.yml` n'est plus utilisé"],
  ['Chinese "不是这么…的"', 'signal', '路由不是这么写的 我们的路由都放在 routes/api.php 里'],
  ['Chinese "你还记得 … 吗"', 'noise', '你还记得 redis 那边 maxmemory 设的多少吗 我忘了'],
  ['"my bad"', 'noise', 'nope, my bad — the vpn was off. try again'],
  ['"remember, tomorrow I …"', 'noise', "remember, tomorrow I'm off, Anna reviews the PR"],
];

checkClassSet('prompt classes from blind streams 88 to 91 (written for this file)', CASES);
