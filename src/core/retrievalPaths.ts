// Paths named by learnings (related files) and by prompts, compared as project-relative paths. Pure.

/** Where a tool said a thing happened, after the file: `:12`, `:12:5`, tsc's `(12,5)`. */
const LOCATION = /(?::\d+(?::\d+)?|(?<=\.[A-Za-z]\w{0,9})\(\d+(?:,\d+)?\))$/;

/** `./src/a.ts`, `` `src/a.ts` ``, `src\a.ts:12`, `src/a.ts(3,7)` → `src/a.ts`. */
export function normalizePath(p: string): string {
  return p.trim().replace(/^[`'"]+|[`'"]+$/g, '').replace(/\\/g, '/').replace(LOCATION, '').replace(/^(\.\/)+/, '').replace(/\/+$/, '');
}

/** Same file by project-relative path: equal, or one ends with the other at a folder boundary when the
 * shorter still has a folder in it (`components/Button.tsx` ~ `src/components/Button.tsx`). A bare base name
 * never matches by itself: two folders' `page.tsx` are different files. */
export function samePath(a: string, b: string): boolean {
  const [x, y] = [normalizePath(a), normalizePath(b)];
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return short.includes('/') && long.endsWith(`/${short}`);
}
