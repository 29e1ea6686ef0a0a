// What applies to a prompt and the files in play: the selection the prompt hook injects (retrieval above a floor,
// related files by project-relative path, active learnings only, each line citing file:line). The MCP tool
// learning_context answers with it; the lines shown count as uses.
import { resolve } from 'node:path';
import { citation } from '../../core/model';
import { recordUses } from '../../store/usageLog';
import { buildPromptContext, filesInPlay, promptMatches } from '../hooks/injectContext';
import type { UseCaseContext } from './context';
import { searchFor } from './searchSource';

export async function promptContext(ctx: UseCaseContext, prompt: string, files: readonly string[], via: string) {
  const root = resolve(ctx.captureRoot() ?? '.');
  const req = { entries: ctx.store.entries(), index: await searchFor(ctx), root, home: ctx.homeRoot(), user: ctx.user, prompt, files: filesInPlay(root, [...files]) };
  const { text: context, used } = buildPromptContext(req);
  const why = new Map(promptMatches(req).map((m) => [m.entry.id, m]));
  await recordUses(used, ctx.store.roots(), via, ctx.now());
  return { context, learnings: used.map((e) => ({ id: e.id, title: e.title, citation: citation(e), score: why.get(e.id)?.score, why: why.get(e.id)?.why })) };
}
