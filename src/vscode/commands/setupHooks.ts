// Learnings: Set Up Agent Hooks — writes an agent's hook configuration so it captures learnings.
import * as vscode from 'vscode';
import { hookCommandFor, type HookAgent } from '../../app/hooks/installHooks';
import { installCommandLineTool } from '../commandLineTool';
import { COMMANDS } from './ids';
import { type CommandContext, refuseWhenReadOnly, reportFailure } from './commandContext';

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.setupHooks, async (agentArg?: unknown) => {
    const services = ctx.services();
    if (refuseWhenReadOnly(services, 'Setting up hooks')) return undefined;
    try {
      const agents = services.hookAgents();
      const agent =
        typeof agentArg === 'string' && agents.includes(agentArg)
          ? agentArg
          : (await services.dialogs.pick(agents.map((a) => ({ label: a })), { placeHolder: 'Which agent should capture learnings?' }))?.label;
      if (!agent) return undefined;
      // The hooks run the launcher by absolute path: no PATH change, and it follows extension updates.
      const launcher = installCommandLineTool().path;
      const files = await services.installHooks(agent, hookCommandFor(agent as HookAgent, launcher));
      services.dialogs.info(
        files.length ? `Hooks for ${agent} set up in ${files.join(', ')}. They run ${launcher}.` : `Hooks for ${agent} were already set up (they run ${launcher}).`,
      );
      return files;
    } catch (e) {
      reportFailure(ctx, 'Setting up hooks', e);
      return undefined;
    }
  });
}
