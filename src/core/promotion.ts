// Promotion planning: PROMOTE → a permanent knowledge file plus a rule in each rules file's managed block, the
// entry marked promoted in its own format; PRUNE → archived (discard log + status; home memory → archive/).
// Returns a Plan (data); nothing is written here. The store's applyPlan writes it.
import { assessAll, type Assessment } from './assess';
import type { EntryEditor } from './entryEditor';
import { upsertRules, DEFAULT_BUDGET, type ManagedRule, type RuleBudget } from './managedBlock';
import type { Entry } from './model';
import { citation } from './model';
import { DISCARD_LOG, DISCARD_LOG_HEADER, HOME_LIFECYCLE_LOG, LIFECYCLE_LOG, PROMOTION_LOG, PROMOTION_LOG_HEADER, PlanBuilder, lifecycleLine, type Plan, type ReadText } from './plan';
import { ruleText } from './ruleText';
import { harmfulKinds } from './trust';
import { destinationFor } from './tiers';

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
}

export interface PromotionResult {
  plan: Plan;
  assessments: Assessment[];
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

function knowledgeText(e: Entry, a: Assessment, source: string, targets: string[], at: string): string {
  const s = a.scores;
  const lines = [
    `# ${e.title || ruleText(e)}`,
    '',
    `- **Source**: ${source} (${e.sourceId ?? e.id})`,
    `- **Promoted**: ${at}`,
    `- **Rule in**: ${targets.join(', ')}`,
    `- **Scores**: composite ${s.composite.toFixed(2)} (recurrence ${s.recurrence.toFixed(2)}, freshness ${s.freshness.toFixed(2)}, specificity ${s.specificity.toFixed(2)}, impact ${s.impact.toFixed(2)})`,
    '',
    '## Rule',
    '',
    ruleText(e),
    '',
  ];
  // The entry's own sections (not its status fields, which are about to change); JSON entries: their text.
  const sections = Object.entries(e.sections).filter(([k, v]) => !/^(metadata|meta)$/i.test(k) && v.trim());
  if (sections.length > 0) for (const [k, v] of sections) lines.push(`## ${k}`, '', v.trim(), '');
  else if (e.body.trim() && e.body.trim() !== ruleText(e)) lines.push('## Details', '', e.body.trim(), '');
  return lines.join('\n');
}

function targetsFor(root: string, read: ReadText, wanted: readonly RulesTarget[] | undefined): string[] {
  if (wanted && wanted.length > 0) return [...new Set(wanted)].map((t) => RULES_FILES[t]);
  const existing = RULES_TARGETS.map((t) => RULES_FILES[t]).filter((f) => read(root, f) !== undefined);
  return existing.length > 0 ? existing : [RULES_FILES.claude];
}

/** Groups by file, last entry first, so every edit works on positions the earlier edits did not move. */
function bottomUp<T extends { e: Entry }>(items: T[]): T[] {
  return items.slice().sort((x, y) => x.e.root.localeCompare(y.e.root) || x.e.file.localeCompare(y.e.file) || y.e.line - x.e.line);
}

export function planPromotion(input: PromotionInput): PromotionResult {
  const at = new Date(input.nowMs).toISOString();
  const assessments = assessAll(input.entries, input.nowMs).filter((a) => !input.only || input.only.has(a.id));
  const byId = new Map(input.entries.map((e) => [e.id, e] as const));
  const b = new PlanBuilder(input.read);
  const notes: string[] = [];
  const promote = bottomUp(assessments.filter((a) => a.action === 'PROMOTE').map((a) => ({ a, e: byId.get(a.id)! })));
  const prune = bottomUp(assessments.filter((a) => a.action === 'PRUNE').map((a) => ({ a, e: byId.get(a.id)! })));
  const logLines = new Map<string, { md: string; jsonl: string }>();
  const log = (root: string, md: string, jsonl: string) => {
    const cur = logLines.get(root) ?? { md: '', jsonl: '' };
    logLines.set(root, { md: cur.md + md, jsonl: cur.jsonl + jsonl });
  };

  // 1. Mark the sources — promoted and pruned together, bottom-up per file, so each edit sees the positions it
  //    was parsed with — and choose knowledge files.
  const rulesByRoot = new Map<string, { e: Entry; a: Assessment; knowledge: string }[]>();
  for (const { a, e } of bottomUp([...promote, ...prune])) {
    const id = e.sourceId ?? e.id;
    const text = b.read(e.root, e.file);
    if (text === undefined) throw new Error(`${e.file}: missing while planning ${a.action} of ${e.id}`);
    const isHome = input.homeRoot !== undefined && e.root === input.homeRoot;
    if (a.action === 'PRUNE') {
      if (isHome) {
        const dest = destinationFor(e, 'COLD');
        b.write(e.root, dest, input.editor.append(b.read(e.root, dest), e, text), `${id}: archived (COLD)`);
        b.write(e.root, e.file, input.editor.remove(text, e), `${id}: moved to ${dest}`);
        b.append(e.root, HOME_LIFECYCLE_LOG, lifecycleLine({ at, action: 'archived', id, from: e.file, to: dest, score: a.scores.composite }), 'lifecycle log');
        notes.push(`PRUNE ${id} (${a.scores.composite.toFixed(2)}) → ${dest}`);
        continue;
      }
      b.write(e.root, e.file, input.editor.setStatus(text, e, e.format === 'json-entry' ? 'pruned' : 'archived'), `${id}: status archived`);
      b.append(e.root, DISCARD_LOG, `- ${at.slice(0, 10)} | ${id} | ${JSON.stringify(e.title)} | score ${a.scores.composite.toFixed(2)} | ${citation(e)}\n`, `${id}: pruned`, DISCARD_LOG_HEADER);
      log(e.root, `- ${at} PRUNE ${id} "${e.title}" (score ${a.scores.composite.toFixed(2)}) → ${DISCARD_LOG}\n`, lifecycleLine({ at, action: 'pruned', id, to: DISCARD_LOG, score: a.scores.composite }));
      notes.push(`PRUNE ${id} (${a.scores.composite.toFixed(2)}): ${a.reasons.join('; ')} → ${DISCARD_LOG}`);
      continue;
    }
    if (isHome) {
      notes.push(`skip ${id}: home memory entries move by use (learnings tiers), not into rules files`);
      continue;
    }
    const refused = harmfulKinds(`${ruleText(e)}\n${e.title}\n${e.body}`);
    if (refused.length > 0) {
      notes.push(`skip ${id}: refused by the trust check (${refused.join(', ')}); it reads like an instruction to an agent`);
      continue;
    }
    const targets = targetsFor(e.root, input.read, input.targets);
    const knowledge = knowledgePath(e, input.nowMs, (f) => b.read(e.root, f) !== undefined);
    b.write(e.root, knowledge, '', `${id}: permanent knowledge`); // reserves the name; the text is written below
    b.write(e.root, e.file, input.editor.markPromoted(text, e, [...targets, knowledge], at), `${id}: status promoted`);
    const list = rulesByRoot.get(e.root) ?? [];
    list.push({ e, a, knowledge });
    rulesByRoot.set(e.root, list);
  }

  // 2. Citations point at the entries' lines after the status edits; then knowledge files and rules.
  for (const [root, list] of rulesByRoot) {
    const reparsed = new Map<string, Entry[]>();
    const lineAfter = (e: Entry): number => {
      if (!reparsed.has(e.file)) reparsed.set(e.file, input.editor.parse(root, e.file, b.read(root, e.file) ?? '', 'workspace'));
      const key = e.sourceId ?? e.id;
      return reparsed.get(e.file)!.find((x) => (x.sourceId ?? x.id) === key)?.line ?? e.line;
    };
    const targets = targetsFor(root, input.read, input.targets);
    const rules: ManagedRule[] = [];
    for (const { e, a, knowledge } of list.slice().reverse()) {
      const source = `${e.file}:${lineAfter(e)}`;
      const id = e.sourceId ?? e.id;
      b.write(root, knowledge, knowledgeText(e, a, source, targets, at), `${id}: permanent knowledge`);
      rules.push({ text: ruleText(e), source, id, promoted: at.slice(0, 10), score: a.scores.composite });
      log(root, `- ${at} PROMOTE ${id} "${e.title}" (score ${a.scores.composite.toFixed(2)}) from ${source} → ${[...targets, knowledge].join(', ')}\n`,
        lifecycleLine({ at, action: 'promoted', id, to: [...targets, knowledge].join(', '), score: a.scores.composite }));
      notes.push(`PROMOTE ${id} (${a.scores.composite.toFixed(2)}): ${a.reasons.join('; ')} → ${[...targets, knowledge].join(', ')}`);
    }
    for (const file of targets) {
      const r = upsertRules(b.read(root, file) ?? '', rules, file, input.budget ?? DEFAULT_BUDGET);
      if (r.changed) b.write(root, file, r.text, `${r.added.length} rule(s) added to the managed block`);
      for (const x of r.alreadyPresent) notes.push(`${file}: rule of ${x.id} already present, not added again`);
      for (const x of r.dropped) {
        notes.push(`${file}: dropped rule of ${x.id} (promoted ${x.promoted}, score ${x.score.toFixed(2)}) to stay within budget`);
        log(root, `- ${at} DROP-RULE ${x.id} from ${file} (budget)\n`, '');
      }
    }
  }

  for (const [root, { md, jsonl }] of logLines) {
    if (md) b.append(root, PROMOTION_LOG, md, 'promotion log', PROMOTION_LOG_HEADER);
    if (jsonl) b.append(root, LIFECYCLE_LOG, jsonl, 'lifecycle log');
  }
  if (promote.length === 0 && prune.length === 0) notes.push('nothing to promote or prune');
  return { plan: b.build('promote', at, notes), assessments };
}
