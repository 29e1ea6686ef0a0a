// How every subcommand talks to the terminal: one JSON document on stdout with --json, plain text
// otherwise; problems on stderr. Exit codes: 0 ran, 1 failed, 2 bad usage.
import { CommanderError } from 'commander';

/** Bad usage (a malformed flag value, a missing root…): reported on stderr with exit code 2. */
export class UsageError extends Error {
  readonly exitCode = 2;
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function printText(text: string): void {
  process.stdout.write(text.endsWith('\n') || text === '' ? text : `${text}\n`);
}

/** Prints `value` as JSON when `json` is set, else the human rendering (built only when needed). */
export function printResult(json: boolean, value: unknown, human: () => string): void {
  if (json) printJson(value);
  else printText(human());
}

/**
 * Text read from learnings files is data, not terminal commands: drop control characters
 * (escape sequences could recolour or rewrite the terminal) before showing it to a person.
 */
export function safeText(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}

/** Fits `s` into `width` characters on one line. */
export function clip(s: string, width: number): string {
  const one = safeText(s).replace(/\s+/g, ' ').trim();
  return one.length <= width ? one : `${one.slice(0, Math.max(0, width - 1))}…`;
}

/** Maps anything thrown by parsing or a command to an exit code, reporting it on stderr. */
export function exitCodeFor(e: unknown): number {
  if (e instanceof CommanderError) {
    // commander has already printed its message; --help and --version are not errors.
    return e.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
  }
  if (e instanceof UsageError) {
    process.stderr.write(`learnings: ${e.message}\n`);
    return EXIT_USAGE;
  }
  const msg = e instanceof Error ? e.message : String(e);
  process.stderr.write(`learnings: ${msg}\n`);
  if (process.env.LEARNINGS_DEBUG && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
  return EXIT_FAILURE;
}

const WRITE_REASONS: Record<string, string> = {
  ENOENT: 'the folder does not exist',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  ENOSPC: 'no space left on the device',
  EEXIST: 'a part of the path is a file, not a folder',
};

/** "cannot write <path>: <reason>" for a failed write to `path`, whatever temp file the write went through. */
export function cannotWrite(path: string, e: unknown): Error {
  const code = (e as NodeJS.ErrnoException)?.code;
  const reason = (code && WRITE_REASONS[code]) ?? (code ? code.toLowerCase() : e instanceof Error ? e.message : String(e));
  return new Error(`cannot write ${path}: ${reason}`);
}

/**
 * Shows `message` on stderr while long work runs, only when stderr is a terminal and the work takes
 * longer than `delayMs` (quick runs and pipes, agents and --json readers never see it). Call the
 * returned function when done: it erases the line.
 */
export function progress(message: string, stream: Pick<NodeJS.WriteStream, 'isTTY' | 'write'> = process.stderr, delayMs = 400): () => void {
  if (!stream.isTTY) return () => undefined;
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    stream.write(`learnings: ${message}…`);
  }, delayMs);
  timer.unref?.();
  return () => {
    clearTimeout(timer);
    if (shown) stream.write('\r\x1b[K');
  };
}
