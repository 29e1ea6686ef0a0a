// The outbound trust check's verdicts kept between processes (core/trust.ts VerdictMemo): texts this build judged
// harmless, by SHA-256, in the per-user cache folder. A hook is a fresh process, and judging compiles the trust
// rules' patterns anew every time (tens of milliseconds) for the same candidates a session start shows each time.
// Only harmless verdicts are kept (a refused text is judged again), only for this build (the rules are part of it),
// and only from a folder nobody else can write (as the code cache: whoever can write there could run code anyway).
// Missing, foreign, broken or unwritable: every text is judged, as without it.
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { VerdictMemo } from '../core/trust';
import { userCacheDir } from './cacheDir';
import { replaceDerivedFile } from './safeWrite';
import { producerId } from './snapshotRecords';

/** Most texts kept (the newest): a session start's candidates and a few hundred prompts' worth of matches. */
export const TRUST_MEMO_MAX = 8192;

const digest = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 24);

function privateDir(dir: string): boolean {
  try {
    const st = lstatSync(dir);
    if (!st.isDirectory()) return false;
    if (typeof process.getuid === 'function' && st.uid !== process.getuid()) return false;
    return process.platform === 'win32' || (st.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

export interface FileVerdictMemo extends VerdictMemo {
  /** Writes the verdicts added since it was read (nothing when none were). */
  save(): void;
}

export function trustMemoPath(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return join(userCacheDir(env), 'trust', `${createHash('sha256').update(producerId()).digest('hex').slice(0, 24)}.json`);
}

export function openTrustMemo(path: string): FileVerdictMemo {
  let known: string[] = [];
  if (privateDir(dirname(path))) {
    try {
      const v = JSON.parse(readFileSync(path, 'utf8')) as unknown;
      if (Array.isArray(v) && v.every((x) => typeof x === 'string')) known = v as string[];
    } catch {
      /* none yet, or broken: judged again */
    }
  }
  const safe = new Set(known);
  const added: string[] = [];
  return {
    safe: (text) => safe.has(digest(text)),
    remember: (text) => {
      const d = digest(text);
      if (safe.has(d)) return;
      safe.add(d);
      added.push(d);
    },
    save: () => {
      if (added.length === 0) return;
      const kept = new Set([...known, ...added]);
      replaceDerivedFile(path, JSON.stringify([...kept].slice(-TRUST_MEMO_MAX)));
      known = [...kept];
      added.length = 0;
    },
  };
}
