// `learnings hook install <agent>`: merge our hook entries into the agent's project config without
// touching the person's own hooks. Idempotent across our own upgrades: an entry of ours (any command
// ending in `learnings hook <agent>`, by name or absolute path) is replaced in place by the current one;
// when nothing differs the file is not written at all (byte-identical).
//   claude  → .claude/settings.json   {"hooks": {Event: [{matcher?, hooks: [{type, command, timeout, async?}]}]}}
//   codex   → .codex/hooks.json        same shape as Claude Code (no async: Codex runs one event's hooks concurrently)
//   copilot → .github/hooks/learnings.json {"version": 1, "hooks": {event: [{type, bash, powershell, timeoutSec}]}}
import { editFile } from '../../store/safeWrite';
import { resolveInside } from '../../store/paths';

export type HookAgent = 'claude' | 'codex' | 'copilot';
export const HOOK_AGENTS: readonly HookAgent[] = ['claude', 'codex', 'copilot'];

/**
 * What the agent waits at most for one of our hooks. The hook leaves by itself at 9 s (HOOK_DEADLINE_MS); a
 * capture's lock waits add up to at most 6 s (store/fileLock.ts), after which its entry is queued, not lost.
 * Capture-only events run asynchronously in Claude Code, so this bound never holds the agent up there;
 * SessionStart and UserPromptSubmit answer in well under a second in practice.
 */
export const HOOK_TIMEOUT_SECONDS = 10;

interface EventSpec {
  event: string;
  matcher?: string;
  /** Capture only (returns nothing the agent reads): run in the background where the agent supports it. */
  captureOnly: boolean;
}

const CLAUDE_EVENTS: EventSpec[] = [
  { event: 'SessionStart', matcher: 'startup|resume|clear|compact', captureOnly: false },
  { event: 'UserPromptSubmit', captureOnly: false },
  { event: 'PostToolUse', matcher: 'Write|Edit|MultiEdit|Bash|Grep|Glob|WebSearch', captureOnly: true },
  { event: 'PostToolUseFailure', matcher: '*', captureOnly: true },
  { event: 'Stop', captureOnly: true },
];
const CODEX_EVENTS: EventSpec[] = [
  { event: 'SessionStart', matcher: 'startup|resume|clear', captureOnly: false },
  { event: 'UserPromptSubmit', captureOnly: false },
  { event: 'PostToolUse', matcher: '*', captureOnly: true },
  { event: 'Stop', captureOnly: true },
];
const COPILOT_EVENTS = ['sessionStart', 'userPromptSubmitted', 'postToolUse', 'postToolUseFailure', 'agentStop'];

