// The `learnings` command: global options, then one module per subcommand (src/cli/commands/).
// Exit codes: 0 it ran, 1 it failed, 2 bad usage (including commander's own parse errors).
import { Command } from 'commander';
import { commands } from './commands/index';
import { subcommandOf } from './argv';
import { collect, getContext } from './context';
import { exitCodeFor } from './output';
import { COMMAND_EXAMPLES, examplesText, PROGRAM_EXAMPLES } from './helpExamples';
import { version } from '../../package.json';
import { isMainThread, workerData } from 'node:worker_threads';
import type { HookJob } from './commands/hook';

/**
 * The `learnings` program. With `argv`, only the subcommand it names is set up when there is one of that
 * name (commander would dispatch to it alone anyway); otherwise — help, no subcommand, a typo — all are.
 */
export async function buildProgram(argv?: readonly string[]): Promise<Command> {
  const program = new Command('learnings')
    .description('Capture, gate, score and promote what coding agents learn; read and write the learnings files in place.')
    .option('--root <dir>', 'a workspace root holding .learnings/ etc. (repeatable; default: the current folder)', collect)
    .option('--home <dir>', 'the home memory folder (default: $LEARNINGS_HOME or ~/self-improving)')
    .option('--now <iso>', 'the clock as an ISO date or date-time, UTC unless a zone is given (default: $LEARNINGS_NOW or now)')
    .option('--user <id>', "a 12-char user id: read only that user's learnings plus _global and _meta")
    .option('--json', 'print one JSON document instead of text')
    .version(version, '-V, --version')
    .showHelpAfterError('(see learnings --help)')
    // Every subcommand's help lists the global options too (--root, --home, --now, --user, --json).
    .configureHelp({ showGlobalOptions: true })
    .addHelpText('after', `${examplesText(PROGRAM_EXAMPLES)}\n\nMore: learnings <command> --help`)
    .exitOverride()
    // Validate the global options before any subcommand runs, whether or not it uses them.
    .hook('preAction', (_program, action) => {
      getContext(action);
    });
  const named = argv ? commands.find((c) => c.name === subcommandOf(argv)) : undefined;
  for (const m of await Promise.all((named ? [named] : commands).map((c) => c.load()))) m.register(program);
  for (const sub of program.commands) {
    const examples = COMMAND_EXAMPLES[sub.name()];
    if (examples) sub.addHelpText('after', examplesText(examples));
  }
  return program;
}

/** Runs the CLI with `argv` (as in process.argv) and resolves with the exit code. */
export async function main(argv: string[] = process.argv): Promise<number> {
  try {
    await (await buildProgram(argv)).parseAsync(argv);
    return 0;
  } catch (e) {
    const code = exitCodeFor(e);
    // An agent hook must never block the agent: exit 2 would erase a UserPromptSubmit prompt.
    // Bad usage there is reported on stderr (Claude Code's debug log) and the agent goes on.
    return code !== 0 && isAgentHookRun(argv) ? 0 : code;
  }
}

/** `learnings [global options] hook <agent>` (not `hook install`): the run an agent pays for. */
function isAgentHookRun(argv: string[]): boolean {
  const i = argv.indexOf('hook', 2);
  return i >= 0 && argv[i + 1] !== undefined && argv[i + 1] !== 'install' && !argv[i + 1].startsWith('-');
}

declare const require: NodeJS.Require | undefined;
declare const module: NodeJS.Module | undefined;
const hookJob = isMainThread ? undefined : (workerData as { learningsHookJob?: HookJob } | null)?.learningsHookJob;
if (hookJob) {
  // This bundle started as a hook worker (cli/commands/hook.ts): handle the one job; the main thread keeps the deadline.
  void import('./commands/hook').then(({ runHookJob }) => runHookJob(hookJob));
} else if (typeof require !== 'undefined' && typeof module !== 'undefined' && require.main === module) {
  // `learnings … | head` closes the pipe early: that is not a failure.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  void main().then((code) => {
    process.exitCode = code;
    // Everything a command does is awaited by the time main() resolves (the MCP server awaits its
    // transport's close). Leave once stdout and stderr are flushed rather than when the event loop has
    // drained: idle library handles and timers kept a capture alive 15–30 ms after its answer.
    process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
  });
}
