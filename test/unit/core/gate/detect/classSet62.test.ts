import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 166–171 showed (Rioplatense Spanish, Québec French,
// Russian chat, Hangzhou chat Chinese, young Tokyo Japanese, Australian English): English typed without apostrophes
// ("we dont do X in this repo", "itd be heaps good if", "- be bloody great if"), "X never Y here", "… going forward", "random
// thought for the backlog -"; Spanish "X está mal, …", "de ahora en más", "te lo repito:", "qué hiciste??"; French "t'as
// pushé …??", "faudrait vraiment que … une page", "ça serait le fun qu'on"; Russian "X никогда — …", "всегда RUN …",
// "было бы круто … не щас, просто мысль"; Chinese "以后最好能有个 X", "你又给我转成 X 了", "你 apply 到 X 去了"; Japanese
// "…したでしょ", "…たの戻して", "…のダメだって", "…機能欲しいよね", "…たら…刺さりそうじゃない？いつか"; and the noise beside
// them: German "im", French "dont je", "instead of ждать", "это не я", "звони ему а не мне", "ладно, неважно", a reviewer's
// words in 「」, "X 是不是 Y" (a question), a value handed over with "别外传", "在 X 加个 Y" (a task), "与其…不如先去看看",
// praise in Chinese after "actually", "qué hiciste hoy?".
const CASES: LabeledPrompt[] = [
  ['EN "we dont do X in this repo"', 'signal', "also thats a raw sql string - we dont do string-built sql in this repo, the linter flags it. use the query builder"],
  ['EN "X never Y here"', 'signal', "the queue doesnt live in that service. services never reach into each others tables here - add a `orders_db_url` setting and pass it in"],
  ['EN "… going forward"', 'signal', 'commit msgs in here are conventional commits with the ticket after the scope - use that format for every commit going forward'],
  ['EN wish "- be bloody great if"', 'feature', 'not for now but jotting it down - be bloody great if the cli printed the config it resolved'],
  ['EN wish "itd be heaps good if"', 'feature', 'been thinking, itd be heaps good if `sync` took a --since flag instead of me looping in bash'],
  ['EN wish "random thought for the backlog -"', 'feature', 'random thought for the backlog - the cli should have a `doctor` command that checks the env vars. wouldve saved me an hour'],
  ['ES "X está mal, …"', 'signal', 'el nombre del archivo está mal, acá los seeds van con fecha + snake_case, tipo 20261203_add_planes.ts. renombralo'],
  ['ES "de ahora en más"', 'signal', 'y ya que estás: las variables de Vercel de ahora en más van por environment, no a nivel proyecto'],
  ['ES "te lo repito:"', 'signal', 'seguimos con el listado paginado. y te lo repito por las dudas: los tests con pnpm --filter api test, no con npx jest'],
  ['ES "qué hiciste??"', 'signal', 'qué hiciste?? la base de staging la comparte el equipo mobile, ahí no se corre ninguna migration sin avisar. hacé el revert ya mismo'],
  ['FR "t\'as pushé …??"', 'signal', "wo t'as pushé direct sur main?? j'avais dit que JE pushais. revert ce commit pis recrée-le sur une branche"],
  ['FR wish "faudrait vraiment que … une page"', 'feature', "faudrait vraiment que l'admin ait une page qui montre l'état des workers, ça m'aurait sauvé une heure"],
  ['FR wish "ça serait le fun qu\'on"', 'feature', "ça serait le fun qu'on puisse exporter la liste en PDF pour les moniteurs"],
  ['RU "X никогда — …, всегда RUN …"', 'signal', 'ENV NPM_TOKEN никогда — он остается в слое. для приватных пакетов всегда RUN --mount=type=secret,id=npmrc'],
  ['RU wish "было бы круто … не щас"', 'feature', 'пасиб. кстати было бы круто если бы api в /healthz еще отдавал версию схемы — сразу видно что миграция не доехала. не щас, просто мысль'],
  ['ZH wish "以后最好能有个"', 'feature', '订单这边以后最好能有个超时自动取消的机制 现在全靠定时任务每分钟扫表 又慢又蠢'],
  ['ZH "你又给我转成 X 了"', 'signal', '昨天就说过了吧 金额我们全链路用 Long 存分 你又给我转成 BigDecimal 元了 库里字段是 bigint'],
  ['ZH "你 apply 到 X 去了"', 'signal', 'nacos-server 你 apply 到 default namespace 去了 那是运维的地盘 删掉 重新 apply 到 mall-test'],
  ['JA "…したでしょ"', 'signal', 'てかさ、`useCart` を `useBasket` にリネームしたでしょ。それ shared から export してる public な hook だから他のアプリも壊れるって。名前は戻して'],
  ['JA "…たの戻して"', 'signal', 'app.json の sdkVersion 下げたの戻して。あれはチーム全員で決めてる値だから'],
  ['JA "…のダメだって"', 'signal', 'ios/ の中を直接いじるのダメだって、うち CNG だから prebuild するたびに消える'],
  ['JA wish "…機能欲しいよね"', 'feature', 'てかさ、作ったリストを LINE でそのまま送れたら絶対流行るって営業が言ってたw アプリにそういう共有機能欲しいよね'],
  ['JA wish "…刺さりそうじゃない？いつか"', 'feature', '関係ないけど、履歴を CSV で書き出せたら経理の人に刺さりそうじゃない？いつか入れたいな〜'],
  ['noise FR "dont je"', 'noise', 'le fichier dont je parle est dans src, regarde-le'],
  ['noise RU "instead of ждать"', 'noise', 'это helm сам diff гоняет. instead of ждать лока давай пока описание PR напиши'],
  ['noise RU "это не я"', 'noise', 'nope, это не я, это из main прилетело при rebase. ок, оставь как есть'],
  ['noise RU "звони ему а не мне"', 'noise', 'если ночью опять упадет — дежурный Вася, звони ему а не мне'],
  ['noise RU "ладно, неважно"', 'noise', 'i said 2.4.1 а ты поставил 2.4.2 — ладно, неважно, пусть будет 2.4.2 раз тесты зеленые'],
  ['noise ZH a reviewer\'s words in 「」', 'noise', 'reviewer 留言原文：「这里不要直接 catch Exception 然后吞掉，always 至少打一条 error 日志」 你按这个改下'],
  ['noise ZH "X 是不是 Y" (a question)', 'noise', '这个接口是不是一直都这么慢 监控上看 rt always 300ms 往上'],
  ['noise ZH a value handed over, "别外传"', 'noise', '再帮我连下 test 环境的 redis 看看 lock 开头的 key 有没有没释放的 密码是 R3dis!mallT3st 别外传哈'],
  ['noise ZH "在 X 加个 Y" (a task)', 'noise', '购物车结算要批量锁库存 在 StockLockMapper 加个 batchLock 方法 入参 List<StockLockDTO> 一条 sql 搞定 别循环调'],
  ['noise ZH "与其…不如先去看看" (for now)', 'noise', '与其干等日志 不如先去控制台看看有没有流量进来 没流量就是 selector 没对上'],
  ['noise ZH praise after "actually"', 'noise', 'actually 这版挺清楚的 事务边界也对了 就这么提吧'],
  ['noise ES "qué hiciste hoy?"', 'noise', 'qué hiciste hoy?'],
  ['noise JA "…したでしょ？" (a question)', 'noise', 'テスト回したでしょ？結果どうだった？'],
];

checkClassSet('class set 62: blind streams 166–171 (first run on d6300c6)', CASES);
