// SHA-256 of a file read in chunks: a large learnings file is hashed without holding it in memory, and the
// digest of its first `splitAt` bytes comes from the same single pass (the file as a capture saw it, before
// its own append).
import { closeSync, openSync, readSync } from 'node:fs';
import { createHash } from 'node:crypto';

const CHUNK = 1 << 20;

export interface FileDigest {
  size: number;
  /** SHA-256 (base64) of the whole file. */
  sha256: string;
  /** SHA-256 (base64) of the first `splitAt` bytes, when asked for and the file is at least that long. */
  prefixSha256?: string;
}

/** Hashes `abs` in 1 MB chunks. Throws as openSync/readSync do (a missing file: ENOENT). */
export function digestFile(abs: string, splitAt?: number): FileDigest {
  const fd = openSync(abs, 'r');
  try {
    const chunk = Buffer.allocUnsafe(CHUNK);
    const hash = createHash('sha256');
    let prefixSha256: string | undefined;
    let pos = 0;
    for (;;) {
      if (splitAt !== undefined && pos === splitAt) prefixSha256 = hash.copy().digest('base64');
      const want = splitAt !== undefined && pos < splitAt ? Math.min(CHUNK, splitAt - pos) : CHUNK;
      const n = readSync(fd, chunk, 0, want, pos);
      if (n === 0) break;
      hash.update(chunk.subarray(0, n));
      pos += n;
    }
    return { size: pos, sha256: hash.digest('base64'), ...(prefixSha256 !== undefined ? { prefixSha256 } : {}) };
  } finally {
    closeSync(fd);
  }
}

/** `length` bytes of `abs` from `start` (fewer when the file is shorter). */
export function readRange(abs: string, start: number, length: number): Buffer {
  const fd = openSync(abs, 'r');
  try {
    const out = Buffer.alloc(length);
    let got = 0;
    while (got < length) {
      const n = readSync(fd, out, got, length - got, start + got);
      if (n === 0) break;
      got += n;
    }
    return out.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}
