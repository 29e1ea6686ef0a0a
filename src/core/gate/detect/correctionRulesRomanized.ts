// Correction / standing-instruction rules for two languages as they are typed in Latin letters: Vietnamese without its
// marks ("tu gio tro di", "khong duoc", "anh da noi roi") and Egyptian Arabic in "Franco" / Arabizi, digits for the
// letters Latin has not ("2oltelak", "mat3melsh", "dayman"). Bare, their words read like other languages' words (or
// like each other): each set runs only where the prompt has two of its own words (`hint`).
import type { LangRules } from './correctionRules';

const B = '(?<![\\p{L}\\d])';
const E = '(?![\\p{L}\\d])';
/** Clause start: sentence start, after punctuation, or after and/but/please. */
const at = (conj: string) => `(?:^|[,;:.!—–]\\s*|${B}(?:${conj})\\s+)`;
const twice = (words: string) => new RegExp(`${B}(?:${words})${E}[\\s\\S]*?${B}(?:${words})${E}`, 'i');

const VI_WORDS = 'khong|ko|duoc|dc|roi|nhe|nha|cua|voi|nhung|minh|phai|chua|thoi|nhieu|vay|cung|nguoi|trong|cai|nhu|thi|lam|gio|nay|luon|nho|chu|sua|chay|lai|dung|bao gio|tu dong|nhanh|xong|giup|dum|tren|duoi|anh|em|chi|dang|khi|theo|vao|bi|yeu cau|tai sao|cho|gi';
/** Words that follow "dung" when it is "đúng" (right) or "đừng lo" (don't worry), not "đừng" / "dùng" + a verb or a thing. */
const VI_NOT_DO = 'lo|roi|vay|la|khong|ko|chua|nhi|ha|a|nha|nhe|ma|the|y|luc|gio|han|chuan|cach|nghia';

export const VI_LATN: LangRules = {
  lang: 'vi',
  hint: twice(VI_WORDS),
  lead: new RegExp(`^(?:(?:sai|khong|ko|hong)\\s*[,.!:;—–-]|(?:sai roi|sai bet|khong phai (?:vay|the|dau)|ko phai (?:vay|the|dau)|khong dung|ko dung|nham roi)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:dung lo|khong sao|ko sao|cam on|khong co gi|khong van de gi|(?:toi|minh|anh|em|tui) (?:khong|ko) biet|(?:khong|ko) phai (?:la )?loi (?:cua )?(?:em|ban|may|anh|chi)|de sau|de mai|(?:khong|ko) can (?:gap|voi)|(?:khong|ko) can (?:\\S+\\s+){0,3}?(?:dau|nua))${E}`, 'iu'),
  standing: new RegExp(
    `${B}(?:tu (?:gio|nay|bay gio|hom nay)(?: (?:tro di|ve sau))?|nho (?:la|rang|ky|ki|giup|dum|nhe|nha)|ghi nho|luon luon|luc nao cung|(?:khong|ko) bao gio|bao gio cung|lan sau|nhac lai(?: lan nua)?)${E}` +
      `|${B}(?:quy uoc|quy tac|quy dinh|nguyen tac)(?: (?:moi|chung|cua (?:team|du an|repo)))?\\s*:\\s*\\S` +
      `|${B}luon\\s+(?:phai\\s+|chi\\s+)?(?:dung|lay|theo|goi|chay|de|dat|ket noi|build|viet|commit|push|check|kiem tra|qua|tu|la|co|tao|dat|ghi)${E}`,
    'iu',
  ),
  prohibit: new RegExp(
    `${B}(?:dung co|dung bao gio|(?:khong|ko|k) duoc|khong nen|ko nen|tuyet doi (?:khong|ko)|cam)\\s+(?!(?:${VI_NOT_DO}|on|vi|do|tai|nua|luon|thay|giac|xuc|nhan|ung)${E})[\\p{L}\\x60]` +
      `|${at('va|nhung|ma|con|nhe|please|pls')}dung\\s+(?!(?:${VI_NOT_DO})${E})[\\p{L}\\x60]` +
      `|${at('va|nhung|ma|con|nhe|please|pls')}bo\\s+(?:\\S+\\s+){1,4}?(?:di|ra)${E}`,
    'iu',
  ),
  replace: new RegExp(`${B}(?:thay vi|chu khong phai|chu (?:dung|khong)|thay cho)${E}|${B}(?:khong|ko) phai\\s+[^,.]{1,40},\\s*(?:ma|phai)${E}`, 'iu'),
  factCue: new RegExp(
    `${B}(?:toi|minh|anh|em|chi|tao|tui)\\s+(?:da\\s+)?(?:noi|bao|dan|nhac)\\s+(?:\\S+\\s+){0,4}?roi${E}` +
      `|${B}(?:noi|bao|nhac) (?:may|bao nhieu|nhieu) lan roi${E}|${B}lai nua roi${E}` +
      `|${B}(?:sao|tai sao)\\s+(?:em|ban|may)\\s+lai${E}` +
      `|${B}(?:em|ban|may)\\s+(?:\\S+\\s+){1,4}?sai(?:\\s+roi)?${E}` +
      `|${B}(?:em|ban|may)\\s+(?:lai\\s+|dang\\s+)?(?:quen|xoa|lam hong|de ca)${E}`,
    'iu',
  ),
  opener: new RegExp(`^(?:tu (?:gio|nay|bay gio)(?: (?:tro di|ve sau))?|nho (?:la|rang|ky)|ghi nho|quy uoc moi|nhac lai(?: lan nua)?(?: nhe| nha)?)${E}[\\s,:]*`, 'iu'),
};

