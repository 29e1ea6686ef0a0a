import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for classes left from earlier rounds and for those blind streams 194–199 showed:
// Russian "это не тот X, …" before what is right, Chinese "<a thing> 不行，要/必须 …"; Nigerian Pidgin "no suppose dey",
// Russian "я ж … сказал", "руками не правь", "правило:", "в смысле X?", "хотелка:", "someday хочу", French "ce qui serait bien un
// jour", "on en a parlé", German "dürfen bei uns niemals", Korean "…줘야 된다", Chinese "是 X, 不是 Y", "I told you last time"
// after a laugh; and the noise beside them: "nope, not now" refusals, complaints with "항상", what the speaker does
// instead of a meal, "без разницы", "сам разберу", a German participle in "-aiste", "下次" closing a sentence, a task list.
const CASES: LabeledPrompt[] = [
  ['RU "это не тот X, …"', 'signal', 'Это не тот бакет, артефакты лежат в `ci-artifacts-eu`.'],
  ['RU "не та X — …"', 'signal', 'не та схема — миграции катим только в `billing`, не в `public`'],
  ['ZH "<a thing> 不行，要 …"', 'signal', '重试次数写死 3 次不行，要从 nacos 配置读'],
  ['ZH "<a thing> 不行，必须 …"', 'signal', 'mysql 直连不行，必须走 proxysql'],
  ['PCM "X no suppose dey Y"', 'signal', 'the seed script no suppose dey inside src/app. all our scripts live for tools/ — move am'],
  ['RU "я ж … сказал:"', 'signal', 'опять std::format. я ж вчера сказал: у нас gcc 12, format нет, только fmt::format из conan.'],
  ['RU "X руками не правь"', 'signal', 'config/generated.h руками не правь, он собирается из config.h.in'],
  ['RU "правило …:"', 'signal', 'и сразу правило, чтобы не спорить: ассерты в релизной сборке не выключаем'],
  ['RU "в смысле X? у нас …"', 'signal', 'в смысле boost::optional? у нас C++17, std::optional есть, boost мы выкинули из зависимостей'],
  ['RU feature head "хотелка:"', 'feature', 'на будущее хотелка: метрика времени компакции гистограммой в экспортёре. не сейчас, запиши в TODO'],
  ['RU "someday хочу X, который …"', 'feature', 'someday хочу хук, который сам гоняет clang-tidy на изменённых файлах перед коммитом'],
  ['FR "ce qui serait bien un jour c’est que …"', 'feature', "ce qui serait vraiment top un jour c'est que l'app envoie un rappel WhatsApp avant chaque échéance"],
  ['FR "on en a parlé: …"', 'signal', "pourquoi encore un setState dans le build?? on en a parlé: l'état c'est dans le provider, pas dans le widget"],
  ['DE "dürfen bei uns niemals"', 'signal', 'Passwörter dürfen bei uns niemals in application.properties stehen.'],
  ['KO "…줘야 된다"', 'signal', '토큰 만료되면 interceptor 에서 401 그대로 돌려줘야 된다, 재시도하는 게 아니고.'],
  ['ZH "是 X, 不是 Y" with a code name', 'signal', '后台 tablet 用的是 device key, 不是 staff JWT.'],
  ['EN "I told you last time, …" after a laugh', 'signal', "lol again the root module... I told you last time, repositories get registered in the feature module, not in AppModule"],
  ['noise "nope, no X yet"', 'noise', 'nope, no release tag yet. just push the branch'],
  ['noise RU "nope, X сейчас не надо"', 'noise', 'nope, профилирование сейчас не надо, это отдельной задачей'],
  ['noise DE "nope, X brauche ich heute nicht mehr"', 'noise', 'Nope, den Debugger brauche ich heute nicht mehr. Alles gut.'],
  ['noise KO "항상 … 오래 걸린"', 'noise', 'gradle sync 이거 항상 억수로 오래 걸린데이 ㅋㅋ'],
  ['noise KO "…는 대신에 …자"', 'noise', '커피 마시러 가는 대신에 이거부터 끝내자 ㅋㅋ'],
  ['noise RU "вместо обеда"', 'noise', 'я тут вместо обеда сижу с этим тестом, так что давай по-быстрому: пересобери и всё'],
  ['noise RU "мне без разницы"', 'noise', 'мне в целом без разницы, 32 или 64 по умолчанию — выбери сам'],
  ['noise RU "я же говорил, что сам разберу"', 'noise', 'я прервал, я же говорил утром, что сам разберу ночной пайплайн после обеда'],
  ['noise DE "verwaiste" is no Spanish past', 'noise', '12 verwaiste Einträge, das hatte ich erwartet.'],
  ['noise ZH "… 下次"', 'noise', '只是 OrderList 这个先, KitchenBoard 下次'],
  ['noise task list after "задача на сегодня:"', 'noise', 'короче, задача на сегодня: в парсере сейчас длина не проверяется.\n1) проверять длину записи\n2) на битой записи возвращать ошибку вместо падения'],
  ['ZH "someday 我想要 X 可以 …"', 'feature', 'someday 我想要 invoice 可以直接 email 给 customer, 不用 download 了. 先记着 lah'],
  ['noise RU "не тот человек"', 'noise', 'не тот человек, спроси лучше Олега'],
  ['noise ZH "周五不行"', 'noise', '周五不行，要下周再说'],
];

checkClassSet('class set 67: blind streams 194–199 and classes left from earlier rounds', CASES);
