// Every `learnings` subcommand, in the order `learnings --help` lists them.
// To add one: write src/cli/commands/<name>.ts exporting `register(program)`, import it here
// and add it to the list.
import type { Command } from 'commander';
import * as scan from './scan';

export interface CommandModule {
  register(program: Command): void;
}

export const commands: CommandModule[] = [
  scan,
];
