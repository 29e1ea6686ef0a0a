// Seeded, deterministic text for the benchmarks: learnings of varied length in four languages, and
// near-duplicate variants edited until their trigram Jaccard to the original falls in a chosen band.
import * as V from './vocabulary';
import type { Lang } from './vocabulary';

/** mulberry32: tiny, fast, and the same sequence on every machine for the same seed. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Skewed towards the front of the list, as word use is (roughly Zipf). */
  zipf<T>(xs: readonly T[]): T {
    const u = this.next();
    return xs[Math.min(xs.length - 1, Math.floor(xs.length * u * u))];
  }
  /** A 12-char base64url id (the per-user folder name of seed 003). */
  userId(): string {
    const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let s = '';
    for (let i = 0; i < 12; i++) s += abc[this.int(0, 63)];
    return s;
  }
}

const SYLLABLES = 'ka ri to mon zel quin dra vex pol ur sha ti nor bek lu ga fen ost rim ab cy del io jar kov mi pra sto tun wal yo zu har eth ix'.split(' ');
let lexicon: string[] | undefined;
/**
 * Project-specific names (products, services, modules, people's handles): the long tail of rare words
 * that real learnings are full of. A fixed lexicon of 40,000 pseudo-words, picked Zipf-like.
 */
function properName(r: Rng): string {
  if (!lexicon) {
    const lr = new Rng(0x1e71c0);
    lexicon = Array.from({ length: 40_000 }, () => Array.from({ length: lr.int(2, 4) }, () => lr.pick(SYLLABLES)).join(''));
  }
  const u = r.next();
  return lexicon[Math.floor(lexicon.length * u * u)];
}

function camel(a: string, b: string): string {
  return a + b[0].toUpperCase() + b.slice(1);
}

const stem = (r: Rng) => (r.chance(0.4) ? properName(r) : r.pick(V.EN_STEMS));

function path(r: Rng): string {
  return `${r.pick(V.EN_DIRS)}/${stem(r)}/${stem(r)}${r.chance(0.3) ? r.int(1, 99) : ''}.${r.pick(V.EN_EXT)}`;
}

function fn(r: Rng): string {
  return camel(r.pick(V.EN_VERBS).replace(/\s/g, ''), stem(r));
}

/** A technical term in prose: a known noun, a function, a path or a project-specific name. */
function term(r: Rng): string {
  const u = r.next();
  return u < 0.35 ? properName(r) : u < 0.6 ? r.pick(V.EN_NOUNS) : u < 0.8 ? `${fn(r)}()` : path(r);
}

function errorText(r: Rng): string {
  return r.pick(V.EN_ERRORS).replace('%w', r.pick(V.EN_STEMS)).replace('%n', String(r.int(1, 65535)));
}

/** A sentence of free prose: n Zipf-picked words, with now and then a technical term or identifier. */
function prose(r: Rng, words: readonly string[], terms: () => string, sep: string, min: number, max: number): string {
  const n = r.int(min, max);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(r.chance(0.25) ? terms() : r.zipf(words));
  return out.join(sep);
}

function enProse(r: Rng): string {
  const s = prose(r, V.EN_PROSE, () => term(r), ' ', 6, 22);
  return `${s[0].toUpperCase()}${s.slice(1)}${r.pick(['.', '.', '.', '!', '?', ':'])}`;
}

function enSentence(r: Rng): string {
  if (r.chance(0.7)) return enProse(r);
  switch (r.int(0, 7)) {
    case 0:
      return `Always ${r.zipf(V.EN_VERBS)} the ${r.zipf(V.EN_NOUNS)} before you ${r.zipf(V.EN_VERBS)} the ${r.zipf(V.EN_NOUNS)} in ${path(r)}.`;
    case 1:
      return `Never ${r.zipf(V.EN_VERBS)} the ${r.zipf(V.EN_NOUNS)} directly; call ${fn(r)}() instead, because ${r.pick(V.EN_REASONS)}.`;
    case 2:
      return `\`${r.pick(V.EN_TOOLS)} ${r.pick(V.EN_VERBS)}\` failed with "${errorText(r)}" while the ${r.zipf(V.EN_NOUNS)} was being loaded from ${path(r)}.`;
    case 3:
      return `The ${r.zipf(V.EN_NOUNS)} in ${path(r)} has to be ${r.pick(V.EN_ADJ)}: ${r.pick(V.EN_REASONS)}.`;
    case 4:
      return `When the ${r.zipf(V.EN_NOUNS)} is ${r.pick(V.EN_ADJ)}, ${r.zipf(V.EN_VERBS)} the ${r.zipf(V.EN_NOUNS)} first and then run \`${r.pick(V.EN_TOOLS)} ${r.pick(V.EN_STEMS)}\`.`;
    case 5:
      return `Use ${fn(r)}() rather than ${fn(r)}() for the ${r.zipf(V.EN_NOUNS)}; the latter is not ${r.pick(V.EN_ADJ)}.`;
    case 6:
      return `The user corrected me: do not ${r.zipf(V.EN_VERBS)} the ${r.zipf(V.EN_NOUNS)} by hand, ${r.zipf(V.EN_VERBS)} it with ${fn(r)}() in ${path(r)}.`;
    default:
      return `Took ${r.int(2, 40)} minutes to find that ${r.pick(V.EN_REASONS)}; ${r.zipf(V.EN_VERBS)} the ${r.zipf(V.EN_NOUNS)} (${r.int(2, 500)} cases) next time.`;
  }
}

