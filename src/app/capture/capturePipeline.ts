// One capture, end to end (Node side): the dedup candidates of only the entries the capture can collide
// with (kept between captures in the scope snapshot, captureSnapshot.ts), run the pure gate, write what it
// decided, append the audit line. Used by `learnings capture`, the agent hooks and the extension alike,
// so all three decide identically.
import { promises as fsp, readFileSync } from 'node:fs';
import type { AdmissionOverride } from '../../core/gate/admission';
import { DedupIndex } from '../../core/gate/dedup';
import { evaluateCapture, type CaptureInput, type GateOutcome } from '../../core/gate/gate';
import type { Entry } from '../../core/model';
import { parseFile } from '../../formats/index';
import { recordRecurrence, toCandidate, writeNewEntry } from './captureWriter';
import { isAppendable, listCaptureScope, scopeCandidates, type Derived } from './captureSnapshot';
import { admissionConfigFor, appendGateLog, gateLogRecord } from '../../store/gateAudit';
import { resolveInside, validateUserId } from '../../store/paths';
import { withLock } from '../../store/blockingWrite';

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
  /** false: derive every candidate from the files, neither reading nor updating the scope snapshot (captureSnapshot.ts). */
  snapshot?: boolean;
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
  const out: Entry[] = [];
  for (const f of listCaptureScope(root, user)) {
    const text = await fsp.readFile(f.abs, 'utf8').catch(() => undefined);
    if (text !== undefined) out.push(...parseEntries(root, f.file, text));
  }
  return out;
}

function parseEntries(root: string, file: string, text: string): Entry[] {
  return parseFile({ root, file, text, rootKind: 'workspace' }).entries;
}

/** A file's dedup candidates, and whether entries can be appended to it without re-reading it (captureSnapshot.ts). */
export function deriveCandidates(root: string, file: string, text: string): Derived {
  const entries = parseEntries(root, file, text);
  return { candidates: entries.map(toCandidate), appendable: isAppendable(text, entries.map((e) => e.line)) };
}

/** The entry `id` as it stands in `file` now (read again: the snapshot holds only what dedup compares). */
function currentEntry(root: string, file: string, id: string): Entry {
  const text = readFileSync(resolveInside(root, file), 'utf8');
  const found = parseEntries(root, file, text).filter((e) => e.id === id).pop();
  if (!found) throw new Error(`${file}: the entry ${id} disappeared before it could be updated`);
  return found;
}

export async function captureLearning(req: CaptureRequest): Promise<CaptureResult> {
  const { root, now } = req;
  const input = { ...req.input };
  if (input.user !== undefined) validateUserId(input.user);
  const log = req.log ?? (() => undefined);
  // One capture at a time per root: two agents reporting the same thing at once give one entry + one recurrence.
  return withLock(resolveInside(root, '.learnings/_meta/capture'), async () => {
    const scope = scopeCandidates(root, input.user, { derive: (f, text) => deriveCandidates(root, f.file, text), useSnapshot: req.snapshot });
    const config = admissionConfigFor(root, req.settings, req.env, log);
    const outcome = await evaluateCapture(input, new DedupIndex(scope.candidates), config, now.getTime());
    let id: string | undefined = outcome.id;
    let file: string | undefined;
    if (outcome.decision === 'admitted' || outcome.decision === 'quarantined') {
      const written = await writeNewEntry(root, outcome, now);
      id = written.id;
      file = written.file;
      if (written.appended) scope.noteAppend(written.file, written.appended.oldText, written.appended.newText);
    } else if ((outcome.decision === 'duplicate' || outcome.decision === 'merged') && outcome.id) {
      const existing = currentEntry(root, scope.fileOf.get(outcome.id)!, outcome.id);
      const text = await recordRecurrence(root, existing, outcome, now);
      file = existing.file;
      if (text !== undefined) scope.noteRewritten(file, text);
    }
    await appendGateLog(root, gateLogRecord(outcome, now, id, file));
    return { decision: outcome.decision, id: id ?? null, file: file ?? null, reasons: outcome.reasons, gate: outcome.gate, admission: outcome.admission };
  });
}
