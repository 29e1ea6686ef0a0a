// The detail a runtime's failure report needs (causeDetail.ts calls it last): a sanitizer's finding, a data race's two
// accesses, the exception an aggregate wraps. Each reads the lines around the one errorCause.ts picked.
import type { LineRule } from './errorRules';

/** A sanitizer's own finding ("==4821==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x… at pc …", UBSan's "a.cpp:4:28: runtime error: …"). */
const SANITIZER_FINDING = /^(?:==\d+==)?(ERROR: \w+Sanitizer: .*?)(?:\s+at pc 0x[0-9a-f]+.*)?$|^(\S+:\d+:\d+: runtime error: .+)$/;

/** Wrappers whose own message only says that something inside failed. */
const WRAPPING_EXCEPTION = /(?:^|\s|—\s)\S*(?:AggregateException|TargetInvocationException)\b.*$/;

export function refineRuntimeCause(cause: string, lines: readonly string[], bestAt: number, rule: LineRule): string {
  if (rule.name === 'sanitizer summary') {
    // The finding as the sanitizer reported it, then its summary (the frame it happened in).
    const finding = lines.slice(Math.max(0, bestAt - 80), bestAt).map((l) => SANITIZER_FINDING.exec(l.trim())).find(Boolean);
    const said = finding?.[1] ?? finding?.[2];
    if (said) return finding?.[2] ? said : `${said} — ${cause}`;
  }
  if (rule.name === 'failed check' && /^\s*Check: \S+: /.test(lines[bestAt - 1] ?? '')) return `${lines[bestAt - 1].trim()} — ${cause}`;
  if (rule.name === 'data race') {
    // The first frame of our code under each access ("Write at … by goroutine 41:", "Previous read at …").
    const frames = lines.slice(bestAt + 1, bestAt + 60).flatMap((l, j, rest) => {
      const access = /^(?:Previous )?(\w+) at 0x[0-9a-f]+ by/i.exec(l);
      const frame = access && rest.slice(j + 1, j + 12).find((f) => /^\s+\S+\(.*\)\s*$/.test(f) && !/^\s+(?:runtime|sync|internal)[./]/.test(f));
      return access && frame ? [`${access[1].toLowerCase()} in ${frame.trim()}`] : [];
    });
    // …and the test's own line as the test runner printed it ("testing.go:1399: race detected during execution of test").
    const verdict = lines.find((l) => /race detected during execution of test/.test(l));
    if (frames.length) return `DATA RACE: ${frames.slice(0, 2).join(', ')}${verdict ? ` — ${verdict.trim()}` : ''}`;
  }
  // .NET's inner exception ("---- Npgsql.NpgsqlException : Failed to connect …") under a wrapper's message: the wrapper
  // (an AggregateException's "One or more errors occurred. (…) (…)") only says that something inside failed.
  const inner = lines.slice(bestAt + 1, bestAt + 4).find((l) => /^-{4} \S/.test(l))?.replace(/^-+\s*/, '');
  if (inner && /Error Message|\bException\b/.test(cause)) return WRAPPING_EXCEPTION.test(cause) ? `${cause.replace(WRAPPING_EXCEPTION, '').replace(/\s*—?\s*$/, '')} — ${inner}` : `${cause} — ${inner}`;
  return cause;
}