const AR_WORDS =
  'msh|mesh|mish|enta|enti|inta|ya3ni|keda|kda|dilwa2ty|delwa2ty|dlw2ty|3ala|3shan|3ashan|leh|ezay|zay|kaman|bta3|bta3et|bta3t|elly|elli|fel|mafish|mafeesh|abadan|dayman|tany|7aga|e7na|ba3d|abl|3and|3andak|lazem|lazim|howa|heya|3ayez|3awz|2oltelak|2oltlak|2olt';
/** Past-tense "you did" verbs ("7atet" put, "shelt" removed, "3'ayart" changed). */
const AR_DID = '7atet|7att|shelt|ghayart|ghayyart|3\'ayart|3\'ayyart|8ayart|masa7t|nesit|neseet|3amalt|katabt|sammet|sameet|zawedt|na2alt|bawazt';

export const AR_LATN: LangRules = {
  lang: 'ar',
  hint: twice(AR_WORDS),
  lead: new RegExp(`^(?:(?:la2a?|ghalat|wa2af(?:\\s+wa2af)?)\\s*[,.!:;—–-]+|(?:msh|mesh|mish) (?:keda|kda)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:ma ?t2la2sh|mafish moshkela|mafeesh moshkela|msh moshkela|shukran|shokran|merci|ma3lesh|msh 3aref|mesh 3aref|(?:msh|mesh|mish) (?:3ayez|3awez|3ayz)(?:\\s+\\S+){0,6}?\\s+(?:dilwa2ty|delwa2ty|dlw2ty|delwa2ti|el naharda)|msh ghaltak|msh zanbak)${E}`, 'iu'),
  standing: new RegExp(
    `${B}(?:(?:mn|men) (?:delwa2ty|dilwa2ty|dlw2ty|el naharda)|(?:f|fi|fel) el mostaqbal|dayman|daiman|abadan|ma ?tensash|mat-tensash|efteker|eftkr|zay ma (?:2olt|2oltlak|2oltelak|2olna)(?: abl keda)?)${E}` +
      `|${B}(?:el 2a3da|el qa3da|el qa3eda)\\s*:\\s*\\S` +
      `|${B}(?:mafish|mafeesh)\\s+(?:ay|7ad|7aga)\\s+\\S` +
      `|${B}e7na\\s+(?:ma?bn|mesh bn|msh bn)\\p{L}+`,
    'iu',
  ),
  prohibit: new RegExp(`${B}ma ?t(?!2la2sh)[\\p{L}\\d'-]{2,}sh${E}|${B}balash\\s+\\p{L}`, 'iu'),
  replace: new RegExp(`${B}(?:badal|bdal)(?: ma)?${E}|${B}(?:msh|mesh|mish)\\s+[^,.]{1,40},\\s*(?:la2|bas)${E}`, 'iu'),
  factCue: new RegExp(
    `${B}(?:2oltelak|2oltlak|2oltlk|2oltelk|2oltelko|2olnalak|2olna|2olt)${E}` +
      `|${B}(?:enta|enti|inta|inti|enak|ennak)\\s+(?:\\S+\\s+){0,2}?(?:${AR_DID})${E}` +
      `|${B}leh\\s+(?:enta\\s+|enti\\s+)?(?:${AR_DID})${E}` +
      `|${B}(?:tany|tani)\\s*\\?{2,}|${B}el moshkela (?:enak|ennak|en)${E}`,
    'iu',
  ),
  opener: new RegExp(`^(?:(?:mn|men) (?:delwa2ty|dilwa2ty|dlw2ty)|zay ma 2olt(?: abl keda)?)${E}[\\s,:]*`, 'iu'),
};

