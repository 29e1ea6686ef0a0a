// The capture half of a UserPromptSubmit, handed to a process of its own: the agent waits for the hook's answer (the
// context for the prompt), not for the detectors and the gate, which cost as much again (their rule tables compile on
// first use in every new process). The child is `learnings hook <agent> --part capture`, detached, with the payload
// on its stdin and this run's roots, user and clock on its command line. Only from the `learnings` command itself.
import { spawn } from 'node:child_process';
import { commandScript, scopeArgs } from './commandProcess';

export interface ApartCapture {
  agent: string;
  /** The `--event` name the payload came with (Copilot's camelCase dialect). */
  event?: string;
  root: string;
  home?: string;
  user?: string;
  now: Date;
  /** The payload exactly as read from stdin. */
  raw: string;
  env: NodeJS.ProcessEnv;
}

/** Whether this process may hand the capture off: the built command, and not switched off (LEARNINGS_PROMPT_CAPTURE=inline). */
export function canCaptureApart(env: Readonly<Record<string, string | undefined>>): boolean {
  return commandScript() !== undefined && env.LEARNINGS_PROMPT_CAPTURE !== 'inline';
}

/**
 * Starts the capture process and hands it the payload. Resolves true once the payload is in the pipe to it, false
 * when it could not be started or took nothing (the caller then captures here, so nothing is lost).
 */
export function startCaptureApart(job: ApartCapture): Promise<boolean> {
  const cli = commandScript();
  if (!cli) return Promise.resolve(false);
  const args = [...process.execArgv, cli, ...scopeArgs({ roots: [job.root], home: job.home, user: job.user }), '--now', job.now.toISOString(), 'hook', job.agent, ...(job.event ? ['--event', job.event] : []), '--part', 'capture'];
  return new Promise((resolve) => {
    let settled = false;
    const done = (ok: boolean) => {
      if (!settled) resolve((settled = true) && ok);
    };
    try {
      const child = spawn(process.execPath, args, { detached: true, stdio: ['pipe', 'ignore', 'ignore'], windowsHide: true, env: job.env });
      child.once('error', () => done(false));
      child.stdin?.once('error', () => done(false));
      child.once('spawn', () => {
        child.stdin?.end(job.raw, () => {
          child.unref();
          done(true);
        });
      });
    } catch {
      done(false);
    }
  });
}
