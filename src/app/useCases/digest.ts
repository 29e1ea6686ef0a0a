// The digest: what was learned, promoted, demoted, archived, pruned, and open conflicts, over a span.
import { findConflicts } from '../../core/conflicts';
import { buildDigest } from '../../core/digest';
import { readLifecycleEvents } from '../../store/usageLog';
import type { UseCaseContext } from './context';

export function digest(ctx: UseCaseContext, spanMs: number): ReturnType<typeof buildDigest> {
  const now = ctx.now().getTime();
  const entries = ctx.store.entries();
  return buildDigest(entries, readLifecycleEvents(ctx.store.roots()), findConflicts(entries), now - spanMs, now);
}
