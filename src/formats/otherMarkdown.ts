// The remaining markdown layouts: one-learning-per-file (`.learnings/learning-YYYYMMDD-slug.md`,
// `# Learning Entry` + bold fields), permanent knowledge (`.knowledge/**/*.md`, usually one
// promoted pattern per file, often with front matter) and pattern staging
// (`.patterns/{domain}_pattern.md`: entry headings, else one entry per `##` section).
import type { Entry } from '../core/model';
import type { RawEntry } from './entryBuild';
import { contentId } from './ids';
import { bulletEntries, contentLines, finish, headingEntries, trimEnd, wholeFileEntry, type MdContext } from './siaMarkdown';

/** YAML turns `2026-03-07` into a Date; give it back as written (date only when it has no time). */
function isoDate(d: Date): string {
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

function frontMatterFields(ctx: MdContext, entry: Entry): void {
  const data = ctx.scan.frontMatter?.data;
  if (!data) return;
  for (const [k, v] of Object.entries(data)) {
    const s = v instanceof Date ? isoDate(v) : typeof v === 'string' ? v : JSON.stringify(v);
    if (!(k in entry.fields)) entry.fields[k] = s;
  }
  if (typeof data.title === 'string') entry.title = data.title;
  if (Array.isArray(data.tags)) entry.tags = [...new Set([...entry.tags, ...data.tags.map(String)])];
  if (typeof data.domain === 'string') entry.domains = [...new Set([...entry.domains, data.domain])];
  if (typeof data.status === 'string') entry.status = entry.status ?? data.status;
  const date = data.date ?? data.created ?? data.logged;
  if (date !== undefined && !entry.logged) entry.logged = date instanceof Date ? isoDate(date) : String(date);
}

function empty(ctx: MdContext, what: string): Entry[] {
  ctx.diagnostics.push({ file: ctx.file, line: 1, severity: 'info', message: `This ${what} file is empty.` });
  return [];
}

export function readSingleEntry(ctx: MdContext): Entry[] {
  if (contentLines(ctx).length === 0) return empty(ctx, 'learning');
  const named = ctx.scan.headings.find((h) => /^learning\s*[:：]/i.test(h.text))?.text.replace(/^learning\s*[:：]\s*/i, '');
  const h1 = ctx.scan.headings.find((h) => h.depth === 1 && !/^learning entry$/i.test(h.text))?.text;
  const h2 = ctx.scan.headings.find((h) => h.depth === 2)?.text;
  const raw = wholeFileEntry(ctx, 'learning', named ?? h1 ?? h2)!;
  const [entry] = finish(ctx, [raw]);
  frontMatterFields(ctx, entry);
  return [entry];
}

export function readKnowledge(ctx: MdContext): Entry[] {
  const { raws } = headingEntries(ctx, 'knowledge');
  for (const r of raws) r.kind = 'knowledge';
  if (raws.length) return finish(ctx, raws);
  if (contentLines(ctx).length === 0 && !ctx.scan.frontMatter) return empty(ctx, 'knowledge');
  const [entry] = finish(ctx, [wholeFileEntry(ctx, 'knowledge')!]);
  frontMatterFields(ctx, entry);
  return [entry];
}

export function readPatternStaging(ctx: MdContext): Entry[] {
  const { raws } = headingEntries(ctx, 'pattern');
  if (raws.length) return finish(ctx, raws);
  const h2 = ctx.scan.headings.filter((h) => h.depth === 2);
  if (h2.length) {
    const sections: RawEntry[] = h2.map((h) => {
      const next = ctx.scan.headings.find((x) => x.line > h.line && x.depth <= 2)?.line ?? ctx.scan.lineCount + 1;
      return { line: h.line, endLine: trimEnd(ctx, h.line, next - 1), depth: 2, kind: 'pattern', id: contentId(ctx.file, h.text), title: h.text, plain: 'known' };
    });
    return finish(ctx, sections);
  }
  const bullets = bulletEntries(ctx, 'pattern');
  if (bullets.length) return finish(ctx, bullets);
  if (contentLines(ctx).length === 0) return empty(ctx, 'pattern staging');
  return finish(ctx, [wholeFileEntry(ctx, 'pattern')!]);
}
