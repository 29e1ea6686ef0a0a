import assert from 'node:assert/strict';
import { parseHookPayload } from '../../../../src/app/hooks/payload';
import * as P from '../../../fixtures/hooks/payloads';

const CWD = '/work/demo';

describe('hook payload dialects', () => {
  it('Claude Code snake_case events', () => {
    const p = parseHookPayload(P.claudeUserPromptCorrection(CWD));
    assert.deepEqual([p.dialect, p.event, p.sessionId, p.cwd], ['snake', 'UserPromptSubmit', 'sess-claude-1', CWD]);
    const f = parseHookPayload(P.claudeBashFailure(CWD));
    assert.deepEqual([f.event, f.toolName, f.failed, f.toolInput.command], ['PostToolUseFailure', 'Bash', true, 'npm test']);
    assert.equal(parseHookPayload(P.claudeInterrupted(CWD)).interrupted, true);
    const e = parseHookPayload(P.claudeEdit(CWD));
    assert.deepEqual([e.event, e.failed, e.codex], ['PostToolUse', false, false]);
    assert.equal(parseHookPayload(P.claudeStop(CWD)).lastAssistantMessage?.startsWith('I updated'), true);
    assert.equal(parseHookPayload(P.claudeSessionStart(CWD)).source, 'startup');
  });

  it('Copilot camelCase (no event name: inferred, or given by --event) and PascalCase', () => {
    const f = parseHookPayload(P.copilotCamelFailure(CWD));
    assert.deepEqual([f.dialect, f.event, f.toolName, f.toolInput.command, f.failed], ['camel', 'PostToolUseFailure', 'bash', 'pytest -q', true]);
    assert.equal(parseHookPayload(P.copilotCamelPrompt(CWD)).event, 'UserPromptSubmit');
    assert.equal(parseHookPayload({ sessionId: 'x', cwd: CWD, source: 'new' }, 'sessionStart').event, 'SessionStart');
    assert.equal(parseHookPayload({ sessionId: 'x', cwd: CWD, stopReason: 'end_turn' }).event, 'Stop');
    const pascal = parseHookPayload(P.copilotPascalToolFailure(CWD));
    assert.deepEqual([pascal.event, pascal.failed], ['PostToolUse', true]);
    assert.match(pascal.toolOutput ?? '', /undefined: serveHTTP/);
  });

  it('Codex: turn-scoped PostToolUse with the exit code in tool_response', () => {
    const c = parseHookPayload(P.codexFailedBash(CWD));
    assert.deepEqual([c.codex, c.event, c.exitCode], [true, 'PostToolUse', 101]);
    assert.match(c.toolOutput ?? '', /E0425/);
  });

  it('anything else is tolerated', () => {
    for (const raw of [null, 42, [], 'x', {}]) assert.equal(parseHookPayload(raw).event, 'Other');
  });
});
