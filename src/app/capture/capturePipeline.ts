// One capture, end to end (Node side): the dedup candidates of only the entries the capture can collide
// with (kept between captures in the scope snapshot, captureSnapshot.ts), run the pure gate, write what it
// decided, append the audit line. Used by `learnings capture`, the agent hooks and the extension alike,
// so all three decide identically.
import { promises as fsp, readFileSync, statSync } from 'node:fs';
import type { AdmissionOverride } from '../../core/gate/admission';
import { DedupIndex, MERGE_THRESHOLD } from '../../core/gate/dedup';
import { SIGNAL_NAMES, type Signals } from '../../core/gate/admission';
import { evaluateCapture, redactCapture, type CaptureInput, type GateOutcome } from '../../core/gate/gate';
import type { Entry } from '../../core/model';
import { parseFile } from '../../formats/index';
import { chooseTarget, recordRecurrence, toCandidate, writeNewEntry, WriteRefusedError } from './captureWriter';
import { AppendLostError } from '../../store/safeWrite';
import { CAPTURE_LOCK_WAIT_MS, INNER_LOCK_WAIT_MS, LockTimeoutError } from '../../store/fileLock';
import { listPending, listWritten, queueCapture, recordWritten, removePending, WRITTEN_CONFIRM_MS } from '../../store/pendingQueue';
import { DEFAULT_MAX_FILE_BYTES } from '../../store/readLearningsFile';
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
  /** 'queued': not written yet (the lock was busy past a hook's budget, or the file changed underneath); kept in the pending queue. */
  decision: GateOutcome['decision'] | 'queued';
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

/** Runs one capture through the gate and writes what it decided. Call under the capture lock. */
async function captureUnderLock(root: string, input: CaptureInput, now: Date, req: CaptureRequest, log: (m: string) => void, budgetEnd: number): Promise<CaptureResult> {
  // Each further lock waits at most INNER_LOCK_WAIT_MS, and no longer than the budget (a drained capture: the drain's).
  const wait = () => Math.min(INNER_LOCK_WAIT_MS, Math.max(50, budgetEnd - Date.now()));
  const scope = scopeCandidates(root, input.user, { derive: (f, text) => deriveCandidates(root, f.file, text), useSnapshot: req.snapshot ?? req.env?.LEARNINGS_CAPTURE_SNAPSHOT !== 'off' });
  for (const f of scope.skipped) log(`${f}: skipped: over the ${Math.round(DEFAULT_MAX_FILE_BYTES / 1024)} KB scan limit, as scan skips it; not compared for duplicates (a new entry is still appended to it)`);
  const config = admissionConfigFor(root, req.settings, req.env, log);
  const outcome = await evaluateCapture(input, new DedupIndex(scope.candidates), config, now.getTime());
  if (outcome.admission.heldToFloor && outcome.decision === 'rejected') {
    log(`admission weights ${JSON.stringify(outcome.admission.weights)} would admit what the default weights score below the floor ${outcome.admission.floor}; rejected (weights only tighten)`);
  }
  let id: string | undefined = outcome.id;
  let file: string | undefined;
  try {
    if (outcome.decision === 'admitted' || outcome.decision === 'quarantined') {
      const target = chooseTarget(root, outcome.capture.type, outcome.capture.user);
      const written = await writeNewEntry(root, outcome, now, 'file' in target ? scope.known(target.file) : undefined, wait());
      id = written.id;
      file = written.file;
      if (written.appended) scope.noteAppend(written.file, written.appended.sizeBefore, written.appended.text);
      if (written.block) recordWritten(root, written.file, written.block, outcome.capture, now);
    } else if ((outcome.decision === 'duplicate' || outcome.decision === 'merged') && outcome.id) {
      file = scope.fileOf.get(outcome.id)!;
      const text = await recordRecurrence(root, file, outcome.id, outcome, now, scope.known(file), wait());
      scope.noteRewritten(file, text);
    }
  } catch (e) {
    if (!(e instanceof WriteRefusedError || e instanceof AppendLostError || e instanceof LockTimeoutError)) throw e;
    // Nothing of the person's file was replaced; the capture (already redacted) waits for the next one.
    const queued = queueCapture(root, outcome.capture, now, (e as Error).message);
    log(`${(e as Error).message}; the capture was queued (${queued}) and is written by the next capture`);
    return { ...resultOf(outcome, undefined, undefined), decision: 'queued', file: queued, reasons: [...outcome.reasons, `queued: ${(e as Error).message}`] };
  }
  try {
    await appendGateLog(root, gateLogRecord(outcome, now, id, file), wait());
  } catch (e) {
    if (!(e instanceof LockTimeoutError)) throw e;
    log(`${e.message}; the entry was written, its audit line was not`); // the entry is on disk: not queued again
  }
  return resultOf(outcome, id, file);
}

function resultOf(outcome: GateOutcome, id: string | undefined, file: string | undefined): CaptureResult {
  return { decision: outcome.decision, id: id ?? null, file: file ?? null, reasons: outcome.reasons, gate: outcome.gate, admission: outcome.admission };
}

