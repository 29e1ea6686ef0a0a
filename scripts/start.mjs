#!/usr/bin/env node
// `npm start`: build, set up the offline VS Code (first run only), copy the demo workspace to a temp
// folder and open it in code-server with the extension under development loaded. Prints the URL and
// stays up until Ctrl-C; code-server is stopped by its process group and the copy removed.
// Options: --port N (default: a free one), --folder DIR (open DIR instead of a demo copy).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureHost } from './host/setup.mjs';
import { startCodeServer, workbenchUrl } from './host/server.mjs';
import { DEMO_NOW } from './host/demoClock.mjs';

const repo = resolve(new URL('..', import.meta.url).pathname);
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

try {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repo, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
  ensureHost();
  const own = arg('--folder');
  const folder = own ? resolve(own) : mkdtempSync(join(tmpdir(), 'learnings-demo-'));
  if (!own) cpSync(join(repo, 'demo'), folder, { recursive: true });
  mkdirSync(join(repo, 'test-results', 'logs'), { recursive: true });
  // The demo's learnings are dated around DEMO_NOW; with your own folder the real clock is used.
  const env = own ? {} : { LEARNINGS_NOW: process.env.LEARNINGS_NOW ?? DEMO_NOW };
  const port = arg('--port') ? Number(arg('--port')) : undefined;
  // The demo opens on its README (what it is and what to try); the walkthrough is one click from the Memory view.
  const settings = own ? {} : { 'workbench.startupEditor': 'readme' };
  const server = await startCodeServer({ folder, env, port, settings, logFile: join(repo, 'test-results', 'logs', 'code-server-start.log') });
  const url = workbenchUrl(server.url, folder, repo);
  console.log(`\nLearnings Explorer is running in VS Code (code-server, offline) on ${own ? folder : `a copy of demo/ in ${folder}`}.`);
  if (!own) console.log(`The clock is pinned to ${env.LEARNINGS_NOW} for the demo (LEARNINGS_NOW).`);
  console.log(`\n  Open: ${url}\n`);
  console.log('Press Ctrl-C to stop.');
  const stop = async () => {
    await server.stop();
    if (!own) rmSync(folder, { recursive: true, force: true });
    process.exit(0);
  };
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await new Promise(() => undefined);
} catch (e) {
  console.error(`start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
