// A prompt hook answers the agent with the context and leaves; the prompt's capture runs in a process of its own
// (src/app/hooks/captureApart.ts). Run as an agent runs it: the built command, the payload on stdin.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli } from './cliHarness';

interface GateRecord {
  decision: string;
  type: string;
  trigger: string;
  at: string;
}

function gateLog(root: string): GateRecord[] {
  const f = join(root, '.learnings/_meta/gate-log.jsonl');
  return existsSync(f) ? readFileSync(f, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as GateRecord) : [];
}

async function waitFor<T>(what: () => T | undefined, ms: number): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const v = what();
    if (v !== undefined || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('cli: a prompt hook hands its capture to a process of its own', function () {
  this.timeout(60_000);
  let tmp: string;
  let cli: string;
  before(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'hook-apart-'));
    cli = await buildCli(join(tmp, 'bin'));
  });
  after(() => rmSync(tmp, { recursive: true, force: true }));

  function project(name: string): { root: string; home: string } {
    const root = join(tmp, name);
    mkdirSync(join(root, '.learnings'), { recursive: true });
    writeFileSync(join(root, '.learnings/LEARNINGS.md'), '# Learnings\n\n## [LRN-20260301-001] best_practice\n\n**Logged**: 2026-03-01T08:00:00Z\n**Priority**: high\n**Status**: pending\n**Area**: infra\n\n### Summary\nThe lockfile is pnpm-lock.yaml: install dependencies with pnpm install --frozen-lockfile.\n\n---\n');
    const home = join(tmp, `${name}-home`);
    mkdirSync(home);
    return { root, home };
  }

  const prompt = "no, that is wrong: the lockfile is pnpm-lock.yaml, so always install the dependencies with pnpm install --frozen-lockfile and never with npm install";
  const hook = (p: { root: string; home: string }, env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [cli, '--root', p.root, '--home', p.home, '--now', '2026-03-02T10:00:00Z', 'hook', 'claude'], {
      input: JSON.stringify({ hook_event_name: 'UserPromptSubmit', session_id: 's1', cwd: p.root, prompt }),
      encoding: 'utf8',
      env: { ...process.env, CLAUDE_PROJECT_DIR: p.root, ...env },
      timeout: 30_000,
    });

  it('answers with the context, exits 0, and the correction is captured afterwards with the prompt time', async () => {
    const p = project('apart');
    const r = hook(p);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /pnpm install --frozen-lockfile/, 'the context for the prompt is the answer');
    const rec = await waitFor(() => gateLog(p.root).find((x) => x.type === 'correction'), 20_000);
    assert.ok(rec, 'the capture process wrote the correction');
    assert.equal(rec.decision, 'admitted');
    assert.match(rec.trigger, /^hook:claude:UserPromptSubmit: /);
    assert.equal(rec.at, '2026-03-02T10:00:00.000Z', 'the capture keeps the clock of the hook that received the prompt');
    assert.ok(!existsSync(join(p.root, '.learnings/_meta/hook-errors.log')), 'no hook error');
  });

  it('LEARNINGS_PROMPT_CAPTURE=inline captures before the hook exits (the switch for callers that read the result at once)', () => {
    const p = project('inline');
    const r = hook(p, { LEARNINGS_PROMPT_CAPTURE: 'inline' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(gateLog(p.root).filter((x) => x.type === 'correction' && x.decision === 'admitted').length, 1);
  });

  it('a capture-only run answers nothing and a context-only run captures nothing', () => {
    const p = project('parts');
    const run = (part: string) =>
      spawnSync(process.execPath, [cli, '--root', p.root, '--home', p.home, 'hook', 'claude', '--part', part], { input: JSON.stringify({ hook_event_name: 'UserPromptSubmit', session_id: 's2', cwd: p.root, prompt }), encoding: 'utf8', env: { ...process.env, CLAUDE_PROJECT_DIR: p.root }, timeout: 30_000 });
    const ctx = run('context');
    assert.equal(ctx.status, 0, ctx.stderr);
    assert.match(ctx.stdout, /pnpm install/);
    assert.equal(gateLog(p.root).filter((x) => x.type === 'correction').length, 0);
    const cap = run('capture');
    assert.equal(cap.status, 0, cap.stderr);
    assert.equal(cap.stdout, '');
    assert.equal(gateLog(p.root).filter((x) => x.type === 'correction').length, 1);
  });
});
