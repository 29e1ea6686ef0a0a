// The `learnings` command for this machine: the launcher (src/cli/launcher.ts) pointed at the CLI bundle
// inside this installed extension, run by the runtime VS Code itself runs on. Where the extension host
// runs (local, SSH, WSL, container) is where the launcher is written and where agents run it.
import * as vscode from 'vscode';
import { join } from 'node:path';
import { isOurLauncher, launcherPath, writeLauncher, type LauncherTarget, type LauncherWrite } from '../app/install/launcher';

export const EXTENSION_ID = 'learnings-explorer.learnings-explorer';

/** What the launcher runs: this extension's dist/cli.js with VS Code's own runtime. */
export function launcherTarget(extensionPath: string): LauncherTarget {
  return { node: process.execPath, electron: !!process.versions.electron, cli: join(extensionPath, 'dist', 'cli.js') };
}

function ownPath(): string {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  if (!ext) throw new Error(`extension ${EXTENSION_ID} not found`);
  return ext.extensionPath;
}

/** Writes (or confirms) the launcher; throws "cannot write <path>: <reason>". */
export function installCommandLineTool(extensionPath = ownPath()): LauncherWrite {
  return writeLauncher(launcherTarget(extensionPath), launcherPath());
}

/**
 * After an update the extension lives in a new folder: a launcher of ours is pointed at it at once
 * (a development host never rewrites it: that would point the person's hooks at a checkout).
 */
export function refreshLauncher(context: vscode.ExtensionContext, log: (line: string) => void): void {
  if (context.extensionMode !== vscode.ExtensionMode.Production || !isOurLauncher(launcherPath())) return;
  try {
    const r = installCommandLineTool(context.extensionPath);
    if (r.changed) log(`launcher ${r.path} now runs ${launcherTarget(context.extensionPath).cli}`);
  } catch (e) {
    log(`launcher not refreshed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
