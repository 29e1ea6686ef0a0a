// `learnings hook install <agent>`: merge our hook entries into the agent's project config without
// clobbering what is there, idempotently (a second run adds nothing).
//   claude  → .claude/settings.json   {"hooks": {Event: [{matcher?, hooks: [{type, command, timeout}]}]}}
//   codex   → .codex/hooks.json        same shape as Claude Code
//   copilot → .github/hooks/learnings.json {"version": 1, "hooks": {event: [{type, bash, powershell, timeoutSec}]}}
import { editFile } from '../../store/safeWrite';
import { resolveInside } from '../../store/paths';

export type HookAgent = 'claude' | 'codex' | 'copilot';
export const HOOK_AGENTS: readonly HookAgent[] = ['claude', 'codex', 'copilot'];

export const HOOK_TIMEOUT_SECONDS = 10;

/** Events and tool matchers we listen to, per agent (matcher undefined = event without matcher support). */
const CLAUDE_EVENTS: [string, string | undefined][] = [
  ['SessionStart', 'startup|resume|clear|compact'],
  ['UserPromptSubmit', undefined],
  ['PostToolUse', 'Write|Edit|MultiEdit|Bash|Grep|Glob|WebSearch'],
  ['PostToolUseFailure', '*'],
  ['Stop', undefined],
];
const CODEX_EVENTS: [string, string | undefined][] = [
  ['SessionStart', 'startup|resume|clear'],
  ['UserPromptSubmit', undefined],
  ['PostToolUse', '*'],
  ['Stop', undefined],
];
const COPILOT_EVENTS = ['sessionStart', 'userPromptSubmitted', 'postToolUse', 'postToolUseFailure', 'agentStop'];

export function configPathFor(agent: HookAgent): string {
  return agent === 'claude' ? '.claude/settings.json' : agent === 'codex' ? '.codex/hooks.json' : '.github/hooks/learnings.json';
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Pure merge: the config with our entries added where missing. Throws on a config we cannot read safely. */
export function mergeHookConfig(agent: HookAgent, config: Obj, command: string): { config: Obj; added: string[] } {
  const out: Obj = structuredClone(config);
  if (out.hooks !== undefined && !isObj(out.hooks)) throw new Error('"hooks" is not an object; left untouched');
  const hooks = (out.hooks ??= {}) as Obj;
  const added: string[] = [];
  if (agent === 'copilot') {
    out.version ??= 1;
    for (const ev of COPILOT_EVENTS) {
      const list = (hooks[ev] ??= []) as unknown[];
      if (!Array.isArray(list)) throw new Error(`"hooks.${ev}" is not an array; left untouched`);
      const cmd = `${command} --event ${ev}`;
      if (list.some((h) => isObj(h) && (h.bash === cmd || h.powershell === cmd))) continue;
      list.push({ type: 'command', bash: cmd, powershell: cmd, timeoutSec: HOOK_TIMEOUT_SECONDS });
      added.push(ev);
    }
    return { config: out, added };
  }
  for (const [ev, matcher] of agent === 'claude' ? CLAUDE_EVENTS : CODEX_EVENTS) {
    const groups = (hooks[ev] ??= []) as unknown[];
    if (!Array.isArray(groups)) throw new Error(`"hooks.${ev}" is not an array; left untouched`);
    const present = groups.some((g) => isObj(g) && Array.isArray(g.hooks) && g.hooks.some((h) => isObj(h) && h.command === command));
    if (present) continue;
    groups.push({ ...(matcher ? { matcher } : {}), hooks: [{ type: 'command', command, timeout: HOOK_TIMEOUT_SECONDS }] });
    added.push(ev);
  }
  return { config: out, added };
}

export function defaultHookCommand(agent: HookAgent): string {
  return `learnings hook ${agent}`;
}

/** Writes the merged config (created when missing); resolves to the events added (empty = already installed). */
export async function installHooks(root: string, agent: HookAgent, command = defaultHookCommand(agent)): Promise<{ file: string; added: string[] }> {
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
  return { file, added };
}
