import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { isOtherUsersPath, resolveInside, validateUserId } from '../../../src/store/paths';
import { removeDir, tempDir } from './helpers';

describe('store/paths', () => {
  describe('validateUserId', () => {
    it('accepts 12-char base64url ids', () => {
      assert.equal(validateUserId('Ab3_-xYz0123'), 'Ab3_-xYz0123');
      assert.equal(validateUserId('____________'), '____________');
    });
    for (const bad of ['Ab3_-xYz012', 'Ab3_-xYz01234', '../x', '/etc', 'a/b', '../../etc/pw', 'abc.def.ghij', 'abcdefghijk\n', '', 'abcdef ghijk']) {
      it(`rejects ${JSON.stringify(bad)}`, () => {
        assert.throws(() => validateUserId(bad), /invalid user id/);
      });
    }
    it('says why a path-like id is refused', () => {
      assert.throws(() => validateUserId('../secretusr'), /path-like/);
    });
  });

  describe('resolveInside', () => {
    let root: string;
    let outside: string;
    beforeEach(() => {
      root = tempDir();
      outside = tempDir();
    });
    afterEach(() => {
      removeDir(root);
      removeDir(outside);
    });

    it('resolves nested and not-yet-existing paths inside the root', () => {
      assert.equal(resolveInside(root, 'a/b'), join(root, 'a', 'b'));
      assert.equal(resolveInside(root, '.learnings/new/FILE.md'), join(root, '.learnings', 'new', 'FILE.md'));
      assert.equal(resolveInside(root, 'a/../b'), join(root, 'b'));
    });
    it('refuses climbing out, absolute paths and empty input', () => {
      assert.throws(() => resolveInside(root, '../x'), /escapes its root/);
      assert.throws(() => resolveInside(root, 'a/../../x'), /escapes its root/);
      assert.throws(() => resolveInside(root, '/etc'), /must be relative/);
      assert.throws(() => resolveInside(root, '/etc/passwd'), /must be relative/);
      assert.throws(() => resolveInside(root, ''), /invalid path/);
      assert.throws(() => resolveInside(root, 'a\0b'), /invalid path/);
    });
    it('refuses a symlink that leads outside, even for a file not yet created behind it', () => {
      symlinkSync(outside, join(root, 'link'));
      assert.throws(() => resolveInside(root, 'link'), /through a symlink/);
      assert.throws(() => resolveInside(root, 'link/new.md'), /through a symlink/);
    });
    it('allows a symlink that stays inside', () => {
      mkdirSync(join(root, 'real'));
      symlinkSync(join(root, 'real'), join(root, 'alias'));
      assert.equal(resolveInside(root, 'alias/x.md'), join(root, 'alias', 'x.md'));
    });
  });

  describe('isOtherUsersPath', () => {
    it('hides only other users\u2019 folders, and only when a user is set', () => {
      const me = 'meMeMe123456';
      assert.equal(isOtherUsersPath('.learnings/otherUser123/LEARNINGS.md', me), true);
      assert.equal(isOtherUsersPath('sub/.learnings/otherUser123/x/LEARNINGS.md', me), true);
      assert.equal(isOtherUsersPath(`.learnings/${me}/LEARNINGS.md`, me), false);
      assert.equal(isOtherUsersPath('.learnings/_global/PATTERNS.md', me), false);
      assert.equal(isOtherUsersPath('.learnings/_meta/promotion-log.md', me), false);
      assert.equal(isOtherUsersPath('.learnings/LEARNINGS.md', me), false);
      assert.equal(isOtherUsersPath('.learnings/otherUser123', me, true), true);
      assert.equal(isOtherUsersPath('.learnings/otherUser123/LEARNINGS.md', undefined), false);
    });
  });
});
