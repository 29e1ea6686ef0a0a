import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeHookConfig } from '../../../../src/app/hooks/installHooks';
import { builtCli, cleanup, ensureBuilt, runBuilt, tempRoot } from '../../cli/cliHarness';

describe('hook install', function () {
  this.timeout(60_000);
  before(() => ensureBuilt());

  it('merges into existing hooks without clobbering them, and is idempotent', () => {
    const existing = { model: 'opus', hooks: { PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'my-linter' }] }] } };
    const once = mergeHookConfig('claude', existing, 'learnings hook claude');
    assert.deepEqual(once.added, ['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'PostToolUseFailure', 'Stop']);
    const post = (once.config.hooks as Record<string, unknown[]>).PostToolUse;
    assert.deepEqual(post[0], existing.hooks.PostToolUse[0]);
    assert.equal(post.length, 2);
    assert.equal(once.config.model, 'opus');
    const twice = mergeHookConfig('claude', once.config, 'learnings hook claude');
    assert.deepEqual(twice.added, []);
    assert.deepEqual(twice.config, once.config);
    assert.throws(() => mergeHookConfig('claude', { hooks: [] }, 'x'), /not an object/);
  });

  it('writes .claude/settings.json through the CLI (created when missing; second run changes nothing)', () => {
    const root = tempRoot();
    try {
      const r1 = runBuilt(['--root', root, '--json', 'hook', 'install', 'claude']);
      assert.equal(r1.status, 0, r1.stderr);
      const text = readFileSync(join(root, '.claude/settings.json'), 'utf8');
      const cfg = JSON.parse(text);
      assert.equal(cfg.hooks.SessionStart[0].hooks[0].command, `${builtCli()} hook claude`);
      assert.equal(JSON.parse(r1.stdout).resolves, true);
      assert.equal(cfg.hooks.UserPromptSubmit[0].matcher, undefined);
      const r2 = runBuilt(['--root', root, '--json', 'hook', 'install', 'claude']);
      assert.deepEqual(JSON.parse(r2.stdout).added, []);
      assert.equal(readFileSync(join(root, '.claude/settings.json'), 'utf8'), text);
      assert.equal(runBuilt(['--root', root, 'hook', 'install', 'copilot']).status, 0);
      assert.equal(JSON.parse(readFileSync(join(root, '.github/hooks/learnings.json'), 'utf8')).hooks.postToolUseFailure[0].bash, `${builtCli()} hook copilot --event postToolUseFailure`);
      assert.equal(runBuilt(['--root', root, 'hook', 'install', 'codex']).status, 0);
      assert.equal(runBuilt(['--root', root, 'hook', 'install', 'emacs']).status, 2);
    } finally {
      cleanup(root);
    }
  });

  it('refuses a settings file that is not JSON and leaves it byte-identical', () => {
    const root = tempRoot();
    try {
      mkdirSync(join(root, '.claude'));
      writeFileSync(join(root, '.claude/settings.json'), '{ broken');
      const r = runBuilt(['--root', root, 'hook', 'install', 'claude']);
      assert.equal(r.status, 1);
      assert.match(r.stderr, /settings\.json:1: not valid JSON/);
      assert.equal(readFileSync(join(root, '.claude/settings.json'), 'utf8'), '{ broken');
    } finally {
      cleanup(root);
    }
  });
});
