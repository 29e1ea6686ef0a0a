// New entries as each writable format writes them, so an appended entry looks like its
// neighbours and reads back to the same fields. Ids and timestamps come in with the draft.
import type { EntryKind, FormatId } from '../core/model';
import { Eol, type EolString } from './eol';

export interface EntryDraft {
  /** The written id (LRN-20260101-001, LRN-{user}-{date}-{NNN}, PAT-…, a JSON hash id). */
  id: string;
  kind: EntryKind;
  title: string;
  category?: string;
  type?: string;
  priority?: string;
  status?: string;
  area?: string;
  logged?: string;
  details?: string;
  action?: string;
  context?: string;
  error?: string;
  source?: string;
  relatedFiles?: string[];
  functions?: string[];
  domain?: string;
  tags?: string[];
  seeAlso?: string[];
  patternKey?: string;
  recurrence?: number;
  firstSeen?: string;
  lastSeen?: string;
  observedIn?: string[];
  promotedFrom?: string[];
  promotedTo?: string | null;
  trigger?: string;
  hash?: string;
  scores?: Record<string, number>;
  reason?: string;
  /** Extra fields written after the known ones, as `Key: value`. */
  fields?: Record<string, string>;
}

const PREFIX_SECTIONS: Record<string, [string, string, string]> = {
  error: ['Summary', 'Context', 'Suggested Fix'],
  feature: ['Requested Capability', 'User Context', 'Suggested Implementation'],
};

function siaBlock(d: EntryDraft): string[] {
  const [s1, s2, s3] = PREFIX_SECTIONS[d.kind] ?? ['Summary', 'Details', 'Suggested Action'];
  const out = [`## [${d.id}] ${d.category ?? d.type ?? d.kind}`, ''];
  if (d.logged) out.push(`**Logged**: ${d.logged}`);
  out.push(`**Priority**: ${d.priority ?? 'medium'}`, `**Status**: ${d.status ?? 'pending'}`);
  if (d.area ?? d.domain) out.push(`**Area**: ${d.area ?? d.domain}`);
  out.push('', `### ${s1}`, d.title);
  if (d.error) out.push('', '### Error', '```', d.error, '```');
  if (d.details ?? d.context) out.push('', `### ${s2}`, (d.details ?? d.context)!);
  if (d.action) out.push('', `### ${s3}`, d.action);
  const meta: string[] = [];
  if (d.source) meta.push(`- Source: ${d.source}`);
  if (d.relatedFiles?.length) meta.push(`- Related Files: ${d.relatedFiles.join(', ')}`);
  if (d.tags?.length) meta.push(`- Tags: ${d.tags.join(', ')}`);
  if (d.seeAlso?.length) meta.push(`- See Also: ${d.seeAlso.join(', ')}`);
  if (d.patternKey) meta.push(`- Pattern-Key: ${d.patternKey}`);
  if (d.recurrence !== undefined) meta.push(`- Recurrence-Count: ${d.recurrence}`);
  if (d.firstSeen) meta.push(`- First-Seen: ${d.firstSeen}`);
  if (d.lastSeen) meta.push(`- Last-Seen: ${d.lastSeen}`);
  for (const [k, v] of Object.entries(d.fields ?? {})) meta.push(`- ${k}: ${v}`);
  if (meta.length) out.push('', '### Metadata', ...meta);
  out.push('', '---');
  return out;
}

function perUserBlock(d: EntryDraft): string[] {
  const out = [`## [${d.id}] ${d.title}`, ''];
  const f = (k: string, v: string | undefined) => v !== undefined && v !== '' && out.push(`- **${k}**: ${v}`);
  if (d.kind === 'pattern') {
    f('Observed in', d.observedIn?.join(', '));
    f('Pattern', d.details ?? d.title);
    f('Global action', d.action);
    f('Promoted from', d.promotedFrom?.map((id) => `[${id}]`).join(', '));
  } else if (d.kind === 'follow-up') {
    f('Item', d.details ?? d.title);
    f('Mentioned', d.logged);
    f('Urgency', d.priority ?? 'medium');
    f('Status', d.status ?? 'pending');
  } else {
    f('Priority', d.priority ?? 'Medium');
    f('Category', d.category ?? d.type ?? d.kind);
    f('Context', d.context);
    f('Learning', d.details ?? d.title);
    f('Action', d.action);
    f('Status', d.status ?? 'active');
  }
  for (const [k, v] of Object.entries(d.fields ?? {})) f(k, v);
  return out;
}

