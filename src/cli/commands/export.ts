// `learnings export --out FILE.zip`: every learnings file of every root and the home memory, byte for byte,
// plus manifest.json with a SHA-256 per file.
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { getContext, workspaceFor } from '../context';
import { cannotWrite, progress, UsageError, printResult } from '../output';

export function register(program: Command): void {
  program
    .command('export')
    .description('write every learnings file (all roots and the home memory) into a ZIP with a checksummed manifest')
    .requiredOption('--out <file.zip>', 'where to write the ZIP')
    .action(async (opts: { out: string }, cmd: Command) => {
      if (!/\.zip$/i.test(opts.out)) throw new UsageError(`--out ${opts.out}: the file name must end in .zip`);
      const ctx = getContext(cmd);
      const out = resolve(opts.out);
      const done = progress(`writing ${out}`);
      const manifest = await workspaceFor(ctx)
        .exportZip(out)
        .catch((e: unknown) => {
          // The write goes through a temp name beside `out`: report the file the person named, not that one.
          throw (e as NodeJS.ErrnoException)?.code ? cannotWrite(out, e) : e;
        })
        .finally(done);
      const bytes = manifest.files.reduce((n, f) => n + f.bytes, 0);
      printResult(ctx.json, { out, files: manifest.files.length, bytes, manifest }, () => `${out}: ${manifest.files.length} file(s), ${bytes} bytes, manifest.json with SHA-256 per file.`);
    });
}
