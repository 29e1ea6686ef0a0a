// Keeps runtime files out of git: the first time a tool writes into `.learnings/_meta/` of a workspace root, the
// `.gitignore` there is created (core/repoHygiene.ts says what it ignores and why). Never overwritten: once it
// exists it is the person's to edit. Synchronous and cheap (one stat), so hooks can call it on every write.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { META_DIR, META_GITIGNORE, META_GITIGNORE_TEXT } from '../core/repoHygiene';
import { resolveInside } from './paths';

export function ensureMetaIgnored(root: string): void {
  const abs = resolveInside(root, META_GITIGNORE);
  if (existsSync(abs)) return;
  try {
    mkdirSync(resolveInside(root, META_DIR), { recursive: true });
    writeFileSync(abs, META_GITIGNORE_TEXT, { flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
}
