import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 138–143 showed (Korean office register, peninsular
// Spanish as typed in chat, Brazilian Portuguese, British English, Taiwanese Chinese, Québécois French with English):
// Korean "무조건", "X 은 Y 으로 관리해요", "… 없으면 … 안 돼요"; Spanish "q" for "que" in a wish ("molaría q", "estaría guapo q"),
// "sería la leche tenerlo", "pa otro día", "pon X de vuelta", "vuelve a ponerlo", "te has cargado X", "apúntate esto:";
// Portuguese "para sempre:", "uma coisa que ia ajudar muito:", "fica para um ticket futuro"; French "c'est X, pas Y",
// "existe pas", "tu viens d'…", "c'est la deuxième fois"; and the noise beside them: Korean "수고하셨어요" after "actually",
// "instead of … 기다리는 동안 멍때리지 말고 ㅎㅎ", "nop, aún no", "necesito q …" with where the task's code goes, "hoy toca
// <ticket>", "no hagas nada con eso" (leave it be, for now), "exatamente como eu queria", "em vez de ficar esperando".
const CASES: LabeledPrompt[] = [
  ['KO "무조건"', 'signal', '머지하기 전에는 무조건 `./gradlew ktlintCheck` 돌려 주세요, CI 에서 바로 떨어져요'],
  ['KO "X 은 Y 으로 관리해요"', 'signal', '보안그룹은 terraform 으로 관리해요. 콘솔에서 직접 바꾸시면 다음 apply 때 다 되돌아가요'],
  ['KO "없으면 … 안 돼요"', 'signal', 'DB 마이그레이션 PR 은 DBA 리뷰 없으면 배포가 안 돼요'],
  ['ES wish "molaría q"', 'feature', 'molaría q la app avisara cuando se libera una pista, pa otro día'],
  ['ES wish "estaría guapo q"', 'feature', 'estaría guapo q los socios pudieran pagar a medias la reserva, eso pa otro día'],
  ['ES wish "sería la leche tenerlo"', 'feature', 'un informe de ocupación por club, sería la leche tenerlo algún día'],
  ['ES "pon X de vuelta"', 'signal', 'pon el timeout de vuelta en el cliente de stripe, sin él se quedan colgadas las peticiones'],
  ['ES "te has cargado X"', 'signal', 'te has cargado el campo `slug` del modelo y lo usan las urls públicas, vuelve a ponerlo'],
  ['ES "apúntate esto:"', 'signal', 'apúntate esto: las migraciones se generan siempre con makemigrations, nunca a mano'],
  ['PT "para sempre:"', 'signal', 'regra para sempre: toda rota nova precisa de teste de contrato em packages/contracts'],
  ['PT wish "ia ajudar muito:"', 'feature', 'uma coisa que ia ajudar muito: o painel mostrar quantos lembretes falharam por dia. fica para um ticket futuro'],
  ['FR "c\'est X, pas Y"', 'signal', "c'est du Postgres 15, pas 16 — `MERGE ... RETURNING` existe pas chez nous"],
  ['FR "tu viens d\'…"', 'signal', "tu viens de modifier le fichier généré à la main, il faut passer par `supabase gen types`"],
  ['FR "c\'est la deuxième fois"', 'signal', "le bucket c'est `avatars-prod` avec un tiret, pas un underscore. c'est la deuxième fois"],
  ['noise KO praise after "actually"', 'noise', 'actually 생각보다 빨리 끝났네요 ㅎㅎ 수고하셨어요'],
  ['noise KO "멍때리지 말고 ㅎㅎ"', 'noise', 'instead of 빌드 기다리는 동안 멍때리지 말고 ㅎㅎ 다음 티켓 브랜치 하나 따 주세요'],
  ['noise ES "nop, aún no"', 'noise', 'nop, aún no, primero lo miro yo'],
  ['noise ES "necesito q" with where the code goes', 'noise', 'necesito q el recibo se genere en segundo plano, la task va en apps/billing/tasks.py'],
  ['noise ES "hoy toca <ticket>"', 'noise', 'venga q hoy toca RES-88, el modelo está en apps/clubs/models.py y el serializer al lado'],
  ['noise ES "no hagas nada con eso"', 'noise', 'eso lo está mirando Marta, no hagas nada con eso, solo para q lo sepas'],
  ['noise PT "exatamente como eu queria"', 'noise', 'na verdade ficou exatamente como eu queria, pode seguir'],
  ['noise PT "em vez de ficar esperando"', 'noise', 'em vez de ficar esperando o deploy, adianta os testes do módulo de agenda'],
  ['noise FR "c\'est bon, pas de souci"', 'noise', "c'est bon, pas de souci, on verra demain"],
];

checkClassSet('class set 58: blind streams 138–143 (first run on 60ce1ce)', CASES);
