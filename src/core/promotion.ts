// Promotion planning: PROMOTE → a permanent knowledge file plus one rule per lesson in each rules file's managed
// block (scoped rules files for learnings about one folder, when asked), the entries marked promoted in their own
// format, and the user → global step for per-user learnings. Promote never archives (archive.ts is its own step).
// Returns a Plan (data); nothing is written here. The store's applyPlan writes it.
import { assessAll, notScoredLabel, type Assessment } from './assess';
import type { EntryEditor } from './entryEditor';
import { groupSameLesson } from './lessons';
import { upsertRules, DEFAULT_BUDGET, type ManagedRule, type RuleBudget } from './managedBlock';
import type { Entry } from './model';
import { LIFECYCLE_LOG, PROMOTION_LOG, PROMOTION_LOG_HEADER, PlanBuilder, lifecycleLine, type Plan, type ReadText } from './plan';
import { addRepoHygiene } from './repoHygiene';
import { ruleText } from './ruleText';
import { formatScore } from './scorer';
import { scopeOf, scopedFile, scopedFileHeader, type ScopedTarget } from './scopedRules';
import { planUserPatterns, type PatternGroup } from './userPatterns';
import { harmfulKinds } from './trust';

export type RulesTarget = 'claude' | 'agents' | 'copilot';
export const RULES_FILES: Record<RulesTarget, string> = { claude: 'CLAUDE.md', agents: 'AGENTS.md', copilot: '.github/copilot-instructions.md' };
export const RULES_TARGETS = Object.keys(RULES_FILES) as RulesTarget[];

export interface PromotionInput {
  entries: readonly Entry[];
  nowMs: number;
  read: ReadText;
  editor: EntryEditor;
  /** Rules files to write; default per root: the ones that exist, else CLAUDE.md. */
  targets?: readonly RulesTarget[];
  /** Only these entry ids (the extension promotes a selection); default: every assessed entry. */
  only?: ReadonlySet<string>;
  /** The home memory root, whose entries are archived to archive/ instead of the discard log. */
  homeRoot?: string;
  budget?: RuleBudget;
  /** Path-scoped rules files to write for learnings about one folder (default: none; the global block only). */
  scopedTargets?: readonly ScopedTarget[];
  /** Latest use per entry id (usage log): counts for freshness as much as a written date. */
  lastUsed?: ReadonlyMap<string, number>;
  /**
   * Also run the user → global step (≥ 3 users' same learning → _global/PATTERNS.md). Default: when no `only`
   * selection is given (a plain promote, the extension's Promote Ready). Off in a one-user view.
   */
  userPatterns?: boolean;
}

export interface PromotionResult {
  plan: Plan;
  assessments: Assessment[];
  /** Patterns the user → global step found (empty when it did not run). */
  patterns: PatternGroup[];
}

function ymd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function slugify(s: string, max = 40): string {
  const slug = s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (slug.length <= max) return slug || 'learning';
  const cut = slug.slice(0, max + 1);
  const atWord = cut.lastIndexOf('_');
  return (atWord > 0 ? cut.slice(0, atWord) : slug.slice(0, max)) || 'learning';
}

/** `.knowledge/{domain}_{slug}_{yyyymmdd}.md` (seed 000); domain: first domain, else namespace/area/category. */
export function knowledgePath(e: Entry, nowMs: number, taken: (file: string) => boolean): string {
  const domain = slugify(e.domains[0] ?? e.namespaceName ?? e.fields['Area'] ?? e.category ?? 'general', 24);
  const title = e.title && !/^(correction|insight|knowledge_gap|best_practice|error|learning)$/i.test(e.title) ? e.title : ruleText(e);
  const base = `.knowledge/${domain}_${slugify(title)}_${ymd(nowMs).replace(/-/g, '')}`;
  for (let n = 1; ; n++) {
    const file = n === 1 ? `${base}.md` : `${base}_${n}.md`;
    if (!taken(file)) return file;
  }
}

