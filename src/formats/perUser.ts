// Per-user learnings (.learnings/_global/*, .learnings/{user_id}/*): `## [LRN-{user}-{date}-{NNN}] title`
// with `- **Priority**/**Category**/**Context**/**Learning**/**Action**/**Status**` bullets,
// `## [PAT-…]` patterns (Observed in / Pattern / Global action / Promoted from), `[FUP-…]`
// follow-ups (as headings or bare lines), and PROFILE.md (one 'profile' entry for the file).
// The promotion log (.learnings/_meta/promotion-log.md) is read here too: each entry or line is a 'log'.
import type { Entry } from '../core/model';
import { DATE_RE } from './headings';
import { contentId } from './ids';
import { bulletEntries, contentLines, finish, headingEntries, wholeFileEntry, type MdContext } from './siaMarkdown';

const BARE_ID_LINE = /^\[([A-Z]{2,5}-[^\]\s]*\d[^\]\s]*)\]\s*(.*)$/;

/** Follow-ups are often written as bare `[FUP-…] text` lines rather than headings. */
function bareIdLines(ctx: MdContext): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  ctx.scan.tl.lines.forEach((t, i) => {
    if (!ctx.scan.hidden[i + 1] && BARE_ID_LINE.test(t)) out.push({ line: i + 1, text: t.trim() });
  });
  return out;
}

function profileEntry(ctx: MdContext): Entry[] {
  const whole = contentLines(ctx).length ? wholeFileEntry(ctx, 'profile') : undefined;
  if (!whole) {
    ctx.diagnostics.push({ file: ctx.file, line: 1, severity: 'info', message: 'This profile is empty.' });
    return [];
  }
  whole.id = `${ctx.file}#profile`;
  whole.plain = 'all';
  return finish(ctx, [whole]);
}

export function readPerUser(ctx: MdContext): Entry[] {
  if (ctx.info.role === 'profile') return profileEntry(ctx);
  const { raws } = headingEntries(ctx, undefined, bareIdLines(ctx));
  for (const r of raws) r.plain = 'all';
  if (raws.length) return finish(ctx, raws);
  const bullets = bulletEntries(ctx, ctx.info.role === 'follow-ups' ? 'follow-up' : 'learning');
  if (bullets.length) return finish(ctx, bullets);
  if (contentLines(ctx).length === 0) {
    ctx.diagnostics.push({ file: ctx.file, line: 1, severity: 'info', message: 'This file has no entries yet.' });
    return [];
  }
  return finish(ctx, [wholeFileEntry(ctx, 'learning')!]);
}

/** `_meta/promotion-log.md`, `knowledge/_discarded/LOG.md`: headed entries, else one entry per bullet or line. */
export function readLog(ctx: MdContext, kind: 'log' | 'discarded'): Entry[] {
  const { raws } = headingEntries(ctx, kind);
  for (const r of raws) r.kind = kind;
  if (raws.length) return finish(ctx, raws);
  const bullets = bulletEntries(ctx, kind);
  if (bullets.length) return finish(ctx, bullets);
  const lines = contentLines(ctx).filter((l) => !ctx.scan.code[l]);
  if (lines.length === 0) {
    ctx.diagnostics.push({ file: ctx.file, line: 1, severity: 'info', message: 'This log has no lines yet.' });
    return [];
  }
  return finish(
    ctx,
    lines.map((l) => {
      const title = ctx.scan.tl.lines[l - 1].trim();
      return { line: l, endLine: l, depth: 0, kind, id: contentId(ctx.file, title), title, logged: DATE_RE.exec(title)?.[0], plain: 'all' as const };
    }),
  );
}
