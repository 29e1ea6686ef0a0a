// Feature requests: a wish for a capability the tool being built does not have yet ("I wish it could…",
// "can you add a way to…", "it would be nice if…"), in the languages of the correction detector.
// A plain task ("add a button to src/x.tsx") is not a request for a capability and does not match: the
// rule needs wish / would-be-nice framing, or "add" + a capability noun (a way, an option, support…).
import { acceptBareLetters } from './accents';
import { ownText } from './quoted';
import { DEADLINE } from './statementRules';
import { MAX_PROMPT, sentences } from './text';
import { distillCapability } from './title';

export interface FeatureHit {
  rule: string;
  lang: string;
  /** The capability asked for, as a title. */
  text: string;
}

const CAP_EN = '(?:a way|an? (?:option|flag|setting|command|mode|switch|shortcut|toggle)|(?:the )?(?:ability|possibility)|support)';
/** Nouns that name a capability of a tool (a command, a view, a filter…), for "I'd love a … that …". */
const CAP_NOUN = '(?:command|subcommand|option|flag|setting|mode|switch|shortcut|toggle|view|panel|button|filter|report|export|import|hook|way|feature|integration|dashboard|page|menu|setting)';

/** Adjectives that make "it would be X if…" a complaint or a correction, not a wish. */
const NOT_WISH_EN = '(?:bad|worse|better|best|safer|weird|strange|odd|terrible|awful|annoying|wrong|sad|a shame|a pity|dangerous|risky|hard|difficult|impossible|surprising|broken|a problem|an issue|a mistake|a bug)';
/** Words that strengthen an adjective ("really", "heaps", "proper", "dead"): "it'd be heaps good if…". */
const INTENSIFIER = '(?!only\\b)[a-z]{3,}ly|heaps|real|proper|dead|mad|wicked|hella|super|so|much|very|pretty|kind of|kinda|quite|rather|damn|bloody|way|well';
/** When a wish is for later: the framing that makes "I want X to…" a capability wish, not today's task. */
const LATER = '(?:some ?day|one day|eventually|in the future|at some point|long[- ]term|down the road|in a later version|later on)';