function knowledgeText(e: Entry, a: Assessment, sources: string[], targets: string[], at: string, rule: string): string {
  const s = a.scores;
  const f = formatScore;
  const lines = [
    `# ${e.title || rule}`,
    '',
    `- **Source**: ${sources.join('; ')}`,
    `- **Promoted**: ${at}`,
    `- **Rule in**: ${targets.join(', ')}`,
    `- **Scores**: composite ${f(s.composite)} (recurrence ${f(s.recurrence)}, freshness ${f(s.freshness)}, specificity ${f(s.specificity)}, impact ${f(s.impact)})`,
    '',
    '## Rule',
    '',
    rule,
    '',
  ];
  // The entry's own sections (not its status fields, which are about to change); JSON entries: their text.
  const sections = Object.entries(e.sections).filter(([k, v]) => !/^(metadata|meta)$/i.test(k) && v.trim());
  if (sections.length > 0) for (const [k, v] of sections) lines.push(`## ${k}`, '', v.trim(), '');
  else if (e.body.trim() && e.body.trim() !== rule) lines.push('## Details', '', e.body.trim(), '');
  return lines.join('\n');
}

function targetsFor(root: string, read: ReadText, wanted: readonly RulesTarget[] | undefined): string[] {
  if (wanted && wanted.length > 0) return [...new Set(wanted)].map((t) => RULES_FILES[t]);
  const existing = RULES_TARGETS.map((t) => RULES_FILES[t]).filter((f) => read(root, f) !== undefined);
  return existing.length > 0 ? existing : [RULES_FILES.claude];
}

/** The scoped target standing in for each global rules file when it is on. */
const SCOPED_FOR: Record<string, ScopedTarget> = { [RULES_FILES.claude]: 'claude', [RULES_FILES.copilot]: 'copilot', [RULES_FILES.agents]: 'agents' };

/**
 * The rules files one lesson goes to: a scoped file per scoped target that can express its scope (instead of the
 * global file that target stands for), the global files otherwise. Returns [file, header-if-created] pairs.
 */
export function rulesFilesFor(globals: readonly string[], scoped: readonly ScopedTarget[], files: readonly string[]): { file: string; header: string }[] {
  const scope = scoped.length > 0 ? scopeOf(files) : undefined;
  const out = new Map<string, string>();
  const covered = new Set<ScopedTarget>();
  if (scope) {
    for (const t of scoped) {
      const f = scopedFile(t, scope);
      if (!f) continue;
      out.set(f, scopedFileHeader(t, scope));
      covered.add(t);
    }
  }
  for (const g of globals) if (!covered.has(SCOPED_FOR[g])) out.set(g, '');
  return [...out].map(([file, header]) => ({ file, header }));
}

/** Groups by file, last entry first, so every edit works on positions the earlier edits did not move. */
function bottomUp<T extends { e: Entry }>(items: T[]): T[] {
  return items.slice().sort((x, y) => x.e.root.localeCompare(y.e.root) || x.e.file.localeCompare(y.e.file) || y.e.line - x.e.line);
}

interface Lesson {
  root: string;
  members: { e: Entry; a: Assessment }[];
  files: { file: string; header: string }[];
  knowledge: string;
}

/**
 * A chosen learning brings the ready records of the same lesson (same root) with it: promoting one of two records of
 * a lesson would otherwise write a rule citing one source now and leave the other to add a citation later.
 */
function withSameLesson(chosen: ReadonlySet<string>, all: readonly Assessment[], byId: ReadonlyMap<string, Entry>): Set<string> {
  const out = new Set(chosen);
  const ready = all.filter((a) => a.action === 'PROMOTE').map((a) => byId.get(a.id)).filter((e): e is Entry => e !== undefined);
  for (const root of new Set(ready.filter((e) => chosen.has(e.id)).map((e) => e.root))) {
    for (const group of groupSameLesson(ready.filter((e) => e.root === root))) {
      if (group.some((e) => chosen.has(e.id))) for (const e of group) out.add(e.id);
    }
  }
  return out;
}

