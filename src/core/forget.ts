// "Forget X" (seed 002): remove it from every tier and file — its entry, the rules promoted from it, its
// knowledge file, and the log lines that name it — and record only that something was forgotten (id, when).
import type { EntryEditor } from './entryEditor';
import { removeRulesFor } from './managedBlock';
import type { Entry } from './model';
import { citation } from './model';
import { DISCARD_LOG, HOME_LIFECYCLE_LOG, LIFECYCLE_LOG, PROMOTION_LOG, PlanBuilder, lifecycleLine, type Plan, type ReadText } from './plan';
import { RULES_FILES } from './promotion';
import { isMetaRecord } from './ruleText';

export interface ForgetMatch {
  id: string;
  title: string;
  citation: string;
  root: string;
}

/**
 * What `forget ID|QUERY` means: entries whose id (or id as written) equals the argument; when none does, every
 * entry whose title or text contains it (case-insensitive). Promotion-log lines are not entries to forget.
 */
export function selectForget(entries: readonly Entry[], idOrQuery: string): Entry[] {
  const q = idOrQuery.trim();
  if (!q) return [];
  const live = entries.filter((e) => e.kind !== 'log' && !isMetaRecord(e));
  const byId = live.filter((e) => e.id === q || e.sourceId === q);
  if (byId.length > 0) return byId;
  const needle = q.toLowerCase();
  return live.filter((e) => e.title.toLowerCase().includes(needle) || e.body.toLowerCase().includes(needle));
}

export interface ForgetInput {
  /** Everything loaded (to find knowledge files derived from the forgotten entries). */
  entries: readonly Entry[];
  forget: readonly Entry[];
  nowMs: number;
  read: ReadText;
  editor: EntryEditor;
  homeRoot?: string;
}

function dropLinesMentioning(text: string, ids: ReadonlySet<string>): string {
  const parts = text.split(/(?<=\n)/);
  const kept = parts.filter((line) => ![...ids].some((id) => new RegExp(`(^|[^\\w-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w-]|$)`).test(line)));
  return kept.join('');
}

/**
 * The id a knowledge file says it was promoted from: its `Source` line as promotion writes it,
 * `<where> (<id>)` — the id in the last parentheses, taken whole, or a front-matter `promoted_from`.
 */
export function promotedFromId(k: Entry): string | undefined {
  const fm = k.fields.promoted_from ?? k.fields.promotedFrom;
  if (fm) return fm.trim();
  const m = /\(([^()\s]+)\)\s*$/.exec(k.fields.Source ?? '');
  return m?.[1];
}

/**
 * Per root, the `.knowledge/` files the lifecycle log records as made by promoting one of `forget`
 * (`{"action":"promoted","id":…,"to":"CLAUDE.md, .knowledge/…md"}`, written at promotion time). A line
 * that is not JSON is passed over: it records nothing.
 */
function promotedFiles(forget: readonly Entry[], read: ReadText, homeRoot: string | undefined): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const root of new Set(forget.map((e) => e.root))) {
    const ids = new Set(forget.filter((e) => e.root === root).flatMap((e) => [e.id, e.sourceId].filter((x): x is string => !!x)));
    const text = read(root, homeRoot !== undefined && root === homeRoot ? HOME_LIFECYCLE_LOG : LIFECYCLE_LOG) ?? '';
    const files = new Set<string>();
    for (const line of text.split('\n')) {
      let ev: { action?: unknown; id?: unknown; to?: unknown };
      try {
        ev = JSON.parse(line) as typeof ev;
      } catch {
        continue;
      }
      if (!ev || ev.action !== 'promoted' || typeof ev.id !== 'string' || !ids.has(ev.id) || typeof ev.to !== 'string') continue;
      for (const f of ev.to.split(',').map((x) => x.trim())) if (/^\.?knowledge\//.test(f) && !f.includes('..')) files.add(f);
    }
    out.set(root, files);
  }
  return out;
}

export function planForget(input: ForgetInput): { plan: Plan; matches: ForgetMatch[] } {
  const at = new Date(input.nowMs).toISOString();
  const b = new PlanBuilder(input.read);
  const notes: string[] = [];
  const ids = new Set<string>();
  for (const e of input.forget) {
    ids.add(e.id);
    if (e.sourceId) ids.add(e.sourceId);
  }
  // The entries themselves, bottom-up per file; a JSON entry file holds one entry and goes as a whole.
  const ordered = input.forget.slice().sort((x, y) => x.root.localeCompare(y.root) || x.file.localeCompare(y.file) || y.line - x.line);
  for (const e of ordered) {
    const text = b.read(e.root, e.file);
    if (text === undefined) continue;
    if (e.format === 'json-entry' || e.format === 'knowledge') b.delete(e.root, e.file, `forget ${e.sourceId ?? e.id}`);
    else b.write(e.root, e.file, input.editor.remove(text, e), `forget ${e.sourceId ?? e.id}`);
    notes.push(`forget ${e.sourceId ?? e.id} at ${citation(e)}`);
  }
  // Knowledge files promoted from them — only those the promotion itself recorded as made from one of
  // them (never a file that merely mentions the id: a date-like id is in many unrelated texts).
  const derived = promotedFiles(input.forget, (r, f) => b.read(r, f), input.homeRoot);
  for (const k of input.entries) {
    if (k.format !== 'knowledge' || ids.has(k.id)) continue;
    const recorded = derived.get(k.root)?.has(k.file) === true;
    const source = promotedFromId(k);
    if (recorded || (source !== undefined && ids.has(source))) {
      b.delete(k.root, k.file, 'knowledge promoted from a forgotten entry');
      notes.push(`delete ${k.file} (promoted from a forgotten entry)`);
    }
  }
  const roots = [...new Set(input.forget.map((e) => e.root))];
  for (const root of roots) {
    const isHome = input.homeRoot !== undefined && root === input.homeRoot;
    if (!isHome) {
      for (const file of Object.values(RULES_FILES)) {
        const text = b.read(root, file);
        if (text === undefined) continue;
        const r = removeRulesFor(text, ids, file);
        if (r.removed.length > 0) {
          b.write(root, file, r.text, `${r.removed.length} rule(s) from forgotten entries removed`);
          notes.push(`${file}: remove ${r.removed.length} rule(s)`);
        }
      }
    }
    // Earlier log lines name it (and a knowledge file's name carries words of its title): they go too.
    const log = isHome ? HOME_LIFECYCLE_LOG : LIFECYCLE_LOG;
    for (const file of isHome ? [log] : [PROMOTION_LOG, DISCARD_LOG, log]) {
      const text = b.read(root, file);
      if (text !== undefined) b.write(root, file, dropLinesMentioning(text, ids), 'log lines naming a forgotten entry removed');
    }
    const forgotten = input.forget.filter((e) => e.root === root).map((e) => e.sourceId ?? e.id);
    b.append(root, log, [...new Set(forgotten)].map((id) => lifecycleLine({ at, action: 'forgotten', id })).join(''), 'forgotten (id and time only)');
  }
  const matches = input.forget.map((e) => ({ id: e.id, title: e.title, citation: citation(e), root: e.root }));
  if (matches.length === 0) notes.push('nothing matches');
  return { plan: b.build('forget', at, notes), matches };
}
