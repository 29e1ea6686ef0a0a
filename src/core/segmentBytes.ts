// The byte layer of the search segment (searchSegment.ts): a container of named sections, varints, and a sorted
// string table read by binary search over a sparse block index. Pure: bytes in, bytes out; a reader sees the
// bytes only through `read(offset, length)`, so the same code reads a buffer in memory or ranges of a file.
// Numbers are little-endian (typed arrays are read as the platform lays them out; Node runs little-endian).

/** Where a segment's bytes come from. `read` may return a view of shared memory: callers copy what they keep. */
export interface ByteSource {
  readonly size: number;
  read(offset: number, length: number): Uint8Array;
}

export function memorySource(bytes: Uint8Array): ByteSource {
  return { size: bytes.length, read: (offset, length) => bytes.subarray(offset, offset + length) };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
export const utf8 = (s: string): Uint8Array => encoder.encode(s);
export const fromUtf8 = (b: Uint8Array): string => decoder.decode(b);

/** A growable byte buffer with varint and string writers. */
export class ByteWriter {
  private buf = new Uint8Array(1 << 12);
  length = 0;
  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  byte(v: number): void {
    this.room(1);
    this.buf[this.length++] = v;
  }
  varint(v: number): void {
    this.room(8);
    while (v >= 0x80) {
      this.buf[this.length++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.length++] = v;
  }
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  /** A length-prefixed UTF-8 string. */
  string(s: string): void {
    const b = utf8(s);
    this.varint(b.length);
    this.bytes(b);
  }
  done(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/** Reads varints and strings from one byte array. */
/** Reads varints from `buf` from `pos` on without bounds checks (the search's hot loop, over lists it wrote itself; ByteReader checks). */
export class Varints {
  pos = 0;
  constructor(readonly buf: Uint8Array) {}
  next(): number {
    const buf = this.buf;
    let b = buf[this.pos++];
    if (b < 0x80) return b;
    let v = b & 0x7f;
    let mul = 0x80;
    do {
      b = buf[this.pos++];
      v += (b & 0x7f) * mul;
      mul *= 0x80;
    } while (b >= 0x80);
    return v;
  }
}

export class ByteReader {
  pos = 0;
  constructor(readonly buf: Uint8Array) {}
  varint(): number {
    let v = 0;
    let mul = 1;
    for (;;) {
      if (this.pos >= this.buf.length) throw new Error('segment: varint past the end');
      const b = this.buf[this.pos++];
      v += (b & 0x7f) * mul;
      if (b < 0x80) return v;
      mul *= 0x80;
    }
  }
  string(): string {
    const n = this.varint();
    const s = fromUtf8(this.buf.subarray(this.pos, this.pos + n));
    this.pos += n;
    return s;
  }
  get done(): boolean {
    return this.pos >= this.buf.length;
  }
}

/** An aligned copy of `bytes` as 32-bit unsigned numbers. */
export function u32s(bytes: Uint8Array): Uint32Array {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return new Uint32Array(copy.buffer, 0, bytes.length >> 2);
}
export function u16s(bytes: Uint8Array): Uint16Array {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return new Uint16Array(copy.buffer, 0, bytes.length >> 1);
}
export const bytesOf = (a: Uint32Array | Uint16Array): Uint8Array => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

// The container: MAGIC, a u32 header length, the header (JSON: version, total size, sections, meta), the sections.
const MAGIC = utf8('LXSEG\u0001\n\0');
export interface Container {
  version: number;
  meta: unknown;
  sections: Record<string, ByteSource>;
}

export function writeContainer(version: number, meta: unknown, sections: Record<string, Uint8Array>): Uint8Array {
  // Offsets are relative to the end of the header, so the header does not depend on its own length.
  const table: Record<string, [number, number]> = {};
  let data = 0;
  for (const [n, b] of Object.entries(sections)) {
    table[n] = [data, b.length];
    data += b.length;
  }
  const header = utf8(JSON.stringify({ version, data, sections: table, meta }));
  const start = MAGIC.length + 4 + header.length;
  const out = new Uint8Array(start + data);
  out.set(MAGIC, 0);
  new DataView(out.buffer).setUint32(MAGIC.length, header.length, true);
  out.set(header, MAGIC.length + 4);
  for (const [n, b] of Object.entries(sections)) out.set(b, start + table[n][0]);
  return out;
}

/** The sections of a container; throws on anything that is not a whole container of this version. */
export function readContainer(src: ByteSource, version: number): Container {
  if (src.size < MAGIC.length + 4) throw new Error('segment: too short');
  const head = src.read(0, MAGIC.length + 4);
  for (let i = 0; i < MAGIC.length; i++) if (head[i] !== MAGIC[i]) throw new Error('segment: not a segment');
  const len = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(MAGIC.length, true);
  if (MAGIC.length + 4 + len > src.size) throw new Error('segment: header past the end');
  const h = JSON.parse(fromUtf8(src.read(MAGIC.length + 4, len))) as { version: number; data: number; sections: Record<string, [number, number]>; meta: unknown };
  if (h.version !== version) throw new Error('segment: another version');
  const start = MAGIC.length + 4 + len;
  if (start + h.data !== src.size) throw new Error('segment: truncated or extended');
  const sections: Record<string, ByteSource> = {};
  for (const [name, [at, size]] of Object.entries(h.sections)) {
    if (at + size > h.data) throw new Error('segment: section past the end');
    sections[name] = { size, read: (o, l) => (o < 0 || o + l > size ? badRange() : src.read(start + at + o, l)) };
  }
  return { version, meta: h.meta, sections };
}

function badRange(): never {
  throw new Error('segment: read past a section');
}

/** JS string order (UTF-16 code units), the order every sorted table uses. */
export const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const BLOCK = 64;

/**
 * A sorted string table: keys in code-unit order, each with a byte value, in blocks of 64. Layout: u32 block
 * count B, u32 key offsets (B+1), u32 block offsets (B+1), the blocks' first keys, the blocks.
 */
export function writeTable(rows: [string, Uint8Array][]): Uint8Array {
  rows.sort((a, b) => byCodeUnit(a[0], b[0]));
  const blocks = new ByteWriter();
  const keys = new ByteWriter();
  const keyOffsets: number[] = [0];
  const blockOffsets: number[] = [0];
  for (let i = 0; i < rows.length; i += BLOCK) {
    keys.bytes(utf8(rows[i][0]));
    keyOffsets.push(keys.length);
    for (const [k, v] of rows.slice(i, i + BLOCK)) {
      blocks.string(k);
      blocks.varint(v.length);
      blocks.bytes(v);
    }
    blockOffsets.push(blocks.length);
  }
  const B = keyOffsets.length - 1;
  const out = new ByteWriter();
  out.bytes(bytesOf(Uint32Array.of(B, ...keyOffsets, ...blockOffsets)));
  out.bytes(keys.done());
  out.bytes(blocks.done());
  return out.done();
}

/** Reads a sorted string table lazily: the block index on first use, one block per lookup. */
export class TableReader {
  private index?: { B: number; keyOffsets: Uint32Array; blockOffsets: Uint32Array; keysAt: number; blocksAt: number; firsts: (string | undefined)[] };
  constructor(private readonly src: ByteSource) {}

  private idx() {
    if (this.index) return this.index;
    const B = u32s(this.src.read(0, 4))[0];
    const arrays = u32s(this.src.read(4, 8 * (B + 1)));
    const keyOffsets = arrays.subarray(0, B + 1);
    const blockOffsets = arrays.subarray(B + 1);
    const keysAt = 4 + 8 * (B + 1);
    return (this.index = { B, keyOffsets, blockOffsets, keysAt, blocksAt: keysAt + keyOffsets[B], firsts: new Array(B) });
  }
  private first(b: number): string {
    const x = this.idx();
    return (x.firsts[b] ??= fromUtf8(this.src.read(x.keysAt + x.keyOffsets[b], x.keyOffsets[b + 1] - x.keyOffsets[b])));
  }
  /** The rows of block b. */
  private block(b: number): [string, Uint8Array][] {
    const x = this.idx();
    const r = new ByteReader(this.src.read(x.blocksAt + x.blockOffsets[b], x.blockOffsets[b + 1] - x.blockOffsets[b]));
    const rows: [string, Uint8Array][] = [];
    while (!r.done) {
      const k = r.string();
      const n = r.varint();
      rows.push([k, r.buf.subarray(r.pos, r.pos + n)]);
      r.pos += n;
    }
    return rows;
  }
  /** The last block whose first key is ≤ key (-1 when key sorts before every block). */
  private blockFor(key: string): number {
    let lo = 0;
    let hi = this.idx().B;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.first(mid) <= key) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }
  get(key: string): Uint8Array | undefined {
    const b = this.blockFor(key);
    if (b < 0) return undefined;
    return this.block(b).find(([k]) => k === key)?.[1];
  }
  /** Rows from the first key ≥ `from`, in order, while `keep` holds. */
  *from(from: string): Generator<[string, Uint8Array]> {
    const B = this.idx().B;
    for (let b = Math.max(0, this.blockFor(from)); b < B; b++) for (const row of this.block(b)) if (row[0] >= from) yield row;
  }
}
