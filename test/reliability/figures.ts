// The figures a run produced (processes, rounds, cases, results), printed at the end of the suite and
// written to $LEARNINGS_REL_FIGURES when set, so the README's numbers come from a real run.
import { writeFileSync } from 'node:fs';

const figures: Record<string, unknown> = {};

export function recordFigure(name: string, value: unknown): void {
  figures[name] = value;
}

after(() => {
  if (Object.keys(figures).length === 0) return;
  console.log(`\n  reliability figures:\n${JSON.stringify(figures, null, 2).replace(/^/gm, '    ')}`);
  if (process.env.LEARNINGS_REL_FIGURES) writeFileSync(process.env.LEARNINGS_REL_FIGURES, `${JSON.stringify(figures, null, 2)}\n`);
});
