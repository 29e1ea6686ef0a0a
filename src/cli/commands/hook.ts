// `learnings hook claude|codex|copilot` (reads one hook payload on stdin) and
// `learnings hook install <agent>` (merges our hooks into the agent's project config).
// A hook must never block or slow the agent: it always exits 0, gives up after a deadline, and
// reports its own failures only to .learnings/_meta/hook-errors.log (kinds of failure, never payload text).
import { appendFileSync, mkdirSync, statSync } from 'node:fs';
import { parentPort, Worker } from 'node:worker_threads';
import { homedir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { scanTextSync } from '../../core/gate/secrets';
import { appendLine } from '../../app/hooks/hookErrorLog';
import { handleHook, type HookOutcome, type HookRun } from '../../app/hooks/handleHook';
import { canCaptureApart, startCaptureApart } from '../../app/hooks/captureApart';
import { HOOK_ERROR_LOG } from '../../app/hooks/hookErrorLog';
import { HOOK_AGENTS, hookCommandFor, installHooks, programOf, type HookAgent } from '../../app/hooks/installHooks';
import { checkProgramResolves, defaultProgram } from '../../app/install/launcher';
import { parseHookPayload } from '../../app/hooks/payload';
import { resolveInside } from '../../store/paths';
import { getContext } from '../context';
import { printResult, UsageError } from '../output';
import { examplesText } from '../helpExamples';

export const HOOK_DEADLINE_MS = 9_000;

/** The deadline in force: HOOK_DEADLINE_MS, or a shorter one from $LEARNINGS_HOOK_DEADLINE_MS (never a longer one). */
export function hookDeadlineMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const v = Number(env.LEARNINGS_HOOK_DEADLINE_MS);
  return Number.isFinite(v) && v > 0 ? Math.min(v, HOOK_DEADLINE_MS) : HOOK_DEADLINE_MS;
}
/**
 * Payloads longer than this are handled in a worker thread: the deadline timer below runs on this thread, so it
 * fires (and the hook exits 0) even if detection or the secret scan in the worker were to run long. Short
 * payloads are handled here: every rule is linear and input-capped, and a worker costs start-up time.
 */
export const WORKER_ABOVE_CHARS = 16_384;

/** What the main thread hands a hook worker (the bundle itself, started again as a worker: see cli/main.ts). */
export interface HookJob {
  payload: unknown;
  event?: string;
  run: Omit<HookRun, 'now' | 'env'> & { now: string };
}

/** In the worker: handle the job, post the agent output back. */
export async function runHookJob(job: HookJob): Promise<void> {
  const ev = parseHookPayload(job.payload, job.event);
  const out = await handleHook(ev, { ...job.run, now: new Date(job.run.now), env: process.env });
  parentPort?.postMessage({ output: out.output ?? null });
}

function inWorker(job: HookJob): Promise<HookOutcome['output'] | undefined> {
  return new Promise((resolvePromise, reject) => {
    const w = new Worker(__filename, { workerData: { learningsHookJob: job } });
    let output: HookOutcome['output'] | undefined;
    w.once('message', (m: { output: HookOutcome['output'] | null }) => (output = m.output ?? undefined));
    w.once('error', reject);
    w.once('exit', (code) => (code === 0 ? resolvePromise(output) : reject(new Error(`the hook worker exited with ${code}`))));
  });
}

/** Leaves with 0 once the deadline passes, noting it (no payload text) when the root is known. */
function giveUp(root: string, agent: string, ms: number): never {
  try {
    if (root) {
      mkdirSync(dirname(resolveInside(root, HOOK_ERROR_LOG)), { recursive: true });
      appendFileSync(resolveInside(root, HOOK_ERROR_LOG), `${new Date().toISOString()} ${agent} deadline: gave up after ${ms} ms; nothing more written for this event\n`);
    }
  } catch {
    /* the log is best effort */
  }
  process.exit(0);
}

function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return Promise.resolve('');
  return new Promise((res, rej) => {
    const chunks: Buffer[] = [];
    process.stdin.on('data', (c: Buffer) => chunks.push(c));
    process.stdin.on('end', () => res(Buffer.concat(chunks).toString('utf8')));
    process.stdin.on('error', rej);
  });
}

