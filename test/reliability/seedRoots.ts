// Starting points for the multi-process tests: a JSON-entry root and a self-improving-agent root,
// each with two learnings ready to promote (so a promote running meanwhile has real work) and a
// CLAUDE.md with text of its own outside the managed block.
import { put } from './harness';

const CLAUDE_MD = '# Project rules\n\nHand-written rules stay exactly as they are.\n';

function jsonEntry(id: string, content: string, files: string[]): string {
  return `${JSON.stringify(
    {
      id,
      type: 'correction',
      timestamp: '2026-04-18T08:00:00Z',
      content,
      context: { domain: 'build', files, functions: ['runBuild'], trigger: 'user correction' },
      recurrence: 5,
      hash: id,
      status: 'staging',
      promoted_to: null,
      example: '`pnpm install --frozen-lockfile`',
      first_seen: '2026-04-01T08:00:00Z',
      last_seen: '2026-04-19T08:00:00Z',
    },
    null,
    2,
  )}\n`;
}

/** `.learnings/entries/…json` layout (what a fresh root becomes after its first capture). */
export function seedJsonRoot(root: string): void {
  put(root, 'CLAUDE.md', CLAUDE_MD);
  put(root, '.learnings/entries/correction/2026-04-18T08-00-00Z-seed0001.json', jsonEntry('seed0001', 'Install dependencies with pnpm in CI, never npm install', ['package.json', 'pnpm-lock.yaml', '.github/workflows/ci.yml']));
  put(root, '.learnings/entries/correction/2026-04-18T08-00-01Z-seed0002.json', jsonEntry('seed0002', 'Run the type check before the unit tests in scripts/check.sh', ['scripts/check.sh', 'tsconfig.json', 'package.json']));
}

function siaEntry(id: string, summary: string, files: string): string {
  return [
    `## [${id}] correction`,
    '',
    '**Logged**: 2026-04-18T08:00:00Z',
    '**Priority**: high',
    '**Status**: pending',
    '**Area**: build',
    '',
    '### Summary',
    summary,
    '',
    '### Suggested Action',
    summary,
    '',
    '### Metadata',
    '- Source: user_feedback',
    `- Related Files: ${files}`,
    '- Tags: ci, build',
    `- Pattern-Key: build.${id.toLowerCase()}`,
    '- Recurrence-Count: 5',
    '- First-Seen: 2026-04-01',
    '- Last-Seen: 2026-04-19',
    '',
    '---',
    '',
  ].join('\n');
}

/** `.learnings/LEARNINGS.md` layout: captures append `## [LRN-YYYYMMDD-NNN]` blocks. */
export function seedSiaRoot(root: string): void {
  put(root, 'CLAUDE.md', CLAUDE_MD);
  put(
    root,
    '.learnings/LEARNINGS.md',
    `# Learnings\n\nCorrections and insights for this project.\n\n---\n\n${siaEntry('LRN-20260418-001', 'Install dependencies with pnpm in CI, never npm install', 'package.json, pnpm-lock.yaml, .github/workflows/ci.yml')}${siaEntry('LRN-20260418-002', 'Run the type check before the unit tests in scripts/check.sh', 'scripts/check.sh, tsconfig.json, package.json')}`,
  );
}