// Taglish (Tagalog as typed in chat, with English), Nigerian Pidgin, Persian in its script and in "Finglish". Each also
// runs only where the prompt holds two of its own words.
const TL_WORDS = 'yung|yun|mga|naman|kasi|wag|huwag|hindi|natin|namin|tayo|tsaka|nga|pala|sige|ayan|dyan|dito|palagi|laging|sabi|bakit|ibalik|ng|ang';

export const TL: LangRules = {
  lang: 'tl',
  hint: twice(TL_WORDS),
  lead: new RegExp(`^(?:(?:hindi|mali|teka)\\s*[,.!:;—–-]+|(?:mali yan|hindi ganyan|hindi ganun|hindi yan)${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:wag kang mag-alala|(?:ok|okay) lang|walang problema|salamat|di bale|(?:hindi|di) ko alam|hindi mo kasalanan|hindi for now)${E}`, 'iu'),
  standing: new RegExp(
    `${B}(?:simula ngayon|mula ngayon|tandaan mo|applies sa lahat|(?:pnpm|npm|yarn|\\S+) kami dito|dito sa (?:atin|amin))${E}` +
      `|${B}(?:palagi|laging|palaging)\\s+(?!na\\s+lang${E})\\S+\\s+\\S` +
      `|${B}(?:rule|patakaran)\\s*:\\s*\\S|^ulit lang(?: ha)?\\s*:\\s*\\S`,
    'iu',
  ),
  prohibit: new RegExp(`${B}(?:huwag|wag)\\s+(?:na\\s+)?(?:mo(?:ng)?\\s+|nyo(?:ng)?\\s+|ninyong\\s+)?(?!kang mag-alala|mag-alala|na\\s+(?:isipin|intindihin))(?:i-)?\\p{L}{3,}|${B}bawal\\s+(?:ang\\s+|mag-?)?\\S`, 'iu'),
  replace: new RegExp(`${B}(?:imbes na|sa halip na|instead na)${E}|${B}hindi\\s+[^,.]{1,40},\\s*(?:kundi|dapat)${E}`, 'iu'),
  factCue: new RegExp(
    `${B}sabi ko (?:na|nga|kanina|kahapon|dati)${E}(?!\\s+(?:eh|e|nga eh)${E})|${B}(?:ilang|ilan) beses na${E}|${B}\\S+\\s+na naman\\s*\\?{2,}|${B}nakalimutan mo${E}` +
      `|${B}bakit\\s+(?:mo\\s+)?(?:\\S+\\s+){0,4}?(?:pinush|ginawa|binago|tinanggal|sinulat|nilagay|dinelete|ginamit|inalis|pinalitan)${E}` +
      `|${B}(?:yung|ang)\\s+\\S+(?:\\s+\\S+)?\\s+ang mali${E}|${B}ibalik mo${E}`,
    'iu',
  ),
  opener: new RegExp(`^(?:simula ngayon|mula ngayon|tandaan mo(?: na)?|ulit lang(?: ha)?\\s*:)${E}[\\s,:]*`, 'iu'),
};

const PCM_WORDS = 'suppose|dey|abeg|una|wetin|wey|sef|sha|wahala|oya|comot|abi|shey|don|dem|am|e no|e go|na so|no be';

