// Every `learnings` subcommand, in the order `learnings --help` lists them.
// To add one: write src/cli/commands/<name>.ts exporting `register(program)` and add a line here
// (its name as typed on the command line, and how to load it).
// Loaded on demand: a run of one subcommand (an agent hook's capture) sets up only that one's code;
// anything else — help, no subcommand, a typo — loads them all (main.ts).
import type { Command } from 'commander';

export interface CommandModule {
  register(program: Command): void;
}

export interface CommandEntry {
  /** The subcommand's name, exactly as `register` declares it. */
  name: string;
  load: () => Promise<CommandModule>;
}

export const commands: CommandEntry[] = [
  { name: 'scan', load: () => import('./scan') },
  { name: 'assess', load: () => import('./assess') },
  { name: 'promote', load: () => import('./promote') },
  { name: 'archive', load: () => import('./archive') },
  { name: 'tiers', load: () => import('./tiers') },
  { name: 'conflicts', load: () => import('./conflicts') },
  { name: 'search', load: () => import('./search') },
  { name: 'reindex', load: () => import('./reindex') },
  { name: 'forget', load: () => import('./forget') },
  { name: 'digest', load: () => import('./digest') },
  { name: 'export', load: () => import('./export') },
  { name: 'patterns', load: () => import('./patterns') },
  { name: 'mcp', load: () => import('./mcp') },
  { name: 'capture', load: () => import('./capture') },
  { name: 'gate', load: () => import('./gate') },
  { name: 'hook', load: () => import('./hook') },
];
