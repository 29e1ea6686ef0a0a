// What of an entry is searched, by field (title, rule, tags, related files, body), in its language's terms. Pure.
import type { Entry } from './model';
import type { DocTerms } from './retrievalIndex';
import { detectLang, tokenize } from './retrievalText';
import { isDerivedRecord, ruleText } from './ruleText';

const BODY_MAX = 20_000;

/** Entries that are search results: everything a person or agent learned, not the lifecycle's log lines. */
export function searchable(e: Entry): boolean {
  return !isDerivedRecord(e); // a learning once: not its .knowledge copy, log lines or the lifecycle's records
}

/** The searched text of an entry, by field; undefined for a record that is not a search result. */
export function searchTerms(e: Entry): DocTerms | undefined {
  return searchable(e) ? docTerms(e) : undefined;
}

function docTerms(e: Entry): DocTerms {
  const rule = ruleText(e);
  const lang = detectLang(`${e.title}\n${e.body.slice(0, 2000)}`);
  const tags = [...e.tags, ...e.domains, ...e.functions, e.category ?? '', e.namespaceName ?? ''].join(' ');
  return [tokenize(e.title, lang), rule === e.title ? [] : tokenize(rule, lang), tokenize(tags, lang), tokenize(e.relatedFiles.join(' '), lang), tokenize(e.body.slice(0, BODY_MAX), lang)];
}
