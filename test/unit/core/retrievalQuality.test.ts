// Retrieval quality on the labeled set (test/fixtures/retrieval): search finds the right learning in its top 5,
// the prompt hook injects it, and prompts with nothing relevant inject nothing. The held-out set (written after
// the engine, never tuned on) is printed beside it and only guarded against a collapse.
import assert from 'node:assert/strict';
import { evaluate, readCases, readLayout, type RetrievalFigures } from '../../fixtures/retrieval/evaluate';

function show(name: string, f: RetrievalFigures): void {
  const misses = f.outcomes.filter((o) => (o.c.expect.length ? !o.right || o.rank < 1 || o.rank > 5 : o.injected.length > 0));
  console.log(`      ${name}: ${f.cases} prompts (${f.noMatchCases} with nothing relevant) recall@5 ${f.recallAt5} MRR ${f.mrr} hook right ${f.hookRightRate} no-match injected ${f.noMatchInjectRate} hook precision ${f.hookPrecision}`);
  for (const o of misses) console.log(`        miss: rank ${o.rank}, injected ${JSON.stringify(o.injected)} for ${JSON.stringify(o.c.prompt)}`);
}

describe('core/retrieval quality on the labeled set', function () {
  this.timeout(60_000);

  it('recall@5 ≥ 0.9, the hook injects the right learning ≥ 0.9, no-match prompts inject nothing ≥ 0.9', async () => {
    const f = await evaluate(readCases('prompts.json'));
    show('labeled set', f);
    assert.ok(f.cases >= 80 && f.noMatchCases >= 15, 'the set keeps its size');
    assert.ok(f.recallAt5 >= 0.9, `recall@5 ${f.recallAt5}`);
    assert.ok(f.hookRightRate >= 0.9, `hook right ${f.hookRightRate}`);
    assert.ok(1 - f.noMatchInjectRate >= 0.9, `no-match prompts that injected something: ${f.noMatchInjectRate}`);
  });

  it('held-out set (never tuned on): printed, and guarded against a collapse', async () => {
    const f = await evaluate(readCases('heldout.json'));
    show('held-out set', f);
    assert.ok(f.recallAt5 >= 0.75 && f.hookRightRate >= 0.75, JSON.stringify({ recall: f.recallAt5, hook: f.hookRightRate }));
    assert.ok(f.noMatchInjectRate <= 0.3, `no-match injected ${f.noMatchInjectRate}`);
  });

  it('second held-out set (its own workspaces, written before the changes it measures): the same three figures', async () => {
    const f = await evaluate(readCases('heldout2.json'), readLayout('heldout2.json'));
    show('held-out set 2', f);
    assert.ok(f.cases >= 40 && f.noMatchCases >= 12, 'the set keeps its size');
    assert.ok(f.recallAt5 >= 0.9 && f.hookRightRate >= 0.9, JSON.stringify({ recall: f.recallAt5, hook: f.hookRightRate }));
    assert.ok(f.noMatchInjectRate <= 0.1, `no-match injected ${f.noMatchInjectRate}`);
  });
});
