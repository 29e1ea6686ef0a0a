// Every `learnings` subcommand, in the order `learnings --help` lists them.
// To add one: write src/cli/commands/<name>.ts exporting `register(program)`, import it here
// and add it to the list.
import type { Command } from 'commander';
import * as scan from './scan';
import * as assess from './assess';
import * as promote from './promote';
import * as tiers from './tiers';
import * as conflicts from './conflicts';
import * as search from './search';
import * as forget from './forget';
import * as digest from './digest';
import * as exportCmd from './export';
import * as patterns from './patterns';
import * as mcp from './mcp';
import * as capture from './capture';
import * as gate from './gate';
import * as hook from './hook';

export interface CommandModule {
  register(program: Command): void;
}

export const commands: CommandModule[] = [
  scan,
  assess,
  promote,
  tiers,
  conflicts,
  search,
  forget,
  digest,
  exportCmd,
  patterns,
  mcp,
  capture,
  gate,
  hook,
];
