// nearDup.*: one near-duplicate check (is there a stored entry with trigram Jaccard > 0.85?) against
// 100k stored entries, by the gate's trigram index and by the brute-force scan, on the same probes in
// the same run, and whether both reach the same decision for every probe.
import { MERGE_THRESHOLD } from '../../src/core/gate/dedup';
import { TrigramIndex } from '../../src/core/gate/trigramIndex';
import { trigramSet } from '../../src/core/gate/trigrams';
import { BruteForceScan } from '../bruteForce';
import { realismCheck } from '../realism';
import { nearDupDataset, type ProbeKind } from '../generate';
import { fullGc, measure, nowMs, round, summarize } from '../harness';
import type { SuiteResult } from './suite';

export interface NearDupConfig {
  repo: string;
  stored: number;
  probesPerKind: number;
  /** Timed passes of the indexed check over every probe (after one warm-up pass). */
  indexedPasses: number;
  seed: number;
}

interface Decision {
  merge: boolean;
  /** Every stored id above the threshold with its similarity, as "id=sim", sorted by id. */
  above: string[];
  top?: string;
  /** Brute force only: every id reaching the best similarity. */
  best?: string[];
}

export async function nearDupSuite(cfg: NearDupConfig, log: (s: string) => void): Promise<SuiteResult> {
  let t = nowMs();
  const ds = nearDupDataset(cfg.stored, cfg.probesPerKind, cfg.seed);
  log(`nearDup: generated ${ds.stored.length} stored texts and ${ds.probes.length} probes in ${(nowMs() - t).toFixed(0)} ms`);

  // Trigram sets once, shared by both sides (the build is not what is compared).
  t = nowMs();
  const sets = ds.stored.map((s) => trigramSet(s.text));
  const setsMs = nowMs() - t;
  t = nowMs();
  const index = new TrigramIndex();
  index.addAll(ds.stored.map((s, i) => [s.id, sets[i]] as const));
  const indexBuildMs = nowMs() - t;
  t = nowMs();
  const brute = new BruteForceScan();
  ds.stored.forEach((s, i) => brute.add(s.id, sets[i]));
  sets.length = 0;
  log(`nearDup: trigram sets in ${setsMs.toFixed(0)} ms, index built in ${indexBuildMs.toFixed(0)} ms, brute-force arrays in ${(nowMs() - t).toFixed(0)} ms`);
  fullGc();

  // The check as the gate makes it: from the captured text (trigram set included) to the decision.
  const probes = ds.probes;
  const indexed: Decision[] = new Array(probes.length);
  const check = (i: number) => {
    const hits = index.searchAbove(probes[i].text, MERGE_THRESHOLD);
    indexed[i] = { merge: hits.length > 0, above: hits.map((h) => `${h.id}=${h.similarity}`).sort(), top: hits[0]?.id };
  };
  for (let i = 0; i < probes.length; i++) check(i); // warm-up pass
  const samples: number[] = [];
  for (let pass = 0; pass < cfg.indexedPasses; pass++) samples.push(...measure((i) => check(i), { warmup: 0, runs: probes.length }));
  const idx = summarize(samples);

  const bruteSamples: number[] = [];
  const bruteDecisions: Decision[] = [];
  const nearest: number[] = [];
  for (const p of probes) {
    const t0 = nowMs();
    const m = brute.best(p.text, MERGE_THRESHOLD);
    bruteSamples.push(nowMs() - t0);
    bruteDecisions.push({ merge: m.similarity > MERGE_THRESHOLD, above: m.above.map((h) => `${h.id}=${h.similarity}`).sort(), top: m.ids[0], best: m.ids });
    nearest.push(m.similarity);
  }
  const bf = summarize(bruteSamples);

  // Identical decision: same verdict, same set of entries above the threshold with bit-identical
  // similarities, and the index's merge target is one of the brute force's best (ties allowed).
  const mismatches: string[] = [];
  probes.forEach((p, i) => {
    const a = indexed[i];
    const b = bruteDecisions[i];
    const same = a.merge === b.merge && a.above.join() === b.above.join() && (!a.merge || (a.top !== undefined && (b.best ?? []).includes(a.top)));
    if (!same) mismatches.push(`${p.kind} probe ${i}: index ${JSON.stringify(a)} vs brute force ${JSON.stringify(b)}`);
  });

  const byKind: Record<string, { probes: number; merged: number; nearestMin: number | null; nearestMax: number | null }> = {};
  probes.forEach((p, i) => {
    const k = (byKind[p.kind as ProbeKind] ??= { probes: 0, merged: 0, nearestMin: null, nearestMax: null });
    k.probes++;
    if (bruteDecisions[i].merge) k.merged++;
    k.nearestMin = round(Math.min(k.nearestMin ?? 1, nearest[i]), 4);
    k.nearestMax = round(Math.max(k.nearestMax ?? 0, nearest[i]), 4);
  });

  const realism = realismCheck(cfg.repo, cfg.seed);
  return {
    figures: {
      p50Ms: round(idx.p50, 4),
      p99Ms: round(idx.p99, 4),
      bruteForceP50Ms: round(bf.p50, 2),
      speedupVsBruteForce: round(bf.p50 / idx.p50, 0),
      decisionsIdentical: mismatches.length === 0,
    },
    notes: [
      `${cfg.stored.toLocaleString('en')} stored learnings from the seeded generator (seed ${cfg.seed}; English/German/Chinese/Japanese, 8% near-duplicate cluster members), ${probes.length} probes: ${cfg.probesPerKind} each of exact duplicates (case/whitespace changed), near duplicates (Jaccard 0.88–0.97 to their source), borderline above (0.8501–0.87), borderline below (0.83–0.85) and novel texts.`,
      `Indexed: \`TrigramIndex.searchAbove(text, ${MERGE_THRESHOLD})\` from src/core/gate (built with \`addAll\`, as \`DedupIndex\` builds it) — the check the gate makes, from the new text (its trigrams included) to the list of entries above the threshold; one warm-up pass, then ${cfg.indexedPasses} timed passes over all probes (${samples.length} samples).`,
      'Brute force: the gate\'s own trigramSet for every stored entry, precomputed once as sorted arrays of interned trigram numbers; each check merges the new text\'s array with all of them (exact Jaccard with the gate\'s formula). Each probe timed once. Speed-up = brute-force p50 / indexed p50, same run.',
      'Identical decisions: same merge verdict, the same set of entries above 0.85 with bit-identical similarities, and the merge target among the brute force\'s best.',
      `Realism of the generated text (details.realism; equal counts, ${realism.real ? 'against the real learnings files' : 'no real corpus found'}): nearest-neighbour Jaccard median ${realism.generated.nearestJaccardP50} generated vs ${realism.real?.nearestJaccardP50 ?? 'n/a'} real; the rarest-15% trigram of a text occurs in ${realism.generated.prefixTrigramDfP50} of generated texts vs ${realism.real?.prefixTrigramDfP50 ?? 'n/a'} of real ones — the generated corpus is, if anything, more repetitive than real text, which makes the index's job harder, not easier.`,
    ],
    details: {
      trigramSetsMs: round(setsMs, 0),
      indexBuildMs: round(indexBuildMs, 0),
      realism,
      indexed: roundSummary(idx),
      bruteForce: roundSummary(bf),
      probesByKind: byKind,
      mismatches: mismatches.slice(0, 10),
    },
  };
}

function roundSummary(s: ReturnType<typeof summarize>) {
  return { n: s.n, p50: round(s.p50, 4), p90: round(s.p90, 4), p99: round(s.p99, 4), max: round(s.max, 4), mean: round(s.mean, 4) };
}
