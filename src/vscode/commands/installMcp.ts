// Learnings: Add MCP Server to an Agent… — writes the agent's MCP configuration (.mcp.json,
// .vscode/mcp.json or ~/.codex/config.toml) to start the `learnings` launcher's MCP server.
import * as vscode from 'vscode';
import { installMcp, type McpAgent } from '../../app/install/mcpConfig';
import { installCommandLineTool } from '../commandLineTool';
import { COMMANDS } from './ids';
import { type CommandContext, refuseWhenReadOnly, reportFailure } from './commandContext';

const CHOICES: { label: string; description: string; agent: McpAgent }[] = [
  { label: 'Claude Code', description: '.mcp.json in this workspace', agent: 'claude' },
  { label: 'VS Code', description: '.vscode/mcp.json in this workspace', agent: 'vscode' },
  { label: 'Codex', description: '~/.codex/config.toml', agent: 'codex' },
];

export function register(ctx: CommandContext): vscode.Disposable {
  return vscode.commands.registerCommand(COMMANDS.installMcp, async (agentArg?: unknown) => {
    const services = ctx.services();
    if (refuseWhenReadOnly(services, 'Adding the MCP server')) return undefined;
    try {
      const agent = CHOICES.find((c) => c.agent === agentArg)?.agent ?? (await services.dialogs.pick(CHOICES, { placeHolder: 'Which agent should get the learnings MCP server?' }))?.agent;
      if (!agent) return undefined;
      const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
      if (!root && agent !== 'codex') throw new Error('open a folder first: the configuration is written into the workspace');
      const launcher = installCommandLineTool().path;
      const r = await installMcp(agent, root ?? '', launcher);
      services.dialogs.info(r.changed ? `Added the learnings MCP server to ${r.file}.` : `${r.file} already starts the learnings MCP server.`);
      return r.file;
    } catch (e) {
      reportFailure(ctx, 'Adding the MCP server', e);
      return undefined;
    }
  });
}
