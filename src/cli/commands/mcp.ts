// `learnings mcp`: a stdio MCP server for agents (Claude Code: `claude mcp add learnings -- learnings mcp`).
// stdout carries the protocol only; anything for people goes to stderr.
// The MCP SDK (with its schema libraries) is loaded only when this command runs: every other command,
// above all `capture` in an agent hook, would otherwise pay for initialising it at start-up.
import type { Command } from 'commander';
import { getContext, openWorkspace } from '../context';

export function register(program: Command): void {
  program
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
}
