// Runtime files never dirty a person's repository. `.learnings/_meta/` holds both runtime state (usage, hook
// sessions, gate log, caches, locks) and logs meant to be committed; a `.gitignore` the tool writes there ignores
// everything but those logs — and itself, so creating it leaves `git status` clean. Append-only logs that are
// committed get `merge=union` in the root `.gitattributes`, added line by line: a person's lines are never touched.
import type { PlanBuilder } from './plan';
import { DISCARD_LOG, LIFECYCLE_LOG, PROMOTION_LOG } from './plan';

export const META_DIR = '.learnings/_meta';
export const META_GITIGNORE = `${META_DIR}/.gitignore`;
/** Files in `_meta/` that are kept in git; everything else there is runtime state. */
export const META_COMMITTED = ['promotion-log.md', 'lifecycle.jsonl', 'overrides.json'] as const;
export const META_GITIGNORE_TEXT = [
  '# Written by learnings: runtime state here (usage, hook sessions, gate log, caches, locks) stays out of git.',
  '# The promotion log, the lifecycle log and the gate overrides are meant to be committed.',
  '*',
  ...META_COMMITTED.map((f) => `!${f}`),
  '',
].join('\n');

export const GITATTRIBUTES = '.gitattributes';
/** Logs only ever appended to: a union merge keeps both sides' lines instead of a conflict. */
export const UNION_LOGS = [PROMOTION_LOG, LIFECYCLE_LOG, DISCARD_LOG] as const;
const ATTRIBUTES_HEADER = '# learnings: append-only logs merge by keeping both sides\n';

/** The `.gitattributes` lines missing for `logs` (a line already naming the path, with any attributes, counts). */
export function missingAttributes(current: string | undefined, logs: readonly string[]): string[] {
  const named = new Set((current ?? '').split(/\r?\n/).map((l) => l.trim().split(/\s+/)[0]).filter(Boolean).map((p) => p.replace(/^\//, '')));
  return logs.filter((f) => !named.has(f)).map((f) => `${f} merge=union`);
}

/** Adds, to a plan, the `_meta/.gitignore` and `.gitattributes` lines the files it writes call for (per root). */
export function addRepoHygiene(b: PlanBuilder, roots: readonly string[]): void {
  for (const root of new Set(roots)) {
    const touched = b.touched(root);
    if (touched.some((f) => f.startsWith(`${META_DIR}/`)) && b.read(root, META_GITIGNORE) === undefined) {
      b.write(root, META_GITIGNORE, META_GITIGNORE_TEXT, 'keeps runtime files in _meta/ out of git');
    }
    const logs = UNION_LOGS.filter((f) => touched.includes(f));
    if (logs.length === 0) continue;
    const cur = b.read(root, GITATTRIBUTES);
    const lines = missingAttributes(cur, logs);
    if (lines.length === 0) continue;
    const eol = cur?.includes('\r\n') ? '\r\n' : '\n';
    const header = cur !== undefined && cur.includes(ATTRIBUTES_HEADER.trim()) ? '' : (cur && cur.trim() ? eol : '') + ATTRIBUTES_HEADER.replace('\n', eol);
    b.append(root, GITATTRIBUTES, header + lines.map((l) => l + eol).join(''), 'append-only logs merge with merge=union');
  }
}
