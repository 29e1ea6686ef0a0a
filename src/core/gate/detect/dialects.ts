// People write their prompts in their own speech: Kansai Japanese ("ちゃうわ", "あかん", "…や。"), Austrian and Bavarian German
// ("des is ned", "hab i scho gsagt"), Québec and spoken French without its "ne" ("c'est pas ça", "fais pas …", "y'a pas"),
// Scots ("naw", "dinnae"), Mexican Spanish ("nel", "pa' todo el repo"). The rules are written in the standard forms; the
// detectors read a prompt with these words in their standard forms, and a rule's text is given back in the person's own words.

type Fold = readonly [RegExp, string];

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
  [/(?<![\p{L}'’]|ne |n['’])(fais|touche|mets|utilise|change|modifie|pousse|supprime|efface|ajoute|crée|cree|oublie|commit|push|hardcode|rajoute|renomme|déplace) pas(?![\p{L}])/giu, 'ne $1 pas'],
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
const ES: readonly Fold[] = [
  [/(?<![\p{L}'’])nel(?=[,.!\s]|$)/giu, 'no'],
  [/(?<![\p{L}'’])pa['’](?= )/giu, 'para'],
];

/** Which speech a text may be in: a rule set is applied only where its language's words are. */
const FOLDS: readonly { when: RegExp; folds: readonly Fold[] }[] = [
  { when: /\p{Script=Hiragana}/u, folds: JA },
  { when: /(?<![\p{L}'’])(?:ned|scho|gsagt|amal|hab i|des is|wär)(?![\p{L}'’])/iu, folds: DE },
  { when: /(?<![\p{L}'’])(?:c['’](?:est|était) pas|y['’]?\s?a pas|pantoute|\p{L}+ pas(?= ))/iu, folds: FR },
  { when: /(?<![\w'’])(?:naw|\w+nae)(?![\w'’])/i, folds: EN },
  { when: /(?<![\p{L}'’])(?:nel|pa['’])(?![\p{L}])/iu, folds: ES },
];

/** Every pattern here, named (for the linear-time test). */
export const DIALECT_PATTERNS: readonly [string, RegExp][] = FOLDS.flatMap(({ when, folds }, i) => [[`when#${i}`, when] as [string, RegExp], ...folds.map(([re], j): [string, RegExp] => [`fold#${i}.${j}`, re])]);

export interface StandardForms {
  /** The text with dialect words in their standard forms. */
  text: string;
  /** A piece of the standard text back in the person's words. */
  restore: (s: string) => string;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The standard form as a word of its own (a kana form has no word boundaries). */
const asWord = (w: string): RegExp => (/^[\p{L}' ]+$/u.test(w) && !/\p{Script=Hiragana}|\p{Script=Han}/u.test(w) ? new RegExp(`(?<![\\p{L}'’])${escape(w)}(?![\\p{L}'’])`, 'gu') : new RegExp(escape(w), 'gu'));
const capitalized = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** The text with its dialect words in standard forms, and the way back to the person's own words. */
export function inStandardForms(text: string): StandardForms {
  const pairs = new Map<string, string>();
  let out = text;
  for (const { when, folds } of FOLDS) {
    if (!when.test(out)) continue;
    for (const [re, to] of folds) {
      out = out.replace(re, (...m: unknown[]) => {
        const own = m[0] as string;
        const lower = to.replace(/\$1/g, typeof m[1] === 'string' ? m[1] : '');
        const std = own[0] !== own[0].toLowerCase() ? capitalized(lower) : lower;
        // Back only where the standard form was not the person's own word too.
        if (!asWord(std).test(text) && !pairs.has(std)) pairs.set(std, own);
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
