// `learnings mcp` over stdio, driven by the SDK's own Client: the three tools, the gate on learning_log,
// uses recorded for search hits, and a user's server never seeing another user's learnings.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { buildCli } from '../cliHarness';

const FIX = join(__dirname, '../../../fixtures/lifecycle');

async function connect(cli: string, args: string[]): Promise<Client> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== 'LEARNINGS_NOW' && k !== 'LEARNINGS_HOME') env[k] = v;
  const transport = new StdioClientTransport({ command: process.execPath, args: [cli, ...args, 'mcp'], env, stderr: 'pipe' });
  const client = new Client({ name: 'lifecycle-test', version: '0.0.0' });
  await client.connect(transport);
  return client;
}

function payload(r: Awaited<ReturnType<Client['callTool']>>): any {
  const c = (r.content as { type: string; text: string }[])[0];
  assert.equal(c.type, 'text');
  return JSON.parse(c.text);
}

describe('learnings mcp (stdio, SDK client)', function () {
  this.timeout(120_000);
  let build: string;
  let cli: string;
  let ws: string;
  let home: string;
  const clients: Client[] = [];
  before(async () => {
    build = mkdtempSync(join(tmpdir(), 'mcp-build-'));
    cli = await buildCli(build);
  });
  after(() => rmSync(build, { recursive: true, force: true }));
  beforeEach(() => {
    ws = mkdtempSync(join(tmpdir(), 'mcp-ws-'));
    home = mkdtempSync(join(tmpdir(), 'mcp-home-'));
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.close();
    rmSync(ws, { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
  });

  it('lists learning_log, learning_search and learning_stats; search cites file:line and records uses', async () => {
    cpSync(join(FIX, 'workspace'), ws, { recursive: true });
    const c = await connect(cli, ['--root', ws, '--home', home, '--now', '2026-04-15T12:00:00Z']);
    clients.push(c);
    const { tools } = await c.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['learning_context', 'learning_log', 'learning_search', 'learning_stats']);
    const found = payload(await c.callTool({ name: 'learning_search', arguments: { query: 'pnpm' } }));
    assert.equal(found.results[0].id, 'LRN-20260410-001');
    assert.equal(found.results[0].citation, '.learnings/LEARNINGS.md:7');
    const uses = readFileSync(join(ws, '.learnings/_meta/usage.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    assert.deepEqual(uses[0], { id: 'LRN-20260410-001', at: '2026-04-15T12:00:00.000Z', via: 'mcp' });
    const stats = payload(await c.callTool({ name: 'learning_stats', arguments: {} }));
    assert.equal(stats.total, 4);
    assert.deepEqual(stats.staged, { total: 4, promote: 2, keep: 1, prune: 1 });
    assert.equal(stats.usesLast7Days, 1);
    const bad = await c.callTool({ name: 'learning_search', arguments: { query: '' } });
    assert.equal(bad.isError, true);
  });

  it('learning_context returns what applies to a prompt and its files, cited, and nothing for an unrelated prompt', async () => {
    cpSync(join(FIX, 'workspace'), ws, { recursive: true });
    const c = await connect(cli, ['--root', ws, '--home', home, '--now', '2026-04-15T12:00:00Z']);
    clients.push(c);
    const hit = payload(await c.callTool({ name: 'learning_context', arguments: { prompt: 'npm install keeps rewriting package-lock.json', files: ['package.json'] } }));
    assert.equal(hit.learnings[0].id, 'LRN-20260410-001');
    assert.equal(hit.learnings[0].citation, '.learnings/LEARNINGS.md:7');
    assert.match(hit.context, /\(\.learnings\/LEARNINGS\.md:7\)/);
    const none = payload(await c.callTool({ name: 'learning_context', arguments: { prompt: 'write a haiku about autumn' } }));
    assert.deepEqual(none, { context: '', learnings: [] });
  });

  it('learning_log goes through the gate: admitted once, then counted as a recurrence; secrets never written', async () => {
    const c = await connect(cli, ['--root', ws, '--home', home, '--now', '2026-04-15T12:00:00Z']);
    clients.push(c);
    const content = 'Use pnpm, not npm, in this repository: npm install rewrites package-lock.json and breaks the CI build in src/build.ts';
    const first = payload(await c.callTool({ name: 'learning_log', arguments: { type: 'correction', content, files: ['src/build.ts', 'package.json', 'ci.yml'], domain: 'build' } }));
    assert.equal(first.decision, 'admitted', JSON.stringify(first));
    const again = payload(await c.callTool({ name: 'learning_log', arguments: { type: 'correction', content, files: ['src/build.ts'] } }));
    assert.equal(again.decision, 'duplicate');
    assert.equal(again.id, first.id);
    const secret = 'Deploy with token ghp_0123456789abcdefghijklmnopqrstuvwxyzAB to the staging server via scripts/deploy.sh';
    await c.callTool({ name: 'learning_log', arguments: { type: 'error', content: secret, files: ['scripts/deploy.sh'] } });
    const stats = payload(await c.callTool({ name: 'learning_stats', arguments: {} }));
    assert.ok(stats.total >= 1);
    const files = (readdirSync(ws, { recursive: true }) as string[]).map((f) => join(ws, f)).filter((f) => statSync(f).isFile());
    assert.ok(files.length >= 1);
    for (const f of files) assert.ok(!readFileSync(f, 'utf8').includes('ghp_0123456789'), `the token reached ${f}`);
  });

  it("a user's server never returns another user's learnings", async () => {
    cpSync(join(FIX, 'users'), ws, { recursive: true });
    const a = await connect(cli, ['--root', ws, '--home', home, '--user', 'AAAAAAAAAAAA']);
    clients.push(a);
    assert.deepEqual(payload(await a.callTool({ name: 'learning_search', arguments: { query: 'Bluebird' } })).results, []);
    const s = payload(await a.callTool({ name: 'learning_stats', arguments: {} }));
    assert.equal(s.user, 'AAAAAAAAAAAA');
    assert.equal(s.total, 3);
  });
});
