// Dedup (DESIGN.md "Gate", seed 000): the same normalized text (SHA-256) seen within the last 30 days
// → duplicate (recurrence + 1, nothing new written); trigram Jaccard > 0.85 within the same window →
// merged into that entry (recurrence + 1, the new wording kept in its history). The nearest entry over
// ALL stored entries (no window) also yields the admission signal Novelty.
import { contentHash } from './normalize';
import { TrigramIndex, type Match } from './trigramIndex';
import { scanTexts } from './trigramScan';
import { DAY_MS } from '../model';
import { NEAR_DUPLICATE_JACCARD } from './nearDuplicate';
import { causeOfErrorText as causeOf, causesOfErrorText } from './errorLocation';

export const DEDUP_WINDOW_DAYS = 30;
export const MERGE_THRESHOLD = NEAR_DUPLICATE_JACCARD;

export interface DedupCandidate {
  id: string;
  /** The entry's learning text (what a capture's content is compared with). */
  text: string;
  /** When the entry was last seen (ms since epoch); undefined = undated, treated as inside the window. */
  seenAt?: number;
}

export type DedupOutcome = 'duplicate' | 'merged' | 'new';

/**
 * A test's title or a runner's heading before the exception it reports ("Failed A.B.C: Error Message: — System.X: …",
 * "[chromium] › a.spec.ts › title ──: Error: …", .NET's "System.X : …", pytest's "FAILED a.py::test_b - KeyError: …"); pytest's assertion message is
 * the test's own ("FAILED … - AssertionError: assert 0 == 3"), so it keeps its title.
 */
const TITLED = /^.{4,300}?(?:(?:[:—›]|─{3,}:?)\s+(?=(?:[\w$]+\.)*(?:[A-Z]\w*)?(?:Error|Exception)\b ?:)|\s-\s+(?=(?:[\w$]+\.)*(?!Assertion)(?:[A-Z]\w*)?(?:Error|Exception)\b ?:))/;
/**
 * Two causes are one when their first sentences differ only in numbers (a line, a port, a size: the details after it
 * vary by run), in what a parenthesis adds ("(expected A.Controller to define …)") or in the test that met them.
 */
const causeKey = (cause: string): string =>
  contentHash(
    cause
      .replace(/^.{1,400}?\s—\s[Cc]aused by:?\s+(?=\S)/, '') // a wrapper over its root cause ("Failed to load ApplicationContext for <test> — caused by X"): X is the cause
      .replace(TITLED, '')
      .replace(/((?:Unable to resolve (?:module )?|failed to resolve import )\S+) from \S+/i, '$1') // the importing file is where, not what
      .replace(/\s*\([^()]{0,200}\)/g, '')
      .replace(/\s*\[[\w:.-]+\]$/, '') // the lint's name, as a linter spells it
      .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi, '#') // a hash or an id of the run (a checksum, a commit)
      .replace(/\b0x[0-9a-f]+\b/gi, '#') // an address or a size in hex
      .replace(/\d+(?:\.\d+)?/g, '#')
      .replace(/\s+/g, ' ') // a report's column padding
      .split(/\.\s+(?=[A-Z])/)[0]
      .slice(0, 200),
  );
/** A cause that says what failed: long enough to name something (not "Compilation error", "exit status 1"). */
const specificCause = (cause: string): boolean => cause.length >= 20 && cause.split(/\s+/).length >= 3;
/**
 * The root of a cause that joins a wrapper to its reason with " — " ("Error occurred while executing flywayMigrate — …
 * — Migration checksum mismatch for migration version 5", "PrismaClientInitializationError: Invalid `x()` invocation —
 * Can't reach database server at `localhost:5432`"): its last part, without an error class or code before a colon. The same
 * root met through another command is the same lesson. Only a root that names something concrete (a number, a quoted or
 * code name, a path) and is no assertion (a test's own expectation, which each test states for itself) counts.
 */
