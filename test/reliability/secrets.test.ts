// Secrets and personal data through every entry point: `learnings capture` (--content and --example), Claude Code hook payloads (UserPromptSubmit, PostToolUseFailure, and a
// broken payload that makes the hook log an error), MCP learning_log through the SDK's own client over
// stdio, and the extension's capture-from-selection path (the same core capture function, called with
// the extension's input). Afterwards every file under the temp folder — entries, gate-log.jsonl, hook
// logs and session state, and the contents of a ZIP export — is searched for every value.
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Workspace } from '../../src/app/workspace';
import { buildSecretCorpus, type SecretCase } from '../fixtures/secrets/secretCorpus';
import { allText, childEnv, cliBundle, distinctLearning, NOW, put, run, startWorker, tempDir, type Run } from './harness';
import { recordFigure } from './figures';

const corpus = buildSecretCorpus();

/** Runs `fn` over `items` with at most `n` at a time. */
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

function leaks(texts: Array<{ file: string; text: string }>, cases: SecretCase[]): string[] {
  const found: string[] = [];
  for (const c of cases) {
    for (const needle of c.needles) {
      for (const t of texts) if (t.text.includes(needle)) found.push(`${c.name}: ${JSON.stringify(needle.slice(0, 24))}… in ${t.file}`);
    }
  }
  return found;
}

