import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 92–95 showed: Korean ("우리 X 안 써요", "알잖아",
// "저번에 말했죠", "…면 안 되고", "왜 … 했어요?", "잠깐 … 바꿨어요?", "되돌리고", "버려주세요", "remember:" after a Korean
// word); Spanish ("el X no lo pongas …", "lo has metido", "para para.", "no se … así", "eso no vale aquí", "nada de …",
// "X aquí van por Y", "ojala" without its accent); Brazilian Portuguese ("tira esse …", "apaga esse …", "vc colocou,",
// "pq vc …?", "aqui nenhum …", "aqui X fica só …", "não é pra ser …", "ia ser mto bom se", "faz falta:"); English ("you
// can't just …", "mind, …", Scots "dinnae", "cannae"); and the noise beside them: "instead of …, bora …", "vamos con X: …
// tiene que …", "nope, …, por isso.", "nope, no errors on my end either", "X merged it ten min ago", "이 구조 괜찮네",
// "기다리지 말고", "instead of X, check whether …".
const CASES: LabeledPrompt[] = [
  ['Korean "우리 X 안 써요"', 'signal', '우리 싱글톤 안 써요, 전부 DI 컨테이너로 주입해요'],
  ['Korean "알잖아"', 'signal', '우리 print 로 디버깅 안 하는거 알잖아 os_log 써'],
  ['Korean told-you', 'signal', '저번에 말했죠 마이그레이션은 꼭 tuist 로 만들어야 한다고'],
  ['Korean "…면 안 되고"', 'signal', 'prod 키는 로컬에서 쓰면 안 되고, CI 에서만 주입돼요'],
  ['Korean why-past', 'signal', '왜 Info.plist 에 키를 직접 넣었어요? 그건 xcconfig 로 빼야 해요'],
  ['Korean "잠깐 … 바꿨어요?"', 'signal', '잠깐 struct 를 class 로 바꿨어요? 그러면 값 복사가 깨져요'],
  ['Korean "버려주세요"', 'signal', 'Podfile.lock 변경은 버려주세요, 그건 이제 안 써요'],
  ['"remember:" after a Korean word', 'signal', '그리고 remember: 릴리즈 브랜치는 항상 release/ 로 시작해요'],
  ['Spanish fronted object', 'signal', 'y el token no lo pongas en el application.yml, va en el vault'],
  ['Spanish "lo has metido"', 'signal', 'lo has metido directamente en la tabla de prod, eso aqui se hace con un changeset'],
  ['Spanish "no se … así"', 'signal', 'los tests de integracion no se lanzan asi, van con el perfil it y testcontainers'],
  ['Spanish wish without accent', 'feature', 'ojala el panel tuviera un boton para reintentar los mensajes de la DLQ'],
  ['Portuguese "tira esse"', 'signal', 'tira esse print que vc colocou, log aqui é só com structlog'],
  ['Portuguese why-reproach', 'signal', 'pq vc trocou o sessionmaker por um engine global? cada request abre a sua sessão'],
  ['Portuguese "aqui nenhum"', 'signal', 'aqui nenhum endpoint vai pro ar sem teste de contrato'],
  ['Portuguese "não é pra ser"', 'signal', 'esse campo não é pra ser nullable, a conciliação depende dele'],
  ['Portuguese wish', 'feature', 'ia ser mto bom se o painel mostrasse o tempo médio de conciliação por banco'],
  ['English "you can\'t just"', 'signal', "the mobile app still reads `user_name`, you can't just rename the field. keep the old one too"],
  ['English "mind,"', 'signal', 'mind, the anon key is the only key the browser ever sees'],
  ['Scots', 'signal', 'dinnae run migrations against prod fae your laptop, the pipeline does it'],
  ['"instead of …, bora"', 'noise', 'instead of esperar o build, bora revisar o PR do Caio'],
  ['task heading', 'noise', 'vamos con el flag: tiene que quedar al 50% solo en staging'],
  ['"nope, …, por isso."', 'noise', 'nope, o worker não tinha a variável de ambiente, por isso.'],
  ['"on my end"', 'noise', 'nope, no errors on my end either. carry on'],
  ['news "ten min ago"', 'noise', 'fyi Priya merged the auth branch ten min ago so rebase when you get a sec'],
  ['Korean praise', 'noise', 'actually 이 구조 괜찮네 ㅎㅎ 테스트도 깔끔하고'],
  ['Korean "기다리지 말고"', 'noise', 'CI 끝날 때까지 기다리지 말고 그동안 릴리즈 노트 초안 써줘'],
  ['"instead of X, check whether"', 'noise', 'instead of guessing, check whether the lockfile is even committed'],
];

checkClassSet('prompt classes from blind streams 92 to 95 (written for this file)', CASES);
