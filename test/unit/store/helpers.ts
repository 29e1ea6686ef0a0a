// Shared by the store tests: temp folders and a tiny stand-in format ("- ID title" lines under
// .learnings/*.md or the home root) so the store's mechanics are tested apart from the real readers.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { emptyEntry, type FormatId, type ParseResult } from '../../../src/core/model';
import type { FileInput, RootKind } from '../../../src/formats/index';

export function tempDir(prefix = 'learnings-store-'): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
export function put(root: string, rel: string, text: string): string {
  const abs = join(root, rel);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, text);
  return abs;
}

export function fakeDetect(file: string, kind: RootKind): FormatId | undefined {
  if (!file.endsWith('.md')) return undefined;
  if (kind === 'home') return 'home-memory';
  return file.split('/').includes('.learnings') ? 'sia-markdown' : undefined;
}

/** Parses "- ID title" lines; a line "!bad" yields a diagnostic. Counts calls per file. */
export function countingParse(): { parse: (i: FileInput) => ParseResult; calls: string[] } {
  const calls: string[] = [];
  const parse = (input: FileInput): ParseResult => {
    calls.push(input.file);
    const out: ParseResult = { entries: [], diagnostics: [] };
    input.text.split('\n').forEach((line, i) => {
      const m = /^- (\S+) (.*)$/.exec(line);
      if (m) {
        out.entries.push(
          emptyEntry({ id: m[1], format: fakeDetect(input.file, input.rootKind) ?? 'sia-markdown', kind: 'learning', root: input.root, file: input.file, line: i + 1, endLine: i + 1, title: m[2] }),
        );
      } else if (line === '!bad') {
        out.diagnostics.push({ file: input.file, line: i + 1, severity: 'error', message: 'bad line' });
      }
    });
    return out;
  };
  return { parse, calls };
}

/** Resolves with the next `event` payload, or rejects after `ms` (a hang guard, not a timing assertion). */
export function nextEvent<T>(emitter: { once(ev: string, fn: (v: T) => void): unknown }, event: string, ms = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no ${event} event within ${ms} ms`)), ms);
    emitter.once(event, (v: T) => {
      clearTimeout(t);
      resolve(v);
    });
  });
}