export const PCM: LangRules = {
  lang: 'pcm',
  hint: twice(PCM_WORDS),
  lead: new RegExp(`^(?:no o|no be so|e no be so|e no correct|na lie)${E}[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:no wahala|no vex|no worry|e no matter|i no know|no be your fault|leave am)${E}`, 'iu'),
  standing: new RegExp(`${B}(?:from now go|anytime wey|every time wey|remember say|na so we dey|make you (?:always|dey always))${E}|${B}(?:we|una) no dey\\s+(?:\\S+\\s+){0,2}?(?:at all|for here|for this repo)${E}|${B}no (?:ever|never)\\s+\\p{L}{3,}`, 'iu'),
  prohibit: new RegExp(`\\S\\s+no suppose (?:dey|be|go|get|use|enter)\\s+\\S|${B}(?:abeg\\s+)?(?:stop to dey|make you no|no dey|no go|no ever)\\s+(?:touch|change|run|use|push|commit|add|edit|delete|remove|call|write|put|deploy|merge)${E}`, 'iu'),
  replace: new RegExp(`${B}no be\\s+[^,.]{1,40},\\s*na${E}`, 'iu'),
  factCue: new RegExp(`${B}i don (?:talk|tell you|yarn)(?: am| say| you)?${E}|${B}why you\\s+(?:\\S+\\s+)?(?:run|change|add|remove|delete|push|put|touch|use|comot|dey)${E}|${B}(?:na|e be) by design${E}`, 'iu'),
  opener: new RegExp(`^(?:from now go|remember say)${E}[\\s,:]*`, 'iu'),
};

/** Persian in its script: its own letters (پ چ ژ گ) or its everyday words, not Arabic's. */
const FA_B = '(?<![\\p{L}\\p{M}])';
const FA_E = '(?![\\p{L}\\p{M}\\u200c])';
export const FA: LangRules = {
  lang: 'fa',
  hint: /[پچژگ]|(?<![\p{L}\p{M}])(?:رو|هست|میشه|نکن|بکن|همیشه|هیچ‌وقت)(?![\p{L}\p{M}])/u,
  lead: new RegExp(`^(?:(?:نه|اشتباهه|غلطه)\\s*[،,.!:;—–-]|(?:این درست نیست|اینطوری نه)${FA_E})[\\s،,.!:;—–-]*(?=\\S)`, 'u'),
  benign: new RegExp(`${FA_B}(?:مرسی|ممنون|دستت درد نکنه|خسته نباشی|نگران نباش|مشکلی نیست|اشکال نداره|نمی‌دونم|نمیدونم)${FA_E}`, 'u'),
  standing: new RegExp(`${FA_B}(?:یادت باشه|یادت نره|از (?:این|الان|حالا) به بعد|(?:همیشه|هیچ‌وقت|هیچوقت|هرگز)(?![^.!?؟]{0,40}(?:بوده|بود|هست|میشه|شده)))${FA_E}|${FA_B}قانون\\s*:\\s*\\S`, 'u'),
  prohibit: new RegExp(`${FA_B}(?:نکن|نزن|ننویس|نذار|نباید|نریز|نساز|نفرست|دست نزن)(?:ید|ین)?${FA_E}`, 'u'),
  replace: new RegExp(`${FA_B}(?:به جای|بجای)${FA_E}|${FA_B}نه\\s+[^،,.]{1,40}[،,]\\s*بلکه${FA_E}`, 'u'),
  factCue: new RegExp(`${FA_B}(?:گفتم|گفته بودم|بهت گفتم)${FA_E}|${FA_B}چرا\\s+(?:\\S+\\s+){0,5}?\\S*(?:کردی|زدی|نوشتی|گذاشتی|برداشتی|ریختی|دادی)${FA_E}|${FA_B}(?:\\S+\\s+){1,6}?(?:اجرا کردی|پاک کردی|عوض کردی)\\s*؟`, 'u'),
  opener: new RegExp(`^(?:یادت باشه|از (?:این|الان|حالا) به بعد)${FA_E}[\\s،,:]*`, 'u'),
};

