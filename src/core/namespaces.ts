// Namespaces (seed 002): global → domain → project. A more specific namespace inherits the general ones and
// overrides them: when rules disagree, project beats domain beats global; within one level the newer wins.
import type { Entry, NamespaceScope } from './model';

/** A user id: 12 characters of [A-Za-z0-9_-] (a user's folder name under .learnings/). */
export const USER_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

export const SPECIFICITY: Record<NamespaceScope, number> = { global: 0, domain: 1, project: 2 };

export interface NamespaceContext {
  domain?: string;
  project?: string;
}

/** Whether an entry applies in a context: global always; domain/project when the names match (or the context leaves them open). */
export function appliesIn(e: Pick<Entry, 'namespace' | 'namespaceName'>, ctx: NamespaceContext): boolean {
  if (e.namespace === 'global') return true;
  const want = e.namespace === 'domain' ? ctx.domain : ctx.project;
  return want === undefined || e.namespaceName === undefined || e.namespaceName.toLowerCase() === want.toLowerCase();
}

/**
 * Whether two entries can ever apply together (and so can contradict each other): a global rule meets everything;
 * two domain rules or two project rules only when they name the same domain/project; different users never meet.
 */
export function canMeet(a: Pick<Entry, 'namespace' | 'namespaceName' | 'user'>, b: Pick<Entry, 'namespace' | 'namespaceName' | 'user'>): boolean {
  if (a.user && b.user && a.user !== b.user) return false;
  if (a.namespace === 'global' || b.namespace === 'global' || a.namespace !== b.namespace) return true;
  const an = a.namespaceName?.toLowerCase();
  const bn = b.namespaceName?.toLowerCase();
  return an === undefined || bn === undefined || an === bn;
}

/** Label used in outputs: `project:web`, `domain:code`, `global`. */
export function namespaceLabel(e: Pick<Entry, 'namespace' | 'namespaceName'>): string {
  return e.namespace === 'global' || !e.namespaceName ? e.namespace : `${e.namespace}:${e.namespaceName}`;
}