describe('reliability: no secret reaches any file, log or export', function () {
  this.timeout(300_000);
  let cli: string;
  let dir: string;
  const roots = { cli: '', hooks: '', mcp: '', extension: '' };
  const decisions: Record<string, Record<string, number>> = {};
  const outputs: Array<{ file: string; text: string }> = [];
  const count = (route: string, decision: string) => {
    decisions[route] ??= {};
    decisions[route][decision] = (decisions[route][decision] ?? 0) + 1;
  };

  before(async () => {
    cli = await cliBundle();
    dir = tempDir();
    for (const k of Object.keys(roots) as Array<keyof typeof roots>) {
      roots[k] = join(dir, k);
      put(roots[k], 'README.md', `# ${k}\n`);
    }
    // A self-improving-agent root for the hooks, so their captures are appended to LEARNINGS.md.
    put(roots.hooks, '.learnings/LEARNINGS.md', '# Learnings\n\n---\n');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it(`has at least 30 shapes (${corpus.length}: credentials, personal data, health)`, () => {
    assert.ok(corpus.length >= 30);
    for (const cat of ['credential', 'pii', 'health']) assert.ok(corpus.some((c) => c.category === cat), cat);
  });

  it('CLI capture: the value in --content, and in --example of another learning', async () => {
    const items = corpus.flatMap((c, i) => [
      { content: c.text, type: 'correction' },
      { content: distinctLearning(30, i), type: 'correction', extra: ['--example', c.text, '--task', `sess-${i}`] },
    ]);
    const r = await startWorker(cli, roots.cli, items).done;
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.acks.length, items.length);
    for (const a of r.acks) count('cli', a.decision ?? `exit ${a.code}`);
    outputs.push({ file: 'capture stdout', text: r.stdout }, { file: 'capture stderr', text: r.stderr });
  });

  it('Claude Code hooks: UserPromptSubmit, PostToolUseFailure and a payload the hook fails on', async () => {
    const env = { CLAUDE_PROJECT_DIR: roots.hooks };
    const runs = await pool(corpus, 4, async (c, i) => {
      const common = { session_id: `sess-${i}`, transcript_path: join(dir, 'transcript.jsonl'), cwd: roots.hooks, permission_mode: 'default' };
      const prompt = await run(cli, ['--now', NOW, 'hook', 'claude'], { env, cwd: dir, input: JSON.stringify({ ...common, hook_event_name: 'UserPromptSubmit', prompt: `No, that's wrong. ${c.text}` }) });
      const failure = await run(cli, ['--now', NOW, 'hook', 'claude'], {
        env,
        cwd: dir,
        input: JSON.stringify({
          ...common,
          hook_event_name: 'PostToolUseFailure',
          tool_name: 'Bash',
          tool_input: { command: c.category === 'credential' ? `deploy --token ${c.value}` : 'npm run notify-customers', description: 'Deploy' },
          tool_use_id: `toolu_${i}`,
          error: `Exit code 1\nError: ${c.text}`,
          is_interrupt: false,
        }),
      });
      // Not JSON at all: the hook logs its own failure (kind only) and still exits 0.
      const broken = i % 8 === 0 ? await run(cli, ['--now', NOW, 'hook', 'claude'], { env, cwd: dir, input: `{"prompt": "${c.value}", oops` }) : undefined;
      return [prompt, failure, broken].filter((x): x is Run => !!x);
    });
    for (const r of runs.flat()) {
      assert.equal(r.code, 0, `a hook exited ${r.code}: ${r.stderr}`);
      outputs.push({ file: 'hook stdout', text: r.stdout }, { file: 'hook stderr', text: r.stderr });
    }
    count('hooks', `runs:${runs.flat().length}`);
  });

  it('MCP learning_log through the SDK client over stdio', async () => {
    const mine: Array<{ file: string; text: string }> = [];
    const transport = new StdioClientTransport({ command: process.execPath, args: [cli, '--root', roots.mcp, '--now', NOW, 'mcp'], env: childEnv() as Record<string, string>, stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (d: Buffer) => (stderr += d));
    const client = new Client({ name: 'reliability-test', version: '0.0.0' });
    await client.connect(transport);
    try {
      for (const c of corpus) {
        const r = await client.callTool({ name: 'learning_log', arguments: { type: 'correction', content: c.text, files: ['src/app.ts'], example: c.text, task: `sess-${c.name.length}`, domain: 'ops' } });
        const text = (r.content as Array<{ text: string }>)[0].text;
        assert.ok(!r.isError, `${c.name}: learning_log failed: ${text}`);
        mine.push({ file: 'mcp result', text });
        count('mcp', (JSON.parse(text) as { decision: string }).decision);
      }
      const search = await client.callTool({ name: 'learning_search', arguments: { query: 'deploy token password key' } });
      mine.push({ file: 'mcp search', text: JSON.stringify(search.content) });
    } finally {
      await client.close();
    }
    mine.push({ file: 'mcp stderr', text: stderr });
    outputs.push(...mine);
    assert.ok(Object.keys(decisions.mcp ?? {}).some((d) => d === 'admitted' || d === 'quarantined'), `something was kept: ${JSON.stringify(decisions.mcp)}`);
    assert.deepEqual(leaks(mine, corpus), [], 'secrets in MCP results or stderr');
    assert.deepEqual(leaks(allText(roots.mcp), corpus), [], 'secrets in the files MCP wrote');
  });

  it("the extension's capture from selection (the core capture function with the extension's input)", async () => {
    const mine: Array<{ file: string; text: string }> = [];
    // The object the extension's services call (src/vscode/coreServices.ts), with the extension's settings.
    const ws = await Workspace.open({ roots: [roots.extension], home: null, clock: () => new Date(NOW), settings: { admissionThreshold: 0.4 }, env: {}, log: (m) => mine.push({ file: 'extension log', text: m }) });
    for (const c of corpus) {
      const r = await ws.capture({ type: 'correction', content: c.text, files: ['src/editor/selection.ts'], functions: ['captureSelection'], domains: [], trigger: 'vscode' });
      mine.push({ file: 'extension outcome', text: JSON.stringify(r) });
      count('extension', r.decision);
      if (r.file) assert.ok(ws.store.entries().some((e) => e.file === r.file), `${c.name}: the store was told about ${r.file}`);
    }
    outputs.push(...mine);
    assert.ok(Object.keys(decisions.extension ?? {}).some((d) => d === 'admitted' || d === 'quarantined'), `something was kept: ${JSON.stringify(decisions.extension)}`);
    assert.deepEqual(leaks(mine, corpus), [], 'secrets in outcomes or the log');
    assert.deepEqual(leaks(allText(roots.extension), corpus), [], 'secrets in the files the capture wrote');
  });

  it('finds none of the values in any file, log, export or output', async () => {
    // A ZIP export of every root, its contents searched too.
    const zips: Array<{ file: string; text: string }> = [];
    for (const [name, root] of Object.entries(roots)) {
      const out = join(dir, `${name}-export.zip`);
      const r = await run(cli, ['--root', root, '--home', join(dir, 'no-home'), '--now', NOW, '--json', 'export', '--out', out]);
      assert.equal(r.code, 0, r.stderr);
      const files = unzipSync(readFileSync(out));
      assert.ok(Object.keys(files).some((f) => f.includes('.learnings/')), `${name}: the export holds the learnings (${Object.keys(files).join(', ')})`);
      for (const [f, bytes] of Object.entries(files)) zips.push({ file: `${name}-export.zip!${f}`, text: strFromU8(bytes) });
    }
    const onDisk = allText(dir);
    const written = onDisk.filter((f) => f.file.includes('/.learnings/') || f.file.includes('.knowledge/'));
    assert.ok(written.length >= 8, `captures were written (${written.map((f) => f.file).join(', ')})`);
    for (const k of ['cli', 'hooks', 'mcp', 'extension']) assert.ok(onDisk.some((f) => f.file.startsWith(`${k}/.learnings/_meta/gate-log.jsonl`)), `${k}: gate log written`);
    assert.ok(onDisk.some((f) => f.file === 'hooks/.learnings/_meta/hook-errors.log'), 'the broken payloads were logged');
    const redactedOnDisk = onDisk.filter((f) => f.text.includes('[REDACTED:')).length;
    assert.ok(redactedOnDisk >= 4, 'learnings were kept with the secrets redacted');

    assert.deepEqual(leaks(onDisk, corpus), [], 'secrets on disk');
    assert.deepEqual(leaks(zips, corpus), [], 'secrets in the exports');
    assert.deepEqual(leaks(outputs, corpus), [], 'secrets in command output or logs');
    recordFigure('secrets', {
      shapes: corpus.length,
      byCategory: Object.fromEntries(['credential', 'pii', 'health'].map((k) => [k, corpus.filter((c) => c.category === k).length])),
      entryPoints: ['cli capture (--content, --example)', 'hook claude UserPromptSubmit', 'hook claude PostToolUseFailure', 'hook claude broken payload', 'mcp learning_log', 'extension capture (core function)'],
      decisions,
      filesSearched: onDisk.length,
      zipEntriesSearched: zips.length,
      leaks: 0,
    });
  });
});