const FA_WORDS = 'chera|nakon|bokon|kon|hamishe|hargez|goftam|bayad|nabayad|faghat|mikone|mishe|nist|dorost|bargardun|bezar|nazar|kardi|neveshti|hast|ro|ke|oon|un|dige|khob|aslan|yadet|mersi|baraye|emruz|kafie|khaste|nabashi|felan|rasti|hamin|alan|kheyli';
/** A Finglish past "you did" verb ("kardi", "neveshti", "gozashti", "zadi"). */
const FA_DID = '\\p{L}{2,}(?:di|ti)';
export const FA_LATN: LangRules = {
  lang: 'fa',
  hint: twice(FA_WORDS),
  lead: new RegExp(`^(?:na|eshtebahe|ghalate)\\s*[,.!:;—–-]+\\s*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:kheyli (?:khub|tamiz|aali)|damet garm|aali(?:e)?|mersi|merci|mamnoon|mamnun|khaste nabashi|negaran nabash|moshkeli nist|eshkal nadare|nemidoonam|nemidunam)${E}`, 'iu'),
  standing: new RegExp(`${B}(?:az (?:in|alan|hala) be bad|(?:hamishe|hargez)(?![^.!?]{0,40}${B}(?:bude|bud|budan|hast|mishe|shode)${E})|yadet bashe|yadet nare)${E}|${B}(?:ghanoon|ghanun|ghaede)\\s*:\\s*\\S`, 'iu'),
  prohibit: new RegExp(`${B}(?:nakon|nazan|nanevis|nazar|nabayad|dast nazan)(?:id|in)?${E}`, 'iu'),
  replace: new RegExp(`${B}(?:be ja(?:ye|y)?)${E}|${B}na\\s+[^,.]{1,40},\\s*balke${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:goftam|behet goftam|gofte budam)${E}|${B}chera\\s+(?:\\S+\\s+){0,6}?${FA_DID}${E}|${B}bargardun(?:esh)?${E}|${B}(?:hads nazan|dorostesh kon)${E}`, 'iu'),
  opener: new RegExp(`^(?:az (?:in|alan|hala) be bad|yadet bashe)${E}[\\s,:]*`, 'iu'),
};

/** Romanian as typed fast, without its marks ("ti-am zis", "de acum incolo", "pune inapoi", "nu mai baga"). */
const RO_WORDS = 'ti-am|zis|mereu|niciodata|incolo|inapoi|sterge|scoate|pune|asta|acum|noi|trebuie|doar|pt|iar|deja|baga|umbla|stau|nu mai|de ce|ca sa|sa nu|la noi|si|ai|e';
export const RO: LangRules = {
  lang: 'ro',
  hint: twice(RO_WORDS),
  lead: new RegExp(`^(?:(?:nu|gresit)\\s*[,.!:;—–-]|(?:nu asa|asa nu|nu e (?:bine|corect))${E})[\\s,.!:;—–-]*(?=\\S)`, 'iu'),
  benign: new RegExp(`${B}(?:nu-ti face griji|nicio problema|mersi|multumesc|nu stiu|nu conteaza|nu e vina ta|nu acum)${E}`, 'iu'),
  standing: new RegExp(
    `${B}(?:de(?: |-)acum (?:incolo|inainte)|pe viitor|tine minte|retine(?: pt| pentru)? viitor|retine|mereu|niciodata)${E}` +
      `|${B}regula(?: la noi| noastra)?\\s*:\\s*\\S|${B}la noi\\s+(?:\\S+\\s+){0,6}?(?:nu se|se|sunt|totul|e)${E}`,
    'iu',
  ),
  prohibit: new RegExp(`${B}(?:nu mai|nu)\\s+(?:baga|pune|folosi|folositi|umbla|sterge|modifica|rula|face|scrie|adauga|schimba|atinge|hardcoda|comite|da push)${E}`, 'iu'),
  replace: new RegExp(`${B}in loc de${E}|${B}nu\\s+[^,.]{1,40},\\s*ci${E}`, 'iu'),
  factCue: new RegExp(`${B}(?:ti-am (?:mai |deja )?(?:zis|spus)|am mai zis)${E}|${B}de ce ai\\s+\\p{L}{3,}|${B}ai (?:creat|pus|bagat|sters|adaugat|generat|scris|schimbat|modificat|facut)${E}`, 'iu'),
  opener: new RegExp(`^(?:de(?: |-)acum (?:incolo|inainte)|pe viitor|tine minte|retine(?: pt| pentru)? viitor)${E}[\\s,:]*`, 'iu'),
};
