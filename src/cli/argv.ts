// Which subcommand an argv runs, read the way commander reads it: the first word that is neither an
// option nor the value of a global option that takes one.

/** Global options of `learnings` that take a value (so the word after them is not the subcommand). */
const VALUE_OPTIONS = new Set(['--root', '--home', '--now', '--user']);

/** The subcommand an argv (as in process.argv) runs — `capture`, `hook`… — or '' for none (`--help`, `--version`). */
/** The value of an option (`--root x` or `--root=x`), wherever it stands, or undefined. */
export function optionValue(argv: readonly string[], name: string): string | undefined {
  const at = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  return at < 0 ? undefined : argv[at] === name ? argv[at + 1] : argv[at].slice(name.length + 1);
}

/** The project a hook is for, as far as the argv and environment tell before the payload is read: `--root`, else
 * CLAUDE_PROJECT_DIR, else the working folder (commands/hook.ts decides the same way, the payload's cwd aside). */
export function hookRootOf(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): string | undefined {
  return optionValue(argv, '--root') ?? (env.CLAUDE_PROJECT_DIR || process.cwd());
}

export function subcommandOf(argv: readonly string[]): string {
  for (let i = 2; i < argv.length; i += 1) {
    const a = argv[i];
    if (VALUE_OPTIONS.has(a)) i += 1;
    else if (!a.startsWith('-')) return a;
  }
  return '';
}
