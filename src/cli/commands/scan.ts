// `learnings scan`: index every learnings file under the roots and the home memory, and list the
// entries found and the problems met. Read-only: no file is touched.
import type { Command } from 'commander';
import type { Diagnostic, Entry } from '../../core/model';
import { getContext, openStore } from '../context';
import { clip, printResult, safeText } from '../output';

/** One entry as `scan --json` prints it: stable keys, null where a field is absent. */
export interface ScanEntry {
  id: string;
  format: string;
  kind: string;
  root: string;
  file: string;
  line: number;
  endLine: number;
  title: string;
  category: string | null;
  status: string | null;
  priority: string | null;
  tier: string;
  user: string | null;
  namespace: string;
}

export interface ScanResult {
  entries: ScanEntry[];
  diagnostics: Array<Required<Pick<Diagnostic, 'root' | 'file' | 'line' | 'severity' | 'message'>>>;
}

export function toScanEntry(e: Entry): ScanEntry {
  return {
    id: e.id,
    format: e.format,
    kind: e.kind,
    root: e.root,
    file: e.file,
    line: e.line,
    endLine: e.endLine,
    title: e.title,
    category: e.category ?? null,
    status: e.status ?? null,
    priority: e.priority ?? null,
    tier: e.tier,
    user: e.user ?? null,
    namespace: e.namespace,
  };
}

export function renderScan(result: ScanResult, roots: string[]): string {
  const out: string[] = [];
  const files = new Set<string>();
  const idWidth = Math.min(40, Math.max(8, ...result.entries.map((e) => e.id.length)));
  const metaOf = (e: ScanEntry) => [e.kind, e.status, e.priority].filter(Boolean).join(' ');
  const metaWidth = Math.min(30, Math.max(4, ...result.entries.map((e) => metaOf(e).length)));
  for (const root of roots) {
    const mine = result.entries.filter((e) => e.root === root);
    const diags = result.diagnostics.filter((d) => d.root === root);
    if (!mine.length && !diags.length) continue;
    out.push(root);
    let current = '';
    for (const e of mine) {
      if (e.file !== current) {
        current = e.file;
        files.add(`${root}\0${e.file}`);
        out.push(`  ${safeText(e.file)}  (${mine.filter((x) => x.file === e.file).length})`);
      }
      out.push(`    ${String(e.line).padStart(5)}  ${clip(e.id, idWidth).padEnd(idWidth)}  ${clip(metaOf(e), metaWidth).padEnd(metaWidth)}  ${clip(e.title, 72)}`);
    }
    if (diags.length) {
      out.push('  problems:');
      for (const d of diags) out.push(`    ${safeText(d.file)}:${d.line}: ${d.severity === 'error' ? '' : `${d.severity}: `}${clip(d.message, 200)}`);
    }
  }
  const n = result.diagnostics.length;
  out.push(`${result.entries.length} entries in ${files.size} files, ${n} problem${n === 1 ? '' : 's'}`);
  return out.join('\n');
}

export function register(program: Command): void {
  program
    .command('scan')
    .description('index every learnings file under the roots and the home memory; list entries and problems (read-only)')
    .action(async (_opts: unknown, cmd: Command) => {
      const ctx = getContext(cmd);
      const store = await openStore(ctx);
      const result: ScanResult = {
        entries: store.entries().map(toScanEntry),
        diagnostics: store.diagnostics().map((d) => ({ root: d.root ?? '', file: d.file, line: d.line, severity: d.severity, message: d.message })),
      };
      printResult(ctx.json, result, () => renderScan(result, store.roots().map((r) => r.path)));
    });
}