const ROOT_PREFIX = /^(?:(?:[\w$]+\.)*[A-Z]?\w*(?:Error|Exception)\b ?:\s*|[A-Z]{1,8}\d{1,5}:\s*|error(?:\[\w+\])?:\s*)+/;
function rootOf(cause: string): string | undefined {
  const root = cause.split(/\s—\s/).pop()!.replace(ROOT_PREFIX, '').trim();
  if (root.length < 24 || root.split(/\s+/).length < 4 || /^(?:assert|expect|assertion)/i.test(root)) return undefined;
  return /\d|[`'"“«]|\w[./]\w/.test(root) ? root : undefined;
}

export interface DedupResult {
  outcome: DedupOutcome;
  hash: string;
  /** The existing entry a duplicate/merge lands on. */
  match?: Match;
  /** The most similar stored entry, any age (drives Novelty); undefined when nothing shares a trigram. */
  nearest?: Match;
  /** Near duplicates (J > 0.85) that were older than the window, reported for the audit. */
  outsideWindow: Match[];
}

/** True when `seenAt` is within `days` days before `now` (exactly 30 days old is still inside). */
export function withinWindow(seenAt: number | undefined, now: number, days = DEDUP_WINDOW_DAYS): boolean {
  if (seenAt === undefined || !Number.isFinite(seenAt)) return true;
  return now - seenAt <= days * DAY_MS;
}

/**
 * The stored entries a capture is checked against. The first check reads every entry once (`scanTexts`): a
 * capture process makes exactly one, and an index would cost more to build than that one scan. From the
 * second check on (a resident process), or after `build()`, the trigram index answers — the same results.
 */
export class DedupIndex {
  private index?: TrigramIndex;
  private checked = false;
  /** In the index's document order: a re-added id moves to the end, as it does in the index. */
  private readonly byId = new Map<string, DedupCandidate>();

  constructor(candidates: Iterable<DedupCandidate> = []) {
    for (const c of candidates) this.put(c);
  }

  get size(): number {
    return this.byId.size;
  }

  /** The trigram index over every entry, built on first use. */
  build(): TrigramIndex {
    if (!this.index) {
      this.index = new TrigramIndex();
      this.index.addAll([...this.byId.values()].map((c) => [c.id, c.text] as const));
    }
    return this.index;
  }

  add(c: DedupCandidate): void {
    this.put(c);
    this.index?.add(c.id, c.text);
  }

  private put(c: DedupCandidate): void {
    this.byId.delete(c.id);
    this.byId.set(c.id, c);
  }

  /** Records that an entry was seen again (after a duplicate/merge) so the window moves with it. */
  touch(id: string, seenAt: number): void {
    const c = this.byId.get(id);
    if (c) c.seenAt = seenAt;
  }

  /**
   * An error learning whose cause is this one's, word for word, seen within the window: the same lesson met again
   * through another command (the tests in a container, another module's build). Errors that differ in cause never
   * meet here; a cause too short to name anything never folds.
   */
  sameCause(text: string, now: number): Match | undefined {
    const cause = causeOf(text);
    if (!cause || !specificCause(cause)) return undefined;
    const key = causeKey(cause);
    const root = rootOf(cause);
    const rootKey = root === undefined ? undefined : causeKey(root);
    // Only entries holding the cause's longest word (the test's title aside), or its root's, are parsed (a capture checks once, over every entry).
    const longest = (t: string) => t.split(/[^\p{L}_]+/u).reduce((a, b) => (b.length > a.length ? b : a), '');
    const words = [longest(cause.replace(TITLED, '')), ...(root === undefined ? [] : [longest(root)])];
    for (const c of this.byId.values()) {
      if (!words.some((w) => c.text.includes(w)) || !withinWindow(c.seenAt, now)) continue;
      // The cause may be one of the other findings an entry kept after its own (a linter's second finding, met alone later).
      const others = causesOfErrorText(c.text);
      if (others.some((other) => causeKey(other) === key)) return { id: c.id, similarity: 1 };
      if (rootKey !== undefined && others.some((other) => { const r = rootOf(other); return r !== undefined && causeKey(r) === rootKey; })) return { id: c.id, similarity: 1 };
    }
    return undefined;
  }

  /** Whether the stored entry `id` states the same error cause as `text` (numbers aside): a near duplicate with another cause is another error. */
  sameCauseAs(id: string, text: string): boolean {
    const stored = this.byId.get(id);
    const [a, b] = [causeOf(text), stored && causeOf(stored.text)];
    return a === undefined || b === undefined || causeKey(a) === causeKey(b);
  }

  check(text: string, now: number): DedupResult {
    const hash = contentHash(text);
    let near: Match[];
    let nearest: Match | undefined;
    if (this.index || this.checked) {
      const index = this.build();
      near = index.searchAbove(text, MERGE_THRESHOLD);
      nearest = near.length > 0 ? near[0] : index.best(text);
    } else {
      const scan = scanTexts(this.byId.values(), text, MERGE_THRESHOLD);
      near = scan.above;
      nearest = near.length > 0 ? near[0] : scan.best;
    }
    this.checked = true;
    const inWindow: Match[] = [];
    const outsideWindow: Match[] = [];
    for (const m of near) (withinWindow(this.byId.get(m.id)?.seenAt, now) ? inWindow : outsideWindow).push(m);
    const exact = inWindow.find((m) => {
      // Recomputed rather than trusting a stored hash: other tools store short or differently-normalized ones.
      const c = this.byId.get(m.id);
      return c !== undefined && contentHash(c.text) === hash;
    });
    if (exact) return { outcome: 'duplicate', hash, match: exact, nearest, outsideWindow };
    if (inWindow.length > 0) return { outcome: 'merged', hash, match: inWindow[0], nearest, outsideWindow };
    return { outcome: 'new', hash, nearest, outsideWindow };
  }
}
