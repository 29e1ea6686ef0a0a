// The MCP server (`learnings mcp`, stdio): learning_log (capture through the quality gate), learning_search
// (every tier, with citations; results count as uses) and learning_stats. Same core and store as the CLI.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { assessAll } from '../../core/assess';
import { findConflicts } from '../../core/conflicts';
import { CAPTURE_TYPES, type CaptureType, type Entry } from '../../core/model';
import { MAX_RESULTS, searchEntries } from '../../core/retrieval';
import { isMetaRecord } from '../../core/ruleText';
import { checkOutbound, entryMayReachAgent, oneSafeLine, safeCitation } from '../../core/trust';
import { displayTier, usageStats } from '../../core/tiers';
import type { LearningsStore } from '../../store/learningsStore';
import { readUsage, recordUses } from '../../store/usageLog';
import { version } from '../../../package.json';
import { captureThroughGate } from './capturePort';

export interface McpOptions {
  store: LearningsStore;
  /** The workspace root captures are written to (the first --root). */
  captureRoot: string;
  user?: string;
  /** The clock: a fixed --now, or the real time at each call. */
  now: () => Date;
  log: (message: string) => void;
}

const text = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] });
const failure = (message: string) => ({ content: [{ type: 'text' as const, text: message }], isError: true });

function countBy(entries: Entry[], key: (e: Entry) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of entries) out[key(e)] = (out[key(e)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

export function createMcpServer(opts: McpOptions): McpServer {
  const server = new McpServer({ name: 'learnings', version });
  const fresh = async () => {
    await opts.store.load(); // re-reads only files that changed since the last call
    return opts.store.entries().filter((e) => e.kind !== 'log' && !isMetaRecord(e));
  };

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
        const r = await captureThroughGate(
          opts.captureRoot,
          { type: args.type, content: args.content, files: args.files ?? [], functions: args.functions ?? [], domains: args.domain ? [args.domain] : [], example: args.example, task: args.task, user: opts.user, trigger: 'mcp' },
          opts.now(),
          opts.log,
        );
        return text(r);
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
      await opts.store.load(); // re-reads only files that changed; the same entries array (and search index) when none did
      // Only what passes the trust check reaches the agent (core/trust.ts): quarantined or refused entries are left out.
      const byId = new Map(opts.store.entries().map((e) => [e.id, e] as const));
      const results = searchEntries(opts.store.entries(), query, limit ?? 10).filter((r) => {
        const e = byId.get(r.id);
        return e !== undefined && entryMayReachAgent(e) && checkOutbound(r.title).ok;
      });
      await recordUses(results, opts.store.roots(), 'mcp', opts.now());
      return text({ results: results.map(({ id, title, score, tier, citation }) => ({ id: safeCitation(id), title: oneSafeLine(title), score, tier, citation: safeCitation(citation) })) });
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
      const entries = await fresh();
      const now = opts.now().getTime();
      const assessed = assessAll(entries, now);
      const uses = [...usageStats(readUsage(opts.store.roots()), now).values()];
      const conflicts = findConflicts(entries);
      return text({
        total: entries.length,
        byTier: countBy(entries, (e) => displayTier(e)),
        byKind: countBy(entries, (e) => e.kind),
        byFormat: countBy(entries, (e) => e.format),
        staged: { total: assessed.length, promote: assessed.filter((a) => a.action === 'PROMOTE').length, keep: assessed.filter((a) => a.action === 'KEEP').length, prune: assessed.filter((a) => a.action === 'PRUNE').length },
        conflicts: { total: conflicts.length, needsPerson: conflicts.filter((c) => c.needsPerson).length },
        usesLast7Days: uses.reduce((n, u) => n + u.recent, 0),
        user: opts.user ?? null,
      });
    },
  );
  return server;
}
