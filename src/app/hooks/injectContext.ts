// What an agent should know at the start of a session: the HOT memory, the user's profile, promoted rules,
// the project's own notes and the learnings about the files in play; and at each prompt, the learnings that
// apply to that prompt and its files (core/retrieval.ts `forPrompt`, with its relevance floor: a prompt with
// nothing relevant gets nothing). Each line cites its source `file:line`, within a character budget well below
// the 10,000-char cap agents put on injected context. Pure: entries in, text and the entries used out.
import { homedir } from 'node:os';
import { relative, isAbsolute } from 'node:path';
import type { Entry } from '../../core/model';
import { agentLine as trustedLine, entryMayReachAgent } from '../../core/trust';
import { searchIndex, samePath, type LearningsSearch, type PromptMatch } from '../../core/retrieval';
import { isMetaRecord, ruleText } from '../../core/ruleText';

export const CONTEXT_BUDGET = 9_000;
/** A prompt adds a few lines next to what the session already holds: at most this many learnings and chars. */
export const PROMPT_LIMIT = 4;
export const PROMPT_BUDGET = 2_400;
const LINE_MAX = 240;

export interface ContextRequest {
  entries: readonly Entry[];
  /** The workspace root and the home memory folder (for citations). */
  root: string;
  home?: string;
  user?: string;
  /** Files in play, relative to the root (from the prompt or the tool call). */
  files: readonly string[];
  /** The project's name for `projects/<name>.md` in the home memory. */
  project: string;
  /** Sections to include (default: all). */
  sections?: readonly SectionName[];
  budget?: number;
  /** Each section's candidates in the store's order (a superset of its pick; read lazily): instead of `entries`. */
  candidates?: (section: SectionName) => Iterable<Entry>;
}

export type SectionName = 'hot' | 'profile' | 'promoted' | 'project' | 'files';
const ALL: readonly SectionName[] = ['hot', 'profile', 'promoted', 'project', 'files'];
const TITLES: Record<SectionName, string> = {
  hot: 'HOT memory (always applies)',
  profile: 'Your profile',
  promoted: 'Promoted rules',
  project: 'Notes for this project',
  files: 'Learnings about the files in play',
};

/** `file:line` with the folder it lives in: root-relative for the workspace, `~/…` for the home memory. */
export function citeEntry(e: Entry, root: string): string {
  if (e.root === root) return `${e.file}:${e.line}`;
  const home = homedir();
  const dir = e.root.startsWith(home) ? `~${e.root.slice(home.length)}` : e.root;
  return `${dir.replace(/\\/g, '/')}/${e.file}:${e.line}`;
}

function oneLine(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > LINE_MAX ? `${t.slice(0, LINE_MAX - 1)}…` : t;
}

/** Related files are relative to their own project: only the workspace's entries are matched by path. */
function mentions(e: Entry, files: readonly string[], root: string): boolean {
  return e.root === root && e.relatedFiles.some((rf) => files.some((f) => samePath(rf, f)));
}

/**
 * The one line an agent is shown for a learning: what it is, its fix when that says more, and its source — after
 * the outbound trust check (core/trust.ts): undefined when the text is refused.
 */
export function agentLine(e: Entry, root: string): string | undefined {
  const rule = ruleText(e);
  const title = e.title || e.body;
  const text = rule && rule !== title && !title.includes(rule) ? `${title} — ${rule}` : title;
  return trustedLine(oneLine(text), citeEntry(e, root), `${e.title}\n${e.body}`);
}

