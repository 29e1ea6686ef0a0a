// retrieval.*: quality measured like speed — recall@5, MRR, how often the prompt hook injects the right learning
// and how often a prompt with nothing relevant gets anything, over the labeled set in test/fixtures/retrieval
// (the same evaluation the unit test asserts), and the held-out set (written after the engine, never tuned on).
import { evaluate, readCases, readLayout } from '../../test/fixtures/retrieval/evaluate';
import type { SuiteResult } from './suite';

export async function retrievalQualitySuite(log: (s: string) => void): Promise<SuiteResult> {
  const tuned = await evaluate(readCases('prompts.json'));
  const held = await evaluate(readCases('heldout.json'));
  const held2 = await evaluate(readCases('heldout2.json'), readLayout('heldout2.json'));
  log(`labeled: ${tuned.cases} prompts, held-out: ${held.cases}, held-out 2: ${held2.cases}`);
  return {
    figures: {
      recallAt5: tuned.recallAt5,
      mrr: tuned.mrr,
      hookRightRate: tuned.hookRightRate,
      noMatchInjectRate: tuned.noMatchInjectRate,
      hookPrecision: tuned.hookPrecision,
      heldOutRecallAt5: held.recallAt5,
      heldOutMrr: held.mrr,
      heldOutHookRightRate: held.hookRightRate,
      heldOutNoMatchInjectRate: held.noMatchInjectRate,
      heldOut2RecallAt5: held2.recallAt5,
      heldOut2Mrr: held2.mrr,
      heldOut2HookRightRate: held2.hookRightRate,
      heldOut2NoMatchInjectRate: held2.noMatchInjectRate,
    },
    notes: [
      `Labeled set test/fixtures/retrieval/prompts.json: ${tuned.cases} prompts (${tuned.noMatchCases} with nothing relevant) over the learnings in test/fixtures/retrieval (several projects in every format, per-user learnings, a home memory; English, German, French, Spanish, Chinese, Japanese). Search runs over all of them at once (\`searchEntries\`, top 10 for MRR, top 5 for recall); the prompt hook runs per project the way \`learnings hook\` does (\`buildPromptContext\`: that project and the home memory, active learnings, relevance floor).`,
      `Held-out set test/fixtures/retrieval/heldout.json (${held.cases} prompts, ${held.noMatchCases} with nothing relevant): written after the engine was finished and never tuned on; figures heldOut*.`,
      `Held-out set 2 test/fixtures/retrieval/heldout2.json (${held2.cases} prompts, ${held2.noMatchCases} with nothing relevant) over its own workspaces (set2/): messy entries sharing everyday words, no-match prompts that share them on purpose; written before the prompt-floor changes it was first run against; figures heldOut2*.`,
      'hookRightRate: prompts with an answer whose injected lines include it; noMatchInjectRate: prompts with no answer that injected anything (lower is better); hookPrecision: share of injected learnings that were an expected one.',
    ],
  };
}
