// Which subcommand an argv runs, read the way commander reads it: the first word that is neither an
// option nor the value of a global option that takes one.

/** Global options of `learnings` that take a value (so the word after them is not the subcommand). */
const VALUE_OPTIONS = new Set(['--root', '--home', '--now', '--user']);

/** The subcommand an argv (as in process.argv) runs — `capture`, `hook`… — or '' for none (`--help`, `--version`). */
export function subcommandOf(argv: readonly string[]): string {
  for (let i = 2; i < argv.length; i += 1) {
    const a = argv[i];
    if (VALUE_OPTIONS.has(a)) i += 1;
    else if (!a.startsWith('-')) return a;
  }
  return '';
}
