import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 104–107 showed: wishes with a colloquial
// intensifier ("would be heaps good if"), a wish put off in so many words ("not now, just noting it"), a wish asked as a
// question whose answer is the next sentence ("you know what would help? …"), European Portuguese wishes ("era fixe o …",
// "seria mesmo giro se", "dava jeito", "um dia havia de haver"), an Austrian German wish ("wär ein … fein"), a standing rule
// after an interjection ("whoa dont …"), "reminder the … need …", German house rules ("bei uns werden … nur", "da … keiner",
// "nicht vergessen:", "hab ich dir schon gsagt"), Chinese written without punctuation ("你咋把 X … 了", "我们这 X 层不 … 的",
// "要填 X 不是 Y", "你 X 写错了"); and the noise beside them: "isso dava jeito agora", "era o que faltava", a report followed
// by "schau dir das an" / "帮忙看下", "nope, ainda não fiz…", "instead of us digging here, …", "别纠结了".
const CASES: LabeledPrompt[] = [
  ['"would be heaps good if"', 'feature', 'would be heaps good if the invoice screen could filter by council area, finance keeps asking'],
  ['wish put off in words', 'feature', "it'd be nice if the release bot could attach the changelog diff to the Slack post, would've helped today. not now, just noting it"],
  ['wish asked as a question', 'feature', 'you know what would be handy? a --since flag on the audit export so I can pull one week'],
  ['PT-PT "era fixe o"', 'feature', 'era fixe o script de seeds gerar também os utilizadores de teste a partir do yaml, em vez de os criarmos à mão'],
  ['PT-PT "seria mesmo giro se"', 'feature', 'seria mesmo giro se o bot de deploy pusesse no canal o link para os logs do job, não é para agora'],
  ['PT-PT "o que dava jeito?"', 'feature', 'sabes o que dava jeito? um comando `ops replay` que repete localmente o último job falhado'],
  ['PT-PT "um dia havia de haver"', 'feature', 'um dia havia de haver no painel um botão para reenviar só as faturas que falharam'],
  ['Austrian "wär ein … fein"', 'feature', 'beim Kontaktformular wär ein ordentliches Captcha fein, nur fürs Backlog'],
  ['interjection then "dont"', 'signal', 'whoa dont run the seed against staging, it wipes the bookings table'],
  ['"reminder the … need"', 'signal', 'reminder the files in migrations/ need the ticket number as prefix, the release script sorts on it'],
  ['"nothing goes … without" after a dash', 'signal', 'you ran apply — nothing goes to prod without a plan reviewed in the MR first.'],
  ['German "bei uns werden … nur"', 'signal', 'Dependabot-PRs werden bei uns nur freitags gemerged, damit das Wochenende ruhig bleibt.'],
  ['German "da … keiner"', 'signal', 'release ist geschützt, da merged keiner direkt, immer über einen MR'],
  ['German "nicht vergessen:"', 'signal', 'und nicht vergessen: Migrationen bei uns immer mit down-Methode'],
  ['German "hab ich dir schon gsagt"', 'signal', 'des hab ich dir gestern schon gsagt: auf prod wird nix händisch per kubectl gepatcht'],
  ['German look elsewhere with "statt"', 'signal', 'schau in die fixtures unter tests/seed statt in die lokale db'],
  ['Chinese "你咋把 … 了"', 'signal', '你咋把 @Cacheable 加 controller 上了 我们这 controller 层不加缓存的 放到 service 里'],
  ['Chinese "要填 X 不是 Y"', 'signal', 'REGION 要填 region 的代码 不是中文名 填 cn-hangzhou'],
  ['Chinese "你 X 写错了"', 'signal', '看日志 端口是 8081 你 application.yml 里 server.port 写错了'],
  ['PT "dava jeito" about now', 'noise', 'isso dava jeito agora mesmo, corre lá o build outra vez'],
  ['PT "era o que faltava"', 'noise', 'era o que faltava, agora o CI partiu por causa do cache'],
  ['report then "schau dir das an"', 'noise', 'staging liefert seit dem Deploy heut früh einen 502 auf /api/events. schau dir das an'],
  ['report then "帮忙看下"', 'noise', 'order-service 在 test 环境 一直重启 ns 是 mall-test 帮忙看下咋回事'],
  ['"nope, I haven\'t … yet"', 'noise', 'nope, ainda não fiz merge disso, é normal. abro o PR logo à tarde'],
  ['"instead of us digging here"', 'noise', 'instead of digging further here, just open a ticket for the payments team with those two log lines'],
  ['Chinese "别纠结了"', 'noise', '那个 warning 没关系 别纠结了 先看启动报错'],
];

checkClassSet('prompt classes from blind streams 104 to 107 (written for this file)', CASES);
