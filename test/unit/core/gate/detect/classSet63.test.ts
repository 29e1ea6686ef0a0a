import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 172–177 showed (French from France, Mexican Spanish,
// business Japanese, polite Korean, Austrian German, Indian English): Japanese keigo "…は取り消していただき", "…はおやめください",
// a wish "…できると…喜ばれると思います" put off ("スコープ外", "いずれ"); Korean "…거라 안 돼요", "…게 규칙이에요", "지난번에도
// 말씀드렸는데"; Austrian "ned", "du hast … gschrieben", "wie ich schon … gsagt hab:", "wünschen würd:"; French "ce qui serait
// ouf c'est que", "c'est `;` pas `,`", "je le redis :"; Mexican "de aquí pa delante", "ojalá … detectara"; Indian English "one thing
// for backlog - … can we add …?", "you're matching X — that wont work"; Austrian "X gehn bei uns gar ned"; and the noise
// beside them: "お気になさらないでください", "今後ともよろしくお願いいたします", "特に…ございません", "passt das so eh",
// "ahorita hay que …" (a task now), "quedó más limpio", "ojalá no sea igual", "I said to 팀장님 …".
const CASES: LabeledPrompt[] = [
  ['JA keigo "…は取り消していただき"', 'signal', '恐れ入りますが、修正いただいた `UserMapper.xml` は更新系でございまして、検索は `UserSearchMapper.xml` に分離しております。UserMapper.xml への変更は取り消していただき、検索側に条件を追加してください。'],
  ['JA keigo "…はおやめください"', 'signal', '本番のジョブを手元から起動するのはおやめください。main への merge を契機に自動で起動します。'],
  ['JA keigo wish, out of scope', 'feature', '余談になりますが、一覧画面の結果をそのままCSVでダウンロードできると、営業部の皆さまが集計しやすくなり大変喜ばれると思います。今回のスコープ外ですので、いずれ追加できればと考えております。'],
  ['KO "…거라 안 돼요"', 'signal', 'setup에서 `TZ` 고정하는 건 버그를 가리는 거라 안 돼요. 그 줄 빼고 포맷 함수를 고쳐주세요'],
  ['KO "…게 규칙이에요"', 'signal', '참고로요, 이 레포에서는 `components/ui/*` 는 직접 수정하지 않고 wrapper 만들어서 쓰는 게 규칙이에요'],
  ['KO "지난번에도 말씀드렸는데"', 'signal', '또 API route 만드셨네요.. 지난번에도 말씀드렸는데 조회는 RSC에서 바로 불러요'],
  ['DE-AT "ned"', 'signal', 'bitte ned vendor/bin/phpunit direkt aufrufen, bei uns laufen die tests über `make test`'],
  ['DE-AT "du hast … gschrieben"', 'signal', 'hey stopp, du hast die zwei fehler einfach in die baseline gschrieben. des is kein fix'],
  ['DE-AT "wie ich schon … gsagt hab:"', 'signal', 'hab abgebrochen – wie ich schon beim letzten mal gsagt hab: tests nur über `make test`'],
  ['DE-AT wish "wünschen würd:"', 'feature', 'und was ich mir für später wünschen würd: dass unser `/health` endpoint auch die queue checkt'],
  ['FR wish "ce qui serait ouf c\'est que"', 'feature', "ce qui serait ouf c'est que l'appli puisse prévenir le livreur par SMS quand on lui réassigne une étape"],
  ['ES-MX "de aquí pa delante"', 'signal', 'chido. y de aqui pa delante siempre corre `ruff format` antes de pytest'],
  ['EN-IN "for backlog - … can we add …?"', 'feature', 'one thing for backlog - when the permission is denied the app just shows everything. can we add a proper banner in the list with a link to settings?'],
  ['FR "c\'est `;` pas `,`"', 'signal', "le séparateur c'est `;` pas `,` — la compta ouvre tout dans excel en locale fr"],
  ['FR "je le redis … :"', 'signal', "je le redis parce que la dernière fois c'était la galère : schema modifié = generate + migration, rien d'appliqué direct"],
  ['EN "you\'re matching X — that wont work"', 'signal', 'wait, you\'re matching onNodeWithText("2") — that wont work, the number renders localized. use the testTag'],
  ['DE-AT "X gehn bei uns gar ned"', 'signal', 'beträge als float gehn bei uns gar ned, geld is überall int in cent'],
  ['ES "ojalá … detectara" (a capability wished for)', 'feature', 'ojala la app detectara el idioma del celular y arrancara en ingles si el telefono esta en ingles'],
  ['noise FR "y a pas de souci"', 'noise', 'y a pas de souci, merci'],
  ['noise JA "お気になさらないでください"', 'noise', '失礼いたしました、push はこちらで行いますので、お気になさらないでください。本日はここまでで結構です。'],
  ['noise JA "今後ともよろしく"', 'noise', '本日は大変お世話になりました。今後ともどうぞよろしくお願いいたします。'],
  ['noise JA "nope, 特に…ございません"', 'noise', 'nope, 特に追加で確認いただくことはございません。期待値を更新して進めてください。'],
  ['noise DE-AT "passt das so eh"', 'noise', 'actually passt das so eh, nullable is ok, lass laufen'],
  ['noise ES-MX "ahorita hay que …"', 'noise', 'orale, ahorita hay que sacar el endpoint GET /pedidos que regrese los eventos ordenados'],
  ['noise ES-MX "quedó más limpio"', 'noise', 'actually quedo mas limpio que lo que yo tenia jaja, neta. va, pasale a la paginacion'],
  ['noise ES-MX "ojalá no sea igual"', 'noise', 'te acuerdas del deploy del viernes que tardo 40 min? pues ojala no sea igual jaja. correlo otra vez'],
  ['noise EN "I said to <name in Hangul>"', 'noise', 'I said to 팀장님 오늘 안에 링크 드린다고 했거든요 ㅎㅎ push 부탁드려요'],
];

checkClassSet('class set 63: blind streams 172–177 (first run on 437d88f)', CASES);