export function configPathFor(agent: HookAgent): string {
  return agent === 'claude' ? '.claude/settings.json' : agent === 'codex' ? '.codex/hooks.json' : '.github/hooks/learnings.json';
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Is `command` one we wrote for `agent`, in any version: `learnings hook <agent>` run by name, by an
 * absolute (possibly quoted) path, or through `node …/cli.js`, optionally followed by `--event <name>`?
 */
export function isOurHookCommand(command: unknown, agent: HookAgent): boolean {
  if (typeof command !== 'string') return false;
  const re = new RegExp(`(?:^|[\\s/\\\\'"&])(?:learnings(?:\\.cmd)?|cli\\.js)['"]? hook ${agent}(?: --event \\w+)?$`);
  return re.test(command.trim());
}

/** Our handler object for one event, in the agent's format. */
function handlerFor(agent: HookAgent, command: string, spec: EventSpec): Obj {
  const h: Obj = { type: 'command', command, timeout: HOOK_TIMEOUT_SECONDS };
  if (agent === 'claude' && spec.captureOnly) h.async = true;
  return h;
}

/**
 * Puts `wanted` into `list` in place of our first entry (found by `ours`), drops any further entry of
 * ours, or appends it when there is none. Returns whether the list changed.
 */
function upsert(list: unknown[], ours: (item: unknown) => boolean, wanted: unknown): boolean {
  const at = list.findIndex(ours);
  if (at < 0) {
    list.push(wanted);
    return true;
  }
  let changed = JSON.stringify(list[at]) !== JSON.stringify(wanted);
  list[at] = wanted;
  for (let i = list.length - 1; i > at; i -= 1) {
    if (ours(list[i])) {
      list.splice(i, 1);
      changed = true;
    }
  }
  return changed;
}

/** Pure merge: the config with our entries added or brought up to date. Throws on a config we cannot read safely. */
export function mergeHookConfig(agent: HookAgent, config: Obj, command: string): { config: Obj; added: string[] } {
  const out: Obj = structuredClone(config);
  if (out.hooks !== undefined && !isObj(out.hooks)) throw new Error('"hooks" is not an object; left untouched');
  const hooks = (out.hooks ??= {}) as Obj;
  const added: string[] = [];
  const listFor = (ev: string): unknown[] => {
    const list = (hooks[ev] ??= []) as unknown[];
    if (!Array.isArray(list)) throw new Error(`"hooks.${ev}" is not an array; left untouched`);
    return list;
  };
  if (agent === 'copilot') {
    out.version ??= 1;
    for (const ev of COPILOT_EVENTS) {
      const cmd = `${command} --event ${ev}`;
      // PowerShell runs a quoted program path only through the call operator.
      const wanted = { type: 'command', bash: cmd, powershell: /^['"]/.test(cmd) ? `& ${cmd}` : cmd, timeoutSec: HOOK_TIMEOUT_SECONDS };
      if (upsert(listFor(ev), (h) => isObj(h) && (isOurHookCommand(h.bash, agent) || isOurHookCommand(h.powershell, agent)), wanted)) added.push(ev);
    }
    return { config: out, added };
  }
  for (const spec of agent === 'claude' ? CLAUDE_EVENTS : CODEX_EVENTS) {
    const groups = listFor(spec.event);
    const handler = handlerFor(agent, command, spec);
    const isOurs = (h: unknown) => isObj(h) && isOurHookCommand(h.command, agent);
    // A group holding only our handler is ours as a whole (its matcher too); in a group the person
    // shares with other handlers only our handler is replaced.
    const ownGroup = (g: unknown) => isObj(g) && Array.isArray(g.hooks) && g.hooks.length > 0 && g.hooks.every(isOurs);
    const shared = groups.find((g) => isObj(g) && Array.isArray(g.hooks) && g.hooks.some(isOurs) && !ownGroup(g)) as Obj | undefined;
    let changed: boolean;
    if (shared) {
      changed = upsert(shared.hooks as unknown[], isOurs, handler);
      for (let i = groups.length - 1; i >= 0; i -= 1) {
        if (ownGroup(groups[i])) {
          groups.splice(i, 1);
          changed = true;
        }
      }
    } else {
      changed = upsert(groups, ownGroup, { ...(spec.matcher ? { matcher: spec.matcher } : {}), hooks: [handler] });
    }
    if (changed) added.push(spec.event);
  }
  return { config: out, added };
}

/** Quotes `s` for a POSIX shell when it holds anything but safe path characters. */
export function shellQuote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The hook command that runs the program at `program` (an absolute path, or a bare name looked up on PATH). */
export function hookCommandFor(agent: HookAgent, program = 'learnings'): string {
  return `${shellQuote(program)} hook ${agent}`;
}

/** The part of a hook command that names the program (what must resolve for the hook to run). */
export function programOf(command: string): string {
  return command.replace(new RegExp(` hook (?:${HOOK_AGENTS.join('|')})(?: --event \\w+)?$`), '');
}

/** Writes the merged config (created when missing); resolves to the events added or updated (empty = nothing changed). */
export async function installHooks(root: string, agent: HookAgent, command = hookCommandFor(agent)): Promise<{ file: string; added: string[]; command: string }> {
  const file = configPathFor(agent);
  let added: string[] = [];
  await editFile(resolveInside(root, file), (old) => {
    let config: Obj = {};
    if (old !== undefined && old.trim() !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(old.replace(/^\uFEFF/, ''));
      } catch (e) {
        throw new Error(`${file}:1: not valid JSON (${(e as Error).message}); fix it or move it aside, nothing was written`);
      }
      if (!isObj(parsed)) throw new Error(`${file}:1: expected a JSON object; nothing was written`);
      config = parsed;
    }
    const merged = mergeHookConfig(agent, config, command);
    added = merged.added;
    if (!added.length) return undefined;
    const indent = old && /^\{\r?\n(\t|\s+)"/.exec(old)?.[1];
    return `${JSON.stringify(merged.config, null, indent || 2)}\n`;
  });
  return { file, added, command };
}
