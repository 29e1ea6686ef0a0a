// Personal data of third parties (DESIGN.md "Secrets"): e-mail addresses, phone numbers in every common
// writing (international +CC / 00CC, North American with spaces, dots, dashes or parentheses, European
// national 0…, Chinese mobiles, any number after a phone cue word), card numbers (Luhn and an issuer
// prefix), IBANs (mod-97), US SSNs, and PINs / passcodes after a cue word.
// Linear by construction: every rule starts only where its token starts (a lookbehind on the token's own
// characters) and every repetition is bounded, so no start position rescans a long run.
import type { PatternRule } from './secretPatterns';

export function digits(s: string): string {
  return s.replace(/\D/g, '');
}

export function isPlaceholderEmail(email: string): boolean {
  const [local, domain = ''] = email.toLowerCase().split('@');
  return (
    /^(no-?reply|noreply|git|user|someone|name|you|me)$/.test(local) ||
    /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost|local)$/.test(domain) ||
    /\.(png|jpe?g|gif|svg|webp)$/.test(domain)
  );
}

export function luhnValid(s: string): boolean {
  const d = digits(s);
  if (d.length < 13 || d.length > 19 || /^(\d)\1+$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** A card number: Luhn-valid with a real issuer prefix (Visa, Mastercard, Amex, Discover, JCB, UnionPay, Diners). */
export function cardValid(s: string): boolean {
  const d = digits(s);
  return luhnValid(d) && /^(?:4|5[1-5]|2[2-7]|3[47]|3[0689]|6(?:011|5|4[4-9]|2)|35)/.test(d);
}

export function ibanValid(s: string): boolean {
  const iban = s.replace(/\s/g, '').toUpperCase();
  if (iban.length < 15 || iban.length > 34) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const c of v) rem = (rem * 10 + (c.charCodeAt(0) - 48)) % 97;
  }
  return rem === 1;
}

const phoneDigits = (min: number, max: number) => (s: string) => digits(s).length >= min && digits(s).length <= max;
/** Not a date, a version or a time written with the same separators (2024.01.15, 10.15.30). */
const notDateLike = (s: string) => !/^\d{4}[.-]\d{1,2}[.-]\d{1,2}$|^\d{1,2}[.-]\d{1,2}[.-]\d{2,4}$/.test(s.trim());

// Phone separators: a space, dot, dash or non-breaking space, once between groups.
const SEP = '[ .\\-\\u00A0]';
const NOT_BEFORE = '(?<![\\w.+\\-/:#@])';
const NOT_AFTER = '(?![\\w\\-/]|\\.\\d|:\\d)';

