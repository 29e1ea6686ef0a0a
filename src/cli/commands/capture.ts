// `learnings capture`: record one learning through the quality gate (secrets → injection → dedup →
// decision check → A-MAC admission) into the first --root, in the format that root already uses.
import type { Command } from 'commander';
import { CAPTURE_TYPES, type CaptureType } from '../../core/model';
import { captureLearning, type CaptureResult } from '../../app/capture/capturePipeline';
import { collect, getContext } from '../context';
import { printResult, safeText, UsageError } from '../output';

interface CaptureOptions {
  type?: string;
  content?: string;
  file?: string[];
  function?: string[];
  domain?: string[];
  example?: string;
  task?: string;
}

export function renderCapture(r: CaptureResult): string {
  const head = `${r.decision}${r.id ? ` ${r.id}` : ''}${r.file ? ` (${r.file})` : ''}`;
  const a = r.admission;
  return [head, ...r.reasons.map((x) => `  - ${safeText(x)}`), `  score ${a.score} vs threshold ${a.effectiveThreshold}`].join('\n');
}

export function register(program: Command): void {
  program
    .command('capture')
    .description('Record a learning through the quality gate (dedup, decision check, secrets, A-MAC admission)')
    .requiredOption('--type <type>', `one of ${CAPTURE_TYPES.join('|')}`)
    .requiredOption('--content <text>', 'the learning itself')
    .option('--file <path>', 'a file it is about (repeatable)', collect)
    .option('--function <name>', 'a function it is about (repeatable)', collect)
    .option('--domain <name>', 'a domain it belongs to (repeatable)', collect)
    .option('--example <text>', 'a concrete example')
    .option('--task <id>', 'the task or session it came from')
    .action(async (opts: CaptureOptions, cmd: Command) => {
      const ctx = getContext(cmd);
      const type = opts.type as CaptureType;
      if (!CAPTURE_TYPES.includes(type)) throw new UsageError(`--type: expected one of ${CAPTURE_TYPES.join(', ')}, got ${JSON.stringify(opts.type)}`);
      const result = await captureLearning({
        root: ctx.roots[0],
        now: ctx.now,
        env: process.env,
        log: (m) => process.stderr.write(`learnings: warning: ${m}\n`),
        input: {
          type,
          content: opts.content ?? '',
          files: opts.file ?? [],
          functions: opts.function ?? [],
          domains: opts.domain ?? [],
          example: opts.example,
          task: opts.task,
          user: ctx.user,
          trigger: 'cli',
        },
      });
      printResult(ctx.json, result, () => renderCapture(result));
    });
}
