// Renders generated learnings in each on-disk format the tool reads (DESIGN.md, "The data it must
// read and write"): self-improving-agent markdown, per-user markdown, JSON entry files, home memory.
import type { GeneratedText, Rng } from './textGen';
import * as V from './vocabulary';

const CATEGORIES = ['correction', 'best_practice', 'knowledge_gap', 'insight'];
const AREAS = ['frontend', 'backend', 'infra', 'tests', 'docs', 'config'];
const PRIORITIES = ['low', 'medium', 'high', 'critical'];
const STATUSES = ['pending', 'pending', 'pending', 'in_progress', 'resolved', 'promoted'];
export const CAPTURE_TYPES = ['correction', 'error', 'knowledge_gap', 'best_practice', 'pattern'] as const;

/** A day between 2025-06-01 and 2026-05-31, as a Date at a random minute. */
export function randomDate(r: Rng): Date {
  const start = Date.UTC(2025, 5, 1);
  return new Date(start + r.int(0, 364) * 86_400_000 + r.int(0, 1439) * 60_000);
}

export function ymd(d: Date): string {
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

function iso(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function seq(n: number): string {
  return String(n).padStart(3, '0');
}

function relatedFiles(r: Rng): string[] {
  const n = r.int(0, 3);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(`${r.pick(V.EN_DIRS)}/${r.pick(V.EN_STEMS)}.${r.pick(V.EN_EXT)}`);
  return out;
}

/** A self-improving-agent entry (LEARNINGS.md / ERRORS.md / FEATURE_REQUESTS.md), ending with `---`. */
export function siaEntry(kind: 'LRN' | 'ERR' | 'FEAT', d: Date, n: number, g: GeneratedText, r: Rng): string {
  const head = kind === 'LRN' ? r.pick(CATEGORIES) : kind === 'ERR' ? `${r.pick(V.EN_TOOLS)}_${r.pick(V.EN_VERBS)}` : `${r.pick(V.EN_STEMS)}-${r.pick(V.EN_STEMS)}`;
  const lines = [
    `## [${kind}-${ymd(d)}-${seq(n)}] ${head}`,
    '',
    `**Logged**: ${iso(d)}`,
    `**Priority**: ${r.pick(PRIORITIES)}`,
    `**Status**: ${r.pick(STATUSES)}`,
    `**Area**: ${r.pick(AREAS)}`,
    '',
    kind === 'FEAT' ? '### Requested Capability' : '### Summary',
    g.summary,
  ];
  if (kind === 'ERR') lines.push('', '### Error', '```', `${r.pick(V.EN_TOOLS)}: exit status ${r.int(1, 255)}`, '```');
  if (g.details) lines.push('', kind === 'FEAT' ? '### User Context' : '### Details', g.details);
  if (g.action) lines.push('', kind === 'ERR' ? '### Suggested Fix' : '### Suggested Action', g.action);
  const files = relatedFiles(r);
  lines.push('', '### Metadata', `- Source: ${r.pick(['conversation', 'error', 'user_feedback'])}`);
  if (files.length) lines.push(`- Related Files: ${files.join(', ')}`);
  lines.push(`- Tags: ${r.pick(V.EN_STEMS)}, ${r.pick(V.EN_STEMS)}`);
  if (r.chance(0.3)) {
    lines.push(`- Pattern-Key: ${r.pick(V.EN_STEMS)}.${r.pick(V.EN_VERBS).replace(/\s/g, '_')}`, `- Recurrence-Count: ${r.int(1, 6)}`);
    lines.push(`- First-Seen: ${iso(d).slice(0, 10)}`, `- Last-Seen: ${iso(d).slice(0, 10)}`);
  }
  lines.push('', '---', '', '');
  return lines.join('\n');
}

export function siaFileHeader(title: string): string {
  return `# ${title}\n\nCaptured during development. Entries are appended below.\n\n---\n\n`;
}

/** A per-user entry (`## [LRN-{user}-{date}-{NNN}] title` with bullet fields), seed 003. */
export function perUserEntry(kind: 'LRN' | 'ERR', user: string, d: Date, n: number, g: GeneratedText, r: Rng): string {
  const title = g.summary.length > 70 ? `${Array.from(g.summary).slice(0, 60).join('')}…` : g.summary;
  return [
    `## [${kind}-${user}-${ymd(d)}-${seq(n)}] ${title.replace(/\n/g, ' ')}`,
    '',
    `- **Priority**: ${r.pick(['Low', 'Medium', 'High', 'Critical'])}`,
    `- **Category**: ${r.pick(['correction', 'preference', 'knowledge', 'error', 'pattern'])}`,
    `- **Context**: ${g.summary}`,
    `- **Learning**: ${(g.details || g.summary).replace(/\n/g, ' ')}`,
    `- **Action**: ${(g.action || g.summary).replace(/\n/g, ' ')}`,
    `- **Status**: active`,
    '',
    '',
  ].join('\n');
}

/** A `## [PAT-…]` pattern promoted to `_global/PATTERNS.md`, with its sources. */
export function patternEntry(d: Date, n: number, g: GeneratedText, users: string[], r: Rng): string {
  const seen = [r.pick(users), r.pick(users), r.pick(users)];
  return [
    `## [PAT-${ymd(d)}-${seq(n)}] ${r.pick(V.EN_STEMS)} ${r.pick(V.EN_VERBS)}`,
    '',
    `- **Pattern**: ${g.text.replace(/\n/g, ' ')}`,
    `- **Observed in**: ${seen.join(', ')}`,
    `- **Promoted from**: ${seen.map((u) => `LRN-${u}-${ymd(d)}-${seq(r.int(1, 40))}`).join(', ')}`,
    '',
    '',
  ].join('\n');
}

/** A structured-pipeline JSON entry (seed 000), one per file. */
export function jsonEntry(type: string, d: Date, g: GeneratedText, hash: string, r: Rng): string {
  const score = () => Math.round(r.next() * 100) / 100;
  const obj = {
    id: hash.slice(0, 8),
    type,
    timestamp: iso(d),
    content: g.text,
    context: {
      domain: r.pick(V.EN_STEMS),
      files: relatedFiles(r),
      functions: r.chance(0.5) ? [`${r.pick(V.EN_STEMS)}_${r.pick(V.EN_STEMS)}`] : [],
      trigger: r.pick(['UserPromptSubmit', 'PostToolUse', 'manual']),
    },
    recurrence: r.int(1, 6),
    hash: hash.slice(0, 8),
    scores: { recurrence: score(), freshness: score(), specificity: score(), impact: score(), composite: score() },
    status: r.pick(['staging', 'staging', 'promoted', 'pruned']),
    promoted_to: null,
  };
  return `${JSON.stringify(obj, null, 2)}\n`;
}

/** Home memory (memory.md, domains/*.md, projects/*.md): rule bullets grouped under headings. */
export function memoryFile(title: string, bullets: string[], r: Rng): string {
  const out = [`# ${title}`];
  let inSection = 0;
  for (const b of bullets) {
    if (inSection === 0) {
      out.push('', `## ${r.pick(V.EN_STEMS)} ${r.pick(V.EN_NOUNS)}`, '');
      inSection = r.int(3, 8);
    }
    out.push(`- ${b.replace(/\n/g, ' ')}`);
    inSection--;
  }
  return `${out.join('\n')}\n`;
}

/** Home `corrections.md`: dated correction entries. */
export function correctionEntry(d: Date, g: GeneratedText): string {
  const stamp = `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)}`;
  return [`## [${stamp}] ${g.summary.replace(/\n/g, ' ')}`, '', `**Lesson**: ${g.text.replace(/\n/g, ' ')}`, '', '---', '', ''].join('\n');
}
