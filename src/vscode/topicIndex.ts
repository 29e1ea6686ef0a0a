// The personal memory's index.md is a table of contents ("memory.md — 8 lines"), not rules. The formats
// layer reads its bullets like those of any memory file (kind 'rule', tier WARM), so the views leave
// them out of the tiers and counts; which file is the topic index is the formats' own path classification.
import type { Entry } from '../core/model';
import { classifyPath } from '../formats/index';

export function isTopicIndexEntry(e: Pick<Entry, 'format' | 'file'>): boolean {
  return e.format === 'home-memory' && classifyPath(e.file, 'home')?.role === 'index';
}

/** The entries the views list and count: all but the topic index's lines. */
export function memoryEntries(entries: readonly Entry[]): Entry[] {
  return entries.filter((e) => !isTopicIndexEntry(e));
}
