// A multimap from 32-bit signature to document numbers, compact enough for millions of entries: the bulk
// lives in two parallel typed arrays sorted by signature (8 bytes per entry) with a directory on the top
// bits of the signature (signatures are uniform hashes, so a lookup reads one or two entries — a binary
// search over millions would cost ~20 cache misses); entries added one at a time wait in a small Map until
// there are enough of them to merge (radix sort, linear).

export class SignatureTable {
  private keys = new Uint32Array(0);
  private docs = new Int32Array(0);
  /** dir[b] = the first position whose signature's top `bits` bits are ≥ b (about two entries per slot). */
  private dir = new Uint32Array(2);
  private shift = 32;
  /** One bit per signature's low bits, ~8 bits per entry: most looked-up signatures are absent, and this
   * small array (1/8 of the keys' size, mostly in cache) says so without touching the directory or keys. */
  private filter = new Int32Array(1);
  private filterMask = 31;
  private readonly pending = new Map<number, number[]>();
  private pendingCount = 0;

  get size(): number {
    return this.keys.length + this.pendingCount;
  }

  /** Adds one (signature, document) pair. */
  add(key: number, doc: number): void {
    const list = this.pending.get(key);
    if (list) list.push(doc);
    else this.pending.set(key, [doc]);
    this.pendingCount++;
    if (this.pendingCount > Math.max(4096, this.keys.length >>> 4)) this.compact();
  }

  /** Adds many pairs at once (keys[i] → docs[i] for i < n), merged straight into the sorted arrays. */
  addMany(keys: Uint32Array, docs: Int32Array, n: number): void {
    this.merge(keys, docs, n);
  }

  /** For every document stored under `key`: counts[doc]++, and a document counted for the first time joins `found`. */
  count(key: number, counts: Int32Array, found: number[]): void {
    const { keys, docs, dir } = this;
    const bit = key & this.filterMask;
    if ((this.filter[bit >>> 5] & (1 << (bit & 31))) === 0) {
      if (this.pendingCount > 0) this.countPending(key, counts, found);
      return;
    }
    const slot = this.shift >= 32 ? 0 : key >>> this.shift;
    for (let i = dir[slot], end = dir[slot + 1]; i < end; i++) {
      if (keys[i] === key && counts[docs[i]]++ === 0) found.push(docs[i]);
    }
    if (this.pendingCount > 0) this.countPending(key, counts, found);
  }

  private countPending(key: number, counts: Int32Array, found: number[]): void {
    const list = this.pending.get(key);
    if (list) for (const d of list) if (counts[d]++ === 0) found.push(d);
  }

  /** Moves the pending pairs into the sorted arrays. */
  compact(): void {
    if (this.pendingCount === 0) return;
    const keys = new Uint32Array(this.pendingCount);
    const docs = new Int32Array(this.pendingCount);
    let n = 0;
    for (const [k, list] of this.pending) {
      for (const d of list) {
        keys[n] = k;
        docs[n++] = d;
      }
    }
    this.pending.clear();
    this.pendingCount = 0;
    this.merge(keys, docs, n);
  }

  private merge(addKeys: Uint32Array, addDocs: Int32Array, n: number): void {
    const total = this.keys.length + n;
    const keys = new Uint32Array(total);
    const docs = new Int32Array(total);
    keys.set(this.keys);
    docs.set(this.docs);
    keys.set(addKeys.subarray(0, n), this.keys.length);
    docs.set(addDocs.subarray(0, n), this.keys.length);
    radixSortPairs(keys, docs);
    this.keys = keys;
    this.docs = docs;
    const bits = Math.min(24, Math.max(0, Math.floor(Math.log2(Math.max(1, total))) - 1));
    this.shift = 32 - bits;
    const slots = 2 ** bits;
    const dir = new Uint32Array(slots + 1);
    let at = 0;
    for (let b = 0; b < slots; b++) {
      while (at < total && (bits === 0 ? 0 : keys[at] >>> this.shift) < b) at++;
      dir[b] = at;
    }
    dir[slots] = total;
    this.dir = dir;
    const filterBits = Math.max(32, 2 ** Math.ceil(Math.log2(Math.max(1, total) * 8)));
    this.filter = new Int32Array(filterBits / 32);
    this.filterMask = filterBits - 1;
    for (let i = 0; i < total; i++) {
      const bit = keys[i] & this.filterMask;
      this.filter[bit >>> 5] |= 1 << (bit & 31);
    }
  }
}

/**
 * Stable LSD radix sort of `keys`, permuting `docs` alongside: four 8-bit passes (256 buckets each, so a small
 * table — one per size band, a capture's index has dozens — costs next to nothing, even before the JIT warms up).
 */
function radixSortPairs(keys: Uint32Array, docs: Int32Array): void {
  const n = keys.length;
  if (n < 2) return;
  let srcK: Uint32Array = keys;
  let srcD: Int32Array = docs;
  let dstK: Uint32Array = new Uint32Array(n);
  let dstD: Int32Array = new Int32Array(n);
  const counts = new Uint32Array(257);
  for (let shift = 0; shift < 32; shift += 8) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[((srcK[i] >>> shift) & 0xff) + 1]++;
    for (let b = 1; b <= 256; b++) counts[b] += counts[b - 1];
    for (let i = 0; i < n; i++) {
      const at = counts[(srcK[i] >>> shift) & 0xff]++;
      dstK[at] = srcK[i];
      dstD[at] = srcD[i];
    }
    [srcK, dstK] = [dstK, srcK];
    [srcD, dstD] = [dstD, srcD];
  }
  // An even number of passes: the sorted data is back in the original arrays.
}
