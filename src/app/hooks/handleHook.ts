// `learnings hook <agent>`: turn one hook payload into captures (through the same gate as
// `learnings capture`) and, on SessionStart / UserPromptSubmit, into context for the agent.
// Never blocks the agent: the caller always exits 0; anything that goes wrong is logged without
// payload text to .learnings/_meta/hook-errors.log.
import { basename } from 'node:path';
import type { Detection, ToolOutcome } from '../../core/gate/detectors';
import { appendIgnoredLog } from '../../store/gateAudit';
import { appendLine } from './hookErrorLog';
import { LearningsStore } from '../../store/learningsStore';
import { entryCachePath } from '../../store/entryCache';
import { captureLearning, type CaptureResult } from '../capture/capturePipeline';
import { harmfulKinds } from '../../core/trust';
import { recordUses } from '../../store/usageLog';
import type { Entry } from '../../core/model';
import { buildAdditionalContext, buildPromptContext, filesInPlay } from './injectContext';
import { contextFromSegment } from './segmentContext';
import type { HookEvent } from './payload';
import { countSearch, markInjected, withSession } from './sessionState';

export interface HookRun {
  root: string;
  home?: string;
  user?: string;
  now: Date;
  agent: string;
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * One half of the event only: `context` answers the agent and captures nothing (the capture runs apart, see
   * cli/commands/hook.ts); `capture` captures and answers nothing. Both when unset.
   */
  part?: 'context' | 'capture';
}

