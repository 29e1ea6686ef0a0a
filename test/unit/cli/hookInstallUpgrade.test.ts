// The hook installer: capture-only events run async (Claude Code), context events stay synchronous,
// our older entries are replaced in place, the person's hooks never change, and a hook command
// that cannot run here is reported with a fix.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOOK_TIMEOUT_SECONDS, hookCommandFor, isOurHookCommand, mergeHookConfig, programOf } from '../../../src/app/hooks/installHooks';
import { cleanup, ensureBuilt, runBuilt, tempRoot } from './cliHarness';

type Groups = { matcher?: string; hooks: Record<string, unknown>[] }[];
const hooksOf = (cfg: Record<string, unknown>) => cfg.hooks as Record<string, Groups>;

describe('hook install: async capture hooks and upgrades of our own entries', function () {
  this.timeout(60_000);

  it('Claude Code: capture-only events async, SessionStart and UserPromptSubmit synchronous, all within the timeout budget', () => {
    const { config } = mergeHookConfig('claude', {}, '/home/u/.local/bin/learnings hook claude');
    const h = hooksOf(config);
    for (const ev of ['PostToolUse', 'PostToolUseFailure', 'Stop']) assert.equal(h[ev][0].hooks[0].async, true, ev);
    for (const ev of ['SessionStart', 'UserPromptSubmit']) assert.equal(h[ev][0].hooks[0].async, undefined, ev);
    for (const ev of Object.keys(h)) assert.equal(h[ev][0].hooks[0].timeout, HOOK_TIMEOUT_SECONDS);
    assert.ok(HOOK_TIMEOUT_SECONDS > 3 && HOOK_TIMEOUT_SECONDS <= 10, 'a 3 s lock wait fits, and the agent never waits long');
  });

  it('Codex has no async hooks: every entry synchronous with the timeout; Copilot uses timeoutSec', () => {
    const codex = hooksOf(mergeHookConfig('codex', {}, 'learnings hook codex').config);
    assert.deepEqual(Object.keys(codex), ['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'Stop']);
    for (const ev of Object.keys(codex)) assert.equal('async' in codex[ev][0].hooks[0], false);
    const copilot = mergeHookConfig('copilot', {}, 'learnings hook copilot').config;
    assert.equal(copilot.version, 1);
    const post = (copilot.hooks as Record<string, Record<string, unknown>[]>).postToolUse[0];
    assert.deepEqual(post, { type: 'command', bash: 'learnings hook copilot --event postToolUse', powershell: 'learnings hook copilot --event postToolUse', timeoutSec: HOOK_TIMEOUT_SECONDS });
    const quoted = mergeHookConfig('copilot', {}, hookCommandFor('copilot', '/home/a b/learnings')).config;
    const stop = (quoted.hooks as Record<string, Record<string, unknown>[]>).agentStop[0];
    assert.equal(stop.bash, "'/home/a b/learnings' hook copilot --event agentStop");
    assert.equal(stop.powershell, "& '/home/a b/learnings' hook copilot --event agentStop");
    assert.deepEqual(mergeHookConfig('copilot', quoted, hookCommandFor('copilot', '/home/a b/learnings')).added, [], 'recognised as ours on the next run');
  });

  it('replaces our older entries in place (by name or old path), drops duplicates, keeps the person\'s hooks', () => {
    const old = {
      hooks: {
        PostToolUse: [
          { matcher: 'Bash', hooks: [{ type: 'command', command: 'my-linter' }] },
          { matcher: 'Write|Edit', hooks: [{ type: 'command', command: 'learnings hook claude', timeout: 10 }] },
          { matcher: 'Bash', hooks: [{ type: 'command', command: "'/old place/learnings' hook claude", timeout: 10 }] },
        ],
        Stop: [{ hooks: [{ type: 'command', command: 'notify-send done' }, { type: 'command', command: '/usr/bin/node /x/dist/cli.js hook claude' }] }],
      },
    };
    const cmd = hookCommandFor('claude', '/home/u/.local/bin/learnings');
    const { config, added } = mergeHookConfig('claude', old, cmd);
    assert.deepEqual(added, ['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'PostToolUseFailure', 'Stop']);
    const post = hooksOf(config).PostToolUse;
    assert.equal(post.length, 2, 'the duplicate of ours is gone');
    assert.deepEqual(post[0], old.hooks.PostToolUse[0]);
    assert.equal(post[1].hooks[0].command, cmd);
    assert.equal(post[1].hooks[0].async, true);
    assert.equal(post[1].matcher, 'Write|Edit|MultiEdit|Bash|Grep|Glob|WebSearch');
    const stop = hooksOf(config).Stop;
    assert.equal(stop.length, 1, 'ours is updated inside the group the person shares with it');
    assert.deepEqual(stop[0].hooks[0], { type: 'command', command: 'notify-send done' });
    assert.equal(stop[0].hooks[1].command, cmd);
    const again = mergeHookConfig('claude', config, cmd);
    assert.deepEqual(again.added, []);
    assert.deepEqual(again.config, config);
  });

  it('recognises only commands that end in `learnings hook <agent>`', () => {
    for (const c of ['learnings hook claude', "'/a b/learnings' hook claude", 'C:\\bin\\learnings.cmd hook claude', 'node /x/dist/cli.js hook claude']) assert.ok(isOurHookCommand(c, 'claude'), c);
    for (const c of ['my-learnings hook claude', 'learnings hook codex', 'learnings hook claude && rm -rf x', 'echo learnings hook claude > log', 'other hook claude']) assert.ok(!isOurHookCommand(c, 'claude'), c);
    assert.ok(isOurHookCommand('learnings hook copilot --event agentStop', 'copilot'));
    assert.equal(programOf("'/a b/learnings' hook copilot --event agentStop"), "'/a b/learnings'");
    assert.equal(hookCommandFor('codex', "/it's here/learnings"), `'/it'\\''s here/learnings' hook codex`);
  });

  describe('through the CLI', () => {
    before(() => ensureBuilt());

    it('upgrades a settings file from an older install and leaves it byte-identical on the next run', () => {
      const root = tempRoot();
      try {
        mkdirSync(join(root, '.claude'));
        const file = join(root, '.claude/settings.json');
        const before = { permissions: { allow: ['Bash(ls)'] }, hooks: { Stop: [{ hooks: [{ type: 'command', command: 'learnings hook claude', timeout: 10 }] }] } };
        writeFileSync(file, `${JSON.stringify(before, null, 4)}\n`);
        const r1 = runBuilt(['--root', root, '--json', 'hook', 'install', 'claude']);
        assert.equal(r1.status, 0, r1.stderr);
        const text = readFileSync(file, 'utf8');
        assert.match(text, /^\{\n {4}"permissions"/, 'the file keeps its indentation');
        const cfg = JSON.parse(text);
        assert.deepEqual(cfg.permissions, before.permissions);
        assert.equal(cfg.hooks.Stop.length, 1);
        assert.equal(cfg.hooks.Stop[0].hooks[0].async, true);
        const mtime = statSync(file).mtimeMs;
        const r2 = runBuilt(['--root', root, 'hook', 'install', 'claude']);
        assert.match(r2.stdout, /already installed, nothing changed/);
        assert.equal(readFileSync(file, 'utf8'), text);
        assert.equal(statSync(file).mtimeMs, mtime, 'not rewritten');
      } finally {
        cleanup(root);
      }
    });

    it('warns with a fix when the hook command does not run with the agent PATH', () => {
      const root = tempRoot();
      try {
        const r = runBuilt(['--root', root, '--json', 'hook', 'install', 'claude', '--command', 'learnings-not-installed-here hook claude']);
        assert.equal(r.status, 0, r.stderr);
        assert.equal(JSON.parse(r.stdout).resolves, false);
        assert.match(r.stderr, /warning: the hook command does not run here \(.*not found.*\): learnings-not-installed-here hook claude/);
        assert.match(r.stderr, /Install Command-Line Tool/);
        assert.match(r.stderr, /npm i -g/);
      } finally {
        cleanup(root);
      }
    });
  });
});
