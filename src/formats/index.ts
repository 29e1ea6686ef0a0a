// Entry point of the formats layer: pick the reader for a path, parse text into entries, and the
// surgical edits back. Pure text in/out: no fs, no clock. Readers never throw; problems become
// diagnostics naming file and line, and the rest of the file is still read.
//
// Formats (path → FormatId → reader):
//   .learnings/{LEARNINGS,ERRORS,FEATURE_REQUESTS,PATTERNS,requests,corrections}.md, days/<date>/*.md,
//     any other .md in .learnings      → 'sia-markdown'   (siaMarkdown.ts)
//   .learnings/_global/*.md, .learnings/{user_id}/{LEARNINGS,ERRORS,PROFILE,FOLLOW_UPS}.md
//                                     → 'per-user'       (perUser.ts)  user = the 12-char folder; _global → namespace global
//   .learnings/_meta/promotion-log.md  → 'promotion-log'  (perUser.ts readLog, kind 'log')
//   .learnings/learning-YYYYMMDD-*.md  → 'single-entry'   (otherMarkdown.ts, one entry per file)
//   .learnings/**/*.json (not index.json) → 'json-entry'; .learnings/*.jsonl → 'jsonl' (jsonEntry.ts)
//   .patterns/{domain}_pattern.md      → 'pattern-staging' (namespace domain {domain}, tier staging)
//   .knowledge/**/*.md                 → 'knowledge' (tier promoted)
//   knowledge/_discarded/LOG.md, .knowledge/_discarded/LOG.md → 'discard-log' (kind 'discarded', tier archived)
//   home root *.md, workspace self-improving/**/*.md → 'home-memory' (homeMemory.ts): memory.md HOT,
//     index/projects/domains WARM (namespace project/domain + name), archive/** COLD, corrections.md.
//   Paths may be flattened corpus names (`owner__repo__.learnings__LEARNINGS.md`), and a root may itself
//   be a `.learnings` folder (LEARNINGS.md… at its top). README/SKILL files are never read.
//
// Entries: a level-2/3 heading starting with `[`, an id (`[A-Z]{2,5}-…` with a digit) or a date is one
// entry (headings.ts); placeholders (YYYYMMDD, XXX, HHMM…) are not. In corrections files a bare
// `## YYYY-MM-DD` day heading over `- [HH:MM] …` bullets yields one entry per bullet instead.
// Files without entry headings: home memory → one 'rule' per top-level bullet; others → bullets, else
// the whole file as one entry; a template with only placeholders → no entries + an info diagnostic.
// Kind: LRN→learning, ERR/RUN→error, FEAT/REQ/FR→feature, PAT→pattern, CORR/COR→correction, FUP→follow-up,
// else from the file name. Tier: the file's tier; status promoted* → promoted; wontfix/pruned/archived → archived.
//
// Ids (ids.ts): the written id when there is one (LRN-20260101-001); a dated or bracketed heading
// without one → `<file>#<date>`; anything else → `<file>#<8-hex hash of its first line>`; the n-th
// repeat of an id in one file → `<id>#n`. Home-memory rules without a written id (outside
// corrections.md) → `mem-<8-hex hash of the rule text>`, the same in every tier file it moves to. Ids are unique within a file (the store makes them unique
// across files of a root).
import type { FormatId, ParseResult } from '../core/model';
import { readJsonEntry, readJsonl } from './jsonEntry';
import { scanMarkdown } from './markdownTree';
import { readHomeMemory } from './homeMemory';
import { readKnowledge, readPatternStaging, readSingleEntry } from './otherMarkdown';
import { classifyPath, type RootKind } from './paths';
import { readLog, readPerUser } from './perUser';
import { readSiaMarkdown, type MdContext } from './siaMarkdown';

export type { RootKind } from './paths';
export { classifyPath, unflatten } from './paths';
export { Eol, type EolString } from './eol';
export * from './edit';
export { renderEntry, type EntryDraft } from './render';

export interface FileInput {
  root: string; // absolute root path
  file: string; // path relative to root, forward slashes
  text: string; // full file text as read (BOM and line endings untouched)
  rootKind: RootKind;
}

/** The format a file at `file` (relative to a root of `rootKind`) is read with, or undefined when it is not a learnings file. */
export function detectFormat(file: string, rootKind: RootKind): FormatId | undefined {
  return classifyPath(file, rootKind)?.format;
}

function readMarkdown(ctx: MdContext) {
  switch (ctx.info.format) {
    case 'per-user':
      return readPerUser(ctx);
    case 'promotion-log':
      return readLog(ctx, 'log');
    case 'discard-log':
      return readLog(ctx, 'discarded');
    case 'single-entry':
      return readSingleEntry(ctx);
    case 'knowledge':
      return readKnowledge(ctx);
    case 'pattern-staging':
      return readPatternStaging(ctx);
    case 'home-memory':
      return readHomeMemory(ctx);
    default:
      return readSiaMarkdown(ctx);
  }
}

export function parseFile(input: FileInput): ParseResult {
  const { root, file, text } = input;
  const info = classifyPath(file, input.rootKind);
  if (!info) return { entries: [], diagnostics: [{ file, line: 1, severity: 'info', message: 'Not a learnings file; nothing was read.' }] };
  try {
    if (info.format === 'json-entry') return readJsonEntry(text, root, file, info);
    if (info.format === 'jsonl') return readJsonl(text, root, file, info);
    const scan = scanMarkdown(text, file);
    const ctx: MdContext = { root, file, info, scan, diagnostics: scan.diagnostics };
    const entries = readMarkdown(ctx);
    return { entries, diagnostics: ctx.diagnostics };
  } catch (e) {
    // A reader bug must not take the index down: report it against the file and move on.
    return { entries: [], diagnostics: [{ file, line: 1, severity: 'error', message: `This file could not be read (${(e as Error).message}).` }] };
  }
}
