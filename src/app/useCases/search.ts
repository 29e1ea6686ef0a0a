// Search every tier. Results shown to someone (the CLI's list, an agent's MCP call) count as uses, since
// HOT/WARM/COLD follow use; the editor's own search box does not record them. Those recorded searches also
// break ties by use (the more used first).
import type { Entry } from '../../core/model';
import { MAX_RESULTS, type SearchResult } from '../../core/retrieval';
import { usageStats } from '../../core/tiers';
import { readUsage, recordUses } from '../../store/usageLog';
import type { UseCaseContext } from './context';
import { searchFor } from './searchSource';

/** The editor's search box (no use recorded). A large memory is searched through its segment, awaited when it is
 * still being opened: building the whole index in memory instead would hold the editor far longer. */
export async function search(ctx: UseCaseContext, query: string, limit: number, uses?: ReadonlyMap<string, number>): Promise<SearchResult[]> {
  return (await searchFor(ctx)).search(query, limit ?? MAX_RESULTS, { uses });
}

/** `via` names the surface the results are shown on (search, mcp) in the usage log. */
/** `shown` keeps only the results that may be shown there (an agent's surface passes the trust check). */
export async function searchAndRecordUses(ctx: UseCaseContext, query: string, limit: number, via: string, shown?: (e: Entry) => boolean): Promise<SearchResult[]> {
  const uses = new Map([...usageStats(readUsage(ctx.store.roots()), ctx.now().getTime())].map(([id, u]) => [id, u.total]));
  const results = (await searchFor(ctx)).search(query, limit ?? MAX_RESULTS, { uses }).filter((r) => {
    if (!shown) return true;
    const e = ctx.store.getEntry(r.id);
    return e !== undefined && shown(e);
  });
  await recordUses(results, ctx.store.roots(), via, ctx.now());
  return results;
}
