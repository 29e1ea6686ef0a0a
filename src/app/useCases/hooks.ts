// Agent hooks: install our hook entries into an agent's settings in the capture root (merged, idempotent), and
// handle one hook event (captures through the gate; context for the agent on session start and prompts).
import { HOOK_AGENTS, installHooks as mergeIntoSettings, type HookAgent } from '../hooks/installHooks';
import { handleHook as handleEvent, type HookOutcome } from '../hooks/handleHook';
import type { HookEvent } from '../hooks/payload';
import type { UseCaseContext } from './context';

export { HOOK_AGENTS, type HookAgent };

export function isHookAgent(agent: string): agent is HookAgent {
  return (HOOK_AGENTS as readonly string[]).includes(agent);
}

/** Resolves to the settings file (relative to the capture root) and the events added (empty: already there). */
export async function installHooks(ctx: UseCaseContext, agent: string, command?: string): Promise<{ root: string; file: string; added: string[]; command: string }> {
  if (!isHookAgent(agent)) throw new Error(`unknown agent ${JSON.stringify(agent)}: expected ${HOOK_AGENTS.join(', ')}`);
  const root = ctx.captureRoot();
  if (!root) throw new Error('open a folder first: hooks are set up in its agent settings');
  return { root, ...(await mergeIntoSettings(root, agent, command)) };
}

export function handleHook(ctx: UseCaseContext, agent: string, ev: HookEvent): Promise<HookOutcome> {
  const root = ctx.captureRoot();
  if (!root) throw new Error('no workspace root to capture into');
  return handleEvent(ev, { root, home: ctx.homeRoot(), user: ctx.user, now: ctx.now(), agent, env: ctx.env });
}
