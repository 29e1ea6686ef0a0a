// The correction / standing-instruction detector: sentence by sentence over the user's own words
// (quoted.ts), each language's rules (correctionRules*.ts) decide whether a sentence carries corrective
// content; the first rule that fires is named in the trigger. A bare rejection ("No.", "That's wrong.")
// carries nothing to learn by itself: it counts only when the same or the next sentence says what is right.
import { EN, type LangRules } from './correctionRules';
import { AR, CS, DE, ES, FR, HE, HI, ID, IT, JA, KO, NL, PL, PT, RU, SV, TR, UK, VI, ZH } from './correctionRulesIntl';
import { AR_LATN, FA, FA_LATN, PCM, RO, TL, VI_LATN } from './correctionRulesRomanized';
import { ownTextOf } from './quoted';
import { MAX_PROMPT, PRAISE, SCRIPTS, isConcrete, isQuestion, ownScript, readAsWritten, sentences, withApostrophes } from './text';
import { PUT_OFF, findFeatureRequest } from './featureRequest';
import { AGAIN_COLON, AGAIN_HEAD, ALREADY, LEAD_CONJ, ALL_FINE, CLOSING, WONDER, DISMISS, KIDDING, NEGATED_OPEN, RULE_SAID, DUPLICATES, GREETING, LATER_TASK, LOOK_INTO, PERMITS, REDIRECT, SET_AGAINST, handsOverValue, YOUR_WRONG, ACKNOWLEDGED, CREATION_TASK, DEADLINE, EACH_TIME, emptyProhibition, HEDGE, MEASURED, PAST_MOMENT, PLAN_START, TASK_FIRST, HOUSE, NO_SUCH, REMINDER, REQUIREMENT, REVERT, STATUS, STRONG_CODE, YOU_DID, namesThing } from './statementRules';
import { distillRule } from './title';
import { CLAUSE_FILLER, CONDITIONAL, EXPLAINS, MOMENT_SUBJECT, mainClause, NONE_OF, ONE_OFF_CHECK, QUANTIFIED, RECENT, TAKEN_OUT, TEAM_LIFE, clausesOf, statementLang } from './statement';
import { scanTextSync } from '../secrets';
import * as houseRules from './statementRules';
import * as clauseRules from './statement';
import { acceptBareLetters } from './accents';
import { BECAUSE_TAIL, CHANGE_TO, JOKE_END, JOKE_START, CONSEQUENCE_TAIL, EXASPERATED, FALSE_ALARM, HERE_AND_NOW, MEANT, NEWS, NOT_FRAGMENT, PASTE_INTRO, REPROACH, TEMPORARY, MY_SIDE, MYSELF, OWN_FAULT, PLACE_CONTRAST, TASK_HEAD, WHY } from './sentenceShapes';

export const LANGS: readonly LangRules[] = [EN, ZH, JA, KO, DE, FR, ES, PT, RU, UK, IT, NL, PL, TR, VI, VI_LATN, HI, SV, AR, AR_LATN, ID, CS, HE, TL, PCM, FA, FA_LATN, RO];
// Accents are optional in what the rules read (accents.ts).
acceptBareLetters(LANGS, houseRules, clauseRules, PRAISE);

export type CorrectionRule = 'standing' | 'prohibit' | 'replace' | 'fact' | 'mistake' | 'revert' | 'requirement' | 'statement' | 'rejection+directive' | 'rejection+fact';

export interface CorrectionHit {
  kind: 'correction' | 'instruction';
  rule: CorrectionRule;
  lang: string;
  /** The distilled instruction or fact ("Always check X"), not the raw prompt. */
  text: string;
  confidence: number;
}

/** What follows a rejection and says what is right: a modal ("should", "应该", "muss") or an imperative opening. */
const DIRECTIVE =
  /\b(?:should|must|need to|needs to|has to|have to|it'?s|it is|they'?re|we use)\b|(?:^|[,;:]\s*)(?:please\s+|just\s+)?(?:use|run|call|put|add|remove|check|keep|move|write|read|install|try|start|set|pass|import|rename|delete|revert|go|make|wait|ask|commit|push|test|build|only|first|leave|edit|change|fix|undo|restore|switch)\b|应该|应当|必须|需要|得先|要先|先|要用|要改|改成|换成|改用|べき|必要|してください|して$|使って|해야|하세요|해 ?줘|해주세요|(?<!\p{L})(?:sollte|muss|müssen|bitte|verwende|nimm|benutze|lass|mach|führe|starte|schau|guck|prüfe?|teste|ruf|änder(?:e)?|setz(?:e)?|schreib(?:e)?|lösch(?:e)?|pack|hol|regarde|vérifie|garde|passe|mira|revisa|deja|cambia|corre|olha|vê|verifica|põe|mete|troca|doit|il faut|utilise|mets|lance|fais|ajoute|debe|hay que|usa|pon|ejecuta|haz|añade|deve|precisa|coloque|rode|faça|нужно|надо|должен|должна|используй|запусти|поставь|сделай|добавь|удали)(?!\p{L})/iu;

