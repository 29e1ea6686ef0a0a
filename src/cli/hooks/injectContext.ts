// What an agent should know at the start of a session (and when a prompt names files): the HOT
// memory, the user's profile, promoted rules, the project's own notes and the learnings about the files
// in play — each line citing its source `file:line`, within a character budget below the 10,000-char
// cap agents put on injected context. Pure: entries in, text and the entries used out.
import { homedir } from 'node:os';
import { relative, isAbsolute, basename } from 'node:path';
import type { Entry } from '../../core/model';
import { agentLine } from '../../core/trust';

export const CONTEXT_BUDGET = 9_000;
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
  /** Sections to include; a prompt only gets the file-relevant one. */
  sections?: readonly SectionName[];
  budget?: number;
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

function mentions(e: Entry, files: readonly string[]): boolean {
  if (!files.length) return false;
  const norm = (p: string) => p.replace(/\\/g, '/').replace(/^\.\//, '');
  return e.relatedFiles.some((rf) => files.some((f) => norm(rf) === norm(f) || norm(f).endsWith(`/${norm(rf)}`) || norm(rf).endsWith(`/${norm(f)}`) || basename(norm(rf)) === basename(norm(f)) && basename(norm(f)).includes('.')));
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

export function buildAdditionalContext(req: ContextRequest): { text: string; used: Entry[] } {
  const budget = req.budget ?? CONTEXT_BUDGET;
  const visible = req.entries.filter((e) => (e.user === undefined || e.user === req.user) && e.tier !== 'archived' && e.tier !== 'COLD' && !/^quarantine/i.test(e.status ?? ''));
  const pick: Record<SectionName, (e: Entry) => boolean> = {
    hot: (e) => e.tier === 'HOT',
    profile: (e) => req.user !== undefined && e.user === req.user && (e.kind === 'profile' || /PROFILE\.md$/i.test(e.file)),
    promoted: (e) => e.tier === 'promoted' && e.kind !== 'log',
    project: (e) => e.format === 'home-memory' && e.namespace === 'project' && e.namespaceName === req.project,
    files: (e) => mentions(e, req.files),
  };
  const used: Entry[] = [];
  const seen = new Set<string>();
  const out: string[] = [];
  let size = 0;
  for (const name of req.sections ?? ALL) {
    const lines: string[] = [];
    const chosen: Entry[] = [];
    for (const e of visible) {
      if (seen.has(e.id) || !pick[name](e)) continue;
      const line = agentLine(oneLine(e.title || e.body), citeEntry(e, req.root), `${e.title}\n${e.body}`); // the trust check (core/trust.ts)
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
