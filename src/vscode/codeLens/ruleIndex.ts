// Which learned rules name a file or a function: built once per store change, looked up per document.
// Quarantined captures are left out entirely (their text never reaches an editor); what is left is
// either a learned rule (promoted, or active in the memory an agent loads) or a staged learning.
import { isQuarantined } from '../../core/assess';
import { normalizePath } from '../../core/retrievalPaths';
import { isMetaRecord } from '../../core/ruleText';
import type { Entry } from '../../core/model';
import { entryMayReachAgent } from '../../core/trust';

/** Kinds and statuses that are not rules anyone should be reminded of above code. */
const NOT_RULES = new Set(['log', 'profile', 'discarded', 'follow-up']);
const GONE = /^(archived|pruned|discarded|forgotten|superseded|wont_?fix|rejected)$/i;

/** Promoted into a rules file, or an active rule of the memory an agent loads (HOT/WARM, per-user `active`). */
export function isLearnedRule(e: Pick<Entry, 'tier' | 'status'>): boolean {
  if (e.tier === 'promoted' || e.tier === 'HOT' || e.tier === 'WARM') return true;
  return /^(promoted|active)$/i.test((e.status ?? '').trim());
}

/** `utils.formatDate()`, `` `parseConfig(x)` `` → `formatDate`, `parseConfig`. */
export function normalizeFunction(f: string): string {
  const bare = f.trim().replace(/^[`'"]+|[`'"]+$/g, '').replace(/\(.*$/, '');
  return bare.split(/[.#:]/).filter(Boolean).pop() ?? bare;
}

export class RuleIndex {
  private readonly byPath = new Map<string, Entry[]>();
  private readonly byFunction = new Map<string, Entry[]>();
  /** The outbound trust verdict of each entry found so far: it reads the entry's text, so only entries a file names are judged. */
  private readonly trusted = new Map<Entry, boolean>();

  constructor(entries: readonly Entry[]) {
    for (const e of entries) {
      if ((!e.relatedFiles.length && !e.functions.length) || NOT_RULES.has(e.kind) || e.tier === 'archived' || GONE.test(e.status ?? '') || isQuarantined(e) || isMetaRecord(e)) continue;
      for (const p of new Set(e.relatedFiles.map(normalizePath).filter(Boolean))) push(this.byPath, p, e);
      for (const f of new Set(e.functions.map(normalizeFunction).filter(Boolean))) push(this.byFunction, f, e);
    }
  }

  get size(): number {
    return this.byPath.size + this.byFunction.size;
  }

  /** Rules naming the file at `relPath` (relative to its workspace folder): exact, or by a path suffix of at least the file name. */
  forFile(relPath: string): Entry[] {
    const rel = normalizePath(relPath);
    const found: Entry[] = [];
    for (const [p, list] of this.byPath) {
      if (p === rel || rel.endsWith(`/${p}`) || (p.includes('/') && p.endsWith(`/${rel}`))) found.push(...list);
    }
    return unique(found).filter(this.mayShow);
  }

  /** The trust check (core/trust.ts), made when a lookup finds the entry: refused text is never shown. */
  private readonly mayShow = (e: Entry): boolean => {
    let ok = this.trusted.get(e);
    if (ok === undefined) this.trusted.set(e, (ok = entryMayReachAgent(e)));
    return ok;
  };

  /** Rules naming a function, restricted to those that name no file or name this one (a `render()` elsewhere is not this one). */
  forFunction(name: string, relPath: string): Entry[] {
    const rel = normalizePath(relPath);
    return (this.byFunction.get(name) ?? [])
      .filter((e) => !e.relatedFiles.length || e.relatedFiles.map(normalizePath).some((p) => p === rel || rel.endsWith(`/${p}`) || p.endsWith(`/${rel}`)))
      .filter(this.mayShow);
  }

  functionNames(): IterableIterator<string> {
    return this.byFunction.keys();
  }
}

function push(map: Map<string, Entry[]>, key: string, e: Entry): void {
  const list = map.get(key);
  if (list) list.push(e);
  else map.set(key, [e]);
}

function unique(list: Entry[]): Entry[] {
  const seen = new Set<string>();
  return list.filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
}