function deSentence(r: Rng): string {
  if (r.chance(0.55)) return `${prose(r, V.DE_PROSE, () => (r.chance(0.5) ? r.pick(V.DE_NOUNS) : term(r)), ' ', 6, 20)}.`;
  switch (r.int(0, 3)) {
    case 0:
      return `Immer zuerst die ${r.zipf(V.DE_NOUNS)} ${r.pick(V.DE_VERBS)}, bevor die ${r.zipf(V.DE_NOUNS)} in ${path(r)} geändert wird.`;
    case 1:
      return `Die ${r.zipf(V.DE_NOUNS)} nie direkt ${r.pick(V.DE_VERBS)}, weil ${r.pick(V.DE_REASONS)}.`;
    case 2:
      return `Fehler "${errorText(r)}" beim Laden der ${r.zipf(V.DE_NOUNS)}; Ursache: ${r.pick(V.DE_REASONS)}.`;
    default:
      return `Nach jeder Änderung an ${path(r)} die ${r.zipf(V.DE_NOUNS)} mit ${fn(r)}() ${r.pick(V.DE_VERBS)} (${r.int(2, 300)} Fälle).`;
  }
}

function zhSentence(r: Rng): string {
  if (r.chance(0.55)) return `${prose(r, V.ZH_PROSE, () => (r.chance(0.6) ? r.pick(V.ZH_WORDS) : ` ${term(r)} `), '', 5, 16)}。`;
  switch (r.int(0, 2)) {
    case 0:
      return `${r.pick(V.ZH_VERBS)}${r.zipf(V.ZH_WORDS)}${r.pick(V.ZH_GLUE)}${r.pick(V.ZH_VERBS)}${r.zipf(V.ZH_WORDS)}，${r.pick(V.ZH_REASONS)}。`;
    case 1:
      return `修改 ${path(r)} 里的${r.zipf(V.ZH_WORDS)}时，用 ${fn(r)}() ${r.pick(V.ZH_VERBS)}${r.zipf(V.ZH_WORDS)}，${r.pick(V.ZH_REASONS)}。`;
    default:
      return `用户纠正：不要手动${r.pick(V.ZH_VERBS)}${r.zipf(V.ZH_WORDS)}，要先${r.pick(V.ZH_VERBS)}${r.zipf(V.ZH_WORDS)}（第${r.int(2, 99)}次）。`;
  }
}

function jaSentence(r: Rng): string {
  if (r.chance(0.55)) {
    const n = r.int(4, 12);
    let s = '';
    for (let i = 0; i < n; i++) s += (r.chance(0.6) ? r.zipf(V.JA_PROSE) : r.pick(V.JA_WORDS)) + r.pick(V.JA_PARTICLES);
    return `${s}${r.pick(V.JA_VERBS)}する。`;
  }
  switch (r.int(0, 2)) {
    case 0:
      return `${r.zipf(V.JA_WORDS)}を${r.pick(V.JA_VERBS)}する前に、必ず${r.zipf(V.JA_WORDS)}を${r.pick(V.JA_VERBS)}してください。${r.pick(V.JA_REASONS)}。`;
    case 1:
      return `${path(r)} の${r.zipf(V.JA_WORDS)}は ${fn(r)}() で${r.pick(V.JA_VERBS)}すること。${r.pick(V.JA_REASONS)}。`;
    default:
      return `エラー「${errorText(r)}」が${r.zipf(V.JA_WORDS)}の${r.pick(V.JA_VERBS)}中に発生した（${r.int(2, 99)}回目）。`;
  }
}

