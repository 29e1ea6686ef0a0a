// "What changed this month?" (seed 002): learned, promoted, demoted, archived, pruned, forgotten, plus the
// conflicts open now. Built from the entries' own dates and the lifecycle log; pure.
import type { Conflict } from './conflicts';
import type { Entry } from './model';
import { citation, DAY_MS } from './model';
import type { LifecycleEvent } from './plan';
import { isMetaRecord } from './ruleText';
import { parseWhen } from './scorer';

export interface DigestItem {
  id: string;
  title?: string;
  citation?: string;
  at: string;
  detail?: string;
}

export interface Digest {
  since: string;
  until: string;
  learned: DigestItem[];
  promoted: DigestItem[];
  demoted: DigestItem[];
  archived: DigestItem[];
  pruned: DigestItem[];
  forgotten: DigestItem[];
  conflicts: Conflict[];
}

/** `7d`, `30d`, `2w`, `1m` (30 days) → milliseconds; undefined when it does not parse. */
export function parseSince(text: string): number | undefined {
  const m = /^(\d+)\s*([dwm])$/i.exec(text.trim());
  if (!m) return undefined;
  const days = Number(m[1]) * ({ d: 1, w: 7, m: 30 } as const)[m[2].toLowerCase() as 'd' | 'w' | 'm'];
  return days > 0 ? days * DAY_MS : undefined;
}

/** Lifecycle lines from a jsonl text; malformed lines are skipped (a log is never a reason to fail). */
export function parseLifecycle(text: string): LifecycleEvent[] {
  const out: LifecycleEvent[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    try {
      const v = JSON.parse(line) as Partial<LifecycleEvent>;
      if (typeof v.id === 'string' && typeof v.at === 'string' && typeof v.action === 'string') out.push(v as LifecycleEvent);
    } catch {
      /* skipped */
    }
  }
  return out;
}

export function buildDigest(entries: readonly Entry[], events: readonly LifecycleEvent[], conflicts: readonly Conflict[], sinceMs: number, nowMs: number): Digest {
  const inRange = (ms: number | undefined) => ms !== undefined && ms >= sinceMs && ms <= nowMs;
  const byKey = new Map<string, Entry>();
  for (const e of entries) {
    byKey.set(e.id, e);
    if (e.sourceId) byKey.set(e.sourceId, e);
  }
  const learned: DigestItem[] = [];
  for (const e of entries) {
    if (e.kind === 'log' || e.kind === 'discarded' || isMetaRecord(e)) continue;
    const at = parseWhen(e.logged) ?? parseWhen(e.firstSeen);
    if (inRange(at)) learned.push({ id: e.sourceId ?? e.id, title: e.title, citation: citation(e), at: new Date(at!).toISOString() });
  }
  const bucket: Record<'promoted' | 'demoted' | 'archived' | 'pruned' | 'forgotten', DigestItem[]> = { promoted: [], demoted: [], archived: [], pruned: [], forgotten: [] };
  for (const ev of events) {
    if (!inRange(parseWhen(ev.at))) continue;
    const e = byKey.get(ev.id);
    // A forgotten entry's title is gone on purpose: only its id and time are reported.
    const item: DigestItem = { id: ev.id, at: ev.at, title: ev.action === 'forgotten' ? undefined : e?.title, citation: e && ev.action !== 'forgotten' ? citation(e) : undefined };
    if (ev.to || ev.from) item.detail = [ev.from && `from ${ev.from}`, ev.to && `to ${ev.to}`].filter(Boolean).join(' ');
    const key = ev.action === 'pattern' || ev.action === 'raised' ? 'promoted' : ev.action === 'merged' ? 'archived' : ev.action;
    if (key in bucket) bucket[key as keyof typeof bucket].push(item);
  }
  const byTime = (a: DigestItem, b: DigestItem) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id);
  return {
    since: new Date(sinceMs).toISOString(),
    until: new Date(nowMs).toISOString(),
    learned: learned.sort(byTime),
    promoted: bucket.promoted.sort(byTime),
    demoted: bucket.demoted.sort(byTime),
    archived: bucket.archived.sort(byTime),
    pruned: bucket.pruned.sort(byTime),
    forgotten: bucket.forgotten.sort(byTime),
    conflicts: [...conflicts],
  };
}

function section(title: string, items: DigestItem[]): string[] {
  const lines = [`## ${title} (${items.length})`, ''];
  if (items.length === 0) lines.push('- none');
  for (const i of items) {
    const what = i.title ? ` ${i.title.replace(/\s+/g, ' ')}` : '';
    const where = i.citation ? ` (${i.citation})` : '';
    lines.push(`- ${i.at.slice(0, 10)} ${i.id}${what}${where}${i.detail ? ` — ${i.detail}` : ''}`);
  }
  lines.push('');
  return lines;
}

export function renderDigestMarkdown(d: Digest): string {
  const lines = [`# What changed: ${d.since.slice(0, 10)} → ${d.until.slice(0, 10)}`, ''];
  lines.push(...section('Learned', d.learned), ...section('Promoted', d.promoted), ...section('Demoted', d.demoted));
  lines.push(...section('Archived', d.archived), ...section('Pruned', d.pruned), ...section('Forgotten', d.forgotten));
  lines.push(`## Conflicts (${d.conflicts.length})`, '');
  if (d.conflicts.length === 0) lines.push('- none');
  for (const c of d.conflicts) lines.push(`- ${c.subject}: ${c.entries.join(', ')} — ${c.winner ? `${c.winner} wins; ` : ''}${c.reason}${c.needsPerson ? ' (needs a person)' : ''}`);
  lines.push('');
  return lines.join('\n');
}
