// What every benchmark suite hands back to bench/run.ts.
export interface SuiteResult {
  /** Figures under the suite's group key, unit in each name (null when not measured). */
  figures: Record<string, number | boolean | null>;
  /** How the figures were measured (and why one is null), for RESULTS.md. */
  notes: string[];
  details?: Record<string, unknown>;
}
