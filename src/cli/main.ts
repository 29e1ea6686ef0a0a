// The `learnings` command. Each subcommand lives in src/cli/commands/ and registers itself here.
export {};
