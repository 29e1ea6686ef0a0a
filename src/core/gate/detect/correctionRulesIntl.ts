// Correction / standing-instruction rules for ZH, JA, KO, DE, FR, ES, PT, RU (see correctionRules.ts for
// what each field means). Latin-script languages use `(?<!\p{L})` / `(?!\p{L})` as word edges so that
// accented letters and Cyrillic count as letters.
import type { LangRules } from './correctionRules';

const SEP = '[\\s,，、.。!！:：;；—–-]*';
const B = '(?<!\\p{L})';
const E = '(?!\\p{L})';
/** Clause start in Latin-script languages: sentence start, after punctuation, or after and/but/please. */
const at = (conj: string) => `(?:^|[,;:—–]\\s*|${B}(?:${conj})\\s+)`;

export const ZH: LangRules = {
  lang: 'zh',
  // Also "<the thing> is wrong:" before what is right ("价格单位错了：…").
  lead: new RegExp(`^(?:[^，,。：:？?]{1,24}?(?:错了|不对)(?=[：:，,])|不对|错了|错(?=[啦吧呀啊哦])|不是这样|不是的|不行|搞错了|你搞错了|你错了|不是[^，,。！？]{1,15}(?=[，,])|不(?=[啦了吧呀啊哦]*[，,。.!！\\s]))(?:啦|了|吧|呀|啊|哦)*${SEP}(?=\\S)`, 'u'),
  benign: /不是你的错|不怪你|别管|不用管|先不管|我自己(?:来|写|弄|改)|没关系|不客气|不用谢|不要紧|别担心|不用担心|不要担心|别客气|没事|不用了|算了|不错|没错|挺好|我不觉得|我觉得不|我不知道|不好意思|不急/u,
  standing: /^注意[：:，,]\s*\S|(?:统一|一律)(?:使)?用|(?:请)?记住|(?<!我)记得|(?:以后|今后)(?!再说|再聊|见)|从现在开始|从今以后|下次(?!见|再说|聊)|永远(?:不要|别)|一律|始终|每次都|务必|一定要|千万(?:不要|别)/u,
  prohibit: /(?<![我他她也])(?:不要|别|不准|禁止|千万别|不许|请勿|不能|不可以|不应该|不该)(?!担心|客气|着急|在意|紧|介意|急|怕|难过|谢|忘了谢)[\p{Script=Han}A-Za-z`.]/u,
  replace: /而不是|(?:不要|别)用[^，,。]{1,30}[，,、]\s*(?:要|请)?用|用[^，,。]{1,30}[，,、]\s*(?:不要|别|不能|不可以|不准|不许|不应该)用|(?:统一|一律)(?:使)?用|不是[^，,。]{1,30}[，,]\s*(?:而)?是|是[^，,。]{1,30}[，,]\s*(?:而)?不是/u,
  factCue: /^(?:其实|实际上|事实上)|我(?:已经)?(?:说过|告诉过你|讲过|强调过|提过)|你(?:又)?(?:忘了|漏了|弄坏了|删了|改了|没有|没)/u,
  opener: /^(?:请)?(?:记住|记得|以后|今后|从现在开始|从今以后|下次|其实|实际上|事实上|我(?:已经)?(?:说过|告诉过你|讲过))[，,：:\s]*/u,
};

export const JA: LangRules = {
  lang: 'ja',
  lead: new RegExp(`^(?:[^。、？?]{1,24}?(?:が|は)(?:違います|違う|間違っています|間違いです)(?=[。、：:])|いいえ|いや|違う|違います|ちがう|そうじゃない|そうではなく|それは違う|間違い(?:です)?|間違ってる|間違っています)${SEP}(?=\\S)`, 'u'),
  benign: /(?:あなた|君)のせいじゃない|大丈夫|気にしないで|心配しないで|遠慮しないで|無理しないで|どういたしまして|結構です|問題ない|いいですよ|ありがとう|すみません/u,
  standing: /^(?:注意|気をつけて)(?:して(?:ください)?)?[：:、,]\s*\S|(?:このリポジトリ|このプロジェクト|このチーム|うち)では[^。！？]{1,60}を使(?:う|います|っています)|(?<!という)(?<=[るうくすつぶむぬぐ])こと(?:[。！!]|$)|(?:うち|チーム|プロジェクト|このリポジトリ)の(?:ルール|決まり|方針)(?:です|だ)|覚えておいて|忘れないで|今後(?!とも)|これからは|次から(?:は)?|以後|常に|必ず|毎回[^。！？]{0,40}(?:して(?:ください)?|すること|しろ)|絶対に/u,
  prohibit: /[\p{Script=Hiragana}\p{Script=Han}](?:ないでください|ないで(?:ね|よ|下さい)?(?=[。！!、（(]|$)|るな(?=[。！!、（(]|$)|ないこと|禁止)|やめて(?:ください|下さい)?|絶対(?:に)?(?:ダメ|だめ|駄目|NG|禁止)/u,
  replace: /じゃなくて|ではなく(?:て)?|の代わりに|の替わりに|ではなくて/u,
  factCue: /^(?:実は|実際は|本当は)|(?:と)?(?:言った|言いました|伝えた|お願いした)(?:のに|よね|はず)/u,
  opener: /^(?:覚えておいて(?:ください)?|今後(?:は)?|これからは|次からは?|実は|実際は|本当は)[、,：:\s]*/u,
};

export const KO: LangRules = {
  lang: 'ko',
  lead: new RegExp(`^(?:[^.,?]{1,24}?(?:이|가|은|는) ?(?:틀렸어요|틀렸습니다|틀렸어|잘못됐어요|잘못됐습니다)(?=[.,:])|아니(?:요|야|에요|오)?|틀렸(?:어|어요|습니다)|그게 아니라|잘못됐(?:어|어요|습니다)|그거 아니야)${SEP}(?=\\S)`, 'u'),
  benign: /(?:네|당신) 잘못(?:이)? 아니|괜찮아|괜찮습니다|괜찮아요|걱정\s?(?:하지|말)|신경\s?쓰지\s?마|천만에|고마워|고맙|감사|미안해하지/u,
  standing: /^주의[:,]\s*\S|기억해|명심해|앞으로(?:는)?|이제부터(?:는)?|항상|절대(?:로)?|반드시|매번/u,
  prohibit: /[가-힣]지\s?(?:마|마세요|말아|말아요|마라|말고|맙시다)|그만\s?(?:하세요|해요|해|하십시오)|[가-힣]는 ?거 그만/u,
  replace: /말고|대신(?:에)?|(?:가|이)? ?아니(?:라|고)(?=[\s,])|\S+ 아님(?:[.!]|$)/u,
  factCue: /^(?:사실|실은|원래)|(?:내가|제가)\s?(?:말했|얘기했|분명히)/u,
  opener: /^(?:기억해(?:줘|주세요)?|명심해|앞으로(?:는)?|이제부터(?:는)?|사실|실은|원래)[,\s]*/u,
};

export const DE: LangRules = {
  lang: 'de',
  lead: new RegExp(`^(?:nein|nee|(?:stopp|halt)\\s*[!,.:;—–-]|(?:das )?passt (?:so )?nicht|falsch|das ist falsch|das stimmt (?:so )?nicht|stimmt (?:so )?nicht|(?:das ist )?nicht (?:richtig|korrekt)|nicht so|so nicht)${E}[\\s,.!:;—–-]+(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:keine sorge|kein problem|kein stress|keine eile|kein druck|keine hektik|macht nichts|nicht (?:deine|ihre|eure) schuld|passt (?:schon|so)(?!\\s+nicht)|alles gut|danke|schon gut|nicht schlimm|ich (?:glaube|denke|finde) nicht|ist mir egal|keine ahnung|nicht schlecht|gern geschehen|mach dir keine)`, 'iu'),
  standing: new RegExp(`(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:immer|nie)\\s+(?:auf|in|mit|ohne|als|über|per|im|unter)${E}\\s+\\S|^(?:achtung|vorsicht)\\s*[:,—–-]\\s*(?!ich${E})\\S|${B}(?:(?:hier|bei uns) (?:verwenden|nutzen|benutzen|machen) wir|wir (?:verwenden|nutzen|benutzen) hier)${E}|${B}(?:bei uns|hier|für uns|im (?:team|projekt|repo)) gilt${E}|^fürs protokoll\s*[:,]\s*\S|${B}(?:bitte merken|(?:gut )?zu merken|merke? dir|denke? daran|vergiss nicht|ab jetzt|ab sofort|von nun an|künftig|zukünftig|in zukunft|grundsätzlich|jedes mal)${E}|${at('und|aber|bitte')}(?:immer|nie|niemals)${E}(?!\\s+(?:noch|wieder|mehr|ma|mam|jest|było|wiem|trzeba)${E})\\s+\\S+\\s+\\S|${at('und|aber|bitte')}(?:(?:für|bei|in|mit)\\s+(?!(?:mim|mí|mi|me|moi|mich|mir|uns|nous|nosotros|nós)${E})(?:\\S+\\s+){0,2}?\\S+,?\\s+)?(?:nimm|verwende|benutze|nutze|schreib|schreibe|lass|mach|führe|starte)\\s+immer${E}\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${B}(?:hör|hört|hören sie) (?:bitte )?auf${E}|${at('aber|bitte')}(?:bitte\\s+)?(?:nicht|kein|keine|keinen)\\s+\\p{L}+|${B}(?:verwende|benutze|nutze|nimm|mach|ändere|lösche|committe|pushe|installiere|fasse|rühre|führe|schreib|schreibe|starte|lade|füge)\\s+(?:\\S+\\s+){0,4}?(?:nicht|nie|niemals|keine?n?)${E}`, 'iu'),
  replace: new RegExp(`${B}(?:statt|anstatt|anstelle von|nicht\\s+[^,.]{1,40},\\s*sondern)${E}`, 'iu'),
  factCue: new RegExp(`^(?:eigentlich|tatsächlich|übrigens)${E}|${B}ich (?:hab(?:e)? (?:doch |dir |schon )*(?:gesagt|geschrieben)|sagte doch)|${B}du hast\\s+(?:\\S+\\s+){0,4}?(?:vergessen|gelöscht|kaputt gemacht|ignoriert|überschrieben|übersehen)${E}`, 'iu'),
  opener: new RegExp(`^(?:merke? dir(?: bitte)?|denke? (?:bitte )?daran|ab jetzt|ab sofort|von nun an|künftig|zukünftig|in zukunft|eigentlich|tatsächlich|übrigens)${E}[\\s,:]*(?:dass\\s+)?`, 'iu'),
};

export const FR: LangRules = {
  lang: 'fr',
  // A bare "non" / "no" / "нет" / "nie" before a word negates it ("no hace falta…"): only with punctuation after it does it reject.
  lead: new RegExp(`^(?:non\\s*[,.!:;—–-]|(?:c['’]est faux|faux|pas comme ça|ce n['’]est pas (?:ça|correct|bon)|incorrect)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:non merci|(?:ce n['’]est )?pas (?:de )?(?:ta|votre) faute|pas de (?:souci|problème)|(?:ce n['’]est|c['’]est) pas grave|t['’]inquiète|ne (?:t['’]|vous )inqui|ça ne me dérange pas|je ne (?:pense|crois|sais) pas|ça va|c['’]est bon|de rien|merci|pas mal)`, 'iu'),
  standing: new RegExp(`(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:toujours|jamais)\\s+(?:en|avec|sans|comme|par|sous|dans|via)${E}\\s+\\S|^(?:attention|prudence)\\s*[:,—–-]\\s*(?!je${E}|j['’])\\S|${B}(?:ici,? (?:on utilise|nous utilisons)|chez nous,? on utilise|dans ce (?:repo|projet),? on utilise)${E}|${B}(?:souviens-toi|souvenez-vous|rappelle-toi|retiens(?: bien)? que|n['’]oublie pas|à partir de maintenant|désormais|dorénavant|à l['’]avenir)${E}|${at('et|mais|stp|svp')}(?:toujours|jamais)\\s+\\S+\\s+\\S|${at('et|mais')}(?:(?:pour|dans|avec|en)\\s+(?!(?:mim|mí|mi|me|moi|mich|mir|uns|nous|nosotros|nós)${E})(?:\\S+\\s+){0,2}?\\S+,?\\s+)?(?:utilise|mets|lance|fais|écris|laisse|passe|garde|appelle)\\s+toujours${E}\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${at('mais|stp|svp|s[\'’]il te plaît')}(?:ne|n['’])\\s*(?:(?:le|la|les|lui|leur|y|en)\\s+)?\\p{L}+\\s+(?:pas|jamais|plus)${E}|${B}(?:évite|arrête|évitez|arrêtez)\\s+(?:de|d['’])`, 'iu'),
  replace: new RegExp(`${B}(?:au lieu de|au lieu d['’]|plutôt que|à la place)${E}|${B}pas\\s+[^,.]{1,40},\\s*mais${E}`, 'iu'),
  factCue: new RegExp(`^(?:en fait|en réalité|au fait)${E}|${B}je (?:t['’]ai|vous ai|l['’]ai) (?:déjà )?dit|${B}j['’]ai (?:déjà )?dit|${B}tu as (?:oublié|supprimé|cassé|ignoré|écrasé)`, 'iu'),
  opener: new RegExp(`^(?:souviens-toi|souvenez-vous|rappelle-toi|retiens(?: bien)?|à partir de maintenant|désormais|dorénavant|à l['’]avenir|en fait|en réalité)${E}[\\s,:]*(?:que\\s+|qu['’])?`, 'iu'),
};

const ES_VERBS = 'uses|use|usen|hagas|haga|pongas|ponga|toques|toque|ejecutes|ejecute|corras|borres|borre|elimines|elimine|cambies|cambie|instales|instale|modifiques|modifique|subas|suba|agregues|añadas|añada|escribas|escriba|mezcles|hagas|dejes|llames|importes|edites|edite|olvides|olvide|commitees|pushees|generes|metas|mandes|toques';
// (Each Latin language's standing rules open with the elliptical form "los commits siempre en inglés": a subject of one or two words,
// always/never, a preposition — no verb, so "die Tests laufen immer in der CI durch" is not one.)
export const ES: LangRules = {
  lang: 'es',
  lead: new RegExp(`^(?:(?:no|nop)\\s*[,.!:;—–-]|(?:incorrecto|está mal|eso está mal|eso no es así|así no|falso)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:no te preocupes|no (?:es|fue) (?:tu|su) culpa|no se preocupe|no me importa|no creo|no pasa nada|no hay problema|no,? gracias|de nada|gracias|está bien|todo bien|(?<=^|[,.!¡]\\s{0,2})vale(?=\\s*[,.!]|$)|no sé|ni idea)`, 'iu'),
  standing: new RegExp(`(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:siempre|nunca)\\s+(?:en|con|sin|como|por|a|al|desde|bajo)${E}\\s+\\S|^(?:ojo|cuidado|atención)\\s*[:,—–-]\\s*(?!yo${E})\\S|${B}(?:(?:aquí|acá|nosotros) usamos|en este (?:repo|proyecto) (?:usamos|se usa))${E}|${B}(?:recuerda|acuérdate|acordate|acordáte|recordá|no olvides|a partir de ahora|de ahora en adelante|en adelante|en el futuro)${E}|${at('y|pero|por favor')}(?:siempre|nunca|jamás)\\s+\\S+\\s+\\S|${at('y|pero|por favor')}(?:(?:para|en|con)\\s+(?!(?:mim|mí|mi|me|moi|mich|mir|uns|nous|nosotros|nós)${E})(?:\\S+\\s+){0,2}?\\S+,?\\s+)?(?:usa|utiliza|pon|corre|ejecuta|haz|escribe|deja|mete|llama|añade|agrega)\\s+siempre${E}\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${at('y|pero|por favor')}(?:no|nunca|jamás)\\s+(?:(?:lo|la|los|las|le|les|te|me|se)\\s+)?(?:${ES_VERBS})${E}|${B}(?:deja|dejá|deje|dejen|para|parad|paren) de\\s+\\p{L}+(?:ar|er|ir)${E}`, 'iu'),
  replace: new RegExp(`${B}(?:en lugar de|en vez de)${E}|${B}no\\s+[^,.]{1,40},\\s*sino${E}`, 'iu'),
  factCue: new RegExp(`^(?:en realidad|de hecho|realmente)${E}|${B}(?:ya )?te (?:lo |la |los |las )?(?:dije|he dicho|pedí)|${B}ya (?:lo )?(?:dije|he dicho)${E}|${B}(?:olvidaste|borraste|rompiste|ignoraste)${E}`, 'iu'),
  opener: new RegExp(`^(?:recuerda|acuérdate|a partir de ahora|de ahora en adelante|en adelante|en el futuro|en realidad|de hecho)${E}[\\s,:]*(?:que\\s+)?`, 'iu'),
};

const PT_VERBS = 'use|usa|usem|faça|faz|coloque|coloca|mexa|mexe|rode|roda|execute|apague|apaga|delete|remova|mude|altere|instale|suba|adicione|escreva|commite|edite|toque|esqueça|chame|importe|rode';
export const PT: LangRules = {
  lang: 'pt',
  // A bare "não" before a verb negates it ("não precisa…" = no need): only "não," / "não." rejects.
  lead: new RegExp(`^(?:(?:não|nao)\\s*[,.!:;—–-]|(?:errado|está errado|isso está errado|assim não|incorreto)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:não se preocupe|não (?:é|foi) (?:culpa sua|sua culpa|tua culpa)|não esquenta|não me importo|não acho|não tem problema|sem problemas?|não,? obrigad|obrigad|de nada|tudo bem|beleza|valeu|não sei)`, 'iu'),
  standing: new RegExp(`(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:sempre|nunca)\\s+(?:em|no|na|com|sem|como|por|via|pelo|pela)${E}\\s+\\S|^(?:cuidado|atenção|olha)\\s*[:,—–-]\\s*(?!eu${E})\\S|${B}(?:aqui (?:a gente )?(?:usa|usamos)|a gente (?:sempre )?usa|nós usamos)${E}|${B}(?:lembre-se|lembra que|lembre que|não esqueça|a partir de agora|daqui (?:pra|para) frente|de agora em diante|no futuro)${E}|${at('e|mas|por favor')}(?:sempre|nunca|jamais)\\s+\\S+\\s+\\S|${at('e|mas|por favor')}(?:(?:para|em|no|na|nos|nas|com)\\s+(?!(?:mim|mí|mi|me|moi|mich|mir|uns|nous|nosotros|nós)${E})(?:\\S+\\s+){0,2}?\\S+,?\\s+)?(?:usa|use|utilize|coloca|coloque|roda|rode|faz|faça|escreve|escreva|deixa|deixe|chama)\\s+sempre${E}\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${at('e|mas|por favor')}(?:não|nunca|jamais)\\s+(?:(?:o|a|os|as|me|se|lhe)\\s+)?(?:${PT_VERBS})${E}|${B}(?:pare|para|parem|chega) de\\s+\\p{L}+(?:ar|er|ir)${E}`, 'iu'),
  replace: new RegExp(`${B}(?:em vez de|ao invés de|no lugar de)${E}`, 'iu'),
  factCue: new RegExp(`^(?:na verdade|na real|aliás)${E}|${B}(?:eu (?:já )?(?:te )?|já (?:te )?|eu te )(?:disse|falei|pedi)${E}(?!\\s+(?:pro|pra|para (?:o|a|os|as)|ao|à|aos|com)${E})|${B}você (?:esqueceu|apagou|quebrou|ignorou)${E}`, 'iu'),
  opener: new RegExp(`^(?:lembre-se(?: de)?|lembra|lembre|a partir de agora|daqui (?:pra|para) frente|de agora em diante|no futuro|na verdade|na real)${E}[\\s,:]*(?:que\\s+)?`, 'iu'),
};

export const RU: LangRules = {
  lang: 'ru',
  lead: new RegExp(`^(?:нет\\s*[,.!:;—–-]|(?:неправильно|неверно|не так|это неправильно|это не так)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:не волнуйся|не (?:твоя|ваша) вина|не переживай|не беспокойся|не за что|нет проблем|ничего страшного|нет,? спасибо|спасибо|я не против|(?:я )?не думаю|вс[её] хорошо|норм|не знаю)`, 'iu'),
  standing: new RegExp(`^(?:обрати(?:те)? внимание|осторожно|внимание)\\s*[:,—–-]\\s*(?!я${E})\\S|${B}у нас (?:везде |всегда |в проекте )?(?:используется|используем|принято)${E}|${B}(?:запомни|помни|не забывай|впредь|с этого момента|отныне|в будущем|нельзя)${E}|${at('и|но|пожалуйста')}(?:всегда|никогда)\\s+\\S+\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${B}(?:перестань|перестаньте|прекрати|прекратите|хватит)${E}|${at('и|но|пожалуйста')}не\\s+(?!волнуйся|переживай|беспокойся|думаю|знаю)\\p{L}+(?:й|йте|и|ите|ь|ьте)${E}`, 'iu'),
  replace: new RegExp(`${B}(?:вместо|а не)${E}|${B}не\\s+[^,.]{1,40},\\s*а${E}`, 'iu'),
  factCue: new RegExp(`^(?:на самом деле|вообще-то|кстати)${E}|${B}я (?:же )?(?:говорил|сказал|просил|писал)|${B}ты (?:забыл|удалил|сломал|проигнорировал)`, 'iu'),
  opener: new RegExp(`^(?:запомни|помни|впредь|с этого момента|отныне|в будущем|на самом деле|вообще-то)${E}[\\s,:]*(?:что\\s+)?`, 'iu'),
};

// Beyond the nine languages the detector was built for: the explicit forms only (rejection, standing instruction,
// negated instruction, replacement), so a team writing Italian, Dutch, Polish, Turkish or Vietnamese is not ignored.
export const IT: LangRules = {
  lang: 'it',
  lead: new RegExp(`^(?:no\\s*[,.!:;—–-]|(?:sbagliato|è sbagliato|non è così|non così|non va bene)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:non preoccuparti|nessun problema|non importa|grazie|di niente|va bene|tutto bene|non lo so|non credo|non fa niente)`, 'iu'),
  standing: new RegExp(`(?:^|[:：—–]\\s*)(?:[\\p{L}\\w.\\x60'/@-]+\\s+){1,2}(?:sempre|mai)\\s+(?:in|con|senza|come|per|via|nel|nella|sotto)${E}\\s+\\S|${B}(?:ricorda(?:ti)?|tieni (?:a mente|presente)|d['’]ora in (?:poi|avanti)|da (?:ora|adesso) in poi|in futuro|non dimenticare)${E}|${at('e|ma|per favore')}(?:sempre|mai)\\s+\\S+\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${at('e|ma|per favore')}(?:non|mai)\\s+(?:usare|fare|toccare|mettere|cancellare|eliminare|cambiare|modificare|committare|pushare|installare|scrivere|aggiungere|lanciare|eseguire|hardcodare)${E}`, 'iu'),
  replace: new RegExp(`${B}(?:invece di|invece che|anziché|al posto di)${E}|${B}non\\s+[^,.]{1,40},\\s*ma${E}`, 'iu'),
  factCue: new RegExp(`^(?:in realtà)${E}|${B}(?:te l['’]ho|ti ho) (?:già )?detto|${B}hai (?:dimenticato|cancellato|rotto|ignorato)${E}`, 'iu'),
  opener: new RegExp(`^(?:ricorda(?:ti)?(?: che)?|d['’]ora in (?:poi|avanti)|da (?:ora|adesso) in poi|in futuro|in realtà)${E}[\\s,:]*`, 'iu'),
};

export const NL: LangRules = {
  lang: 'nl',
  lead: new RegExp(`^(?:nee|fout|dat klopt niet|klopt niet|niet zo|dat is fout)${E}[\\s,.!:;—–-]+(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:geen zorgen|geen probleem|maakt niet uit|dank je|dankjewel|bedankt|ik weet het niet|ik denk het niet|komt goed)`, 'iu'),
  standing: new RegExp(`${B}(?:onthoud|vergeet niet|voortaan|vanaf nu|in de toekomst|bij ons geldt)${E}|${at('en|maar|graag')}(?:altijd|nooit)\\s+\\S+\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${B}(?:gebruik|doe|verander|verwijder|commit|push|installeer|raak|zet|schrijf)\\s+(?:\\S+\\s+){0,3}?(?:niet|nooit|geen)${E}`, 'iu'),
  replace: new RegExp(`${B}(?:in plaats van)${E}|${B}niet\\s+[^,.]{1,40},\\s*maar${E}`, 'iu'),
  factCue: new RegExp(`${B}ik (?:heb|had) (?:je |het )?(?:al )?(?:gezegd|gevraagd)|${B}je bent\\s+(?:\\S+\\s+){0,4}?vergeten${E}`, 'iu'),
  opener: new RegExp(`^(?:onthoud(?: dat)?|voortaan|vanaf nu|in de toekomst)${E}[\\s,:]*`, 'iu'),
};

export const PL: LangRules = {
  lang: 'pl',
  lead: new RegExp(`^(?:nie\\s*[,.!:;—–-]|(?:źle|to nie tak|nie tak|to jest źle|błąd)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:nie martw się|nie ma problemu|dzięki|dziękuję|nie szkodzi|spoko|nie wiem|nie sądzę|nie przejmuj się)`, 'iu'),
  standing: new RegExp(`${B}(?:zapamiętaj|pamiętaj|od teraz|od tej pory|na przyszłość|w przyszłości)${E}|${at('i|ale|proszę')}(?:zawsze|nigdy)\\s+\\S+\\s+\\S`, 'iu'),
  prohibit: new RegExp(`${at('i|ale|proszę')}(?:nie|nigdy nie)\\s+(?:używaj|rób|dotykaj|zmieniaj|usuwaj|commituj|pushuj|instaluj|pisz|dodawaj|ruszaj|wrzucaj|hardcoduj)${E}`, 'iu'),
  replace: new RegExp(`${B}zamiast${E}|${B}nie\\s+[^,.]{1,40},\\s*(?:tylko|ale)${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:mówiłe[mś]|mówiłam|pisałe[mś]|pisałam) (?:ci|już)|${B}(?:zapomniałe[sś]|usunąłe[sś]|zepsułe[sś])${E}`, 'iu'),
  opener: new RegExp(`^(?:zapamiętaj(?:,? że)?|pamiętaj(?:,? że)?|od teraz|od tej pory|na przyszłość)${E}[\\s,:]*`, 'iu'),
};

export const TR: LangRules = {
  lang: 'tr',
  lead: new RegExp(`^(?:hayır|yanlış|öyle değil|bu yanlış)${E}[\\s,.!:;—–-]+(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:merak etme|sorun (?:değil|yok)|teşekkür|sağ ol|boş ver|önemli değil|bilmiyorum)`, 'iu'),
  standing: new RegExp(`${B}(?:bundan (?:sonra|böyle)|şu andan itibaren|unutma|aklında (?:olsun|tut)|her zaman|asla|hiçbir zaman)${E}`, 'iu'),
  prohibit: new RegExp(`${B}(?:asla|sakın)\\s+\\p{L}+`, 'iu'),
  replace: new RegExp(`\\S+\\s+yerine${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:sana )?(?:söylemiştim|demiştim)${E}`, 'iu'),
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
