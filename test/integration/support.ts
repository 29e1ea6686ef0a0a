// Shared by the extension-host tests: the running extension's API, dialogs answered by the test, waiting for redraws.
import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { LearningsApi } from '../../src/vscode/learningsExtension';
import type { Dialogs } from '../../src/vscode/services';

export const EXTENSION_ID = 'learnings-explorer.learnings-explorer';

export async function api(): Promise<LearningsApi> {
  const ext = vscode.extensions.getExtension<LearningsApi>(EXTENSION_ID);
  assert.ok(ext, `extension ${EXTENSION_ID} is installed in the host`);
  const a = await ext.activate();
  await a.ready();
  return a;
}

export function workspaceRoot(): string {
  const f = vscode.workspace.workspaceFolders?.[0];
  assert.ok(f, 'a workspace folder is open (the demo copy)');
  return f.uri.fsPath;
}

export interface DialogLog {
  picks: string[];
  confirms: string[];
  infos: string[];
  /** Notifications with buttons: the message and the buttons offered. */
  notifications: { message: string; actions: string[] }[];
  errors: string[];
}

/** Replaces the dialogs with scripted answers; returns what was asked, and restores the real ones with `restore()`. */
export function scriptDialogs(
  a: LearningsApi,
  answers: { pick?: (labels: string[]) => string | undefined; input?: string; confirm?: string; save?: string; notify?: string },
): DialogLog & { restore(): void } {
  const services = a.services();
  const real = services.dialogs;
  const log: DialogLog = { picks: [], confirms: [], infos: [], notifications: [], errors: [] };
  const scripted: Dialogs = {
    async pick(items, options) {
      const labels = items.map((i) => i.label);
      log.picks.push(options.placeHolder ?? '');
      const want = answers.pick?.(labels) ?? labels[0];
      return items.find((i) => i.label === want);
    },
    async input() {
      return answers.input;
    },
    async confirm(message) {
      log.confirms.push(message);
      return answers.confirm;
    },
    async saveLocation() {
      return answers.save ? vscode.Uri.file(answers.save) : undefined;
    },
    info(message) {
      log.infos.push(message);
    },
    async notify(message, ...actions) {
      log.notifications.push({ message, actions });
      return answers.notify !== undefined && actions.includes(answers.notify) ? answers.notify : undefined;
    },
    error(message) {
      log.errors.push(message);
    },
  };
  services.dialogs = scripted;
  return { ...log, restore: () => void (services.dialogs = real), picks: log.picks, confirms: log.confirms, infos: log.infos, notifications: log.notifications, errors: log.errors };
}

/** Resolves on the next redraw after a change on disk, or rejects after `ms`. */
export function nextRefresh(a: LearningsApi, ms = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      sub.dispose();
      reject(new Error(`no refresh within ${ms} ms`));
    }, ms);
    const sub = a.onDidRefresh(() => {
      clearTimeout(t);
      sub.dispose();
      resolve();
    });
  });
}

export async function until<T>(what: string, fn: () => T | undefined | false | Promise<T | undefined | false>, ms = 8000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function label(item: vscode.TreeItem): string {
  return typeof item.label === 'string' ? item.label : (item.label?.label ?? '');
}

/**
 * Every file under `dir` (relative path → bytes), to show a step left a workspace byte-identical. Lock folders
 * and the usage log (written by reads: searches, CodeLens) are not part of what a promotion touches.
 */
export function fileBytes(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const p = join(e.parentPath, e.name);
    const rel = p.slice(dir.length + 1).split('\\').join('/');
    if (/\.lock(\/|$)/.test(rel) || /_meta\/usage\.jsonl$/.test(rel)) continue;
    out.set(rel, readFileSync(p));
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}
