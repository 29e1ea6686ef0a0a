import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 132–137 showed in the languages the detector was
// built for: a reproach of a repeat with no object ("you did it again"), a house rule said as what nothing does or the
// one way things move; wishes put off ("ideally … would …, park that", "would be sweet if <name> had", "вот бы",
// "хочется чтобы", "ich wünsch mir", "…たら最高なんだよな。いつかほしい", "can we add 一个 … 下个 sprint 的事"); Russian
// "на будущее", "всегда так:", "у нас везде"; an irregular Russian past ("полез"); German "die hast du … rausgenommen",
// "darf … nicht …", "kennt kein", "gibt's erst ab"; Japanese "…けど違う", "X は使わない", "…にしてるけど off です"; French
// "tu les lances pas", "ça sert à rien", "comme tu l'avais fait"; and the noise beside them: "nope, それで全部", "нет-нет,
// это ожидаемо", "musst du nicht", "statt jetzt", "au lieu de ça, regarde", "j'ai dit à la PO qu'", a pasted log after
// "voilà le log", a German noun in -liste, a ticket heading before a task's facts, "actually いい感じ". Also, from older
// rounds' misses: a thing the team took out long ago ("we dropped lodash", "lo quitamos", "мы выпилили", "我们早就去掉了"), not
// the day's news; "pass X instead of …".
const CASES: LabeledPrompt[] = [
  ['EN "you did it again"', 'signal', "you did it again, the api token is pasted straight into the curl. read it from $API_TOKEN, every time"],
  ['EN "nothing touches … from …"', 'signal', 'nothing touches the billing db from a dev box, migrations go out with the release pipeline'],
  ['EN wish "ideally … would", put off', 'feature', 'ideally the export endpoint would stream rows instead of building the whole file in memory. park that for now'],
  ['EN wish "would be sweet if <name> had"', 'feature', 'would be sweet if ledger-cli had a --since flag so finance can pull one month at a time, not now though'],
  ['RU wish "вот бы"', 'feature', 'а вот бы админка умела выгружать отчёт в xlsx, не срочно, это на потом'],
  ['RU wish "хочется чтобы"', 'feature', 'хочется чтобы бот сам напоминал про просроченные ревью, не сейчас'],
  ['RU "на будущее"', 'signal', 'на будущее: миграции flyway только вперёд, откатываем новой миграцией'],
  ['RU "всегда так:"', 'signal', 'ветки всегда так: feature/ключ-задачи-коротко, без заглавных'],
  ['RU "у нас везде"', 'signal', 'у нас везде BigDecimal для денег, не double и не float'],
  ['RU "зачем ты … полез??"', 'signal', 'зачем ты в прод конфиг полез?? его меняют только через helm values'],
  ['DE wish "ich wünsch mir"', 'feature', 'nicht für jetzt, aber ich wünsch mir für das portal eine suche über alle verträge'],
  ['DE "die hast du … rausgenommen"', 'signal', 'die validierung hast du beim refactoring rausgenommen, bitte wieder einbauen'],
  ['DE "darf … nicht …"', 'signal', 'das frontend darf die persistence-lib nicht importieren, dafür gibt es die api-clients'],
  ['DE "kennt kein"', 'signal', 'unser mysql 5.7 kennt kein JSON_TABLE, bau die abfrage ohne'],
  ['DE "gibt\'s erst ab"', 'signal', 'wir sind auf java 17, record patterns gibts erst ab 21. bitte klassisch mit instanceof'],
  ['JA "…けど違う"', 'signal', 'モックの戻り値を変えようとしてるけど違う。本体の丸め処理を直してください'],
  ['JA "X は使わない"', 'signal', 'このプロジェクトは uv で管理してるので pip は使わない。uv add でお願いします'],
  ['JA "…にしてるけど off です"', 'signal', '`auto_update` を true にしてるけど off です。社内配布なので勝手に更新されると困る'],
  ['JA wish "…たら最高。いつかほしい"', 'feature', 'ログ画面から直接 issue を切れたら最高なんだよな。いつかほしい'],
  ['ZH wish "can we add 一个 … 下个 sprint 的事"', 'feature', 'can we add 一个 批量导出 的按钮 下个 sprint 的事 今天不弄'],
  ['FR "tu les lances pas"', 'signal', "les tests e2e tu les lances pas sur ta machine, ils tournent seulement sur l'agent de build"],
  ['FR "ça sert à rien"', 'signal', "redémarrer le pod ça sert à rien, c'est le secret qui a expiré dans le key vault"],
  ['FR "comme tu l\'avais fait"', 'signal', 'mets les DTO dans Contracts, pas dans le projet Api comme tu l\'avais fait hier'],
  // A thing the team took out long ago, said when the agent brings it back (older rounds' misses, in other words).
  ['EN "we removed X …"', 'signal', 'we dropped lodash two releases ago, the bundle was huge. use the native array methods'],
  ['ES "lo quitamos …"', 'signal', '¿otra vez axios? lo quitamos del proyecto hace meses, usa fetch con el wrapper de api/client.ts'],
  ['RU "мы уже выпилили …"', 'signal', 'мы уже выпилили lombok из проекта, пиши геттеры руками'],
  ['ZH "我们早就去掉了 …"', 'signal', '我们早就去掉了 redux 现在状态都放 zustand 里'],
  ['EN "pass X instead of …"', 'signal', 'pass `FakeClock` into the service instead of sleeping in the test'],
  ['noise EN removed yesterday, a task', 'noise', 'we removed the old banner yesterday, now add the new one to the header'],
  ['noise EN "we removed it"', 'noise', 'we removed it and the page loads fine now, thanks'],
  ['noise JA "nope, それで全部"', 'noise', 'nope, それで全部。このままコミットしてください'],
  ['noise RU "нет-нет, это ожидаемо"', 'noise', 'нет-нет, это ожидаемо, тест падает пока Оля не зальёт фикстуры. продолжай'],
  ['noise DE "musst du nicht"', 'noise', 'nope, die e2e tests musst du nicht anfassen, die laufen eh nur nachts'],
  ['noise DE "statt jetzt"', 'noise', 'statt jetzt noch die logs zu durchsuchen lass uns erst den fix mergen'],
  ['noise FR "au lieu de ça, regarde"', 'noise', "au lieu de ça, regarde si le build de la branche main passe, c'est plus urgent"],
  ['noise FR "j\'ai dit à la PO qu\'"', 'noise', "j'ai dit à la PO qu'on livrait mardi, donc il faut que la pipeline repasse"],
  ['noise FR pasted log', 'noise', 'voilà le log du job de cette nuit: ERROR: never run the seed twice, it duplicates rows'],
  ['noise DE noun in -liste', 'noise', 'die preisliste im shop zeigt jetzt alle artikel, sieht gut aus'],
  ['noise DE noun in -liste, a question', 'noise', 'in der kundenliste fehlt noch die spalte plz, kannst du die ergänzen'],
  ['noise DE ticket heading', 'noise', 'ticket ABC-17: im export sollen zwei felder dazu. das DTO kommt aus libs/shared/export. bau danach einmal'],
  ['noise JA "actually いい感じ"', 'noise', 'actually いい感じ。スクロールも軽いね'],
  ['noise EN "ideally" for today', 'noise', 'ideally the build would be green before lunch'],
  ['noise RU "вот бы ты"', 'noise', 'вот бы ты ещё и тесты прогнал, ну ладно'],
];

checkClassSet('class set 57: blind streams 132–137 (the nine languages, first run)', CASES);
