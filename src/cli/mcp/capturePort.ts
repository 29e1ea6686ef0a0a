// learning_log's way into the quality gate: the very capture function `learnings capture` and the agent hooks
// run (src/store/capturePipeline.ts), so an MCP capture is gated, deduplicated, written and audited identically.
import type { CaptureInput } from '../../core/gate/gate';
import { captureLearning } from '../../app/capture/capturePipeline';

export interface McpCaptureResult {
  decision: string;
  id?: string;
  file?: string;
  reasons: string[];
}

export async function captureThroughGate(root: string, input: CaptureInput, now: Date, warn: (m: string) => void): Promise<McpCaptureResult> {
  const r = await captureLearning({ root, input, now, env: process.env, log: warn });
  return { decision: r.decision, id: r.id ?? undefined, file: r.file ?? undefined, reasons: r.reasons };
}
