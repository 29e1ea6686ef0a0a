// The detail a runtime's failure report needs (causeDetail.ts calls it last): a sanitizer's finding, a data race's two
// accesses, the exception an aggregate wraps, a config report's fields, a push's rejected ref. Each reads the lines around
// the one errorCause.ts picked.
import type { LineRule } from './errorRules';
import { clip } from './text';

/** A sanitizer's own finding ("==4821==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x… at pc …", UBSan's "a.cpp:4:28: runtime error: …"). */
const SANITIZER_FINDING = /^(?:==\d+==)?(ERROR: \w+Sanitizer: .*?)(?:\s+at pc 0x[0-9a-f]+.*)?$|^(\S+:\d+:\d+: runtime error: .+)$/;
/** ThreadSanitizer's report heading, a warning ("WARNING: ThreadSanitizer: data race (pid=48213)", "…: lock-order-inversion (potential deadlock) (pid=…)"), kept as printed. */
const SANITIZER_WARNING = /^(?:==\d+==)?(WARNING: \w+Sanitizer: \S.*)$/;

/** Wrappers whose own message only says that something inside failed. */
const WRAPPING_EXCEPTION = /(?:^|\s|—\s)\S*(?:AggregateException|TargetInvocationException)\b.*$/;

/** A field line in a failure analysis's block ("    Reason: must match …", Spring Boot's binding failure). */
const FIELD = (name: string) => new RegExp(`^\\s+${name}:\\s+(\\S.*)$`);
/** git's line for a ref the server refused, with the reason in parentheses (" ! [remote rejected] main -> main (protected branch hook declined)"). */
const REJECTED_REF = /^\s*! \[(?:remote )?rejected\] .*\(([^)]+)\)\s*$/;
/** A root cause with its message: Java's "Caused by: java.sql.SQLSyntaxErrorException: Unknown column …", MyBatis's "### Cause: …". */
const ROOT_CAUSE = /(?:^\s*Caused by:|^###.*?\bCause:)\s*((?:[\w$]+\.)+[\w$]*(?:Exception|Error)\w*: \S.*)$/;
/** A "•" bullet under a heading (Expo's " • Field: android.package - should match pattern …"). */
const BULLET = /^\s*• \S/;

/** A URL's user:password ("https://ci:s3cret@nexus…/x.pom", "postgres://app:pw@db:5432/x"): never kept in a cause. */
const maskUrlCredentials = (s: string): string => s.replace(/(\/\/[^\s/@:]+):[^\s/@]+@/g, '$1:***@');
/** Gradle's dependency under "Could not resolve all files for configuration …" ("   > Could not resolve g:a:1.2."). */
const GRADLE_DEPENDENCY = /^\s*> (Could not resolve (?!all\b)[\w.-]+:[\w.-]+(?::[\w.+-]+)?\.?)\s*$/;
/** Spring's test-context wrapper ("IllegalStateException: Failed to load ApplicationContext for […]"): it only says that something inside failed. */
const CONTEXT_WRAPPER = /\bFailed to load ApplicationContext\b/;
const QUALIFIED_MESSAGE = /^(?:[\w$]+\.)+[\w$]*(?:Exception|Error)\w*: \S/;
/** A line that is not the message going on: a frame, another cause, a field ("-> Applied to database : …"), advice. */
const NOT_MESSAGE = /^\s*(?:at |\.{3} \d+|Caused by:|->|(?:Either|Need more|See|Learn more|Run|Please|If you|To|Consider|Try)\b)/;

/** A line's indent. */
const ind = (l: string): number => /^\s*/.exec(l)![0].length;

/** The innermost cause with a message under a wrapper's trace ("Caused by: x.Y: …", or Gradle's "Caused by:" with the exception on the next line), and the line its message goes on to. */
function innermostCause(lines: readonly string[], bestAt: number): string | undefined {
  let at = -1;
  for (let i = bestAt + 1; i < Math.min(lines.length, bestAt + 150); i++) {
    if (/^\S/.test(lines[i]) && !/^Caused by:/.test(lines[i])) break; // the trace has ended (the next test, the build's summary)
    const own = /^\s*Caused by:\s*$/.test(lines[i]) ? i + 1 : /^\s*Caused by:\s*\S/.test(lines[i]) ? i : -1;
    if (own >= 0 && QUALIFIED_MESSAGE.test((lines[own] ?? '').trim().replace(/^Caused by:\s*/, ''))) at = own;
  }
  if (at < 0) return undefined;
  const next = lines[at + 1] ?? '';
  const goesOn = next.trim() && ind(next) === ind(lines[at]) && !NOT_MESSAGE.test(next) && !QUALIFIED_MESSAGE.test(next.trim()) ? ` — ${next.trim()}` : '';
  return clip(maskUrlCredentials(`${lines[at].trim().replace(/^Caused by:\s*/, '')}${goesOn}`), 400);
}

/** Prisma's heading over a code excerpt ("Invalid `prisma.order.update()` invocation in" / the file / the excerpt / the reason). */
const PRISMA_INVOCATION = /Invalid `([\w$.]+\(\))` invocation\b/;
function prismaReason(cause: string, lines: readonly string[], bestAt: number): string | undefined {
  const from = lines.findIndex((l, i) => i >= bestAt && i <= bestAt + 2 && PRISMA_INVOCATION.test(l));
  for (let i = from + 1; from >= 0 && i < Math.min(lines.length, from + 40); i++) {
    const l = lines[i];
    // (Not the excerpt, indented or marked "→", nor the file, nor the "..." a runner prints for a repeated block.)
    if (!l.trim() || /^\s|^→|^\S+:\d+:\d+\s*$|^\.{3}\s*$/.test(l)) continue;
    if (/^(?:at |❯ |Invalid `)/.test(l.trim())) return undefined;
    const name = /\b(\w+(?:Error|Exception))\b/.exec(cause)?.[1];
    return clip(`${name ? `${name}: ` : ''}Invalid \`${PRISMA_INVOCATION.exec(lines[from])![1]}\` invocation — ${l.trim()}`, 400);
  }
  return undefined;
}

/** A Composer problem line that says why ("- a/b 1.2 requires ext-intl * -> it is missing from your system", "- Root composer.json requires …"). */
const COMPOSER_PROBLEM = /^\s*- .{0,200}\brequires? .{0,300}\b(?:but|no matching|could not|does not|not match|conflict|not satisfy|missing)\b|^\s*-?\s*Root composer\.json requires\b/i;

/** An error a test's code logged (tracing's "ERROR span{…}: target: message", env_logger's "[… ERROR target] message"): the message. */
const LOGGED_ERROR = /^\s*(?:\S+Z\s+)?ERROR\s+(?:[\w:]+\{[^}\n]*\}:\s*)*(?:[a-z_]\w*(?:::\w+)*:\s+)?(\S.*)$|^\[\S+\s+ERROR\s+[\w:]+\]\s+(\S.*)$/;

export function refineRuntimeCause(cause: string, lines: readonly string[], bestAt: number, rule: LineRule): string {
  if (CONTEXT_WRAPPER.test(lines[bestAt] ?? '')) {
    const inner = innermostCause(lines, bestAt);
    if (inner) return inner;
  }
  if (PRISMA_INVOCATION.test(cause)) {
    const reason = prismaReason(cause, lines, bestAt);
    if (reason) return reason;
  }
  if (rule.name === 'panic' && /\bassertion\b.*\bfailed\b/.test(cause)) {
    // A status the test did not expect (left: 500): the error its code logged in the test's output, above the panic, is why.
    const head = lines.slice(0, bestAt).map((l) => /^---- \S+ stdout ----\s*$/.test(l)).lastIndexOf(true);
    const logged = head < 0 ? undefined : lines.slice(head + 1, bestAt).map((l) => LOGGED_ERROR.exec(l)).filter(Boolean).pop();
    if (logged) return clip(`${cause} — ${(logged[1] ?? logged[2]).trim()}`, 400);
  }
  if (rule.name === 'gradle nested cause') {
    // A dependency Gradle could not resolve: the dependency, then the deepest reason under it (and the one line deeper still,
    // as "> host: Name or service not known"), the repository URL's user:password masked.
    const dep = lines.slice(Math.max(0, bestAt - 8), bestAt).map((l) => GRADLE_DEPENDENCY.exec(l)?.[1]).filter(Boolean).pop();
      const deeper = /^\s*> \S/.test(lines[bestAt + 1] ?? '') && ind(lines[bestAt + 1]) > ind(lines[bestAt]) ? ` > ${lines[bestAt + 1].trim().slice(2)}` : '';
    if (dep && !cause.startsWith(dep) && !GRADLE_DEPENDENCY.test(lines[bestAt])) cause = `${dep} — ${lines[bestAt].trim().slice(2)}${deeper}`;
    return clip(maskUrlCredentials(cause), 400);
  }
  // A namespaced exception from where its class begins (not the log's level and time before it), a URL's password masked.
  if (rule.name === 'namespaced exception') return clip(maskUrlCredentials(cause.slice(/(?:[A-Z]\w*::)+[A-Z]\w*(?:Error|Exception): /.exec(cause)?.index ?? 0)), 400);
  if (rule.name === 'nunit message') {
    // The message's lines to the CDATA's end ("Expected: …" and "But was: …"), after the test case's name above it.
    const msg: string[] = [];
    for (let i = bestAt; i < Math.min(lines.length, bestAt + 6); i++) {
      msg.push(lines[i].replace(/^\s*<message><!\[CDATA\[/, '').replace(/\]\]>.*$/, '').trim());
      if (lines[i].includes(']]>')) break;
    }
    const test = lines.slice(Math.max(0, bestAt - 4), bestAt).reverse().map((l) => /<test-case\b[^>]*\bname="([^"]+)"/.exec(l)?.[1]).find(Boolean);
    return clip(`${test ? `${test}: ` : ''}${msg.filter(Boolean).join(' ')}`, 400);
  }
  if (rule.name === 'surefire failure' && / » [\w$]+\s*$/.test(cause)) {
    // Surefire's short name with no message ("[ERROR]   FooTest.bar:52 » BadSqlGrammar"): the deepest "Caused by: x.y.ZException: …"
    // (or MyBatis's "### Cause: …") in that test's trace above says what failed. (A URL's user:password never goes with it.)
    const test = /\s([A-Z][\w$]*)\.(\w+):\d+\s/.exec(cause);
    const from = test ? lines.findIndex((l, i) => i < bestAt && l.includes(`${test[1]}.${test[2]} `) && /<<< (?:ERROR|FAILURE)!/.test(l)) : -1;
    const end = from < 0 ? bestAt : lines.findIndex((l, i) => i > from && (/<<< (?:ERROR|FAILURE)!|^\[INFO\] Results:/.test(l) || i === bestAt));
    const root = lines.slice(Math.max(0, from), end).map((l) => ROOT_CAUSE.exec(l)?.[1]).filter(Boolean).pop();
    if (root) return `${cause} — ${clip(maskUrlCredentials(root.trim()), 300)}`;
  }
  if (rule.name === 'surefire failure' && !/ » /.test(cause)) {
    // Surefire's summary prints an assertion's message without its class ("[ERROR]   FooTest.bar:58 expected: <false> but was: <true>"):
    // the trace above names it ("org.opentest4j.AssertionFailedError: expected: <false> but was: <true>"). Both are kept, as printed.
    const said = /^\[ERROR\]\s+[A-Z][\w$]*\.\w+:\d+\s+(\S.*)$/.exec(cause)?.[1];
    const full = said && lines.slice(0, bestAt).map((l) => l.trim()).filter((l) => QUALIFIED_MESSAGE.test(l) && l.endsWith(`: ${said}`)).pop();
    if (full) return clip(`${cause} — ${full}`, 400);
  }
  // MyBatis's "### Error querying database.  Cause: x.y.ZException: …": the exception, from its "Cause:".
  if (rule.name === 'mybatis cause') return clip(maskUrlCredentials(cause.replace(/^###.*?\bCause:\s*/, '')), 400);
  if (rule.name === 'composer lock verdict') {
    // The first problem that says why ("- x/y 1.2 requires php ^8.2 -> your php version (8.1.2) does not satisfy …"), not "is locked to version".
    const problem = lines.slice(bestAt + 1, bestAt + 40).find((l) => COMPOSER_PROBLEM.test(l));
    if (problem) return clip(`${cause} — ${problem.trim().replace(/^-\s+/, '')}`, 400);
  }
  if (rule.name === 'assertion failed' && /\bFailed asserting that the Response\b/.test(cause)) {
    // The response Symfony prints under it: its JSON body's reason ("message", "detail", "error") says why the status was what it was.
    const body = lines.slice(bestAt + 1, bestAt + 30).find((l) => /^\s*[{[]/.test(l));
    const why = body && (/"(?:detail|message|error_description|error)"\s*:\s*"([^"]{4,200})"/.exec(body)?.[1]);
    if (why && !cause.includes(why)) return clip(`${cause} — ${why}`, 400);
  }
  // Maven Enforcer's convergence error: the artifact, not the tree of paths after it.
  if (rule.name === 'dependency convergence') return /Dependency convergence error for \S+/.exec(cause)![0].replace(/:$/, '');
  if (rule.name === 'swc error') {
    // SWC's message without its "Error:   x " mark, at the frame's place (" ,-[/abs/app/a/actions.ts:7:1]"), as the relative path
    // Next.js printed over it ("./app/a/actions.ts") when it is the same file.
    const msg = cause.replace(/^\s*Error:\s+[x×]\s+/, '');
    const frame = lines.slice(bestAt + 1, bestAt + 4).map((l) => /^\s*,-\[(.+?):(\d+:\d+)\]\s*$/.exec(l)).find(Boolean);
    const rel = lines.slice(Math.max(0, bestAt - 3), bestAt).reverse().find((l) => /^\.{1,2}\/\S+\.\w{1,6}$/.test(l.trim()))?.trim();
    const file = frame && rel && frame[1].endsWith(rel.replace(/^\.\//, '/')) ? rel : frame?.[1];
    return frame ? `${msg} (at ${file}:${frame[2]})` : msg;
  }
  if (/:\s*$/.test(cause)) {
    // Spring Boot's binding failure ("Binding to target X failed:" / "Property: a.b" / "Value: …" / "Origin: …" / "Reason: must
    // match …"): the property and the reason. Never the value: it may be a secret.
    const block = lines.slice(bestAt + 1, bestAt + 12);
    const field = (name: string) => block.map((l) => FIELD(name).exec(l)?.[1]).find(Boolean)?.trim();
    const [prop, why] = [field('Property'), field('Reason')];
    if (why && (prop || field('Origin'))) cause = `${cause}${prop ? ` Property: ${prop} —` : ''} Reason: ${why}`;
  }
  if (/\b(?:validat\w*|invalid)\b/i.test(cause) && BULLET.test(lines[bestAt + 1] ?? '')) {
    // A validation heading with its findings as "•" bullets under it (Expo "Error: Problem validating fields in app.config.ts.
    // Learn more: <url>" / " • Field: android.package - should match pattern …"): the fields say what is wrong.
    const items: string[] = [];
    for (let i = bestAt + 1; i < Math.min(lines.length, bestAt + 4) && BULLET.test(lines[i]); i++) items.push(lines[i].trim().replace(/^•\s+/, ''));
    cause = clip(`${cause.replace(/\s+Learn more:\s+\S+$/, '')} — ${items.join('; ')}`, 400);
  }
  if (/^remote (?:error|message|hook message)$/.test(rule.name)) {
    // The server's reason, and the ref it refused with git's own reason ("! [remote rejected] main -> main (protected branch hook
    // declined)"): not when the cause says that reason already ("push declined due to repository rule violations" under GH013's
    // "Repository rule violations found"), nor when it is only that a hook refused ("pre-receive hook declined"). A build's own
    // error in the push log (remote build reason / error) is the reason whole.
    const refused = lines.slice(bestAt + 1).find((l) => REJECTED_REF.test(l));
    const why = refused ? REJECTED_REF.exec(refused)![1].replace(/^push declined due to /, '') : '';
    if (refused && !/^pre-receive hook declined$/.test(why) && !cause.toLowerCase().includes(why.toLowerCase())) cause = `${cause} — ${refused.trim()}`;
  }
  if (rule.name === 'sanitizer summary') {
    // The finding as the sanitizer reported it, then its summary (the frame it happened in).
    const finding = lines.slice(Math.max(0, bestAt - 80), bestAt).map((l) => SANITIZER_FINDING.exec(l.trim())).find(Boolean);
    const said = finding?.[1] ?? finding?.[2];
    if (said) return finding?.[2] ? said : `${said} — ${cause}`;
    // TSan's report has no ERROR line: its heading goes after the summary (the frame it happened in).
    const warned = lines.slice(Math.max(0, bestAt - 80), bestAt).map((l) => SANITIZER_WARNING.exec(l.trim())?.[1]).filter(Boolean).pop(); // (its own: the nearest above)
    if (warned) return `${cause} — ${warned}`;
  }
  if (rule.name === 'cdi deployment error') {
    // The innermost exception of the line's chain with its message ("Build step … threw an exception: …DeploymentException:
    // …UnsatisfiedResolutionException: Unsatisfied dependency for type …"; a count's "Found 2 deployment problems:" has its first
    // problem joined already), and the injection point under it ("\t- injection target: a.B#field").
    const inner = [...cause.matchAll(/(?:[\w$]+\.)+[\w$]*(?:Exception|Error): (?!(?:[\w$]+\.)+[\w$]*(?:Exception|Error): )/g)].pop();
    const target = lines.slice(bestAt + 1, bestAt + 4).map((l) => /^\s*-\s+injection target:\s+(\S+)/.exec(l)?.[1]).find(Boolean);
    return clip(`${inner ? cause.slice(inner.index).trim() : cause}${target ? ` — injection target: ${target}` : ''}`, 400);
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
