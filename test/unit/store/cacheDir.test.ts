import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sweepStale } from '../../../src/store/cacheDir';
import { writeSegmentFile } from '../../../src/store/searchSegmentFile';

describe('cache folder sweep', () => {
  let dir: string;
  const DAY = 24 * 3_600_000;
  const age = (name: string, ms: number) => {
    const t = (Date.now() - ms) / 1000;
    utimesSync(join(dir, name), t, t);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cache-sweep-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('removes only matching files older than the age, and sweeps a folder at most once an hour', () => {
    for (const n of ['old.seg', 'new.seg', 'old.txt']) writeFileSync(join(dir, n), 'x');
    age('old.seg', 20 * DAY);
    age('old.txt', 20 * DAY);
    sweepStale(dir, 'segments', (n) => n.endsWith('.seg'), 14 * DAY);
    assert.deepEqual(readdirSync(dir).sort(), ['.swept-segments', 'new.seg', 'old.txt']);

    // A second write within the hour pays one stat, not a walk: a file gone stale since stays.
    writeFileSync(join(dir, 'later.seg'), 'x');
    age('later.seg', 20 * DAY);
    sweepStale(dir, 'segments', (n) => n.endsWith('.seg'), 14 * DAY);
    assert.ok(existsSync(join(dir, 'later.seg')));

    // Another kind has its own stamp; an hour later the folder is swept again.
    age('.swept-segments', 2 * 3_600_000);
    sweepStale(dir, 'segments', (n) => n.endsWith('.seg'), 14 * DAY);
    assert.ok(!existsSync(join(dir, 'later.seg')));
    assert.ok(existsSync(join(dir, 'new.seg')));
  });

  it('writing a segment sweeps other stores\' stale segments in its folder', () => {
    writeFileSync(join(dir, 'gone-project.seg'), 'x');
    writeFileSync(join(dir, 'gone-project.dirs.json'), '{}');
    age('gone-project.seg', 15 * DAY);
    age('gone-project.dirs.json', 15 * DAY);
    assert.equal(writeSegmentFile(join(dir, 'mine.seg'), new Uint8Array([1, 2, 3])), true);
    assert.deepEqual(readdirSync(dir).filter((n) => !n.startsWith('.')).sort(), ['mine.seg']);
  });

  it('a folder it cannot list is left alone without an error', () => {
    assert.doesNotThrow(() => sweepStale(join(dir, 'missing'), 'segments', () => true, 0));
  });
});
