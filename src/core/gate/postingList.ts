// Ascending integer lists as varint gaps: a trigram's posting list (below), and a document's sorted trigram ids.
// One trigram's posting list: the documents holding it, ascending, stored as varint gaps (doc − previous
// doc, 7 bits per byte) — about 1.3 bytes per posting instead of 4 at 100k documents, and read in order
// anyway (every reader scans a whole list). Documents are only ever appended with a larger number.

export class PostingList {
  data: Uint8Array;
  /** Bytes in use. */
  bytes = 0;
  /** Documents listed. */
  count = 0;
  /** The last document appended (−1 when empty). */
  last = -1;

  constructor(capacity = 0) {
    this.data = new Uint8Array(capacity);
  }

  /** Bytes a varint gap takes. */
  static gapBytes(gap: number): number {
    return gap < 0x80 ? 1 : gap < 0x4000 ? 2 : gap < 0x200000 ? 3 : gap < 0x10000000 ? 4 : 5;
  }

  /** Makes room for `extra` more bytes at once (a bulk build sizes each list exactly). */
  reserve(extra: number): void {
    if (this.bytes + extra <= this.data.length) return;
    const next = new Uint8Array(this.bytes + extra);
    next.set(this.data.subarray(0, this.bytes));
    this.data = next;
  }

  /** Drops the unused capacity (after a bulk build, so the lists hold no growth slack). */
  trim(): void {
    if (this.data.length > this.bytes) this.data = this.data.slice(0, this.bytes);
  }

  push(doc: number): void {
    const gap = doc - this.last;
    if (gap <= 0) throw new Error(`posting ${doc} is not after ${this.last}`);
    const need = PostingList.gapBytes(gap);
    if (this.bytes + need > this.data.length) this.reserve(Math.max(need, 8, this.bytes));
    this.bytes = writeGap(this.data, this.bytes, gap);
    this.last = doc;
    this.count++;
  }

  /** Decodes the documents into `out` (from 0); returns how many. */
  decode(out: Int32Array): number {
    return decodeAscending(this.data.subarray(0, this.bytes), out);
  }
}

/** Writes one gap as a varint at `at`; returns the position after it. */
function writeGap(out: Uint8Array, at: number, gap: number): number {
  let p = at;
  let g = gap;
  while (g >= 0x80) {
    out[p++] = (g & 0x7f) | 0x80;
    g >>>= 7;
  }
  out[p++] = g;
  return p;
}

/** Ascending distinct integers (≥ 0) as varint gaps — how a document's sorted trigram ids are kept. */
export function encodeAscending(values: Int32Array): Uint8Array {
  let size = 0;
  for (let i = 0; i < values.length; i++) size += PostingList.gapBytes(values[i] - (i ? values[i - 1] : -1));
  const out = new Uint8Array(size);
  let p = 0;
  for (let i = 0; i < values.length; i++) p = writeGap(out, p, values[i] - (i ? values[i - 1] : -1));
  return out;
}

/** The integers `encodeAscending` encoded, into `out`; returns how many. */
export function decodeAscending(bytes: Uint8Array, out: Int32Array): number {
  let p = 0;
  let n = 0;
  let v = -1;
  while (p < bytes.length) {
    let b = bytes[p++];
    let gap = b & 0x7f;
    for (let shift = 7; b & 0x80; shift += 7) {
      b = bytes[p++];
      gap |= (b & 0x7f) << shift;
    }
    v += gap;
    out[n++] = v;
  }
  return n;
}

/** Every document's sorted trigram ids (varint gaps, ~1.8 bytes per trigram) and sizes |X|, by document number. */
export class DocumentTokens {
  private readonly docs: Uint8Array[] = [];
  /** sizes[doc] = |X|, a flat array beside the postings so the length filter needs no pointer chase. */
  sizes = new Int32Array(1024);
  private scratch = new Int32Array(1024);

  get length(): number {
    return this.docs.length;
  }

  /** Appends a document's sorted ids; returns its number. */
  push(sorted: Int32Array): number {
    const doc = this.docs.length;
    if (doc >= this.sizes.length) {
      const next = new Int32Array(this.sizes.length * 2);
      next.set(this.sizes);
      this.sizes = next;
    }
    this.sizes[doc] = sorted.length;
    this.docs.push(encodeAscending(sorted));
    return doc;
  }

  /** How many of the document's ids are marked (|Q∩X| when `mark` flags the query's ids). */
  overlap(doc: number, mark: Uint8Array): number {
    if (this.scratch.length < this.sizes[doc]) this.scratch = new Int32Array(this.sizes[doc] * 2);
    const ids = this.scratch;
    const count = decodeAscending(this.docs[doc], ids);
    let n = 0;
    for (let i = 0; i < count; i++) n += mark[ids[i]];
    return n;
  }
}