/** The block's heading line and its longest line (the learning itself): still there, even if its status was edited since. */
function blockStillThere(text: string, block: string): boolean {
  const lines = block.split(/\r?\n/).map((l) => l.trimEnd()).filter((l) => l.trim() !== '');
  const heading = lines.find((l) => /^#{1,3} /.test(l)) ?? lines[0] ?? '';
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  return text.includes(heading) && text.includes(longest);
}

const BUSY = '\u0000busy';
const UNREAD = '\u0000unread';

/**
 * Entries appended by earlier captures that an editor may have saved over: once their file has been
 * left alone for WRITTEN_CONFIRM_MS, a block still there is confirmed (its record dropped) and a block
 * gone is written again from its record.
 */
async function verifyWritten(root: string, user: string | undefined, req: CaptureRequest, log: (m: string) => void, until: number): Promise<void> {
  // Per file: its text; 'busy' while still being edited (looked at again later); 'unread' over the scan limit (not read back).
  const texts = new Map<string, string>();
  /** The file's text now; `settled` false: 'busy' when it changed within WRITTEN_CONFIRM_MS (an editor may be at it). */
  const read = (rel: string, settled: boolean): string => {
    try {
      const st = statSync(resolveInside(root, rel));
      return !settled && Date.now() - st.mtimeMs < WRITTEN_CONFIRM_MS ? BUSY : st.size > DEFAULT_MAX_FILE_BYTES ? UNREAD : readFileSync(resolveInside(root, rel), 'utf8');
    } catch {
      return ''; // gone: every block of it is missing
    }
  };
  const textOf = (rel: string): string => {
    let t = texts.get(rel);
    if (t === undefined) texts.set(rel, (t = read(rel, false)));
    return t;
  };
  for (const { file, rec } of listWritten(root, user)) {
    if (Date.now() > until) return;
    const text = textOf(rec.file);
    if (text === BUSY) continue;
    if (text === UNREAD || blockStillThere(text, rec.block)) {
      if (Date.now() - rec.writtenAt >= WRITTEN_CONFIRM_MS) removePending(root, file);
      continue;
    }
    log(`${rec.file}: an entry written ${new Date(rec.writtenAt).toISOString()} is no longer in the file (saved over by an editor?); writing it again`);
    await captureUnderLock(root, rec.input, new Date(rec.at), req, log, until);
    // The file was settled when read just now and the change since is this rewrite: read it again as settled, so
    // the next entries the same save removed are written again too (not skipped as an editor's fresh change).
    texts.set(rec.file, read(rec.file, true));
    removePending(root, file);
  }
}

/** Writes the scope's queued captures, oldest first, until one is refused again or the time is up. */
async function drainPending(root: string, user: string | undefined, req: CaptureRequest, log: (m: string) => void, until: number): Promise<void> {
  await verifyWritten(root, user, req, log, until);
  for (const { file, item } of listPending(root, user, log)) {
    if (Date.now() > until) return;
    let r: CaptureResult;
    try {
      r = await captureUnderLock(root, item.input, new Date(item.at), req, log, until);
    } catch (e) {
      log(`${file}: the queued capture could not be written (${(e as Error).message}); kept for the next capture`);
      return;
    }
    removePending(root, file); // written, or queued again under a new name
    if (r.decision === 'queued') return;
  }
}

const zeroSignals = (): Signals => Object.fromEntries(SIGNAL_NAMES.map((k) => [k, 0])) as Signals;

/** How long a capture spends on writing earlier queued captures before its own. */
export const DRAIN_BUDGET_MS = 1_000;

export async function captureLearning(req: CaptureRequest): Promise<CaptureResult> {
  const { root, now } = req;
  const input = { ...req.input };
  if (input.user !== undefined) validateUserId(input.user);
  const log = req.log ?? (() => undefined);
  // One capture at a time per root: two agents reporting the same thing at once give one entry + one recurrence.
  // A hook waits at most CAPTURE_LOCK_WAIT_MS for it; after that the capture is queued, never dropped.
  try {
    return await withLock(
      resolveInside(root, '.learnings/_meta/capture'),
      async () => {
        await drainPending(root, input.user, req, log, Date.now() + DRAIN_BUDGET_MS);
        return captureUnderLock(root, input, now, req, log, Number.POSITIVE_INFINITY);
      },
      CAPTURE_LOCK_WAIT_MS,
    );
  } catch (e) {
    if (!(e instanceof LockTimeoutError)) throw e;
    // Not gated yet (the gate needs the lock for its dedup): only redacted, so no secret reaches the queue.
    const redacted = await redactCapture(input);
    const queued = queueCapture(root, redacted, now, e.message);
    log(`${e.message}; the capture was queued (${queued}) and is written by the next capture`);
    const config = admissionConfigFor(root, req.settings, req.env, log);
    return {
      decision: 'queued',
      id: null,
      file: queued,
      reasons: [`queued: ${e.message}`],
      gate: { secrets: { action: 'clean', kinds: {}, count: 0 }, injection: [], dedup: { outcome: 'new', threshold: MERGE_THRESHOLD, windowDays: 30 } },
      admission: { score: 0, threshold: config.threshold, effectiveThreshold: config.effectiveThreshold, floor: config.floor, clamped: config.clamped, signals: zeroSignals(), weights: config.weights },
    };
  }
}
