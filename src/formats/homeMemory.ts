// Tiered personal memory (~/self-improving/ or a workspace's self-improving/ folder): memory.md
// (HOT), index.md, projects/*.md, domains/*.md (WARM), archive/** (COLD), corrections.md.
// Entry headings are read as everywhere else; the rules people keep as bullets become one 'rule'
// entry per top-level bullet. corrections.md is read like a corrections log (headings, or day
// headings with `- [HH:MM] …` bullets). A non-empty file always yields at least one entry.
import type { Entry } from '../core/model';
import { bulletEntries, contentLines, finish, headingEntries, wholeFileEntry, type MdContext } from './siaMarkdown';

export function readHomeMemory(ctx: MdContext): Entry[] {
  const role = ctx.info.role;
  const headingKind = role === 'corrections' ? 'correction' : 'learning';
  const { raws, covered } = headingEntries(ctx, headingKind);
  if (role === 'corrections') {
    if (raws.length) return finish(ctx, raws);
    const bullets = bulletEntries(ctx, 'correction');
    if (bullets.length) return finish(ctx, bullets);
  } else {
    raws.push(...bulletEntries(ctx, 'rule', covered));
    if (raws.length) return finish(ctx, raws);
  }
  const whole = contentLines(ctx).length ? wholeFileEntry(ctx, 'rule') : undefined;
  if (whole) return finish(ctx, [whole]);
  ctx.diagnostics.push({ file: ctx.file, line: 1, severity: 'info', message: 'This memory file has no rules or entries yet.' });
  return [];
}