const RULES: [string, string, RegExp][] = [
  ['would-be-adjective', 'en', new RegExp(`(?:\\bit(?:'d| would)|^would|\\bthat(?:'d| would)|\\b(?:the|our|this) [\\w-]+(?: [\\w-]+)? would) be (?:(?:${INTENSIFIER}) ){0,2}(?!${NOT_WISH_EN}\\b)[a-z]+ if (?:(?:it|the|this|we|i|you|our|there)\\b|(?=[\\w.-]+\\s+(?:could|would|had|supported|showed|offered)\\b))(?=[^.!?]{0,60}\\b(?:could|can|would|had|supported|showed|let|did|were able to|offered|[a-z]{3,}ed)\\b)(.{4,200})`, 'i')],
  ['love-for', 'en', /\b(?:would|i'?d|we'?d|i would|we would) (?:really )?love (?:for |if |(?=(?:the|our|it|this) ))((?:\S+\s+){1,5}?(?:to|could|would) (?:be able to |also )?(?:support|have|show|get|offer|allow|let|handle|accept|export|import|send|stream|sync|remember|learn|track|generate|notify|display)\b.{2,200})/i],
  ['able-to', 'en', new RegExp(`\\b(?:i|we) (?:really )?(?:want|'d like|would like|wish|need) (?:the|our|it|this|a)\\b(?:\\s+\\S+){0,4}?\\s+to be able to\\b(.{4,200})|\\b${LATER}\\b[^.!?]{0,40}\\b(?:i|we) (?:really )?(?:want|'d like|would like|need) (?:the|our|it|this|a)\\b(?:\\s+\\S+){0,4}?\\s+to\\s+(.{4,200})`, 'i')],
  ['want-later', 'en', new RegExp(`\\bwhat (?:i|we) (?:really |actually )?(?:want|'d like|would like|'d love|would love),? ${LATER}\\s*(?:is|:)\\s*(.{4,200})`, 'i')],
  ['make-sense', 'en', /\b(?:it(?:'d| would)|e go) (?:make (?:a lot of |more )?sense|sweet (?:me|us)) if\b(.{4,200})/i],
  ['ask-add', 'zh', /(?:可唔可以|可不可以|能不能|可以唔可以)\s*(?:add|加|增加|添加)\s*(?:a way|an option|一个|个)?(.{4,200})/iu],
  ['killer-feature', 'en', /\b(?:that|it|this)(?:'d| would) (?:be|make) (?:a|an) (?:\w+ )?(?:feature|(?:addition|improvement) to (?:the|our) (?!team\b|group\b|family\b)\w+)\b/i],
  // A subject of a few words ("our deploy script (`scripts/deploy.sh`)") before a past tense or a modal is a wish too; "I wish I knew", "I wish I had more time" are not.
  ['wish', 'en', /(?:(?:^(?:really |so )?|[:：]\s*|\bi (?:really |so )?|(?:^|[,;]\s*)(?:(?:also|and|btw|really|so|just|honestly|still)\s+){1,2}(?=wish (?!i\s)))wish |\bif only )(?!i\s+(?:had|knew|was|were)\b)(?!(?:it|this|that)\s+(?:was|were|is)\s+(?:already\s+)?(?:friday|saturday|sunday|monday|the weekend|weekend|over|done|summer|spring|holiday|vacation|tomorrow|evening|lunch(?:time)?)\b)(?:it|this|that|you|we|there (?:was|were)|(?:the\s+)?(?:[\w'’-]+\s+){0,2}?[\w./'’-]+\s+(?=could|would|had|supported|did|showed|let|fit\b)|(?:(?:the|our|my)\s+(?:[\w'’.-]+\s+){0,10}?[\w'’.-]+\s+|\x60[^\x60\n]{1,60}\x60\s+)(?:\([^()\n]{1,60}\)\s+)?(?:also\s+|just\s+|even\s+|actually\s+)?(?=(?!(?:passed|worked|failed|finished|happened|existed|compiled|crashed|broke)\b)[a-z]{3,}ed\b|could\b|would\b|should\b|can\b|will\b))\s*(?:could|would|had|supported|did)?\s*(.{4,200})/i],
  ['would-be-nice', 'en', /(?:(?:\bit(?:'d| would)|(?:^|[,:;—–]\s*)(?:(?:btw|also|and|but|oh|ah|wah|hey|ok|okay|so|honestly|tbh|still|man|fyi|imo|really)[,!]?\s+){0,2}would|\bthat(?:'d| would)) be (?:really |very |so |rather |quite |genuinely )?(?:nice|great|cool|helpful|useful|handy|awesome|good|sweet|neat|amazing|lovely|slick|dope)|\bit(?:'d| would) help(?: a lot| a ton| me)?) (?:if |si |que |neu |nếu |kalau |jika |wenn |se |kung |agar |age |to (?:have |be able to )?)(.{4,200})/i],
  ['add-capability', 'en', new RegExp(`\\b(?:can|could|would) (?:you|we) (?:please )?(?:add|build|implement|give (?:it|us|me)|make it (?:possible|support))\\s+(${CAP_EN}\\b.{2,200}|(?:a|an)\\s+(?:\\S+\\s+){1,3}?(?:flag|option|setting|mode|switch|subcommand|toggle)\\b.{2,200})`, 'i')],
  ['love-capability', 'en', new RegExp(`\\b(?:i'?d|i would|we'?d|we would|would) (?:really )?(?:love|like) (?:to have |to see |to get )?(?:a|an|some|the)\\s+(?:[\\w-]+\\s+){0,2}?${CAP_NOUN}s?\\b(.{4,200})`, 'i')],
  ['need-capability', 'en', new RegExp(`\\b(?:we|i) (?:really )?(?:need|want|could use) (?:a way|an option|the ability|a (?:command|flag|setting|mode|switch|view|filter))\\b(?=[^.!?]{0,120}\\b(?:cli|extension|tool|learnings|dashboard|tree view|plugin|hook)\\b)(.{4,200})`, 'i')],
  ['any-chance', 'en', /\bany chance (?:that )?(?:the |you |we |it )?(?:[\w-]+\s+){0,2}?(?:could|can|would|might|will)\s+(?:get|have|gain|support|grow|learn to|be able to)\b(.{4,200})/i],
  ['idea', 'en', /^(?!.*:\s*let'?s\b)(?:[\w-]+\s+){0,2}?(?:idea|suggestion|proposal|wishlist|wish|feature request|feature wish)(?:\s+for\s+(?:[\w-]+\s*){1,3})?(?:,\s*[^:.!?,]{1,30}){0,2}\s*:\s*(.{4,200})/i],
  ['able-later', 'en', new RegExp(`\\b(?:should|could|would|will|must)\\s+(?:${LATER}\\s+(?:also\\s+)?be able to|(?:also\\s+)?be able to\\b(?=[^.!?]*\\b${LATER}\\b))(.{4,200})`, 'i')],
  // "…できたら … 最高なんだよな。いつかほしい", "can we add 一个 X … 下个 sprint 的事": wishes when the prompt puts them off.
  ['wish-later', 'ja', /([^。！？\n]{2,120}?)(?:たら|れば)[^。！？\n]{0,40}?(?:最高|便利|助かる|嬉しい|うれしい|楽(?:に)?(?:なる)?|喜ぶ|捗る)(?:そう)?(?:なんだ|なのに|だ|です|じゃん|かも|と思|やろ|だろ|でしょ|やん)|([^。！？\n]{2,120}?)(?:たら|れば)[、,]?[^。！？\n]{2,60}?(?:せる|れる|える|ける|できる|なる)(?:んですよね|んだよね|んだよな|のにな|のになぁ|よなぁ|んやけどな)|([^。！？\n]{2,120}?)(?:たら|れば)(?:よくない|良くない|いいよね|いいな)|([^。！？\n]{4,120}?)ようにしたい(?:な|ね|です)?(?=[。！!、\s]|$)/u],
  ['wish-later', 'ko', /([^.!?\n]{2,120}?)[가-힣]면(?:\s(?:진짜|정말|너무|참|좀|되게|엄청|완전|훨씬|더|넘|짱))? 좋겠/u],
  ['wish-later', 'zh', /(?:can we|could we)\s*(?:add|加)\s*(?:一个|个)\s*(.{4,200})/iu],
  // "Someday the web side should support SSO …".
  ['should-later', 'en', new RegExp(`\\b${LATER}\\b,?\\s+(?:the|our|it|this)\\s+(?:[\\w-]+\\s+){0,3}?should\\s+(?:also\\s+)?(?:support|have|offer|allow|let|show|handle|export|import|send|sync|get)\\b(.{4,200})`, 'i')],
  // "Ideally the API would hand back …": a wish when the prompt puts it off ("park that").
  ['ideally', 'en', /^(?:(?:and|also|btw|so)[,\s]+)?ideally,?\s+(?!(?:you|we|i)\b)(?:(?:the|our|this|it)\s+)?(?:[\w.-]+\s+){0,3}?would\s+(?:also\s+)?(.{4,200})/i],
  ['possible-to-add', 'en', new RegExp(`\\b(?:would|is) it (?:be )?possible to (?:add|have|get|support)\\s+(.{4,200})`, 'i')],
  ['feature-request', 'en', /\b(?:feature request|nice to have|would love (?:it if|a way|an option|to be able)|i'?d love (?:it if|a way|an option|to be able to)|it should (?:also )?be able to|it needs a way to)\b[:,]?\s*(.{4,200})/i],
  ['wish', 'zh', /(?:以后|之后|将来|今后)我想要?让([^。！？\n]{4,120})|(?:以后|将来|今后)?希望(?!你)(?:以后|将来)?(?:能|可以)([^。！？\n]{4,120})|(?:希望|要是|如果)(?:它|这个(?:工具|插件|扩展)?|能|可以)[^。！？\n]{0,6}(?:能|可以|支持)([^。！？\n]{2,120})|(?:能不能|可不可以|可以)(?:加|增加|添加)(?:一个|个)?([^。！？\n]{1,80}(?:功能|选项|方式|开关|命令|按钮|支持))|(?:如果|要是)((?:[^。！？\n]{0,40}?)(?:能|可以)[^。！？\n]{2,80}?)就(?:好|太好|方便多)了|建议(?:增加|添加|支持)([^。！？\n]{2,120})/u],
  ['wish', 'ja', /([^。！？\n]{2,120}?)(?:できたら|できると|があると|があれば|があったら|あったら|できれば|なったら|なると|なれば|られたら|られると|\p{Script=Hiragana}たら)(?:いい|ええ|嬉しい|うれしい|便利|助かる|最高)(?!だけ)|([^。！？\n]{2,120}?)(?:があったら|があれば|できたら|出せたら|られたら)[^。]{0,30}(?:楽になる|楽になります|助かる|助かります|助かるはず)|([^。！？\n]{4,120}?)[、,。]?\s*いつか(?:入れたい|やりたい|欲しい|ほしい|追加したい|issue 立て)|([^。！？\n]{2,120}?)(?:機能|オプション|ボタン|スイッチ|トグル|タブ|ページ|設定|コマンド|モード|フィルタ|フィルター|ビュー|画面|メニュー|ショートカット)(?:を|が)(?:欲しい|ほしい|追加されると|追加してほしい|追加して欲しい)|([^。！？\n]{2,120}?)できるようにして(?:ほしい|欲しい|ください)|(?:将来的に(?:は)?|いつか|ゆくゆくは|そのうち)([^。！？\n]{2,120}?)(?:したい|ほしい|欲しい)|([^。！？\n]{0,60}?)(?:アイデア|案)として(?:残して|メモして)/u],
  ['wish', 'ko', /(?:나중에|언젠가|앞으로)([^.!?\n]{2,120}?)[가-힣]면 좋겠|([^.!?\n]{2,120}?)(?:있으면|되면|하면|수 있으면)(?:\s(?:진짜|정말|너무|참|좀|되게|엄청|완전|훨씬|더|넘|짱))? 좋겠|([^.!?\n]{2,120}?)기능(?:이|도)? ?있으면|([^.!?\n]{2,120}?)(?:추가|지원)(?:할|하는) 수 있는 방법(?:이|은)? 있(?:을까요|나요|을까|어요|습니까)/u],
  // "Is there a way to add …?" about the thing being built, in JA / ZH (as KO above and EN's "is it possible to add").
  ['ask-possible', 'ja', /([^。！？\n]{2,120}?)(?:を|に)?(?:追加|対応)(?:する|できる)方法(?:は|って)?(?:あります|ありますか|ない(?:です)?か)/u],
  ['wish', 'zh', /如果([^。！？\n]{1,20}?(?:能|可以)[^。！？\n]{2,120}?)(?:会(?:舒服|方便|省事|好用|轻松)(?:很多|不少)|就好了|多好|方便很多)/u],
  ['ask-possible', 'zh', /(?:有没有|有什么)办法(?:加|添加|增加|支持)([^。！？\n]{2,120})/u],
  ['wish', 'de', /(?<!\p{L})(?:ich wünschte|(?:(?:idee|feature-idee) (?:für|fuer) (?:später|spaeter|irgendwann|das backlog|den backlog)\s*:)|(?:es )?(?:wäre|wär['’]?s?|waer)(?: es)?\s+(?:(?:echt|wirklich|sehr|total|eigentlich|schon|voll|richtig|so|no|scho|mega|huere|übrigens|auch|ja|doch|durchaus)\s+)*(?!schlecht|blöd|schade|schlimm|komisch|seltsam|besser|falsch)\p{L}+,? wenn|(?:mega|cool|praktisch|super|schön) w[äa]r['’]?s,? wenn|(?:wäre|wär|waer)\s+(?:so\s+)?(?:ein|eine|einen)\s+((?:[^.!?,]){3,100}?)\s+(?:(?:echt|wirklich|schon|voll|total|sehr|so)\s+)?(?:fein|nett|schön|super|cool|praktisch|toll|hilfreich|klasse|leiwand|geil|lässig|gut)(?=\s*[,.!]|\s*$)|(?:eines tages|irgendwann|später mal) (?:möchte|will|hätte) ich(?: gerne)?,? dass|(?:langfristig|irgendwann|später mal),? (?:hätte|hätt|würde|möchte) ich (?:gern|gerne)(?: \p{L}+)?|(?:ich )?(?:würde mir wünschen|wünsch(?:e)? mir|wünschen würde)|kannst du (?:bitte )?(?:eine möglichkeit|eine option|einen schalter|unterstützung|einen befehl)|feature-wunsch:?|(?:bräuchte|bräuchten|könnte|könnten)\s+(?:(?:echt|wirklich|auch|eigentlich|mal)\s+)*(?:langfristig|irgendwann|später mal|auf dauer|mittelfristig)(?=\s+(?:(?:auch|mal|noch)\s+)?(?:nen|ne|einen|eine|ein)(?!\p{L})|\s+\p{Lu}))(?!\p{L})\s*(.{4,200})/iu],
  ['wish', 'fr', /(?<!\p{L})(?:j['’]aimerais (?:bien |ben |ça |ca )?(?:que|qu['’]|pouvoir)|(?:un jour|à terme|éventuellement),? (?:il )?faudrait (?:que|qu['’])|(?:ce|ça|il) serait (?:vraiment |très |super )?(?!dommage|mieux|bizarre|grave|mal|faux|dangereux)\p{L}+ (?:de|d['’]|si|qu['’]|que)|un jour,? (?:je voudrais|j['’]aimerais|on pourrait)|j['’]adorerais (?:que|pouvoir)|(?:peux|pourrais)-tu (?:ajouter|prévoir) (?:une option|un moyen|la possibilité|le support)|il faudrait (?:pouvoir|une option))\s*(.{4,200})/iu],
  ['wish', 'es', /(?<!\p{L})(?:(?:una )?idea (?:pa|para) (?:el|la) (?:roadmap|backlog|futuro|próxima versión)\s*:|ojal[aá]|molar[ií]a (?:mucho |un montón )?(?:que|q|tener|poder|si)|sería (?:la leche|la hostia|la raja|un puntazo|una pasada|la caña|brutal|bacán|bacan)\s+(?:tener|poder|que|q|si)|(?:sería|estaría) (?:muy |súper |super |bien |re )?(?!mejor|raro|malo|peor|una pena|un error|peligroso)\p{L}+ (?:que|q|poder|si|tener)|algún día (?:quiero|quisiera|me gustaría) que|(?:puedes|podrías) (?:añadir|agregar) (?:una opción|una forma|un modo|soporte|la posibilidad)|me (?:gustaría|encantaría) (?:que|poder|tener))\s*(.{4,200})/iu],
  ['wish', 'pt', /(?<!\p{L})(?:(?:uma coisa (?:que|q)|o que) (?:faz falta|(?:ia|iria) ajudar(?: muito| bastante| demais)?)\s*:|(?:seria|estaria|ia ser) (?:(?:muito|mto|mt|bem|super|mesmo|tão|bastante|realmente) ){0,2}(?!melhor|estranho|ruim|pior|uma pena|um erro|perigoso)\p{L}+ (?:demais |dms )?(?:(?:pro|pra|para o|para a|pros|pras)\s+\S+:?\s+)?(?:(?:o|a)\s+\S+\s+)?(?:se|ter|poder|que)|gostava (?:muito )?que|(?:um dia|algum dia) (?:quero|queria|gostaria) que|quem dera|era (?:(?:mesmo|muito|bem|tão) )?(?:fixe|giro|porreiro|top|útil|ótimo|brutal|espetacular|interessante|bonito) (?:se|que|ter|poder|o|a|os|as|um|uma)(?!\p{L})|(?:o que|isto|isso|também)? ?(?:dava|daria)(?:-me|-nos)? (?:mesmo |muito |cá |um )?jeito(?:\s*[?:]|\s+(?:se|que|ter|poder|um|uma|o|a)(?!\p{L}))|(?:um dia|algum dia) (?:havia|há|haveria) de (?:haver|ter|dar)|(?:você pode|pode|poderia) adicionar (?:uma opção|um jeito|uma forma|um modo|suporte)|(?:eu )?(?:gostaria|queria|adoraria) (?:(?:muito|mto|mt|demais) )?(?:que|q|de poder))\s*(.{4,200})/iu],
  ['wish', 'ru', /(?<!\p{L})(?:хотелось бы|(?:хорошо|неплохо|здорово|круто) бы(?:,? чтобы)?|(?:а\s+)?вот бы(?=\s+(?!(?:ты|вы)(?!\p{L}))\S)|(?:вообще\s+)?хочется,? чтоб(?:ы)?(?=\s+(?!(?:ты|вы|мы|я)(?!\p{L}))\S)|было бы (?!лучше|плохо|странно|жаль|хуже|ошибкой)\p{L}+о(?!\p{L})|было бы (?:(?:очень|просто|прям|вообще) )?(?:супер|класс|кайф|огонь|топ|здорово|круто|удобно|полезно),? (?:если бы|если|чтобы)|когда-нибудь (?:хочу|хотелось бы|хотел бы),? чтобы|(?:хочу|хотел бы|хотела бы),? чтоб(?:ы)?(?=\s+(?!(?:ты|вы|мы|я)(?!\p{L}))(?:(?:у|в)\s+(?:[^.!?]|\.(?=\S)){1,60}?(?<!\p{L})(?:был|была|было|были)|(?:[^.!?]|\.(?=\S)){0,80}?(?<!\p{L})(?:мог|могла|могло|могли|умел|умела|умело|умели|поддерживал|поддерживала|поддерживало|показывал|показывала|показывало))(?!\p{L}))|(?:можешь|можете|могли бы) (?:добавить|сделать) (?:возможность|опцию|поддержку|способ|режим)|добавь(?:те)? (?:возможность|опцию|поддержку))(?!\p{L})\s*(.{4,200})/iu],
  ['wish', 'uk', /(?<!\p{L})(?:bulo b (?:duzhe )?(?:kruto|dobre|zruchno|klasno|pomichno|super),? (?:jakby|shchob)|(?:до речі,? )?якби (?:в|у) нас (?:був|була|було|були)|було б (?:дуже )?(?:помічно|корисно|супер),? (?:якби|щоб)|як щодо того,? щоб|було б (?:добре|круто|зручно|класно),? (?:якби|щоб)|хотілося б,? щоб)(?!\p{L})\s*(.{4,200})/iu],
  ['wish', 'it', /(?<!\p{L})(?:sarebbe (?:(?:molto|davvero|super|proprio|troppo) ){0,2}(?!meglio|peggio|strano|brutto|grave|un errore|pericoloso|male)\p{L}+ (?:anche |pure )?(?:se|poter|avere)|mi piacerebbe (?:che|poter|avere)|un giorno vorrei che)(?!\p{L})\s*(.{4,200})/iu],
  ['wish', 'nl', /(?<!\p{L})(?:(?:het|'t) zou (?:echt |heel |erg |wel )?(?:fijn|handig|mooi|leuk|top|prettig|schoon|tof|plezant|cool) zijn (?:als|moest|mocht)|ik wou (?:eigenlijk |graag )?(?:dat|da)|ik zou (?:graag )?(?:willen|zien) dat|ooit wil ik dat)(?!\p{L})\s*(.{4,200})/iu],
  ['wish', 'pl', /(?<!\p{L})(?:(?:fajnie|dobrze|super|przydatnie|wygodnie) (?:by było|byłoby),? (?:gdyby|jakby|(?:to )?mieć)|brakuje mi (?:w|we) (?:naszym|naszej|tym|tej)|chciał(?:a)?bym,? (?:żeby|aby)|przydał(?:a|o)?by się)(?!\p{L})\s*(.{4,200})/iu],
  ['wish', 'tr', /(?<!\p{L})(?:keşke|(?:şunu |bunu )?çok isterdim\s*:)(?!\p{L})\s*(.{4,200})|(.{4,200}?)(?<!\p{L})(?:olsa|olursa|yapabilse|gösterse|desteklese) (?:çok )?(?:iyi|güzel|harika|süper|faydalı) olur(?:du)?(?!\p{L})/iu],
  ['wish', 'vi', /(?<!\p{L})(?:giá mà|ước gì|sẽ (?:rất )?(?:tốt|hay|tiện|tuyệt) (?:hơn )?nếu|mong là|(?:có thể|bạn có thể|mình có thể) thêm (?:một |cái )?(?:tùy chọn|tính năng|chế độ|cờ|nút|lệnh))(?!\p{L})\s*(.{4,200})/iu],
  // …and typed without its marks: "(ma) co flag X thi … nhanh hon" (with X it would be faster), "gia ma", "se tien hon neu".
  // Taglish ("sana … may …", "ang ganda siguro kung …"), Nigerian Pidgin ("e go sweet if …"), Persian in script and Finglish ("kash …", "خیلی خوب میشد اگه …").
  ['wish', 'ro', /(?<!\p{L})(?:ar fi (?:(?:foarte|super) )?(?:tare|smecher|util|bine|misto|fain|genial) (?:daca|ca|sa)|mi-ar placea (?:ca|sa)|ca idee (?:pt|pentru|de) (?:mai tarziu|produs|roadmap))(?!\p{L})\s*(.{4,200})/iu],
  ['wish', 'tl', /(?<!\p{L})(?:sana(?: pala| someday| balang araw)?\s+(?:yung\s+|ang\s+)?(?=[^.!?]{0,120}(?<!\p{L})(?:may|magkaroon|pwede|kaya)(?!\p{L}))|ang (?:ganda|galing|saya|astig) siguro kung|(?:mas )?(?:okay|maganda) sana kung)(.{4,200})/iu],
  ['wish', 'pcm', /(?<!\p{L})e go (?:sweet|make sense|good|better)(?: well well| sha)? if\s+(.{4,200})/iu],
  ['wish', 'fa', /(?<![\p{L}\p{M}])(?:کاش|ای کاش|(?:خیلی )?(?:خوب|عالی) (?:می‌شد|میشد|می شد) (?:اگه|اگر)|(?:kheyli )?(?:khub|aali) mishod age|(?:ey )?kash)(?![\p{L}\p{M}])\s*(.{4,200})/iu],
  ['wish', 'vi', /(?<!\p{L})(?:gia ma|uoc gi|se (?:rat )?(?:tot|hay|tien|tuyet) (?:hon )?neu|(?:ban|minh|em) co the them (?:mot |cai )?(?:tuy chon|tinh nang|che do|flag|option|nut|lenh))(?!\p{L})\s*(.{4,200})|(?<!\p{L})(?:ma|neu|gia) co\s+(.{4,160}?)\s+thi\s+(?:\S+\s+){0,6}?(?:hay|tot|tien|ngon|(?:nhanh|de|tien|gon) hon)(?!\p{L})/iu],
  ['wish', 'hi', /(?<![\p{L}\p{M}])(?:(?:bahut |kaafi |kafi )?(?!bura|ajeeb|galat|mushkil|behtar)(?:accha|achha|acha|badhiya|mast|badiya|useful|helpful|sahi) (?:hoga|rahega) (?:agar|ki)|kaash|(?:एक |कोई )?(?!बुरा|अजीब|गलत|मुश्किल|बेहतर)(?:अच्छा|बढ़िया|बेहतरीन|उपयोगी) होगा (?:अगर|कि)|काश)(?![\p{L}\p{M}])\s*(.{4,200})/iu],
  ['wish', 'hi', /(?<![\p{L}\p{M}])agar\s+((?:\S+\s+){1,40}?)(?:hota|hoti|hote|ho jaye|ho jata|mil jaye|aa jaye)(?![\p{L}\p{M}])[^.!?]{0,90}?(?<![\p{L}\p{M}])(?:toh|to)\s+[^.!?]{0,60}?(?<![\p{L}\p{M}])(?:easy|aasan|asaan|accha|achha|badhiya|mast|helpful|useful|simple|fast|jaldi)(?![\p{L}\p{M}])/iu],
  ['ask-possible', 'hi', /(?<![\p{L}\p{M}])(?:kya hum|क्या हम)\s+((?:\S+\s+){1,8}?)(?:add|support|जोड़|ऐड) (?:(?:kar|कर) )?(?:sakte|सकते) (?:hain|hai|हैं)/iu],
  ['wish', 'sv', /(?<!\p{L})(?:det (?:vore|skulle vara) (?:riktigt |väldigt |jätte|så )?(?!synd|dåligt|konstigt|fel|värre|bättre|farligt|tråkigt|jobbigt)\p{L}+ om|jag önskar(?: att)?|(?:kan|skulle) vi (?:kunna )?lägga till (?:ett alternativ|en flagga|en inställning|ett läge|stöd|ett sätt|en möjlighet)|någon gång vill jag att)(?!\p{L})\s*(.{4,200})/iu],
  ['wish', 'ar', /(?<![\p{L}\p{M}])(?:(?:سيكون|سيبقى|هيكون|حيكون|رح يكون|بيكون) (?:من )?(?:جداً |جدا )?(?!سيئ|أسوأ|أفضل|احسن|أحسن|غريب|خطأ|غلط|مشكلة|صعب)[\p{L}\p{M}]+ (?:جداً |جدا )?(?:لو|إذا|اذا|أن|ان)|أتمنى (?:لو|أن|ان)|اتمنى (?:لو|أن|ان)|يا ?ريت|يا ?ليت|(?:هل )?(?:يمكن|ممكن|نقدر) (?:إضافة|اضافة|نضيف) (?:خيار|خاصية|إمكانية|امكانية|دعم|طريقة|وضع))(?![\p{L}\p{M}])\s*(.{4,200})/u],
  ['wish', 'id', /(?<!\p{L})(?:(?:pengen|pingin|ingin) (?:deh |banget |sih )?(?:nanti|suatu saat|ke ?depan)|enak (?:kali|banget|bgt|pisan)(?: ya)? (?:kalo|kalau)|(?:harusnya|seharusnya) bisa(?=.*(?:nanti|suatu saat|someday|ke ?depan)))(?!\p{L})\s*(.{4,200})|(?<!\p{L})(?:kalo|kalau)\s+(.{4,200}?),?\s+(?:enak|mantap|keren|asik) (?:pisan|banget|bgt|kali)(?!\p{L})/iu],
  ['wish', 'id', /(?<!\p{L})(?:(?:(?:akan|bakal|pasti) )?(?:sangat |bener-bener |keren )?(?<!lebih )(?!jelek|aneh|buruk|bahaya|parah|sayang|salah|repot)(?:bagus|enak|keren|mantap|berguna|membantu|asyik|asik|praktis|seru) (?:banget )?(?:kalau|kalo|jika|bila|seandainya)|alangkah (?:baik|bagus|enak)(?:nya)? (?:kalau|kalo|jika|bila)|kalau bisa (?:nanti )?ada (?:fitur|opsi|tombol|menu|mode)|semoga (?:nanti |ke ?depannya )?(?:bisa|ada)|seandainya|andai(?:kan)?|(?:bisa|boleh) (?:gak|nggak|ga|tidak) (?:di)?tambah(?:kan|in)? (?:opsi|fitur|mode|dukungan|cara|flag)|mau dong (?:fitur|opsi))(?!\p{L})\s*(.{4,200})/iu],
  ['wish', 'cs', /(?<!\p{L})(?:chtělo by to,? (?:aby|kdyby)|(?:bylo by|by bylo) (?:fakt |moc |hrozně |super )?(?!škoda|špatně|divné|lepší|horší|blbé|nebezpečné|zvláštní)\p{L}+,? (?:kdyby|kdybychom|když|mít)|(?:fajn|super|skvělé|užitečné|dobré) by bylo,? (?:kdyby|mít)|přál(?:a)? bych si,? (?:aby|kdyby)|kéž by|(?:šlo by|mohli bychom|můžeme) přidat (?:možnost|volbu|přepínač|podporu|režim|způsob))(?!\p{L})\s*(.{4,200})/iu],
  ['wish', 'he', /(?<![\p{L}\p{M}])(?:(?:היה|יהיה) (?:ממש |מאוד |סופר )?(?!חבל|רע|גרוע|מוזר|עדיף|יותר|מסוכן|בעייתי)[\p{L}\p{M}]+ (?:אם(?![\p{L}\p{M}])|ש)|הלוואי(?![\p{L}\p{M}])|הייתי רוצה ש|(?:אפשר|אפשרי|נוכל) להוסיף (?:אפשרות|אופציה|תמיכה|דרך|מצב|דגל)(?![\p{L}\p{M}]))\s*(.{4,200})/u],
];

/** A polite request to the agent for now ("it'd be great if you could review this today"), or a wish for a person: not a capability. */
const ADDRESSEE = /\b(?:if you|for you to|you could|you can|you would)\b|(?<!\p{L})(?:wenn du|wenn sie|dass du|si tu|que tu|si vous|que vous|se você|que você|если ты|если вы|чтобы ты|чтобы вы|agar (?:aap|tum)|om du|kalau (?:kamu|kau|anda)|kdybys|kdybyste)(?!\p{L})|你能|你可以|してくれ|해 ?주시면|해 ?주면/iu;
const CAPABILITY = /\b(?:option|flag|setting|command|mode|switch|shortcut|toggle|feature|support|a way|ability|cli|extension|plugin|tool|screen|view|page|panel|button|menu|dashboard|tab|filter)\b|機能|功能|기능|モード|オプション|모드|옵션|토글|模式|选项|开关|(?<!\p{L})(?:funktion|option|modus|schalter|fonction|función|funcionalidade|modo|opção|opción|interruptor|режим|опци\p{L}*|функци\p{L}*)(?!\p{L})/iu;
const FOR_PERSON = /\b(?:love for|want|like)\s+(?:the team|our team|the kids|everyone|everybody|people|you|me|him|her|them|us)\b/i;
/** "…, today we do it by hand": how it is done now, not a deadline. */
const NOW_DONE = /(?:^|(?<=[,;.—–]\s*))(?:today|hoje|hoy|heute|aujourd['’]hui|сегодня|сейчас|oggi),?\s+\p{L}+/giu;
/** (What the capability would say, quoted — "pushes 「today's orders are closed」" — is not when the wish is for.) */
const oneOff = (s: string): boolean => FOR_PERSON.test(s) || ((DEADLINE.test(s.replace(NOW_DONE, '').replace(/「[^」\n]*」|“[^”\n]*”|«[^»\n]*»/g, '')) || ADDRESSEE.test(s)) && !CAPABILITY.test(s));

/** The user puts the wish off ("not now, just jotting it down", "nur fürs Backlog", "não é para agora"): a capability for later, whatever else the sentence says about today. */
/** "Not now, just noting it": a wish put off to later (what makes "I want X to…" a wish, not a task). */
export const PUT_OFF = /\b(?:not (?:for )?now|not (?:in |for )?this (?:pr|mr|sprint|release|ticket)|not urgent|no rush|for the backlog|backlog item|for later|just (?:jotting|noting|thinking out loud)|jotting (?:it|this) down|parking (?:it|this|that) here|park (?:it|this|that)|backlog (?:it|this|that)|(?:for|in) (?:the|a) (?:next|later) (?:sprint|release|version|quarter))\b|(?<!\p{L})(?:nicht jetzt|nicht dringend|damit['’]?s nicht untergeht|damit es nicht untergeht|kein ticket (?:bisher|bis jetzt|bislang)|nicht für heute|nicht fuer heute|nur als idee|(?:coisa|ideia) (?:pro|para o) futuro|n[ãa]o fa[çc]as agora|(?:nur )?f(?:ü|ue)rs backlog|nicht in diesem mr|pas maintenant|pas urgent|pour plus tard|pour le backlog|no es pa(?:ra)? ahora|d[eé]jalo anotado|(?:eso )?pa(?:ra)? otro día|no es urgente|para el backlog|para más adelante|não é (?:para|pra) agora|não é urgente|(?:fica|deixo) (?:só )?a ideia|fica (?:para|pra) (?:um|uma|o|a) (?:ticket|issue|sprint|versão) futur[oa]|(?:para|pra) (?:um|uma) (?:ticket|issue) futur[oa]|fica (?:para|pra) depois|para o backlog|не сейчас|не срочно|на потом|в бэклог|nie teraz|na później|do backlogu|tylko notuję|ni voor nu|niet voor nu|ni nu|niet nu|voor later|op de backlog|nöd für jetzt|nicht für jetzt|bukan (?:buat )?sekarang|bukan buat sprint ini|nanti aja|catet aja|cuma ide|masukin ke ide|someday lah|не зараз|не на зараз|ne zaraz|ne na zaraz|prosto dumka|prosto ideja|просто ідея|колись зробимо|не в цьому тікеті|şimdi (?:değil|yapma)|bugünlük değil|backlog'a|ileride|sonra bakarız)(?!\p{L})|不急|以后再说|先记下|先记着|次(?:の)?スプリント|今じゃなくて(?:いい|も)|백로그|언젠가|下个 ?(?:sprint|迭代|版本)的事|今天不弄|いつか|スコープ外|メモ(?:だけ|しとく|しておく|として)|今回(?:は)?やらない|夢みたいな話|そのうち|以后有空|今じゃなくて|急ぎじゃない|나중에/iu;

/** "Can we make the export also write parquet? Would be nice for …": a question that adds a capability, framed as a wish by the next sentence. */
const ASK_ALSO = /^(?:(?:also|and)\s+)?(?:can|could) (?:we|you) (?:please )?(?:make|have|get|let) (?:the|our|it|this)\b[^?]{0,80}?\b(?:also|too|as well)\b[^?]{2,160}\?$|^(?:(?:also|and)\s+)?(?:can|could) we (?:please )?add (?:a|an) [^?]{2,160}\?$|^(?:(?:also|and)\s+)?(?:can|could) we (?:please )?(?:get|have) (?:a |an )?\x60[^\x60\n]{2,60}\x60\s*\?$|^(?:а\s+)?можно (?:ли\s+)?(?:так,?\s+)?чтобы\s[^?]{4,200}\?$/iu;
const WISH_AFTER = /^(?:(?:it(?:'d| would)|that(?:'d| would)|would) be (?:really |very |so |super )?(?:nice|great|handy|useful|helpful|cool|awesome)\b(?!\s+(?:if|to)\b)|(?:it(?:'d| would)|that(?:'d| would)|would) save (?:me|us)\b|i (?:want|'d like|would like) to \w+ [^.!?]{4,}\binstead of\b|(?:это\s+)?было бы (?:очень\s+)?(?:удобно|здорово|круто|классно|полезно|хорошо)[.!]*$)/iu;

/** "You know what would be handy?" — the wish is the next sentence. */
const WISH_HEAD = /^(?:(?:and|also|btw|oh|hey|so)[,\s]+)*(?:(?:you )?know what (?:would|'d) (?:be (?:(?:really|super|so|very|heaps) )?(?:nice|great|handy|useful|cool|awesome|helpful)|help|rock)|(?:tu )?sais ce qui (?:serait|aiderait)(?: \p{L}+)?|(?:¿)?sab(?:es|[ií]s?) (?:qué|que|lo que) (?:molaría|sería (?:\p{L}+)|ayudaría|vendría bien)(?: (?:pa|para) (?:la|el) \p{L}+)?|(?:sabes|sabe) o que (?:dava|daria|seria|ia ser) (?:mesmo )?(?:jeito|\p{L}+)|weißt du,? was (?:(?:echt|richtig|voll) )?(?:cool|praktisch|nett|fein|super|hilfreich|schön|gut) wäre|знаешь,? что было бы (?:\p{L}+)|你知道(?:什么|啥)会(?:很)?(?:方便|好用|有用))\s*[?？:：]$/iu;

/** Rules whose framing is as often today's ask: a wish only when the prompt puts it off ("park that", "いつか"). */
const PUT_OFF_ONLY = new Set(['ideally', 'wish-later']);

const langOfHead = (s: string): string => (/[а-я]/i.test(s) ? 'ru' : /\p{Script=Han}/u.test(s) ? 'zh' : /(?:sabes|sabe) o que/i.test(s) ? 'pt' : /sab(?:es|[ií]s?)\s/i.test(s) ? 'es' : /sais/i.test(s) ? 'fr' : /weißt/i.test(s) ? 'de' : 'en');
/** The feature request in a user prompt's own words, or undefined. */
export function findFeatureRequest(prompt: string): FeatureHit | undefined {
  const raw = prompt.length > MAX_PROMPT ? prompt.slice(0, MAX_PROMPT) : prompt;
  if (raw.trim().startsWith('/')) return undefined;
  const list = sentences(ownText(raw));
  const putOff = PUT_OFF.test(raw);
  for (const [i, s] of list.entries()) {
    if (i > 0 && WISH_AFTER.test(s) && ASK_ALSO.test(list[i - 1])) return { rule: 'asked-also', lang: /[а-я]/i.test(s) ? 'ru' : 'en', text: distillCapability(list[i - 1].replace(/^(?:can|could) (?:we|you) (?:please )?/i, '').replace(/\?$/, '')) };
    if (i + 1 < list.length && WISH_HEAD.test(s)) return { rule: 'wish-head', lang: langOfHead(s), text: distillCapability(list[i + 1]) };
    for (const [rule, lang, re] of RULES) {
      const m = re.exec(s);
      if (!m || ((oneOff(s) || PUT_OFF_ONLY.has(rule)) && !putOff)) continue;
      const what = m.slice(1).find((g) => g !== undefined && g.trim().length > 1) ?? s;
      return { rule, lang, text: distillCapability(what) };
    }
  }
  return undefined;
}

// Accents are optional in what the rules read (accents.ts).
acceptBareLetters(RULES, ADDRESSEE, CAPABILITY, WISH_AFTER, ASK_ALSO, PUT_OFF, WISH_HEAD);
