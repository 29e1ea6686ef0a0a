// Which index a workspace searches. A large memory is searched through its segment on disk (store/searchSegmentLoad.ts:
// only files changed since it was written are parsed and indexed, into a delta), so a search never waits for the
// whole index to be built in memory, and the postings stay on disk. A small one (below SEGMENT_MIN_ENTRIES) is
// indexed in memory: faster than any file I/O at that size. LEARNINGS_SEARCH_SEGMENT=on|off overrides.
//
// The segment is opened again after each change of the store's entries (a new entries array); a search waits for
// it (a delta: milliseconds; a first open with no segment on disk: a rebuild).
import type { Entry } from '../../core/model';
import { LearningsSearch, searchIndex } from '../../core/retrieval';
import type { LearningsStore } from '../../store/learningsStore';
import { loadSearch, RebuildDeferred, type LoadedSearch } from '../../store/searchSegmentLoad';
import { SESSION_LISTS } from '../hooks/injectContext';
import type { UseCaseContext } from './context';

export const SEGMENT_MIN_ENTRIES = 5_000;

interface Opened {
  entries: readonly Entry[];
  search: LearningsSearch;
  loaded: LoadedSearch;
}
interface Keeper {
  current?: Opened;
  pending?: { entries: readonly Entry[]; done: Promise<Opened | undefined> };
}
const keepers = new WeakMap<LearningsStore, Keeper>();

function useSegment(ctx: UseCaseContext, entries: readonly Entry[]): boolean {
  const v = ctx.env.LEARNINGS_SEARCH_SEGMENT;
  return v === 'on' || (v !== 'off' && entries.length >= SEGMENT_MIN_ENTRIES);
}

/** Above this many bytes of learnings files a caller with rebuildSearchApart has the segment built apart
 * ($LEARNINGS_SEARCH_APART_BYTES overrides it). */
export const APART_REBUILD_BYTES = 24 * 1024 * 1024;

/** The segment of the store's roots: rebuilt in a process of its own when that is offered and the memory large. */
async function loadFor(ctx: UseCaseContext): Promise<LoadedSearch> {
  const roots = ctx.store.roots();
  const which = { roots: roots.filter((r) => r.kind === 'workspace').map((r) => r.path), home: roots.find((r) => r.kind === 'home')?.path ?? null, user: ctx.store.user };
  const spec = { ...which, env: ctx.env, lists: SESSION_LISTS };
  if (!ctx.rebuildSearchApart) return loadSearch(spec);
  try {
    return await loadSearch({ ...spec, maxRebuildBytes: Number(ctx.env.LEARNINGS_SEARCH_APART_BYTES) || APART_REBUILD_BYTES });
  } catch (e) {
    if (!(e instanceof RebuildDeferred)) throw e;
    const built = await ctx.rebuildSearchApart(which).catch(() => false);
    if (!built) ctx.log('search segment: the rebuild in a process of its own did not finish; rebuilding here');
    return loadSearch(spec); // the segment just written, or (it failed) a rebuild here: a search is never lost
  }
}

function open(ctx: UseCaseContext, k: Keeper, entries: readonly Entry[]): Promise<Opened | undefined> {
  if (k.pending?.entries === entries) return k.pending.done;
  const done = loadFor(ctx)
    .then((loaded) => {
      const opened = { entries, search: new LearningsSearch(loaded.source), loaded };
      if (ctx.store.entries() === entries) {
        k.current?.loaded.close();
        k.current = opened;
      } else loaded.close(); // the store changed meanwhile: the next search opens it again
      return opened;
    })
    .catch((e: unknown) => {
      ctx.log(`search segment: ${e instanceof Error ? e.message : String(e)}`);
      return undefined;
    })
    .finally(() => {
      if (k.pending?.done === done) k.pending = undefined;
    });
  k.pending = { entries, done };
  return done;
}

function keeper(store: LearningsStore): Keeper {
  let k = keepers.get(store);
  if (!k) keepers.set(store, (k = {}));
  return k;
}

/** The search over the store's current entries (awaits the segment when one is used). */
export async function searchFor(ctx: UseCaseContext): Promise<LearningsSearch> {
  const entries = ctx.store.entries();
  if (!useSegment(ctx, entries)) return searchIndex(entries);
  const k = keeper(ctx.store);
  if (k.current?.entries === entries) return k.current.search;
  return (await open(ctx, k, entries))?.search ?? searchIndex(entries);
}

/** Opens the segment ahead of the first search (the editor calls it once the store is loaded). */
export async function prepareSearch(ctx: UseCaseContext): Promise<void> {
  await searchFor(ctx);
}