export function planPromotion(input: PromotionInput): PromotionResult {
  const at = new Date(input.nowMs).toISOString();
  const byId = new Map(input.entries.map((e) => [e.id, e] as const));
  const all = assessAll(input.entries, input.nowMs, input.lastUsed);
  const only = input.only ? withSameLesson(input.only, all, byId) : undefined;
  const assessments = all.filter((a) => !only || only.has(a.id));
  const b = new PlanBuilder(input.read);
  const notes: string[] = [];
  const md = new Map<string, string>();
  const jsonl = new Map<string, string>();
  const log = (to: Map<string, string>, root: string, line: string) => to.set(root, (to.get(root) ?? '') + line);
  const ready = assessments.filter((a) => a.action === 'PROMOTE').map((a) => ({ a, e: byId.get(a.id)! }));
  const promote = ready.filter(({ e }) => {
    if (input.homeRoot === undefined || e.root !== input.homeRoot) return true;
    notes.push(`skip ${e.sourceId ?? e.id}: home memory entries move by use (learnings tiers), not into rules files`);
    return false;
  }).filter(({ e }) => {
    // Nothing instruction-like leaves through a rules file (core/trust.ts), whatever its score.
    const refused = harmfulKinds(`${ruleText(e)}\n${e.title}\n${e.body}`);
    if (refused.length === 0) return true;
    notes.push(`skip ${e.sourceId ?? e.id}: refused by the trust check (${refused.join(', ')}); it reads like an instruction to an agent`);
    return false;
  });

  // 1. One lesson per group of same-lesson entries (per root), its rules files and knowledge file.
  const lessons: Lesson[] = [];
  for (const root of [...new Set(promote.map((x) => x.e.root))].sort()) {
    const inRoot = promote.filter((x) => x.e.root === root);
    const globals = targetsFor(root, input.read, input.targets);
    for (const group of groupSameLesson(inRoot.map((x) => x.e))) {
      const members = group.map((e) => inRoot.find((x) => x.e === e)!).sort((x, y) => y.a.scores.composite - x.a.scores.composite);
      const files = rulesFilesFor(globals, input.scopedTargets ?? [], members.flatMap((m) => m.e.relatedFiles));
      const knowledge = knowledgePath(members[0].e, input.nowMs, (f) => b.read(root, f) !== undefined);
      b.write(root, knowledge, '', 'permanent knowledge'); // reserves the name; the text is written below
      lessons.push({ root, members, files, knowledge });
    }
  }

  // 2. Mark the sources promoted, bottom-up per file so each edit sees the positions it was parsed with.
  const lessonOf = new Map<Entry, Lesson>();
  for (const l of lessons) for (const m of l.members) lessonOf.set(m.e, l);
  for (const { e } of bottomUp(lessons.flatMap((l) => l.members))) {
    const l = lessonOf.get(e)!;
    const text = b.read(e.root, e.file);
    if (text === undefined) throw new Error(`${e.file}: missing while planning the promotion of ${e.id}`);
    b.write(e.root, e.file, input.editor.markPromoted(text, e, [...l.files.map((f) => f.file), l.knowledge], at), `${e.sourceId ?? e.id}: status promoted`);
  }

  // 3. Citations point at the entries' lines after the status edits; then knowledge files and rules.
  const reparsed = new Map<string, Entry[]>();
  const lineAfter = (e: Entry): number => {
    const key = `${e.root}\u0000${e.file}`;
    if (!reparsed.has(key)) reparsed.set(key, input.editor.parse(e.root, e.file, b.read(e.root, e.file) ?? '', 'workspace'));
    const id = e.sourceId ?? e.id;
    return reparsed.get(key)!.find((x) => (x.sourceId ?? x.id) === id)?.line ?? e.line;
  };
  const rulesByFile = new Map<string, { root: string; file: string; header: string; rules: ManagedRule[] }>();
  for (const l of lessons) {
    const [lead, ...rest] = l.members;
    const cites = l.members.map((m) => ({ source: `${m.e.file}:${lineAfter(m.e)}`, id: m.e.sourceId ?? m.e.id }));
    const text = ruleText(lead.e);
    const score = lead.a.scores.composite;
    const targets = l.files.map((f) => f.file);
    b.write(l.root, l.knowledge, knowledgeText(lead.e, lead.a, cites.map((c) => `${c.source} (${c.id})`), targets, at, text), `${cites[0].id}: permanent knowledge`);
    const rule: ManagedRule = { text, source: cites[0].source, id: cites[0].id, promoted: at.slice(0, 10), score };
    if (rest.length > 0) rule.also = cites.slice(1);
    for (const f of l.files) {
      const key = `${l.root}\u0000${f.file}`;
      const slot = rulesByFile.get(key) ?? { root: l.root, file: f.file, header: f.header, rules: [] };
      slot.rules.push(rule);
      rulesByFile.set(key, slot);
    }
    const ids = cites.map((c) => c.id).join(', ');
    const why = l.members.map((m) => m.a.reasons[0]).join(' | ');
    log(md, l.root, `- ${at} PROMOTE ${ids} "${lead.e.title}" (score ${formatScore(score)}) from ${cites.map((c) => c.source).join(', ')} → ${[...targets, l.knowledge].join(', ')}\n`);
    for (const c of cites) log(jsonl, l.root, lifecycleLine({ at, action: 'promoted', id: c.id, to: [...targets, l.knowledge].join(', '), score }));
    notes.push(`PROMOTE ${ids} (${formatScore(score)}): ${why} → ${[...targets, l.knowledge].join(', ')}${rest.length ? ` (one rule for ${l.members.length} records of the same lesson)` : ''}`);
  }
  for (const { root, file, header, rules } of rulesByFile.values()) {
    const cur = b.read(root, file);
    const r = upsertRules(cur ?? header, rules, file, input.budget ?? DEFAULT_BUDGET);
    if (r.changed || cur === undefined) b.write(root, file, r.text, `${r.added.length} rule(s) added, ${r.updated.length} updated in the managed block`);
    for (const x of r.updated) notes.push(`${file}: rule of ${x.id} now also cites ${(x.also ?? []).map((s) => s.id).join(', ')} (same lesson, updated in place)`);
    for (const x of r.alreadyPresent) notes.push(`${file}: rule of ${x.id} already present, not added again`);
    for (const x of r.dropped) {
      notes.push(`${file}: dropped rule of ${x.id} (promoted ${x.promoted}, score ${formatScore(x.score)}) to stay within budget`);
      log(md, root, `- ${at} DROP-RULE ${x.id} from ${file} (budget)\n`);
    }
  }
  for (const [root, lines] of md) b.append(root, PROMOTION_LOG, lines, 'promotion log', PROMOTION_LOG_HEADER);
  for (const [root, lines] of jsonl) b.append(root, LIFECYCLE_LOG, lines, 'lifecycle log');

  // 4. The user → global step, in the same plan.
  let patterns: PatternGroup[] = [];
  if (input.userPatterns ?? input.only === undefined) {
    const p = planUserPatterns({ entries: input.entries, nowMs: input.nowMs, read: input.read, editor: input.editor }, b);
    patterns = p.groups;
    if (patterns.length > 0) notes.push(...p.notes);
  }
  // A chosen entry that is not promoted says why (not a silent "nothing to do").
  if (input.only) {
    const assessed = new Map(assessments.map((a) => [a.id, a] as const));
    for (const id of input.only) {
      const a = assessed.get(id);
      const e = byId.get(id);
      if (a && a.action !== 'PROMOTE') notes.push(`not promoted ${e?.sourceId ?? id}: ${a.action} — ${a.reasons.join('; ')}`);
      else if (!a && e) notes.push(`not promoted ${e.sourceId ?? id}: ${notScoredLabel(e) ?? 'not a staged learning that can become a rule'}`);
    }
  }
  if (lessons.length === 0) notes.push('nothing ready to promote');
  addRepoHygiene(b, [...new Set([...lessons.map((l) => l.root), ...patterns.map((g) => g.root)])]);
  return { plan: b.build('promote', at, notes), assessments, patterns };
}
