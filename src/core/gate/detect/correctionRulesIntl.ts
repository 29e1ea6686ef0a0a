// Correction / standing-instruction rules for ZH, JA, KO, DE, FR, ES, PT, RU and the explicit forms of IT, NL, PL, TR, VI,
// HI, SV, AR, ID, CS, HE (see correctionRules.ts for what each field means). Latin-script languages use `(?<!\p{L})` /
// `(?!\p{L})` as word edges so that accented letters and Cyrillic count as letters.
import type { LangRules } from './correctionRules';

const SEP = '[\\s,，、.。!！:：;；—–-]*';
const B = '(?<!\\p{L})';
const E = '(?!\\p{L})';
/** Word edges for Devanagari, Arabic and Hebrew, whose vowel signs are marks (\p{M}), not letters. */
const BM = '(?<![\\p{L}\\p{M}])';
const EM = '(?![\\p{L}\\p{M}])';
/** Clause start in Latin-script languages: sentence start, after punctuation, or after and/but/please. */
const at = (conj: string) => `(?:^|[,;:—–]\\s*|${B}(?:${conj})\\s+)`;

export const ZH: LangRules = {
  lang: 'zh',
  // Also "<the thing> is wrong:" before what is right ("价格单位错了：…").
  lead: new RegExp(`^(?:[^，,。：:？?]{1,24}?(?:错了|不对)(?=[：:，,])|(?:[^，,。：:？?\\s]{1,24}\\s?)?不是(?:这么|这样)[\\p{Script=Han}]{0,3}的|不对|错了|错(?=[啦吧呀啊哦])|不是这样|不是的|不行|搞错了|你搞错了|你错了|唔系咁|唔啱|错咗|不是[^，,。！？]{1,15}(?=[，,])|(?:这|那|它)?(?:根本|明明)?不是\\s?[^，,。！？]{1,30}?\\s?好(?:吗|不好)|不(?=[啦了吧呀啊哦]*[，,。.!！\\s]))(?:啦|了|吧|呀|啊|哦)*${SEP}(?=\\S)`, 'u'),
  benign: /不是你的错|不怪你|别管|不用管|先不管|我自己(?:来|写|弄|改)|没关系|不客气|不用谢|不要紧|别担心|不用担心|不要担心|(?:我)?(?:唔|不)介意|别客气|没事|不用了|算了|不错|没错|挺好|我不觉得|我觉得不|我不知道|不好意思|不急/u,
  standing: /(?:命令|都)(?:要|得)?(?:带上|加上)\s?(?:-{1,2}[\w-]+|\x60)|(?:这个?|本|我们(?:这个?)?)\s?(?:repo|仓库|项目)\s?只(?:认|用)\s?[\w.-]{2,30}|我们(?:全|都|统一)(?:存|用)\s?[\w.-]{2,30}|的(?:约定|规范|惯例|规矩)(?:都|就)?是这样|^注意[：:，,]\s*\S|(?:统一|一律)(?:使)?(?:用|放|走|写|加|配)|(?:请)?记住|(?<![我唔不没冇还])记得(?![^。！？!?]{0,80}吗)|(?<![上完好了过到成])(?:以后|今后)(?!再说|再聊|见|再|最好(?:能|可以)?有|とも)|从现在开始|从今以后|下次(?!见|再说|聊)|永远(?:不要|别|唔好|唔准)|一律|始终|每次都(?!得等|要等|这样|那样|慢|卡|挂|失败|报错|是这样)|务必|一定要|千万(?:不要|别)|绝对(?:不要|不可以|不能|不准|别|要)/u,
  prohibit: /(?<![我他她也能])(?:不要|别(?![的人处])|不准|禁止|千万别|不许|请勿|不能|不可以|不应该|不應該|不该|不該|唔好|唔准|唔可以|唔應該|唔应该)(?!担心|客气|着急|在意|紧|介意|急|怕|难过|谢|忘了谢|纠结|想太多|多想|管它|慌)(?:[\p{Script=Han}A-Za-z`.]|\s[`-])|(?<![\p{Script=Hiragana}\p{Script=Katakana}][^。！？]{0,40})不要\s[A-Za-z]/u,
  replace: /(?:要|应该|得|必须)[^，,。]{1,40}[，,]\s*(?:而)?不是(?:在|用)|(?:要|应该|得|必须)(?:填|用|写|配|放|改成|设成|连|指向)\s?[^，,。\s]{1,30}(?:\s[^，,。\s]{1,30}){0,3}\s不是\s?\S|而不是|(?:不要|别)用[^，,。]{1,30}[，,、]\s*(?:要|请)?用|用[^，,。]{1,30}[，,、]\s*(?:不要|别|不能|不可以|不准|不许|不应该)用|(?:统一|一律)(?:使)?用|不是[^，,。]{1,30}[，,]\s*(?:而)?是|不是[^，,。]{1,30}[，,]\s*就是[^，,。]{1,40}而已|是[^，,。]{1,30}[，,]\s*(?:而)?不是|系\s?\S{1,40}\s?唔系\s?\S|(?:这个|这样|这)不行[，,]\s*(?:得|要|应该|必须)(?:改)?用|是\s?[\w.-]{2,40}\s不是\s?[\w.-]{2,40}/u,
  factCue: /你(?:[^，。！？]{0,30}?[\s`])?(?:改|写|放|加|删|用|配|填|连|设|接|传|引|导)错(?:了|地方)|你(?:干嘛|为什么|为啥)(?:要|又)?\s?[\p{Script=Han}A-Za-z`]|^(?:其实|实际上|事实上)|我(?:已经)?(?:说过|告诉过你|讲过|强调过|提过)|上次(?:就)?(?:讲|说)过|(?:推|放|部署|发|传|配)错(?:了|地方)|(?:咋|怎么)又\s?(?:用|装|加|改|删|写|把)\s?[\w.-]{2,30}\s?了|(?:说|讲)(?:了|过)(?:好几|很多|多少|无数|[0-9一二三四五六七八九十几])(?:次|遍)|你(?:又)?(?:忘了|漏了|弄坏了|删了|改了|没有|没)/u,
  opener: /^(?:请)?(?:记住|记得|以后|今后|从现在开始|从今以后|下次|其实|实际上|事实上|我(?:已经)?(?:说过|告诉过你|讲过))[，,：:\s]*/u,
};

export const JA: LangRules = {
  lang: 'ja',
  lead: new RegExp(`^(?:[^。、？?]{1,24}?(?:が|は)(?:違います|違う|間違っています|間違いです|ちゃう(?:で|ねん|よ)?)(?=[。、：:])|いいえ|いや|違う|違います|ちがう|ちゃうちゃう|ちゃう(?:で|ねん)|そうじゃない|そうではなく|それは違う|間違い(?:です)?|間違ってる|間違っています)${SEP}(?=\\S)`, 'u'),
  benign: /(?:あなた|君)のせいじゃない|お気になさらず|お気になさらないで|もう(?:いい|ええ)(?:です|よ|わ)?(?=[。！!、\s]|$)|それで(?:ええ|いい)(?:よ|で|わ|です)?(?=[。！!、\s]|$)|大丈夫|気にしないで|心配しないで|遠慮しないで|無理しないで|どういたしまして|結構です|いい感じ|問題ない|いいですよ|ありがとう|すみません/u,
  standing: /(?:うち|このシステム|このプロジェクト|この案件)(?:は|では)[^。]{1,80}(?:という|って)(?:設計|方針|ルール|決まり|運用)(?:です|だ|なんです|になっています)|念のため(?:もう一度|再度)|覚えと(?:いて|って|き)|これから(?:は|も)?\s?(?:統一|固定|ずっと)|ずっとこれで|先に\s*`[^`\n]{2,80}`[^。]{0,40}(?:してから|した後)|(?:が|は)唯一の(?:ルート|方法|やり方)|^(?:注意|気をつけて)(?:して(?:ください)?)?[：:、,]\s*\S|(?:このリポジトリ|このプロジェクト|このチーム|うち)では[^。！？]{1,60}を使(?:う|います|っています)|(?<!という)(?<=[るうくすつぶむぬぐ])こと(?:[。！!]|$)|(?:うち|チーム|プロジェクト|このリポジトリ)の(?:ルール|決まり|方針)(?:です|だ)|覚えておいて|忘れないで|今後(?!とも)|これからは|次から(?:は)?|以後|常に|必ず|毎回(?![^。！？]*(?:見よう?|しよう?|やろう|いこう|行こう|試そう)(?:[。！!]|$))[^。！？]{0,80}?(?:して(?:ください)?|すること|しろ|[てで](?:な|ね|や|よ)?(?=[。！!、\s]|$)|といて)|(?:うち|チーム|プロジェクト|このリポジトリ)の(?:やり方|流れ|運用|進め方|決まり|ルール|方針)(?:です|だ|や|やで|やから|だから|なので|なんで)?(?=[。！!、\s]|$)|絶対に/u,
  prohibit: /(?<!られ|れ|け|せ)ない(?:で|よ|から|ので)[〜~ー、,!！\s]{0,3}[^。\n]{0,60}?\x60[^\x60\n]{2,80}\x60\s?(?:で|を使って)[^。\n]{0,20}?(?:して|て)(?=[。！!、\s〜~]|$)|[\p{Script=Hiragana}\p{Script=Han}](?<!ん)んと(?:いて|って)(?:な|や|ね|よ)?(?=[。！!、\s]|$)|[せへらかまたなばわ]んこと(?=[。！!、\s]|$)|(?:たら|ちゃ|じゃ|ては|では|のは|んは|のも|んも)(?:あかん|ダメ|だめ|駄目|いけない|いけません|ナシ|なし|NG)(?=です|だ|で|[。！!、\s（(]|$)|\S\s?禁止(?:です|だ|で)?(?=[。！!、\s]|$)|(?:は|を)(?:おやめ|お止め|ご遠慮)(?:ください|いただけますか|いただきたく)|[るう]の(?:は)?(?:ダメ|だめ|駄目|NG)(?:だって|です|だよ|だ|って)?(?=[。！!、\s]|$)|(?:たら|ちゃ|じゃ|ては|では|のは|んは|のも|んも)(?:あかん|ダメ|だめ|駄目|いけない|いけません)(?!\p{Script=Hiragana}*(?:けど|かな|かも|の[？?]))|[\p{Script=Hiragana}\p{Script=Han}](?:[させへ]んといて|ないで(?:ね|よ|な|や)?(?=\s)|ないでください|ないで(?:ね|よ|下さい)?(?=[。！!、（(]|$)|ないで(?:ほしい|欲しい|もらえ(?:ます|る)|いただけ(?:ます|る)|頂け(?:ます|る))(?:です|んです|のですが|んだけど|けど)?(?=[。！!、（(\s]|$)|るな(?=[。！!、（(]|$)|ないこと|禁止)|やめて(?:ください|下さい)?(?![^。！？]*たい(?:です|な|んだ|けど)?(?:[。！]|$))|絶対(?:に)?(?:ダメ|だめ|駄目|NG|禁止)|\S\s?は不可(?:です)?(?=[。！!、\s]|$)/u,
  replace: /なくて(?:いい|大丈夫)(?:よ|です)?[、,]\s?[^。\n]{0,80}?(?:もう|既に|すでに)[^。\n]{0,40}?(?:ある|あります)(?:から|ので)|じゃなくて|ではなく(?:て)?|の代わりに|の替わりに|ではなくて|(?<![\w.\x60\p{Script=Han}\p{Script=Katakana}-])[\w.\x60\p{Script=Han}\p{Script=Katakana}-]{1,40}\s?(?:は|なんて)(?:もう)?(?:使わない|使いません)(?:です|ので|から|こと)?(?=[。！!、\s]|$)|(?:方式|やり方|ツール|(?<![\w.\x60-])[\w.\x60-]{1,40})\s?は\s?もう使って(?:ない|いない|ません)/u,
  factCue: /(?:てる|ている|た|してる|だ)からでしょ(?:う)?(?=[。！!、\s]|$)|^(?:実は|実際は|本当は)|(?:お伝え|申し上げ)(?:しました|した)(?:が|けど|よね)|(?:言ってる|言っている|言った)のは[^。]{1,40}(?:のほう|の方)|(?:と)?(?:言った|言うた|ゆうた|言いました|伝えた|お願いした)(?:のに|よね|はず|でしょ|けど|じゃん|やん|やろ)/u,
  opener: /^(?:覚えておいて(?:ください)?|今後(?:は)?|これからは|次からは?|実は|実際は|本当は)[、,：:\s]*/u,
};

export const KO: LangRules = {
  lang: 'ko',
  lead: new RegExp(`^(?:[^.,?]{1,24}?(?:이|가|은|는) ?(?:틀렸어요|틀렸습니다|틀렸어|잘못됐어요|잘못됐습니다)(?=[.,:])|아니(?:요|야|에요|오)?|틀렸(?:어|어요|습니다)|그게 아니라|잘못됐(?:어|어요|습니다)|그거 아니야)${SEP}(?=\\S)`, 'u'),
  benign: /멍때리지 말고|놀지 말고|(?:기다리지|걱정하지|신경 쓰지) 말고|[가-힣]구나(?=[.!?\s]|$)|(?:네|당신) 잘못(?:이)? 아니|괜찮아|괜찮습니다|괜찮아요|걱정\s?(?:하지|말)|신경\s?쓰지\s?마|천만에|고마워|고맙|감사|미안해하지/u,
  standing: /무조건|(?:게|것이|건)\s?(?:규칙|원칙|룰|컨벤션|팀 룰)(?:이에요|입니다|이야|임)|(?:전부|모두|다)\s?해당(?:이에요|됩니다|돼요|해요)|^주의[:,]\s*\S|기억해|명심해|앞으로(?:는)?|이제부터(?:는)?|항상|절대(?:로)?|반드시|매번[^.!?]{0,40}(?:해|하세요|해요|해줘|해 줘|하자|돌려|실행해|써|붙여)(?=[\s.!,]|$)|(?:다시 말하지만|다시 말하는데|말했듯이)[^.!?]{0,60}꼭\s?(?:\S+\s)?\S*(?:해|여|붙여|써|줘|려|라|하세요|주세요|해요)(?=[\s,.!]|$)/u,
  prohibit: /(?:없으면|않으면|안 하면)\s?[^.!?]{0,24}?안\s?(?:돼요|돼|됩니다)(?=[\s.!,]|$)|[가-힣]면\s?안\s?(?:돼|돼요|됩니다|된다|되고|되는|돼서|되니까|되지(?:요)?|됨)|(?:거라|거라서|거니까|라서)\s?안\s?(?:돼요|됩니다|돼)(?=[\s.!,]|$)|(?:우리|저희)(?:는)?\s[^.!?]{0,40}?안\s?(?:써요|써|쓰는|씀|써서|쓰거든요|씁니다)(?=[\s.!,]|$)|(?:에서는|에선)\s[^.!?]{0,40}?안\s?(?:써요|써|씀|씁니다|쓰거든요|쓰는데요)(?=[\s.!,]|$)|[가-힣]지\s?(?:마|마세요|말아|말아요|마라|말고|맙시다)|그만\s?(?:하세요|해요|해|하십시오)|[가-힣]는 ?거 그만|\S\s?금지(?:야|예요|입니다|임)?(?=[\s.!,]|$)/u,
  replace: /(?<!(?:지금|오늘|당장|이번|이번엔|이번에는|내일|나중에)\s?)말고|대신(?:에)?|(?:가|이)? ?아니(?:라|고)(?=[\s,])|(?<!\S)\S{1,80} 아님(?:[.!,]|$)/u,
  factCue: /^(?:사실|실은|원래)|(?:내가|제가)\s?(?:말했|얘기했|분명히)|(?:저번에|전에|지난번에|지난번에도|아까)\s?말씀드렸|(?:저번에|전에|지난번에|어제|아까)\s?(?:도\s?)?(?:말했|얘기했)(?:죠|잖아|지|는데|어요|다)|알잖아(?:요)?(?=[\s.!,]|$)|아니잖아(?:요)?(?=[\s.!,]|$)|[가-힣](?:다|라)니까(?:요)?(?=[\s.!?,~ㅠㅜ]|$)/u,
  opener: /^(?:기억해(?:줘|주세요)?|명심해|앞으로(?:는)?|이제부터(?:는)?|사실|실은|원래)[,\s]*/u,
};

export const DE: LangRules = {
  lang: 'de',
  lead: new RegExp(`^(?:nein|nee|(?:stopp|halt)\\s*[!,.:;—–-]|(?:[^,.;:?]{1,30}\\s)?(?:ist|isch) (?:quatsch|unsinn|blödsinn|murks)(?=\\s*[,.;:!—–-])|(?:das )?passt (?:so )?nicht|falsch|das ist falsch|das stimmt (?:so )?nicht|stimmt (?:so )?nicht|(?:das ist )?nicht (?:richtig|korrekt)|nicht so|so nicht)${E}[\\s,.!:;—–-]+(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:kei(?:ni)? (?:wiiteri |wiitere |weiteren? )?frag(?:e|en)?|keine weiteren fragen|keine sorge|kein problem|kein plan|kein stress|keine eile|kein druck|keine hektik|macht nichts|(?:musst|brauchst) du (?:\\S+\\s+){0,3}?nicht|nicht (?:deine|ihre|eure) schuld|passt (?:schon|so)(?!\\s+nicht)|alles gut|danke|schon gut|nicht schlimm|ich (?:glaube|denke|finde) nicht|ist mir egal|keine ahnung|nicht schlecht|gern geschehen|mach dir keine)`, 'iu'),
  standing: new RegExp(`${B}gilt (?:für|fuer) (?:alles|alle|jedes|jeden|jede|das ganze|den ganzen|die ganze)${E}|${B}(?:als|neue) regel (?:für|fuer) [^:.?]{2,60}:\\s*\\S|(?:^|[:：]\\s*)bei [^:;,.]{2,40}? immer (?:zuerst |erst )?\\S+|${B}bei uns (?:(?:im (?:team|projekt|repo)|hier)\\s+)?(?:immer|ausschließlich|ausschliesslich|nur noch|grundsätzlich|generell|nur)\\s+(?!(?:ich|du|wir|er|sie|mal|kurz|heute|morgen|jetzt|noch)${E})\\S|${B}(?:merk (?:der|dir) (?:das|des)|bi (?:üs|eus|uns) (?:\\S+\\s+){0,3}?(?:mer|mir|wir|isch|gits|git))${E}|(?:^|${B}bitte\\s+)(?!.{0,200}?${B}(?:ich|wir|würde|würden|könnte|hätte|hatte|habe|haben)${E})[^.?]{0,80}?${B}(?:immer|nie|niemals)\\s+.{1,100}?${B}(?:verwenden|benutzen|nutzen|nehmen|setzen|schreiben|ausführen|laufen lassen|anlegen|prüfen|committen|pushen|deployen|aufrufen|angeben|mitgeben|übergeben|mergen)${E}|(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:immer|nie)\\s+(?:auf|in|mit|ohne|als|über|per|im|unter)${E}\\s+\\S|^(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,4}?bitte\\s+(?:immer|nie|nur)\\s+(?:auf|in|mit|ohne|als|über|per|im|unter)${E}\\s+\\S|^(?:achtung|vorsicht)\\s*[:,—–-]\\s*(?!ich${E})\\S|${B}(?:(?:hier|bei uns) (?:verwenden|nutzen|benutzen|machen) wir|wir (?:verwenden|nutzen|benutzen) hier)${E}|${B}(?:bei uns|hier|für uns|im (?:team|projekt|repo)) gilt${E}|${B}(?:gehen|geht|läuft|laufen|kommt|kommen|landen|landet) (?:\\S+\\s+)?nur (?:über|via|durch|per)${E}\\s+\\S|(?:^|[,:;—–]\\s*)(?!(?:ich|du|wir|er|sie|es|man|das|dies)${E})(?![^,:;]*${B}(?:hab|habe|hat|haben|hatte|hatten|ist|sind|war|waren|bin|wurde|wurden|wird|werde|kann|konnte|muss|musste|will|wollte|soll|sollte)${E})(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,5}?(?:nie|niemals|immer)\\s+(?:\\p{L}+\\s+){0,3}?\\p{Ll}{3,}(?:en|ern|eln)\\s*[.!]*$|^fürs protokoll\s*[:,]\s*\S|${B}(?:bitte merken|(?:gut )?zu merken|merke? dir|denke? daran|vergiss nicht|nicht vergessen(?=\\s*[:!,—–-])|ab jetzt|ab sofort|von nun an|künftig|zukünftig|in zukunft|für die zukunft|grundsätzlich|jedes mal)${E}|${B}in (?:diesem|unserem) (?:repo|repository|projekt|team)${E}[^.?]{1,80}?${B}(?:immer|nie|niemals|nur)${E}|${at('und|aber|bitte')}(?:immer|nie|niemals)${E}(?!\\s+(?:noch|wieder|mehr|ma|mam|jest|było|wiem|trzeba)${E})(?![^\\n]*(?:[ąćęłńśźż]|${B}(?:z|w|się|sie|dzisiaj|jeszcze|jest|tego|nic|tylko|już|juz)${E}))\\s+\\S+\\s+\\S|${at('und|aber|bitte')}(?:(?:für|bei|in|mit)\\s+(?!(?:mim|mí|mi|me|moi|mich|mir|uns|nous|nosotros|nós)${E})(?:\\S+\\s+){0,2}?\\S+,?\\s+)?(?:nimm|verwende|benutze|nutze|schreib|schreibe|lass|mach|führe|starte)\\s+immer${E}\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${B}(?:hör|hört|hören sie) (?:bitte )?auf${E}|${at('aber|bitte')}(?:bitte\\s+)?(?:nicht|kein|keine|keinen|kei|keini|nöd|nid|ned)\\s+(?!(?:jetzt|jetz|heute|hüt|gleich|sofort|nötig|dringend|schlimm)${E})(?:\\p{L}+|\\x60)|${B}(?:ist|isch|sind)\\s+(?:(?:bei uns|bi eus|bi üs|hier|da)\\s+)?tabu${E}|${B}(?:geht|gehen|gehn|gibt['’]?s)\\s+bei uns\\s+(?:gar\\s+|überhaupt\\s+)?(?:nicht|ned|nöd|nid)${E}|${B}(?:darf|dürfen)\\s+(?:\\S+\\s+){0,5}?nicht\\s+\\p{L}{3,}en${E}|${B}(?:kein|keine)\\s+\\S+,\\s*nirgends${E}|${B}(?:verwende|benutze|nutze|nimm|mach|ändere|lösche|committe|pushe|installiere|fasse|rühre|führe|schreib|schreibe|starte|lade|füge)\\s+(?:\\S+\\s+){0,4}?(?:nicht|nie|niemals|keine?n?)${E}`, 'iu'),
  replace: new RegExp(`${B}(?:statt|anstatt|anstelle von|nicht\\s+[^,.]{1,40},\\s*sondern)${E}`, 'iu'),
  factCue: new RegExp(`^(?:eigentlich|tatsächlich|übrigens)${E}|${B}du (?:häsch|hesch|hasch) (?!r[äe]cht${E}|rächt${E})(?:\\S+\\s+){0,8}?(?:g|aa|ii|ine|use|uf|zrugg)\\p{L}{1,}(?:t|e|o)${E}|${B}(?:wieder|wider|zrugg|zurück) (?:use|ine|zrugg)${E}|${B}(?:du )?(?:chasch|kannst) (?:doch )?(?:nöd|nid|nicht) (?:eifach|afach|einfach)${E}|${B}ich (?:hab(?:e)? (?:doch |dir |schon )*(?:gesagt|gsagt|geschrieben)|sagte doch)|${B}hatten wir (?:doch )?(?:schon|bereits)${E}|${B}sag(?:e)? ich (?:dir |lieber |besser )*(?:nochmal|noch mal|noch einmal)${E}|${B}(?:das|des|dös|hab|habe) (?:hab |habe )?ich (?:dir |ihnen |euch )?(?:\\S+\\s+){0,2}?(?:schon|doch|bereits)\\s+(?:\\S+\\s+)?(?:gesagt|gsagt|geschrieben|erklärt)${E}|${B}wie (?:schon |bereits |oben )?gesagt${E}|${B}wie ich (?:dir )?(?:\\S+\\s+){0,4}?(?:gesagt|gsagt|geschrieben|gschrieben|erwähnt)(?:\\s+(?:hab|habe))?${E}|${B}du hast\\s+(?:\\S+\\s+){0,4}?(?:vergessen|gelöscht|kaputt gemacht|ignoriert|überschrieben|übersehen)${E}|${B}(?:hatten|haben) wir\\s+(?:\\S+\\s+){0,3}?(?:doch|schon|bereits)\\s+(?:\\S+\\s+){0,2}?(?:geklärt|besprochen|abgemacht|ausgemacht|gesagt)${E}`, 'iu'),
  opener: new RegExp(`^(?:merke? dir(?: bitte)?|denke? (?:bitte )?daran|ab jetzt|ab sofort|von nun an|künftig|zukünftig|in zukunft|eigentlich|tatsächlich|übrigens)${E}[\\s,:]*(?:dass\\s+)?`, 'iu'),
};

export const FR: LangRules = {
  lang: 'fr',
  // A bare "non" / "no" / "нет" / "nie" before a word negates it ("no hace falta…"): only with punctuation after it does it reject.
  lead: new RegExp(`^(?:non\\s*[,.!:;—–-]|(?:c['’]est faux|faux|pas comme ça|ce n['’]est pas (?:ça|correct|bon)|incorrect|(?:[^,.;:?]{1,40}\\s)?(?:ça|ca) (?:ne )?sert (?:à|a) rien)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:non merci|(?:ce n['’]est )?pas (?:de )?(?:ta|votre) faute|pas de (?:souci|problème)|(?:ce n['’]est|c['’]est) pas grave|t['’]inquiète|ne (?:t['’]|vous )inqui|ça ne me dérange pas|je ne (?:pense|crois|sais) pas|ça va|c['’]est bon|de rien|merci|pas mal)`, 'iu'),
  standing: new RegExp(`(?:^(?:(?:bon|ok|alors|et|donc)[,\\s]+)*|[,;—–]\\s*)(?:petite |nouvelle |une )?règle(?! du jeu)(?: [^:.?!]{0,50})?\\s*:\\s*\\S|(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:toujours|jamais)\\s+(?:en|avec|sans|comme|par|sous|dans|via)${E}\\s+\\S|^(?:attention|prudence)\\s*[:,—–-]\\s*(?!je${E}|j['’])\\S|^(?:(?:ok|et|alors)[,\\s]+)*pour la suite\\s*[:,]\\s*\\S|${B}(?:ici,? (?:on utilise|nous utilisons)|chez nous,? on utilise|dans ce (?:repo|projet),? on utilise)${E}|${B}(?:(?:il )?faut toujours|on doit toujours|tu dois toujours|je répète\\s*:)${E}|${B}(?:souviens-toi|souvenez-vous|rappelle-toi|retiens(?: bien)?(?: une fois pour toutes)?(?: que|\\s*[:,])|n['’]oublie pas|à partir de maintenant|désormais|dorénavant|à l['’]avenir)${E}|${at('et|mais|stp|svp')}(?:toujours|jamais)\\s+\\S+\\s+\\S|${at('et|mais')}(?:(?:pour|dans|avec|en)\\s+(?!(?:mim|mí|mi|me|moi|mich|mir|uns|nous|nosotros|nós)${E})(?:\\S+\\s+){0,2}?\\S+,?\\s+)?(?:utilise|mets|lance|fais|écris|laisse|passe|garde|appelle)\\s+toujours${E}\\s+\\S`, 'iu'),
  // (Colloquial French drops the "ne": "touche pas à X", "enlève pas le --frozen", "on touche jamais au seed".)
  prohibit: new RegExp(`(?:^|[,;:—–]\\s*|${B}non\\s+)(?:touche|change|modifie|enlève|supprime|mets|utilise|lance|pousse|commite?|efface|rajoute|ajoute)\\s+(?:jamais|pas)${E}|${B}(?:on|nous)\\s+\\p{L}+\\s+jamais${E}|${at('mais|stp|svp|s[\'’]il te plaît')}(?:ne|n['’])\\s*(?:(?:le|la|les|lui|leur|y|en)\\s+)?\\p{L}+\\s+(?:pas|jamais|plus)${E}|${B}(?:évite|arrête|évitez|arrêtez)\\s+(?:de|d['’])|${B}tu (?:les |le |la |l['’]|en |y )?(?!(?:sais|peux|vois|trouves|crois|penses|as|es|veux|comprends|captes|connais|imagines|aimes|kiffes|inquiètes|inquietes|stresses|fais|dis|t['’]\\p{L}+)\\s)\\p{L}{3,}(?:es|s) pas${E}`, 'iu'),
  replace: new RegExp(`${B}(?:au lieu de|au lieu d['’]|plutôt que|à la place)${E}|${B}pas\\s+[^,.]{1,40},\\s*mais${E}|${B}c['’]est\\s+\\x60[^\\x60\\n]{1,30}\\x60\\s+pas\\s+\\x60|${B}c['’]est\\s+[^,.]{1,40},\\s+pas\\s+(?!(?:de|d['’]|du|encore|mal|grave|besoin|sûr|sur|terrible|top|fou|si|trop|très|tres|vraiment)${E})\\S`, 'iu'),
  factCue: new RegExp(`${B}c['’]est pas\\s+(?=\\x60)|^(?:en fait|en réalité|au fait)${E}|${B}je (?:te |vous )?(?:t['’]ai|vous ai|l['’]ai) (?:déjà )?dit|${B}j['’]ai (?:déjà )?dit(?!\\s+(?:à|a)\\s+(?:\\p{L}+\\s+){1,2}(?:que${E}|qu['’]))|${B}comme tu (?:l['’])?(?:as|avais) fait${E}|${B}(?:tu as|t['’]as) (?:oublié|supprimé|cassé|ignoré|écrasé)`, 'iu'),
  opener: new RegExp(`^(?:(?:ok|et|alors)[,\\s]+)*(?:souviens-toi|souvenez-vous|rappelle-toi|retiens(?: bien)?|pour la suite|à partir de maintenant|désormais|dorénavant|à l['’]avenir|en fait|en réalité)${E}[\\s,:]*(?:que\\s+|qu['’])?`, 'iu'),
};

const ES_VERBS = 'uses|use|usen|hagas|haga|pongas|ponga|toques|toque|ejecutes|ejecute|corras|borres|borre|elimines|elimine|cambies|cambie|instales|instale|modifiques|modifique|subas|suba|agregues|añadas|añada|escribas|escriba|mezcles|hagas|dejes|llames|importes|edites|edite|olvides|olvide|commitees|pushees|generes|metas|mandes|toques|hardcodees|quites|muevas|renombres|pegues|pegués|copies|copiés|subás|pongás|metás|toqués|usés|hagás|corrás|borrés|cambiés|agregués|instalés|escribás|mandés';
// (Each Latin language's standing rules open with the elliptical form "los commits siempre en inglés": a subject of one or two words,
// always/never, a preposition — no verb, so "die Tests laufen immer in der CI durch" is not one.)
export const ES: LangRules = {
  lang: 'es',
  lead: new RegExp(`^(?:(?:no|nop|nel|nelson)(?:\\s+(?:parce|parcero|parcera|güey|wey|mano|manito|loco|hermano|bro|che|boludo|tío|tía|hombre|mija|mijo|marica|vale))?\\s*[,.!:;—–-]|(?:para|pare),?\\s+(?:para|pare)\\s*[,.!:;—–-]|(?:[^,.;:?]{1,40}\\s)?no se \\p{L}+ (?:así|asi)(?=\\s*[,.;:—–-])|(?:incorrecto|está mal|eso está mal|eso no es así|así no|falso|eso no vale(?: aquí| aqui)?)${E}|(?:el|la|los|las|ese|esa|este|esta)\\s[^,.;:?]{1,30}?\\s(?:está|están) mal(?=\\s*[,.:;—–-]))[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:olv[ií]d(?:alo|elo|ate de eso|ese de eso)|olvida eso|no te preocupes|no (?:es|fue) (?:tu|su) culpa|no se preocupe|no me importa|no creo|no pasa nada|no hay problema|no,? gracias|de nada|gracias|está bien|todo bien|(?<=^|[,.!¡]\\s{0,2})vale(?=\\s*[,.!]|$)|no sé|ni idea)`, 'iu'),
  standing: new RegExp(`${B}(?:en|para) (?:los|las|el|la) \\p{L}+ no se \\p{L}{2,}(?:a|an|e|en)${E}|${B}ap[úu]nt(?:ate|alo|a) (?:esto|eso)\\s*:\\s*\\S|(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,4}(?:siempre|nunca)\\s+(?:en|con|sin|como|por|a|al|desde|bajo)${E}\\s+\\S|^(?:ojo|cuidado|atención)\\s*[:,—–-]\\s*(?!yo${E})\\S|${B}(?:(?:aquí|acá|nosotros) usamos|en este (?:repo|proyecto) (?:usamos|se usa))${E}|${B}aqu[ií]\\s+(?:van|va|viven|vive|se hacen|se hace|se gestionan|se gestiona)\\s+(?:por|en|con|desde|vía|via)${E}|${B}en (?:este|nuestro) (?:repo|repositorio|proyecto|equipo)${E}[^.?]{1,80}?${B}(?:siempre|nunca|solo)\\s+\\p{L}{3,}|${B}(?:aqu[ií]|ac[aá]|en este (?:repo|proyecto)) no se \\p{L}{3,}(?:a|an|e|en)${E}|\\S\\s+no se (?:edita|editan|toca|tocan|modifica|modifican) a mano${E}|${B}(?:hay que siempre|siempre hay que|siempre se debe|repito\\s*:)${E}|${B}(?:recuerda|acuérdate|acordate|acordáte|recordá|no olvides|a partir de ahora|de ahora en adelante|de ahora en más|de aqu[ií] (?:pa|para) (?:delante|adelante)|en adelante|en el futuro)${E}(?!\\s+(?:de\\s+)?que\\s+(?:hoy|mañana|esta tarde|esta noche|el (?:lunes|martes|miércoles|jueves|viernes))${E})|${B}(?:(?:para|pa) la próxima|la próxima vez|que quede claro)${E}\\s*[:,]?\\s*\\S|(?:^|[,;:—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,5}nunca\\s+se\\s+\\p{L}{3,}|${at('y|pero|por favor')}(?:siempre|nunca|jamás)(?!\\s+(?:me|nos|te|le|les)${E})\\s+\\S+\\s+\\S|${at('y|pero|por favor')}(?:(?:para|en|con)\\s+(?!(?:mim|mí|mi|me|moi|mich|mir|uns|nous|nosotros|nós)${E})(?:\\S+\\s+){0,2}?\\S+,?\\s+)?(?:usa|utiliza|pon|corre|ejecuta|haz|escribe|deja|mete|llama|añade|agrega)\\s+siempre${E}\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${at('y|pero|por favor|ey|oye|eh|mira')}(?:no|nunca|jamás)\\s+(?:(?:lo|la|los|las|le|les|te|me|se)\\s+)?(?:${ES_VERBS})${E}|${B}(?:no|nunca)\\s+(?:lo|la|los|las|le|les|me)\\s+(?:${ES_VERBS})${E}|${at('y|pero|e|mas')}nada de\\s+(?!eso|nada|nuevo|especial|particular|raro)\\S|${B}(?:deja|dejá|deje|dejen|para|parad|paren) de\\s+(?!ser|estar|funcionar|fallar|tardar|responder)\\p{L}+(?:ar|er|ir)${E}`, 'iu'),
  replace: new RegExp(`${B}no es\\s+[^.;!?—–]{2,80}\\s[—–]\\s*es\\s+\\S|${B}(?:en lugar de|en vez de)${E}|${B}no\\s+[^,.]{1,40},\\s*sino${E}`, 'iu'),
  factCue: new RegExp(`^(?:en realidad|de hecho|realmente)${E}|${B}(?:ya )?(?:te|le) (?:lo |la |los |las )?(?:dije|he dicho|pedí)(?!\\s+(?:(?:ayer|antes|hoy|esta mañana|anoche)\\s+)?(?:a|al|a la|a los)\\s)|${B}ya (?:lo )?(?:dije|he dicho)${E}|${B}(?:olvidaste|borraste|rompiste|ignoraste)${E}|${B}(?:revierte|regrésa(?:selo|sela|lo|la)|devuélve(?:selo|sela|lo|la))${E}|${B}(?:pon|ponlo|ponla|vuelve a poner)\\s+(?:\\S+\\s+){0,4}?de vuelta${E}|${B}vuelve a poner(?:lo|la|los|las)${E}`, 'iu'),
  opener: new RegExp(`^(?:apúntate esto|apuntate esto|recuerda|acuérdate|a partir de ahora|de ahora en adelante|de ahora en más|de aqu[ií] (?:pa|para) (?:delante|adelante)|en adelante|en el futuro|en realidad|de hecho)${E}[\\s,:]*(?:que\\s+)?`, 'iu'),
};

const PT_VERBS = 'use|usa|usem|tenta|tente|conecta|conecte|acessa|acesse|pula|pule|ignora|ignore|faça|faz|coloque|coloca|mexa|mexe|rode|roda|execute|apague|apaga|delete|remova|remove|mude|muda|altere|altera|instale|instala|suba|sobe|adicione|adiciona|escreva|escreve|commite|commita|edite|edita|toque|toca|esqueça|esquece|chame|chama|importe|importa|crie|cria|troque|troca|deixe|deixa|bote|bota|jogue|joga|renomeie|renomeia|mexam|usem|passa(?!\\s+n[oa]s?\\b)|passe|manda|mande|aponta|aponte|liga|ligue|desliga|desligue|habilita|habilite|ativa|ative|desativa|desative|salva|salve|guarda|guarde|inclua|inclui|versiona|versione|loga|logue|põe|ponha|pusha|força|force|reverte|reverta|atualiza|atualize|gera|gere|publica|publique|hardcoda|commitar|sobrescreve|sobrescreva|ponhas|metas|mexas|uses|faças|toques|apagues|mudes|alteres|commites|esqueças|deixes|corras|instales|adiciones|escrevas|pushes|forces|chames|importes|cries|troques|hardcodes';
export const PT: LangRules = {
  lang: 'pt',
  // A bare "não" before a verb negates it ("não precisa…" = no need): only "não," / "não." rejects.
  lead: new RegExp(`^(?:(?:não|nao)\\s*[,.!:;—–-]|(?:para|pára|pare)\\s*!+|(?:errado|está errado|isso está errado|assim não|incorreto)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:não se preocupe|não (?:é|foi) (?:culpa sua|sua culpa|tua culpa)|não esquenta|não me importo|não acho|não tem problema|sem problemas?|não,? obrigad|obrigad|de nada|tudo bem|beleza|valeu|não sei)`, 'iu'),
  standing: new RegExp(`[,;]\\s*sempre\\s*[.!]*$|${B}(?:outra coisa |regra )?(?:para|pra) sempre\\s*:\\s*\\S|(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:sempre|nunca)\\s+(?:(?:vai|vão|entra|entram|fica|ficam|sobe|sobem)\\s+(?:para|pra|no|na|em)|em|no|na|com|sem|como|por|via|pelo|pela)${E}\\s+\\S|(?:^|${B}(?:mas|e|só)\\s+)(?:cuidado|atenção|olha)\\s*[:,—–-]\\s*(?!eu${E})\\S|${B}regra (?:da equipa|da casa|do time|do projeto|de ouro)\\s*:\\s*\\S|${B}(?:aqui (?:a gente )?(?:usa|usamos)|a gente (?:sempre )?usa|nós usamos)${E}|${B}aqui\\s+(?:(?:\\S+\\s+){0,3}?(?:nenhum|nenhuma|ninguém)\\s+\\S|(?:\\S+\\s+){1,3}?(?:fica|ficam|vai|vão|mora|moram) só\\s+\\S)|${B}(?:neste|nesse|no nosso) (?:repo|repositório|projeto|time)${E}[^.?]{1,80}?${B}(?:sempre|nunca|só)\\s+\\p{L}{3,}|${B}(?:tem que sempre|sempre tem que|sempre precisa|repito\\s*:)${E}|${B}(?:lembre-se|lembra que|lembre que|lembra(?:-te)?(?:\\s+(?:disto|disso|isto|isso))?\\s*[:,—–]|lembre-se (?:disto|disso)\\s*[:,—–]|lembrando\\s+(?:o|a|do|da)\\s+(?:padrão|regra|convenção|combinado)(?:\\s+\\S+){0,2}\\s*[:,—–]|não esqueça|a partir de agora|daqui (?:pra|para) frente|de agora em diante|no futuro)${E}|${at('e|mas|por favor')}(?:sempre|nunca|jamais)(?!\\s+(?:me|nos|te|lhe|comigo)${E})\\s+\\S+\\s+\\S|${at('e|mas|por favor')}(?:(?:para|em|no|na|nos|nas|com)\\s+(?!(?:mim|mí|mi|me|moi|mich|mir|uns|nous|nosotros|nós)${E})(?:\\S+\\s+){0,2}?\\S+,?\\s+)?(?:usa|use|utilize|coloca|coloque|roda|rode|faz|faça|escreve|escreva|deixa|deixe|chama)\\s+sempre${E}\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${B}escusas de\\s+\\p{L}{3,}${E}|${B}deixa\\s+(?:o|a|os|as)\\s+\\S+\\s+(?:quiet[oa]s?|em paz|como (?:está|esta|estava))${E}|\\S\\s+nem pensar${E}|${B}não (?:é|era) (?:pra|para) (?:ser|criar|usar|rodar|mexer|ter|fazer|mudar|subir|commitar|deployar)${E}|${at('e|mas')}nada de\\s+(?!novo|especial|mais|errado)\\S|(?:${at('e|mas|por favor')}|${B}(?:você|vc|tu)\\s+|^(?:(?:opa|ei|eita|epa|pera|calma|oxe|ih|vish|cara|mano|pô|po)[!,]?\\s+){1,2})(?:não|nunca|jamais)\\s+(?:(?:o|a|os|as|me|se|lhe)\\s+)?(?:${PT_VERBS})${E}|${B}(?:pare|para|parem|chega) de\\s+\\p{L}+(?:ar|er|ir)${E}`, 'iu'),
  replace: new RegExp(`${B}n[ãa]o é\\s+[^.;!?—–]{2,80}\\s[—–]\\s*é\\s+\\S|${B}(?:é|e)\\s+[\\w:.\x60-]{2,40},\\s+n[ãa]o\\s+[\\w:.\x60-]{2,40}${E}|${B}(?:em vez de|ao invés de|no lugar de)${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:j[áa] )?(?:te )?tinha (?:dito|falado|pedido)${E}|${B}(?:está|esta|tá|ta) (?:lá|la|aí|ai|assim) de prop[óo]sito${E}|${B}não adianta (?:editar|mexer|mudar|rodar|trocar|apagar|reinstalar|\\p{L}+ar)${E}|^(?:na verdade|na real|aliás)${E}|${B}(?:eu (?:já )?(?:te )?|já (?:te )?|eu te )(?:disse|falei|pedi)${E}(?!\\s+(?:pro|pra|para (?:o|a|os|as)|ao|à|aos|com)${E})|${B}você (?:esqueceu|apagou|quebrou|ignorou)${E}`, 'iu'),
  opener: new RegExp(`^(?:lembra-te (?:disto|disso)|lembre-se (?:disto|disso)|lembre-se(?: de)?|lembra|lembre|a partir de agora|daqui (?:pra|para) frente|de agora em diante|no futuro|na verdade|na real)${E}[\\s,:]*(?:que\\s+)?`, 'iu'),
};

export const RU: LangRules = {
  lang: 'ru',
  lead: new RegExp(`^(?:(?:нет|не|неа|стоп|стой|погоди)\\s*[,.!:;—–-]|(?:неправильно|неверно|не так|это неправильно|это не так)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:это не я|не я (?:это )?(?:менял|трогал|делал|сделал)|(?:это|так и) (?:ожидаемо|задумано)|но ладно|ну ладно|даже лучше|не критичн\\p{L}*|не страшно|едем дальше|идём дальше|идем дальше|двигаемся дальше|не волнуйся|не (?:твоя|ваша) вина|не переживай|не беспокойся|не за что|нет проблем|ничего страшного|нет,? спасибо|спасибо|я не против|(?:я )?не думаю|вс[её] хорошо|норм(?!\\p{L})|не знаю)`, 'iu'),
  standing: new RegExp(`^(?:запомните|запомни)(?:,?\\s*пожалуйста)?\\s*[:,—–]\\s*\\S|(?:^|[,:]\\s*)(?:\\S+\\s+){1,3}всегда\\s+(?:с|со|через|в|на|без|под|только)\\s+\\S|[A-Za-z_\\x60][\\w.\\x60-]*\\s+никогда\\s*[—–]\\s|${B}(?:всегда|никогда)\\s+(?=[A-Z\\x60]|--?[a-z])|${B}у нас${E}[^.?]{0,60}?${B}(?:тільки|завжди|ніколи)${E}|${B}(?:тільки|лише) через${E}|^(?:обрати(?:те)? внимание|осторожно|внимание)\\s*[:,—–-]\\s*(?!я${E})\\S|${B}у нас (?:везде |всегда |в проекте )?(?:используется|используем|принято|(?:вс[её]|все) через|только через)${E}|${B}(?:запомни|помни|не забывай|впредь|с этого момента|отныне|в будущем|нельзя|(?:это )?на будущее)${E}|${B}всегда так\\s*:\\s*\\S|${B}у нас везде${E}\\s+\\S|${at('и|но|пожалуйста')}(?:всегда|никогда)\\s+\\S+\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${B}(?:перестань|перестаньте|прекрати|прекратите|хватит)${E}|${B}(?:не надо|не нужно|не стоит|никаких)\\s+\\S|${at('и|но|пожалуйста')}не\\s+(?!волнуйся|переживай|беспокойся|думаю|знаю|жди|ждите)\\p{L}+(?:й|йте|и|ите|ь|ьте)${E}|${at('и|но|пожалуйста|а')}(?:(?:его|её|ее|их|это|этот|эту|эти|тут|там|здесь|[\\w.\x60/-]*[A-Za-z][\\w.\x60/-]*)\\s+){1,2}не\\s+(?!волнуйся|переживай|беспокойся)\\p{L}+(?:ай|яй|ей|уй|юй|айте|яйте|ейте|уйте|юйте|ите|ь|ьте)${E}`, 'iu'),
  replace: new RegExp(`${B}(?:вместо|а не(?!\\s+(?:мне|ему|ей|им|нам|тебе|вам|меня|его|её|их|нас|тебя|вас)${E}))${E}|${B}не\\s+[^,.]{1,40},\\s*а${E}`, 'iu'),
  factCue: new RegExp(`^(?:на самом деле|вообще-то|кстати)${E}|${B}я (?:же )?(?:тебе |вам )?(?:говорил|сказал|просил|писал)(?!\\s+(?!тебе|вам)\\p{L}+,?\\s+(?:что|чтобы)(?!\\p{L}))|${B}я (?:ж |же )?(?:казав|казала|просив|писав)${E}|${B}ты (?:забыл|удалил|сломал|проигнорировал)|${B}ты\\s+(?:опять|снова|всё ещё|все еще)\\s+\\p{L}{3,}|${B}(?:опять|снова)\\s+ты\\s+\\p{L}{3,}`, 'iu'),
  opener: new RegExp(`^(?:запомните|запомни|помните|помни|впредь|с этого момента|отныне|в будущем|на самом деле|вообще-то)${E}[\\s,:]*(?:что\\s+)?`, 'iu'),
};

// Beyond the nine languages the detector was built for: the explicit forms only (rejection, standing instruction,
// negated instruction, replacement), so a team writing Italian, Dutch, Polish, Turkish or Vietnamese is not ignored.
export const IT: LangRules = {
  lang: 'it',
  lead: new RegExp(`^(?:no\\s*[,.!:;—–-]|(?:sbagliato|è sbagliato|non è così|non così|non va bene)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:non preoccuparti|nessun problema|non importa|non serve|non c['’ ]?è bisogno|grazie|di niente|va bene|tutto bene|non lo so|non credo|non fa niente)`, 'iu'),
  standing: new RegExp(`(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:sempre|mai)\\s+(?:in|con|senza|come|per|via|nel|nella|sotto)${E}\\s+\\S|${B}(?:ricorda(?:ti)?|tieni (?:a mente|presente)|d['’ ]?ora in (?:poi|avanti)|da (?:ora|adesso) in poi|in futuro|non dimenticare)${E}|${B}(?:regola|convenzione)(?:\\s+(?:per|su|sul|sulla|sui|sulle)\\s+[^:.!?]{1,60})?\\s*:\\s*\\S|${B}si usa(?:no)?\\s+(?:sempre\\s+|solo\\s+)?(?:il|la|lo|l['’]|i|gli|le|\\x60)|${B}non\\s+(?:l[aeio]\\s+|li\\s+|ne\\s+)?(?!(?:abb|s|poss|sapp|vogl|riusc|cap|ved|trov|sent|cred|pens)iamo${E})\\p{L}{3,}iamo(?:\\s+mai)?${E}|${at('e|ma|per favore')}(?:sempre|mai)(?!\\s+(?:mi|me|ti|ci|si|confondo|anh|em|chi|minh|toi|tui|ban|se|lam)${E})\\s+\\S+\\s+\\S|${B}(?:bisogna sempre|ripeto\\s*:)${E}|${B}non si\\s+(?!(?:può|puo|sa|vede|capisce|trova|riesce|sente|usa più)${E})\\p{L}{4,}${E}|${B}(?:ricordatelo|ricordalo|ricordatevelo|tienilo a mente)${E}|${B}in (?:questo|nostro) (?:repo|repository|progetto|team)${E}[^.?]{1,80}?${B}(?:sempre|mai|solo|deve|devono|va|vanno)\\s+\\p{L}{3,}|${B}(?:non\\s+)?si\\s+\\p{L}{3,}\\s+(?:mai|sempre|solo|soltanto)${E}|${B}(?:va|vanno|deve|devono)\\s+sempre${E}`, 'iu'),
  prohibit: new RegExp(`${at('e|ma|per favore')}lascia(?:te)? (?:stare|perdere)\\s+(?:il|la|lo|l['’]|i|gli|le|quel|quella|quello|quei|quelle)${E}|${at('e|ma|per favore')}(?:non|mai)\\s+(?:usare|fare|toccare|mettere|cancellare|eliminare|cambiare|modificare|committare|pushare|installare|scrivere|aggiungere|lanciare|eseguire|hardcodare)${E}`, 'iu'),
  replace: new RegExp(`${B}(?:invece di|invece che|anziché|al posto di)${E}|${B}non\\s+[^,.]{1,40},\\s*ma${E}`, 'iu'),
  factCue: new RegExp(`^(?:in realtà)${E}|${B}(?:te l['’ ]?(?:ho|avevo)|te lo (?:ho|avevo)|ti (?:ho|avevo)|(?:l['’ ]?)?abbiamo) (?:già )?detto|${B}come (?:ti )?(?:ho|avevo) (?:già )?detto${E}|${B}hai (?:dimenticato|cancellato|rotto|ignorato|tolto|rimosso|cambiato)${E}`, 'iu'),
  opener: new RegExp(`^(?:ricorda(?:ti)?(?: che)?|d['’ ]?ora in (?:poi|avanti)|da (?:ora|adesso) in poi|in futuro|in realtà)${E}[\\s,:]*`, 'iu'),
};

export const NL: LangRules = {
  lang: 'nl',
  lead: new RegExp(`^(?:nee|neen|fout|dat klopt niet|klopt niet|da klopt ni|niet zo|ni zo|dat is fout|hela)${E}[\\s,.!:;—–-]+(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:geen (?:verdere )?vragen|geen zorgen|geen probleem|maakt niet uit|dank je|dankjewel|bedankt|ik weet het niet|ik denk het niet|komt goed|geen (?:flauw )?idee|weet ik (?:veel|niet)|zoek (?:jij|het) (?:het )?(?:maar )?(?:zelf )?uit)`, 'iu'),
  standing: new RegExp(`${B}(?:onthoud|vergeet niet|voortaan|vanaf nu|in de toekomst|bij ons geldt|nog eens(?: he| hé)?\\s*:|(?:da|dat|dit) geldt voor (?:elke|alle))${E}|(?:^|[.;:—–]\\s*)(?:\\S+\\s+){1,4}?(?:altijd|nooit)\\s+(?:enkel|alleen|\\p{L}+)\\s+\\S|${at('en|maar|graag')}(?:altijd|nooit)\\s+\\S+\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${B}(?:gebruik|doe|verander|verwijder|commit|push|installeer|raak|zet|schrijf)\\s+(?:\\S+\\s+){0,3}?(?:niet|nooit|geen)${E}|${B}(?:ge|gij|je|jij) (?:moogt|mag|moet) (?:\\S+\\s+){0,5}?(?:ni|niet|nooit|geen|gene|niks)${E}`, 'iu'),
  replace: new RegExp(`${B}(?:is|zijn) (?:ni|niet) (\\p{L}{3,}), [^,.]{1,40}? (?:is|zijn) \\1${E}|${B}(?:in plaats van)${E}|${B}(?:niet|ni)\\s+[^,.]{1,40},\\s*(?:maar|wij|we)${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:ik (?:heb|had)|k['’]?heb) (?:je |het |da |dat )?(?:al |vorige week |gisteren )?(?:gezegd|gevraagd)|${B}(?:zet|draai|haal|doe)\\s+(?:[^\\s,.;]+\\s+){0,4}?terug${E}|${B}(?:ge|gij) (?:hebt|het) (?:\\S+\\s+){0,8}?ge\\p{L}{3,}(?:d|t|en)${E}|${B}je bent\\s+(?:\\S+\\s+){0,4}?vergeten${E}`, 'iu'),
  opener: new RegExp(`^(?:onthoud(?: dat)?|voortaan|vanaf nu|in de toekomst)${E}[\\s,:]*`, 'iu'),
};

export const PL: LangRules = {
  lang: 'pl',
  lead: new RegExp(`^(?:nie(?: no)?\\s*[,.!:;—–-]|(?:źle|to nie tak|nie tak|to jest źle|błąd|to nie (?:ten|ta|to|tu|tam)(?: \\p{L}+)?)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:nie martw się|nie ma problemu|dzięki|dziękuję|nie szkodzi|spoko|nie wiem|nie sądzę|nie przejmuj się|nic (?:więcej |innego )?nie mam|to wszystko)`, 'iu'),
  standing: new RegExp(`${B}(?:zapamiętaj|pamiętaj|od teraz|od tej pory|na przyszłość|w przyszłości|u nas (?:zawsze|nigdy|nie|\\p{L}+ (?:tylko|zawsze|nigdy))|(?:jeszcze raz|powtarzam)(?:,? bo to ważne)?\\s*:|zasada(?: (?:w tym repo|u nas|na przyszłość))?\\s*:|nie (?!mamy|wiemy|możemy|musimy|chcemy|jesteśmy|widzimy|rozumiemy|umiemy|znamy|zdążymy|skończymy|zrobimy|dajemy rady)\\p{L}{3,}(?:amy|imy|emy|ymy)(?:\\s+\\S+){0,3}\\s+(?:wcale|nigdy|w ogóle))${E}|(?:^|[.;:—–]\\s*)(?:\\S+\\s+){1,4}?(?:zawsze|nigdy)\\s+(?:po|w|na|przez|tylko|z)\\s+\\S|${at('i|ale|proszę')}(?:zawsze|nigdy)\\s+\\S+\\s+\\S`, 'iu'),
  prohibit: new RegExp(`(?:^|[.;:,—–]\\s*)(?:żadnych|żadnego|żadnej)\\s+\\S|(?:^|[,;:—–]\\s*)nigdy\\s+\\p{L}+\\s*(?:[.,;!]|$)|${at('i|ale|proszę|tylko|więc|a|to')}(?:nie|nigdy nie)\\s+(?:używaj|rób|dotykaj|zmieniaj|usuwaj|commituj|pushuj|instaluj|pisz|dodawaj|ruszaj|wrzucaj|hardcoduj|\\p{L}{2,}(?:aj|uj|ij|yj|ej|ń|ź)(?:cie)?)${E}`, 'iu'),
  replace: new RegExp(`${B}zamiast${E}|${B}nie\\s+[^,.]{1,40},\\s*(?:tylko|ale)${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:mówiłe[mś]|mówiłam|pisałe[mś]|pisałam) (?:ci|już)|${B}(?:to samo|już|przecież) (?:ci )?(?:mówiłe[mś]|mówiłam|pisałe[mś]|pisałam)${E}|${B}(?:zapomniałe[sś]|usunąłe[sś]|zepsułe[sś])${E}|${B}\\p{L}{2,}(?:ałeś|iłeś|yłeś|ełeś|ąłeś|ałaś|iłaś|yłaś|ełaś)${E}`, 'iu'),
  // Polish typed without its letters reads like other languages' words: its rules run where the prompt looks Polish.
  hint: /[ąęłńśźżć]|(?<![a-z])(?:nie|się|sie|jest|już|juz|że|bo|tylko|czy|żeby|zeby|masz|możesz|mozesz|teraz|tego|który|ktory|która|ktora|właśnie|wlasnie|jeszcze|też|tez|dla|przez|oraz|mi|mnie|zawsze|nigdy|żadnych|zadnych|żadnego|zadnego|proszę|prosze|ani|np|czyli|każda|kazda|każdy|kazdy|każde|kazde|zasada|ale|jak|gdzie|albo|trzeba|musi)(?![a-z])/i,
  opener: new RegExp(`^(?:zapamiętaj(?:,? że)?|pamiętaj(?:,? że)?|od teraz|od tej pory|na przyszłość)${E}[\\s,:]*`, 'iu'),
};

export const TR: LangRules = {
  lang: 'tr',
  lead: new RegExp(`^(?:hayır|yanlış|öyle değil|bu yanlış)${E}[\\s,.!:;—–-]+(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:merak etme|sorun (?:değil|yok)|teşekkür|sağ ol|boş ver|önemli değil|bilmiyorum)`, 'iu'),
  standing: new RegExp(`${B}(?:bundan (?:sonra|böyle)|şu andan itibaren|unutma|aklında (?:olsun|tut)|her zaman|asla|hiçbir zaman|biz (?:böyle|bu şekilde) (?:yapıyoruz|çözüyoruz|yazıyoruz)|kural\\s*:)${E}`, 'iu'),
  prohibit: new RegExp(`${B}(?:asla|sakın)\\s+\\p{L}+|${B}\\p{L}{2,}m[ae]k yok${E}|(?<!${B}bir\\s)${B}\\p{L}{2,}(?:ma|me)(?:yın|yin)?(?=\\s*(?:[,.!;—–]|$))`, 'iu'),
  replace: new RegExp(`(?<!\\S)\\S{1,80}\\s+yerine${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:sana )?(?:söylemiştim|demiştim|demiştik|söylemiştik)${E}|${B}kaç kere (?:söyleyeceğim|söyledim|dedim)|${B}dedik ya${E}|${B}\\p{L}{2,}(?:mışsın|mişsin|muşsun|müşsün)${E}|${B}(?:niye|neden|niçin|ne diye)\\s+(?:\\S+\\s+){0,4}?\\p{L}{2,}(?:dın|din|dun|dün|tın|tin|tun|tün)${E}|${B}(?:hep|yine|gene|hâlâ)\\s+(?:\\S+\\s+){0,4}?\\p{L}+(?:ıyorsun|iyorsun|uyorsun|üyorsun)${E}`, 'iu'),
  hint: /[ğışİ]|(?<![a-z])(?:lütfen|lutfen|misin|musun|mısın|değil|degil|için|icin|asla|yok|bunu|şunu|sunu|olarak|gibi|çünkü|cunku|her zaman|hiçbir|hicbir|bir daha|bu|bir|ile|ama|lazım|lazim|şimdi|simdi|yapma|niye|neden|yine|sadece|sana|bana|dedik|kaç|kac|bi de)(?![a-z])/i,
  opener: new RegExp(`^(?:bundan (?:sonra|böyle)|şu andan itibaren|unutma)${E}[\\s,:]*`, 'iu'),
};

export const VI: LangRules = {
  lang: 'vi',
  lead: new RegExp(`^(?:(?:sai|không)\\s*[,.!:;—–-]|(?:sai rồi|không phải vậy|không đúng|không phải thế)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:đừng lo|không sao|cảm ơn|không có gì|không vấn đề gì|tôi không biết|mình không biết)`, 'iu'),
  standing: new RegExp(`${B}(?:từ (?:giờ|nay|bây giờ)(?: trở đi)?|sau này|nhớ (?:là|rằng)|luôn luôn|lúc nào cũng|không bao giờ)${E}`, 'iu'),
  prohibit: new RegExp(`${B}(?:đừng|không được|cấm)\\s+\\p{L}+`, 'iu'),
  replace: new RegExp(`${B}(?:thay vì|chứ không phải|thay cho)${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:tôi|mình|anh|em|chị) đã (?:nói|bảo|dặn)${E}`, 'iu'),
  opener: new RegExp(`^(?:từ (?:giờ|nay|bây giờ)(?: trở đi)?|nhớ (?:là|rằng))${E}[\\s,:]*`, 'iu'),
};

// Six more, the same explicit forms: Hindi (Devanagari and romanized Hinglish), Swedish, Arabic (standard and dialect),
// Indonesian (formal and casual), Czech, Hebrew. A word that is also a noun ("galat", "fel", "خطأ", "chyba") rejects only with punctuation after it.
/** Romanized Hindi imperatives ("karo", "chalao", "rakhna", "kariye", "karein"). */
const HI_IMP = '\\p{L}+(?:o|na|iye|ein|en)';
export const HI: LangRules = {
  lang: 'hi',
  hint: /[\u0900-\u097f]|(?<![a-z])(?:nahi|nahin|nhi|mat|karo|karna|kar|hai|hain|hamesha|kabhi|yaad|galat|accha|acha|agar|kya|hum|aap|tum|ko|ka|ki|ke|mein|sirf|pehle|abhi|wala|wali|jaise|bolo|chahiye)(?![a-z])/i,
  lead: new RegExp(`^(?:(?:nahi+n?|nai|galat|नहीं|नही|गलत|ग़लत)(?:\\s+(?:yaar|yar|bhai|ruko|यार|रुको))?\\s*[,.!:;।—–-]|(?:ye galat hai|yeh galat hai|galat hai|aise nahi|aise nahin|yah galat hai|यह गलत है|ये गलत है|ऐसे नहीं)${EM})[\\s,.!:;।—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${BM}(?:koi baat nahi|koi (?:dikkat|problem|tension|masla) nahi|no tension|tension (?:mat|na) lo|(?:chinta|fikar|fikr) (?:mat|na) kar|(?:mujhe )?(?:nahi|nahin) pata|pata nahi|(?:tumhari|aapki|teri) galti nahi|thank(?:s| you)|shukriya|dhanyavaad|dhanyawad|कोई बात नहीं|(?:चिंता|फ़िक्र|फिक्र) मत कर|धन्यवाद|शुक्रिया|(?:मुझे )?(?:नहीं पता|पता नहीं)|(?:तुम्हारी|आपकी) गलती नहीं|कोई (?:दिक्कत|समस्या) नहीं)`, 'iu'),
  standing: new RegExp(`${BM}(?:yaad rakh(?:na|o|ein|en|iye|iyega)?|(?:ye|yeh|yahi) (?:default|rule|niyam|convention|standard) hai (?:hamare|humare|apne) (?:liye|yahan|yaha)|(?<!apna )dhyan rakh(?:na|o|ein|en|iye)|ab se|aage se|याद रख(?:ना|ो|ें|िए|िएगा)|(?<!अपना )ध्यान रख(?:ना|ो|ें|िए)|अब से|आगे से)${EM}|${BM}(?:hamesha|kabhi bhi|kabhi mat|हमेशा|कभी भी|कभी मत)${EM}[^.!?।]{1,80}?(?:${B}${HI_IMP}|ो|ें|ना|िए|ओ)${EM}|${BM}(?:hum|hum log|humare yahan|yahan hum|हम|हम लोग|हमारे यहाँ|यहाँ हम)\\s+(?:hamesha|हमेशा)${EM}`, 'iu'),
  prohibit: new RegExp(`(?<!abhi\\s)${B}mat\\s+(?:kar(?:o|na|ein|en|iye)|${HI_IMP})${E}(?!\\s+abhi${E})|${B}na\\s+kar(?:o|na|ein|en|iye)${E}|${B}band kar(?:o|ein|iye|do)${E}|${BM}मत\\s+[\\p{L}\\p{M}]+|${BM}न\\s+कर(?:ें|ो|ना|िए)${EM}|${BM}बंद कर(?:ो|ें|िए|दो)${EM}`, 'iu'),
  replace: new RegExp(`${B}(?:(?:ki|ke) jagah|ke bajaye?|ke badle|(?:nahi|nahin),?\\s+balki)${E}|${B}(?:hai|hain|karte hai|karte hain|chahiye|karna hai)\\s*[,—–-]\\s*(?:\\S+\\s+){1,4}?(?:nahi|nahin)${E}\\s*(?:[.!—–]|$)|^(?:arre\\s+|arey\\s+)?(?!(?:abhi|pata|koi|kuch|haan|zarurat|bilkul)${E})(?:\\S+\\s+){1,3}?(?:nahi|nahin)\\s*,\\s*(?:ye|yeh|wo|woh|\\x60)|${B}(?:nahi|nahin)\\s*,\\s*(?:\\x60[^\\x60\\n]{1,60}\\x60|\\S+)\\s+(?:use|istemal|istemaal)\\s+kar|${BM}(?:की जगह|के बजाय|के बदले|नहीं,? बल्कि)${EM}`, 'iu'),
  factCue: new RegExp(`${B}pehle (?:bhi |hi )?(?:bola|kaha|bataya) tha${E}|${B}(?:bola|kaha|bataya) tha na${E}|${B}(?:tune|tumne|aapne)\\s+(?:\\S+\\s+){1,12}?(?:koshish ki|kar diya|kar di|daal diya|hata diya|badal diya)${E}|${B}(?:maine|mene|main ne)\\s+(?:pehle hi\\s+|already\\s+|toh\\s+|to\\s+)?(?:bola|kaha|bataya)(?:\\s+tha)?${E}|${B}(?:tum|aap|tu)\\s+(?:\\S+\\s+){0,3}?bhool\\s+ga(?:ye|e|ya)${E}|${BM}मैंने\\s+(?:पहले ही\\s+)?(?:कहा|बोला|बताया)(?:\\s+था)?${EM}|${BM}(?:तुम|आप)\\s+(?:\\S+\\s+){0,3}?भूल\\s+ग(?:ए|ये|या)${EM}`, 'iu'),
  opener: new RegExp(`^(?:yaad rakh(?:na|o|ein|en|iye)(?: ki)?|ab se|aage se|याद रख(?:ना|ो|ें|िए)(?: कि)?|अब से|आगे से)${EM}[\\s,:]*`, 'iu'),
};

export const SV: LangRules = {
  lang: 'sv',
  hint: /[åäö]|(?<![a-z])(?:och|inte|att|det|vi|ska|aldrig|alltid|kom|nej|för|med|som|den|har|använd|ändra)(?![a-z])/i,
  lead: new RegExp(`^(?:(?:nej|fel)(?:\\s+(?:vänta|stopp|nej))?\\s*[,.!:;—–-]|(?:det är fel|det stämmer inte|stämmer inte|inte så|så inte)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:ingen fara|inga problem|ingen stress|ingen brådska|inte ditt fel|tack(?:ar|a dig)?${E}|oroa dig inte|jag vet inte|jag tror inte|det gör inget|det är lugnt)`, 'iu'),
  standing: new RegExp(`(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:alltid|aldrig)\\s+(?:i|på|med|utan|som|via|under|genom)${E}\\s+\\S|${B}(?:kom ihåg|glöm inte|från och med nu|hädanefter|framöver|i fortsättningen|i framtiden|hos oss (?:gäller|använder vi)|gäller (?:alltid|för alla)|här använder vi|vi använder alltid)${E}|${at('och|men|snälla')}(?:alltid|aldrig)\\s+\\S+\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${at('och|men|snälla')}(?:snälla\\s+)?(?:använd|rör|ta|ändra|pusha|committa|kör|lägg|skriv|installera|radera|uppdatera|sätt|hårdkoda|redigera|importera|mocka|starta)\\s+(?:\\S+\\s+){0,2}?(?:inte|aldrig)${E}|${B}sluta\\s+\\p{L}+a${E}`, 'iu'),
  replace: new RegExp(`${B}(?:i ?stället för|snarare än)${E}|${B}inte\\s+[^,.]{1,40},?\\s*utan${E}|(?:^|\\s)[\\w./-]*\\d[\\w./-]*\\s+inte\\s+[\\w./-]*\\d[\\w./-]*(?=[\\s,.]|$)`, 'iu'),
  factCue: new RegExp(`${B}jag (?:har )?(?:ju )?(?:redan )?(?:sa|sagt|sade)(?: ju)?(?: till dig)?${E}|${B}du (?:har )?(?:glömde|glömt)${E}`, 'iu'),
  opener: new RegExp(`^(?:kom ihåg(?: att)?|från och med nu|hädanefter|framöver|i fortsättningen|i framtiden)${E}[\\s,:]*`, 'iu'),
};

/** Arabic clause start: sentence start, after (Arabic) punctuation, or after and/but/please ("و" is written onto the next word). */
const AR_AT = `(?:^|[,،;؛:—–]\\s*|${BM}(?:و|ف|لكن\\s|بس\\s|رجاءً\\s|رجاء\\s|من فضلك\\s)\\s*)`;
export const AR: LangRules = {
  lang: 'ar',
  hint: /[\u0600-\u06ff]/,
  lead: new RegExp(`^(?:(?:لا|لأ|لاء|خطأ|غلط)(?:\\s+(?:لا|انتظر|استنى|لحظة))?\\s*[،,.!:;—–-]|(?:هذا خطأ|هذا غلط|ده غلط|هذا غير صحيح|غير صحيح|مش كده|مش كدا|مو هيك|مش هيك|ليس كذلك|مش صح|مو صح)${EM})[\\s،,.!:;—–-]*(?=\\S)`, 'u'),
  benign: new RegExp(`${BM}(?:لا تقلق|ما تقلق|متقلقش|لا مشكلة|لا توجد مشكلة|ما ?في مشكلة|مفيش مشكلة|مش مشكلة|ولا يهمك|لا بأس|شكر(?:ا|ً)|مشكور|تسلم|لا أعرف|لا اعرف|ما بعرف|مش عارف|معرفش|ما أدري|ليس خطأك|ليست غلطتك|مش غلطتك|مو غلطتك|مش ذنبك|العفو|عفو(?:ا|ً))`, 'u'),
  standing: new RegExp(`${BM}(?:تذكر|تذكّر|تذكري|خليك فاكر|خلي بالك|افتكر|لا تنس(?:َ|ى)?|ما تنساش|متنساش|من الآن (?:فصاعد|وصاعد)(?:اً|ا|ًا)|من الآن ورايح|من هلق(?: ورايح)?|من دلوقتي|من هنا ورايح|مستقبل(?:اً|ا|ًا)|في المستقبل)${EM}|${BM}من الآن\\s*[،,:]|${AR_AT}(?:دائماً|دائما|دائمًا|دايماً|دايما|دوماً|دوما)\\s+\\S+\\s+\\S|${AR_AT}(?:أبداً|أبدا|ابدا|ابداً|أبدًا)\\s+(?:لا|ما)\\s+\\S|${BM}(?:نحن|احنا|إحنا|عندنا)\\s+(?:دائماً|دائما|دائمًا|دايماً|دايما)${EM}`, 'u'),
  prohibit: new RegExp(`${AR_AT}(?:(?:أبداً|أبدا|ابدا|أبدًا)\\s+)?(?:إياك\\s+(?:أن\\s+)?|ممنوع\\s+)?لا\\s+ت(?!قلق|هتم|عتذر|خاف|زعل)[\\p{L}\\p{M}]+|${BM}(?:ما\\s+|م)ت[\\p{L}\\p{M}]{2,}ش${EM}|${BM}(?:إياك|اياك|ممنوع|بلاش)\\s+[\\p{L}\\p{M}]+|${BM}ما\\s+ت[\\p{L}\\p{M}]{3,}[^!?\\n]{0,100}أبد(?:اً|ا|ًا)|${BM}(?:توقف|توقّف|بطّل|بطل)\\s+(?:عن\\s+)?[\\p{L}\\p{M}]+`, 'u'),
  replace: new RegExp(`${BM}(?:بدل(?:اً|ا|ًا)?(?: من| ما)?|عوض(?:اً|ا|ًا)? عن|وليس)${EM}|${BM}(?:ليس|مش|مو)\\s+[^،,.]{1,40}[،,]?\\s*(?:بل|وإنما)${EM}`, 'u'),
  factCue: new RegExp(`${BM}(?:قلت لك|قلتلك|قلت لكم|سبق و(?:أن )?قلت|أخبرتك|اخبرتك|ذكرت لك|قلتها لك)${EM}|${BM}(?:أنت|انت|إنت|انتا|إنتا|انتي)\\s+(?:[\\p{L}\\p{M}]+\\s+){0,2}?(?:حطيت|شلت|غيرت|غيّرت|مسحت|عملت|عامل(?:ه|ها)?|كتبت|ضفت|نقلت|عدلت|عدّلت|سميت|سمّيت|نسيت|بوظت|بوّظت)${EM}|${BM}(?:ليه|ليش|لماذا)\\s+(?:[\\p{L}\\p{M}]+\\s+)?(?:حطيت|شلت|غيرت|غيّرت|مسحت|عملت|عامل(?:ه|ها)?|كتبت|ضفت|نقلت|عدلت|عدّلت|سميت|سمّيت|نسيت|بوظت|بوّظت)${EM}`, 'u'),
  opener: new RegExp(`^(?:تذكر(?:ّ)?(?: أن| ان)?|لا تنس(?:َ|ى)?(?: أن| ان)?|من الآن(?: فصاعد(?:اً|ا|ًا)| وصاعد(?:اً|ا|ًا))?|من هلق(?: ورايح)?|من دلوقتي|مستقبل(?:اً|ا|ًا)|في المستقبل)${EM}[\\s،,:]*`, 'u'),
};

export const ID: LangRules = {
  lang: 'id',
  hint: /(?<![a-z])(?:yang|dan|jangan|pakai|pake|udah|sudah|tidak|gak|nggak|ga|ini|itu|kalau|kalo|harus|selalu|mulai|sekarang|salah|bukan|aja|saja|untuk|buat|dengan|di|ke|dari|tolong|bisa|nanti|bagus|semoga)(?![a-z])/i,
  // "salah satu" is "one of": a bare "salah" / "bukan" rejects only with punctuation after it.
  lead: new RegExp(`^(?:(?:bukan|nggak|enggak|gak|tidak|salah)(?:\\s+(?:bukan|tunggu|stop))?\\s*[,.!:;—–-]|(?:itu salah|keliru|bukan begitu|bukan gitu|bukan yang itu|nggak gitu|gak gitu|ga gitu)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:(?:gak|nggak|enggak|ga|tidak|ndak) (?:apa-apa|apa apa|papa|masalah|usah khawatir)|gapapa|gpp|jangan (?:khawatir|kuatir|cemas|minta maaf)|santai (?:aja|saja)|bukan salah(?:mu| kamu| lo| lu| anda)|terima kasih|makasih|makasi|(?:gak|nggak|ga|tidak|enggak) (?:tahu|tau)|sama-sama)`, 'iu'),
  standing: new RegExp(`(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:selalu|jangan pernah)\\s+(?:pakai|pake|lewat|via|dengan|di|ke|dari)${E}\\s+\\S|${at('dan|tapi|tolong')}(?:ingat|inget|tolong diingat)(?:\\s+ya)?(?:\\s+(?:bahwa|kalau|kalo)${E}|\\s*[,:!])|${B}kita (?:ga|gak|nggak|enggak|tidak|ndak) (?:pernah )?(?:pakai|pake|gunakan|pakek)\\s+\\S|${B}(?:project|projek|proyek|repo) ini (?:gak|ga|nggak|enggak|tidak) (?:pake|pakai|pakek)\\s+\\S|${B}(?:sekali lagi(?: ya)?\\s*:|lain kali)|${B}(?:jangan lupa|di (?:repo|project|projek|proyek) ini|mulai (?:dari )?sekarang|ke ?depannya|untuk ke ?depan(?:nya)?|di sini kita (?:selalu )?(?:pakai|pake|gunakan)|kita selalu (?:pakai|pake|gunakan|jalankan|jalanin|taruh|simpan|tulis))${E}|${at('dan|tapi|tolong')}(?:selalu|jangan pernah)\\s+\\S+\\s+\\S`, 'iu'),
  prohibit: new RegExp(`(?:${at('dan|tapi|tolong|pokoknya')}|${B}\\p{L}+\\s+)(?:tolong\\s+)?(?:jangan|jgn|tidak boleh|nggak boleh|gak boleh|ga boleh|dilarang)\\s+(?:pernah\\s+)?(?!(?:khawatir|kuatir|cemas|sungkan|takut|panik|minta maaf|repot)${E})(?:\\p{L}+|\\x60[^\\x60\\n]{1,60}\\x60)|${B}berhenti\\s+\\p{L}+`, 'iu'),
  replace: new RegExp(`\\x60[^\\x60\\n]{1,60}\\x60,?\\s+bukan\\s+\\x60|${B}(?:alih-alih|sebagai ganti(?:nya)?|bukannya)${E}|${B}bukan\\s+[^,.]{1,40},?\\s*(?:tapi|tetapi|melainkan)${E}|${B}(?:pakai|pake|gunakan|gunain)\\s+[^,.]{1,40},\\s*bukan${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:(?:aku|saya|gue|gw|gua)\\s+(?:kan\\s+)?|kan\\s+)(?:udah|sudah|dah)\\s+(?:pernah\\s+)?(?:bilang|kasih tahu|kasih tau|ngomong|bilangin)${E}(?!\\s+(?:ke|sama|kepada)\\s)|${B}(?:udah|sudah|dah) (?:gue|gw|aku|saya) (?:bilang|kasih tau)${E}(?!\\s+(?:ke|sama|kepada)\\s)|${B}(?:lah |loh |eh )?kok\\s+(?:lo|lu|kamu|anda|di-\\p{L}{3,}|\\p{L}{3,}(?=[.!?]|\\s+(?:sih|nih)))|${B}(?:balikin|kembaliin|kembalikan)${E}|${B}(?:kamu|lo|lu|kau|anda)\\s+(?:\\S+\\s+){0,2}?lupa${E}`, 'iu'),
  opener: new RegExp(`^(?:(?:ingat|inget)(?: ya)?(?:,? (?:bahwa|kalau|kalo))?|jangan lupa|mulai (?:dari )?sekarang|ke ?depannya|untuk ke ?depan(?:nya)?)${E}[\\s,:!]*`, 'iu'),
};

const CS_NOT = 'používej|použij|maž|mazej|měň|sahej|šahej|commituj|commitni|pushuj|pushni|instaluj|přidávej|piš|spouštěj|pouštěj|dávej|upravuj|edituj|hardcoduj|mockuj|přepisuj|volej|importuj|mergeuj|nasazuj|deployuj|vytvářej|ukládej|dělej';
export const CS: LangRules = {
  lang: 'cs',
  hint: /[ěščřžůťďňý]|(?<![a-z])(?:ne|je|viz|jako|taky|uz|neni|nebo|jsem|prosim|vzdy|nikdy|misto|pouzij|nedelej|jsi|sis|toto|nie|cez|proc|jen|ted|mame|nas|vzdycky|zadny|zadne)(?![a-z])/i,
  lead: new RegExp(`^(?:(?:ne|chyba)(?:\\s+(?:počkej|stop|ne))?\\s*[,.!:;—–-]|(?:špatně|to je špatně|to není pravda|to nesedí|takhle ne|tak ne)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:klidně|nevadí|žádný problém|bez problému|v pohodě|díky|děkuj(?:i|u|eme)|neboj(?:te)?(?: se)?|nemusíš se bát|nic se neděje|to nic|není to tvoje chyba|není tvoje chyba|nevím|netuším|nemyslím si)`, 'iu'),
  standing: new RegExp(`(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:vždy|vždycky|nikdy)\\s+(?:v|ve|na|přes|s|se|bez|jako|pod|do)${E}\\s+\\S|${B}(?:piš|používej|dávej|spouštěj|pouštěj|dělej|commituj|pushuj|nech|drž|ukládej|testuj|pojmenovávej|pojmenuj)\\s+(?:\\S+\\s+){0,2}?vždy(?:cky)?${E}|${B}(?:pamatuj(?: si)?|zapamatuj si|nezapomeň|od teď|od teďka|odteď|odteďka|od této chvíle|do budoucna|u nás (?:vždy|vždycky|nikdy|používáme|platí)|(?:pro [\\p{L}\\w-]+ )?platí\\s*:|tady používáme|používáme vždy(?:cky)?)${E}|${at('a|ale|prosím')}(?:vždy|vždycky|nikdy)\\s+\\S+\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${at('a|ale|prosím')}(?:prosím\\s+)?(?:nikdy\\s+)?ne(?:${CS_NOT})(?:te)?${E}|${B}ne(?:${CS_NOT})(?:te)?(?=\\s*(?:[.,!;]|$))|(?:^|[,;:—–-]\\s*)(?:žádný|žádné|žádná|žádnej|žádnou)\\s+\\S|${B}(?:přestaň|přestaňte)\\s+\\p{L}+`, 'iu'),
  replace: new RegExp(`${B}(?:místo|namísto)${E}|${B}ne\\s+[^,.]{1,40},\\s*(?:ale|nýbrž)${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:(?:už\\s+)?jsem\\s+(?:ti\\s+)?(?:už\\s+)?(?:říkal|říkala|psal|psala|řekl|řekla)|říkal(?:a)? jsem ti)${E}|${B}(?:zapomněl(?:a)? jsi|zapomněls|jsi zapomněl(?:a)?)${E}|${B}(?:to )?sis\\s+\\p{L}{3,}(?:l|la)${E}|${B}(?:si|jsi) (?:to )?(?:zle|špatně) (?:pochopil|pochopila|pochopils|spravil|udělal)${E}|${B}nemá (?:tam |tu )?co dělat${E}|${B}vrať (?:\\S+\\s+){0,3}?(?:zpátky|zpět|jak (?:to )?(?:bylo|byla|byl|bylo předtím))${E}`, 'iu'),
  opener: new RegExp(`^(?:pamatuj(?: si)?(?:,? že)?|zapamatuj si(?:,? že)?|nezapomeň(?:,? že)?|od teď(?:ka)?|odteď(?:ka)?|od této chvíle|do budoucna)${E}[\\s,:]*`, 'iu'),
};

// Ukrainian, in Cyrillic or typed in Latin letters on a laptop without the layout ("ne robi tak", "ya zh kazav"); Russian's
// rules read the Cyrillic forms the two share.
const UK_NOT = 'чіпай|роби|став|пиши|юзай|додавай|міняй|видаляй|пуш|комить|сквош|лізь|запускай|ставь|chipaj|robi|stav|pyshy|juzaj|dodavaj|minjaj|vydaljaj|zapuskaj';
export const UK: LangRules = {
  lang: 'uk',
  hint: /[іїєґ]|(?<![a-z])(?:ne|shche|zavzhdy|tilky|cherez|treba|tsomu|tse|ty|vin|bulo|jakby|zaraz|nikoly|povertaj|poverny)(?![a-z])/i,
  lead: new RegExp(`^(?:(?:ні|ne|ni)\\s*[,.!:;—–-]|(?:не так|неправильно|ne tak|nepravylno)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:не переживай|не хвилюйся|все добре|дякую|дякс|нічого страшного|не страшно|ne perezhyvaj|diakuju|dyakuyu|vse dobre)`, 'iu'),
  standing: new RegExp(`${B}(?:[ув] нас|[uv] nas)${E}[^.?]{0,60}?${B}(?:тільки|завжди|ніколи|tilky|zavzhdy|nikoly)${E}|${B}(?:zavzhdy|tilky cherez|na majbutnje|na majbutnie|u tsomu repo|v tsomu repo|надалі|на майбутнє|в цьому репо|у цьому репо|ще раз\\s*:|shche raz\\s*:)${E}|${at('і|i|а|a|але|ale')}(?:завжди|ніколи)\\s+\\S+\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${B}(?:не|ne)\\s+(?:${UK_NOT})${E}|${B}(?:не має бути|ne maje buty|ніяких|nijakyh|nikakih)\\s+\\S|^(?:ne|не)\\s+\\S+\\s*!`, 'iu'),
  replace: new RegExp(`${B}(?:замість|zamist)${E}|${B}(?:не|ne)\\s+[^,.]{1,40},\\s*(?:а|a)${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:як |jak )?(?:я|ya|ja) (?:ж |zh )?(?:\\p{L}+ )?(?:казав|казала|писав|писала|kazav|kazala|pysav)${E}|${B}(?:ти|ty) (?:знову |znovu )?\\p{L}{3,}(?:ув|ив|ав|ів|ла|uv|yv|av|iv|la)${E}|${B}(?:поверни|повертай|poverny|povertaj)${E}|${B}(?:ми|my) (?:\\S+ ){0,3}?(?:не|ne) \\p{L}{3,}(?:ємо|аємо|имо|jemo|ajemo|ymo)${E}`, 'iu'),
  opener: new RegExp(`^(?:надалі|на майбутнє|na majbutnje|ще раз|shche raz)${E}[\\s,:]*`, 'iu'),
};

/** Hebrew clause start ("ו" for "and" is written onto the next word). */
const HE_AT = `(?:^|[,;:—–]\\s*|${BM}(?:אבל|בבקשה)\\s+)ו?`;
export const HE: LangRules = {
  lang: 'he',
  hint: /[\u0590-\u05ff]/,
  lead: new RegExp(`^(?:(?:לא|טעות)(?:\\s+(?:רגע|לא|חכה))?\\s*[,.!:;—–-]|(?:זה לא נכון|לא נכון|זה שגוי|לא ככה|ממש לא|זה לא זה)${EM})[\\s,.!:;—–-]*(?=\\S)`, 'u'),
  benign: new RegExp(`${BM}(?:אין בעיה|אין לחץ|אל תדאג|אל תדאגי|אל תדאגו|לא נורא|לא באשמתך|(?:זו |זה )?לא אשמתך|תודה|בכיף|סבבה|הכל טוב|הכול טוב|לא יודע|לא יודעת|אני לא חושב|אני לא חושבת|אל תתנצל|אל תטרח|על לא דבר)`, 'u'),
  standing: new RegExp(`${BM}ו?(?:תזכור|תזכרי|זכור|זכרי|אל תשכח|אל תשכחי|מעכשיו|מעתה|מהיום והלאה|בעתיד|בפעם הבאה|אצלנו (?:תמיד|משתמשים|עובדים עם))${EM}|${HE_AT}(?:תמיד|אף פעם|לעולם)\\s+\\S+\\s+\\S|${BM}(?:אנחנו|פה אנחנו|כאן אנחנו)\\s+(?:תמיד|אף פעם לא)\\s+\\S`, 'u'),
  prohibit: new RegExp(`${HE_AT}(?:אל|לעולם אל|לעולם לא|אף פעם אל|אף פעם לא)\\s+ת(?!דאג|תנצל|טרח|לחץ|יבהל|צטער)[\\p{L}\\p{M}]+|${BM}ו?(?:אסור|נא לא)\\s+ל[\\p{L}\\p{M}]+|${BM}ו?(?:תפסיק|תפסיקי)\\s+ל[\\p{L}\\p{M}]+|${HE_AT}לא\\s+ל(?:געת|מחוק|שנות|דחוף|השתמש|הריץ|ערוך|התקין|הוסיף|כתוב)${EM}`, 'u'),
  replace: new RegExp(`${BM}במקום${EM}|${BM}לא\\s+[^,.]{1,40},?\\s*אלא${EM}`, 'u'),
  factCue: new RegExp(`${BM}(?:כבר\\s+)?אמרתי\\s+לך${EM}|${BM}ביקשתי\\s+(?:ממך|שלא)${EM}|${BM}ו?שכחת${EM}`, 'u'),
  opener: new RegExp(`^(?:(?:תזכור|תזכרי|זכור|זכרי)${EM}(?:\\s+ש(?=\\p{L}{2}))?|(?:מעכשיו|מעתה|מהיום והלאה|בעתיד|בפעם הבאה)${EM})[\\s,:]*`, 'u'),
};
