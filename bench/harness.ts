// Timing and memory helpers: monotonic clock (process.hrtime.bigint), warm-up runs that are thrown
// away, many measured runs summarised by nearest-rank percentiles, heap measured after full GCs.

/** Milliseconds on the monotonic clock (never jumps with wall-clock changes). */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

export interface Summary {
  n: number;
  p50: number;
  p90: number;
  p99: number;
  min: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of an ascending array (p in 0–100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

export function summarize(samples: readonly number[]): Summary {
  const s = [...samples].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return { n: s.length, p50: percentile(s, 50), p90: percentile(s, 90), p99: percentile(s, 99), min: s[0], max: s[s.length - 1], mean };
}

export interface RunOptions {
  warmup: number;
  runs: number;
}

/** Times `fn(i)` `runs` times after `warmup` untimed calls; returns each run's milliseconds. */
export function measure(fn: (i: number) => void, { warmup, runs }: RunOptions): number[] {
  for (let i = 0; i < warmup; i++) fn(i);
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    fn(i);
    out.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return out;
}

export async function measureAsync(fn: (i: number) => Promise<void>, { warmup, runs }: RunOptions): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await fn(i);
    out.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return out;
}

/** Full collections (needs node --expose-gc); false when gc is not exposed. */
export function fullGc(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return false;
  for (let i = 0; i < 3; i++) gc();
  return true;
}

/** Heap in use after full collections, in MiB. */
export function heapUsedMB(): number {
  fullGc();
  return process.memoryUsage().heapUsed / 1048576;
}

export function round(x: number | null | undefined, digits = 3): number | null {
  if (x === null || x === undefined || !Number.isFinite(x)) return null;
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((res) => setTimeout(res, ms));
}
