// Text → index terms, the same way for entries and queries. Pure.
//
// - Chinese, Japanese and Korean runs are cut into words by `Intl.Segmenter` (ICU's dictionaries, built into
//   Node); words of three or more characters also yield their character pairs, so a phrase segmented one way in
//   a learning and another way in a prompt still meets.
// - Other scripts: NFKC, lower-cased, accents folded (Cyrillic keeps its letters), stop words of the text's
//   language (plus English, which every agent's text is mixed with) dropped, the rest stemmed (retrievalStem.ts).
// - Identifiers are split and kept whole: `useState` → usestate, use, state; `ERR_PNPM_PEER_DEP` and kebab
//   names the same; `app/api/route.ts` → the path, each segment (`route.ts`), and the file name's words; `@scope/pkg` →
//   scope/pkg, scope, pkg. A whole identifier is rare, so an exact one outweighs its common parts. A file
//   path's folders give no words of their own (`quarry/extract/x.py` is not about "extract"): only its file name does.
import { CJK_STOP_WORDS, STOP_WORDS, type Lang } from './retrievalStopWords';
import { stem } from './retrievalStem';

const CJK_CLASS = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}ー々〆';
const TOKEN = new RegExp(`([${CJK_CLASS}]+)|([[\\p{L}\\p{M}\\p{N}_]--[${CJK_CLASS}]]+(?:[.\\-\\/@:+#][[\\p{L}\\p{M}\\p{N}_]--[${CJK_CLASS}]]+)*)`, 'gv');
const SEPARATORS = /[.\-/@:+#_]/;
const CAMEL = /(?<=\p{Ll}|\p{N})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const CYRILLIC = /\p{sc=Cyrillic}/u;
const KANA = /[\p{sc=Hiragana}\p{sc=Katakana}ー]/u;
const HANGUL = /\p{sc=Hangul}/u;
const HAN = /\p{sc=Han}/u;
const KO_PARTICLES = ['에서', '으로', '까지', '부터', '에게', '은', '는', '이', '가', '을', '를', '에', '의', '로', '와', '과', '도', '만'];
const MAX_WHOLE = 80;
const LATIN_LANGS: readonly Lang[] = ['de', 'fr', 'es', 'pt'];

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'word' })));
  return s;
}

const NON_ASCII = /[^\x00-\x7f]/;

/** Lower-cased, accents removed (é → e, ü → u, ß → ss); Cyrillic letters are kept whole (й stays й). */
export function fold(word: string): string {
  const lower = word.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  if (CYRILLIC.test(lower)) return lower.replace(/ё/g, 'е');
  return lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
}

/** The language whose stop words the text uses most (English on a tie or none): which stemmer to apply. */
export function detectLang(text: string): Lang {
  const seen = new Set<string>();
  for (const m of text.slice(0, 2000).matchAll(/\p{L}+/gu)) if (m[0].length <= 12) seen.add(fold(m[0]));
  let best: Lang = 'en';
  let bestCount = 0;
  for (const w of seen) if (STOP_WORDS.en.has(w)) bestCount++;
  for (const lang of LATIN_LANGS) {
    let n = 0;
    for (const w of seen) if (STOP_WORDS[lang].has(w)) n++;
    if (n > bestCount) [best, bestCount] = [lang, n];
  }
  return best;
}

/**
 * For each term of `text` (as `tokenize(text)` gives them), the terms the same word has under the other Latin-script
 * languages' stemmers. A short query has no stop words to tell its language by ("Rundungsfehler"), so it is stemmed as
 * English, while the learning it is about was indexed as German: a term the index lacks is then looked up as these.
 */
export function otherStems(text: string): Map<string, string[]> {
  const lang = detectLang(text);
  const out = new Map<string, string[]>();
  for (const m of text.matchAll(/\p{L}[\p{L}\p{M}]*/gu)) {
    const base = tokenize(m[0], lang);
    if (base.length !== 1) continue;
    const alts = new Set<string>();
    for (const other of ['en' as Lang, ...LATIN_LANGS]) if (other !== lang) for (const t of tokenize(m[0], other)) if (t !== base[0]) alts.add(t);
    if (alts.size) out.set(base[0], [...(out.get(base[0]) ?? []), ...alts]);
  }
  return out;
}

