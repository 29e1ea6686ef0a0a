// The admission floor: no route — the person's settings (the extension's setting, passed to the core
// capture function), the tuner file .learnings/_meta/overrides.json, the environment, the MCP server,
// an agent hook, a self-tuner rewriting overrides.json between captures — resolves the threshold
// below 0.35. Every attempt is logged: a warning on the log channel of the route (stderr for the
// CLI and the MCP server) and `admission.clamped` in .learnings/_meta/gate-log.jsonl, which
// `learnings gate stats` counts as clamp events.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { captureLearning } from '../../src/app/capture/capturePipeline';
import { THRESHOLD_FLOOR } from '../../src/core/gate/admission';
import { childEnv, cliBundle, distinctLearning, NOW, parseJson, put, readJsonl, run, tempDir } from './harness';
import { recordFigure } from './figures';

interface LogLine {
  decision: string;
  trigger: string | null;
  admission: { score: number; threshold: number; effectiveThreshold: number; clamped: boolean; weights: Record<string, number> };
}

const LOW = [0.34, 0.3, 0.1, 0, -1, 1e-9, -1e9];
/** Weights that make a bland learning score 0: only utility counts, and it has no path, function, example or decision. */
const UTILITY_ONLY = { type: 0, novelty: 0, confidence: 0, recency: 0, utility: 1 };
const BLAND = 'Something odd happened with the thing earlier today';

