// Light suffix-stripping stemmers for English, German, French, Spanish, Portuguese and Russian, applied to
// lower-cased, accent-folded words (Cyrillic keeps its letters). "Light" on purpose: they fold inflections
// (plural, tense, gender, case) so "migrations" meets "migrate" and "Buchungen" meets "Buchung", and stop
// there — an aggressive stemmer merges unrelated words, which costs more in a small memory than a missed
// derivation does. The same function runs over the entries and the query, so only consistency matters.
import type { Lang } from './retrievalStopWords';

const VOWEL = /[aeiouy]/;

/** Strip the first suffix in `list` that leaves at least `min` characters; at most one. */
function strip(w: string, list: readonly string[], min: number): string {
  for (const s of list) if (w.endsWith(s) && w.length - s.length >= min) return w.slice(0, -s.length);
  return w;
}

function english(w: string): string {
  if (w.length <= 3) return w;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is') && w.length > 3) w = w.slice(0, -1);
  for (const suf of ['ing', 'ed']) {
    if (w.endsWith(suf) && VOWEL.test(w.slice(0, -suf.length)) && w.length - suf.length >= 3) {
      w = w.slice(0, -suf.length);
      if (/([^aeiouslz])\1$/.test(w) && w.length > 3) w = w.slice(0, -1); // running → run; not install → instal, adding → ad
      break;
    }
  }
  if (/[ts]ions?$/.test(w)) w = strip(w, ['ions', 'ion'], 4); // migration, migrations → migrat (as migrate)
  w = strip(w, ['fully', 'ously', 'ly'], 4);
  if (w.endsWith('y') && w.length > 3 && VOWEL.test(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

function german(w: string): string {
  if (w.length <= 4) return w;
  w = w.replace(/ß/g, 'ss');
  w = strip(w, ['ungen', 'heiten', 'keiten', 'ung', 'heit', 'keit'], 4);
  w = strip(w, ['ern', 'em', 'en', 'er', 'es', 'nd'], 4);
  return strip(w, ['e', 's', 'n'], 4);
}

function french(w: string): string {
  if (w.length <= 4) return w;
  w = strip(w, ['s', 'x'], 3);
  w = strip(w, ['issements', 'issement', 'ements', 'ement', 'ations', 'ation', 'atrices', 'atrice', 'ateurs', 'ateur', 'euses', 'euse', 'eurs', 'eur', 'ances', 'ance', 'ites', 'ite', 'ives', 'ive', 'ifs', 'if', 'iques', 'ique', 'ismes', 'isme', 'istes', 'iste'], 3);
  w = strip(w, ['erions', 'eraient', 'erait', 'erons', 'eront', 'erez', 'era', 'ees', 'ee', 'es', 'er', 'ez', 'ait', 'ant', 'ent', 'ir', 'is', 'it', 'e'], 3);
  return w;
}

function spanish(w: string): string {
  if (w.length <= 4) return w;
  w = strip(w, ['es', 's'], 4); // plural first, then the rest: incidencias → incidencia → incidenci
  w = strip(w, ['aciones', 'acion', 'uciones', 'ucion', 'ciones', 'cion', 'amientos', 'amiento', 'imientos', 'imiento', 'mente', 'idades', 'idad', 'ables', 'able', 'ibles', 'ible'], 3);
  w = strip(w, ['ando', 'iendo', 'ados', 'adas', 'idos', 'idas', 'ado', 'ada', 'ido', 'ida', 'aron', 'ieron', 'aba', 'ar', 'er', 'ir'], 3);
  return strip(w, ['a', 'o', 'e'], 3);
}

function portuguese(w: string): string {
  if (w.length <= 4) return w;
  w = strip(w, ['es', 's'], 4);
  w = strip(w, ['acoes', 'acao', 'ucoes', 'ucao', 'coes', 'cao', 'mentos', 'mento', 'mente', 'idades', 'idade', 'aveis', 'avel', 'iveis', 'ivel'], 3);
  w = strip(w, ['ando', 'endo', 'indo', 'ados', 'adas', 'idos', 'idas', 'ado', 'ada', 'ido', 'ida', 'aram', 'eram', 'ar', 'er', 'ir'], 3);
  return strip(w, ['a', 'o', 'e'], 3);
}

const RU_ENDINGS = [
  'иями', 'ями', 'ами', 'ией', 'ией', 'иях', 'ях', 'ах', 'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ешь', 'ете', 'ить', 'ать', 'ять', 'еть', 'уть',
  'ила', 'ало', 'или', 'али', 'ует', 'ают', 'яют', 'ует', 'ой', 'ей', 'ий', 'ый', 'ое', 'ее', 'ая', 'яя', 'ые', 'ие', 'ом', 'ем', 'ам', 'ям', 'ов', 'ев',
  'ют', 'ут', 'ит', 'ет', 'ат', 'ял', 'ал', 'ил', 'ла', 'ло', 'ли', 'ть', 'ы', 'и', 'а', 'я', 'о', 'е', 'у', 'ю', 'ь', 'й',
];

function russian(w: string): string {
  if (w.length <= 3) return w;
  return strip(w.replace(/ё/g, 'е'), RU_ENDINGS, 3);
}

const STEMMERS: Record<Lang, (w: string) => string> = { en: english, de: german, fr: french, es: spanish, pt: portuguese, ru: russian };

/** The stem of one folded word in a language; words with digits are identifiers and stay as they are. */
export function stem(word: string, lang: Lang): string {
  if (/\d/.test(word)) return word;
  return STEMMERS[lang](word);
}
