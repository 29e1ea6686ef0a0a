// Per-session memory the hooks need between invocations (each hook is a fresh process): how often
// each search was repeated (the "> 3 times" knowledge-gap trigger) and which entries were already
// injected. One small JSON file, edited under a lock; sessions idle for 7 days are dropped.
import { editFile } from '../../store/safeWrite';
import { ensureMetaIgnored } from '../../store/metaIgnore';
import { resolveInside } from '../../store/paths';
import { DAY_MS } from '../../core/model';

export const SESSION_STATE_FILE = '.learnings/_meta/hook-sessions.json';
const KEEP_MS = 7 * DAY_MS;
const MAX_SESSIONS = 200;

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

/** Applies `fn` to the session's record and saves; resolves to what `fn` returned. */
export async function withSession<T>(root: string, sessionId: string, now: Date, fn: (s: SessionRecord) => T): Promise<T> {
  let out!: T;
  ensureMetaIgnored(root);
  await editFile(resolveInside(root, SESSION_STATE_FILE), (old) => {
    const state = parse(old);
    for (const [id, s] of Object.entries(state)) if (!s || now.getTime() - Date.parse(s.updated) > KEEP_MS) delete state[id];
    const rec = (state[sessionId] ??= { updated: now.toISOString(), searches: {}, injected: [] });
    rec.searches ??= {};
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
  return withSession(root, sessionId, now, (s) => (s.searches[key] = (s.searches[key] ?? 0) + 1));
}

/** Marks ids as injected in this session; resolves to the ones that were not injected before. */
export function markInjected(root: string, sessionId: string, ids: string[], now: Date): Promise<string[]> {
  return withSession(root, sessionId, now, (s) => {
    const fresh = ids.filter((id) => !s.injected.includes(id));
    s.injected.push(...fresh);
    return fresh;
  });
}
