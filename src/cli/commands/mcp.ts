// `learnings mcp`: a stdio MCP server for agents (Claude Code: `claude mcp add learnings -- learnings mcp`).
// stdout carries the protocol only; anything for people goes to stderr.
// The MCP SDK (with its schema libraries) is loaded only when this command runs: every other command,
// above all `capture` in an agent hook, would otherwise pay for initialising it at start-up.
import type { Command } from 'commander';
import { getContext, openWorkspace } from '../context';
import { defaultProgram } from '../../app/install/launcher';
import { installMcp, MCP_AGENTS, type McpAgent } from '../../app/install/mcpConfig';
import { printResult, UsageError } from '../output';
import { examplesText } from '../helpExamples';

export function register(program: Command): void {
  const mcp = program
    .command('mcp')
    .description('run an MCP server on stdio with the tools learning_log, learning_search and learning_stats')
    .action(async (_opts, cmd: Command) => {
      const [{ StdioServerTransport }, { createMcpServer }] = await Promise.all([import('@modelcontextprotocol/sdk/server/stdio.js'), import('../mcp/server')]);
      const ctx = getContext(cmd);
      const fixed = cmd.optsWithGlobals<{ now?: string }>().now !== undefined || !!process.env.LEARNINGS_NOW;
      const ws = await openWorkspace(ctx, (m) => process.stderr.write(`learnings mcp: ${m}\n`), () => (fixed ? ctx.now : new Date()));
      const server = createMcpServer({ ws });
      const transport = new StdioServerTransport();
      const closed = new Promise<void>((resolve) => {
        transport.onclose = () => resolve();
        process.stdin.on('end', () => resolve());
      });
      await server.connect(transport);
      await closed;
      await server.close().catch(() => undefined);
    });
  mcp
    .command('install')
    .description("Add the learnings MCP server to an agent's configuration (idempotent; nothing else in the file changes)")
    .argument('<agent>', `${MCP_AGENTS.join('|')}: .mcp.json, .vscode/mcp.json of the first --root, or ~/.codex/config.toml ($CODEX_HOME)`)
    .option('--command <path>', 'the program the agent starts (default: the installed launcher, else this program, by absolute path)')
    .addHelpText('after', examplesText(['learnings mcp install claude         # .mcp.json in the current folder', 'learnings --root ~/src/app mcp install vscode', 'learnings mcp install codex          # ~/.codex/config.toml']))
    .action(async (agent: string, opts: { command?: string }, cmd: Command) => {
      const ctx = getContext(cmd);
      if (!(MCP_AGENTS as readonly string[]).includes(agent)) throw new UsageError(`mcp install: expected one of ${MCP_AGENTS.join(', ')}, got ${JSON.stringify(agent)}`);
      const command = opts.command ?? defaultProgram();
      const r = await installMcp(agent as McpAgent, ctx.roots[0], command);
      printResult(ctx.json, { ...r, command }, () => (r.changed ? `${r.file}: added the learnings MCP server (runs ${command} mcp)` : `${r.file}: already set up, nothing changed`));
    });
}
