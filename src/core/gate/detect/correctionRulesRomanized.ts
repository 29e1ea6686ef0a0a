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
