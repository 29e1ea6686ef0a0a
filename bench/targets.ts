// The figures `npm run bench` records (keys of bench/results.json, unit in the name) and their
// targets from the benchmark issue. A figure without a target is reported for context only.

export type Figures = Record<string, Record<string, number | boolean | null>>;

export interface Target {
  key: string;
  label: string;
  /** Human-readable target, e.g. "< 1 ms". */
  text?: string;
  met?: (v: number | boolean) => boolean;
}

export const TARGETS: Target[] = [
  { key: 'nearDup.p50Ms', label: 'near-duplicate check, 100k stored, indexed — p50 (ms)' },
  { key: 'nearDup.p99Ms', label: 'near-duplicate check, 100k stored, indexed — p99 (ms)', text: '< 1', met: (v) => (v as number) < 1 },
  { key: 'nearDup.bruteForceP50Ms', label: 'same check by brute-force Jaccard — p50 (ms)' },
  { key: 'nearDup.speedupVsBruteForce', label: 'speed-up vs brute force (p50/p50, same run)', text: '≥ 100×', met: (v) => (v as number) >= 100 },
  { key: 'nearDup.decisionsIdentical', label: 'indexed decisions = brute-force decisions', text: 'true', met: (v) => v === true },
  { key: 'scan.cold10kMs', label: 'cold index, 10k entries in 1,000 files (ms)', text: '< 1500', met: (v) => (v as number) < 1500 },
  { key: 'watch.incrementalMs', label: 'one file changed → index updated + change event (ms)', text: '< 50', met: (v) => (v as number) < 50 },
  { key: 'search.p50Ms', label: 'search over 100k entries — p50 (ms)', text: '< 20', met: (v) => (v as number) < 20 },
  { key: 'search.p99Ms', label: 'search over 100k entries — p99 (ms)' },
  { key: 'retrieval.recallAt5', label: 'labeled prompts: right learning in the search top 5', text: '≥ 0.9', met: (v) => (v as number) >= 0.9 },
  { key: 'retrieval.mrr', label: 'labeled prompts: mean reciprocal rank of the right learning' },
  { key: 'retrieval.hookRightRate', label: 'labeled prompts: the prompt hook injects the right learning', text: '≥ 0.9', met: (v) => (v as number) >= 0.9 },
  { key: 'retrieval.noMatchInjectRate', label: 'prompts with nothing relevant that still inject something', text: '≤ 0.1', met: (v) => (v as number) <= 0.1 },
  { key: 'retrieval.heldOutRecallAt5', label: 'held-out prompts (never tuned on): recall@5' },
  { key: 'retrieval.heldOutHookRightRate', label: 'held-out prompts: the hook injects the right learning' },
  { key: 'retrieval.heldOutNoMatchInjectRate', label: 'held-out prompts with nothing relevant that inject something' },
  { key: 'memory.heapMB100k', label: 'heap used, 100k entries indexed, after GC (MB)', text: '< 300', met: (v) => (v as number) < 300 },
  { key: 'capture.endToEndMs', label: '`learnings capture` process, start to exit — median (ms)', text: '< 150', met: (v) => (v as number) < 150 },
  { key: 'capture.bigFileMs', label: 'capture into a 50 MB learnings file — median (ms)', text: '< 1000', met: (v) => (v as number) < 1000 },
  { key: 'capture.bigFileMB', label: 'capture into a 50 MB learnings file — peak RSS (MB)', text: '< 200', met: (v) => (v as number) < 200 },
  { key: 'capture.nearLimitNewMs', label: 'capture of a new learning into a 4.5 MB file, compared — median (ms)' },
  { key: 'capture.nearLimitRepeatMs', label: 'capture of a repeat into a 4.5 MB file (recurrence written) — median (ms)' },
  { key: 'capture.nearLimitMB', label: 'captures into a 4.5 MB file — peak RSS (MB)' },
  { key: 'scale.heapMB100k', label: '100k entries opened and indexed — heap + array buffers after GC (MB)', text: '< 300', met: (v) => (v as number) < 300 },
  { key: 'scale.treeReadyMs100k', label: 'extension at 100k: populated tree after activation (ms)', text: '< 3000', met: (v) => (v as number) < 3000 },
  { key: 'scale.extensionHeapMB100k', label: 'extension at 100k, loaded and watched: heap + array buffers after GC (MB)', text: '< 300', met: (v) => (v as number) < 300 },
  { key: 'scale.firstSearchMs100k', label: 'extension at 100k: first search once the tree is populated (ms)', text: '< 1000', met: (v) => (v as number) < 1000 },
  { key: 'hooks.promptP50Ms10k', label: 'UserPromptSubmit hook CLI at 10k entries — p50 (ms)', text: '< 150', met: (v) => (v as number) < 150 },
  { key: 'hooks.sessionP50Ms10k', label: 'SessionStart hook CLI at 10k entries — p50 (ms)', text: '< 150', met: (v) => (v as number) < 150 },
  { key: 'hooks.promptNoCacheP50Ms10k', label: 'same prompt hook, entry cache off (baseline, same run) — p50 (ms)' },
  { key: 'hooks.promptInlineP50Ms10k', label: 'same prompt hook, capture inline instead of apart (same run) — p50 (ms)' },
  { key: 'hooks.promptP50Ms1M', label: 'UserPromptSubmit hook CLI at 1M entries — p50 (ms)', text: '< 300', met: (v) => (v as number) < 300 },
  { key: 'hooks.sessionP50Ms1M', label: 'SessionStart hook CLI at 1M entries — p50 (ms)', text: '< 300', met: (v) => (v as number) < 300 },
  { key: 'extension.activationMs', label: 'extension activation — median (ms)', text: '< 150', met: (v) => (v as number) < 150 },
  { key: 'bundle.extensionKB', label: 'extension bundle, minified (KB)' },
  { key: 'bundle.webviewKB', label: 'dashboard webview bundle, minified (KB)' },
];

export function getFigure(f: Figures, key: string): number | boolean | null | undefined {
  const [group, name] = key.split('.');
  return f[group]?.[name];
}
