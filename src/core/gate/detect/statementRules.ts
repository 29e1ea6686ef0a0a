// Corrective content that needs no cue word, per language: a requirement stated about a thing ("all marts
// must be incremental", "lint is required to go through make lint"), a plain statement of how a project
// thing is ("the staging db listens on 5433", "prod is on node 18"), the agent's own action named in the
// second person past ("you bumped…", "du hast … gelöscht", "ты выбрал…"), an action done without asking,
// and an order to restore what was there before ("put it back", "deixa como estava"). correction.ts runs
// these after the cue-word rules, with the same vetoes (questions, praise, reassurance, quotes, jokes).
import { scanTextSync } from '../secrets';
import type { LangRules } from './correctionRules';

/** A requirement about a thing (not about a person): deontic modal or "is required / not allowed". */
export const REQUIREMENT: readonly [string, RegExp][] = [
  ['en', /^(?:(?:and|but|so|also|again|please|btw|note)[,:]?\s+)*(?!(?:i|you|he|she|it|we|they|that|this|there|which|what|who|someone|something|everything|everyone|nothing|one)\b|(?:needs?|has|have) to\b)(?:[\w.`'’/@+()[\]-]+\s+){0,6}?(?:must(?!\s+(?:have been|be\s+\w+ing\b|be (?:it|that|because|why|nice|fun|hard|tough|great|so|really|pretty|quite|very)\b))|has to|have to|needs? to|(?:is|are) (?:required|mandatory|compulsory|not allowed|forbidden|prohibited|only allowed)|may only|can only|should only|only ever)\b\s+\S/i],
  ['en', /^(?:`[^`]{1,60}`|[\w-]+(?:[./_][\w-]+)+)\s+(?:shouldn'?t|should not|must not|mustn'?t|never)\s+[a-z]+\s+\S/i],
  ['vi', /(?<!\p{L})(?:phải|cần phải|bắt buộc|không được)(?!\p{L})/iu],
  ['ar', /(?<![\p{L}\p{M}])(?:لازم|يجب أن|يجب ان|لا بد أن|لابد)(?![\p{L}\p{M}])/u],
  // An environment stated read-only, in any language ("staging es read only para nosotros", "stage db вообще read only", "replica read only hai").
  ['any', /(?<!\p{L})(?:staging|stage|prod|production|replica|db|database|bucket|cluster|env|environment|branch)(?!\p{L})[^.!?]{0,40}(?<!\p{L})(?:read[ -]?only|readonly)(?!\p{L})(?!\s+(?:token|user|role|access|key|replica|mode|flag|transaction)s?\b)/iu],
  ['sv', /(?<!\p{L})(?:ska|skall|måste) (?:vara|ligga|köras|användas|gå)(?!\p{L})|(?<!\p{L})går inte(?!\p{L})/iu],
  ['en', /^(?:all|every|each|any|no|new)\s+(?:[\w.`'’/@+-]+\s+){0,4}?(?:needs?|requires?|gets?|goes (?:through|in|into|under|to)|lives? (?:in|under)|belongs? (?:in|to)|uses?|has|have)\s+\S/i],
  ['en', /\bwe only (?!need|want|have|care|got|had|just)[a-z]+\s+\S|^(?:please\s+)?only ever\s+[a-z]+\s+\S|(?:^|[—–:;]\s*)(?:nothing|no [\w-]+)\s+(?:[\w-]+\s+){0,4}?(?:goes|gets|is|are|may|can|should)\b.{1,80}\bwithout\b/i],
  ['de', /^(?:jede[rsn]?|alle)\s+(?:\S+\s+){0,4}?(?:braucht|brauchen|hat|haben|bekommt|bekommen|muss|müssen|erfordert|erfordern|benötigt|benötigen|läuft über|laufen über)(?!\p{L})/iu],
  ['fr', /^(?:chaque|tous les|toutes les)\s+(?:\S+\s+){0,4}?(?:a besoin|ont besoin|a|ont|doit|doivent|requiert|requièrent|exige|exigent|passe par|passent par)(?!\p{L})/iu],
  ['es', /^(?:cada|todos los|todas las)\s+(?:\S+\s+){0,4}?(?:necesita|necesitan|lleva|llevan|tiene|tienen|requiere|requieren|exige|exigen|pasa por|pasan por)(?!\p{L})/iu],
  ['pt', /^(?:cada|todo|toda|todos os|todas as)\s+(?:\S+\s+){0,4}?(?:precisa|precisam|tem|têm|leva|levam|requer|requerem|exige|exigem|passa por|passam por)(?!\p{L})/iu],
  ['ru', /^(?:каждый|каждая|каждое|все)\s+(?:\S+\s+){0,4}?(?:нужен|нужна|нужно|нужны|требует|требуют|имеет|имеют)(?!\p{L})/iu],
  ['zh', /(?:每个|每一个|所有)[^，。]{1,30}(?:都要|都需要|都得|需要|要有)/u],
  ['ja', /(?:すべての|全ての|各)[^。]{1,40}(?:が|は|に)(?:必要|必須)/u],
  ['ko', /모든[^.]{1,40}(?:필요|(?:어|아|여|해)야)/u],
  ['zh', /^(?![我])[^，。？?]{0,30}?(?:必须|只能|只允许|只可以|不得|不允许|要求)/u],
  ['ja', /^(?![私僕俺])(?:[^。？?.]|\.(?=\S)){0,40}?(?:なければ(?:ならない|なりません|いけない|いけません)|必須(?:です|だ|で)?|必要があ(?:る|ります)|のみ(?:使用|許可|可能))/u],
  ['ko', /^(?!(?:저는|제가|나는|내가)\s)(?:[^.?？]|\.(?=\S)){0,40}?(?:(?:어|아|여|해)야\s?(?:합니다|해요|한다|해|돼요|됩니다|된다)|필수(?:입니다|예요|야|다)?)/u],
  ['de', /^(?!(?:ich|du|wir|er|sie|es|das|dies|man)(?!\p{L}))(?:[\p{L}\w.`'/@+-]+\s+){0,6}?(?<!nicht\s)(?:muss|müssen|darf nur|dürfen nur|darf nicht|dürfen nicht|(?:ist|sind) (?:pflicht|erforderlich|vorgeschrieben|verboten|nicht erlaubt))(?!\p{L})/iu],
  ['fr', /^(?!(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles|ça|ce|c['’]|cela)(?!\p{L}))(?:[\p{L}\w.`'’/@+-]+\s+){0,6}?(?<!pas\s)(?:doit|doivent|ne doit|ne doivent|(?:est|sont) (?:obligatoires?|requis|requise|requises|interdite?s?))(?!\p{L})/iu],
  ['es', /^(?!(?:yo|tú|tu|él|ella|eso|esto|nosotros|vosotros|ellos|me|te)(?!\p{L}))(?:[\p{L}\w.`'/@+-]+\s+){0,6}?(?<!no\s)(?:debe(?!\s+de)|deben(?!\s+de)|tiene que|tienen que|hay que|(?:es|son) obligatori[oa]s?|está prohibido|están prohibidos|solo (?:se )?puede)(?!\p{L})/iu],
  ['pt', /^(?!(?:eu|você|vc|ele|ela|isso|isto|nós|a gente|me|te)(?!\p{L}))(?:[\p{L}\w.`'/@+-]+\s+){0,6}?(?<!não\s)(?:deve|devem|tem que|têm que|tem de|têm de|precisa|precisam|(?:é|são) obrigatóri[oa]s?|é proibido|só pode)(?!\p{L})/iu],
  ['ru', /^(?!(?:я|ты|мы|вы|он|она|оно|они|это)(?!\p{L}))[^.?!]{0,60}?(?<!\p{L})(?:должен|должна|должно|должны|обязательно|обязан|обязаны|нельзя|только через)(?!\p{L})/iu],
];

/** How the team does a thing, stated with "we" (or the language's impersonal form) and something concrete: "we vendor opencv in third_party/", "wir nehmen TimeProvider", "fmt у нас ставится через vcpkg". */
export const HOUSE: readonly [string, RegExp][] = [
  ['en', /\b(?:that'?s|that is|it'?s|it is|this is) (?:the|our) (?:convention|rule)\b|\bwe (?:can'?t|cannot) (?:ship|use|add|depend on|pull in|include|vendor|install) \S|(?:^|[,;:—–]\s*|\b(?:and|but|so)\s+)(?:here\s+)?(?:we\s+(?:(?:only|always|never|just|all)\s+)?(?:use|take|vendor|pin|keep|store|put|deploy|ship|build|run|publish|host|install|get|pull|load|read|mock|stub|call|name|prefix|format|version|tag|(?:do not|don'?t) (?:have|use|need|run|ship|install|keep)|have no)|we'?re on|we are on)\b\s+\S/i],
  ['de', /(?<!\p{L})(?:wir\s+(?:(?:nur|immer|nie)\s+)?(?:nehmen|verwenden|nutzen|benutzen|vendoren|pinnen|deployen|bauen|installieren|laden|haben kein(?:e|en)?|haben nicht)|gehör(?:t|en) (?:immer )?(?:nach|in|unter)|das ist (?:die|unsere) konvention|bei uns (?:wird|werden)|(?:wird|werden) (?:bei uns|hier) (?:\S+\s+){0,3}?(?:nur|immer|nie|niemals|grundsätzlich|ausschließlich)|(?:da|hier|bei uns) \p{L}+ (?:keiner|niemand)|(?:wird|werden)\s+(?:hier\s+|da\s+|bei uns\s+)?(?:nix|nichts|nie|niemals)\s+(?:\S+\s+){0,5}?\p{L}*ge\p{L}+(?:t|en))(?!\p{L})/iu],
  ['en', /\bwe(?:'re| are) not [a-z]+ing\s+\S[^.!?]{0,60}\b(?:in this (?:repo|project|codebase|solution)|here)\b/i],
  ['en', /\b(?:nobody|no one|no-one)\s+(?:here\s+|ever\s+)*(?:pushes|merges|deploys|touches|commits|edits|runs|writes|calls|uses|installs|ships|releases|force-pushes|rebases|hotfixes)\s+\S/i],
  ['fr', /(?<!\p{L})(?:(?:on|nous)\s+(?:(?:n['’]|ne\s+)\p{L}+\s+(?:jamais|pas|plus)|utilis(?:e|ons)|pren(?:d|ons)|déplo(?:ie|yons)|gard(?:e|ons)|install(?:e|ons)|n['’]a pas de|n['’]avons pas de)|chez nous|c['’]est (?:la|notre) convention|par convention)(?!\p{L})/iu],
  ['es', /(?<!\p{L})(?:usamos|utilizamos|no usamos|no tenemos|desplegamos|guardamos|instalamos|nunca (?:usamos|hacemos|mezclamos))(?!\p{L})/iu],
  ['pt', /(?<!\p{L})(?:usamos|a gente (?:usa|não usa|nunca)|não (?:temos|usamos)|nunca (?:usamos|fazemos)|instalamos|guardamos)(?!\p{L})/iu],
  // A convention in the impersonal form: Romance reflexive passives ("se nombran", "se font"), the Russian first person plural ("пишем", "храним").
  ['es', /(?<!\p{L})(?:se (?:nombran|llaman|hacen|usan|guardan|escriben|despliegan|ejecutan|instalan|nombra|hace|usa|guarda|escribe|extiende|extienden|crea|crean|define|definen|pone|ponen|agrega|agregan|añade|añaden|mantiene|mantienen|importa|importan|agrupa|agrupan)|(?:van|va) (?:siempre )?(?:en|dentro de|bajo))(?!\p{L})/iu],
  ['fr', /(?<!\p{L})(?:se (?:font|fait|nomment|nomme|appellent|écrivent|écrit|déploient|déploie|lancent|lance|rangent|range|définissent|définit|ajoutent|ajoute|mettent|met|importent|importe)|(?:vont|va) (?:toujours )?(?:dans|sous))(?!\p{L})/iu],
  ['pt', /(?<!\p{L})(?:se (?:chamam|chama|fazem|faz|escrevem|escreve|usam|usa|define|definem|coloca|colocam|cria|criam|estende|estendem|adiciona|adicionam)|seguem o padrão|segue o padrão|(?:vão|vai|ficam|fica) (?:sempre )?(?:em|no|na|nos|nas|dentro de))(?!\p{L})/iu],
  ['ru', /^(?:[\p{L}\w.-]+\s+){0,3}(?<!(?:^|\s)(?:с|со|под|над|перед|за|между)\s)(?!\p{L}*(?:ением|анием|ием|ом)(?!\p{L}))\p{L}{2,}(?:ем|(?<!ющ|ящ|ущ|ащ)им|ём)(?!\p{L})/iu],
  ['ko', /통일(?:돼|되어|했)|(?:로|으로) 통일|(?:은|는)\s?[^.!?]{1,30}?(?:으로|로)\s?관리(?:해요|합니다|하고 있어요|해)(?=[\s.!,(]|$)/u],
  ['pcm', /\bwe no (?:dey )?(?:use|log|do|put|store|call|run|write|send|keep|save|show)\b/i],
  ['hi', /(?<![\p{L}\p{M}])(?:hum|hum log|hamare yahan|humare yahan|yahan hum|हम|हम लोग)\s+(?:\S+\s+){0,6}?(?:use|istemal|istemaal|rakhte|likhte|chalate|deploy|इस्तेमाल|रखते|लिखते)\s+(?:karte\s+)?(?:hain|hai|हैं|करते हैं)(?![\p{L}\p{M}])/iu],
  // "hum manually register nahi karte", "X is codebase me use nahi karte": what the team does not do.
  ['hi', /(?<![\p{L}\p{M}])(?:(?:hum|hum log|hamare yahan|humare yahan)\s+(?:\S+\s+){0,6}?|(?:is|iss) (?:repo|codebase|project|service)\s+(?:me|mein)\s+(?:\S+\s+){0,3}?)(?:nahi|nahin|kabhi nahi)\s+(?:karte|likhte|chalate|rakhte|dalte|bhejte)(?:\s+(?:hain|hai))?(?![\p{L}\p{M}])/iu],
  ['ja', /^(?![私僕俺])(?:[^。？?.]|\.(?=\S)){1,30}(?:は|も)(?:[^。？?.]|\.(?=\S)){1,40}(?:でお願いします|にしてください|で書いてください|でお願い)/u],
  // "X は python 3.11 固定": a thing fixed, required or forbidden.
  ['ja', /(?:^|[、,]\s*)(?![私僕俺])(?:[^。？?、]){1,30}は(?:[^。？?]){1,30}(?:固定|必須|禁止)(?:です|だ|だよ|なので)?(?=[。（(、\s]|$)/u],
  // "コミットメッセージは Conventional Commits で、scope は…です": a convention stated as what a thing is written in.
  ['ja', /^(?![私僕俺])[^。？?、]{1,30}は\s?[A-Za-z][^。？?、]{1,40}で[、,]\s*[^。？?]{1,60}(?:です|にして(?:ください)?|にする)[。！]?$/u],
  // (-는 also ends a verb that modifies a noun: the topic must be a project thing.)
  ['ko', /^(?!(?:저는|제가|나는|내가)\s)(?:[^.?？]|\.(?=\S)){0,30}(?:이름|메시지|브랜치|커밋|파일|설정|테스트|마이그레이션|API|DB|테이블|컬럼|변수|로그|빌드|배포|함수|클래스|엔드포인트|컴포넌트|포트|버전|환경|경로|스크립트|패키지|모듈|서비스|이미지)(?:은|는)\s(?:[^.?？]|\.(?=\S)){1,40}(?:해 ?주세요|해 ?줘|합시다|하세요)/u],
  ['ru', /(?<!\p{L})(?:у нас\s+(?:\p{L}+\s+)?\p{L}+(?:ся|тся|ет|ут|ит|ат)|мы\s+(?:(?:специально|всегда|обычно|никогда|тоже|сознательно|намеренно)\s+)?(?:не\s+)?\p{L}+(?:ем|им|ём)|не\s+\p{L}+(?:ем|им|ём)|никаких\s+\S|в этом (?:репозитории|проекте|репо))(?!\p{L})/iu],
  ['zh', /我们(?:这里|这边|项目里)?(?:只|都|一直|从来)?(?:用|使用|没有|不用|不装)|这个(?:仓库|项目)(?:里)?(?:只|不)|我们(?:这|这里|这边|团队|项目)\s?[^，。？?\s]{0,20}\s?[^，。？?\s]{0,6}(?:不|从不|只|都)(?:加|用|放|写|走|允许|上|做)[^，。？?]{0,20}的(?=[\s，。！]|$)/u],
  ['ja', /(?:うち|私たち|このリポジトリ|このプロジェクト)(?:では|は)[^。]{1,40}(?:使(?:う|います|っています|いません|ってる|わへん|わん)|(?:で|に)書いて(?:る|います)|ありません|入れません)/u],
  ['ko', /(?:우리는|저희는|이 (?:저장소|프로젝트)(?:에서는|는))[^.]{1,40}(?:씁니다|써요|사용해요|사용합니다|없어요|없습니다|안 써요)/u],
];

/** A thing stated not to exist ("there is no booking.slot", "ein IClock gibt es nicht", "没有 X"), with something concrete named. */
export const NO_SUCH: readonly [string, RegExp][] = [
  ['en', /^nothing\s+[a-z]+s\b.{0,60}\banymore\b|^nothing (?:touches|goes (?:to|into)|gets (?:deployed|pushed|applied) to|runs against|deploys to|ships to|talks to)\s+\S+(?:\s+\S+){0,2}?\s+(?:from|except|outside|without|unless)\b|\bonly (?:exists|available) (?:since|from|in)\s+\S|\bha(?:s|ve) nothing to do with\b|\bthere(?:'s| is| are)\s+no\s+\S|\b(?:doesn'?t|don'?t|does not|do not) (?:exist|have (?:a|an|any))\b/i],
  ['de', /(?<!\p{L})(?:unsere?|die|der|das)\s+\S+(?:\s+\S+)?\s+(?:kennt|unterstützt|kann)\s+(?:kein|keine|keinen)\s+\S|(?<!\p{L})gibt(?:['’]?s| es) (?:\S+\s+)?erst ab\s+\S|(?<!\p{L})(?:gibt es|existiert)\s+(?:\S+\s+){0,3}?(?:nicht|kein(?:e|en)?)(?!\p{L})|(?<!\p{L})(?:es gibt|haben)\s+(?:\S+\s+){0,3}?kein(?:e|en)?\s+\S/iu],
  ['fr', /(?<!\p{L})(?:il n['’]y a (?:pas|plus) d|(?:n['’])?existe (?:pas|plus)(?!\p{L}))/iu],
  ['es', /(?<!\p{L})(?:no hay|no existe|ya no existe)(?!\p{L})/iu],
  ['pt', /(?<!\p{L})(?:não (?:tem|existe|há)|não existe mais)(?!\p{L})/iu],
  ['ru', /(?<!\p{L})(?:нет\s+(?:никакого|никакой|такого|такой)?\s*\S|не существует)(?!\p{L})/iu],
  ['zh', /(?:没有|不存在)[^，。]{0,20}[A-Za-z]/u],
  ['ja', /(?:は|が)(?:ありません|存在しません|ない)(?:[。！]|$)|(?:は|が)もう(?:無い|ない|無くなった|なくなった|ありません)(?:よ|で|わ|です)?(?=[。！!、\s]|$)|(?:要らない|いらない|不要)(?:です|だよ|だから)?(?:[。、！]|$)|(?:は|が)使(?:え|われ)(?:へん|ません|ない)(?:ねん|んです|で|よ)?(?=[。！!、\s]|$)/u],
  ['ko', /(?:은|는|이|가|에|에는)\s?(?:(?:애초에|원래|아예|전혀|이제)\s)?없(?:어요|습니다|다|어|음)(?![가-힣])/u],
];

/** A reminder or rule opener: what follows is a standing rule ("reminder:", "rappel :", "Erinnerung:", "règle d'équipe :", "reminder since you did it again:"). */
export const REMINDER = /^(?:تذكير|تنبيه|повторяю|powtarzam)\s*[:：]\s*\S|^(?:again|once again|once more|nog een keer|nog eens|nogmaals|one more time)(?:,?\s*(?:for clarity|to be clear|voor de duidelijkheid|zur klarstellung|pour être clair|para que quede claro|para ficar claro|per chiarezza|для ясности))\s*[:：]\s*\S|^(?:again|once again|once more|as i said|de novo|outra vez|otra vez|de nuevo|encore une fois|encore|schon wieder|nochmal|noch einmal|ancora|di nuovo|ещё раз|еще раз|опять|снова|znowu|jeszcze raz|tekrar|再说一遍|再说一次|再强调一次|もう一度|다시 말하지만)(?:,?\s*(?:pls|please|plz|por favor|bitte|s'il te plaît|пожалуйста))?\s*[:：—–,-]\s*(?=[^.!?。！？]{0,80}(?<![\p{L}'’])(?:just|only|always|never|don'?t|do not|no|no more|not|first|instead|before|every time|each time|sempre|nunca|antes|siempre|jamás|toujours|jamais|avant|d'abord|immer|nie|niemals|vorher|zuerst|kein|keine|mai|prima|solo|всегда|никогда|сначала|перед|только|zawsze|nigdy|przed|tylko|her zaman|asla|先|总是|永远|不要|必ず|先に|항상|먼저)(?![\p{L}'’]))\S|^(?:(?:ещё|еще) раз (?:про|о|насчёт|насчет)|once more (?:about|on)|again about|noch ?mal (?:zu|wegen)|encore une fois (?:sur|pour)|otra vez (?:sobre|con)|de novo (?:sobre|com))\s[^:：.!?]{1,100}[:：]\s*\S|^(?:write (?:it|this|that) down|(?:note|jot) (?:it|this|that) down|take note|make a note|(?:just )?to reinforce|reinforcing|(?:só |so )?reforçando|anota(?: aí| ai| isso)?|anote|note ça|notez(?: ça| bien)?|retiens ça|apunta(?: esto| eso)?|anota esto|anótalo|schreib (?:dir|das) (?:das )?auf|notier (?:dir )?das|merk dir das|запиши(?:те)?|je redis|lo repito|i repeat|je répète|ich wiederhole|repito|(?:ti |lo )?ripeto|ribadisco|(?:і |и )?запиши(?:те)? (?:собі|себе)|нагадую(?: правило)?|skriver det en gång till[^:]{0,40}|en gång till|igen|opnieuw|(?:ek )?(?:rule|niyam|convention) (?:note kar lo|likh lo)|note kar lo|likh lo|same (?:as|like) (?:before|last time|yesterday|this morning)|как и раньше|wie vorhin|comme tout à l['’]heure|igual que antes)(?:\s+[^:：.!?]{1,80})?\s*[:：]\s*\S|^(?:just\s+a\s+|friendly\s+|quick\s+)?reminder(?:\s+that)?\s+(?:the|our|all|every|each|any|\x60)(?=[^.!?]{0,80}\b(?:needs?|must|always|never|has to|have to|only)\b)\s*\S|^(?:write (?:it|this|that) down|take note|anota(?: aí| ai)?|note ça|apunta(?: esto)?|je redis|rule|(?:just\s+a\s+|friendly\s+)?reminder|przypominam|przypomnienie|ricordo|promemoria|lembrando|je (?:te |vous )?rappelle|ich erinnere|note to self|rappel|pour rappel|recordatorio|lembrete|erinnerung|zur erinnerung|напоминаю|напоминание|提醒(?:一下)?|リマインド|참고로|règle|regla|regra|regel|regola|правило|规则|ルール|규칙)\s*[:：,]\s*\S|^(?:(?:one more|another|a new|a|la|le|el|die|the|our|nossa|notre|nuestra|unsere|una|uma|une|eine|ek aur|ek)\s+)?(?:(?:just\s+a\s+|friendly\s+)?reminder|rappel|recordatorio|lembrete|erinnerung|напоминаю|règle|regla|regra|regel|regola|rule|правило|convention|niyam|ofin)(?:\s+[^:：,.!?]{1,80})?[:：]\s*\S/iu;

/** A conjunction or "btw" before a reminder's head ("and write it down: …", "e regra pra sempre: …"). */
export const LEAD_CONJ = /^(?:and|also|plus|oh and|btw|anyway|so|therefore|hence|isliye|toh|aur|e|y|et|und|и|а|i|en|ed)[,]?\s+(?:[—–-]\s+)?/iu;

/** The head of a reminder said again ("again: …", "otra vez: …"); AGAIN_COLON is the head with something after it. */
export const AGAIN_HEAD = /^(?:and\s+)?(?:(?:to )?say it again|one more time|again|once again|once more)(?:\s+(?:for|since|because)\b[^:：]{1,120})\s*[:：]\s*|^(?:again|once again|once more|de novo|outra vez|otra vez|de nuevo|encore|schon wieder|nochmal|noch einmal|ancora|di nuovo|ещё раз|еще раз|опять|снова|знову|znowu|jeszcze raz|igen|opnieuw|znovu)\s*[:：—–]\s*/iu;
export const AGAIN_COLON = new RegExp(`${AGAIN_HEAD.source}\\S`, 'iu');

/** A sentence that wonders aloud ("je me demande si on devrait …", "I wonder if we should …"): a thought, not a correction. */
export const WONDER = /^(?:(?:hmm+|so|ok)[,\s]+)?(?:i (?:wonder|was wondering) (?:if|whether)|je me demande si|me pregunto si|(?:eu )?fico pensando se|ich frage mich,? ob|mi chiedo se|интересно,? (?:а )?(?:может|стоит)|我在想|考えてたんだけど)/iu;

/** Nouns that name a project thing (what a bare statement must be about), per language. */
const THING =
  /(?<!\p{L})(?:db|dbs|database|databases|schema|table|tables|column|columns|field|fields|index|port|host|url|endpoint|endpoints|route|routes|api|server|service|services|worker|workers|queue|topic|bucket|cluster|namespace|container|image|registry|repo|repository|branch|branches|tag|release|version|runtime|node|python|ruby|java|sdk|jdk|env|environment|variable|flag|option|setting|settings|config|configuration|file|files|folder|directory|dir|path|module|package|packages|library|dependency|lockfile|script|command|cli|binary|test|tests|suite|fixture|fixtures|migration|migrations|model|models|mart|marts|view|job|jobs|cron|pipeline|ci|build|target|workspace|monorepo|app|backend|frontend|staging|prod|production|dev|sandbox|timeout|limit|region|state|provider|plugin|hook|component|prop|function|method|class|type|interface|struct|enum|format|timezone|locale|currency|amounts?|prices?|ids?|logs?|timestamps?|weeks?|dates?|slots?|cache|chart|gemfile|makefile|dockerfile|separator|delimiter|encoding|charset|extension|indentation|indent|quotes|casing|naming|prefix|suffix|headers?|filenames?|images?|tags?|commits?|messages?|responses?|requests?|payloads?|keys?|secrets?|tokens?|datenbank|tabelle|spalte|dienst|umgebung|ordner|pfad|datei|paket|endpunkt|base|bdd|colonne|serveur|branche|environnement|dossier|répertoire|chemin|fichier|paquet|dépôt|tabla|columna|puerto|servidor|servicio|rama|versión|entorno|carpeta|ruta|archivo|paquete|producción|banco|tabela|coluna|porta|serviço|versão|ambiente|variável|pasta|caminho|arquivo|pacote|produção|база|бд|таблица|колонка|столбец|порт|сервер|сервис|ветка|версия|окружение|переменная|папка|путь|файл|пакет|модуль|прод|схема|конфиг|бакет|кластер|образ|миграция|кэш|очередь|стейт)s?(?!\p{L})|数据库|表|字段|格式|提交信息|命名|提交|日志|缓存|队列|构建|部署|函数|组件|迁移|仓库|コミット|メッセージ|マイグレーション|リポジトリ|ログ|キャッシュ|キュー|ジョブ|ビルド|デプロイ|関数|クラス|エンドポイント|コンポーネント|커밋|메시지|마이그레이션|저장소|로그|캐시|빌드|배포|함수|클래스|엔드포인트|컴포넌트|列|端口|分支|环境|版本|目录|路径|文件|配置|变量|接口|服务|镜像|依赖|模块|测试|脚本|生产|线上|预发|データベース|テーブル|カラム|ポート|ブランチ|環境|バージョン|ディレクトリ|パス|ファイル|設定|変数|サービス|イメージ|パッケージ|モジュール|テスト|スクリプト|本番|ステージング|데이터베이스|테이블|컬럼|포트|브랜치|환경|버전|디렉터리|경로|파일|설정|변수|서비스|이미지|패키지|모듈|테스트|스크립트|운영|스테이징/iu;

/** A thing noun or a code-like name in a subject. */
export const namesThing = (s: string): boolean => THING.test(s) || /`[^`]+`|\w[./_]\w|\w-\w|[a-z][A-Z]/.test(s);
/** Strongly code-shaped: backticks, a path, a file name, an env var, a dotted or snake_case name (not a kebab word or a number). */
export const STRONG_CODE = /`[^`]+`|(?<![\w.-])[\w.-]+\/[\w./-]+|(?<![\w-])[\w-]+\.(?:json|ya?ml|toml|config|cfg|ini|env|lock|rb|py|ts|js|go|rs|cs|kt|swift|xml|gradle|kts|sql|csproj)\b|(?<![A-Z0-9_])[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|%[A-Z_]+%|\$[A-Z_]{3,}|(?<![a-z_])[a-z]+_[a-z_]+\b|(?<![\w.])[a-z]\w*\.[a-z]\w*\.[a-z]\w*|(?<![\w.])[a-z]+(?:[A-Z][a-z0-9]+){2,}\b/;

/**
 * A clause that states how a thing is: subject (determiner + up to four words), a state verb, the rest.
 * Group 1 is the subject, group 2 what is said of it.
 */
export const STATEMENT_CLAUSE: readonly [string, RegExp][] = [
  ['en', /^(?:(?:the|our|all|both|these|those|each|every)\s+)?((?:[\w.`'’/@+()-]+\s+){0,4}?)(?:(?:only|still|already|actually|always|now)\s+)?(?:is|are|isn'?t|aren'?t|(?:don'?t|doesn'?t|do not|does not|never|can'?t|cannot|won'?t)\s+[a-z]+|were rotated|was rotated|was moved|were moved|was renamed|got renamed|lives?|runs?|listens?|points?|goes|belongs?|sits?|comes?|returns?|expects?|accepts?|requires?|reads?|writes?|stores?|keeps?|holds?|has|have|defaults?|maps?|resolves?|binds?|connects?|talks?|calls?|uses?|exposes?|serves?|hangs?|happens?|starts?|depends?|(?<=only\s)[a-z]{3,}s|publishe?s?|is published|are published|is stored|are stored|moved|(?:share|own|contain|send|emit|produce|trigger|handle|wrap|mount|fetch|follow)s?)\b\s*(.+)$/i],
  ['de', /^(?:(?:die|der|das|den|dem|unsere?|unser|alle)\s+)?((?:[\p{L}\w.`'/@+-]+\s+){0,6}?)(?:(?:nur|noch|schon|immer)\s+)?(?:ist|sind|läuft|laufen|liegt|liegen|heißt|heißen|lauscht|nutzt|verwendet|braucht|gehört|zeigt|kommt|steht|hängt|enthält|hat|haben|speichert|schreibt|liest|erwartet|liefert|startet|lädt|verweist|benötigt|akzeptiert|unterstützt)(?!\p{L})\s*(.+)$/iu],
  ['fr', /^(?:(?:le|la|les|l['’]|notre|nos|tous les|toutes les)\s*)?((?:[\p{L}\w.`'/@+-]+\s+){0,6}?)(?:(?:ne\s+)?(?:est|sont|tourne|tournent|écoute|utilise|utilisent|se trouve|se trouvent|pointe|s['’]appelle|vit|vivent|dépend|contient|garde|stocke|a|ont|renvoie|retourne|attend|lit|écrit|charge|démarre|accepte|supporte|passe par))(?!\p{L})\s*(.+)$/iu],
  ['es', /^(?:(?:el|la|los|las|nuestro|nuestra|nuestros|nuestras)\s+)?((?:[\p{L}\w.`'/@+-]+\s+){0,6}?)(?:(?:solo|todavía|ya|siempre)\s+)?(?:es|son|está|están|corre|corren|escucha|usa|usan|vive|viven|apunta|se llama|depende|guarda|cuelga|tiene|tienen|contiene|devuelve|espera|lee|escribe|carga|arranca|acepta|soporta|pasa por)(?!\p{L})\s*(.+)$/iu],
  ['pt', /^(?:(?:o|a|os|as|nosso|nossa|nossos|nossas)\s+)?((?:[\p{L}\w.`'/@+-]+\s+){0,6}?)(?:(?:só|ainda|já|sempre)\s+)?(?:é|são|está|estão|fica|ficam|roda|rodam|escuta|usa|usam|aponta|se chama|depende|guarda|tem|têm|contém|retorna|devolve|espera|lê|escreve|carrega|sobe|aceita|suporta|passa por)(?!\p{L})\s*(.+)$/iu],
  ['ru', /^(?:(?:а|но|и)\s+)?(?:у нас\s+)?((?:[\p{L}\w.`'/@+-]+\s+){0,4}?)(?:(?:только|уже|всегда)\s+)?(?:работает|работают|живёт|живет|лежит|лежат|слушает|использует|используют|находится|находятся|называется|хранит|хранится|хранятся|крутится|смотрит|это|содержит|возвращает|ожидает|читает|пишет|запускается|запускаются|принимает|поддерживает|идёт через|ходит в)(?!\p{L})\s*(.+)$/iu],
  ['zh', /^((?![我你请帮把给让])[^，。？?]{0,20}?)(?:是|在|用的是|跑在|监听|叫做?|放在|位于|只保留|存在)([^，。？?]+)$/u],
  ['ja', /^((?![私僕俺])[^。？?]{0,30}?)(?:は|が)([^。？?]{1,40}?(?:です|だ|にある|にあります|を使っています|を使う|で動いています|で動く|で動いてる|やで|やねん|や(?=[、,])))(?:[、,][^。？?]{0,40})?[。！]?$/u],
  ['ko', /^((?!(?:저는|제가|나는|내가)\s)[^.?？]{0,30}?)(?:은|는|이|가)\s((?:[^.?？]|\.(?=\S)){1,40}?(?:입니다|이에요|예요|이야|야|써요|사용해요|씁니다|있어요|있습니다|돌아가요|돌아갑니다))[.!]?$/u],
];

/** Words a statement's subject never opens with: pronouns, imperatives and question words (a task or a question, not a fact). */
export const NOT_SUBJECT =
  /^(?:i|i'm|you|you're|he|she|it|it's|we|we're|they|(?:this|that)(?!\s+(?:folder|directory|dir|file|package|module|crate|table|column|service|repo|branch|endpoint|script|job|config|workspace|app|project|schema|queue|bucket|image|container)\b)|that's|there|which|what|who|why|how|when|where|something|everything|nothing|someone|add|create|write|implement|build|make|set|bump|run|fix|update|change|rename|move|remove|delete|refactor|migrate|split|generate|wire|show|explain|check|try|let's|lets|please|can|could|would|will|should|do|does|did|if|when|once|before|after|because|since|although|ich|du|wir|er|es|je|j['’]|tu|il|elle|on|nous|vous|yo|tú|él|ella|eu|você|ele|ela|я|ты|мы|вы|он|она|оно|они)(?![\p{L}'’])/iu;

/** What is said of the thing is a status of the moment or an opinion, not how the project is; or a symptom ("is not
 * reused in CI", "isn't picked up"): what goes wrong now, the task's problem, not a rule. */
export const STATUS =
  /^(?:(?:not|never|no longer)\s+(?:being\s+|getting\s+|properly\s+|correctly\s+|always\s+)?(?:reused|picked up|loaded|applied|triggered|respected|hono(?:u)?red|invalidated|refreshed|cached|detected|saved|persisted|rendered|rendering|firing|fired|matched|resolved|recognized|recognised|cleaned up|cleared|released|closed|flushed|retried|propagated)\b|(?:(?:now|still|currently|finally|all|already|really|so|very|pretty|a bit|kinda|been|become|gotten|getting|being)\s+)*(?:done|green|red|passing|failing|broken|fixed|working|down|up|slow|fast|ready|merged|deployed|live|flaky|good|fine|ok|okay|better|worse|great|clean|weird|strange|odd|interesting|funny|running|building|finished|complete|completed|in progress|mine|yours|pending|gone|empty|huge|tiny|long|short|messy|a mess|annoying|nothing|no (?:word|news|reply|response|answer|update)s?|stuck|hanging|complaining|erroring|crashing|crashlooping|degraded|unhealthy|out ?of ?sync|lagging|leaking|stall(?:ed|ing)|spiking|flapping|throttl(?:ed|ing)|timing out|looping|back(?:ed|ing) up|piling up|behind)\b)/i;

/** Hedges and the speaker's own view: "I think", "maybe", "probably" — not a stated fact. */
export const HEDGE = /\b(?:i think|i guess|guess|if you (?:need|want)|in case you need|today|tonight|right now|at the moment|this week|i believe|i suppose|i wonder|maybe|probably|perhaps|seems?|might|not sure|looks like|apparently|i'm|i've|i'd|i'll|me(?! (?:reading|reviewing|checking|approving|signing off|seeing|looking at)\b)|my|mine)\b|(?<![\p{L}\d_])(?:i)(?![\p{L}\d_])|我觉得|可能|也许|吧(?=[，,。！!？?\s]|$)|たぶん|かも|아마|같아요|vielleicht|wahrscheinlich|peut-être|probablement|quizás|tal vez|talvez|provavelmente|наверное|может быть|кажется|je (?:ne )?pense|je crois|creo que|acho que|ich glaube|ich denke|penso che|я думаю/iu;

/** Hangul syllables that end in ㅆ: a past tense (했, 뺐, 지웠…). */
const KO_PAST = Array.from({ length: 399 }, (_, i) => String.fromCharCode(0xac00 + i * 28 + 20)).join('');

/** The agent's own action named in the second person past, with an object ("you bumped the Kotlin version"). */
export const YOU_DID: readonly [string, RegExp][] = [
  ['ro', /(?<!\p{L})(?:ai|l-ai|le-ai|i-ai) (?:creat|pus|bagat|sters|adaugat|generat|scris|schimbat|modificat|scos|mutat)(?!\p{L})/iu],
  ['pcm', /\bwhy you (?:run|change|add|remove|delete|push|put|touch|use|comot|write|deploy|merge)\b/i],
  ['fa', /(?<![\p{L}\p{M}])(?:\p{L}{0,8}?(?:kardi|neveshti|gozashti|zadi|dadi|bardashti)|(?:کردی|نوشتی|گذاشتی|زدی|دادی|برداشتی))(?![\p{L}\p{M}])\s*[?？؟]/u],
  // "You're comparing X with the numeric enum, so …": what the agent is doing, and what it breaks.
  ['en', /\byou(?:'re| are) (?:still )?(?:comparing|using|calling|passing|reading|writing|sending|checking|mocking|creating|importing|returning|setting|mapping|parsing|converting|broadcasting|hardcoding|catching|swallowing|ignoring)\s+(?:[^.!?]|\.(?=\S)){2,120}?\b(?:so|which|but|that'?s why|instead of|never|nobody|nothing)\b/i],
  // "You did it again": the reproach of a repeat names no object; what was repeated is in the sentences around it.
  ['en', /(?<!\b(?:if|when|once|whether|can|could|would|should|do|did)\s+)\byou(?:'ve| have)? (?:did|done) (?:it|that|this|the same(?: thing)?) again\b/i],
  ['en', /(?<!\b(?:can|could|would|will|won'?t|do|did|didn'?t|if|to|when|should|might|may|once|after|before|until|unless|whether)\s+)\byou(?:'ve| have)?\s+(?:just\s+|accidentally\s+|also\s+|again\s+|silently\s+|somehow\s+|apparently\s+)?(?!(?:asked|mentioned|said|suggested|wanted|needed|seemed|looked|sounded|explained|offered|proposed|recommended|helped|saved|nailed|handled|managed|solved|deserved|earned|noticed|spotted|caught|liked|loved|enjoyed|decided|agreed|started|finished|completed|supposed|called|texted|emailed|pinged|joined|attended|presented|shared|promised|used to|tried|worked|listed|answered|replied|described|covered)\b)(?:[a-z]{2,}ed|made|wrote|took|put|left|broke|ran|set|threw|hid|cut|split|sent|built|kept|brought|chose|undid|overwrote|rewrote|forgot|lost|read|dropped|bumped|stripped)\s+(?!(?:me|us|it)\b[.!]?$)\S+/i],
  ['de', /(?<!\p{L})(?:du hast|sie haben|(?<=\p{L}\s)(?:hast du|haben sie))\s+(?:\S+\s+){0,16}?(?!gut|recht)(?:\p{L}{0,6}(?:ge|be|ver|er|ent|zer|über)\p{L}{2,}(?:t|en)|\p{L}{3,}iert|\p{L}{4,}tet)(?=\s*(?:[.!,;—–-]|$|und\s|sowie\s))/iu],
  ['fr', /(?<!\p{L})tu viens d['’e]\s*\p{L}{3,}(?:er|ir|re)\s+\S|(?<!\p{L})(?:tu as|t['’]as)\s+(?:encore\s+|d[ée]j[àa]\s+)?(?!(?:une?|des|juste|encore|surement|sûrement|probablement|peut-[eê]tre|quelque|autre|m[eê]me|toute|comme|raison|besoin|envie|vu|lu|bien|rien)(?!\p{L}))\p{L}{3,}e(?!\p{L})\s+(?:\S+\s+)?(?:en|dans|a|à|au|aux|le|la|les|l['’]|un|une|des|du|de|sur|par|\x60)|(?<!\p{L})(?:tu as|t['’]as|vous avez)\s+(?!raison|bien fait|vu|lu|eu|dit|su|pu)(?:\S+\s+){0,2}?\p{L}+(?:é|ée|és|i|is|it|u|ert)(?!\p{L})\s+\S|(?<!\p{L})(?:tu|vous)\s+(?:l['’]|les\s+|en\s+)(?:as|avez)\s+(?:encore\s+|déjà\s+|carrément\s+)?(?!dit|vu|lu|compris|trouvé|réussi|bien|mérité)\p{L}{2,}(?:é|ée|és|ées|i|is|it|u|us|ert)(?!\p{L})/iu],
  ['es', /(?<!\p{L})(?!\p{L}{4,}liste(?!\p{L})|\p{L}*(?:kist|küst)e(?!\p{L})|tuviste|estuviste|hiciste un (?:gran|buen)|existe|insiste|consiste|resiste|asiste|desiste|subsiste|contraste|desgaste|engaste)\p{L}{2,}(?:aste|iste)(?!\p{L})\s+\S|(?:^|[,;:—–]\s*|(?<!\p{L})(?:y|pero|tú|ya|también|otra vez|como|lo|la|los|las|le|les|me|te)\s+)(?:has|habéis)\s+(?:vuelto a\s+)?(?!sido|estado|tenido)\p{L}{2,}(?:ado|ido|isto|uesto|echo|ierto|uelto|cho)(?!\p{L})\s+\S/iu],
  ['pt', /(?<!\p{L})(?:porque (?:é que )?|porqu[eê] |pq (?:é q )?|tu )\p{L}{2,}(?:aste|este|iste)(?!\p{L})/iu],
  ['pt', /(?<!\p{L})(?:você|vc|tu)\s+(?:\S+\s+)?(?!arrasou|acertou|mandou bem)\p{L}{2,}(?:ou|eu|iu)(?!\p{L})(?:\s+\S|[,;])/iu],
  ['ru', /(?<!(?:чтобы|чтоб|если бы)\s)(?<!\p{L})(?:ты|вы|ти|ви)\s+(?:\S+\s+){0,4}?(?!(?:был|была|были|прав|права|правы|був|була|були)(?!\p{L}))\p{L}{2,}(?:ал|ял|ил|ел|ул|ла|ли|ив|ав|ів|ув|ез|ёс|ёл)(?!\p{L})(?:\s+\S|\?\?)/iu],
  ['it', /(?<!\p{L})hai\s+(?:\S+\s+)?(?!ragione|fatto bene)\p{L}+(?:ato|uto|ito|esso|otto|iso|ritto|olto)(?!\p{L})\s+\S/iu],
  // Nigerian Pidgin's perfect ("you don multiply am by 100 again"); Dutch "je hebt … gedaan".
  ['pcm', /\b(?:you|una) don (?!finish\b|try\b|see\b|know\b)[a-z]{3,}\s+\S/i],
  ['nl', /(?<!\p{L})(?:je|jij|u|ge|gij) (?:hebt|het)\s+(?:\S+\s+){0,8}?(?:om|af|aan|op|uit|in|door|over|terug|weg|mee|toe|vast|bij|na)?ge\p{L}+?(?:d|t|en|an)(?!\p{L})/iu],
  // Polish and Czech second person past ("wrzuciłeś X do …", "jsi smazal …").
  ['pl', /(?<!\p{L})\p{L}{3,}(?:łeś|łaś)(?!\p{L})\s+\S|(?<!\p{L})jsi\s+(?:\S+\s+){0,2}?\p{L}{3,}(?:l|la)(?!\p{L})\s+\S/iu],
  ['zh', /你\s?(?:[A-Za-z][\w.-]*\s){1,3}[^，。！？]{0,20}?了(?=[?？\s]|$)/u],
  ['zh', /你(?:又|刚才|刚刚|居然|怎么又|怎么|咋|咋又|擅自|私自|顺手)?(?:给|把[^，。！？]{1,40})?(?!辛苦|说得|做得|帮了)[\p{Script=Han}]{1,3}(?:\s?[\w.+-]{1,12}\s?)?了(?![吗吧么呢])|擅自|私自|这样[^，。！？]{0,20}?不就(?!好|行|可以|完|结|解决|搞定|对)[^，。！？]{1,30}?了|(?:你|这)[^，。！？]{0,30}?(?:是|很)误导/u],
  // Turkish, with its letters or without: "neden @daily yaptın?", "yine fp32 vermişsin" (you went and …).
  ['tr', /(?<!\p{L})(?:niye|neden|niçin|nicin|ne diye)\s+(?:\S+\s+){0,4}?\p{L}{2,}(?:d[ıi]n|d[uü]n|t[ıi]n|t[uü]n)(?!\p{L})|(?<!\p{L})\p{L}{2,}(?:m[ıi][şs]s[ıi]n|m[uü][şs]s[uü]n)(?!\p{L})/iu],
  // Romanized or Devanagari Hindi: "tumne … bana diya", "aapne … edit kiya" (not "tumne accha kiya").
  ['hi', /(?<![\p{L}\p{M}])(?:tumne|tune|aapne|तुमने|आपने|तूने)(?![\p{L}\p{M}])(?![^.!?।]{0,100}(?:accha|achha|acha|badhiya|mast|shabash|अच्छा|बढ़िया))[^.!?।]{1,100}?(?<![\p{L}\p{M}])(?:diya|di|diye|kiya|kiye|liya|liye|dala|daala|daali|badla|badli|badle|banaya|banayi|hataya|hatayi|rakha|rakhi|chhoda|chhodi|likha|likhi|lagaya|lagayi|bheja|nikala|mitaya|दिया|दी|किया|लिया|बदला|बनाया|हटाया|रखा|छोड़ा|लिखा|लगाया)(?![\p{L}\p{M}])/iu],
  // "… 変えてるやん" (you have gone and changed …), "まだ … やってる" (still doing it), "… してるよね" (you are doing …, aren't you).
  // "…に書き換えようとしてるけど違う", "デフォルトを true にしてるけど off です": what was done, then that it is not so.
  ['ja', /[てで](?:る|た|います|いる)けど、?\s*(?:違う|違います|ちがう|ちゃう)(?=[。！!、\s]|$)|にしてる(?:けど|が)、?\s*[^。、\s]{1,20}\s?(?:です|だ|やで|だよ)(?=[。！!、\s]|$)/u],
  ['ja', /(?:付け|入れ|変え|消し|足し|外し)たら[^。]{0,60}(?:ちゃう|ちゃいます|てしまう|てしまいます|壊れ|落ち)|[てで](?:しまって|しもうて|もうて|ちゃって|じゃって)?(?:る|た)(?:やん|じゃん|やろ)(?=[。！!、\s]|$)|勝手に|無断で|まだ[^。！？]{1,60}?(?:やってる|してる|使ってる|書いてる|残ってる|呼んでる|作ってる)|(?:して|やって|作って|使って|書いて|呼んで)(?:る|います|ます)よね|(?:消し|削除し|変え|外し|入れ|書き換え|戻し|上げ|下げ)たよね/u],
  ['ko', /[가-힣]면 (?:어떡해|어떻게 해|어쩌냐|우짜노|우째|어쩌려고)/u],
  ['ko', new RegExp(`(?:잠깐|어|엥|헐|아니|직접|맘대로|마음대로|또)[,\\s]+[^.?!]{0,60}?[${KO_PAST}](?:어요|어|네요|네)\\s*\\?|왜\\s?[^.?!]{0,60}?[${KO_PAST}](?:어요|어|나요|냐|니|지)?\\s*\\?|[가-힣](?:었|았|했|웠|췄)어야(?:지|죠|했)|(?:네가|니가|너가|당신이)\\s?[^.!?]{0,40}?[${KO_PAST}](?:잖아|어(?![가-힣])|지(?![가-힣])|네|더라)|(?:네가|니가|너가|당신이)\\s?(?:[^.!?]|\\.(?=\\S)){0,90}?[가-힣](?:거야|거잖아|거임)|마음대로|멋대로|허락 없이|(?<!(?:한테|에게|께)[^.!?]{0,40})[가-힣](?:라고|다고)\\s?(?:했|말했|얘기했)(?:잖|는데|죠|지)`, 'u')],
  ['any', /\bwithout (?:asking|telling me|checking with me|my (?:ok|approval|permission))\b|\bi (?:didn'?t|did not|never) ask(?:ed)? (?:you )?(?:to|for)\b|(?<!\p{L})(?:я (?:же |вроде )?не просил(?:а)?|ich habe (?:dich )?nicht (?:darum )?gebeten|je (?:ne )?t['’]ai (?:pas|jamais) demandé|(?:yo )?no te pedí|(?:eu )?não (?:te )?pedi)(?!\p{L})|(?<!\p{L})(?:sans (?:demander|me demander)|sin preguntar|sem perguntar|ohne (?:zu fragen|rückfrage|nachzufragen)|не спросив|без спроса)(?!\p{L})/iu],
];

/** A past action acknowledged as progress ("you merged it already, so…", "ты уже запустил тесты, так что…"): not a mistake. */
export const ACKNOWLEDGED =
  /(?:^|[,;.!]\s*)(?:good|great|nice|perfect|thanks|thank you|cool|ok(?:ay)?|gut|super|parfait|genial|perfeito|ótimo|отлично|хорошо)(?=[\s,.!]|$)|\bnow (?:let'?s|please|we|you can|go|run|do|continue|seed|deploy|push|commit|merge|open|add|write|start)\b|好的|很好|いいね|좋아요|\b(?:earlier|so (?:we|i|let|now|next)|then|next(?![/.@-]\w)|i'?ll|we'?ll|let'?s|now we|right[.!]?$)\b|(?<!\p{L})(?:donc|así que|então|так что)(?!\p{L})|所以/iu;
/** "already": progress acknowledged when it is said of the agent's action (from the action on, up to a dash that comments on it). */
export const ALREADY = /\balready\b|(?<!\p{L})(?:schon(?!\s+wieder)|bereits|déjà|ya|já|уже)(?!\p{L})|已经|(?<![てで])もう|이미/iu;

/** Leave to act given with the facts that allow it ("…are on 7.1 now, so it can go", "可以去掉"): the facts are the context of that
 * task, not a lesson (the thing is gone once it is done). */
export const PERMITS =
  /\b(?:it|this|that|they|these|those|the (?:pin|flag|shim|workaround|hack|fallback|override|patch|check|guard|step|job|file|line|code))\s+can\s+(?:now\s+)?(?:go|be (?:removed|dropped|deleted|reverted|retired)|come out)\b|\b(?:you|we)\s+can\s+(?:now\s+|safely\s+)?(?:remove|drop|delete|revert|retire|get rid of|rip out|take out)\s+(?:it|them|this|that|those|the)\b|可以(?:去掉|删掉|删了|删除|移除|拿掉|干掉|撤掉)|(?:消して|削除して|外して)(?:も)?(?:いい|大丈夫|OK)|(?<!\p{L})(?:se )?puede(?:s|n)? (?:quitar|eliminar|borrar|sacar|ir)(?!\p{L})|(?<!\p{L})(?:kann|können)\s+(?:\p{L}+\s+)?(?:weg|raus|entfernt werden|gelöscht werden)(?!\p{L})|(?<!\p{L})peu(?:t|x|vent) (?:être )?(?:supprimer|enlever|retirer|supprimée?s?|enlevée?s?|retirée?s?|partir|sauter)(?!\p{L})|(?<!\p{L})pode(?:s|m)? (?:tirar|remover|apagar|sair)(?!\p{L})|(?<!\p{L})можно (?:убрать|удалить|выпилить|снести)(?!\p{L})|(?:지워도|삭제해도|빼도) (?:돼|됩니다|괜찮)/iu;

/** "…but X already exists": what the agent made duplicates what was there, a mistake, not progress acknowledged (ACKNOWLEDGED's "already"). */
export const DUPLICATES =
  /\b(?:is|was|were|are) already (?:applied|released|deployed|merged|live|shipped|published|in prod(?:uction)?)\b|\b(?:but|while|though|when|and)\b(?:[^.!?]|\.(?=\S)){0,80}\balready (?:exists?|existed|there|in place|have|has|had)\b|\b(?:but|while|though)\b(?:[^.!?]|\.(?=\S)){0,40}\b(?:there(?:'s| is| was) already|we already have)\b|(?<!\p{L})(?:pero|aunque)\s+ya (?:existe|existía|hay|había|tenemos|teníamos|estaba)(?!\p{L})|(?<!\p{L})mais\s+(?:\S+\s+){0,4}(?:existe(?:nt)? déjà|il y a déjà|on a déjà)|(?<!\p{L})aber\s+(?:\S+\s+){0,6}(?:gibt es|existiert|haben wir) (?:schon|bereits)(?!\p{L})|(?<!\p{L})mas\s+já (?:existe|tem|temos|tinha|havia)(?!\p{L})|(?<!\p{L})но\s+(?:\S+\s+){0,4}уже (?:есть|существует|был)|但(?:是)?[^。！？]{0,30}已经(?:有|存在)|(?:けど|が)[^。！？]{0,30}(?:もう|既に|すでに)(?:ある|あります|存在)|(?:는데|지만)[^.!?]{0,30}이미 (?:있|존재)/iu;

/** A deadline or a moment ("by Friday", "tomorrow", "bis Freitag", "明天", "까지"): a one-off, not a standing requirement. */
export const DEADLINE =
  /\b(?:by|before|until|till)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|eod|eow|end of (?:day|week|sprint|month)|the (?:holidays|launch|demo|deadline|meeting|weekend|end)|next \w+|\d{1,2}(?::\d\d)?\s*(?:am|pm)|noon)\b|\b(?:tomorrow|tonight|today|this (?:week|sprint|afternoon|morning|evening)|asap|right away)\b|(?<!\p{L})(?:bis (?:morgen|heute|montag|dienstag|mittwoch|donnerstag|freitag)|morgen|heute|demain|aujourd['’]hui|mañana|hoy|amanhã|hoje|завтра|сегодня)(?!\p{L})|明天|今天|下周|明日|今日|までに|내일|오늘/iu;

/** A report of what happened at a moment ("yesterday", "an hour ago", "finished at 10:40", gestern, 昨天): news, not how the project is. */
export const PAST_MOMENT =
  /\b(?:yesterday|last (?:night|week|month|friday|monday|tuesday|wednesday|thursday|sprint)|this morning|earlier today|just now|a (?:minute|moment|while) ago|an hour ago|\d+ (?:seconds?|minutes?|mins?|hours?|days?|weeks?) ago)\b|\b(?:finished|ended|started|completed|failed|crashed|took|went down|came back)\b.{0,40}\bat \d{1,2}(?::\d\d)?\b|(?<!\p{L})(?:gestern|vorgestern|vorhin|heute (?:morgen|früh)|hier (?:soir|matin)|ce matin|tout à l['’]heure|ayer|anoche|esta mañana|hace (?:un rato|\d+ \p{L}+)|ontem|esta manhã|hoje de manhã|há pouco|вчера|позавчера|сегодня утром|недавно)(?!\p{L})|昨天|昨晚|前天|刚才|今天早上|昨日|今朝|さっき|先ほど|어제|그저께|오늘 아침|아까/iu;

/** A plan: a sentence that opens with a time to come or a next step ("Завтра выкатим…", "El viernes desplegamos…", "Later we…"). */
export const PLAN_START =
  /^(?:(?:and|so|ok(?:ay)?)[,\s]+)?(?:later|afterwards|next|then|tonight|tomorrow|(?:on|next|this) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|потом|затем|сначала|вечером|завтра|скоро|после обеда|в (?:понедельник|вторник|среду|четверг|пятницу)|luego|después|primero|el (?:lunes|martes|miércoles|jueves|viernes)|depois|primeiro|mais tarde|na (?:segunda|terça|quarta|quinta|sexta)|ensuite|plus tard|d['’]abord|(?:lundi|mardi|mercredi|jeudi|vendredi) on|später|danach|nachher|zuerst|am (?:montag|dienstag|mittwoch|donnerstag|freitag))(?![\p{L}'’])|^(?:然后|之后|接下来|先|後で|次に|나중에|다음에)/iu;

/** A comparison measured after a change ("40 MB smaller after the change"): a result, not how the project is. */
export const MEASURED = /\b(?:smaller|bigger|larger|faster|slower|higher|lower|cheaper|heavier|lighter)\b|\bafter (?:the|your|my|this|that) (?:change|fix|upgrade|update|refactor|deploy|commit|pr)\b|\b(?:still )?takes? \d+(?:\.\d+)?\s?(?:ms|s|sec|seconds|min|minutes)\b/i;

/** An order to restore what was there before the agent's change. */
export const REVERT =
  /\b(?:put|change|set|move|turn|switch|roll|bring)\s+(?:it|them|that|this|those|these|the\s+[\w-]+(?:\s+[\w-]+)?)\s+back\b|\b(?:as|how|the way) it was\b|\bundo (?:that|this|it|your|the)\b|\bput (?:am|dem) back\b|(?<!\p{L})pune(?:-l|-o|-le|-i)? inapoi(?!\p{L})|\bput back (?:the|yung|ang|your|that|those|these|my|\x60)|\brevert (?:that|this|it)(?: (?:please|pls))?\s*[.!]*$|\brevert (?:your (?:edit|edits|change|changes|commit|refactor|rename)|(?:that|this|those|these) (?:edit|edits|change|changes))\b(?!['’]s)|\b(?:restore|bring back) the (?:original|old|previous)\b|\btake (?:that|this|it|those|these)(?: line| call| change)? out\b|\brevert [\w.`-]+ (?:back )?to\b|\brevert the [\w./`-]+ (?:change|changes|edit|edits)\b|(?<!\p{L})(?:rimetti(?:lo|la|li|le)?|ripristina(?:lo|la|li|le)?|torna(?:re)? a(?:l|lla|llo|gli)?\s+(?:\S+\s+)?(?:di prima|originale|precedente)|com['’ ]?era prima|رجّع(?:ها|ه|هم)?|رجع(?:ها|ه|هم)|رجّعها|sätt tillbaka|ändra tillbaka|återställ|zet (?:\S+ )?terug|sett tilbake)(?!\p{L})|(?<!\p{L})(?:remets(?:-le|-la|-les)?\s+(?:le|la|les|l['’]|ça|ce|cette|ces)|remets\s+(?=\x60)|remettez|volta (?:isso|isto)|volte (?:isso|isto)|desfaça|devuélve(?:lo|la|los|las)|vuelve a poner|ponlo como (?:estaba|antes)|(?:tira|apaga|remove|desfaz)\s+(?:esse|essa|esses|essas|isso)|(?:quita|borra|saca)\s+(?:ese|esa|esos|esas|eso)|quítalo|quítala|bórralo|bórrala|sácalo)(?!\p{L})|다시 넣어|다시 추가해|되살려|복구해|원복|되돌리(?:고|세요|자)|버려\s?(?:주세요|줘)|(?<!\p{L})(?:deixa como estava|volta como estava|desfaz|déjalo como estaba|como estaba antes|deshaz|remets(?:-le|-la)? comme (?:avant|c['’]était)|comme c['’]était|comme (?:il|elle) était|(?:revert|annule) (?:ton|tes|votre|vos) (?:edit|modif|changement)|wie vorher|mach das rückgängig|(?:pack|tu|bau|nimm|setz)\s+(?:\S+\s+){0,3}?wieder\s+(?:rein|dazu|ein|hin|zurück)|верни как было|верни(?:те)?\s+\x60?[\w.-]*[A-Z_=][\w.=-]*\x60?(?=[\s.,!]|$)|как было|откати|верни(?:те)?\s+(?:\S+\s+){0,5}?как (?:был[аио]?)|верни(?:те)?\s+(?:(?:его|её|ее|их|это|вс[её])\s+)?(?:обратно|назад|на место)|верни(?:те)?\s+(?:его|её|ее|их)(?=[\s.,!]|$))(?!\p{L})|改回|改返|恢复原(?:来|样)|还原|(?:^|[。、]\s*)戻して(?=[。！!、\s]|$)|(?<!\p{L})(?:wiederherstell\p{L}*|wieder (?:ein|hin|her)?(?:fügen|einfügen|einbauen|eintragen|aufnehmen|aktivieren)|stell(?:en Sie|t)? (?:\S+\s+){0,5}?wieder her|rep[õo]e(?:s)?|volta a p[ôo]r)(?!\p{L})|(?:加|放|改|装)回(?:去|来)|(?:^|[。，,]\s*)回退(?:一下|掉)?(?=[。！!，,\s]|$)|元に戻(?:して|しといて|しておいて)|戻してください|[^\s。、]{1,30}\s?に戻して|원래대로|되돌려/iu;

/**
 * A prompt that opens with a request (an imperative, "please", "can you", "let's"): the statements after
 * it are the request's context ("Deploy the api. The cluster is eu-1."). A correction opens with the fact.
 */
export const TASK_FIRST =
  /^(?:ticket|story|issue|task|aufgabe|tâche|tarea|задача)\s+[A-Z][A-Z0-9]*-\d+\s*[:：]|^(?:(?:venga|vale|bueno),?\s+)?(?:q\s+|que\s+)?hoy toca\b|^(?:necesito|necesitamos|preciso|precisamos) (?:que|q)\b|^(?:(?:hey|hi|moin|hallo)[,!]?\s+)?[\w.`/-]+(?:\s[\w.`/-]+){0,2}\s(?:needs|braucht|necesita|precisa)\s+(?:a new|the new|an? (?:new )?(?:alert|endpoint|page|step|field|column|job|check|test|migration|flag)|nen|einen|eine|ein|neue[nr]?)\s|^kindly\s+(?=[a-z]+\s)|^(?:faz|faça|faca|cria|crie|adiciona|adicione|mete|muda|implementa)\s+(?:o|a|os|as|um|uma)\s|^[A-Z][A-Z0-9]+-\d+\s*:|^no\.\s?\d+ on (?:my|the|our) (?:list|todo)\b|^(?:back (?:on|to)|continuing with|picking up)\s+(?:\S+\s+){0,2}\S+\s*[.:]?$|^(?:pick up|take|grab|start on|work on)\s+(?:ticket\s+)?[A-Z][A-Z0-9]*-\d+\b|^[^。！？!?]{0,120}?(?:帮我|幫我|麻烦你?|請你|请你)\s?\p{Script=Han}{0,2}?(?:写|寫|做|加|改|实现|實作|弄|搞|修|补|補|接)|^(?:(?:ok(?:ay)?|so|hey|hi|now|next|then|also|first)[,!]?\s+)*(?:instead of [^,.;?]{1,80}?,?\s+(?=let'?s\b|bora\b|vamos\b|vamo\b))?(?:please|pls|can you|could you|would you|will you|let'?s|bora|vamos (?:con|a|lá|la)|vamo|(?:i |we )?need (?:you )?to (?=[a-z]+\s)(?!always\b|never\b|only\b|use\b)|(?:i |we )?need (?:a|an|another|one more) (?:new |second |separate |small )?[\w`.-]+\b(?! is\b| are\b)|fix|refactor|investigate|update|run|rename|move|deploy|check|debug|bump|add|create|write|implement|build|make|set up|remove|delete|change|convert|split|merge|look|review|profile|optimi[sz]e|clean|document|test|try|help|explain|show|find|list|generate|migrate|upgrade|install|configure|wire|port|translate|summari[sz]e|rewrite|replace|extract|prepare|draft|open|close|push|commit|release|start|stop|restart|benchmark|measure)\b(?![./-]\w)(?!\s?(?![一下])[\p{Script=Han}\p{Script=Katakana}])|^(?:(?:jetzt|dann|ok)\s+)?(?:bitte|kannst du|könntest du|lass uns|lass mal|behebe|korrigiere|ändere|schreib|schreibe|füge|erstelle|prüfe|aktualisiere|benenne|verschiebe|lösche|teste|mach|baue|starte)(?!\p{L})|^(?:(?:du coup|bon|alors)\s+)?(?:il\s+)?faut\s+(?:que tu\s+)?\p{L}+(?:er|ir|re)(?!\p{L})|^(?:peux-tu|pourrais-tu|tu peux|corrige|ajoute|crée|mets|vérifie|renomme|déplace|supprime|écris|lance|fais|regarde|répare)(?!\p{L})|^(?:(?:parce|tío|tio|güey|wey|che|mano)[,!]?\s+)?¿?(?:necesito que|necesitamos que|quiero que|puedes|podrías|configura|actualiza|instala|elimina|quita|sube|prueba|genera|ajusta|renombra|arregla|corrige|agrega|añade|crea|pon|revisa|cambia|mueve|borra|escribe|ejecuta|haz|mira|repara)(?!\p{L})|^(?:(?:agora|ahora|depois|luego)\s+[^:.!?]{0,30}:\s+|(?:cara|mano|véi|vei)[,!]?\s+)?(?:preciso que|precisamos que|quero que|pode|poderia|você pode|configura|configure|atualiza|atualize|adiciona|cria|muda|troca|testa|instala|sobe|gera|ajusta|remove|renomeia|corrija|arruma|conserta|adicione|crie|coloque|verifique|mude|mova|apague|escreva|rode|faça|veja)(?!\p{L})|^(?:(?:ok|allora|poi|ora|adesso)[,!]?\s+)?(?:devo|dobbiamo|bisogna|puoi|potresti|aggiungi|crea|sistema|correggi|aggiorna|rinomina|sposta|elimina|scrivi|lancia|controlla|guarda|implementa|genera|prepara)(?!\p{L})|^(?:можешь|исправь|добавь|создай|поставь|проверь|переименуй|перенеси|удали|напиши|запусти|сделай|посмотри|почини|обнови)(?!\p{L})|^(?:帮我|请|麻烦|把|修一下|改一下|看一下|跑一下|接着(?:昨天|上次|之前|刚才)|继续(?:昨天|上次|之前|刚才))|(?:してください|して下さい|してくれ|して)[。！!]?$|(?:주세요|줘|주실래요|하자)[.!]?$|[,\s](?:please|pls|plz|por favor|porfa|bitte|s['’]il (?:te|vous) pla[iî]t|svp|stp|пожалуйста|por gentileza)[.!]?$|^(?:(?:oye|hey|ei|olha|mira)[,!]?\s+)?(?:corre|correr|roda|rodar|rode|corré)(?!\p{L})/iu;

/** A sentence that only greets ("hola!", "morning"): the request, if any, is the next one. */
export const GREETING = /^(?:hi|hello|hey|yo|hola|buenas|buenos días|bonjour|salut|hallo|moin|servus|ciao|buongiorno|olá|oi|bom dia|dzień dobry|cześć|hej|привет|здравствуйте|你好|早|こんにちは|おはよう|안녕(?:하세요)?|(?:good )?(?:morning|afternoon|evening)|guten (?:morgen|tag))(?:\s+\p{L}+)?[\s!.,~]*$/iu;
/** A request after the context it needs ("…is `@Profile("!local")`. just add a bean in CommonConfig"): that context is no lesson. */
export const LATER_TASK = /^(?:(?:ok(?:ay)?|so|then|now|ugh|and)[,.!]*\s+)*(?:(?:wire|hook|set) (?:it|this|that|them) up\b|ay[uú]dame\b|necesito que\b|preciso que\b|me ajuda\b|kannst du\b|peux-tu\b|aide-moi\b|(?:just|please|pls)\s+(?:add|create|make|wire|write|fix|run|update|change|move|put|find|check|investigate|look|debug|explain|tell)\b|(?:can|could|would|will) you (?:please |pls )?(?!remember\b|always\b|never\b|stop\b|not\b|quit\b)[a-z]+\b|(?:take|have) a (?:quick )?look\b|look into (?:it|this|that)\b|schau (?:dir )?(?:das|des|dös|es|mal|bitte)\b|guck (?:dir )?(?:das|mal)\b|v[êe] (?:lá |la )?(?:se|isso|isto|o que)\b|d[áa] uma olhada\b|mira a ver\b|[ée]chale un ojo\b|regarde (?:ça|si|ce qui)\b|jette un (?:œil|oeil|coup d['’]œil)\b|посмотри\b|глянь\b)/iu;
/** A request to look into something, anywhere in a prompt that runs its clauses together ("…一直 CrashLoopBackOff 帮忙看下咋回事"). */
export const LOOK_INTO = /(?<!\p{L})(?:bi |bir )?bak(?:ar|abilir) m[ıi]s[ıi]n(?!\p{L})|帮忙看|帮我看|帮忙查|帮我查|看下(?:咋|怎么)回事|看看(?:咋|怎么)回事|看一下(?:咋|怎么)回事|見てもらえ(?:ます|る)?か|確認してもらえ|봐 ?주(?:세요|실래요)|확인해 ?주(?:세요|실래요)/u;
/** …unless a fact in it is set against what was assumed ("8080, not 3000"): that is a correction, task or not. */
export const SET_AGAINST = /,\s*not\s+\S|\bnot\s+\S+\s*[—–]|\binstead of\b|\brather than\b/i;

/** A sentence that only says the one before is the rule ("that's how it is everywhere", "so ist das im ganzen Repo", "c'est la règle"). */
export const RULE_SAID =
  /^(?:(?:and|und|et|y|e)\s+)?(?:(?:(?:that'?s|this is|it'?s) the (?:second|third|2nd|3rd) time|c['’]est la (?:deuxième|deuxieme|2e|troisième|troisieme) fois|(?:es|ya es) la (?:segunda|tercera) vez|(?:é|já é) a (?:segunda|terceira) vez|(?:das ist )?(?:schon )?(?:das|zum) (?:zweite|dritte|zweiten|dritten) mal|(?:это )?уже (?:второй|третий) раз)(?:\s+(?:today|aujourd['’]hui|hoy|hoje|heute|сегодня))?\s*[.!]*$|第[二三]次了|二回目(?:です|だよ)?|두 번째(?:예요|야)?|(?:that'?s|this is|it'?s) (?:the rule|our rule|the convention|how (?:we do it|it is|it works|we do things)(?: (?:here|everywhere|in (?:this|the whole|every) \p{L}+))?)|so (?:ist das|machen wir das|läuft das|handhaben wir das)(?: (?:hier|bei uns|überall|immer|im ganzen \p{L}+|in (?:diesem|jedem) \p{L}+))?|(?:das ist|ist) (?:bei uns |hier )?(?:so )?(?:konvention|pflicht|die regel|regel)|c['’]est (?:la règle|la convention|comme ça (?:partout|chez nous|ici|dans tout le \p{L}+))|(?:así es|es la regla|es la convención|así lo hacemos)(?: (?:aquí|en todo el \p{L}+|siempre))?|(?:é assim|é a regra|é a convenção|é o padrão)(?: (?:aqui|no \p{L}+ (?:todo|inteiro)|sempre))?|(?:è la regola|è così (?:ovunque|in tutto il \p{L}+)|funziona così)|(?:так у нас принято|это правило|так принято(?: везде)?)|这是(?:规矩|规定|规则)|それが(?:ルール|決まり)|그게 규칙|pehle (?:bhi|hi) (?:bola|kaha|bataya) tha|i (?:said|told you) (?:this|that|it) (?:before|already)|ich hab(?:e)? das (?:schon|bereits) gesagt|je l['’]ai déjà dit|ya lo dije|já falei isso|я (?:же )?уже говорил)[\s.!。！]*$/iu;

/** A prohibition that comes before the new work is asked for corrects what was done ("don't X. write a real Y."): it does not specify that work. */
export const NEGATED_OPEN = /^(?:(?:no|nah|nope|please|and)[,!]?\s+)*(?:don'?t|do not|never|stop)\s/i;

/** A prompt that sets up new work ("add…", "let's build…", "can you create…"): facts and preferences in it are its specification. */
export const CREATION_TASK =
  /^(?:(?:ok(?:ay)?|so|hey|please|pls|plz|now|next|today|then|abeg)[,!]?\s+)*(?:(?:can|could|would) you (?:please )?|please |let'?s |(?:i |we )?(?:need|want|'d like|would like) (?:you )?to (?:also )?)?(?:add|create|implement|write|build|generate|set up|scaffold|introduce|make a|make an)(?=\s)|^(?:(?:eu |nós |a gente )?(?:preciso|precisamos|precisa) de|(?:yo )?(?:necesito|necesitamos))\s+(?:um|uma|un|una)\s+(?:nov[oa]\s+|nuev[oa]\s+)?(?:endpoint|rota|ruta|tela|pantalla|página|pagina|tabela|tabla|job|worker|serviço|servicio|componente|módulo|modulo|script|migra\p{L}+|fila|cola|relatório|reporte|comando|campo|filtro)(?!\p{L})|^(?:(?:ok|okay|bon|alors|also|dann|entonces|então|ну|давай|bitte|por favor|пожалуйста)[,!]?\s+)*(?:(?:peux-tu|pourrais-tu|tu peux|puedes|podrías|pode|podes|você pode|kannst du|könntest du|можешь|можете)\s+(?:\p{L}+\s+){0,2}?)?(?:configura|configurez|konfiguriere|настрой|agrega|añade|crea|implementa|escribe|genera|adiciona|cria|crie|escreva|gere|ajoute|crée|implémente|écris|génère|füge|erstelle|implementiere|schreib|baue|добавь|создай|напиши|реализуй)(?!\p{L})|^(?:necesito|necesitamos|preciso|precisamos) (?:que|q) (?!\p{L}+ (?:no|não)\b)|^给\s?[^，,。]{1,60}?\s?(?:加上|添加|增加|接入)|^(?:对|给|在)\s?\S{1,60}\s?(?:跑|编|构建|运行|执行|测)一下|^帮我(?:给[^，,。]{1,60}?)?(?:加|写|做|建|实现|生成|添加|增加)|^(?:请)?(?:添加|新建|实现)|(?:追加|作成|実装)して|作って|(?:추가해|만들어|작성해|구현해|바꿔|변경해)\s?(?:줘|주세요|주실래요)|(?:変えて|変更して|切り替えて)(?:ください|ほしい|くれ)?[。！!]?$|붙이자|만들자|^(?:(?:في|فى)\s+\S+\s+)?(?:عايز(?:ك)?|عاوز(?:ك)?|محتاج(?:ك)?|ممكن ت|اعمل|ضيف|ضيفلي|اعملي)(?![\p{L}\p{M}])/iu;

/** "…looks fine", "…is ok": after a weak "actually" the speaker takes a worry back; nothing is corrected. */
export const ALL_FINE = /\b(?:looks?|seems?|is|are|was|were)\s+(?:(?:actually|totally|all|just|perfectly)\s+)?(?:fine|ok(?:ay)?|good|great|normal|expected|correct|right|exactly what (?:we|i) (?:want|need|wanted|needed))\b/i;

/** A prohibition about "it" (the value just given): "don't put it anywhere", "no lo pongas en ningún lado", "nicht weitergeben". */
export const VALUE_PRONOUN = /(?<![\p{L}'’])(?:it|them|this|that|lo|la|los|las|le|les|es|das|ihn|o|a|isso|его|её|их|bunu|onu|şunu)(?![\p{L}'’])|anywhere|en ningún (?:lado|sitio)|nulle part|nirgendwo|em lugar nenhum|нигде|どこにも|어디에도|任何地方/iu;

/** …or says where such a value does belong ("it must only come from the CI variable"). */
export const WHERE_IT_GOES = /\b(?:only|must|has to|have to|needs? to|should)\b[^.!?]{0,40}\b(?:from|in|via|through)\b|\b(?:comes?|lives?|goes|belongs?) (?:from|in|into)\b/i;

/** After a rejection: pointing at another instance for the task at hand ("the other one", "the one under X"), not a rule. */
/** A joke owned up to ("war natürlich ein Witz", "just kidding", "c'était une blague"): nothing in the sentence is meant. */
export const KIDDING = /\b(?:just kidding|j\/k|kidding|(?:was|it'?s|that'?s) (?:just |only )?a joke)\b|(?<!\p{L})(?:(?:war|ist|das war) (?:natürlich |nur |bloß )?(?:ein )?(?:witz|scherz)|(?:c['’]était|c['’]est) (?:juste )?(?:une blague|pour rire)|(?:era|es) (?:broma|coña)|(?:é|era) brincadeira|(?:шучу|шутка|это была шутка))(?!\p{L})|冗談(?:です|だよ|だけど)?|开玩笑(?:的)?|농담(?:이야|이에요)/iu;
/** After a rejection: a dismissal of something of the moment ("nope, ignore the failing build from before"). */
export const DISMISS = /^(?:just\s+)?(?:ignore|forget|disregard|never ?mind|skip)\s+(?:it|that|this|the|those|these|my)\b/i;
export const REDIRECT = /^(?:(?:no,?\s+)?(?:the|that)\s+other\b(?!\s+way\b)|the one (?:in|under|at|from|with|on|that|inside|next to)\b|the (?:first|second|third|last|previous|next|original|newer|older) one\b|(?:das|die|der) andere\b|l['’]autre\b|el otro\b|la otra\b|o outro\b|a outra\b|другой\b|другая\b|另一个|もう一つの|다른 거)/iu;

/** After a rejection: a closing ("nope, nothing else", "that's all"), an answer to "anything else?", not a correction. */
export const CLOSING = /^(?:koi (?:issue|problem|dikkat|baat|tension) nahi+n?(?!\p{L})|(?:sigue|continúa|continua) (?:rojo|fallando|roto|igual|vermelho|falhando)(?!\p{L})|(?:toujours|immer noch) (?:rouge|rot)(?!\p{L})|no more\b[^.]{0,40}\b(?:today|tonight|for today|for now|right now)(?!\p{L})|(?:não precisa|no (?:hace falta|es necesario)|nicht nötig|не надо)(?:\s+\p{L}+){0,4}\s+(?:agora|ahora|maintenant|jetzt|сейчас)(?!\p{L})|pas besoin(?!\p{L})|(?:(?:it|this|that)(?:'s| is) )?not urgent|(?:это )?не срочно|(?:das ist )?nicht dringend|kein(?:e|en)? (?:\S+\s+){1,3}?nötig(?!\p{L})|(?:c['’]est )?pas urgent|no es urgente|não é urgente|不急|急がない|급하지 않|(?:leave it(?: be| alone| for now| as is)?|deixa(?: quieto| assim| pra lá)?|déjalo(?: así)?|lass (?:es|mal|gut sein)|laisse(?: tomber|-le)?|lascia (?:stare|perdere))(?=\s*(?:[,.!;]|$))|let it be|tudo (?:certo|ok|bem)|pode (?:encerrar|fechar|parar)|todo (?:bien|ok|correcto)|alles (?:gut|klar|ok)|tout (?:va bien|est bon)|вс[её] (?:хорошо|ок|нормально)|nothing (?:else|more)|ning[uú]n otro cambio|no other changes?|keine weiteren änderungen|aucun autre changement|nenhuma outra mudança|no (?:more|other|further) (?:questions|comments|notes|changes|remarks|feedback)|that'?s (?:all|it)|all good|we'?re good|i'?m good|nichts (?:weiter|mehr)|sonst nichts|c['’]est tout|rien d['’]autre|nada más|eso es todo|só isso|nada mais|(?:aún|todavía|ainda|noch|pas) (?:no|não|nicht|encore)(?=\s*[,.!;]|$)|not yet(?=\s*[,.!;]|$)|больше ничего|(?:это|так и) (?:ожидаемо|задумано|должно быть)|それで全部|それだけ(?:です)?|[^。]{0,60}(?:関係ない|関係ありません)[^。]{0,20}(?:そのままで|そのままに)|没有了|就这些|以上|없어요|그게 다)(?![\p{L}'’])/iu;

/** The agent's own work named wrong ("the upper bound in your yaml is wrong", "in deiner yaml ist falsch"): a correction when something concrete says what is right. */
export const YOUR_WRONG = /\byour\s+[^.!?]{1,40}\b(?:is|are) (?:wrong|incorrect|off|backwards)\b|\bwhat you (?:said|told me|wrote|claimed|suggested|assumed)\b[^.!?]{0,60}\b(?:is|was) (?:wrong|incorrect|backwards|the other way (?:a)?round|not (?:true|right|correct))\b|\byou(?:'ve| have)? got (?:it|that|this|them|the \w+(?: \w+)?) (?:backwards|the wrong way (?:a)?round|reversed)\b|(?<!\p{L})deine[rmns]?\s+[^.!?]{1,40}(?:ist|sind) falsch|(?<!\p{L})(?:ton|ta|tes|votre|vos)\s+[^.!?]{1,40}(?:est|sont) faux|(?<!\p{L})(?:tu|tus)\s+[^.!?]{1,40}(?:está|están) mal|(?<!\p{L})(?:seu|sua|teu|tua)\s+[^.!?]{1,40}(?:está|estão) errad|(?<!\p{L})(?:твой|твоя|твоё|твои|ваш|ваша)\s+[^.!?]{1,40}неправильн|你的[^。]{1,20}(?:错了|不对)|あなたの[^。]{1,20}(?:間違|違い)|네\s[^.]{1,20}틀렸/iu;

/**
 * A value handed over is not a lesson: "don't put it anywhere" after a password or a phone number says how to treat
 * that value now, and "fyi the token is glsa_…" or "use card 4242…" hands it over; unless it says where such values
 * go ("not in `eas.json`"). The value itself (a key in a code span) names nothing the lesson could be about.
 */
export function handsOverValue(rule: string, confidence: number, sentence: string): boolean {
  if (WHERE_IT_GOES.test(sentence)) return false;
  const scan = scanTextSync(sentence);
  if (rule === 'prohibit') {
    if (NOWHERE.test(sentence)) return true;
    const m = NEGATOR.exec(scan.text);
    return pronounObject(sentence) && !STRONG_CODE.test((m ? scan.text.slice(m.index) : scan.text).replace(/`?\[REDACTED:[\w-]+\]`?/g, 'it'));
  }
  return (rule === 'fact' || rule === 'statement') && confidence < 0.9 && scan.count > 0 && (scan.categories.includes('credential') || /credit-card|iban/.test(Object.keys(scan.kinds).join(' ')));
}

/** The pronoun is what is prohibited ("don't put it anywhere"), within a few words of the negation; not "the card that I pasted". */
const NEGATOR = /(?<![\p{L}'’])(?:don'?t|do not|never|nicht|nie|niemals|не|no|não|nunca|jamais|ne|n['’]|jangan|jgn)(?!\p{L})/iu;
/** "Nowhere": what is kept nowhere is the value just handed over ("nikam to neukládej", "не сохраняй никуда"). */
const NOWHERE = /(?<!\p{L})(?:nowhere|nikam|nikde|nigdzie|nirgends|nirgendwo|nulle part|a ningún lado|en ningún lado|em nenhum lugar|никуда|нікуди)(?!\p{L})/iu;
function pronounObject(sentence: string): boolean {
  const m = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(sentence) ? null : NEGATOR.exec(sentence);
  const object = m ? sentence.slice(m.index + m[0].length).trim().split(/\s+/).slice(0, 4).join(' ') : sentence;
  // (Indonesian leaves the object out of a passive: "jangan ditulis ke file mana2", not written into any file.)
  return VALUE_PRONOUN.test(object) || /\b(?:the|this|that|these|those) (?:number|numbers|value|password|pw|token|key|code|card|pin|secret|iban|phone)\b/i.test(object) || /^di\p{L}+\s+(?:ke|di)\s+(?:\S+\s+)?mana(?:2|-mana|pun)?(?!\p{L})/iu.test(object);
}

/** A prohibition with nothing after its verb but "it/that/anything" ("don't apply anything", "nicht ändern") names nothing to learn. */
const EMPTY_OBJECT = /^(?::\s*)?(?:(?:it|that|this|them|anything|everything|something|yet|now|today|again|either|too|please|das|es|ça|eso|isso|это|ничего|nothing|nada|rien|nichts|with|con|com|avec|mit|damit|esto|isto|с|этим)(?![\p{L}'’])[\s,.!:]*)*$/iu;
const PRONOUN_OBJECT = /(?<![\p{L}'’])(?:it|that|this|them|anything|das|es|ça|eso|isso|это)(?![\p{L}'’])/iu;
export function emptyProhibition(L: LangRules, s: string): boolean {
  // Chinese: a bare verb or a pronoun object to the clause's end ("别动它", "不要删") names nothing either.
  if (L.lang === 'zh') return s.split(/[，,。！!；;]/).some((c) => /^(?:不要|别|不准|禁止|不许)\p{Script=Han}{1,2}(?:它们?|这个|那个|这些|那些)?$/u.test(c.trim()));
  const m = L.prohibit.exec(s);
  if (!m || !/^(?:en|de|fr|es|pt|ru)$/.test(L.lang)) return false;
  const words = m[0].split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  // Up to the clause's end where the match stops at the verb: "не откатывай, я сам поговорю" has nothing after it either
  // (German "nicht X" and French "ne X pas" take the word after the negation with them: the rest of the sentence counts).
  const tail = s.slice(m.index + m[0].length);
  return EMPTY_OBJECT.test((/^(?:en|ru|es|pt)$/.test(L.lang) ? tail.split(/[,;—–]/)[0] : tail).trim()) && (words <= 2 || PRONOUN_OBJECT.test(m[0]));
}

/** "Before every commit, run `x`" in each language: a routine, a rule when it names something concrete (correction.ts). */
export const EACH_TIME = /^(?:(?:and|also|btw|fyi|please|und|et|y|e|и|a)[,:]?\s+)?(?:(?:before|after|on) (?:every|each)|(?:vor|nach|bei) jede[mnrs]?|(?:avant|après) chaque|(?:antes|después|depois) de cada|(?:prima|dopo) (?:di )?ogni|(?:voor|na|bij) (?:elke|iedere)|(?:före|innan|efter|vid) varje|(?:sebelum|setelah|sesudah) (?:setiap|tiap)|(?:перед|после|при) кажд\p{L}+|(?:před|po|při) každ\p{L}+|(?:przed|po|przy) każd\p{L}+|(?:her|tüm) \p{L}+ (?:önce|sonra)|trước mỗi|sau mỗi)(?!\p{L})\s*\S+|^每次[^，,。]{1,12}(?:前|之前|后|之后)/iu;
