// One capture, end to end (Node side): read only the entries the capture can collide with, run the
// pure gate, write what it decided, append the audit line. Used by `learnings capture`, the agent
// hooks and the extension alike, so all three decide identically.
import { promises as fsp } from 'node:fs';
import type { AdmissionOverride } from '../core/gate/admission';
import { DedupIndex } from '../core/gate/dedup';
import { evaluateCapture, type CaptureInput, type GateOutcome } from '../core/gate/gate';
import type { Entry } from '../core/model';
import { detectFormat, parseFile } from '../formats/index';
import { DEDUP_FORMATS, inCaptureScope, recordRecurrence, toCandidate, writeNewEntry } from './captureWriter';
import { admissionConfigFor, appendGateLog, gateLogRecord } from './gateAudit';
import { resolveInside, validateUserId } from './paths';
import { withFileLock } from './safeWrite';

export interface CaptureRequest {
  /** The workspace root the capture goes into. */
  root: string;
  input: CaptureInput;
  now: Date;
  /** The person's settings layer (VS Code settings); the overrides file and env are read here. */
  settings?: AdmissionOverride;
  env?: Readonly<Record<string, string | undefined>>;
  /** Warnings (the threshold clamp, a malformed overrides file). */
  log?: (warning: string) => void;
}

export interface CaptureResult {
  decision: GateOutcome['decision'];
  /** The new entry's id, or the existing one's for duplicate / merged. */
  id: string | null;
  /** The file written or updated, relative to the root. */
  file: string | null;
  reasons: string[];
  gate: GateOutcome['gate'];
  admission: GateOutcome['admission'];
}

/** The entries a capture in `root` (for `user`) is compared with: that scope's files only, not the whole tree. */
export async function readCaptureScope(root: string, user: string | undefined): Promise<Entry[]> {
  const base = resolveInside(root, '.learnings');
  const out: Entry[] = [];
  const walk = async (absDir: string, rel: string, depth: number): Promise<void> => {
    let names: import('node:fs').Dirent[];
    try {
      names = await fsp.readdir(absDir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const d of names) {
      const r = `${rel}/${d.name}`;
      if (d.isDirectory()) {
        if (depth < 4 && inCaptureScope(`${r}/x`, user)) await walk(`${absDir}/${d.name}`, r, depth + 1);
        continue;
      }
      if (!d.isFile() || !inCaptureScope(r, user)) continue;
      const format = detectFormat(r, 'workspace');
      if (!format || !DEDUP_FORMATS.has(format)) continue;
      const text = await fsp.readFile(`${absDir}/${d.name}`, 'utf8').catch(() => undefined);
      if (text !== undefined) out.push(...parseFile({ root, file: r, text, rootKind: 'workspace' }).entries);
    }
  };
  await walk(base, '.learnings', 0);
  return out;
}

export async function captureLearning(req: CaptureRequest): Promise<CaptureResult> {
  const { root, now } = req;
  const input = { ...req.input };
  if (input.user !== undefined) validateUserId(input.user);
  const log = req.log ?? (() => undefined);
  // One capture at a time per root: two agents reporting the same thing at once give one entry + one recurrence.
  return withFileLock(resolveInside(root, '.learnings/_meta/capture'), async () => {
    const entries = await readCaptureScope(root, input.user);
    const byId = new Map(entries.map((e) => [e.id, e]));
    const config = admissionConfigFor(root, req.settings, req.env, log);
    const outcome = await evaluateCapture(input, new DedupIndex(entries.map(toCandidate)), config, now.getTime());
    let id: string | undefined = outcome.id;
    let file: string | undefined;
    if (outcome.decision === 'admitted' || outcome.decision === 'quarantined') {
      const written = await writeNewEntry(root, outcome, now);
      id = written.id;
      file = written.file;
    } else if ((outcome.decision === 'duplicate' || outcome.decision === 'merged') && outcome.id) {
      const existing = byId.get(outcome.id)!;
      await recordRecurrence(root, existing, outcome, now);
      file = existing.file;
    }
    await appendGateLog(root, gateLogRecord(outcome, now, id, file));
    return { decision: outcome.decision, id: id ?? null, file: file ?? null, reasons: outcome.reasons, gate: outcome.gate, admission: outcome.admission };
  });
}