function jsonObject(d: EntryDraft): Record<string, unknown> {
  const o: Record<string, unknown> = { id: d.id, type: d.type ?? d.category ?? d.kind, timestamp: d.logged, content: d.title };
  o.context = { domain: d.domain ?? d.area, files: d.relatedFiles ?? [], functions: d.functions ?? [], trigger: d.trigger };
  o.recurrence = d.recurrence ?? 1;
  if (d.hash) o.hash = d.hash;
  if (d.scores) o.scores = d.scores;
  o.status = d.status ?? 'staging';
  o.promoted_to = d.promotedTo ?? null;
  for (const [k, v] of Object.entries(d.fields ?? {})) if (!(k in o)) o[k] = v;
  return o;
}

function homeBlock(d: EntryDraft): string[] {
  if (d.kind !== 'correction') return [`- ${d.title}`];
  const time = /[T ](\d{2}:\d{2})/.exec(d.logged ?? '')?.[1] ?? '00:00';
  const out = [`- [${time}] ${d.title}`];
  if (d.category ?? d.type) out.push(`  Type: ${d.category ?? d.type}`);
  if (d.context) out.push(`  Context: ${d.context}`);
  out.push(`  Confirmed: ${d.status ?? 'pending (1/3)'}`);
  return out;
}

/** A new entry in `format`, with `eol` line endings and a final newline. */
export function renderEntry(format: FormatId, draft: EntryDraft, eol: EolString = '\n'): string {
  let lines: string[];
  switch (format) {
    case 'sia-markdown':
    case 'pattern-staging':
      lines = siaBlock(draft);
      break;
    case 'per-user':
      lines = perUserBlock(draft);
      break;
    case 'json-entry':
      lines = JSON.stringify(jsonObject(draft), null, 2).split('\n');
      break;
    case 'jsonl':
      lines = [JSON.stringify(jsonObject(draft))];
      break;
    case 'home-memory':
      lines = homeBlock(draft);
      break;
    case 'discard-log': {
      const score = draft.scores?.composite;
      lines = [`- ${draft.logged ?? ''} ${draft.id} — ${draft.title}${score !== undefined ? ` (score ${score.toFixed(2)})` : ''}${draft.reason ? `: ${draft.reason}` : ''}`.replace(/^- +/, '- ')];
      break;
    }
    case 'promotion-log':
      lines = [`- ${draft.logged ?? ''}: ${(draft.promotedFrom ?? [draft.id]).join(', ')} → ${draft.promotedTo ?? ''} (${draft.title})`.replace(/^- +:/, '-')];
      break;
    case 'knowledge':
      lines = ['---', `id: ${JSON.stringify(draft.id)}`, `title: ${JSON.stringify(draft.title)}`];
      if (draft.domain) lines.push(`domain: ${JSON.stringify(draft.domain)}`);
      if (draft.logged) lines.push(`promoted: ${JSON.stringify(draft.logged)}`);
      lines.push('---', '', `# ${draft.title}`, '');
      if (draft.details) lines.push(draft.details, '');
      if (draft.action) lines.push(`**Rule**: ${draft.action}`);
      break;
    case 'single-entry':
      lines = ['# Learning Entry', ''];
      if (draft.logged) lines.push(`**Date:** ${draft.logged}`);
      lines.push(`**Category:** ${draft.category ?? draft.type ?? draft.kind}`, `**Priority:** ${draft.priority ?? 'medium'}`, '', `## Learning: ${draft.title}`);
      if (draft.details) lines.push('', draft.details);
      break;
  }
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return Eol.normalize(lines.join('\n'), eol) + eol;
}