/** A statement that something's state is other than assumed ("已经移动了", "is already…"), not about the speaker. */
const STATE_FACT = /(?:已经|已被|不在|改名|移到|搬到|换成了|もう|すでに|이미|\balready\b|(?<!\p{L})(?:bereits|déjà|ya|já|уже)(?!\p{L}))/iu;
/** The "I told you / I said" cue family, in each language. */
const TOLD = /\b(?:told|said)\b|(?<!\p{L})(?:dije|dicho|disse|falei|gesagt|sagte|dit|говорил|сказал)(?!\p{L})|说过|告诉过你|讲过|言った|伝えた|말했|얘기했/iu;
/** Openers that announce a fact but are as often small talk: what follows must not be about the speaker. */
const WEAK_CUE = /^(?:actually|in fact|fyi|(?:just )?a heads[- ]up|heads[- ]up|just so you know|as i (?:said|told you|mentioned)|like i said|其实|实际上|事实上|実は|実際は|本当は|사실|실은|원래|eigentlich|tatsächlich|übrigens|en fait|en réalité|au fait|en realidad|de hecho|realmente|na verdade|na real|aliás|на самом деле|вообще-то|кстати)/iu;
const SPEAKER = /^(?:我|私|僕|나는|제가|i\b|ich\b|je\b|j['’]|yo\b|eu\b|я\b)/iu;

/** After "actually"/"just so you know": a statement about a thing in the project ("the orders table only keeps…"). */
const THING_STATEMENT = /^(?!(?:i|we|you|he|she|they|it|that|this|there|my|your)\b)(?:(?:the|our|these|those|all|every|each|its|their)\s+(?:[\w-]+\s+){0,3}?(?:[a-z]+s|[a-z]+ed|is|are|was|were|lives?|runs?|uses?|needs?|must|should|has|have|only|goes|belongs|comes?|returns?|gets?|stored|kept|handled|generated|configured|defined|set|called|reset|deployed|built)|(?:[\w-]+\s+){0,3}?(?:is|are|was|were|lives?|runs?|uses?|needs?|must|should|has|have|only|goes|belongs|comes?|returns?|gets?|stored|kept|handled|generated|configured|defined|set|called|reset|deployed|built))\b/i;

/** Something stated to be obsolete ("X is deprecated", "已废弃", "veraltet"): a fact the agent acted against when it names something. */
const OBSOLETE = /\b(?:moved|migrated|switched|(?:was|were|got|has been|have been) (?:renamed|replaced|moved))\s+(?:over\s+)?(?:to|by|with|into)\b|(?:\b(?:is|are|was|were|has been|have been|got)|['’]s)\s+(?:now\s+|long\s+)?(?:deprecated|obsolete|outdated|retired|removed|gone|dead|no longer (?:used|supported|maintained|needed|there))\b|已(?:经)?(?:废弃|弃用|下线|淘汰)|不再(?:使用|维护|支持)|(?:は|が)(?:非推奨|廃止|使われていない)|더 이상 (?:사용하지|쓰지) 않|(?<!\p{L})(?:ist|sind) (?:veraltet|nicht mehr (?:aktuell|in gebrauch|unterstützt))|(?<!\p{L})(?:est|sont) (?:obsolète|obsolètes|déprécié|dépréciée|plus utilisée?s?)(?!\p{L})|(?<!\p{L})(?:está|están|es) (?:obsolet[oa]s?|deprecad[oa]s?)(?!\p{L})|ya no se usa|não é mais usad|(?:устарел|устарела|устарело|больше не используется)/iu;

/** "X is A not B" without the comma the replacement rule needs (only with something concrete in it). */
const CONTRAST = /\b(?:isn'?t|is not|aren'?t|are not|wasn'?t)\s+[\w.\/-]+\s*[—–]\s*\S|\b(?:isn'?t|is not|aren'?t|are not|wasn'?t)\s+(?:\S+\s+){1,3}?\S+\s*[—–]\s*(?:it'?s|they'?re|that'?s|it is|they are)\s+\S|\b(?:isn'?t|is not|aren'?t|are not)\s+(?:right|correct|how (?:we|it) (?:work|works|do it))\b(?:\s+either)?\s*[.!]?$|\b(?:is|are|was|were|we'?re|should be|must be|lives? in|go(?:es)? (?:in|under|into|to|through)|belongs in|runs on|points to|comes? from|uses?)\s+\S+(?:\s+\S+){0,2}\s+not\s+(?!(?:to|sure|yet|now|really|quite|only|just|always|very|so|too|that|as|all|even|be|been|being|bad|good|great|fine|ok|okay|much|many|more|less|a\s+(?:big|huge|problem))\b)[\w@/.`'"-]/i;

const FILLER = /^(?:(?:hmm+|hm+|um+|uh+|ugh|oh|ah|woh|whoa|wow|ouh|oula|wait|euh+|heu+|bah|pff+|äh+m?|ähm|öhm|eh+m?|mmm+|attends|attendez|espera|warte|peraí|pera|oops|эм+|хм+|э+|嗯|えっと|あの|음+|hold on|hang on|one sec|well|ok(?:ay)?|so|sorry|lol|haha|argh|actually|in fact|for the (?:keeper|record)|en fait|eigentlich|na verdade|en realidad|на самом деле|вообще-то)[,.!…:]*\s+)+/iu;

/** After an explicit rejection: a statement of four words or more that is not about the speaker or a bare "that/it". */
const STATEMENT = /^(?!(?:i|i'm|i'll|i'd|we'll|you|he|she|they|it|it's|that|that's|this|there|my|your|nothing|none|not|no|all|everything|just|maybe|probably|later|tomorrow|thanks|ich|je|j['’]|yo|eu|я|это|то|ничего|не|nicht|não|das|es|ça|eso|esto|isso|isto|我|私|僕|나는|제가)(?![\p{L}'’]))\S+(?:\s+\S+){4,}/iu;

/** After a rejection, a CJK / Korean statement (no spaces to count words by): eight letters or more, not about the speaker or a restated rejection. */
const CJK_STATEMENT = /^(?!(?:我|私|僕|俺|나는|저는|제가|내가|再|もう一度|다시|そう|それ|そんな|这样|那样|不是|그게|그렇게|이게))(?=[^\n]*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}A-Za-z0-9]\s?[、，,]?){8,}/u;

/** A negation in any of the languages (a wish with one in it is a correction). */
const NEGATION = /\b(?:not|never|don'?t|doesn'?t|won'?t|stop)\b|n't\b|不要|不能|不准|别|ないで|지 ?마|(?<!\p{L})(?:nicht|nie|no|não|не|nunca|jamais)(?!\p{L})|(?<!\p{L})n(?:e\s+|['’])\p{L}+\s+(?:pas|plus|rien|personne)(?!\p{L})/iu;
/** Portuguese "no"/"na" are "in the", not a negation. */
const PT_NO = /(?<!\p{L})no(?!\p{L})/giu;
/** A contrast that closes a sentence (", not only the total", "а не только…", "statt dass…"): it qualifies what is wished for, it does not negate the wish. */
const CONTRAST_TAIL = /[,;]?\s*(?:(?<!\p{L})(?:not (?:just|only|merely)|and not|rather than|instead of|а не|не только|вместо|statt|anstatt|anstelle|plutôt que|au lieu de|et pas|pas seulement|en lugar de|en vez de|y no|no solo|não só|e não|em vez de|ao invés de|não apenas)(?!\p{L})|而不是|不只是|ではなく|じゃなくて|대신|뿐만 아니라|[，,]\s*(?:不要|不用|省得|免得)(?:每次|再|一直))[^。！？]*$/iu;
const NAMED_CONTRAST = /(`[^`\n]{1,80}`|\S+)\s*[,，]\s*(?:not|pas|nicht|nöd|no|non|não|niet|nie|inte|а не|не|değil|bukan|tidak|nahi|nahin|不是)\s+(`[^`\n]{1,80}`|\S+(?:\s+\S+){0,2})\s*[.!]?$/iu;
/** A name mid-sentence: a capitalised word ("Playwright"), not the sentence's first. */
const NAME = /^[A-Z][a-z]+[A-Za-z]*[.,]?$/;

interface Verdict {
  hit?: Omit<CorrectionHit, 'text'> & { sentence: string };
  /** The sentence is a rejection without content of its own: the next sentence may say what is right. */
  bareLead?: boolean;
  /** The rejected part, when it said something (kept with the next sentence's content). */
  rest?: string;
}

/** Strips rejection openers ("No, that's wrong: …"), up to three in a row, in any language. */
function stripLeads(s: string, active: readonly LangRules[]): { rest: string; led: boolean } {
  let rest = s;
  let led = false;
  for (let round = 0; round < 3; round++) {
    // Filler before a rejection ("hmm no, …", "oh wait, that's wrong: …") does not hide it.
    const unfilled = rest.replace(FILLER, '');
    const l = active.find((x) => x.lead.test(unfilled));
    if (!l) break;
    rest = unfilled.replace(l.lead, '');
    led = true;
  }
  return { rest: rest.trim(), led };
}

/** The cue-free rules (statementRules.ts): the agent's action named, a restore order, a requirement, a statement. */
function cueFree(s: string, spec: boolean, asks: boolean): Omit<CorrectionHit, 'text'> | undefined {
  const you = YOU_DID.find(([, re]) => re.test(s));
  const action = you ? s.slice(you[1].exec(s)?.index ?? 0).split(/\s[—–]\s|[,;]/)[0] : '';
  if (you && !((ACKNOWLEDGED.test(s) || ALREADY.test(action)) && !DUPLICATES.test(s) && !/\?\?+\s*$/.test(s))) return { kind: 'correction', rule: 'mistake', lang: you[0] === 'any' ? langOf(s) : you[0], confidence: 0.8 };
  if (REVERT.test(s)) return { kind: 'correction', rule: 'revert', lang: langOf(s), confidence: 0.8 };
  if (REMINDER.test(s.replace(LEAD_CONJ, '')) || (AGAIN_COLON.test(s) && (STRONG_CODE.test(s) || /(?:^|\s)--?[a-z][\w-]+/.test(s) || THING_STATEMENT.test(s.replace(AGAIN_HEAD, ''))) && ![STATUS, PAST_MOMENT, NEWS].some((re) => re.test(s.replace(AGAIN_HEAD, ''))))) return { kind: 'instruction', rule: 'standing', lang: langOf(s), confidence: 0.8 };
  if (EACH_TIME.test(s) && isConcrete(s) && !TEAM_LIFE.test(s) && !SPEAKER.test(s.replace(EACH_TIME, '').replace(/^[\s,]+/, ''))) return { kind: 'instruction', rule: 'standing', lang: langOf(s), confidence: 0.7 };
  // (Not under a task's heading: "vamos con unleash: el flag tiene que quedar al 20%" specifies the task.)
  for (const c of HEDGE.test(s) || DEADLINE.test(s) || EXPLAINS.test(s) || TASK_HEAD.test(s) ? [] : clausesOf(s).map((x) => x.replace(CLAUSE_FILLER, ''))) {
    const req = REQUIREMENT.find(([, re]) => re.test(c));
    // "has to be / needs to be" is deontic; "must be" is as often a guess ("the problem must be the cache"): it needs a thing.
    const modal = /^(?:the|our)\s+([^,]{1,40}?)\s(must|has to|have to|needs? to|should) be\s+(.*)$/i.exec(c);
    // "should be" counts only with a concrete value ("the port should be 5433"), not a wish ("should be faster").
    if (modal && modal[2] === 'should' && namesThing(modal[1]) && isConcrete(modal[3]) && !STATUS.test(modal[3])) return { kind: 'instruction', rule: 'requirement', lang: 'en', confidence: 0.7 };
    const general = QUANTIFIED.test(c) || (modal !== null && namesThing(modal[1]));
    // An English requirement about a thing ("tests must not hit the network"); "X must be …" stays a guess unless concrete.
    const head = /^(.{1,60}?)\s(must(?: not| never)?|has to|have to|needs? to|(?:is|are) (?:required|not allowed|forbidden))\s+(\S+)/i.exec(c);
    const passive = /\sbe\s+(?:[a-z]{3,}(?:ed|en)|set|kept|run|built|put|cut|written|done|made|split)\b/i.test(c);
    const aboutThing = head !== null && namesThing(head[1]) && (passive || !(head[2].toLowerCase() === 'must' && head[3].toLowerCase() === 'be'));
    const needs = /^(?!(?:i|we|you|he|she|they|it|someone|everyone)\b|(?:that|this)\s+(?:needs?|requires?)\b)(?:[\w.`'/@+-]+\s+){1,7}?(?:need|needs|require|requires)\s+(?!to\b)(.+)$/i.exec(c);
    if (/\b(?:needs?|has|have) to go (?:through|via|into|in|on)\s+`/.test(c)) return { kind: 'instruction', rule: 'requirement', lang: 'en', confidence: 0.7 };
    if (needs && (STRONG_CODE.test(needs[1]) || /(?:[<>]=?|\^|~|\bv)\s?\d+(?:\.\d+)+|\b\d+\.\d+(?:\.\d+)?\b/.test(needs[1]))) return { kind: 'instruction', rule: 'requirement', lang: 'en', confidence: 0.7 };
    if (req && (general || (!spec && (isConcrete(c) || aboutThing || req[0] === 'any' || (req[0] !== 'en' && namesThing(c)))))) return { kind: 'instruction', rule: 'requirement', lang: req[0] === 'any' ? langOf(c) : req[0], confidence: 0.7 };
  }
  // A report of what happened at a moment ("yesterday", "an hour ago") is news, not how the project is.
  // ("Same thing as yesterday: …" points back to a lesson already given; it is not the moment of the report.)
  const sans = s.replace(/^(?:same|like)\s+(?:thing\s+|issue\s+|deal\s+)?(?:as\s+)?[^:,]{1,40}[:,]\s*/i, '');
  const out = spec || asks || HEDGE.test(s) || RECENT.test(s) ? undefined : TAKEN_OUT.find(([, re]) => re.test(s)); // taken out long ago: a decision, not news
  if (out) return { kind: 'correction', rule: 'statement', lang: out[0], confidence: 0.7 };
  if (PLAN_START.test(s) || DEADLINE.test(sans) || PAST_MOMENT.test(sans)) return undefined;
  const verbless = clausesOf(s).some((c) => NONE_OF.test(c.replace(CLAUSE_FILLER, '')) && !MOMENT_SUBJECT.test(c) && !TEAM_LIFE.test(c));
  if (verbless && !spec) return { kind: 'instruction', rule: 'prohibit', lang: langOf(s), confidence: 0.6 };
  const house = spec ? undefined : HOUSE.find(([, re]) => re.test(s));
  // A Japanese / Korean / Chinese convention names its topic (コミットメッセージは…): a project thing is enough.
  // (In romanized Hindi "me" is "in", not the speaker.)
  if (house && !TEAM_LIFE.test(s) && !/(?<!\p{L})(?:так что|поэтому|значит|тож|тому)(?!\p{L})/iu.test(s) && (isConcrete(s) || (/^(?:ja|ko|zh)$/.test(house[0]) && namesThing(s))) && !HEDGE.test(house[0] === 'hi' ? s.replace(/(?<!\p{L})me(?!\p{L})/giu, '') : s)) return { kind: 'instruction', rule: 'standing', lang: house[0], confidence: 0.7 };
  const none = NO_SUCH.find(([, re]) => re.test(s));
  if (none && (STRONG_CODE.test(s) || isConcrete(/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Hangul}/u.test(s) ? s : s.replace(/^\S+\s+/, ''))) && !HEDGE.test(s) && !spec && !asks) return { kind: 'correction', rule: 'statement', lang: none[0], confidence: 0.6 };
  // A statement next to a question or in a new task is the context of that question or task.
  const lang = spec || asks || TASK_FIRST.test(s) ? undefined : statementLang(s);
  return lang ? { kind: 'correction', rule: 'statement', lang, confidence: 0.6 } : undefined;
}

/** `active`: the languages whose hint the prompt has (the others' rules are not run). */
function classify(sentence: string, active: readonly LangRules[], spec = false, asks = false): Verdict {
  const s = sentence.trim();
  // ("you ran the migration by hand??": exasperation about what was done, not a question.)
  // (…nor "why did you put X in?", "pq vc enfiou um UPDATE na migration?": a reproach that names what was done.)
  // "backfill in the same migration on 4M rows??": the exasperation names what was done wrong.
  const exasperated = EXASPERATED.test(s);
  if (s.length < 4 || (isQuestion(s) && !((/\?\?+\s*$/.test(s) || WHY.test(s)) && YOU_DID.some(([, re]) => re.test(s))) && !exasperated)) return {};
  if (exasperated && !STATUS.test(s) && !NEWS.test(s)) return { hit: { kind: 'correction', rule: 'mistake', lang: langOf(s), confidence: 0.7, sentence: s } };
  const { rest, led } = stripLeads(s, active);
  const bare = rest.replace(/\s*\([^()]{1,200}\)/g, ''); // what a parenthesis adds is not the contrast
  if (led && CLOSING.test(rest)) return {}; // "no, not urgent", "nope, all good": nothing after the rejection to learn
  if ((OWN_FAULT.test(rest) && (MEANT.test(rest) || !(STRONG_CODE.test(rest) && (active.some((L) => L.replace.test(rest)) || /[,;–—]\s*(?:not|nicht|pas|no|não|не|niet)\s+\S/iu.test(rest))))) || (led && BECAUSE_TAIL.test(rest))) return {}; // …or "nope, X has no env today, that's why": the cause of the moment
  // A laugh after a prohibition or a replacement that names something softens it ("don't pip install ㅋㅋ"); otherwise it makes a joke.
  if (WONDER.test(rest)) return {};
  if (KIDDING.test(s) || ((JOKE_END.test(s) || JOKE_START.test(s)) && !(isConcrete(rest) && (active.some((L) => L.prohibit.test(rest) || L.replace.test(rest)) || YOU_DID.some(([, re]) => re.test(rest)) || /\btold you\b/i.test(rest))))) return {};
  const praise = PRAISE.test(s);
  for (const L of active) {
    // A house convention about team life ("a gente usa o Slack pra falar com…") is not a project rule; an explicit "from now on" stays one.
    if ((L.standing.test(rest) || (L.standing.test(bare) && !/^\W*(?:warning|note|caution|important|nb)\b/i.test(rest))) && !(TEAM_LIFE.test(mainClause(rest)) && !STRONG_CODE.test(rest) && !L.opener.test(rest))) return { hit: { kind: 'instruction', rule: 'standing', lang: L.lang, confidence: 0.9, sentence: rest } };
  }
  if (active.some((L) => L.benign.test(s)) || TEMPORARY.test(s)) return {};
  for (const L of active) {
    if ((L.prohibit.test(rest) && !(spec && !led) && !emptyProhibition(L, rest) && !(DEADLINE.test(rest) && !led) && !(asks && !led && PLACE_CONTRAST.test(rest))) || (led && L.prohibit.test(s) && !emptyProhibition(L, rest))) return { hit: { kind: led ? 'correction' : 'instruction', rule: 'prohibit', lang: L.lang, confidence: led ? 0.9 : 0.6, sentence: rest } };
  }
  if (praise) return {};
  // "no, the other one — X, not Y" picks an instance for the task at hand.
  if (led && (REDIRECT.test(rest) || DISMISS.test(rest))) return {};
  for (const L of active) {
    // In the Latin and Cyrillic languages but English the replacement word alone ("statt", "en vez de") is as often a comparison: it needs a directive, or a named thing outside a question.
    if (L.replace.test(bare) && !HERE_AND_NOW.test(bare) && !(spec && !led) && (led || /^(?:en|ja|ko)$/.test(L.lang) || (L.lang === 'zh' ? /(?:不要|别|唔好)用|而不是|不是[^，,。]{1,30}[，,]\s*就是[^，,。]{1,40}而已|唔系|(?:要|应该|得|必须)(?:填|用|写|配|放|改成|设成|连|指向)[^，,。]{1,60}\s不是|不行[，,]\s*(?:得|要|应该|必须)(?:改)?用|是\s?[^，,。]{1,50}[，,]\s*不是\s?[A-Za-z\x60]|(?:[A-Za-z0-9_.\x60-]{2,}[^，,。]{0,10}|写死[^，,。]{0,20}|硬编码[^，,。]{0,20})不行[，,]\s*(?:得|要|应该|必须)\S/u.test(rest) : /^(?!(?:isso|isto|esto|eso|aquilo|aquello|ele|ela|él|ella|(?:o|a|el|la) (?:problema|erro|error|causa|bug|falha|fallo))\s)[^—–]{0,80}?(?<!\p{L})(?:não é|no es)\s[^—–]{2,80}\s[—–]\s*(?:é|es)\s/iu.test(bare) || DIRECTIVE.test(rest) || ((STRONG_CODE.test(rest) || (langOf(rest) === 'ru' && isConcrete(rest))) && !asks)))) return { hit: { kind: 'correction', rule: 'replace', lang: L.lang, confidence: 0.9, sentence: rest } };
  }
  for (const L of active) {
    const m = L.factCue.exec(rest);
    const after = rest.slice(m ? m.index + m[0].length : 0).trim();
    const strong = m !== null && (led || m.index > 0 || !WEAK_CUE.test(rest));
    // After a weak opener ("actually", "na verdade") the speaker talking about themselves is not a correction.
    // "I told you …" recalls the conversation; it is a correction only when what was told names a thing or a way of working.
    const said = m && TOLD.test(m[0]) ? after.replace(/^(?:this morning|yesterday|earlier|before|last (?:time|week)|on \w+day)[,:]?\s*/i, '') : after;
    // ("actually" before a sentence in another language is no English cue.)
    if (m && (MYSELF.test(said) || (TOLD.test(m[0]) && !isConcrete(rest) && !DIRECTIVE.test(said) && !THING_STATEMENT.test(said)) || (!strong && L.lang === 'en' && /^actually\b/i.test(m[0]) && !/\b(?:the|is|are|was|it|its|it's|that|this|we|you|to|of|and|not|on|for|with)\b/i.test(after)))) continue;
    if (m && (ALL_FINE.test(after.split(/[,;]/)[0]) || (!strong && (SPEAKER.test(said) || /^\p{L}{3,}(?:é|ei)(?!\p{L})/u.test(after) || CONDITIONAL.test(said) || PAST_MOMENT.test(said) || DEADLINE.test(said) || (NEWS.test(after.replace(CONSEQUENCE_TAIL, '')) && !DIRECTIVE.test(after)))))) continue;
    // A strong cue ("you forgot…", "I told you to…", "你忘了") names the mistake itself: four words from the cue on are enough.
    const objectSaid = m !== null && (m.index > 0 || !WEAK_CUE.test(rest)) && (rest.slice(m.index).split(/\s+/).filter(Boolean).length >= 4 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{3}/u.test(/^(?:ja|ko)$/.test(L.lang) ? rest : after)); // verb-final: what was said comes before the cue
    if (m && (objectSaid || isConcrete(rest) || DIRECTIVE.test(said) || THING_STATEMENT.test(said) || (STATE_FACT.test(said) && !SPEAKER.test(said)))) {
      return { hit: { kind: 'correction', rule: 'fact', lang: L.lang, confidence: strong ? 0.9 : 0.6, sentence: rest } };
    }
  }
  // Two named things set against each other ("…on /hooks/stripe, not /webhooks", "…sur Playwright, pas Cypress").
  // (An aside in parentheses may hide the contrast, or carry the name of one side: the sentence is read with it and without.)
  for (const t of bare === rest ? [rest] : [rest, bare]) {
    const vs = NAMED_CONTRAST.exec(t) ?? NAMED_CONTRAST.exec(t.split(/\s+[—–]\s+/)[0]);
    // The other side may be plain words when the form is parallel ("goes in `x.ts`, not in each test"): the same preposition on both sides.
    // A code name set against plain words ("`it(...)`, not phpunit classes") is a contrast too; a time word is not the other side.
    const codeVsWords = vs !== null && STRONG_CODE.test(vs[1]) && !/^(?:now|yet|today|here|there|really|quite|sure|always|anymore)\b/i.test(vs[2]);
    const parallel = vs !== null && t.slice(0, vs.index).trim().split(/\s+/).pop()?.toLowerCase() === vs[2].split(/\s+/)[0].toLowerCase() && vs[2].includes(' ');
    if (vs && !SPEAKER.test(rest) && (isConcrete(vs[1]) || NAME.test(vs[1])) && (isConcrete(vs[2]) || NAME.test(vs[2]) || codeVsWords || (parallel && STRONG_CODE.test(vs[1])))) return { hit: { kind: 'correction', rule: 'replace', lang: langOf(rest), confidence: 0.8, sentence: rest } };
  }
  if (!SPEAKER.test(rest) && !DEADLINE.test(rest) && !TASK_FIRST.test(rest) && ((OBSOLETE.test(rest) && namesThing(rest) && (isConcrete(rest) || DIRECTIVE.test(rest)) && !asks) || ((CONTRAST.test(bare) || YOUR_WRONG.test(rest)) && isConcrete(rest)))) {
    return { hit: { kind: 'correction', rule: 'fact', lang: langOf(rest), confidence: 0.9, sentence: rest } };
  }
  // "nope, nothing else" closes a conversation; "no, the other one" picks an instance; "nope, still red" is a status: no lesson.
  if (led && (CLOSING.test(rest) || REDIRECT.test(rest) || STATUS.test(rest) || MEASURED.test(rest) || MY_SIDE.test(rest))) return {};
  if (led && rest.length > 0) {
    if (DIRECTIVE.test(rest)) return { hit: { kind: 'correction', rule: 'rejection+directive', lang: langOf(rest), confidence: 0.9, sentence: rest } };
    if (isConcrete(rest) || THING_STATEMENT.test(rest) || STATEMENT.test(rest) || CJK_STATEMENT.test(rest)) return { hit: { kind: 'correction', rule: 'rejection+fact', lang: langOf(rest), confidence: 0.9, sentence: rest } };
  }
  if (WEAK_CUE.test(rest) && (NEWS.test(rest) || STATUS.test(rest) || /\b(?:looks?|seems?)\s+(?:fine|ok(?:ay)?|good|great)\b/i.test(rest.split(/[,;]/)[0])) && !DIRECTIVE.test(rest)) return {}; // "fyi the run is green, deploy waits on …"
  const free = cueFree(rest, spec, asks);
  if (free) return { hit: { ...free, sentence: rest } };
  return { bareLead: led, rest: led && rest.replace(/[\s\p{P}]/gu, '').length >= 12 ? rest : undefined };
}

/** The language a script names (kana, hangul, han, Cyrillic, Arabic, Hebrew, Devanagari), else 'latin'. */
const langOf = (s: string): string => SCRIPTS.find(([re]) => re.test(s))?.[1] ?? 'latin';

/** A sentence cut where a rejection follows a dash ("… is on `:default` — that's not right, push goes on `:push`"). */
const atRejection = (s: string, active: readonly LangRules[]): string[] => {
  const cuts = [...s.matchAll(/\s[—–]\s+(?=\S)/g)].filter((m) => active.some((L) => L.lead.test(s.slice(m.index! + m[0].length, m.index! + m[0].length + 200)))).map((m) => m.index!);
  return [0, ...cuts].map((at, i) => s.slice(at, cuts[i] ?? s.length).replace(/^\s[—–]\s+/, '').trim()).filter(Boolean);
};

/** A retraction ("— sorry, I mean: …", "scratch that,", "perdón, quiero decir"): what was said before it is taken back. */
const RETRACTION = /(?:\.\.\.|…)\s*(?:no wait|wait,? no|no,? actually)(?!\p{L})[:,.!]?\s*|(?:^|[\s,.;:—–-])(?:(?:sorry|oops|wait|no wait|pardon|perdón|perdon|desculpa|desculpe|entschuldigung|sorry|извини|прости)[,!.]?\s+(?:i mean|i meant|quiero decir|quise decir|quero dizer|quis dizer|je veux dire|ich meine|ich meinte|я имею в виду)|scratch that|ладно,? (?:неважно|забей|не важно)|ignore what i (?:just )?said|forget what i (?:just )?said|olvida lo que dije|esquece o que eu disse|oublie ce que j['’]ai dit|vergiss, was ich gesagt habe)(?!\p{L})[:,.!]?\s*/giu;
const afterRetraction = (text: string): string => {
  const last = [...text.matchAll(RETRACTION)].pop();
  return last ? text.slice(last.index! + last[0].length) : text;
};

/** The correction or standing instruction a user prompt carries, or undefined (praise, chatter, questions, tasks, quotes). */
export function findCorrection(prompt: string): CorrectionHit | undefined {
  // Read as written, then with a dialect's words in their standard forms (dialects.ts).
  return readAsWritten(withApostrophes(prompt.length > MAX_PROMPT ? prompt.slice(0, MAX_PROMPT) : prompt), correctionIn);
}

function correctionIn(raw: string): CorrectionHit | undefined {
  if (raw.trim().startsWith('/')) return undefined; // slash commands are not corrections
  const own = ownTextOf(raw);
  own.text = afterRetraction(own.text);
  const active = LANGS.filter((L) => !L.hint || L.hint.test(own.text));
  // What introduces a paste ("this is from CI on rafa's branch, not ours:") describes the paste, not the project.
  const list = sentences(own.text).flatMap((x) => atRejection(x, active)).filter((x) => !(own.pasted && PASTE_INTRO.test(x)));
  // A prompt that sets up new work: the preferences and facts in it specify that work (they are not corrections).
  // …or that gives leave to act ("…so it can go"): the facts in it are why.
  const firstTask = list.findIndex((x) => CREATION_TASK.test(ownScript(x.trim())));
  const spec = firstTask >= 0 || list.some((x) => PERMITS.test(x)) || /^(?:(?:ok(?:ay)?|so|alright|right)[,\s]+)*(?:the |our |my )?(?:plan|steps|todo|to-do|game plan)\s*:|(?:задача на сегодня|задачи на сегодня|heute bitte folgendes|aufgabe für heute|tâche du jour|tarea de hoy|tarefa de hoje|今天的任务|今日のタスク|오늘 할 일)\s*:/iu.test(list.slice(0, 2).join(' '));
  // A question anywhere, or a prompt that opens with a request: its statements are context, not corrections.
  // …or that hands over facts for a one-off check after a dash ("the login is … — log in and check the list renders").
  const checkAfter = list.some((x) => x.split(/\s+[—–]\s+|;\s+/).slice(1).some((c) => ONE_OFF_CHECK.test(c.trim())));
  // …or that pastes a block (a log, a comment): the statements around it describe the paste.
  const opener = list.find((x) => !GREETING.test(x.trim()));
  const asks = own.pasted || checkAfter || list.some((x) => isQuestion(x.trim()) && !REPROACH.test(x)) || (opener !== undefined && TASK_FIRST.test(ownScript(opener.trim()))) || ((LOOK_INTO.test(own.text) || list.some((x, i) => clausesOf(x).some((c, j) => (i > 0 || j > 0) && LATER_TASK.test(c.trim())))) && !list.some((x) => SET_AGAINST.test(x)));
  const found: (Omit<CorrectionHit, 'text'> & { sentence: string })[] = [];
  for (let i = 0; i < list.length && found.length < 3; i++) {
    const v = classify(list[i], active, spec && !(i < firstTask && (NEGATED_OPEN.test(list[i].trim()) || active.some((L) => L.prohibit.test(list[i])) || CHANGE_TO.test(list[firstTask]) || REQUIREMENT.some(([, re]) => re.test(list[i])))), asks);
    // A wish for a capability is a feature request (featureRequest.ts), not a correction.
    // The sentence's form decides: a negation inside a closing contrast does not make a wish a correction.
    const wishPart = v.hit ? list[i].replace(CONTRAST_TAIL, '') : '';
    if (v.hit && !NEGATION.test(v.hit.lang === 'pt' ? wishPart.replace(PT_NO, '') : wishPart) && findFeatureRequest(list[i])) continue;
    if (v.hit && (PUT_OFF.test(list[i]) ? findFeatureRequest(own.text) : PUT_OFF.test(list[i + 1] ?? '') && findFeatureRequest(list[i]))) continue; // "…, not now, just noting it" after a wish
    if (v.hit) {
      found.push(v.hit);
      continue;
    }
    const next = list[i + 1];
    // "amounts are Long pence. not BigDecimal, not pounds.": a statement the next sentence sets against what was used.
    if (next !== undefined && !spec && NOT_FRAGMENT.test(next.trim()) && (isConcrete(next) || (isConcrete(list[i]) && /,\s*\S+\s+\S/.test(next))) && !findFeatureRequest(list[i]) && !isQuestion(list[i])) {
      found.push({ kind: 'correction', rule: 'replace', lang: langOf(list[i]), confidence: 0.8, sentence: `${list[i].trim()} ${next.trim()}` });
      i += 1;
      continue;
    }
    // "…. That's how it is in the whole repo.": the sentence before, when it names something, is a standing rule.
    if (next !== undefined && RULE_SAID.test(next.trim()) && isConcrete(list[i]) && !isQuestion(list[i])) {
      found.push({ kind: 'instruction', rule: 'standing', lang: langOf(list[i]), confidence: 0.8, sentence: list[i] });
      i += 1;
      continue;
    }
    if (!v.bareLead || next === undefined || isQuestion(next) || PRAISE.test(next)) continue;
    const n = classify(next, active, spec, asks);
    const joined = (s: string) => (v.rest ? `${v.rest} ${s}` : s);
    if (n.hit) found.push({ ...n.hit, kind: 'correction', confidence: 0.9, sentence: joined(n.hit.sentence) });
    else if ((isConcrete(next) || DIRECTIVE.test(next) || THING_STATEMENT.test(next)) && !active.some((L) => L.benign.test(next)) && !CLOSING.test(next.trim())) found.push({ kind: 'correction', rule: 'rejection+fact', lang: langOf(next), confidence: 0.9, sentence: joined(next) });
    else continue;
    i += 1;
  }
  // "Don't put it anywhere" after a value handed over (in the prompt, or in a block it pastes), "fyi the token is glsa_…": no
  // lesson (statementRules.ts handsOverValue).
  const aboutValue = (h: (typeof found)[number]) => handsOverValue(h.rule, h.confidence, h.sentence);
  const drop = found.map(aboutValue);
  if (drop.includes(true) && scanTextSync(raw).count > 0) for (let i = found.length - 1; i >= 0; i--) if (drop[i]) found.splice(i, 1);
  if (found.length === 0 || FALSE_ALARM.test(own.text)) return undefined;
  const first = found[0];
  const parts = found.map((h) => distillRule(h.sentence, LANGS.find((L) => L.lang === h.lang && L.opener.test(h.sentence)) ?? LANGS.find((L) => L.opener.test(h.sentence)) ?? LANGS.find((L) => L.lang === h.lang)));
  const text = parts.map((t) => (parts.length > 1 && !/[.!?。！？]$/.test(t) ? `${t}.` : t)).join(' ');
  return { kind: found.some((h) => h.kind === 'correction') ? 'correction' : 'instruction', rule: first.rule, lang: first.lang, confidence: Math.max(...found.map((h) => h.confidence)), text };
}
