import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 182–187 showed (first run on a8a4870): wishes named by
// a head ("feature que quero um dia:", "фичреквест:"), framed for later ("someday I want a … CLI", "if one day the
// portal can …, not for today"), Cantonese "如果…就好啦/就正啦", "以后希望 X 可以 …", Korean "언젠가 … 하고 싶다", German
// "Someday möcht ich, dass …"; rules in registers the rules did not read (European Portuguese "lembra-te disto:" and "não
// ponhas", Swiss "heisst", Singapore English "no lah," and "dun use", Cantonese "唔應該", Korean "…면 안 되지" and
// "X라는 Y 없음", Russian "в X нужен `…`"); and the noise beside them: "actually" before another language, "mein
// Fehler — ich meinte …", "Statt Znüni hab ich …", a status update, "aktuell", "warum <thing> …?", "唔介意", "так что X не трогаем".
const CASES: LabeledPrompt[] = [
  ['PT head "funcionalidade para um dia:"', 'feature', 'funcionalidade para um dia: o relatório mensal sair também em PDF para a contabilidade. agora não, só fica a nota'],
  ['RU head "фичреквест:"', 'feature', 'фичреквест: хочу чтобы линтер сам запускался после каждого коммита в proto, сейчас руками'],
  ['EN "someday I want a … command"', 'feature', 'someday i want a `billing replay --day` kind of command, one shot to rebuild a whole day of invoices'],
  ['EN "nice if one day X can …", not for today', 'feature', "it'd be nice if one day the ops page can show the queue depth per tenant, now we grep the logs 😅 not for today"],
  ['ZH (Cantonese) "如果…就好啦"', 'feature', '如果個 dashboard 有 dark mode 就好啦，夜晚睇好刺眼。唔急，記低先'],
  ['ZH "以后希望 X 可以 …"', 'feature', '以后希望商户后台可以直接下载月度对账单，不用每次找客服要'],
  ['KO "언젠가 … 하고 싶다"', 'feature', '언젠가 배포 실패 알림은 메일 말고 팀 채널로 바로 오게 하고 싶다'],
  ['DE "Someday möcht ich, dass …"', 'feature', 'Someday möcht ich, dass `import_tariffs` einen `--preview` hat, der nur die Änderungen anzeigt.'],
  ['PT-PT "lembra-te disto:"', 'signal', 'lembra-te disto: nesta máquina o postgres é o da brew, não o do docker.'],
  ['PT-PT "não ponhas"', 'signal', 'deixa o Jackson vir do BOM do Spring, não ponhas versão no pom.'],
  ['DE (Swiss) "heisst"', 'signal', 'Im Staging heisst die Queue `billing-events`.'],
  ['EN (Singapore) "no lah,"', 'signal', 'no lah, the mappers stay in Ledger.Core, not in the Api project.'],
  ['EN (Singapore) "dun use"', 'signal', 'for the seed data, dun use the prod merchant ids, use the ones in fixtures/merchants.json'],
  ['ZH (Cantonese) "唔應該"', 'signal', 'packages/web 入面唔應該有 yarn.lock'],
  ['KO "…면 안 되지"', 'signal', '리포지토리 테스트에 @SpringBootTest 붙이면 안 되지. @DataJpaTest 로 충분해'],
  ['KO "X라는 Y 없음"', 'signal', 'OrderDailyStat 라는 테이블 없음. order_stat_daily 임'],
  ['RU "в X нужен `…`"', 'signal', 'в healthcheck нужен `--fail`, иначе compose считает контейнер живым'],
  ['PT-PT "para!!" then "X nunca vai para Y"', 'signal', 'para!! meteste o application-local.yml no commit. esse ficheiro nunca vai para o repositório, tira-o e volta a fazer o commit'],
  ['PT-PT "mas atenção, regra da equipa:" after a task', 'signal', 'corre os testes contra o staging se precisares, mas atenção, regra da equipa: segredos nunca ficam no application.yml, entram por variável de ambiente'],
  ['KO "X 아님, …"', 'signal', 'dev 포트는 8080 아님, 8080 은 게이트웨이가 써서 8081 로 옮겼음'],
  ['DE "lebt nur noch in"', 'signal', 'Und die `setup.cfg` braucht es nicht mehr, die Lint-Config lebt nur noch in `pyproject.toml`.'],
  ['noise "actually" + German', 'noise', 'actually gieng es jetzt doch — hab selber neu gestartet, alles grün. Merci!'],
  ['noise "nope, mein Fehler — ich meinte …"', 'noise', 'nope, mein Fehler — ich meinte den `deploy`-Job, nicht `build`. Lass den bitte nochmal laufen.'],
  ['noise "Statt Znüni hab ich …"', 'noise', 'Statt Znüni hab ich grad die Migrationen angeschaut 🙂 — lass mal `manage.py showmigrations` laufen.'],
  ['noise status update', 'noise', 'Kurzes Update: Beat sagt der Build-Server ist bis 14 Uhr offline, darum hängt das.'],
  ['noise "aktuell" + task', 'noise', 'Der Export `/api/v1/meters/` liefert aktuell alle 12000 Zeilen auf einmal, das ist zu viel. Bitte paginieren.'],
  ['noise "warum <thing> …?"', 'noise', 'Warum meckert ruff das erst jetzt? `load_rows` ist doch in `utils.py` definiert.'],
  ['noise ZH (Cantonese) "唔介意"', 'noise', 'build 慢啲我唔介意，等佢跑完，唔好中途停'],
  ['noise RU "так что X не трогаем"', 'noise', 'утром обещал глянуть деплой — глянул, там просто агент завис, так что деплой не трогаем, дальше по тестам'],
];

checkClassSet('class set 65: blind streams 182–187 (first run on a8a4870)', CASES);
