// Tiered personal memory (~/self-improving/ or a workspace's self-improving/ folder): memory.md
// (HOT), index.md, projects/*.md, domains/*.md (WARM), archive/** (COLD), corrections.md.
// index.md is the memory's table of contents ("memory.md — 8 lines"): it holds no rules, so it yields no
// entries (an info diagnostic says so) — otherwise its lines would count, and be injected, as WARM rules.
// Entry headings are read as everywhere else; the rules people keep as bullets become one 'rule'
// entry per top-level bullet. corrections.md is read like a corrections log (headings, or day
// headings with `- [HH:MM] …` bullets). A non-empty file always yields at least one entry.
// Outside corrections.md an entry without a written id gets a memory id (`mem-<hash>`, ids.ts)
// that does not name its file, so it survives being moved between tiers.
import type { Entry } from '../core/model';
import type { RawEntry } from './entryBuild';
import { memoryId } from './ids';
import { bulletEntries, contentLines, finish, headingEntries, wholeFileEntry, type MdContext } from './siaMarkdown';

/** Give file-derived ids (`<file>#…`, or the file itself) a tier-independent memory id instead. */
function withMemoryIds(ctx: MdContext, raws: RawEntry[]): RawEntry[] {
  const lines = ctx.scan.tl.lines;
  for (const r of raws) {
    if (r.id !== ctx.file && !r.id.startsWith(`${ctx.file}#`)) continue; // a written id stays as written
    const first = r.wholeFile ? contentLines(ctx)[0] ?? r.line : r.line;
    r.id = memoryId(lines[first - 1] ?? '');
  }
  return raws;
}

export function readHomeMemory(ctx: MdContext): Entry[] {
  const role = ctx.info.role;
  if (role === 'index') {
    ctx.diagnostics.push({ file: ctx.file, line: 1, severity: 'info', message: 'The topic index of the memory (a table of contents): its lines are not read as rules.' });
    return [];
  }
  const headingKind = role === 'corrections' ? 'correction' : 'learning';
  const { raws, covered } = headingEntries(ctx, headingKind);
  if (role === 'corrections') {
    if (raws.length) return finish(ctx, raws);
    const bullets = bulletEntries(ctx, 'correction');
    if (bullets.length) return finish(ctx, bullets);
  } else {
    raws.push(...bulletEntries(ctx, 'rule', covered));
    if (raws.length) return finish(ctx, withMemoryIds(ctx, raws));
  }
  const whole = contentLines(ctx).length ? wholeFileEntry(ctx, 'rule') : undefined;
  if (whole) return finish(ctx, role === 'corrections' ? [whole] : withMemoryIds(ctx, [whole]));
  ctx.diagnostics.push({ file: ctx.file, line: 1, severity: 'info', message: 'This memory file has no rules or entries yet.' });
  return [];
}
