// Per-user → global (seed 003): the same learning (the gate's dedup: same normalized SHA-256, or trigram
// Jaccard > 0.85) recorded for ≥ 3 different users becomes a `## [PAT-YYYYMMDD-NNN]` entry in
// .learnings/_global/PATTERNS.md; the sources get `Status: promoted_to_global`; the promotion log gets a line.
// An operator action: it is the one place that reads every user's folder, and it writes no user's text into
// another user's folder — only into _global/.
import { contentHash } from './gate/normalize';
import { TrigramIndex } from './gate/trigramIndex';
import { MERGE_THRESHOLD } from './gate/dedup';
import type { EntryEditor } from './entryEditor';
import type { Entry } from './model';
import { LIFECYCLE_LOG, PROMOTION_LOG, PROMOTION_LOG_HEADER, PlanBuilder, lifecycleLine, type Plan, type ReadText } from './plan';
import { addRepoHygiene } from './repoHygiene';
import { learningText, ruleText } from './ruleText';
import { lastSeenAt } from './scorer';
import { UnionFind } from './unionFind';

export const PATTERNS_FILE = '.learnings/_global/PATTERNS.md';
export const MIN_USERS = 3;
const PATTERNS_HEADER = '# Patterns\n\nLearnings seen for 3 or more users, promoted to all users.\n';
const CLOSED = /^(promoted_to_global|archived|pruned|superseded|forgotten)$/i;

export interface PatternGroup {
  root: string;
  patId: string;
  title: string;
  users: string[];
  sources: Entry[];
}

function isCandidate(e: Entry): boolean {
  return !!e.user && e.format === 'per-user' && ['learning', 'error', 'correction'].includes(e.kind) && !CLOSED.test((e.status ?? '').trim().replace(/[\s-]+/g, '_'));
}

/** Clusters one root's candidates by the gate's dedup rule (union-find over exact-hash and > 0.85 neighbours). */
export function clusterSameLearning(entries: readonly Entry[]): Entry[][] {
  const uf = new UnionFind(entries.length);
  const union = (a: number, b: number) => uf.union(a, b);
  const index = new TrigramIndex();
  const byHash = new Map<string, number>();
  entries.forEach((e, i) => {
    const text = learningText(e);
    const h = contentHash(text);
    const same = byHash.get(h);
    if (same !== undefined) union(same, i);
    else byHash.set(h, i);
    for (const m of index.searchAbove(text, MERGE_THRESHOLD)) union(Number(m.id), i);
    index.add(String(i), text);
  });
  return uf.groups(entries);
}

function nextPatNumber(text: string | undefined, ymd: string): number {
  let max = 0;
  for (const m of (text ?? '').matchAll(new RegExp(`\\[PAT-${ymd}-(\\d{3,})\\]`, 'g'))) max = Math.max(max, Number(m[1]));
  return max + 1;
}

function renderPattern(g: PatternGroup, eol: string): string {
  const rep = g.sources[0];
  const action = ruleText(rep);
  return [
    `## [${g.patId}] ${g.title}`,
    '',
    `- **Observed in**: ${g.users.join(', ')}`,
    `- **Pattern**: ${learningText(rep).replace(/\s+/g, ' ').trim()}`,
    `- **Global action**: ${action}`,
    `- **Promoted from**: ${g.sources.map((s) => `[${s.sourceId ?? s.id}]`).join(', ')}`,
    '',
  ].join(eol);
}

export interface PatternInput {
  entries: readonly Entry[];
  nowMs: number;
  read: ReadText;
  editor: EntryEditor;
}

/** Plans the user → global step. `into`: a builder another plan is using (promote runs this step too). */
export function planUserPatterns(input: PatternInput, into?: PlanBuilder): { plan: Plan; groups: PatternGroup[]; notes: string[] } {
  const at = new Date(input.nowMs).toISOString();
  const ymd = at.slice(0, 10).replace(/-/g, '');
  const b = into ?? new PlanBuilder(input.read);
  const notes: string[] = [];
  const groups: PatternGroup[] = [];
  const roots = [...new Set(input.entries.filter(isCandidate).map((e) => e.root))].sort();
  for (const root of roots) {
    const candidates = input.entries.filter((e) => e.root === root && isCandidate(e));
    let n = nextPatNumber(b.read(root, PATTERNS_FILE), ymd);
    for (const cluster of clusterSameLearning(candidates)) {
      const users = [...new Set(cluster.map((e) => e.user!))].sort();
      if (users.length < MIN_USERS) continue;
      const sources = cluster.slice().sort((x, y) => (lastSeenAt(x) ?? 0) - (lastSeenAt(y) ?? 0) || x.file.localeCompare(y.file) || x.line - y.line);
      const title = sources[0].title || ruleText(sources[0]);
      groups.push({ root, patId: `PAT-${ymd}-${String(n++).padStart(3, '0')}`, title, users, sources });
    }
  }
  for (const g of groups) {
    const cur = b.read(g.root, PATTERNS_FILE);
    const eol = cur?.includes('\r\n') ? '\r\n' : '\n';
    const lead = cur === undefined || cur.length === 0 ? '' : cur.endsWith(`${eol}${eol}`) ? '' : cur.endsWith(eol) ? eol : eol + eol;
    b.append(g.root, PATTERNS_FILE, lead + renderPattern(g, eol), `${g.patId}: seen for ${g.users.length} users`, PATTERNS_HEADER + '\n');
    const ids = g.sources.map((s) => s.sourceId ?? s.id);
    b.append(g.root, PROMOTION_LOG, `- ${at} PATTERN ${g.patId} "${g.title}" → ${PATTERNS_FILE} from ${ids.join(', ')} (users ${g.users.join(', ')})\n`, 'promotion log', PROMOTION_LOG_HEADER);
    b.append(g.root, LIFECYCLE_LOG, lifecycleLine({ at, action: 'pattern', id: g.patId, from: ids.join(', '), to: PATTERNS_FILE }), 'lifecycle log');
    notes.push(`${g.patId} "${g.title}": ${g.users.length} users (${g.users.join(', ')}) → ${PATTERNS_FILE}; sources ${ids.join(', ')} → promoted_to_global`);
  }
  // Sources: bottom-up per file so each status edit sees the positions it was parsed with.
  const sources = groups.flatMap((g) => g.sources).sort((x, y) => x.root.localeCompare(y.root) || x.file.localeCompare(y.file) || y.line - x.line);
  for (const e of sources) {
    const text = b.read(e.root, e.file);
    if (text === undefined) throw new Error(`${e.file}: missing while marking ${e.id}`);
    b.write(e.root, e.file, input.editor.setStatus(text, e, 'promoted_to_global'), `${e.sourceId ?? e.id}: promoted_to_global`);
  }
  if (groups.length === 0) notes.push(`no learning seen for ${MIN_USERS} or more users`);
  if (!into) addRepoHygiene(b, groups.map((g) => g.root));
  return { plan: b.build('patterns', at, notes), groups, notes };
}
