import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allFiles, cleanup, ensureBuilt, runBuilt, tempRoot } from './cliHarness';
import * as P from '../../fixtures/hooks/payloads';

interface LogLine {
  decision: string;
  type: string;
  trigger: string;
  decisionCheck: string | null;
}
const gateLog = (root: string): LogLine[] =>
  existsSync(join(root, '.learnings/_meta/gate-log.jsonl'))
    ? readFileSync(join(root, '.learnings/_meta/gate-log.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as LogLine)
    : [];

describe('learnings hook (built CLI, real payload shapes)', function () {
  this.timeout(120_000);
  let root: string;
  let home: string;
  // Prompt captures inline (LEARNINGS_PROMPT_CAPTURE=inline), so the gate log is complete when the hook exits; the hand-off
  // to a capture process of its own is tested in hookPromptCaptureApart.test.ts.
  const hook = (agent: string, payload: unknown, extra: string[] = []) =>
    runBuilt(['--home', home, '--now', '2026-05-01T10:00:00Z', 'hook', agent, ...extra], { input: typeof payload === 'string' ? payload : JSON.stringify(payload), env: { LEARNINGS_PROMPT_CAPTURE: 'inline' } });
  before(() => ensureBuilt());
  beforeEach(() => {
    root = tempRoot('learnings-hook-');
    home = tempRoot('learnings-home-');
  });
  afterEach(() => {
    cleanup(root);
    cleanup(home);
  });

  it('UserPromptSubmit with correction language → a correction capture; plain prompt → none', () => {
    const r = hook('claude', P.claudeUserPromptCorrection(root));
    assert.equal(r.status, 0);
    assert.equal(r.stdout, '');
    assert.deepEqual(gateLog(root).map((l) => [l.type, l.decision]), [['correction', 'admitted']]);
    assert.equal(hook('claude', P.claudeUserPromptPlain(root)).status, 0);
    assert.equal(gateLog(root).length, 1);
  });

  it('PostToolUseFailure of Bash → an error capture; an interrupt → no entry, only its reason in the gate log', () => {
    assert.equal(hook('claude', P.claudeInterrupted(root)).status, 0);
    assert.deepEqual(gateLog(root).map((l) => [l.decision, (l as unknown as { reasons: string[] }).reasons]), [['rejected', ['ignored: interrupted by the user']]]);
    assert.ok(!allFiles(root).some((f) => f.startsWith('.learnings/entries/')));
    assert.equal(hook('claude', P.claudeBashFailure(root)).status, 0);
    const l = gateLog(root)[1];
    assert.deepEqual([l.type, l.decision], ['error', 'admitted']);
    const entry = allFiles(root).find((f) => f.startsWith('.learnings/entries/error/'))!;
    assert.match(JSON.parse(readFileSync(join(root, entry), 'utf8')).content, /^Bash `npm test` failed \(exit 1\): Error: Cannot find module 'express'/);
  });

  it('Write/Edit → pattern through the decision check (2 decisions pass; docstrings only fail)', () => {
    hook('claude', P.claudeEdit(root));
    hook('claude', P.claudeDocstringEdit(root));
    const log = gateLog(root);
    assert.deepEqual(log.map((l) => [l.type, l.decision, l.decisionCheck]), [
      ['pattern', 'admitted', 'decisions'],
      ['pattern', 'rejected', 'only-docstrings'],
    ]);
  });

  it('the same search more than 3 times in a session → one knowledge gap; Stop with "I don\'t know" → another', () => {
    for (let i = 0; i < 5; i++) assert.equal(hook('claude', P.claudeGrep(root)).status, 0);
    assert.deepEqual(gateLog(root).map((l) => l.type), ['knowledge_gap']);
    hook('claude', P.claudeStop(root));
    assert.deepEqual(gateLog(root).map((l) => l.type), ['knowledge_gap', 'knowledge_gap']);
    hook('claude', { ...P.claudeStop(root), stop_hook_active: true, last_assistant_message: "I don't know what else to try here." });
    assert.equal(gateLog(root).length, 2);
  });

  it('Copilot (both dialects) and Codex failures become error captures', () => {
    hook('copilot', P.copilotCamelFailure(root), ['--event', 'postToolUseFailure']);
    hook('copilot', P.copilotPascalToolFailure(root));
    hook('codex', P.codexFailedBash(root));
    hook('copilot', P.copilotCamelPrompt(root));
    assert.deepEqual(gateLog(root).map((l) => [l.type, l.decision]), [
      ['error', 'admitted'],
      ['error', 'admitted'],
      ['error', 'admitted'],
      ['correction', 'admitted'],
    ]);
  });

  it('SessionStart injects HOT memory, project notes and promoted rules with file:line citations, and records uses', () => {
    writeFileSync(join(home, 'memory.md'), '# Memory\n\n- Always run the tests before committing\n- Prefer pnpm over npm\n');
    mkdirSync(join(home, 'projects'));
    writeFileSync(join(home, 'projects', `${root.split('/').pop()}.md`), '# Project\n\n- Amounts are integer cents, never floats\n');
    mkdirSync(join(root, '.knowledge'));
    writeFileSync(join(root, '.knowledge/imports.md'), '---\nid: "K1"\ntitle: "Use absolute imports in packages"\n---\n\n# Use absolute imports in packages\n');
    const r = hook('claude', P.claudeSessionStart(root));
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.equal(out.hookSpecificOutput.hookEventName, 'SessionStart');
    const ctx: string = out.hookSpecificOutput.additionalContext;
    assert.ok(ctx.length < 10_000);
    assert.match(ctx, /- Always run the tests before committing \(.*memory\.md:3\)/);
    assert.match(ctx, /integer cents.*projects\/.*\.md:3\)/);
    for (const line of ctx.split('\n').filter((l) => l.startsWith('- '))) assert.match(line, /\([^()]+:\d+\)$/);
    const uses = readFileSync(join(home, '_meta/usage.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    assert.ok(uses.length >= 3);
    assert.ok(uses.every((u) => u.via === 'hook' && u.at === '2026-05-01T10:00:00.000Z'));
  });

  it('stays under the size budget with a large HOT memory', () => {
    writeFileSync(join(home, 'memory.md'), Array.from({ length: 400 }, (_, i) => `- Rule number ${i}: ${'keep things tidy and explicit '.repeat(4)}`).join('\n') + '\n');
    const out = JSON.parse(hook('claude', P.claudeSessionStart(root)).stdout);
    assert.ok(out.hookSpecificOutput.additionalContext.length < 10_000);
  });

  it('never blocks: bad payloads exit 0 and are logged without their text', () => {
    mkdirSync(join(root, '.learnings'));
    const secret = 'sk-' + 'proj-' + 'Zx9Qw3Er7Ty1Ui5Op2As8Df4Gh6Jk0Lm';
    const r = runBuilt(['--home', home, 'hook', 'claude'], { input: `{"oops": "${secret}"`, cwd: root });
    assert.equal(r.status, 0);
    assert.equal(r.stdout, '');
    const log = readFileSync(join(root, '.learnings/_meta/hook-errors.log'), 'utf8');
    assert.match(log, /not JSON/);
    assert.ok(!log.includes(secret));
    assert.equal(hook('claude', '').status, 0);
    assert.equal(hook('claude', { hook_event_name: 'Notification', cwd: root }).status, 0);
  });

  it('a Codex/Copilot payload whose cwd is the home folder writes nothing there (no project named)', () => {
    const fakeHome = tempRoot('learnings-fake-home-');
    try {
      const payload = { hook_event_name: 'UserPromptSubmit', session_id: 's', cwd: fakeHome, prompt: "No, that's wrong: use pnpm instead of npm here" };
      const r = runBuilt(['--home', home, 'hook', 'codex'], { input: JSON.stringify(payload), env: { HOME: fakeHome }, cwd: fakeHome });
      assert.equal(r.status, 0);
      assert.match(r.stderr, /not a project folder/);
      assert.ok(!existsSync(join(fakeHome, '.learnings')), 'a .learnings/ appeared in the home folder');
    } finally {
      cleanup(fakeHome);
    }
  });
});