/** Short forms developers type for the long words learnings are written in (and back): one term for both. */
const SHORT_FORMS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    env: 'env envs environment environments',
    database: 'db dbs database databases',
    repo: 'repo repos repository repositories',
    auth: 'auth authn authentication authenticate authenticated',
    dependency: 'dep deps dependency dependencies',
    config: 'config configs cfg conf configuration configurations configure configured',
    package: 'pkg pkgs package packages',
    message: 'msg msgs message messages',
    dir: 'dir dirs directory directories',
    kubernetes: 'k8s kubernetes',
    perf: 'perf performance',
    param: 'param params parameter parameters',
    arg: 'arg args argument arguments',
    docs: 'doc docs documentation',
    production: 'prod production',
  }).flatMap(([term, forms]) => forms.split(' ').map((f): [string, string] => [f, term])),
);

function wordTerm(word: string, lang: Lang, out: string[]): void {
  const w = fold(word);
  if (w.length < 2 && !/\d/.test(w)) return;
  if (STOP_WORDS.en.has(w) || STOP_WORDS[lang].has(w)) return;
  const short = SHORT_FORMS.get(w);
  if (short) {
    out.push(short);
    return;
  }
  if (CYRILLIC.test(w)) {
    if (!STOP_WORDS.ru.has(w)) out.push(stem(w, 'ru'));
    return;
  }
  out.push(stem(w, lang));
}

function identifierTerms(token: string, lang: Lang, out: string[]): void {
  const hasSep = SEPARATORS.test(token);
  const camel = CAMEL.test(token);
  if (!hasSep && !camel) return wordTerm(token, lang, out);
  const whole = fold(token);
  if (whole.length <= MAX_WHOLE) out.push(whole);
  if (token.includes('/')) for (const seg of whole.split('/')) if (SEPARATORS.test(seg) && seg.length <= MAX_WHOLE) out.push(seg);
  // A file path's folders (src, utils, app, extract) are where a file lives, not what it is about: only the file
  // name's words are words of the text. The whole path and each segment still match a path written out.
  const file = token.slice(token.lastIndexOf('/') + 1);
  const named = token.includes('/') && file.includes('.') ? file : token; // a package (`@scope/pkg`) keeps its scope
  for (const part of named.split(/[.\-/@:+#_]+/)) {
    if (!part) continue;
    const words = part.split(CAMEL);
    if (words.length > 1 && part !== token && part.length <= MAX_WHOLE) out.push(fold(part));
    for (const w of words) wordTerm(w, lang, out);
  }
}

function cjkTerms(run: string, out: string[]): void {
  const locale = KANA.test(run) ? 'ja' : HANGUL.test(run) ? 'ko' : 'zh';
  for (const s of segmenter(locale).segment(run)) {
    if (!s.isWordLike) continue;
    let w = s.segment;
    if (locale === 'ko' && w.length > 2) {
      const p = KO_PARTICLES.find((x) => w.endsWith(x));
      if (p) w = w.slice(0, -p.length);
    }
    if (CJK_STOP_WORDS.has(w)) continue;
    if (w.length === 1 && !HAN.test(w)) continue; // a lone kana or jamo says nothing
    out.push(w);
    if (w.length >= 3) for (let i = 0; i + 2 <= w.length; i++) out.push(w.slice(i, i + 2));
  }
}

/** Terms of one token, remembered while an index is built: words repeat across a memory, and folding, stop
 * words and stemming are the cost of building one. Bounded (cleared when full) and dropped after each build. */
const memos = new Map<string, Map<string, readonly string[]>>();
const MEMO_MAX = 50_000;

export function forgetRememberedTerms(): void {
  memos.clear();
}
function termsOf(token: string, lang: Lang, cjk: boolean): readonly string[] {
  const kind = cjk ? 'cjk' : lang;
  let memo = memos.get(kind);
  if (!memo) memos.set(kind, (memo = new Map()));
  let terms = memo.get(token);
  if (!terms) {
    const out: string[] = [];
    if (cjk) cjkTerms(token, out);
    else identifierTerms(token, lang, out);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(token, (terms = out));
  }
  return terms;
}

/** The index terms of a text, in order, repeats kept (term frequency counts them). */
export function tokenize(text: string, lang: Lang = detectLang(text)): string[] {
  const out: string[] = [];
  for (const m of text.normalize('NFKC').matchAll(TOKEN)) for (const t of termsOf(m[1] ?? m[2], lang, !!m[1])) out.push(t);
  return out;
}
