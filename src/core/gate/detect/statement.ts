// A plain statement of how a project thing is, clause by clause ("…, the column is length_ft"), and the clause-level
// vocabulary the correction detector (correction.ts) shares with it: fillers, conditions, team life, the moment's subjects.
import { HEDGE, MEASURED, NOT_SUBJECT, STATEMENT_CLAUSE, STATUS, STRONG_CODE, namesThing } from './statementRules';
import { isConcrete } from './text';

export const CLAUSE_FILLER = /^(?:(?:also|btw|fyi|and|but|so|again|oh|wait|hmm+|um+|well|ok(?:ay)?|one (?:more )?thing(?: though)?|same (?:thing|as) \w+(?: as \w+)?|otherwise|though|note|a|и|а|но)[,:]?\s+)+/iu;
export const CONDITIONAL = /^(?:if|when|unless|once|whether|because|although|wenn|falls|si|cuando|quando|se|если|когда)(?!\p{L})/iu;
const CODE_VALUE = /^(?:it'?s|it is|that'?s|they'?re|there (?:is|are) no)\s+(?:`[^`]+`|[\w-]+(?:[._/][\w-]+)+|[a-z]+_[a-z_]+|[a-z]+[A-Z]\w*)(?:\s*[.!]?$|,|\s)/;
/** A code-named subject and any present-tense verb ("`make migrate-test` sets it up", "config.ts exports the defaults"). */
const CODE_SUBJECT = /^(?:`[^`]{1,80}`|[\w-]+(?:[./_][\w-]+)+)\s+(?:only\s+|still\s+|already\s+|now\s+)?(?!(?:looks|seems|sounds|feels|is|was|has|fails|breaks|crashes|passes|works|hangs|flakes|errors|times)\b)[a-z]{2,}s\b\s*(.*)$/;
/** Team life, not the project: meetings, calls, chat, lunch ("we use Zoom for meetings", "мы используем Slack для общения"). */
export const TEAM_LIFE = /(?<![.#`:])\b(?:meetings?|calls?(?!\s+(?:the|a|an|it|them|this|that|our|its|their|into|out|back)\b)|standups?|chat|chatting|communication|lunch|coffee|offsite|vacation|(?:for|pour les|para los|für) (?:tickets|docs|mockups|design)|mockups?|talk(?:ing)? (?:to|with))\b|开会|会议|聊天|ミーティング|会議|회의|(?<!\p{L})(?:falar com|hablar con|parler (?:avec|à)|sprechen mit|maquettes?|общени\p{L}*|созвон\p{L}*|встреч\p{L}*|reuni(?:ón|ões|ão)|réunions?|besprechung\p{L}*)(?!\p{L})/iu;
/** An explanation of what is happening now ("c'est parce que X doit …", "it's because …"): the cause of this failure, not a rule. */
export const EXPLAINS = /^(?:(?:ok|so|well|bon|also|alors)[,\s]+)?(?:(?:it'?s|that'?s|this is) because|c['’]est parce que|c['’]est à cause|das liegt daran|das kommt daher|es porque|é porque|è perché|это (?:потому что|из-за))(?!\p{L})/iu;
/** A sentence without its concessive clause (", even if we chat in German"): team life there does not make the rule team life. */
export const mainClause = (s: string): string => s.replace(/[,;]\s*(?:auch wenn|obwohl|selbst wenn|even if|even though|although|même si|bien que|aunque|incluso si|mesmo que|ainda que|anche se|хотя|даже если)(?!\p{L}).*$/iu, '');
/** Subjects about the task at hand (the error, the bug, the plan, the ticket), not about how the project is. */
export const MOMENT_SUBJECT = /(?<!\p{L})(?:error|errors|bug|bugs|issue|issues|problem|fix|cause|diff|ticket|pr|deadline|goal|plan|task|question|idea|point|thing|meeting|demo|reason|crash|failure|warning|fehler|problem|erreur|problème|problema|ошибка|проблема)(?!\p{L})|错误|问题|エラー|問題|에러|문제/iu;
/** News of the day ("we removed the old banner yesterday, now add …"): not a decision the team took. */
export const RECENT = /\b(?:yesterday|today|this morning|earlier today|just now|an hour ago|last night)\b|(?<!\p{L})(?:ayer|hoy|gestern|heute|hier|aujourd['’]hui|ontem|hoje|вчера|сегодня)(?!\p{L})|昨天|今天|昨日|今日|어제|오늘/iu;
/** A thing the team already took out ("we removed moment last quarter", "lo quitamos del importmap hace meses"): the agent brought it back. */
export const TAKEN_OUT: readonly [string, RegExp][] = [
  ['en', /\bwe(?:'ve| have)? (?:already\s+)?(?:removed|dropped|got rid of|ripped out|retired|deprecated|migrated (?:away )?(?:from|off)|moved (?:away )?(?:from|off)|stopped using)\s+(?!(?:it|that|this|them|those|these)\b)\S/i],
  ['es', /(?<!\p{L})(?:(?:lo|la|los|las)\s+)?(?:quitamos|eliminamos|dejamos de usar|migramos de|abandonamos)(?!\p{L})/iu],
  ['pt', /(?<!\p{L})(?:(?:o|a|os|as)\s+)?(?:tiramos|removemos|abandonamos|paramos de usar|migramos d[eoa])(?!\p{L})/iu],
  ['de', /(?<!\p{L})wir haben\s+(?:\S+\s+){0,4}?(?:rausgeworfen|rausgenommen|entfernt|abgelöst|abgeschafft|ausgebaut)(?!\p{L})/iu],
  ['fr', /(?<!\p{L})on a\s+(?:\S+\s+){0,2}?(?:viré|vire|retiré|retire|supprimé|abandonné)(?!\p{L})|(?<!\p{L})on (?:n['’])?utilise plus(?!\p{L})/iu],
  ['ru', /(?<!\p{L})мы\s+(?:уже\s+)?(?:выпилили|убрали|выкинули|отказались от|ушли с)(?!\p{L})/iu],
  ['zh', /我们(?:已经|早就|早)?(?:去掉|删掉|删了|废弃|弃用|移除|拿掉)/u],
];

const VALUE = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|utc)\b/i;
const PROGRESSIVE = /(?<!\p{L})(?:est[aá]n?|estaba[n]?|estão|estou|sto|stanno|sta|stava)\s+\p{L}+(?:ando|iendo|endo|indo)(?!\p{L})/iu;
/** …and Portuguese shares "que" and "é" with it, but not these. */
const PORTUGUESE = /(?<!\p{L})(?:o|os|um|uma|não|nao|você|isso|também|então)(?!\p{L})|ção|ções|[ãõ]/iu;
const FRENCH = /(?<!\p{L})(?:le|la|les|des|du|une|est|sont|pas|dans|pour|avec|sur|qui|que|ce|cette|ces|nous|vous|on|au|aux|et|ou|mais|donc)(?!\p{L})|[éèêàùçôî]/iu;

/** A prohibition with no verb, naming what and where ("no metric vars in the worker", "nada de pip install dentro del venv"). */
export const NONE_OF = /^(?:no\s+`[^`]{2,60}`(?:\s+[a-z]+)?(?:\s+(?:please|again|ever|anymore|here))?\s*[!.]*|no\s+(?!(?:problem|worries|luck|need|idea|rush|way|change|difference|output|results?|response|reply|news|clue|thanks)\b)[\w.`-]+(?:\s+[\w.`-]+){0,3}\s+(?:in|inside|under|on|for)\s+(?:the\s+|our\s+|any\s+)?[\w.`/-]+(?:\s+[\w.`/-]+){0,2}(?:\s+(?:either|please|ever))?|(?:nada de|nunca)\s+\S+(?:\s+\S+){0,3}\s+(?:dentro de|en|no|na|em)\s+\S+)$/iu;
/** A one-off check asked for ("log in and check …", "verify that …"), not a way of working. */
export const ONE_OFF_CHECK = /^(?:(?:then|and|now|please)\s+)*(?:log in|sign in|check|verify|confirm|look at|see (?:if|whether)|make sure it|try it|test it|open it|review it)\b/i;
/** A rule for every one of a kind ("all marts", "jede Tabelle", "每个接口"). */
export const QUANTIFIED = /^(?:all|every|each|any|no|nothing|(?:please\s+)?only ever)\s|(?<!\p{L})(?:jede[rsn]?|alle|chaque|tou(?:te)?s les|cada|todos|todas|todo|toda|каждый|каждая|каждое|все)(?!\p{L})|每个|每一个|所有|すべての|全ての|모든/iu;
/** A sentence's clauses; a code span (`db:migrate`, `a, b`) is never cut. */
export const clausesOf = (s: string): string[] => {
  const spans: string[] = [];
  const masked = s.replace(/`[^`\n]{1,120}`/g, (span) => `\u0000${spans.push(span) - 1}\u0000`);
  return masked.split(/\s*(?:[;:：—–→]|\s-\s|,|，|、)\s*/).slice(0, 6).map((c) => c.replace(/\u0000(\d+)\u0000/g, (_, i: string) => spans[Number(i)]).replace(/[.。!！]+$/, ''));
};

/** A plain statement of how a project thing is, clause by clause ("…, the column is length_ft"). */
export function statementLang(s: string): string | undefined {
  if (HEDGE.test(s)) return undefined;
  const clauses = clausesOf(s);
  if (CONDITIONAL.test(clauses[0] ?? '')) return undefined;
  for (const raw of clauses) {
    const c = raw.replace(CLAUSE_FILLER, '').trim();
    if (CODE_VALUE.test(c)) return 'en';
    const code = CODE_SUBJECT.exec(c);
    if (code && !STATUS.test(code[1])) return 'en';
    if (!c || NOT_SUBJECT.test(c)) continue;
    for (const [lang, re] of STATEMENT_CLAUSE) {
      // A progressive ("se están acumulando jobs") says what is happening now.
      if (lang !== 'en' && PROGRESSIVE.test(c)) continue;
      // French "a" (has) is English "a": a French clause must read French somewhere.
      if (lang === 'fr' && (!FRENCH.test(c) || PORTUGUESE.test(c))) continue;
      const m = re.exec(c);
      if (!m) continue;
      const [subject, said] = [m[1] ?? '', (m[2] ?? '').trim()];
      const thing = namesThing(subject || c.slice(0, c.length - said.length)) || (/^(?:the|our|die|der|das|le|la|les|el|los|o|os)\s/i.test(c) && STRONG_CODE.test(said));
      // A code-named subject ("console.log is blocked by lint") is concrete already.
      const codeSubject = /^(?:`[^`]+`|[\w-]+(?:[._/][\w-]+)+(?:\(\))?)$/.test(subject.trim());
      // In CJK text a Latin name anywhere in the clause is the concrete part.
      const value = isConcrete(/^(?:zh|ja|ko)$/.test(lang) ? c : said) || VALUE.test(said) || codeSubject;
      if (thing && !MOMENT_SUBJECT.test(subject) && !STATUS.test(said) && !MEASURED.test(said) && !(lang === 'zh' && /[了过]$/u.test(said)) && value) return lang;
    }
  }
  return undefined;
}
