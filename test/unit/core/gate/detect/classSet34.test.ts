import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 40 and 41 showed: "X isn't A — B" sets a fact
// against what was assumed, even inside a new task; "again, X every time"; "nope, ignore …" dismisses something of the
// moment. Wording and projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['a fact set against an assumption', 'signal', 'next: the export job. btw the bucket region isn\'t us-east-1 — all our buckets live in eu-west-3, fix `export.tf` too'],
  ['a fact set against an assumption', 'noise', 'the sky isn\'t blue today — rain all week lol'],
  ['a rule restated with "again,"', 'signal', 'again, `--frozen-lockfile` every time in CI. we had this yesterday'],
  ['a rule restated with "again,"', 'noise', 'again, thanks for the help yesterday'],
  ['a dismissal after a rejection', 'noise', 'nah, forget that flaky test from earlier, it was my laptop. go on'],
  ['a dismissal after a rejection', 'noise', 'no, ignore the lint warning from before, I fixed it myself'],
  ['a dismissal after a rejection', 'signal', 'no, never ignore the lint warnings in `packages/api`, they gate the release'],
];

checkClassSet('prompt classes from blind streams 40 and 41 (written for this file)', CASES);
