// The MCP server (`learnings mcp`, stdio): learning_log (capture through the quality gate), learning_search
// (every tier, with citations; results count as uses), learning_context (what applies to a prompt and its files:
// the selection the prompt hook injects) and learning_stats. Same core and store as the CLI.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { CAPTURE_TYPES, type CaptureType } from '../../core/model';
import { MAX_RESULTS } from '../../core/retrieval';
import type { Workspace } from '../../app/workspace';
import { checkOutbound, entryMayReachAgent, oneSafeLine, safeCitation } from '../../core/trust';
import { version } from '../../../package.json';

export interface McpOptions {
  /** The workspace: captures go to its first root; its clock is a fixed --now or the real time at each call. */
  ws: Workspace;
}

const text = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] });
const failure = (message: string) => ({ content: [{ type: 'text' as const, text: message }], isError: true });

export function createMcpServer(opts: McpOptions): McpServer {
  const server = new McpServer({ name: 'learnings', version });
  const { ws } = opts;

  server.registerTool(
    'learning_log',
    {
      title: 'Log a learning',
      description: 'Record a correction, error, knowledge gap, best practice or pattern. It passes the quality gate (secrets redacted, duplicates counted as recurrences, instruction-like text quarantined) before anything is written.',
      inputSchema: {
        type: z.enum(CAPTURE_TYPES as [CaptureType, ...CaptureType[]]).describe('what kind of learning'),
        content: z.string().min(1).max(20_000).describe('the learning itself: what was wrong and what is right'),
        files: z.array(z.string().max(500)).max(100).optional().describe('files it concerns'),
        functions: z.array(z.string().max(200)).max(100).optional().describe('functions it concerns'),
        domain: z.string().max(100).optional().describe('area, e.g. build, tests, auth'),
        example: z.string().max(20_000).optional().describe('a concrete example'),
        task: z.string().max(200).optional().describe('the task or session id it came from'),
      },
    },
    async (args) => {
      try {
        const r = await ws.capture({ type: args.type, content: args.content, files: args.files ?? [], functions: args.functions ?? [], domains: args.domain ? [args.domain] : [], example: args.example, task: args.task, user: ws.user, trigger: 'mcp' });
        return text({ decision: r.decision, id: r.id ?? undefined, file: r.file ?? undefined, reasons: r.reasons });
      } catch (e) {
        return failure(`learning_log failed: ${(e as Error).message}`);
      }
    },
  );

  server.registerTool(
    'learning_search',
    {
      title: 'Search learnings',
      description: 'Full-text search over every tier (staging, promoted, HOT/WARM/COLD, archived). Each result cites file:line; cite it when you apply it.',
      inputSchema: {
        query: z.string().min(1).max(500),
        limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`at most this many (default 10, max ${MAX_RESULTS})`),
      },
    },
    async ({ query, limit }) => {
      await ws.store.load(); // re-reads only files that changed; the same entries array (and search index) when none did
      // Only what passes the trust check reaches the agent (core/trust.ts): quarantined or refused entries are left out.
      const results = await ws.search(query, limit ?? 10, 'mcp', (e) => entryMayReachAgent(e) && checkOutbound(e.title).ok);
      return text({ results: results.map(({ id, title, score, tier, citation }) => ({ id: safeCitation(id), title: oneSafeLine(title), score, tier, citation: safeCitation(citation) })) });
    },
  );

  server.registerTool(
    'learning_context',
    {
      title: 'Learnings for a prompt',
      description: 'The learnings that apply to a prompt and the files in play (the same selection the prompt hook injects): active ones from this workspace and the home memory, above a relevance floor, each citing file:line. Empty when nothing applies.',
      inputSchema: {
        prompt: z.string().max(20_000).describe('what the user asked, or the task at hand'),
        files: z.array(z.string().max(500)).max(100).optional().describe('files in play, relative to the workspace or absolute inside it'),
      },
    },
    async ({ prompt, files }) => {
      await ws.store.load();
      return text(await ws.promptContext(prompt, files ?? [], 'mcp'));
    },
  );

  server.registerTool(
    'learning_stats',
    {
      title: 'Learning statistics',
      description: 'How many learnings there are per tier, kind and format, what assess would do with the staged ones, open conflicts, and uses in the last 7 days.',
      inputSchema: {},
    },
    async () => {
      await ws.store.load(); // re-reads only files that changed since the last call
      return text(ws.stats());
    },
  );
  return server;
}