const INACTIVE_STATUS = /^(quarantin|wont.?fix|won't|rejected|discarded|superseded|obsolete|deprecated|archived|invalid|duplicate)/i;

/** Learnings a prompt may bring in: active or promoted, not quarantined or retired, the user's own or shared,
 * not HOT (the session already holds it), from this workspace or the home memory. */
export function injectable(e: Entry, req: { root: string; home?: string; user?: string }): boolean {
  if (e.kind === 'log' || e.kind === 'discarded' || e.kind === 'profile' || isMetaRecord(e)) return false;
  if (e.user !== undefined && e.user !== req.user) return false;
  if (e.tier === 'archived' || e.tier === 'COLD' || e.tier === 'HOT') return false;
  if (INACTIVE_STATUS.test((e.status ?? '').trim())) return false;
  if (e.links.some((l) => l.type === 'superseded_by')) return false;
  if (!entryMayReachAgent(e)) return false; // quarantined (by status, field or tag) or refused text never reaches an agent
  return e.root === req.root || (req.home !== undefined && e.root === req.home);
}

export interface PromptContextRequest {
  entries: readonly Entry[];
  /** The search over those entries when the caller has one (a segment on disk); else it is built from `entries`. */
  index?: LearningsSearch;
  root: string;
  home?: string;
  user?: string;
  prompt: string;
  /** Files in play, relative to the root. */
  files: readonly string[];
  /** Learnings already shown in this session (ids): not shown again. */
  shown?: ReadonlySet<string>;
  limit?: number;
  budget?: number;
}

/** The learnings for one prompt, best first (the same selection the MCP tool learning_context returns). */
export function promptMatches(req: PromptContextRequest): PromptMatch[] {
  if (!req.prompt.trim() && !req.files.length) return [];
  const eligible = (e: Entry) => injectable(e, req) && !req.shown?.has(e.id);
  return (req.index ?? searchIndex(req.entries)).forPrompt(req.prompt, { files: req.files, root: req.root, eligible, limit: req.limit ?? PROMPT_LIMIT });
}

/** The additionalContext for one prompt: a short section of cited lines, or '' when nothing applies. */
export function buildPromptContext(req: PromptContextRequest): { text: string; used: Entry[] } {
  const budget = req.budget ?? PROMPT_BUDGET;
  const head = ['# Learnings (cite the source when you apply one)', '## Learnings for this prompt'];
  let size = head.join('\n').length;
  const lines: string[] = [];
  const used: Entry[] = [];
  for (const m of promptMatches(req)) {
    const line = agentLine(m.entry, req.root);
    if (line === undefined) continue;
    if (size + line.length + 1 > budget) break;
    size += line.length + 1;
    lines.push(line);
    used.push(m.entry);
  }
  return lines.length ? { text: [...head, ...lines].join('\n'), used } : { text: '', used };
}

/** Root-relative form of paths from a payload (absolute paths outside the root are dropped). */
export function filesInPlay(root: string, paths: readonly string[]): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    if (!p) continue;
    const rel = isAbsolute(p) ? relative(root, p) : p;
    if (rel && !rel.startsWith('..') && !isAbsolute(rel)) out.add(rel.split('\\').join('/'));
  }
  return [...out];
}

/** Each section's candidates whoever the user is (a superset of its pick): the search segment keeps them in lists of
 * their own, so a session start reads the entries of those lists, and only until its budget is spent. */
export const SESSION_LISTS: Readonly<Record<Exclude<SectionName, 'files'>, (e: Entry) => boolean>> = {
  hot: (e) => e.tier === 'HOT',
  profile: (e) => e.kind === 'profile' || /PROFILE\.md$/i.test(e.file),
  promoted: (e) => e.tier === 'promoted' && e.kind !== 'log',
  project: (e) => e.format === 'home-memory' && e.namespace === 'project',
};

export function buildAdditionalContext(req: ContextRequest): { text: string; used: Entry[] } {
  const budget = req.budget ?? CONTEXT_BUDGET;
  // The outbound trust check is the costly test: it runs only on entries a section would pick.
  const isVisible = (e: Entry) => (e.user === undefined || e.user === req.user) && e.tier !== 'archived' && e.tier !== 'COLD';
  const visible = req.candidates ? [] : req.entries.filter(isVisible);
  const pick: Record<SectionName, (e: Entry) => boolean> = {
    hot: (e) => e.tier === 'HOT',
    profile: (e) => req.user !== undefined && e.user === req.user && (e.kind === 'profile' || /PROFILE\.md$/i.test(e.file)),
    promoted: (e) => e.tier === 'promoted' && e.kind !== 'log',
    project: (e) => e.format === 'home-memory' && e.namespace === 'project' && e.namespaceName === req.project,
    files: (e) => mentions(e, req.files, req.root),
  };
  const used: Entry[] = [];
  const seen = new Set<string>();
  const out: string[] = [];
  let size = 0;
  for (const name of req.sections ?? ALL) {
    const lines: string[] = [];
    const chosen: Entry[] = [];
    for (const e of req.candidates ? req.candidates(name) : visible) {
      if (seen.has(e.id) || (req.candidates && !isVisible(e)) || !pick[name](e) || !entryMayReachAgent(e)) continue;
      const line = agentLine(e, req.root);
      if (line === undefined) continue;
      const header = lines.length === 0 ? `## ${TITLES[name]}\n` : '';
      if (size + header.length + line.length + 1 > budget) break;
      size += header.length + line.length + 1;
      lines.push(line);
      chosen.push(e);
      seen.add(e.id);
    }
    if (lines.length) {
      out.push(`## ${TITLES[name]}`, ...lines);
      used.push(...chosen);
    }
  }
  if (!out.length) return { text: '', used };
  return { text: ['# Learnings (cite the source when you apply one)', ...out].join('\n'), used };
}
