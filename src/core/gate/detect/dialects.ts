// People write their prompts in their own speech: Kansai Japanese ("ちゃうわ", "あかん", "…や。"), Austrian and Bavarian German
// ("des is ned", "hab i scho gsagt"), Québec and spoken French without its "ne" ("c'est pas ça", "fais pas …", "y'a pas"),
// Scots ("naw", "dinnae"), Mexican Spanish ("nel", "pa' todo el repo"). The rules are written in the standard forms; the
// detectors read a prompt with these words in their standard forms, and a rule's text is given back in the person's own words.

type Fold = readonly [RegExp, string | ((word: string) => string)];

/** Kansai: the negative copula, "no good", the copula "や" at a clause's end, the negative "へん"/"ん" forms. (Not the
 * "-ちゃう" of "消しちゃう", which is "end up doing": a verb's kana comes before it.) */
const JA: readonly Fold[] = [
  [/(?<![\p{Script=Hiragana}ー]|(?<![はがもやんの])[\p{Script=Hiragana}])ちゃう(?=[わでねんやよ。、！!？?\s」]|$)/gu, '違う'],
  [/ちゃいます/g, '違います'],
  [/あかん/g, 'だめ'],
  [/(?<=[せし])んといて/g, 'ないで'],
  [/せ(?:ー|え)?へん/g, 'しない'],
  [/(?<=[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}])せんで(?:ええ|いい)/gu, 'しなくていい'],
  [/かまへん/g, '構わない'],
  [/いらん(?![\p{Script=Hiragana}])/gu, 'いらない'],
  [/ええ(?=[でよわ。！!]|$)/g, 'いい'],
  [/(?<=[\p{Script=Han}\p{Script=Katakana}A-Za-z\d`'"）)」ん ])やで(?=[。、！!\s]|$)/gu, 'だよ'],
  [/(?<=[\p{Script=Han}\p{Script=Katakana}A-Za-z\d`'"）)」ん ])やねん(?=[。、！!\s]|$)/gu, 'なんだ'],
  [/(?<=[\p{Script=Han}\p{Script=Katakana}A-Za-z\d`'"）)」ん ])や(?=から|[。、！!\s]|$)/gu, 'だ'],
];
/** Austrian and Bavarian German, in a German sentence: "ned" is "nicht"; "i" beside a verb is "ich"; "scho", "amal", "gsagt". */
const DE: readonly Fold[] = [
  [/(?<![\p{L}'’])ned(?![\p{L}'’])/giu, 'nicht'],
  [/(?<![\p{L}'’])(?:des|dés) is(?![\p{L}])/giu, 'das ist'],
  [/(?<![\p{L}'’])is nicht(?![\p{L}])/giu, 'ist nicht'],
  [/(?<![\p{L}'’])des(?= (?:hab|liegt|war|geht|passt|muss|gehört|kommt|file|ding)(?![\p{L}]))/giu, 'das'],
  [/(?<![\p{L}'’])hab i(?![\p{L}'’])/giu, 'habe ich'],
  [/(?<![\p{L}'’])i(?= (?:hab|tipp|mein|will|brauch|vergess|sag|mach|hätt|wü|weiß|glaub)\p{L}*)/giu, 'ich'],
  [/(?<![\p{L}'’])scho(?![\p{L}'’])/giu, 'schon'],
  [/(?<![\p{L}'’])amal(?![\p{L}'’])/giu, 'einmal'],
  [/(?<![\p{L}'’])gsagt(?![\p{L}'’])/giu, 'gesagt'],
  [/(?<![\p{L}'’])wär(?= (?:nice|cool|super|praktisch|fein|schön|gut|toll)(?![\p{L}]))/giu, 'wäre'],
];
/** Spoken French drops the "ne": "c'est pas", "fais pas ça", "y'a pas de". */
const FR: readonly Fold[] = [
  [/(?<![\p{L}'’])c['’](est|était) pas(?![\p{L}])/giu, "ce n'$1 pas"],
  [/(?<![\p{L}'’])(?:il )?y['’]?\s?a pas(?![\p{L}])/giu, "il n'y a pas"],
  [/(?<![\p{L}'’]|ne |n['’])(fais|touche|mets|change|modifie|pousse|supprime|crée|cree|commit|push|hardcode|rajoute|renomme|déplace|marche|sert|compile|passe|fonctionne) pas(?![\p{L}])/giu, 'ne $1 pas'],
  [/(?<![\p{L}'’]|ne |n['’])(existe|existent|utilise|ajoute|oublie|efface) pas(?![\p{L}])/giu, "n'$1 pas"],
  [/(?<![\p{L}'’])nan(?=[,.!\s])/giu, 'non'],
  [/(?<![\p{L}'’])pantoute(?![\p{L}])/giu, 'du tout'],
];
const EN: readonly Fold[] = [
  [/(?<![\w'’])naw(?![\w'’])/gi, 'no'],
  [/(?<![\w'’])(?:dinnae|didnae)(?![\w'’])/gi, "don't"],
  [/(?<![\w'’])cannae(?![\w'’])/gi, "can't"],
  [/(?<![\w'’])(?:isnae|wisnae|wasnae)(?![\w'’])/gi, "isn't"],
  [/(?<![\w'’])(?:disnae|doesnae)(?![\w'’])/gi, "doesn't"],
  [/(?<![\w'’])(would|could|should|has|have|were)nae(?![\w'’])/gi, "$1n't"],
];
/** Rioplatense voseo: the imperative and present of "vos" read as those of "tú" ("borrá" is "borra", "hacelo" is "hazlo"). */
const VOS: Readonly<Record<string, string>> = {
  borrá: 'borra', mirá: 'mira', corré: 'corre', hacé: 'haz', poné: 'pon', sacá: 'saca', usá: 'usa', cambiá: 'cambia', dejá: 'deja',
  frená: 'frena', seguí: 'sigue', fijate: 'fíjate', hacelo: 'hazlo', ponelo: 'ponlo', sacalo: 'sácalo', borralo: 'bórralo', dejalo: 'déjalo',
  cambialo: 'cámbialo', usalo: 'úsalo', avisame: 'avísame', corrélo: 'córrelo', correlo: 'córrelo', arreglalo: 'arréglalo', revisá: 'revisa',
  tenés: 'tienes', sabés: 'sabes', querés: 'quieres', podés: 'puedes', tocá: 'toca', agregá: 'agrega', sacale: 'sácale', acordate: 'acuérdate',
};
const ES: readonly Fold[] = [
  [/(?<![\p{L}'’])(?:nel|no{2,})(?=[,.!\s]|$)/giu, 'no'],
  [/(?<![\p{L}'’])pa['’](?= )/giu, 'para'],
  [new RegExp(`(?<![\\p{L}'’])(?:${Object.keys(VOS).join('|')})(?![\\p{L}'’])`, 'giu'), (w) => VOS[w] ?? w],
];
/** Angolan and colloquial Portuguese: "bué" is "muito"; a "kota" (elder, "mano") after "não" is an address, not a word of the rule. */
const PT: readonly Fold[] = [
  [/(?<![\p{L}'’])bué(?![\p{L}'’])/giu, 'muito'],
  [/(?<=(?:^|[.!?]\s*)não),?\s+(?:kota|cota|mano|mô|brada|bro|pá)(?=[,!.\s])/giu, ''],
];
/** Jeolla and other Korean dialect endings read as the standard ones: 아녀 (아니야), ~여 (~야), ~부러/부렀 (버려/버렸), ~믄 (~면), 겄 (겠). (Not ~당께: the rules read it as written.) */
const KO: readonly Fold[] = [
  [/아녀(?=[.,!?\s]|$)/gu, '아니야'],
  [/(?<=[가-힣])이여(?=[.,!?]|\s|$)/gu, '이야'],
  [/(?<=[가-힣])(?<!이)여(?=[.,!?]|\s|$)/gu, '야'],
  [/(?<=[가-힣])부렀/gu, '버렸'],
  [/(?<=[가-힣])부러(?=[.,!?\s]|$)/gu, '버려'],
  [/(?<=[가-힣])믄(?=[\s,.]|$)/gu, '면'],
  [/(?<=[가-힣])겄/gu, '겠'],
  [/(?<=[가-힣])는디(?=[\s,.]|$)/gu, '는데'],
  [/맹글/gu, '만들'],
  [/(?<=해야 )혀(?=[.,!?\s]|$)/gu, '해'],
];
/** Beijing Mandarin: 甭 (别 / 不用), 咱 (我们), 您 (你), 忒 (太). */
const ZH: readonly Fold[] = [
  [/甭/gu, '别'],
  [/咱们|咱(?!们)/gu, '我们'],
  [/您/gu, '你'],
  [/忒/gu, '太'],
];

/** Which speech a text may be in: a rule set is applied only where its language's words are. */
const FOLDS: readonly { when: RegExp; folds: readonly Fold[] }[] = [
  { when: /\p{Script=Hiragana}/u, folds: JA },
  { when: /(?<![\p{L}'’])(?:ned|scho|gsagt|amal|hab i|des is|wär)(?![\p{L}'’])/iu, folds: DE },
  { when: /(?<![\p{L}'’])(?:c['’](?:est|était) pas|y['’]?\s?a pas|pantoute|nan(?=[,.!\s])|\p{L}+ pas(?=[ ,.!]|$))/iu, folds: FR },
  { when: /(?<![\w'’])(?:naw|\w+nae)(?![\w'’])/i, folds: EN },
  { when: /(?<![\p{L}'’])(?:nel|no{2,}|pa['’]|vos|che|dale|[a-zñ]+(?:á|é|í)(?=[\s,.!]|$)|(?:fij|dej|hac|pon|sac|borr|cambi|us|avis|acord)(?:a|e)(?:te|lo|me|le))(?![\p{L}])/iu, folds: ES },
  { when: /(?<![\p{L}'’])(?:bué|kota|cota)(?![\p{L}])/iu, folds: PT },
  { when: /\p{Script=Hangul}/u, folds: KO },
  { when: /[甭咱您忒]/u, folds: ZH },
];

/** Every pattern here, named (for the linear-time test). */
export const DIALECT_PATTERNS: readonly [string, RegExp][] = FOLDS.flatMap(({ when, folds }, i) => [[`when#${i}`, when] as [string, RegExp], ...folds.map(([re], j): [string, RegExp] => [`fold#${i}.${j}`, re])]);

interface StandardForms {
  /** The text with dialect words in their standard forms. */
  text: string;
  /** A piece of the standard text back in the person's words. */
  restore: (s: string) => string;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The standard form as a word of its own (a kana form has no word boundaries). */
const asWord = (w: string): RegExp => (/^[\p{L}' ]+$/u.test(w) && !/\p{Script=Hiragana}|\p{Script=Han}|\p{Script=Hangul}/u.test(w) ? new RegExp(`(?<![\\p{L}'’])${escape(w)}(?![\\p{L}'’])`, 'gu') : new RegExp(escape(w), 'gu'));
const capitalized = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** The text with its dialect words in standard forms, and the way back to the person's own words. */
function inStandardForms(text: string): StandardForms {
  const pairs = new Map<string, string>();
  let out = text;
  for (const { when, folds } of FOLDS) {
    if (!when.test(out)) continue;
    for (const [re, to] of folds) {
      out = out.replace(re, (...m: unknown[]) => {
        const own = m[0] as string;
        const lower = typeof to === 'function' ? to(own.toLowerCase()) : to.replace(/\$1/g, typeof m[1] === 'string' ? m[1] : '');
        const std = own[0] !== own[0].toLowerCase() ? capitalized(lower) : lower;
        // Back only where the standard form was not the person's own word too.
        if (std !== '' && !asWord(std).test(text) && !pairs.has(std)) pairs.set(std, own);
        return std;
      });
    }
  }
  if (pairs.size === 0) return { text: out, restore: (s) => s };
  const back = [...pairs].sort((a, b) => b[0].length - a[0].length);
  return {
    text: out,
    restore: (s) => {
      let r = s;
      for (const [std, own] of back) {
        r = r.replace(asWord(std), own);
        // A rule's text opens with a capital letter: "no" came back as "No".
        if (std === std.toLowerCase() && capitalized(std) !== std) r = r.replace(asWord(capitalized(std)), capitalized(own));
      }
      return r;
    },
  };
}

/**
 * What `read` finds in a text read as written, or else (when the text has dialect words) read with them in their standard
 * forms, its text given back in the person's words. As written first: some rules know a dialect's own words.
 */
export function readAsWritten<T extends { text: string }>(raw: string, read: (text: string) => T | undefined): T | undefined {
  const asWritten = read(raw);
  if (asWritten) return asWritten;
  const std = inStandardForms(raw);
  const hit = std.text === raw ? undefined : read(std.text);
  return hit && { ...hit, text: std.restore(hit.text) };
}
