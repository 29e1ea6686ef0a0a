// The clock, read one way everywhere: `--now` and $LEARNINGS_NOW pin it (an ISO date or date-time, UTC unless
// a zone is given) so every decision — scores, tiers, digests — is reproducible; otherwise it is the real time.

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A pinned time that does not parse; the message names where it came from and shows an example. */
export class BadClockError extends Error {}

/** Parses an ISO date or date-time. Without a zone it is read as UTC, so runs agree across machines. */
export function parseNow(value: string, source: string): Date {
  const m = ISO.exec(value.trim());
  const bad = () => new BadClockError(`${source}: ${JSON.stringify(value)} is not an ISO date-time (e.g. 2026-03-01 or 2026-03-01T09:30:00Z)`);
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

/** $LEARNINGS_NOW as a time, or undefined when it is unset; a bad value throws BadClockError. */
export function pinnedNow(env: Readonly<Record<string, string | undefined>>): Date | undefined {
  return env.LEARNINGS_NOW ? parseNow(env.LEARNINGS_NOW, 'LEARNINGS_NOW') : undefined;
}
