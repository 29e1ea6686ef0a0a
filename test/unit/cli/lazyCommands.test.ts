import assert from 'node:assert/strict';
import { subcommandOf } from '../../../src/cli/argv';
import { commands } from '../../../src/cli/commands/index';
import { buildProgram } from '../../../src/cli/main';

const names = async (argv?: string[]) => (await buildProgram(argv)).commands.map((c) => c.name());

describe('cli: subcommands set up on demand', () => {
  it('every entry of the table registers the subcommand of its name, in help order', async () => {
    const all = await names();
    assert.deepEqual(all, commands.map((c) => c.name));
    assert.equal(all.length, 16);
  });

  it('a run of one subcommand sets up only that one; help, no subcommand or a typo set up all', async () => {
    assert.deepEqual(await names(['node', 'learnings', '--root', 'scan', '--json', 'capture', '--type', 'x']), ['capture']);
    assert.deepEqual(await names(['node', 'learnings', 'hook', 'claude']), ['hook']);
    for (const argv of [['node', 'learnings'], ['node', 'learnings', '--help'], ['node', 'learnings', 'captur'], ['node', 'learnings', 'help', 'capture']]) {
      assert.equal((await names(argv)).length, 16, argv.join(' '));
    }
  });

  it('reads the subcommand past global options and their values', () => {
    assert.equal(subcommandOf(['node', 'l', '--now', '2026-01-01', '--user', 'abcdefghijkl', 'search', 'x']), 'search');
    assert.equal(subcommandOf(['node', 'l', '--json=1', 'scan']), 'scan');
    assert.equal(subcommandOf(['node', 'l', '-V']), '');
  });
});
