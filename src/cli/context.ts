// The global options every subcommand shares, validated once: where the roots are, the home
// memory, the clock (so every decision is reproducible), the user, and the output mode.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { LearningsStore, defaultHome, type StoreOptions } from '../store/learningsStore';
import { validateUserId } from '../store/paths';
import { progress, UsageError } from './output';
import { BadClockError, parseNow as parseClock } from '../app/clock';
import { Workspace } from '../app/workspace';

export interface CliContext {
  /** Absolute workspace roots (default: the current folder). */
  roots: string[];
  /** Absolute home memory folder; it may not exist. */
  home: string;
  now: Date;
  user?: string;
  json: boolean;
}

interface GlobalOptions {
  root?: string[];
  home?: string;
  now?: string;
  user?: string;
  json?: boolean;
}

/** Parses an ISO date or date-time (src/app/clock.ts); a bad value is a usage error (exit 2). */
export function parseNow(value: string, source: string): Date {
  try {
    return parseClock(value, source);
  } catch (e) {
    throw e instanceof BadClockError ? new UsageError(e.message) : e;
  }
}

/** Collects a repeatable option (`--root a --root b`). */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/**
 * The validated global options for `cmd` (pass the subcommand an action receives).
 * Throws UsageError (exit 2) for a bad --now/$LEARNINGS_NOW, --user or a missing --root.
 */
export function getContext(cmd: Command, env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): CliContext {
  const o = cmd.optsWithGlobals<GlobalOptions>();
  const roots = (o.root?.length ? o.root : [cwd]).map((r) => resolve(cwd, r));
  for (const r of roots) {
    let isDir = false;
    try {
      isDir = statSync(r).isDirectory();
    } catch {
      /* reported below */
    }
    if (!isDir) throw new UsageError(`--root ${r}: no such folder`);
  }
  const home = o.home !== undefined ? resolve(cwd, o.home) : defaultHome(env);
  const now = o.now !== undefined ? parseNow(o.now, '--now') : env.LEARNINGS_NOW ? parseNow(env.LEARNINGS_NOW, 'LEARNINGS_NOW') : new Date();
  let user: string | undefined;
  if (o.user !== undefined) {
    try {
      user = validateUserId(o.user);
    } catch (e) {
      throw new UsageError(`--user: ${(e as Error).message}`);
    }
  }
  return { roots: [...new Set(roots)], home, now, user, json: Boolean(o.json) };
}

/** A store over the context's roots, home and user, already loaded. Close it if you watch(). */
export async function openStore(ctx: CliContext, extra: Partial<StoreOptions> = {}): Promise<LearningsStore> {
  const store = new LearningsStore({ roots: ctx.roots, home: ctx.home, user: ctx.user, ...extra });
  const done = progress(`reading the learnings files of ${ctx.roots.length + 1} folder(s)`);
  try {
    await store.load();
  } finally {
    done();
  }
  return store;
}

/** The workspace for the context's roots, home, user and clock, not loaded yet (for use cases that read no entries). */
export function workspaceFor(ctx: CliContext, log: (line: string) => void = (m) => process.stderr.write(`learnings: warning: ${m}\n`)): Workspace {
  return new Workspace({ roots: ctx.roots, home: ctx.home, user: ctx.user, clock: () => ctx.now, log });
}

/** The workspace for the context's roots, home, user and clock, its store loaded. */
export async function openWorkspace(ctx: CliContext, log: (line: string) => void = (m) => process.stderr.write(`learnings: warning: ${m}\n`), clock: () => Date = () => ctx.now): Promise<Workspace> {
  const done = progress(`reading the learnings files of ${ctx.roots.length + 1} folder(s)`);
  try {
    return await Workspace.open({ roots: ctx.roots, home: ctx.home, user: ctx.user, clock, log });
  } finally {
    done();
  }
}
