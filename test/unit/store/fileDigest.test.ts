// Chunked hashing: the digest of a file larger than one chunk, and of its first n bytes from the same pass,
// equal the digests of the bytes held whole; readRange reads exactly the asked bytes.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digestFile, readRange } from '../../../src/store/fileDigest';
import { removeDir, tempDir } from './helpers';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('base64');

describe('fileDigest', () => {
  let dir: string;
  beforeEach(() => (dir = tempDir()));
  afterEach(() => removeDir(dir));

  it('hashes a file of several chunks whole and up to any split, in one pass', () => {
    const bytes = Buffer.alloc(3 * (1 << 20) + 12345);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >> 11)) & 0xff;
    const f = join(dir, 'big.md');
    writeFileSync(f, bytes);
    for (const split of [0, 1, (1 << 20) - 1, 1 << 20, 2 * (1 << 20) + 7, bytes.length]) {
      const d = digestFile(f, split);
      assert.equal(d.size, bytes.length);
      assert.equal(d.sha256, sha(bytes), `whole, split ${split}`);
      assert.equal(d.prefixSha256, sha(bytes.subarray(0, split)), `prefix ${split}`);
    }
    assert.equal(digestFile(f, bytes.length + 1).prefixSha256, undefined, 'a split past the end has no prefix digest');
    assert.equal(digestFile(f).prefixSha256, undefined);
    assert.deepEqual(readRange(f, 1 << 20, 100), bytes.subarray(1 << 20, (1 << 20) + 100));
    assert.equal(readRange(f, bytes.length - 5, 100).length, 5, 'short at the end');
    assert.throws(() => digestFile(join(dir, 'missing.md')), /ENOENT/);
  });
});