function isDir(p: string | undefined): p is string {
  try {
    return !!p && statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/**
 * A folder a hook may write learnings into when nothing names the project (Codex and Copilot set no
 * project variable, so the payload's cwd decides): never `/`, a top-level system folder or $HOME itself.
 */
function looksLikeProject(dir: string): boolean {
  const d = resolve(dir);
  if (d === resolve(homedir())) return false;
  return d.split(/[\\/]/).filter(Boolean).length >= 2;
}

async function runHook(agent: HookAgent, cmd: Command, event: string | undefined, part: HookRun['part']): Promise<void> {
  // Where a failure is logged before the payload names a folder: the agent's project, not wherever we were started.
  let root = isDir(process.env.CLAUDE_PROJECT_DIR) ? resolve(process.env.CLAUDE_PROJECT_DIR) : process.cwd();
  const ms = hookDeadlineMs();
  const deadline = setTimeout(() => giveUp(root, agent, ms), ms);
  deadline.unref();
  let stage = 'read payload';
  try {
    const ctx = getContext(cmd);
    const explicitRoot = (cmd.optsWithGlobals() as { root?: string[] }).root?.length;
    if (explicitRoot) root = ctx.roots[0];
    const raw = await readStdin();
    if (!raw.trim()) return;
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      throw new Error('the payload on stdin is not JSON');
    }
    const ev = parseHookPayload(payload, event);
    const candidates = [explicitRoot ? ctx.roots[0] : undefined, process.env.CLAUDE_PROJECT_DIR, ev.cwd, process.cwd()];
    root = resolve(candidates.find(isDir) ?? process.cwd());
    if (!explicitRoot && !isDir(process.env.CLAUDE_PROJECT_DIR) && !looksLikeProject(root)) {
      // Codex and Copilot set no project variable: a payload cwd of `/` or $HOME must not grow a .learnings/ there.
      const where = root;
      root = '';
      throw new Error(`${where} is not a project folder (the file-system root, a top-level folder or the home folder): nothing captured; pass --root or set CLAUDE_PROJECT_DIR`);
    }
    stage = ev.event;
    const run = { root, home: ctx.home ?? undefined, user: ctx.user, agent };
    // A worker only from the built bundle (tests that run this module from source handle everything inline).
    const handle = async (p: HookRun['part']) =>
      raw.length > WORKER_ABOVE_CHARS && __filename.endsWith('.js')
        ? await inWorker({ payload, event, run: { ...run, part: p, now: ctx.now.toISOString() } })
        : (await handleHook(ev, { ...run, part: p, now: ctx.now, env: process.env })).output;
    // The agent waits for a prompt's context only: its capture goes to a process of its own (captureApart.ts).
    const apart = part === undefined && ev.event === 'UserPromptSubmit' && !!ev.prompt?.trim() && canCaptureApart(process.env);
    const output = await handle(apart ? 'context' : part);
    if (output) process.stdout.write(`${JSON.stringify(output)}\n`);
    if (apart && !(await startCaptureApart({ ...run, event, now: ctx.now, raw, env: process.env }))) await handle('capture');
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    if (!root || (!isDir(process.env.CLAUDE_PROJECT_DIR) && !looksLikeProject(root))) {
      process.stderr.write(`learnings hook: ${scanTextSync(msg).text}\n`);
      return;
    }
    await appendLine(root, `${new Date().toISOString()} ${agent} ${stage}: ${scanTextSync(msg).text}`).catch(() => undefined);
  } finally {
    clearTimeout(deadline);
  }
}

export function register(program: Command): void {
  const hook = program.command('hook').description('Agent hooks: capture from hook payloads on stdin; install the hook configuration');
  for (const agent of HOOK_AGENTS) {
    hook
      .command(agent)
      .description(`Handle one ${agent} hook payload from stdin (always exits 0; prints context JSON on session start)`)
      .option('--event <name>', 'the event name, for payload dialects that do not carry it (Copilot camelCase)')
      .addOption(new Option('--part <part>', 'one half of the event: context (answer only) or capture (capture only)').choices(['context', 'capture']).hideHelp())
      .action(async (opts: { event?: string; part?: HookRun['part'] }, cmd: Command) => runHook(agent, cmd, opts.event, opts.part));
  }
  hook
    .command('install')
    .description('Merge the learnings hooks into the agent configuration of the first --root (idempotent: our older entries are updated, other hooks untouched)')
    .argument('<agent>', HOOK_AGENTS.join('|'))
    .option('--command <cmd>', 'the command the agent should run (default: the installed launcher, else this program, by absolute path)')
    .addHelpText(
      'after',
      examplesText([
        'learnings hook install claude          # .claude/settings.json: capture hooks async, SessionStart/UserPromptSubmit sync',
        'learnings --root ~/src/app hook install codex',
        "learnings hook install copilot --command '/opt/bin/learnings hook copilot'",
      ]),
    )
    .action(async (agent: string, opts: { command?: string }, cmd: Command) => {
      const ctx = getContext(cmd);
      if (!(HOOK_AGENTS as readonly string[]).includes(agent)) throw new UsageError(`hook install: expected one of ${HOOK_AGENTS.join(', ')}, got ${JSON.stringify(agent)}`);
      const command = opts.command ?? hookCommandFor(agent as HookAgent, defaultProgram());
      const r = await installHooks(ctx.roots[0], agent as HookAgent, command);
      // Run the program the way the agent will (sh -c, this PATH): a hook that cannot start fails silently in every session.
      const check = checkProgramResolves(programOf(command));
      if (!check.ok) process.stderr.write(`learnings: warning: the hook command does not run here (${check.detail}): ${command}\n  fix: run "Learnings: Install Command-Line Tool" in VS Code, or \`npm i -g learnings-explorer\`, then run this again; or pass --command with an absolute path\n`);
      printResult(ctx.json, { ...r, resolves: check.ok }, () =>
        r.added.length ? `${r.file}: added or updated ${r.added.join(', ')} (runs ${command})` : `${r.file}: already installed, nothing changed`,
      );
    });
}

