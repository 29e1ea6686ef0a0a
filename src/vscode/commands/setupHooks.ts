// Learnings: Set Up Agent Hooks — writes an agent's hook configuration so it captures learnings.
import * as vscode from 'vscode';
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
      const files = await services.installHooks(agent);
      services.dialogs.info(
        files.length
          ? `Hooks for ${agent} set up in ${files.join(', ')}. They run \`learnings hook ${agent}\`: the learnings command must be on the agent's PATH.`
          : `Hooks for ${agent} were already set up.`,
      );
      return files;
    } catch (e) {
      reportFailure(ctx, 'Setting up hooks', e);
      return undefined;
    }
  });
}
