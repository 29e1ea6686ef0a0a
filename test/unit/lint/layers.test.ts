// Every layer rule of eslint.config.mjs bites: a file in each layer with one forbidden import is refused with
// the import rule, and the same file with an allowed import passes (so the rule is not refusing everything).
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const repo = resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: repo });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (the file need not exist). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repo, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `${file} did not parse`);
  return result.messages.map((m) => m.ruleId ?? '');
}

/** [the file, a forbidden import in it, why it is forbidden]. */
const forbidden: [string, string, string][] = [
  ['src/core/x.ts', "import { parseFile } from '../formats/index';", 'core imports formats'],
  ['src/core/gate/x.ts', "import { LearningsStore } from '../../store/learningsStore';", 'core imports store'],
  ['src/core/x.ts', "import { Workspace } from '../app/workspace';", 'core imports app'],
  ['src/core/x.ts', "import { main } from '../cli/main';", 'core imports cli'],
  ['src/core/x.ts', "import type { Msg } from '../shared/protocol';", 'core imports shared'],
  ['src/core/x.ts', "import { readFileSync } from 'node:fs';", 'core reads files'],
  ['src/core/x.ts', "import { spawn } from 'child_process';", 'core starts processes'],
  ['src/core/x.ts', "import * as vscode from 'vscode';", 'core imports vscode'],
  ['src/formats/x.ts', "import { safeWrite } from '../store/safeWrite';", 'formats imports store'],
  ['src/formats/x.ts', "import { Workspace } from '../app/workspace';", 'formats imports app'],
  ['src/formats/x.ts', "import { readFile } from 'fs/promises';", 'formats reads files'],
  ['src/store/x.ts', "import { captureLearning } from '../app/capture/capturePipeline';", 'store imports app'],
  ['src/store/x.ts', "import { main } from '../cli/main';", 'store imports cli'],
  ['src/store/x.ts', "import { CoreServices } from '../vscode/coreServices';", 'store imports the editor'],
  ['src/app/x.ts', "import { UsageError } from '../cli/output';", 'app imports cli'],
  ['src/app/hooks/x.ts', "import { CoreServices } from '../../vscode/coreServices';", 'app imports the editor'],
  ['src/cli/commands/x.ts', "import { CoreServices } from '../../vscode/coreServices';", 'cli imports the editor'],
  ['src/cli/x.ts', "import * as vscode from 'vscode';", 'cli imports vscode'],
  ['src/app/x.ts', "const vscode = require('vscode');", 'app requires vscode'],
  ['src/store/x.ts', "export const load = () => import('vscode');", 'store loads vscode on demand'],
  ['src/vscode/x.ts', "import { main } from '../cli/main';", 'the editor imports cli'],
  ['src/shared/x.ts', "import type { Entry } from '../core/model';", 'the protocol imports core'],
  ['src/shared/x.ts', "import { join } from 'node:path';", 'the protocol imports Node'],
  ['src/x.ts', "import * as vscode from 'vscode';", 'a top-level file other than extension.ts imports vscode'],
  ['webview-ui/x.ts', "import { join } from 'node:path';", 'the webview imports Node'],
  ['webview-ui/x.ts', "import { EventEmitter } from 'events';", 'the webview imports a bare Node built-in'],
  ['webview-ui/x.ts', "import type { Entry } from '../src/core/model';", 'the webview imports core'],
  ['webview-ui/x.ts', "import { LearningsStore } from '../src/store/learningsStore';", 'the webview imports store'],
  ['webview-ui/x.ts', "import * as vscode from 'vscode';", 'the webview imports vscode'],
];

/** [the file, an import it may make]. */
const allowed: [string, string][] = [
  ['src/core/x.ts', "import { DAY_MS } from './model';"],
  ['src/formats/x.ts', "import type { Entry } from '../core/model';"],
  ['src/store/x.ts', "import { parseFile } from '../formats/index';"],
  ['src/app/x.ts', "import { LearningsStore } from '../store/learningsStore';"],
  ['src/cli/x.ts', "import { Workspace } from '../app/workspace';"],
  ['src/vscode/x.ts', "import * as vscode from 'vscode';"],
  ['src/extension.ts', "import * as vscode from 'vscode';"],
  ['webview-ui/x.ts', "import type { Msg } from '../src/shared/protocol';"],
];

describe('layer rules (eslint.config.mjs)', function () {
  this.timeout(60_000);
  for (const [file, code, why] of forbidden) {
    it(`refuses: ${why} (${file})`, async () => {
      const ids = await ruleIds(file, `${code}\nexport const used = 1;\n`);
      assert.ok(ids.includes('no-restricted-imports') || ids.includes('no-restricted-syntax'), `${file}: ${code} was not refused`);
    });
  }
  for (const [file, code] of allowed) {
    it(`allows ${file}: ${code}`, async () => {
      assert.deepEqual(await ruleIds(file, `${code}\nexport const used = 1;\n`), []);
    });
  }
  it('refuses reading the clock in core (decisions take `now` as an argument)', async () => {
    const ids = await ruleIds('src/core/x.ts', 'export const a = Date.now();\nexport const b = new Date();\nexport const c = new Date(0);\n');
    assert.deepEqual(ids.sort(), ['no-restricted-properties', 'no-restricted-syntax']);
  });
  it('passes on the source tree as it is', async () => {
    const results = await eslint.lintFiles(['src', 'webview-ui']);
    const problems = results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line}: ${m.message}`));
    assert.deepEqual(problems, []);
  });
});
