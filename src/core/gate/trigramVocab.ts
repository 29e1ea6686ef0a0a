// The trigram → id table of the index. Trigrams arrive as (hi, lo) integer pairs (trigramKeys.ts): an
// open-addressing table in typed arrays finds them without allocating anything per lookup (a Map keyed by
// 51-bit numbers boxes every key). The rare trigram outside that range (emoji) goes to a plain Map.
import { hashPair, hashString } from './trigramKeys';

export class TrigramVocab {
  /** Open addressing, linear probing; slot i is [hi, lo, id] at 3i (id −1 = empty): one cache line per probe. */
  private slots = TrigramVocab.emptySlots(1 << 12);
  private mask = (1 << 12) - 1;
  private pairs = 0;
  private readonly strings = new Map<string, number>();
  /** hashes[id]: the trigram's 32-bit hash (what partitions and signatures are made of). */
  hashes = new Uint32Array(1 << 12);

  private static emptySlots(capacity: number): Int32Array {
    const slots = new Int32Array(capacity * 3);
    for (let i = 2; i < slots.length; i += 3) slots[i] = -1;
    return slots;
  }

  get size(): number {
    return this.pairs + this.strings.size;
  }

  /** The id of a (hi, lo) trigram, or −1. */
  getPair(hi: number, lo: number): number {
    const slots = this.slots;
    let at = hashPair(hi, lo) & this.mask;
    for (;;) {
      const id = slots[at * 3 + 2];
      if (id < 0 || (slots[at * 3] === hi && slots[at * 3 + 1] === lo)) return id;
      at = (at + 1) & this.mask;
    }
  }

  /** The id of a (hi, lo) trigram, interned when new. */
  internPair(hi: number, lo: number): number {
    const h = hashPair(hi, lo);
    const slots = this.slots;
    let at = h & this.mask;
    for (;;) {
      const id = slots[at * 3 + 2];
      if (id < 0) break;
      if (slots[at * 3] === hi && slots[at * 3 + 1] === lo) return id;
      at = (at + 1) & this.mask;
    }
    const id = this.nextId(h);
    slots[at * 3] = hi;
    slots[at * 3 + 1] = lo;
    slots[at * 3 + 2] = id;
    this.pairs++;
    if (this.pairs * 2 > this.mask) this.grow();
    return id;
  }

  getString(trigram: string): number {
    return this.strings.get(trigram) ?? -1;
  }

  internString(trigram: string): number {
    const known = this.strings.get(trigram);
    if (known !== undefined) return known;
    const id = this.nextId(hashString(trigram));
    this.strings.set(trigram, id);
    return id;
  }

  private nextId(hash: number): number {
    const id = this.size;
    if (id >= this.hashes.length) {
      const next = new Uint32Array(this.hashes.length * 2);
      next.set(this.hashes);
      this.hashes = next;
    }
    this.hashes[id] = hash;
    return id;
  }

  private grow(): void {
    const old = this.slots;
    const capacity = (this.mask + 1) * 2;
    const slots = TrigramVocab.emptySlots(capacity);
    this.mask = capacity - 1;
    for (let i = 0; i < old.length; i += 3) {
      if (old[i + 2] < 0) continue;
      let at = hashPair(old[i], old[i + 1]) & this.mask;
      while (slots[at * 3 + 2] >= 0) at = (at + 1) & this.mask;
      slots.set(old.subarray(i, i + 3), at * 3);
    }
    this.slots = slots;
  }
}
