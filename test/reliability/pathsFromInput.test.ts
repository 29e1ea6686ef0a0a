// User ids and paths that arrive as input — CLI --user and --file, hook payload cwd / file_path /
// session_id, MCP learning_log arguments — never make the tool read or write outside its root.
// Each case runs in a root nested in a sandbox folder; afterwards nothing outside the root changed.
import { stateKey } from '../../src/app/hooks/sessionState';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { handleHook } from '../../src/app/hooks/handleHook';
import { parseHookPayload } from '../../src/app/hooks/payload';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { HOSTILE_USER_IDS } from './support';
import { childEnv, cliBundle, distinctLearning, listFiles, NOW, parseJson, put, run, tempDir } from './harness';
import { recordFigure } from './figures';

const HOSTILE_FILES = ['../../outside.ts', '/etc/passwd', '..\\..\\win.ts', '.learnings/../../../x', '../sibling/LEARNINGS.md', 'a/../../b.ts', '~/.ssh/id_rsa', 'file:///etc/hosts'];

describe('reliability: user ids and paths from input stay inside their root', function () {
  this.timeout(180_000);
  let cli: string;
  let sandbox: string;
  let root: string;
  let outsideBefore: string[];
  const figures = { userIds: 0, filePaths: 0, hookPayloads: 0, mcpCalls: 0 };
  before(async () => {
    cli = await cliBundle();
    sandbox = tempDir();
    root = join(sandbox, 'ws');
    put(root, 'README.md', '# ws\n');
    put(sandbox, 'sibling/LEARNINGS.md', '# not ours\n');
    mkdirSync(join(sandbox, 'secret-dir'));
    symlinkSync(join(sandbox, 'secret-dir'), join(root, 'escape-link'));
    outsideBefore = listFiles(sandbox).filter((f) => !f.startsWith('ws/'));
  });
  after(() => {
    rmSync(sandbox, { recursive: true, force: true });
    recordFigure('pathsFromInput', { ...figures, escapes: 0 });
  });
  const outsideNow = () => listFiles(sandbox).filter((f) => !f.startsWith('ws/'));

  it('--user: every hostile id is refused with exit 2 and a clear message; nothing is created', async () => {
    for (const id of HOSTILE_USER_IDS.filter((x) => !x.includes('\0'))) {
      const r = await run(cli, ['--root', root, '--now', NOW, '--user', id, '--json', 'capture', '--type', 'correction', '--content', distinctLearning(20, figures.userIds)]);
      figures.userIds++;
      assert.equal(r.code, 2, `--user ${JSON.stringify(id)} exited ${r.code}: ${r.stdout}`);
      assert.match(r.stderr, /invalid user id/);
    }
    assert.ok(!existsSync(join(root, '.learnings')), 'a refused capture wrote something');
    assert.deepEqual(outsideNow(), outsideBefore);
  });

  it('--file values are recorded as text, never opened or created, in both layouts', async () => {
    for (const sia of [false, true]) {
      if (sia) put(root, '.learnings/LEARNINGS.md', '# Learnings\n\n---\n');
      for (const [i, f] of HOSTILE_FILES.entries()) {
        const r = await run(cli, ['--root', root, '--now', NOW, '--json', 'capture', '--type', 'correction', '--content', distinctLearning(21, i, sia ? 1 : 0), '--file', f, '--file', 'escape-link/planted.md']);
        figures.filePaths += 2;
        assert.equal(r.code, 0, r.stderr);
        const out = parseJson<{ decision: string; file: string }>(r)!;
        assert.ok(out.file === null || out.file.startsWith('.learnings/'), `written to ${out.file}`);
      }
    }
    assert.deepEqual(outsideNow(), outsideBefore);
    assert.equal(readFileSync(join(sandbox, 'sibling/LEARNINGS.md'), 'utf8'), '# not ours\n');
  });

  it('hook payloads: a cwd elsewhere, hostile file_path and session ids stay in the project', async () => {
    const env = { CLAUDE_PROJECT_DIR: root };
    const base = { transcript_path: join(sandbox, 't.jsonl'), permission_mode: 'default' };
    const payloads = [
      { ...base, session_id: 's1', cwd: join(sandbox, 'sibling'), hook_event_name: 'UserPromptSubmit', prompt: `No, that's wrong: ${distinctLearning(22, 0)}` },
      { ...base, session_id: '../../../etc', cwd: '/', hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'cat ../../outside.ts' }, error: 'Exit code 1\nError: ENOENT ../../outside.ts' },
      { ...base, session_id: '__proto__', cwd: root, hook_event_name: 'PostToolUse', tool_name: 'Grep', tool_input: { pattern: 'x', path: '../..' }, tool_response: {} },
      { ...base, session_id: 'constructor', cwd: root, hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: join(sandbox, 'secret-dir/new.ts'), content: 'export const a = 1;\nexport const b = 2;\n' }, tool_response: {} },
      { ...base, session_id: 's2', cwd: root, hook_event_name: 'PostToolUse', tool_name: 'Edit', tool_input: { file_path: '../../outside.ts', old_string: 'a', new_string: 'b' }, tool_response: {} },
      { ...base, session_id: 's3', cwd: root, hook_event_name: 'UserPromptSubmit', prompt: 'Look at ../sibling/LEARNINGS.md and /etc/passwd and escape-link/x.md, they are wrong' },
      { ...base, session_id: 's4', cwd: join(sandbox, 'sibling'), hook_event_name: 'SessionStart', source: 'startup' },
    ];
    for (const p of payloads) {
      const r = await run(cli, ['--now', NOW, 'hook', 'claude'], { env, cwd: root, input: JSON.stringify(p) });
      figures.hookPayloads++;
      assert.equal(r.code, 0, r.stderr);
      if (r.stdout.trim()) assert.ok(!r.stdout.includes('not ours'), 'context from outside the project was handed to the agent');
    }
    assert.deepEqual(outsideNow(), outsideBefore);
    assert.ok(listFiles(root).some((f) => f.startsWith('.learnings/')), 'the hooks did capture');
    // The session state file stays a plain object; the odd ids are kept as digests, never verbatim.
    const state = join(root, '.learnings/_meta/hook-sessions.json');
    const sessions = JSON.parse(readFileSync(state, 'utf8')) as object;
    assert.ok(Object.prototype.hasOwnProperty.call(sessions, stateKey('session', '__proto__')), 'the "__proto__" session was kept as an ordinary (hashed) key');
    assert.ok(!Object.prototype.hasOwnProperty.call(sessions, '__proto__'), 'no session id is stored verbatim');
  });

  it('hook session ids named after Object members pollute no prototype in the process that handles them', async () => {
    // The CLI above ran as a child, whose memory is gone when it exits: here the same handler runs in this
    // process, so a polluted Object.prototype (or a session record leaking onto every object) shows up here.
    const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    const base = { transcript_path: join(sandbox, 't.jsonl'), permission_mode: 'default', cwd: root, hook_event_name: 'PostToolUse', tool_name: 'Grep', tool_response: {} };
    for (const [i, id] of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'].entries()) {
      for (let k = 0; k < 3; k++) {
        const ev = parseHookPayload({ ...base, session_id: id, tool_input: { pattern: `needle${i}`, path: 'src' } });
        await handleHook(ev, { root, now: new Date(NOW), agent: 'claude', env: {} });
      }
    }
    assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), protoBefore, 'Object.prototype gained or lost a property');
    const probe = {} as Record<string, unknown>;
    for (const key of ['searches', 'injected', 'updated', 'needle0']) assert.equal(probe[key], undefined, `every object now has ${key}`);
    assert.equal(typeof probe.toString, 'function');
    assert.equal(typeof probe.hasOwnProperty, 'function');
  });

  it('MCP learning_log arguments (files, task, domain) and a --user with a hostile id', async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [cli, '--root', root, '--now', NOW, 'mcp'], env: childEnv() as Record<string, string>, stderr: 'pipe' });
    const client = new Client({ name: 'paths-test', version: '0.0.0' });
    await client.connect(transport);
    try {
      for (const [i, f] of HOSTILE_FILES.entries()) {
        const r = await client.callTool({ name: 'learning_log', arguments: { type: 'correction', content: distinctLearning(23, i), files: [f, 'escape-link/x.md'], task: '../../etc/passwd', domain: '../../../tmp' } });
        figures.mcpCalls++;
        const text = (r.content as Array<{ text: string }>)[0].text;
        if (!r.isError) {
          const out = JSON.parse(text) as { file?: string };
          assert.ok(!out.file || out.file.startsWith('.learnings/'), `written to ${out.file}`);
        }
      }
    } finally {
      await client.close();
    }
    const bad = await run(cli, ['--root', root, '--user', '../../x', 'mcp'], { input: '' });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /invalid user id/);
    assert.deepEqual(outsideNow(), outsideBefore);
  });
});
