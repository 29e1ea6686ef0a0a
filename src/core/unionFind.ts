// Grouping by "these two are the same" (same lesson, same learning across users): union-find over item indexes,
// each group led by its smallest index, so groups come out in input order with input order inside.
export class UnionFind {
  private readonly parent: number[];

  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, i) => i);
  }

  find(i: number): number {
    const p = this.parent[i];
    return p === i ? i : (this.parent[i] = this.find(p));
  }

  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }

  /** `items` (indexed as the union calls were) split into their groups. */
  groups<T>(items: readonly T[]): T[][] {
    const out = new Map<number, T[]>();
    items.forEach((item, i) => {
      const r = this.find(i);
      out.set(r, [...(out.get(r) ?? []), item]);
    });
    return [...out.values()];
  }
}