const SENTENCE: Record<Lang, (r: Rng) => string> = { en: enSentence, de: deSentence, zh: zhSentence, ja: jaSentence };

/** The language mix of the generated corpus: mostly English, with the German, Chinese and Japanese seen in real files. */
export function pickLang(r: Rng): Lang {
  const u = r.next();
  return u < 0.7 ? 'en' : u < 0.8 ? 'de' : u < 0.92 ? 'zh' : 'ja';
}

/** How many sentences a learning has: many one-liners, a body of paragraphs, a tail of long write-ups. */
function sentenceCount(r: Rng): number {
  const u = r.next();
  if (u < 0.25) return 1;
  if (u < 0.75) return r.int(2, 5);
  if (u < 0.95) return r.int(6, 12);
  return r.int(13, 30);
}

export interface GeneratedText {
  lang: Lang;
  summary: string;
  details: string;
  action: string;
  /** summary + details + action: the text the gate compares. */
  text: string;
}

export function learningText(r: Rng, lang: Lang = pickLang(r)): GeneratedText {
  const s = SENTENCE[lang];
  const summary = s(r);
  const n = sentenceCount(r) - 1;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(s(r));
  const details = parts.join(lang === 'zh' || lang === 'ja' ? '' : ' ');
  const action = n >= 2 ? s(r) : '';
  const text = [summary, details, action].filter(Boolean).join('\n');
  return { lang, summary, details, action, text };
}

// --- near-duplicate variants ------------------------------------------------------------------

/** Trigram set as the gate defines it (lowercase, whitespace collapsed, one space of padding, code points). */
export function refTrigrams(text: string): Set<string> {
  const cps = Array.from(` ${text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim()} `);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= cps.length; i++) out.add(cps[i] + cps[i + 1] + cps[i + 2]);
  return out;
}

export function refJaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const t of a) if (b.has(t)) inter++;
  const union = a.size + b.size - inter;
  return union === 0 ? 0 : inter / union;
}

const TOKEN = /\s+|[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]|[^\s\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]+/gu;

function replacementWord(r: Rng, lang: Lang): string {
  if (lang === 'zh') return r.pick(V.ZH_WORDS);
  if (lang === 'ja') return r.pick(V.JA_WORDS);
  if (lang === 'de') return r.pick(V.DE_NOUNS);
  return r.chance(0.5) ? r.pick(V.EN_STEMS) : r.pick(V.EN_VERBS);
}

/** One random word-level edit: replace, delete or insert a token. */
function editOnce(tokens: string[], r: Rng, lang: Lang): void {
  const words = tokens.map((t, i) => (/\s/.test(t) ? -1 : i)).filter((i) => i >= 0);
  if (words.length === 0) return;
  const at = r.pick(words);
  const op = r.int(0, 2);
  const sep = lang === 'zh' || lang === 'ja' ? '' : ' ';
  if (op === 0) tokens[at] = replacementWord(r, lang);
  else if (op === 1 && words.length > 3) tokens.splice(at, 1);
  else tokens.splice(at, 0, replacementWord(r, lang) + sep);
}

/** `edits` random word edits, with no similarity target (cheap: used for stored clusters). */
export function roughVariant(text: string, r: Rng, lang: Lang, edits: number): string {
  const tokens = text.match(TOKEN) ?? [];
  for (let i = 0; i < edits; i++) editOnce(tokens, r, lang);
  return tokens.join('');
}

/**
 * A variant whose trigram Jaccard to `text` lies in [lo, hi], or undefined when the text is too
 * short for one word edit to land inside so narrow a band.
 */
export function variantInBand(text: string, r: Rng, lang: Lang, lo: number, hi: number): string | undefined {
  const base = refTrigrams(text);
  for (let attempt = 0; attempt < 12; attempt++) {
    const tokens = text.match(TOKEN) ?? [];
    for (let step = 0; step < 400; step++) {
      editOnce(tokens, r, lang);
      const candidate = tokens.join('');
      const j = refJaccard(base, refTrigrams(candidate));
      if (j >= lo && j <= hi) return candidate;
      if (j < lo) break;
    }
  }
  return undefined;
}

/** The same text with letter case and whitespace changed: normalizes to the original (an exact duplicate). */
export function caseAndSpaceVariant(text: string, r: Rng): string {
  const upper = text.toUpperCase();
  const caseSafe = upper.toLowerCase() === text.toLowerCase(); // "ß" upper-cases to "SS": not reversible
  const flipped = caseSafe && r.chance(0.5) ? upper : text.replace(/ /g, '  ');
  return `  ${flipped}\n`;
}