describe('reliability: the admission floor', function () {
  this.timeout(180_000);
  let cli: string;
  let dir: string;
  const attempts: Array<{ route: string; asked: unknown; effective: number; logged: boolean }> = [];
  before(async () => {
    cli = await cliBundle();
    dir = tempDir();
  });
  after(() => {
    rmSync(dir, { recursive: true, force: true });
    const below = attempts.filter((a) => a.effective < THRESHOLD_FLOOR).length;
    recordFigure('floor', { attempts: attempts.length, routes: [...new Set(attempts.map((a) => a.route))], belowFloor: below, logged: attempts.filter((a) => a.logged).length });
  });

  function newRoot(name: string): string {
    const root = join(dir, name);
    put(root, 'README.md', `# ${name}\n`);
    return root;
  }
  const lastLog = (root: string) => (readJsonl(join(root, '.learnings/_meta/gate-log.jsonl')) as LogLine[]).at(-1)!;

  async function cliCapture(root: string, content: string, env: NodeJS.ProcessEnv = {}) {
    const r = await run(cli, ['--root', root, '--now', NOW, '--json', 'capture', '--type', 'correction', '--content', content], { env });
    assert.equal(r.code, 0, r.stderr);
    return { out: parseJson<{ decision: string; admission: LogLine['admission'] }>(r)!, stderr: r.stderr };
  }

  it('settings (the extension passes its setting to the core capture function)', async () => {
    const root = newRoot('settings');
    for (const [i, t] of LOW.entries()) {
      const warnings: string[] = [];
      const r = await captureLearning({ root, now: new Date(NOW), settings: { threshold: t }, env: {}, log: (m) => warnings.push(m), input: { type: 'correction', content: distinctLearning(1, i), files: [], functions: [], domains: [], trigger: 'vscode' } });
      assert.ok(r.admission.effectiveThreshold >= THRESHOLD_FLOOR, `settings ${t} → ${r.admission.effectiveThreshold}`);
      assert.equal(r.admission.clamped, true);
      assert.ok(warnings.some((w) => /below the floor 0\.35/.test(w)), `no warning for settings ${t}: ${warnings.join('; ')}`);
      assert.equal(lastLog(root).admission.clamped, true);
      attempts.push({ route: 'settings', asked: t, effective: r.admission.effectiveThreshold, logged: true });
    }
  });

  it('the overrides file, including values that are not numbers and a torn file', async () => {
    const root = newRoot('overrides');
    for (const [i, t] of LOW.entries()) {
      put(root, '.learnings/_meta/overrides.json', `${JSON.stringify({ admission: { threshold: t } })}\n`);
      const { out, stderr } = await cliCapture(root, distinctLearning(2, i));
      assert.ok(out.admission.effectiveThreshold >= THRESHOLD_FLOOR, `overrides ${t} → ${out.admission.effectiveThreshold}`);
      assert.match(stderr, /warning: .*below the floor 0\.35/);
      const log = lastLog(root);
      assert.equal(log.admission.clamped, true);
      assert.equal(log.admission.threshold, t);
      attempts.push({ route: 'overrides.json', asked: t, effective: out.admission.effectiveThreshold, logged: true });
    }
    for (const [i, text] of ['{"admission": {"threshold": "0.1"}}', '{"admission": {"threshold": "-Infinity"}}', '{"admission": {"threshold": [0.1]}}', '{"admission": {"threshold": 0.1', '{"admission": null}', '\u0000\u0001binary'].entries()) {
      put(root, '.learnings/_meta/overrides.json', text);
      const { out, stderr } = await cliCapture(root, distinctLearning(3, i));
      assert.ok(out.admission.effectiveThreshold >= THRESHOLD_FLOOR, `${JSON.stringify(text)} → ${out.admission.effectiveThreshold}`);
      assert.match(stderr, /warning: .*(not a number|not valid JSON|no "admission" object|below the floor)/, `no warning for ${JSON.stringify(text)}`);
      attempts.push({ route: 'overrides.json (malformed)', asked: text, effective: out.admission.effectiveThreshold, logged: true });
    }
  });

  it('the environment (threshold and weights)', async () => {
    const root = newRoot('env');
    for (const [i, t] of ['0.1', '-5', '0.3499', '0', '1e-300'].entries()) {
      const { out, stderr } = await cliCapture(root, distinctLearning(4, i), { LEARNINGS_ADMISSION_THRESHOLD: t });
      assert.ok(out.admission.effectiveThreshold >= THRESHOLD_FLOOR, `env ${t} → ${out.admission.effectiveThreshold}`);
      assert.match(stderr, /below the floor/);
      assert.equal(lastLog(root).admission.clamped, true);
      attempts.push({ route: 'environment', asked: t, effective: out.admission.effectiveThreshold, logged: true });
    }
  });

  it('a low threshold with loosened weights still cannot admit what scores below the floor', async () => {
    const root = newRoot('weights');
    put(root, '.learnings/_meta/overrides.json', JSON.stringify({ admission: { threshold: 0.0, weights: UTILITY_ONLY } }));
    const { out } = await cliCapture(root, BLAND, { LEARNINGS_ADMISSION_THRESHOLD: '0', LEARNINGS_ADMISSION_WEIGHTS: JSON.stringify(UTILITY_ONLY) });
    assert.ok(out.admission.score < THRESHOLD_FLOOR, `score ${out.admission.score}`);
    assert.equal(out.decision, 'rejected');
    const sum = Object.values(out.admission.weights).reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(sum - 1) < 1e-3, `weights sum to ${sum}`);
    attempts.push({ route: 'overrides.json + environment (weights)', asked: 0, effective: out.admission.effectiveThreshold, logged: lastLog(root).admission.clamped });
  });

  it('a self-tuner rewriting overrides.json lower and lower between captures', async () => {
    const root = newRoot('tuner');
    let t = 0.6;
    for (let i = 0; i < 10; i++) {
      t = Math.round((t - 0.08) * 100) / 100; // 0.52, 0.44, … down to −0.2
      put(root, '.learnings/_meta/overrides.json', JSON.stringify({ admission: { threshold: t, weights: { novelty: 1 - i / 10 } } }, null, 2));
      const { out, stderr } = await cliCapture(root, distinctLearning(5, i));
      assert.ok(out.admission.effectiveThreshold >= THRESHOLD_FLOOR, `tuner ${t} → ${out.admission.effectiveThreshold}`);
      assert.equal(out.admission.effectiveThreshold, Math.max(THRESHOLD_FLOOR, t));
      assert.equal(/below the floor/.test(stderr), t < THRESHOLD_FLOOR, `warning iff the clamp fired (t=${t})`);
      if (t < THRESHOLD_FLOOR) attempts.push({ route: 'self-tuner', asked: t, effective: out.admission.effectiveThreshold, logged: lastLog(root).admission.clamped });
    }
    const stats = await run(cli, ['--root', root, '--now', NOW, '--json', 'gate', 'stats']);
    const s = parseJson<{ effectiveThreshold: number; floor: number; clampEvents: number; total: number }>(stats)!;
    assert.equal(s.floor, THRESHOLD_FLOOR);
    assert.ok(s.effectiveThreshold >= THRESHOLD_FLOOR);
    const clampedInLog = (readJsonl(join(root, '.learnings/_meta/gate-log.jsonl')) as LogLine[]).filter((l) => l.admission.clamped).length;
    assert.equal(s.clampEvents, clampedInLog);
    assert.ok(clampedInLog >= 3);
  });

  it('the MCP server (environment set, extra arguments ignored) and an agent hook', async () => {
    const root = newRoot('mcp');
    put(root, '.learnings/_meta/overrides.json', JSON.stringify({ admission: { threshold: 0.05 } }));
    const env = { ...childEnv(), LEARNINGS_ADMISSION_THRESHOLD: '0.01' } as Record<string, string>;
    const transport = new StdioClientTransport({ command: process.execPath, args: [cli, '--root', root, '--now', NOW, 'mcp'], env, stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (d: Buffer) => (stderr += d));
    const client = new Client({ name: 'floor-test', version: '0.0.0' });
    await client.connect(transport);
    try {
      const r = await client.callTool({ name: 'learning_log', arguments: { type: 'correction', content: distinctLearning(6, 0), threshold: 0, admission: { threshold: 0 } } });
      assert.ok(!r.isError, JSON.stringify(r.content));
      const bland = await client.callTool({ name: 'learning_log', arguments: { type: 'knowledge_gap', content: BLAND, threshold: 0 } });
      assert.ok(!bland.isError);
    } finally {
      await client.close();
    }
    const lines = readJsonl(join(root, '.learnings/_meta/gate-log.jsonl')) as LogLine[];
    assert.equal(lines.length, 2);
    for (const l of lines) {
      assert.ok(l.admission.effectiveThreshold >= THRESHOLD_FLOOR && l.admission.clamped);
      attempts.push({ route: 'mcp', asked: 0.01, effective: l.admission.effectiveThreshold, logged: /below the floor/.test(stderr) });
    }
    assert.match(stderr, /below the floor/);

    const hookRoot = newRoot('hook');
    const h = await run(cli, ['--now', NOW, 'hook', 'claude'], {
      env: { CLAUDE_PROJECT_DIR: hookRoot, LEARNINGS_ADMISSION_THRESHOLD: '0.02' },
      cwd: hookRoot,
      input: JSON.stringify({ session_id: 's1', transcript_path: join(hookRoot, 't.jsonl'), cwd: hookRoot, hook_event_name: 'UserPromptSubmit', prompt: `No, that's wrong: ${distinctLearning(7, 0)}` }),
    });
    assert.equal(h.code, 0);
    // The prompt's capture runs in a process of its own after the hook answered (src/app/hooks/captureApart.ts),
    // with the hook's environment: wait for its record.
    let hl = lastLog(hookRoot);
    for (const until = Date.now() + 20_000; !hl && Date.now() < until; hl = lastLog(hookRoot)) await new Promise((r) => setTimeout(r, 50));
    assert.ok(hl, 'the hook captured');
    assert.ok(hl.admission.effectiveThreshold >= THRESHOLD_FLOOR && hl.admission.clamped);
    attempts.push({ route: 'hook', asked: 0.02, effective: hl.admission.effectiveThreshold, logged: hl.admission.clamped });
  });
});
