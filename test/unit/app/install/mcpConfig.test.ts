// `learnings mcp install`: our server entry added or replaced, everything else in the file kept
// byte for byte (comments, order, indentation), nothing written when nothing changes.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { withJsonServer, withTomlServer } from '../../../../src/app/install/mcpConfig';
import { builtCli, cleanup, ensureBuilt, runBuilt, tempRoot } from '../../cli/cliHarness';

describe('MCP config install', function () {
  this.timeout(60_000);

  it('.vscode/mcp.json: keeps comments and other servers, adds ours, second run returns the same text', () => {
    const src = '{\n\t// my servers\n\t"servers": {\n\t\t"other": { "type": "stdio", "command": "other-mcp" }, // keep me\n\t},\n\t"inputs": []\n}\n';
    const out = withJsonServer('vscode', src, 'mcp.json', '/home/u/.local/bin/learnings', ['mcp']);
    assert.match(out, /\/\/ my servers/);
    assert.match(out, /\/\/ keep me/);
    const doc = parse(out) as { servers: Record<string, unknown>; inputs: unknown[] };
    assert.deepEqual(doc.servers.other, { type: 'stdio', command: 'other-mcp' });
    assert.deepEqual(doc.servers.learnings, { type: 'stdio', command: '/home/u/.local/bin/learnings', args: ['mcp'] });
    assert.deepEqual(doc.inputs, []);
    assert.equal(withJsonServer('vscode', out, 'mcp.json', '/home/u/.local/bin/learnings', ['mcp']), out);
    const moved = withJsonServer('vscode', out, 'mcp.json', '/opt/learnings', ['mcp']);
    assert.equal((parse(moved) as { servers: Record<string, { command: string }> }).servers.learnings.command, '/opt/learnings');
    assert.match(moved, /\/\/ keep me/);
  });

  it('.mcp.json: created from nothing; a broken file is refused with its line', () => {
    const out = withJsonServer('claude', undefined, '.mcp.json', 'learnings', ['mcp']);
    assert.deepEqual(JSON.parse(out), { mcpServers: { learnings: { command: 'learnings', args: ['mcp'] } } });
    assert.throws(() => withJsonServer('claude', '{\n  "mcpServers": {\n    "a": \n}', '.mcp.json', 'x', ['mcp']), /\.mcp\.json:4: ValueExpected; fix it or move it aside/);
    assert.throws(() => withJsonServer('claude', '[1]', '.mcp.json', 'x', ['mcp']), /expected a JSON object/);
  });

  it('config.toml: replaces only our table, keeps every other line, appends when missing', () => {
    const src = '# codex settings\nmodel = "o4"\n\n[mcp_servers.learnings]\ncommand = "learnings"\nargs = ["mcp"]\n\n# next\n[mcp_servers.other]\ncommand = "other"\n';
    const out = withTomlServer(src, '/home/u/.local/bin/learnings', ['mcp']);
    assert.equal(out, src.replace('command = "learnings"', 'command = "/home/u/.local/bin/learnings"'));
    assert.equal(withTomlServer(out, '/home/u/.local/bin/learnings', ['mcp']), out);
    const added = withTomlServer('model = "o4"', 'C:\\bin\\learnings.cmd', ['mcp']);
    assert.equal(added, 'model = "o4"\n\n[mcp_servers.learnings]\ncommand = "C:\\\\bin\\\\learnings.cmd"\nargs = ["mcp"]\n');
    assert.equal(withTomlServer(undefined, 'l', ['mcp']), '[mcp_servers.learnings]\ncommand = "l"\nargs = ["mcp"]\n');
  });

  describe('through the CLI', () => {
    before(() => ensureBuilt());

    it('writes each agent file once, byte-identical on the second run; an unknown agent is bad usage', () => {
      const root = tempRoot();
      try {
        const env = { CODEX_HOME: join(root, 'codex') };
        mkdirSync(join(root, '.vscode'));
        writeFileSync(join(root, '.vscode/mcp.json'), '{\n  // mine\n  "servers": {}\n}\n');
        for (const agent of ['claude', 'vscode', 'codex']) {
          const r1 = runBuilt(['--root', root, '--json', 'mcp', 'install', agent], { env });
          assert.equal(r1.status, 0, r1.stderr);
          const { file, changed, command } = JSON.parse(r1.stdout);
          assert.equal(changed, true);
          assert.equal(command, builtCli());
          const text = readFileSync(file, 'utf8');
          const mtime = statSync(file).mtimeMs;
          const r2 = runBuilt(['--root', root, 'mcp', 'install', agent], { env });
          assert.match(r2.stdout, /already set up, nothing changed/);
          assert.equal(readFileSync(file, 'utf8'), text);
          assert.equal(statSync(file).mtimeMs, mtime);
        }
        assert.match(readFileSync(join(root, '.vscode/mcp.json'), 'utf8'), /\/\/ mine/);
        const bad = runBuilt(['--root', root, 'mcp', 'install', 'emacs']);
        assert.equal(bad.status, 2);
        assert.match(bad.stderr, /mcp install: expected one of claude, vscode, codex, got "emacs"/);
      } finally {
        cleanup(root);
      }
    });
  });
});
