// Dedup (DESIGN.md "Gate", seed 000): the same normalized text (SHA-256) seen within the last 30 days
// → duplicate (recurrence + 1, nothing new written); trigram Jaccard > 0.85 within the same window →
// merged into that entry (recurrence + 1, the new wording kept in its history). The nearest entry over
// ALL stored entries (no window) also yields the admission signal Novelty.
import { contentHash } from './normalize';
import { TrigramIndex, type Match } from './trigramIndex';
import { scanTexts } from './trigramScan';
import { DAY_MS } from '../model';
import { NEAR_DUPLICATE_JACCARD } from './nearDuplicate';

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
