// One shape for every agent's hook payload (../shared/corpus/hooks notes): Claude Code and Codex send
// snake_case with `hook_event_name`; GitHub Copilot CLI sends either the same (PascalCase event names,
// VS Code-compatible) or camelCase fields without an event name (`sessionId`, `toolName`, `toolArgs`…),
// which we recognise by which fields are present. Unknown or missing fields are simply absent.

export type HookEventName = 'SessionStart' | 'UserPromptSubmit' | 'PostToolUse' | 'PostToolUseFailure' | 'Stop' | 'SessionEnd' | 'ErrorOccurred' | 'Other';
export type Dialect = 'snake' | 'camel';

export interface HookEvent {
  dialect: Dialect;
  event: HookEventName;
  /** The event name as the agent spelled it (echoed back in hookSpecificOutput). */
  rawEvent: string;
  sessionId?: string;
  cwd?: string;
  /** Codex marks turn-scoped events with turn_id; it has no failure event, so failures arrive in PostToolUse. */
  codex: boolean;
  prompt?: string;
  source?: string;
  toolName?: string;
  toolInput: Record<string, unknown>;
  /** Tool output as text (stdout/stderr, textResultForLlm…). */
  toolOutput?: string;
  exitCode?: number;
  /** The payload says the tool failed (PostToolUseFailure, result_type failure/error, is_error). */
  failed: boolean;
  interrupted: boolean;
  error?: string;
  lastAssistantMessage?: string;
  stopHookActive: boolean;
}

const CANON: Record<string, HookEventName> = {
  sessionstart: 'SessionStart',
  userpromptsubmit: 'UserPromptSubmit',
  userpromptsubmitted: 'UserPromptSubmit',
  posttooluse: 'PostToolUse',
  posttoolusefailure: 'PostToolUseFailure',
  stop: 'Stop',
  agentstop: 'Stop',
  sessionend: 'SessionEnd',
  erroroccurred: 'ErrorOccurred',
};

export function canonicalEvent(name: string): HookEventName {
  return CANON[name.toLowerCase()] ?? 'Other';
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : undefined);

/** Text of a tool's output, whatever its shape (string, {stdout, stderr}, content blocks…). */
export function outputText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((x) => (isObj(x) ? str(x.text) ?? '' : typeof x === 'string' ? x : '')).join('\n');
  if (!isObj(v)) return undefined;
  const parts = ['stdout', 'stderr', 'output', 'text_result_for_llm', 'textResultForLlm', 'error', 'message', 'content'].map((k) => outputText(v[k])).filter((s): s is string => !!s && s.trim() !== '');
  return parts.length ? parts.join('\n') : undefined;
}

function toolArgs(v: unknown): Obj {
  if (isObj(v)) return v;
  if (typeof v === 'string') {
    try {
      const parsed = JSON.parse(v) as unknown;
      if (isObj(parsed)) return parsed;
    } catch {
      return { command: v };
    }
  }
  return {};
}

/** The camelCase dialect names no event: infer it from the fields it carries. */
function inferCamelEvent(p: Obj): HookEventName {
  if (p.toolName !== undefined && p.error !== undefined) return 'PostToolUseFailure';
  if (p.toolName !== undefined) return 'PostToolUse';
  if (p.prompt !== undefined) return 'UserPromptSubmit';
  if (p.stopReason !== undefined) return 'Stop';
  if (isObj(p.error) && p.errorContext !== undefined) return 'ErrorOccurred';
  if (p.source !== undefined) return 'SessionStart';
  if (p.reason !== undefined) return 'SessionEnd';
  return 'Other';
}

/** Normalises a parsed payload; `eventHint` (from `--event`) wins over inference for the camelCase dialect. */
export function parseHookPayload(raw: unknown, eventHint?: string): HookEvent {
  const p: Obj = isObj(raw) ? raw : {};
  const snake = typeof p.hook_event_name === 'string';
  const rawEvent = snake ? (p.hook_event_name as string) : eventHint ?? inferCamelEvent(p);
  const event = canonicalEvent(eventHint ?? rawEvent);
  const result = (isObj(p.tool_result) ? p.tool_result : isObj(p.toolResult) ? p.toolResult : undefined) as Obj | undefined;
  const resultType = str(result?.result_type ?? result?.resultType);
  const response = p.tool_response;
  const errText = isObj(p.error) ? str(p.error.message) : str(p.error);
  const exitCode = num(isObj(response) ? response.exit_code ?? response.exitCode ?? response.returncode ?? response.status : undefined) ?? num(p.exit_code);
  return {
    dialect: snake ? 'snake' : 'camel',
    event,
    rawEvent,
    sessionId: str(p.session_id ?? p.sessionId),
    cwd: str(p.cwd),
    codex: p.turn_id !== undefined,
    prompt: str(p.prompt),
    source: str(p.source),
    toolName: str(p.tool_name ?? p.toolName),
    toolInput: toolArgs(p.tool_input ?? p.toolArgs ?? p.toolInput),
    toolOutput: outputText(response ?? result),
    exitCode,
    failed: event === 'PostToolUseFailure' || (resultType !== undefined && resultType !== 'success') || (isObj(response) && (response.is_error === true || response.success === false)),
    interrupted: p.is_interrupt === true || (isObj(response) && response.interrupted === true),
    error: errText,
    lastAssistantMessage: str(p.last_assistant_message ?? p.lastAssistantMessage),
    stopHookActive: p.stop_hook_active === true,
  };
}
