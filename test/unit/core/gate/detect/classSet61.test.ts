import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 160–165 showed (casual Korean, terse Japanese, chat
// Brazilian Portuguese, informal German, Taiwanese Chinese, dry British English): Korean "X를 왜 Y로 바꿨어?" (why, after
// the object), "이 레포에선 … 써", "우리 X는 Y로 감", "…야지", a wish with "진짜" before "좋겠"; Japanese "…ないでほしい",
// wishes "…あったら … 便利やろなぁ" and "…対応してたら … できるんですよね" put off ("スコープ外", "いつか"); Portuguese typed
// without its tilde ("nao mexe", "nao tenta"), a prohibition before the new work it asks for, "lembrando o padrão:", "seria
// massa pro app: …"; German "wie gesagt: bei uns nur X", "als Regel für alle X:", "warum hast du X durch Y ersetzt?", "bräuchte
// irgendwann …"; Chinese "這不是 X 好嗎", "不是 X，就是 Y 而已"; English "you've gone and …", "as I said, <fact> …, which
// is why …"; and the noise beside them: "왜 X가 깨졌어?" (a question), "지금 말고 나중에", "deve tá travado" (a guess),
// "é exatamente o problema", "他に…ないです", "もういいです", a task with a parenthesis for its readers, "statt X lass nur Y laufen".
const CASES: LabeledPrompt[] = [
  ['KO "X를 왜 Y로 바꿨어?"', 'signal', '근데 config를 왜 yaml로 바꿨어? 우리는 전부 properties 파일이야'],
  ['KO "이 레포에선 … 써"', 'signal', '이 레포에선 로그 메시지는 전부 영어로 써'],
  ['KO "우리 X는 Y로 감"', 'signal', '우리 브랜치 이름은 티켓번호로 감 feat/PAY-120 이런식. rename 하고 다시 push 해줘'],
  ['KO "…야지"', 'signal', 'DTO는 record로 만들어야지. data class 쓰지 말고'],
  ['KO wish "진짜 좋겠다", later', 'feature', '나중에 대시보드에서 알림 설정도 할 수 있으면 진짜 좋겠다'],
  ['JA "…ないでほしい"', 'signal', 'ListOrders のシグネチャは他チームも使ってるので変えないでほしい。'],
  ['JA wish "…あったら … 便利やろなぁ", out of scope', 'feature', 'そういえば、ダッシュボードから通知先を一括で切り替えられる機能あったら運用の人ら便利やろなぁ…今回はスコープ外なんで、メモだけ'],
  ['JA wish "…対応してたら … できるんですよね", some day', 'feature', '検索 API がページングに対応してたら、管理画面の読み込みかなり速くできるんですよね。いつかやりたい'],
  ['PT "nao mexe", then the new work', 'signal', 'opa opa, nao mexe no schema antigo!! ele ja foi aplicado em prod. cria um arquivo novo de alteração'],
  ['PT "nao tenta …"', 'signal', 'ei, nao tenta subir isso direto no servidor, o deploy é so pelo pipeline'],
  ['PT "lembrando o padrão:"', 'signal', 'pode commitar. lembrando o padrao: titulo em ingles e o numero do card no fim'],
  ['PT wish "seria massa pro app:"', 'feature', 'ah, uma ideia q o cliente deu e q seria massa pro app: o usuario poder exportar o extrato em pdf direto da tela. nao é pra agora, so pra nao esquecer'],
  ['DE "wie gesagt: bei uns nur X"', 'signal', 'und wieder ein `System.out.println` im OrderService. wie gesagt: bei uns nur SLF4J logger, nie stdout'],
  ['DE "als Regel für alle X:"', 'signal', 'als regel für alle helm charts: jedes deployment kriegt resource limits, auch die cronjobs'],
  ['DE "warum hast du X durch Y ersetzt?"', 'signal', 'warum hast du den `RetryHandler` durch eine simple while-schleife ersetzt? der handler hat backoff, bitte zurück'],
  ['DE wish "bräuchte irgendwann"', 'feature', "das admin-ui bräuchte irgendwann nen filter nach mandant, kein ticket bisher, nur damit's nicht untergeht"],
  ['PT "opa nao tenta …" (an interjection, no comma)', 'signal', 'opa nao tenta rodar migration em prod daqui, prod so aceita conexao pelo bastion'],
  ['ZH "不是 X，就是 Y 而已"', 'signal', 'exponent overflow 不是 exceptional case,就是 input 不合法而已:回 error code 就好'],
  ['ZH "這不是 X 好嗎"', 'signal', '這不是 flaky test 好嗎 🙄 是 race condition，sleep 拿掉，改用 WaitGroup 等 goroutine 結束'],
  ['EN "you\'ve gone and …"', 'signal', "you've just gone and disabled the lint rule, that's exactly the shortcut we don't take - put it back and fix the import order"],
  ['EN "as I said, <fact>, which is why …"', 'signal', "as I said yesterday, the limit is per tenant not per user - you've still got the user id in RateKey, which is why the burst test is failing."],
  ['noise KO "왜 X가 깨졌어?"', 'noise', '왜 테스트가 깨졌어?'],
  ['noise KO "지금 말고 나중에"', 'noise', '지금 말고 나중에 해도 돼'],
  ['noise PT "deve tá travado"', 'noise', 'deixa pra la o teste, o container deve ta travado de novo. pode fechar por hj'],
  ['noise PT "é exatamente o problema"', 'noise', 'na real esse é exatamente o problema kkk, dois listeners = evento duplicado. pode corrigir no service'],
  ['noise JA "nope, 他に…ないです"', 'noise', 'nope, 他に気になるところはないです。merge しちゃって'],
  ['noise JA "もういいです"', 'noise', 'ログはもういいです。No. 3 のクエリだけ見て'],
  ['noise ZH task with a parenthesis for its readers', 'noise', '幫我在 README.md 的聯絡人區塊加上值班: 王小明 (有事打手機,不要打分機)'],
  ['noise DE "statt X lass nur Y laufen" (this run)', 'noise', 'statt der ganzen suite lass nur den `OrderServiceTest` laufen, der rest dauert ewig'],
  ['noise DE "wie gesagt, ich …"', 'noise', 'wie gesagt, ich bin morgen nicht da'],
  ['noise EN "you\'ve gone home?"', 'noise', "you've gone home already?"],
];

checkClassSet('class set 61: blind streams 160–165 (first run on 63e1c0d)', CASES);
