// Red team, secrets: every shape of test/fixtures/secrets/redTeamShapes.ts (credentials in prose, on command
// lines, split, wrapped, encoded; phones in every writing; PINs, cards, IBANs) through every entry point —
// `learnings capture` (content, example, task), `learnings hook claude` (UserPromptSubmit, PostToolUseFailure
// with the value in the command and the error, Stop, PostToolUse searches that feed the session state), MCP
// learning_log (every argument) and the extension's capture path (the shared capture function). Then every
// file under the temp folder (roots, home, state) and the contents of a ZIP export of each root are searched
// for every needle. Prints: shapes tested, leaked.
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { captureLearning } from '../../src/app/capture/capturePipeline';
import { buildRedTeamShapes } from '../fixtures/secrets/redTeamShapes';
import { recordFigure } from './figures';
import { allText, childEnv, cliBundle, NOW, put, run, startWorker, tempDir, type Run } from './harness';

const shapes = buildRedTeamShapes();

async function pool<T, R>(items: T[], n: number, fn: (x: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  }));
  return out;
}

describe('red team: no secret or personal datum reaches the disk or an export', function () {
  this.timeout(600_000);
  let cli: string;
  let dir: string;
  let home: string;
  const roots = { cli: '', hooks: '', mcp: '', extension: '' };
  const outputs: Array<{ file: string; text: string }> = [];
  const decisions: Record<string, Record<string, number>> = {};
  const count = (route: string, d: string) => ((decisions[route] ??= {})[d] = (decisions[route][d] ?? 0) + 1);

  before(async () => {
    cli = await cliBundle();
    dir = tempDir('learnings-redteam-');
    home = join(dir, 'home');
    put(home, 'self-improving/memory.md', '# HOT memory\n');
    for (const k of Object.keys(roots) as Array<keyof typeof roots>) {
      roots[k] = join(dir, k);
      put(roots[k], 'README.md', `# ${k}\n`);
    }
    put(roots.hooks, '.learnings/LEARNINGS.md', '# Learnings\n\n---\n');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it(`has at least 60 shapes (${shapes.length})`, () => assert.ok(shapes.length >= 60));

  it('learnings capture: the shape in --content, --example and --task', async () => {
    const items = shapes.map((s, i) => ({ content: s.text, type: i % 2 ? 'correction' : 'best_practice', extra: ['--example', s.text, '--task', s.text.slice(0, 190), '--domain', 'ops', '--file', 'src/ops/deploy.ts'] }));
    const r = await startWorker(cli, roots.cli, items).done;
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.acks.length, items.length);
    for (const a of r.acks) count('cli', a.decision ?? `exit ${a.code}`);
    outputs.push({ file: 'capture stdout', text: r.stdout }, { file: 'capture stderr', text: r.stderr });
  });

  it('learnings hook claude: UserPromptSubmit, PostToolUseFailure, Stop and repeated searches', async () => {
    const env = childEnv({ CLAUDE_PROJECT_DIR: roots.hooks, HOME: home });
    const hook = (payload: object) => run(cli, ['--home', join(home, 'self-improving'), '--now', NOW, 'hook', 'claude'], { env, cwd: dir, input: JSON.stringify(payload) });
    const runs = await pool(shapes, 8, async (s, i) => {
      const common = { session_id: `sess-${i % 5}`, transcript_path: join(dir, 'transcript.jsonl'), cwd: roots.hooks, permission_mode: 'default' };
      const needle = s.needles[0];
      const out: Run[] = [];
      out.push(await hook({ ...common, hook_event_name: 'UserPromptSubmit', prompt: `No, that's wrong — from now on remember this: ${s.text}` }));
      out.push(await hook({ ...common, hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: s.needles.length === 1 ? `./deploy.sh --note "${needle}" && echo ${needle}` : `./deploy.sh --note '${s.text}'`, description: 'Deploy' }, tool_use_id: `toolu_${i}`, error: `Exit code 1\nError: ${s.text}`, is_interrupt: false }));
      out.push(await hook({ ...common, hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: `Lesson learned: always check the vault first. ${s.text}` }));
      // A bare value alone in a command is only recognisable once the same capture shows it as a secret (the
      // error names it); a fragment of a split value is not, so those carry the whole text in the command.
      if (i % 2 === 0) for (const tool of [i % 4 ? { tool_name: 'Grep', tool_input: { pattern: needle, path: '.' } } : { tool_name: 'Bash', tool_input: { command: `grep -rn "${needle}" src` } }]) {
        out.push(await hook({ ...common, hook_event_name: 'PostToolUse', ...tool, tool_response: { stdout: '', stderr: '' }, tool_use_id: `toolu_s${i}` }));
      }
      return out;
    });
    for (const r of runs.flat()) {
      assert.equal(r.code, 0, `a hook exited ${r.code}: ${r.stderr}`);
      outputs.push({ file: 'hook stdout', text: r.stdout }, { file: 'hook stderr', text: r.stderr });
    }
    count('hooks', `runs:${runs.flat().length}`);
  });

  it('MCP learning_log (content, example, files, task, domain) through the SDK client', async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [cli, '--root', roots.mcp, '--home', join(home, 'self-improving'), '--now', NOW, 'mcp'], env: childEnv({ HOME: home }) as Record<string, string>, stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (d: Buffer) => (stderr += d));
    const client = new Client({ name: 'red-team', version: '0.0.0' });
    await client.connect(transport);
    try {
      for (const s of shapes) {
        const r = await client.callTool({ name: 'learning_log', arguments: { type: 'correction', content: s.text, example: s.text, files: ['src/ops/deploy.ts'], task: s.text.slice(0, 190), domain: 'ops' } });
        const text = (r.content as Array<{ text: string }>)[0].text;
        outputs.push({ file: 'mcp result', text });
        count('mcp', r.isError ? 'error' : (JSON.parse(text) as { decision: string }).decision);
      }
    } finally {
      await client.close();
    }
    outputs.push({ file: 'mcp stderr', text: stderr });
  });

  it("the extension's capture path (the shared capture function with the extension's input)", async () => {
    for (const s of shapes) {
      const r = await captureLearning({ root: roots.extension, now: new Date(NOW), env: {}, log: (m) => outputs.push({ file: 'extension log', text: m }), input: { type: 'correction', content: s.text, files: ['src/ops/deploy.ts'], functions: ['deploy'], domains: ['ops'], trigger: 'vscode: capture selection' } });
      outputs.push({ file: 'extension outcome', text: JSON.stringify(r) });
      count('extension', r.decision);
    }
  });

  it('finds no needle on disk (roots, home, state, logs), in any ZIP export, or in any output', async () => {
    const zips: Array<{ file: string; text: string }> = [];
    for (const [name, root] of Object.entries(roots)) {
      const out = join(dir, `${name}-export.zip`);
      const r = await run(cli, ['--root', root, '--home', join(home, 'self-improving'), '--now', NOW, '--json', 'export', '--out', out]);
      assert.equal(r.code, 0, r.stderr);
      const files = unzipSync(readFileSync(out));
      assert.ok(!Object.keys(files).some((f) => f.endsWith('hook-sessions.json')), 'runtime session state is not exported');
      for (const [f, bytes] of Object.entries(files)) zips.push({ file: `${name}.zip!${f}`, text: strFromU8(bytes) });
    }
    const onDisk = allText(dir);
    assert.ok(onDisk.some((f) => f.file === 'hooks/.learnings/_meta/hook-sessions.json'), 'the searches reached the session state');
    assert.ok(onDisk.filter((f) => f.text.includes('[REDACTED:')).length >= 4, 'learnings were kept with the values redacted');
    const leaked = new Set<string>();
    const where: string[] = [];
    for (const s of shapes) {
      for (const n of s.needles) {
        for (const t of [...onDisk, ...zips, ...outputs]) {
          if (!t.text.includes(n)) continue;
          leaked.add(s.name);
          where.push(`${s.name} in ${t.file}`);
        }
      }
    }
    const figures = { shapesTested: shapes.length, entryPoints: ['capture (content, example, task)', 'hook UserPromptSubmit', 'hook PostToolUseFailure (command, error)', 'hook Stop', 'hook PostToolUse searches (session state)', 'mcp learning_log', 'extension capture'], filesSearched: onDisk.length, zipEntriesSearched: zips.length, leaked: leaked.size, decisions };
    console.log(`      red team secrets: ${figures.shapesTested} shapes tested, ${figures.leaked} leaked (${onDisk.length} files, ${zips.length} ZIP entries searched)`);
    recordFigure('redTeamSecrets', figures);
    assert.deepEqual(where.slice(0, 20), []);
  });
});
