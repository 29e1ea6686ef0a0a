// The "Examples:" section of `learnings --help` and of each subcommand's help. One table, so every
// command shows examples in the same place; a unit test checks that every flag used here exists.

export const PROGRAM_EXAMPLES = [
  'learnings scan                                   # what is in .learnings/ and ~/self-improving',
  'learnings search "pnpm lockfile"                 # every tier, each result cites file:line',
  'learnings hook install claude                    # capture from Claude Code in this project',
  'learnings mcp install codex                      # the MCP server in ~/.codex/config.toml',
  'learnings --root ~/src/app --json assess         # scores as JSON for another root',
];

export const COMMAND_EXAMPLES: Record<string, string[]> = {
  scan: ['learnings scan', 'learnings --root ~/src/app --root ~/src/lib scan --json'],
  assess: ['learnings assess', 'learnings --now 2026-03-01 assess --json'],
  promote: ['learnings promote                                # preview the plan with diffs', 'learnings promote --yes                          # write it', 'learnings promote --scoped claude,copilot --yes  # also path-scoped rules files', 'learnings promote --id LRN-20260301-001 --target claude'],
  archive: ['learnings archive                                # which learnings would be archived, and why', 'learnings archive --id LRN-20250101-001 --yes'],
  tiers: ['learnings tiers                                  # preview the moves', 'learnings tiers --yes                            # write them', 'learnings tiers --yes --merge                    # and merge near-duplicates', 'learnings --home ~/self-improving tiers --json'],
  conflicts: ['learnings conflicts', 'learnings --json conflicts'],
  search: ['learnings search "database migrations"', 'learnings search --limit 3 pnpm'],
  reindex: ['learnings reindex', 'learnings --root ~/src/app reindex --json'],
  forget: ['learnings forget LRN-20260301-001                # what would be removed', 'learnings forget LRN-20260301-001 --yes          # remove it', 'learnings forget "use npm"'],
  capture: ['learnings capture --type correction --content "Use pnpm, not npm, in this repo" --file package.json', 'learnings capture --type error --content "tsc fails on ESM imports without .js" --domain typescript'],
  gate: ['learnings gate stats', 'learnings --json gate stats'],
  digest: ['learnings digest', 'learnings digest --since 30d --json'],
  export: ['learnings export --out ~/learnings-backup.zip'],
  patterns: ['learnings patterns                               # preview', 'learnings patterns --yes                         # write _global/PATTERNS.md'],
  hook: ['learnings hook install claude', 'learnings hook claude < payload.json                # what an agent runs'],
  mcp: ['learnings mcp                                    # serve MCP on stdio', 'learnings mcp install claude                      # write .mcp.json'],
};

export function examplesText(lines: readonly string[]): string {
  return ['', 'Examples:', ...lines.map((l) => `  $ ${l}`)].join('\n');
}
