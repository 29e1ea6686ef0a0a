// `learnings gate stats`: what the gate decided over time (from .learnings/_meta/gate-log.jsonl) and the
// admission numbers in force right now, resolved through the same clamp every capture uses.
import type { Command } from 'commander';
import type { GateStats } from '../../store/gateAudit';
import { getContext, workspaceFor } from '../context';
import { printResult } from '../output';

export function renderStats(s: GateStats): string {
  const row = (name: string, c: GateStats['windows']['24h']) =>
    `${name.padEnd(8)} ${[c.admitted, c.rejected, c.duplicate, c.merged, c.quarantined, c.clampEvents].map((n) => String(n).padStart(12)).join('')}`;
  const w = Object.entries(s.weights).map(([k, v]) => `${k} ${v.toFixed(3)}`).join(', ');
  return [
    `effective threshold ${s.effectiveThreshold} (asked ${s.threshold}, floor ${s.floor})`,
    `weights: ${w}`,
    `window    ${['admitted', 'rejected', 'duplicate', 'merged', 'quarantined', 'clamps'].map((h) => h.padStart(12)).join('')}`,
    row('all', s),
    row('24h', s.windows['24h']),
    row('7d', s.windows['7d']),
    row('30d', s.windows['30d']),
    ...(s.skipped.length ? [`skipped malformed lines: ${s.skipped.join(', ')}`] : []),
  ].join('\n');
}

export function register(program: Command): void {
  const gate = program.command('gate').description('The quality gate: statistics and settings in force');
  gate
    .command('stats')
    .description('Decisions by window (24h, 7d, 30d), clamp events, threshold and weights in force')
    .action((_opts: unknown, cmd: Command) => {
      const ctx = getContext(cmd);
      const stats = workspaceFor(ctx).gateStats();
      if (!stats) throw new Error('no workspace root');
      printResult(ctx.json, stats, () => renderStats(stats));
    });
}
