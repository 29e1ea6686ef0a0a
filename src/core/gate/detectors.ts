// The five detection triggers (seed 000) applied to what an agent session shows us. Pure: hook adapters
// (src/cli/hooks) turn payloads into these inputs; the session state for repeated searches is kept by the
// Node side and passed in as a count.
import type { CaptureType } from '../model';
import { extractDecisions, type EditInfo } from './decisionCheck';

export interface Detection {
  type: CaptureType;
  content: string;
  /** Detector strength → the admission Confidence signal. */
  confidence: number;
  /** What fired, for the audit ("correction: that's wrong", "error: exit 1"). */
  trigger: string;
  files?: string[];
  edits?: EditInfo[];
}

const MAX_CONTENT = 1000;
const clip = (s: string, n = MAX_CONTENT) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

// Strong cues say the agent was wrong; weak cues often are corrections but also appear in plain requests.
const STRONG_CORRECTION: [string, RegExp][] = [
  ['no, …', /^\s*(no|nope|nah)\s*[,.!:—-]\s*\S/i],
  ["that's wrong", /\b(that'?s|that is|this is|it'?s) (wrong|incorrect|not right|not correct|not what i (asked|wanted|meant))\b/i],
  ['I said', /\bi (said|told you|asked (you )?(to|for|not))\b/i],
  ['instead', /\b(do|use|try|run|call) \S+(?: \S+){0,6} instead\b|\binstead of\b/i],
  ['stop / never', /\b(stop|quit) (doing|using|adding|running)\b|\bnever (do|use|run|add|write|call|commit)\b/i],
  ['you broke/forgot', /\byou (forgot|missed|broke|ignored|didn'?t (read|follow|listen))\b/i],
  ['不对/错了/我说过', /不对|错了|我说过|搞错|不是这样|说了多少次/],
  ['other languages', /違う|ちがう|そうじゃな|じゃなくて|아니야|틀렸|\bfalsch\b|\bnicht so\b|\bincorrecto\b|\bc'est faux\b|\bpas comme ça\b/i],
];
const WEAK_CORRECTION: [string, RegExp][] = [
  ['actually', /\bactually\b/i],
  ["don't", /\b(don'?t|do not|please don'?t)\b/i],
  ['should', /\byou should(n'?t| have| not)?\b/i],
  ['不是/应该/别/不要/其实', /不是|应该|别|不要|其实|改成|改用/],
  ['other languages', /やめて|しないで|\beigentlich\b|\ben realidad\b|\ben fait\b/i],
];

/** Correction language in a user prompt: strong cue → 0.9 confidence, weak cue only → 0.6. */
export function detectCorrection(prompt: string): Detection | undefined {
  const text = prompt.trim();
  if (text.length < 4 || text.startsWith('/')) return undefined; // slash commands are not corrections
  const strong = STRONG_CORRECTION.find(([, re]) => re.test(text));
  const weak = strong ? undefined : WEAK_CORRECTION.find(([, re]) => re.test(text));
  const cue = strong ?? weak;
  if (!cue) return undefined;
  return { type: 'correction', content: clip(text), confidence: strong ? 0.9 : 0.6, trigger: `correction: ${cue[0]}` };
}

const ERROR_LINE = /^(?:.*\b(?:[A-Z]\w*(?:Error|Exception)|Error|ERROR|FATAL|fatal|panic)\b:?.*|npm ERR!.*|.*command not found.*|.*No such file or directory.*|.*Permission denied.*)$/m;

export interface ToolOutcome {
  tool: string;
  /** The command or file the tool ran on, when there is one. */
  subject?: string;
  exitCode?: number;
  /** Output / error text as the agent saw it. */
  text: string;
  /** True when the payload itself says it failed (PostToolUseFailure, result_type failure…). */
  failed?: boolean;
  interrupted?: boolean;
}

/** Tool errors: non-zero exit, a traceback, an `Error:` line. A user interrupt is not an error. */
export function detectToolError(o: ToolOutcome): Detection | undefined {
  if (o.interrupted || /\[Request interrupted by user/.test(o.text)) return undefined;
  const exit = o.exitCode ?? Number(/^Exit code (\d+)/m.exec(o.text)?.[1] ?? NaN);
  const traceback = /Traceback \(most recent call last\)|^\s+at .+\(.+:\d+:\d+\)$/m.test(o.text);
  const errorLine = ERROR_LINE.exec(o.text)?.[0]?.trim();
  const failedExit = Number.isFinite(exit) && exit !== 0;
  if (!failedExit && !traceback && !errorLine && !o.failed) return undefined;
  const what = o.subject ? `${o.tool} \`${clip(o.subject.split('\n')[0], 200)}\`` : o.tool;
  const cause = errorLine ?? o.text.split('\n').map((l) => l.trim()).find((l) => l.length > 0 && !/^Exit code/.test(l)) ?? 'failed';
  const exitText = failedExit ? ` (exit ${exit})` : '';
  return { type: 'error', content: clip(`${what} failed${exitText}: ${clip(cause, 300)}`), confidence: errorLine || traceback ? 0.9 : 0.7, trigger: `error: ${failedExit ? `exit ${exit}` : traceback ? 'traceback' : 'error line'}` };
}

const GAP = /\bi (don'?t|do not) know\b|\bi'?m not sure (where|how|what|which|why)\b|\bi (couldn'?t|could not|can'?t|cannot) find\b|\bi (wasn'?t|was not) aware\b|\bnot documented anywhere\b|我不知道|不清楚|找不到/i;

/** Knowledge gaps stated in text ("I don't know", "I couldn't find"). */
export function detectKnowledgeGap(text: string): Detection | undefined {
  const m = GAP.exec(text);
  if (!m) return undefined;
  const sentence = text.split(/(?<=[.!?。！？])\s+|\n/).find((s) => GAP.test(s)) ?? text;
  return { type: 'knowledge_gap', content: clip(sentence.trim(), 500), confidence: 0.6, trigger: `knowledge_gap: "${m[0]}"` };
}

/** A repeated search: count is how many times this search was seen in the session (including now). */
export const REPEATED_SEARCH_LIMIT = 3;
export function detectRepeatedSearch(key: string, count: number): Detection | undefined {
  // Fires once, on the first repeat beyond the limit (the 4th identical search).
  if (count !== REPEATED_SEARCH_LIMIT + 1) return undefined;
  return { type: 'knowledge_gap', content: `Searched ${count} times in one session for ${key}: where this lives should be written down.`, confidence: 0.7, trigger: `knowledge_gap: same search > ${REPEATED_SEARCH_LIMIT} times` };
}

/** The normalized identity of a search tool call, or undefined when the call is not a search. */
export function searchKey(tool: string, input: Record<string, unknown>): string | undefined {
  const t = tool.toLowerCase();
  const str = (k: string) => (typeof input[k] === 'string' ? (input[k] as string).trim().toLowerCase().replace(/\s+/g, ' ') : undefined);
  if (t === 'grep' || t === 'glob') return str('pattern') && `${t} \`${str('pattern')}\``;
  if (t === 'websearch' || t === 'web_search') return str('query') && `web search \`${str('query')}\``;
  if (t === 'bash' || t === 'shell') {
    const cmd = str('command');
    const m = cmd && /^(?:rg|grep|ag|find|fd|git grep)\b.*/.exec(cmd);
    return m ? `\`${m[0]}\`` : undefined;
  }
  return undefined;
}

const PRAISE = /\b(perfect|exactly( right)?|that worked|that'?s (right|correct|better|the way)|good (call|catch|job)|keep doing (that|this)|well done)\b|很好|完美|就这样|对的|没错/i;
const LESSON = /\b(the fix was|fixed by|root cause was|lesson learned|what worked|prevented|best practice)\b/i;

/** Best practices: explicit praise of an approach, or a stated lesson in the agent's summary. */
export function detectBestPractice(text: string, source: 'user' | 'agent'): Detection | undefined {
  const re = source === 'user' ? PRAISE : LESSON;
  const m = re.exec(text);
  if (!m) return undefined;
  const sentence = source === 'user' ? text.trim() : (text.split(/(?<=[.!?。！？])\s+|\n/).find((s) => re.test(s)) ?? text).trim();
  return { type: 'best_practice', content: clip(sentence, 600), confidence: 0.6, trigger: `best_practice: "${m[0]}"` };
}

const COMMENT = /^\s*(?:\/\/+|#+|\*|\/\*+|--)\s?(.*?)(?:\*\/)?\s*$/;

/** Patterns from Write/Edit: the decisions written into new comments are the pattern; the edit itself feeds the decision check. */
export function detectEditPattern(file: string, oldText: string, newText: string): Detection {
  const before = new Set(oldText.split(/\r?\n/));
  const newComments = newText
    .slice(0, 20_000)
    .split(/\r?\n/)
    .filter((l) => !before.has(l))
    .map((l) => COMMENT.exec(l)?.[1]?.trim() ?? '')
    .filter((l) => l.length > 0);
  const decisions = extractDecisions(newComments.join('\n'));
  const base = file.replace(/\\/g, '/').split('/').pop() ?? file;
  const content = decisions.length > 0 ? `In ${base}: ${decisions.join('; ')}` : `Edited ${base}${newComments.length ? `: ${newComments.slice(0, 3).join('; ')}` : ''}`;
  return { type: 'pattern', content: clip(content), confidence: 0.5, trigger: 'pattern: Write/Edit', files: [file], edits: [{ file, oldText: oldText.slice(0, 20_000), newText: newText.slice(0, 20_000) }] };
}
