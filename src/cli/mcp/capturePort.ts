// learning_log's way into the quality gate. PORT: the gate/capture helper's own capture function (the one
// `learnings capture` runs) replaces the body of `captureThroughGate` once it lands; until then this composes
// their published pieces — evaluateCapture (the pure gate) and captureWriter (the writes) — so MCP captures
// go through exactly the same gate, dedup and writers, not a second implementation.
import { resolveAdmissionConfig } from '../../core/gate/admission';
import { DedupIndex } from '../../core/gate/dedup';
import { evaluateCapture, type CaptureInput } from '../../core/gate/gate';
import { DEDUP_FORMATS, inCaptureScope, recordRecurrence, toCandidate, writeNewEntry } from '../../store/captureWriter';
import type { LearningsStore } from '../../store/learningsStore';

export interface McpCaptureResult {
  decision: string;
  id?: string;
  file?: string;
  reasons: string[];
}

export async function captureThroughGate(store: LearningsStore, root: string, input: CaptureInput, now: Date, warn: (m: string) => void): Promise<McpCaptureResult> {
  const scope = store.entries().filter((e) => e.root === root && DEDUP_FORMATS.has(e.format) && inCaptureScope(e.file, input.user));
  const config = resolveAdmissionConfig({ env: process.env }, warn);
  const outcome = await evaluateCapture(input, new DedupIndex(scope.map(toCandidate)), config, now.getTime());
  if (outcome.decision === 'admitted' || outcome.decision === 'quarantined') {
    const written = await writeNewEntry(root, outcome, now);
    return { decision: outcome.decision, id: written.id, file: written.file, reasons: outcome.reasons };
  }
  if ((outcome.decision === 'duplicate' || outcome.decision === 'merged') && outcome.id) {
    const existing = scope.find((e) => e.id === outcome.id);
    if (existing) {
      await recordRecurrence(root, existing, outcome, now);
      return { decision: outcome.decision, id: existing.id, file: existing.file, reasons: outcome.reasons };
    }
  }
  return { decision: outcome.decision, reasons: outcome.reasons };
}
