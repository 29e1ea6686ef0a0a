import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 212–217 showed (first run on 7e0f34c): more dialects read
// in their standard forms — Jeolla Korean ("아녀", "~당께", "~믄", "겄"), Beijing Mandarin ("甭", "咱", "您"), Rioplatense
// voseo ("borrá", "fijate"), Angolan Portuguese ("kota", "bué") — and rules the set had no shape for: "X 하는 거 아니야",
// "X 그거 generated 파일이야" / "那是 X 生成的" / "c'est généré", "ni se te ocurra", "elle existe pas cette méthode", "ton
// renommage a tout cassé", "o X está mal", "you've gone with X", "you've done the X thing again", "antes que me esqueça —",
// "… sem excepção."; wishes "someday I want these X to …", "would be sweet one day if", "想整个 X 插件", "un de ces jours
// faudrait un X", "gostava de ter …", "era bué fixe se"; and the noise beside them: "要不要改" (no prohibition), a task
// heading "next one. need a X export:", "don't read anything into it", "tanto faz", "já fiz push", "never mind, 신경 쓰지 마",
// "lo reviso yo", "je m'en occupe", a lunch swapped for work, a task after "agora cria um".
const CASES: LabeledPrompt[] = [
  ['KO Jeolla "X 하는거 아녀" then what to do', 'signal', 'prod 에 바로 배포하는거 아녀. staging 에 먼저 올리고 QA 끝나믄 그때 태그 따'],
  ['KO Jeolla "그거 generated 파일이여"', 'signal', 'api.gen.ts 그거 generated 파일이여. 손대믄 다음 codegen 때 다 날아가부러'],
  ['KO Jeolla "X 아녀" with a rule after', 'signal', '키 이름이 틀린게 아녀. 헤더는 `X-Api-Key` 로 보내야 된당께'],
  ['ZH Beijing "甭直接 X"', 'signal', '咱这项目的配置都走 Apollo，甭直接改 application.yml 里的值'],
  ['ZH "那是 X 生成的"', 'signal', 'build/generated 下面那是 protoc 生成的，一编译就覆盖了。得改 order.proto'],
  ['ES "ni se te ocurra"', 'signal', 'ni se te ocurra hacer `git push --force` en develop, siempre rebase y push normal'],
  ['FR "elle existe pas cette méthode"', 'signal', "elle existe pas cette fonction. c'est `findByEmail()` et elle renvoie null, pas une exception"],
  ['FR "ton X a tout cassé"', 'signal', 'le service est déclaré dans config/services.yaml avec un alias. ton renommage de la classe a tout cassé'],
  ['FR "t\'as mis X, ça va partir …"', 'signal', "dans les fixtures t'as mis une vraie adresse mail, ça va partir chez un client en recette. mets test@example.org"],
  ['PT "o X está mal"', 'signal', 'o fuso no teste está mal, isso é UTC. o servidor corre em Africa/Luanda, usa esse no assert'],
  ['PT Angolan "não kota, X"', 'signal', 'não kota, o redis só corre dentro do sail. usa ./vendor/bin/sail artisan queue:work'],
  ['PT "antes que me esqueça —"', 'signal', 'por hoje chega. ah e antes que me esqueça — os nomes das branches aqui são sempre feat/KIT-<número>-<slug>'],
  ['PT rule then "sem excepção."', 'signal', 'todos os jobs do scheduler levam `->onOneServer()`. sem excepção.'],
  ['EN "you\'ve gone with X"', 'signal', "you've gone with GetUserByEmail. it's GetActiveUserByEmail for logins, the other one includes banned accounts"],
  ['EN "you\'ve done the X thing again"', 'signal', "you've done the fmt.Sprintf SQL thing again in the report query. use the sqlc params"],
  ['EN wish "someday I want these X to …"', 'feature', 'someday I want these migration scripts to just check the schema drift automatically before they run'],
  ['EN wish "would be sweet one day if"', 'feature', 'would be sweet one day if the CLI could tail the job logs by booking id. just an idea'],
  ['ZH wish "想整个 X 插件"', 'feature', 'someday 想整个 gradle 插件，build 的时候自动检查依赖里有没有快照版本'],
  ['FR wish "un de ces jours faudrait un X"', 'feature', 'un de ces jours faudrait un export CSV des relances, la compta le demande tout le temps'],
  ['PT wish "gostava de ter …: que …"', 'feature', 'uma coisa que gostava de ter: que o agente percebesse sozinho que os testes correm no sail'],
  ['PT wish "era bué fixe se"', 'feature', 'para o futuro: era bué fixe se o painel mostrasse as encomendas por província num mapa'],
  ['noise ZH "要不要改" before a pasted comment', 'noise', '小李在 MR 里提了个意见，你看看要不要改：\n\n> 这个 service 建议拆成两个\n\n我觉得可以先不动'],
  ['noise a task after "next one."', 'noise', "righto next one. need a PDF export: GET /v1/invoices/export. render it straight to the response, don't buffer it all"],
  ['noise "don\'t read anything into it"', 'noise', "the cache is always cold on this laptop lol, don't read anything into the first request being slow"],
  ['noise PT "tanto faz"', 'noise', 'não me importa se o log fica em inglês ou português, tanto faz. só quero o id da encomenda'],
  ['noise PT "já fiz push"', 'noise', 'ok, já fiz push do branch fix/KIT-412, o CI está a correr. vejo daqui a pouco'],
  ['noise KO "never mind, 신경 쓰지 마"', 'noise', '아까 로그 포맷 바꾸자고 한거, 그거 됐어. never mind, 신경 쓰지 마'],
  ['noise ES "lo reviso yo"', 'noise', 'eso es del mock de redis, te dije que lo iba a revisar yo. seguí con el controller'],
  ['noise FR "je m\'en occupe"', 'noise', "j'ai dit que je m'occupais du template, donc touche pas à templates/pdf/, fais juste la migration"],
  ['noise KO lunch swapped for work', 'noise', '저녁 먹으러 가는거 대신에 이거 마저 끝내자 ㅋㅋ 결제 화면 ㄱㄱ'],
  ['noise PT task "agora cria um …"', 'noise', 'agora cria um teste de checkout com cartão. o pedido tem de ficar `paid` no fim'],
];

checkClassSet('class set 70: blind streams 212–217 (first run on 7e0f34c)', CASES);
