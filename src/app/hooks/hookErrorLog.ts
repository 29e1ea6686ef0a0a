// Where a hook reports its own failures: one line per failure in .learnings/_meta/hook-errors.log,
// appended under the file's lock. Callers pass text already stripped of payload content and secrets.
import { promises as fsp } from 'node:fs';
import { ensureMetaIgnored } from '../../store/metaIgnore';
import { resolveInside } from '../../store/paths';
import { withFileLock } from '../../store/safeWrite';

export const HOOK_ERROR_LOG = '.learnings/_meta/hook-errors.log';

export async function appendLine(root: string, line: string): Promise<void> {
  const abs = resolveInside(root, HOOK_ERROR_LOG);
  ensureMetaIgnored(root);
  await withFileLock(abs, () => fsp.appendFile(abs, `${line.replace(/[\r\n]+/g, ' ')}\n`, 'utf8'), { waitMs: 2_000 });
}
