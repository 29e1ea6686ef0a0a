import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 116–119 showed: Czech (and Slovak) typed without
// its letters ("uz jsem ti rikal", "u nas nikdy", "X nepoustej", "zadny …", "proc jsi … ?", "to sis vymyslel", "vrat to jak
// to bylo", "plati:", "chtelo by to, aby"), Ukrainian in Cyrillic and in Latin letters ("в нас завжди", "не чіпай", "поверни
// як було", "ми X не юзаємо", "ще раз:", "zavzhdy", "tilky cherez", "ty vykynuv", "bulo b kruto jakby"), Jakarta Indonesian
// ("lah kok …", "kok lo …", "project ini gak pake …", "udah gue bilang", "balikin …", "`a`, bukan `b`", "… jangan … dong",
// "pengen nanti … bisa", "enak kali ya kalo …"), Brazilian chat ("a gente n usa", "n adianta", "nem pensar", "queria mt q",
// "seria bom demais se"); and the noise beside them: "3:40 замість 14 хв, красава", "замість того щоб чекати …", "instead of
// nungguin …", "udah bilang ke tim QA …", a value handed over with "jangan ditulis ke file mana2", "klidne ho stopni".
const CASES: LabeledPrompt[] = [
  ['CS "u nas nikdy"', 'signal', 'composer u nas nikdy s --no-scripts, jinak se nevygeneruje autoload pro pluginy'],
  ['CS clause-final "nepoustej"', 'signal', 'migrace na produkcni db z notebooku nepoustej, jde to jen pres deploy pipeline'],
  ['CS "zadny …"', 'signal', 'zadny var_dump v kodu, na debug mame symfony profiler'],
  ['CS "proc jsi … ?"', 'signal', 'proc jsi z configu smazal trusted_proxies? vrat to jak to bylo, za load balancerem bez toho nefunguje https'],
  ['CS "to sis vymyslel"', 'signal', 'zadna tabulka order_audit neexistuje, to sis vymyslel. audit jde pres `doctrine/event` listener do logu'],
  ['CS "… plati:"', 'signal', 'pro fakturaci plati: ceny vzdycky v halerich jako int, nikdy float'],
  ['CS wish "chtelo by to, aby"', 'feature', 'do budoucna: chtelo by to, aby `app:export` umel filtrovat podle skladu'],
  ['SK "si zle pochopil"', 'signal', 'toto si zle pochopil, notifikacie maju ist cez queue, nie synchronne v requeste'],
  ['UK "в нас завжди"', 'signal', 'форматування в нас завжди через `cargo fmt --all`, перед кожним комітом'],
  ['UK "не чіпай"', 'signal', 'прод базу з локалки не чіпай взагалі, міграції катає тільки CI'],
  ['UK "поверни як було"', 'signal', 'навіщо ти змінив таймаут на 30с? поверни як було, 5с, бо клієнт чекає не довше'],
  ['UK "ми X не юзаємо"', 'signal', 'і знову anyhow в бібліотечному крейті. ми anyhow в lib не юзаємо, тільки `thiserror`'],
  ['UK translit "zavzhdy"', 'signal', 'i shche: zavzhdy zapuskaj testy cherez `cargo nextest run`, ne cargo test'],
  ['UK translit "ty … -uv"', 'signal', 'ty vydalyv healthcheck z docker-compose.yml. povertaj, bez nioho api startuje ranishe za bazu'],
  ['UK translit wish', 'feature', 'bulo b kruto jakby `eta-cli` vmiv pokazuvaty istoriju prognoziv, ale ne zaraz, prosto ideja'],
  ['ID "lah kok …"', 'signal', 'lah kok pake npm, project ini gak pake npm, semua lewat `pnpm`'],
  ['ID "kok lo …"', 'signal', 'kok lo bikin helper baru sih, udah ada `formatTanggal` di `resources/js/utils/date.js`, pake itu'],
  ['ID "udah gue bilang"', 'signal', 'udah gue bilang kemaren, queue laporan jangan di `default`, harus `reports`'],
  ['ID "`a`, bukan `b`"', 'signal', 'nama tabelnya `penjualan_detail`, bukan `sales_items`, itu skema lama'],
  ['ID "balikin …"', 'signal', 'balikin `APP_DEBUG=false` di .env.staging, staging itu dipake klien buat demo'],
  ['ID wish "pengen nanti … bisa"', 'feature', 'pengen deh nanti laporan stok bisa diekspor ke pdf langsung dari halaman, bukan buat sekarang'],
  ['ID wish "enak kali ya kalo"', 'feature', 'enak kali ya kalo dashboard nanti bisa kirim ringkasan harian ke email owner'],
  ['PT-BR "a gente n usa"', 'signal', 'aqui a gente n usa moment.js, tudo de data é com `date-fns`'],
  ['PT-BR "n adianta"', 'signal', 'n adianta editar o android/build.gradle, ele é gerado no prebuild. muda no app.config.ts'],
  ['PT-BR "nem pensar"', 'signal', 'seed em produção nem pensar, só roda em dev e staging'],
  ['PT-BR wish "queria mt q"', 'feature', 'queria mt q o painel tivesse um filtro por bairro pros pedidos atrasados'],
  ['PT-BR wish "bom demais se"', 'feature', 'seria bom demais se o app avisasse o entregador quando o pedido tá pronto'],
  ['UK "… замість …, красава"', 'noise', 'білд тепер 2 хв замість 9, красава'],
  ['UK "замість того щоб чекати"', 'noise', 'замість того щоб чекати на CI, беремо наступну задачу з борду'],
  ['ID "instead of nungguin"', 'noise', 'instead of nungguin review, sambil jalan bikinin seeder nya dulu'],
  ['ID "udah bilang ke tim"', 'noise', 'tadi gue udah bilang ke tim ops kalo deploy nya jam 4, santai aja'],
  ['ID value handed over', 'noise', 'user admin panel staging pw nya `Gudang#kop77`, cuma buat ngetes tapi jangan ditulis ke file mana2'],
  ['CS "klidne ho stopni"', 'noise', 'nope, to je stary redis z nejakeho testu, klidne ho stopni a zkus to znova'],
];

checkClassSet('prompt classes from blind streams 116 to 119 (written for this file)', CASES);
