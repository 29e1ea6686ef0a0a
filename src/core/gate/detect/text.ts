// Shared, linear-time text helpers for the detectors: input caps, sentence splitting and the shapes
// ("concrete" tokens, praise, questions) that several rules look at. Every regex here is free of
// nested quantifiers so a 100k-char input costs one pass.

/** Longest prompt / assistant message a detector reads (the rest cannot change what a person meant). */
export const MAX_PROMPT = 20_000;
/** Longest tool output read: its head and tail (a failure's cause sits near the end more often than not). */
export const MAX_OUTPUT_HEAD = 20_000;
export const MAX_OUTPUT_TAIL = 40_000;

export const clip = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Head and tail of a long tool output, joined where the middle was dropped. */
export function capOutput(text: string): string {
  if (text.length <= MAX_OUTPUT_HEAD + MAX_OUTPUT_TAIL) return text;
  return `${text.slice(0, MAX_OUTPUT_HEAD)}\n…\n${text.slice(text.length - MAX_OUTPUT_TAIL)}`;
}

/** English contractions typed without their apostrophe ("dont", "doesnt", "itd", "youve"): the rules read them as written out.
 * (Not "im", "ive": German "im", French "dont je…" are words of their own.) */
const BARE_CONTRACTION = /(?<![\w'’.@/\x60-])(dont(?!\s+(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles|le|la|les|l['’]|un|une|des|ce|c['’]|cette|ces|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leurs?)(?![\p{L}'’]))|doesnt|didnt|isnt|arent|wasnt|werent|cant|couldnt|wouldnt|shouldnt|havent|hasnt|hadnt|youve|youre|weve|theyre|thats|theres|whats|itd|thatd|wouldve|shouldve|couldve)(?![\w'’@-]|\.\w)/giu;
const APOSTROPHE_AT: Readonly<Record<string, number>> = { itd: 2, thatd: 4, youve: 3, youre: 3, weve: 2, theyre: 4, thats: 4, theres: 5, whats: 4, wouldve: 5, shouldve: 6, couldve: 5 };
/** "dun use …", "dun touch …": "don't" as Singapore and Malaysian English type it, before a verb. */
const DUN = /(?<![\w'’.@/\x60-])dun(?=\s+(?:use|put|add|touch|change|call|run|push|commit|merge|delete|remove|hardcode|copy|do|make|write|forget|skip|mock|import|install|deploy|create|rename|move|edit|log|store|send|print|expose|return|throw)\b)/gi;
export { readAsWritten } from './dialects';
export const withApostrophes = (text: string): string =>
  text.replace(DUN, (w) => `${w[0]}on't`).replace(BARE_CONTRACTION, (w) => {
    const at = APOSTROPHE_AT[w.toLowerCase()] ?? w.length - 1;
    const head = w.slice(0, at);
    return `${head}'${w.slice(at)}`;
  });

/**
 * Sentences of a prompt: split after . ! ? (followed by space), CJK 。！？, the Hindi danda । and the Arabic ؟, and at line breaks.
 * Abbreviations ("e.g.", "i.e.", "z.B.", "No. 3") end no sentence; an unknown one may split a sentence, and rules look at
 * each piece on its own, so the cost is at most a missed clause, never a false match.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      const cjkEnd = c === '。' || c === '！' || c === '？' || c === '।' || c === '؟';
      const latinEnd = (c === '.' || c === '!' || c === '?') && (i + 1 === line.length || line[i + 1] === ' ') && !numberAbbrev(line, i) && !ABBREV.test(line.slice(Math.max(0, i - 8), i)) && !operatorMark(line, i);
      if (cjkEnd || latinEnd) {
        const s = line.slice(start, i + 1).trim();
        if (s) out.push(s);
        start = i + 1;
      }
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out;
}

/** "use ? with StoreError", "the ? operator": a question mark named as an operator, inside a sentence. */
const operatorMark = (line: string, i: number): boolean => line[i] === '?' && /(?:^|\s)(?:use|the|a|an|with|and|or|plus|via|of)\s$/i.test(line.slice(Math.max(0, i - 6), i)) && /^\s+[a-z]/.test(line.slice(i + 1, i + 4));

/** Abbreviations that end in a dot mid-sentence (the dot itself not included). */
const ABBREV = /(?:^|[^\p{L}.])(?:e\.g|i\.e|vs|cf|z\.\s?B|d\.\s?h|u\.a|bzw|usw|p\.\s?ex|p\.\s?ej|approx|incl|esp)$/iu;

/** "No. 3", "Nr. 5", "p. 12": the dot of an abbreviation before a number ends no sentence. */
function numberAbbrev(line: string, dot: number): boolean {
  return line[dot] === '.' && /^ \d/.test(line.slice(dot + 1, dot + 3)) && /(?:^|[^\p{L}])(?:no|nr|nº|p|pp|vol|ch|art|fig|sec|n)$/iu.test(line.slice(Math.max(0, dot - 4), dot));
}

/** Something a lesson can be about: code, a path, a flag, a number, a quoted name, an identifier (case matters). */
const CODE_LIKE =
  /`[^`\n]{1,80}`|(?<![\w@~.-])[\w@~.-]+\/[\w@.-]*|\/[\w@.-]+|(?<![\w-])[\w-]+\.(?:ts|tsx|js|jsx|mjs|cjs|py|md|json|ya?ml|toml|lock|go|rs|java|kt|rb|php|cs|cpp|c|h|sh|sql|css|html|env|ini|cfg|txt)\b|(?<![\w-])[\w-]+\.(?:org|com|io|net|dev|internal|local|cloud)\b|(?<![\w-])[\w-]{3,}\.[a-z]{2,5}\b(?!\.)|(?<![A-Za-z_])[A-Za-z]+_[A-Za-z_]+\b|(?<![a-z-])[a-z]+(?:-[a-z]+)+\b|\b[a-z]+[A-Z][A-Za-z]*\b|\b[A-Z][a-z]+[A-Z]\w*|\b[A-Z]{2,}[a-z]*\b|(?:^|\s)--?[a-z][\w-]+|(?:^|[\s(])\.[a-z][\w.-]+|\d|\w\(\)|"[^"\n]{1,60}"|“[^”\n]{1,60}”|«[^»\n]{1,60}»|「[^」\n]{1,60}」/;
/** Tools, branches and formats named in plain words. */
const TOOL_NAME =
  /\b(?:npm|pnpm|yarn|npx|bun|deno|uv|pip|poetry|cargo|rustc|clippy|git|docker|compose|kubectl|make|cmake|node|python|pytest|jest|vitest|mocha|eslint|prettier|tsc|go|ruff|mypy|black|sudo|main|master|develop|staging|prod|production|ci|api|sql|postgres|redis|react|vue|tailwind|utc|utf-8|json|yaml|csv|fetch|axios|zod|prisma|flask|fastapi|moment|date-fns|composer|ddev|artisan|phpunit|pest|gradle|gradlew|maven|mvn|dotnet|nuget|bundle|bundler|rake|rails|rspec|conda|mamba|pipx|brew|helm|terraform|ansible|kafka|liquibase|flyway|alembic)\b/i;

/** The scripts other than Latin the detectors know, each with the language it names (kana before han: Japanese mixes both). */
export const SCRIPTS: readonly [RegExp, string][] = [[/[\u3040-\u30ff]/, 'ja'], [/[\uac00-\ud7af]/, 'ko'], [/[\u3400-\u9fff]/, 'zh'], [/[\u0400-\u04ff]/, 'ru'], [/[\u0600-\u06ff]/, 'ar'], [/[\u0590-\u05ff]/, 'he'], [/[\u0900-\u097f]/, 'hi']];
const NON_LATIN = new RegExp(SCRIPTS.map(([re]) => re.source).join('|'));

/** Names something concrete (CJK text: when it names something in Latin script). */
export function isConcrete(s: string): boolean {
  // In CJK, Cyrillic, Arabic, Hebrew or Devanagari text a word in Latin script is a name (a tool, a package, a flag).
  return CODE_LIKE.test(s) || TOOL_NAME.test(s) || (NON_LATIN.test(s) && /[A-Za-z]{2,}/.test(s));
}

/** Praise, thanks and pleasantries: such a sentence is not a correction whatever else it says. */
export const PRAISE =
  /(?<!\p{L})(?:exatamente|exactamente|exactement|genau|exactly|esattamente|именно|ровно) (?:como|comme|so wie|wie|as|come|как) (?:eu |yo |je |ich |i |io |я )?(?:queria|quería|voulais|wollte|wanted|volevo|хотел[аи]?)(?!\p{L})|\b(?:thanks?|thank you|thx|great|awesome|perfect|nice|excellent|amazing|love (?:it|this|that)|well done|good (?:job|work|call|catch)|looks good|looks (?:way |much |a lot )?(?:cleaner|better|nicer|simpler)|lgtm|cool|brilliant|fantastic|helpful|appreciated?|cheers)\b|谢谢|感谢|多谢|辛苦了|太棒|很好|不错|完美|厉害|ありがとう|素晴らしい|完璧|いいね|ナイス|読みやすい|👍|助かり|고마워|감사|수고하셨|수고했|깔끔하게 나왔|훌륭|완벽|좋아요|잘했|괜찮네|좋네|깔끔하네|\b(?:danke|super|toll|klasse|prima|perfekt|(?:ganz |sehr )?gut so|merci|génial|parfait|nickel|impeccable|bravo|très bien|bien joué|gracias|genial|perfecto|excelente|muy bien|obrigad[oa]|ótimo|perfeito|valeu|muito bem|grazie|ottim[oa]|perfett[oa]|brav[oa]|benissimo|bellissim[oa]|mi piace(?:\s+(?:molto|tanto|un sacco))?\s+(?:che|come|il|la|lo|l['’]|questo|questa))\b|очень хорошо|спасибо|отлично|супер|класс|молодец|молодцы|прекрасно|красава|красавчик|молодець|дякую|чудово|👏|👌|(?<!\p{L})(?:arata (?:chiar |foarte )?bine|merge frumos|multumesc)(?!\p{L})|(?<![\p{L}\p{M}])(?:حلو(?:ة)?|جميل(?:ة)?|ممتاز(?:ة)?|رائع(?:ة)?|برافو|تسلم(?: ايدك| إيدك)?|عاش)(?![\p{L}\p{M}])/iu;

/** A question (ends with ? / ？ / ؟, or opens with an interrogative without an instruction in it). */
export function isQuestion(s: string): boolean {
  // A tag question ("…, ok?", "…, combinado?", "…, ja?") asks for agreement with a statement: not a question.
  // Nor is "can we please stop …?": a demand to stop something, put as a question.
  // ("should we always rebase first or what": a question without its mark.)
  // (Nor is Chinese "X 是不是 Y" marked: "这个接口是不是一直都这么慢" asks; "你是不是又…了" reproaches.)
  return (/[?？؟]\s*$/.test(s) || /^(?:should|shall) (?:we|i)\b/i.test(s.trim()) || /^(?:(?!你)[^，,。！？!?]){0,40}是不是(?!\s*(?:应该|得|要))/u.test(s.trim())) && !TAG_QUESTION.test(s) && !STOP_ASK.test(s.trim());
}

const STOP_ASK = /^(?:(?:so|and|ok(?:ay)?|seriously|guys|folks)[,!]?\s+)*(?:can|could|would|will|may) (?:we|you|y'?all) (?:please |pls |just |maybe |finally )*(?:stop|quit) [a-z]+ing\b|(?<!\p{L})(?:können wir|kannst du|könnt ihr) (?:bitte )?(?:aufhören|damit aufhören)|(?<!\p{L})(?:on peut|peux-tu|pouvez-vous) (?:arrêter|cesser) de|(?<!\p{L})(?:podemos|puedes|podrías) (?:dejar|parar) de|(?<!\p{L})(?:dá pra|podemos|pode) parar de|(?<!\p{L})(?:можем|можешь|можно) (?:перестать|прекратить|хватит)|能不能(?:别|不要)再|(?:のを)?やめてくれない|그만\s?(?:할 수|해 줄래|하면 안)/iu;

const TAG_QUESTION = /[,，、]\s*(?:ok(?:ay)?|right|yes|yeah|got it|understood|alright|deal|agreed|ja|oder|klar|verstanden|d['’]accord|compris|ok\s+[?]|vale|entendido|¿?de acuerdo|combinado|entendeu|beleza|certo|хорошо|понял|ладно|договорились|好吗|好不好|明白吗|懂吗|行吗|いい(?:です)?(?:か|ね)|わかった|알겠지|알겠죠|알았지)\s*[?？]\s*$/iu;

/** A CJK or Korean sentence without the Latin words it opens with ("build number は…"): an English verb there opens no English task. */
export const ownScript = (s: string): string => (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(s) ? s.replace(/^[\x00-\x7f]+?(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/u, '') : s);

/** The first letter up, unless the first word is an identifier ("convertFromSnakeCase", "snake_case", "pkg.mod", "next/navigation"): code keeps its case. */
export const capitalize = (s: string): string => (!s || /^[a-z][\w]*(?:[A-Z_.$/]|\d)[\w.$/]*(?![\p{L}\d])/u.test(s) ? s : s[0].toLocaleUpperCase() + s.slice(1));