export interface HookOutcome {
  captures: CaptureResult[];
  /** JSON to print on stdout, when the agent should see context. */
  output?: { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
}

const EDIT_TOOLS = /^(write|edit|multiedit|create|edit_file|str_replace|apply_patch|notebookedit)$/i;
const SHELL_TOOLS = /^(bash|shell|powershell|exec_command|local_shell)$/i;

/** Paths named in a prompt (something/with/a/slash or a file.ext). */
export function pathsInText(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?:^|[\s`'"(])((?:\.{0,2}\/)?[\w@.-]+(?:\/[\w@.-]+)+|[\w-]+\.(?:ts|tsx|js|jsx|mjs|cjs|py|md|json|ya?ml|toml|go|rs|java|kt|rb|php|cs|cpp|c|h|sh|sql|css|html|vue|svelte))(?=$|[\s`'",.:;!?)])/g)) out.add(m[1]);
  return [...out];
}

/** What one event yields: detections for the gate, and failures set aside with the reason (for the gate log). */
interface Detected {
  detections: Detection[];
  ignored: { trigger: string; reason: string }[];
  /** Detectors that threw (name only): logged, the others still ran. */
  failures: string[];
}

/**
 * The detectors, loaded when an event is first captured from: their rule tables cost a fifth of the command's start-up,
 * and an event answered with context only (SessionStart, a prompt whose capture runs apart) never needs them.
 */
type Detectors = typeof import('../../core/gate/detectors');

/** The prompt detectors, looked up at call time (a test swaps one for a throwing stand-in). */
export const promptDetectors = {
  correction: (p: string) => loadedNow().detectCorrection(p),
  feature: (p: string) => loadedNow().detectFeatureRequest(p),
  bestPractice: (t: string, who: 'user' | 'agent') => loadedNow().detectBestPractice(t, who),
};
let ready: Detectors | undefined;
/** The detectors once `detect` has awaited them (it does before it calls any). */
function loadedNow(): Detectors {
  if (!ready) throw new Error('detectors not loaded');
  return ready;
}

/** Runs one detector; a throw costs only that detector (recorded by name, never with payload text). */
function guarded<T>(name: string, failures: string[], fn: () => T): T | undefined {
  try {
    return fn();
  } catch (e) {
    failures.push(`${name}: ${e instanceof Error ? e.name : 'error'}`);
    return undefined;
  }
}

/** What a detection was distilled from: the whole prompt, or the failed command and its output (scanned for secrets, never stored). */
function sourceOf(ev: HookEvent, d: Detection): string | undefined {
  if (ev.event === 'UserPromptSubmit') return ev.prompt;
  return d.type === 'error' ? `${commandOf(ev) ?? ''}\n${ev.error ?? ev.toolOutput ?? ''}` : undefined;
}

/** The events anything is captured from (the detectors are not even loaded for the others, nor for a context-only run). */
const CAPTURED_FROM = new Set(['UserPromptSubmit', 'PostToolUseFailure', 'ErrorOccurred', 'PostToolUse', 'Stop']);

/** The detections one event yields (pure apart from the session's search counter). */
async function detect(ev: HookEvent, run: HookRun): Promise<Detected> {
  if (run.part === 'context' || !CAPTURED_FROM.has(ev.event)) return { detections: [], ignored: [], failures: [] };
  const { classifyToolFailure, detectBestPractice, detectEditPattern, detectKnowledgeGap, detectRepeatedSearch, searchKey } = (ready ??= await import('../../core/gate/detectors'));
  const out: Detection[] = [];
  const ignored: Detected['ignored'] = [];
  const failures: string[] = [];
  const tool = ev.toolName ?? '';
  const failure = (o: ToolOutcome) => {
    const r = guarded('error', failures, () => classifyToolFailure(o));
    if (r?.detection) out.push(r.detection);
    if (r?.ignored) ignored.push({ trigger: `error: ${o.tool}`, reason: r.ignored });
  };
  switch (ev.event) {
    case 'UserPromptSubmit': {
      const prompt = ev.prompt ?? '';
      const c = guarded('correction', failures, () => promptDetectors.correction(prompt));
      const f = guarded('feature', failures, () => promptDetectors.feature(prompt));
      const b = c || f ? undefined : guarded('best_practice', failures, () => promptDetectors.bestPractice(prompt, 'user'));
      for (const d of [c, f, b]) if (d) out.push(d);
      break;
    }
    case 'PostToolUseFailure':
    case 'ErrorOccurred':
      failure({ tool: tool || 'agent', subject: commandOf(ev), exitCode: ev.exitCode, text: ev.error ?? ev.toolOutput ?? '', failed: true, interrupted: ev.interrupted, cwd: ev.cwd ?? run.root });
      break;
    case 'PostToolUse': {
      // Claude Code reports failures separately; Codex and Copilot's result_type report them here.
      if (ev.failed || (ev.exitCode !== undefined && ev.exitCode !== 0) || (ev.codex && SHELL_TOOLS.test(tool))) {
        failure({ tool, subject: commandOf(ev), exitCode: ev.exitCode, text: ev.toolOutput ?? '', failed: ev.failed, interrupted: ev.interrupted, cwd: ev.cwd ?? run.root });
      }
      if (EDIT_TOOLS.test(tool)) {
        const file = String(ev.toolInput.file_path ?? ev.toolInput.path ?? ev.toolInput.filePath ?? '');
        const rel = filesInPlay(run.root, [file])[0] ?? basename(file);
        const oldText = String(ev.toolInput.old_string ?? ev.toolInput.old_str ?? '');
        const newText = String(ev.toolInput.new_string ?? ev.toolInput.new_str ?? ev.toolInput.content ?? ev.toolInput.file_text ?? '');
        const d = file && newText ? guarded('pattern', failures, () => detectEditPattern(rel, oldText, newText)) : undefined;
        if (d) out.push({ ...d, files: [rel] });
      }
      const key = searchKey(tool, ev.toolInput);
      if (key && ev.sessionId) {
        const d = detectRepeatedSearch(key, await countSearch(run.root, ev.sessionId, key, run.now));
        if (d) out.push(d);
      }
      break;
    }
    case 'Stop': {
      if (ev.stopHookActive) break; // we are already inside a stop-hook continuation
      const msg = ev.lastAssistantMessage ?? '';
      for (const d of [guarded('knowledge_gap', failures, () => detectKnowledgeGap(msg)), guarded('best_practice', failures, () => detectBestPractice(msg, 'agent'))]) if (d) out.push(d);
      break;
    }
    default:
      break;
  }
  return { detections: out, ignored, failures };
}

function commandOf(ev: HookEvent): string | undefined {
  const c = ev.toolInput.command ?? ev.toolInput.cmd;
  return typeof c === 'string' ? c : Array.isArray(c) ? c.join(' ') : undefined;
}

async function contextFor(ev: HookEvent, run: HookRun, captured: readonly CaptureResult[] = []): Promise<string | undefined> {
  // Parsed files come from the per-user entry cache: only files changed since the last hook are parsed again.
  const home = run.home ?? null;
  // LEARNINGS_ENTRY_CACHE=off: every file parsed, as without the cache (the benchmark's baseline).
  const env = run.env ?? process.env;
  // The search segment (store/searchSegmentLoad.ts): nothing but the changed files is parsed. Off: the whole roots.
  if (env.LEARNINGS_ENTRY_CACHE !== 'off' && env.LEARNINGS_SEARCH_SEGMENT !== 'off') return contextFromSegment(ev, run, captured);
  const cache = env.LEARNINGS_ENTRY_CACHE === 'off' ? undefined : { file: entryCachePath({ roots: [run.root], home: home ?? undefined, user: run.user }, env) };
  const store = new LearningsStore({ roots: [run.root], home, user: run.user, cache });
  await store.load();
  let built: { text: string; used: Entry[] };
  if (ev.event === 'UserPromptSubmit') {
    // The learnings for this prompt and the files it names, above the relevance floor; none already shown in this session.
    const roots = store.roots();
    const root = roots.find((r) => r.kind === 'workspace')?.path ?? run.root;
    const req = { entries: store.entries(), root, home: roots.find((r) => r.kind === 'home')?.path, user: run.user, prompt: ev.prompt ?? '', files: filesInPlay(root, pathsInText(ev.prompt ?? '')) };
    // What this very prompt was just captured as is not news to the agent: it is the prompt itself.
    const written = new Set(captured.map((c) => c.file).filter((f): f is string => !!f));
    const own = req.entries.filter((e) => e.root === root && written.has(e.file)).map((e) => e.id);
    const sid = ev.sessionId;
    built = sid
      ? await withSession(run.root, sid, run.now, (s) => {
          const b = buildPromptContext({ ...req, shown: new Set([...s.injected, ...own]) });
          s.injected.push(...b.used.map((e) => e.id));
          return b;
        })
      : buildPromptContext({ ...req, shown: new Set(own) });
  } else {
    built = buildAdditionalContext({ entries: store.entries(), root: run.root, home: run.home, user: run.user, files: [], project: basename(run.root) });
    if (ev.sessionId) await markInjected(run.root, ev.sessionId, built.used.map((e) => e.id), run.now);
  }
  if (!built.text) return undefined;
  await recordUses(built.used, store.roots(), 'hook', run.now);
  return built.text;
}

/**
 * A cause line kept from a tool's output can be harmless on its own while the output around it is an instruction
 * to an agent (split over lines, a fake SYSTEM turn). The whole output then goes with the capture as its example,
 * so the gate's injection check quarantines it: nothing from that output reaches an agent.
 */
function harmfulOutput(ev: HookEvent, d: Detection): string | undefined {
  if (d.type !== 'error') return undefined;
  const raw = ev.error ?? ev.toolOutput ?? '';
  if (!raw || harmfulKinds(raw).length === 0) return undefined;
  return raw.length > 4000 ? `${raw.slice(0, 3999)}…` : raw;
}

export async function handleHook(ev: HookEvent, run: HookRun): Promise<HookOutcome> {
  const captures: CaptureResult[] = [];
  const found = await detect(ev, run);
  for (const f of found.failures) await appendLine(run.root, `${run.now.toISOString()} ${run.agent} ${ev.rawEvent}: detector ${f} threw; the other detectors ran`).catch(() => undefined);
  for (const i of found.ignored) await appendIgnoredLog(run.root, run.now, { type: 'error', trigger: `hook:${run.agent}:${ev.rawEvent}: ${i.trigger}`, user: run.user, reason: i.reason });
  for (const d of found.detections) {
    captures.push(
      await captureLearning({
        root: run.root,
        now: run.now,
        env: run.env,
        input: { type: d.type, content: d.content, example: harmfulOutput(ev, d), files: d.files ?? [], functions: [], domains: [], confidence: d.confidence, edits: d.edits, user: run.user, task: ev.sessionId, trigger: `hook:${run.agent}:${ev.rawEvent}: ${d.trigger}`, source: sourceOf(ev, d) },
      }),
    );
  }
  let output: HookOutcome['output'];
  if ((ev.event === 'SessionStart' || ev.event === 'UserPromptSubmit') && run.part !== 'capture') {
    const text = await contextFor(ev, run, captures);
    if (text) output = { hookSpecificOutput: { hookEventName: ev.rawEvent, additionalContext: text } };
  }
  return { captures, output };
}
