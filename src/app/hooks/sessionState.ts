// Per-session memory the hooks need between invocations (each hook is a fresh process): how often
// each search was repeated (the "> 3 times" knowledge-gap trigger) and which entries were already
// injected. One small JSON file, edited under a lock; sessions idle for 7 days are dropped.
// Nothing from a payload is kept verbatim: session ids and search keys (commands, queries — which can carry
// a connection string or a token) are stored as keyed SHA-256 digests; counting only needs equality.
import { createHash } from 'node:crypto';
import { editFile } from '../../store/safeWrite';
import { ensureMetaIgnored } from '../../store/metaIgnore';
import { resolveInside } from '../../store/paths';
import { DAY_MS } from '../../core/model';

export const SESSION_STATE_FILE = '.learnings/_meta/hook-sessions.json';
const KEEP_MS = 7 * DAY_MS;
const MAX_SESSIONS = 200;
const HASHED = /^[a-z]:[0-9a-f]{32}$/;

interface SessionRecord {
  updated: string;
  searches: Record<string, number>;
  injected: string[];
}
type State = Record<string, SessionRecord>;

/** A map with no prototype: a session id such as `__proto__` from a payload is just a key, never Object.prototype. */
function parse(text: string | undefined): State {
  const state = Object.create(null) as State;
  if (!text) return state;
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(state, v);
  } catch {
    // a damaged state file only loses counts; it never stops a hook
  }
  return state;
}

/** The stored form of a payload string: a digest, so the state file never holds the text itself. */
export function stateKey(kind: 'session' | 'search', text: string): string {
  return `${kind[0]}:${createHash('sha256').update(`learnings-hook-state:${kind}:`).update(text, 'utf8').digest('hex').slice(0, 32)}`;
}

/** Applies `fn` to the session's record and saves; resolves to what `fn` returned. */
export async function withSession<T>(root: string, rawSessionId: string, now: Date, fn: (s: SessionRecord) => T): Promise<T> {
  let out!: T;
  ensureMetaIgnored(root);
  const sessionId = stateKey('session', rawSessionId);
  await editFile(resolveInside(root, SESSION_STATE_FILE), (old) => {
    const state = parse(old);
    // Records written before keys were hashed (raw ids and commands) are dropped, not carried forward.
    for (const [id, s] of Object.entries(state)) if (!s || !HASHED.test(id) || now.getTime() - Date.parse(s.updated) > KEEP_MS) delete state[id];
    const rec = (state[sessionId] ??= { updated: now.toISOString(), searches: {}, injected: [] });
    rec.searches = Object.fromEntries(Object.entries(rec.searches ?? {}).filter(([k]) => HASHED.test(k)));
    rec.injected ??= [];
    out = fn(rec);
    rec.updated = now.toISOString();
    const ids = Object.keys(state).sort((a, b) => Date.parse(state[b].updated) - Date.parse(state[a].updated));
    for (const id of ids.slice(MAX_SESSIONS)) delete state[id];
    return `${JSON.stringify(state, null, 2)}\n`;
  });
  return out;
}

/** Counts one more occurrence of a search in the session; resolves to the new count. */
export function countSearch(root: string, sessionId: string, key: string, now: Date): Promise<number> {
  const k = stateKey('search', key);
  return withSession(root, sessionId, now, (s) => (s.searches[k] = (s.searches[k] ?? 0) + 1));
}

/** Marks ids as injected in this session; resolves to the ones that were not injected before. */
export function markInjected(root: string, sessionId: string, ids: string[], now: Date): Promise<string[]> {
  return withSession(root, sessionId, now, (s) => {
    const fresh = ids.filter((id) => !s.injected.includes(id));
    s.injected.push(...fresh);
    return fresh;
  });
}
