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
import { loadSearch, type LoadedSearch } from '../../store/searchSegmentLoad';
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

function open(ctx: UseCaseContext, k: Keeper, entries: readonly Entry[]): Promise<Opened | undefined> {
  if (k.pending?.entries === entries) return k.pending.done;
  const roots = ctx.store.roots();
  const done = loadSearch({ roots: roots.filter((r) => r.kind === 'workspace').map((r) => r.path), home: roots.find((r) => r.kind === 'home')?.path ?? null, user: ctx.store.user, env: ctx.env, lists: SESSION_LISTS })
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
