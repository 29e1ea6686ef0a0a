// The editor's search segment, when it must be rebuilt over a large memory (first open, or after an update changed
// the build), is built by the command shipped beside this bundle (dist/cli.js `reindex`) in a process of its own:
// the extension host, shared by every extension, never holds a whole rebuild (100k learnings: ~40 s, ~1 GB). The
// runtime is VS Code's own, run as plain Node (ELECTRON_RUN_AS_NODE), as the launcher does (commandLineTool.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchRoots } from '../app/useCases/context';
import { REINDEX_HEAP_FLAG, scopeArgs } from '../app/hooks/commandProcess';

/** Resolves true once `learnings reindex` over these roots has exited 0; false when it cannot run here (run from source). */
export function rebuildSearchApart(spec: SearchRoots): Promise<boolean> {
  const cli = join(__dirname, 'cli.js');
  if (!existsSync(cli)) return Promise.resolve(false);
  const args = [REINDEX_HEAP_FLAG, cli, ...scopeArgs(spec), 'reindex'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'ignore', windowsHide: true, env: { ...process.env, ...(process.versions.electron ? { ELECTRON_RUN_AS_NODE: '1' } : {}) } });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
