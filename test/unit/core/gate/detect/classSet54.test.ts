import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 120–123 showed: Mexican Spanish ("nel,", "aqui no
// se hacen …", "X no se edita a mano", "revierte …", "regresaselo", "oye y por que le quitaste …?", "seria bien util que",
// "ok y … lo pusiste …??"), Swiss German as typed in chat ("du häsch … gmacht/ineto/glöscht", "bitte wieder use", "du chasch
// nöd eifach …", "merk der das", "bi üs …", "es wär no cool wenn", "mega wärs wenn"), Flemish ("ge hebt … geschreven",
// "ge moogt … gene …", "kheb da al gezegd", "zet … terug", "waarom …?", "X is ni kapot, Y is kapot", "ni X, wij gebruiken Y",
// "jobs krijgen altijd …", "nog eens he:", "'t zou schoon zijn moest …", "ik wou da …"), Korean ("너가 … 덮어쓴거야", a path
// with "next/" in it); and the noise beside them: "instead of wachten op CI", "kei wiiteri frage", "geen verdere vragen", "haal
// even koffie, ben zo terug", "팀장님한테 … 말했잖아", a value handed over with "nikam to neukládej".
const CASES: LabeledPrompt[] = [
  ['ES-MX "nel,"', 'signal', 'nel, el settings de prod no se toca desde aqui, va por variables en el deploy'],
  ['ES-MX "aqui no se hacen …"', 'signal', 'aqui no se hacen squash de migraciones, cada app lleva su historial completo'],
  ['ES-MX "no se edita a mano"', 'signal', 'el requirements.txt no se edita a mano, se genera con pip-compile desde el .in'],
  ['ES-MX "regresaselo"', 'signal', 'oye y por que le quitaste el timeout a la tarea de facturas? regresaselo, el SAT se cuelga seguido'],
  ['ES-MX "…??" after "ok y"', 'signal', 'ok y el CORS lo abriste a todos los origenes?? solo va el dominio del front'],
  ['ES-MX wish "seria bien util que"', 'feature', 'neta seria bien util que el admin tuviera un boton pa reintentar los webhooks fallidos'],
  ['GSW "du häsch … glöscht"', 'signal', 'du häsch de `@Transaction` uf em Dao glöscht, das bruuchts wäg em upsert. bitte wieder ine'],
  ['GSW "du chasch nöd eifach"', 'signal', 'du chasch nöd eifach targetSdk uf 35 ufe tue, d edge-to-edge insets sind no nöd gmacht'],
  ['GSW "merk der das"', 'signal', 'merk der das bitte: jedi neui Room-Version bechunnt en Migrationstest'],
  ['GSW "bi üs …"', 'signal', 'bi üs schriibe mer d strings nur i de strings.xml, nie hartcodiert im Compose'],
  ['GSW wish "es wär no cool wenn"', 'feature', 'es wär no cool wenn d app en offline-modus für d kontoübersicht hetti, nöd für jetzt'],
  ['NL-BE "ge hebt … geschreven"', 'signal', 'ge hebt daar een raw SQL string met params erin geschreven, gebruik een bind parameter'],
  ['NL-BE "ge moogt … gene"', 'signal', 'ge moogt in deze app gene jQuery meer toevoegen, alles gaat via stimulus'],
  ['NL-BE "kheb da al gezegd"', 'signal', 'kheb da al gezegd: mails altijd via deliver_later, nooit deliver_now in een request'],
  ['NL-BE "zet … terug"', 'signal', 'waarom is de `unique: true` weg uit de migratie? zet die terug, anders krijgen we dubbele boekingen'],
  ['NL-BE "X is ni kapot, Y is kapot"', 'signal', 'de test is ni kapot, de seed is kapot: `venue` heeft geen `city` meer sinds vorige release'],
  ['NL-BE "nog eens he:"', 'signal', 'nog eens he: elke job krijgt alleen ids mee, geen records'],
  ['NL-BE wish "\'t zou schoon zijn moest"', 'feature', "'t zou schoon zijn moest de organisator zelf een export van zijn boekingen kunnen downloaden, maar ni voor nu"],
  ['NL-BE wish "ik wou da"', 'feature', 'ik wou da klanten een herinnering via whatsapp konden kiezen, voor later'],
  ['KO "너가 … 덮어쓴거야" with a next/ path', 'signal', '너가 layout.tsx에 next/font 또 불러서 전역 폰트 덮어쓴거야 그 import 지워'],
  ['"instead of wachten op CI"', 'noise', 'instead of wachten op CI, zet het al op staging'],
  ['GSW "kei wiiteri frage"', 'noise', 'nope, kei wiiteri frage vo mir. mach de commit und denn isch guet'],
  ['NL "geen verdere vragen"', 'noise', 'nope, geen verdere vragen, commit het maar'],
  ['NL "ben zo terug"', 'noise', 'ik haal even koffie, ben zo terug'],
  ['KO "팀장님한테 … 말했잖아"', 'noise', '내가 팀장님한테 오늘 배포한다고 말했잖아 ㅋㅋ 빨리 빌드 돌려봐'],
  ['CS value handed over, "nikam"', 'noise', 'na testu je user `shop_ro` a heslo `Kv4s!n-Test-77`, jen se podivej na data, nikam to neukladej'],
];

checkClassSet('prompt classes from blind streams 120 to 123 (written for this file)', CASES);
