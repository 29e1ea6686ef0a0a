// The global options every subcommand shares, validated once: where the roots are, the home
// memory, the clock (so every decision is reproducible), the user, and the output mode.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { LearningsStore, defaultHome, type StoreOptions } from '../store/learningsStore';
import { validateUserId } from '../store/paths';
import { progress, UsageError } from './output';

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

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Parses an ISO date or date-time. Without a zone it is read as UTC, so runs agree across machines. */
export function parseNow(value: string, source: string): Date {
  const m = ISO.exec(value.trim());
  const bad = () => new UsageError(`${source}: ${JSON.stringify(value)} is not an ISO date-time (e.g. 2026-03-01 or 2026-03-01T09:30:00Z)`);
  if (!m) throw bad();
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const text = `${y}-${mo}-${d}T${h ?? '00'}:${mi ?? '00'}:${s ?? '00'}${frac ? frac.slice(0, 4) : ''}${zone ? zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z'}`;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw bad();
  // Reject dates JavaScript silently rolls over (2026-02-31 → March 3).
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h ?? 0) > 23 || Number(mi ?? 0) > 59 || Number(s ?? 0) > 59) throw bad();
  return date;
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
