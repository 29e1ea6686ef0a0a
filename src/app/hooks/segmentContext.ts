// The context a SessionStart or UserPromptSubmit hook injects, read from the search segment of the roots
// (store/searchSegmentLoad.ts) instead of every parsed entry: a prompt reads the postings of its words and the
// entries that rank; a session start reads its candidates' list. Same selection and text as the whole-roots path
// (handleHook's contextFor with LEARNINGS_SEARCH_SEGMENT=off), which test/unit/app/hooks/segmentContext.test.ts checks.
import { basename, resolve } from 'node:path';
import { LearningsSearch } from '../../core/retrieval';
import type { Entry } from '../../core/model';
import { loadSearch, RebuildDeferred } from '../../store/searchSegmentLoad';
import { startReindex } from './reindexLauncher';
import type { RootSpec } from '../../store/discover';
import { recordUses } from '../../store/usageLog';
import { openTrustMemo, trustMemoPath } from '../../store/trustMemo';
import { useVerdictMemo } from '../../core/trust';
import type { CaptureResult } from '../capture/capturePipeline';
import { pathsInText, type HookRun } from './handleHook'; // a cycle only at call time
import { buildAdditionalContext, buildPromptContext, filesInPlay, SESSION_LISTS } from './injectContext';
import type { HookEvent } from './payload';
import { markInjected, withSession } from './sessionState';

/** A hook rebuilds a segment itself up to this many bytes of learnings files (~20k entries: a few seconds). */
export const HOOK_REBUILD_BYTES = 24 * 1024 * 1024;

/** Reads the segment of the hook's roots and builds the context text (and the entries it shows) for one event. */
export async function segmentContextOf(ev: HookEvent, run: HookRun, captured: readonly CaptureResult[]): Promise<{ text: string; used: Entry[]; roots: RootSpec[] }> {
  const env = run.env ?? process.env;
  let loaded;
  try {
    loaded = await loadSearch({ roots: [run.root], home: run.home ?? null, user: run.user, env, lists: SESSION_LISTS, maxRebuildBytes: HOOK_REBUILD_BYTES });
  } catch (e) {
    if (!(e instanceof RebuildDeferred)) throw e;
    // Too large to index within a hook's deadline and heap: indexed in the background, this event gets nothing.
    startReindex(run, env);
    return { text: '', used: [], roots: [] };
  }
  try {
    const roots = loaded.roots;
    if (ev.event !== 'UserPromptSubmit') {
      const built = buildAdditionalContext({ entries: [], candidates: (name) => (name === 'files' ? [] : loaded.list(name)), root: run.root, home: run.home, user: run.user, files: [], project: basename(run.root) });
      if (ev.sessionId) await markInjected(run.root, ev.sessionId, built.used.map((e) => e.id), run.now);
      return { ...built, roots };
    }
    const root = roots.find((r) => r.kind === 'workspace')?.path ?? run.root;
    const req = { entries: [], index: new LearningsSearch(loaded.source), root, home: roots.find((r) => r.kind === 'home')?.path, user: run.user, prompt: ev.prompt ?? '', files: filesInPlay(root, pathsInText(ev.prompt ?? '')) };
    // What this very prompt was just captured as is not news to the agent: it is the prompt itself.
    const written = new Set(captured.map((c) => c.file).filter((f): f is string => !!f));
    const own = loaded
      .entriesOf(new Set([...written].map((f) => resolve(root, f))))
      .filter((e) => e.root === root && written.has(e.file))
      .map((e) => e.id);
    const sid = ev.sessionId;
    const built = sid
      ? await withSession(run.root, sid, run.now, (s) => {
          const b = buildPromptContext({ ...req, shown: new Set([...s.injected, ...own]) });
          s.injected.push(...b.used.map((e) => e.id));
          return b;
        })
      : buildPromptContext({ ...req, shown: new Set(own) });
    return { ...built, roots };
  } finally {
    loaded.close();
  }
}

export async function contextFromSegment(ev: HookEvent, run: HookRun, captured: readonly CaptureResult[]): Promise<string | undefined> {
  // The trust check's verdicts of earlier hooks: a session start shows much the same entries every time.
  const memo = openTrustMemo(trustMemoPath(run.env ?? process.env));
  useVerdictMemo(memo);
  let built;
  try {
    built = await segmentContextOf(ev, run, captured);
  } finally {
    useVerdictMemo(undefined);
    memo.save();
  }
  if (!built.text) return undefined;
  await recordUses(built.used, built.roots, 'hook', run.now);
  return built.text;
}
