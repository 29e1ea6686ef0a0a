// CLI conventions: examples in every help, global options in every subcommand's help, examples
// that only use flags the command has, and clear errors (file named, no temp names, right exit code).
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { buildProgram } from '../../../src/cli/main';
import { COMMAND_EXAMPLES, PROGRAM_EXAMPLES } from '../../../src/cli/helpExamples';
import { cannotWrite, progress } from '../../../src/cli/output';
import { cleanup, ensureBuilt, runBuilt, tempRoot } from './cliHarness';

/** Every long flag a command accepts: its own, its subcommands', and the global ones. */
function flagsOf(cmd: Command, program: Command): Set<string> {
  const all = [...cmd.options, ...program.options, ...cmd.commands.flatMap((c) => c.options)];
  return new Set(all.map((o) => o.long).filter((l): l is string => !!l));
}

describe('CLI help and errors', function () {
  this.timeout(60_000);

  it('every subcommand has examples, and every example uses only flags that exist', async () => {
    const program = await buildProgram();
    for (const sub of program.commands) {
      const examples = COMMAND_EXAMPLES[sub.name()];
      assert.ok(examples?.length, `${sub.name()} has examples`);
      const flags = flagsOf(sub, program);
      for (const ex of examples) {
        assert.match(ex.replace(/--json |--(root|home|now|user) \S+ /g, ''), new RegExp(`^learnings ${sub.name()}\\b`), ex);
        const code = ex.replace(/'[^']*'|"[^"]*"|#.*$/g, '');
        for (const flag of code.match(/--[a-z][\w-]*/g) ?? []) assert.ok(flags.has(flag), `${ex}: ${sub.name()} has no ${flag}`);
      }
    }
    for (const ex of PROGRAM_EXAMPLES) assert.ok(program.commands.some((c) => ex.replace(/--\S+ \S+ /g, '').startsWith(`learnings ${c.name()}`) || new RegExp(` ${c.name()}\\b`).test(ex.split('#')[0])), ex);
  });

  describe('through the CLI', () => {
    before(() => ensureBuilt());

    it('help shows examples and, for a subcommand, the global options', () => {
      const top = runBuilt(['--help']);
      assert.match(top.stdout, /Examples:\n {2}\$ learnings scan/);
      for (const sub of ['export', 'search', 'hook install', 'mcp install']) {
        const r = runBuilt([...sub.split(' '), '--help']);
        assert.equal(r.status, 0, sub);
        assert.match(r.stdout, /Global Options:[\s\S]*--root <dir>[\s\S]*--home <dir>[\s\S]*--now <iso>[\s\S]*--user <id>[\s\S]*--json/, sub);
        assert.match(r.stdout, /Examples:\n {2}\$ learnings /, sub);
      }
    });

    it('an export that cannot be written names the file and the reason, never a temp name', () => {
      const root = tempRoot();
      try {
        writeFileSync(join(root, 'a-file'), 'x');
        mkdirSync(join(root, 'taken.zip'));
        const cases: [string, RegExp][] = [
          [join(root, 'a-file', 'x.zip'), /a part of the path is (a file, )?not a folder/],
          [join(root, 'taken.zip'), /it is a folder/],
        ];
        for (const [out, reason] of cases) {
          const r = runBuilt(['--root', root, 'export', '--out', out]);
          assert.equal(r.status, 1, r.stderr);
          assert.match(r.stderr, new RegExp(`^learnings: cannot write ${out.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: `));
          assert.match(r.stderr, reason);
          assert.doesNotMatch(r.stderr, /\.zip\.\d+|\.tmp|ENOENT|ENOTDIR|EEXIST|EISDIR/);
        }
        const bad = runBuilt(['--root', root, 'export', '--out', join(root, 'x.tar')]);
        assert.equal(bad.status, 2);
        assert.match(bad.stderr, /the file name must end in \.zip/);
      } finally {
        cleanup(root);
      }
    });

    it('bad usage exits 2 with a message naming the problem', () => {
      const cases: [string[], RegExp][] = [
        [['--root', '/definitely/not/here', 'scan'], /--root \/definitely\/not\/here: no such folder/],
        [['--now', 'yesterday', 'scan'], /--now: "yesterday" is not an ISO date-time/],
        [['--user', 'bob', 'scan'], /--user: /],
        [['frobnicate'], /unknown command 'frobnicate'/],
        [['hook', 'install', 'emacs'], /hook install: expected one of claude, codex, copilot, got "emacs"/],
        [['export'], /required option '--out <file.zip>' not specified/],
      ];
      for (const [args, message] of cases) {
        const r = runBuilt(args);
        assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
        assert.match(r.stderr, message, args.join(' '));
      }
    });
  });

  it('cannotWrite maps system codes to words; progress is silent off a terminal and erased on one', async () => {
    assert.equal(cannotWrite('/x/y.zip', Object.assign(new Error('EACCES: open /x/y.zip.123'), { code: 'EACCES' })).message, 'cannot write /x/y.zip: permission denied');
    assert.equal(cannotWrite('/x/y.zip', Object.assign(new Error('?'), { code: 'EWEIRD' })).message, 'cannot write /x/y.zip: eweird');
    const written: string[] = [];
    const pipe = { isTTY: false, write: (s: string) => written.push(s) > 0 };
    progress('working', pipe as never, 0)();
    const tty = { isTTY: true, write: (s: string) => written.push(s) > 0 };
    const done = progress('reading', tty as never, 0);
    await new Promise((r) => setTimeout(r, 10));
    done();
    assert.deepEqual(written, ['learnings: reading…', '\r\x1b[K']);
    const quick = progress('never shown', tty as never, 1000);
    quick();
    assert.equal(written.length, 2, 'work faster than the delay shows nothing');
  });
});
