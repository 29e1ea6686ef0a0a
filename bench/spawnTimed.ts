// Runs commands through bench/probes/spawnTimer.cjs (a small process of its own) and returns each one's time and
// output: what a command costs as an agent's hook runner starts it (the probe says why not from here).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TimedRun {
  args: string[];
  input?: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Pause after this run (ms). */
  settleMs?: number;
}

export interface TimedResult {
  ms: number;
  status: number | null;
  stdout: string;
  stderr: string;
}

export function spawnTimed(runs: TimedRun[], pauseBeforeMs = 0): TimedResult[] {
  const dir = mkdtempSync(join(tmpdir(), 'bench-spawn-'));
  try {
    const file = join(dir, 'job.json');
    writeFileSync(file, JSON.stringify({ pauseBeforeMs, runs }));
    const p = spawnSync(process.execPath, [join(__dirname, 'probes', 'spawnTimer.cjs'), file], { encoding: 'utf8', maxBuffer: 256 << 20, timeout: 3_600_000 });
    if (p.status !== 0) throw new Error(`spawn timer exited ${p.status}: ${(p.stderr || p.stdout).slice(0, 2000)}`);
    return JSON.parse(p.stdout.trim().split('\n').pop()!) as TimedResult[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
