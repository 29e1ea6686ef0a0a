// A self-improving-agent root as most projects start it (a title and a line of prose per file):
// `learnings promote` finds nothing to do there and leaves every byte alone.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, runCli } from './cliHarness';

describe('cli: promote on starter files', function () {
  this.timeout(60_000);
  let tmp: string;
  let cli: string;
  before(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'starter-'));
    cli = await buildCli(join(tmp, 'bin'));
  });
  after(() => rmSync(tmp, { recursive: true, force: true }));

  it('changes no byte and creates no file', () => {
    const root = join(tmp, 'ws');
    mkdirSync(join(root, '.learnings'), { recursive: true });
    const files: Record<string, string> = {
      '.learnings/ERRORS.md': '# Errors\n\nCommand failures and their fixes.\n\n---\n',
      '.learnings/LEARNINGS.md': '# Learnings\r\n\r\nCorrections, insights, and knowledge gaps captured during development.\r\n',
      '.learnings/FEATURE_REQUESTS.md': '# FEATURE REQUESTS\n\n',
    };
    for (const [rel, text] of Object.entries(files)) writeFileSync(join(root, rel), text);
    const r = runCli(cli, ['promote', '--json', '--root', root, '--home', join(tmp, 'no-home'), '--now', '2026-11-29T12:00:00Z']);
    assert.equal(r.code, 0, r.stderr);
    for (const [rel, text] of Object.entries(files)) assert.equal(readFileSync(join(root, rel), 'utf8'), text, `${rel} changed`);
    assert.deepEqual(readdirSync(root), ['.learnings']);
    assert.deepEqual(readdirSync(join(root, '.learnings')).sort(), ['ERRORS.md', 'FEATURE_REQUESTS.md', 'LEARNINGS.md']);
    const scan = JSON.parse(runCli(cli, ['scan', '--json', '--root', root, '--home', join(tmp, 'no-home')]).stdout) as { entries: unknown[] };
    assert.equal(scan.entries.length, 0);
  });
});