export const PII_RULES: PatternRule[] = [
  { kind: 'email', category: 'pii', re: /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,6}\.[A-Za-z]{2,24}(?![A-Za-z0-9-])/g, valid: (s) => !isPlaceholderEmail(s) },
  // +1 415 555 0199, +44 (0)20 7946 0958, 0049-30-1234567, +33 6 12 34 56 78, +86 138 0013 8000
  { kind: 'phone', category: 'pii', re: new RegExp(`${NOT_BEFORE}(?:\\+|00)[1-9]\\d{0,2}(?:${SEP}?\\(\\d{1,4}\\))?(?:${SEP}{0,2}\\d{1,5}){2,6}${NOT_AFTER}`, 'g'), valid: phoneDigits(9, 15) },
  // (415) 555-0199, 415.555.0199, 415 555 0199, 415-555-0199 (area code and exchange start with 2-9)
  { kind: 'phone', category: 'pii', re: new RegExp(`${NOT_BEFORE}(?:\\([2-9]\\d{2}\\)${SEP}?|[2-9]\\d{2}${SEP})[2-9]\\d{2}${SEP}\\d{4}${NOT_AFTER}`, 'g'), valid: notDateLike },
  // 020 7946 0958, 06 12 34 56 78, 030-1234-5678, 040 42838 7700 (a national trunk 0, then groups)
  { kind: 'phone', category: 'pii', re: new RegExp(`${NOT_BEFORE}0[1-9]\\d{0,3}(?:${SEP}\\d{2,5}){2,4}${NOT_AFTER}`, 'g'), valid: (s) => phoneDigits(10, 12)(s) && notDateLike(s) },
  // 13812345678, 138 1234 5678, 138-1234-5678
  { kind: 'phone', category: 'pii', re: new RegExp(`${NOT_BEFORE}1[3-9]\\d(?:${SEP}?\\d{4}){2}${NOT_AFTER}`, 'g') },
  // Any number after a phone cue, with no other number between: "call me at 555 0199 12", "tel: 4155550199", "the phone number … is outdated, the new one: 040 …", "手[机機] 138…"
  { kind: 'phone', category: 'pii', re: /\b(?:phone|tel|telephone|mobile|cell|cellphone|whatsapp|signal|sms|text me|call me|fax|handy|telefon|téléphone|teléfono|telefone|телефон|hotline)\b[^\n\d+]{0,120}?(\+?\(?\d[\d ().\-\u00A0]{5,22}\d)|(?:电话|手[机機]|電話|携帯|휴대폰|전화)[^\n\d+]{0,8}?(\+?\d[\d ()\-]{5,22}\d)/gi, group: [1, 2], valid: phoneDigits(7, 15) },
  // A field named for a phone in code or a dump (`SupportPhone:"(02) 8123 4567"`, `contact_phone_number = '…'`).
  { kind: 'phone', category: 'pii', re: /(?<![A-Za-z0-9])[A-Za-z_]{0,30}(?:Phone|PHONE|phone|Mobile|MOBILE|mobile|Fax|FAX|fax)(?:_?(?:Number|number|NUMBER|No|no))?["'`]?\s{0,3}[:=]\s{0,3}["'`]?(\+?\(?\d[\d ().\-\u00A0]{5,22}\d)/g, group: 1, valid: phoneDigits(7, 15) },
  { kind: 'iban', category: 'pii', re: /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])/g, valid: ibanValid },
  // A number its writer calls an IBAN, whatever its checksum ("the fake IBAN AO06 0040 …", a real one mistyped still is one).
  { kind: 'iban', category: 'pii', re: /\bIBAN\b[^\n\w]{0,6}(?:\p{L}+[^\n\w]{1,3}){0,3}?([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)(?![A-Za-z0-9])/gu, group: 1 },
  { kind: 'credit-card', category: 'pii', re: /(?<![\w.-])\d(?:[ -]?\d){12,18}(?![\w-]|\.\d)/g, valid: cardValid },
  // A card number named as one ("카드번호 9410 …", "card no. …", "номер карты …"), whatever its checksum: a person who calls it a
  // card number means one (a real card pasted into a fixture fails no Luhn test of ours by being mistyped). Grouped in fours, 13–19 digits.
  { kind: 'credit-card', category: 'pii', re: /(?:\b(?:card|credit ?card|debit ?card|PAN|karte|kartennummer|carte|tarjeta|cart[ãa]o)\b|номер\p{L}* карт\p{L}*|карт\p{L}{0,3}|카드 ?번호|카드|卡[号號]|信用卡|银行卡|銀行卡|カード番号|カード)[^\n\d]{0,40}?(?<![\w.-])(\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7})(?![\w-]|\.\d)/giu, group: 1, valid: (s) => digits(s).length >= 13 && digits(s).length <= 19 },
  { kind: 'ssn', category: 'pii', re: /(?<![\w.-])\d{3}-\d{2}-\d{4}(?![\w.-])/g },
  // PINs and passcodes after a cue word: "PIN 4821", "CIP 123456", "my pin is 0000", "passcode: 918273", "[门門]禁密[码碼] 1234"
  // …and its names elsewhere, in capitals: Spanish card terminals' CIP, Québec's NIP.
  { kind: 'pin', category: 'credential', re: /(?<![A-Za-z])(?:PIN|CIP|NIP)(?:-Code)?\b[^\n\d]{0,32}?(?<!\d)(\d{3,8})(?!\d)/g, group: 1 },
  { kind: 'pin', category: 'credential', re: /\b(?:pin(?: code| number)?\s*(?:is|was|:|=|#)|passcode|pass code|otp|one[- ]time (?:code|password)|verification code|security code|cvv2?|cvc2?|access code|(?:door|gate|alarm|lock|safe|entry|building|garage|unlock|sms|2fa|mfa|login|wifi) code|geheimzahl|code pin|código pin|pinnen|pin-?koden?|pin-?koodi|pincode|kod pin|(?:tür|zugangs|alarm|tresor|tor)code|digicode|code (?:d['’]accès|de (?:la porte|l['’]alarme|l['’]immeuble))|código (?:de (?:acceso|acesso|la puerta|la alarma)|da porta|do alarme|do portão)|(?:пин-?код|код (?:доступа|от двери|домофона|сигнализации)))(?![\p{L}\d])[^\n\d]{0,32}?(?<!\d)(\d{3,8})(?!\d)|(?:[验驗][证證][码碼]|[门門]禁密[码碼]|[门門]禁[码碼]|[开開][锁鎖]密[码碼]|密[码碼]|暗証番号|ドアコード|비밀번호|출입 ?코드|도어락 ?번호)[^\n\d]{0,6}?(\d{3,8})(?!\d)/giu, group: [1, 2] },
  // The cue named first and the code given a few words later under a plain "code:" ("the door code changed, code: 7319#").
  { kind: 'pin', category: 'credential', re: /\b(?:pin(?: code| number)?\s*(?:is|was|:|=|#)|passcode|pass code|otp|one[- ]time (?:code|password)|verification code|security code|cvv2?|cvc2?|access code|(?:door|gate|alarm|lock|safe|entry|building|garage|unlock|sms|2fa|mfa|login|wifi) code|geheimzahl|code pin|código pin|pinnen|pin-?koden?|pin-?koodi|pincode|kod pin|(?:tür|zugangs|alarm|tresor|tor)code|digicode|code (?:d['’]accès|de (?:la porte|l['’]alarme|l['’]immeuble))|código (?:de (?:acceso|acesso|la puerta|la alarma)|da porta|do alarme|do portão)|(?:пин-?код|код (?:доступа|от двери|домофона|сигнализации)))(?![\p{L}\d])[^\n\d]{0,64}?(?<![\p{L}])(?<!(?:error|exit|status|return|http|response|reason|country|zip|postal|area|source|op) )(?:code|código|codice|код|kod)\s*[:=]\s*(\d{3,8})(?!\d)/giu, group: 1 },
];
