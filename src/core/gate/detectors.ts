// The detection triggers (seed 000; corrections, feature requests and error causes in detect/) applied to what an agent session shows us. Pure: hook adapters
// (src/cli/hooks) turn payloads into these inputs; the session state for repeated searches is kept by the
// Node side and passed in as a count.
import type { CaptureType } from '../model';
import { extractDecisions, type EditInfo } from './decisionCheck';
import { findCorrection } from './detect/correction';
import { analyzeFailure, type ToolOutcome } from './detect/errorCause';
import { findFeatureRequest } from './detect/featureRequest';
import { clip } from './detect/text';

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

/**
 * Corrections and standing instructions in a user prompt (detect/correction.ts): the content is the
 * distilled instruction or fact, the trigger names the rule and language that fired.
 */
export function detectCorrection(prompt: string): Detection | undefined {
  const hit = findCorrection(prompt);
  if (!hit) return undefined;
  return { type: 'correction', content: clip(hit.text, MAX_CONTENT), confidence: hit.confidence, trigger: `${hit.kind}: ${hit.rule} (${hit.lang})` };
}

/** A wish for a capability of the tool being built (detect/featureRequest.ts) → a FEAT- entry. */
export function detectFeatureRequest(prompt: string): Detection | undefined {
  const hit = findFeatureRequest(prompt);
  if (!hit) return undefined;
  return { type: 'feature', content: clip(hit.text, MAX_CONTENT), confidence: 0.8, trigger: `feature: ${hit.rule} (${hit.lang})` };
}

export type { ToolOutcome } from './detect/errorCause';

/** A tool failure: a detection that keeps its cause, or the reason it is ignored (nothing to learn), or neither (no failure). */
export function classifyToolFailure(o: ToolOutcome): { detection?: Detection; ignored?: string } {
  const v = analyzeFailure(o);
  if (!v) return {};
  if (v.kind === 'ignore') return { ignored: v.reason };
  return { detection: { type: 'error', content: v.content, confidence: v.confidence, trigger: `error: ${v.exit !== undefined ? `exit ${v.exit}, ` : ''}cause by ${v.rule}`, ...(v.file ? { files: [v.file] } : {}) } };
}

/** Tool errors with their cause; undefined for no failure and for failures with nothing to learn. */
export function detectToolError(o: ToolOutcome): Detection | undefined {
  return classifyToolFailure(o).detection;
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

const PRAISE = /^\W*(?:perfect|exactly(?: right)?)\b|\b(?:that'?s|looks|it'?s|this is) (?:just )?(?:perfect|exactly (?:right|it|what i (?:wanted|meant|asked for)))\b|\b(that worked|that'?s (right|correct|better|the way)|good (call|catch|job)|keep doing (that|this)|well done)\b|很好|完美|就这样|对的|没错/i;
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
  return { type: 'pattern', content: clip(content, MAX_CONTENT), confidence: 0.5, trigger: 'pattern: Write/Edit', files: [file], edits: [{ file, oldText: oldText.slice(0, 20_000), newText: newText.slice(0, 20_000) }] };
}
