// Capture: one learning through the quality gate into the capture root (the same path for the CLI, a hook,
// the MCP server and the editor); the store is told about the file it wrote.
import { join } from 'node:path';
import type { CaptureInput } from '../../core/gate/gate';
import { captureLearning, type CaptureResult } from '../capture/capturePipeline';
import type { UseCaseContext } from './context';

export async function capture(ctx: UseCaseContext, input: CaptureInput): Promise<CaptureResult> {
  const root = ctx.captureRoot();
  if (!root) throw new Error('open a folder first: learnings are captured into its .learnings/');
  const settings = ctx.settings.admissionThreshold !== undefined ? { threshold: ctx.settings.admissionThreshold } : undefined;
  const r = await captureLearning({ root, now: ctx.now(), settings, env: ctx.env, log: (m) => ctx.log(m), input: { ...input, user: input.user ?? ctx.user } });
  if (r.file) await ctx.store.refreshFile(join(root, r.file));
  return r;
}
